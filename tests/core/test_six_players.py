"""V6-1..V6-8, E-89 and E-90: six players (RULES.md 3h; presets six-player and six-player-three-pairs)."""

from game.core import Ask, Game, preset
from game.core.events import Answered, Asked, CardsDrawn
from game.core.scoring import game_result, red_three_score
from tests.core.helpers import position, refused

V6, PAIRS = "six-player", "six-player-three-pairs"
OTHERS = ["4C 4D", "5C 5D", "6C 6D", "7C 7D", "8C 8D"]
CANASTA = "AH AS AD AC AH AS 2C"
KINGS = "KH KS KD KC KH KS KD"


def test_V6_1_two_teams_of_three_alternate_or_three_pairs_sit_opposite():
    teams = Game.new(preset(V6), seed=1)
    assert [teams.side_of(s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    assert teams.partners_of(0) == [2, 4] and teams.partners_of(3) == [5, 1]
    pairs = Game.new(preset(PAIRS), seed=1)
    assert [pairs.side_of(s) for s in range(6)] == [0, 1, 2, 0, 1, 2]
    assert pairs.partners_of(1) == [4] and pairs.partner_of(5) == 2
    assert len(pairs.to_dict()["scores"]) == 3 and len(teams.to_dict()["melds"]) == 2


def test_V6_1_partners_share_their_melds():
    g = position(V6, hands=["KH KS 9C 5D", *OTHERS], melds=[["QH QS QD"], []], pile="7S KC", stock="8H 8S")
    g.apply("take KH KS")  # the side opened through seat 2 or 4: seat 0 plays on the same melds
    assert g.to_dict()["melds"][0] == ["QH QS QD", "KS KH KC"]


def test_V6_2_three_packs_and_thirteen_cards_each():
    r = preset(V6)
    assert (r.deck_count, r.jokers_per_pack, r.hand_size) == (3, 2, 13)
    d = Game.new(r, seed=4).to_dict()
    assert [len(h.split()) for h in d["hands"]] == [13] * 6
    laid = sum(len(x.split()) for x in d["red_threes"])
    assert len(d["stock"].split()) + len(d["pile"].split()) + laid == 162 - 78


def test_V6_3_and_E_90_a_side_with_one_canasta_cannot_go_out():
    one = position(V6, hands=["9C 9D 9H 5S", *OTHERS], melds=[[CANASTA], []], phase="play")
    refused(one, "meld 9C 9D 9H", "2 canastas")
    two = position(V6, hands=["9C 9D 9H 5S", *OTHERS], melds=[[CANASTA, KINGS], []], phase="play")
    two.apply("meld 9C 9D 9H")
    two.apply("discard 5S")
    assert two.to_dict()["ended_by"] == "went_out"


def test_V6_4_targets_10000_for_two_teams_and_7500_for_three():
    assert preset(V6).target_score == 10000 and preset(PAIRS).target_score == 7500
    assert game_result(preset(V6), [9990, 9000], 12) == (False, None)
    assert game_result(preset(PAIRS), [7600, 7400, 7700], 12) == (True, 2)


def test_V6_5_the_two_team_game_adds_a_minimum_of_150_from_7500():
    g = position(V6, hands=["KH KS KD 5C", *OTHERS], scores=[7600, 100])
    assert [g.initial_meld_minimum(s) for s in (0, 1)] == [150, 50]
    three = position(PAIRS, hands=["KH KS KD 5C", *OTHERS], scores=[7400, 3100, -20])
    assert [three.initial_meld_minimum(s) for s in (0, 1, 2)] == [120, 120, 15]


def test_V6_6_and_E_89_red_threes_five_count_1000_and_six_1200():
    r = preset(V6)
    assert [red_three_score(r, n, True) for n in (1, 4, 5, 6)] == [100, 400, 1000, 1200]
    assert red_three_score(r, 5, False) == -1000  # negative when the side has not melded (C-SCORE-4)
    g = position(V6, hands=["9C 9D 9H 5S", *OTHERS], melds=[[CANASTA, KINGS], []], phase="play",
                 red_threes=["3H 3D 3H 3D 3H", ""])
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5S")
    assert g.to_dict()["round_scores"][0]["red_threes"] == 1000


def test_V6_7_the_player_asks_the_partner_of_his_choice_and_that_answer_binds():
    def asking():
        return position(V6, hands=["9C 9D 9H 5S", *OTHERS], melds=[[CANASTA, KINGS], []], phase="play",
                        stock="QS QD")

    g = asking()
    legal = g.legal_moves()
    assert Ask() in legal and Ask(4) in legal and Ask(2) not in legal  # plain ask is the next partner, seat 2
    refused(g, "ask 3", "not your partner")
    events = g.apply("ask 4")
    assert events == [Asked(0)] and g.to_act == 4 and g.phase == "answer"
    assert g.apply("no") == [Answered(4, False)]
    assert g.to_act == 0 and g.phase == "play"
    refused(g, "meld 9C 9D 9H", "said no")
    g = asking()
    g.apply("ask")
    assert g.to_act == 2
    g.apply("yes")
    assert g.to_act == 0
    restored = Game.from_dict(asking().to_dict())
    restored.apply("ask 4")
    again = Game.from_dict(restored.to_dict())  # the pending question survives a save
    again.apply("yes")
    assert again.to_act == 0


def test_V6_8_otherwise_classic_one_card_from_the_stock_and_an_upcard():
    r = preset(V6)
    assert r.stock_draw_count == 1 and r.initial_upcard
    g = position(V6, hands=["KH KS 9C", *OTHERS], stock="8H 8S")
    assert g.apply("draw")[0] == CardsDrawn(0, ("8H",))


# -- five players (X1-8), here beside six: both seat more than four ------------------------------------------
def test_X1_8_five_players_a_team_of_three_against_two_with_one_of_the_three_sitting_out():
    r = preset("five-player")
    assert (r.player_count, r.side_count, r.active_players) == (5, 2, 4)
    g = Game.new(r, seed=3)
    sitters = []
    for _ in range(3):
        order = g.order
        sitting = ({0, 1, 2, 3, 4} - set(order)).pop()
        sitters.append(sitting)
        assert sitting in (0, 2, 4) and [g.side_of(s) for s in order] == [0, 1, 0, 1]  # sides alternate
        assert g.to_dict()["hands"][sitting] == "" and all(len(g.hands[s]) >= 11 for s in order)
        assert g.dealer in order and g.to_act in order
        assert sorted(g.seats_from(g.to_act)) == sorted(order)
        partner = g.partner_of(order[0])
        assert partner == order[2] and g.partner_of(1) == 3
        d = g.to_dict()
        assert Game.from_dict(d).to_dict() == d
        d.update(stock="", pile="", phase="draw", to_act=order[0], turn={})  # end the hand at once
        g = Game.from_dict(d)
        g.apply("draw")
        assert g.phase == "round_over" and len(g.to_dict()["round_scores"]) == 2
        g.next_round()
    assert sorted(sitters) == [0, 2, 4]  # each of the three sits out in turn


# -- five players each for himself (X1-8's alternative, preset five-player-rotating) ---------------------------
ROTATING = "five-player-rotating"
FIVE_HANDS = ["KH KS 9C", "5C 5D 8H", "6C 6D 9H", "7C 7D 4H", ""]  # seat 4 sits out the first hand


def test_X1_8_rotating_every_seat_sits_out_in_turn_and_the_others_pair_first_and_third():
    r = preset(ROTATING)
    assert (r.player_count, r.side_count, r.active_players, r.scores_by_seat) == (5, 5, 4, True)
    g = Game.new(r, seed=5)
    sitters = []
    for _ in range(5):
        sitting = ({0, 1, 2, 3, 4} - set(g.order)).pop()
        sitters.append(sitting)
        first, second, third, fourth = g.order  # round the table from the seat after the one sitting out
        assert g.partners_of(first) == [third] and g.partners_of(second) == [fourth]
        assert g.side_of(first) == g.side_of(third) != g.side_of(second) == g.side_of(fourth)
        assert g.partners_of(sitting) == [] and g.to_dict()["hands"][sitting] == ""
        assert g.dealer in g.order and g.to_act == g.next_seat(g.dealer)
        d = g.to_dict()
        assert Game.from_dict(d).to_dict() == d
        dealer = g.dealer
        d.update(stock="", pile="", phase="draw", to_act=first, turn={})  # end the hand at once
        g = Game.from_dict(d)
        g.apply("draw")
        g.next_round()
        expected = (dealer + 1) % 5 if (dealer + 1) % 5 in g.order else (dealer + 2) % 5
        assert g.dealer == expected  # the deal passes to the left, past the one who now sits out
    assert sitters == [4, 0, 1, 2, 3]


def test_X1_8_rotating_each_partner_scores_his_partnerships_hand_and_the_one_sitting_out_nothing():
    g = position(ROTATING, hands=FIVE_HANDS, melds=[["QH QS QD QC QH QS QD"], ["JH JS JD"], [], [], []],
                 red_threes=["3H", "", "", "", ""], pile="", stock="", scores=[100, 200, 300, 400, 500])
    g.apply("draw")  # the stock is empty: the hand ends
    totals = [parts["total"] for parts in g.round_scores]
    ours = 70 + 500 + 100 - (10 + 10 + 10) - (5 + 5 + 10)  # queens, the canasta, a red three; both hands
    theirs = 30 - (5 + 5 + 10) - (5 + 5 + 5)  # jacks; both hands
    assert totals == [ours, theirs, ours, theirs, 0]
    assert g.scores == [100 + ours, 200 + theirs, 300 + ours, 400 + theirs, 500]


def test_X1_8_rotating_the_initial_minimum_is_the_melding_players_own():
    scores = [1600, 0, 0, 0, 0]  # seat 0 needs 90, his partner at seat 2 only 50
    hands = ["AH AS AD 9C 4S", "5C 5D 8H", "AC AH AS 9D 4S", "7C 7D 4H", ""]
    g = position(ROTATING, hands=hands, phase="play", scores=scores)
    refused(g, "meld AH AS AD", "90")
    partner = position(ROTATING, hands=hands, phase="play", scores=scores, to_act=2)
    partner.apply("meld AC AH AS")  # onto the partnership's melds: seat 0's side
    assert sorted(partner.to_dict()["melds"][0][0].split()) == ["AC", "AH", "AS"]


def test_X1_8_rotating_needs_five_players():
    import pytest

    with pytest.raises(ValueError, match="five_rotating_individual needs player_count 5"):
        preset(ROTATING).replace(player_count=4)
