"""The kinds of blunder the all-seeing check found (issue 23; docs/ai.md, "Blunders";
docs/notes/2026-11-ai-blunders.md), each in a built position modelled on one of ``bench/data/blunders.json``.

Each position is also given to the level with the cure turned off, to show the test can fail."""

from __future__ import annotations

from dataclasses import replace

from game.ai.bot import Bot
from game.ai.game_end import going_out_ends_game
from game.ai.knowledge import Knowledge
from game.ai.levels import EXPERT, MASTER, Level
from game.ai.policy import rate_moves
from game.ai.specials import finish_chance, plays_again
from game.core import Discard, Game, Meld, Take, going_out_plan

from ..core.helpers import position

MAC = "modern-american"
KINGS = "KH KS KD KC KH KS KD"
JACKS = "JH JS JD JC JH JS JD"
QUEENS = "QH QS QD QC QH 2C 2D"
OTHERS = ["6C 6D 9S 9H 4C 5C", "5S 9H 4D 6S", "9D 4S 6C 6H 5S 5D"]
STOCK = "4C 4H 4H 4S 5C 5D 5H 5H 6H 6S 9C 9C 9D 9S"
THEIRS = [QUEENS, "TH TS TD TC TH TS TD", "8H 8S 8D 8C 8H 8S"]  # level with ours: no lead to keep


def _choose(game: Game, level: Level = EXPERT):
    return Bot(level, seed=1).choose(game.view(game.to_act))


def _goes_out(game: Game, move) -> bool:
    """The move ends the hand, or is the meld of the way out whose last discard will."""
    plan = going_out_plan(game)
    if plan is not None and plan.groups and move == Meld.of(*plan.groups):
        return True
    after = game.copy()
    after.apply(move)
    return after.phase in ("round_over", "game_over")


def test_MAC_35_no_going_out_into_an_unfinished_meld_of_clean_aces_of_its_own():
    # Modern American, hand seed 100001, seat 2: 7D AS AD AH with two canastas; going out lays the three
    # aces as a fresh clean meld, which then costs its side 2,500 (the all-seeing check: 2,236 lost).
    game = position(MAC, hands=["7D AS AD AH", *OTHERS], melds=[[KINGS, JACKS], THEIRS],
                    pile="4D 6D", stock=STOCK, phase="play", turn={"drew": True, "side_was_open": True})
    move = _choose(game)
    assert not _goes_out(game, move), move
    assert move in (Discard("AS"), Discard("AD"), Discard("AH")), move  # three aces in hand cost 1,500 too
    # blind to the variant's scoring, the level goes out: it is not ahead enough to wait
    blind = replace(EXPERT, name="expert-blind", rules_sense=False)
    out = _choose(game, blind)
    assert _goes_out(game, out), out


def test_MAC_35_going_out_that_starts_no_penalty_is_still_taken():
    # level with them, a way out of three fives and a last discard: nothing of its own to fear
    stock = "4C 4H 4H 4S 5C 6H 6S 9C 9C 9D"
    game = position(MAC, hands=["5H 5H 5D 9S", *OTHERS], melds=[[KINGS, JACKS], THEIRS], pile="4D 6D", stock=stock,
                    phase="play", turn={"drew": True, "side_was_open": True})
    assert _goes_out(game, _choose(game))


def test_MAC_35_a_take_counts_the_aces_under_the_top_card_towards_the_clean_aces():
    # Modern American, hand seed 100017, seat 3: AH AH in hand, three more aces under the top AD of a pile
    # of 15. The expert had rated the take as a meld of two aces that could not be finished (-1,184) and
    # drew (3,295 lost); the pile's aces are its own once taken, and the top card is part of the meld.
    game = position(MAC, hands=["AH AH JD JS QC", *OTHERS], melds=[[KINGS, "JH JC JD"], THEIRS],
                    pile="KC 7S 8D AS 7H 4D AC AS AD", stock=STOCK, phase="draw",
                    turn={"side_was_open": True})
    k = Knowledge.of(game.view(0))
    blind_to_the_pile = finish_chance(k.game, k.side, "A", 3, k.seat, laying=2)
    assert finish_chance(k.game, k.side, "A", 3, k.seat, laying=2, taking=True) > blind_to_the_pile + 0.3
    assert isinstance(_choose(game), Take)


