"""MAC-1..MAC-37 and E-59..E-74: Modern American Canasta (RULES.md 3c, preset modern-american)."""

from game.core import Game, Lay, Special, Take, preset
from game.core.events import BonusCardsDrawn, SpecialHandShown, TurnCardDrawn
from game.core.restrictions import dead_ranks
from game.core.scoring import game_result
from tests.core.helpers import hand, melds_of, position, refused

MAC = "modern-american"
OTHERS = ["6C 6D 4C", "6C 6D 4D", "4C 4D 9S"]
STOCK = "8D 8C 8D 8C 5H 5D 5H 5D 4H 4H 6H 6H"  # twelve cards: the turn card (9th from the bottom) is still in
KINGS = "KH KS KD KC KH KS KD"  # natural canasta
QUEENS = "QH QS QD QC QH 2C 2D"  # mixed canasta
NATURAL_QUEENS = "QH QS QD QC QH QS QD"
MIXED_KINGS = "KS KD KC KC KH 2C 2D"  # three kings are left for the other side
JACKS = "JH JS JD JC JH JS JD"
TENS = "TH TS TD TC TH TS 2H"


def mac(cards: str, melds: list[str] | None = None, theirs: list[str] | None = None, **kw) -> Game:
    kw.setdefault("stock", STOCK)
    return position(MAC, hands=[cards, *OTHERS], melds=[melds or [], theirs or []], **kw)


def play(cards: str, melds: list[str] | None = None, theirs: list[str] | None = None, **kw) -> Game:
    """Seat 0 after drawing from the stock."""
    return mac(cards, melds, theirs, phase="play", turn={"drew": True, "side_was_open": bool(melds)}, **kw)


