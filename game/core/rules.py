"""RuleSet: every option of RULES.md section 4 that the Classic game uses, and the presets.

A RuleSet is plain, frozen data.  Variants are presets built from these options; table rules are the
same options switched one by one.  ``RuleSet.from_dict`` checks every value and the consistency
constraints of RULES.md 4.9 and says exactly what is wrong: ``InvalidRules``, whose ``problems`` each carry a
stable key of ``RULE_PROBLEMS`` ("rules.<reason>"), JSON-safe params (``fields``: the options involved) and
the English sentence (docs/rule-options.md lists them).

The rules also answer the questions a front end asks about an option: ``RuleSet.inert(field)`` says why
choosing another value of it changes nothing in this game ("This game turns no upcard."), or None.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from string import Formatter
from typing import TYPE_CHECKING, Any, TypeGuard

from .cards import BLACK_THREES, RED_THREES
from .errors import NotationError, Param

# Card values of RULES.md 1.3, by rank letter ("JK" for jokers, "3" for black threes in hand or meld).
CLASSIC_CARD_VALUES: tuple[tuple[str, int], ...] = (
    ("JK", 50), ("2", 20), ("A", 20), ("K", 10), ("Q", 10), ("J", 10), ("T", 10), ("9", 10), ("8", 10),
    ("7", 5), ("6", 5), ("5", 5), ("4", 5), ("3", 5),
)
# VV-15: S3's table values fours to eights at 5 (the eight differs from every other source; kept as written).
VV_CARD_VALUES = tuple((rank, 5 if rank == "8" else value) for rank, value in CLASSIC_CARD_VALUES)
# (lowest cumulative score, minimum); None stands for minus infinity (C-INIT-1).
CLASSIC_INITIAL_MELD_TABLE: tuple[tuple[int | None, int], ...] = ((None, 15), (0, 50), (1500, 90), (3000, 120))

# Options written as an object of points by name in the position dict, kept as pairs inside the RuleSet.
MAP_OPTIONS = ("card_values", "wild_canasta_bonus", "incomplete_meld_penalties", "hand_rank_hoard_penalty",
               "special_hand_values")
SPECIAL_HANDS = ("straight", "natural_pairs", "pairs_with_wilds", "garbage")
WILD_CANASTA_KINDS = ("seven_twos", "four_jokers", "other")
SIDE_STRUCTURES = ("individual", "pairs_opposite", "teams_of_three_alternating", "three_pairs",
                   "temporary_partnership", "five_three_vs_two", "five_rotating_individual")
# Five players (X1-8): four play each hand while one sits out.
FIVE_PLAYER_STRUCTURES = ("five_three_vs_two", "five_rotating_individual")
# Fixed partnerships: how many sides, and the only player count each is played with (V-SIDE-2, V6-1).
PARTNERSHIP_STRUCTURES: dict[str, tuple[int, int]] = {
    "pairs_opposite": (2, 4), "teams_of_three_alternating": (2, 6), "three_pairs": (3, 6),
    "five_three_vs_two": (2, 5)}  # X1-8: seats 0, 2, 4 against 1 and 3; one of the three sits out each hand
MAX_PLAYERS = 6
UPCARD_COVER_CHOICES = ("wild", "red_three", "black_three")

# Why a RuleSet cannot be played, by reason: the key is "rules.<reason>".  A pattern is the English sentence,
# its parameters in braces: ``{fields[0]}`` is the first of the options involved (every problem has the
# parameter ``fields``, the RuleSet fields it is about, the one named first); a list is written with ", "
# between its items.  docs/rule-options.md lists them with their parameters.
_PROBLEM_PATTERNS: dict[str, str] = {
    # one option's value
    "not_in_range": "{fields[0]} must be a whole number from {low} to {high}, not {value}",
    "not_in_range_or_null": "{fields[0]} must be a whole number from {low} to {high} or null, not {value}",
    "not_a_choice": "{fields[0]} must be one of {choices}, not {value}",
    "not_true_or_false": "{fields[0]} must be true or false, not {value}",
    "names_not_distinct": "{fields[0]} may hold only {choices}, each once",
    "bonus_cards_shape": "{fields[0]} must be [cards for the first side to meld, for the second] or null, "
                         "not {value}",
    "wild_canasta_bonus_kinds": "{fields[0]} as an object gives points for seven_twos, four_jokers and other",
    "points_by_name": "{fields[0]} must map {names} to points",
    "points_by_rank": "{fields[0]} must map ranks to points",
    "card_values_shape": "{fields[0]} must give whole-number points for JK, 2, A, K, Q, J, T, 9 ... 4 and 3",
    "meld_table_shape": "{fields[0]} must be rows of [lowest score or null, minimum]",
    "meld_table_order": "{fields[0]} rows must rise by score, with null (minus infinity) only first",
    "wild_meld_size_shape": "{fields[0]} must be [smallest, largest] whole numbers, not {value}",
    "special_hand_values_shape": "{fields[0]} must give points for {names}",
    # options that do not go together (RULES.md 4.9), and what the seating and the deal need
    "wild_meld_short_of_canasta": "{fields[0]} [{smallest}, {largest}] never reaches {fields[1]} {canasta_size}: "
                                  "no wild canasta",
    "special_hands_need_hand_size": "{fields[0]} are hands of 14 cards: they need {fields[1]} 13, not {hand_size}",
    "wild_cards_unlimited": "{fields[0]} none needs a {fields[1]} other than none: a meld would take any wild cards",
    "wild_melds_need_bonus": "{fields[0]} needs a {fields[1]} (what a canasta of wild cards scores)",
    "smallest_meld_larger_than_largest": "{fields[0]} {min_meld_size} is larger than {fields[1]} {max_meld_size}: "
                                         "no meld can be laid",
    "canasta_larger_than_meld": "{fields[0]} {canasta_size} is larger than {fields[1]} {max_meld_size}",
    "smallest_wild_meld_larger_than_meld": "{fields[0]} [{smallest}, {largest}] starts above {fields[1]} "
                                           "{max_meld_size}: no wild meld can be laid",
    "structure_needs_players": "{fields[0]} {structure} needs {fields[1]} {needed}, not {player_count}",
    "too_few_cards": "{deck_count} packs cannot deal {hand_size} cards to {player_count} players",
    "turn_card_beyond_stock": "{fields[0]} {turn_card} must be smaller than the stock ({stock})",
    "game_never_ends": "set {fields[0]} or {fields[1]}, or the game never ends",
}
RULE_PROBLEMS: dict[str, str] = {f"rules.{reason}": pattern for reason, pattern in _PROBLEM_PATTERNS.items()}


class _Sentence(Formatter):
    """str.format with lists written as "a, b, c"."""

    def format_field(self, value: Any, format_spec: str) -> Any:
        if isinstance(value, list):
            return ", ".join(map(str, value))
        return super().format_field(value, format_spec)


def render_problem(pattern: str, params: dict[str, Param]) -> str:
    """The sentence of a pattern of ``RULE_PROBLEMS`` (or one written like them) with these parameters."""
    return _Sentence().format(pattern, **params)


# -- derived facts (the engine asks them on every move) ------------------------------------------------
def _side_count(r: RuleSet) -> int:
    fixed = PARTNERSHIP_STRUCTURES.get(r.side_structure)
    return fixed[0] if fixed else r.player_count


def _bonus_threes(r: RuleSet) -> frozenset[str]:
    """The threes laid out beside the melds for points: red ones, or both colours (MAC-6)."""
    return RED_THREES | BLACK_THREES if r.threes_as_bonus_cards == "both_colours" else RED_THREES


def _threes_laid_by_hand(r: RuleSet) -> bool:
    """Whether players lay their bonus threes themselves (``lay 3H``) instead of at once: when dealt
    threes wait for the first turn or one may be kept (MAC-7, MAC-9)."""
    return r.dealt_threes_timing == "first_turn" or r.keep_threes_in_hand != "none"


def _restricts_laying(r: RuleSet) -> bool:
    """Whether dead ranks or limits on wild cards apply to what a side lays (restrictions.py)."""
    return (r.rule_of_five or r.sevens_clean_only or r.aces_mixed_only_in_initial_meld
            or r.dead_rank_trigger != "off" or r.mac_wild_meld_priority)


def _meld_naturals_that_count(r: RuleSet) -> int:
    """How many natural cards of a meld can change which groups it takes (melds.meld_refusal, wild_limit):
    past the fewest naturals and the wild-card cap, more change nothing, so memo keys count no further
    (99, beyond any meld, where a ratio alone, a largest size or a restriction keeps them counting)."""
    if r.max_wild_per_meld is None or r.max_meld_size is not None or _restricts_laying(r):
        return 99
    return max(r.min_naturals_per_meld, r.max_wild_per_meld + 1)


def _any_card_discarded(r: RuleSet) -> bool:
    """Whether every card may be discarded at any time, as in Classic (discarding.discard_refusals: threes,
    wild cards, an empty pile; MAC-27, MAC-28, TR-9)."""
    return (r.three_discard_allowed and r.wild_discard == "always"
            and not (r.empty_pile_no_ace_seven or r.empty_pile_no_safe_discard))


def _take_may_be_barred(r: RuleSet) -> bool:
    """Whether anything but a blocked pile may bar a take (taking.take_barred): a side that has not melded
    (TR-2), the single-card restriction, mixed aces (TR-3)."""
    return (r.pile_take_unmelded_side == "forbidden" or r.single_card_pile_restriction
            or r.mixed_aces_cannot_take_ace_pile)


def _seat_step(r: RuleSet) -> int:
    """From a seat to the next in play direction: +1 clockwise, -1 counterclockwise (V-SIDE-1)."""
    return 1 if r.play_direction == "clockwise" else -1


def _active_players(r: RuleSet) -> int:
    """Players dealt in each hand: five players play four at a time (X1-8)."""
    return 4 if r.side_structure in FIVE_PLAYER_STRUCTURES else r.player_count


def _has_partners(r: RuleSet) -> bool:
    """Whether partners are fixed for the whole game and score together as one side."""
    return r.side_structure in PARTNERSHIP_STRUCTURES


def _scores_by_seat(r: RuleSet) -> bool:
    """Whether score i is seat i's: each plays for himself, even where partners share a hand (V3-TMP-6)."""
    return not _has_partners(r)


