"""Every level plays every preset the engine has, to the end of a hand, with legal moves only."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, make_bot
from game.core import PRESETS, Game, preset
from game.core.cards import deck_counts


@pytest.mark.parametrize("preset_name", sorted(PRESETS))
@pytest.mark.parametrize("level", [lv for lv in LEVELS if lv != "master"])
def test_a_whole_hand_between_bots_of_one_level(level, preset_name):
    game = Game.new(preset(preset_name), seed=17)
    bots = [make_bot(level, seed=s) for s in range(game.rules.player_count)]
    for _ in range(2000):
        if game.phase in ("round_over", "game_over"):
            break
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat)))  # apply raises IllegalMove on a bad choice
    assert game.phase in ("round_over", "game_over")
    assert game.round_scores is not None
    r = game.rules
    everywhere = [c for h in game.hands for c in h] + game.pile + game.stock
    everywhere += [c for side in game.melds for m in side.values() for c in m]
    everywhere += [c for side in game.red_threes for c in side]
    assert sorted(everywhere) == sorted(deck_counts(r.deck_count, r.jokers_per_pack).elements())


@pytest.mark.parametrize("preset_name", sorted(PRESETS))
def test_the_master_plays_legal_moves_against_the_expert(preset_name):
    game = Game.new(preset(preset_name), seed=23)
    n = game.rules.player_count
    bots = [make_bot("master" if game.side_of(s) == 0 else "expert", seed=s) for s in range(n)]
    for _ in range(24):  # a dozen master searches per game (40 moves took twice as long for the same check)
        if game.phase in ("round_over", "game_over"):
            break
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    assert len(game.history) >= 10 or game.phase == "round_over"


@pytest.mark.parametrize("level", ["expert", "master"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_game_played_to_a_number_of_hands_has_no_target_and_the_strong_levels_play_it(level, seed):
    """With max_rounds and no target score (the start screen can set it), "going out wins the game" has no
    target to compare with; the expert and the master used to crash there."""
    game = Game.new(preset("classic-4p").replace(target_score=None, max_rounds=2), seed=seed)
    bots = [make_bot(level if game.side_of(s) == 0 else "normal", seed=s) for s in range(4)]
    for _ in range(3000):
        if game.phase in ("round_over", "game_over"):
            break
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    assert game.phase == "round_over" and game.rules.target_score is None
