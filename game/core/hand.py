"""A player's cards: a list, plus an index by kind that move generation reads on every call.

Keeping the index up to date as cards come and go is far cheaper than sorting the hand into ranks
each time the legal moves are listed, which random play and search do for every move.
"""

from __future__ import annotations

from bisect import bisect, insort
from collections.abc import Iterable
from typing import Any, Self, SupportsIndex

from .cards import ALL_FACES, BLACK_THREES, JOKER, NATURAL_RANKS, Card, sort_key

WildChoice = tuple[tuple[Card, ...], tuple[Card, ...]]  # (jokers, twos)
_NATURAL_SET = frozenset(NATURAL_RANKS)
_RANK_PLACE = {rank: i for i, rank in enumerate(NATURAL_RANKS)}
_RANK_PLACE_OF = _RANK_PLACE.__getitem__
# Each face's kind in the index: its rank for a natural card, JK, 2, or 3 for a black three (a red three has none).
_KIND = {face: JOKER if face == JOKER else "3" if face in BLACK_THREES else face[0]
         for face in ALL_FACES if face not in ("3H", "3D")}
_KIND_OF = _KIND.get


# Each distinct ``wild_key`` met in this process, numbered: a hand's ``wild_id`` stands for its wild cards in the memo's
# keys, an int hashed at once where the nested tuple is hashed afresh at every look-up (CPython does not keep a
# tuple's hash).  A few hundred at most: the jokers and the twos by suit a hand can hold.
_NO_WILDS: WildChoice = ((), ())
_WILD_IDS: dict[WildChoice, int] = {_NO_WILDS: 0}


