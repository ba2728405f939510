"""C-SCORE and C-END: scoring a hand, the end of the game and ties (RULES.md 2.12, 2.13, 5.8; X1-1, X1-3)."""

import random
from typing import Any

import pytest

from game.core import Game, RuleSet, preset
from game.core.events import GameEnded, HandEnded
from tests.core.helpers import position

KINGS = "KS KS KH KH KD KD KC"  # a natural canasta, 70 points
CONCEALED_TURN = {"drew": True, "side_was_open": False}
PARTS = ("melded", "canastas", "red_threes", "going_out", "hand")


def with_fields(game: Game, **fields: Any) -> Game:
    """The same position with some top-level fields of the position dict changed."""
    d = game.to_dict()
    d.update(fields)
    return Game.from_dict(d)


def breakdown(melded: int, canastas: int, red_threes: int, going_out: int, hand: int) -> dict[str, int]:
    parts = {"melded": melded, "canastas": canastas, "red_threes": red_threes, "going_out": going_out, "hand": hand}
    return {**parts, "total": sum(parts.values())}


def nines_out(scores: list[int] | None = None, **changes: Any) -> Game:
    """4 players: seat 0 (kings canasta) holds 9C 9D 9H 5C after drawing and goes out with them.

    Side 0 scores 70 + 30 melded, 500, going out 100, partner's 4S 4H -10: 690.
    Side 1 (queens canasta) scores 70 + 500, hands 5S 5H and JS JH -30: 540.
    """
    return position(hands=["9C 9D 9H 5C", "5S 5H", "4S 4H", "JS JH"],
                    melds=[[KINGS], ["QS QS QH QH QD QD QC"]], phase="play", scores=scores, **changes)


def go_out_with_nines(g: Game) -> list:
    return g.apply("meld 9C 9D 9H") + g.apply("discard 5C")


def play_random_game(rules: RuleSet, seed: int) -> tuple[Game, list[dict[str, Any]]]:
    """Play random legal moves to the end of the game; the position after each hand."""
    g = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    hands: list[dict[str, Any]] = []
    for _ in range(20_000):
        if g.phase == "game_over":
            hands.append(g.to_dict())
            return g, hands
        if g.phase == "round_over":
            hands.append(g.to_dict())
            g.next_round()
            continue
        g.apply(rng.choice(g.legal_moves()))
    raise AssertionError("the game did not end")


# -- C-SCORE: scoring a hand -----------------------------------------------------------------------
def test_C_SCORE_1_melded_cards_count_their_values_including_canastas_and_black_threes():
    g = position(hands=["3S 3C 3S", "5S 5H", "4S 4H", "JS JH"],
                 melds=[[KINGS, "8S 8H 2C"], ["AS AH AD", "7S 7S 7H 7H 7D 7C JK"]], phase="play")
    g.apply("meld 3S 3C 3S")
    scores = g.to_dict()["round_scores"]
    assert scores[0]["melded"] == 70 + 40 + 15  # kings, 8-8-2, three black threes at 5
    assert scores[1]["melded"] == 60 + 80  # aces, sevens with a joker (no going out needed to count)


def test_C_SCORE_2_canastas_earn_500_natural_and_300_mixed():
    g = position(hands=["5C 5D 5H 6S", "5S 6H", "4S 4H", "JS JH"],
                 melds=[[KINGS, "QS QS QH QH QD 2D JK", "9S 9H 9D 9C 9S 9H"], ["AS AS AH AH AD AD AC AC"]],
                 phase="play")
    g.apply("meld 5C 5D 5H")
    g.apply("discard 6S")
    scores = g.to_dict()["round_scores"]
    assert scores[0]["canastas"] == 500 + 300  # the six nines are no canasta
    assert scores[1]["canastas"] == 500  # an eight-card natural canasta


def test_C_SCORE_2_a_wild_card_added_to_a_natural_canasta_makes_it_mixed():
    g = position(hands=["2D 9C 9D 9H 5C", "5S 6H", "4S 4H", "JS JH"], melds=[[KINGS], []], phase="play")
    g.apply("meld K: 2D")
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5C")
    assert g.to_dict()["round_scores"][0]["canastas"] == 300


def test_C_SCORE_3_going_out_earns_100():
    g = nines_out()
    go_out_with_nines(g)
    scores = g.to_dict()["round_scores"]
    assert scores[0]["going_out"] == 100 and scores[1]["going_out"] == 0


