"""VV-1..VV-17 and E-75..E-84: the "verschärfte Version" of source 003 (RULES.md 3d, preset verschaerft)."""

from game.core import Game, Meld, preset
from game.core.cards import JOKER, WILD_MELD
from game.core.events import CardsDrawn, JokerCut
from game.core.scoring import game_result
from tests.core.helpers import hand, position, refused

VV = "verschaerft"
OTHERS = ["4C 4D", "5C 5D", "6C 6D"]
KINGS = "KH KS KD KC KH KS KD"  # a natural canasta, 70 points
QUEENS = "QH QS QD QC QH QS 2C"  # a mixed canasta, 80 points


def vv(hands: list[str], **kw) -> Game:
    return position(VV, hands=hands, **kw)


def ending(cards: str, melds: list[str], **kw) -> Game:
    """Seat 0 about to go out with ``cards`` (meld all but the last, discard the last)."""
    return vv([cards, "4C 4D 9C", "5C 5D", "6C 6D"], melds=[melds, [], [], []], phase="play", **kw)


def test_VV_1_every_player_is_his_own_side_with_no_partner():
    r = preset(VV)
    assert (r.side_structure, r.side_count, r.has_partners) == ("individual", 4, False)
    g = vv(["9C 9D 9H 5S", *OTHERS], melds=[[KINGS, QUEENS], [], [], []], phase="play")
    refused(g, "ask", "no partner")


def test_VV_2_one_double_pack_per_player():
    r = preset(VV)
    assert r.deck_count == 2 * r.player_count and r.jokers_per_pack == 2
    d = Game.new(r, seed=2).to_dict()
    cards = sum(len(x.split()) for x in d["hands"] + d["red_threes"] + [d["pile"], d["stock"]])
    assert cards == 108 * r.player_count


def find_cut(joker: bool, limit: int = 400) -> Game:
    for seed in range(limit):
        g = Game.new(preset(VV), seed=seed)
        if any(isinstance(e, JokerCut) for e in g.deal_events) == joker:
            return g
    raise AssertionError("no such cut")


def test_VV_3_and_E_82_a_joker_at_the_bottom_of_the_cut_goes_to_the_cutter_on_top_of_his_deal():
    g = find_cut(joker=True)
    cut = next(e for e in g.deal_events if isinstance(e, JokerCut))
    assert cut.seat == (g.dealer + 1) % 4 and cut.card == JOKER  # the dealer's left-hand neighbour
    sizes = [len(h.split()) for h in g.to_dict()["hands"]]
    assert sizes[cut.seat] == 14 and all(n == 13 for s, n in enumerate(sizes) if s != cut.seat)
    assert JOKER in g.view((cut.seat + 1) % 4).to_dict()["known"][cut.seat]  # everybody saw it
    plain = find_cut(joker=False)
    assert [len(h.split()) for h in plain.to_dict()["hands"]] == [13] * 4


def test_VV_4_thirteen_cards_and_dealt_red_threes_replaced():
    assert preset(VV).hand_size == 13


def test_VV_5_only_a_wild_upcard_is_covered():
    assert preset(VV).upcard_cover_ranks == ("wild",)


def test_VV_6_the_player_to_the_dealers_right_begins_and_play_runs_that_way():
    g = Game.new(preset(VV), seed=3)
    assert g.to_act == (g.dealer - 1) % 4
    assert g.next_seat(g.to_act) == (g.to_act - 1) % 4


def test_VV_7_and_E_75_draw_two_two_canastas_and_a_last_discard():
    g = vv(["KH KS 5C", *OTHERS], stock="7C 8D 9S")
    assert g.apply("draw")[0] == CardsDrawn(0, ("7C", "8D"))
    one = ending("9C 9D 9H 5S", [KINGS])
    refused(one, "meld 9C 9D 9H", "2 canastas")
    refused(ending("9C 9D 9H", [KINGS, QUEENS]), "meld 9C 9D 9H", "last discard")
    two = ending("9C 9D 9H 5S", [KINGS, QUEENS])
    two.apply("meld 9C 9D 9H")
    two.apply("discard 5S")
    assert two.to_dict()["ended_by"] == "went_out"


