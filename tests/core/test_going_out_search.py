"""find_going_out (C-OUT-2, C-OUT-7, C-CONC-3, C-MELD-1..5, C-MELD-10) against a brute-force oracle.

find_going_out works on counts, gives wild cards out greedily and skips discards by the reason its
first attempt failed.  The oracle here shares none of that: it tries every last discard (or none, if
allowed) and then every way of spreading the remaining wild cards over the side's melds, the new melds
the remaining naturals make and the black-three meld, and judges each meld only with
game.core.melds.meld_problem / black_three_meld_problem.  Each random situation is checked under every
rule variant that keeps its melds legal and every minimum, with the hand given both as a plain list
and as the game's indexed Hand, and every plan returned is itself checked card by card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

from hypothesis import given
from hypothesis import strategies as st

from game.core.cards import BLACK_THREES, WILD_MELD, Card, is_wild, rank_of
from game.core.going_out import GoingOutPlan, can_go_out, find_going_out
from game.core.hand import Hand
from game.core.melds import (
    BLACK_THREE_RANK,
    black_three_meld_problem,
    canasta_count,
    card_value_table,
    count_wilds,
    lay_problem,
    meld_problem,
    wild_meld_problem,
)
from game.core.rules import RuleSet, preset

NATURALS = ("K", "Q", "7", "5")  # 10, 10, 5, 5 points
SUITS = "SHDC"
CLASSIC = preset("classic-4p")


# -- the oracle ------------------------------------------------------------------------------------
def _spread(wilds: int, bins: int) -> Iterator[tuple[int, ...]]:
    """Every way to put ``wilds`` wild cards into ``bins`` melds (all of them placed)."""
    if bins == 0:
        if wilds == 0:
            yield ()
        return
    if bins == 1:
        yield (wilds,)
        return
    for first in range(wilds + 1):
        for rest in _spread(wilds - first, bins - 1):
            yield (first, *rest)


def _lays_out(rules: RuleSet, cards: list[Card], melds: dict[str, list[Card]]) -> bool:
    """Can every one of ``cards`` be laid onto ``melds`` (plus new melds) legally, with enough canastas?"""
    wilds = sum(1 for c in cards if is_wild(c))
    threes = sum(1 for c in cards if c in BLACK_THREES)
    naturals = Counter(rank_of(c) for c in cards if not is_wild(c) and c not in BLACK_THREES)
    # (kind, naturals or threes, wild cards already in the meld); kind: "old", "new" or "threes"
    bins: list[tuple[str, int, int]] = []
    for rank, existing in melds.items():
        held = count_wilds(existing)
        if rank == BLACK_THREE_RANK:  # laid earlier in this turn of going out: the hand's threes may join it
            bins.append(("threes", len(existing) - held + threes, held))
            continue
        kind = "wild" if rank == WILD_MELD else "old"
        bins.append((kind, len(existing) - held + naturals.get(rank, 0), held))
    for rank, n in naturals.items():
        if rank not in melds:
            bins.append(("new", n, 0))
    if threes and BLACK_THREE_RANK not in melds:
        bins.append(("threes", threes, 0))
    if rules.wild_card_melds and WILD_MELD not in melds:
        bins.append(("new wild", 0, 0))  # a meld of wild cards alone, if any go there
    for extra in _spread(wilds, len(bins)):
        canastas = 0
        for (kind, n, held), more in zip(bins, extra, strict=True):
            w = held + more
            if kind == "new wild" and w == 0:
                continue  # no such meld is made
            if kind == "threes":
                problem = black_three_meld_problem(rules, n, w)
            elif kind in ("wild", "new wild"):
                problem = wild_meld_problem(rules, w, new=kind == "new wild")
            else:
                problem = meld_problem(rules, n, w, new=kind == "new")
            if problem:
                break
            canastas += n + w >= rules.canasta_size
        else:
            if canastas >= rules.canastas_to_go_out:
                return True
    return False


def oracle(rules: RuleSet, hand: list[Card], melds: dict[str, list[Card]], values: dict[Card, int],
           minimum: int | None, allow_no_discard: bool) -> bool:
    choices: list[Card | None] = [None] if allow_no_discard else []
    choices += sorted(set(hand))
    for discard in choices:
        laid = list(hand)
        if discard is not None:
            laid.remove(discard)
        if minimum is not None and sum(values[c] for c in laid) < minimum:
            continue
        if _lays_out(rules, laid, melds):
            return True
    return False


def check_plan(rules: RuleSet, hand: list[Card], melds: dict[str, list[Card]], values: dict[Card, int],
               minimum: int | None, allow_no_discard: bool, plan: GoingOutPlan) -> None:
    """The plan itself must be a legal way out."""
    laid = [c for g in plan.groups for c in g.cards]
    used = laid + ([] if plan.discard is None else [plan.discard])
    assert Counter(used) == Counter(hand), f"plan uses {sorted(used)}, hand is {sorted(hand)}"
    assert plan.discard is not None or allow_no_discard, "no last discard although one is required"
    targets = [g.target_rank for g in plan.groups]
    assert None not in targets, f"a group names no meld: {plan.groups}"
    assert len(set(targets)) == len(targets), f"two groups for one meld: {plan.groups}"
    after = {rank: list(cards) for rank, cards in melds.items()}
    for g in plan.groups:
        after.setdefault(g.target_rank, []).extend(g.cards)
    for rank, cards in after.items():
        w = count_wilds(cards)
        if rank == BLACK_THREE_RANK:
            assert all(c in BLACK_THREES or is_wild(c) for c in cards), cards
        else:
            assert all(is_wild(c) or rank_of(c) == rank for c in cards), cards
        problem = lay_problem(rules, rank, len(cards) - w, w, new=rank not in melds)
        assert problem is None, f"{problem}: {rank} {cards}"
    assert canasta_count(rules, after) >= rules.canastas_to_go_out, f"too few canastas: {after}"
    if minimum is not None:
        assert sum(values[c] for c in laid) >= minimum, f"laid {laid} is below {minimum}"


def compare(rules: RuleSet, hand: list[Card], melds: dict[str, list[Card]], minimum: int | None = None,
            allow_no_discard: bool | None = None) -> GoingOutPlan | None:
    """find_going_out and can_go_out must agree with the oracle, and a plan returned must be legal."""
    if allow_no_discard is None:
        allow_no_discard = rules.final_discard == "optional"
    values = card_value_table(rules)
    expected = oracle(rules, hand, melds, values, minimum, allow_no_discard)
    plan = None
    # The game passes its indexed Hand, other callers plain lists: both ways must answer alike.
    for given_hand in (list(hand), Hand(hand)):
        table = {r: list(m) for r, m in melds.items()}
        plan = find_going_out(rules, given_hand, table, values, minimum, allow_no_discard)
        assert (plan is not None) == expected, (
            f"find_going_out says {plan}, oracle says {'yes' if expected else 'no'}: hand={hand} "
            f"melds={melds} minimum={minimum} allow_no_discard={allow_no_discard} rules={_changes(rules)} "
            f"(hand given as {type(given_hand).__name__})")
        # can_go_out (used to offer the partner question) is the same search without building a plan
        assert can_go_out(rules, given_hand, table, values, minimum, allow_no_discard) == expected, (
            f"can_go_out disagrees with the oracle ({'yes' if expected else 'no'}): hand={hand} melds={melds} "
            f"minimum={minimum} allow_no_discard={allow_no_discard} rules={_changes(rules)}")
        assert table == melds and given_hand == hand, "find_going_out changed its arguments"
        if isinstance(given_hand, Hand):
            fresh = Hand(hand)
            assert (given_hand.by_rank, given_hand.jokers, given_hand.twos, given_hand.black_threes) == (
                fresh.by_rank, fresh.jokers, fresh.twos, fresh.black_threes), "the Hand's index changed"
        if plan is not None:
            check_plan(rules, hand, melds, values, minimum, allow_no_discard, plan)
    return plan


def _changes(rules: RuleSet) -> dict[str, object]:
    return {k: v for k, v in rules.to_dict().items() if v != CLASSIC.to_dict()[k]}


# -- random situations -----------------------------------------------------------------------------
# The options that decide whether a meld on the table is legal: one is drawn to build the melds, then
# every variant under which those melds are legal is tried, with every value of the other options.
MELD_OPTIONS = [dict(wild_ratio=ratio, max_wild_per_meld=cap)
                for ratio in ("at_most_equal", "strictly_fewer") for cap in (3, 2)]
OTHER_OPTIONS = [dict(canastas_to_go_out=c, black_three_meld_allows_wild=b, final_discard=f, wild_card_melds=m,
                      wild_canasta_bonus=1000 if m else None)
                 for c in (1, 2) for b in (False, True) for f in ("optional", "required") for m in (False, True)]
MINIMUMS = (None, 50, 90, 120)


class _Pack:
    """Hands out faces so that two packs are never exceeded: 8 of a rank, 8 twos, 4 jokers, 4 black threes."""

    def __init__(self) -> None:
        self.dealt: Counter[str] = Counter()

    def left(self, kind: str) -> int:
        return {"JK": 4, "3": 4}.get(kind, 8) - self.dealt[kind]

    def take(self, kind: str, n: int) -> list[Card]:
        assert n <= self.left(kind)
        out = []
        for _ in range(n):
            i = self.dealt[kind]
            out.append("JK" if kind == "JK" else ("3S", "3C")[i % 2] if kind == "3" else kind + SUITS[i % 4])
            self.dealt[kind] += 1
        return out


@st.composite
def situations(draw):
    rules = CLASSIC.replace(**draw(st.sampled_from(MELD_OPTIONS)))
    pack = _Pack()
    melds: dict[str, list[Card]] = {}
    for rank in NATURALS:
        if draw(st.booleans()):
            size = draw(st.sampled_from([3, 4, 5, 5, 6, 6, 7, 7, 8]))  # mostly a few cards short of a canasta
            shapes = [w for w in range(4) if meld_problem(rules, size - w, w, new=True) is None]
            w = shapes[-1] if draw(st.booleans()) else draw(st.sampled_from(shapes))  # often no room for more
            n = size - w
            jokers = draw(st.integers(max(0, w - pack.left("2")), min(w, pack.left("JK"))))
            melds[rank] = pack.take(rank, n) + pack.take("JK", jokers) + pack.take("2", w - jokers)
    if draw(st.integers(0, 3)) == 0:  # a meld of wild cards alone, legal only where the rules allow one
        w = draw(st.integers(3, 7))
        low, high = max(0, w - pack.left("2")), min(w, pack.left("JK"))
        if low <= high:
            jokers = draw(st.integers(low, high))
            melds[WILD_MELD] = pack.take("JK", jokers) + pack.take("2", w - jokers)
    if draw(st.integers(0, 5)) == 0:  # black threes laid earlier in a turn that must go out (C-MELD-10)
        threes, wilds = draw(st.sampled_from([(3, 0), (4, 0), (2, 1), (3, 1)]))  # the last two: D10 only
        if wilds <= pack.left("2"):
            melds[BLACK_THREE_RANK] = pack.take("3", threes) + pack.take("2", wilds)
    hand: list[Card] = []
    room = draw(st.integers(0, 9))
    for kind in draw(st.permutations((*NATURALS, "JK", "2", "3"))):
        counts = [0, 0, 1, 2, 3, 3, 4] if kind == "3" else [0, 0, 0, 1, 2, 3, 4]
        n = min(draw(st.sampled_from(counts)), room - len(hand), pack.left(kind))
        hand += pack.take(kind, n)
    return hand, melds


def _legal_on_table(rules: RuleSet, melds: dict[str, list[Card]], ranks: Callable[[str], bool]) -> bool:
    return all(lay_problem(rules, rank, len(m) - count_wilds(m), count_wilds(m), new=True) is None
               for rank, m in melds.items() if rank != WILD_MELD and ranks(rank))


def _naturals(rank: str) -> bool:
    return rank != BLACK_THREE_RANK


def _black_threes(rank: str) -> bool:
    return rank == BLACK_THREE_RANK


@given(situations())
def test_find_going_out_agrees_with_brute_force(situation):
    """Each situation under every rule variant that leaves its melds legal, with every minimum."""
    hand, melds = situation
    for meld_options in MELD_OPTIONS:
        if not _legal_on_table(CLASSIC.replace(**meld_options), melds, _naturals):
            continue
        for options in OTHER_OPTIONS:
            if WILD_MELD in melds and not options["wild_card_melds"]:
                continue
            rules = CLASSIC.replace(**meld_options, **options)
            if not _legal_on_table(rules, melds, _black_threes):
                continue  # black threes with a wild card on the table: only where the rules allow one (D10)
            for minimum in MINIMUMS:
                compare(rules, hand, melds, minimum)


# -- hand-written examples -------------------------------------------------------------------------
KING_CANASTA_FULL_OF_WILDS = "KS KH KD KC JK 2S 2H".split()  # 4 naturals + 3 wild cards: takes no wild card
SIX_KINGS = "KS KH KD KC KS KH".split()


def test_the_only_way_out_discards_a_wild_card_that_has_no_room():
    hand = "QS QH QD JK 2C 2D 2S".split()  # Q Q Q + 3 wild cards; the fourth fits nowhere
    plan = compare(CLASSIC, hand, {"K": KING_CANASTA_FULL_OF_WILDS})
    assert plan is not None and is_wild(plan.discard)
    assert compare(CLASSIC, hand[:-1], {"K": KING_CANASTA_FULL_OF_WILDS}).discard is None
    # to reach 120 the joker (50) must be laid and a two (20) discarded: 30 + 50 + 20 + 20
    plan = compare(CLASSIC, hand, {"K": KING_CANASTA_FULL_OF_WILDS}, minimum=120)
    assert plan is not None and plan.discard[0] == "2"
    assert compare(CLASSIC, hand, {"K": KING_CANASTA_FULL_OF_WILDS}, minimum=130) is None


def test_the_only_joker_must_close_the_canasta_not_be_discarded():
    hand = "JK 7S 7H 7D 5S".split()
    plan = compare(CLASSIC.replace(final_discard="required"), hand, {"K": SIX_KINGS})
    assert plan is not None and plan.discard == "5S"
    assert compare(CLASSIC, ["7S", "7H", "7D", "5S"], {"K": SIX_KINGS}) is None  # no canasta without it


def test_two_black_threes_cannot_go_out():
    assert compare(CLASSIC, ["3S", "3C"], {"K": KING_CANASTA_FULL_OF_WILDS}) is None
    assert compare(CLASSIC.replace(black_three_meld_allows_wild=True), ["3S", "3C"], {"K": SIX_KINGS + ["KD"]}) is None
    # with the option, two black threes and a wild card make a meld (D10) ...
    assert compare(CLASSIC.replace(black_three_meld_allows_wild=True), ["3S", "3C", "JK"],
                   {"K": KING_CANASTA_FULL_OF_WILDS}) is not None
    # ... and three black threes need no wild card
    assert compare(CLASSIC, ["3S", "3C", "3S", "QS"], {"K": KING_CANASTA_FULL_OF_WILDS}).discard == "QS"


def test_final_discard_required_with_a_single_card_left():
    required = CLASSIC.replace(final_discard="required")
    plan = compare(required, ["5S"], {"K": SIX_KINGS + ["KD"]})
    assert plan is not None and plan.discard == "5S" and plan.groups == ()
    # three queens must all be laid as a new meld, leaving nothing to discard
    assert compare(required, ["QS", "QH", "QD"], {"K": SIX_KINGS + ["KD"]}) is None
    assert compare(CLASSIC, ["QS", "QH", "QD"], {"K": SIX_KINGS + ["KD"]}) is not None
    assert compare(required, [], {"K": SIX_KINGS + ["KD"]}) is None


def test_the_minimum_counts_the_laid_cards_not_the_discard():
    hand = "KS KH KD KC KS KH KD JK 5S".split()  # 70 + 50 = 120 laid, 5S discarded
    assert compare(CLASSIC, hand, {}, minimum=120) is not None
    assert compare(CLASSIC, hand, {}, minimum=125) is None


def test_three_black_threes_take_a_wild_card_when_the_option_allows_it():
    """D10: black_three_meld_problem accepts 3S 3C 3S JK (fewer wild cards than threes).  Here the joker
    fits nowhere else and QD must be the last discard, so the only way out lays the joker on the threes.
    (Found by the oracle against e2d146e, which gave three or four black threes no room for a wild card;
    fixed in 5401c42.)"""
    rules = CLASSIC.replace(black_three_meld_allows_wild=True)
    hand = ["QD", "JK", "3S", "3C", "3S"]
    plan = compare(rules, hand, {"K": KING_CANASTA_FULL_OF_WILDS})
    assert plan is not None and plan.discard == "QD"
    assert compare(CLASSIC, hand, {"K": KING_CANASTA_FULL_OF_WILDS}) is None


def test_a_wild_card_too_many_is_discarded_rather_than_forced_into_a_new_wild_meld():
    """Found by the oracle: 5D 5C and three twos on 5S 5H 2S.  Two twos close the fives; the third fits
    nowhere (a meld of wild cards alone needs three) and must be the last discard.  The search had taken
    the failure of the try with a new wild-card meld ("not enough canastas") for a reason to stop."""
    rules = CLASSIC.replace(wild_card_melds=True, wild_canasta_bonus=1000)
    plan = compare(rules, ["5D", "5C", "2H", "2D", "2C"], {"5": ["5S", "5H", "2S"]})
    assert plan is not None and plan.discard is not None and plan.discard[0] == "2"
    # with four twos a meld of wild cards could take three of them, but the fives would stay short
    assert compare(rules, ["5D", "5C", "2H", "2D", "2C", "2S"], {"5": ["5S", "5H", "2S"]}) is None


def test_black_threes_laid_earlier_in_the_turn_take_no_wild_card_unless_the_option_allows_it():
    """C-MELD-10: black threes are melded only in the turn a player goes out, so they may lie on the table
    while he still holds cards.  The search gave that meld the room of a natural meld and offered "meld 3:
    2S" in Classic, which the engine refuses (found by the master's playouts in an arena, 2026-11-27)."""
    threes = ["3S", "3S", "3C"]
    plan = compare(CLASSIC, ["2S"], {"K": KING_CANASTA_FULL_OF_WILDS, "3": threes})
    assert plan is not None and plan.groups == () and plan.discard == "2S"
    with_wild = CLASSIC.replace(black_three_meld_allows_wild=True)
    plan = compare(with_wild, ["2S"], {"K": KING_CANASTA_FULL_OF_WILDS, "3": threes})
    assert plan is not None and plan.groups and plan.discard is None  # D10: three threes and one wild card
    # a fourth three joins them; a fifth cannot, so one of the two is the last discard
    assert compare(CLASSIC, ["3C"], {"K": SIX_KINGS + ["KD"], "3": threes}, allow_no_discard=True).discard is None
    plan = compare(CLASSIC, ["3C", "3S"], {"K": SIX_KINGS + ["KD"], "3": threes}, allow_no_discard=True)
    assert plan is not None and plan.discard in ("3C", "3S")


def test_five_black_threes_go_out_with_four_melded_and_one_thrown():
    """Packs of three and more hold six black threes, a meld takes four (C-MELD-10): one fewer is a way out,
    which the search had not tried."""
    plan = compare(CLASSIC, ["3S", "3C", "3S", "3C", "3S"], {"K": KING_CANASTA_FULL_OF_WILDS},
                   allow_no_discard=True)
    assert plan is not None and plan.discard in ("3S", "3C") and len(plan.groups[0].cards) == 4