# Facts derived from the options, worked out when a RuleSet is made (RuleSet.__post_init__) and kept in its slots.
DERIVED_FACTS: dict[str, Callable[[RuleSet], Any]] = {
    "side_count": _side_count,
    "bonus_threes": _bonus_threes,
    "threes_laid_by_hand": _threes_laid_by_hand,
    "restricts_laying": _restricts_laying,
    "meld_naturals_that_count": _meld_naturals_that_count,
    "any_card_discarded": _any_card_discarded,
    "take_may_be_barred": _take_may_be_barred,
    "seat_step": _seat_step,
    "active_players": _active_players,
    "has_partners": _has_partners,
    "scores_by_seat": _scores_by_seat,
}


def problem_placeholders(pattern: str) -> list[str]:
    """The parameter names a pattern uses ("fields" for ``{fields[1]}``), each once, in order."""
    names = (name.partition("[")[0] for _, name, _, _ in Formatter().parse(pattern) if name is not None)
    return list(dict.fromkeys(names))


@dataclass(frozen=True)
class RuleProblem:
    """One reason a RuleSet cannot be played: a key of ``RULE_PROBLEMS`` and its JSON-safe parameters."""

    key: str
    params: dict[str, Param]

    @property
    def fields(self) -> list[str]:
        """The RuleSet fields (options) the problem is about, the one it names first."""
        fields = self.params["fields"]
        return [str(name) for name in fields] if isinstance(fields, list) else [str(fields)]

    @property
    def sentence(self) -> str:
        return render_problem(RULE_PROBLEMS[self.key], self.params)

    def __str__(self) -> str:
        return self.sentence


