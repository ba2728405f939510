"""Card and move notation, the position dict, RuleSet serialisation and the Classic presets (DESIGN.md 2)."""

import copy
import json
import random
from collections import Counter

import pytest

from game.core import PRESETS, Game, IllegalMove, NotationError, RuleSet, parse_card, parse_cards, parse_move, preset
from tests.core.helpers import position


# -- card notation -----------------------------------------------------------------------------------
def test_card_notation_accepts_10_lower_case_and_suit_symbols():
    assert parse_cards("10H 10s qd k♠ 9♦ 4♣ 3♥ jk AS") == ["TH", "TS", "QD", "KS", "9D", "4C", "3H", "JK", "AS"]
    assert parse_card("10♥") == "TH" and parse_card("t♣") == "TC" and parse_card("JK") == "JK"
    assert parse_cards(["2c", "Ad"]) == ["2C", "AD"]


@pytest.mark.parametrize("text", ["1H", "KX", "11S", "K", "ZZ", "JKS", "3"])
def test_unknown_cards_are_refused_with_a_message_quoting_the_input(text):
    with pytest.raises(NotationError) as info:
        parse_card(text)
    assert repr(text) in str(info.value)


def test_a_bad_card_among_many_is_named():
    with pytest.raises(NotationError, match="'1H'"):
        parse_cards("KH 1H QS")


# -- move notation -----------------------------------------------------------------------------------
CANONICAL_MOVES = [
    "draw", "take", "take KS KH", "take KS KH / QD QC 2S", "take 9S 9D / KS KH KC / 7S 7D 7C", "take 9S 2C",
    "meld KS KH 2C", "meld KS KH 2C / 7S 7D 7C", "meld K: JK", "meld K: JK 2C / 7S 7D 7C", "meld JK KS KH 2C",
    "meld AS AH AD / TS TH TC", "meld 3S 3S 3C", "discard 9D", "discard JK", "discard 3S", "ask", "yes", "no",
]


@pytest.mark.parametrize("text", CANONICAL_MOVES)
def test_canonical_move_text_round_trips(text):
    move = parse_move(text)
    assert str(move) == text
    assert parse_move(str(move)) == move


def test_equal_moves_written_differently_parse_equal_and_print_canonically():
    assert parse_move("meld 7c 7d 7s / kh ks 2c") == parse_move("meld KS KH 2C / 7S 7D 7C")
    assert str(parse_move("meld 7c 7d 7s / kh ks 2c")) == "meld KS KH 2C / 7S 7D 7C"
    assert str(parse_move("MELD 10♥ 10♠ 10d")) == "meld TS TH TD"
    assert str(parse_move("discard 10h")) == "discard TH"
    assert str(parse_move("meld 10: 2c jk")) == "meld T: JK 2C"
    assert parse_move("take KH KS / 7C 7D 7S / QC QD QH") == parse_move("take KS KH / QH QD QC / 7S 7D 7C")
    # The first group of a take is the one laid with the top card: it keeps its place.
    assert parse_move("take KS KH / QS QH QD") != parse_move("take QS QH QD / KS KH")
    assert len({parse_move("meld KH KS 2C"), parse_move("meld 2C KS KH")}) == 1  # moves go in sets


