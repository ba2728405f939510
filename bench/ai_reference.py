"""The master's decisions judged by a deep reference search: a yardstick with far less noise than games.

    python -m bench.ai_reference [--preset classic-4p] [--deals 8] [--seed 900] [--worlds 120] [--jobs 2]
                                 [--seeds 2] [--config "candidates=3,max_worlds=0,node_cap=1500"] ...
                                 [--truth [--shown 2 --shown 1,3 ...]]

Three steps, the first two cached in ``build/`` (keyed by preset, deals, seed and worlds):

1. Record: seeded hands of master against expert (each deal twice, sides swapped); every master decision
   that has two or more candidates is kept with a wide candidate list (the policy's best five, in the
   search's order, so every narrower list is a prefix of it).
2. Judge: for each position, ``--worlds`` sampled worlds; in each, every candidate is played and the hand
   is played out to its end by the master's heuristics (as the search plays out); a candidate's value is
   the mean of its final hand margin minus that of the policy's own choice (candidate 0), paired world by
   world.
3. Score: the master's search, as configured now and with each ``--config`` (overrides of its
   ``SearchConfig``), decides every position; a configuration's score is the mean reference value of its
   choices per decision: what its deviations from its heuristics' choice gain.  Differences between
   configurations are paired by position and printed with their standard error.  With ``--truth`` the
   judge plays in true worlds and the all-seeing search is a row (the bound); each ``--shown`` adds a row
   whose search sees only some hands (by offset from the seat: 1 the next player, 2 the partner at four)
   and guesses the rest: where the bound's gain lies.

An arena run of 200 games measures a win rate to about +-6.5 points; this ranks search settings in a few
minutes.  It judges with heuristic play to the hand's end, so it favours what that play rewards: confirm a
change in the arena.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game.ai.bot import make_bot
from game.ai.knowledge import Knowledge
from game.ai.levels import MASTER, Level, SearchConfig
from game.ai.policy import rate_moves
from game.ai.sampling import consistent_world
from game.ai.search import candidate_moves, mean_and_error, play_candidate, search_move
from game.ai.steps import finish
from game.core import Game, parse_move, preset

from .all_seeing import Sight, partly_true_worlds, true_worlds

ROOT = Path(__file__).resolve().parents[1]
WIDE = 5  # candidates kept per position
WHOLE_HAND = 10**6  # playout turns and nodes: no cut


def wide_level() -> Level:
    assert MASTER.search is not None
    return dataclasses.replace(MASTER, search=dataclasses.replace(MASTER.search, candidates=WIDE))


# --- 1. record ----------------------------------------------------------------------------------------
def record(preset_name: str, deals: int, seed: int, limit: int | None = None) -> list[dict]:
    positions: list[dict] = []
    wide = wide_level()
    for deal in range(seed, seed + deals):
        for master_side in (0, 1):
            game = Game.new(preset(preset_name), seed=deal)
            n = game.rules.player_count
            levels = ["master" if game.side_of(s) == master_side else "expert" for s in range(n)]
            bots = [make_bot(levels[s], seed=f"{deal}/{s}") for s in range(n)]
            while game.phase not in ("round_over", "game_over"):
                seat = game.to_act
                view = game.view(seat)
                if levels[seat] == "master":
                    candidates = candidate_moves(rate_moves(Knowledge.of(view), wide), wide)
                    if len(candidates) > 1:
                        positions.append({"position": game.to_dict(), "seat": seat,
                                          "candidates": [str(m) for m in candidates]})
                        if len(positions) == limit:
                            return positions
                game.apply(bots[seat].choose(view))
    return positions


# --- 2. judge -----------------------------------------------------------------------------------------
def judge(entry: dict, worlds: int, seed: str, truth: bool = False) -> list[tuple[float, float]]:
    """Per candidate after the first: the mean paired difference of the whole hand's margin, and its SE.
    The worlds are the seat's guesses, or with ``truth`` the true position with the stock reshuffled."""
    game = Game.from_dict(entry["position"])
    k = Knowledge.of(game.view(entry["seat"]))
    moves = [parse_move(text) for text in entry["candidates"]]
    rng = random.Random(seed)
    sample = true_worlds(game) if truth else consistent_world
    rows = []
    for _ in range(worlds):
        world = finish(sample(k, rng))
        if world is None:
            continue
        rows.append([finish(play_candidate(world, k, move, MASTER, WHOLE_HAND, [WHOLE_HAND])) for move in moves])
    return [mean_and_error([row[i] - row[0] for row in rows]) for i in range(1, len(moves))]


def _judge_one(args: tuple[dict, int, str, bool]) -> list[tuple[float, float]]:
    return judge(*args)


