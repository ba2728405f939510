"""C-INIT: the initial meld (RULES.md 2.6) and the edge cases E-24 to E-29 (5.4).

Side 0 (seats 0 and 2) has not melded unless a test says so; seat 0 acts.
"""

import pytest

from game.core import parse_move
from game.core.events import PileTaken
from tests.core.helpers import hand, melds_of, position, refused

STOCK = "TS TH TD TC"


def listed(game, move: str) -> bool:
    return parse_move(move) in game.legal_moves()


def unmelded(cards: str, scores: list[int] | None = None, phase: str = "play", pile: str = "", **kw):
    return position(hands=[cards, "6C 6D", "JC JD", "6S 6H"], phase=phase, scores=scores, pile=pile,
                    stock=STOCK, **kw)


# -- C-INIT-1 .. C-INIT-8 ----------------------------------------------------------------------------
@pytest.mark.parametrize("score, minimum", [(-5, 15), (-35, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90),
                                            (3000, 120), (9000, 120)])
def test_C_INIT_1_minimum_by_cumulative_score(score, minimum):
    g = unmelded("AS AH AD KS KH KD 9C 9D", scores=[score, 0])
    assert g.initial_meld_minimum(0) == minimum
    assert g.initial_meld_minimum(1) == 50


def test_C_INIT_1_side_at_1500_needs_90():
    g = unmelded("AS AH AD KS KH KD 2C 9C 9D", scores=[1500, 0])
    refused(g, "meld AS AH AD 2C", "needs 90 points", "make 80")
    assert not listed(g, "meld AS AH AD 2C")
    assert listed(g, "meld AS AH AD / KS KH KD")
    g.apply("meld AS AH AD / KS KH KD")
    assert melds_of(g, 0) == ["AS AH AD", "KS KH KD"]


def test_C_INIT_2_after_the_first_meld_no_minimum_for_either_partner():
    g = position(hands=["9C 9D", "4C 4D", "5S 5H 5D 7C 7D", "6C 6D"], phase="play", to_act=2,
                 melds=[["KS KH KD"], []], stock=STOCK)
    assert listed(g, "meld 5S 5H 5D")
    g.apply("meld 5S 5H 5D")
    assert melds_of(g, 0) == ["KS KH KD", "5S 5H 5D"]


def test_C_INIT_2_same_turn_after_the_opening_no_minimum():
    g = unmelded("AS AH AD 2C 4S 4H 4D 9C 9D")
    g.apply("meld AS AH AD")
    g.apply("meld 4S 4H 4D")
    assert melds_of(g, 0) == ["AS AH AD", "4S 4H 4D"]


def test_C_INIT_2_minimum_is_set_by_the_score_at_the_start_of_the_hand():
    """A hand that lifts the side from 1450 past 1500 raises its next minimum to 90."""
    g = position(hands=["KD 9C", "4C 4D", "5C 5D", "6C 6D"], phase="play", scores=[1450, 0], stock=STOCK,
                 melds=[["QH QS QD", "KS KH KD KC KS KH"], []])
    assert g.initial_meld_minimum(0) == 50
    g.apply("meld KD")
    g.apply("discard 9C")
    assert g.phase == "round_over"
    assert g.scores == [1450 + 100 + 500 + 100 - 10, -20]
    g.next_round()
    assert g.initial_meld_minimum(0) == 90
    assert g.initial_meld_minimum(1) == 15


def test_C_INIT_3_one_opening_action_may_lay_several_melds():
    g = unmelded("KS KH KD QS QH QD 9C 9D")
    refused(g, "meld KS KH KD", "needs 50 points", "make 30")
    assert not listed(g, "meld KS KH KD")
    assert listed(g, "meld KS KH KD / QS QH QD")
    g.apply("meld KS KH KD / QS QH QD")
    assert melds_of(g, 0) == ["KS KH KD", "QS QH QD"]
    assert hand(g, 0) == ["9C", "9D"]


def test_C_INIT_4_opening_counts_hand_cards_and_the_top_discard():
    """Top K (10) + two kings (20) + Q-Q-2 (40) = 70; without the top card only 60 come from the hand."""
    g = unmelded("KH KC QS QD 2C 7C 7D", phase="draw", pile="9C KD", scores=[1500, 0])
    refused(g, "take KH KC / QS QD 2C", "needs 90 points", "make 70")
    g = unmelded("KH KC QS QD 2C 7C 7D", phase="draw", pile="9C KD")
    g.apply("take KH KC / QS QD 2C")
    assert melds_of(g, 0) == ["KH KC KD", "QS QD 2C"]


def test_C_INIT_5_red_threes_do_not_count():
    g = unmelded("KS KH KD 7S 7H 7D 9C 9D", red_threes=["3H 3D 3H", ""])
    refused(g, "meld KS KH KD / 7S 7H 7D", "needs 50 points", "make 45")
    assert not listed(g, "meld KS KH KD / 7S 7H 7D")


def test_C_INIT_5_buried_pile_cards_do_not_count():
    """Q-Q-Q from the pile would bring 30 more, but only the top card counts."""
    g = unmelded("KS KH 9C 9D", phase="draw", pile="QS QH QD KD")
    refused(g, "take KS KH", "needs 50 points", "make 30")
    assert not any(str(m).startswith("take") for m in g.legal_moves())


def test_C_INIT_6_a_canasta_does_not_waive_the_minimum():
    g = unmelded("4S 4H 4D 4C 4S 4H 4D 9C 8D")
    refused(g, "meld 4S 4H 4D 4C 4S 4H 4D", "needs 50 points", "make 35")
    assert not any(str(m).startswith("meld") for m in g.legal_moves())


