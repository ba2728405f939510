"""C-MELD: melds and the wild-card limit (RULES.md 2.5) and the edge cases E-18 to E-23 (5.3).

Side 0 already owns a meld of queens, so no initial-meld minimum applies, and the player keeps at
least two cards after each meld (C-OUT-3) unless the test is about going out.
"""

from game.core import Meld, parse_move
from tests.core.helpers import hand, melds_of, position, refused

QUEENS = "QH QS QD"


def listed(game, move: str) -> bool:
    return parse_move(move) in game.legal_moves()


def open_side(cards: str, melds: list[str] | None = None, opponents: list[str] | None = None, **options):
    """Seat 0 to play after drawing, its side owning ``melds`` (queens by default)."""
    return position(hands=[cards, "4C 4D", "5C 5D", "6C 6D"], phase="play", stock="TS TH TD TC",
                    melds=[melds if melds is not None else [QUEENS], opponents or []], **options)


# -- C-MELD-1 .. C-MELD-12 ---------------------------------------------------------------------------
def test_C_MELD_1_new_meld_needs_three_cards_of_one_natural_rank():
    """A new meld has at least 3 cards; its natural cards all have one rank from 4 to A."""
    g = open_side("KH KS KD JK 4H 4S 4D 9C 9D 8C")
    refused(g, "meld KH KS", "at least 3 cards")
    assert not listed(g, "meld KH KS")
    refused(g, "meld KH KS 9C", "one rank")
    refused(g, "meld KH JK", "at least 3 cards")
    assert listed(g, "meld JK KS KH")
    g.apply("meld KH KS JK")
    g.apply("meld 4H 4S 4D")
    assert melds_of(g, 0) == [QUEENS, "JK KS KH", "4S 4H 4D"]
    assert hand(g, 0) == sorted(["KD", "9C", "9D", "8C"])


def test_C_MELD_2_wild_cards_never_outnumber_naturals_nor_exceed_three():
    """Wild cards MUST NOT exceed the natural cards, and MUST NOT exceed 3."""
    g = open_side("KH KS KD KC 2C 2D 2H JK 9C 9D 8C")
    refused(g, "meld KH KS 2C 2D 2H", "more wild cards than natural cards")
    refused(g, "meld KH KS KD KC JK 2H 2D 2C", "at most 3 wild cards")
    assert not listed(g, "meld KH KS 2C 2D 2H")
    assert not listed(g, "meld KH KS KD KC JK 2H 2D 2C")
    g.apply("meld KH KS KD KC JK 2H 2D")
    assert melds_of(g, 0) == [QUEENS, "JK KS KH KD KC 2H 2D"]


def test_C_MELD_2_max_wild_per_meld_two_lowers_the_cap():
    g = open_side("KH KS KD 2C 2D 2H 9C 9D 8C", max_wild_per_meld=2)
    refused(g, "meld KH KS KD 2C 2D 2H", "at most 2 wild cards")
    assert not listed(g, "meld KS KH KD 2H 2D 2C")
    g.apply("meld KH KS KD 2H 2D")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD 2H 2D"]


def test_C_MELD_2_max_wild_per_meld_none_leaves_only_the_ratio():
    g = open_side("KH KS KD KC 2C 2D 2H JK 9C 9D 8C", max_wild_per_meld=None)
    refused(g, "meld KH KS 2C 2D 2H", "more wild cards than natural cards")
    g.apply("meld KH KS KD KC JK 2H 2D 2C")
    assert melds_of(g, 0) == [QUEENS, "JK KS KH KD KC 2H 2D 2C"]


def test_C_MELD_3_the_limit_is_checked_after_every_lay_off():
    """C-MELD-2 is checked on the whole meld after every lay-off and every merge."""
    g = open_side("2D 2H 2S JK KD 9C 9D 8C", melds=[QUEENS, "KS KH 2C"])
    g.apply("meld K: 2D")
    assert melds_of(g, 0) == [QUEENS, "KS KH 2C 2D"]
    refused(g, "meld K: 2H", "more wild cards than natural cards")
    assert not listed(g, "meld K: 2H")
    g.apply("meld KD")
    g.apply("meld K: 2H")
    assert melds_of(g, 0) == [QUEENS, "KS KH 2C 2D KD 2H"]
    refused(g, "meld K: JK", "at most 3 wild cards")
    assert not listed(g, "meld K: JK")