def test_MAC_35_the_last_ace_closes_the_clean_aces_when_the_stock_ends_before_the_next_turn():
    # Modern American, hand seed 100017, seat 3: six clean aces on the table, AH AH in hand, one card left in
    # the stock. The expert counted its own aces as sure to be laid later, rated the ace worth 20 points, and
    # melded a ten instead; the next player drew the last card and the hand ended with the aces unfinished
    # (5,020 lost). Its own cards finish a meld only if it plays again.
    def with_stock(stock: str) -> Game:
        return position(MAC, hands=["TS AH AH 6D QD QS", "5C 5D 6C 6H", "4C 4D 5H 5S", "4H 4S 6S 6C"],
                        melds=[[KINGS, JACKS, "AS AS AD AD AC AC", "TH TD TC"],
                               ["8H 8S 8D 8C 8H 8S 8D", "9H 9S 9D 9C 9H 9S 9D"]],
                        pile="KC 7D", stock=stock, phase="play", turn={"drew": True, "side_was_open": True})

    def lays_an_ace(move) -> bool:
        return isinstance(move, Meld) and any("AH" in group.cards for group in move.groups)

    last = with_stock("7C")
    assert not plays_again(last, 0) and plays_again(last, 1)  # the next player draws the last card
    assert lays_an_ace(_choose(last))
    longer = with_stock("7H 7S 5C 5D QH QC 4C 4D 6D 6H 5H 5S")  # the stock lasts: the aces can wait
    assert plays_again(longer, 0)
    assert not lays_an_ace(_choose(longer))  # the ten grows a meld; the aces are closed next turn
    rated = dict(rate_moves(Knowledge.of(longer.view(0)), EXPERT))
    urgent = dict(rate_moves(Knowledge.of(last.view(0)), EXPERT))
    ace = next(move for move in urgent if lays_an_ace(move))
    assert urgent[ace] > rated[ace] + 1000


def test_plays_again_counts_the_draws_before_the_seats_next_turn():
    def game(stock: str, phase: str) -> Game:
        return position(hands=["5C 6C", "5D 6D", "5H 6H", "5S 6S"], stock=stock, phase=phase)

    assert [plays_again(game("9D 9C 9H", "play"), s) for s in range(4)] == [False, True, True, True]
    assert [plays_again(game("9D 9C", "play"), s) for s in range(4)] == [False, True, True, False]
    assert [plays_again(game("", "draw"), s) for s in range(4)] == [True, False, False, False]
    assert [plays_again(game("9D", "draw"), s) for s in range(4)] == [True, False, False, False]


def test_C_OUT_a_lead_is_not_kept_waiting_while_a_big_pile_waits_for_the_opponents():
    # classic-4p, hand seed 100023, seat 1: four queens in hand, two canastas, a lead on the table and a
    # pile of 38 cards. The expert stayed in for its lead and threw a queen (1,500 lost against going out).
    game = position(hands=["JD JD 2H 7C", "QD QS QC QC", "QS QH", "8C 8D KC 8C"],
                    melds=[["8S 8H 2C", "6H 6D 6C 6D 6H", "KH KD KC", "TS TD TC TS TH"],
                           ["JK AH AC JK AH 2D AC AS", "9S 9D 9C 9H 9D 2H 2D"]],
                    red_threes=["3D", "3D 3H"], to_act=1, phase="play", turn={"drew": True, "side_was_open": True},
                    pile="2S 8D 6C 3S 6S 3S 5S 7D 6S 5D KD KS 7S 4S JS JS 4S 4H JH AD 5S AS JC 3C 5C 9H JK 4D "
                         "8H 9C 7C 4C 5H 7H 4C JK KH 7H",
                    stock="3H JC TH 2C 7S 5C QH 5D 9S 2S 3C 4H 8S QD TC AD TD 5H 4D KS JH 7D")
    assert _goes_out(game, _choose(game))
    assert not _goes_out(game, _choose(game, replace(EXPERT, name="expert-lead-only", pile_threat=0.0)))


