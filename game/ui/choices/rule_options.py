"""The rule options the start screen offers "à la carte", on top of a chosen preset.  No pygame here.

Each option is a short label for the player and its choices in plain words; a choice sets one RuleSet
field (or, for the joker canasta, two that only make sense together).  Values are kept in the JSON form of
``RuleSet.to_dict`` (lists, not tuples), so the chosen options go into the settings file and the saved game as
they are.  The options are those players argue about: the classic disagreements D1-D13 of RULES.md 2.14 that
are RuleSet options, the stock draw and the canastas needed to go out, and the table rules TR-1..TR-12 of
RULES.md 3g (TR-2 is ``pile_take_unmelded_side = forbidden``, offered once, among the house rules).

An option that changes nothing in the chosen game is greyed, not hidden: the player sees that the rule
exists and, beside it, why it does not apply here (Modern American has no upcard to cover; a game without
bonus cards has none to take from a packet).  Whether it applies, and why not, is the rules' own answer
(``RuleSet.inert``), asked of the rules as they stand with the other options chosen, so choosing "a wild card
only" for the upcard brings the red-three freeze to life.  A combination the engine cannot play is shown with
its reasons in the player's words, made from the keys and params of the engine's problems (``InvalidRules``)
and the labels of the options they name.  docs/rule-options.md lists the options (``options_table``) and the
problems' keys.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.core import InvalidRules, RuleProblem, RuleSet, preset
from game.i18n import N_, number, tr

Values = dict[str, Any]  # RuleSet fields in their to_dict (JSON) form
SET_FIELDS = ("upcard_cover_ranks", "no_out_with_incomplete")  # lists whose order means nothing


def canonical(field: str, value: Any) -> Any:
    """The value in the one form options compare and are stored in: sets of names sorted."""
    if field in SET_FIELDS and isinstance(value, list | tuple):
        return sorted(value)
    return value


@dataclass(frozen=True)
class OptionChoice:
    label: str
    values: tuple[tuple[str, Any], ...]  # (RuleSet field, JSON value): what choosing it sets


@dataclass(frozen=True)
class RuleOption:
    key: str  # its first field: names the option
    label: str
    section: str
    choices: tuple[OptionChoice, ...]
    source: str = ""  # where RULES.md discusses it, for the help line

    @property
    def fields(self) -> tuple[str, ...]:
        names = tuple(dict.fromkeys(name for choice in self.choices for name, _ in choice.values))
        return names or (self.key,)


HOUSE = N_("House rules")  # the sections' headings
GOING = N_("Drawing and going out")
TABLE = N_("Table rules (Modern American)")


def shown(label: str) -> str:
    """An option's, a choice's or a section's label in the current language: the English is kept in the
    options (marked with N_), translated where it is shown; a label that is a number ("1000") is written as the
    language writes numbers."""
    return number(int(label)) if label.isdigit() else tr(label)


def _single(key: str, label: str, section: str, choices: list[tuple[Any, str]], source: str) -> RuleOption:
    options = tuple(OptionChoice(text, ((key, canonical(key, value)),)) for value, text in choices)
    return RuleOption(key, label, section, options, source)


def _yes_no(key: str, label: str, section: str, source: str, no: str = N_("no"), yes: str = N_("yes")) -> RuleOption:
    return _single(key, label, section, [(False, no), (True, yes)], source)


OPTIONS: tuple[RuleOption, ...] = (
    _single("final_discard", N_("Last discard when going out"), HOUSE,
            [("optional", N_("optional")), ("required", N_("required")),
             ("required_face_down", N_("required, face down"))],
            "D1"),
    _single("wild_ratio", N_("Wild cards in a meld"), HOUSE,
            [("at_most_equal", N_("no more than naturals")), ("strictly_fewer", N_("fewer than naturals")),
             ("none", N_("any number"))], "D2"),
    _single("max_wild_per_meld", N_("Most wild cards in one meld"), HOUSE,
            [(2, N_("two")), (3, N_("three")), (None, N_("no limit"))], "D2"),
    _single("pile_take_unmelded_side", N_("Pile before your side's first meld"), HOUSE,
            [("natural_pair_with_minimum", N_("with a natural pair")), ("forbidden", N_("not allowed"))], "D3, TR-2"),
    _single("upcard_cover_ranks", N_("Upcard covered when it is"), HOUSE,
            [(["wild", "red_three"], N_("wild or red three")), (["wild"], N_("a wild card")),
             (["wild", "red_three", "black_three"], N_("wild or any three"))], "D4, D11"),
    _yes_no("red_three_in_pile_freezes", N_("A red three in the pile freezes it"), HOUSE, "D12"),
    _single("concealed_requires_side_unmelded", N_("Going out concealed needs"), HOUSE,
            [(True, N_("no melds by your side")), (False, N_("no melds of your own"))], "D5"),
    _single("concealed_going_out_bonus", N_("Going out concealed scores"), HOUSE,
            [(200, "200"), (300, "300"), (100, N_("100, as any"))], "C-CONC-6"),
    _single("quick_out_bonus", N_("Out after one stock draw scores"), HOUSE,
            [(None, N_("as any going out")), (300, "300")], "D7, X1-1"),
    _single("hand_canasta_bonus", N_("Canasta laid going out concealed"), HOUSE,
            [(None, N_("its usual bonus")), (1000, "1000")], "D6, X1-3"),
    RuleOption("wild_card_melds", N_("Canasta of wild cards alone"), HOUSE, (
        OptionChoice(N_("not allowed"), (("wild_card_melds", False), ("wild_canasta_bonus", None))),
        OptionChoice(N_("allowed, 1000"), (("wild_card_melds", True), ("wild_canasta_bonus", 1000)))),
        "D9, X1-2"),
    _yes_no("black_three_meld_allows_wild", N_("Wild card among black threes"), HOUSE, "D10"),
    _single("red_three_all_four_bonus", N_("All four red threes score"), HOUSE,
            [(400, "800"), (0, N_("400, no extra"))], "D13"),
    # initial_meld_table: D8, its choices are read from the game's own table (see choices_for)
    RuleOption("initial_meld_table", N_("First meld with a minus score"), HOUSE, (), source="D8"),
    _single("stock_draw_count", N_("Cards drawn from the stock"), GOING, [(1, N_("one")), (2, N_("two"))], "V2-1"),
    _single("canastas_to_go_out", N_("Canastas needed to go out"), GOING, [(1, N_("one")), (2, N_("two"))], "V2-3"),
    _single("initial_meld_clean_requirement", N_("First meld must hold"), TABLE,
            [("none", N_("just the points")), ("pure_or_wild_meld", N_("a clean or wild meld")),
             ("pure_always", N_("a clean meld")), ("three_naturals", N_("three natural cards"))], "TR-1"),
    _yes_no("mixed_aces_cannot_take_ace_pile", N_("Mixed aces bar taking an ace pile"), TABLE, "TR-3"),
    _yes_no("rule_of_five", N_("Wild cards only onto five naturals"), TABLE, "TR-4"),
    _single("keep_threes_in_hand", N_("Threes kept in hand"), TABLE,
            [("none", N_("none")), ("one_before_initial_meld", N_("one, before melding")),
             ("unlimited", N_("any number"))],
            "TR-5"),
    _single("threes_in_hand_scored_as_table", N_("Threes left in hand score"), TABLE,
            [(False, N_("5 against")), (True, N_("as if laid out"))], "TR-6"),
    _single("last_card_three", N_("A three as the last stock card"), TABLE,
            [("end_minus_5", N_("5 against")), ("end_scored_as_table", N_("is laid out"))], "TR-7"),
    _yes_no("allow_meld_of_opponents_closed_rank", N_("Meld a rank the others closed"), TABLE, "TR-8"),
    _single("empty_pile_no_safe_discard", N_("Safe discard onto an emptied pile"), TABLE,
            [(False, N_("allowed")), (True, N_("not allowed"))], "TR-9"),
    _single("no_out_with_incomplete", N_("No going out with unfinished"), TABLE,
            [([], N_("anything")), (["wild"], N_("wild-card meld")),
             (["wild", "sevens", "pure_aces"], N_("wild, 7s or aces"))],
            "TR-10"),
    _single("bonus_cards_source", N_("Bonus cards come from"), TABLE,
            [("stock_top", N_("the stock")), ("talons", N_("packets set aside"))], "TR-11"),
    _yes_no("mac_wild_meld_priority", N_("Wild cards to a wild meld first"), TABLE, "TR-12"),
)
BY_KEY = {option.key: option for option in OPTIONS}


def option_fields() -> frozenset[str]:
    """Every RuleSet field an option sets."""
    return frozenset(name for option in OPTIONS for name in option.fields)


def base_values(preset_name: str) -> Values:
    """The preset's own rules, in JSON form (a copy: the caller may change it)."""
    return dict(_base_values(preset_name))