def test_C_MELD_4_a_canasta_takes_any_number_of_naturals_but_no_fourth_wild_card():
    g = open_side("KS KH JK 9C 9D 8C", melds=[QUEENS, "KS KH KD KC 2C 2D 2H"])
    assert listed(g, "meld KS KH")
    g.apply("meld KS KH")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD KC 2C 2D 2H KS KH"]
    refused(g, "meld K: JK", "at most 3 wild cards")
    assert not listed(g, "meld K: JK")


def test_C_MELD_5_cards_of_an_owned_rank_join_the_existing_meld():
    """A side owns one meld per rank; cards of that rank are added to it (merge)."""
    g = open_side("9D 9C 7C 8C", melds=[QUEENS, "9S 9H 2C"])
    assert listed(g, "meld 9D 9C")
    g.apply("meld 9D 9C")
    assert melds_of(g, 0) == [QUEENS, "9S 9H 2C 9D 9C"]


def test_C_MELD_5_a_merge_that_breaks_the_wild_limit_is_illegal():
    g = open_side("9C 9C 2D JK 7C 8C", melds=[QUEENS, "9S 9H 9D 2C 2S"])
    refused(g, "meld 9C 9C 2D JK", "at most 3 wild cards")
    assert not listed(g, "meld JK 9C 9C 2D")
    g.apply("meld 9C 9C JK")
    assert melds_of(g, 0) == [QUEENS, "9S 9H 9D 2C 2S JK 9C 9C"]


def test_C_MELD_6_opposing_sides_may_each_hold_a_meld_of_one_rank():
    g = open_side("KC KC JK 9C 9D", opponents=["KS KH KD"])
    g.apply("meld KC KC JK")
    assert melds_of(g, 0) == [QUEENS, "JK KC KC"]
    assert melds_of(g, 1) == ["KS KH KD"]


def test_C_MELD_7_partners_share_one_meld_area():
    """With 4 players the partners share one meld area: either may add to any meld of the side."""
    g = position(hands=["5C 5D", "4C 4D", "QC 9C 9D 8C", "6C 6D"], phase="play", to_act=2,
                 melds=[[QUEENS], []])
    assert listed(g, "meld QC")
    g.apply("meld QC")
    assert melds_of(g, 0) == ["QH QS QD QC"]


def test_C_MELD_7_no_lay_off_on_the_opponents_meld():
    """E-20's rule: a player lays off only onto his own side's melds."""
    g = open_side("KC 2C 9C 9D 8C", opponents=["KS KH KD"])
    # A group of kings can only start or join side 0's own king meld, and it has none.
    refused(g, "meld KC", "at least 3 cards")
    refused(g, "meld K: 2C", "at least 3 cards")
    assert not any(str(m).startswith("meld") and "K" in str(m) for m in g.legal_moves())


def test_C_MELD_8_melded_cards_stay_on_the_table():
    g = open_side("8C 9C 9D 7C", melds=[QUEENS, "8S 8H 8D JK"])
    g.apply("meld 8C")
    g.apply("discard 7C")
    assert g.to_act == 1
    assert melds_of(g, 0) == [QUEENS, "8S 8H 8D JK 8C"]
    assert hand(g, 0) == ["9C", "9D"]


def test_C_MELD_9_threes_cannot_be_melded_and_wild_cards_never_stand_for_threes():
    g = open_side("3S 3C 3S 2C JK 9C 9D 8C")
    refused(g, "meld 3H 3D 3H", "red threes are never melded")
    refused(g, "meld 3S 3C 2C", "wild")
    refused(g, "meld 3: 2C JK", "wild")
    assert not any("3" in str(m) for m in g.legal_moves() if str(m).startswith("meld"))


CANASTA = "KS KH KD KC KS KH KD"


def test_C_MELD_10_black_threes_meld_when_going_out():
    """Three black threes as the last meld, then the last discard: the player goes out."""
    g = open_side("3S 3C 3S 9D", melds=[QUEENS, CANASTA])
    assert listed(g, "meld 3S 3S 3C")
    g.apply("meld 3S 3C 3S")
    assert melds_of(g, 0) == [QUEENS, CANASTA, "3S 3S 3C"]
    g.apply("discard 9D")
    d = g.to_dict()
    assert d["ended_by"] == "went_out" and d["went_out"] == 0
    assert d["round_scores"][0]["melded"] == 30 + 70 + 15


