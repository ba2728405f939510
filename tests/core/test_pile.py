"""C-PILE and C-DISC: taking the discard pile and discarding (RULES.md 2.7, 2.8), the edge cases
E-30 to E-38 (5.5) and the options D3 (`pile_take_unmelded_side`), D12 (`red_three_in_pile_freezes`) and
`max_wild_per_meld` where a take depends on them.

Seat 0 acts; side 0 owns a meld of queens ("open") unless a test says otherwise.
"""

import pytest

from game.core import Draw, Take, parse_move
from game.core.events import PileTaken, RedThreeLaid
from tests.core.helpers import hand, melds_of, position, refused

QUEENS = "QH QS QD"
STOCK = "TS TH TD TC"
OTHERS = ["6C 6D", "JC JD", "6S 6H"]  # seats 1, 2, 3
KING_CANASTA = "KS KH KD KC KS KH KD"


def listed(game, move: str) -> bool:
    return parse_move(move) in game.legal_moves()


def takes(game) -> list[str]:
    return [str(m) for m in game.legal_moves() if isinstance(m, Take)]


def at_draw(cards: str, pile: str, melds: list[str] | None = None, opponents: list[str] | None = None,
            others: list[str] | None = None, **kw):
    """Seat 0 to draw or take; its side owns ``melds`` (queens by default; [] for an unmelded side)."""
    return position(hands=[cards, *(others or OTHERS)], pile=pile, stock=kw.pop("stock", STOCK),
                    melds=[[QUEENS] if melds is None else melds, opponents or []], **kw)


# -- C-PILE-1 .. C-PILE-11 ---------------------------------------------------------------------------
def test_C_PILE_1_taking_melds_the_top_card_and_picks_up_the_rest_in_one_action():
    g = at_draw("KH KS 7C 8C", pile="5C 9D KD")
    assert listed(g, "take KS KH")
    events = g.apply("take KH KS")
    assert PileTaken(0, ("5C", "9D", "KD")) in events
    d = g.to_dict()
    assert d["pile"] == "" and d["phase"] == "play" and d["turn"]["took_pile"] is True
    assert melds_of(g, 0) == [QUEENS, "KS KH KD"]
    assert hand(g, 0) == sorted(["7C", "8C", "5C", "9D"])


def test_C_PILE_1_the_top_card_must_be_melded():
    g = at_draw("KH 7C 8C 9C", pile="5C 9D KD")
    refused(g, "take", "two natural")
    refused(g, "take 9C 9C", "must be of its rank")
    assert takes(g) == []


def test_C_PILE_2_a_wild_card_anywhere_freezes_the_pile_for_everyone():
    g = at_draw("KS JK 7C 8C", pile="5C 2H 8D KD", opponents=["AS AH AD"])
    assert "frozen" in g.pile_freeze_reason(0)
    assert "frozen" in g.pile_freeze_reason(1)
    refused(g, "take KS JK", "frozen", "two natural")
    assert takes(g) == []


def test_C_PILE_3_pile_is_frozen_for_a_side_that_has_not_melded():
    g = at_draw("8S JK AS AH AD 7C", pile="5C 8D", melds=[], opponents=["KS KH KD"])
    assert "frozen" in g.pile_freeze_reason(0)
    assert g.pile_freeze_reason(1) is None
    refused(g, "take 8S JK / AS AH AD", "frozen", "two natural")
    assert takes(g) == []


def test_C_PILE_4_frozen_pile_needs_a_natural_pair():
    g = at_draw("8S 8H 2C 7C 9C 9D", pile="5C 2H 8D")
    refused(g, "take 8S 2C", "frozen", "two natural")
    assert not listed(g, "take 8S 2C")
    assert listed(g, "take 8S 8H 2C")
    g.apply("take 8S 8H 2C")
    assert melds_of(g, 0) == [QUEENS, "8S 8H 2C 8D"]
    assert hand(g, 0) == sorted(["7C", "9C", "9D", "5C", "2H"])


def test_C_PILE_4_unmelded_side_must_reach_the_minimum_with_the_take():
    """The taking meld with further new melds of the same action must reach the minimum (50)."""
    g = at_draw("8S 8H AS AH AD 7C", pile="5C 8D", melds=[])
    refused(g, "take 8S 8H", "needs 50 points", "make 30")
    assert not listed(g, "take 8S 8H")
    assert listed(g, "take 8S 8H / AS AH AD")
    g.apply("take 8S 8H / AS AH AD")
    assert melds_of(g, 0) == ["8S 8H 8D", "AS AH AD"]
    assert hand(g, 0) == ["5C", "7C"]


