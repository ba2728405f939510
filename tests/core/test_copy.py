"""Game.copy: the same position, played on apart from the original (the computer players' search copies
games all the time; the copy takes over the hands' indexes and the turn instead of rebuilding them)."""

from __future__ import annotations

import random

import pytest

from game.core import PRESETS, Game, preset


@pytest.mark.parametrize("name", PRESETS)
def test_a_copy_plays_on_apart_and_as_the_original_would(name: str) -> None:
    game = Game.new(preset(name), seed=4)
    rng = random.Random(4)
    while game.phase not in ("round_over", "game_over"):
        copy = game.copy()
        assert copy.to_dict() == game.to_dict()
        moves = game.legal_moves()
        assert copy.legal_moves() == moves
        move = rng.choice(moves)
        assert copy.apply(move) == game.apply(move)
        after = game.to_dict()
        assert copy.to_dict() == after
        if copy.phase not in ("round_over", "game_over"):
            copy.apply(copy.legal_moves()[-1])  # the copy goes its own way; the original stays where it was
        assert game.to_dict() == after
        # the hands' indexes too (as a set: the order of a list may follow the order ranks came into the hand)
        assert set(game.legal_moves()) == set(Game.from_dict(after).legal_moves())


def _play_one_turn(game: Game, rng: random.Random) -> None:
    seat = game.to_act
    while game.to_act == seat and game.phase not in ("round_over", "game_over"):
        game.apply(rng.choice(game.legal_moves()))


def test_a_turn_state_handed_out_never_changes_after_its_turn() -> None:
    # The game resets its turn state in place where nobody was handed it (a class call saved per turn); one
    # read through ``turn`` and kept, as a caller may keep it, must still tell that turn's story.
    game = Game.new(preset("classic-4p"), seed=4)
    rng = random.Random(4)
    game.apply(game.legal_moves()[0])  # the draw
    held = game.turn
    _play_one_turn(game, rng)
    told = held.to_dict()
    assert held.drew and game.turn is not held
    _play_one_turn(game, rng)
    assert held.to_dict() == told
    # Not handed out: the same object serves the next turn, reset.
    untouched = game.copy()
    before = untouched._turn
    _play_one_turn(untouched, rng)
    assert untouched._turn is before and not untouched._turn.drew
