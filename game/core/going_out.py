"""Can this hand go out now?  A small exact search (C-OUT-2, C-OUT-7, C-CONC-3).

The engine asks it to offer the partner question only when a "yes" can be honoured, to hold a player
to a "yes", and to list the one-action concealed going out.  Suits never matter and jokers and twos
are interchangeable for legality, so the search works on counts per rank: for each kind of card that
could be the last discard it checks that every remaining natural joins a meld, that the wild cards
fit (each new meld first gets what it needs) and that enough melds can be filled to canastas.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .cards import BLACK_THREES, JOKER, WILD_MELD, Card, is_red_three, rank_of, sort_key
from .hand import Hand
from .melds import BLACK_THREE_RANK, TableMeld, clean_requirement_met, count_wilds, unfinished_special, wild_limit
from .moves import Group
from .restrictions import UNRESTRICTED, LayContext, wild_problem
from .rules import RuleSet

_WILD = "*"  # the kind shared by jokers and twos
DISCARD_MAY_HELP = ("too many wild cards", "meld too large")  # failures that one card fewer can mend
DEAD = 99  # more cards than any hand holds: a dead rank can never be melded


@dataclass(frozen=True)
class GoingOutPlan:
    """One way to go out: these groups, then this last discard (None: no discard)."""

    groups: tuple[Group, ...]
    discard: Card | None


def can_go_out(rules: RuleSet, hand: list[Card], melds: Mapping[str, Sequence[Card]], values: Mapping[Card, int],
               minimum: int | None, allow_no_discard: bool, ctx: LayContext = UNRESTRICTED) -> bool:
    """Whether ``find_going_out`` would find a plan, without building its groups."""
    if minimum is not None and (rules.initial_meld_single_meld_only or rules.initial_meld_clean_requirement != "none"):
        return find_going_out(rules, hand, melds, values, minimum, allow_no_discard, ctx) is not None
    return _search(rules, hand, melds, values, minimum, allow_no_discard, False, ctx) is not None


def find_going_out(rules: RuleSet, hand: list[Card], melds: Mapping[str, Sequence[Card]], values: Mapping[Card, int],
                   minimum: int | None, allow_no_discard: bool,
                   ctx: LayContext = UNRESTRICTED) -> GoingOutPlan | None:
    """A plan that empties ``hand`` onto ``melds`` legally, or None.

    ``minimum``: the initial-meld minimum the laid cards must reach (None when the side is open or the
    concealed exemption applies).  ``allow_no_discard``: whether the hand may end without a discard.
    ``ctx``: dead ranks and the limits on wild cards of this action (restrictions.py).
    """
    plan = _search(rules, hand, melds, values, minimum, allow_no_discard, True, ctx)
    if not isinstance(plan, GoingOutPlan):
        return None
    if minimum is not None and rules.initial_meld_single_meld_only and not any(
            sum(values[c] for c in g.cards) >= minimum for g in plan.groups):
        return None  # one meld alone must reach the minimum (VV-12); the search shares out by totals
    if minimum is not None and not clean_requirement_met(
            rules, [(g.target_rank, len(g.cards) - count_wilds(g.cards), count_wilds(g.cards)) for g in plan.groups]):
        return None  # a first meld without the clean meld the rules ask for (MAC-23)
    return plan


def _search(rules: RuleSet, hand: list[Card], melds: Mapping[str, Sequence[Card]], values: Mapping[Card, int],
            minimum: int | None, allow_no_discard: bool, build: bool,
            ctx: LayContext = UNRESTRICTED) -> GoingOutPlan | bool | None:
    """The plan (True when ``build`` is off), or None.  Only a card that fits nowhere, a wild card with
    no room, or a final discard the rules require can make a discard help, so other failures end the
    search at once."""
    by_kind = _by_kind(hand)
    if by_kind is None or rules.threes_as_bonus_cards == "both_colours" and BLACK_THREE_RANK in by_kind:
        return None  # a three in hand is laid out, never melded nor discarded (MAC-6, MAC-9)
    total = sum(map(values.__getitem__, hand)) if minimum is not None else 0  # counted only against a minimum
    stray = [k for k, v in by_kind.items() if k != _WILD and len(v) < _smallest_meld(rules, k, melds, ctx)]
    if len(stray) > 1 or (stray and len(by_kind[stray[0]]) > 1):
        return None  # more than one card fits nowhere: only one can be the last discard
    if stray:
        return _try_discard(rules, by_kind, melds, values, minimum, total, stray[0], build, ctx)
    if minimum is not None and total < minimum:
        return None  # a discard would only lower the count
    alloc, failure = _wild_allocation(rules, {k: len(v) for k, v in by_kind.items()}, melds, ctx)
    if alloc is not None and allow_no_discard:
        return GoingOutPlan(_groups(by_kind, None, alloc), None) if build else True
    if alloc is None and failure not in DISCARD_MAY_HELP:
        return None  # no discard adds a canasta, lowers what new melds need or raises the count
    for kind in by_kind:
        plan = _try_discard(rules, by_kind, melds, values, minimum, total, kind, build, ctx)
        if plan is not None:
            return plan
    return None


def _by_kind(hand: list[Card]) -> Mapping[str, Sequence[Card]] | None:
    """The hand sorted into natural ranks, black threes and wild cards; None if it holds a red three."""
    if isinstance(hand, Hand):
        by_kind: dict[str, Sequence[Card]] = dict(hand.by_rank)  # the hand's own tuples and lists, only read
        if hand.black_threes:
            by_kind[BLACK_THREE_RANK] = hand.black_threes
        if hand.jokers or hand.twos:
            by_kind[_WILD] = hand.jokers + hand.twos
        counted = sum(map(len, by_kind.values()))
        return by_kind if counted == len(hand) else None
    sorted_out: dict[str, list[Card]] = {}
    for c in sorted(hand, key=sort_key):
        if is_red_three(c):
            return None
        kind = _WILD if c == JOKER or c[0] == "2" else BLACK_THREE_RANK if c in BLACK_THREES else rank_of(c)
        sorted_out.setdefault(kind, []).append(c)
    return sorted_out


def _try_discard(rules: RuleSet, by_kind: Mapping[str, Sequence[Card]], melds: Mapping[str, Sequence[Card]],
                 values: Mapping[Card, int], minimum: int | None, total: int, kind: str,
                 build: bool, ctx: LayContext) -> GoingOutPlan | bool | None:
    """The plan that goes out with one card of ``kind`` as the last discard, or None."""
    cards = by_kind[kind]
    discard = min(cards, key=values.__getitem__) if kind == _WILD else cards[-1]
    if minimum is not None and total - values[discard] < minimum:
        return None
    counts = {k: len(v) - (1 if k == kind else 0) for k, v in by_kind.items()}
    alloc, _ = _wild_allocation(rules, counts, melds, ctx)
    if alloc is None:
        return None
    return GoingOutPlan(_groups(by_kind, discard, alloc), discard) if build else True


def _smallest_meld(rules: RuleSet, kind: str, melds: Mapping[str, Sequence[Card]], ctx: LayContext) -> int:
    """How many cards of a kind the hand needs for them to be melded at all."""
    if kind in ctx.dead:
        return DEAD  # a dead rank is melded by nobody: one such card can only be the last discard
    if kind == BLACK_THREE_RANK:
        if kind in melds:
            return 1  # laid earlier in this turn of going out: one more joins it
        return 2 if rules.black_three_meld_allows_wild else 3
    return 1 if kind in melds else rules.min_naturals_per_meld


def _wild_allocation(rules: RuleSet, counts: dict[str, int], melds: Mapping[str, Sequence[Card]],
                     ctx: LayContext = UNRESTRICTED) -> tuple[dict[str, int] | None, str]:
    """Wild cards per meld rank that lay every counted card legally with enough canastas, or None and
    what failed."""
    wilds = counts.get(_WILD, 0)
    restricted = rules.restricts_laying  # else wild_problem finds nothing: not asked
    # no wild card to share out: the room of a meld on the table changes nothing (_allocate), so it is not worked out
    no_share = not wilds
    slots: list[tuple[str, int, int, int]] = []  # (rank, size before wild cards, need, room)
    for rank, n in counts.items():
        if rank == _WILD or n == 0:
            continue
        if rank == BLACK_THREE_RANK:
            if not rules.black_three_meld_when_going_out:
                return None, "black threes"
            if rank in melds:
                continue  # laid earlier in this turn of going out: the cards join it (below)
            room = _black_three_wild_room(rules, n)
            if n > 4:  # three packs hold six: a meld takes four at most (C-MELD-10), one fewer may do
                return None, "meld too large"
            if n >= 3:
                slots.append((rank, n, 0, room))
            elif n == 2 and room:
                slots.append((rank, n, 1, room))
            else:
                return None, "black threes"
        elif rank not in melds:
            if n < rules.min_naturals_per_meld or rank in ctx.dead:
                return None, "a lone card"
            need, room = rules.min_meld_size - n, wild_limit(rules, n)
            if need < 0:
                need = 0
            if restricted and wild_problem(rules, ctx, rank, n, 0, True):
                room = 0
            if need > room:
                return None, "not enough wild cards"
            slots.append((rank, n, need, room))
    for rank, existing in melds.items():
        if rank == WILD_MELD:
            slots.append((rank, len(existing), 0, max(0, rules.wild_meld_size[1] - len(existing))))
            continue
        held = existing.wilds if type(existing) is TableMeld else count_wilds(existing)  # count_wilds, without a call
        added = counts.get(rank, 0)
        n = len(existing) - held + added
        if added and rank in ctx.dead:
            return None, "a lone card"
        if rank == BLACK_THREE_RANK:  # laid earlier in this turn of going out: its own limits (C-MELD-10, D10)
            if n + held > 4:
                return None, "meld too large"  # a discard of a three may mend it
            slots.append((rank, len(existing) + added, 0, max(0, _black_three_wild_room(rules, n) - held)))
            continue
        room = 0 if no_share or restricted and wild_problem(rules, ctx, rank, n, held, False) else (
            wild_limit(rules, n) - held)
        if room < 0:
            room = 0
        slots.append((rank, len(existing) + added, 0, room))
    alloc, failed = _allocate(rules, slots, wilds, melds)
    low, high = rules.wild_meld_size
    if alloc is None and rules.wild_card_melds and WILD_MELD not in melds and wilds >= low:
        alloc, also = _allocate(rules, [*slots, (WILD_MELD, 0, low, high)], wilds, melds)  # a new wild meld
        if alloc is None and failed not in DISCARD_MAY_HELP:
            failed = also  # either failure that a discard could mend must reach the search
    return alloc, failed


def _black_three_wild_room(rules: RuleSet, threes: int) -> int:
    """The wild cards a meld of this many black threes may hold in all: 3 or 4 cards, wild cards fewer than
    threes (C-MELD-10, D10), and none unless the rules allow them."""
    return max(0, min(threes - 1, 4 - threes)) if rules.black_three_meld_allows_wild else 0


def _allocate(rules: RuleSet, slots: list[tuple[str, int, int, int]], wilds: int,
              melds: Mapping[str, Sequence[Card]]) -> tuple[dict[str, int] | None, str]:
    """Share the wild cards among the melds' slots (rank, size before wild cards, need, room): every need
    met, as many canastas closed as the rules ask for, and no wild card left over."""
    if rules.max_meld_size is not None:
        if any(size > rules.max_meld_size for _, size, _, _ in slots):
            return None, "meld too large"
        slots = [(r, size, need, min(room, rules.max_meld_size - size)) for r, size, need, room in slots]
    target = rules.canasta_size
    alloc: dict[str, int] = {}
    need_total = room_total = canastas = 0
    closable = []  # (wild cards more than its need that close it, rank) of each meld they can close
    for rank, size, need, room in slots:  # one pass for the totals, the needs and the canastas already made
        need_total += need
        room_total += room
        alloc[rank] = need
        if size + need >= target:
            canastas += 1
        elif target - size <= room:
            closable.append((target - size - need, rank))
    if need_total > wilds:
        return None, "not enough wild cards"
    if wilds > room_total:
        return None, "too many wild cards"
    spare = wilds - need_total
    for extra, rank in sorted(closable):
        if extra > spare:
            break
        alloc[rank] += extra
        spare -= extra
        canastas += 1
    if canastas < rules.canastas_to_go_out:
        return None, "not enough canastas"
    # leftover wild cards wherever there is room; with none left over each meld keeps what it has, for none has less
    # room than that.  A largest meld size cannot cut a room below its need either: the RuleSet refuses a smallest
    # meld or a smallest wild meld larger than the largest (rules.smallest_meld_larger_than_largest and
    # rules.smallest_wild_meld_larger_than_meld)
    for rank, _, _, room in slots if spare else ():
        more = room - alloc[rank]
        if more > spare:
            more = spare
        alloc[rank] += more
        spare -= more
    for rank, size, _, _ in slots if rules.no_out_with_incomplete else ():
        held = count_wilds(melds.get(rank, ()))  # no unfinished meld of a kind that keeps the side in (MAC-29, TR-10)
        if unfinished_special(rules, rank, size + alloc[rank], held + alloc[rank]):
            return None, "an unfinished meld"
    return alloc, ""


def _groups(by_kind: Mapping[str, Sequence[Card]], discard: Card | None, alloc: dict[str, int]) -> tuple[Group, ...]:
    kept = {kind: list(cards) for kind, cards in by_kind.items()}
    if discard is not None:
        for cards in kept.values():
            if discard in cards:
                cards.remove(discard)
                break
    wilds = kept.get(_WILD, [])
    groups = []
    for rank, n in alloc.items():
        naturals = kept.get(rank, [])
        given, wilds = wilds[:n], wilds[n:]
        if naturals or given:
            groups.append(Group.of(naturals + given, rank))
    return tuple(groups)
