"""The rules answer the questions about their options (issue 18): ``RuleSet.inert`` says why an option
changes nothing in a game, with the reasons the options screen gave before it asked the rules (pinned below
for every preset and every option, and for the choices that change an answer); and rules that cannot be
played raise ``InvalidRules``, whose problems carry a key of ``RULE_PROBLEMS`` listed in docs/rule-options.md,
JSON-safe params and today's English sentences."""

from __future__ import annotations

import dataclasses
import json
import pickle
import re
from pathlib import Path
from typing import Any

import pytest

from game.core import PRESETS, RULE_PROBLEMS, InvalidRules, NotationError, RuleProblem, RuleSet, preset
from game.core.rules import problem_placeholders, render_problem

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rule-options.md"
FIELDS = {f.name for f in dataclasses.fields(RuleSet)}

# -- why an option changes nothing -----------------------------------------------------------------------
CODES = {
    ".": None,
    "U": "This game turns no upcard.",
    "P": "A red three reaches the pile only as an upcard; this game turns none.",
    "I": "Each plays for himself: the side is the player.",
    "W": "This game scores canastas of wild cards by their cards.",
    "B": "This game never melds black threes.",
    "T": "This game scores red threes by a table of its own.",
    "H": "Threes are laid out at once here: none stays in a hand.",
    "D": "No rank is ever closed in this game.",
    "C": "This game deals no bonus cards.",
    "M": "This game has no melds of wild cards.",
}
# Every option of the options screen (by its first field) in every preset, as the screen answered before the
# rules did (computed from rule_options.py at fbe25d8): the reason's code, one per preset in the order of
# PRESETS, "." where the option may matter.
TABLE = {
    "final_discard":                        ".............",
    "wild_ratio":                           ".............",
    "max_wild_per_meld":                    ".............",
    "pile_take_unmelded_side":              ".............",
    "upcard_cover_ranks":                   "....U........",
    "red_three_in_pile_freezes":            "....P........",
    "concealed_requires_side_unmelded":     ".III.....I...",
    "concealed_going_out_bonus":            ".............",
    "quick_out_bonus":                      ".............",
    "hand_canasta_bonus":                   ".............",
    "wild_card_melds":                      "....W........",
    "black_three_meld_allows_wild":         "....B........",
    "red_three_all_four_bonus":             "....T....T.TT",
    "initial_meld_table":                   ".............",
    "stock_draw_count":                     ".............",
    "canastas_to_go_out":                   ".............",
    "initial_meld_clean_requirement":       ".............",
    "mixed_aces_cannot_take_ace_pile":      ".............",
    "rule_of_five":                         ".............",
    "keep_threes_in_hand":                  ".............",
    "threes_in_hand_scored_as_table":       "HHHH.HHHHHHHH",
    "last_card_three":                      "HHHH.HHHHHHHH",
    "allow_meld_of_opponents_closed_rank":  "DDDD.DDDDDDDD",
    "empty_pile_no_safe_discard":           ".............",
    "no_out_with_incomplete":               ".............",
    "bonus_cards_source":                   "CCCC.CCCCCCCC",
    "mac_wild_meld_priority":               "MMMM.MMM..MMM",
}
# The options that set more than one field (the screen greys them when any of their fields is inert).
OPTION_FIELDS = {"wild_card_melds": ("wild_card_melds", "wild_canasta_bonus")}
# The single choices of the screen that change an answer: (the choice, an option) -> the answer then, per
# preset ("=" as in TABLE: the choice is the game's own, or changes nothing there).  No other choice of the
# screen changes any answer (tests/ui/test_options.py checks every one).
SINGLE: dict[tuple[str, str], str] = {
    ('{"wild_card_melds": false, "wild_canasta_bonus": null}', "wild_card_melds"): "====.========",
    ('{"wild_card_melds": false, "wild_canasta_bonus": null}', "mac_wild_meld_priority"): "====M===MM===",
    ('{"wild_card_melds": true, "wild_canasta_bonus": 1000}', "mac_wild_meld_priority"): "....=...==...",
    ('{"wild_card_melds": true, "wild_canasta_bonus": 1000}', "wild_card_melds"): "====.========",
    ('{"keep_threes_in_hand": "one_before_initial_meld"}', "threes_in_hand_scored_as_table"): "....=........",
    ('{"keep_threes_in_hand": "one_before_initial_meld"}', "last_card_three"): "....=........",
    ('{"keep_threes_in_hand": "unlimited"}', "threes_in_hand_scored_as_table"): "....=........",
    ('{"keep_threes_in_hand": "unlimited"}', "last_card_three"): "....=........",
}


