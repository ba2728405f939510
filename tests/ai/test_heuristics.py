"""The expert's heuristics, each in a position built to need it (issue 3, Levels)."""

from __future__ import annotations

import game.ai.bot as bot_module
from game.ai import make_bot
from game.ai.discards import chance_can_take
from game.ai.knowledge import Knowledge
from game.ai.levels import EXPERT
from game.core import Answer, Discard, Draw, Game, Take, preset

from ..core.helpers import position
from .helpers import play_until

# Seat 0 and 2 are side 0 (us); seat 1, the next to play, and seat 3 are side 1.
OPPONENT_MELDS = ["KS KH KD", "9S 9H 9D 9C"]


def _play_position(hand: str, pile: str = "5C 8D", melds=None, **kw) -> Game:
    return position("classic-4p", hands=[hand, "4H 4D 6S 7S 8S TS JS", "AS AH QS 5S 5H", "QH QD JH 7H 6H"],
                    melds=melds if melds is not None else [["7C 7D 7S"], OPPONENT_MELDS], pile=pile,
                    phase="play", stock=kw.pop("stock", "6H 5D TH TH"), **kw)


def _choice(game: Game, level: str = "expert"):
    return make_bot(level, seed=1).choose(game.view(game.to_act))


def test_never_feed_an_open_pile_onto_an_opponents_meld():
    game = _play_position("KC 6D JD QC AD")
    assert _choice(game) != Discard("KC")
    assert _choice(game, "normal") != Discard("KC")


def test_black_threes_go_first():
    assert _choice(_play_position("3C 6D JD QC TD")) == Discard("3C")


def test_a_big_pile_is_frozen_with_a_wild_card_when_every_natural_would_feed_it():
    pile = "5C 8D 6C 4C JC TC 8C 6S QD 5D 4S"
    game = _play_position("2C KC 9C KD", pile=pile)
    assert _choice(game) == Discard("2C")


def test_pairs_are_kept_and_singles_thrown():
    game = _play_position("QC QS 6D 8H 4C", melds=[["7C 7D 7S"], []])
    assert _choice(game) not in (Discard("QC"), Discard("QS"))


def test_a_rank_whose_copies_are_all_seen_is_safe():
    # Every other ace lies on our table or in our hand: nobody can pair one.
    game = position("classic-4p", hands=["AD AC JD", "4H 4D 6S", "QS 5S 5H", "QH QD JH"],
                    melds=[["AS AH AS AH AD AC 2D"], OPPONENT_MELDS], pile="5C 8D", phase="play", stock="6H 5D")
    k = Knowledge.of(game.view(0))
    assert k.all_copies_seen("A")
    assert chance_can_take(k, 1, "A", EXPERT) == 0.0
    assert chance_can_take(k, 1, "J", EXPERT) > 0.0


def test_a_rank_the_next_opponent_just_threw_is_safer():
    game = position("classic-2p", hands=["6D 8H JD 2C", "4H 4D 6S 7S 8S TS JS QS KS AS"],
                    melds=[["7C 7D 7S"], ["9S 9H 9D"]], pile="5C 8D", phase="draw")
    game.apply("draw")
    safe = Knowledge.of(game.view(0))
    fresh = chance_can_take(safe, 1, "8", EXPERT)
    game2 = position("classic-2p", hands=["6D 8H JD 2C", "4H 4D 6S 7S 8S TS JS QS KS AS"],
                     melds=[["7C 7D 7S"], ["9S 9H 9D"]], pile="5C 8D", phase="draw", dealer=0)
    # the opponent (first to play after dealer 0) threw an eight
    game2 = Game.from_dict({**game2.to_dict(), "history": [str(Draw()), str(Discard("8C"))]})
    game2.apply("draw")
    k2 = Knowledge.of(game2.view(0))
    assert chance_can_take(k2, 1, "8", EXPERT) < fresh


def test_a_big_pile_is_taken():
    game = position("classic-4p", hands=["QC QS 6D 8H 4C 9D 2H", "4H 4D", "AS AH", "QH QD"],
                    melds=[["7C 7D 7S"], OPPONENT_MELDS], pile="5C 8D 6C 4D JC TC 8C 6S QD", phase="draw",
                    stock="6H 5D TH TH")
    move = _choice(game)
    assert isinstance(move, Take)


