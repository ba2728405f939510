"""The in-game rules reference, written from the RuleSet in force (game/ui/help/rules_text.py): every preset gets
its sections in order with its own numbers, every option it describes changes the text when it changes, and a
house rule says so (no pygame)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game.core import PRESETS, InvalidRules, RuleSet, preset
from game.i18n import number
from game.ui.choices.rule_options import OPTIONS, canonical, choices_for
from game.ui.help.rules_text import DESCRIBED, NOT_DESCRIBED, Section, rules_sections

ORDER = ("aim", "deal", "turn", "melds", "pile", "going_out", "scoring", "end", "variant")
HOUSE = "(house rule)"
FIELDS = {f.name for f in dataclasses.fields(RuleSet)}
SCREEN_FIELDS = {name: option for option in OPTIONS for name in option.fields}  # offered by the options screen

# Another value to try for each field the options screen does not offer (every one that differs from a preset's
# own is tried on that preset); the screen's own choices are tried for the others.
BY_HAND: dict[str, list[Any]] = {
    "player_count": [2, 3, 4], "side_structure": ["individual", "pairs_opposite"], "deck_count": [3, 2],
    "jokers_per_pack": [3, 2], "hand_size": [12, 13], "play_direction": ["counterclockwise", "clockwise"],
    "cut_joker_to_cutter": [True, False], "initial_upcard": [False, True], "turn_card_from_bottom": [12, None],
    "threes_as_bonus_cards": ["both_colours", "red_only"], "dealt_threes_timing": ["first_turn", "after_deal"],
    "pile_frozen_by_wild": [False, True], "pile_always_frozen": [True, False],
    "black_three_block": ["until_taken", "next_turn_only"], "pile_take_natural_plus_wild": [False, True],
    "pile_take_by_layoff": [False, True], "forced_take_when_stock_empty": [False, True],
    "single_card_pile_restriction": [True, False], "last_stock_red_three": ["end_may_meld", "end_no_play"],
    "min_meld_size": [4, 3], "max_meld_size": [8, None], "canasta_size": [8, 7], "min_naturals_per_meld": [3, 2],
    "black_three_meld_when_going_out": [False, True], "wild_meld_size": [(4, 7), (3, 7)],
    "sevens_clean_only": [True, False], "aces_mixed_only_in_initial_meld": [True, False],
    "dead_rank_trigger": ["any_canasta", "pure_canasta_only", "off"], "initial_meld_counts_top_discard": [False, True],
    "initial_meld_single_meld_only": [True, False], "bonus_cards": [(4, 3), (5, 2), None],
    "ask_partner": [False, True], "concealed_requires_stock_draw": [False, True],
    "concealed_exempt_from_minimum": [False, True], "ask_partner_limit_per_hand": [1, 2, None],
    "special_hands": [True, False], "wild_discard": ["final_only", "always"], "three_discard_allowed": [False, True],
    "empty_pile_no_ace_seven": [True, False],
    "special_hand_values": [(("straight", 4000), ("natural_pairs", 2500), ("pairs_with_wilds", 2000),
                             ("garbage", 2000))],
    "card_values": [tuple((rank, 5 if rank == "8" else value) for rank, value in RuleSet().card_values),
                    RuleSet().card_values],
    "natural_canasta_bonus": [600, 500], "mixed_canasta_bonus": [400, 300], "going_out_bonus": [200, 100],
    "quick_out_max_stock_draws": [2, 1], "concealed_canasta_bonus": [100, 0],
    "wild_canasta_bonus": [1500],  # besides the screen's choice, which sets it with wild_card_melds
    "sevens_canasta_bonus": [2500, None], "clean_aces_canasta_bonus": [2500, None],
    "incomplete_meld_penalties": [(("sevens", 1000),), ()], "hand_rank_hoard_penalty": [(("A", 1000),), ()],
    "red_three_value": [200, 100],
    "red_three_scoring": ["progressive_doubling", "six_player_table", "mac_colour_table", "linear_all_four_bonus"],
    "red_three_sign_rule": ["one_canasta_per_three", "side_has_meld"], "vv_red_three_split": ["all_or_nothing",
                                                                                              "split"],
    "black_three_in_hand_scoring": ["progressive_negative", "card_value"],
    "melded_cards_negative_without_canasta": [True, False], "concealed_out_doubles_opponent_negatives": [True, False],
    "target_score": [3000, 5000], "max_rounds": [4, None], "tie_policy": ["draw", "extra_hand"],
}


def _by_threes_table(r: RuleSet) -> bool:
    """Threes scored by a canasta each (VV-16) or by colour (MAC-35): the count tables are not read."""
    return r.side_structure != "temporary_partnership" and (
        r.red_three_sign_rule == "one_canasta_per_three" or r.red_three_scoring == "mac_colour_table")


def _no_partner(r: RuleSet) -> bool:
    return r.side_structure == "individual"


# Where a change of the field changes nothing in the engine, beyond what RuleSet.inert says: (before, after).
CHANGES_NOTHING: dict[str, Callable[[RuleSet, RuleSet], bool]] = {
    "dealt_threes_timing": lambda a, b: a.keep_threes_in_hand != "none",  # a kept three is laid by hand anyway
    "red_three_value": lambda a, b: _by_threes_table(a) or a.red_three_scoring == "progressive_doubling",
    "red_three_all_four_bonus": lambda a, b: _by_threes_table(a),
    "red_three_scoring": lambda a, b: a.red_three_sign_rule == "one_canasta_per_three"
    if a.side_structure != "temporary_partnership"  # two against one: the colour table is not read there
    else {a.red_three_scoring, b.red_three_scoring} <= {"linear_all_four_bonus", "mac_colour_table"},
    "red_three_sign_rule": lambda a, b: a.side_structure == "temporary_partnership"
    or "one_canasta_per_three" not in (a.red_three_sign_rule, b.red_three_sign_rule),  # the others read the same
    "vv_red_three_split": lambda a, b: not _by_threes_table(a) or a.red_three_sign_rule != "one_canasta_per_three",
    "ask_partner": lambda a, b: _no_partner(a),
    "ask_partner_limit_per_hand": lambda a, b: _no_partner(a) or not a.ask_partner,
    "forced_take_when_stock_empty": lambda a, b: not a.pile_take_by_layoff or a.pile_always_frozen,
    "pile_take_natural_plus_wild": lambda a, b: a.pile_always_frozen,
    "pile_take_by_layoff": lambda a, b: a.pile_always_frozen,  # nor is the take forced with an empty stock
    "pile_frozen_by_wild": lambda a, b: a.pile_always_frozen,
    "red_three_in_pile_freezes": lambda a, b: a.pile_always_frozen,
    "black_three_block": lambda a, b: a.pile_always_frozen,
    "wild_meld_size": lambda a, b: not a.wild_card_melds,
    "mac_wild_meld_priority": lambda a, b: not a.wild_card_melds,
    "wild_canasta_bonus": lambda a, b: not b.wild_card_melds,
    "initial_meld_counts_top_discard": lambda a, b: a.pile_take_unmelded_side == "forbidden",
    "quick_out_max_stock_draws": lambda a, b: a.quick_out_bonus is None,
    "hand_rank_hoard_penalty": lambda a, b: a.black_three_in_hand_scoring == "progressive_negative",
    "last_stock_red_three": lambda a, b: a.threes_laid_by_hand,  # the threes' own last-card rule applies
    "special_hand_values": lambda a, b: not a.special_hands,
    # an unfinished meld of wild cards alone stops going out only where such melds are allowed
    "no_out_with_incomplete": lambda a, b: not a.wild_card_melds
    and set(a.no_out_with_incomplete) - {"wild"} == set(b.no_out_with_incomplete) - {"wild"},
}


def text(sections: list[Section]) -> str:
    return "\n\n".join(paragraph for section in sections for paragraph in section.paragraphs)


def same_rules(a: RuleSet, b: RuleSet) -> bool:
    """Equal options, sets of names compared as sets."""
    return all(canonical(f, getattr(a, f)) == canonical(f, getattr(b, f)) for f in FIELDS)


def changed_rules(name: str, field: str) -> Iterator[tuple[Any, RuleSet]]:
    """(the change, the rules it makes) for every other value of the field the engine accepts in the preset."""
    own = preset(name)
    by_hand = [(change, False) for change in ({field: value} for value in BY_HAND.get(field, []))]
    offered = [(dict(choice.values), True) for choice in choices_for(SCREEN_FIELDS[field], name)] \
        if field in SCREEN_FIELDS else []
    for change, as_json in by_hand + offered:  # the screen's choices are in the JSON form of to_dict
        try:
            rules = RuleSet.from_dict({**own.to_dict(), **change}) if as_json else own.replace(**change)
        except InvalidRules:
            continue  # a combination the engine refuses
        if not same_rules(rules, own):
            yield change, rules


def changes_nothing(field: str, before: RuleSet, after: RuleSet) -> bool:
    if before.inert(field) or after.inert(field):
        return True
    test = CHANGES_NOTHING.get(field)
    return bool(test and test(before, after))


# -- every preset ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_has_its_sections_in_order_and_none_is_empty(name: str) -> None:
    sections = rules_sections(preset(name))
    keys = [section.key for section in sections]
    assert keys == [key for key in ORDER if key in keys]
    assert keys[:8] == list(ORDER[:8])  # only "What makes this game different" may be missing
    assert all(section.title and section.paragraphs and all(section.paragraphs) for section in sections)


@pytest.mark.parametrize("name", PRESETS)
def test_every_paragraph_is_text_a_table_or_a_bullet(name: str) -> None:
    for section in rules_sections(preset(name)):
        for paragraph in section.paragraphs:
            if "\t" in paragraph:
                assert all(len(line.split("\t")) == 2 and all(line.split("\t")) for line in paragraph.split("\n"))
            else:
                assert "\n" not in paragraph and paragraph[-1] in ".:", paragraph
            assert not re.search(r"(?<![\d,])\d{4}", paragraph)  # 1,500, as the score panel writes it (issue 47)


def preset_numbers(r: RuleSet) -> set[int]:
    numbers = {r.natural_canasta_bonus, r.mixed_canasta_bonus, r.going_out_bonus, r.red_three_value,
               r.canasta_size, r.hand_size}
    numbers |= {value for row in r.initial_meld_table for value in row if value is not None}
    numbers.add(r.target_score if r.target_score is not None else r.max_rounds)  # type: ignore[arg-type]
    bonus = r.wild_canasta_bonus
    if bonus is not None:
        numbers |= {points for _, points in bonus} if isinstance(bonus, tuple) else {bonus}
    if r.special_hands:
        numbers |= {points for _, points in r.special_hand_values}
    numbers |= {points for _, points in r.incomplete_meld_penalties}
    numbers |= {n for n in (r.quick_out_bonus, r.hand_canasta_bonus, r.concealed_canasta_bonus) if n}
    numbers |= set(r.bonus_cards or ())
    return numbers


@pytest.mark.parametrize("name", PRESETS)
def test_the_text_holds_the_presets_numbers(name: str) -> None:
    rules = preset(name)
    written = text(rules_sections(rules))
    missing = [n for n in sorted(preset_numbers(rules))
               if not re.search(rf"(?<![\d,]){re.escape(number(n))}(?![\d,])", written)]
    assert missing == []


@pytest.mark.parametrize("name", PRESETS)
def test_a_games_own_rules_are_no_house_rules(name: str) -> None:
    rules = preset(name)
    assert HOUSE not in text(rules_sections(rules, base=rules))
    assert text(rules_sections(rules, base=rules)) == text(rules_sections(rules))


# -- every option ---------------------------------------------------------------------------------------------
def test_every_field_is_described_or_says_why_not() -> None:
    assert DESCRIBED.isdisjoint(NOT_DESCRIBED)
    assert DESCRIBED | set(NOT_DESCRIBED) == FIELDS
    assert all(reason.strip() for reason in NOT_DESCRIBED.values())
    assert set(BY_HAND) | set(SCREEN_FIELDS) >= DESCRIBED  # every described field has a value to try


@pytest.mark.parametrize("field", sorted(DESCRIBED))
def test_a_changed_option_changes_the_text_and_is_marked_a_house_rule(field: str) -> None:
    tried = []
    for name in PRESETS:
        own = preset(name)
        before = text(rules_sections(own))
        for change, rules in changed_rules(name, field):
            if changes_nothing(field, own, rules):
                continue
            tried.append(name)
            assert text(rules_sections(rules)) != before, (name, change)
            assert HOUSE in text(rules_sections(rules, base=own)), (name, change)
            assert HOUSE not in text(rules_sections(rules, base=rules))
    assert tried, f"no preset accepts a change of {field} that matters"


def test_a_house_rule_marks_its_own_sentence_only() -> None:
    own = preset("classic-4p")
    sections = rules_sections(own.replace(final_discard="required"), base=own)
    marked = [p for section in sections for p in section.paragraphs if HOUSE in p]
    assert len(marked) == 1 and marked[0].count(HOUSE) == 1
    assert "To go out you must keep one card for a last discard: melding every card is not allowed (house rule)." \
        in marked[0]


def test_an_option_taken_away_is_still_named_as_a_house_rule() -> None:
    own = preset("dutch")
    changed = text(rules_sections(own.replace(concealed_canasta_bonus=0), base=own))
    assert "A canasta laid down whole scores nothing extra (house rule)." in changed


# -- facts of the built rules ---------------------------------------------------------------------------------
def section_text(name: str, key: str, **changes: Any) -> str:
    rules = preset(name).replace(**changes) if changes else preset(name)
    return text([section for section in rules_sections(rules) if section.key == key])


def test_C_PILE_3_classic_freezes_the_pile_for_a_side_that_has_not_melded() -> None:
    pile = section_text("classic-4p", "pile")
    assert "The pile is also frozen for a side that has not melded yet in this hand" in pile
    assert "A wild card anywhere in the pile freezes it for everyone" in pile
    assert "A black three on top of the pile blocks it: the next player can't take it" in pile
    assert "Below 0\t15 points\n0 to 1,499\t50 points\n1,500 to 2,999\t90 points\n3,000 or more\t120 points" in \
        section_text("classic-4p", "scoring")
    assert "variant" not in [section.key for section in rules_sections(preset("classic-4p"))]


def test_MAC_modern_american_has_the_rule_of_five_the_turn_card_and_special_hands() -> None:
    melds, deal = section_text("modern-american", "melds"), section_text("modern-american", "deal")
    assert "Rule of five: after your side's first meld, wild cards may join only a meld that holds at least five " \
           "natural cards" in melds
    assert "The 9th card from the bottom of the stock is the turn card" in deal
    assert "you may keep one three in your hand (to build a straight, a special hand)" in deal
    assert "Special hands: while your side has not melded" in section_text("modern-american", "going_out")
    assert "Straight\t3,000 points" in section_text("modern-american", "scoring")
    assert "Here the pile is always frozen" in section_text("modern-american", "pile")
    assert "No card is turned up" in deal


def test_VV_verschaerft_plays_to_the_right_draws_two_and_freezes_with_a_black_three() -> None:
    assert "play passes to the right (counterclockwise)" in section_text("verschaerft", "deal")
    assert "First draw the top two cards of the stock" in section_text("verschaerft", "turn")
    assert "So does a black three: it keeps the pile frozen until someone takes it." in \
        section_text("verschaerft", "pile")
    assert "one meld alone must reach it" in section_text("verschaerft", "melds")
    assert "Eights to fours\t5 points" in section_text("verschaerft", "scoring")


def test_X1_8_five_players_sit_out_in_turn() -> None:
    assert "sits out" in section_text("five-player", "aim")
    assert "sits out" in section_text("five-player-rotating", "variant")
    assert "The four who play the hand are dealt 11 cards" in section_text("five-player", "deal")


def test_V3_TMP_three_players_two_against_one() -> None:
    variant = section_text("three-player-partnership", "variant")
    assert "the first to take the pile plays alone" in variant
    assert "You may not ask your partner whether you may go out." in section_text("three-player-partnership",
                                                                                  "going_out")


def test_X1_regency_and_NL_7_dutch_extras() -> None:
    assert "A side that has not melded yet in this hand may not take the pile at all." in \
        section_text("regency", "pile")
    assert "at most once in the hand scores 300 instead" in section_text("regency", "scoring")
    assert "scores 100 more" in section_text("dutch", "scoring")
    assert "If it is a wild card, a red three or a black three, another card is turned onto it" in \
        section_text("dutch", "deal")


def test_V6_six_players_score_five_and_six_red_threes_by_their_table() -> None:
    assert "Five together score 1,000, and six score 1,200." in section_text("six-player", "scoring")
    assert "you may ask either partner" in section_text("six-player", "variant")
    assert "7,500 or more\t150 points" in section_text("six-player", "scoring")
