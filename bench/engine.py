"""Engine benchmark: hands of random legal play per second, for every preset.

    python -m bench.engine [--seconds 5] [--preset classic-4p]

Each move is chosen uniformly from the full ``legal_moves()`` list, so the figure covers move generation,
checking and playing.  Budget (DESIGN.md section 6): at least 200 classic-4p hands per second on
CPython 3.11.  A pure-Python reference loop is timed in the same run, so figures from busy or slower
machines can be compared as a ratio.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time

from game.core import PRESETS, Game, preset

BUDGET = {"classic-4p": 200}


def reference_loop_seconds() -> float:
    """Time of ten million additions in a Python loop: a yardstick for this machine's speed right now."""
    start = time.perf_counter()
    total = 0
    for i in range(10_000_000):
        total += i
    return time.perf_counter() - start


def play_hand(name: str, seed: int) -> int:
    game = Game.new(preset(name), seed=seed)
    rng = random.Random(seed)
    steps = 0
    while game.phase not in ("round_over", "game_over"):
        game.apply(rng.choice(game.legal_moves()))
        steps += 1
    return steps


def measure(name: str, seconds: float) -> tuple[float, float, float]:
    """(hands per second, moves per hand, microseconds per move) over about ``seconds``, after a warm-up
    of a fifth as long (the move generator's memo of meld groups fills during the first hands)."""
    warm_up_until = time.perf_counter() + seconds / 5
    seed = 10**6
    while time.perf_counter() < warm_up_until:
        play_hand(name, seed)
        seed += 1
    hands = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or hands < 10:
        steps += play_hand(name, hands)
        hands += 1
    elapsed = time.perf_counter() - start
    return hands / elapsed, steps / hands, elapsed / steps * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per preset")
    parser.add_argument("--preset", choices=PRESETS, action="append", help="only these presets")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}")
    print(f"reference loop (1e7 additions): {reference_loop_seconds():.2f} s")
    print(f"{'preset':<14} {'hands/s':>8} {'moves/hand':>11} {'us/move':>8}  budget")
    ok = True
    for name in args.preset or PRESETS:
        rate, moves, per_move = measure(name, args.seconds)
        budget = BUDGET.get(name)
        verdict = "" if budget is None else (f">= {budget}: " + ("met" if rate >= budget else "NOT MET"))
        ok &= budget is None or rate >= budget
        print(f"{name:<14} {rate:8.1f} {moves:11.1f} {per_move:8.1f}  {verdict}", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