def answer(rules: RuleSet, option: str) -> str | None:
    """What the options screen shows for the option: the rules' reason for any field it sets."""
    return next((reason for name in OPTION_FIELDS.get(option, (option,)) if (reason := rules.inert(name))), None)


def expected(preset_name: str, option: str, choice: dict[str, Any] | None = None) -> str | None:
    """The pinned answer for the option in the preset, with the choice's values on top."""
    i = PRESETS.index(preset_name)
    code = TABLE[option][i]
    if choice is not None:
        changed = SINGLE.get((json.dumps(choice), option), "=" * len(PRESETS))[i]
        code = code if changed == "=" else changed
    return CODES[code]


def with_choice(preset_name: str, choice: dict[str, Any]) -> RuleSet:
    return RuleSet.from_dict({**preset(preset_name).to_dict(), **choice})


def test_the_table_has_every_preset_and_every_reason():
    assert all(len(row) == len(PRESETS) for row in [*TABLE.values(), *SINGLE.values()])
    assert set(TABLE) <= FIELDS and {name for names in OPTION_FIELDS.values() for name in names} <= FIELDS
    assert {code for row in TABLE.values() for code in row} == set(CODES)


@pytest.mark.parametrize("name", PRESETS)
def test_every_option_of_every_preset_is_inert_for_the_reason_the_screen_gave(name: str):
    rules = preset(name)
    assert {option: answer(rules, option) for option in TABLE} == {option: expected(name, option) for option in TABLE}


@pytest.mark.parametrize("name", PRESETS)
def test_the_choices_that_bring_an_option_to_life_or_put_it_to_sleep(name: str):
    for choice in dict.fromkeys(text for text, _ in SINGLE):
        values = json.loads(choice)
        rules = with_choice(name, values)
        assert {option: answer(rules, option) for option in TABLE} == {
            option: expected(name, option, values) for option in TABLE}, choice


def test_inert_fields_is_every_inert_answer_and_an_unknown_name_is_refused():
    for name in PRESETS:
        rules = preset(name)
        assert rules.inert_fields() == {f: reason for f in sorted(FIELDS) if (reason := rules.inert(f)) is not None}
    mac = preset("modern-american")
    assert mac.inert_fields()["upcard_cover_ranks"] == "This game turns no upcard."
    assert mac.inert("wild_card_melds") is None  # MAC melds wild cards: only their single bonus is not its way
    assert mac.inert("wild_canasta_bonus") == "This game scores canastas of wild cards by their cards."
    assert preset("classic-4p").inert("hand_size") is None  # a field without a question: it may matter
    with pytest.raises(KeyError, match="no_such_option"):
        preset("classic-4p").inert("no_such_option")


def test_an_answer_follows_the_other_options():
    classic = preset("classic-4p")
    assert classic.inert("red_three_in_pile_freezes") is None  # a red three upcard, covered, stays in the pile
    assert classic.replace(initial_upcard=False).inert("red_three_in_pile_freezes") == CODES["P"]
    assert preset("five-player-rotating").inert("concealed_requires_side_unmelded") is None  # pairs for a hand
    assert classic.inert("no_out_with_incomplete") is None  # a meld of sevens or clean aces: any game has them
    assert classic.replace(dealt_threes_timing="first_turn").inert("last_card_three") is None
    assert classic.replace(sevens_clean_only=True).inert("no_out_with_incomplete") is None
    assert classic.replace(side_structure="temporary_partnership", player_count=3).inert(
        "concealed_requires_side_unmelded") is None  # partners for a hand: the side may differ from the player
    assert classic.replace(bonus_cards=(4, 3)).inert("bonus_cards_source") is None


