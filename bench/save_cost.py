"""What saving the game after every move costs: the saved game's size and the time to make and write it.

    python -m bench.save_cost [--preset classic-4p] [--seed 3] [--hands 6]

The table saves the match after every move (App._moved), so late in a long game each move pays for the whole
game's record. Plays hands between beginners through the table's Match and, after each hand, times
``Storage.save("game", match.to_dict())`` on the in-memory backend: building the dict, encoding it as the
game stores it (compact JSON), and the indented JSON it was stored as before, for comparison in one run.
"""

from __future__ import annotations

import argparse
import json
import time

from game.ai import make_bot
from game.storage import MemoryBackend, Storage
from game.ui.table.match import Match, MatchSettings

REPEATS = 20


def per_call(work) -> float:
    """Milliseconds per call, the best of three rounds of REPEATS calls (the least disturbed)."""
    rounds = []
    for _ in range(3):
        started = time.perf_counter()
        for _ in range(REPEATS):
            work()
        rounds.append((time.perf_counter() - started) / REPEATS * 1000)
    return min(rounds)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="classic-4p")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--hands", type=int, default=6)
    args = parser.parse_args(argv)
    match = Match(MatchSettings(preset=args.preset, level="beginner", seed=args.seed))
    player, storage = make_bot("beginner", args.seed), Storage(MemoryBackend())
    print("hand  saved kB  to_dict ms  save ms  (indented: kB, ms)")
    for hand in range(1, args.hands + 1):
        while not match.hand_is_over:
            match.play(player.choose(match.view(0)) if match.human_to_act else match.think(1.0))
        data = match.to_dict()
        size = len(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()) / 1000
        indented = json.dumps(data, ensure_ascii=False, indent=1)
        print(f"{hand:4}  {size:8.1f}  {per_call(match.to_dict):10.2f}  "
              f"{per_call(lambda: storage.save('game', match.to_dict())):7.2f}  "
              f"({len(indented.encode()) / 1000:.1f}, {per_call(lambda d=data: json.dumps(d, indent=1)):.2f})")
        if match.is_over:
            break
        match.next_hand()


if __name__ == "__main__":
    main()
