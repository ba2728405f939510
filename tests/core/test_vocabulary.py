"""V-: the shared vocabulary (RULES.md section 1), tested through the engine behaviour each term implies."""

from collections import Counter

import pytest

from game.core import Game, NotationError, parse_cards, preset
from game.core.events import CardsDrawn, RedThreeLaid
from tests.core.helpers import hand, melds_of, position, refused

RANKS = "AKQJT98765432"


def all_cards(game: Game) -> Counter:
    """Every card of the position: hands, melds, red threes, pile and stock."""
    d = game.to_dict()
    cards: Counter = Counter()
    for text in d["hands"] + d["red_threes"] + [d["pile"], d["stock"]]:
        cards.update(parse_cards(text))
    for side in d["melds"]:
        for meld in side:
            cards.update(parse_cards(meld))
    return cards


def by_rank(cards: Counter) -> Counter:
    out: Counter = Counter()
    for card, n in cards.items():
        out["JK" if card == "JK" else card[0]] += n
    return out


def end_by_empty_stock(game: Game) -> dict:
    """Decline the pile with an empty stock, which ends the hand (C-STOCK-2c); return the position."""
    game.apply("draw")
    return game.to_dict()


# -- 1.1 Cards ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 7, 42])
def test_V_CARD_1_a_new_game_holds_108_cards_every_rank_eight_times_and_four_jokers(seed):
    g = Game.new(preset("classic-4p"), seed=seed)
    cards = all_cards(g)
    assert sum(cards.values()) == 108
    ranks = by_rank(cards)
    assert ranks == Counter({**{r: 8 for r in RANKS}, "JK": 4})
    # twice per suit
    assert all(cards[r + s] == 2 for r in RANKS for s in "SHDC")


def test_V_CARD_2_three_packs_scale_every_count():
    g = Game.new(preset("classic-4p").replace(deck_count=3), seed=5)
    cards = all_cards(g)
    assert sum(cards.values()) == 162
    assert by_rank(cards) == Counter({**{r: 12 for r in RANKS}, "JK": 6})
    assert all(cards[r + s] == 3 for r in RANKS for s in "SHDC")


def test_V_CARD_3_identical_cards_are_separate_physical_cards():
    """Two packs hold two copies of each face: both can be held and melded, a third copy cannot exist."""
    g = position(hands=["KH KH KS 9C 9D", "", "", ""], melds=[["QH QS QD"], []], phase="play")
    g.apply("meld KH KH KS")
    assert melds_of(g, 0) == ["QH QS QD", "KS KH KH"]
    assert hand(g, 0) == ["9C", "9D"]
    with pytest.raises(NotationError, match="3 copies of KH"):
        position(hands=["KH KH KS", "KH", "", ""])


def test_V_CARD_4_melds_are_groups_of_one_rank_never_runs():
    g = position(hands=["5H 6H 7H 9H 9H 9S 4C", "", "", ""], melds=[["QH QS QD"], []], phase="play")
    refused(g, "meld 5H 6H 7H", "one rank")
    # suits play no part: two identical nines and a third of another suit form a meld
    g.apply("meld 9H 9H 9S")
    assert melds_of(g, 0) == ["QH QS QD", "9S 9H 9H"]


# -- 1.4 Players, seats and sides -----------------------------------------------------------------------
def test_V_SIDE_1_first_player_follows_the_dealer_and_the_dealer_changes_every_hand():
    g = Game.new(preset("classic-4p"), seed=11)
    dealer = g.dealer
    assert g.to_act == (dealer + 1) % 4
    d = g.to_dict()
    d["stock"] = ""  # let the first player end the hand by declining the pile
    g = Game.from_dict(d)
    end_by_empty_stock(g)
    g.next_round()
    assert g.dealer == (dealer + 1) % 4
    assert g.to_act == (dealer + 2) % 4