def test_C_INIT_6_sole_exception_concealed_going_out():
    """Seven fours worth 35 may open only when the player goes out concealed with them."""
    g = unmelded("4S 4H 4D 4C 4S 4H 4D 9C")
    g.apply("meld 4S 4H 4D 4C 4S 4H 4D")
    g.apply("discard 9C")
    d = g.to_dict()
    assert d["ended_by"] == "went_out" and d["concealed"] is True
    assert d["round_scores"][0]["going_out"] == 200


def test_C_INIT_7_after_the_opening_the_pile_cards_may_be_melded_the_same_turn():
    g = unmelded("KS KH AS AH AD 7C 8C", phase="draw", pile="9S 9H 9D 5C KD")
    g.apply("take KS KH / AS AH AD")
    assert hand(g, 0) == sorted(["7C", "8C", "9S", "9H", "9D", "5C"])
    g.apply("meld 9S 9H 9D")
    assert melds_of(g, 0) == ["KS KH KD", "AS AH AD", "9S 9H 9D"]
    assert hand(g, 0) == sorted(["7C", "8C", "5C"])


def test_C_INIT_8_counts_use_the_value_table_not_the_worked_example():
    """7-7-7 + 8-8-8-8 = 55 and 7-7-7 + 8-8-8-8-8 = 65 (S0's example says 55)."""
    g = unmelded("7S 7H 7D 8S 8H 8D 8C 8S 9C 9D", scores=[1500, 0])
    refused(g, "meld 7S 7H 7D / 8S 8H 8D 8C 8S", "needs 90 points", "make 65")
    g = unmelded("7S 7H 7D 8S 8H 8D 8C 9C 9D")
    refused(g, "meld 7S 7H 7D / 8S 8H 8D", "make 45")
    g.apply("meld 7S 7H 7D / 8S 8H 8D 8C")
    assert sorted(melds_of(g, 0)) == ["7S 7H 7D", "8S 8H 8D 8C"]


# -- E-24 .. E-29 ------------------------------------------------------------------------------------
def test_E_24_top_discard_counts_toward_the_minimum():
    """K-K-K♦ (30) + Q-Q-2 (40) = 70 ≥ 50; the buried K♠ and Q♥ may be added afterwards."""
    g = unmelded("KH KC QS QD 2C 7C 7D", phase="draw", pile="KS QH KD")
    assert g.pile_freeze_reason(0) is not None  # frozen for the unmelded side (C-PILE-3)
    assert listed(g, "take KH KC / QS QD 2C")
    events = g.apply("take KH KC / QS QD 2C")
    assert any(isinstance(e, PileTaken) for e in events)
    assert melds_of(g, 0) == ["KH KC KD", "QS QD 2C"]
    assert hand(g, 0) == sorted(["7C", "7D", "KS", "QH"])
    g.apply("meld KS")
    g.apply("meld QH")
    assert melds_of(g, 0) == ["KH KC KD KS", "QS QD 2C QH"]
    assert hand(g, 0) == ["7C", "7D"]


def test_E_24_buried_cards_do_not_lift_the_opening_to_90():
    g = unmelded("KH KC QS QD 2C 7C 7D", phase="draw", pile="KS QH KD", scores=[1500, 0])
    refused(g, "take KH KC / QS QD 2C", "needs 90 points", "make 70")
    assert not listed(g, "take KH KC / QS QD 2C")


def test_E_25_red_three_bonuses_do_not_count():
    g = unmelded("KS KH KD 7S 7H 7D 9C 9D", red_threes=["3H 3D", ""])
    refused(g, "meld KS KH KD / 7S 7H 7D", "needs 50 points", "make 45")


def test_E_26_negative_score_needs_only_15():
    g = unmelded("4S 4H 4D 9C 9D", scores=[-35, 0])
    assert g.initial_meld_minimum(0) == 15
    assert listed(g, "meld 4S 4H 4D")
    g.apply("meld 4S 4H 4D")
    assert melds_of(g, 0) == ["4S 4H 4D"]


@pytest.mark.parametrize("score, minimum", [(1495, 50), (1500, 90), (2995, 90), (3000, 120), (0, 50)])
def test_E_27_minimum_boundaries(score, minimum):
    g = unmelded("4S 4H 4D 9C 9D", scores=[score, 0])
    assert g.initial_meld_minimum(0) == minimum
    refused(g, "meld 4S 4H 4D", f"needs {minimum} points", "make 15")


def test_E_28_canasta_in_hand_below_120_may_not_open():
    g = unmelded("5S 5H 5D 5C 5S 5H 5D 9C 8D", scores=[3000, 0])
    refused(g, "meld 5S 5H 5D 5C 5S 5H 5D", "needs 120 points", "make 35")
    assert not any(str(m).startswith("meld") for m in g.legal_moves())


def test_E_29_partners_cannot_reach_the_minimum_together():
    """Seat 0 lays 30 and seat 2 would add 20 next turn: each must reach 50 alone."""
    g = position(hands=["KS KH KD 9C 9D", "4C 4D", "QS QH QD 2C 8C", "6C 6D"], phase="play", stock=STOCK)
    refused(g, "meld KS KH KD", "needs 50 points", "make 30")
    g.apply("discard 9C")
    g.apply("draw")
    g.apply("discard 4C")
    g.apply("draw")
    assert g.to_act == 2 and melds_of(g, 0) == []
    refused(g, "meld QS QH QD", "needs 50 points", "make 30")
    g.apply("meld QS QH QD 2C")
    assert melds_of(g, 0) == ["QS QH QD 2C"]