def test_C_SCORE_3_concealed_going_out_earns_200():
    g = position(hands=[f"{KINGS} 9C 9D 9H 6C", "6D 6H", "4S 4H", "7S 7H"], phase="play", turn=CONCEALED_TURN)
    g.apply(f"meld {KINGS} / 9C 9D 9H")
    g.apply("discard 6C")
    scores = g.to_dict()["round_scores"]
    assert scores[0]["going_out"] == 200 and scores[1]["going_out"] == 0


def test_C_SCORE_3_no_going_out_bonus_when_the_stock_runs_out():
    g = position(hands=["9C 5D", "JS JH", "4S 4H", "6S 6H"], melds=[[KINGS], ["QS QH QD"]], pile="4C",
                 stock="", phase="play")
    events = g.apply("discard 5D")  # seat 1 can neither draw nor take the pile: the hand ends
    d = g.to_dict()
    assert g.phase == "round_over" and d["ended_by"] == "stock_exhausted" and d["went_out"] is None
    assert [e.reason for e in events if isinstance(e, HandEnded)] == ["stock_exhausted"]
    assert d["round_scores"] == [breakdown(70, 500, 0, 0, -20), breakdown(30, 0, 0, 0, -30)]


def test_C_SCORE_4_red_threes_add_100_each_for_a_side_that_melded_and_subtract_otherwise():
    g = position(hands=["9C 9D 9H 5C", "5S 5H", "4S 4H", "JS JH"], melds=[[KINGS], []], phase="play",
                 red_threes=["3H 3H 3D", "3D"])
    go_out_with_nines(g)
    scores = g.to_dict()["round_scores"]
    assert scores[0]["red_threes"] == 300
    assert scores[1]["red_threes"] == -100  # side 1 has no meld


def test_C_SCORE_5_cards_left_in_hand_count_against_the_side_partners_included():
    g = position(hands=["9C 9D 9H 5C", "JK 3S", "3C TH", "2C AD 4H"], melds=[[KINGS], []], phase="play")
    go_out_with_nines(g)
    scores = g.to_dict()["round_scores"]
    assert scores[0]["hand"] == -15  # partner's black three 5 and ten 10
    assert scores[1]["hand"] == -(50 + 5) - (20 + 20 + 5)  # joker, black three; two, ace, four


def test_C_SCORE_6_the_hand_score_is_the_sum_and_is_added_to_the_cumulative_score():
    g = position(hands=["9C 9D 9H 5C", "JD QS", "4S 4H", "5S"], melds=[[KINGS], []], phase="play",
                 red_threes=["", "3D"], scores=[120, -40])
    go_out_with_nines(g)
    d = g.to_dict()
    side0, side1 = d["round_scores"]
    assert side0 == breakdown(100, 500, 0, 100, -10)
    assert side1 == breakdown(0, 0, -100, 0, -25)
    assert side1["total"] == -125
    assert d["scores"] == [120 + 690, -40 - 125]  # a cumulative score may be negative


@pytest.mark.parametrize("name", ["classic-4p", "classic-2p"])
def test_C_SCORE_7_all_scores_are_multiples_of_5(name):
    for seed in range(4):
        g, hands = play_random_game(preset(name).replace(target_score=3000), seed)
        cumulative = [0] * len(g.scores)
        for d in hands:
            for side, parts in enumerate(d["round_scores"]):
                assert all(parts[k] % 5 == 0 for k in (*PARTS, "total")), parts
                assert parts["total"] == sum(parts[k] for k in PARTS)  # C-SCORE-6
                cumulative[side] += parts["total"]
            assert d["scores"] == cumulative
        assert all(s % 5 == 0 for s in g.scores)


# -- X1-1 and X1-3 (D7, D6): source S1 bonuses ------------------------------------------------------
def quick_out_game(draws_before: int, stock: str = "5C 8S 8H") -> Game:
    g = position(hands=["9C 9D 9H", "5S 5H", "4S 4H", "JS JH"], melds=[[KINGS], []], stock=stock,
                 quick_out_bonus=300)
    return with_fields(g, stock_draws=[draws_before, 0, 0, 0])


def test_X1_1_D7_quick_out_after_one_stock_draw_scores_300_instead_of_100():
    g = quick_out_game(0)
    g.apply("draw")
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5C")
    assert g.to_dict()["round_scores"][0]["going_out"] == 300


def test_X1_1_D7_a_second_stock_draw_loses_the_quick_out_bonus():
    g = quick_out_game(1)
    g.apply("draw")
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5C")
    assert g.to_dict()["round_scores"][0]["going_out"] == 100