def test_C_MELD_10_four_black_threes_go_out_without_a_discard():
    g = open_side("3S 3C 3S 3C", melds=[QUEENS, CANASTA])
    g.apply("meld 3S 3C 3S 3C")
    assert g.to_dict()["ended_by"] == "went_out"
    assert melds_of(g, 0) == [QUEENS, CANASTA, "3S 3S 3C 3C"]


def test_C_MELD_10_black_three_meld_takes_no_wild_card_and_needs_three():
    g = open_side("3S 3C 2C 9D", melds=[QUEENS, CANASTA])
    refused(g, "meld 3S 3C 2C", "may not contain wild cards")
    assert not listed(g, "meld 3S 3C 2C")
    g = open_side("3S 3C 9D", melds=[QUEENS, CANASTA])
    refused(g, "meld 3S 3C", "at least 3")


def test_C_MELD_10_D10_a_black_three_meld_with_wild_cards_still_holds_three_or_four_cards():
    """With black_three_meld_allows_wild the threes may take a wild card, but the meld stays "3 or 4"."""
    g = open_side("3S 3C 3S JK 2C 9D", melds=[QUEENS, CANASTA], black_three_meld_allows_wild=True)
    refused(g, "meld 3S 3C 3S JK 2C", "3 or 4 cards")
    assert not listed(g, "meld JK 3S 3S 3C 2C")
    g = open_side("3S 3C JK 9D", melds=[QUEENS, CANASTA], black_three_meld_allows_wild=True)
    assert listed(g, "meld JK 3S 3C")
    g.apply("meld 3S 3C JK")
    g.apply("discard 9D")
    assert g.to_dict()["ended_by"] == "went_out"


def test_C_MELD_10_black_threes_need_the_going_out_canasta():
    g = open_side("3S 3C 3S 9D")
    refused(g, "meld 3S 3C 3S", "canasta")
    assert not listed(g, "meld 3S 3S 3C")


def test_C_MELD_10_black_threes_may_go_out_with_a_pile_take():
    """A take of a one-card pile that lays the pair with the top card and the three black threes
    empties the hand: the player goes out in this very action, so the threes are legal."""
    g = position(hands=["9S 9H 3S 3C 3S", "4C 4D", "5C 5D", "6C 6D"], pile="9D", stock="TS TH TD TC",
                 melds=[[QUEENS, CANASTA], []])
    g.apply("take 9S 9H / 3S 3C 3S")
    d = g.to_dict()
    assert d["ended_by"] == "went_out" and d["went_out"] == 0
    assert d["melds"][0] == [QUEENS, CANASTA, "9S 9H 9D", "3S 3S 3C"]


def test_C_MELD_11_a_meld_of_wild_cards_only_is_illegal():
    g = open_side("2C 2D JK 9C 9D 8C")
    refused(g, "meld 2C 2D JK", "wild cards")
    refused(g, "meld K: 2C 2D JK", "natural cards")
    wild_only = [m for m in g.legal_moves() if isinstance(m, Meld) for gr in m.groups if gr.rank not in (None, "Q")]
    assert wild_only == []


def _go_out_after(cards: str, moves: list[str]) -> dict:
    g = open_side(cards, melds=[QUEENS, "KS KH KD KC KS KH"])
    for move in moves:
        g.apply(move)
    return g.to_dict()


def test_C_MELD_12_seven_natural_cards_make_a_natural_canasta():
    d = _go_out_after("KD 9C", ["meld KD", "discard 9C"])
    assert d["melds"][0] == [QUEENS, "KS KH KD KC KS KH KD"]
    assert d["round_scores"][0] == {"melded": 100, "canastas": 500, "red_threes": 0, "going_out": 100,
                                    "hand": -10, "total": 690}  # the partner still holds 5C 5D


def test_C_MELD_12_a_wild_card_turns_a_natural_canasta_mixed():
    d = _go_out_after("KD 2C 9C", ["meld KD", "meld K: 2C", "discard 9C"])
    assert d["melds"][0] == [QUEENS, "KS KH KD KC KS KH KD 2C"]
    assert d["round_scores"][0] == {"melded": 120, "canastas": 300, "red_threes": 0, "going_out": 100,
                                    "hand": -10, "total": 510}


