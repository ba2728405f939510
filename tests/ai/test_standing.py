"""The search's judgement by the game's standings (``evaluate(..., standing=True)``): the hand added to the
scores, the margin over the nearest rival; the same as the hand's margin where two sides play."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.evaluate import evaluate, side_worth
from game.core import Game, preset


def _second_hand(preset_name: str, seed: int, moves: int) -> Game:
    """A seeded game played by normal bots through its first hand and ``moves`` moves into the second."""
    game = Game.new(preset(preset_name), seed=seed)
    bots = [make_bot("normal", seed=s) for s in range(game.rules.player_count)]
    for _ in range(2):
        while game.phase not in ("round_over", "game_over"):
            if game.round == 2 and moves == 0:
                return game
            if game.round == 2:
                moves -= 1
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))
        if game.phase == "game_over":
            break
        game.next_round()
    raise AssertionError("the game ended before the second hand reached the position")


@pytest.mark.parametrize("moves", [0, 25, 60])
def test_two_sides_differ_by_the_scores_alone(moves):
    game = _second_hand("classic-4p", seed=3, moves=moves)
    assert game.scores[0] != game.scores[1], "the first hand left a lead: the constant is not zero"
    for seat in range(4):
        side = game.side_of(seat)
        lead = game.scores[side] - game.scores[1 - side]
        assert evaluate(game, seat, standing=True) == pytest.approx(evaluate(game, seat) + lead)


def test_in_five_player_rotating_the_sitter_is_a_rival_and_the_partner_is_not():
    game = _second_hand("five-player-rotating", seed=5, moves=30)
    playing = set(game.seats_from(game.to_act))
    (sitter,) = set(range(5)) - playing
    seat = next(iter(playing))
    partner = next(s for s in playing if s != seat and game.side_of(s) == game.side_of(seat))
    opponents = [s for s in playing if game.side_of(s) != game.side_of(seat)]
    ours = game.scores[seat] + side_worth(game, game.side_of(seat))
    theirs = {s: game.scores[s] + side_worth(game, game.side_of(s)) for s in opponents}
    expected = ours - max(*theirs.values(), game.scores[sitter])
    assert evaluate(game, seat, standing=True) == pytest.approx(expected)
    # a partner far ahead changes nothing: this hand cannot change the gap to him
    game._scores[partner] += 10_000  # noqa: SLF001 (a lead no real hand makes)
    assert evaluate(game, seat, standing=True) == pytest.approx(expected)
    # a sitter far ahead is the rival to catch
    game._scores[sitter] += 10_000  # noqa: SLF001
    assert evaluate(game, seat, standing=True) == pytest.approx(ours - game.scores[sitter])


def test_in_three_sides_the_rival_is_the_one_nearest_in_the_game():
    game = _second_hand("six-player-three-pairs", seed=4, moves=40)
    side = game.side_of(game.to_act)
    rivals = [s for s in range(3) if s != side]
    worth = {s: side_worth(game, s) for s in range(3)}
    far_behind, leader = rivals
    game._scores[far_behind] -= 20_000  # noqa: SLF001
    game._scores[leader] += 5_000  # noqa: SLF001
    expected = game.scores[side] + worth[side] - game.scores[leader] - worth[leader]
    assert evaluate(game, game.to_act, standing=True) == pytest.approx(expected)
    # the hand alone would look at whichever rival does best in it
    assert evaluate(game, game.to_act) == pytest.approx(worth[side] - max(worth[r] for r in rivals))


def test_a_finished_hand_is_in_the_scores_already():
    game = _second_hand("classic-4p", seed=3, moves=0)
    bots = [make_bot("normal", seed=s) for s in range(4)]
    while game.phase not in ("round_over", "game_over"):
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    won = 0.0 if game.phase != "game_over" else (1000.0 if game.winner == 0 else -1000.0)
    assert evaluate(game, 0, standing=True) == game.scores[0] - game.scores[1] + won