@lru_cache(maxsize=64)
def _base_values(preset_name: str) -> Values:  # asked for many times a frame; a preset never changes
    return {name: canonical(name, value) for name, value in preset(preset_name).to_dict().items()}


def values_of(preset_name: str, options: Values) -> Values:
    """The preset's rules with the chosen options on top (nothing checked)."""
    values = base_values(preset_name)
    values.update({name: canonical(name, value) for name, value in options.items()})
    return values


def choices_for(option: RuleOption, preset_name: str) -> tuple[OptionChoice, ...]:
    """The option's choices in this game; the game's own value is always one of them (an odd one under
    its own name, e.g. Modern American's wild-card canastas)."""
    return _choices(option.key, preset_name)


@lru_cache(maxsize=1024)
def _choices(key: str, preset_name: str) -> tuple[OptionChoice, ...]:
    option = BY_KEY[key]
    base = _base_values(preset_name)
    if option.key == "initial_meld_table":
        return _meld_table_choices(base["initial_meld_table"])
    choices = option.choices
    if not any(_matches(choice, base) for choice in choices):
        own = tuple((name, base[name]) for name in option.fields)
        choices = (OptionChoice(N_("as this game has it"), own), *choices)
    return choices


def _meld_table_choices(table: list[list[Any]]) -> tuple[OptionChoice, ...]:
    """D8: 15 points while the score is below zero (S0), or the 50 of a score from zero (S1)."""
    higher = [row for row in table if row[0] is not None and row[0] > 0]
    with_tier = [[None, 15], [0, 50], *higher]
    without = [[None, 50], *higher]
    return (OptionChoice("15", (("initial_meld_table", with_tier),)),
            OptionChoice(N_("50, as from zero"), (("initial_meld_table", without),)))


