"""Determinized search over the policy's best moves (the master level).

For each of a few sampled worlds (hidden cards guessed consistently with the view), every candidate is
played, the rest of the turn and a few more turns are played out by the level's own heuristics (every
player in the playout plays as this level would without its search), and the position is
judged by ``evaluate``.  A candidate plus the policy's continuation of the turn is a macro move: a whole
turn's melds and discard, compared as one.  The same worlds serve every candidate (the playout policy is
deterministic), so the comparison measures the moves, not the luck.  The policy's rating vetoes candidates far
below its own best (plain blunders); the search overrules the policy's choice only when the sampled
worlds agree it is worse; and a node cap bounds time and memory.  Time is bounded too (issue 23): a cap on
the moves the playouts rate ends the search where nodes are dear (most of a decision is the policy rating
every legal move at every node; big hands and Modern American's rules make that dear).  A challenger that has
done worse than the policy's choice over the first worlds may also be played out no more (``drop_trailing``,
off: it cost strength).  A move the engine refuses (a planner and the rules disagreeing: a bug in the core) ends a
playout or drops a candidate with a ``RefusedMove`` warning rather than stopping the player; the tests turn
the warning into an error.
"""

from __future__ import annotations

import math
import random
import warnings
from collections.abc import Callable, Generator
from dataclasses import dataclass, replace

from game.core import Discard, EndTurn, Game, IllegalMove, Move, Take

from .discards import prize_of_cards
from .evaluate import evaluate
from .knowledge import Knowledge, Tells
from .levels import Level, SearchConfig
from .policy import NoMove, choose_move
from .sampling import consistent_world, discards_rated
from .specials import end_is_near

# Draws one world to search in (yielding as it works; None when none fits).  The table's players guess the
# hidden cards from their view (``consistent_world``); a bench yardstick may hand in another sampler.
WorldSampler = Callable[[Knowledge, random.Random], Generator[None, None, Game | None]]

# Row of one world: per candidate, its evaluation; None for a challenger no longer played out.
Row = list[float | None]
# ``SearchConfig.end_turns`` applies from this chance that the hand ends within a turn or two: a side can go out
# and one of its players holds four cards or fewer, or the stock is nearly drawn.
END_NEAR = 0.6
# The bounds on time are the search's knobs (``SearchConfig.rated_moves_cap``, ``min_worlds``,
# ``drop_trailing``): rating is most of the time, about 10 to 20 us a move natively and twice that and more on
# WebAssembly; a world costs about what the ones before it did.  Only the dearest decisions reach the cap.


class RefusedMove(RuntimeWarning):
    """The engine refused a move the heuristics chose (the going-out plan and the rules disagree)."""


def warn_refused(move: Move, refusal: IllegalMove, instead: str = "the search goes on without it") -> None:
    """The one warning for a move the engine refused, named where its caller was called."""
    warnings.warn(f"the engine refused {move} ({refusal}); {instead}", RefusedMove, stacklevel=3)