# -- why rules cannot be played -------------------------------------------------------------------------
# Rules the engine refuses, one or more for every check, with today's sentences for some of them.
BAD: list[tuple[dict[str, Any], str | None]] = [
    ({"player_count": 7}, "player_count must be a whole number from 2 to 6, not 7; side_structure pairs_opposite "
                          "needs player_count 4, not 7"),
    ({"player_count": "4"}, "player_count must be a whole number from 2 to 6, not '4'; side_structure "
                            "pairs_opposite needs player_count 4, not 4"),
    ({"player_count": True}, None), ({"side_structure": "solo"}, None), ({"side_structure": 5}, None),
    ({"deck_count": 0}, "deck_count must be a whole number from 1 to 12, not 0"),
    ({"jokers_per_pack": 5}, None), ({"hand_size": 21}, None), ({"play_direction": "up"}, None),
    ({"black_three_block": "never"}, None), ({"pile_take_unmelded_side": "x"}, None),
    ({"last_stock_red_three": 1}, None), ({"wild_ratio": "some"}, None),
    ({"final_discard": "sometimes"}, "final_discard must be one of optional, required, required_face_down, "
                                     "not 'sometimes'"),
    ({"dead_rank_trigger": None}, None), ({"initial_meld_clean_requirement": "x"}, None),
    ({"wild_discard": "x"}, None), ({"threes_as_bonus_cards": "x"}, None), ({"bonus_cards_source": "x"}, None),
    ({"turn_card_from_bottom": 0}, "turn_card_from_bottom must be a whole number from 1 to 60 or null, not 0"),
    ({"turn_card_from_bottom": 61}, None),
    ({"bonus_cards": [1, 2, 3]}, "bonus_cards must be [cards for the first side to meld, for the second] or null, "
                                 "not (1, 2, 3)"),
    ({"bonus_cards": [11, 0]}, None), ({"bonus_cards": "two"}, None),
    ({"dealt_threes_timing": "x"}, None), ({"keep_threes_in_hand": "x"}, None), ({"last_card_three": "x"}, None),
    ({"ask_partner_limit_per_hand": 0}, None),
    ({"no_out_with_incomplete": ["wild", "wild"]}, "no_out_with_incomplete may hold only wild, sevens, pure_aces, "
                                                   "each once"),
    ({"no_out_with_incomplete": ["kings"]}, None), ({"red_three_scoring": "x"}, None),
    ({"red_three_sign_rule": "x"}, None), ({"vv_red_three_split": "x"}, None),
    ({"black_three_in_hand_scoring": "x"}, None), ({"tie_policy": "x"}, None),
    ({"initial_upcard": 1}, "initial_upcard must be true or false, not 1"),
    ({"special_hands": "yes"}, "special_hands must be true or false, not 'yes'; special_hands are hands of 14 "
                               "cards: they need hand_size 13, not 11"),
    ({"mixed_aces_cannot_take_ace_pile": None}, None), ({"stock_draw_count": 5}, None),
    ({"min_meld_size": 1}, None),
    ({"max_meld_size": 2}, "max_meld_size must be a whole number from 3 to 30 or null, not 2; min_meld_size 3 is "
                           "larger than max_meld_size 2: no meld can be laid; canasta_size 7 is larger than "
                           "max_meld_size 2"),
    ({"canasta_size": 2}, None), ({"max_wild_per_meld": 13}, None), ({"min_naturals_per_meld": 0}, None),
    ({"canastas_to_go_out": 7}, None), ({"target_score": 0}, None), ({"max_rounds": 0}, None),
    ({"quick_out_bonus": -1}, None),
    ({"hand_canasta_bonus": 1.5}, "hand_canasta_bonus must be a whole number from 0 to 10000 or null, not 1.5"),
    ({"wild_canasta_bonus": {"seven_twos": 1, "four_jokers": 2}},
     "wild_canasta_bonus as an object gives points for seven_twos, four_jokers and other"),
    ({"wild_canasta_bonus": {"seven_twos": 1, "four_jokers": 2, "other": -3}}, None),
    ({"wild_canasta_bonus": -1}, None), ({"sevens_canasta_bonus": -1}, None),
    ({"clean_aces_canasta_bonus": 10001}, None),
    ({"incomplete_meld_penalties": {"kings": 5}}, "incomplete_meld_penalties must map pure_aces, sevens, wild to "
                                                  "points"),
    ({"incomplete_meld_penalties": {"wild": -5}}, None),
    ({"hand_rank_hoard_penalty": {"JK": 5}}, "hand_rank_hoard_penalty must map ranks to points"),
    ({"hand_rank_hoard_penalty": {"A": True}}, None), ({"quick_out_max_stock_draws": 51}, None),
    ({"natural_canasta_bonus": -1}, None), ({"red_three_all_four_bonus": "x"}, None),
    ({"concealed_canasta_bonus": 10001}, None),
    ({"upcard_cover_ranks": ["wild", "wild"]}, "upcard_cover_ranks may hold only wild, red_three, black_three, "
                                               "each once"),
    ({"upcard_cover_ranks": ["joker"]}, None),
    ({"card_values": {"JK": 50}}, "card_values must give whole-number points for JK, 2, A, K, Q, J, T, 9 ... 4 "
                                  "and 3"),
    ({"initial_meld_table": []}, "initial_meld_table must be rows of [lowest score or null, minimum]"),
    ({"initial_meld_table": [[None, "15"]]}, None), ({"initial_meld_table": [["x", 15]]}, None),
    ({"initial_meld_table": [[None, 15], [1500, 90], [0, 50]]},
     "initial_meld_table rows must rise by score, with null (minus infinity) only first"),
    ({"initial_meld_table": [[None, 15], [None, 50]]}, None),
    ({"wild_meld_size": [7, 3]}, "wild_meld_size must be [smallest, largest] whole numbers, not (7, 3)"),
    ({"wild_meld_size": [3]}, None), ({"wild_meld_size": "x"}, None),
    ({"wild_card_melds": True, "wild_canasta_bonus": 1000, "wild_meld_size": [3, 6]},
     "wild_meld_size [3, 6] never reaches canasta_size 7: no wild canasta"),
    ({"special_hand_values": {"straight": 1}},
     "special_hand_values must give points for straight, natural_pairs, pairs_with_wilds, garbage"),
    ({"special_hands": True, "hand_size": 12},
     "special_hands are hands of 14 cards: they need hand_size 13, not 12"),
    ({"max_wild_per_meld": None, "wild_ratio": "none"},
     "max_wild_per_meld none needs a wild_ratio other than none: a meld would take any wild cards"),
    ({"wild_card_melds": True}, "wild_card_melds needs a wild_canasta_bonus (what a canasta of wild cards scores)"),
    ({"min_meld_size": 6, "max_meld_size": 5, "canasta_size": 5},
     "min_meld_size 6 is larger than max_meld_size 5: no meld can be laid"),
    ({"max_meld_size": 6, "canasta_size": 8}, "canasta_size 8 is larger than max_meld_size 6"),
    ({"wild_card_melds": True, "wild_canasta_bonus": 1000, "max_meld_size": 7, "wild_meld_size": [8, 9]},
     "wild_meld_size [8, 9] starts above max_meld_size 7: no wild meld can be laid"),
    ({"side_structure": "temporary_partnership"},
     "side_structure temporary_partnership needs player_count 3, not 4"),
    ({"side_structure": "five_rotating_individual"}, None),
    ({"side_structure": "teams_of_three_alternating", "player_count": 5},
     "side_structure teams_of_three_alternating needs player_count 6, not 5"),
    ({"player_count": 6, "side_structure": "individual", "deck_count": 1, "hand_size": 20},
     "1 packs cannot deal 20 cards to 6 players"),
    ({"turn_card_from_bottom": 60, "deck_count": 1}, "turn_card_from_bottom 60 must be smaller than the stock (10)"),
    ({"turn_card_from_bottom": 40, "bonus_cards": [4, 3], "bonus_cards_source": "talons", "deck_count": 1,
      "hand_size": 3}, "turn_card_from_bottom 40 must be smaller than the stock (35)"),
    ({"target_score": None}, "set target_score or max_rounds, or the game never ends"),
    ({"target_score": None, "max_rounds": None, "player_count": 9, "wild_ratio": "x"}, None),
]