def test_C_PILE_a_big_pile_is_blocked_with_a_wild_card_rather_than_fed_a_natural():
    # classic-4p, hand seed 100021, seat 0: three sevens, a queen, a two and a joker over a pile of 29.
    # The next player holds 7D 7C: throwing 7S lost 896; the joker freezes the pile for him.
    game = position(hands=["7D 7S QH 2C 7H JK", "7D 7C QS QC", "AD AC TC 5C QC JC TC 5H QS JC TH",
                           "5C 5D TH TS 2C"],
                    melds=[["4D 4C 4C 2S 2D JK"], ["6H 6D 6D 6S 6C 6S", "AS AC 2H", "JK KS KS KC KH"]],
                    red_threes=["3H 3H", "3D 3D"], phase="play", turn={"drew": True, "side_was_open": True},
                    pile="9C JH 5H 8C 3S 3S TD 9C JH 9H 2D 8D 4S KD 4S KD 4H 9S 4D KC JD JS 9D JS 5S AS 8S 8S 9H",
                    stock="TS AD 7H 7S 6H 2H QD AH 4H JD QH 7C JK 3C 3C 8C 9D AH QD 6C TD 5D 8H 8D 8H KH 2S 9S 5S")
    heuristics = replace(MASTER, name="master-heuristics", search=None)  # wild cards weigh 90 there
    assert _choose(game, heuristics) in (Discard("JK"), Discard("2C"))
    assert _choose(game, replace(heuristics, name="flat-pile", big_pile_danger=0.0)) not in (
        Discard("JK"), Discard("2C"))


def _endgame(scores: list[int]) -> Game:
    # classic-4p, seat 0 can go out (three fives and a last discard) with a canasta of kings; the other side
    # has two canastas on the table: going out lifts both sides past 5,000, theirs the higher.
    return position(hands=["5H 5D 5C 9S", "4H 4D 6S 6C", "8C 8D TH TS", "4S 6H 6D 9D"],
                    melds=[[KINGS], [JACKS, QUEENS]], scores=scores, pile="4D 6C",
                    stock="7C 7H 8S 9C 9C TC AD AS 5S 7S", phase="play",
                    turn={"drew": True, "side_was_open": True})


def test_C_END_no_going_out_that_ends_the_game_with_the_other_side_ahead():
    # seen in expert games: a side reaching 5,000 by going out while the other ended higher (4 of 60 games
    # lost so; 13 more went out behind when the other side was bound to win anyway)
    game = _endgame([4700, 4900])
    assert not _goes_out(game, _choose(game))
    # reading only its own table, the level goes out "to win the game" and loses it
    assert _goes_out(game, _choose(game, replace(EXPERT, name="expert-own-table", reads_game_end=False)))


def test_C_END_going_out_that_wins_the_game_is_taken():
    game = _endgame([4700, 3000])
    assert _goes_out(game, _choose(game))


def test_C_END_the_partner_says_no_when_going_out_would_lose_the_game():
    game = _endgame([4700, 4900])
    game.apply("ask")
    assert game.phase == "answer" and game.to_act == 2
    view = game.view(2)
    assert Bot(EXPERT, seed=1).answer_go_out(view) is False
    assert Bot(replace(EXPERT, name="expert-own-table", reads_game_end=False), seed=1).answer_go_out(view) is True
    game = _endgame([4700, 3000])
    game.apply("ask")
    assert Bot(EXPERT, seed=1).answer_go_out(game.view(2)) is True


def test_C_PILE_a_small_pile_is_not_frozen_with_a_wild_card():
    # classic-2p, hand seed 100006, seat 0: QH 4C 2D JK over a pile of three; the opponent can take little
    # with it. Throwing the joker to freeze it lost 503; a wild card kept closes a canasta later.
    game = position("classic-2p", hands=["QH 4C 2D JK", "5C 8S TH AS"],
                    melds=[["KS KC KC KH", "8D 8C 2C", "JK TD TC TS", "JK 5S 5D"],
                           ["QH QD QC", "JS JC 2S JD", "7S 7H 7D", "4S 4S 4D", "JK 9H 9H"]],
                    red_threes=["3D", "3H"], pile="3C 6S 6D", phase="play",
                    turn={"drew": True, "melded": True, "side_was_open": True, "seat_had_melded": True},
                    stock="6C TD 2H 5S 8S 8C 3C JS 2C 6D 7S AD JH AD KS TC KH 3S 9S QD")
    assert _choose(game) not in (Discard("JK"), Discard("2D"))
    assert _choose(game, replace(EXPERT, name="expert-wild-60", wild_keep=60.0)) in (Discard("JK"), Discard("2D"))


