"""Which card to throw: what a card is worth keeping against what it would hand the next opponent."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.core import BLACK_THREES, WILD_FACES, Card, dead_ranks, rank_of

from .knowledge import Knowledge
from .levels import Level
from .specials import closed_bonus, end_is_near, hoard_penalty, wild_keep
from .terms import Why, note


def hoard_exposure(k: Knowledge, hoard: int, level: Level) -> float:
    """What holding three or more of a penalised rank costs now: the penalty, times the chance that the
    hand ends before they are shed (one a turn), but never less than the level's urgency."""
    return hoard * max(level.hoard_urgency, end_is_near(k.game))


def dead_ranks_for(k: Knowledge) -> frozenset[str]:
    """Ranks nobody may meld any more (MAC-16): worth nothing to keep, safe to throw."""
    dead = k.scratch.dead
    if dead is None:
        dead = k.scratch.dead = dead_ranks(k.game, k.side)
    return dead


def takes_make_lone(k: Knowledge) -> bool:
    """The first to take the pile this hand becomes the lone player, the others his opponents (V3-TMP-3)."""
    return k.game.rules.side_structure == "temporary_partnership" and k.game.partnership is None


def cannot_take_with(k: Knowledge, side: int, rank: str) -> bool:
    """The pile cannot be taken with this rank on top: it is dead, or the side's meld of it would grow
    past the largest meld (MAC-16, MAC-21)."""
    r = k.game.rules
    if rank in dead_ranks(k.game, side):
        return True
    size = len(k.melds_of_side(side).get(rank, ()))
    return r.max_meld_size is not None and size > 0 and size + r.min_meld_size > r.max_meld_size


def keep_value(k: Knowledge, card: Card, level: Level, why: Why = None) -> float:
    """How much worse off the hand is without this card, in points; ``why`` notes which kind of card it is."""
    if card in WILD_FACES:
        return note(why, "keep", wild_keep(k.game, level), kind="wild", card=card)
    value = k.game.values[card]
    if card in BLACK_THREES:
        return note(why, "keep", -20.0 if level.black_three_first else value / 2, kind="black_three", card=card)
    rank = rank_of(card)
    held = len(k.game.hands[k.seat].by_rank.get(rank, ()))
    if level.rules_sense:
        if rank in dead_ranks_for(k):
            # it melds nowhere any more (MAC-16); a safe discard for later, no more
            return note(why, "keep", value / 4, kind="dead", card=card)
        hoard = hoard_penalty(k.game, rank)
        if hoard and held >= 3 and rank not in k.my_melds:
            # three in hand at the end cost dearly (MAC-35.6): the copies beyond two are a risk to shed
            return note(why, "keep", level.keep_triple + value - hoard_exposure(k, hoard, level), kind="hoard",
                        card=card, held=held)
    if rank in k.my_melds:
        return note(why, "keep", level.keep_laid_rank + value / 2, kind="laid", card=card)
    if held >= 3:
        return note(why, "keep", level.keep_triple + value, kind="triple", card=card, held=held)
    if held == 2:
        return note(why, "keep", level.keep_pair + value, kind="pair", card=card)
    # A single: worth what it may become, which needs unseen copies of its rank.
    return note(why, "keep", value / 2 + min(k.unseen_by_rank[rank], 4) * level.keep_per_unseen_copy,
                kind="single", card=card)


def pile_prize(k: Knowledge, level: Level, extra: int = 1) -> float:
    """What the pile is worth to whoever takes it, with ``extra`` more cards thrown on it."""
    return prize_of_cards(k.game.pile, level) + extra * level.pile_card_worth


def prize_of_cards(pile: Sequence[Card], level: Level) -> float:
    """What these pile cards are worth to whoever takes them (beyond their points): wild cards most."""
    worth = 0.0
    for card in pile:
        worth += 40.0 if card in WILD_FACES else level.pile_card_worth
    return worth


def prize_of_pile(k: Knowledge, level: Level) -> float:
    """``pile_prize`` with one more card, worked out once per decision."""
    prize = k.scratch.pile_prize.get(level.pile_card_worth)
    if prize is None:
        prize = k.scratch.pile_prize[level.pile_card_worth] = pile_prize(k, level)
    return prize


