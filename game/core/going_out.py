"""Can this hand go out now?  A small exact search (C-OUT-2, C-OUT-7, C-CONC-3).

The engine asks it to offer the partner question only when a "yes" can be honoured, to hold a player
to a "yes", and to list the one-action concealed going out.  Suits never matter and jokers and twos
are interchangeable for legality, so the search works on counts: for each possible last discard it
checks that every remaining natural joins a meld, that the wild cards fit (each new meld gets what it
needs first) and that enough melds can be filled to canastas.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import BLACK_THREES, JOKER, Card, is_wild, rank_of, sort_key
from .melds import BLACK_THREE_RANK, count_wilds, wild_limit
from .moves import Group
from .rules import RuleSet


@dataclass(frozen=True)
class GoingOutPlan:
    """One way to go out: these groups, then this last discard (None: no discard)."""

    groups: tuple[Group, ...]
    discard: Card | None


@dataclass
class _Slot:
    rank: str
    naturals: list[Card]  # from the hand
    size: int  # cards in the meld before wild cards from the hand
    need: int  # wild cards it must receive (a new meld short of the minimum size)
    room: int  # wild cards it may receive


def find_going_out(rules: RuleSet, hand: list[Card], melds: dict[str, list[Card]], values: dict[Card, int],
                   minimum: int | None, allow_no_discard: bool) -> GoingOutPlan | None:
    """A plan that empties ``hand`` onto ``melds`` legally, or None.

    ``minimum``: the initial-meld minimum the laid cards must reach (None when the side is open or the
    concealed exemption applies).  ``allow_no_discard``: whether the hand may end without a discard.
    """
    counts = Counter(hand)
    options: list[Card | None] = [None] if allow_no_discard else []
    options += sorted(counts, key=sort_key)
    for discard in options:
        rest = counts.copy()
        if discard is not None:
            rest[discard] -= 1
        plan = _plan_without_discard(rules, +rest, melds, values, minimum)
        if plan is not None:
            return GoingOutPlan(plan, discard)
    return None


def _plan_without_discard(rules: RuleSet, rest: Counter[Card], melds: dict[str, list[Card]],
                          values: dict[Card, int], minimum: int | None) -> tuple[Group, ...] | None:
    if minimum is not None and sum(values[c] * n for c, n in rest.items()) < minimum:
        return None
    wilds: list[Card] = []
    by_rank: dict[str, list[Card]] = {}
    for card, n in rest.items():
        if is_wild(card):
            wilds += [card] * n
        elif card in BLACK_THREES:
            by_rank.setdefault(BLACK_THREE_RANK, []).extend([card] * n)
        elif rank_of(card) == "3":
            return None  # a red three is never in a hand that plays; guard anyway
        else:
            by_rank.setdefault(rank_of(card), []).extend([card] * n)
    wilds.sort(key=lambda c: c != JOKER)
    slots = _slots(rules, by_rank, melds)
    if slots is None:
        return None
    need = sum(s.need for s in slots)
    if not need <= len(wilds) <= sum(s.room for s in slots):
        return None
    alloc = {id(s): s.need for s in slots}
    spare = len(wilds) - need
    canastas = sum(1 for s in slots if s.size >= rules.canasta_size)
    short = sorted((rules.canasta_size - s.size - s.need, id(s)) for s in slots
                   if s.size < rules.canasta_size and rules.canasta_size - s.size <= s.room)
    for extra, key in short:
        if extra <= spare:
            alloc[key] += max(0, extra)
            spare -= max(0, extra)
            canastas += 1
    if canastas < rules.canastas_to_go_out:
        return None
    for s in slots:  # leftover wild cards wherever there is room
        take = min(spare, s.room - alloc[id(s)])
        alloc[id(s)] += take
        spare -= take
    groups = []
    for s in slots:
        given, wilds = wilds[:alloc[id(s)]], wilds[alloc[id(s)]:]
        if s.naturals or given:
            groups.append(Group.of(s.naturals + given, s.rank))
    return tuple(groups)


def _slots(rules: RuleSet, by_rank: dict[str, list[Card]], melds: dict[str, list[Card]]) -> list[_Slot] | None:
    """Every meld the hand's cards can end up in, with the wild cards each needs and can take."""
    slots = []
    for rank, naturals in by_rank.items():
        if rank == BLACK_THREE_RANK:
            n = len(naturals)
            if not rules.black_three_meld_when_going_out:
                return None
            if n >= 3:
                slots.append(_Slot(rank, naturals, n, 0, 0))
            elif n == 2 and rules.black_three_meld_allows_wild:
                slots.append(_Slot(rank, naturals, n, 1, 1))
            else:
                return None
            continue
        existing = melds.get(rank)
        if existing is None:
            n = len(naturals)
            if n < rules.min_naturals_per_meld:
                return None
            need = max(0, rules.min_meld_size - n)
            room = wild_limit(rules, n)
            if need > room:
                return None
            slots.append(_Slot(rank, naturals, n, need, room))
        else:
            n = len(existing) - count_wilds(existing) + len(naturals)
            w = count_wilds(existing)
            slots.append(_Slot(rank, naturals, len(existing) + len(naturals), 0, max(0, wild_limit(rules, n) - w)))
    for rank, existing in melds.items():
        if rank not in by_rank and rank != BLACK_THREE_RANK:
            n = len(existing) - count_wilds(existing)
            room = max(0, wild_limit(rules, n) - count_wilds(existing))
            slots.append(_Slot(rank, [], len(existing), 0, room))
    if rules.max_meld_size is not None:
        for s in slots:
            s.room = max(0, min(s.room, rules.max_meld_size - s.size))
            if s.size > rules.max_meld_size:
                return None
    return slots
