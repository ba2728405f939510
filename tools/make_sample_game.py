"""Make the sample game the Games screen shows from the first visit: a whole game of Classic for four to 5000,
played by the engine's own computer players (an expert in South, where the player would sit, against normal
ones), written as one entry of the kept games' format to game/assets/records/sample.json.

    .venv/bin/python tools/make_sample_game.py [--seed N] [--out game/assets/records/sample.json] [--replace]

Its share code is the game's whole record: the Games screen replays it move by move, as any finished game.
Run again only to replace the sample (the file is committed; the same seed makes the same game): an existing
file is kept unless --replace says to write over it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_bot  # noqa: E402
from game.core import to_code  # noqa: E402
from game.ui.choices.match_settings import MatchSettings  # noqa: E402
from game.ui.replays.kept_games import KeptGame, game_key, games_record  # noqa: E402
from game.ui.table.match import HUMAN, Match  # noqa: E402
from game.ui.table.seats import compass_names  # noqa: E402

DATE = "2026-12-05 12:00"  # the sample's, fixed: the file is the same however often it is made
SAMPLE = Path(__file__).resolve().parents[1] / "game" / "assets" / "records" / "sample.json"


def play_sample(seed: int) -> Match:
    """A whole game to its end, every seat played by a computer player."""
    match = Match(MatchSettings("classic-4p", "normal", None, seed))
    south = make_bot("expert", seed=f"{seed}/south")
    while not match.is_over:
        if match.hand_is_over:
            match.next_hand()
        elif match.human_to_act:
            match.play(south.choose(match.view(HUMAN)))
        else:
            move = match.think(60.0)
            if move is not None:
                match.play(move)
    return match


def sample_entry(match: Match) -> KeptGame:
    game = match.game
    names = list(compass_names(game.rules.player_count))  # English: the Games screen says them in the player's
    code = to_code(game, {"Date": DATE, "Players": names, "Level": "normal", "Seats": list(match.settings.kinds)})
    sides = [sorted(game.seats_of(side)) for side in range(len(game.scores))]  # whose each score is
    return KeptGame(code, DATE, "classic-4p", "normal", names, list(game.scores), game.winner, 0, game.round,
                    game_key(game), sample=True, sides=sides)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", type=Path, default=SAMPLE)
    parser.add_argument("--replace", action="store_true", help="write over an existing file")
    args = parser.parse_args()
    if args.out.exists() and not args.replace:
        sys.exit(f"{args.out} exists already: add --replace to write a new sample over it")
    entry = sample_entry(play_sample(args.seed))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(games_record([entry]), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {entry.hands} hands, scores {entry.scores}, {len(entry.code)} characters of code")


if __name__ == "__main__":
    main()
