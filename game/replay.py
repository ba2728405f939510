"""A game record as text to read: ``python -m game.replay CODE_OR_FILE``.

The argument is a share code (``C1…``, as the Games screen copies it), or a file holding a record or a code.
Prints the record's tags, then each hand: who dealt, every move with the seat that made it and what it
showed (the cards drawn, the pile taken, a canasta closed), and how the hand ended with its score per side and
the running totals.  A damaged code or record prints why and where, and exits with status 1.

Desktop only, in English, and built on game.core alone: no window opens.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from game.core import (
    BonusCardsDrawn,
    CardsDrawn,
    Event,
    Game,
    GameEnded,
    Melded,
    PileTaken,
    RedThreeLaid,
    WentOut,
    from_code_text,
    record_tags,
)

CODE_PREFIX = "C1"
SCORE_ROWS = ("melded", "canastas", "penalties", "red_threes", "going_out", "special_hand", "hand", "total")
ENDINGS = {"went_out": "{seat} went out", "stock_exhausted": "the stock ran out",
           "last_red_three": "the last card of the stock was a red three",
           "last_card_three": "the last card of the stock was a three", "special_hand": "{seat} showed a special hand"}


def read_game(source: str) -> tuple[Game, str]:
    """The game a code, a record, or a file holding either replays to, and its record.  ValueError saying what
    is wrong: no such file, or a damaged code or record (and where)."""
    text = source
    path = Path(source)
    if not source.startswith(CODE_PREFIX) and not source.lstrip().startswith("["):
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise ValueError(f"{source!r} is neither a share code (it starts with {CODE_PREFIX}) nor a file "
                             f"to read: {error.strerror if isinstance(error, OSError) else error}") from None
    text = text.strip()
    if text.startswith("["):
        return Game.from_record(text), text + "\n"
    record = from_code_text(text)
    return Game.from_record(record), record


def seat_names(game: Game, tags: dict[str, object]) -> list[str]:
    """The players' names from the record's Players tag where it names every seat, else "Seat 1", ..."""
    players = tags.get("Players")
    count = game.rules.player_count
    if isinstance(players, list) and len(players) == count and all(isinstance(p, str) and p for p in players):
        return list(players)
    return [f"Seat {seat + 1}" for seat in range(count)]


def describe_game(game: Game, record: str, write: Callable[[str], object] = print) -> None:
    """Write the record's tags, then every hand of ``game`` move by move with its result."""
    for line in record.splitlines():
        if line.startswith("Hand "):
            break
        if line:
            write(line)
    tags = record_tags(record)
    names = seat_names(game, tags)
    replay = Game.new(game.rules, seed=game.seed)
    hands = [*game.past_hands, game.history]
    for number, moves in enumerate(hands, 1):
        if number > 1:
            replay.next_round()
        write("")
        write(f"Hand {number} · {names[replay.dealer]} dealt · {len(moves)} moves")
        for index, move in enumerate(moves, 1):
            seat = replay.to_act
            notes = _notes(replay.apply(move), names)
            write(f"{index:>5}. {names[seat]}: {move}" + (f"  ({'; '.join(notes)})" if notes else ""))
        if replay.phase in ("round_over", "game_over"):
            for line in hand_result(replay, names):
                write(line)
        else:
            write("      the hand is not over: the record ends here")


def _notes(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """What the move showed, in a few words: cards drawn, the pile taken, canastas, threes, going out."""
    notes = []
    for event in events:
        if isinstance(event, CardsDrawn | BonusCardsDrawn):
            notes.append("drew " + " ".join(event.cards))
        elif isinstance(event, PileTaken):
            notes.append(f"took the pile, {len(event.cards)} cards")
        elif isinstance(event, Melded) and event.canasta:
            notes.append(f"a canasta of {event.rank}")
        elif isinstance(event, RedThreeLaid):
            notes.append(f"laid {event.card}")
        elif isinstance(event, WentOut):
            notes.append("went out concealed" if event.concealed else "went out")
        elif isinstance(event, GameEnded):
            notes.append("the game is over")
    return notes


def hand_result(game: Game, names: Sequence[str]) -> list[str]:
    """How the hand ended, its score per side (or seat) row by row, and the running totals."""
    ended = game.ended_by or ""
    seat = names[game.went_out] if game.went_out is not None else \
        names[game.special[0]] if game.special is not None else "a player"
    lines = ["      " + ENDINGS.get(ended, ended).format(seat=seat).capitalize() + "."]
    sides = [side_name(game, names, index) for index in range(len(game.scores))]
    width = max(map(len, sides)) + 2
    scores = game.round_scores or []
    lines.append("      " + " " * 14 + "".join(f"{side:>{width}}" for side in sides))
    for row in SCORE_ROWS:
        if any(parts.get(row) for parts in scores) or row == "total":
            label = "this hand" if row == "total" else row.replace("_", " ")
            lines.append(f"      {label:<14}" + "".join(f"{parts.get(row, 0):>+{width}}" for parts in scores))
    lines.append(f"      {'running total':<14}" + "".join(f"{total:>{width}}" for total in game.scores))
    if game.phase == "game_over":
        lines.append("      The game is over: " + ("a draw." if game.winner is None else
                                                   f"{side_name(game, names, game.winner)} won."))
    return lines


def side_name(game: Game, names: Sequence[str], index: int) -> str:
    """Whose score ``index`` is: a seat's name where each plays for himself, else the side's seats."""
    if not game.rules.has_partners:
        return names[index]
    seats = game.seats_of(index)
    return " & ".join(names[s] for s in seats) if seats else f"Side {index + 1}"


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: python -m game.replay CODE_OR_FILE", file=sys.stderr)
        return 0 if args and args[0] in ("-h", "--help") else 2
    try:
        game, record = read_game(args[0])
    except ValueError as damage:
        print(f"game.replay: this cannot be replayed: {damage}", file=sys.stderr)
        return 1
    describe_game(game, record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
