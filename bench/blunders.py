"""The blunder check: every decision of a level, rated by the all-seeing search against the best move.

    python -m bench.blunders [--presets classic-4p,classic-2p,modern-american] [--levels expert,master]
                             [--hands 4] [--seed 1] [--jobs 2] [--save bench/data/blunders.json]
                             [--set wild_keep=60,pile_threat=0]   # the level with knobs changed: as it was

Seeded first hands of each preset, the level under test in every seat.  At each of its decisions with a
choice, the chosen move is played against the level's best five candidates in true worlds (every hand as it
is, the stock shuffled), each played out to the hand's end (``bench.blunder_rating``).  Printed per preset
and level: the decisions, how many lose more than 300 points per 1,000 hands (by the estimate, and clearly:
more than two standard errors above nothing), what all decisions lose per hand, the kinds of the losing
moves, and the worst ten as positions (a share code that the game's replay reads, the seat's hand, the
table) with both moves and their hand margins.  ``--save`` writes the worst positions (``to_dict``) as
JSON, for tests in built positions.

The default of 4 hands takes a few minutes.  The issue's full count is 1,000 hands of every preset:
``--hands 1000 --jobs 2`` for one preset and level runs a few hours (classic-4p) to most of a day
(modern-american, master) on two processes; run it in the background and look at the progress line.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai.bot import Bot
from game.ai.levels import LEVEL_CONFIGS
from game.core import Game, preset, to_code

from .ai_tune import variant
from .blunder_rating import judge, kind_of
from .choices import presets_and_levels

LINE = 300.0  # a decision losing more than this is a blunder (issue 23)
KEEP = 100.0  # decisions losing more than this are kept with their position
WORST = 10


@dataclass
class Found:
    """A losing decision, with its position."""

    preset: str
    level: str
    hand_seed: int
    seat: int
    kind: str
    chosen: str
    best: str
    loss: float
    error: float
    worlds: int
    chosen_value: float
    best_value: float
    code: str  # the share code of the game up to the decision
    position: dict[str, Any]  # Game.to_dict() at the decision

    @property
    def is_clear(self) -> bool:
        return self.loss > 2 * self.error


@dataclass
class HandReport:
    decisions: int = 0  # decisions of the level with a choice
    lost: float = 0.0  # points lost in the hand by decisions whose loss was measured (positive ones)
    found: list[Found] = field(default_factory=list)


def check_hand(preset_name: str, level: str, hand_seed: int, knobs: str = "") -> HandReport:
    """Play one seeded hand with ``level`` (its ``knobs`` changed, as ``bench.ai_tune --set`` reads them) in
    every seat and judge each of its decisions."""
    game = Game.new(preset(preset_name), seed=hand_seed)
    played = variant(LEVEL_CONFIGS[level], knobs) if knobs else LEVEL_CONFIGS[level]
    bots = [Bot(played, seed=f"{hand_seed}/{s}") for s in range(game.rules.player_count)]
    report = HandReport()
    while game.phase not in ("round_over", "game_over"):
        seat = game.to_act
        move = bots[seat].choose(game.view(seat))
        rng = random.Random(f"blunders/{hand_seed}/{len(game.history)}/{game.phase}")
        judged = judge(game, move, played, rng, line=LINE)
        if judged is not None:
            report.decisions += 1
            if judged.loss is not None and judged.loss > 0:
                report.lost += judged.loss
            if judged.loss is not None and judged.loss > KEEP:
                report.found.append(Found(
                    preset_name, level, hand_seed, seat, kind_of(game, move, judged.best), str(move),
                    str(judged.best), round(judged.loss, 1), round(judged.error, 1), judged.worlds,
                    round(judged.chosen_value, 1), round(judged.best_value, 1), to_code(game), game.to_dict()))
        game.apply(move)
    return report


def _check(task: tuple[str, str, int, str]) -> HandReport:
    return check_hand(*task)


def describe(f: Found) -> str:
    """A losing decision as a position: who, the hand, the table, both moves."""
    p = f.position
    sides = len(p["melds"])
    melds = "; ".join(f"side {s}: {' | '.join(p['melds'][s]) or '-'}" for s in range(sides))
    pile = p["pile"].split()
    top = pile[-1] if pile else "-"
    return (f"  loses {f.loss:.0f} (SE {f.error:.0f}, {f.worlds} worlds): {f.kind}\n"
            f"    {f.preset}, hand seed {f.hand_seed}, seat {f.seat}, scores {p['scores']}, phase {p['phase']}\n"
            f"    hand: {p['hands'][f.seat]}\n"
            f"    melds: {melds}\n"
            f"    pile: {len(pile)} cards, top {top}; stock {len(p['stock'].split())} cards; "
            f"hands held {[len(h.split()) for h in p['hands']]}\n"
            f"    chosen: {f.chosen} ({f.chosen_value:+.0f})   best: {f.best} ({f.best_value:+.0f})\n"
            f"    code: {f.code}")


def summary(preset_name: str, level: str, reports: list[HandReport]) -> str:
    hands = len(reports)
    decisions = sum(r.decisions for r in reports)
    found = [f for r in reports for f in r.found]
    over = [f for f in found if f.loss > LINE]
    clear = [f for f in over if f.is_clear]
    per_k = 1000 / hands
    lines = [f"{preset_name}, {level}: {hands} hands, {decisions} decisions with a choice; "
             f"losing more than {LINE:.0f}: {len(over)} ({len(over) * per_k:.0f} per 1,000 hands), clearly "
             f"(2 SE): {len(clear)} ({len(clear) * per_k:.0f} per 1,000 hands); "
             f"lost per hand {sum(r.lost for r in reports) / hands:.0f}"]
    for kind, count in Counter(f.kind for f in over).most_common():
        lines.append(f"    {count:>4} {kind} ({sum(f.is_clear for f in over if f.kind == kind)} clearly)")
    lines.append("  the worst ten:")
    lines += [describe(f) for f in sorted(found, key=lambda f: -f.loss)[:WORST]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Rate every decision of a level with the all-seeing search.")
    parser.add_argument("--presets", default="classic-4p,classic-2p,modern-american")
    parser.add_argument("--levels", default="expert,master")
    parser.add_argument("--hands", type=int, default=4, help="seeded hands per preset and level (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--save", type=Path, default=None, help="write the worst positions here (JSON)")
    parser.add_argument("--keep", type=int, default=WORST, help="positions saved per preset and level")
    parser.add_argument("--set", default="", metavar="KNOB=VALUE,...",
                        help="the levels with these knobs changed (as bench.ai_tune --set): a level as it was")
    args = parser.parse_args(argv)
    presets, levels = presets_and_levels(parser, args.presets, args.levels)
    saved: list[dict[str, Any]] = []
    for name in presets:
        for level in levels:
            started = time.perf_counter()
            tasks = [(name, level, args.seed * 100_000 + h, args.set) for h in range(args.hands)]
            reports: list[HandReport] = []
            with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                for report in pool.map(_check, tasks):
                    reports.append(report)
                    sys.stderr.write(f"\r  {name}, {level}: {len(reports)}/{len(tasks)} hands   ")
                    sys.stderr.flush()
            sys.stderr.write("\n")
            label = f"{level}[{args.set}]" if args.set else level
            print(summary(name, label, reports), f"\n  ({time.perf_counter() - started:.0f} s)", flush=True)
            worst = sorted((f for r in reports for f in r.found), key=lambda f: -f.loss)[:args.keep]
            saved += [vars(f) for f in worst]
            if args.save:  # after every pairing: a long run that is stopped keeps what it found
                args.save.parent.mkdir(parents=True, exist_ok=True)
                args.save.write_text(json.dumps(saved, indent=1) + "\n")


if __name__ == "__main__":
    main()
