"""C-CONC-2 (issue 18): a concealed going out needs a canasta among the cards the player lays down in that
turn; a canasta his partner made earlier does not count, under either reading of D5
(``concealed_requires_side_unmelded``).  ``Game.is_concealed_going_out`` decides it, and the minimum's
exemption (C-CONC-3), the move list and the going-out search ask it (RULES.md 2.10, 2.14)."""

from game.core import Game, WentOut, going_out_plan, parse_move
from tests.core.helpers import hand, position, refused

KINGS = "KS KS KH KH KD KD KC"  # a natural canasta, 70 points
PARTNERS_CANASTA = "AS AS AH AH AD AD AC"  # laid by seat 2 in an earlier turn
OTHERS = ["6D 6H", "4C 4D", "7C 7D"]
S1_READING = {"concealed_requires_side_unmelded": False}


def partner_has_a_canasta(cards: str, *, rules: str = "classic-4p", stock: str = "9S 8S 8H", **options) -> Game:
    """Seat 0 to draw; he has not melded this hand, his partner (seat 2) has laid a canasta of aces."""
    return position(rules, hands=[cards, *OTHERS], melds=[[PARTNERS_CANASTA], []], stock=stock, **options)


def went_out(game: Game, events: list) -> dict:
    d = game.to_dict()
    assert d["ended_by"] == "went_out" and d["went_out"] == 0
    assert WentOut(0, d["concealed"]) in events
    return d


def every_listed_move_applies(game: Game) -> None:
    for m in game.legal_moves():
        Game.from_dict(game.to_dict()).apply(m)


# -- the case of issue 18 ----------------------------------------------------------------------------------
def test_C_CONC_2_three_queens_beside_the_partners_canasta_are_an_ordinary_going_out():
    """He draws, melds three queens and discards: his partner's canasta lets him go out (C-OUT-2), but what
    he laid down holds no canasta, so it is not concealed: 100, not 200."""
    g = partner_has_a_canasta("QH QS QD", stock="5C 8S 9S", **S1_READING)
    g.apply("draw")
    assert hand(g, 0) == ["5C", "QD", "QH", "QS"]
    assert not g.is_concealed_going_out({"Q": ["QH", "QS", "QD"]})
    g.apply("meld QH QS QD")
    assert not g.is_concealed_going_out()
    d = went_out(g, g.apply("discard 5C"))
    assert d["concealed"] is False
    # 30 queens + 140 aces, 500 the partner's canasta, 100 for going out, -10 (seat 2's 4C 4D)
    assert d["round_scores"][0] == {"melded": 170, "canastas": 500, "red_threes": 0, "going_out": 100,
                                    "hand": -10, "total": 760}


def test_C_CONC_2_laying_down_a_canasta_of_his_own_beside_the_partners_is_concealed():
    g = partner_has_a_canasta(f"{KINGS} QH QS QD", stock="5C 8S 9S", **S1_READING)
    g.apply("draw")
    assert g.is_concealed_going_out({"K": KINGS.split()})
    g.apply(f"meld {KINGS} / QH QS QD")
    assert g.is_concealed_going_out()
    d = went_out(g, g.apply("discard 5C"))
    assert d["concealed"] is True
    assert d["round_scores"][0] == {"melded": 240, "canastas": 1000, "red_threes": 0, "going_out": 200,
                                    "hand": -10, "total": 1430}


def test_C_CONC_2_his_canasta_may_be_completed_over_several_melds_of_the_turn():
    g = partner_has_a_canasta(f"{KINGS} QH QS QD 5C", phase="play", **S1_READING)
    g.apply("meld KS KS KH KH")
    g.apply("meld QH QS QD")
    assert not g.is_concealed_going_out()  # no canasta of his yet
    g.apply("meld KD KD KC")  # the seventh king closes his canasta
    assert g.is_concealed_going_out()
    assert not g.is_concealed_going_out({"A": ["AC"]})  # a lay-off onto the partner's aces would spoil it
    d = went_out(g, g.apply("discard 5C"))
    assert d["concealed"] is True and d["round_scores"][0]["going_out"] == 200


def test_C_CONC_2_closing_the_partners_meld_is_no_canasta_of_his_own_making():
    """Seven queens, but the partner laid the first four: a lay-off onto his meld (D5), not a canasta of the
    player's own making, so the going out is ordinary."""
    g = position(hands=["QH QS QD 9C 9D 9H 5C", *OTHERS], melds=[[PARTNERS_CANASTA, "QC QC QH QS"], []],
                 phase="play", **S1_READING)
    assert not g.is_concealed_going_out({"Q": ["QH", "QS", "QD"]})
    g.apply("meld QH QS QD / 9C 9D 9H")
    d = went_out(g, g.apply("discard 5C"))
    assert d["concealed"] is False and d["round_scores"][0]["going_out"] == 100


