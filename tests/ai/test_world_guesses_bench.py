"""The guess of who holds a pair (bench.world_guesses): worlds that are the truth score nothing, others more."""

from __future__ import annotations

from bench import ai_reference, world_guesses
from game.ai.levels import MASTER
from game.core import Game


def test_worlds_that_are_the_truth_score_nothing_and_other_worlds_score_more(monkeypatch):
    first_deal = ai_reference.record("classic-4p", deals=1, seed=3, limit=2)
    positions = first_deal + ai_reference.record("classic-4p", deals=1, seed=4, limit=2)
    assert MASTER.search is not None
    true_games = [Game.from_dict(p["position"]) for p in positions]

    def dealt(games):
        worlds = iter([g for g in games for _ in range(2)])  # two worlds a position, in the order scored
        return lambda k, rng, reading: next(worlds)

    monkeypatch.setattr(world_guesses, "sample_world", dealt(true_games))
    assert world_guesses.brier(positions, MASTER.search, worlds=2) == (0.0, 0.0)
    monkeypatch.setattr(world_guesses, "sample_world", dealt(true_games[::-1]))
    every, _ = world_guesses.brier(positions, MASTER.search, worlds=2)  # each deal's worlds are the other's
    assert every > 0.0


def test_natural_pairs_leave_wild_cards_and_threes_out():
    assert world_guesses.natural_pairs(["QH", "QS", "2C", "2D", "3H", "3S", "5C"]) == {"Q"}
