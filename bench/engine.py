"""Engine benchmark: hands of random legal play per second, for every preset.

    python -m bench.engine [--seconds 10] [--preset classic-4p]

Each move is chosen uniformly from the full ``legal_moves()`` list, so the figure covers move
generation, checking and playing.  Budget (DESIGN.md section 6): at least 200 classic-4p hands per
second on CPython 3.11.

The speed of a shared machine drifts, so the run is cut into rounds; after each round a fixed
pure-Python loop is timed.  The table gives the median and the best round, and the median of
hands/s x reference-loop seconds, a figure that stays put when the machine slows down or speeds up
and can be compared between runs and machines.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time

from game.core import PRESETS, Game, preset

WIDTH = max(map(len, PRESETS))  # the preset column

BUDGET = {"classic-4p": 200}
ROUNDS = 10


def reference_loop_seconds() -> float:
    """Time of one million additions in a Python loop: this machine's speed right now."""
    start = time.perf_counter()
    total = 0
    for i in range(1_000_000):
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


def measure(name: str, seconds: float) -> dict[str, float]:
    """Rates per round over about ``seconds``, after a warm-up a fifth as long (the move memo of
    game/core/memo.py fills during the first hands)."""
    seed = 10**6
    warm_up_until = time.perf_counter() + seconds / 5
    while time.perf_counter() < warm_up_until:
        play_hand(name, seed)
        seed += 1
    rates, scaled, per_move = [], [], []
    hand_seed = 0
    for _ in range(ROUNDS):
        hands = steps = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds / ROUNDS or hands < 3:
            steps += play_hand(name, hand_seed)
            hand_seed += 1
            hands += 1
        elapsed = time.perf_counter() - start
        rate = hands / elapsed
        rates.append(rate)
        per_move.append(elapsed / steps * 1e6)
        scaled.append(rate * reference_loop_seconds() * 10)  # per ten million loop additions
    return {"median": statistics.median(rates), "best": max(rates), "scaled": statistics.median(scaled),
            "us_per_move": statistics.median(per_move), "rates": rates}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time per preset")
    parser.add_argument("--preset", choices=PRESETS, action="append", help="only these presets")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}; "
          f"reference loop now: {reference_loop_seconds() * 10:.2f} s per 1e7 additions")
    print(f"{'preset':<{WIDTH}} {'hands/s':>8} {'best':>7} {'us/move':>8} {'x ref':>7}  budget (median; rounds at it)")
    ok = True
    for name in args.preset or PRESETS:
        m = measure(name, args.seconds)
        budget = BUDGET.get(name)
        verdict = ""
        if budget is not None:
            above = sum(rate >= budget for rate in m["rates"])
            verdict = f">= {budget}: " + ("met" if m["median"] >= budget else "NOT MET") + f" ({above}/{ROUNDS} rounds)"
        ok &= budget is None or m["median"] >= budget
        figures = f"{m['median']:8.1f} {m['best']:7.1f} {m['us_per_move']:8.1f} {m['scaled']:7.1f}"
        print(f"{name:<{WIDTH}} {figures}  {verdict}", flush=True)
    print("x ref: hands/s times the reference loop's seconds per 1e7 additions (steady when the machine drifts)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