def _matches(choice: OptionChoice, values: Values) -> bool:
    return all(same(values.get(name), value) for name, value in choice.values)


def same(a: Any, b: Any) -> bool:
    """Equal as JSON: True is not 1, and 1 is not 1.0."""
    return json.dumps(a) == json.dumps(b)


def chosen_index(option: RuleOption, preset_name: str, options: Values) -> int:
    """Which of ``choices_for`` the rules have now (the first, if none matches exactly)."""
    values = values_of(preset_name, options)
    choices = choices_for(option, preset_name)
    return next((i for i, choice in enumerate(choices) if _matches(choice, values)), 0)


def own_index(option: RuleOption, preset_name: str) -> int:
    return chosen_index(option, preset_name, {})


def choose(preset_name: str, options: Values, option: RuleOption, index: int) -> Values:
    """The options with ``option`` set to its choice ``index``: only what differs from the game is kept."""
    choice = choices_for(option, preset_name)[index]
    changed = dict(options)
    changed.update(copy.deepcopy(choice.values))  # the choices are shared (cached): never hand out their lists
    return _drop_unused(preset_name, only_changes(preset_name, changed))


def _drop_unused(preset_name: str, options: Values) -> Values:
    """Changes to options that now change nothing (the red-three freeze once red threes are covered again)
    go back to the game's own: a greyed row never shows a change."""
    while True:
        unused = [o for o in OPTIONS if unused_reason(o, preset_name, options) and set(o.fields) & set(options)]
        if not unused:
            return options
        options = {name: value for name, value in options.items() if name not in unused[0].fields}


def only_changes(preset_name: str, options: Values) -> Values:
    base = base_values(preset_name)
    return {name: canonical(name, value) for name, value in sorted(options.items())
            if not same(canonical(name, value), base.get(name))}


def unused_reason(option: RuleOption, preset_name: str, options: Values) -> str | None:
    """Why the option changes nothing in the game with these options chosen, or None: the rules' own answer
    (``RuleSet.inert``) for any field the option sets."""
    rules = _rules_to_ask(preset_name, json.dumps(options, sort_keys=True))
    return next((reason for name in option.fields if (reason := rules.inert(name))), None)