class InvalidRules(ValueError):
    """Rules the engine cannot play; ``problems`` says why, each with its key, and ``str(e)`` is
    "Invalid rules: " and their sentences joined by "; "."""

    def __init__(self, problems: tuple[RuleProblem, ...] | list[RuleProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__("Invalid rules: " + "; ".join(problem.sentence for problem in self.problems))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.problems,))


@dataclass(frozen=True)
class RuleSet:
    """The options of RULES.md section 4 (names as there); defaults are Classic for four players.

    Facts derived from the options (``side_count``, ``restricts_laying``, ...: ``DERIVED_FACTS``) are worked out
    once, when the rules are made, and kept in slots: the engine asks them on every move, and CPython 3.11 reads
    a slot at once where a cached property costs a lookup through the class each time."""

    __slots__ = ("__dict__", "__weakref__", *DERIVED_FACTS)
    if TYPE_CHECKING:  # the slots' types, for the type checker (no options: not fields at run time)
        side_count: int = dataclasses.field(init=False)
        bonus_threes: frozenset[str] = dataclasses.field(init=False)
        threes_laid_by_hand: bool = dataclasses.field(init=False)
        restricts_laying: bool = dataclasses.field(init=False)
        meld_naturals_that_count: int = dataclasses.field(init=False)
        any_card_discarded: bool = dataclasses.field(init=False)
        take_may_be_barred: bool = dataclasses.field(init=False)
        seat_step: int = dataclasses.field(init=False)
        active_players: int = dataclasses.field(init=False)
        has_partners: bool = dataclasses.field(init=False)
        scores_by_seat: bool = dataclasses.field(init=False)

    # 4.1 Table, cards, deal
    player_count: int = 4
    side_structure: str = "pairs_opposite"
    deck_count: int = 2
    jokers_per_pack: int = 2
    hand_size: int = 11
    play_direction: str = "clockwise"
    cut_joker_to_cutter: bool = False  # VV-3: a joker at the bottom of the cut goes to the cutter
    initial_upcard: bool = True
    upcard_cover_ranks: tuple[str, ...] = ("wild", "red_three")
    red_three_in_pile_freezes: bool = False
    turn_card_from_bottom: int | None = None  # MAC-5: the turn card, this many cards from the stock's bottom
    threes_as_bonus_cards: str = "red_only"  # MAC-6: "both_colours", black threes are laid out too
    dealt_threes_timing: str = "after_deal"  # MAC-7: "first_turn", the player lays them himself, before drawing
    keep_threes_in_hand: str = "none"  # MAC-9, TR-5: "one_before_initial_meld" or "unlimited"
    threes_in_hand_scored_as_table: bool = False  # TR-6
    last_card_three: str = "end_minus_5"  # MAC-32, TR-7: "end_scored_as_table"
    # 4.2 Drawing and the discard pile
    stock_draw_count: int = 1
    pile_frozen_by_wild: bool = True
    pile_always_frozen: bool = False
    black_three_block: str = "next_turn_only"
    pile_take_unmelded_side: str = "natural_pair_with_minimum"
    pile_take_natural_plus_wild: bool = True
    pile_take_by_layoff: bool = True
    forced_take_when_stock_empty: bool = True
    single_card_pile_restriction: bool = False
    last_stock_red_three: str = "end_no_play"
    mixed_aces_cannot_take_ace_pile: bool = False  # TR-3
    # 4.3 Melds
    min_meld_size: int = 3
    max_meld_size: int | None = None
    canasta_size: int = 7
    max_wild_per_meld: int | None = 3
    wild_ratio: str = "at_most_equal"
    min_naturals_per_meld: int = 2
    black_three_meld_when_going_out: bool = True
    black_three_meld_allows_wild: bool = False
    wild_card_melds: bool = False  # D9: melds of wild cards alone (joker canasta)
    wild_meld_size: tuple[int, int] = (3, 7)  # the smallest and largest wild-card meld
    rule_of_five: bool = False  # MAC-12: after the first meld, wild cards only onto five natural cards
    sevens_clean_only: bool = False  # MAC-13
    aces_mixed_only_in_initial_meld: bool = False  # MAC-14
    dead_rank_trigger: str = "off"  # MAC-16: "any_canasta" or "pure_canasta_only" closes a rank for all
    allow_meld_of_opponents_closed_rank: bool = False  # TR-8
    mac_wild_meld_priority: bool = False  # TR-12: an unfinished wild-card meld takes every wild card
    # 4.4 Initial meld
    initial_meld_table: tuple[tuple[int | None, int], ...] = CLASSIC_INITIAL_MELD_TABLE
    initial_meld_counts_top_discard: bool = True
    initial_meld_single_meld_only: bool = False  # VV-12: one meld alone must reach the minimum
    initial_meld_clean_requirement: str = "none"  # MAC-23, TR-1: pure_or_wild_meld, pure_always, three_naturals
    bonus_cards: tuple[int, int] | None = None  # MAC-25: cards for the first side to meld, and for the second
    bonus_cards_source: str = "stock_top"  # TR-11: "talons", packets set aside at the deal
    # 4.5 Going out
    canastas_to_go_out: int = 1
    final_discard: str = "optional"
    ask_partner: bool = True
    concealed_requires_side_unmelded: bool = True
    concealed_requires_stock_draw: bool = True
    concealed_exempt_from_minimum: bool = True
    ask_partner_limit_per_hand: int | None = None  # MAC-30: how often a player may ask in one hand
    special_hands: bool = False  # MAC-33: a 14-card hand shown whole ends the hand
    special_hand_values: tuple[tuple[str, int], ...] = (
        ("straight", 3000), ("natural_pairs", 2500), ("pairs_with_wilds", 2000), ("garbage", 2000))  # MAC-33
    no_out_with_incomplete: tuple[str, ...] = ()  # MAC-29, TR-10: "wild", "sevens", "pure_aces"
    wild_discard: str = "always"  # MAC-27: "final_only"
    three_discard_allowed: bool = True  # MAC-27: False, threes are never discarded
    empty_pile_no_ace_seven: bool = False  # MAC-28
    empty_pile_no_safe_discard: bool = False  # TR-9
    # 4.7 Scoring
    card_values: tuple[tuple[str, int], ...] = CLASSIC_CARD_VALUES
    natural_canasta_bonus: int = 500
    mixed_canasta_bonus: int = 300
    going_out_bonus: int = 100
    concealed_going_out_bonus: int = 200
    quick_out_bonus: int | None = None
    quick_out_max_stock_draws: int = 1
    hand_canasta_bonus: int | None = None
    concealed_canasta_bonus: int = 0  # NL-7: a canasta laid whole in one action earns this on top
    wild_canasta_bonus: int | tuple[tuple[str, int], ...] | None = None  # X1-2, VV-16; MAC-35 by its cards:
    # seven_twos, four_jokers, other.  None: not allowed
    sevens_canasta_bonus: int | None = None  # MAC-35: a canasta of sevens (None: as any natural canasta)
    clean_aces_canasta_bonus: int | None = None  # MAC-35: a clean canasta of aces
    incomplete_meld_penalties: tuple[tuple[str, int], ...] = ()  # MAC-35: wild, sevens, pure_aces left unfinished
    hand_rank_hoard_penalty: tuple[tuple[str, int], ...] = ()  # MAC-35: three or more of a rank left in a hand
    red_three_value: int = 100
    red_three_all_four_bonus: int = 400
    red_three_scoring: str = "linear_all_four_bonus"
    red_three_sign_rule: str = "side_has_meld"  # VV: "one_canasta_per_three"
    vv_red_three_split: str = "split"  # VV-16: threes beyond the canastas count minus ("all_or_nothing": all do)
    black_three_in_hand_scoring: str = "card_value"  # VV-16: "progressive_negative"
    melded_cards_negative_without_canasta: bool = False  # VV-16
    concealed_out_doubles_opponent_negatives: bool = False  # VV-16
    # 4.8 End of game
    target_score: int | None = 5000
    max_rounds: int | None = None
    tie_policy: str = "extra_hand"

    def __post_init__(self) -> None:
        problems = _problems(self)
        if problems:
            raise InvalidRules(problems)
        for name, fact in DERIVED_FACTS.items():
            object.__setattr__(self, name, fact(self))

    # -- questions about an option -------------------------------------------------------------------
    def inert(self, field: str) -> str | None:
        """Why choosing another value of the option ``field`` changes nothing in this game, in a sentence
        for the player ("This game turns no upcard."), or None when it may matter.  The canasta of wild
        cards is asked for by ``wild_canasta_bonus``: a game that scores such canastas by their cards
        (MAC-35) has no single bonus to set.  KeyError for a name that is no field of RuleSet."""
        if field not in _FIELD_NAMES:
            raise KeyError(f"no rule option is called {field!r}")
        question = _INERT.get(field)
        return question(self) if question else None

    def inert_fields(self) -> dict[str, str]:
        """Every option that changes nothing in this game, with the reason (see ``inert``)."""
        return {field: reason for field, question in _INERT.items() if (reason := question(self))}

    def value_of_rank(self) -> dict[str, int]:
        return dict(self.card_values)

    def replace(self, **changes: Any) -> RuleSet:
        return dataclasses.replace(self, **changes)

    # -- serialisation -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name in MAP_OPTIONS and isinstance(value, tuple):
                value = dict(value)
            elif f.name == "initial_meld_table":
                value = [list(row) for row in value]
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any] | str | RuleSet) -> RuleSet:
        """Build from ``to_dict`` output (missing options take their defaults) or from a preset name."""
        if isinstance(data, RuleSet):
            return data  # already built (a view that samples games passes its own)
        if isinstance(data, str):
            return preset(data)
        if not isinstance(data, dict):
            raise NotationError(f"rules must be a preset name or an object of options, not {data!r}")
        names = {f.name: f for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - set(names))
        if unknown:
            raise NotationError(f"unknown rule option(s): {', '.join(unknown)}")
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            if key in MAP_OPTIONS and (isinstance(value, dict) or key != "wild_canasta_bonus"):
                if not isinstance(value, dict):
                    raise NotationError(f"{key} must map names to points")
                value = tuple(value.items())
            elif key == "initial_meld_table":
                if not isinstance(value, list) or not all(isinstance(r, list | tuple) and len(r) == 2 for r in value):
                    raise NotationError("initial_meld_table must be a list of [lowest score or null, minimum]")
                value = tuple((row[0], row[1]) for row in value)
            elif isinstance(value, list):
                value = tuple(value)
            kwargs[key] = value
        return cls(**kwargs)


