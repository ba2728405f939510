"""The engine's speed against another checkout, as a ratio measured in one run.

    python -m bench.engine_ratio --commit <commit> [--rounds 5] [--warm-up 300]   # that commit's game/
    git worktree add /tmp/before <commit>
    python -m bench.engine_ratio /tmp/before [--rounds 5]           # or any checkout

Each round plays the same random-play hands (120 of classic-4p, 40 of Modern American, seeded) once under
each tree, in turns, each in a fresh interpreter, and takes the CPU time the process spent (not the wall
clock, which other work on the machine stretches); a tree's figure is its median round.  It prints each
tree's hands and moves per second by preset (both trees play the same moves, so the two ratios agree), and
the ratio of the whole work's CPU time: this tree's over the other's, above 1 when this tree is slower.

The first hands of a process also fill the move memo (game/core/memo.py); ``--warm-up 300`` plays that many
other hands of each preset first, untimed, for the steady state that ``bench.engine`` measures.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
PRESETS = (("classic-4p", 120), ("modern-american", 40))

WORKLOAD = """
import gc, json, random, sys, time
from game.core import Game, preset

def play(name, seeds):
    moves = 0
    for seed in seeds:
        game = Game.new(preset(name), seed=seed)
        rng = random.Random(seed)
        while game.phase not in ("round_over", "game_over"):
            game.apply(rng.choice(game.legal_moves()))
            moves += 1
    return moves

out = {}
warm_up = int(sys.argv[2])
for name, hands in json.loads(sys.argv[1]):
    if warm_up:
        play(name, range(10**6, 10**6 + warm_up))  # other hands, untimed: the move memo fills (memo.py)
        gc.collect()  # and the timing starts from a collected heap, whatever the warm-up left
    start = time.process_time()
    moves = play(name, range(hands))
    out[name] = [hands, moves, time.process_time() - start]
print(json.dumps(out))
"""


def measure(tree: Path, warm_up: int = 0) -> dict[str, tuple[int, int, float]]:
    """(hands, moves, CPU seconds) by preset, in a fresh interpreter that imports ``tree``'s game/, after
    ``warm_up`` untimed hands of each preset."""
    done = subprocess.run([sys.executable, "-c", WORKLOAD, json.dumps(PRESETS), str(warm_up)], cwd=tree,
                          capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"})
    return {name: (hands, moves, seconds) for name, (hands, moves, seconds) in json.loads(done.stdout).items()}


def _rates(rounds: list[dict[str, tuple[int, int, float]]], name: str) -> tuple[float, float]:
    """Hands and moves per second of a preset's median round."""
    hands, moves, _ = rounds[0][name]
    seconds = statistics.median(r[name][2] for r in rounds)
    return hands / seconds, moves / seconds


def report(label: str, rounds: list[dict[str, tuple[int, int, float]]]) -> str:
    totals = [sum(s for _, _, s in r.values()) for r in rounds]
    parts = [f"{name} {_rates(rounds, name)[0]:.1f} hands/s {_rates(rounds, name)[1]:,.0f} moves/s"
             for name, _ in PRESETS]
    return (f"{label}   {statistics.median(totals):.3f} s CPU (median of {len(rounds)}; rounds "
            f"{', '.join(f'{x:.3f}' for x in totals)}); " + "; ".join(parts))


def archived(commit: str, into: Path) -> Path:
    """``commit``'s game/ written out under ``into`` (nothing in the repository changes)."""
    archive = subprocess.run(["git", "archive", commit, "game"], cwd=HERE, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="engine speed against another checkout, as a ratio")
    parser.add_argument("other", type=Path, nargs="?", help="a checkout of the commit to compare with")
    parser.add_argument("--commit", help="compare with this commit's game/ instead (read with git archive)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--warm-up", type=int, default=0, metavar="HANDS",
                        help="untimed hands of each preset first, so the move memo is filled (default 0)")
    args = parser.parse_args(argv)
    if (args.other is None) == (args.commit is None):
        parser.error("give a checkout or --commit, one of them")
    with tempfile.TemporaryDirectory() as scratch:
        other = archived(args.commit, Path(scratch)) if args.commit else args.other
        if not (other / "game" / "core").is_dir():
            parser.error(f"{other} holds no game/core: give a checkout of this project")
        ours, theirs = [], []
        for _ in range(args.rounds):
            theirs.append(measure(other, args.warm_up))
            ours.append(measure(HERE, args.warm_up))
    mine, before = (statistics.median(sum(s for _, _, s in r.values()) for r in x) for x in (ours, theirs))
    print(report("this tree", ours))
    print(report(args.commit or str(args.other), theirs))
    print(f"ratio {mine / before:.3f} (this tree's CPU time / the other's; within 1.05 is the budget of a change "
          "that keeps the engine's speed)")
    speed = "; ".join(f"{name} {_rates(ours, name)[0] / _rates(theirs, name)[0]:.2f}x"
                      for name, _ in PRESETS)
    print(f"speed, this tree's hands/s over the other's: {speed}")


if __name__ == "__main__":
    main()
