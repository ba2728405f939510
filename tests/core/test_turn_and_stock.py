"""C-TURN, C-STOCK and edge cases E-07..E-12: the turn and the end of the stock (RULES.md 2.4, 2.11, 5.2)."""

import pytest

from game.core import Draw, NotationError, Take
from game.core.events import CardsDrawn, HandEnded, RedThreeLaid
from tests.core.helpers import hand, melds_of, position, refused

CANASTA = "AH AS AD AC AH AS 2C"  # a mixed canasta of aces: 140 points, bonus 300


def no_going_out_bonus(d: dict) -> bool:
    return all(side["going_out"] == 0 for side in d["round_scores"])


# -- 2.4 Turn and drawing ---------------------------------------------------------------------------------
def test_C_TURN_1_draw_then_meld_then_discard_in_that_order():
    g = position(hands=["KH KS 9C 4D", "5C 5D", "6C 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="KD 8S")
    refused(g, "meld KH KS", "first draw")
    refused(g, "discard 9C", "first draw")
    g.apply("draw")
    g.apply("meld KH KS KD")
    g.apply("discard 9C")
    assert g.to_act == 1 and g.phase == "draw"
    refused(g, "meld 5C 5D", "first draw")  # the next turn starts again with the draw phase


def test_C_TURN_2_the_draw_is_exactly_one_stock_card_or_the_whole_pile():
    g = position(hands=["KH KS 9C 4D", "5C 5D", "6C 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="8D 8S",
                 pile="5H 6H KC")
    events = g.apply("draw")
    assert events[0] == CardsDrawn(0, ("8D",))
    assert hand(g, 0) == ["4D", "8D", "9C", "KH", "KS"]
    refused(g, "draw", "already drawn")
    refused(g, "take KH KS", "already drawn")
    g = position(hands=["KH KS 9C 4D", "5C 5D", "6C 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="8D 8S",
                 pile="5H 6H KC")
    g.apply("take KH KS")
    assert hand(g, 0) == ["4D", "5H", "6H", "9C"]
    assert g.to_dict()["stock"] == "8D 8S"
    refused(g, "draw", "already drawn")


def test_C_TURN_3_after_taking_the_pile_the_player_cannot_switch_to_the_stock():
    g = position(hands=["KH KS 9C 4D", "5C 5D", "6C 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="8D 8S",
                 pile="KC")
    g.apply("take KH KS")
    refused(g, "draw", "already drawn")
    refused(g, "take", "already drawn")
    assert melds_of(g, 0) == ["QH QS QD", "KS KH KC"]  # the taking meld stays on the table
    with pytest.raises(NotationError):
        g.apply("undo")  # there is no move that takes anything back


def test_C_TURN_4_any_number_of_melds_after_the_draw_and_only_by_the_player_in_turn():
    g = position(hands=["KH KS 9C 9D 9H QC 2D 4D 5S", "5C 5D", "6C 6D", "7C 7D"], melds=[["QH QS QD"], []],
                 stock="KD 8S")
    refused(g, "meld 9C 9D 9H", "first draw")
    g.apply("draw")
    g.apply("meld KH KS KD")
    g.apply("meld 9C 9D 9H")
    g.apply("meld QC")
    g.apply("meld Q: 2D")
    assert melds_of(g, 0) == ["QH QS QD QC 2D", "KS KH KD", "9H 9D 9C"]
    assert hand(g, 0) == ["4D", "5S"]
    g.apply("discard 5S")
    assert g.to_act == 1 and g.phase == "draw"


def test_C_TURN_4_the_partner_cannot_meld_while_answering():
    g = position(hands=["QC 2D 8D 8C 8S 4D", "5C 5D", "KH KS KC", "7C 7D"],
                 melds=[["QH QS QD QH QS 2C"], []], phase="play")
    g.apply("ask")
    assert g.to_act == 2 and g.phase == "answer"
    refused(g, "meld KH KS KC", "answer yes or no")


def test_C_TURN_5_one_discard_ends_the_turn():
    g = position(hands=["KH KS 9C 4D", "5C 5D", "6C 6D", "7C 7D"], phase="play", pile="6H")
    refused(g, "end", "discard")  # a turn cannot end without a discard
    events = g.apply("discard 9C")
    assert g.to_dict()["pile"] == "6H 9C"
    assert hand(g, 0) == ["4D", "KH", "KS"]
    assert g.to_act == 1 and g.phase == "draw"
    assert len(events) == 1


def test_C_TURN_5_going_out_may_skip_the_discard():
    g = position(hands=["QC QD 2D", "5C 5D", "6C 6D", "7C 7D"], melds=[[CANASTA, "QH QS QD"], []],
                 phase="play", pile="6H")
    g.apply("meld QC QD 2D")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "went_out"
    assert d["pile"] == "6H"


def test_C_TURN_6_an_empty_stock_at_the_start_of_a_turn_hands_the_draw_to_section_2_11():
    g = position(hands=["KS QD", "4C 4D 8H", "5D 6D", "KH QH"], to_act=3, phase="play", stock="", pile="5S")
    g.apply("discard KH")  # seat 0 starts with an empty stock and cannot take the pile: the hand is over
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "stock_exhausted"
    assert d["pile"] == "5S KH"


# -- 2.11 End of the stock -----------------------------------------------------------------------------
def test_C_STOCK_1_drawing_the_last_card_completes_the_turn_normally():
    g = position(hands=["KH KS 9C 4D", "5C 5D", "6C 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="KD")
    g.apply("draw")
    assert g.to_dict()["stock"] == "" and g.phase == "play"
    g.apply("meld KH KS KD")
    g.apply("discard 9C")
    d = g.to_dict()
    assert d["pile"] == "9C" and d["melds"][0] == ["QH QS QD", "KS KH KD"]
    assert d["phase"] == "round_over" and d["ended_by"] == "stock_exhausted"  # seat 1 cannot take 9C


def test_C_STOCK_2_a_take_that_fits_a_meld_is_compulsory_with_an_empty_stock():
    g = position(hands=["KS QD", "4C 4D 8H", "5D 6D", "9C QH"], melds=[["9H 9S 9D", CANASTA], []], to_act=3,
                 phase="play", stock="")
    g.apply("discard 9C")
    assert g.to_act == 0 and g.phase == "draw"
    assert g.legal_moves() == [Take(())]
    refused(g, "draw", "must take the pile")


def test_C_STOCK_2_a_take_that_cannot_be_finished_legally_ends_the_hand():
    """The nine fits the side's meld, but taking it would leave one card without a canasta (C-OUT-3)."""
    g = position(hands=["KS", "4C 4D 8H", "5D 6D", "9C QH"], melds=[["9H 9S 9D"], []], to_act=3, phase="play",
                 stock="")
    g.apply("discard 9C")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "stock_exhausted"


def test_C_STOCK_2_an_optional_take_may_be_declined_which_ends_the_hand():
    g = position(hands=["JH JS 5C", "4C 4D 8H", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []], stock="",
                 pile="4S JD")
    moves = g.legal_moves()
    assert Draw() in moves and any(isinstance(m, Take) for m in moves)
    events = g.apply("draw")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "stock_exhausted"
    assert any(isinstance(e, HandEnded) for e in events)
    assert no_going_out_bonus(d)


def test_C_STOCK_3_a_red_three_as_the_last_replacement_ends_the_hand_at_once():
    g = position(hands=["KH KS 5C", "4C 4D 8H", "5D 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="3H 3D")
    events = g.apply("draw")
    d = g.to_dict()
    assert d["red_threes"] == ["3H 3D", ""]
    assert hand(g, 0) == ["5C", "KH", "KS"]
    assert d["phase"] == "round_over" and d["ended_by"] == "last_red_three"
    assert [e for e in events if isinstance(e, RedThreeLaid)] == [RedThreeLaid(0, "3H", True),
                                                                  RedThreeLaid(0, "3D", False)]
    refused(g, "meld KH KS", "hand is over")
    refused(g, "discard 5C", "hand is over")


def test_C_STOCK_4_a_black_three_on_top_with_an_empty_stock_ends_the_hand():
    g = position(hands=["3C 3S 5C", "4C 4D 8H", "5D 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="",
                 pile="9D 3S")
    assert g.legal_moves() == [Draw()]
    refused(g, "take 3C 3S", "black three")
    g.apply("draw")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "stock_exhausted"


def test_C_STOCK_5_a_hand_ended_by_the_stock_has_no_going_out_bonus():
    g = position(hands=["KS QD", "4C 4D 8H", "5D 6D", "JK"], melds=[[CANASTA, "QH QS QD"], ["7H 7S 7D"]],
                 red_threes=["", "3H"], stock="", pile="5S")
    g.apply("draw")
    d = g.to_dict()
    assert d["ended_by"] == "stock_exhausted"
    assert d["round_scores"] == [
        {"melded": 170, "canastas": 300, "red_threes": 0, "going_out": 0, "hand": -30, "total": 440},
        {"melded": 15, "canastas": 0, "red_threes": 100, "going_out": 0, "hand": -70, "total": 45},
    ]


# -- 5.2 Edge cases -------------------------------------------------------------------------------------
def test_E_07_last_stock_card_red_three_ends_the_hand():
    g = position(hands=["KH KS 5C", "4C 4D", "5D 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="3H")
    g.apply("draw")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "last_red_three"
    refused(g, "meld KH KS", "hand is over")
    assert no_going_out_bonus(d)
    assert d["round_scores"][0] == {"melded": 30, "canastas": 0, "red_threes": 100, "going_out": 0,
                                    "hand": -25 - 10, "total": 95}


def test_E_07_last_stock_red_three_under_end_may_meld_allows_melds_but_no_discard():
    g = position(hands=["KH KS KD 5C 9D", "4C 4D", "5D 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="3H",
                 last_stock_red_three="end_may_meld")
    g.apply("draw")
    assert g.phase == "play" and g.to_dict()["red_threes"] == ["3H", ""]
    g.apply("meld KH KS KD")
    refused(g, "discard 5C", "red three")
    g.apply("end")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "last_red_three"
    assert d["melds"][0] == ["QH QS QD", "KS KH KD"]
    assert d["round_scores"][0] == {"melded": 60, "canastas": 0, "red_threes": 100, "going_out": 0,
                                    "hand": -15 - 10, "total": 135}


def test_E_08_forced_take_with_an_empty_stock():
    g = position(hands=["KS QH 5C", "4C 4D", "5D 6D", "7C 7D"], melds=[["9H 9S 9D"], []], stock="",
                 pile="6D 9C")
    assert Draw() not in g.legal_moves()
    refused(g, "draw", "must take the pile")
    g.apply("take")
    assert melds_of(g, 0) == ["9H 9S 9D 9C"]
    assert hand(g, 0) == ["5C", "6D", "KS", "QH"]


def test_E_09_optional_take_declined_ends_the_hand_without_going_out_bonus():
    g = position(hands=["JH JS 5C", "4C 4D 8H", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []], stock="",
                 pile="6S JD")
    assert Draw() in g.legal_moves()
    g.apply("draw")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "stock_exhausted"
    assert d["round_scores"][0] == {"melded": 30, "canastas": 0, "red_threes": 0, "going_out": 0,
                                    "hand": -25 - 10, "total": -5}
    assert no_going_out_bonus(d)


def test_E_09_optional_take_may_be_accepted():
    g = position(hands=["JH JS 5C", "4C 4D 8H", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []], stock="",
                 pile="6S JD")
    g.apply("take JH JS")
    assert melds_of(g, 0) == ["KH KS KD", "JS JH JD"]
    assert g.phase == "play"


def test_E_10_black_three_discarded_with_an_empty_stock_ends_the_hand():
    g = position(hands=["9S 9H 5C", "4C 4D", "5D 6D", "3S KH"], melds=[["9D 9C 9D"], []], to_act=3,
                 phase="play", stock="", pile="9C")
    g.apply("discard 3S")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "stock_exhausted"
    assert d["pile"] == "9C 3S"


def test_E_11_frozen_pile_and_a_single_natural_card_end_the_hand():
    g = position(hands=["9H KS QD", "4C 4D", "5D 6D", "9C KH"], melds=[["9S 9D 9C"], []], to_act=3,
                 phase="play", stock="", pile="5D 2S 8H")
    g.apply("discard 9C")  # fits the nines, but the pile is frozen and seat 0 holds one nine
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "stock_exhausted"
    assert no_going_out_bonus(d)


def test_E_12_no_change_of_mind_after_drawing_from_the_stock():
    g = position(hands=["KH KS 9C 4D", "5C 5D", "6C 6D", "7C 7D"], melds=[["QH QS QD"], []], stock="8D 8S",
                 pile="KC")
    g.apply("draw")
    refused(g, "take KH KS", "already drawn")
    refused(g, "take", "already drawn")
