"""C-OUT and C-CONC: going out, asking the partner, concealed going out (RULES.md 2.9, 2.10, 5.6, 5.7)."""

from game.core import Game, parse_move
from game.core.events import HandEnded, WentOut
from game.core.moves import Ask, Discard, Meld, Take
from tests.core.helpers import hand, melds_of, position, refused

# A natural canasta of kings: 7 cards, 70 points.
KINGS = "KS KS KH KH KD KD KC"
# The hand of a player who has drawn and may lay down his whole hand while his side has no meld.
CONCEALED_TURN = {"drew": True, "side_was_open": False}


def in_legal(game: Game, text: str) -> bool:
    return parse_move(text) in game.legal_moves()


def every_listed_move_applies(game: Game) -> None:
    """A listed move must be legal: apply each to a copy of the position."""
    for m in game.legal_moves():
        Game.from_dict(game.to_dict()).apply(m)


def open_side(hand0: str, *, rules: str = "classic-4p", others: tuple[str, ...] = ("5S 5H", "4S 4H", "JS JH"),
              melds0: tuple[str, ...] = (KINGS,), **kw) -> Game:
    """Seat 0 to play (already drawn); its side owns ``melds0``."""
    hands = [hand0, *others][: 4 if rules == "classic-4p" else 2]
    return position(rules, hands=hands, melds=[list(melds0), []], phase="play", **kw)


# -- C-OUT: going out ------------------------------------------------------------------------------
def test_C_OUT_1_going_out_by_melding_everything_then_discarding_the_last_card():
    g = open_side("9C 9D 9H 5C")
    g.apply("meld 9C 9D 9H")
    assert g.phase == "play" and hand(g, 0) == ["5C"]
    assert in_legal(g, "discard 5C")
    events = g.apply("discard 5C")
    d = g.to_dict()
    assert g.phase == "round_over"
    assert d["ended_by"] == "went_out" and d["went_out"] == 0 and d["concealed"] is False
    assert d["pile"].split()[-1] == "5C"
    assert WentOut(0, False) in events and any(isinstance(e, HandEnded) for e in events)
    # 100 melded (kings 70, nines 30) + 500 natural canasta + 100 going out - 10 (partner's 4C 4D)
    assert d["round_scores"][0] == {"melded": 100, "canastas": 500, "red_threes": 0, "going_out": 100,
                                    "hand": -10, "total": 690}


def test_C_OUT_1_going_out_without_a_last_discard_ends_the_hand_at_once():
    g = open_side("9C 9D 9H", pile="4S 8D")
    assert in_legal(g, "meld 9C 9D 9H")
    g.apply("meld 9C 9D 9H")
    d = g.to_dict()
    assert g.phase == "round_over" and d["ended_by"] == "went_out" and d["went_out"] == 0
    assert d["pile"] == "4S 8D" and d["hands"][0] == ""
    assert d["round_scores"][0]["going_out"] == 100
    refused(g, "discard 8D", "hand is over")


def test_C_OUT_2_going_out_needs_a_canasta():
    g = open_side("9C 9D 9H 5C", melds0=("QS QH QD",))
    refused(g, "meld 9C 9D 9H", "needs 1 canasta")
    assert not in_legal(g, "meld 9C 9D 9H")
    last = open_side("5C", melds0=("QS QH QD", "8S 8H 8D 8C 2C"))
    refused(last, "discard 5C", "needs 1 canasta", "keep your last card")
    assert Discard("5C") not in last.legal_moves()


def test_C_OUT_2_a_canasta_completed_in_the_same_turn_is_enough():
    g = open_side("QC 9C 9D 9H 5C", melds0=("QS QS QH QH QD QD",))
    assert in_legal(g, "meld QC") and in_legal(g, "meld 9C 9D 9H")
    g.apply("meld QC / 9C 9D 9H")
    assert hand(g, 0) == ["5C"]
    g.apply("discard 5C")
    d = g.to_dict()
    assert g.phase == "round_over" and d["went_out"] == 0
    assert d["round_scores"][0]["canastas"] == 500 and d["round_scores"][0]["going_out"] == 100


