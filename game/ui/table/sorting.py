"""The order of the player's hand: wild cards and threes grouped apart from the natural ranks."""

from __future__ import annotations

from collections import Counter

from game.core import JOKER, WILD_FACES, Card

SORT_MODES = ("rank", "groups")
_RANKS = "AKQJT987654"
_SUITS = "SHDC"


def _rank_place(card: Card) -> int:
    if card in WILD_FACES:
        return -1  # wild cards first, jokers before twos (see the suit key)
    if card[0] == "3":
        return len(_RANKS)  # threes last: red ones are never held long, black ones are for discarding
    return _RANKS.index(card[0])


def _suit_place(card: Card) -> int:
    return -1 if card == JOKER else _SUITS.index(card[1])


def sort_hand(cards: list[Card], mode: str = "rank") -> list[Card]:
    """``rank``: wild cards, then aces down to fours, then threes.  ``groups``: the same, but the ranks
    held most often first, so pairs and triples to meld stand together at the left."""
    if mode == "groups":
        counts = Counter("*" if c in WILD_FACES else c[0] for c in cards)
        return sorted(cards, key=lambda c: (c not in WILD_FACES, c[0] == "3", -counts[c[0]] if c not in WILD_FACES
                                            else 0, _rank_place(c), _suit_place(c)))
    return sorted(cards, key=lambda c: (_rank_place(c), _suit_place(c)))
