"""The AI contract of DESIGN.md section 3: make_bot, LEVELS, choose, think, answer_go_out."""

from __future__ import annotations

import copy

import pytest

from game.ai import LEVELS, make_bot
from game.core import Game, preset

from .helpers import play_until, positions_from_game

QUICK_LEVELS = ("beginner", "normal", "expert")


def test_levels_are_listed_weakest_first():
    assert LEVELS[:4] == ("beginner", "normal", "expert", "master")


def test_an_unknown_level_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="beginner, normal, expert, master"):
        make_bot("grandmaster", seed=1)


def test_a_bot_refuses_a_game_instead_of_a_view():
    game = Game.new(preset("classic-2p"), seed=3)
    with pytest.raises(TypeError, match="view"):
        make_bot("normal").choose(game)


def test_a_bot_refuses_to_act_for_a_seat_not_to_act():
    game = Game.new(preset("classic-4p"), seed=3)
    other = (game.to_act + 1) % 4
    with pytest.raises(ValueError, match="not to act"):
        make_bot("normal").choose(game.view(other))


def test_a_bot_says_so_when_the_hand_is_over():
    game = play_until(Game.new(preset("classic-2p"), seed=5), moves=5000, level="beginner")
    assert game.phase in ("round_over", "game_over")
    with pytest.raises(ValueError, match="nothing to decide"):
        make_bot("expert").choose(game.view(game.to_act))


@pytest.mark.parametrize("level", LEVELS)
def test_think_yields_and_returns_the_move_choose_returns(level):
    game = play_until(Game.new(preset("classic-4p"), seed=11), moves=30)
    view = game.view(game.to_act)
    bot = make_bot(level, seed=5)
    thinking = bot.think(view)
    steps = 0
    while True:
        try:
            next(thinking)
            steps += 1
        except StopIteration as done:
            move = done.value
            break
    assert steps >= 1, "think must give the front end a chance to draw a frame"
    assert move == bot.choose(view)
    assert move in game.legal_moves() or _applies(game, move)


@pytest.mark.parametrize("level", QUICK_LEVELS)
def test_the_same_seed_and_view_give_the_same_choice_and_the_view_is_untouched(level):
    for game in positions_from_game("classic-4p", seed=21, every=7):
        view = game.view(game.to_act)
        before = copy.deepcopy(view.data)
        first = make_bot(level, seed=9).choose(view)
        assert make_bot(level, seed=9).choose(view) == first
        assert view.data == before, "a bot must not change what it is shown"


def test_answer_go_out_is_a_bool_from_the_partners_view():
    for game in positions_from_game("classic-4p", seed=4, every=5):
        answer = make_bot("expert").answer_go_out(game.view(game.partner_of(game.to_act)))
        assert isinstance(answer, bool)


def _applies(game: Game, move) -> bool:
    trial = game.copy()
    trial.apply(move)
    return True


def test_a_planned_move_the_engine_refuses_gives_way_to_a_listed_one():
    from game.ai.bot import Bot
    from game.ai.knowledge import Knowledge
    from game.ai.search import RefusedMove
    from game.core import Game, parse_move, preset

    game = Game.new(preset("classic-4p"), seed=3)
    k = Knowledge.of(game.view(game.to_act))
    with pytest.warns(RefusedMove, match="meld 5H 5H 5H 5H"):
        assert Bot._checked(k, parse_move("meld 5H 5H 5H 5H")) == game.legal_moves()[0]
    listed = game.legal_moves()[-1]
    assert Bot._checked(k, listed) == listed
