"""V3-IND-1..3: three players, each for himself (RULES.md 3a-i, preset three-player)."""

from game.core import Game, preset
from game.core.scoring import game_result
from tests.core.helpers import position, refused

V3 = "three-player"


def test_the_deal_gives_thirteen_cards_each_from_108():
    g = Game.new(preset(V3), seed=5)
    d = g.to_dict()
    assert [len(h.split()) for h in d["hands"]] == [13, 13, 13]
    laid = sum(len(x.split()) for x in d["red_threes"])
    assert len(d["stock"].split()) + len(d["pile"].split()) + laid == 108 - 39  # 69 before the upcard


def test_V3_IND_1_every_player_is_his_own_side():
    r = preset(V3)
    assert (r.player_count, r.side_count, r.has_partners) == (3, 3, False)
    g = position(V3, hands=["KH KS 9C 5D", "QH QS 4C", "JH JS 4D"], melds=[[], ["9H 9S 9D"], []],
                 scores=[0, 1600, 3100], pile="7C 9C", stock="8C 8D")
    assert [g.side_of(s) for s in range(3)] == [0, 1, 2]
    assert [g.initial_meld_minimum(s) for s in range(3)] == [50, 90, 120]  # by each player's own score
    assert g.has_melded(1) and not g.has_melded(0) and not g.has_melded(2)  # seat 1's meld is his alone
    refused(g, "take", "side")  # seat 0 cannot lay the top card on seat 1's nines
    g.apply("draw")
    g.apply("discard 5D")
    assert g.to_act == 1


def test_V3_IND_1_each_player_scores_his_own_hand():
    g = position(V3, hands=["KH KS KD 4S", "QH QS 7C", "JH 8S"], melds=[["AH AS AD AC AH AS 2C"], [], ["5H 5S 5D"]],
                 phase="play")
    g.apply("meld KH KS KD")
    g.apply("discard 4S")  # goes out: one canasta
    scores = g.to_dict()["round_scores"]
    assert [s["going_out"] for s in scores] == [100, 0, 0]
    assert scores[1]["hand"] == -25 and scores[1]["melded"] == 0
    assert scores[2] == {"melded": 15, "canastas": 0, "red_threes": 0, "going_out": 0, "hand": -20, "total": -5}


def test_V3_IND_2_there_is_no_permission_question():
    g = position(V3, hands=["KH KS KD 4S", "QH QS 7C", "JH 8S"], melds=[["AH AS AD AC AH AS 2C"], [], []],
                 phase="play")
    assert not any(str(m).startswith("ask") for m in g.legal_moves())
    refused(g, "ask", "no partner")


def test_V3_IND_3_the_target_is_5000():
    r = preset(V3)
    assert r.target_score == 5000
    assert game_result(r, [5050, 4000, 5200], 9) == (True, 2)
    assert game_result(r, [4950, 4000, 3000], 9) == (False, None)