@dataclass
class SearchStats:
    """What one search did: for tests and benchmarks."""

    nodes: int = 0  # moves simulated
    rated: int = 0  # moves rated by the policy in the playouts (SearchConfig.rated_moves_cap)
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
                stats: SearchStats | None = None,
                sample: WorldSampler | None = None) -> Generator[None, None, Move]:
    """A generator: yields between playout steps, returns the chosen move.  ``sample`` draws the worlds."""
    level = _for_the_end(for_the_table(_for_the_pile(level, k, rated), k.game.rules.player_count), k)
    config = level.search
    assert config is not None
    moves_rated = [0]
    if sample is None:
        reading = config.reading  # built once, not per world
        per_draw = discards_rated(k, reading)

        def sample(k: Knowledge, rng: random.Random) -> Generator[None, None, Game | None]:
            drawing = consistent_world(k, rng, reading)
            while True:  # it yields once per world drawn: an open question may draw several for one
                try:
                    next(drawing)
                except StopIteration as done:
                    return done.value  # type: ignore[no-any-return]
                moves_rated[0] += per_draw
                yield
    stats = stats if stats is not None else SearchStats()
    candidates = _playable_candidates(k.game, rated, level)
    stats.candidates = len(candidates)
    if len(candidates) == 1:
        return candidates[0]
    results: list[Row] = []  # per world, per candidate
    budget = [config.node_cap]
    playing = [True] * len(candidates)  # the policy's choice always is: the others are measured against it
    for drawn in range(max(config.worlds, config.max_worlds)):
        if drawn >= config.worlds and not _undecided(results, config):
            break
        if len(results) >= config.min_worlds:
            cap = config.rated_moves_cap
            if cap and moves_rated[0] + moves_rated[0] / len(results) > cap:
                break  # another world would take the rating past the cap
            for i, (mean, _) in enumerate(_advantages(results) if config.drop_trailing else (), start=1):
                # Behind the policy's choice: it could win only by turning round over the worlds left, and
                # then seldom by the margin the choice needs, so the search plays it out no more.
                playing[i] = playing[i] and mean >= 0.0
        world = yield from sample(k, rng)
        if world is None:
            continue
        row: Row = []
        for move, plays in zip(candidates, playing, strict=True):
            row.append((yield from play_candidate(world, k, move, level, config.playout_turns, budget, moves_rated))
                       if plays else None)
        if budget[0] <= 0:
            break  # this world's playouts were cut by the cap: a partial world would compare unfairly
        results.append(row)
    stats.worlds = len(results)
    stats.nodes = config.node_cap - max(budget[0], 0)
    stats.rated = moves_rated[0]
    stats.chosen = _confident_best(results, config.confidence)
    return candidates[stats.chosen]


def _playable_candidates(game: Game, rated: list[tuple[Move, float]], level: Level) -> list[Move]:
    """The candidates, chosen among the moves the engine would play.  Only a planned composite move can be
    refused, and the seat's own hand and the table decide that, the same in every world, so it is checked
    once here; a refused one leaves the choice as if it had never been rated."""
    while rated:
        candidates = candidate_moves(rated, level)
        refused = []
        for move in candidates:
            refusal = game.refusal(move)
            if refusal is not None:
                warn_refused(move, refusal)
                refused.append(move)
        if not refused:
            return candidates
        rated = [(move, rating) for move, rating in rated if move not in refused]
    return [game.legal_moves()[0]]


def _for_the_pile(level: Level, k: Knowledge, rated: list[tuple[Move, float]]) -> Level:
    """The level, with a wider search where its heuristics would discard onto a big pile."""
    config = level.search
    assert config is not None
    if not config.big_pile or len(k.game.pile) < config.big_pile:
        return level
    if not isinstance(max(rated, key=lambda pair: pair[1])[0], Discard):
        return level
    wider = replace(config, candidates=max(config.candidates, config.big_pile_candidates),
                    worlds=max(config.worlds, config.big_pile_worlds),
                    max_worlds=max(config.max_worlds, config.big_pile_worlds))
    return replace(level, search=wider)


def for_the_table(level: Level, players: int) -> Level:
    """The level, with its playouts cut to whole rounds of a table of ``players`` where it asks for that."""
    config = level.search
    assert config is not None
    if not config.whole_rounds:
        return level
    turns = max(players, config.playout_turns - config.playout_turns % players)
    return replace(level, search=replace(config, playout_turns=turns))


def _for_the_end(level: Level, k: Knowledge) -> Level:
    """The level, with playouts of ``end_turns`` where the hand is near its end."""
    config = level.search
    assert config is not None
    if config.end_turns <= config.playout_turns or end_is_near(k.game) < END_NEAR:
        return level
    return replace(level, search=replace(config, playout_turns=config.end_turns))