# -- E-18 .. E-23 ------------------------------------------------------------------------------------
def test_E_18_wild_ratio_at_most_equal():
    """K-K-2-2 legal; K-K-2-2-2 illegal; K-K-K-2-2-2 legal."""
    g = open_side("KH KS 2C 2D 2H 9C 9D")
    refused(g, "meld KH KS 2C 2D 2H", "more wild cards than natural cards")
    g.apply("meld KH KS 2C 2D")
    assert melds_of(g, 0) == [QUEENS, "KS KH 2D 2C"]
    g = open_side("KH KS KD 2C 2D 2H 9C 9D")
    g.apply("meld KH KS KD 2C 2D 2H")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD 2H 2D 2C"]


def test_E_18_mixed_canasta_takes_a_king_but_no_fourth_wild_card():
    """K-K-K-K-2-2-2 legal mixed canasta; a fourth wild card illegal; another K legal."""
    g = open_side("KH KS KD KC 2C 2D 2H JK KH 9C 9D")
    g.apply("meld KH KS KD KC 2C 2D 2H")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD KC 2H 2D 2C"]
    refused(g, "meld K: JK", "at most 3 wild cards")
    g.apply("meld KH")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD KC 2H 2D 2C KH"]


def test_E_18_wild_ratio_strictly_fewer():
    """With wild_ratio = strictly_fewer K-K-2-2 is illegal and K-K-K-2-2 legal."""
    g = open_side("KH KS KD 2C 2D 9C 9D", wild_ratio="strictly_fewer")
    refused(g, "meld KH KS 2C 2D", "more natural cards than wild cards")
    assert not listed(g, "meld KS KH 2D 2C")
    assert listed(g, "meld KS KH KD 2D 2C")
    g.apply("meld KH KS KD 2C 2D")
    assert melds_of(g, 0) == [QUEENS, "KS KH KD 2D 2C"]


def test_E_19_second_meld_of_an_owned_rank_merges():
    """9-9-2 on the table, 9-9-Joker laid: one meld 9-9-2-9-9-Joker."""
    g = open_side("9D 9C JK 7C 8C", melds=[QUEENS, "9S 9H 2C"])
    assert listed(g, "meld JK 9D 9C")
    g.apply("meld 9D 9C JK")
    assert melds_of(g, 0) == [QUEENS, "9S 9H 2C JK 9D 9C"]


def test_E_19_merge_to_four_wild_cards_is_illegal():
    g = open_side("9C 9C JK 7C 8C", melds=[QUEENS, "9S 9H 9D 2C 2D 2H"])
    refused(g, "meld 9C 9C JK", "at most 3 wild cards")
    assert not listed(g, "meld JK 9C 9C")


def test_E_20_laying_off_on_the_opponents_meld_is_illegal():
    g = open_side("KC QC 9C 9D 8C", opponents=["KS KH KD"])
    refused(g, "meld KC", "at least 3 cards")
    assert listed(g, "meld QC") and not listed(g, "meld KC")
    g.apply("meld QC")
    assert melds_of(g, 0) == ["QH QS QD QC"]
    assert melds_of(g, 1) == ["KS KH KD"]


def test_E_21_a_melded_joker_cannot_be_taken_back():
    """Replacing the joker of 8-8-8-Joker by an 8 is illegal; the 8 is only added."""
    g = open_side("8C 9C 9D 7C", melds=[QUEENS, "8S 8H 8D JK"])
    g.apply("meld 8C")
    assert melds_of(g, 0) == [QUEENS, "8S 8H 8D JK 8C"]
    refused(g, "discard JK", "do not hold")
    assert "JK" not in hand(g, 0)
    assert not any("JK" in str(m) for m in g.legal_moves())


def test_E_22_wild_card_only_meld_is_illegal_in_classic():
    g = open_side("2C 2D JK 9C 9D 8C")
    refused(g, "meld 2C 2D JK", "wild cards")
    refused(g, "meld K: 2C 2D JK", "natural cards")
    assert melds_of(g, 0) == [QUEENS]


def test_E_23_black_three_meld_refused_while_cards_remain():
    g = open_side("3S 3C 3S 9D 8C", melds=[QUEENS, CANASTA])
    refused(g, "meld 3S 3C 3S", "only in the turn you go out")
    assert not listed(g, "meld 3S 3S 3C")
