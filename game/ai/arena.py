"""Matches between levels: seeded complete games with duplicate deals.

    python -m game.ai.arena [--preset classic-4p] [--levels beginner,normal,expert,master]
                            [--deals 50] [--seed 1] [--hands N] [--jobs 2]

Each pairing plays every deal once with the first level on each side in turn (each seat, where every player
keeps his own score), so both levels get the same cards and no seat's luck of the rotation counts.  Printed
per pairing: games, the first level's win rate with a 95% (Wilson) interval, mean points per hand for
each level, and each level's decision time p50/p95/max.  ``--hands N`` cuts games to N hands (the side
ahead wins) for quick looks; by default games run to the preset's target score.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial

from game.core import PRESETS, Game, Move, preset

from .bot import Bot
from .levels import LEVEL_CONFIGS, LEVELS, Level

# One game of a pairing: play_game's arguments (preset, level a, level b, seed, a's side, hands or None).
Task = tuple[str, str | Level, str | Level, int, int, int | None]


@dataclass
class GameRecord:
    """One finished game from the point of view of the pairing's first level (``a``)."""

    a_won: float  # 1 win, 0.5 draw, 0 loss
    a_points: int
    b_points: int
    hands: int
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> decision seconds


# A seat's player in a game: given the game, the move of the seat to act.
SeatPlayer = Callable[[Game], Move]
# Makes a seat's player from its level and seed.  The table's bots see only their seat's view
# (``view_player``); a bench yardstick may make players that are handed more.
PlayerFactory = Callable[[Level, str], SeatPlayer]


def view_player(level: Level, seed: str) -> SeatPlayer:
    """A bot of ``level``, shown only the view of the seat it plays."""
    bot = Bot(level, seed=seed)
    return lambda game: bot.choose(game.view(game.to_act))


# Told after every finished game: the levels' names, the games so far, and how many the pairing plays.
Progress = Callable[[str, str, list[GameRecord], int], None]


def play_game(preset_name: str, a: str | Level, b: str | Level, seed: int, a_side: int,
              hands: int | None, players: PlayerFactory = view_player) -> GameRecord:
    """Level ``a`` plays side ``a_side``; level ``b`` the other side(s).  A level is a name of ``LEVELS`` or
    a ``Level`` itself (a variant under test, which must have a name of its own).  ``players`` makes each
    seat's player from its level and seed."""
    a, b = _level(a), _level(b)
    game = Game.new(preset(preset_name), seed=seed)
    n = game.rules.player_count
    # Where each keeps his own score, ``a`` plays one seat: partners of a hand (five each for himself) change.
    seat_levels = [a if (s == a_side if game.rules.scores_by_seat else game.side_of(s) == a_side) else b
                   for s in range(n)]
    levels = [level.name for level in seat_levels]
    seated = [players(level, f"{seed}/{s}") for s, level in enumerate(seat_levels)]
    times: dict[str, list[float]] = {level.name: [] for level in (a, b)}
    points = [0] * game.side_count
    played = 0
    while True:
        while game.phase not in ("round_over", "game_over"):
            seat = game.to_act
            started = time.perf_counter()
            move = seated[seat](game)
            times[levels[seat]].append(time.perf_counter() - started)
            game.apply(move)
        played += 1
        for side, parts in enumerate(game.round_scores or []):
            points[side] += parts["total"]
        if game.phase == "game_over" or (hands is not None and played >= hands):
            break
        game.next_round()
    ours = game.scores[a_side]
    theirs = max(sc for s, sc in enumerate(game.scores) if s != a_side)
    if game.phase == "game_over" and game.winner is not None:
        won = 1.0 if game.winner == a_side else 0.0
    else:
        won = 1.0 if ours > theirs else 0.5 if ours == theirs else 0.0
    b_points = max(p for s, p in enumerate(points) if s != a_side)
    return GameRecord(won, points[a_side], b_points, played, times)


