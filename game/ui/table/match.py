"""The running game as the table plays it: the engine's Game, who sits where, and the computer players.

No pygame here: the table scene asks the match whose turn it is, steps the thinking bot a slice per frame,
applies moves (the player's or a bot's) and gets back the engine's events to animate and log.  The whole
match round-trips through a JSON-safe dict, the saved game.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from game.ai import Hint, hint, make_bot
from game.ai.bot import Bot, Thinking
from game.core import (
    Event,
    Game,
    GameView,
    HandEnded,
    Move,
    parse_move,
    preset,
)
from game.i18n import tr
from game.ui.choices.match_settings import LEGACY_PRESETS as LEGACY_PRESETS  # where the settings and stats read it
from game.ui.choices.match_settings import MatchSettings as MatchSettings
from game.ui.choices.presets import title
from game.ui.replays.master import MasterGame
from game.ui.table.log import deal_words, describe_words
from game.ui.table.log.words import (
    SpokenLog,
    Words,
    joined_words,
    points_words,
    said,
    seat_words,
    seats_words,
    spoken,
)
from game.ui.table.log.words import points_text as points_text  # where the table and the replays read it
from game.ui.table.seats import compass_names, join_names, seat_names
from game.ui.table.undo import UndoPoint

SAVE_FORMAT = 1
HUMAN = 0  # the player sits at the bottom, seat 0; play goes to the left (clockwise)
NOBODY = -1  # the log's "you" where several people play: it tells every seat's moves as another's
LOG_LINES_KEPT = 4000  # a whole game's log, every hand of it (a long one writes about 1500 lines)
# From the operating system, not the module's generator: pygbag seeds that with 1 at every page load.
_SEEDS = random.SystemRandom()


def start_of_hand(game: Game) -> dict[str, Any] | None:
    """The position of ``game`` if no move of its hand has been made yet, without the earlier hands' moves
    (the game keeps those); else None."""
    if game.history or game.phase in ("round_over", "game_over"):
        return None
    start = game.to_dict()
    start.pop("past_hands", None)
    return start


def new_seed() -> int:
    """A seed for a new game, different at every start and every visit of the page."""
    return _SEEDS.randrange(1, 2**31)



class Match:
    """One game at the table: people in some seats (the player at seat 0, as it always was, or several people
    passing the screen), computer players in the others."""

    def __init__(self, settings: MatchSettings, game: Game | None = None, log: list[Words] | None = None,
                 dealt_now: bool = False) -> None:
        """``game``: a game going on (from a save), or with ``dealt_now`` a deal to show as just dealt (the same
        deal again); None: a new game."""
        self.settings = settings
        fresh = game is None or dealt_now
        if game is None:
            game = Game.new(settings.rules(), seed=settings.seed)
        self.game = game
        self.people = settings.people
        self.bots: dict[int, Bot] = {
            seat: make_bot(settings.kinds[seat], seed=f"{settings.seed}/{seat}")
            for seat in range(game.rules.player_count) if seat not in self.people
        }
        self.deal_log_tail = 0
        self._log = SpokenLog(log or (), kept=LOG_LINES_KEPT)  # as data: spoken in the language of the moment
        self._thinking: Thinking | None = None
        self._thinking_for: tuple[int, int] | None = None  # (seat, moves in the history) it thinks about
        self.on_change: Callable[[Match], None] | None = None  # called after every move: the saver
        # Undo: how far the person to act may take back his moves (undo.py); ``undos`` counts the takings-back
        # of this game, which the statistics show.
        self._undo = UndoPoint()
        self.undos = 0
        self.hints = 0  # hints asked for in this game: the statistics show them with the takings-back
        self.hand_start = start_of_hand(game)  # the hand replays from here for its review, once it is over
        # The deal's events while the table has not shown the deal yet (a game from a save shows none)
        self._deal_unshown: list[Event] | None = list(game.deal_events) if fresh else None
        # The same deal again (same_deal.py): one hand from another game, not counted in the statistics nor
        # kept; ``before`` the player's score on it then, ``master`` the master's game of it ("Beat the master").
        self.deal_again = False
        self.before: int | None = None
        self.master: MasterGame | None = None
        if fresh:
            self._log_deal(list(game.deal_events))

    @property
    def log(self) -> list[str]:
        """The log's lines, in the language spoken now (a switch of language re-speaks them all)."""
        return self._log.spoken(self.names)

    # -- whose turn ------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """The game is over; the same deal again is over with its one hand."""
        return self.game.phase == "game_over" or self.deal_again and self.hand_is_over

    @property
    def hand_is_over(self) -> bool:
        return self.game.phase in ("round_over", "game_over")

    @property
    def human_to_act(self) -> bool:
        """Whether a person is to act (any of them, where several play)."""
        return not self.hand_is_over and self.game.to_act in self.people

    @property
    def bot_to_act(self) -> int | None:
        if self.hand_is_over or self.game.to_act in self.people:
            return None
        return self.game.to_act

    @property
    def person_to_act(self) -> int | None:
        """The person to act now, if a person is."""
        return self.game.to_act if self.human_to_act else None

    @property
    def you(self) -> int | None:
        """The one person at the table, whom the table and the log call "You"; None where several people
        play (pass and play): then each seat goes by its compass name and the log tells every move as
        another's, showing nobody's hidden cards."""
        return self.people[0] if len(self.people) == 1 else None

    @property
    def several_people(self) -> bool:
        return len(self.people) > 1

    def next_person(self) -> int:
        """The person to act, or else the first person to act after the computer player to act now (one dealt
        into the hand, where five play and one sits out)."""
        count, seat, dealt = self.game.rules.player_count, self.game.to_act, self.game.order
        people = [s % count for s in range(seat, seat + count) if s % count in self.people]
        return next((s for s in people if dealt is None or s in dealt), people[0])

    def view(self, seat: int | None = None) -> GameView:
        """What ``seat`` may see (the first person's seat by default)."""
        return self.game.view(self.people[0] if seat is None else seat)

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names in the language spoken now ("You", "West", ...; with several people "South",
        "West", ...), by seat."""
        if self.you is None:
            return compass_names(self.game.rules.player_count)
        return seat_names(self.game.rules.player_count, self.you)

    def side_name(self, side: int) -> str:
        """"You", "You & North", "West, North & East": the player first, then around the table.  A side
        left without seats (its player joined another side mid-hand) keeps the name of its seat."""
        seats = self.game.seats_of(side) or ([side] if side < len(self.names) else [])
        first, count = self.you or 0, self.game.rules.player_count
        seats = sorted(seats, key=lambda seat: (seat - first) % count)
        return join_names([self.names[s] for s in seats]) or tr("Side {number}", number=side + 1)

    @property
    def scores_by_seat(self) -> bool:
        """Scores kept per seat: in games without fixed partners (each for himself, or two against one
        where the partnership forms mid-hand), score i is seat i's."""
        return not self.game.rules.has_partners

    def score_name(self, index: int) -> str:
        """Whose score ``index`` of the score list is: a seat's name, or a side's."""
        return self.names[index] if self.scores_by_seat else self.side_name(index)

    def score_index(self, seat: int | None = None) -> int:
        """Where a seat's score stands in the score list (the first person's by default)."""
        seat = self.people[0] if seat is None else seat
        return seat if self.scores_by_seat else self.game.side_of(seat)

    def summary(self) -> str:
        """What this game is, where it stands and the score, the player's first: "Classic for four · hand 3 ·
        1230 to 860" (a score of each other side or player after "to")."""
        scores = list(self.game.scores)
        mine = scores.pop(self.score_index())
        game = title(self.settings.preset)
        if self.settings.house_rules:
            game = tr("{game} (house rules)", game=game)
        return tr("{game} · hand {hand} · {your_score} to {other_scores}", game=game, hand=self.game.round,
                  your_score=points_text(mine), other_scores=", ".join(points_text(score) for score in scores))

    @classmethod
    def saved_summary(cls, data: dict[str, Any]) -> str:
        """The summary of a saved game (``to_dict``), or that it cannot be read: said before it is replaced."""
        try:
            return cls.from_dict(data).summary()
        except ValueError:
            return tr("a saved game that cannot be read")

    def partners(self, seat: int | None = None) -> list[int]:
        """The seat's partners in turn order (the first is the one a plain "ask" goes to)."""
        return self.game.partners_of(self.people[0] if seat is None else seat)

    # -- the computer players --------------------------------------------------------------------
    def think(self, budget: float, clock: Callable[[], float] = time.perf_counter) -> Move | None:
        """Step the computer player to act for about ``budget`` seconds; its move once decided, else None.
        The move is not applied: the table plays it when the animations before it have finished."""
        seat = self.bot_to_act
        if seat is None:
            return None
        key = (seat, len(self.game.history))
        if self._thinking is None or self._thinking_for != key:
            self._thinking = self.bots[seat].think(self.game.view(seat))
            self._thinking_for = key
        deadline = clock() + budget
        while True:
            try:
                next(self._thinking)
            except StopIteration as done:
                self._thinking = None
                return done.value
            if clock() >= deadline:
                return None

    # -- moves -----------------------------------------------------------------------------------
    def play(self, move: Move | str) -> list[Event]:
        """Apply a move for the seat to act (raises IllegalMove, changing nothing); log and save it."""
        parsed = parse_move(move) if isinstance(move, str) else move
        seat, you = self.game.to_act, self._log_you
        before = list(self.game.hands[you]) if you != NOBODY else None
        if seat in self.people and self.game.phase == "draw" and self._undo.point is None:
            self._undo.mark(self.game, len(self._log), seat, "first_turn")  # the start of his first turn
        events = self.game.apply(parsed)
        self._thinking = None
        lines = describe_words(self.game, seat, parsed, events, you, before)
        if any(isinstance(event, HandEnded) for event in events):  # the score right after "The hand is over"
            ended = [e for e in events if isinstance(e, HandEnded)]
            said = describe_words(self.game, seat, None, ended[:1], you)
            lines.insert(lines.index(said[0]) + 1 if said and said[0] in lines else len(lines), self._score_words())
        for line in lines:
            self._write(line)
        self._undo.after_move(self.game, self.people, len(self._log), seat, parsed, events)
        self._changed()
        return events

    def hint(self) -> Hint:
        """The move the person to act might make now, and why (counted for the statistics)."""
        self.hints += 1
        self._changed()
        return hint(self.view(self.game.to_act if self.human_to_act else None))

    @property
    def _log_you(self) -> int:
        """Whom the log calls "you": the one person at the table, or nobody where several play."""
        return NOBODY if self.you is None else self.you

    # -- taking back the player's moves ---------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """Whether the person to act has moves of this turn to take back (since its start, or since the last
        card he drew or his partner's answer)."""
        return self.human_to_act and self._undo.can_undo(self.game.to_act)

    def undo_refusal(self) -> str:
        """Why the person to act cannot take back more, in a sentence: "West has already played on your
        discard"."""
        return self._undo.refusal(self.game.to_act, self.names)

    def undo(self) -> str:
        """Take back the moves of this turn of the person to act, to its start or to just after the last card
        he drew or his partner's answer.  Returns the line of the log that says so."""
        if not self.can_undo:
            raise ValueError("nothing to take back")
        point = self._undo.point
        assert point is not None
        if self.you is not None:
            line = said("You take back your moves.")
        else:
            line = said("{player} takes back the moves of this turn.", player=seat_words(self.game.to_act))
        self.game = Game.from_dict(point["game"])
        self._log.cut(point["log"])
        self._write(line)
        self._thinking = None
        self._undo.moved = False
        self.undos += 1
        self._changed()
        return spoken(line, self.names)

    def score_line(self) -> str:
        """The hand's score and the running total of each side (or player), in the language spoken now."""
        return spoken(self._score_words(), self.names)

    def _score_words(self) -> Words:
        """The score line as data: each side by its seats as they are now (a partnership formed mid-hand
        included), the player's first."""
        hand = self.game.round_scores or []
        scores = [said("{name} {hand_points} ({total})", name=self._score_name_words(i),
                      hand_points=points_words(row["total"], signed=True), total=points_words(total))
                  for i, (row, total) in enumerate(zip(hand, self.game.scores, strict=True))]
        return said("Score: {scores}", scores=joined_words(scores, "; "))

    def _score_name_words(self, index: int) -> Words:
        if self.scores_by_seat:
            return seat_words(index)
        seats = self.game.seats_of(index) or ([index] if index < self.game.rules.player_count else [])
        first, count = self.you or 0, self.game.rules.player_count
        if not seats:
            return said("Side {number}", number=index + 1)
        return seats_words(sorted(seats, key=lambda seat: (seat - first) % count))

    def next_hand(self) -> list[Event]:
        events = self.game.next_round()
        self.hand_start = start_of_hand(self.game)
        self._deal_unshown = list(events)
        self._log_deal(events)
        self._changed()
        return events

    def deal_to_show(self) -> list[Event] | None:
        """The events of the deal just made, once: the table that asks shows the deal (card by card); None
        where it was shown, or the hand came from a save or has begun."""
        events, self._deal_unshown = self._deal_unshown, None
        return events if events is not None and not self.game.history and not self.hand_is_over else None

    def _log_deal(self, events: list[Event]) -> None:
        self._write(deal_words(self.game, self._log_you))
        lines = describe_words(self.game, self.game.dealer, None, events, self._log_you)
        for line in lines:
            self._write(line)
        self.deal_log_tail = len(lines)  # the deal's own lines after its first (red threes laid out, ...)

    def _write(self, line: Words) -> None:
        self._log.append(line)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # -- the hand review -------------------------------------------------------------------------
    def hand_to_review(self) -> tuple[Game, list[Move]] | None:
        """The hand just over, to replay for its review: where it started, and its moves; None without a
        start (a save from before the start was kept)."""
        if self.hand_start is None or not self.hand_is_over:
            return None
        return Game.from_dict(self.hand_start), list(self.game.history)

    def _load_hand_start(self, start: Any) -> None:
        """The saved start of the hand, if it is this hand's; anything else is left out (no review)."""
        try:
            game = Game.from_dict(start)
        except (ValueError, KeyError, TypeError, AttributeError):
            return
        if game.round == self.game.round and game.rules == self.game.rules and not game.history:
            self.hand_start = start

    # -- the saved game --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"hand_start": self.hand_start,
                "format": SAVE_FORMAT, "settings": self.settings.to_dict(), "game": self.game.to_dict(),
                "undo": self._undo.to_dict(),
                "log": list(self._log.lines), "undos": self.undos, "hints": self.hints,
                "deal_again": self._saved_deal_again()}

    def _saved_deal_again(self) -> dict[str, Any] | None:
        if not self.deal_again:
            return None
        master = None if self.master is None else {"start": self.master.start, "seat": self.master.seat}
        return {"before": self.before, "master": master}

    def _load_deal_again(self, saved: object) -> None:
        """The same deal again of a save; the master's game starts over from the deal (it plays the same)."""
        if not isinstance(saved, dict):
            return
        self.deal_again = True
        self.before = saved.get("before") if type(saved.get("before")) is int else None
        master = saved.get("master")
        if isinstance(master, dict) and master.get("seat") in self.people:
            try:
                self.master = MasterGame(master["start"], master["seat"], self.settings.kinds, self.settings.seed)
            except (ValueError, KeyError, TypeError, AttributeError):
                self.master = None

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Match:
        """A saved match; ValueError (with the reason) for anything that is not one."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError(tr("not a saved game of format {format}", format=SAVE_FORMAT))
        try:
            settings = MatchSettings.from_dict(data["settings"])
            game = Game.from_dict(data["game"])
        except (KeyError, TypeError) as missing:
            raise ValueError(tr("a saved game with a part missing or of the wrong kind ({part})",
                                  part=str(missing))) from None
        expected = preset(settings.preset)
        if (game.rules.player_count, game.rules.side_count) != (expected.player_count, expected.side_count):
            raise ValueError(tr("the saved game seats {players} players in {sides} sides, but {game} seats "
                                "{expected_players} in {expected_sides}", players=game.rules.player_count,
                                sides=game.rules.side_count, game=settings.preset,
                                expected_players=expected.player_count, expected_sides=expected.side_count))
        log = data.get("log", [])
        if not isinstance(log, list) or not all(isinstance(line, str | dict) for line in log):
            raise ValueError(tr("the saved game's log is not a list of lines"))
        match = cls(settings, game, log)
        try:
            match.log  # noqa: B018 (spoken once here, so that a line that cannot be is refused with the save)
        except (KeyError, TypeError, IndexError, ValueError, AttributeError):
            raise ValueError(tr("the saved game's log is not a list of lines")) from None
        if data.get("hand_start") is not None:
            match._load_hand_start(data["hand_start"])
        undos = data.get("undos", 0)
        match.undos = undos if type(undos) is int and undos >= 0 else 0
        match._undo.load(data.get("undo"), match.people, len(match._log))
        hints = data.get("hints", 0)
        match.hints = hints if type(hints) is int and hints >= 0 else 0
        match._load_deal_again(data.get("deal_again"))
        return match

