"""Hidden cards, guessed: full games consistent with everything one seat has seen.

Cards a player took with the pile stay in his hand until played (the view keeps them).  Ranks a player
threw or let pass on the pile are unlikely in pairs in his hand, so they go to him less often (the less
often, with the master's ``evidence``, the bigger the pile he let pass with them on top), and with
``meld_accept`` so do ranks his side had melded when he last discarded (he would have laid them off).  The
rest is a fair shuffle of exactly the unseen cards, so every count of every rank is right.  With
``discard_temperature`` a few hands are dealt to each player who has discarded, and one is kept by how likely
his last discard was from it: a player throws what he values least, so a hand full of cheaper strays than the
card he threw is an unlikely one.  The likelihood reads his hand alone, so each player's hand is chosen on its
own, as it is dealt: the same ratings choose among far more worlds than weighing whole ones would.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Generator

from game.core import RED_THREES, Answer, Card, Game, rank_of

from .discards import discard_cost
from .knowledge import RANK_KEY, Knowledge
from .levels import EXPERT, READ_BY_RANK, WorldReading

# The least chance that a card of a rank let pass on a big pile reaches the player (``WorldReading.evidence``).
EVIDENCE_FLOOR = 0.05
# Worlds drawn, at most, for one that agrees with what an open question revealed.
QUESTION_TRIES = 12
# Hands dealt to a player for each one kept when his last discard weighs them (``WorldReading.discard_temperature``).
HAND_TRIES = 4


def _acceptance(k: Knowledge, seat: int, reading: WorldReading) -> dict[str, float]:
    """Per rank the seat showed no interest in, the chance that one of its cards is dealt to him when it
    comes up.  With ``evidence``, a rank let pass on a bigger pile is less likely still: each pile card
    beyond two takes ``evidence`` off the chance (a floor keeps every world possible).  A rank his side had
    melded when he last discarded comes to him at ``meld_accept``: he would have laid it off."""
    chances = dict.fromkeys(k.let_go(seat), reading.rank_accept)
    if reading.evidence:
        for rank, size in k.tells.declined_pile[seat].items():
            chances[rank] = max(EVIDENCE_FLOOR, reading.rank_accept - reading.evidence * max(0, size - 2))
    if reading.meld_accept < 1.0:
        for rank in k.layable_at_discard.get(seat, ()):
            chances[rank] = min(chances.get(rank, 1.0), reading.meld_accept)
    return chances


def sample_world(k: Knowledge, rng: random.Random, reading: WorldReading = READ_BY_RANK) -> Game:
    """One world.  ``reading.rank_accept`` is the chance a card of a rank the player threw or let pass
    reaches him (``_acceptance``); ``reading.pair_block`` the chance that a second one is kept from him all
    the same: a pair would have taken the pile he let pass, and a player seldom throws one card of a pair.
    With ``reading.discard_temperature`` each player who has discarded is dealt the likeliest of a few hands
    by the card he last threw (``_likeliest_hand``)."""
    unseen = k.unseen_cards()
    red_threes = [c for c in unseen if c in RED_THREES]  # never held: they lie somewhere in the stock
    pool = [c for c in unseen if c not in RED_THREES]
    rng.shuffle(pool)
    g = k.game
    hidden_seats = [s for s in range(g.rules.player_count) if s != k.seat]
    dealt: dict[int, list[Card]] = {}
    not_seen = hidden_from_others(k) if reading.discard_temperature else None  # the same for every seat
    fill_order = hidden_seats[:]
    rng.shuffle(fill_order)  # no seat always gets the first pick
    for s in fill_order:
        need = len(g.hands[s]) - len(g.known[s])
        avoided = _acceptance(k, s, reading)
        thrown = k.last_discard.get(s) if not_seen is not None else None
        if not_seen is None or thrown is None:
            dealt[s], pool = _deal_hand(k, s, need, pool, avoided, reading.pair_block, rng)
        else:
            dealt[s], pool = _likeliest_hand(k, s, thrown, need, pool, avoided, reading, not_seen, rng)
        rng.shuffle(pool)
    for card in red_threes:
        pool.insert(rng.randrange(len(pool) + 1), card)
    # The seat's own determinization, copied, with the hidden cards dealt anew: no round trip through the
    # position format, whose reading and checking would cost more than the rest of the sampling.
    hands = {s: [*g.known[s], *dealt[s]] for s in hidden_seats}
    return g.redealt(hands, pool[::-1])  # the pool lists the stock from the top down; the game keeps it top last


def discards_rated(k: Knowledge, reading: WorldReading) -> int:
    """The discards ``sample_world`` rates to weigh one world's hands (none unless it reads the discards):
    the search counts them with the moves its playouts rate, under one cap on time."""
    if not reading.discard_temperature:
        return 0
    return HAND_TRIES * sum(len(k.game.hands[seat]) + 1 for seat in k.last_discard if seat != k.seat)


def _deal_hand(k: Knowledge, seat: int, need: int, pool: list[Card], avoided: dict[str, float],
               pair_block: float, rng: random.Random) -> tuple[list[Card], list[Card]]:
    """``need`` cards for ``seat`` from the shuffled ``pool`` by the chances ``avoided`` gives (``_accepted``),
    and the cards left."""
    g = k.game
    held = Counter(rank for card in g.known[seat] if (rank := rank_of(card)) in avoided) if pair_block else None
    hand: list[Card] = []
    deferred: list[Card] = []
    rest: list[Card] = []
    for card in pool:
        rank = rank_of(card)
        if len(hand) < need and (rank not in avoided or _accepted(rank, avoided, held, pair_block, rng)):
            hand.append(card)
        else:
            (deferred if rank in avoided else rest).append(card)
    while len(hand) < need:
        hand.append(deferred.pop())  # too few other cards: the constraint is only a likelihood
    return hand, rest + deferred


def _likeliest_hand(k: Knowledge, seat: int, thrown: Card, need: int, pool: list[Card],
                    avoided: dict[str, float], reading: WorldReading, not_seen_by_seat: Counter[str],
                    rng: random.Random) -> tuple[list[Card], list[Card]]:
    """``_deal_hand`` a few times over, one hand kept by how likely ``thrown`` was as his discard from it:
    a softmax over what the expert's heuristics would rate each card of that hand as a discard
    (``not_seen_by_seat``: ``hidden_from_others``)."""
    options: list[tuple[list[Card], list[Card]]] = []
    logs: list[float] = []
    for _ in range(HAND_TRIES):
        rng.shuffle(pool)
        hand, rest = _deal_hand(k, seat, need, pool, avoided, reading.pair_block, rng)
        options.append((hand, rest))
        logs.append(_discard_log_likelihood(k, seat, thrown, hand, not_seen_by_seat, reading.discard_temperature))
    top = max(logs)
    return rng.choices(options, weights=[math.exp(log - top) for log in logs])[0]


def hidden_from_others(k: Knowledge) -> Counter[str]:
    """Per rank, the cards another player has not seen, but for those he was dealt: what we have not seen,
    and our own hand beyond the cards we took from the pile.  (Less his hand, his ``unseen_by_rank``.)"""
    ours = Counter(map(RANK_KEY.__getitem__, k.hand))
    ours.subtract(map(RANK_KEY.__getitem__, k.game.known[k.seat]))
    return k.unseen_by_rank + ours


def _discard_log_likelihood(k: Knowledge, seat: int, thrown: Card, dealt: list[Card],
                            not_seen_by_seat: Counter[str], temperature: float) -> float:
    """How likely ``seat`` threw ``thrown`` from ``dealt`` with his known cards (nothing joined his hand since)."""
    held = [*k.game.known[seat], *dealt, thrown]
    unseen = not_seen_by_seat.copy()
    unseen.subtract(map(RANK_KEY.__getitem__, dealt))
    ks = Knowledge.in_world(k.game.holding(seat, held), seat, k.view, k.tells, unseen)
    costs = {card: discard_cost(ks, card, EXPERT) for card in set(held)}
    least = min(costs.values())
    return (least - costs[thrown]) / temperature - math.log(
        math.fsum(math.exp((least - c) / temperature) for c in costs.values()))


def _accepted(rank: str, avoided: dict[str, float], held: Counter[str] | None, pair_block: float,
              rng: random.Random) -> bool:
    """Whether a card of a rank the seat showed no interest in is dealt to him (``held`` counts what he
    was dealt of such ranks, when a pair is blocked)."""
    if rng.random() >= avoided[rank]:
        return False
    if held is not None:
        if held[rank] and rng.random() < pair_block:
            return False
        held[rank] += 1
    return True


def consistent_world(k: Knowledge, rng: random.Random,
                     reading: WorldReading = READ_BY_RANK) -> Generator[None, None, Game | None]:
    """``sample_world`` as a step of stepped work (it yields once per world drawn).  While a question is
    open the world must also let the asker go out, as his asking told (C-OUT-7); None when no such world
    turned up in a few tries."""
    for _ in range(QUESTION_TRIES):
        world = sample_world(k, rng, reading)
        yield
        if world.phase != "answer" or _asker_can_go_out(world):
            return world
    return None


def _asker_can_go_out(world: Game) -> bool:
    trial = world.copy()
    trial.apply(Answer(True))
    return bool(trial.legal_moves())  # after a "yes" the only legal moves are ways out