def test_V_SIDE_1_seats_are_numbered_in_play_direction():
    g = position(hands=["KS QH", "5C 5D", "6C 6D", "4C 4D"], stock="9S 9H", phase="play")
    g.apply("discard KS")
    assert g.to_act == 1
    g = position(hands=["KS QH", "5C 5D", "6C 6D", "4C 4D"], stock="9S 9H", phase="play",
                 play_direction="counterclockwise")
    g.apply("discard KS")
    assert g.to_act == 3


def test_V_SIDE_2_partners_share_one_meld_area_red_threes_and_score():
    g = position(hands=["5C 6C", "AH AS 2C 9D 9H", "5D 6D", "AD 8S 8H"], to_act=1, phase="play",
                 stock="4S 3H 4H")
    g.apply("meld AH AS 2C")  # 60 points, side 1's first meld
    assert melds_of(g, 1) == ["AS AH 2C"] and melds_of(g, 0) == []
    g.apply("discard 9D")
    g.apply("draw")  # seat 2
    g.apply("discard 4S")
    g.apply("draw")  # seat 3 draws 3H: it goes to his side, the side of seat 1
    assert g.to_dict()["red_threes"] == ["", "3H"]
    g.apply("meld AD")  # seat 3 lays off on his partner's meld
    assert melds_of(g, 1) == ["AS AH 2C AD"]
    g.apply("discard 8S")  # the stock is empty and seat 0 cannot take the pile: the hand ends
    d = g.to_dict()
    assert d["ended_by"] == "stock_exhausted"
    # side 1: melded 80, red three +100, cards of both partners in hand: 9H (seat 1) and 8H 4H (seat 3)
    assert d["round_scores"][1] == {"melded": 80, "canastas": 0, "red_threes": 100, "going_out": 0,
                                    "hand": -10 - 15, "total": 155}
    assert d["round_scores"][0]["hand"] == -10 - 10
    assert d["scores"] == [-20, 155]


def test_V_SIDE_3_red_threes_do_not_open_a_side():
    """The side has a red three but no meld: the pile is still frozen for it and its red three counts minus."""
    g = position(hands=["9H 2S KS QD", "4C 4D", "5C 5D", "6C 6D"], red_threes=["3H", ""], pile="5S 9C")
    refused(g, "take 9H 2S", "frozen for your side")
    g = position(hands=["9H 2S KS QD", "4C 4D", "5C 5D", "6C 6D"], red_threes=["3H", ""], pile="5S 9C", stock="")
    d = end_by_empty_stock(g)
    assert d["round_scores"][0]["red_threes"] == -100


def test_V_SIDE_3_one_meld_opens_the_side():
    g = position(hands=["9H 2S KS QD", "4C 4D", "5C 5D", "6C 6D"], melds=[["7H 7S 7D"], []], pile="5S 9C")
    g.apply("take 9H 2S")
    assert melds_of(g, 0) == ["7H 7S 7D", "9H 2S 9C"]


def test_V_SIDE_4_cumulative_scores_add_up_and_may_be_negative():
    g = position(hands=["KS QD", "4C 4D", "JK", "6C"], melds=[[], ["9H 9S 9D"]], scores=[-20, 30], stock="",
                 pile="5H")
    d = end_by_empty_stock(g)
    # side 0: cards in hand -(10+10+50) = -70; side 1: melded 30, hand -(5+5+5) = -15
    assert [s["total"] for s in d["round_scores"]] == [-70, 15]
    assert d["scores"] == [-90, 45]


# -- 1.5 Stock and discard pile -------------------------------------------------------------------------
def test_V_PILE_1_cards_are_drawn_from_the_top_of_the_stock():
    g = position(hands=["5C 6C", "4C 4D", "5D 6D", "7C 7D"], stock="KS QH JD")
    events = g.apply("draw")
    assert hand(g, 0) == ["5C", "6C", "KS"]
    assert g.to_dict()["stock"] == "QH JD"
    assert CardsDrawn(0, ("KS",)) in events