def test_C_OUT_3_keep_two_cards_until_the_side_has_a_canasta():
    g = open_side("QC 9C 9D 9H 5C", melds0=("QS QH QD",))
    refused(g, "meld QC / 9C 9D 9H", "canasta", "keep at least two cards")
    g.apply("meld 9C 9D 9H")  # leaves two cards: allowed
    assert hand(g, 0) == ["5C", "QC"]
    refused(g, "meld QC", "canasta", "keep at least two cards")
    moves = g.legal_moves()
    assert not any(isinstance(m, Meld) for m in moves)
    assert set(moves) == {Discard("5C"), Discard("QC")}
    g.apply("discard 5C")
    assert g.phase == "draw" and g.to_act == 1 and hand(g, 0) == ["QC"]


def test_C_OUT_3_a_pile_take_may_not_leave_fewer_than_two_cards_without_a_canasta():
    tight = position(hands=["9C 9D", "6C 6D", "4C 4D", "7C 7D"], melds=[["QS QH QD"], []], pile="5C 9S")
    refused(tight, "take 9C 9D", "canasta", "keep at least two cards")
    assert not any(isinstance(m, Take) for m in tight.legal_moves())
    roomy = position(hands=["9C 9D", "6C 6D", "4C 4D", "7C 7D"], melds=[["QS QH QD"], []], pile="4S 5C 9S")
    assert in_legal(roomy, "take 9C 9D")
    roomy.apply("take 9C 9D")
    assert hand(roomy, 0) == ["4S", "5C"]


def test_C_OUT_4_the_question_comes_right_after_drawing_from_the_stock():
    g = position(hands=["9C 9D 9H", "6C 6D", "4C 4D", "7C 7D"], melds=[[KINGS], []], stock="5C 8S 8H")
    refused(g, "ask", "draw")  # not before the draw phase
    g.apply("draw")
    assert Ask() in g.legal_moves()
    g.apply("ask")
    assert g.phase == "answer" and g.to_act == 2 and g.to_dict()["turn"]["asked"] == "pending"
    assert set(g.legal_moves()) == {parse_move("yes"), parse_move("no")}


def test_C_OUT_4_the_question_may_follow_the_taking_meld_of_a_pile_take():
    g = position(hands=["9C 9D 8C 8D 8H", "6C 6D", "4C 4D", "7C 7D"], melds=[[KINGS], []], pile="5C 9S")
    g.apply("take 9C 9D")
    assert hand(g, 0) == ["5C", "8C", "8D", "8H"]
    assert Ask() in g.legal_moves()
    g.apply("ask")
    assert g.phase == "answer" and g.to_act == 2


def test_C_OUT_5_the_partners_answer_binds_the_asker():
    yes = open_side("9C 9D 9H 5C 6D", melds0=(KINGS, "6S 6H 6C"))
    yes.apply("ask")
    refused(yes, "discard 5C", "answer yes or no")
    yes.apply("yes")
    assert yes.phase == "play" and yes.to_act == 0 and yes.to_dict()["turn"]["asked"] == "yes"
    refused(yes, "discard 5C", "said yes")
    yes.apply("meld 9C 9D 9H / 6D")
    yes.apply("discard 5C")
    assert yes.phase == "round_over" and yes.to_dict()["went_out"] == 0

    no = open_side("9C 9D 9H 5C", melds0=(KINGS,))
    no.apply("ask")
    no.apply("no")
    refused(no, "meld 9C 9D 9H", "said no")
    no.apply("discard 5C")
    assert no.phase == "draw" and no.to_act == 1 and hand(no, 0) == ["9C", "9D", "9H"]


def test_C_OUT_6_a_player_may_go_out_without_asking():
    g = position(hands=["9C 9D 9H", "6C 6D", "4C 4D", "7C 7D"], melds=[[KINGS], []], stock="5C 8S 8H")
    g.apply("draw")
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5C")
    d = g.to_dict()
    assert g.phase == "round_over" and d["went_out"] == 0 and d["round_scores"][0]["going_out"] == 100
    assert "ask" not in d["history"]


def test_C_OUT_7_the_question_is_offered_only_when_the_player_can_go_out():
    no_canasta = open_side("9C 9D 9H 5C", melds0=("QS QH QD",))
    assert Ask() not in no_canasta.legal_moves()
    refused(no_canasta, "ask", "cannot go out")
    two_strays = open_side("9C 9D 9H 5C 6D")  # two cards fit no meld: only one can be discarded
    assert Ask() not in two_strays.legal_moves()
    refused(two_strays, "ask", "cannot go out")
    can = open_side("9C 9D 9H 5C")
    assert Ask() in can.legal_moves()
    can.apply("ask")
    can.apply("yes")
    moves = can.legal_moves()
    assert moves and all(not isinstance(m, Discard) for m in moves)  # a yes is honoured by melding first
    every_listed_move_applies(can)