@lru_cache(maxsize=256)
def _rules_to_ask(preset_name: str, options_json: str) -> RuleSet:
    """The rules the options make, to ask questions of.  Options that cannot be played together (the screen
    shows why) are set aside, those the engine's problems name, until the rest can."""
    options: Values = json.loads(options_json)
    while options:
        try:
            return RuleSet.from_dict(values_of(preset_name, options))
        except InvalidRules as refusal:
            involved = {name for trouble in refusal.problems for name in trouble.fields}
            kept = {name: value for name, value in options.items() if name not in involved}
            if kept == options:
                break
            options = kept
        except ValueError:  # an option the screen does not offer
            break
    return preset(preset_name)


def not_offered(options: Values) -> list[str]:
    """The names among ``options`` that are no option of the start screen, sorted."""
    return sorted(set(options) - option_fields())


def build_rules(preset_name: str, options: Values) -> RuleSet:
    """The RuleSet of the preset with the options; ValueError (``InvalidRules``, with the reasons, for a
    combination the engine cannot play) for one it cannot build."""
    unknown = not_offered(options)
    if unknown:
        raise ValueError(f"not a rule option the start screen offers: {', '.join(unknown)}")
    if not options:
        return preset(preset_name)
    return RuleSet.from_dict(values_of(preset_name, options))


def problem(preset_name: str, options: Values) -> str | None:
    """Why these options cannot be played, in the player's words; None when they can."""
    unknown = not_offered(options)
    if unknown:
        return tr("Not a rule option the start screen offers: {names}", names=", ".join(unknown))
    try:
        build_rules(preset_name, options)
    except InvalidRules as refusal:
        return player_words(refusal)
    except ValueError as refusal:  # a value the engine cannot read (its English)
        message = str(refusal)
        return message[:1].upper() + message[1:]
    return None


# Every problem of the engine's (RULE_PROBLEMS) in the player's words: ``{option}`` is the label of the
# option that sets the problem's first field, ``{other_option}`` its second's, in quotes (a field no option sets
# is named in words); the other parameters are the problem's, with spaces for underscores and lists written
# "a, b".  The screen's choices
# reach only one of them (no limit on wild cards with any number of them: tests/ui/test_options.py tries every
# pair of choices); the others are written too, for options read from elsewhere.
PLAYER_WORDS: dict[str, str] = {
    "rules.not_in_range": N_("{option} must be a whole number from {low} to {high}, not {value}"),
    "rules.not_in_range_or_null": N_("{option} must be a whole number from {low} to {high}, or none, not {value}"),
    "rules.not_a_choice": N_("{option} cannot be {value}"),
    "rules.not_true_or_false": N_("{option} must be yes or no, not {value}"),
    "rules.names_not_distinct": N_("{option} may name only {choices}, each once"),
    "rules.bonus_cards_shape": N_("{option} must give the cards for the first side to meld and for the second, "
                                  "ten at most, not {value}"),
    "rules.wild_canasta_bonus_kinds": N_("{option}, scored by their cards, must give points for seven twos, "
                                         "four jokers and the others"),
    "rules.points_by_name": N_("{option} must give whole points for {names} only"),
    "rules.points_by_rank": N_("{option} must give whole points by rank"),
    "rules.card_values_shape": N_("{option} must give whole points for jokers, twos, aces and every rank down to "
                                  "the threes"),
    "rules.meld_table_shape": N_("{option} must be rows of a lowest score (or none) and the minimum from it"),
    "rules.meld_table_order": N_("{option} must rise with the score, the row for any score first"),
    "rules.wild_meld_size_shape": N_("{option} must be the smallest and the largest number of cards, not {value}"),
    "rules.wild_meld_short_of_canasta": N_("{option} stops at {largest} cards, short of a canasta of "
                                           "{canasta_size} ({other_option}): no canasta of wild cards"),
    "rules.special_hand_values_shape": N_("{option} must give whole points for {names}"),
    "rules.special_hands_need_hand_size": N_("{option} are hands of 14 cards: they need {other_option} 13, "
                                             "not {hand_size}"),
    "rules.wild_cards_unlimited": N_("With no limit on wild cards in one meld, wild cards must stay fewer than, or no "
                                     "more than, the naturals"),
    "rules.wild_melds_need_bonus": N_("{option} needs points for a canasta of wild cards"),
    "rules.smallest_meld_larger_than_largest": N_("A meld of at least {min_meld_size} cards ({option}) is more than "
                                                  "a meld may hold ({other_option}: {max_meld_size}): no meld can be "
                                                  "laid"),
    "rules.canasta_larger_than_meld": N_("A canasta of {canasta_size} cards ({option}) is more than a meld may "
                                         "hold ({other_option}: {max_meld_size})"),
    "rules.smallest_wild_meld_larger_than_meld": N_("{option} starts at {smallest} cards, more than a meld may hold "
                                                    "({other_option}: {max_meld_size}): no meld of wild cards can be "
                                                    "laid"),
    "rules.structure_needs_players": N_("The seating {structure} is played by {needed} players, not {player_count}"),
    "rules.too_few_cards": N_("{deck_count} packs cannot deal {hand_size} cards to {player_count} players"),
    "rules.turn_card_beyond_stock": N_("{option} {turn_card} must be smaller than the stock ({stock})"),
    "rules.game_never_ends": N_("Set a target score or a number of hands, or the game never ends"),
}
LABELS = {name: option.label for option in OPTIONS for name in option.fields}  # RuleSet field -> its option