class Hand(list[Card]):
    """Cards in the order they arrived, indexed: ``by_rank`` (naturals), ``jokers``, ``twos``,
    ``black_threes`` and ``faces`` (each distinct card once), all sorted; ``count_of`` per face; ``ranks``,
    the natural ranks held; ``wild_key``, the jokers and twos as one value, ``wild_id``, the same as a number
    (equal for equal ``wild_key``s within a process), and ``wild_count``, how many."""

    __slots__ = ("by_rank", "jokers", "twos", "black_threes", "count_of", "_faces", "ranks", "_wilds_by_count",
                 "_choices", "wild_key", "wild_count", "wild_id")
    _faces: list[Card] | None  # each distinct card once, sorted: built when first asked for (``faces``)
    ranks: tuple[str, ...]  # the natural ranks held, high to low
    _wilds_by_count: list[list[WildChoice]] | None
    _choices: dict[tuple[int, int], list[WildChoice]]
    wild_key: WildChoice  # the wild cards held, as a memo key

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        super().__init__(cards)
        self._reindex()

    def _reindex(self) -> None:
        self.by_rank: dict[str, tuple[Card, ...]] = {}  # tuples: read far more often than changed
        self.jokers: list[Card] = []
        self.twos: list[Card] = []
        self.black_threes: list[Card] = []
        self.count_of: dict[Card, int] = {}
        if self:
            self._index_many(self, fresh=True)
        else:  # no cards (a hand about to be dealt): the index of none, without the passes that sort cards out
            self.ranks = ()
            self._faces = None
            self._wilds_by_count, self._choices = None, {}
            self.wild_key, self.wild_count, self.wild_id = _NO_WILDS, 0, _WILD_IDS[_NO_WILDS]

    def _index_many(self, cards: Iterable[Card], fresh: bool = False) -> None:
        """Index cards already in the list: one pass sorting them out by kind, then each kind changed sorted once.
        New ranks enter ``by_rank`` in the order the cards came."""
        count_of = self.count_of
        grouped: dict[str, list[Card]] = {}
        for card in cards:
            count_of[card] = count_of.get(card, 0) + 1
            kind = _KIND_OF(card, "")  # "": a red three, never kept, but a position may hold one, to be refused
            if kind in grouped:
                grouped[kind].append(card)
            else:
                grouped[kind] = [card]
        by_rank = self.by_rank
        new_rank = wilds = False
        for kind, added in grouped.items():
            if kind in _NATURAL_SET:
                old = by_rank.get(kind)
                if old is None:
                    new_rank = True
                    by_rank[kind] = (added[0],) if len(added) == 1 else tuple(sorted(added, key=sort_key))
                else:
                    by_rank[kind] = tuple(sorted((*old, *added), key=sort_key))
            elif kind == JOKER:
                self.jokers += added
                wilds = True
            elif kind == "2":
                self.twos += added
                self.twos.sort(key=sort_key)
                wilds = True
            elif kind == "3":
                self.black_threes += added
                self.black_threes.sort(key=sort_key)
        if new_rank or fresh:
            self.ranks = tuple(filter(by_rank.__contains__, NATURAL_RANKS))  # held, high to low
        self._faces = None
        if wilds or fresh:
            self._wilds_changed()

    def _wilds_changed(self) -> None:
        self._wilds_by_count = None
        self._choices = {}
        jokers, twos = self.jokers, self.twos
        key = self.wild_key = (tuple(jokers), tuple(twos))
        self.wild_count = len(jokers) + len(twos)
        wild_id = _WILD_IDS.get(key)
        if wild_id is None:
            wild_id = _WILD_IDS[key] = len(_WILD_IDS)
        self.wild_id = wild_id

    # The commonest changes, a card drawn and a card played, update the index in place.
    def append(self, card: Card) -> None:
        list.append(self, card)
        count_of = self.count_of
        count = count_of.get(card, 0)
        count_of[card] = count + 1
        if not count and self._faces is not None:
            insort(self._faces, card, key=sort_key)  # a new face
        rank = card[0]
        if card == JOKER:
            self.jokers.append(card)  # jokers are all alike: no order to keep
            self._wilds_changed()
        elif rank in _NATURAL_SET:
            by_rank = self.by_rank
            cards = by_rank.get(rank)
            if cards is None:
                by_rank[rank] = (card,)
                ranks = self.ranks  # a new rank: into its place
                i = bisect(ranks, _RANK_PLACE[rank], key=_RANK_PLACE_OF)
                self.ranks = (*ranks[:i], rank, *ranks[i:])
            elif len(cards) == 1:  # a second card of the rank, the commonest: before or after the first
                by_rank[rank] = (card, *cards) if sort_key(card) < sort_key(cards[0]) else (*cards, card)
            else:  # into its place, after its equals (as sorted would put it), without sorting
                i = bisect(cards, sort_key(card), key=sort_key)
                by_rank[rank] = (*cards[:i], card, *cards[i:])
        elif rank == "2":
            insort(self.twos, card, key=sort_key)
            self._wilds_changed()
        elif card in BLACK_THREES:
            insort(self.black_threes, card, key=sort_key)
        # a red three is never kept, but a position may be built with one, to be refused

    def remove(self, card: Card) -> None:
        list.remove(self, card)
        count_of = self.count_of
        count = count_of[card] - 1
        if count:
            count_of[card] = count
        else:
            del count_of[card]
            if self._faces is not None:
                self._faces.remove(card)  # the last copy of a face
        rank = card[0]
        if card == JOKER:
            self.jokers.pop()
            self._wilds_changed()
        elif rank in _NATURAL_SET:
            by_rank = self.by_rank
            cards = by_rank[rank]
            if len(cards) == 1:
                del by_rank[rank]
                ranks = self.ranks  # the rank's last card
                i = ranks.index(rank)
                self.ranks = ranks[:i] + ranks[i + 1:]
            elif cards[0] is card:  # the first or the last of the rank: one slice, not two joined
                by_rank[rank] = cards[1:]
            elif cards[-1] is card:
                by_rank[rank] = cards[:-1]
            else:
                i = cards.index(card)
                by_rank[rank] = cards[:i] + cards[i + 1:]
        elif rank == "2":
            self.twos.remove(card)
            self._wilds_changed()
        elif card in BLACK_THREES:
            self.black_threes.remove(card)

    def extend(self, cards: Iterable[Card]) -> None:
        if not isinstance(cards, list | tuple):
            cards = list(cards)
        if len(cards) < 4:
            for card in cards:
                self.append(card)
            return
        super().extend(cards)  # a taken pile: append everything, then sort each kind once
        self._index_many(cards)

    @property
    def faces(self) -> list[Card]:
        """Each distinct card once, in sort order: the hand's own list, kept up to date as cards come and go
        (read it now; copy it to keep it)."""
        if self._faces is None:
            self._faces = sorted(self.count_of, key=sort_key)
        return self._faces

    def copy(self) -> Hand:
        """An independent hand with the same cards, its index copied rather than rebuilt."""
        new = Hand.__new__(Hand)
        list.extend(new, self)
        new.by_rank, new.count_of = dict(self.by_rank), dict(self.count_of)  # tuples and numbers: shared
        new.jokers, new.twos, new.black_threes = list(self.jokers), list(self.twos), list(self.black_threes)
        new._faces = None if self._faces is None else list(self._faces)
        new.ranks, new.wild_key, new.wild_count, new.wild_id = self.ranks, self.wild_key, self.wild_count, self.wild_id
        new._wilds_by_count, new._choices = self._wilds_by_count, dict(self._choices)  # lists never changed
        return new

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

    # mypy holds ``+=`` to ``list.__add__``, which takes only lists; typeshed's own ``list.__iadd__`` (any
    # iterable, as here and at run time) needs the same ignore.
    def __iadd__(self, cards: Iterable[Card], /) -> Self:  # type: ignore[override, misc]
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