def test_C_OUT_7_the_question_is_offered_for_a_concealed_going_out_below_the_minimum():
    g = position(hands=["4S 4S 4H 4H 4D 4D 4C 7C", "6D 6H", "5C 5D", "7S 7H"], phase="play", turn=CONCEALED_TURN)
    assert Ask() in g.legal_moves()
    g.apply("ask")
    g.apply("yes")
    refused(g, "discard 7C", "said yes")
    g.apply("meld 4S 4S 4H 4H 4D 4D 4C")
    g.apply("discard 7C")
    assert g.phase == "round_over" and g.to_dict()["concealed"] is True


def test_C_OUT_7_the_question_needs_two_cards_so_that_a_no_can_be_honoured():
    # Seat 0 held one card and took a one-card pile by laying its top card on the kings.
    g = open_side("5C", turn={"drew": True, "took_pile": True})
    assert Ask() not in g.legal_moves()
    refused(g, "ask", "at least two cards")
    assert Discard("5C") in g.legal_moves()
    g.apply("discard 5C")
    assert g.phase == "round_over" and g.to_dict()["went_out"] == 0


def test_C_OUT_7_at_most_one_question_per_turn():
    g = open_side("9C 9D 9H 5C QS QH QD")
    g.apply("ask")
    g.apply("no")
    assert Ask() not in g.legal_moves()
    refused(g, "ask", "once per turn")


def test_C_OUT_8_no_question_for_a_player_without_a_partner():
    g = open_side("9C 9D 9H 5C", rules="classic-2p", others=("6C 6D",))
    assert Ask() not in g.legal_moves()
    refused(g, "ask", "no partner")
    switched_off = open_side("9C 9D 9H 5C", ask_partner=False)
    assert Ask() not in switched_off.legal_moves()
    refused(switched_off, "ask", "no partner")
    g.apply("meld 9C 9D 9H")
    g.apply("discard 5C")
    assert g.phase == "round_over" and g.to_dict()["round_scores"][0]["going_out"] == 100


# -- C-CONC: concealed going out -------------------------------------------------------------------
def test_C_CONC_1_whole_hand_in_one_turn_while_the_side_had_no_meld():
    g = position(hands=[f"{KINGS} 9C 9D 9H 6C", "6D 6H", "4C 4D", "7C 7D"], stock="9S 8S 8H")
    g.apply("draw")
    assert parse_move(f"meld {KINGS} / 9S 9C 9D 9H") in g.legal_moves()
    g.apply(f"meld {KINGS} / 9S 9C 9D 9H")
    events = g.apply("discard 6C")
    d = g.to_dict()
    assert d["concealed"] is True and WentOut(0, True) in events
    # 110 melded + 500 natural canasta + 200 concealed going out - 10 (partner's 4C 4D)
    assert d["round_scores"][0] == {"melded": 110, "canastas": 500, "red_threes": 0, "going_out": 200,
                                    "hand": -10, "total": 800}


def test_C_CONC_1_the_hand_may_go_down_in_several_melds_of_one_turn():
    g = position(hands=[f"{KINGS} 9C 9D 9H 6C", "6D 6H", "4C 4D", "7C 7D"], phase="play", turn=CONCEALED_TURN)
    g.apply(f"meld {KINGS}")  # 70: meets the minimum on its own
    g.apply("meld 9C 9D 9H")
    g.apply("discard 6C")
    d = g.to_dict()
    assert d["concealed"] is True and d["round_scores"][0]["going_out"] == 200


def test_C_CONC_2_the_cards_laid_down_must_include_a_canasta():
    g = position(hands=["9C 9D 9H 8C 8D 8H 7C 7D 7H 5C", "6D 6H", "4C 4D", "7S 7S"], phase="play",
                 turn=CONCEALED_TURN)
    refused(g, "meld 9C 9D 9H / 8C 8D 8H / 7C 7D 7H", "needs 1 canasta")
    for m in g.legal_moves():
        if isinstance(m, Meld):
            assert sum(len(grp.cards) for grp in m.groups) <= 8  # nothing listed that leaves one card or none
    every_listed_move_applies(g)
    assert not melds_of(g, 0)


