"""Determinized search over the policy's best moves (the master level).

For each of a few sampled worlds (hidden cards guessed consistently with the view), every candidate is
played, the rest of the turn and a few more turns are played out by the expert policy, and the position is
judged by ``evaluate``.  A candidate plus the policy's continuation of the turn is a macro move: a whole
turn's melds and discard, compared as one.  The same worlds serve every candidate (the playout policy is
deterministic), so the comparison measures the moves, not the luck.  The policy's rating vetoes candidates far
below its own best (plain blunders); the search overrules the policy's choice only when the sampled
worlds agree it is worse; and a node cap bounds time and memory.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.core import EndTurn, Game, Move

from .evaluate import evaluate
from .knowledge import Knowledge
from .levels import EXPERT, Level
from .policy import choose_move
from .sampling import consistent_world

PLAYOUT_LEVEL = EXPERT


@dataclass
class SearchStats:
    """What one search did: for tests and benchmarks."""

    nodes: int = 0  # moves simulated
    worlds: int = 0
    candidates: int = 0
    chosen: int = 0  # the chosen candidate's place in the policy's order (0: the policy's own choice)


def candidate_moves(rated: list[tuple[Move, float]], level: Level) -> list[Move]:
    """The policy's choice, the best move of each other kind (draw or take, meld or discard, ask: the
    strategic alternatives, which the policy rates on different scales), then the policy's runners-up
    unless it rates them as blunders next to its best."""
    config = level.search
    assert config is not None
    ranked = sorted(rated, key=lambda pair: -pair[1])
    best_move, best = ranked[0]
    chosen: list[Move] = [best_move]
    kinds = {type(best_move)}
    for move, _ in ranked[1:]:
        if len(chosen) == config.candidates:
            return chosen
        if type(move) not in kinds and not isinstance(move, EndTurn):
            kinds.add(type(move))
            chosen.append(move)
    for move, rating in ranked[1:]:
        if len(chosen) == config.candidates or rating < best - config.veto_margin:
            break
        if move not in chosen:
            chosen.append(move)
    return chosen


def search_move(k: Knowledge, level: Level, rated: list[tuple[Move, float]], rng: random.Random,
                stats: SearchStats | None = None):
    """A generator: yields between playout steps, returns the chosen move."""
    config = level.search
    assert config is not None
    stats = stats if stats is not None else SearchStats()
    candidates = candidate_moves(rated, level)
    stats.candidates = len(candidates)
    if len(candidates) == 1:
        return candidates[0]
    results: list[list[float]] = []  # per world, per candidate
    budget = [config.node_cap]
    for _ in range(config.worlds):
        world = yield from consistent_world(k, rng)
        if world is None:
            continue
        row = []
        for move in candidates:
            trial = world.copy()
            trial.apply(move)
            budget[0] -= 1
            row.append((yield from _play_out(trial, k, config.playout_turns, budget)))
        if budget[0] <= 0:
            break  # this world's playouts were cut by the cap: a partial world would compare unfairly
        results.append(row)
    stats.worlds = len(results)
    stats.nodes = config.node_cap - max(budget[0], 0)
    stats.chosen = _confident_best(results, config.confidence)
    return candidates[stats.chosen]


def _confident_best(results: list[list[float]], z: float) -> int:
    """The candidate that beats the policy's own choice (candidate 0) clearly over the sampled worlds,
    by the mean of the paired differences against its standard error; else the policy's choice.
    Playouts are noisy, so the search overrules the policy only when the worlds agree."""
    n = len(results)
    if n < 2:
        return 0
    best, best_mean = 0, 0.0
    for i in range(1, len(results[0])):
        diffs = [row[i] - row[0] for row in results]
        mean = math.fsum(diffs) / n  # fsum: exact, so every Python version sums alike (3.12 changed sum)
        spread = (math.fsum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
        if mean > best_mean and mean > z * spread / n**0.5:
            best, best_mean = i, mean
    return best


def _play_out(game: Game, k: Knowledge, turns: int, budget: list[int]):
    """Play ``turns`` more turns (the current one first) with the policy; return the evaluation."""
    side = k.side
    seat = game.to_act
    turns_left = turns
    while game.phase not in ("round_over", "game_over") and budget[0] > 0:
        if game.to_act != seat and game.phase == "draw":
            seat = game.to_act
            turns_left -= 1
            if turns_left <= 0:
                break
        knowledge = Knowledge.in_world(game, game.to_act, k.view)
        game.apply(choose_move(knowledge, PLAYOUT_LEVEL))
        budget[0] -= 1
        yield
    return evaluate(game, side)