def test_V_PILE_2_the_pile_is_taken_as_a_whole():
    g = position(hands=["9H 9S 5C 6C", "4C 4D", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []],
                 pile="4S JD 9D QC 9C")
    g.apply("take 9H 9S")
    assert g.to_dict()["pile"] == ""
    assert melds_of(g, 0) == ["KH KS KD", "9S 9H 9C"]
    assert hand(g, 0) == ["4S", "5C", "6C", "9D", "JD", "QC"]


def test_V_PILE_3_an_empty_pile_cannot_be_taken():
    g = position(hands=["9H 9S 5C 6C", "4C 4D", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []], pile="")
    refused(g, "take", "empty")


def test_V_PILE_3_a_wild_card_anywhere_freezes_the_pile_for_everyone():
    g = position(hands=["9H 2S 5C 6C", "4C 4D", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []], pile="2D 4S 9C")
    refused(g, "take 9H 2S", "frozen", "two natural")
    g = position(hands=["9H 2S 5C 6C", "4C 4D", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []], pile="4D 4S 9C")
    g.apply("take 9H 2S")
    assert melds_of(g, 0) == ["KH KS KD", "9H 2S 9C"]


def test_V_PILE_3_a_pile_is_frozen_for_a_side_that_has_not_melded():
    g = position(hands=["9H 2S KS KH KD 6C", "4C 4D", "5D 6D", "7C 7D"], pile="4D 4S 9C")
    refused(g, "take 9H 2S / KH KS KD", "frozen for your side")
    # the other side, which has melded, may take the same pile with a nine and a wild card
    g = position(hands=["5D 6D", "9H 2S 5C 6C", "4C 7D", "7C 8D"], melds=[[], ["KH KS KD"]], pile="4D 4S 9C",
                 to_act=1)
    g.apply("take 9H 2S")
    assert melds_of(g, 1) == ["KH KS KD", "9H 2S 9C"]


def test_V_PILE_3_a_black_three_on_top_blocks_the_pile_until_covered():
    g = position(hands=["3C 3S 5C 6C", "4C 4D", "5D 6D", "7C 7D"],
                 melds=[["KH KS KD"], []], pile="9C 3S", stock="8H 8S")
    refused(g, "take 3C 3S", "black three")
    g.apply("draw")
    g.apply("discard 5C")  # covers the black three
    assert g.to_dict()["pile"] == "9C 3S 5C"


def test_V_PILE_3_a_wild_card_or_red_three_on_top_cannot_be_taken():
    for top, word in (("JK", "wild card"), ("2H", "wild card"), ("3D", "red three")):
        g = position(hands=["9H 9S 5C 6C", "4C 4D", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []],
                     pile="9C " + top)
        refused(g, "take 9H 9S", word)
        assert all(not str(m).startswith("take") for m in g.legal_moves())


# -- 1.6 Melds and canastas -----------------------------------------------------------------------------
def test_V_MELD_1_a_meld_is_at_least_three_cards_of_one_rank_with_wild_cards():
    g = position(hands=["KH KS 2C QH QS 9C 8D", "", "", ""], melds=[["AH AS AD"], []], phase="play")
    refused(g, "meld KH KS", "at least 3 cards")
    refused(g, "meld KH QH 2C", "one rank")
    g.apply("meld KH KS 2C")
    assert melds_of(g, 0) == ["AH AS AD", "KS KH 2C"]


def test_V_MELD_2_wild_card_melds_are_not_allowed_in_classic():
    g = position(hands=["JK 2C 2D 9C 8D 7S", "", "", ""], melds=[["AH AS AD"], []], phase="play")
    refused(g, "meld K: JK 2C 2D", "natural")
    refused(g, "meld JK 2C 2D", "which meld")