def test_C_CONC_3_concealed_going_out_is_exempt_from_the_initial_minimum():
    g = position(hands=["4S 4S 4H 4H 4D 4D 4C 7C", "6D 6H", "5C 5D", "7S 7H"], phase="play", turn=CONCEALED_TURN)
    assert in_legal(g, "meld 4S 4S 4H 4H 4D 4D 4C")
    g.apply("meld 4S 4S 4H 4H 4D 4D 4C")  # 35 points, below the 50 needed, leaves one card
    g.apply("discard 7C")
    d = g.to_dict()
    assert d["concealed"] is True
    assert d["round_scores"][0] == {"melded": 35, "canastas": 500, "red_threes": 0, "going_out": 200,
                                    "hand": -10, "total": 725}


def test_C_CONC_3_a_below_minimum_meld_that_leaves_more_than_one_card_is_refused():
    g = position(hands=["4S 4S 4H 4H 4D 4D 4C 7C 9D", "6D 6H", "5C 5D", "7S 7H"], phase="play",
                 turn=CONCEALED_TURN)
    refused(g, "meld 4S 4S 4H 4H 4D 4D 4C", "needs 50 points", "make 35")
    assert not in_legal(g, "meld 4S 4S 4H 4H 4D 4D 4C")


def test_C_CONC_4_going_out_after_taking_the_pile_is_not_concealed():
    g = position(hands=["KS KS KD KD KC KC 9C 9D 9H 4C 4D", "6D 6H", "5C 5D", "7S 7H"], pile="4H KH")
    g.apply("take KS KS KD KD KC KC")
    assert hand(g, 0) == ["4C", "4D", "4H", "9C", "9D", "9H"]
    g.apply("meld 9C 9D 9H / 4C 4D 4H")
    d = g.to_dict()
    assert g.phase == "round_over" and d["went_out"] == 0 and d["concealed"] is False
    # 70 kings + 30 nines + 15 fours, 500 natural canasta, 100 (not 200), -10 (partner's 5C 5D)
    assert d["round_scores"][0] == {"melded": 115, "canastas": 500, "red_threes": 0, "going_out": 100,
                                    "hand": -10, "total": 705}


def test_C_CONC_5_a_red_three_drawn_in_the_same_turn_does_not_prevent_a_concealed_going_out():
    g = position(hands=[f"{KINGS} 9C 9D 9H", "6D 6H", "5C 5D", "7S 7H"], stock="3D 5S 8H")
    g.apply("draw")  # the red three is laid out and replaced by 5S
    assert g.to_dict()["red_threes"][0] == "3D" and "5S" in hand(g, 0)
    g.apply(f"meld {KINGS} / 9C 9D 9H")
    g.apply("discard 5S")
    d = g.to_dict()
    assert d["concealed"] is True and d["round_scores"][0]["going_out"] == 200
    assert d["round_scores"][0]["red_threes"] == 100


def test_C_CONC_6_concealed_going_out_scores_200_in_total():
    concealed = position(hands=[f"{KINGS} 9C 9D 9H 6C", "6D 6H", "4C 4D", "7C 7D"], phase="play",
                         turn=CONCEALED_TURN)
    events = concealed.apply(f"meld {KINGS} / 9C 9D 9H") + concealed.apply("discard 6C")
    assert WentOut(0, True) in events
    ended = [e for e in events if isinstance(e, HandEnded)][0]
    assert ended.round_scores[0]["going_out"] == 200
    # The same cards after the side had melded earlier in the hand: the ordinary 100.
    plain = position(hands=[f"{KINGS} 9C 9D 9H 6C", "6D 6H", "4C 4D", "7C 7D"], phase="play",
                     melds=[["8S 8H 8D"], []])
    plain.apply(f"meld {KINGS} / 9C 9D 9H")
    plain.apply("discard 6C")
    assert plain.to_dict()["concealed"] is False and plain.to_dict()["round_scores"][0]["going_out"] == 100


