"""Modern American's special hands (RULES.md MAC-33): fourteen cards shown whole, by a player whose side has
not melded, right after a stock draw; the hand ends at once and his side scores the hand's value alone.

Pairs need not be of different ranks [interpretation, MAC-33]; cards of a dead rank may be used (MAC-17).
"""

from __future__ import annotations

from collections import Counter

from .cards import JOKER, NATURAL_RANKS, Card

SIZE = 14


def special_hands_in(cards: list[Card]) -> list[str]:
    """The special hands these cards make, in the order of RULES.md's table."""
    if len(cards) != SIZE:
        return []
    return [name for name, test in _TESTS if test(cards)]


def _ranks(cards: list[Card]) -> Counter[str]:
    return Counter(c[0] if c != JOKER else JOKER for c in cards)


def _is_straight(cards: list[Card]) -> bool:
    """One each of A K Q J 10 9 8 7 6 5 4, plus one three, one two and one joker."""
    counts = _ranks(cards)
    return all(counts[r] == 1 for r in NATURAL_RANKS) and counts["3"] == counts["2"] == counts[JOKER] == 1


def _is_natural_pairs(cards: list[Card]) -> bool:
    """Seven pairs of natural cards, no wild card."""
    counts = _ranks(cards)
    return set(counts) <= set(NATURAL_RANKS) and all(n % 2 == 0 for n in counts.values())


def _is_pairs_with_wilds(cards: list[Card]) -> bool:
    """Seven pairs among them aces, sevens and one pair of wild cards (two twos or two jokers)."""
    counts = _ranks(cards)
    wild = {r: counts[r] for r in ("2", JOKER) if counts[r]}
    if list(wild.values()) != [2]:
        return False
    naturals = {r: n for r, n in counts.items() if r not in ("2", JOKER)}
    return (set(naturals) <= set(NATURAL_RANKS) and all(n % 2 == 0 for n in naturals.values())
            and naturals.get("A", 0) >= 2 and naturals.get("7", 0) >= 2)


def _is_garbage(cards: list[Card]) -> bool:
    """Two fours and two threes of a kind: four different natural ranks, no wild card."""
    counts = _ranks(cards)
    return set(counts) <= set(NATURAL_RANKS) and sorted(counts.values()) == [3, 3, 4, 4]


_TESTS = (("straight", _is_straight), ("natural_pairs", _is_natural_pairs),
          ("pairs_with_wilds", _is_pairs_with_wilds), ("garbage", _is_garbage))