def _level(level: str | Level) -> Level:
    return level if isinstance(level, Level) else LEVEL_CONFIGS[level]


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@dataclass
class PairingResult:
    a: str
    b: str
    records: list[GameRecord]

    def summary(self) -> str:
        n = len(self.records)
        wins = sum(r.a_won for r in self.records)
        low, high = wilson_interval(wins, n)
        hands = sum(r.hands for r in self.records) or 1
        a_pts = sum(r.a_points for r in self.records) / hands
        b_pts = sum(r.b_points for r in self.records) / hands
        parts = [f"{self.a} vs {self.b}: {n} games, {self.a} wins {wins / n:.1%} (95% CI {low:.1%}-{high:.1%}); "
                 f"points per hand {a_pts:.0f} vs {b_pts:.0f}"]
        for level in dict.fromkeys((self.a, self.b)):
            ts = [t for r in self.records for t in r.times.get(level, [])]
            parts.append(f"    {level:<8} decisions {len(ts):>6}: p50 {percentile(ts, .5) * 1000:6.1f} ms, "
                         f"p95 {percentile(ts, .95) * 1000:6.1f} ms, max {max(ts, default=0) * 1000:6.1f} ms")
        return "\n".join(parts)


def duplicate_tasks(preset_name: str, a: str | Level, b: str | Level, deals: int, seed: int,
                    hands: int | None) -> list[Task]:
    """Every deal (a game seed) once per side, level ``a`` on each in turn, with the same cards.  Sides beyond
    two matter: with five rotating, a seat that sits out twice before the game ends is handicapped."""
    sides = preset(preset_name).side_count
    return [(preset_name, a, b, seed * 100_000 + d, side, hands) for d in range(deals) for side in range(sides)]


def run_pairing(preset_name: str, a: str | Level, b: str | Level, deals: int, seed: int, hands: int | None, jobs: int,
                progress: Progress | None = None, players: PlayerFactory = view_player) -> PairingResult:
    """``players`` must be picklable (a module-level function) when ``jobs`` > 1."""
    tasks = duplicate_tasks(preset_name, a, b, deals, seed, hands)
    a, b = _level(a).name, _level(b).name
    records: list[GameRecord] = []
    play = partial(_play_task, players=players)
    if jobs <= 1:
        for task in tasks:
            records.append(play(task))
            if progress:
                progress(a, b, records, len(tasks))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for record in pool.map(play, tasks):
                records.append(record)
                if progress:
                    progress(a, b, records, len(tasks))
    return PairingResult(a, b, records)


def _play_task(task: Task, players: PlayerFactory = view_player) -> GameRecord:
    return play_game(*task, players=players)


def progress_line(a: str, b: str, records: list[GameRecord], total: int) -> None:
    """The progress of a pairing on stderr, one line rewritten after every game."""
    wins = sum(r.a_won for r in records)
    sys.stderr.write(f"\r  {a} vs {b}: {len(records)}/{total} games, {a} wins {wins / len(records):.0%}   ")
    sys.stderr.flush()
    if len(records) == total:
        sys.stderr.write("\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Seeded matches between computer-player levels.")
    parser.add_argument("--preset", default="classic-4p")
    parser.add_argument("--levels", default=",".join(LEVELS),
                        help="comma-separated levels, weakest first; each plays the next one up")
    parser.add_argument("--pairs", default=None, help="explicit pairings, e.g. master:expert,expert:beginner")
    parser.add_argument("--deals", type=int, default=50, help="deals per pairing; each is played once per side")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", type=int, default=None, help="cut each game to this many hands")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    if args.pairs:
        pairings = [tuple(p.split(":")) for p in args.pairs.split(",")]
    else:
        levels = args.levels.split(",")
        pairings = [(levels[i + 1], levels[i]) for i in range(len(levels) - 1)]
    for a, b in pairings:
        for level in (a, b):
            if level not in LEVELS:
                parser.error(f"unknown level {level!r}: choose from {', '.join(LEVELS)}")
    if args.preset not in PRESETS:
        parser.error(f"unknown preset {args.preset!r}: choose from {', '.join(PRESETS)}")
    sides = preset(args.preset).side_count
    print(f"Arena: {args.preset}, {args.deals} deals x {sides} (the first level on each side), seed {args.seed}, "
          f"{'complete games' if args.hands is None else f'{args.hands} hand(s) per game'}")
    started = time.perf_counter()
    for a, b in pairings:
        result = run_pairing(args.preset, a, b, args.deals, args.seed, args.hands, args.jobs, progress_line)
        print(result.summary(), flush=True)
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
