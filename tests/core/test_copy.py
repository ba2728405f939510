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