def _shown(value: object) -> Param:
    """A value as a parameter: a whole number or a text as it is, anything else as ``str`` writes it."""
    if isinstance(value, int | str) and not isinstance(value, bool):
        return value
    return str(value)


def _problems(r: RuleSet) -> list[RuleProblem]:
    """Every value the engine cannot play, in plain words (RULES.md 4.9)."""
    p: list[RuleProblem] = []

    def add(reason: str, fields: tuple[str, ...], **params: Param) -> None:
        p.append(RuleProblem(f"rules.{reason}", {"fields": list(fields), **params}))

    def check_int(name: str, low: int, high: int, optional: bool = False) -> None:
        value = getattr(r, name)
        if value is None and optional:
            return
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            add("not_in_range_or_null" if optional else "not_in_range", (name,), low=low, high=high,
                value=repr(value))

    def check_choice(name: str, choices: tuple[str, ...]) -> None:
        if getattr(r, name) not in choices:
            add("not_a_choice", (name,), choices=list(choices), value=repr(getattr(r, name)))

    def check_bool(name: str) -> None:
        if not isinstance(getattr(r, name), bool):
            add("not_true_or_false", (name,), value=repr(getattr(r, name)))

    def check_names(name: str, allowed: tuple[str, ...]) -> None:
        if not _distinct_names(getattr(r, name), allowed):
            add("names_not_distinct", (name,), choices=list(allowed))

    check_int("player_count", 2, MAX_PLAYERS)
    check_choice("side_structure", SIDE_STRUCTURES)
    check_int("deck_count", 1, 12)
    check_int("jokers_per_pack", 0, 4)
    check_int("hand_size", 1, 20)
    check_choice("play_direction", ("clockwise", "counterclockwise"))
    check_choice("black_three_block", ("next_turn_only", "until_taken"))
    check_choice("pile_take_unmelded_side", ("natural_pair_with_minimum", "forbidden"))
    check_choice("last_stock_red_three", ("end_no_play", "end_may_meld"))
    check_choice("wild_ratio", ("at_most_equal", "strictly_fewer", "none"))
    check_choice("final_discard", ("optional", "required", "required_face_down"))
    check_choice("dead_rank_trigger", ("off", "any_canasta", "pure_canasta_only"))
    check_choice("initial_meld_clean_requirement", ("none", "pure_or_wild_meld", "pure_always", "three_naturals"))
    check_choice("wild_discard", ("always", "final_only"))
    check_choice("threes_as_bonus_cards", ("red_only", "both_colours"))
    check_choice("bonus_cards_source", ("stock_top", "talons"))
    check_int("turn_card_from_bottom", 1, 60, optional=True)
    bonus = r.bonus_cards
    if bonus is not None and not (isinstance(bonus, tuple) and len(bonus) == 2
                                  and all(type(n) is int and 0 <= n <= 10 for n in bonus)):
        add("bonus_cards_shape", ("bonus_cards",), value=repr(bonus))
    check_choice("dealt_threes_timing", ("after_deal", "first_turn"))
    check_choice("keep_threes_in_hand", ("none", "one_before_initial_meld", "unlimited"))
    check_choice("last_card_three", ("end_minus_5", "end_scored_as_table"))
    check_int("ask_partner_limit_per_hand", 1, 20, optional=True)
    check_names("no_out_with_incomplete", ("wild", "sevens", "pure_aces"))
    check_choice("red_three_scoring", ("linear_all_four_bonus", "six_player_table", "progressive_doubling",
                                       "mac_colour_table"))
    check_choice("red_three_sign_rule", ("side_has_meld", "one_canasta_per_three", "mac_canasta_count"))
    check_choice("vv_red_three_split", ("split", "all_or_nothing"))
    check_choice("black_three_in_hand_scoring", ("card_value", "progressive_negative"))
    check_choice("tie_policy", ("extra_hand", "draw"))
    for name in ("initial_upcard", "red_three_in_pile_freezes", "pile_frozen_by_wild", "pile_always_frozen",
                 "pile_take_natural_plus_wild", "pile_take_by_layoff", "forced_take_when_stock_empty",
                 "single_card_pile_restriction", "black_three_meld_when_going_out", "black_three_meld_allows_wild",
                 "initial_meld_counts_top_discard", "ask_partner", "concealed_requires_side_unmelded",
                 "concealed_requires_stock_draw", "concealed_exempt_from_minimum", "wild_card_melds",
                 "cut_joker_to_cutter", "initial_meld_single_meld_only", "melded_cards_negative_without_canasta",
                 "concealed_out_doubles_opponent_negatives", "rule_of_five", "sevens_clean_only",
                 "aces_mixed_only_in_initial_meld", "allow_meld_of_opponents_closed_rank", "mac_wild_meld_priority",
                 "three_discard_allowed", "empty_pile_no_ace_seven", "empty_pile_no_safe_discard",
                 "threes_in_hand_scored_as_table", "special_hands", "mixed_aces_cannot_take_ace_pile"):
        check_bool(name)
    check_int("stock_draw_count", 1, 4)
    check_int("min_meld_size", 2, 7)
    check_int("max_meld_size", 3, 30, optional=True)
    check_int("canasta_size", 3, 20)
    check_int("max_wild_per_meld", 0, 12, optional=True)
    check_int("min_naturals_per_meld", 1, 7)
    check_int("canastas_to_go_out", 0, 6)
    check_int("target_score", 1, 10**6, optional=True)
    check_int("max_rounds", 1, 1000, optional=True)
    check_int("quick_out_bonus", 0, 10000, optional=True)
    check_int("hand_canasta_bonus", 0, 10000, optional=True)
    if _is_pairs(r.wild_canasta_bonus):
        if {k for k, _ in r.wild_canasta_bonus} != set(WILD_CANASTA_KINDS) or not all(
                type(v) is int and v >= 0 for _, v in r.wild_canasta_bonus):
            add("wild_canasta_bonus_kinds", ("wild_canasta_bonus",))
    else:
        check_int("wild_canasta_bonus", 0, 10000, optional=True)
    check_int("sevens_canasta_bonus", 0, 10000, optional=True)
    check_int("clean_aces_canasta_bonus", 0, 10000, optional=True)
    for name, keys in (("incomplete_meld_penalties", {"wild", "sevens", "pure_aces"}),
                       ("hand_rank_hoard_penalty", set("AKQJT98765432"))):
        value = getattr(r, name)
        if not _is_pairs(value) or not {k for k, _ in value} <= keys or not all(
                type(v) is int and v >= 0 for _, v in value):
            if len(keys) < 5:
                add("points_by_name", (name,), names=sorted(keys))
            else:
                add("points_by_rank", (name,))
    check_int("quick_out_max_stock_draws", 0, 50)
    for name in ("natural_canasta_bonus", "mixed_canasta_bonus", "going_out_bonus", "concealed_going_out_bonus",
                 "red_three_value", "red_three_all_four_bonus", "concealed_canasta_bonus"):
        check_int(name, 0, 10000)
    check_names("upcard_cover_ranks", UPCARD_COVER_CHOICES)
    values = dict(r.card_values) if _is_pairs(r.card_values) else {}
    missing = [k for k, _ in CLASSIC_CARD_VALUES if k not in values]
    if missing or any(isinstance(v, bool) or not isinstance(v, int) for v in values.values()):
        add("card_values_shape", ("card_values",))
    table = r.initial_meld_table
    if (not _is_pairs(table) or not table or any(not _whole(minimum) for _, minimum in table)
            or table[0][0] is not None and not isinstance(table[0][0], int)):
        add("meld_table_shape", ("initial_meld_table",))
    else:
        later = [low for low, _ in table[1:] if isinstance(low, int)]  # every row after the first has a score
        if len(later) != len(table) - 1 or later != sorted(later):
            add("meld_table_order", ("initial_meld_table",))
    size = r.wild_meld_size
    wild_sizes = (isinstance(size, tuple) and len(size) == 2 and all(type(x) is int for x in size)
                  and 1 <= size[0] <= size[1] <= 30)
    if not wild_sizes:
        add("wild_meld_size_shape", ("wild_meld_size",), value=repr(size))
    elif (r.wild_card_melds and _whole(r.canasta_size) and size[1] < r.canasta_size
          and r.wild_canasta_bonus is not None):
        add("wild_meld_short_of_canasta", ("wild_meld_size", "canasta_size", "wild_card_melds", "wild_canasta_bonus"),
            smallest=size[0], largest=size[1], canasta_size=r.canasta_size)
    hand_values = r.special_hand_values
    if not _is_pairs(hand_values) or {k for k, _ in hand_values} != set(SPECIAL_HANDS) or not all(
            type(v) is int and v >= 0 for _, v in hand_values):
        add("special_hand_values_shape", ("special_hand_values",), names=list(SPECIAL_HANDS))
    if r.special_hands and _whole(r.hand_size) and r.hand_size + 1 != 14:
        add("special_hands_need_hand_size", ("special_hands", "hand_size"), hand_size=r.hand_size)
    if r.max_wild_per_meld is None and r.wild_ratio == "none":
        add("wild_cards_unlimited", ("max_wild_per_meld", "wild_ratio"))
    if r.wild_card_melds and r.wild_canasta_bonus is None:
        add("wild_melds_need_bonus", ("wild_card_melds", "wild_canasta_bonus"))
    # Consistency constraints (RULES.md 4.9) and what the seating needs.  No meld, or no wild meld, may need more
    # cards than a meld holds: the going-out search (going_out._allocate) counts on a meld's room covering its need.
    if _whole(r.max_meld_size) and _whole(r.min_meld_size) and r.min_meld_size > r.max_meld_size:
        add("smallest_meld_larger_than_largest", ("min_meld_size", "max_meld_size"), min_meld_size=r.min_meld_size,
            max_meld_size=r.max_meld_size)
    if _whole(r.max_meld_size) and _whole(r.canasta_size) and r.canasta_size > r.max_meld_size:
        add("canasta_larger_than_meld", ("canasta_size", "max_meld_size"), canasta_size=r.canasta_size,
            max_meld_size=r.max_meld_size)
    if r.wild_card_melds and wild_sizes and _whole(r.max_meld_size) and size[0] > r.max_meld_size:
        add("smallest_wild_meld_larger_than_meld", ("wild_meld_size", "max_meld_size", "wild_card_melds"),
            smallest=size[0], largest=size[1], max_meld_size=r.max_meld_size)
    if r.side_structure == "temporary_partnership" and r.player_count != 3:
        add("structure_needs_players", ("side_structure", "player_count"), structure=r.side_structure, needed=3,
            player_count=_shown(r.player_count))
    if r.side_structure == "five_rotating_individual" and r.player_count != 5:
        add("structure_needs_players", ("side_structure", "player_count"), structure=r.side_structure, needed=5,
            player_count=_shown(r.player_count))
    fixed = PARTNERSHIP_STRUCTURES.get(r.side_structure) if isinstance(r.side_structure, str) else None
    if fixed and r.player_count != fixed[1]:
        add("structure_needs_players", ("side_structure", "player_count"), structure=r.side_structure,
            needed=fixed[1], player_count=_shown(r.player_count))
    if not p and _active_players(r) * r.hand_size + 2 > r.deck_count * (52 + r.jokers_per_pack):
        add("too_few_cards", ("deck_count", "jokers_per_pack", "hand_size", "player_count", "side_structure"),
            deck_count=r.deck_count, hand_size=r.hand_size, player_count=r.player_count)
    if not p and r.turn_card_from_bottom is not None:
        talons = sum(r.bonus_cards) if r.bonus_cards and r.bonus_cards_source == "talons" else 0
        stock = r.deck_count * (52 + r.jokers_per_pack) - _active_players(r) * r.hand_size - talons
        if r.turn_card_from_bottom >= stock:
            add("turn_card_beyond_stock", ("turn_card_from_bottom", "deck_count", "jokers_per_pack", "hand_size",
                                           "player_count", "side_structure", "bonus_cards", "bonus_cards_source"),
                turn_card=r.turn_card_from_bottom, stock=stock)
    if r.target_score is None and r.max_rounds is None:
        add("game_never_ends", ("target_score", "max_rounds"))
    return p


