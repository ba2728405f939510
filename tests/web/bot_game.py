"""One seeded hand between computer players, summed up as one line of JSON.

    python tests/web/bot_game.py [--preset classic-2p ...] [--seed 1] [--level beginner] [--hands 1]

One line ``RESULT {...}`` per preset.  The pyodide test runs this file natively and under WebAssembly
CPython (web/pyodide_run.mjs) and compares the lines.
``--level random`` plays uniformly random legal moves instead of bots.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time


def count_cards(data: dict) -> int:
    def n(text: str) -> int:
        return len(text.split())

    total = sum(n(h) for h in data["hands"]) + n(data["pile"]) + n(data["stock"])
    total += sum(n(t) for t in data["red_threes"])
    total += sum(n(m) for side in data["melds"] for m in side)
    return total


def play(preset_name: str, seed: int, level: str, hands: int) -> dict:
    from game.core import Game, preset

    game = Game.new(preset(preset_name), seed=seed)
    n = game.rules.player_count
    if level == "random":
        rng = random.Random(seed)
        choose = [lambda g, s: rng.choice(g.legal_moves())] * n
    else:
        from game.ai import make_bot

        bots = [make_bot(level, seed * 100 + s) for s in range(n)]
        choose = [lambda g, s, b=b: b.choose(g.view(s)) for b in bots]
    moves: list[str] = []
    results = []
    started = time.perf_counter()
    for number in range(hands):
        while game.phase not in ("round_over", "game_over"):
            seat = game.to_act
            move = choose[seat](game, seat)
            game.apply(move)
            moves.append(f"{seat} {move}")
            if len(moves) > 5000:
                raise RuntimeError("no end after 5000 moves")
        data = game.to_dict()
        results.append({"ended_by": game.ended_by, "round_scores": game.round_scores,
                        "cards": count_cards(data), "phase": game.phase})
        if game.phase == "game_over" or number == hands - 1:
            break
        game.next_round()
    return {
        "preset": preset_name, "seed": seed, "level": level,
        "moves": len(moves), "moves_sha256": hashlib.sha256("\n".join(moves).encode()).hexdigest(),
        "last_moves": moves[-3:], "hands": results, "scores": list(game.scores),
        "python": sys.version.split()[0], "platform": sys.platform,
        "seconds": round(time.perf_counter() - started, 3),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", action="append", help="classic-2p (default), classic-4p, ...; repeatable")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="beginner", help="a level of game.ai.LEVELS, or random")
    parser.add_argument("--hands", type=int, default=1)
    args = parser.parse_args(argv)
    for name in args.preset or ["classic-2p"]:
        print("RESULT " + json.dumps(play(name, args.seed, args.level, args.hands), sort_keys=True), flush=True)


if __name__ == "__main__":
    main()
