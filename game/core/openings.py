"""Opening combinations: sets of new melds that reach the initial-meld minimum (C-INIT-1 to C-INIT-4).

Each rank offers one group: all its natural cards in hand, with every count and kind of wild card the
meld rules allow.  A combination is listed when it reaches the minimum and is minimal: leaving out any
group, or any single wild card, would fall short.  Larger openings are the same opening followed by
ordinary melds, so nothing a player could want is lost.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from .cards import JOKER, WILD_MELD, Card
from .hand import Hand
from .melds import clean_requirement_met, lay_refusal, meld_refusal, wild_limit
from .moves import Group, Meld, Take, new_group
from .restrictions import UNRESTRICTED, LayContext, lay_context, wild_problem
from .rules import RuleSet
from .state import GameState

OPENING_LIMIT = 400  # a guard against pathological hands; real hands stay far below it
OPENING = LayContext(opening=True)  # a side's first meld: new melds may take wild cards (MAC-12a, MAC-14)


# A candidate group of one rank: all its naturals from the hand plus so many jokers and twos, as a plain tuple
# (rank, naturals, jokers, twos, value, required, lighter): ``value``, what it counts; ``required``, laid with the
# pile's top card (a take's first group); ``lighter``, whether it would still be a legal meld with one wild card
# fewer.  A tuple rather than an object of a class: a fresh process makes thousands and the memo keeps them, and a
# tuple is made without a call and left alone by the garbage collector once it has seen it holds plain values.  Read
# by the indexes below (the hottest loops write the number itself: a constant is read faster than a global name).
Option = tuple[str, tuple[Card, ...], int, int, int, bool, bool]
RANK: Final = 0
NATURALS: Final = 1
JOKERS: Final = 2
TWOS: Final = 3
VALUE: Final = 4
REQUIRED: Final = 5
LIGHTER: Final = 6


def _option(r: RuleSet, rank: str, naturals: tuple[Card, ...], jokers: int, twos: int, value: int,
            required: bool) -> Option:
    """An option, its ``lighter`` asked of the meld rules."""
    wilds = jokers + twos
    lighter = bool(wilds) and not lay_refusal(r, rank, len(naturals) + required, wilds - 1, new=True)
    return (rank, naturals, jokers, twos, value, required, lighter)


def rank_options(game: GameState, rank: str, naturals: tuple[Card, ...], extra_naturals: int = 0,
                 extra_value: int = 0, required: bool = False) -> list[Option]:
    """Every legal group of these naturals (plus ``extra_naturals`` not from the hand, the pile's top
    card) with wild cards added."""
    r = game._rules
    n = len(naturals) + extra_naturals
    values = game._values
    base = sum(values[c] for c in naturals) + extra_value
    joker, two = values[JOKER], values["2S"]
    out = []
    meld_ok = [meld_refusal(r, n, w, new=True) is None for w in range(wild_limit(r, n) + 1)]
    for w in range(max(0, r.min_meld_size - n), len(meld_ok)):
        if not meld_ok[w] or w and wild_problem(r, OPENING, rank, n, 0, True):
            continue
        lighter = w > 0 and meld_ok[w - 1]  # legal with a wild card fewer (an option's lighter, without asking again)
        for j in range(w + 1):
            out.append((rank, naturals, j, w - j, base + j * joker + (w - j) * two, required, lighter))
    return out


def first_options(game: GameState, rank: str, naturals: tuple[Card, ...], top_value: int) -> list[Option]:
    """The options of the group laid with the pile's top card, for a take that opens (``rank_options``)."""
    key = ("first", rank, naturals, top_value)
    found: list[Option] | None = game._group_cache.get(key)
    if found is None:
        found = game._group_cache[key] = rank_options(game, rank, naturals, extra_naturals=1, extra_value=top_value,
                                                      required=True)
    return found


def wild_meld_options(r: RuleSet, jokers: int, twos: int, joker: int, two: int) -> list[Option]:
    """Every new meld of wild cards alone the hand could lay, by its numbers of jokers and twos (D9)."""
    low, high = r.wild_meld_size
    return [_option(r, WILD_MELD, (), j, t, j * joker + t * two, False)
            for j in range(jokers + 1) for t in range(twos + 1) if low <= j + t <= high]