def test_X1_1_D7_red_three_replacements_are_not_counted_as_stock_draws():
    g = quick_out_game(0, stock="3D 5C 8S")
    g.apply("draw")  # 3D is laid out, 5C replaces it
    assert g.to_dict()["red_threes"][0] == "3D"
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5C")
    assert g.to_dict()["round_scores"][0]["going_out"] == 300


def test_X1_1_D7_quick_out_bonus_replaces_the_concealed_bonus():
    g = position(hands=[f"{KINGS} 9C 9D 9H", "6D 6H", "4S 4H", "7S 7H"], stock="6C 8S 8H", quick_out_bonus=300)
    g.apply("draw")
    g.apply(f"meld {KINGS} / 9C 9D 9H")
    g.apply("discard 6C")
    d = g.to_dict()
    assert d["concealed"] is True and d["round_scores"][0]["going_out"] == 300


def test_X1_3_D6_canastas_of_a_concealed_going_out_score_1000_each():
    g = position(hands=[f"{KINGS} QS QH QD QC 2C 2D JK 5C", "6D 6H", "4S 4H", "7S 7H"], phase="play",
                 turn=CONCEALED_TURN, hand_canasta_bonus=1000)
    g.apply(f"meld {KINGS} / QS QH QD QC 2C 2D JK")
    g.apply("discard 5C")
    d = g.to_dict()
    assert d["concealed"] is True
    # a natural and a mixed canasta, 1000 each; the concealed going-out bonus is still paid
    assert d["round_scores"][0] == breakdown(70 + 40 + 90, 2000, 0, 200, -10)


def test_X1_3_D6_an_ordinary_going_out_keeps_the_usual_canasta_bonuses():
    g = nines_out(hand_canasta_bonus=1000)
    go_out_with_nines(g)
    scores = g.to_dict()["round_scores"]
    assert scores[0]["canastas"] == 500 and scores[1]["canastas"] == 500


# -- C-END: the end of the game ----------------------------------------------------------------------
def test_C_END_1_a_target_score_or_a_number_of_hands_is_fixed_before_the_game():
    rules = preset("classic-4p")
    assert rules.target_score == 5000 and rules.max_rounds is None and rules.tie_policy == "extra_hand"
    assert preset("classic-2p").target_score == 5000
    with pytest.raises(ValueError, match="target_score or max_rounds"):
        rules.replace(target_score=None, max_rounds=None)
    by_hands = rules.replace(target_score=None, max_rounds=3)
    assert RuleSet.from_dict(by_hands.to_dict()) == by_hands


def test_C_END_2_the_game_ends_after_the_hand_in_which_a_side_reaches_the_target():
    g = nines_out(scores=[4310, 0])
    events = go_out_with_nines(g)
    d = g.to_dict()
    assert d["scores"] == [5000, 540]  # exactly the target is enough
    assert g.phase == "game_over" and d["winner"] == 0 and GameEnded(0) in events
    with pytest.raises(Exception, match="game is over"):
        g.next_round()


def test_C_END_2_below_the_target_another_hand_is_dealt():
    g = nines_out(scores=[4305, 0])
    go_out_with_nines(g)
    assert g.to_dict()["scores"] == [4995, 540]
    assert g.phase == "round_over" and g.to_dict().get("winner") is None
    g.next_round()
    assert g.phase == "draw" and g.round == 2
    assert [len(h) for h in g.hands] == [11, 11, 11, 11]
    assert g.scores == [4995, 540]


@pytest.mark.parametrize("name", ["classic-4p", "classic-2p"])
def test_C_END_2_random_games_end_exactly_when_a_side_reaches_the_target(name):
    for seed in range(4):
        g, hands = play_random_game(preset(name).replace(target_score=3000), seed)
        for d in hands[:-1]:
            assert d["phase"] == "round_over" and max(d["scores"]) < 3000
        assert g.phase == "game_over" and max(g.scores) >= 3000
        assert g.winner == g.scores.index(max(g.scores)) and g.scores.count(max(g.scores)) == 1


def test_C_END_2_a_game_of_a_fixed_number_of_hands_ends_after_that_hand():
    for seed in range(3):
        g, hands = play_random_game(preset("classic-4p").replace(target_score=None, max_rounds=2), seed)
        if len(hands) == 2:
            assert g.round == 2
            assert g.winner == g.scores.index(max(g.scores))
        else:  # a tie after hand 2 is broken by further hands (C-END-4)
            assert hands[1]["scores"][0] == hands[1]["scores"][1] and g.round > 2


def test_C_END_3_the_highest_score_wins_when_both_sides_pass_the_target():
    g = nines_out(scores=[4400, 4700])
    go_out_with_nines(g)  # +690 and +540
    d = g.to_dict()
    assert d["scores"] == [5090, 5240]
    assert g.phase == "game_over" and d["winner"] == 1


