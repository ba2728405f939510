"""V3-TMP-1..9 and E-55..E-58: three players, the lone player against a temporary partnership (RULES.md
3a-ii, preset three-player-partnership)."""

from game.core import Game, preset
from game.core.events import CardsDrawn, PartnershipFormed
from game.core.scoring import game_result
from tests.core.helpers import hand, melds_of, position, refused

V3T = "three-player-partnership"
KINGS = "KH KS KD KC KH KS KD"


def three(hands: list[str], **kw) -> Game:
    return position(V3T, hands=hands, **kw)


def test_V3_TMP_1_at_the_deal_all_three_play_alone():
    g = Game.new(preset(V3T), seed=2)
    assert g.partnership is None and [g.side_of(s) for s in range(3)] == [0, 1, 2]
    assert [len(h.split()) for h in g.to_dict()["hands"]] == [13] * 3
    assert g.to_dict()["partnership"] is None


def test_V3_TMP_2_a_stock_draw_takes_two_cards_and_one_is_discarded():
    g = three(["KH KS 5C", "4C 4D", "6C 6D"], stock="7C 8D 9S")
    assert g.apply("draw")[0] == CardsDrawn(0, ("7C", "8D"))
    g.apply("discard 5C")
    assert len(hand(g, 0)) == 4 and g.to_act == 1


def test_V3_TMP_3_and_E_55_the_first_to_take_the_pile_plays_alone_and_the_others_join_their_melds():
    g = three(["4H 4D 8H", "QH QS 8C 8D", "9C 7S 5C"], melds=[["KH KS KD", "9H 9S 9D"], ["KC KD KS"], []],
              red_threes=["3H", "", "3D"], to_act=1, pile="6C QD", stock="8H 8S")
    events = g.apply("take QH QS")
    assert PartnershipFormed(1, (0, 2)) in events
    assert g.partnership == (0, 2) and g.side_of(0) == g.side_of(2) == 0 and g.side_of(1) == 1
    assert g.partners_of(2) == [0] and g.partners_of(1) == []
    assert melds_of(g, 0) == ["KH KS KD", "9H 9S 9D"] and melds_of(g, 2) == []
    d = g.to_dict()
    assert d["red_threes"] == ["3H", "", "3D"]  # each partner keeps his own red threes
    assert d["partnership"] == [0, 2] and Game.from_dict(d).to_dict() == d
    g.apply("discard 8C")
    g.apply("draw")  # seat 2, now a partner of seat 0, plays on the shared melds
    g.apply("meld 9C")
    assert melds_of(g, 0)[1] == "9H 9S 9D 9C"


def test_V3_TMP_3_melds_of_one_rank_merge_and_a_merged_meld_over_the_limit_takes_no_wild_card():
    g = three(["AH AS 5C", "QH QS 8C", "KC 2D 9D 9S"], melds=[["KH KS 2C 2H"], ["5H 5S 5D"], ["KD KC JK 2S"]],
              to_act=1, pile="6C QD", stock="8H 8S 8C 8D")
    g.apply("take QH QS")
    assert sorted(melds_of(g, 0)[0].split()) == sorted("KH KS 2C 2H KD KC JK 2S".split())  # 4 + 4 wild cards
    g.apply("discard 8C")
    g.apply("draw")  # seat 2 draws 8H 8S
    refused(g, "meld K: 2D", "wild cards")
    g.apply("meld KC")  # a natural card still joins it
    assert len(g.melds[0]["K"]) == 9


def test_V3_TMP_4_and_E_56_out_before_any_take_the_one_going_out_plays_alone():
    g = three(["QH QS QD 5C", "4C 4D 4H", "7H 7S 9C"], melds=[[KINGS], ["AH AS AD"], ["JH JS JD"]],
              red_threes=["", "3H", "3D"], phase="play")
    g.apply("meld QH QS QD")
    g.apply("discard 5C")
    scores = g.to_dict()["round_scores"]
    partnership = {"melded": 60 + 30, "canastas": 0, "going_out": 0, "hand": -15 - 20}
    for seat in (1, 2):
        assert {k: scores[seat][k] for k in partnership} == partnership  # seats 1 and 2 scored together
        assert scores[seat]["red_threes"] == 100  # each his own, plus: the partnership melded
    assert scores[0]["going_out"] == 100 and scores[0]["canastas"] == 500 and scores[0]["red_threes"] == 0