def test_VV_8_the_pile_takes_two_matching_cards_natural_from_hand_or_the_players_meld():
    def table(cards: str, melds: list[str]) -> Game:
        return vv([cards, *OTHERS], melds=[melds, [], [], []], pile="5H 9C", stock="8H 8S")

    table("9H 9S 4D", ["KH KS KD"]).apply("take 9H 9S")
    refused(table("9H 2S 4D", ["KH KS KD"]), "take 9H 2S", "two natural")  # natural + wild: no
    table("4D 5D", ["KH KS KD", "9H 9S 9D"]).apply("take")  # onto his own meld of nines


def test_VV_9_and_E_76_a_black_three_freezes_the_pile_until_it_is_taken():
    def table(pile: str, cards: str = "4H 4D", melds: list[str] | None = None) -> Game:
        return vv([cards, "9H 8D", "5C 5D", "6C 6D"], melds=[melds or ["9S 9H 9D"], [], [], []], pile=pile,
                  stock="8H 8S")

    refused(table("5C 3S"), "take", "black three")  # a black three on top cannot be taken
    covered = table("5C 3S 9C")  # the next player drew two and threw a nine over it
    assert covered.pile_freeze_reason(0)
    refused(covered, "take", "frozen")  # his own meld of nines does not suffice
    table("5C 3S 9C", cards="9C 9D 4H").apply("take 9C 9D")  # a natural pair from the hand takes it
    classic = position(hands=["4H 4D", "4C 4D", "5C 5D", "6C 6D"], melds=[["9S 9H 9D"], []], pile="5C 3S 9C",
                       stock="8H 8S")
    classic.apply("take")  # in Classic the covered three no longer matters


def test_VV_10_naturals_outnumber_wild_cards_and_there_is_no_cap():
    g = ending("KH KS KD KC KH 2C 2D 2H 2S 9D 5S", ["QH QS QD"])
    g.apply("meld KH KS KD KC KH 2C 2D 2H 2S")  # five naturals, four wild cards: legal without a cap of 3
    refused(ending("KH KS 2C 2D 5S 6S", ["QH QS QD"]), "meld KH KS 2C 2D", "more natural")
    big = ending("KD KD 5S 6S", [KINGS])
    big.apply("meld KD KD")  # a canasta takes more cards of its rank
    assert len(big.melds[0]["K"]) == 9


def test_VV_11_and_E_81_a_joker_canasta_of_seven_wild_cards_scores_1000_plus_its_cards():
    wilds = "JK JK 2C 2D 2H 2S JK"
    g = ending(wilds + " 9C 9D 9H 5S", [KINGS])
    g.apply("meld " + wilds)
    assert WILD_MELD in g.melds[0]
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5S")
    scores = g.to_dict()["round_scores"][0]
    assert scores["canastas"] == 500 + 1000
    assert scores["melded"] == 70 + 30 + 3 * 50 + 4 * 20


def test_VV_12_and_E_84_one_single_meld_must_reach_the_minimum():
    g = vv(["KH KS KD QH QS QD AH AS AD 5C", *OTHERS], phase="play")
    refused(g, "meld KH KS KD / QH QS QD", "in one meld")  # 30 + 30: two melds do not add up
    melds = [m for m in g.legal_moves() if isinstance(m, Meld)]
    assert [str(m) for m in melds] == ["meld AS AH AD"]  # the aces alone reach 50
    g.apply("meld AH AS AD")  # 60 in one meld
    table = preset(VV).initial_meld_table
    assert table == ((None, 50), (1500, 90), (3000, 120))
    assert [vv(["KH KS KD 5C", *OTHERS], scores=[s, 0, 0, 0]).initial_meld_minimum(0) for s in (-300, 1499, 1500,
                                                                                               3000)] == [50, 50,
                                                                                                         90, 120]


def test_VV_13_every_turn_ends_with_a_discard():
    assert preset(VV).final_discard == "required" and preset(VV).canastas_to_go_out == 2


def test_VV_14_going_out_from_the_hand_still_ends_with_a_discard():
    cards = "KH KS KD KC KH KS KD QH QS QD QC QH QS"
    g = vv([cards, *OTHERS], stock="2C 5S 8S 8D", scores=[0, 0, 0, 0])
    g.apply("draw")  # 2C and 5S
    g.apply("meld KH KS KD KC KH KS KD / QH QS QD QC QH QS 2C")
    g.apply("discard 5S")
    d = g.to_dict()
    assert d["concealed"] and d["round_scores"][0]["going_out"] == 200