def refusal(changes: dict[str, Any]) -> InvalidRules:
    with pytest.raises(InvalidRules) as info:
        RuleSet.from_dict(changes)
    return info.value


def check_problems(error: InvalidRules) -> list[str]:
    """Every problem has a registered key, JSON-safe params with the options involved, and the key's pattern
    filled in with them is its sentence; the message is today's.  The keys, in order."""
    assert isinstance(error, ValueError) and error.problems
    for problem in error.problems:
        assert problem.key in RULE_PROBLEMS, problem.key
        assert json.loads(json.dumps(problem.params)) == problem.params, (problem.key, problem.params)
        fields = problem.params["fields"]
        assert isinstance(fields, list) and fields and set(fields) <= FIELDS, (problem.key, fields)
        assert problem.fields == fields
        names = problem_placeholders(RULE_PROBLEMS[problem.key])
        assert set(problem.params) == set(names) | {"fields"}, (problem.key, problem.params)
        assert problem.sentence == str(problem) == render_problem(RULE_PROBLEMS[problem.key], problem.params)
    assert str(error) == "Invalid rules: " + "; ".join(problem.sentence for problem in error.problems)
    return [problem.key for problem in error.problems]


@pytest.mark.parametrize(("changes", "message"), BAD, ids=lambda x: json.dumps(x)[:50] if isinstance(x, dict) else "")
def test_every_refusal_has_keyed_problems_with_json_params_and_todays_sentence(changes, message):
    error = refusal(changes)
    check_problems(error)
    if message is not None:
        assert str(error) == "Invalid rules: " + message


