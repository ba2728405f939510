"""V2-1..V2-8 and E-13..E-17, E-46: the two-player adjustments of RULES.md 3b (preset two-player-draw-two)."""

from game.core import preset
from game.core.events import CardsDrawn, RedThreeLaid
from game.core.scoring import game_result
from tests.core.helpers import hand, melds_of, position, refused

V2 = "two-player-draw-two"
KINGS = "KH KS KD KC KH KS KD"  # a natural canasta: 70 points
QUEENS = "QH QS QD QC QH QS 2C"  # a mixed canasta: 80 points


def two(hands: list[str], **kw):
    return position(V2, hands=hands, **kw)


def test_the_preset_is_classic_two_player_with_the_adjustments():
    r, classic = preset(V2), preset("classic-2p")
    assert (r.player_count, r.hand_size, r.stock_draw_count, r.canastas_to_go_out) == (2, 15, 2, 2)
    assert r.replace(stock_draw_count=1, canastas_to_go_out=1) == classic  # nothing else differs


def test_V2_1_a_stock_draw_takes_the_top_two_cards_and_the_turn_discards_one():
    g = two(["KH KS 5C 9D", "4C 4D 8H"], stock="7C 8D 9S JH", pile="6H")
    events = g.apply("draw")
    assert events[0] == CardsDrawn(0, ("7C", "8D"))
    assert hand(g, 0) == ["5C", "7C", "8D", "9D", "KH", "KS"]
    assert g.to_dict()["stock"] == "9S JH"
    g.apply("discard 5C")
    assert g.to_act == 1 and len(hand(g, 0)) == 5  # one discard per turn, not two


def test_V2_1_taking_the_pile_replaces_the_whole_draw():
    g = two(["KH KS 5C 9D", "4C 4D 8H"], melds=[["QH QS QD"], []], stock="7C 8D 9S", pile="6H KC")
    g.apply("take KH KS")
    assert hand(g, 0) == ["5C", "6H", "9D"]
    assert g.to_dict()["stock"] == "7C 8D 9S"  # no stock card comes with the pile
    refused(g, "draw", "already drawn")


def test_V2_2_each_red_three_among_the_two_is_laid_out_and_replaced():
    g = two(["KH KS 5C", "4C 4D 8H"], stock="3H 9C 8D JS")
    events = g.apply("draw")
    assert [e for e in events if isinstance(e, RedThreeLaid)] == [RedThreeLaid(0, "3H", True)]
    assert g.to_dict()["red_threes"] == ["3H", ""]
    assert hand(g, 0) == ["5C", "8D", "9C", "KH", "KS"]  # two cards, the three replaced by the next one


def test_E_17_two_red_threes_drawn_mid_stock_bring_two_replacements():
    g = two(["KH KS 5C", "4C 4D 8H"], stock="3H 3D 9C 8D JS")
    g.apply("draw")
    d = g.to_dict()
    assert d["red_threes"] == ["3H 3D", ""]
    assert hand(g, 0) == ["5C", "8D", "9C", "KH", "KS"]
    assert d["stock"] == "JS" and d["phase"] == "play"


def test_V2_3_going_out_needs_two_canastas():
    one = two(["9C 9D 9H 5S", "4C 4D 8H"], melds=[[KINGS], []], phase="play")
    refused(one, "meld 9C 9D 9H", "2 canastas")
    both = two(["9C 9D 9H 5S", "4C 4D 8H"], melds=[[KINGS, QUEENS], []], phase="play")
    both.apply("meld 9C 9D 9H")
    both.apply("discard 5S")
    assert both.to_dict()["ended_by"] == "went_out"


def test_E_46_a_player_with_one_canasta_cannot_go_out():
    g = two(["9C 9D 9H 9S", "4C 4D 8H"], melds=[[KINGS, "JH JS JD"], []], phase="play")
    refused(g, "meld 9C 9D 9H 9S", "2 canastas")
    assert "meld 9S 9H 9D 9C" not in {str(m) for m in g.legal_moves()}
    assert "meld 9S 9H 9D" not in {str(m) for m in g.legal_moves()}  # one card left, no discard to go out


def test_V2_4_and_E_13_one_card_left_is_a_complete_draw_and_the_turn_goes_on():
    g = two(["KH KS KD 5C", "4C 4D 8H"], melds=[["QH QS QD"], []], stock="7C")
    events = g.apply("draw")
    assert events[0] == CardsDrawn(0, ("7C",))
    assert g.phase == "play" and g.to_dict()["stock"] == ""
    g.apply("meld KH KS KD")  # a normal turn: meld ...
    g.apply("discard 5C")  # ... and discard, as after a two-card draw
    assert g.to_act == 1


def test_V2_5_and_E_14_a_red_three_among_the_last_two_is_not_replaced():
    g = two(["KH KS 5C", "4C 4D 8H"], stock="3D 8C")
    g.apply("draw")
    d = g.to_dict()
    assert d["red_threes"] == ["3D", ""] and d["stock"] == ""
    assert hand(g, 0) == ["5C", "8C", "KH", "KS"]  # he plays on with the 8 alone
    assert d["phase"] == "play"
    g.apply("discard 5C")
    assert g.to_act == 1


def test_V2_6_and_E_15_a_draw_of_only_red_threes_at_the_end_ends_the_hand():
    for stock in ("3H 3D", "3H"):
        g = two(["KH KS 5C", "4C 4D 8H"], melds=[["QH QS QD"], []], stock=stock)
        g.apply("draw")
        d = g.to_dict()
        assert d["phase"] == "round_over" and d["ended_by"] == "last_red_three"
        assert d["red_threes"][0] == stock
        assert hand(g, 0) == ["5C", "KH", "KS"]  # no meld, no discard
        refused(g, "discard 5C", "hand is over")


def test_V2_7_and_E_16_a_red_three_as_the_last_replacement_leaves_the_card_already_drawn():
    g = two(["KH KS 5C", "4C 4D 8H"], melds=[["QH QS QD"], []], stock="3H QS 3D")
    g.apply("draw")
    d = g.to_dict()
    assert d["red_threes"] == ["3H 3D", ""] and d["stock"] == ""
    assert hand(g, 0) == ["5C", "KH", "KS", "QS"]
    assert d["phase"] == "play"  # he finishes his turn with the queen
    g.apply("meld QS")
    assert melds_of(g, 0) == ["QH QS QD QS"]


def test_V2_8_the_target_is_5000_and_the_higher_score_wins_when_both_reach_it():
    r = preset(V2)
    assert r.target_score == 5000
    assert game_result(r, [5100, 4990], 7) == (True, 0)
    assert game_result(r, [5100, 5350], 7) == (True, 1)
    assert game_result(r, [4990, 4000], 7) == (False, None)