def opening_combinations(game: GameState, hand: Hand, minimum: int, *, first: list[Option] | None = None,
                         exclude: str | None = None) -> list[tuple[Option, ...]]:
    """Minimal combinations reaching ``minimum``; with ``first``, each starts with one of those options
    (the group laid with the pile's top card)."""
    r = game._rules
    cache = game._group_cache
    options = []
    dead = lay_context(game, game.side_of(game._to_act)).dead if r.restricts_laying else UNRESTRICTED.dead
    min_naturals = r.min_naturals_per_meld
    jokers, twos = len(hand.jokers), len(hand.twos)
    cap = r.max_wild_per_meld  # no option holds more wild cards of a kind: larger counts are all alike
    held = (jokers, twos) if cap is None else (jokers if jokers < cap else cap, twos if twos < cap else cap)
    for rank, naturals in hand.by_rank.items():
        if len(naturals) >= min_naturals and rank != exclude and rank not in dead:
            key = ("opening", rank, naturals)  # the same hand ranks recur turn after turn
            by_held = cache.get(key)
            if by_held is None:
                by_held = cache[key] = {None: rank_options(game, rank, naturals)}
            found = by_held.get(held)
            if found is None:  # only the options these wild cards pay for: a rank without one is left out
                found = by_held[held] = [o for o in by_held[None] if o[JOKERS] <= held[0] and o[TWOS] <= held[1]]
            if found:
                options.append(found)
    joker, two = game._values[JOKER], game._values["2S"]
    if r.wild_card_melds and exclude != WILD_MELD:
        wild_key = ("wild-options", len(hand.jokers), len(hand.twos))
        found = cache.get(wild_key)
        if found is None:
            found = cache[wild_key] = wild_meld_options(r, len(hand.jokers), len(hand.twos), joker, two)
        if found:
            options.append(found)
    if r.initial_meld_single_meld_only:
        return _single_meld_openings(r, options, minimum, first, jokers, twos, joker, two)
    search = _OpeningSearch(r, options, minimum, joker, two)
    for start in first if first is not None else [None]:
        if start is None:
            search.search(0, 0, jokers, twos)
        elif start[JOKERS] <= jokers and start[TWOS] <= twos:
            search.chosen.append(start)
            search.search(0, start[VALUE], jokers - start[JOKERS], twos - start[TWOS])
            search.chosen.pop()
    return search.results


class _OpeningSearch:
    """Depth first through the ranks' options, each rank left out or laid with one of them, recording the
    minimal combinations that reach the minimum.  A class, for a recursive closure would hold itself in a
    cycle that only the garbage collector frees."""

    __slots__ = ("rules", "options", "minimum", "joker", "two", "any_meets", "chosen", "results")

    def __init__(self, rules: RuleSet, options: list[list[Option]], minimum: int, joker: int, two: int) -> None:
        self.rules, self.options, self.minimum, self.joker, self.two = rules, options, minimum, joker, two
        self.any_meets = rules.initial_meld_clean_requirement == "none"  # _meets, answered once
        self.chosen: list[Option] = []
        self.results: list[tuple[Option, ...]] = []

    def search(self, i: int, value: int, jokers: int, twos: int) -> None:
        """From rank ``i`` on, with ``chosen`` worth ``value`` and these wild cards left: a combination that reaches
        the minimum is recorded (if minimal) and not extended; else the ranks from ``i`` are tried (``_extend``)."""
        chosen = self.chosen
        if value >= self.minimum and (self.any_meets or _meets(self.rules, chosen)):
            if _is_minimal(self.rules, chosen, value, self.minimum, self.joker, self.two):
                self.results.append(tuple(chosen))
            return
        if i < len(self.options) and len(self.results) < OPENING_LIMIT:
            self._extend(i, value, jokers, twos)

    def _extend(self, i: int, value: int, jokers: int, twos: int) -> None:
        """``search`` past its first test, which ``chosen`` failed: rank ``i`` left out, then laid with each option
        the wild cards pay for.  Each such step's own first test is made here rather than in a call of its own (most
        steps end there: they reach the minimum, or no rank is left), in the same order."""
        chosen, results, minimum = self.chosen, self.results, self.minimum
        deeper = i + 1 < len(self.options)
        if deeper and len(results) < OPENING_LIMIT:
            self._extend(i + 1, value, jokers, twos)  # rank i left out: chosen as it was, failing the test again
        for option in self.options[i]:
            if option[2] <= jokers and option[3] <= twos:  # its jokers and twos; its value
                chosen.append(option)
                reached = value + option[4]
                if reached >= minimum and (self.any_meets or _meets(self.rules, chosen)):
                    if _is_minimal(self.rules, chosen, reached, minimum, self.joker, self.two):
                        results.append(tuple(chosen))
                elif deeper and len(results) < OPENING_LIMIT:
                    self._extend(i + 1, reached, jokers - option[2], twos - option[3])
                chosen.pop()