def field_label(name: str) -> str:
    """The option's label that the player sees, in quotes; a field no option sets, in words."""
    label = LABELS.get(name)
    return tr("\u201c{option}\u201d", option=shown(label) if label else name.replace("_", " "))


def player_words(refusal: InvalidRules) -> str:
    """The engine's problems in the player's words, from their keys and params (see PLAYER_WORDS)."""
    return "; ".join(player_sentence(trouble) for trouble in refusal.problems)


def player_sentence(trouble: RuleProblem) -> str:
    pattern = PLAYER_WORDS.get(trouble.key)
    if pattern is None:  # a problem the screen has no words for (a test keeps them all covered)
        return trouble.sentence
    params = {name: _in_words(value) for name, value in trouble.params.items() if name != "fields"}
    labels = dict(zip(("option", "other_option"), (field_label(name) for name in trouble.fields), strict=False))
    sentence = tr(pattern, **labels, **params)
    return sentence[:1].upper() + sentence[1:]


def _in_words(value: Any) -> Any:
    if isinstance(value, list):
        return ", ".join(str(_in_words(item)) for item in value)
    return value.replace("_", " ") if isinstance(value, str) else value


def changes(preset_name: str, options: Values) -> list[str]:
    """The options that differ from the game, as "Last discard when going out: required" (in the current
    language)."""
    out = []
    for option in OPTIONS:
        index = chosen_index(option, preset_name, options)
        if index != own_index(option, preset_name):
            choice = choices_for(option, preset_name)[index]
            out.append(tr("{option}: {choice}", option=shown(option.label), choice=shown(choice.label)))
    return out


def check_stored(preset_name: str, options: Any) -> tuple[Values, list[str]]:
    """Options read from a settings file: those that are offered options with one of their values, and the
    rest (as "field = value"), to be set aside.  The combination itself is not checked here: the options
    screen shows it, with its reason, if it cannot be played."""
    if not isinstance(options, dict):
        return {}, [f"{options!r}"]
    kept: Values = {}
    bad: list[str] = []
    for name, value in options.items():
        if not isinstance(name, str) or name not in option_fields() or not _offered(preset_name, name, value):
            bad.append(f"{name} = {value!r}")
        else:
            kept[name] = canonical(name, value)
    return only_changes(preset_name, kept), bad


def _offered(preset_name: str, name: str, value: Any) -> bool:
    return any(same(canonical(name, value), v) for option in OPTIONS for choice in choices_for(option, preset_name)
               for field, v in choice.values if field == name)


def options_table() -> str:
    """The options as a Markdown table, for docs/rule-options.md (a test keeps the two the same): label,
    section, the RuleSet fields a choice sets, the choices with their JSON values, and the RULES.md ids.  The
    first meld's choices are made from the game's own table; Classic's are shown."""
    lines = ["| Option | Section | Field(s) | Choices | RULES.md |", "|---|---|---|---|---|"]
    for option in OPTIONS:
        fields = ", ".join(f"`{name}`" for name in option.fields)
        choices = " · ".join(
            f"{choice.label} ({', '.join(f'`{json.dumps(value)}`' for _, value in choice.values)})"
            for choice in option.choices or choices_for(option, "classic-4p"))
        lines.append(f"| {option.label} | {option.section} | {fields} | {choices} | {option.source} |")
    return "\n".join(lines)