def test_C_PILE_5_open_pile_taken_with_a_natural_pair():
    g = at_draw("8S 8H 7C 9C", pile="5C 8D")
    assert listed(g, "take 8S 8H")
    g.apply("take 8S 8H")
    assert melds_of(g, 0) == [QUEENS, "8S 8H 8D"]


def test_C_PILE_5_open_pile_taken_with_one_natural_and_a_wild_card():
    g = at_draw("8S JK 7C 9C", pile="5C 8D")
    assert listed(g, "take JK 8S")
    g.apply("take 8S JK")
    assert melds_of(g, 0) == [QUEENS, "JK 8S 8D"]


def test_C_PILE_5_natural_and_wild_card_may_join_the_existing_meld():
    g = at_draw("9S 2C 7C 8C", pile="5C 9C", melds=[QUEENS, "9S 9H 9D"])
    g.apply("take 9S 2C")
    assert melds_of(g, 0) == [QUEENS, "9S 9H 9D 9S 2C 9C"]


def test_C_PILE_5_two_wild_cards_with_the_top_card_are_never_enough():
    g = at_draw("2C JK 7C 9C", pile="5C 8D")
    refused(g, "take 8: JK 2C", "two natural")
    assert takes(g) == []


def test_C_PILE_5_open_pile_taken_by_laying_the_top_card_off():
    g = at_draw("7C 8C", pile="5C 9C", melds=[QUEENS, "9S 9H 9D"])
    assert listed(g, "take")
    g.apply("take")
    assert melds_of(g, 0) == [QUEENS, "9S 9H 9D 9C"]
    assert hand(g, 0) == ["5C", "7C", "8C"]


def test_C_PILE_5_natural_plus_wild_take_respects_max_wild_per_meld():
    g = at_draw("KC 2H 7C 8C", pile="5C KD", melds=[QUEENS, "KS KH KD 2C 2D"], max_wild_per_meld=2)
    refused(g, "take KC 2H", "at most 2 wild cards")
    assert not listed(g, "take KC 2H")
    g.apply("take")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD 2C 2D KD"]
    assert hand(g, 0) == sorted(["KC", "2H", "7C", "8C", "5C"])


def test_C_PILE_5_without_a_wild_cap_only_the_ratio_limits_the_merge():
    """E-34's take with max_wild_per_meld = none: five kings may carry four wild cards."""
    g = at_draw("KH 2H 7C 8C", pile="5C KS", melds=[QUEENS, "KS KH KD KC 2C 2D JK"], max_wild_per_meld=None)
    g.apply("take KH 2H")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD KC 2C 2D JK KH 2H KS"]


def test_C_PILE_6_black_three_on_top_blocks_the_next_player_until_covered():
    g = position(hands=["4C 4D", "9S 9H 3C 7C", "7S 7H 8C 8D", "6S 6H"], to_act=1, pile="5C 9H 3S",
                 stock=STOCK, melds=[[QUEENS], ["AS AH AD"]])
    refused(g, "take 9S 9H", "black three")
    assert g.legal_moves() == [Draw()]
    g.apply("draw")
    g.apply("discard 7C")
    assert g.to_act == 2
    assert listed(g, "take 7S 7H")
    g.apply("take 7S 7H")
    assert melds_of(g, 0) == [QUEENS, "7S 7H 7C"]
    assert hand(g, 2) == sorted(["8C", "8D", "5C", "9H", "3S"])


def test_C_PILE_7_empty_pile_cannot_be_taken():
    g = at_draw("9S 9H 7C 8C", pile="", melds=[QUEENS, "9S 9H 9D"])
    refused(g, "take", "empty")
    assert g.legal_moves() == [Draw()]


@pytest.mark.parametrize("top, word", [("JK", "wild card"), ("2H", "wild card"), ("3D", "red three")])
def test_C_PILE_7_a_wild_card_or_red_three_on_top_cannot_be_taken(top, word):
    g = at_draw("JK JK 2C 2C 7C", pile=f"5C {top}", melds=[QUEENS, "9S 9H 9D"])
    refused(g, "take", word)
    refused(g, "take 9: JK JK", word)
    assert g.legal_moves() == [Draw()]