def test_VV_15_and_E_83_fours_to_eights_count_five():
    values = dict(preset(VV).card_values)
    assert [values[r] for r in "45678"] == [5] * 5 and [values[r] for r in "9TJQK"] == [10] * 5
    g = ending("9C 9D 9H 5S", [KINGS, QUEENS])
    d = g.to_dict()
    d["hands"][1] = "8C 8D"
    g = Game.from_dict(d)
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5S")
    assert g.to_dict()["round_scores"][1]["hand"] == -10  # two eights


def test_VV_16_and_E_80_melds_count_minus_without_a_canasta():
    g = ending("9C 9D 9H 5S", [KINGS, QUEENS])
    d = g.to_dict()
    d["melds"][1] = ["AH AS AD", "5H 5S 5D 5C 5H"]  # 60 + 25 = 85, no canasta
    d["hands"][1] = ""
    g = Game.from_dict(d)
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5S")
    scores = g.to_dict()["round_scores"]
    assert scores[1]["melded"] == -85
    assert scores[0]["melded"] == 70 + 80 + 30  # with canastas: plus


def test_VV_16_and_E_77_red_threes_count_plus_only_against_canastas_progressively():
    def threes(count: int, melds: list[str]) -> int:
        g = ending("9C 9D 9H 5S", [KINGS, QUEENS])
        d = g.to_dict()
        d["red_threes"][1] = " ".join(["3H", "3D"] * 4)[: 3 * count - 1]
        d["melds"][1] = melds
        g = Game.from_dict(d)
        g.apply("meld 9C 9D 9H")
        g.apply("discard 5S")
        return g.to_dict()["round_scores"][1]["red_threes"]

    assert threes(3, [KINGS.replace("H", "C"), QUEENS.replace("H", "C")]) == 200 - 100  # E-77
    assert threes(4, []) == -800
    assert threes(1, []) == -100 and threes(2, [KINGS.replace("H", "C")]) == 100 - 100
    assert threes(4, ["JC JS JD JC JS JD JH", "TC TS TD TC TS TD TH", "8C 8S 8D 8C 8S 8D 8H",
                      "7C 7S 7D 7C 7S 7D 7H"]) == 800


def test_VV_16_and_E_78_black_threes_in_hand_count_progressively_and_melded_ones_5_each():
    def left_with(cards: str) -> int:
        g = ending("9C 9D 9H 5S", [KINGS, QUEENS])
        d = g.to_dict()
        d["hands"][1] = cards
        g = Game.from_dict(d)
        g.apply("meld 9C 9D 9H")
        g.apply("discard 5S")
        return g.to_dict()["round_scores"][1]["hand"]

    assert left_with("3S 3C") == -200 and left_with("3S 3C 3S") == -400 and left_with("3S") == -100
    assert left_with("3S 3C 4H") == -205
    g = ending("3S 3C 3S 5S", [KINGS, QUEENS])
    g.apply("meld 3S 3C 3S")
    g.apply("discard 5S")
    assert g.to_dict()["round_scores"][0]["melded"] == 70 + 80 + 15


def test_VV_16_and_E_79_going_out_from_the_hand_doubles_every_other_players_negatives():
    cards = "KH KS KD KC KH KS KD QH QS QD QC QH QS"
    g = vv([cards, "JH JS JD JC", "5C 5D", "6C 6D"], stock="2C 5S 8S 8D", melds=[[], ["AH AS AD"], [], []],
           red_threes=["", "3H", "", ""])
    d = g.to_dict()
    d["hands"][1] = "JH JS JD JC"  # 40 in hand
    g = Game.from_dict(d)
    g.apply("draw")
    g.apply("meld KH KS KD KC KH KS KD / QH QS QD QC QH QS 2C")
    g.apply("discard 5S")
    scores = g.to_dict()["round_scores"]
    assert g.to_dict()["concealed"]
    assert scores[1] == {"melded": -120, "canastas": 0, "red_threes": -200, "going_out": 0, "hand": -80,
                         "total": -400}
    assert scores[0]["going_out"] == 200


def test_VV_17_the_target_is_5000():
    r = preset(VV)
    assert r.target_score == 5000
    assert game_result(r, [5100, 4000, 5300, 100], 9) == (True, 2)


def test_E_75_the_hand_after_a_two_card_draw_is_two_cards_larger():
    g = vv(["KH KS 5C", *OTHERS], stock="7C 8D 9S")
    g.apply("draw")
    assert hand(g, 0) == ["5C", "7C", "8D", "KH", "KS"]