def test_V_MELD_2_black_threes_meld_only_while_going_out():
    canasta = "KH KS KD KC KH KS KD"
    g = position(hands=["3S 3C 3S 9C 8D", "", "", ""], melds=[[canasta], []], phase="play")
    refused(g, "meld 3S 3C 3S", "black threes")
    g = position(hands=["3S 3C 3S 9C", "4C", "4D", "4H"], melds=[[canasta], []], phase="play")
    g.apply("meld 3S 3C 3S")
    g.apply("discard 9C")
    d = g.to_dict()
    assert d["ended_by"] == "went_out"
    assert d["melds"][0] == [canasta, "3S 3S 3C"]
    assert d["round_scores"][0]["melded"] == 70 + 15


def test_V_MELD_3_laying_off_adds_hand_cards_to_the_sides_meld():
    g = position(hands=["KC 2H 9C 8D 7S", "", "", ""], melds=[["KH KS KD"], []], phase="play")
    g.apply("meld KC")
    g.apply("meld K: 2H")
    assert melds_of(g, 0) == ["KH KS KD KC 2H"]
    assert hand(g, 0) == ["7S", "8D", "9C"]


def test_V_MELD_4_seven_cards_make_a_canasta_natural_500_mixed_300():
    g = position(hands=["5C", "4C", "4D", "4H"], stock="", pile="6S",
                 melds=[["KH KS KD KC KH KS KD", "QH QS QD QC QH 2C 2D", "JH JS JD JC JH JS"], []])
    d = end_by_empty_stock(g)
    side = d["round_scores"][0]
    assert side["canastas"] == 800  # a six-card meld earns nothing
    assert side["melded"] == 70 + 90 + 60


def test_V_MELD_4_a_canasta_lets_the_side_go_out():
    g = position(hands=["QH QS QD 5C", "4C", "4D", "4H"], melds=[["KH KS KD KC KH KS"], []], phase="play")
    refused(g, "meld QH QS QD", "canasta")
    g = position(hands=["QH QS QD 5C", "4C", "4D", "4H"], melds=[["KH KS KD KC KH KS 2C"], []], phase="play")
    g.apply("meld QH QS QD")
    g.apply("discard 5C")
    assert g.to_dict()["ended_by"] == "went_out"


def test_V_MELD_5_the_initial_meld_may_be_several_melds_reaching_the_minimum():
    g = position(hands=["KH KS KD 7C 7D 7S 2C 9C 4D", "", "", ""], phase="play")
    refused(g, "meld KH KS KD / 7C 7D 7S", "50", "45")
    g.apply("meld KH KS KD / 7C 7D 7S 2C")
    assert melds_of(g, 0) == ["KS KH KD", "7S 7D 7C 2C"]


# -- 1.7 Going out --------------------------------------------------------------------------------------
def test_V_OUT_1_going_out_with_a_last_discard_ends_the_hand():
    g = position(hands=["QH QS QD 5C", "9C", "4C 4D", "JH"], melds=[["KH KS KD KC KH KS KD"], []],
                 phase="play")
    g.apply("meld QH QS QD")
    g.apply("discard 5C")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "went_out" and d["went_out"] == 0
    assert d["round_scores"][0] == {"melded": 100, "canastas": 500, "red_threes": 0, "going_out": 100,
                                    "hand": -10, "total": 690}
    assert d["round_scores"][1]["going_out"] == 0
    assert d["round_scores"][1]["total"] == -20


def test_V_OUT_1_going_out_without_a_discard_ends_the_hand():
    g = position(hands=["QH QS QD", "9C", "4C 4D", "JH"], melds=[["KH KS KD KC KH KS KD"], []], phase="play")
    g.apply("meld QH QS QD")
    d = g.to_dict()
    assert d["phase"] == "round_over" and d["ended_by"] == "went_out"
    assert d["round_scores"][0]["going_out"] == 100


def test_V_OUT_2_concealed_going_out_earns_the_extra_bonus():
    g = position(hands=["KH KS KC KH KS 2C QH QS QD", "9C", "4C 4D", "JH"], stock="KD 5S")
    g.apply("draw")
    g.apply("meld KH KH KS KS KD KC 2C / QH QS QD")
    d = g.to_dict()
    assert d["ended_by"] == "went_out" and d["concealed"] is True
    assert d["round_scores"][0]["going_out"] == 200


