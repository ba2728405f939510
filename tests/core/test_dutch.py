"""NL-1..NL-9 and E-85: the Dutch rules of RULES.md 3e (preset dutch)."""

from game.core import Game, preset
from game.core.cards import is_black_three, is_red_three, is_wild
from game.core.events import RedThreeLaid, UpcardTurned
from game.core.scoring import red_three_score
from tests.core.helpers import hand, melds_of, position, refused
from tests.core.test_deal_and_red_threes import assert_deal_matches, find_deal

NL = "dutch"
QUEENS = "QH QS QD"


def play(cards: str, melds: list[str] | None = None, **kw):
    """Seat 0 of the Dutch table to play after drawing."""
    return position(NL, hands=[cards, "4C 4D", "5C 5D", "6C 6D"], phase="play", stock="TS TH TD TC",
                    melds=[melds if melds is not None else [QUEENS], []], **kw)


def test_NL_1_card_values_are_classic_red_threes_100_and_800_for_all_four_black_three_5():
    r = preset(NL)
    assert r.card_values == preset("classic-4p").card_values and dict(r.card_values)["3"] == 5
    assert [red_three_score(r, n, True) for n in (1, 2, 3, 4)] == [100, 200, 300, 800]


def test_NL_2_eleven_cards_each_and_the_dealers_left_hand_neighbour_begins_clockwise():
    g = Game.new(preset(NL), seed=3)
    assert [len(h.split()) for h in g.to_dict()["hands"]] == [11] * 4
    assert g.to_act == (g.dealer + 1) % 4
    assert g.next_seat(g.to_act) == (g.to_act + 1) % 4


def test_NL_3_a_three_of_either_colour_or_a_wild_card_turned_up_is_covered():
    seed, g, pack, ref = find_deal(lambda pack, ref: is_black_three(pack[44]), rules=preset(NL))
    assert_deal_matches(g, ref)
    pile = g.to_dict()["pile"].split()
    assert pile[0] == pack[44] and len(pile) >= 2
    assert not (is_wild(pile[-1]) or is_red_three(pile[-1]) or is_black_three(pile[-1]))
    assert [e.card for e in g.deal_events if isinstance(e, UpcardTurned)] == pile
    # Classic leaves a black three upcard uncovered: the same shuffle there stops at it.
    classic = Game.new(preset("classic-4p"), seed=seed)
    assert classic.to_dict()["pile"].split()[0] == pack[44] and len(classic.to_dict()["pile"].split()) == 1


def test_NL_3_a_wild_card_among_the_covered_freezes_and_a_red_three_goes_unreplaced_to_the_taker():
    g = position(NL, hands=["9H 9S 5C 6C", "4C 4D", "5D 6D", "7S 7D"], melds=[[QUEENS], []], pile="3S 2C 3D 9C",
                 stock="8H 8S")
    assert g.pile_freeze_reason(0)  # the covered two froze it
    refused(g, "take 9H", "frozen")
    events = g.apply("take 9H 9S")
    assert g.to_dict()["red_threes"] == ["3D", ""]
    assert RedThreeLaid(0, "3D", False) in events and g.to_dict()["stock"] == "8H 8S"
    assert hand(g, 0) == ["2C", "3S", "5C", "6C"]


def test_NL_4_red_threes_in_the_dealt_hand_are_laid_out_and_replaced():
    seed, g, pack, ref = find_deal(lambda pack, ref: bool(ref["laid"]), rules=preset(NL))
    assert_deal_matches(g, ref)
    laid = [e for e in g.deal_events if isinstance(e, RedThreeLaid)]
    assert laid and all(e.replaced for e in laid)
    assert [len(h.split()) for h in g.to_dict()["hands"]] == [11] * 4


def test_NL_5_two_naturals_at_least_and_never_more_wild_than_natural():
    for legal in ("5C 5D 2C", "9C 9D 9H 2C 2D JK"):
        g = play(legal + " 8H 8D")
        g.apply("meld " + legal)
    for illegal, why in (("5C 2C 2D", "natural"), ("9C 9D 2C 2D 2H JK", "wild")):
        refused(play(illegal + " 8H 8D"), "meld " + illegal, why)


def test_NL_6_three_or_four_black_threes_only_as_the_last_act_of_going_out():
    canasta = "AH AS AD AC AH AS 2C"
    refused(play("3S 3C 3S 9D 8D", melds=[QUEENS, canasta]), "meld 3S 3C 3S", "go out")
    g = play("3S 3C 3S 9D", melds=[QUEENS, canasta])
    g.apply("meld 3S 3C 3S")
    g.apply("discard 9D")
    assert g.to_dict()["ended_by"] == "went_out"


def test_NL_7_and_E_85_a_canasta_laid_whole_in_one_action_earns_100_more():
    kings = "KH KS KD KC KH KS KD"
    whole = play(kings + " 5C 9D 9S 9H", melds=[QUEENS])
    whole.apply("meld " + kings)
    whole.apply("meld 9D 9S 9H")
    whole.apply("discard 5C")
    assert whole.to_dict()["round_scores"][0]["canastas"] == 600  # 500 + 100

    built = play("KC 5C 9D 9S 9H", melds=[QUEENS, "KH KS KD KC KH KS"])
    built.apply("meld KC")  # the seventh king laid off: an ordinary canasta
    built.apply("meld 9D 9S 9H")
    built.apply("discard 5C")
    assert built.to_dict()["round_scores"][0]["canastas"] == 500

    taken = position(NL, hands=["KH KS KD KC KH KS 5C 9D 9S 9H", "4C 4D", "5D 6D", "7S 7D"],
                     melds=[[QUEENS], []], pile="8C KD", stock="8H 8S")
    taken.apply("take KH KS KD KC KH KS")  # six kings from hand with the top king: laid whole
    assert melds_of(taken, 0)[-1].split().count("KD") == 2
    assert taken.to_dict()["canastas_laid_whole"][0] == "K"

    mixed = play("KH KS KD KC 2C 2D JK 5C 9D 9S 9H", melds=[QUEENS])
    mixed.apply("meld KH KS KD KC 2C 2D JK")
    mixed.apply("meld 9D 9S 9H")
    mixed.apply("discard 5C")
    assert mixed.to_dict()["round_scores"][0]["canastas"] == 400  # 300 + 100


def test_NL_7_classic_pays_no_concealed_canasta_bonus():
    kings = "KH KS KD KC KH KS KD"
    g = position(hands=[kings + " 5C 9D 9S 9H", "4C 4D", "5C 5D", "6C 6D"], phase="play", stock="TS TH",
                 melds=[[QUEENS], []])
    g.apply("meld " + kings)
    g.apply("meld 9D 9S 9H")
    g.apply("discard 5C")
    assert g.to_dict()["round_scores"][0]["canastas"] == 500


def test_NL_8_no_going_back_after_drawing_from_the_stock():
    g = position(NL, hands=["KH KS 9C", "4C 4D", "5D 6D", "7S 7D"], melds=[[QUEENS], []], pile="KC",
                 stock="8H 8S")
    g.apply("draw")
    refused(g, "take KH KS", "already drawn")


def test_NL_9_everything_else_is_classic():
    assert preset(NL).replace(upcard_cover_ranks=("wild", "red_three"), concealed_canasta_bonus=0) == preset(
        "classic-4p")