def test_every_key_is_reached_and_every_check_of_a_field_names_it():
    reached: dict[str, list[RuleProblem]] = {}
    for changes, _ in BAD:
        for problem in refusal(changes).problems:
            reached.setdefault(problem.key, []).append(problem)
    assert sorted(set(RULE_PROBLEMS) - set(reached)) == [], "keys no bad rules reach"
    for changes, _ in BAD:
        if len(changes) == 1:  # one bad value: its field is among the fields of the first problem
            assert next(iter(changes)) in refusal(changes).problems[0].fields, changes


def test_a_few_problems_exactly():
    error = refusal({"max_wild_per_meld": None, "wild_ratio": "none"})
    assert [(p.key, p.params) for p in error.problems] == [
        ("rules.wild_cards_unlimited", {"fields": ["max_wild_per_meld", "wild_ratio"]})]
    error = refusal({"final_discard": "sometimes"})
    assert [(p.key, p.params) for p in error.problems] == [
        ("rules.not_a_choice", {"fields": ["final_discard"], "choices": ["optional", "required", "required_face_down"],
                                "value": "'sometimes'"})]
    error = refusal({"player_count": 7})
    assert [(p.key, p.params) for p in error.problems] == [
        ("rules.not_in_range", {"fields": ["player_count"], "low": 2, "high": 6, "value": "7"}),
        ("rules.structure_needs_players", {"fields": ["side_structure", "player_count"],
                                           "structure": "pairs_opposite", "needed": 4, "player_count": 7})]
    error = refusal({"turn_card_from_bottom": 60, "deck_count": 1})
    assert error.problems[0].key == "rules.turn_card_beyond_stock"
    assert error.problems[0].params["turn_card"] == 60 and error.problems[0].params["stock"] == 10
    error = refusal({"player_count": 1.5})  # a value that is no JSON number of ours stays JSON-safe
    assert error.problems[-1].params["player_count"] == "1.5"


def test_no_meld_may_need_more_cards_than_the_largest_meld_holds():
    """RULES.md 4.9: a smallest meld, or a smallest meld of wild cards, larger than max_meld_size could never be
    laid; the rules refuse both (the going-out search counts on it), and no preset has either."""
    error = refusal({"min_meld_size": 6, "max_meld_size": 5, "canasta_size": 5})
    assert [(p.key, p.params) for p in error.problems] == [
        ("rules.smallest_meld_larger_than_largest", {"fields": ["min_meld_size", "max_meld_size"],
                                                     "min_meld_size": 6, "max_meld_size": 5})]
    mac = preset("modern-american")  # the preset with a largest meld: 7 cards, and melds of wild cards
    with pytest.raises(InvalidRules) as info:
        mac.replace(wild_meld_size=(8, 8))
    assert [(p.key, p.params) for p in info.value.problems] == [
        ("rules.smallest_wild_meld_larger_than_meld", {"fields": ["wild_meld_size", "max_meld_size", "wild_card_melds"],
                                                       "smallest": 8, "largest": 8, "max_meld_size": 7})]
    assert mac.replace(min_meld_size=7).min_meld_size == 7  # as large as the largest meld: played
    assert mac.replace(wild_meld_size=(7, 7)).wild_meld_size == (7, 7)
    assert mac.replace(wild_card_melds=False, wild_canasta_bonus=None, wild_meld_size=(8, 8)).max_meld_size == 7
    for name in PRESETS:  # every preset is checked again and played, so none has either problem
        assert RuleSet.from_dict(preset(name).to_dict()) == preset(name)