# -- E-39 .. E-50 (RULES.md 5.6, 5.7) -------------------------------------------------------------
def test_E_39_laying_off_to_hold_one_card_without_a_canasta_is_refused():
    g = open_side("QC 7D", melds0=("QS QH QD",))
    refused(g, "meld QC", "canasta", "keep at least two cards")
    assert not in_legal(g, "meld QC")
    assert set(g.legal_moves()) == {Discard("QC"), Discard("7D")}


def test_E_40_a_lay_off_that_completes_the_canasta_allows_going_out():
    g = open_side("QC 7D", melds0=("QS QS QH QH QD 2C",), others=("6C 6D", "5C", "7C 7H"))
    assert in_legal(g, "meld QC")
    g.apply("meld QC")
    assert sorted(melds_of(g, 0)[0].split()) == sorted("QS QS QH QH QD 2C QC".split())
    g.apply("discard 7D")
    d = g.to_dict()
    assert g.phase == "round_over" and d["went_out"] == 0
    # 60 queens + 20 two, 300 mixed canasta, 100 going out, -5 partner's 5C
    assert d["round_scores"][0] == {"melded": 80, "canastas": 300, "red_threes": 0, "going_out": 100,
                                    "hand": -5, "total": 475}


def test_E_41_after_a_no_every_way_of_emptying_the_hand_is_refused():
    g = open_side("9C 9D 9H")
    assert Ask() in g.legal_moves()
    g.apply("ask")
    g.apply("no")
    refused(g, "meld 9C 9D 9H", "said no")
    assert not any(isinstance(m, Meld) for m in g.legal_moves())
    every_listed_move_applies(g)
    g.apply("discard 9C")
    assert g.phase == "draw" and g.to_act == 1 and hand(g, 0) == ["9D", "9H"]

    last = open_side("9C 9D 9H 5C")
    last.apply("ask")
    last.apply("no")
    last.apply("discard 9C")  # keeps three cards
    assert hand(last, 0) == ["5C", "9D", "9H"]


def test_E_41_after_a_no_the_last_card_may_not_be_discarded():
    g = open_side("QC 9C 9D 9H 5C", melds0=(KINGS, "QS QH QD"))
    g.apply("ask")
    g.apply("no")
    g.apply("meld 9C 9D 9H")  # two cards left
    refused(g, "meld QC", "said no")
    assert Discard("5C") in g.legal_moves()


def test_E_42_after_a_yes_the_player_must_go_out():
    g = open_side("9C 9D 9H 2C 5C 5D")  # goes out with 9C 9D 9H and 5C 5D 2C, no discard
    assert Ask() in g.legal_moves()  # offered because a going-out line exists
    g.apply("ask")
    g.apply("yes")
    refused(g, "discard 5C", "said yes")
    refused(g, "meld 9C 9D 2C", "said yes")  # would leave 9H 5C 5D: no way out any more
    assert not in_legal(g, "meld 9C 9D 2C")
    every_listed_move_applies(g)
    g.apply("meld 9C 9D 9H")
    g.apply("meld 5C 5D 2C")
    assert g.phase == "round_over" and g.to_dict()["went_out"] == 0


def test_E_43_asking_after_a_lay_off_is_too_late():
    g = open_side("KC 9C 9D 9H 5C", melds0=("KS KS KH KH KD KD",))
    g.apply("meld KC")
    assert Ask() not in g.legal_moves()
    refused(g, "ask", "right after drawing")


def test_E_44_going_out_with_three_black_threes_without_a_discard():
    g = open_side("3S 3C 3S", pile="8D")
    assert in_legal(g, "meld 3S 3S 3C")
    g.apply("meld 3S 3C 3S")
    d = g.to_dict()
    assert g.phase == "round_over" and d["went_out"] == 0 and d["pile"] == "8D"
    assert d["round_scores"][0]["melded"] == 70 + 15 and d["round_scores"][0]["going_out"] == 100


def test_E_44_black_threes_with_a_wild_card_are_refused_by_default():
    g = open_side("3S 3C JK")
    refused(g, "meld 3S 3C JK", "black threes", "wild")
    listed = [m for m in g.legal_moves() if isinstance(m, Meld)]
    assert listed == [parse_move("meld K: JK")]  # the joker may go on the kings; the threes stay in hand