def mean_and_error(diffs: list[float]) -> tuple[float, float]:
    """The mean of paired differences and its standard error (0 for a single difference)."""
    n = len(diffs)
    mean = math.fsum(diffs) / n  # fsum: exact, so every Python version sums alike (3.12 changed sum)
    if n < 2:
        return mean, 0.0
    spread = (math.fsum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
    return mean, spread / n**0.5


def _advantages(results: list[Row]) -> list[tuple[float, float]]:
    """Per challenger (candidates 1, 2, ...): the mean of its paired differences against the policy's
    choice over the worlds it was played out in, and that mean in standard errors."""
    found = []
    for i in range(1, len(results[0])):
        mean, error = mean_and_error(_differences(results, i))
        found.append((mean, mean / error if error > 0 else math.copysign(math.inf, mean)))
    return found


def _differences(results: list[Row], i: int) -> list[float]:
    """Candidate ``i``'s evaluation minus the policy's choice's, world by world, where both were played out."""
    found = []
    for row in results:
        challenger, choice = row[i], row[0]
        if challenger is not None and choice is not None:
            found.append(challenger - choice)
    return found


def _undecided(results: list[Row], config: SearchConfig) -> bool:
    """A challenger looks better than the policy's choice but not yet clearly: more worlds may tell."""
    if len(results) < 2:
        return True
    return any(config.extend_above < t < config.confidence for _, t in _advantages(results))


def _confident_best(results: list[Row], z: float) -> int:
    """The candidate that beats the policy's own choice (candidate 0) clearly over the sampled worlds,
    by the mean of the paired differences against its standard error; else the policy's choice.
    Playouts are noisy, so the search overrules the policy only when the worlds agree."""
    if len(results) < 2:
        return 0
    best, best_mean = 0, 0.0
    for i, (mean, t) in enumerate(_advantages(results), start=1):
        if mean > best_mean and t > z:
            best, best_mean = i, mean
    return best


def play_candidate(world: Game, k: Knowledge, move: Move, policy: Level, turns: int,
                   budget: list[int], moves_rated: list[int] | None = None) -> Generator[None, None, float]:
    """``move`` played in a copy of the world, then ``turns`` more turns by ``policy`` (its heuristics
    only, never its search): the evaluation.  ``budget`` counts the nodes down; ``moves_rated``, if given,
    counts the moves the policy rated up."""
    trial = world.copy()
    tells = k.tells.copy()
    tells.record(trial.to_act, move)
    trial.apply(move)
    budget[0] -= 1
    return (yield from _play_out(trial, k, tells, policy, turns, budget,
                                 moves_rated if moves_rated is not None else [0]))


def _play_out(game: Game, k: Knowledge, tells: Tells, policy: Level, turns: int,
              budget: list[int], moves_rated: list[int]) -> Generator[None, None, float]:
    """Play ``turns`` more turns (the current one first) with the policy, which reads the public tells
    as the players at the table would; return the evaluation."""
    seat = game.to_act
    turns_left = turns
    while game.phase not in ("round_over", "game_over") and budget[0] > 0:
        if game.to_act != seat and game.phase == "draw":
            seat = game.to_act
            turns_left -= 1
            if turns_left <= 0:
                break
        # The policy rates every legal move: counted first, so that the policy's own listing is the engine's last
        # (``apply`` plays a move of the last listing unchecked); the engine's memo makes the second listing cheap.
        moves_rated[0] += len(game.legal_moves())
        knowledge = Knowledge.in_world(game, game.to_act, k.view, tells)
        try:
            move = choose_move(knowledge, policy)
        except NoMove:
            break  # the engine offers no move (a "yes" to a player who cannot go out): judge it as it stands
        tells.record(game.to_act, move)  # read before the move moves the turn on; a refused one ends the playout
        try:
            game.apply(move)
        except IllegalMove as refusal:
            warn_refused(move, refusal)
            break  # judged as it stands: one playout cut short, where a crash would stop the player
        budget[0] -= 1
        yield
    config = policy.search
    judged = (evaluate(game, k.seat, config.game_standing, config.hands) if config is not None
              else evaluate(game, k.seat))
    if config is not None and config.pile_at_cut:
        judged += config.pile_at_cut * _pile_for_the_taker(game, k.seat, policy)
    return judged


def _pile_for_the_taker(game: Game, seat: int, policy: Level) -> float:
    """A pile the player about to draw can take, at the playout's cut-off: its worth, for his side (+) or
    against ours (-); 0 when the hand is over, a turn is under way or he cannot take it."""
    if game.phase != "draw" or not game.pile:
        return 0.0
    if not any(isinstance(move, Take) for move in game.legal_moves()):
        return 0.0
    worth = sum(game.values[c] for c in game.pile) + prize_of_cards(game.pile, policy)
    return worth if game.side_of(game.to_act) == game.side_of(seat) else -worth