def test_the_error_survives_a_copy_and_is_raised_by_replace_too():
    error = refusal({"wild_card_melds": True})
    again = pickle.loads(pickle.dumps(error))
    assert isinstance(again, InvalidRules) and again.problems == error.problems and str(again) == str(error)
    with pytest.raises(InvalidRules, match="wild_card_melds needs a wild_canasta_bonus"):
        preset("classic-4p").replace(wild_card_melds=True)
    with pytest.raises(NotationError):  # not rules at all: the notation's error, as before
        RuleSet.from_dict({"no_such_rule": 1})


@pytest.mark.parametrize("name", PRESETS)
def test_any_bad_value_of_any_option_is_refused_with_keyed_problems(name: str):
    """Whatever the value, a RuleSet refuses it with InvalidRules (or plays it): never another error."""
    base = preset(name)
    for f in sorted(FIELDS):
        for value in (None, "x", -1, 10**7, True, 2.5, (1,), ((1, 2),), (("x", 1),)):
            try:
                base.replace(**{f: value})
            except InvalidRules as error:
                check_problems(error)


# -- the doc --------------------------------------------------------------------------------------------
ROW = re.compile(r"^\| `(rules\.[a-z_]+)` \| (.*?) \| (.*?) \| `(.*)` \|$")


def doc_rows() -> dict[str, tuple[str, str, str]]:
    rows: dict[str, tuple[str, str, str]] = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        found = ROW.match(line)
        if found:
            key, params, fields, pattern = found.groups()
            assert key not in rows, f"{key} listed twice in docs/rule-options.md"
            rows[key] = (params, fields, pattern)
    return rows


def test_the_doc_lists_every_key_with_its_pattern_parameters_and_fields():
    rows = doc_rows()
    assert sorted(set(RULE_PROBLEMS) ^ set(rows)) == [], "docs/rule-options.md and RULE_PROBLEMS differ"
    parameters = doc_parameters()
    assert "fields" in parameters and "value" in parameters  # the table of parameters was found
    for key, pattern in RULE_PROBLEMS.items():
        params, fields, written = rows[key]
        assert written == pattern, f"{key}: the doc says {written!r}, the engine {pattern!r}"
        names = ["fields", *(n for n in problem_placeholders(pattern) if n != "fields")]
        assert params == ", ".join(f"`{n}`" for n in names), key
        assert set(names) <= parameters, f"{key}: parameters missing from the doc's table: {set(names) - parameters}"
    for changes, _ in BAD:  # the fields column says which options a problem names
        for problem in refusal(changes).problems:
            cell = rows[problem.key][1]
            if cell == "the option":
                assert len(problem.fields) == 1, problem
            else:
                assert cell == ", ".join(f"`{name}`" for name in problem.fields), problem


def doc_parameters() -> set[str]:
    """The names in the first column of the doc's table of parameters."""
    text = DOC.read_text(encoding="utf-8").split("### Parameters", 1)[1].split("\n## ", 1)[0]
    return {name for line in text.splitlines() if line.startswith("| `")
            for name in re.findall(r"`([a-z_]+)`", line.split(" | ")[0])}


def test_the_doc_lists_every_question_with_its_reason():
    text = DOC.read_text(encoding="utf-8").split("## Why an option changes nothing", 1)[1].split("\n## ", 1)[0]
    rows = [line.split(" | ") for line in text.splitlines() if line.startswith("| `")]
    listed = {name: row[2].removesuffix(" |") for row in rows for name in re.findall(r"`([a-z_]+)`", row[0])}
    asked = {f: reason for name in PRESETS for f, reason in preset(name).inert_fields().items()}
    assert listed == asked