def test_C_PILE_8_buried_cards_cannot_help_but_may_be_added_afterwards():
    """With two fives in hand the pile is taken; the buried five is added afterwards."""
    g = at_draw("5H 5C 7C 8C", pile="5S 9C 5D")
    g.apply("take 5H 5C")
    assert melds_of(g, 0) == [QUEENS, "5H 5C 5D"]
    g.apply("meld 5S")
    assert melds_of(g, 0) == [QUEENS, "5H 5C 5D 5S"]
    assert hand(g, 0) == ["7C", "8C", "9C"]


def test_C_PILE_9_rest_goes_to_hand_red_threes_laid_out_unreplaced():
    g = at_draw("KS KH 8C 8D", pile="3D 9C 2H 7S KD", opponents=["AS AH AD"])
    events = g.apply("take KS KH")
    assert RedThreeLaid(0, "3D", False) in events
    d = g.to_dict()
    assert d["red_threes"] == ["3D", ""]
    assert d["stock"] == STOCK  # no replacement card drawn
    assert d["pile"] == ""
    assert hand(g, 0) == sorted(["8C", "8D", "9C", "2H", "7S"])
    assert melds_of(g, 0) == [QUEENS, "KS KH KD"]


def test_C_PILE_9_new_pile_is_frozen_only_by_a_wild_card():
    g = at_draw("KS KH 8C 8D", pile="9C 2H 7S KD", opponents=["AS AH AD"])
    g.apply("take KS KH")
    g.apply("discard 9C")
    assert g.to_dict()["pile"] == "9C"
    assert g.pile_freeze_reason(1) is None
    g = at_draw("KS KH 8C 8D", pile="9C 2H 7S KD", opponents=["AS AH AD"])
    g.apply("take KS KH")
    g.apply("discard 2H")
    assert g.to_dict()["pile"] == "2H"
    assert "frozen" in g.pile_freeze_reason(1)


def test_C_PILE_10_taking_the_pile_is_voluntary():
    g = at_draw("8S 8H 7C 9C", pile="5C 8D")
    moves = g.legal_moves()
    assert Draw() in moves and parse_move("take 8S 8H") in moves
    g.apply("draw")
    assert g.to_dict()["pile"] == "5C 8D"
    assert hand(g, 0) == sorted(["8S", "8H", "7C", "9C", "TS"])


def test_C_PILE_11_a_one_card_pile_may_be_taken():
    g = at_draw("KS KH 7C 8C", pile="KD")
    assert listed(g, "take KS KH")
    g.apply("take KS KH")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD"]
    assert hand(g, 0) == ["7C", "8C"]


# -- C-DISC-1 .. C-DISC-4 ----------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["9D", "JK", "2C", "3S"])
def test_C_DISC_1_naturals_wild_cards_and_black_threes_may_be_discarded(card):
    g = position(hands=["9D JK 2C 3S 7C", *OTHERS], phase="play", pile="5C", stock=STOCK, melds=[[QUEENS], []])
    assert listed(g, f"discard {card}")
    g.apply(f"discard {card}")
    assert g.to_dict()["pile"] == f"5C {card}"
    assert card not in hand(g, 0)
    assert g.to_act == 1 and g.phase == "draw"


def test_C_DISC_2_a_discarded_wild_card_freezes_the_pile_for_everyone():
    g = position(hands=["2C 9C 7C", "4C 8S", "9S 9H JK 8C", "6S 6H"], phase="play", pile="5C 9D",
                 stock=STOCK, melds=[[QUEENS], ["AS AH AD"]])
    assert g.pile_freeze_reason(1) is None
    g.apply("discard 2C")
    assert "frozen" in g.pile_freeze_reason(1)
    assert g.legal_moves() == [Draw()]  # the two on top cannot be taken at all
    g.apply("draw")
    g.apply("discard 8S")
    assert "frozen" in g.pile_freeze_reason(0)  # still frozen after the two is covered
    refused(g, "take 8C JK", "frozen", "two natural")
    assert takes(g) == []


def test_C_DISC_3_a_discarded_black_three_blocks_the_next_player():
    g = position(hands=["3C 9C 7C", "9S 9H 8C", "6C 6D", "6S 6H"], phase="play", pile="5C 9D",
                 stock=STOCK, melds=[[QUEENS], ["AS AH AD"]])
    g.apply("discard 3C")
    assert g.to_act == 1
    refused(g, "take 9S 9H", "black three")
    assert g.legal_moves() == [Draw()]


