"""The levels' weights, tried: a level with some knobs changed plays the unchanged level, complete games.

    python -m bench.ai_tune --set wild_keep=90 --set stay_in_lead=600,thin_hand=5
                            [--base expert] [--against expert] [--preset classic-4p] [--deals 500] [--seed 11]
                            [--hands N]

Each ``--set`` is one variant of ``--base`` (knobs of ``game.ai.levels.Level``; ``search.NAME=VALUE`` sets
a knob of its search).  It plays ``--against`` over ``--deals`` duplicate deals (each once per side, as
``game.ai.arena`` plays them), complete games to the target score, and prints its win rate with a 95%
interval and its points per hand against the other side's, with the standard error of that margin: over games,
and over deals (each deal's games averaged first, so the luck of its cards, shared by both sides, cancels).  The
heuristic levels decide in about a millisecond, so a thousand games take a minute or two: the weights of the
master's own heuristics (``levels.MASTER_WEIGHTS``) were chosen with it.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import time

from game.ai.arena import GameRecord, run_pairing
from game.ai.levels import LEVEL_CONFIGS, Level, SearchConfig
from game.ai.search import mean_and_error
from game.core import preset

_READ = {"float": float, "int": int, "str": str, "bool": lambda text: text.lower() in ("1", "true", "yes")}


def variant(base: Level, spec: str) -> Level:
    """``base`` with the knobs of ``spec`` ("name=value,search.name=value") changed, named after them."""
    knobs: dict[str, object] = {}
    search: dict[str, object] = {}
    for part in filter(None, (p.strip() for p in spec.split(","))):
        name, _, text = part.partition("=")
        target = search if name.startswith("search.") else knobs
        name = name.removeprefix("search.")
        if target is search:
            fields = SearchConfig.knob_types() if base.search is not None else {}
        else:
            fields = {f.name: str(f.type) for f in dataclasses.fields(base)}
        if name not in fields or fields[name] not in _READ:
            raise SystemExit(f"{part!r}: {name!r} is not a knob of {'the search' if target is search else 'a level'}")
        target[name] = _READ[fields[name]](text)
    level = dataclasses.replace(base, name=f"{base.name}[{spec}]", **knobs)
    if search:
        assert level.search is not None
        level = dataclasses.replace(level, search=level.search.tuned(**search))  # type: ignore[arg-type]
    return level


def game_margins(records: list[GameRecord]) -> list[float]:
    """Each game's margin per hand, the tuned level's points less the other side's."""
    return [(r.a_points - r.b_points) / r.hands for r in records]


def margins_by_deal(margins: list[float], sides: int) -> list[float]:
    """Each deal's margin per hand, its games' margins (one per side, in the arena's order) averaged."""
    return [sum(margins[d:d + sides]) / sides for d in range(0, len(margins), sides)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Try a level's knobs in complete games against a level.")
    parser.add_argument("--set", action="append", default=[], metavar="KNOB=VALUE,...",
                        help="one variant (repeat for several); empty: the base level itself")
    parser.add_argument("--base", default="expert")
    parser.add_argument("--against", default="expert")
    parser.add_argument("--preset", default="classic-4p")
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--hands", type=int, default=None, help="cut each game to this many hands")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    for name in (args.base, args.against):
        if name not in LEVEL_CONFIGS:
            parser.error(f"unknown level {name!r}")
    sides = preset(args.preset).side_count
    print(f"{args.preset}: variants of {args.base} against {args.against}, {args.deals} deals x {sides}, "
          f"seed {args.seed}")
    for spec in args.set or [""]:
        level = variant(LEVEL_CONFIGS[args.base], spec)
        started = time.perf_counter()
        result = run_pairing(args.preset, level, args.against, args.deals, args.seed, args.hands, args.jobs)
        margins = game_margins(result.records)
        margin, error = mean_and_error(margins)
        _, paired_error = mean_and_error(margins_by_deal(margins, sides))
        print(f"{result.summary().splitlines()[0]}; margin per hand {margin:+.0f} (SE {error:.0f}, "
              f"by deal {paired_error:.0f}) [{time.perf_counter() - started:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