def test_E_44_D10_black_threes_with_a_wild_card_when_the_option_allows_it():
    g = open_side("3S 3C JK", black_three_meld_allows_wild=True)
    g.apply("meld 3S 3C JK")
    d = g.to_dict()
    assert g.phase == "round_over" and d["went_out"] == 0
    assert d["round_scores"][0]["melded"] == 70 + 60 and d["round_scores"][0]["going_out"] == 100


def test_E_44_D10_the_black_three_meld_with_a_wild_card_is_listed_when_allowed():
    g = open_side("3S 3C JK", black_three_meld_allows_wild=True)
    assert Ask() in g.legal_moves()  # the engine knows this hand can go out ...
    g.apply("ask")
    g.apply("yes")
    # ... so after the yes the one going-out move must be listed (C-OUT-7: a yes can always be honoured)
    assert in_legal(g, "meld JK 3S 3C"), f"listed after yes: {[str(m) for m in g.legal_moves()]}"


def test_E_44_two_black_threes_cannot_go_out_one_is_discarded_and_one_kept():
    g = open_side("3S 3C")
    refused(g, "meld 3S 3C", "black threes")
    assert set(g.legal_moves()) == {Discard("3S"), Discard("3C")}
    g.apply("discard 3S")
    assert g.phase == "draw" and g.to_act == 1 and hand(g, 0) == ["3C"]


def test_E_44_a_single_black_three_may_be_the_going_out_discard():
    g = open_side("3C")
    assert Discard("3C") in g.legal_moves()
    g.apply("discard 3C")
    d = g.to_dict()
    assert g.phase == "round_over" and d["went_out"] == 0 and d["pile"].split()[-1] == "3C"


def test_E_44_black_threes_are_melded_only_as_the_last_cards():
    g = open_side("3S 3C 3S 9C 9D")
    refused(g, "meld 3S 3C 3S", "black threes", "go out")


def test_E_45_going_out_without_a_last_discard_is_legal_by_default():
    g = open_side("9C 9D 9H")
    assert in_legal(g, "meld 9C 9D 9H")
    g.apply("meld 9C 9D 9H")
    assert g.phase == "round_over" and g.to_dict()["went_out"] == 0


def test_E_45_D1_with_final_discard_required_a_card_must_be_kept_for_the_discard():
    g = open_side("9C 9D 9H", final_discard="required")
    refused(g, "meld 9C 9D 9H", "keep a card for the last discard")
    assert not in_legal(g, "meld 9C 9D 9H")
    assert Ask() not in g.legal_moves()  # no way out with a discard, so nothing to ask
    with_discard = open_side("9C 9D 9H 5C", final_discard="required")
    assert Ask() in with_discard.legal_moves()
    with_discard.apply("meld 9C 9D 9H")
    with_discard.apply("discard 5C")
    assert with_discard.phase == "round_over" and with_discard.to_dict()["went_out"] == 0


def test_E_45_D1_final_discard_required_also_binds_a_concealed_going_out():
    g = position(hands=[f"{KINGS} 9S 9C 9D 9H", "6D 6H", "4C 4D", "7C 7D"], phase="play", turn=CONCEALED_TURN,
                 final_discard="required")
    refused(g, f"meld {KINGS} / 9S 9C 9D 9H", "keep a card for the last discard")
    g.apply(f"meld {KINGS} / 9C 9D 9H")
    g.apply("discard 9S")
    assert g.to_dict()["concealed"] is True


def test_E_47_concealed_going_out_below_the_minimum_of_120():
    g = position("classic-2p", hands=["5S 5S 5H 5H 5D 5D 5C 4C 4D 4H 6C 6D 6H 7C 7D", "8C 8D"],
                 stock="2C 9S 9H", scores=[3000, 0])
    g.apply("draw")
    assert len(hand(g, 0)) == 16
    refused(g, "meld 5S 5S 5H 5H 5D 5D 5C", "needs 120 points")
    whole = [m for m in g.legal_moves() if isinstance(m, Meld) and sum(len(x.cards) for x in m.groups) == 16]
    assert whole, "the concealed going out must be listed"
    g.apply("meld 5S 5S 5H 5H 5D 5D 5C / 4C 4D 4H / 6C 6D 6H / 7C 7D 2C")
    d = g.to_dict()
    assert g.phase == "round_over" and d["concealed"] is True and d["went_out"] == 0
    assert d["round_scores"][0] == {"melded": 95, "canastas": 500, "red_threes": 0, "going_out": 200,
                                    "hand": 0, "total": 795}
    assert d["scores"] == [3795, -20]