def test_the_partner_says_no_while_holding_many_points_he_could_meld():
    heavy = _answer_position(partner_hand="AS AH AD KS KH KD QS QH JK 2C")
    light = _answer_position(partner_hand="4S 5H")
    bot = make_bot("expert")
    assert bot.answer_go_out(heavy.view(2)) is False
    assert bot.answer_go_out(light.view(2)) is True


def test_the_master_weighs_the_partners_question_with_its_search(monkeypatch):
    searched = []
    real_search = bot_module.search_move

    def spy(k, level, rated, rng, stats=None):
        searched.append(k.game.phase)
        return (yield from real_search(k, level, rated, rng, stats))

    monkeypatch.setattr(bot_module, "search_move", spy)
    for seed, moves in ((36, 44), (28, 28)):  # seeded expert hands in which a player asks
        game = play_until(Game.new(preset("classic-4p"), seed=seed), moves, level="expert")
        assert game.phase == "answer"
        bot = make_bot("master", seed=1)
        answer = bot.answer_go_out(game.view(game.to_act))
        assert bot.choose(game.view(game.to_act)) == Answer(answer)
    assert searched == ["answer"] * 4


def _answer_position(partner_hand: str) -> Game:
    game = position("classic-4p", hands=["8C 8D 8H", "4H 4D 6S", partner_hand, "QH QD JH"],
                    melds=[["7C 7D 7S 7H 7C 7D 7S", "9C 9D 9H"], ["KC KC 2S"]], pile="5C 6D", phase="play",
                    stock="6H 5D TH TH")
    game.apply("ask")
    assert game.phase == "answer" and game.to_act == 2
    return game


def test_going_out_when_the_other_side_is_winning_the_hand():
    game = position("classic-2p", hands=["8C 8D 8H 5S", "4H 4D 6S 6C 8S TS JS QS KS"],
                    melds=[["7C 7D 7S 7H 7C 7D 7S"], ["AS AH AD AC AS AH 2D", "KC KD KH KS KC"]],
                    pile="5C 6D", phase="play", stock="6H 5D TH TH")
    assert _goes_out(game)


def _goes_out(game: Game) -> bool:
    trial = game.copy()
    bot = make_bot("expert", seed=1)
    for _ in range(4):
        if trial.to_act != 0 or trial.phase != "play":
            break
        trial.apply(bot.choose(trial.view(0)))
    return trial.went_out == 0


def test_staying_in_when_well_ahead_with_a_long_stock():
    stock = "4C 4S 5D 5H 6H 6H 9C TC TD JC JD JH QC QD QH 4C 5D 6D 9C TC JC QC 8C 8D"
    game = position("classic-2p", hands=["8C 8D 8H 5S", "4H 4D 6S 6C 8S TS JS QS KS"],
                    melds=[["7C 7D 7S 7H 7C 7D 7S", "AS AH AD AC AS AH AD", "KC KD KH KS KC"], ["9S 9H 9D"]],
                    pile="5C 6D", phase="play", stock=stock)
    assert not _goes_out(game)
    near_the_end = position("classic-2p", hands=["8C 8D 8H 5S", "4H 4D 6S 6C 8S TS JS QS KS"],
                            melds=[["7C 7D 7S 7H 7C 7D 7S", "AS AH AD AC AS AH AD", "KC KD KH KS KC"],
                                   ["9S 9H 9D"]], pile="5C 6D", phase="play", stock=" ".join(stock.split()[:5]))
    assert _goes_out(near_the_end)


def test_a_red_three_in_the_pile_counts_its_hundred_points():
    from game.ai.melding import pile_take_worth

    with_red = position("classic-4p", hands=["8H 8C 6D", "4H 4D", "AS AH", "QH QD"], pile="3H 9D 8D",
                        phase="draw", stock="6H 5D TH TH")
    without = position("classic-4p", hands=["8H 8C 6D", "4H 4D", "AS AH", "QH QD"], pile="5C 9D 8D",
                       phase="draw", stock="6H 5D TH TH")
    gain = (pile_take_worth(Knowledge.of(with_red.view(0)), EXPERT)
            - pile_take_worth(Knowledge.of(without.view(0)), EXPERT))
    assert gain >= 80
