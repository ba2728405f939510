"""A player's cards: a list, plus an index by kind that move generation reads on every call.

Keeping the index up to date as cards come and go is far cheaper than sorting the hand into ranks
each time the legal moves are listed, which random play and search do for every move.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable
from typing import Any, SupportsIndex

from .cards import BLACK_THREES, JOKER, NATURAL_RANKS, Card, sort_key

WildChoice = tuple[tuple[Card, ...], tuple[Card, ...]]  # (jokers, twos)
_NATURAL_SET = frozenset(NATURAL_RANKS)


class Hand(list[Card]):
    """Cards in the order they arrived, indexed: ``by_rank`` (naturals), ``jokers``, ``twos``,
    ``black_threes`` and ``faces`` (each distinct card once), all sorted; ``count_of`` per face."""

    __slots__ = ("by_rank", "jokers", "twos", "black_threes", "faces", "count_of", "_wilds_by_count", "_choices")

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        super().__init__(cards)
        self._reindex()

    def _reindex(self) -> None:
        self.by_rank: dict[str, list[Card]] = {}
        self.jokers: list[Card] = []
        self.twos: list[Card] = []
        self.black_threes: list[Card] = []
        self.faces: list[Card] = []
        self.count_of: dict[Card, int] = {}
        self._wilds_by_count: list[list[WildChoice]] | None = None
        self._choices: dict[tuple[int, int], list[WildChoice]] = {}
        for card in self:
            self._index(card)

    def _kind_list(self, card: Card, create: bool) -> list[Card] | None:
        rank = card[0]
        if card == JOKER:
            return self.jokers
        if rank in _NATURAL_SET:
            cards = self.by_rank.get(rank)
            if cards is None and create:
                cards = self.by_rank[rank] = []
            return cards
        if rank == "2":
            return self.twos
        if card in BLACK_THREES:
            return self.black_threes
        return None  # a red three: never kept, but a position may be built with one to be refused

    def _index(self, card: Card) -> None:
        count = self.count_of.get(card, 0)
        self.count_of[card] = count + 1
        if not count:
            insort(self.faces, card, key=sort_key)
        cards = self._kind_list(card, create=True)
        if cards is not None:
            insort(cards, card, key=sort_key)
        if cards is self.jokers or cards is self.twos:
            self._wilds_by_count = None
            self._choices = {}

    def append(self, card: Card) -> None:
        super().append(card)
        self._index(card)

    def extend(self, cards: Iterable[Card]) -> None:
        if not isinstance(cards, list | tuple):
            cards = list(cards)
        if len(cards) < 4:
            for card in cards:
                self.append(card)
            return
        super().extend(cards)  # a taken pile: append everything, then sort each touched list once
        touched = {id(self.faces): self.faces}
        for card in cards:
            count = self.count_of.get(card, 0)
            self.count_of[card] = count + 1
            if not count:
                self.faces.append(card)
            kind = self._kind_list(card, create=True)
            if kind is not None:
                kind.append(card)
                touched[id(kind)] = kind
        for kind in touched.values():
            kind.sort(key=sort_key)
        self._wilds_by_count = None
        self._choices = {}

    def remove(self, card: Card) -> None:
        super().remove(card)
        count = self.count_of[card] - 1
        if count:
            self.count_of[card] = count
        else:
            del self.count_of[card]
            self.faces.remove(card)
        cards = self._kind_list(card, create=False)
        if cards is not None:
            cards.remove(card)
            if not cards and card != JOKER and card[0] in self.by_rank:
                del self.by_rank[card[0]]
        if cards is self.jokers or cards is self.twos:
            self._wilds_by_count = None
            self._choices = {}

    # Any other change rebuilds the index, so the list and its index can never disagree.
    def insert(self, index: SupportsIndex, card: Card) -> None:
        super().insert(index, card)
        self._reindex()

    def pop(self, index: SupportsIndex = -1) -> Card:
        card = super().pop(index)
        self._reindex()
        return card

    def clear(self) -> None:
        super().clear()
        self._reindex()

    def __setitem__(self, index: Any, value: Any) -> None:
        super().__setitem__(index, value)
        self._reindex()

    def __delitem__(self, index: Any) -> None:
        super().__delitem__(index)
        self._reindex()

    def __iadd__(self, cards: Iterable[Card]) -> Hand:  # type: ignore[override]
        self.extend(cards)
        return self

    def count(self, card: Card) -> int:
        return self.count_of.get(card, 0)

    def __contains__(self, card: object) -> bool:
        return card in self.count_of

    @property
    def wilds_by_count(self) -> list[list[WildChoice]]:
        """Index w: every distinct set of w wild cards by kind."""
        if self._wilds_by_count is None:
            jokers, twos = self.jokers, self.twos
            self._wilds_by_count = [
                [(tuple(jokers[:j]), tuple(twos[:w - j]))
                 for j in range(max(0, w - len(twos)), min(w, len(jokers)) + 1)]
                for w in range(len(jokers) + len(twos) + 1)]
        return self._wilds_by_count

    def wild_choices(self, low: int, high: int) -> list[WildChoice]:
        """Every distinct set of ``low``..``high`` wild cards by kind."""
        choices = self._choices.get((low, high))
        if choices is None:
            by_count = self.wilds_by_count
            choices = self._choices[(low, high)] = [
                pair for w in range(max(0, low), min(high, len(by_count) - 1) + 1) for pair in by_count[w]]
        return choices
