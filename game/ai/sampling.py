"""Hidden cards, guessed: full games consistent with everything one seat has seen.

Cards a player took with the pile stay in his hand until played (the view keeps them).  Ranks a player
threw or let pass on the pile are unlikely in pairs in his hand, so they go to him less often (the less
often, with the master's ``evidence``, the bigger the pile he let pass with them on top).  The rest
is a fair shuffle of exactly the unseen cards, so every count of every rank is right.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from game.core import RED_THREES, Answer, Card, Game, rank_of

from .knowledge import Knowledge

# The chance that a card of a rank the player showed no interest in is dealt to him when it comes up.
UNLIKELY_RANK_ACCEPT = 0.4
# The least such chance for a rank let pass on a big pile (``SearchConfig.evidence``).
EVIDENCE_FLOOR = 0.05
# Worlds drawn, at most, for one that agrees with what an open question revealed.
QUESTION_TRIES = 12


def _acceptance(k: Knowledge, seat: int, evidence: float) -> dict[str, float]:
    """Per rank the seat showed no interest in, the chance that one of its cards is dealt to him when it
    comes up.  With ``evidence``, a rank let pass on a bigger pile is less likely still: each pile card
    beyond two takes ``evidence`` off the chance (a floor keeps every world possible)."""
    chances = dict.fromkeys(k.declined_by[seat] | set(k.discarded_by[seat]), UNLIKELY_RANK_ACCEPT)
    if evidence:
        for rank, size in k.tells.declined_pile[seat].items():
            chances[rank] = max(EVIDENCE_FLOOR, UNLIKELY_RANK_ACCEPT - evidence * max(0, size - 2))
    return chances


def sample_world(k: Knowledge, rng: random.Random, evidence: float = 0.0) -> Game:
    unseen = k.unseen_cards()
    red_threes = [c for c in unseen if c in RED_THREES]  # never held: they lie somewhere in the stock
    pool = [c for c in unseen if c not in RED_THREES]
    rng.shuffle(pool)
    g = k.game
    hidden_seats = [s for s in range(g.rules.player_count) if s != k.seat]
    needs = {s: len(g.hands[s]) - len(g.known[s]) for s in hidden_seats}
    dealt: dict[int, list[Card]] = {s: [] for s in hidden_seats}
    fill_order = hidden_seats[:]
    rng.shuffle(fill_order)  # no seat always gets the first pick
    for s in fill_order:
        avoided = _acceptance(k, s, evidence)
        deferred: list[Card] = []
        rest: list[Card] = []
        for card in pool:
            rank = rank_of(card)
            if len(dealt[s]) < needs[s] and (rank not in avoided or rng.random() < avoided[rank]):
                dealt[s].append(card)
            else:
                (deferred if rank in avoided else rest).append(card)
        while len(dealt[s]) < needs[s]:
            dealt[s].append(deferred.pop())  # too few other cards: the constraint is only a likelihood
        pool = rest + deferred
        rng.shuffle(pool)
    for card in red_threes:
        pool.insert(rng.randrange(len(pool) + 1), card)
    # The seat's own determinization, copied, with the hidden cards dealt anew: no round trip through the
    # position format, whose reading and checking would cost more than the rest of the sampling.
    hands = {s: [*g.known[s], *dealt[s]] for s in hidden_seats}
    return g.redealt(hands, pool[::-1])  # the pool lists the stock from the top down; the game keeps it top last


def consistent_world(k: Knowledge, rng: random.Random, evidence: float = 0.0) -> Generator[None, None, Game | None]:
    """``sample_world`` as a step of stepped work (it yields once per world drawn).  While a question is
    open the world must also let the asker go out, as his asking told (C-OUT-7); None when no such world
    turned up in a few tries."""
    for _ in range(QUESTION_TRIES):
        world = sample_world(k, rng, evidence)
        yield
        if world.phase != "answer" or _asker_can_go_out(world):
            return world
    return None


def _asker_can_go_out(world: Game) -> bool:
    trial = world.copy()
    trial.apply(Answer(True))
    return bool(trial.legal_moves())  # after a "yes" the only legal moves are ways out
