"""How the bots think: decision times, the longest stretch of work between two yields of ``think``,
and the master's search size and memory.

    python -m bench.ai_think [--preset classic-4p] [--hands 2] [--levels beginner,normal,expert,master]

The front end steps ``think`` between frames, so the longest slice is what a frame can lose; the
contract asks for a yield at least every 8 ms of work (on WebAssembly, about 2.7 times slower than here).
Garbage-collector pauses are counted apart: they belong to the process (the shared move memo keeps many
objects alive), and the front end can keep them out of frames (gc.freeze after start-up, collecting
between frames).
"""

from __future__ import annotations

import argparse
import gc
import random
import time
import tracemalloc

from game.ai import LEVELS, make_bot
from game.ai.arena import percentile
from game.ai.knowledge import Knowledge
from game.ai.levels import LEVEL_CONFIGS
from game.ai.policy import rate_moves
from game.ai.search import SearchStats, candidate_moves, search_move
from game.core import Game, preset


def positions(preset_name: str, hands: int) -> list[Game]:
    """Every decision of a few seeded hands between expert bots."""
    found = []
    for seed in range(hands):
        game = Game.new(preset(preset_name), seed=1000 + seed)
        bots = [make_bot("expert", seed=s) for s in range(game.rules.player_count)]
        while game.phase not in ("round_over", "game_over"):
            found.append(game.copy())
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return found


class GcClock:
    """Time spent in the garbage collector, so that a slice's own work can be told from a GC pause."""

    def __init__(self) -> None:
        self.total = 0.0
        self.longest = 0.0
        self._started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            pause = time.perf_counter() - self._started
            self.total += pause
            self.longest = max(self.longest, pause)


def time_level(level: str, games: list[Game]) -> tuple[list[float], list[float], float]:
    """Decision times, the work between yields (GC pauses taken out) and the longest GC pause."""
    bot = make_bot(level, seed=1)
    decisions, slices = [], []
    clock = GcClock()
    gc.callbacks.append(clock)
    try:
        for game in games:
            thinking = bot.think(game.view(game.to_act))
            started = last = time.perf_counter()
            gc_at_last = clock.total
            while True:
                try:
                    next(thinking)
                except StopIteration:
                    break
                finally:
                    now = time.perf_counter()
                    slices.append(now - last - (clock.total - gc_at_last))
                    last, gc_at_last = now, clock.total
            decisions.append(time.perf_counter() - started)
    finally:
        gc.callbacks.remove(clock)
    return decisions, slices, clock.longest


def master_memory(games: list[Game], count: int) -> tuple[float, int]:
    """Peak traced memory (MB) and most nodes over ``count`` searched master decisions."""
    level = LEVEL_CONFIGS["master"]
    peak_mb, nodes, done = 0.0, 0, 0
    for game in games:
        k = Knowledge.of(game.view(game.to_act))
        if game.phase not in ("draw", "play"):
            continue
        rated = rate_moves(k, level)
        if len(candidate_moves(rated, level)) < 2:
            continue
        stats = SearchStats()
        tracemalloc.start()
        thinking = search_move(k, level, rated, random.Random(done), stats)
        for _ in thinking:
            pass
        peak_mb = max(peak_mb, tracemalloc.get_traced_memory()[1] / 2**20)
        tracemalloc.stop()
        nodes = max(nodes, stats.nodes)
        done += 1
        if done == count:
            break
    return peak_mb, nodes


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="classic-4p")
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--levels", default=",".join(LEVELS))
    args = parser.parse_args(argv)
    games = positions(args.preset, args.hands)
    gc.collect()
    gc.freeze()  # the stored positions are not the bot's garbage: keep their collection out of the slices
    print(f"{args.preset}: {len(games)} decisions from {args.hands} hand(s) of expert play (native CPython)")
    print(f"{'level':<9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'longest slice ms':>17} {'longest GC ms':>14}")
    for level in args.levels.split(","):
        decisions, slices, gc_pause = time_level(level, games)
        print(f"{level:<9} {percentile(decisions, .5) * 1e3:8.1f} {percentile(decisions, .95) * 1e3:8.1f} "
              f"{max(decisions) * 1e3:8.1f} {max(slices) * 1e3:17.2f} {gc_pause * 1e3:14.1f}")
    print("(a slice is the work between two yields of think(), garbage-collector pauses taken out; those are")
    print(" the process's, not the bot's: the front end decides when the collector runs)")
    if "master" in args.levels.split(","):
        peak, nodes = master_memory(games, 10)
        cap = LEVEL_CONFIGS["master"].search.node_cap  # type: ignore[union-attr]
        print(f"master search: peak traced memory {peak:.1f} MB over 10 searches (budget 64 MB); "
              f"most nodes {nodes} (cap {cap})")


if __name__ == "__main__":
    main()
