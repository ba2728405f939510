"""The hand review: each decision the player made in a hand, measured against the hint's move by the master.

The hint and the review give one advice (issue 47): the move a decision is measured against is the one the
hint gives for that view (``hints.advised_move``: the master's heuristics), and the reason shown for it is the
hint's reason.  The review's part is the master's playouts: the move made and the hint's move are played out
over the same sampled worlds (hidden cards guessed from the view alone, as the master guesses them), each
followed by the heuristics' play, as the master's search does.  A move's value is its mean over the worlds;
the decision's cost is how far the made move's value falls below the hint's, in points.  The worlds are
shared, so the comparison measures the moves, not the luck of a deal.  A decision that followed the hint
costs nothing and needs no playouts; one the worlds rate above the hint's move costs nothing either.

The review reads only views: ``player_decisions`` replays a hand to find the player's decisions, and
hands each one on as the view he had then and the move he made.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace

from game.core import Game, GameView, Move

from .hints import advised_move, explain
from .knowledge import Knowledge
from .levels import MASTER, Level
from .reasons import Reason
from .sampling import consistent_world
from .search import for_the_table, mean_and_error, play_candidate
from .steps import finish

REVIEW_WORLDS = 8
REVIEW_NODE_CAP = 4000  # moves simulated per decision, at most


def _reviewer(master: Level) -> Level:
    """The master with fewer worlds than it plays with (12, up to 32 in close calls): a review rates some
    thirty decisions while the score sheet is read, and the costly ones it shows differ by tens of points,
    which eight paired worlds already tell apart.  The playouts are the master's own, so values mean the same."""
    assert master.search is not None
    search = replace(master.search, worlds=REVIEW_WORLDS, max_worlds=0, node_cap=REVIEW_NODE_CAP)
    return replace(master, search=search)


REVIEWER = _reviewer(MASTER)
# A decision is shown as costly when it cost this many points or more, and the worlds agree: the cost is
# this many standard errors or more (as the master's search overrules its heuristics only when they agree).
COSTLY = 20.0
AGREED = 1.5
SHOWN = 3  # the costliest decisions the player is shown, at most


@dataclass(frozen=True)
class Decision:
    """A move the player made, and his view when he made it."""

    view: GameView
    made: Move


@dataclass(frozen=True)
class Verdict:
    """One decision rated: the move made, the better of it and the hint's move, and what the difference cost."""

    view: GameView
    made: Move
    best: Move  # the hint's move where the worlds rate it above the move made; else the move made
    cost: float  # points: the best move's value less the made move's (0 when it was the best, or forced)
    values: tuple[tuple[Move, float], ...]  # each move compared, with its mean value over the worlds, best first
    worlds: int  # how many sampled worlds the values are means over (0: nothing to compare)
    error: float = 0.0  # the standard error of the cost, from the spread of the paired differences
    reason: Reason | None = None  # why the best move is worth making, by the heuristics (hints.explain)

    def value_of(self, move: Move) -> float | None:
        return next((value for m, value in self.values if m == move), None)

    @property
    def is_costly(self) -> bool:
        return self.cost >= COSTLY and self.cost >= AGREED * self.error


def player_decisions(start: Game, moves: Sequence[Move], seat: int) -> list[Decision]:
    """Replay a hand's ``moves`` from its ``start`` and keep the decisions of ``seat``: each as his view
    and the move he made.  A move the rules refuse raises IllegalMove (the hand is not this start's)."""
    return finish(replay_decisions(start, moves, seat))


def replay_decisions(start: Game, moves: Sequence[Move], seat: int) -> Generator[None, None, list[Decision]]:
    """``player_decisions`` in steps, a yield after each of the seat's decisions (a long hand's replay takes
    a few milliseconds)."""
    game = start.copy()
    found = []
    for move in moves:
        if game.to_act == seat:
            found.append(Decision(game.view(seat), move))
            yield
        game.apply(move)
    return found


def review_seed(view: GameView) -> str:
    """The worlds' seed, from the view alone: the same decision is rated the same way every time."""
    d = view.data
    return f"review/{d['round']}/{len(d['history'])}/{view.seat}/{d['phase']}"


def review_decision(view: GameView, made: Move, level: Level = REVIEWER) -> Generator[None, None, Verdict]:
    """Rate one decision (a generator: it yields between playout steps, as the master's search does)."""
    if view.legal_moves() == [made]:
        return _nothing_to_compare(view, made)  # forced: nothing to choose
    k = yield from Knowledge.build(view)
    yield
    level = for_the_table(level, k.game.rules.player_count)  # the master's playouts at this table
    config = level.search
    assert config is not None
    advised = advised_move(k, level)
    yield
    if advised == made or k.game.refusal(advised) is not None:
        return _nothing_to_compare(view, made)  # the hint's move made (or one the engine refuses: a bug)
    moves = [made, advised]
    rng = random.Random(review_seed(view))
    rows: list[list[float]] = []  # per world, per move
    budget = [config.node_cap]
    for _ in range(config.worlds):
        world = yield from consistent_world(k, rng)
        if world is None:
            continue
        row = []
        for move in moves:
            row.append((yield from play_candidate(world, k, move, level, config.playout_turns, budget)))
        if budget[0] <= 0:
            break  # this world's playouts were cut short: a partial world would compare unfairly
        rows.append(row)
    verdict = _verdict(view, made, moves, rows)
    if verdict.best == made:
        return verdict
    yield
    return replace(verdict, reason=explain(view, verdict.best, instead=made))


def _nothing_to_compare(view: GameView, made: Move) -> Verdict:
    return Verdict(view, made, made, 0.0, ((made, 0.0),), 0)


def _verdict(view: GameView, made: Move, moves: list[Move], rows: list[list[float]]) -> Verdict:
    if not rows:  # no world agreed with what the table showed: nothing to compare the move with
        return _nothing_to_compare(view, made)
    means = [math.fsum(column) / len(rows) for column in zip(*rows, strict=True)]
    best = max(range(len(moves)), key=lambda i: (means[i], i == 0))  # a tie goes to the move made
    _, error = mean_and_error([row[best] - row[0] for row in rows])
    ranked = sorted(zip(moves, means, strict=True), key=lambda pair: -pair[1])
    return Verdict(view, made, moves[best], means[best] - means[0], tuple(ranked), len(rows), error)


def review_hand(decisions: Sequence[Decision], level: Level = REVIEWER,
                found: list[Verdict] | None = None) -> Generator[None, None, list[Verdict]]:
    """Rate every decision of a hand, in order; ``found``, if given, receives each verdict as it is reached
    (the table shows how far the review has come)."""
    verdicts = found if found is not None else []
    for decision in decisions:
        verdicts.append((yield from review_decision(decision.view, decision.made, level)))
        yield
    return verdicts


def costliest(verdicts: Sequence[Verdict], count: int = SHOWN) -> list[Verdict]:
    """The costly decisions, costliest first (at most ``count``); in the order played where costs tie."""
    costly = [v for v in verdicts if v.is_costly]
    return sorted(costly, key=lambda v: -v.cost)[:count]
