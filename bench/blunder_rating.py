"""One decision judged by the all-seeing search: what the chosen move loses against the best move.

The moves compared are the chosen one and the level's candidates (its heuristics' best five, as the master's
search would take them).  Each is played in the same true worlds (every hand as it is, the stock shuffled
anew: ``bench.all_seeing.true_worlds``) and the hand is played out to its end by the master's heuristics,
so a going-out disaster that an eight-turn playout would hide still counts.  A move's gain is the mean of
its hand margin minus the chosen move's, paired world by world.

Two steps keep it cheap and fair.  A few worlds screen every candidate and name the best; when that one
leads the chosen move by more than ``screen`` points, fresh worlds measure the two alone (more of them
while the loss is too close to the line to tell).  The best of several noisy means is biased upwards (it
is the luckiest), so the loss reported is the fresh measurement's, which no choice has touched.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from game.ai.knowledge import Knowledge
from game.ai.levels import MASTER, Level
from game.ai.policy import choose_move, rate_moves
from game.ai.search import candidate_moves, mean_and_error, play_candidate
from game.ai.steps import finish
from game.core import BLACK_THREES, WILD_FACES, Answer, Ask, Discard, Draw, Game, Meld, Move, Take

from .all_seeing import true_worlds

WIDE = 5  # candidates compared besides the chosen move
WHOLE_HAND = 10**6  # playout turns and nodes: the hand is played to its end
PLAYOUT = MASTER  # every player of the playouts plays the master's heuristics (never its search)


@dataclass(frozen=True)
class Judgement:
    chosen: Move
    best: Move  # the best move of the screen (the chosen one when none beat it)
    screened: float  # the best's lead over the chosen move in the screen (biased upwards: the luckiest)
    loss: float | None  # the best's lead in fresh worlds: what the chosen move costs; None if not measured
    error: float  # the standard error of ``loss``
    worlds: int  # fresh worlds behind ``loss``
    chosen_value: float = 0.0  # the chosen move's mean hand margin in those worlds
    best_value: float = 0.0  # the best move's

    @property
    def is_clear(self) -> bool:
        """The loss is more than two standard errors from nothing."""
        return self.loss is not None and self.loss > 2 * self.error


def wide(level: Level) -> Level:
    """The level with the master's search settings and five candidates: whose moves to compare."""
    assert MASTER.search is not None
    return dataclasses.replace(level, search=dataclasses.replace(MASTER.search, candidates=WIDE))


def moves_to_compare(game: Game, chosen: Move, level: Level) -> list[Move]:
    k = Knowledge.of(game.view(game.to_act))
    judged = wide(level)
    others = candidate_moves(rate_moves(k, judged), judged)
    return [chosen, *(m for m in others if m != chosen)]


def margins(game: Game, moves: list[Move], worlds: int, rng: random.Random) -> list[list[float]]:
    """Per true world, each move's hand margin for the seat to act, the hand played out to its end."""
    k = Knowledge.of(game.view(game.to_act))
    sample = true_worlds(game)
    rows: list[list[float]] = []
    for _ in range(worlds):
        world = finish(sample(k, rng))
        assert world is not None  # a true world always fits
        rows.append([finish(play_candidate(world, k, m, PLAYOUT, WHOLE_HAND, [WHOLE_HAND])) for m in moves])
    return rows


def judge(game: Game, chosen: Move, level: Level, rng: random.Random, screen_worlds: int = 6,
          confirm_worlds: int = 16, max_worlds: int = 48, screen: float = 150.0,
          line: float = 300.0) -> Judgement | None:
    """``chosen`` (the move of the seat to act in ``game``) against the level's candidates in true worlds;
    None when there is nothing to choose.  The fresh measurement grows by ``confirm_worlds`` at a time, up
    to ``max_worlds``, while it cannot yet tell whether the loss is above ``line``."""
    moves = moves_to_compare(game, chosen, level)
    if len(moves) < 2:
        return None
    rows = margins(game, moves, screen_worlds, rng)
    leads = [mean_and_error([row[i] - row[0] for row in rows])[0] for i in range(len(moves))]
    best = max(range(len(moves)), key=leads.__getitem__)
    if leads[best] <= screen or confirm_worlds < 2:
        return Judgement(chosen, moves[best], leads[best], None, 0.0, 0)
    fresh: list[list[float]] = []
    while True:
        fresh += margins(game, [chosen, moves[best]], confirm_worlds, rng)
        loss, error = mean_and_error([b - a for a, b in fresh])
        if abs(loss - line) >= 2 * error or len(fresh) + confirm_worlds > max_worlds:
            break
    n = len(fresh)
    return Judgement(chosen, moves[best], leads[best], loss, error, n,
                     sum(a for a, _ in fresh) / n, sum(b for _, b in fresh) / n)