def test_C_END_each_for_himself_the_game_end_counts_every_other_player():
    # three-player, each for himself: going out lifts seat 0 past 5,000, but seat 1, already at 4,900 with two
    # canastas on the table, would end higher; seat 2 is far behind. Then it wins only against the player
    # far behind, and staying in is the chance left.
    def three(scores: list[int]) -> Game:
        return position("three-player", hands=["5H 5D 5C 9S", "4H 4D 6S 6C", "8C 8D TH TS"],
                        melds=[[KINGS], [JACKS, QUEENS], []], scores=scores, pile="4D 6C",
                        stock="7C 7H 8S 9C 9C TC AD AS 5S 7S", phase="play",
                        turn={"drew": True, "side_was_open": True})
    game = three([4700, 4900, 1000])
    assert not _goes_out(game, _choose(game))
    assert _goes_out(game, _choose(game, replace(EXPERT, name="expert-own-table", reads_game_end=False)))
    game = three([4700, 3000, 1000])
    assert _goes_out(game, _choose(game))


def _known(game: Game, known: list[str]) -> Game:
    """The same position with ``known`` cards (per seat, as if taken with the pile) public."""
    data = game.to_dict()
    data["known"] = known
    return Game.from_dict(data)


def test_C_END_cards_left_in_hand_cost_what_the_engine_counts_black_threes_doubled():
    # Verschaerft, each for himself: seat 0 goes out with three fives past 5,000. Seat 1, at 4,900 with three
    # canastas, holds the four black threes he took with the pile: 20 points at their values, but 800 as the
    # engine counts them (doubled from 100 a three, VV-16), which leaves him behind seat 0 and the game won.
    game = _known(position("verschaerft", hands=["5H 5D 5C 9S", "3S 3C 3S 3C", "4H 4D 6S 6C", "8C 8D TH TS"],
                           melds=[[KINGS, JACKS], [QUEENS, "TH TS TD TC TH TS TD", "AH AS AD AC AH AS AD"], [], []],
                           scores=[4700, 4900, 1000, 1000], pile="4D 6C", stock="7C 7H 8S 9C 9C TC AD AS 5S 7S",
                           phase="play", turn={"drew": True, "side_was_open": True}),
                  ["", "3S 3C 3S 3C", "", ""])
    plan = going_out_plan(game)
    assert plan is not None
    assert going_out_ends_game(Knowledge.of(game.view(0)), 0, plan.groups) == "won"
    assert _goes_out(game, _choose(game))


def test_C_END_the_known_cards_of_the_player_going_out_count_at_their_values():
    # classic-4p: seat 0 asks with AH AD AS JK, taken with the pile and so seen by all, and one card more. Laid
    # out they bring 110 points, not the 40 of four unseen cards, and lift his side past the other at the end.
    game = _known(position(hands=["AH AD AS JK 9S", "4H 4D 6S 6C", "8C 8D TH TS", "4S 6H 6D 9D"],
                           melds=[[KINGS], [JACKS, QUEENS]], scores=[4950, 4800], pile="4D 6C",
                           stock="7C 7H 8S 9C 9C TC AD AS 5S 7S", phase="play",
                           turn={"drew": True, "side_was_open": True}),
                  ["AH AD AS JK", "", "", ""])
    game.apply("ask")
    view = game.view(2)
    assert going_out_ends_game(Knowledge.of(view), 0) == "won"
    assert Bot(EXPERT, seed=1).answer_go_out(view) is True


def test_C_END_going_out_concealed_earns_the_bonus_the_engine_gives_it():
    # classic-4p: seat 0's side has no meld; he drew from the stock and goes out laying seven fives, a canasta
    # of his own: concealed (C-CONC-2), 200 points rather than 100, enough to end the game ahead.
    game = position(hands=["5H 5D 5C 5S 5H 5D 5C 9S", "4H 4D 6S 6C", "8C 8D TH TS", "4S 6H 6D 9D"],
                    melds=[[], [JACKS, QUEENS]], scores=[4950, 4700], pile="4D 6C",
                    stock="7C 7H 8S 9C 9C TC AD AS 5S 7S", phase="play", turn={"drew": True})
    plan = going_out_plan(game)
    assert plan is not None
    assert going_out_ends_game(Knowledge.of(game.view(0)), 0, plan.groups) == "won"
    assert _goes_out(game, _choose(game))