def test_V_OUT_2_not_concealed_when_the_side_had_melded_before():
    g = position(hands=["KH KS KC KH KS 2C QH QS QD", "9C", "4C 4D", "JH"], stock="KD 5S",
                 melds=[["AH AS AD"], []])
    g.apply("draw")
    g.apply("meld KH KH KS KS KD KC 2C / QH QS QD")
    d = g.to_dict()
    assert d["ended_by"] == "went_out" and d["concealed"] is False
    assert d["round_scores"][0]["going_out"] == 100


# -- 1.8 Turn structure ---------------------------------------------------------------------------------
def test_V_TURN_1_draw_then_meld_then_discard():
    g = position(hands=["KH KS 9C 4D", "5C 5D", "6C 6D", "7C 7D"], melds=[["AH AS AD"], []], stock="KD 8S")
    refused(g, "meld KH KS", "draw")
    refused(g, "discard 9C", "draw")
    g.apply("draw")
    assert g.phase == "play"
    g.apply("meld KH KS KD")
    assert g.phase == "play" and g.to_act == 0
    g.apply("discard 9C")
    assert g.phase == "draw" and g.to_act == 1
    assert g.to_dict()["pile"] == "9C"


def test_V_TURN_1_the_discard_may_be_omitted_only_where_going_out_allows_it():
    melds = [["KH KS KD KC KH KS KD", "QH QS QD"], []]
    g = position(hands=["QC QD 2D", "9C", "4C 4D", "JH"], melds=melds, phase="play", final_discard="required")
    refused(g, "meld QC QD 2D", "last discard")
    g = position(hands=["QC QD 2D", "9C", "4C 4D", "JH"], melds=melds, phase="play")
    g.apply("meld QC QD 2D")
    assert g.to_dict()["ended_by"] == "went_out"


def test_V_TURN_2_a_drawn_red_three_is_laid_out_and_replaced_within_the_draw():
    g = position(hands=["5C 6C", "4C 4D", "5D 6D", "7C 7D"], stock="3H KS QH")
    events = g.apply("draw")
    assert RedThreeLaid(0, "3H", True) in events
    assert CardsDrawn(0, ("KS",)) in events
    assert g.to_dict()["red_threes"] == ["3H", ""]
    assert hand(g, 0) == ["5C", "6C", "KS"]
    assert g.phase == "play" and g.to_act == 0


# -- 1.9 Hand and game ----------------------------------------------------------------------------------
def test_V_GAME_1_a_hand_is_scored_and_the_next_hand_keeps_the_cumulative_scores():
    g = position(hands=["KS", "4C", "4D", "4H"], melds=[["AH AS AD"], []], stock="", pile="6S", scores=[100, 200])
    d = end_by_empty_stock(g)
    assert d["phase"] == "round_over"
    assert d["scores"] == [100 + 60 - 10 - 5, 200 - 10]
    g.next_round()
    d = g.to_dict()
    assert d["round"] == 2 and d["phase"] == "draw"
    assert d["scores"] == [145, 190]
    assert [len(h.split()) for h in d["hands"]] == [11, 11, 11, 11]
    assert d["melds"] == [[], []]


def test_V_GAME_1_the_game_ends_when_a_side_reaches_the_target():
    g = position(hands=["KS", "4C", "4D", "4H"], melds=[["AH AS AD"], []], stock="", pile="6S",
                 scores=[4990, 0])
    d = end_by_empty_stock(g)
    assert d["scores"] == [5035, -10]
    assert d["phase"] == "game_over" and d["winner"] == 0


def test_V_GAME_1_the_game_may_end_after_an_agreed_number_of_hands():
    g = position(hands=["KS", "4C", "4D", "4H"], melds=[["AH AS AD"], []], stock="", pile="6S",
                 target_score=None, max_rounds=1)
    d = end_by_empty_stock(g)
    assert d["phase"] == "game_over" and d["winner"] == 0
