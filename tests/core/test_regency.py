"""X1-1..X1-7, X1-9 and E-86..E-88: source 001's rules and extras (RULES.md 3f, preset regency)."""

from game.core import PRESETS, Game, preset
from game.core.cards import WILD_MELD
from tests.core.helpers import hand, melds_of, position, refused

X1 = "regency"
QUEENS = "QH QS QD"
OTHERS = ["4C 4D", "5C 5D", "6C 6D"]
CANASTA = "AH AS AD AC AH AS 2C"


def with_stock_draws(game: Game, draws: int, seat: int = 0) -> Game:
    d = game.to_dict()
    d["stock_draws"][seat] = draws
    return Game.from_dict(d)


def test_X1_1_going_out_after_at_most_one_stock_draw_scores_300():
    g = with_stock_draws(position(X1, hands=["9C 9D 9H 5S", *OTHERS], melds=[[QUEENS, CANASTA], []],
                                  phase="play"), 1)
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5S")
    assert g.to_dict()["round_scores"][0]["going_out"] == 300
    late = with_stock_draws(position(X1, hands=["QC 9C 9D 9H 5S", *OTHERS], melds=[[QUEENS, CANASTA], []],
                                     phase="play"), 2)
    late.apply("meld QC")  # onto the side's queens: not a concealed going out
    late.apply("meld 9C 9D 9H")
    late.apply("discard 5S")
    assert late.to_dict()["round_scores"][0]["going_out"] == 100


def test_E_86_going_out_on_the_first_turn_scores_300_instead_of_100_or_200():
    cards = "KH KS KD KC KH KS KD 9C 9D 9H"  # a natural canasta of kings and a meld of nines, from hand
    g = position(X1, hands=[cards, *OTHERS], stock="7C 8D 9S")
    g.apply("draw")
    g.apply("meld KH KS KD KC KH KS KD / 9C 9D 9H")
    assert hand(g, 0) == ["7C"]
    g.apply("discard 7C")
    d = g.to_dict()
    assert d["ended_by"] == "went_out" and d["concealed"]  # it would be worth 200 ...
    assert d["round_scores"][0]["going_out"] == 300  # ... but the quick-out bonus replaces it


def test_X1_2_joker_canasta_seven_wild_cards_score_1000_plus_their_values():
    wilds = "JK JK 2C 2D 2H 2S JK"
    g = with_stock_draws(position(X1, hands=[wilds + " 9C 9D 9H 5S", *OTHERS], melds=[[QUEENS, CANASTA], []],
                                  phase="play"), 4)
    g.apply("meld " + wilds)
    assert WILD_MELD in g.melds[0] and melds_of(g, 0)[-1] == "JK JK JK 2S 2H 2D 2C"
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5S")
    scores = g.to_dict()["round_scores"][0]
    assert scores["canastas"] == 300 + 1000  # the mixed aces and the joker canasta
    assert scores["melded"] == 30 + 140 + 30 + (3 * 50 + 4 * 20)


def test_X1_2_a_wild_meld_holds_three_to_seven_cards_and_classic_has_none():
    g = position(X1, hands=["JK 2C 2D 2H 9C 9D 5S 6S", *OTHERS], melds=[[QUEENS], []], phase="play")
    refused(g, "meld JK 2C", "at least 3")
    assert "meld JK 2H 2D 2C" in {str(m) for m in g.legal_moves()}
    g.apply("meld JK 2C 2D")
    g.apply("meld 2H")  # wild cards alone join the wild-card meld
    assert melds_of(g, 0)[-1] == "JK 2D 2C 2H"
    full = position(X1, hands=["JK 9C 9D 5S 6S", *OTHERS], melds=[[QUEENS, "JK JK 2C 2D 2H 2S 2C"], []],
                    phase="play")
    refused(full, "meld JK", "at most 7")
    classic = position(hands=["JK 2C 2D 9C 9D 5S", *OTHERS], melds=[[QUEENS], []], phase="play")
    refused(classic, "meld JK 2C 2D", "say which meld")
    assert not any(str(m) == "meld JK 2D 2C" for m in classic.legal_moves())


def test_X1_3_and_E_87_a_canasta_laid_in_a_concealed_going_out_scores_1000():
    cards = "KH KS KD KC KH KS KD 9C 9D 9H"
    g = with_stock_draws(position(X1, hands=[cards, *OTHERS], stock="7C 8D 9S"), 3)  # no quick-out bonus
    g.apply("draw")
    g.apply("meld KH KS KD KC KH KS KD / 9C 9D 9H")
    g.apply("discard 7C")
    d = g.to_dict()
    assert d["concealed"]
    assert d["round_scores"][0]["canastas"] == 1000 and d["round_scores"][0]["going_out"] == 200


def test_X1_4_going_out_needs_a_last_discard():
    g = position(X1, hands=["9C 9D 9H", *OTHERS], melds=[[QUEENS, CANASTA], []], phase="play")
    refused(g, "meld 9C 9D 9H", "last discard")
    assert "meld 9H 9D 9C" not in {str(m) for m in g.legal_moves()}


def test_X1_5_and_E_88_an_unmelded_side_cannot_take_the_pile():
    g = position(X1, hands=["KH KS AH AS AD 5C", *OTHERS], pile="7C KD", stock="8H 8S")
    refused(g, "take KH KS / AH AS AD", "first meld")  # a natural pair and 90 points: still refused
    assert all(str(m) == "draw" for m in g.legal_moves())
    opened = position(X1, hands=["KH KS 5C", *OTHERS], melds=[[QUEENS], []], pile="7C KD", stock="8H 8S")
    opened.apply("take KH KS")


def test_X1_6_natural_cards_outnumber_wild_cards_and_three_wild_cards_at_most():
    refused(position(X1, hands=["KH KS 2C 2D 5S 6S", *OTHERS], melds=[[QUEENS], []], phase="play"),
            "meld KH KS 2C 2D", "more natural cards")
    position(X1, hands=["KH KS KD 2C 2D 5S 6S", *OTHERS], melds=[[QUEENS], []], phase="play").apply(
        "meld KH KS KD 2C 2D")
    refused(position(X1, hands=["KH KS KD KC KH 2C 2D 2H 2S 5S 6S", *OTHERS], melds=[[QUEENS], []], phase="play"),
            "meld KH KS KD KC KH 2C 2D 2H 2S", "at most 3")


def test_X1_7_a_wild_card_or_red_three_turned_up_is_covered_and_a_black_three_is_not():
    assert set(preset(X1).upcard_cover_ranks) == {"wild", "red_three"}


def test_X1_9_six_players_play_in_two_or_three_sides():
    assert {"six-player", "six-player-three-pairs"} <= set(PRESETS)
    assert {preset("six-player").side_count, preset("six-player-three-pairs").side_count} == {2, 3}