# Why an option changes nothing in a game, by the RuleSet field it sets (RuleSet.inert).  Each sentence is
# marked with N_ for the translations' catalogs (game/i18n): the screen shows it through tr().
def N_(english: str) -> str:  # noqa: N802 (gettext's name for it, which the catalog tool finds)
    return english


def _no_upcard(r: RuleSet) -> str | None:
    return None if r.initial_upcard else N_("This game turns no upcard.")


def _red_three_never_in_pile(r: RuleSet) -> str | None:
    # A red three reaches the pile only as an upcard; covered, it stays in the pile beneath the cover.
    if not r.initial_upcard:
        return N_("A red three reaches the pile only as an upcard; this game turns none.")
    return None


def _each_for_himself(r: RuleSet) -> str | None:
    if r.side_structure == "individual":  # five each for himself still pairs up for each hand (X1-8)
        return N_("Each plays for himself: the side is the player.")
    return None


def _no_black_three_meld(r: RuleSet) -> str | None:
    return None if r.black_three_meld_when_going_out else N_("This game never melds black threes.")


def _other_red_three_table(r: RuleSet) -> str | None:
    if r.red_three_scoring != "linear_all_four_bonus":
        return N_("This game scores red threes by a table of its own.")
    return None


def _own_wild_canastas(r: RuleSet) -> str | None:
    return N_("This game scores canastas of wild cards by their cards.") if _is_pairs(r.wild_canasta_bonus) else None