def test_V3_TMP_5_and_E_57_the_stock_runs_out_with_the_pile_never_taken_all_three_score_alone():
    g = three(["QH QS 5C", "4C 4D 4H", "7H 7S 9C"], melds=[["KH KS KD"], ["AH AS AD"], []], stock="",
              pile="9D", red_threes=["", "", "3D"])
    g.apply("draw")  # nothing to draw and the pile declined: the hand ends
    scores = g.to_dict()["round_scores"]
    assert [s["melded"] for s in scores] == [30, 60, 0]
    assert [s["hand"] for s in scores] == [-25, -15, -20]
    assert scores[2]["red_threes"] == -100  # seat 2 never melded


def test_V3_TMP_6_partners_each_get_the_partnership_score_with_their_own_red_threes():
    g = three(["AH AS AD 5C", "QH QS 8C 8D", "9C 4H"], melds=[[KINGS], ["5H 5S 5D"], ["7H 7S 7D"]], to_act=1,
              pile="6C QD", red_threes=["3H 3D", "", "3H"], stock="8H 8S", scores=[100, 200, 300])
    g.apply("take QH QS")  # seat 1 plays alone; 0 and 2 are partners
    g.apply("discard 8C")
    d = g.to_dict()
    d["to_act"], d["phase"], d["turn"] = 0, "play", {"drew": True}
    g = Game.from_dict(d)
    g.apply("meld AH AS AD")
    g.apply("discard 5C")  # seat 0 goes out for the partnership
    scores = g.to_dict()["round_scores"]
    shared = {"melded": 70 + 15 + 60, "canastas": 500, "going_out": 100, "hand": -15}
    for seat in (0, 2):
        assert {k: scores[seat][k] for k in shared} == shared
    assert scores[0]["red_threes"] == 200 and scores[2]["red_threes"] == 100
    assert g.scores == [100 + scores[0]["total"], 200 + scores[1]["total"], 300 + scores[2]["total"]]


def test_V3_TMP_7_and_E_58_the_partner_who_opens_needs_his_own_minimum():
    def partners(opener: int) -> Game:
        g = three(["AH AS 4H", "QH QS 8C 8D", "9C 4D"], melds=[[], ["5H 5S 5D"], []], to_act=1, pile="6C QD",
                  stock="8H 8S 8C 8D", scores=[1600, 0, 400])
        g.apply("take QH QS")
        g.apply("discard 8C")
        d = g.to_dict()
        d["to_act"], d["phase"], d["turn"] = opener, "play", {"drew": True}
        d["hands"][opener] = "KH KS KD KC 2C 5S 9S"  # K K K K 2: 60 points
        return Game.from_dict(d)

    p1, p3 = partners(0), partners(2)
    assert p1.opening_minimum(0) == 90 and p3.opening_minimum(2) == 50
    refused(p1, "meld KH KS KD KC 2C", "90")  # seat 0 at 1600 needs 90
    p3.apply("meld KH KS KD KC 2C")  # seat 2 at 400 needs 50: 60 will do
    d = p3.to_dict()
    d["to_act"], d["phase"], d["turn"] = 0, "play", {"drew": True}
    d["hands"][0] = "7C 7D 7H 6S 6D"
    after = Game.from_dict(d)
    after.apply("meld 7C 7D 7H")  # once the partnership has melded, the other partner melds freely


def test_V3_TMP_8_going_out_needs_a_canasta_and_there_is_no_permission_question():
    g = three(["9C 9D 9H 5S", "4C 4D", "6C 6D"], melds=[["AH AS AD"], [], []], phase="play")
    refused(g, "meld 9C 9D 9H", "canasta")
    refused(g, "ask", "no partner")
    assert preset(V3T).ask_partner is False


def test_V3_TMP_9_the_target_is_7500_and_the_highest_score_wins():
    r = preset(V3T)
    assert r.target_score == 7500
    assert game_result(r, [7600, 7800, 2000], 12) == (True, 1)
    assert game_result(r, [7400, 7000, 7499], 12) == (False, None)