def test_every_legal_move_prints_text_that_parses_back_to_it():
    checked = 0
    for name, seed in (("classic-4p", 1), ("classic-4p", 2), ("classic-2p", 3)):
        g = Game.new(preset(name), seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if g.phase in ("round_over", "game_over"):
                break
            moves = g.legal_moves()
            for m in moves:
                assert parse_move(str(m)) == m, str(m)
                assert str(parse_move(str(m))) == str(m)
            checked += len(moves)
            g.apply(str(rng.choice(moves)))  # apply the text form
    assert checked > 500


@pytest.mark.parametrize("text, fragment", [
    ("fly", "'fly'"),
    ("meld", "'meld'"),
    ("discard 9D 9C", "'discard 9D 9C'"),
    ("discard", "'discard'"),
    ("discard ZZ", "'ZZ'"),
    ("draw 9D", "'draw 9D'"),
    ("meld KH KX QS", "'KX'"),
    ("meld X: JK", "'X'"),
    ("take / KS KH", "'take / KS KH'"),
    ("meld K: JK QS QH", "'meld K: JK QS QH'"),
    ("", "empty"),
])
def test_malformed_move_text_is_a_notation_error_quoting_the_input(text, fragment):
    with pytest.raises(NotationError) as info:
        parse_move(text)
    assert not isinstance(info.value, IllegalMove)
    assert fragment in str(info.value)


def test_notation_error_and_illegal_move_are_different_errors():
    g = position(hands=["KH KS 9C", "5S 5H", "4S 4H", "JS JH"], melds=[["QS QH QD"], []], pile="8D")
    before = g.to_dict()
    with pytest.raises(NotationError) as bad_text:
        g.apply("discard ZZ")
    assert not isinstance(bad_text.value, IllegalMove) and "'ZZ'" in str(bad_text.value)
    with pytest.raises(IllegalMove) as forbidden:
        g.apply("discard 9C")  # well-formed, but the player must draw first
    assert not isinstance(forbidden.value, NotationError)
    assert isinstance(bad_text.value, ValueError) and isinstance(forbidden.value, ValueError)
    assert g.to_dict() == before


# -- the position dict -------------------------------------------------------------------------------
def base_position() -> dict:
    return position(hands=["KH KS 9C", "5S 5H", "4S 4H", "JS JH"], melds=[["QS QH QD"], []], pile="8D").to_dict()


def refused_position(change, *fragments: str) -> str:
    d = base_position()
    change(d)
    with pytest.raises(NotationError) as info:
        Game.from_dict(d)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    return message


def test_a_position_round_trips_exactly():
    for name, seed in (("classic-4p", 5), ("classic-2p", 6)):
        g = Game.new(preset(name), seed=seed)
        rng = random.Random(seed)
        for _ in range(60):
            d = g.to_dict()
            json.loads(json.dumps(d))  # JSON-safe
            assert Game.from_dict(copy.deepcopy(d)).to_dict() == d
            g.apply(rng.choice(g.legal_moves()))


def test_a_position_may_name_its_rules_by_preset():
    d = base_position()
    d["rules"] = "classic-4p"
    assert Game.from_dict(d).rules == preset("classic-4p")


def test_a_position_with_an_unknown_card_is_refused():
    refused_position(lambda d: d["hands"].__setitem__(0, "KH KX 9C"), "'KX'")


def test_a_position_with_more_copies_than_the_packs_hold_is_refused():
    refused_position(lambda d: d["hands"].__setitem__(1, "KH KH 5S"), "3 copies of KH", "only 2")
    refused_position(lambda d: d.__setitem__("pile", "JK JK JK 8D JK JK"), "5 copies of JK", "only 4")


def test_a_position_with_a_meld_breaking_the_rules_is_refused():
    refused_position(lambda d: d["melds"].__setitem__(0, ["QS QH 2C 2D 2H"]), "'QS QH 2C 2D 2H'", "wild")
    refused_position(lambda d: d["melds"].__setitem__(0, ["QS QH"]), "'QS QH'", "at least 3 cards")
    refused_position(lambda d: d["melds"].__setitem__(0, ["QS KH JD"]), "'QS KH JD'", "one rank")
    refused_position(lambda d: d["melds"].__setitem__(1, ["3H 3D 3H"]), "red threes")


def test_a_position_with_two_melds_of_one_rank_for_a_side_is_refused():
    refused_position(lambda d: d["melds"].__setitem__(0, ["QS QH QD", "QC QC 2C"]), "two melds of rank Q")


def test_a_position_with_the_wrong_number_of_hands_is_refused():
    refused_position(lambda d: d.__setitem__("hands", ["KH KS 9C", "5S 5H", "4S 4H"]), "hands", "4", "got 3")


def test_a_position_with_an_unknown_phase_is_refused():
    refused_position(lambda d: d.__setitem__("phase", "bidding"), "unknown phase 'bidding'")


def test_a_position_with_a_red_three_in_a_hand_is_refused():
    refused_position(lambda d: d["hands"].__setitem__(2, "4S 3H"), "seat 2", "red three")


def test_a_position_with_a_black_three_among_the_red_threes_is_refused():
    refused_position(lambda d: d["red_threes"].__setitem__(0, "3H 3S"), "3S")


def test_a_position_with_bad_rules_is_refused_naming_the_option():
    refused_position(lambda d: d["rules"].__setitem__("wild_ratio", "most"), "wild_ratio", "'most'")


# -- RuleSet -----------------------------------------------------------------------------------------
def test_ruleset_round_trips_through_its_dict():
    variants = [preset(name) for name in PRESETS]
    variants.append(preset("classic-4p").replace(final_discard="required", quick_out_bonus=300,
                                                 hand_canasta_bonus=1000, concealed_requires_side_unmelded=False,
                                                 black_three_meld_allows_wild=True, tie_policy="draw",
                                                 max_rounds=4))
    for rules in variants:
        d = rules.to_dict()
        assert RuleSet.from_dict(json.loads(json.dumps(d))) == rules
    assert RuleSet.from_dict("classic-2p") == preset("classic-2p")
    assert RuleSet.from_dict({"final_discard": "required"}).final_discard == "required"  # others default


@pytest.mark.parametrize("options, fragments", [
    ({"wild_ratio": "most"}, ("wild_ratio", "'most'")),
    ({"player_count": 3}, ("pairs_opposite", "player_count", "3")),
    ({"colour": "red"}, ("unknown rule option", "colour")),
    ({"final_discard": "sometimes"}, ("final_discard", "'sometimes'")),
    ({"tie_policy": "coin"}, ("tie_policy", "'coin'")),
    ({"max_rounds": 0}, ("max_rounds",)),
    ({"quick_out_bonus": "300"}, ("quick_out_bonus",)),
    ({"concealed_requires_side_unmelded": "no"}, ("concealed_requires_side_unmelded",)),
    ({"target_score": None, "max_rounds": None}, ("target_score", "max_rounds")),
    # RULES.md 4.9 and what the variants need
    ({"stock_draw_count": 0}, ("stock_draw_count",)),
    ({"max_meld_size": 6}, ("canasta_size 7", "max_meld_size 6")),
    ({"special_hands": True}, ("special_hands", "hand_size 13", "11")),
    ({"max_wild_per_meld": None, "wild_ratio": "none"}, ("max_wild_per_meld", "wild_ratio")),
    ({"hand_size": 13, "initial_upcard": False, "turn_card_from_bottom": 57}, ("turn_card_from_bottom", "56")),
    ({"hand_size": 13, "bonus_cards": [4, 3], "bonus_cards_source": "talons", "turn_card_from_bottom": 50},
     ("turn_card_from_bottom", "49")),
    ({"wild_card_melds": True}, ("wild_card_melds", "wild_canasta_bonus")),
    ({"side_structure": "three_pairs"}, ("three_pairs", "player_count 6")),
    ({"player_count": 4, "side_structure": "temporary_partnership"}, ("temporary_partnership", "player_count 3")),
    ({"player_count": 7}, ("player_count", "2 to 6")),
    ({"no_out_with_incomplete": ["kings"]}, ("no_out_with_incomplete",)),
    ({"wild_canasta_bonus": {"seven_twos": 3000}, "wild_card_melds": True}, ("seven_twos, four_jokers and other",)),
])
def test_ruleset_validation_names_the_bad_option(options, fragments):
    with pytest.raises(ValueError) as info:
        RuleSet.from_dict(options)
    for fragment in fragments:
        assert fragment in str(info.value)


def test_an_unknown_preset_is_refused_with_the_list_of_presets():
    with pytest.raises(NotationError) as info:
        preset("klondike")
    assert "'klondike'" in str(info.value) and "classic-4p" in str(info.value)


# -- the Classic presets -------------------------------------------------------------------------------
@pytest.mark.parametrize("name, players, sides, cards, structure", [
    ("classic-2p", 2, 2, 15, "individual"),
    ("classic-4p", 4, 2, 11, "pairs_opposite"),
])
def test_classic_presets_deal_15_or_11_cards(name, players, sides, cards, structure):
    rules = preset(name)
    assert name in PRESETS
    assert (rules.player_count, rules.side_count, rules.hand_size, rules.side_structure) == (
        players, sides, cards, structure)
    assert rules.deck_count == 2 and rules.jokers_per_pack == 2 and rules.canastas_to_go_out == 1
    for seed in range(5):
        g = Game.new(rules, seed=seed)
        d = g.to_dict()
        assert [len(h.split()) for h in d["hands"]] == [cards] * players
        assert g.phase == "draw" and g.to_act == (g.dealer + 1) % players
        every = Counter()
        for text in (*d["hands"], *d["red_threes"], d["pile"], d["stock"]):
            every.update(text.split())
        assert sum(every.values()) == 108 and every["JK"] == 4 and every["KH"] == 2


def test_reading_the_same_move_text_again_gives_an_equal_move_and_errors_every_time() -> None:
    assert parse_move("meld KS KH KD") == parse_move("meld KS KH KD") == parse_move("meld kh ks kd")
    for _ in range(2):
        with pytest.raises(NotationError, match="not a card"):
            parse_move("discard XX")


def test_rules_already_built_pass_through_from_dict() -> None:
    rules = preset("classic-2p")
    assert RuleSet.from_dict(rules) is rules