def _threes_never_held(r: RuleSet) -> str | None:
    return None if r.threes_laid_by_hand else N_("Threes are laid out at once here: none stays in a hand.")


def _no_dead_ranks(r: RuleSet) -> str | None:
    return None if r.dead_rank_trigger != "off" else N_("No rank is ever closed in this game.")


def _no_bonus_cards(r: RuleSet) -> str | None:
    return None if r.bonus_cards is not None else N_("This game deals no bonus cards.")


def _no_wild_melds(r: RuleSet) -> str | None:
    return None if r.wild_card_melds else N_("This game has no melds of wild cards.")


_INERT: dict[str, Callable[[RuleSet], str | None]] = {
    "upcard_cover_ranks": _no_upcard,  # D4, D11
    "red_three_in_pile_freezes": _red_three_never_in_pile,  # D12
    "concealed_requires_side_unmelded": _each_for_himself,  # D5
    "wild_canasta_bonus": _own_wild_canastas,  # D9, X1-2 (MAC-35 scores them by their cards)
    "black_three_meld_allows_wild": _no_black_three_meld,  # D10
    "red_three_all_four_bonus": _other_red_three_table,  # D13
    "threes_in_hand_scored_as_table": _threes_never_held,  # TR-6
    "last_card_three": _threes_never_held,  # TR-7
    "allow_meld_of_opponents_closed_rank": _no_dead_ranks,  # TR-8
    "bonus_cards_source": _no_bonus_cards,  # TR-11
    "mac_wild_meld_priority": _no_wild_melds,  # TR-12
}
_FIELD_NAMES = frozenset(f.name for f in dataclasses.fields(RuleSet))


