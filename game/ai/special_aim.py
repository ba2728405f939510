"""Aiming at a special hand (MAC-33, MAC-9): fourteen cards shown whole by a player whose side has not
melded, worth 2000 to 3000 points, the hand's whole score.

The prospect of a hand is the value of the special hand it is nearest to times the chance of drawing what
it lacks before the hand ends, and before the partner melds (which closes the way).  The expert weighs it
against everything that closes the way (an opening meld, taking the pile), keeps the cards it needs, and
keeps one three for a straight instead of laying it out.

Modelled: the straight (one each of A to 4, a three, a two and a joker) and seven natural pairs.  Pairs with
wild cards and garbage hands are left to chance: rarer, and they pull against the straight and the pairs.
Reads the RuleSet (``special_hands``, ``special_hand_values``, ``keep_threes_in_hand``), never a preset's name.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.core import BLACK_THREES, JOKER, MAC_THREES, NATURAL_RANKS, RED_THREES, Card

from .knowledge import Knowledge
from .specials import draws_left

SIZE = 14  # a special hand's cards (MAC-33); a hand holds one fewer between turns
STRAIGHT_ITEMS = (*NATURAL_RANKS, "3", "2", JOKER)
AIMED_AT = ("straight", "natural_pairs")
MOST_MISSING = 5  # farther than this, a special hand is out of reach
PARTNER_HOLDS_OFF = 0.7  # the chance that the partner does not meld before the hand is complete
THREES = RED_THREES | BLACK_THREES
FRESH_CARD = 10.0  # the stock card drawn for a three laid out


def _key(card: Card) -> str:
    return JOKER if card == JOKER else card[0]


def _wild_split(k: Knowledge) -> tuple[float, float]:
    """Unseen twos and jokers: the seat's knowledge counts wild cards together, so share them out."""
    r = k.game.rules
    twos, jokers = 4 * r.deck_count, r.jokers_per_pack * r.deck_count
    unseen = k.unseen_by_rank["*"]
    return unseen * twos / max(1, twos + jokers), unseen * jokers / max(1, twos + jokers)


def _outs(k: Knowledge, item: str) -> float:
    if item in ("2", JOKER):
        twos, jokers = _wild_split(k)
        return twos if item == "2" else jokers
    return float(k.unseen_by_rank[item])


def _hit_chance(outs: float, draws: float, unseen: int) -> float:
    """The chance that at least one of ``outs`` hidden copies comes among ``draws`` stock cards."""
    if outs <= 0 or draws <= 0 or unseen <= 0:
        return 0.0
    # float ** float is typed Any (a negative base gives a complex); the base here lies in [0, 1]
    miss: float = (1.0 - min(1.0, draws / unseen)) ** outs
    return 1.0 - miss


def _at_least(chances: list[float], needed: int) -> float:
    """P(at least ``needed`` of independent events with these chances)."""
    if needed <= 0:
        return 1.0
    dist = [1.0] + [0.0] * len(chances)  # dist[j]: P(exactly j so far)
    for q in chances:
        for j in range(len(dist) - 1, 0, -1):
            dist[j] = dist[j] * (1 - q) + dist[j - 1] * q
        dist[0] *= 1 - q
    return sum(dist[needed:])


def straight_chance(k: Knowledge, counts: Counter[str], draws: float, unseen: int) -> float:
    """Between turns (13 cards): the chance to complete the straight.  Extra wild cards cannot be thrown
    (MAC-27) and only one three may be kept (MAC-9a), so a hand with more is off the way."""
    if counts["2"] > 1 or counts[JOKER] > 1 or counts["3"] > 1:
        return 0.0
    missing = [item for item in STRAIGHT_ITEMS if not counts[item]]
    if len(missing) > MOST_MISSING or len(missing) > draws:
        return 0.0
    chance = 1.0
    for item in missing:
        chance *= _hit_chance(_outs(k, item), draws, unseen)
    return chance


def pairs_chance(k: Knowledge, counts: Counter[str], draws: float, unseen: int) -> float:
    """Between turns: the chance to hold seven natural pairs; a wild card cannot be thrown (MAC-27), so
    a hand holding one is off the way.  Threes are laid out, so they do not count."""
    if counts["2"] or counts[JOKER]:
        return 0.0
    naturals = {rank: n for rank, n in counts.items() if rank in NATURAL_RANKS}
    needed = SIZE // 2 - sum(n // 2 for n in naturals.values())
    if needed > MOST_MISSING or needed > draws:
        return 0.0
    singles = [_hit_chance(_outs(k, rank), draws, unseen) for rank, n in naturals.items() if n % 2]
    return _at_least(singles, needed)