def test_C_DISC_4_the_last_card_may_be_discarded_only_with_a_canasta():
    g = position(hands=["9D", *OTHERS], phase="play", pile="5C", stock=STOCK, melds=[[QUEENS], []])
    refused(g, "discard 9D", "canasta")
    assert not any(str(m).startswith("discard") for m in g.legal_moves())


def test_C_DISC_4_discarding_the_last_card_with_a_canasta_goes_out():
    g = position(hands=["9D", *OTHERS], phase="play", pile="5C", stock=STOCK, melds=[[QUEENS, KING_CANASTA], []])
    assert listed(g, "discard 9D")
    g.apply("discard 9D")
    d = g.to_dict()
    assert d["ended_by"] == "went_out" and d["went_out"] == 0
    assert d["round_scores"][0]["going_out"] == 100


# -- options D3, D12 ---------------------------------------------------------------------------------
def test_D3_by_default_an_unmelded_side_may_take_with_a_pair_and_the_minimum():
    g = at_draw("KS KH AS AH AD 7C", pile="5C KD", melds=[])
    assert listed(g, "take KS KH / AS AH AD")
    g.apply("take KS KH / AS AH AD")
    assert melds_of(g, 0) == ["KS KH KD", "AS AH AD"]


def test_D3_pile_take_unmelded_side_forbidden():
    """S1: taking the pile is only permitted after the side's first meld."""
    g = at_draw("KS KH AS AH AD 7C", pile="5C KD", melds=[], pile_take_unmelded_side="forbidden")
    refused(g, "take KS KH / AS AH AD", "first meld")
    assert g.legal_moves() == [Draw()]


def test_D3_forbidden_option_does_not_touch_an_open_side():
    g = at_draw("KS JK 7C 8C", pile="5C KD", pile_take_unmelded_side="forbidden")
    assert listed(g, "take JK KS")
    g.apply("take KS JK")
    assert melds_of(g, 0) == [QUEENS, "JK KS KD"]


def test_D12_red_three_in_the_pile_does_not_freeze_by_default():
    g = at_draw("8S JK 7C 9C", pile="3D 5C 8D")
    assert g.pile_freeze_reason(0) is None
    g.apply("take 8S JK")
    assert g.to_dict()["red_threes"] == ["3D", ""]


def test_D12_red_three_in_pile_freezes_option():
    g = at_draw("8S 8H JK 7C 9C", pile="3D 5C 8D", red_three_in_pile_freezes=True)
    assert "frozen" in g.pile_freeze_reason(0)
    refused(g, "take 8S JK", "frozen", "two natural")
    assert not listed(g, "take JK 8S")
    g.apply("take 8S 8H")
    assert melds_of(g, 0) == [QUEENS, "8S 8H 8D"]


# -- E-30 .. E-38 ------------------------------------------------------------------------------------
def test_E_30_wild_card_mid_pile_needs_a_natural_pair():
    """Pile 5♣ 2♥ 8♦ K♠, side owns kings: K + joker refused; K K taken, merging into the kings."""
    g = at_draw("KS KH JK 7C 8C", pile="5C 2H 8D KS", melds=[QUEENS, "KH KD KC"])
    refused(g, "take KS JK", "frozen", "two natural")
    refused(g, "take", "frozen")
    assert not listed(g, "take JK KS") and not listed(g, "take")
    assert listed(g, "take KS KH")
    g.apply("take KS KH")
    assert melds_of(g, 0) == [QUEENS, "KH KD KC KS KH KS"]
    assert hand(g, 0) == sorted(["JK", "7C", "8C", "5C", "2H", "8D"])


def test_E_31_open_pile_melded_side_takes_with_natural_and_wild():
    g = at_draw("8S JK 7C 9C", pile="5C 6H 8D")
    assert g.pile_freeze_reason(0) is None
    assert listed(g, "take JK 8S")
    g.apply("take 8S JK")
    assert melds_of(g, 0) == [QUEENS, "JK 8S 8D"]
    assert hand(g, 0) == sorted(["7C", "9C", "5C", "6H"])


def test_E_32_same_take_refused_for_an_unmelded_side():
    g = at_draw("8S JK AS AH AD 7C", pile="5C 6H 8D", melds=[])
    refused(g, "take 8S JK", "frozen for your side")
    refused(g, "take 8S JK / AS AH AD", "frozen for your side")
    assert takes(g) == []


def test_E_33_top_card_laid_off_onto_a_canasta():
    g = at_draw("7C 8C", pile="5C KC", melds=[QUEENS, KING_CANASTA])
    assert listed(g, "take")
    g.apply("take")
    assert melds_of(g, 0) == [QUEENS, KING_CANASTA + " KC"]
    assert hand(g, 0) == ["5C", "7C", "8C"]


