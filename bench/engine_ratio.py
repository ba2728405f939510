"""The engine's speed against another checkout, as a ratio measured in one run.

    git worktree add /tmp/before <commit>
    python -m bench.engine_ratio /tmp/before [--rounds 5]

Each round plays the same random-play hands (120 of classic-4p, 40 of Modern American, seeded) once under
each tree, in turns, each in a fresh interpreter, and takes the CPU time the process spent (not the wall
clock, which other work on the machine stretches); a tree's figure is its median round.  The ratio is this
tree's time over the other's: above 1, this tree is slower.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

WORKLOAD = """
import random, time
from game.core import Game, preset
start = time.process_time()
for name, hands in (("classic-4p", 120), ("modern-american", 40)):
    for seed in range(hands):
        game = Game.new(preset(name), seed=seed)
        rng = random.Random(seed)
        while game.phase not in ("round_over", "game_over"):
            game.apply(rng.choice(game.legal_moves()))
print(time.process_time() - start)
"""


def cpu_seconds(tree: Path) -> float:
    done = subprocess.run([sys.executable, "-c", WORKLOAD], cwd=tree, capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"})
    return float(done.stdout.strip())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="engine speed against another checkout, as a ratio")
    parser.add_argument("other", type=Path, help="a checkout of the commit to compare with (git worktree add)")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    if not (args.other / "game" / "core").is_dir():
        parser.error(f"{args.other} holds no game/core: give a checkout of this project")
    ours, theirs = [], []
    for _ in range(args.rounds):
        theirs.append(cpu_seconds(args.other))
        ours.append(cpu_seconds(HERE))
    mine, other = statistics.median(ours), statistics.median(theirs)
    print(f"this tree   {mine:.3f} s CPU (median of {args.rounds}; rounds {', '.join(f'{x:.3f}' for x in ours)})")
    print(f"{args.other}   {other:.3f} s CPU (rounds {', '.join(f'{x:.3f}' for x in theirs)})")
    print(f"ratio {mine / other:.3f} (this tree / the other; within 1.05 is the budget of a change that keeps "
          "the engine's speed)")


if __name__ == "__main__":
    main()
