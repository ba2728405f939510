"""How long a hand review takes: the player's decisions of seeded hands rated by the master's search.

    python -m bench.ai_review [--presets classic-2p,classic-4p,modern-american] [--hands 3]
    node web/pyodide_run.mjs --quiet --copy bench -m bench.ai_review     # the same on WebAssembly

Each hand is played by expert bots; seat 0's decisions are then reviewed as the score sheet reviews them
(game.ai.review_hand, stepped to the end).  Printed per preset: the decisions per hand and how many needed a
search (the others were forced), the time per hand, the longest stretch of work between two yields (the
most a frame can lose; DESIGN.md section 3 asks for a yield at least every 8 ms of work, and WebAssembly is
about 2.7 times slower than here), the longest garbage-collector pause (the process's, counted apart as in
bench.ai_think) and the decisions shown as costly.
"""

from __future__ import annotations

import argparse
import gc
import platform
import sys
import time

from bench.ai_think import GcClock
from game.ai import costliest, make_bot, player_decisions, review_hand
from game.ai.review import REVIEWER
from game.core import Game, preset


def played_hand(preset_name: str, seed: int) -> tuple[Game, Game]:
    game = Game.new(preset(preset_name), seed=seed)
    start = game.copy()
    bots = [make_bot("expert", seed=s) for s in range(game.rules.player_count)]
    while game.phase not in ("round_over", "game_over"):
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return start, game


def review_timed(start: Game, end: Game, clock: GcClock) -> tuple[float, float, int, int, int]:
    """Seconds for the whole review, the longest slice (GC pauses taken out), decisions, searched, costly."""
    decisions = player_decisions(start, end.history, 0)
    work = review_hand(decisions)
    longest = 0.0
    began = last = time.perf_counter()
    gc_at_last = clock.total
    while True:
        try:
            next(work)
        except StopIteration as done:
            verdicts = done.value
            break
        finally:
            now = time.perf_counter()
            longest = max(longest, now - last - (clock.total - gc_at_last))
            last, gc_at_last = now, clock.total
    searched = sum(1 for v in verdicts if v.worlds)
    return time.perf_counter() - began, longest, len(decisions), searched, len(costliest(verdicts))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default="classic-2p,classic-4p,modern-american")
    parser.add_argument("--hands", type=int, default=3)
    args = parser.parse_args(argv)
    search = REVIEWER.search
    assert search is not None
    print(f"hand review: {search.worlds} worlds per decision, playouts of {search.playout_turns} turns, "
          f"node cap {search.node_cap} ({platform.python_implementation()} {platform.python_version()} on "
          f"{sys.platform})")
    print(f"{'preset':<17} {'decisions':>9} {'searched':>8} {'s/hand':>7} {'max s':>6} {'longest slice ms':>17} "
          f"{'longest GC ms':>14} {'shown':>6}")
    clock = GcClock()
    gc.callbacks.append(clock)
    try:
        for name in args.presets.split(","):
            hands = [played_hand(name, 500 + seed) for seed in range(args.hands)]
            gc.collect()
            clock.longest = 0.0
            rows = [review_timed(start, end, clock) for start, end in hands]
            seconds, slices, decided, searched, shown = zip(*rows, strict=True)
            n = len(rows)
            print(f"{name:<17} {sum(decided) / n:9.1f} {sum(searched) / n:8.1f} {sum(seconds) / n:7.2f} "
                  f"{max(seconds):6.2f} {max(slices) * 1e3:17.2f} {clock.longest * 1e3:14.1f} {sum(shown) / n:6.1f}")
    finally:
        gc.callbacks.remove(clock)
    print("(per hand, averaged; shown: the costly decisions the review shows, at most 3 a hand)")


if __name__ == "__main__":
    main()
