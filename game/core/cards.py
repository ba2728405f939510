"""Cards, their notation and their classes (RULES.md 1.1-1.3).

A card is its face written in notation: rank ``A K Q J T 9 8 7 6 5 4 3 2`` followed by suit ``S H D C``,
or ``JK`` for a joker.  Two packs hold identical faces; the engine counts copies rather than naming them,
because no rule tells two copies of one face apart.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable

from .errors import NotationError

Card = str

RANKS = "AKQJT98765432"  # high to low, the order used for sorting and display
SUITS = "SHDC"
JOKER: Card = "JK"
NATURAL_RANKS = "AKQJT987654"  # ranks that form melds of their own (C-MELD-1)
WILD_MELD = "W"  # the key of a meld of wild cards only, where the rules allow one (D9, X1-2, VV-11, MAC-15)

RED_THREES: frozenset[Card] = frozenset({"3H", "3D"})
BLACK_THREES: frozenset[Card] = frozenset({"3S", "3C"})
# One string object per face, the same as the literals in the code ("2S", "3H"): every card dealt is one of these
# (full_deck), so cards compare, hash and look up by identity in the hands, the tables and the memo's keys.
ALL_FACES: tuple[Card, ...] = tuple(sys.intern(r + s) for r in RANKS for s in SUITS) + (JOKER,)
WILD_FACES: frozenset[Card] = frozenset(("2S", "2H", "2D", "2C", JOKER))

_SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
_RANK_ORDER = {r: i for i, r in enumerate(RANKS)}
_SUIT_ORDER = {s: i for i, s in enumerate(SUITS)}


_FACES = {face: face for face in ALL_FACES}  # each face's one object, by its text


def rank_of(card: Card) -> str:
    """The rank letter of a card; ``"JK"`` for a joker."""
    return JOKER if card == JOKER else card[0]


def is_wild(card: Card) -> bool:
    """Jokers and twos are wild (RULES 1.2)."""
    return card == JOKER or card[0] == "2"


def is_natural(card: Card) -> bool:
    """A natural card: 4 to ace (RULES 1.2)."""
    return card != JOKER and card[0] in NATURAL_RANKS


def is_red_three(card: Card) -> bool:
    return card in RED_THREES


def is_black_three(card: Card) -> bool:
    return card in BLACK_THREES


def _order(card: Card) -> int:
    if card == JOKER:
        return -1
    return _RANK_ORDER[card[0]] * 4 + _SUIT_ORDER[card[1]]


_SORT_INDEX = {face: _order(face) for face in ALL_FACES}
sort_key = _SORT_INDEX.__getitem__  # jokers first, then ranks high to low, suits S H D C within a rank


def sorted_cards(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=sort_key)


def parse_card(text: str) -> Card:
    """Parse one card; accepts ``10`` for ``T``, lower case and the suit symbols ``♠♥♦♣``."""
    face = _FACES.get(text)
    if face is not None:
        return face  # already in notation (positions and views are full of these): the face's one object
    raw = text.strip()
    t = raw.upper()
    for symbol, letter in _SUIT_SYMBOLS.items():
        t = t.replace(symbol, letter)
    if t in ("JK", "JOKER", "*"):
        return JOKER
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) == 2 and t[0] in RANKS and t[1] in SUITS:
        return _FACES[t]
    raise NotationError(f"{raw!r} is not a card: write a rank (A K Q J T 9 ... 2) and a suit (S H D C), or JK")


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse cards separated by spaces (or an iterable of card texts)."""
    parts = text.split() if isinstance(text, str) else list(text)
    return [parse_card(p) for p in parts]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(cards)


def without_cards(cards: Iterable[Card], removed: Iterable[Card]) -> list[Card]:
    """``cards`` in their order, less one copy of each card in ``removed`` (cards not there are ignored)."""
    left = Counter(removed)
    kept = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            kept.append(card)
    return kept


def full_deck(deck_count: int, jokers_per_pack: int) -> list[Card]:
    """Every card of ``deck_count`` packs, in a fixed order (the shuffle happens elsewhere): the faces of
    ``ALL_FACES`` themselves, not copies."""
    return [*ALL_FACES[:-1], *[JOKER] * jokers_per_pack] * deck_count


def deck_counts(deck_count: int, jokers_per_pack: int) -> Counter[Card]:
    return Counter(full_deck(deck_count, jokers_per_pack))