def test_E_48_concealed_after_taking_the_pile_needs_the_minimum_and_earns_100():
    short = position(hands=["4S 4S 4H 4H 4D 4D 5C 6D 7H", "6H 6S", "7S 7C", "8C 8D"], pile="5S 4C")
    refused(short, "take 4S 4S 4H 4H 4D 4D", "needs 50 points", "make 35")
    assert not any(isinstance(m, Take) for m in short.legal_moves())
    whole = position(hands=["4S 4S 4H 4H 4D 4D", "6H 6S", "7S 7C", "8C 8D"], pile="4C")
    refused(whole, "take 4S 4S 4H 4H 4D 4D", "needs 50 points", "make 35")  # no exemption after a take
    assert not any(isinstance(m, Take) for m in whole.legal_moves())
    g = position(hands=["KS KS KD KD KC KC 9C 9D 9H 4C 4D", "6D 6H", "5C 5D", "7S 7H"], pile="4H KH")
    assert in_legal(g, "take KS KS KD KD KC KC")
    g.apply("take KS KS KD KD KC KC")
    g.apply("meld 9C 9D 9H / 4C 4D 4H")
    d = g.to_dict()
    assert d["concealed"] is False and d["round_scores"][0]["going_out"] == 100


def test_E_49_partner_already_melded_ordinary_going_out_by_default():
    g = position(hands=[f"{KINGS} 9C 9D 9H 5C", "6D 6H", "4C 4D", "7C 7D"], melds=[["8S 8H 8D"], []],
                 phase="play")
    g.apply(f"meld {KINGS} / 9C 9D 9H")
    g.apply("discard 5C")
    d = g.to_dict()
    assert d["concealed"] is False and d["round_scores"][0]["going_out"] == 100


def test_E_49_D5_partner_already_melded_concealed_when_the_side_need_not_be_unmelded():
    g = position(hands=[f"{KINGS} 9C 9D 9H 5C", "6D 6H", "4C 4D", "7C 7D"], melds=[["8S 8H 8D"], []],
                 phase="play", concealed_requires_side_unmelded=False)
    g.apply(f"meld {KINGS} / 9C 9D 9H")
    g.apply("discard 5C")
    d = g.to_dict()
    assert d["concealed"] is True and d["round_scores"][0]["going_out"] == 200


def test_E_49_D5_a_lay_off_onto_the_partners_meld_spoils_the_concealed_going_out():
    g = position(hands=[f"{KINGS} 9C 9D 9H 8C 5C", "6D 6H", "4C 4D", "7C 7D"], melds=[["8S 8H 8D"], []],
                 phase="play", concealed_requires_side_unmelded=False)
    g.apply(f"meld {KINGS} / 9C 9D 9H / 8C")
    g.apply("discard 5C")
    d = g.to_dict()
    assert d["concealed"] is False and d["round_scores"][0]["going_out"] == 100


def test_E_49_D5_the_player_himself_must_not_have_melded_earlier_in_the_hand():
    g = position(hands=[f"{KINGS} 9C 9D 9H 5C", "6D 6H", "4C 4D", "7C 7D"], melds=[["8S 8H 8D"], []],
                 phase="play", turn={"drew": True, "side_was_open": True, "seat_had_melded": True},
                 concealed_requires_side_unmelded=False)
    g.apply(f"meld {KINGS} / 9C 9D 9H")
    g.apply("discard 5C")
    d = g.to_dict()
    assert d["concealed"] is False and d["round_scores"][0]["going_out"] == 100


def test_E_50_red_threes_already_exposed_do_not_prevent_a_concealed_going_out():
    g = position(hands=[f"{KINGS} 9C 9D 9H 6C", "6D 6H", "4C 4D", "7C 7D"], phase="play", turn=CONCEALED_TURN,
                 red_threes=["3H 3D", ""])
    g.apply(f"meld {KINGS} / 9C 9D 9H")
    g.apply("discard 6C")
    d = g.to_dict()
    assert d["concealed"] is True
    assert d["round_scores"][0] == {"melded": 100, "canastas": 500, "red_threes": 200, "going_out": 200,
                                    "hand": -10, "total": 990}