def _single_meld_openings(r: RuleSet, options: list[list[Option]], minimum: int, first: list[Option] | None,
                          jokers: int, twos: int, joker: int, two: int) -> list[tuple[Option, ...]]:
    """Openings where one meld alone reaches the minimum (VV-12): that meld, after the group laid with the
    pile's top card when the opening is a take."""
    def reaches(o: Option) -> bool:
        return o[VALUE] >= minimum and _is_minimal(r, [o], o[VALUE], minimum, joker, two)

    results: list[tuple[Option, ...]] = []
    for start in first if first is not None else [None]:
        if start is not None and (start[JOKERS] > jokers or start[TWOS] > twos):
            continue
        if start is not None and start[VALUE] >= minimum:
            if _is_minimal(r, [start], start[VALUE], minimum, joker, two):
                results.append((start,))
            continue
        j, t = (jokers - start[JOKERS], twos - start[TWOS]) if start is not None else (jokers, twos)
        for group in options:
            for o in group:
                if o[JOKERS] <= j and o[TWOS] <= t and reaches(o):
                    results.append((o,) if start is None else (start, o))
    return [combo for combo in results if _meets(r, combo)][:OPENING_LIMIT]


def _meets(r: RuleSet, chosen: Iterable[Option]) -> bool:
    """The first meld's clean requirement (MAC-23, TR-1), met by these options."""
    if r.initial_meld_clean_requirement == "none":
        return True  # the common case, without building the list
    return clean_requirement_met(r, [(rank, len(naturals) + required, jokers + twos)
                                     for rank, naturals, jokers, twos, _, required, _ in chosen])


def _is_minimal(r: RuleSet, chosen: list[Option], value: int, minimum: int, joker: int, two: int) -> bool:
    for o in chosen:  # o[5], o[4], o[6], o[3]: required, value, lighter, twos
        if not o[5] and value - o[4] >= minimum and _meets(r, [c for c in chosen if c is not o]):
            return False  # the whole group could stay in hand
        if o[6] and value - (two if o[3] else joker) >= minimum:
            return False  # a wild card could stay in hand
    return True


def build_groups(combination: tuple[Option, ...], hand: Hand) -> list[Group]:
    """The groups of a combination, handing out the hand's jokers and twos in order.  Each group's cards are laid
    out in ``Group.of``'s order without sorting them: jokers first, then the naturals (a rank's, in order, as the
    hand keeps them), then the twos (in order); a group of wild cards alone names its rank (not the wild meld)."""
    jokers, twos = hand.jokers, hand.twos
    groups = []
    for rank, naturals, j, t, _, _, _ in combination:
        groups.append(new_group((*jokers[:j], *naturals, *twos[:t]), None if naturals or rank == WILD_MELD else rank))
        jokers, twos = jokers[j:], twos[t:]
    return groups


def opening_move(game: GameState, combination: tuple[Option, ...], hand: Hand) -> tuple[Meld | Take, int, int]:
    """(the move, cards it lays from the hand, canastas it makes) for a combination; the move is a take
    when the combination starts with the group for the pile's top card.  Shared through the game's memo,
    keyed by the options themselves (equal options, equal moves)."""
    twos = hand.twos
    if twos:
        laid = 0
        for o in combination:
            laid += o[TWOS]
        twos = twos[:laid]
    key = ("opening", combination, tuple(twos))
    cache = game._group_cache
    found = cache.get(key)
    if found is None:
        groups = build_groups(combination, hand)
        size = game._rules.canasta_size
        laid = made = 0
        for o in combination:  # each group's cards, counted off its option (build_groups): no generator, no zip
            cards = len(o[NATURALS]) + o[JOKERS] + o[TWOS]
            laid += cards
            if cards + o[REQUIRED] >= size:
                made += 1
        move = Take.of(*groups) if combination[0][REQUIRED] else Meld.of(*groups)
        found = cache[key] = (move, laid, made)
    return found
