"""What makes a meld legal (RULES.md 2.5) and how cards are valued (1.3).

Melds are kept as plain lists of cards keyed by rank; these functions judge them by their counts of
natural and wild cards, so the same rules serve laying down, laying off, merging and searching.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .cards import ALL_FACES, WILD_FACES, WILD_MELD, Card, rank_of
from .errors import Refusal
from .rules import RuleSet

BLACK_THREE_RANK = "3"


_IS_WILD = WILD_FACES.__contains__  # made once: a bound method made at each call costs a lookup through the class


def wild_limit(rules: RuleSet, naturals: int) -> int:
    """How many wild cards a meld with ``naturals`` natural cards may hold (C-MELD-2, D2)."""
    ratio = rules.wild_ratio  # "none": the cap only
    by_ratio = naturals if ratio == "at_most_equal" else naturals - 1 if ratio == "strictly_fewer" else 99
    cap = rules.max_wild_per_meld
    if cap is not None and cap < by_ratio:
        by_ratio = cap
    return by_ratio if by_ratio > 0 else 0  # max(0, min(cap, by_ratio)), without two calls: asked at every meld


def meld_refusal(rules: RuleSet, naturals: int, wilds: int, *, new: bool) -> Refusal | None:
    """Why a meld of these counts is illegal, or None (C-MELD-1, C-MELD-2, C-MELD-3, C-MELD-11)."""
    if new and naturals + wilds < rules.min_meld_size:
        return Refusal("meld.too_small", {"needed": rules.min_meld_size})
    if naturals < rules.min_naturals_per_meld:
        return Refusal("meld.too_few_naturals", {"needed": rules.min_naturals_per_meld})
    cap = rules.max_wild_per_meld
    if cap is not None and wilds > cap:
        return Refusal("meld.too_many_wilds", {"most": cap})
    if rules.wild_ratio == "at_most_equal" and wilds > naturals:
        return Refusal("meld.more_wilds_than_naturals")
    if rules.wild_ratio == "strictly_fewer" and wilds >= naturals:
        return Refusal("meld.naturals_must_outnumber")
    if rules.max_meld_size is not None and naturals + wilds > rules.max_meld_size:
        return Refusal("meld.too_large", {"most": rules.max_meld_size})
    return None


def wild_meld_refusal(rules: RuleSet, size: int, *, new: bool) -> Refusal | None:
    """A meld of wild cards alone: allowed by the rules, and within its sizes (D9, X1-2, MAC-15)."""
    if not rules.wild_card_melds:
        return Refusal("wild_meld.not_allowed")
    low, high = rules.wild_meld_size
    if new and size < low:
        return Refusal("wild_meld.too_small", {"needed": low})
    if size > high:
        return Refusal("wild_meld.too_large", {"most": high})
    return None


def lay_refusal(rules: RuleSet, rank: str, naturals: int, wilds: int, *, new: bool) -> Refusal | None:
    """Why a meld of this rank with these counts is illegal, or None: natural ranks, black threes and the
    wild-card meld each have their own rules."""
    if rank == WILD_MELD:
        return wild_meld_refusal(rules, naturals + wilds, new=new)
    if rank == BLACK_THREE_RANK:
        return black_three_meld_refusal(rules, naturals, wilds)
    return meld_refusal(rules, naturals, wilds, new=new)


def black_three_meld_refusal(rules: RuleSet, threes: int, wilds: int) -> Refusal | None:
    """Black threes meld only as 3 or 4 of them, while going out (C-MELD-10, D10)."""
    if not rules.black_three_meld_when_going_out:
        return Refusal("black_threes.never")
    if wilds and not rules.black_three_meld_allows_wild:
        return Refusal("black_threes.no_wilds")
    if wilds and wilds >= threes:
        return Refusal("black_threes.too_many_wilds")
    if threes + wilds < 3:
        return Refusal("black_threes.too_small", {"needed": 3})
    if threes + wilds > 4:
        return Refusal("black_threes.too_large", {"low": 3, "high": 4})
    return None


# The same judgements as English text, for callers that show or search the sentence.
def meld_problem(rules: RuleSet, naturals: int, wilds: int, *, new: bool) -> str | None:
    return _text(meld_refusal(rules, naturals, wilds, new=new))


def wild_meld_problem(rules: RuleSet, size: int, *, new: bool) -> str | None:
    return _text(wild_meld_refusal(rules, size, new=new))


def lay_problem(rules: RuleSet, rank: str, naturals: int, wilds: int, *, new: bool) -> str | None:
    return _text(lay_refusal(rules, rank, naturals, wilds, new=new))


def black_three_meld_problem(rules: RuleSet, threes: int, wilds: int) -> str | None:
    return _text(black_three_meld_refusal(rules, threes, wilds))


def _text(refusal: Refusal | None) -> str | None:
    return None if refusal is None else refusal.sentence


def wild_room(rules: RuleSet, rank: str, naturals: int, size: int) -> int:
    """How many more wild cards a meld of ``size`` cards with ``naturals`` natural ones may take."""
    if rank == WILD_MELD:
        return max(0, rules.wild_meld_size[1] - size)
    return max(0, wild_limit(rules, naturals) - (size - naturals))


def count_wilds(cards: Iterable[Card]) -> int:
    if type(cards) is TableMeld:
        return cards.wilds
    return sum(map(_IS_WILD, cards))


class TableMeld(list[Card]):
    """The cards of one meld on the table, in the order laid, knowing how many of them are wild."""

    __slots__ = ("wilds",)

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        super().__init__(cards)
        self.wilds = sum(map(_IS_WILD, self))

    def append(self, card: Card) -> None:
        super().append(card)
        self.wilds += card in WILD_FACES

    def extend(self, cards: Iterable[Card]) -> None:
        for card in cards:
            self.append(card)

    def plus(self, cards: list[Card]) -> TableMeld:
        """A new meld: these cards, then ``cards``; this one stays as it is."""
        meld = TableMeld.__new__(TableMeld)
        list.extend(meld, self)
        list.extend(meld, cards)
        meld.wilds = self.wilds + sum(map(_IS_WILD, cards))
        return meld

    def copy(self) -> TableMeld:
        return self.plus([])


def is_canasta(rules: RuleSet, meld: list[Card]) -> bool:
    return len(meld) >= rules.canasta_size


def is_natural_canasta(rules: RuleSet, meld: list[Card]) -> bool:
    return len(meld) >= rules.canasta_size and count_wilds(meld) == 0


def canasta_count(rules: RuleSet, melds: Mapping[str, Sequence[Card]]) -> int:
    size, count = rules.canasta_size, 0
    for meld in melds.values():
        if len(meld) >= size:
            count += 1
    return count


def special_meld_kind(rules: RuleSet, rank: str, size: int, wilds: int) -> str | None:
    """"wild", "sevens" or "pure_aces" for an unfinished meld of those kinds, else None (MAC-29, MAC-35.2)."""
    if size >= rules.canasta_size:
        return None
    return "wild" if rank == WILD_MELD else "sevens" if rank == "7" else (
        "pure_aces" if rank == "A" and not wilds else None)


def unfinished_special(rules: RuleSet, rank: str, size: int, wilds: int) -> str | None:
    """The kind of an unfinished meld that ``no_out_with_incomplete`` names, or None (MAC-29, TR-10)."""
    kind = special_meld_kind(rules, rank, size, wilds)
    return kind if kind in rules.no_out_with_incomplete else None


_UNFINISHED = {"wild": "go_out.unfinished_wild_meld", "sevens": "go_out.unfinished_sevens",
               "pure_aces": "go_out.unfinished_clean_aces"}


def incomplete_blocks_out(rules: RuleSet, melds: Mapping[str, Sequence[Card]]) -> Refusal | None:
    """Why these melds keep the side from going out: an unfinished meld of a kind the rules name."""
    if not rules.no_out_with_incomplete:
        return None
    for rank, cards in melds.items():
        kind = unfinished_special(rules, rank, len(cards), count_wilds(cards))
        if kind:
            return Refusal(_UNFINISHED[kind])
    return None


def clean_requirement_met(rules: RuleSet, melds: list[tuple[str, int, int]]) -> bool:
    """Whether a side's first meld, as (rank, natural cards, wild cards) per new meld, holds what the rules
    ask of it (MAC-23, TR-1): a clean meld of three naturals or more, or else a meld of wild cards."""
    need = rules.initial_meld_clean_requirement
    if need == "none":
        return True
    clean = any(rank != WILD_MELD and not wilds and naturals >= 3 for rank, naturals, wilds in melds)
    if need == "pure_always":
        return clean
    if need == "pure_or_wild_meld":
        return clean or any(rank == WILD_MELD for rank, _, _ in melds)
    return any(rank != WILD_MELD and naturals >= 3 for rank, naturals, _ in melds)  # three_naturals


CLEAN_REQUIREMENT_REFUSALS = {  # the refusal of a first meld without what the rules ask of it
    "pure_always": "first_meld.needs_clean_meld",
    "pure_or_wild_meld": "first_meld.needs_clean_or_wild_meld",
    "three_naturals": "first_meld.needs_three_naturals",
}


def card_value_table(rules: RuleSet) -> dict[Card, int]:
    """Points of every face under these rules (RULES.md 1.3; red threes score separately)."""
    by_rank = rules.value_of_rank()
    return {face: by_rank.get(rank_of(face), 0) for face in ALL_FACES}