def chance_holds(k: Knowledge, seat: int, rank: str, copies: int, level: Level) -> float:
    """The chance that ``seat`` holds at least ``copies`` (1 or 2) naturals of ``rank``; known ones count
    first, and every unseen copy is in his hand with the share of hidden cards his hand holds."""
    known = k.known_ranks(seat)[rank]
    if known >= copies:
        return 1.0
    need = copies - known
    unseen = k.unseen_by_rank[rank]
    p = k.hidden_share(seat)
    if unseen < need or p <= 0.0:
        return 0.0
    none = (1 - p) ** unseen
    chance = 1.0 - none if need == 1 else 1.0 - none - unseen * p * (1 - p) ** (unseen - 1)
    if k.let_go_rank(seat, rank):
        chance *= level.let_go_discount  # he let this rank go before: he probably holds no pair of it
    if rank in k.layable_at_discard.get(seat, ()):
        chance *= level.laid_off_discount  # he would have laid it on his side's meld
    return chance


def chance_can_take(k: Knowledge, seat: int, rank: str, level: Level) -> float:
    """The chance that ``seat`` could take the pile with a card of ``rank`` on top."""
    side = k.game.side_of(seat)
    if level.rules_sense and cannot_take_with(k, side, rank):
        return 0.0
    opponent_melds = k.melds_of_side(side)
    frozen = k.pile_is_frozen_for(side)
    if level.discard_safety == "melds":
        return 1.0 if (not frozen and rank in opponent_melds) else 0.0
    if not frozen and rank in opponent_melds and k.game.rules.pile_take_by_layoff:
        return 1.0
    pair = chance_holds(k, seat, rank, 2, level)
    if frozen:
        if not k.side_has_melded(side):
            pair *= 0.6  # an unopened side also needs the minimum for its first meld
        return pair
    one = chance_holds(k, seat, rank, 1, level)
    return min(1.0, pair + (one - pair) * 0.5)  # one natural and a wild card also take an open pile


def canasta_fed(k: Knowledge, side: int, card: Card) -> float:
    """The canasta bonus that taking the pile with ``card`` on top closes for ``side``, from what everyone
    sees: its meld of the rank, the card laid on it and the pile's natural cards of the rank reach a canasta."""
    r = k.game.rules
    rank = rank_of(card)
    meld = k.melds_of_side(side).get(rank)
    if not meld or len(meld) >= r.canasta_size:
        return 0.0
    naturals = [c for c in k.game.pile if c not in WILD_FACES and rank_of(c) == rank]
    if len(meld) + 1 + len(naturals) < r.canasta_size:
        return 0.0
    return float(closed_bonus(k.game, rank, [*meld, card, *naturals]))


def discard_danger(k: Knowledge, card: Card, level: Level) -> float:
    """Expected points handed to the opponents by throwing this card."""
    if level.discard_safety == "none" or card in WILD_FACES or card in BLACK_THREES:
        return 0.0  # wild cards freeze the pile and black threes block it: nobody takes them next
    if not k.opponents or k.game.next_seat(k.seat) != k.opponents[0]:
        return 0.0  # the next player is a partner (two against one): the card is his to take or to cover
    rank = rank_of(card)
    key = (rank, level)  # a canasta fed depends on the rank alone too: cards of a rank are alike here
    cached = k.scratch.danger.get(key)
    if cached is not None:
        return cached
    prize = prize_of_pile(k, level)
    if level.big_pile_danger:  # a big pile makes canastas: worth more than its cards one by one
        prize *= 1.0 + level.big_pile_danger * max(0, len(k.game.pile) - 10)
    danger = 0.0
    for i, seat in enumerate(k.opponents):
        weight = 1.0 if i == 0 else level.later_opponent_weight
        if i > 0 and (level.discard_safety == "melds" or not weight):
            break
        gift = prize + (canasta_fed(k, k.game.side_of(seat), card) if level.counts_fed_canastas else 0.0)
        danger += weight * chance_can_take(k, seat, rank, level) * gift
    if level.rules_sense and takes_make_lone(k):
        danger *= level.feed_lone_discount  # whoever takes it plays alone against us both
    k.scratch.danger[key] = danger
    return danger


def discard_cost(k: Knowledge, card: Card, level: Level, why: Why = None) -> float:
    return keep_value(k, card, level, why) + note(why, "danger", discard_danger(k, card, level), card=card)


def discard_lost(k: Knowledge, laid: Sequence[Card], level: Level) -> float:
    """How much dearer the turn's discard gets when the ``laid`` cards leave the hand: a meld may take the
    safest card, and then a dangerous one goes onto the pile instead."""
    costs = k.scratch.discard_costs

    def cost(card: Card) -> float:
        key = (card, level)
        found = costs.get(key)
        if found is None:
            found = costs[key] = discard_cost(k, card, level)
        return found

    hand = list(k.hand)
    left = Counter(hand)
    left.subtract(laid)
    kept = [card for card, n in left.items() if n > 0]
    if not kept:
        return 0.0  # nothing left to throw: the meld is the way out, judged elsewhere
    return max(0.0, min(cost(c) for c in kept) - min(cost(c) for c in hand))