def prospect_of(k: Knowledge, cards: Iterable[Card], kinds: tuple[str, ...] = AIMED_AT) -> float:
    """What a hand between turns (13 cards) is worth as a special hand in waiting, in points."""
    g = k.game
    counts = Counter(map(_key, cards))
    if sum(counts.values()) != SIZE - 1:
        return 0.0
    values = dict(g.rules.special_hand_values)
    draws, unseen = _outlook(k)
    best = 0.0
    for kind in kinds:
        chance = CHANCES[kind](k, counts, draws, unseen)
        best = max(best, values.get(kind, 0) * chance)
    return best * (PARTNER_HOLDS_OFF if g.partners_of(k.seat) else 1.0)


CHANCES = {"straight": straight_chance, "natural_pairs": pairs_chance}


def aiming(k: Knowledge) -> bool:
    """Whether special hands are open to the seat: the rules have them and its side has not melded."""
    g = k.game
    return g.rules.special_hands and not k.my_melds


def prospect(k: Knowledge) -> float:
    """The special-hand worth of the seat's hand now: between turns as it is; after drawing, as it will be
    after the best discard for it."""
    if not aiming(k):
        return 0.0
    cached = k.scratch.special_prospect
    if cached is None:
        cached = k.scratch.special_prospect = _best(k, _counted_hand(k))
    return cached


def discard_loss(k: Knowledge, card: Card) -> float:
    """How much of the special-hand prospect throwing this card gives away, against the best throw."""
    if not aiming(k):
        return 0.0
    hand = _counted_hand(k)
    if len(hand) != SIZE or card not in hand:
        return 0.0
    key = _key(card)
    cached = k.scratch.special_loss.get(key)
    if cached is None:
        rest = list(hand)
        rest.remove(card)
        cached = k.scratch.special_loss[key] = max(0.0, prospect(k) - prospect_of(k, rest))
    return cached


def keeps_three_for_straight(k: Knowledge, three: Card) -> bool:
    """Whether to keep this three in hand rather than lay it out (MAC-9): the straight it leaves open is
    worth more than the three's bonus.  Only the last three is kept: one may be kept (MAC-9a)."""
    g = k.game
    if not aiming(k) or g.rules.keep_threes_in_hand == "none" or three not in THREES:
        return False
    threes = [c for c in k.hand if c in THREES]
    if len(threes) != 1:
        return False
    hand = list(k.hand)
    straight_with = _best(k, hand, ("straight",))
    if straight_with <= 0.0:
        return False
    hand.remove(three)
    return straight_with - _best(k, hand, ("straight",)) > _three_worth(k, three)


def _counted_hand(k: Knowledge) -> list[Card]:
    """The hand as a special hand counts it: threes are laid out, but for the last one where one may be
    kept (it counts for the straight)."""
    hand = k.scratch.special_hand
    if hand is None:
        threes = [c for c in k.hand if c in THREES]
        kept = k.game.rules.keep_threes_in_hand != "none" and len(threes) == 1
        hand = k.scratch.special_hand = [c for c in k.hand if c not in THREES or kept]
    return hand


def _outlook(k: Knowledge) -> tuple[float, int]:
    """The seat's own draws left this hand, and the cards it has not seen."""
    outlook = k.scratch.special_outlook
    if outlook is None:
        g = k.game
        draws = draws_left(g) / max(1, len(g.seats_from(g.to_act)))
        outlook = k.scratch.special_outlook = (draws, sum(k.unseen_by_rank.values()))
    return outlook


def _best(k: Knowledge, hand: list[Card], kinds: tuple[str, ...] = AIMED_AT) -> float:
    """The prospect of a hand between turns (13 cards) or after a draw (14: the best throw first).  A hand
    one short (a three about to be laid out) has none: a little less than its due, as the stock card that
    replaces the three might still be what it lacks."""
    if len(hand) == SIZE:
        best, tried = 0.0, set()
        for i, card in enumerate(hand):
            if _key(card) not in tried:
                tried.add(_key(card))
                best = max(best, prospect_of(k, hand[:i] + hand[i + 1:], kinds))
        return best
    return prospect_of(k, hand, kinds)


def _three_worth(k: Knowledge, three: Card) -> float:
    """What laying this three out adds: its step in the colour's table (MAC-35.3), at half weight because
    its sign waits on the side's canastas; a fresh card; and the five points it costs left in hand."""
    colour = RED_THREES if three in RED_THREES else BLACK_THREES
    laid = sum(1 for c in k.game.red_threes[k.side] if c in colour)
    step = MAC_THREES[min(laid + 1, 4)] - MAC_THREES[min(laid, 4)]
    return step / 2 + FRESH_CARD + 5.0