def test_C_CONC_2_under_the_default_reading_the_partners_canasta_opens_the_side_either_way():
    """``concealed_requires_side_unmelded = true``: with a canasta of his own or without, his side had
    melded before this turn, so neither going out is concealed."""
    for cards, laid in (("QH QS QD 5C", "QH QS QD"), (f"{KINGS} QH QS QD 5C", f"{KINGS} / QH QS QD")):
        g = partner_has_a_canasta(cards, phase="play")
        assert not g.is_concealed_going_out({"Q": ["QH", "QS", "QD"], "K": KINGS.split()})
        g.apply(f"meld {laid}")
        d = went_out(g, g.apply("discard 5C"))
        assert d["concealed"] is False and d["round_scores"][0]["going_out"] == 100


def test_C_CONC_2_under_the_default_reading_his_own_canasta_from_an_unmelded_side_is_concealed():
    g = position(hands=[f"{KINGS} QH QS QD 5C", *OTHERS], phase="play", turn={"drew": True, "side_was_open": False})
    assert g.is_concealed_going_out({"K": KINGS.split()}) and not g.is_concealed_going_out({"Q": ["QH", "QS", "QD"]})
    g.apply(f"meld {KINGS} / QH QS QD")
    d = went_out(g, g.apply("discard 5C"))
    assert d["concealed"] is True and d["round_scores"][0]["going_out"] == 200


def regency_after_three_draws(cards: str) -> Game:
    """The Regency preset reads D5 as S1 does; enough stock draws that the quick-out bonus (X1-1) does not
    replace the going-out bonus."""
    d = partner_has_a_canasta(cards, rules="regency", phase="play").to_dict()
    d["stock_draws"][0] = 3
    return Game.from_dict(d)


def test_C_CONC_2_and_X1_3_the_regency_preset_pays_neither_bonus_for_the_partners_canasta():
    ordinary = regency_after_three_draws("QH QS QD 5C")
    ordinary.apply("meld QH QS QD")
    d = went_out(ordinary, ordinary.apply("discard 5C"))
    assert d["concealed"] is False
    assert d["round_scores"][0]["going_out"] == 100 and d["round_scores"][0]["canastas"] == 500  # no 1000
    concealed = regency_after_three_draws(f"{KINGS} QH QS QD 5C")
    concealed.apply(f"meld {KINGS} / QH QS QD")
    d = went_out(concealed, concealed.apply("discard 5C"))
    assert d["concealed"] is True
    # his kings are a hand canasta (1000); the partner's aces keep their 500
    assert d["round_scores"][0]["going_out"] == 200 and d["round_scores"][0]["canastas"] == 1500


# -- the places that ask ----------------------------------------------------------------------------------
def test_C_CONC_2_the_move_list_and_the_going_out_search_under_the_S1_reading():
    for cards in ("QH QS QD 5C", f"{KINGS} QH QS QD 5C"):
        g = partner_has_a_canasta(cards, phase="play", **S1_READING)
        every_listed_move_applies(g)
        plan = going_out_plan(g)
        assert plan is not None
        for group in plan.groups:
            g.apply(f"meld {' '.join(group.cards)}")
        g.apply(f"discard {plan.discard}")
        assert g.to_dict()["concealed"] is (cards != "QH QS QD 5C")


def test_C_CONC_3_the_exemption_needs_a_concealed_going_out_so_a_canasta_when_none_is_needed_to_go_out():
    """A rule file may let a side go out without a canasta (``canastas_to_go_out = 0``).  Going out below
    the minimum is then no concealed going out unless the cards laid down hold a canasta (C-CONC-2), so the
    minimum applies to it: refused, and neither listed nor offered to the bots."""
    turn = {"drew": True, "side_was_open": False}
    short = position(hands=["9C 9D 9H 5C", *OTHERS], phase="play", turn=turn, canastas_to_go_out=0)
    refused(short, "meld 9C 9D 9H", "needs 50 points", "make 30")
    assert parse_move("meld 9C 9D 9H") not in short.legal_moves()
    assert going_out_plan(short) is None
    every_listed_move_applies(short)
    fours = position(hands=["4S 4S 4H 4H 4D 4D 4C 7C", "6D 6H", "5C 5D", "7S 7H"], phase="play", turn=turn,
                     canastas_to_go_out=0)
    assert parse_move("meld 4S 4S 4H 4H 4D 4D 4C") in fours.legal_moves()
    every_listed_move_applies(fours)
    fours.apply("meld 4S 4S 4H 4H 4D 4D 4C")  # 35 points, but a canasta: concealed, exempt
    d = went_out(fours, fours.apply("discard 7C"))
    assert d["concealed"] is True and d["round_scores"][0]["going_out"] == 200


def test_C_CONC_3_a_meld_down_to_one_card_that_bonus_cards_refill_is_no_concealed_going_out():
    """Modern American: a first meld from the hand may leave one card, since bonus cards follow the discard
    (MAC-26); that is no going out, so it must still reach the minimum."""
    mac = position("modern-american", hands=["7C 7D 7H 9C 9D 9H 8S", "6C 6D 4C", "6C 6D 4D", "4C 4D 9S"],
                   phase="play", turn={"drew": True, "side_was_open": False},
                   stock="8D 8C 8D 8C 5H 5D 5H 5D 4H 4H 6H 6H")
    assert mac.opening_minimum(0) == 50 and mac.bonus_follows()
    refused(mac, "meld 7C 7D 7H / 9C 9D 9H", "needs 50 points", "make 45")
    every_listed_move_applies(mac)