def test_C_END_4_a_tie_for_the_lead_means_an_extra_hand_by_default():
    g = nines_out(scores=[4350, 4500])
    go_out_with_nines(g)
    assert g.to_dict()["scores"] == [5040, 5040]
    assert g.phase == "round_over" and g.to_dict().get("winner") is None
    g.next_round()
    assert g.phase == "draw" and g.round == 2


def test_C_END_4_the_extra_hand_ends_the_game_once_one_side_leads():
    g = nines_out(scores=[5040, 5040])
    go_out_with_nines(g)
    assert g.phase == "game_over" and g.to_dict()["winner"] == 0
    assert g.scores == [5730, 5580]


def test_C_END_4_with_tie_policy_draw_a_tie_ends_the_game_drawn():
    g = nines_out(scores=[4350, 4500], tie_policy="draw")
    events = go_out_with_nines(g)
    d = g.to_dict()
    assert d["scores"] == [5040, 5040]
    assert g.phase == "game_over" and d["winner"] is None and GameEnded(None) in events


# -- E-51 .. E-54 (RULES.md 5.8) -------------------------------------------------------------------------
def test_E_51_full_hand_scores_1190_and_175():
    g = position(hands=["5C 5D 5H 9C", "JC 9D 7H 3S", "QH 4S", "JK 6D"],
                 melds=[[KINGS, "8C 8C 8D 8D 8H 2C JK"], ["AC AD 2D"]], red_threes=["3H", "3D 3H"],
                 stock="TS TH TC", phase="play")
    g.apply("meld 5C 5D 5H")
    g.apply("discard 9C")
    d = g.to_dict()
    assert d["concealed"] is False and d["went_out"] == 0
    assert d["round_scores"][0] == breakdown(205, 800, 100, 100, -15)
    assert d["round_scores"][1] == breakdown(60, 0, 200, 0, -85)
    assert [r["total"] for r in d["round_scores"]] == [1190, 175]


@pytest.mark.parametrize("threes, melds1, expected", [
    ("3D 3H", [], -200),
    ("3D 3D 3H 3H", [], -800),
    ("3D 3D 3H 3H", ["AC AD 2D"], 800),
])
def test_E_52_red_threes_of_an_unmelded_side_count_against_it(threes, melds1, expected):
    g = position(hands=["9C 9D 9H 5C", "5S 5H", "4S 4H", "JS JH"], melds=[[KINGS], melds1], phase="play",
                 red_threes=["", threes])
    go_out_with_nines(g)
    assert g.to_dict()["round_scores"][1]["red_threes"] == expected


def two_player_out(scores: list[int], **changes: Any) -> Game:
    """2 players: seat 0 (kings canasta) discards its last card 9C: 670; seat 1 (Q-Q-Q, holds 4C): 25."""
    g = position("classic-2p", hands=["9C", "4C"], melds=[[KINGS], ["QS QH QD"]], phase="play", scores=scores,
                 **changes)
    g.apply("discard 9C")
    return g


def test_E_53_both_sides_pass_the_target_and_the_higher_wins():
    g = two_player_out([4450, 5315])
    d = g.to_dict()
    assert d["scores"] == [5120, 5340]
    assert g.phase == "game_over" and d["winner"] == 1


def test_E_53_both_at_5200_another_hand_is_played():
    g = two_player_out([4530, 5175])
    assert g.scores == [5200, 5200]
    assert g.phase == "round_over"
    g.next_round()
    assert g.phase == "draw" and [len(h) for h in g.hands] == [15, 15]


def test_E_54_a_fixed_number_of_hands_ends_after_the_fourth_hand():
    rules = {"target_score": 5000, "max_rounds": 4}
    g = with_fields(nines_out(scores=[1200, 1400], **rules), round=4)
    go_out_with_nines(g)
    assert g.scores == [1890, 1940]  # nobody reached 5000
    assert g.phase == "game_over" and g.to_dict()["winner"] == 1
    third = with_fields(nines_out(scores=[1200, 1400], **rules), round=3)
    go_out_with_nines(third)
    assert third.phase == "round_over"


def test_E_54_a_tie_after_the_last_hand_is_broken_by_an_extra_hand():
    g = with_fields(nines_out(scores=[1200, 1350], max_rounds=4), round=4)
    go_out_with_nines(g)
    assert g.scores == [1890, 1890]
    assert g.phase == "round_over"
    g.next_round()
    assert g.round == 5 and g.phase == "draw"