def strs(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


# -- Setup -------------------------------------------------------------------------------------------------
def test_MAC_1_the_target_is_8500_and_the_higher_score_wins():
    r = preset(MAC)
    assert r.target_score == 8500
    assert game_result(r, [8600, 8900], 10) == (True, 1) and game_result(r, [8400, 8000], 10) == (False, None)


def test_MAC_2_the_dealers_left_hand_neighbour_plays_first_and_the_deal_passes_left():
    g = Game.new(preset(MAC), seed=4)
    assert g.to_act == (g.dealer + 1) % 4 and g.next_seat(g.to_act) == (g.to_act + 1) % 4


def test_MAC_3_thirteen_cards_each_and_fifty_six_in_the_stock():
    d = Game.new(preset(MAC), seed=4).to_dict()
    assert [len(h.split()) for h in d["hands"]] == [13] * 4 and len(d["stock"].split()) == 56


def test_MAC_4_there_is_no_upcard():
    g = Game.new(preset(MAC), seed=4)
    assert g.pile == [] and not any(isinstance(m, Take) for m in g.legal_moves())


def test_MAC_5_and_E_67_the_turn_card_is_announced_and_ends_the_bonus_cards():
    g = mac("KH KS KD KC AH AS AD", stock="8H 8S 8D 8C TH TS TD TC JH")  # nine cards: the top one is the turn card
    assert any(isinstance(e, TurnCardDrawn) for e in g.apply("draw"))
    assert len(g.stock) == 8 and g.turn_card_drawn()
    refused(g, "meld KH KS KD KC / AH AS AD", "keep at least two cards")  # no bonus cards now: keep two
    g.apply("meld AH AS AD")
    g.apply("discard 8H")
    assert len(hand(g, 0)) == 4  # and none are drawn after the discard


# -- Card roles and threes -----------------------------------------------------------------------------------
def test_MAC_6_threes_of_both_colours_are_bonus_cards_never_melded_nor_discarded():
    assert preset(MAC).bonus_threes == {"3H", "3D", "3S", "3C"}
    g = play("3S 3C 3S 5S 6S", ["AH AS AD"], stock="")  # no card left to replace them: they stay in hand
    refused(g, "meld 3S 3C 3S", "never be melded")
    refused(g, "discard 3S", "never discarded")


def test_MAC_7_dealt_threes_are_laid_out_on_the_first_turn_before_drawing():
    g = mac("3H 3S KH KS 5S 6S 7S")
    assert strs(g) == {"lay 3H", "lay 3S"}  # two threes: at most one may stay
    refused(g, "draw", "lay out your threes")
    g.apply("lay 3H")
    assert g.to_dict()["red_threes"][0] == "3H" and "8D" in hand(g, 0)  # replaced from the stock
    assert "draw" in strs(g) and "lay 3S" in strs(g)  # one three may be kept


def test_MAC_8_a_drawn_three_is_laid_out_and_replaced():
    g = mac("3H KH KS 5S 6S 7S", stock="3C 8S 8D 8C TH TS TD TC JH JS")
    g.apply("draw")  # 3C joins the kept 3H: one must go out at once
    assert strs(g) == {"lay 3H", "lay 3C"}
    g.apply("lay 3C")
    assert hand(g, 0).count("8S") == 1 and g.phase == "play"


def test_MAC_9_one_three_may_be_kept_until_the_side_melds_and_counts_5_against_it():
    g = play("3S KH KS KD 5S 6S 7S")  # the side has not melded: one three may stay in hand
    refused(g, "discard 3S", "never discarded")
    assert "lay 3S" in strs(g) and "discard 5S" in strs(g)  # he may lay it out whenever he likes
    opened = play("3S KH KS KD AH AS AD 5S 6S")
    opened.apply("meld KH KS KD / AH AS AD")  # the side has melded: the kept three must go out now
    assert strs(opened) == {"lay 3S"}
    refused(opened, "discard 5S", "lay out your threes")
    opened.apply("lay 3S")
    later = play("3S 9C 9H 5S", ["AH AS AD"])  # a partner melded: at his next turn, before drawing
    d = later.to_dict()
    d["phase"], d["turn"] = "draw", {}
    assert strs(Game.from_dict(d)) == {"lay 3S"}
    kept = play("3S 9C 9H 9D 5S", ["AH AS AD"], stock="")  # no card could replace it: it stays
    assert not any(isinstance(m, Lay) for m in kept.legal_moves()) and "discard 5S" in strs(kept)


def test_MAC_9_e_a_three_left_in_hand_costs_5():
    g = play("9C 9H 9D 5S", ["AH AS AD", KINGS, QUEENS])
    d = g.to_dict()
    d["hands"][1] = "3C 7H 7H"
    g = Game.from_dict(d)
    g.apply("meld 9C 9H 9D")
    g.apply("discard 5S")
    scores = g.to_dict()["round_scores"]
    assert scores[1]["hand"] == -(5 + 5 + 5) - (5 + 5 + 10)  # 3C 7H 7H, and the partner's 4C 4D 9S
    assert scores[1]["red_threes"] == 0  # the three in hand is not one of the laid-out threes


# -- Melds -------------------------------------------------------------------------------------------------
def test_MAC_10_a_meld_holds_seven_cards_at_most():
    refused(play("KC 5S 6S", ["AH AS AD", KINGS]), "meld KC", "at most 7")


def test_MAC_11_one_meld_per_rank_per_side():
    g = play("KH KS KD 5S 6S 7S", ["KC KD KS"])
    g.apply("meld KH KS KD")  # joins the side's kings rather than starting a second meld
    assert sorted(melds_of(g, 0)[0].split()) == sorted("KC KD KS KH KS KD".split())


def test_MAC_12_and_E_64_after_the_first_meld_wild_cards_join_only_five_naturals():
    four = play("2C 5S 6S 7S", ["AH AS AD", "JH JS JD JC"])
    refused(four, "meld J: 2C", "five natural")
    five = play("2C 2D 2H 5S 6S 7S", ["AH AS AD", "JH JS JD JC JD"])
    five.apply("meld J: 2C")
    five.apply("meld J: 2D")
    refused(five, "meld J: 2H", "at most 2")
    refused(play("9C 9D 2C 5S 6S 7S", ["AH AS AD"]), "meld 9C 9D 2C", "five natural")
    opening = play("9C 9D 2C KH KS KD 5S 6S")  # in the first meld a mixed meld is fine (two naturals)
    opening.apply("meld 9C 9D 2C / KH KS KD")


def test_MAC_13_and_E_62_sevens_never_take_wild_cards():
    refused(play("7C 7D 7H 2C KH KS KD 5S"), "meld 7C 7D 7H 2C / KH KS KD", "Sevens")
    refused(play("2C 5S 6S", ["KH KS KD", "7C 7D 7H 7S 7C"]), "meld 7: 2C", "Sevens")


def test_MAC_14_and_E_63_aces_are_mixed_only_in_the_first_meld():
    g = play("AH AS JK KH KS KD 5S 6S")
    g.apply("meld AH AS JK / KH KS KD")
    assert any("JK" in m and "AH" in m for m in melds_of(g, 0))
    clean = play("2C 5S 6S 7S", ["KH KS KD", "AH AS AD AC AH"])
    refused(clean, "meld A: 2C", "Aces")


def test_MAC_15_wild_card_melds_of_three_to_seven_free_of_the_rule_of_five():
    g = play("JK 2C 2D 2H 5S 6S", ["KH KS KD"])
    g.apply("meld JK 2C 2D")
    g.apply("meld 2H")
    assert melds_of(g, 0)[-1] == "JK 2D 2C 2H"


def test_MAC_16_and_E_65_a_completed_canasta_kills_its_rank_for_both_sides():
    g = play("KH KS KD 5S 6S 7S", ["AH AS AD"], theirs=[MIXED_KINGS])
    refused(g, "meld KH KS KD", "dead")
    take = mac("KH KS 5S 6S", ["AH AS AD"], theirs=[MIXED_KINGS], pile="5C KD")
    refused(take, "take KH KS", "dead")  # a discarded king can never be taken


def test_MAC_17_an_unmelded_side_may_use_dead_ranks_in_a_special_hand():
    cards = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H 2C JK"
    g = play(cards, theirs=["KS KD KC KC KH 2S 2D"])  # kings are dead
    assert Special("straight") in g.legal_moves()
    g.apply("special straight")
    assert g.to_dict()["ended_by"] == "special_hand"


# -- Drawing and the pile ----------------------------------------------------------------------------------
def test_MAC_18_the_draw_is_one_stock_card():
    g = mac("KH KS 5S", ["AH AS AD"])
    g.apply("draw")
    assert len(hand(g, 0)) == 4


def test_MAC_19_and_E_61_the_pile_is_always_frozen_a_natural_pair_takes_it():
    g = mac("JH 2C 5S 6S", ["AH AS AD", "JS JD JC JH"], pile="5C JD")
    refused(g, "take", "two natural")  # laying the top card off never takes the pile
    refused(g, "take JH 2C", "two natural")
    ok = mac("JH JS 5S 6S", ["AH AS AD"], pile="5C JD")
    ok.apply("take JH JS")


def test_MAC_20_an_unmelded_side_takes_the_pile_only_with_its_first_meld():
    g = mac("QH QS 5S 6S", pile="5C QD")
    refused(g, "take QH QS", "50")  # 30: not the minimum
    g = mac("QH QS AH AS AD 5S 6S", pile="5C QD")
    g.apply("take QH QS / AH AS AD")


def test_MAC_21_and_E_60_the_pile_cannot_make_a_meld_of_more_than_seven():
    refused(mac("QH QS 5S 6S", ["AH AS AD", "QC QD QS QH QC"], pile="5C QD"), "take QH QS", "at most 7")
    g = mac("QH QS 5S 6S", ["AH AS AD", "QC QD QS QH"], pile="5C QD")
    g.apply("take QH QS")
    assert len(g.melds[0]["Q"]) == 7
    assert "Q" in dead_ranks(g, 1)  # and queens are dead for both sides


# -- Initial meld ------------------------------------------------------------------------------------------
def test_MAC_22_the_minimum_by_the_sides_score():
    g = mac("KH 5S", scores=[-10, 0])
    assert [Game.from_dict({**g.to_dict(), "scores": [s, 0]}).initial_meld_minimum(0)
            for s in (-10, 0, 1495, 1500, 3000, 4995, 5000)] == [15, 50, 50, 90, 120, 120, 150]


def test_MAC_23_the_first_meld_holds_a_clean_meld_or_a_meld_of_wild_cards():
    refused(play("KH KS 2C QH QS 2D 5S 6S"), "meld KH KS 2C / QH QS 2D", "clean meld")
    play("KH KS KD QH QS 2D 5S 6S").apply("meld KH KS KD / QH QS 2D")
    play("JK JK 2C 5S 6S 7S").apply("meld JK JK 2C")  # a meld of wild cards will do


def test_MAC_24_three_ways_to_open_from_hand_with_the_pile_or_with_a_special_hand():
    play("KH KS KD AH AS AD 5S 6S").apply("meld KH KS KD / AH AS AD")
    mac("QH QS AH AS AD 5S 6S", pile="5C QD").apply("take QH QS / AH AS AD")
    play("AH AH KH KH QH QH JH JH TH TH 9H 9H 8H 8H").apply("special natural_pairs")


def test_MAC_25_and_E_66_bonus_cards_four_to_the_first_side_three_to_the_second_none_after_the_pile():
    first = play("KH KS KD AH AS AD 5S")
    first.apply("meld KH KS KD / AH AS AD")  # melds down to one card (MAC-26)
    events = first.apply("discard 5S")
    drawn = next(e for e in events if isinstance(e, BonusCardsDrawn))
    assert drawn.cards == ("8D", "8C", "8D", "8C") and hand(first, 0) == ["8C", "8C", "8D", "8D"]
    second = play("KH KS KD AH AS AD 5S 6S", theirs=["QH QS QD"])
    second.apply("meld KH KS KD / AH AS AD")
    second.apply("discard 5S")
    assert len(hand(second, 0)) == 1 + 3
    taken = mac("QH QS AH AS AD 5S 6S", pile="5C QD")
    taken.apply("take QH QS / AH AS AD")
    events = taken.apply("discard 5S")
    assert not any(isinstance(e, BonusCardsDrawn) for e in events)


def test_MAC_26_melding_down_to_one_card_only_when_bonus_cards_follow():
    refused(play("9C 9D 9H 5S", ["AH AS AD"]), "meld 9C 9D 9H", "keep at least two")
    g = play("KH KS KD AH AS AD 5S")
    g.apply("meld KH KS KD / AH AS AD")
    assert hand(g, 0) == ["5S"] and g.phase == "play"
    # taking the pile earns no bonus cards (MAC-25), even a pile of one card that brings nothing into the hand:
    # the take may not leave one card, or the player would be stuck with it and no move to make
    one_card_pile = mac("KH KS AH AS AD 7S", pile="KD")
    refused(one_card_pile, "take KH KS / AH AS AD", "keep at least two")
    assert not any(isinstance(m, Take) for m in one_card_pile.legal_moves())


# -- Discarding --------------------------------------------------------------------------------------------
def test_MAC_27_and_E_74_no_threes_and_wild_cards_only_to_go_out():
    g = play("3S 2C KH 5S 6S", ["AH AS AD"], stock="")  # no card could replace the three: it stays
    refused(g, "discard 3S", "never discarded")
    refused(g, "discard 2C", "only as your last card")
    only_wild = play("2C JK", ["AH AS AD"], pile="5S")
    only_wild.apply("discard 2C")  # holding only wild cards, he may throw one face up


def test_MAC_28_and_E_59_no_ace_or_seven_on_an_empty_pile_while_another_card_may_go():
    g = play("AH 7S KH 5S", ["QH QS QD"])
    refused(g, "discard AH", "empty pile")
    refused(g, "discard 7S", "empty pile")
    g.apply("discard KH")
    assert play("AH 7S", ["QH QS QD"]).apply("discard AH")  # nothing else: allowed
    first = Game.new(preset(MAC), seed=9)
    assert not any(isinstance(m, Take) for m in first.legal_moves())


# -- Going out ---------------------------------------------------------------------------------------------
def test_MAC_29_and_E_69_two_canastas_no_unfinished_wild_meld_and_a_face_down_discard():
    refused(play("9C 9D 9H JK", [KINGS]), "meld 9C 9D 9H", "2 canastas")
    refused(play("9C 9D 9H", [KINGS, QUEENS]), "meld 9C 9D 9H", "last discard")
    g = play("9C 9D 9H JK", [KINGS, QUEENS])
    g.apply("meld 9C 9D 9H")
    g.apply("discard JK")  # the face-down last discard may be a wild card
    assert g.to_dict()["round_scores"][0]["going_out"] == 100
    refused(play("9C 9D 9H 5S", [KINGS, QUEENS, "JK 2C 2D"]), "meld 9C 9D 9H", "wild cards is unfinished")


def test_MAC_30_and_E_70_a_player_asks_once_per_hand():
    g = play("9C 9D 9H 5S", [KINGS, QUEENS])
    g.apply("ask")
    g.apply("no")
    d = g.to_dict()
    assert d["asks"] == [1, 0, 0, 0]
    d["phase"], d["turn"] = "play", {"drew": True, "side_was_open": True}
    again = Game.from_dict(d)
    refused(again, "ask", "once per hand")


def test_MAC_31_a_player_who_cannot_go_out_keeps_a_card_after_discarding():
    refused(play("5S", ["AH AS AD"]), "discard 5S", "canastas")


def test_MAC_32_and_E_68_no_forced_take_and_a_three_as_last_card_ends_the_hand():
    g = mac("JH JS 5S 6S", ["AH AS AD", "JC JD JH"], pile="5C JD", stock="")
    assert "draw" in strs(g)  # the pile may be declined, which ends the hand
    g.apply("draw")
    assert g.to_dict()["ended_by"] == "stock_exhausted"
    last = mac("KH KS 5S 6S", ["AH AS AD"], stock="3D")
    last.apply("draw")
    d = last.to_dict()
    assert d["ended_by"] == "last_card_three" and "3D" in d["hands"][0]  # no meld, no discard


# -- Special hands -----------------------------------------------------------------------------------------
def test_MAC_33_special_hands_and_what_they_hold():
    hands = {"straight": "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H 2C JK",
             "natural_pairs": "AH AH KH KH QH QH JH JH TH TH 9H 9H 8H 8H",
             "pairs_with_wilds": "AH AS 7H 7S 2C 2D KH KH QH QH JH JH TH TH",
             "garbage": "AH AS AD AC KH KS KD KC QH QS QD JH JS JD"}
    for name, cards in hands.items():
        g = play(cards)
        assert Special(name) in g.legal_moves(), name
        events = g.apply(f"special {name}")
        assert any(isinstance(e, SpecialHandShown) and e.name == name for e in events)
    refused(play("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H 2C 2D"), "special straight", "no straight")


def test_E_71_a_special_hand_after_the_side_melded_is_refused():
    g = play("AH AH KH KH QH QH JH JH TH TH 9H 9H 9C 9C", ["7C 7D 7S"])
    refused(g, "special natural_pairs", "not melded")


def test_MAC_34_the_special_hand_side_scores_its_value_alone():
    g = play("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H 2C JK", red_threes=["3H", ""], theirs=["QH QS QD"])
    d = g.to_dict()
    d["hands"][2] = "KC KC 9D 9D"  # the partner's cards cost nothing
    g = Game.from_dict(d)
    g.apply("special straight")
    scores = g.to_dict()["round_scores"]
    assert scores[0]["total"] == 3000 and scores[0]["special_hand"] == 3000 and scores[0]["red_threes"] == 0
    assert scores[1]["melded"] == -30  # the others score normally: no canasta, melds count minus


# -- Scoring -----------------------------------------------------------------------------------------------
def score_of(melds: list[str], threes: str = "", hand_left: str = "") -> dict:
    """Side 1's breakdown when side 0 goes out."""
    g = play("9C 9D 9H 5S", [KINGS, NATURAL_QUEENS], theirs=melds, red_threes=["", threes])
    d = g.to_dict()
    d["hands"][1] = hand_left
    d["hands"][3] = ""
    g = Game.from_dict(d)
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5S")
    return g.to_dict()["round_scores"][1]


def test_MAC_35_and_E_72_threes_count_minus_zero_or_plus_by_canastas():
    threes = "3H 3D 3S"  # 300 red + 100 black
    assert score_of(["JH JS JD"], threes)["red_threes"] == -400
    assert score_of([JACKS, "AH AS AD"], threes)["red_threes"] == 0
    assert score_of([JACKS, TENS], threes)["red_threes"] == 400
    assert score_of([JACKS, TENS], "3H 3D 3H 3D")["red_threes"] == 1000


def test_MAC_35_and_E_73_an_unfinished_sevens_meld_with_one_canasta():
    s = score_of([JACKS, "7C 7D 7H 7S"])
    assert s["canastas"] == 500 and s["penalties"] == -2500 and s["melded"] == 70 + 20


def test_MAC_35_canasta_bonuses_and_hoarding():
    wild = score_of(["2C 2D 2H 2S 2C 2D 2H"])
    assert wild["canastas"] == 3000  # seven twos
    assert score_of(["JK JK JK JK 2C 2D 2H"])["canastas"] == 2500  # all four jokers
    assert score_of(["JK 2C 2D 2H 2S 2C 2D"])["canastas"] == 2000
    assert score_of(["7C 7D 7H 7S 7C 7D 7H"])["canastas"] == 2500
    assert score_of(["AC AC AS AS AH AD AD"])["canastas"] == 2500
    assert score_of(["JH JS JD"], hand_left="AC AS AD")["hand"] == -(60 + 1500)


def test_MAC_36_scores_may_be_negative():
    assert score_of(["JH JS JD"], "3H 3D")["total"] < 0


def test_MAC_37_the_last_card_three_costs_5_and_is_not_one_of_the_laid_out_threes():
    g = mac("5S 6S TD TD", ["AH AS AD", KINGS, QUEENS], stock="3D", red_threes=["3H", ""])
    g.apply("draw")
    s = g.to_dict()["round_scores"][0]
    assert s["red_threes"] == 100 and s["hand"] == -(5 + 5 + 10 + 10 + 5) - (5 + 5 + 5)  # his, his partner's


def test_E_59_the_first_turn_starts_with_an_empty_pile_and_a_stock_draw():
    g = Game.new(preset(MAC), seed=2)
    moves = g.legal_moves()
    assert all(isinstance(m, Lay) or str(m) == "draw" for m in moves)