def kind_of(game: Game, chosen: Move, best: Move) -> str:
    """What sort of mistake the chosen move is, told from the position (for sorting the worst ones)."""
    after = game.copy()
    after.apply(chosen)
    if after.phase in ("round_over", "game_over"):
        return "ends the hand by declining the pile" if isinstance(chosen, Draw) else _out_kind(game, after)
    if isinstance(chosen, Meld):
        ended = _rest_of_turn(after, game.to_act)
        if ended.phase in ("round_over", "game_over"):
            return "melds to go out: " + _out_kind(game, ended)
    if isinstance(chosen, Answer):
        return f"answers {'yes' if chosen.yes else 'no'} to going out"
    if isinstance(chosen, Ask):
        return "asks to go out"
    if isinstance(best, Ask) or _goes_out(game, best):
        return "stays in when going out is better"
    if isinstance(chosen, Discard):
        return _discard_kind(game, after, chosen, best)
    if isinstance(chosen, Draw) and isinstance(best, Take):
        return "declines the pile"
    if isinstance(chosen, Take):
        return "takes the pile" if isinstance(best, Draw) else "takes the pile with other cards"
    if isinstance(chosen, Meld):
        return "melds instead of discarding" if isinstance(best, Discard) else "melds other cards"
    return f"{type(chosen).__name__.lower()} instead of {type(best).__name__.lower()}"


def _out_kind(game: Game, ended: Game) -> str:
    """A way out that cost: into its own penalties, into a losing hand, or merely too soon."""
    side = game.to_act if game.rules.scores_by_seat else game.side_of(game.to_act)
    scores = ended.round_scores[side] if ended.round_scores else {}
    if scores.get("penalties", 0) < 0:
        return "goes out into its own unfinished melds' penalties"
    if scores.get("total", 0) < 0:
        return "goes out into a hand its side loses"
    return "goes out while staying in was worth more"


def _rest_of_turn(after: Game, seat: int) -> Game:
    """The rest of the seat's turn (and a partner's answer), as the heuristics play it."""
    trial = after.copy()
    while trial.phase not in ("round_over", "game_over") and (trial.to_act == seat or trial.phase == "answer"):
        trial.apply(choose_move(Knowledge.of(trial.view(trial.to_act)), PLAYOUT))
    return trial


def _goes_out(game: Game, move: Move) -> bool:
    trial = game.copy()
    trial.apply(move)
    return trial.phase in ("round_over", "game_over")


def _discard_kind(game: Game, after: Game, chosen: Discard, best: Move) -> str:
    wild = chosen.card in WILD_FACES
    taker = _pile_taker(game, after)
    if taker is not None:
        who = "the next player" if taker == game.next_seat(game.to_act) else "a later opponent"
        return f"feeds the pile{' with a wild card' if wild else ''} to {who}"
    if wild:
        return "freezes the pile with a wild card"
    if chosen.card in BLACK_THREES and isinstance(best, Discard):
        return "throws the black three while another card is safe (none left to block later)"
    if isinstance(best, Meld):
        wild_only = all(card in WILD_FACES for group in best.groups for card in group.cards)
        return "discards where a meld of its wild cards was better" if wild_only else "discards where a meld was better"
    if isinstance(best, Discard) and best.card in WILD_FACES:
        return "keeps its wild card where throwing it would freeze or block the pile"
    if isinstance(best, Discard) and best.card in BLACK_THREES:
        return "keeps the black three when it should block"
    if isinstance(best, Discard) and _pile_taker(game, _played(game, best)) is not None:
        return "another discard was better, though an opponent takes the pile after it"
    return "another discard was better"


def _played(game: Game, move: Move) -> Game:
    trial = game.copy()
    trial.apply(move)
    return trial


def _pile_taker(game: Game, after: Game) -> int | None:
    """The opponent who takes the pile before the mover's next turn, as the heuristics play it on (with the
    game's own stock order: one world, enough to name the kind); None if nobody of the other sides does."""
    mover = game.to_act
    trial = after.copy()
    while trial.phase not in ("round_over", "game_over") and trial.to_act != mover:
        seat = trial.to_act
        move = choose_move(Knowledge.of(trial.view(seat)), PLAYOUT)
        if isinstance(move, Take):
            return seat if trial.side_of(seat) != game.side_of(mover) else None
        trial.apply(move)
    return None
