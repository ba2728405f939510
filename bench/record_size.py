"""The size of a whole game's record and share code: the code must paste into a chat (at most 4,000 characters).

    python -m bench.record_size [--preset classic-4p] [--level normal] [--games 10]

Plays whole games between computer players of one level, each to the preset's own end, and prints per game
the hands, the moves, the record's length and the share code's, with the tags a kept game carries (date,
players, level, result); then the smallest, the median and the largest code.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.ai import LEVELS, make_bot
from game.core import PRESETS, Game, preset, to_code, to_record

BUDGET = 4000  # characters of a share code
TAGS = {"Date": "2026-11-25 20:15", "Players": ["You", "West", "North", "East"], "Result": [5120, 4345]}


def whole_game(name: str, level: str, seed: int) -> Game:
    game = Game.new(preset(name), seed=seed)
    bots = [make_bot(level, seed=f"{seed}/{seat}") for seat in range(game.rules.player_count)]
    while game.phase != "game_over":
        if game.phase == "round_over":
            game.next_round()
        else:
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="classic-4p", choices=PRESETS)
    parser.add_argument("--level", default="normal", choices=LEVELS)
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    codes = []
    print(f"{args.preset}, {args.level} players, tags {sorted(TAGS)} plus Level")
    print(f"{'seed':>4} {'hands':>5} {'moves':>5} {'record':>7} {'code':>6} {'s':>5}")
    for seed in range(1, args.games + 1):
        start = time.perf_counter()
        game = whole_game(args.preset, args.level, seed)
        tags = {**TAGS, "Level": args.level}
        moves = sum(map(len, game.past_hands)) + len(game.history)
        record, code = to_record(game, tags), to_code(game, tags)
        codes.append(len(code))
        print(f"{seed:>4} {game.round:>5} {moves:>5} {len(record):>7,} {len(code):>6,} "
              f"{time.perf_counter() - start:>5.1f}")
    print(f"share code: smallest {min(codes):,}, median {statistics.median(codes):,.0f}, largest {max(codes):,} "
          f"characters (budget {BUDGET:,}: {'kept' if max(codes) <= BUDGET else 'EXCEEDED'})")


if __name__ == "__main__":
    main()