def judged_positions(preset_name: str, deals: int, seed: int, worlds: int, jobs: int,
                     truth: bool = False) -> list[dict]:
    kind = "-truth" if truth else ""
    cache = ROOT / "build" / f"reference{kind}-{preset_name}-d{deals}-s{seed}-w{worlds}.json"
    if cache.exists():
        return json.loads(cache.read_text())
    started = time.perf_counter()
    positions = record(preset_name, deals, seed)
    print(f"recorded {len(positions)} positions ({time.perf_counter() - started:.0f} s); judging ...", flush=True)
    work = [(p, worlds, f"reference/{i}", truth) for i, p in enumerate(positions)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for p, values in zip(positions, pool.map(_judge_one, work, chunksize=4), strict=True):
            p["values"] = [list(v) for v in values]
    print(f"judged with {worlds} worlds each ({time.perf_counter() - started:.0f} s)", flush=True)
    cache.parent.mkdir(exist_ok=True)
    cache.write_text(json.dumps(positions))
    return positions


# --- 3. score -----------------------------------------------------------------------------------------
NO_SIGHT = Sight()


def configured(overrides: dict[str, float]) -> Level:
    assert MASTER.search is not None
    return dataclasses.replace(MASTER, search=MASTER.search.tuned(**overrides))


def parse_config(text: str) -> dict[str, float]:
    fields = SearchConfig.knob_types()
    overrides: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, value = part.partition("=")
        if name not in fields:
            raise SystemExit(f"unknown search setting {name!r}: choose from {', '.join(fields)}")
        overrides[name] = int(value) if fields[name] in ("int", int) else float(value)
    return overrides


def score(positions: list[dict], level: Level, seeds: int, all_seeing: bool = False,
          shown: Sight = NO_SIGHT) -> list[float]:
    """The reference value of the configured search's choice, per position (averaged over ``seeds``).
    With ``all_seeing`` the search's worlds are the true position (bench.all_seeing's level); with ``shown``
    only some hands, or some of their cards, are (``Sight``), the others guessed."""
    assert level.search is not None
    values = []
    for i, p in enumerate(positions):
        game = Game.from_dict(p["position"])
        k = Knowledge.of(game.view(p["seat"]))
        rated = rate_moves(k, level)
        sample = true_worlds(game) if all_seeing else None
        if shown != NO_SIGHT:
            sample = partly_true_worlds(game, p["seat"], shown, level.search.reading)
        total = 0.0
        for s in range(seeds):
            move = finish(search_move(k, level, rated, random.Random(f"score/{s}/{i}"), sample=sample))
            place = p["candidates"].index(str(move))  # every narrower candidate list is a prefix of the wide one
            total += p["values"][place - 1][0] if place else 0.0
        values.append(total / seeds)
    return values


def _score_one(args: tuple[list[dict], dict[str, float], int, bool, Sight]) -> list[float]:
    positions, overrides, seeds, all_seeing, shown = args
    return score(positions, configured(overrides), seeds, all_seeing, shown)


def parse_shown(text: str) -> Sight:
    """Seats by their offset from the seat to act, e.g. "2" (the partner at four) or "1,3" (both opponents);
    "1p" shows only the pairs of the next player, "1w" his wild cards, "1pw" both."""
    parts: dict[str, set[int]] = {"": set(), "p": set(), "w": set()}
    for part in (part.strip() for part in text.split(",")):
        digits = part.rstrip("pw")
        if not digits.isdigit() or int(digits) < 1:
            raise SystemExit(f"--shown takes seat offsets from 1 (the next player) such as 1, 1,3, 1p or 1w, "
                             f"not {text!r}")
        for kind in part[len(digits):]:
            parts[kind].add(int(digits))
        if part == digits:
            parts[""].add(int(digits))
    return Sight(frozenset(parts[""]), frozenset(parts["p"]), frozenset(parts["w"]))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Judge the master's search settings against a deep reference.")
    parser.add_argument("--preset", default="classic-4p")
    parser.add_argument("--deals", type=int, default=8, help="deals recorded, each played twice (default 8)")
    parser.add_argument("--seed", type=int, default=900, help="first deal (default 900)")
    parser.add_argument("--worlds", type=int, default=120, help="reference worlds per position (default 120)")
    parser.add_argument("--seeds", type=int, default=2, help="searches per position and setting (default 2)")
    parser.add_argument("--config", action="append", default=[],
                        help="search settings to compare with the current ones, e.g. candidates=3,max_worlds=0")
    parser.add_argument("--truth", action="store_true",
                        help="judge in true worlds (every hand as it is, the stock reshuffled) instead of the "
                             "seat's guesses, and add the all-seeing search's choices as a row: the bound")
    parser.add_argument("--shown", action="append", default=[],
                        help="a row whose search sees these hands as they are and guesses the rest, by offset "
                             "from the seat to act (1 the next player): e.g. 2 for the partner at four, or 1,3")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    configs: list[tuple[dict[str, float], bool, Sight]] = [({}, False, NO_SIGHT)]
    configs += [(parse_config(text), False, NO_SIGHT) for text in args.config]
    configs += [({}, False, parse_shown(text)) for text in args.shown]
    if args.truth:
        configs.append(({}, True, NO_SIGHT))
    positions = judged_positions(args.preset, args.deals, args.seed, args.worlds, args.jobs, args.truth)
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(_score_one, [(positions, c, args.seeds, seeing, shown)
                                             for c, seeing, shown in configs]))
    n = len(positions)
    worlds = "true worlds" if args.truth else "worlds"
    print(f"{args.preset}: {n} master decisions with a choice, reference of {args.worlds} {worlds} "
          "to the hand's end")
    print(f"{'search settings':48s} {'value per decision':>20s} {'vs current (SE)':>18s}")
    base = results[0]
    for (overrides, seeing, shown), values in zip(configs, results, strict=True):
        if shown != NO_SIGHT:
            label = shown.label()
        else:
            label = "all-seeing" if seeing else ", ".join(f"{k}={v}" for k, v in overrides.items()) or "current"
        mean, se = mean_and_error([v - b for v, b in zip(values, base, strict=True)])
        versus = "" if not (overrides or seeing or shown != NO_SIGHT) else f"{mean:+.1f} ({se:.1f})"
        print(f"{label:48s} {math.fsum(values) / n:20.1f} {versus:>18s}")
    if args.truth:
        best = math.fsum(max(0.0, *(v[0] for v in p["values"])) for p in positions) / n
        print(f"{'best candidate by the reference (biased up)':48s} {best:20.1f}")
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