def test_E_34_merge_would_exceed_three_wild_cards():
    g = at_draw("KH KD 2H 7C 8C", pile="5C KS", melds=[QUEENS, "KS KH KD KC 2C 2D JK"])
    refused(g, "take KH 2H", "at most 3 wild cards")
    assert not listed(g, "take KH 2H")
    assert listed(g, "take KH KD")
    g.apply("take KH KD")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD KC 2C 2D JK KH KD KS"]


def test_E_35_buried_match_does_not_help():
    """One 5 in hand, a 5 on top, another 5 buried: the pile cannot be taken."""
    g = at_draw("5H 7C 8C 9C", pile="5S 9D 5D")
    refused(g, "take 5H", "two natural")
    refused(g, "take 5H 5S", "do not hold 5S")  # the buried five cannot join the taking meld
    assert g.legal_moves() == [Draw()]


def test_E_36_black_three_blocks_only_the_next_player():
    """A discards 3♠; B may not take; B discards 6♦; C takes by the normal 6-rules."""
    g = position(hands=["3S 9C 7C", "6H 6D 8C", "6S JK 8D 9D", "4C 4D"], phase="play", pile="5C 9H",
                 stock=STOCK, melds=[[QUEENS], ["AS AH AD"]])
    g.apply("discard 3S")
    refused(g, "take 6H 6D", "black three")
    assert g.legal_moves() == [Draw()]
    g.apply("draw")
    g.apply("discard 6D")
    assert g.to_act == 2 and g.pile_freeze_reason(0) is None
    g.apply("take 6S JK")  # natural + wild: the pile is open; the buried 3S has no effect
    assert melds_of(g, 0) == [QUEENS, "JK 6S 6D"]
    assert hand(g, 2) == sorted(["8D", "9D", "5C", "9H", "3S"])


def test_E_37_joker_on_top_untakeable_until_covered():
    g = position(hands=["9C 7C 8C", "9S 9H 2C 8D", "4C 4D", "6S 6H"], pile="5C JK", stock=STOCK,
                 melds=[[QUEENS], ["AS AH AD"]])
    refused(g, "take", "wild card")
    assert g.legal_moves() == [Draw()]
    g.apply("draw")
    g.apply("discard 9C")
    refused(g, "take 9S 2C", "frozen", "two natural")
    g.apply("take 9S 9H")
    assert melds_of(g, 1) == ["AS AH AD", "9S 9H 9C"]
    assert hand(g, 1) == sorted(["2C", "8D", "5C", "JK"])


def test_E_38_one_card_pile_taken_by_lay_off_with_a_canasta():
    g = at_draw("9C", pile="KC", melds=[QUEENS, KING_CANASTA])
    assert listed(g, "take")
    g.apply("take")
    assert hand(g, 0) == ["9C"]
    g.apply("discard 9C")
    d = g.to_dict()
    assert d["ended_by"] == "went_out" and d["went_out"] == 0


def test_E_38_lay_off_that_completes_the_canasta_also_allows_it():
    g = at_draw("9C", pile="KC", melds=[QUEENS, "KS KH KD KC KS KH"])
    assert listed(g, "take")
    g.apply("take")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD KC KS KH KC"]
    assert hand(g, 0) == ["9C"]


def test_E_38_one_card_pile_refused_without_a_canasta():
    g = at_draw("9C", pile="KC", melds=[QUEENS, "KS KH KD"])
    refused(g, "take", "canasta")
    assert g.legal_moves() == [Draw()]


def test_E_38_single_card_pile_restriction_refuses_even_with_a_canasta():
    g = at_draw("9C", pile="KC", melds=[QUEENS, KING_CANASTA], single_card_pile_restriction=True)
    refused(g, "take", "one card")
    assert g.legal_moves() == [Draw()]


def test_E_38_restriction_leaves_larger_piles_and_hands_alone():
    g = at_draw("9C", pile="5C KC", melds=[QUEENS, KING_CANASTA], single_card_pile_restriction=True)
    g.apply("take")
    assert hand(g, 0) == ["5C", "9C"]
    g = at_draw("KH KS 9C", pile="KC", melds=[QUEENS, "KD KD KC"], single_card_pile_restriction=True)
    g.apply("take")
    assert hand(g, 0) == ["9C", "KH", "KS"]