def _whole(value: object) -> TypeGuard[int]:
    """A whole number (the consistency checks compare only options that are; the others are refused above)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _distinct_names(values: Any, allowed: tuple[str, ...]) -> bool:
    """A list of names from ``allowed``, each at most once."""
    return (isinstance(values, tuple | list) and all(isinstance(v, str) and v in allowed for v in values)
            and len(set(values)) == len(values))


def _is_pairs(rows: object) -> TypeGuard[tuple[tuple[object, object], ...]]:
    """A tuple of pairs (of anything: the callers check the names and the points)."""
    return isinstance(rows, tuple) and all(isinstance(x, tuple) and len(x) == 2 for x in rows)


CLASSIC_4P = RuleSet()
CLASSIC_2P = RuleSet(player_count=2, side_structure="individual", hand_size=15)
SIX_PLAYER = RuleSet(player_count=6, side_structure="teams_of_three_alternating", deck_count=3, hand_size=13,
                     canastas_to_go_out=2, target_score=10000, red_three_scoring="six_player_table",
                     initial_meld_table=CLASSIC_INITIAL_MELD_TABLE + ((7500, 150),))  # V6-1..6

# Every variant of RULES.md section 3, each a delta against Classic; the README lists them.
_PRESETS: dict[str, RuleSet] = {
    "classic-4p": CLASSIC_4P,
    "classic-2p": CLASSIC_2P,
    "two-player-draw-two": CLASSIC_2P.replace(stock_draw_count=2, canastas_to_go_out=2),  # 3b: V2-1..8
    "three-player": RuleSet(player_count=3, side_structure="individual", hand_size=13),  # 3a-i: V3-IND-1..3
    "modern-american": RuleSet(  # 3c: Modern American Canasta (MAC-1..37)
        hand_size=13, initial_upcard=False, turn_card_from_bottom=9, dealt_threes_timing="first_turn",
        threes_as_bonus_cards="both_colours", keep_threes_in_hand="one_before_initial_meld",
        black_three_meld_when_going_out=False, three_discard_allowed=False, max_meld_size=7, max_wild_per_meld=2,
        wild_ratio="none", wild_card_melds=True, rule_of_five=True, sevens_clean_only=True,
        aces_mixed_only_in_initial_meld=True, dead_rank_trigger="any_canasta", pile_always_frozen=True,
        pile_take_natural_plus_wild=False, pile_take_by_layoff=False, forced_take_when_stock_empty=False,
        initial_meld_table=CLASSIC_INITIAL_MELD_TABLE + ((5000, 150),),
        initial_meld_clean_requirement="pure_or_wild_meld", bonus_cards=(4, 3), canastas_to_go_out=2,
        final_discard="required_face_down", ask_partner_limit_per_hand=1, special_hands=True,
        no_out_with_incomplete=("wild",), wild_discard="final_only", empty_pile_no_ace_seven=True,
        wild_canasta_bonus=(("seven_twos", 3000), ("four_jokers", 2500), ("other", 2000)),
        sevens_canasta_bonus=2500, clean_aces_canasta_bonus=2500,
        incomplete_meld_penalties=(("sevens", 2500), ("pure_aces", 2500), ("wild", 2000)),
        red_three_scoring="mac_colour_table", red_three_sign_rule="mac_canasta_count",
        melded_cards_negative_without_canasta=True, hand_rank_hoard_penalty=(("A", 1500), ("7", 1500)),
        target_score=8500),
    "five-player": RuleSet(player_count=5, side_structure="five_three_vs_two"),  # X1-8: four play each hand
    "five-player-rotating": RuleSet(player_count=5, side_structure="five_rotating_individual"),  # X1-8 alt.
    "three-player-partnership": RuleSet(  # 3a-ii: the first to take the pile plays alone (V3-TMP-1..9)
        player_count=3, side_structure="temporary_partnership", hand_size=13, stock_draw_count=2,
        ask_partner=False, target_score=7500),
    "regency": RuleSet(  # 3f: source 001's German Regency rules with its extras (X1-1..7)
        quick_out_bonus=300, quick_out_max_stock_draws=1, wild_card_melds=True, wild_canasta_bonus=1000,
        hand_canasta_bonus=1000, final_discard="required", pile_take_unmelded_side="forbidden",
        wild_ratio="strictly_fewer", concealed_requires_side_unmelded=False),
    "verschaerft": RuleSet(  # 3d: S3's house rules, four players each for himself (VV-1..17)
        side_structure="individual", deck_count=8, hand_size=13, play_direction="counterclockwise",
        cut_joker_to_cutter=True, upcard_cover_ranks=("wild",), stock_draw_count=2,
        pile_take_natural_plus_wild=False, black_three_block="until_taken", wild_ratio="strictly_fewer",
        max_wild_per_meld=None, wild_card_melds=True, wild_canasta_bonus=1000,
        initial_meld_table=((None, 50), (1500, 90), (3000, 120)), initial_meld_single_meld_only=True,
        canastas_to_go_out=2, final_discard="required", card_values=VV_CARD_VALUES,
        red_three_scoring="progressive_doubling", red_three_sign_rule="one_canasta_per_three",
        black_three_in_hand_scoring="progressive_negative", melded_cards_negative_without_canasta=True,
        concealed_out_doubles_opponent_negatives=True),
    "dutch": RuleSet(upcard_cover_ranks=("wild", "red_three", "black_three"), concealed_canasta_bonus=100),  # 3e
    "six-player": SIX_PLAYER,  # 3h, two teams of three
    "six-player-three-pairs": SIX_PLAYER.replace(side_structure="three_pairs", target_score=7500,
                                                 initial_meld_table=CLASSIC_INITIAL_MELD_TABLE),  # 3h, V6-4/5
}
PRESETS: tuple[str, ...] = tuple(_PRESETS)


def preset(name: str) -> RuleSet:
    """The RuleSet of a named preset (see PRESETS)."""
    try:
        return _PRESETS[name]
    except KeyError:
        raise NotationError(f"unknown preset {name!r}; presets: {', '.join(PRESETS)}") from None


