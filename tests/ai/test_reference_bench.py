"""The reference yardstick (bench.ai_reference) on a few positions: its parts fit together."""

from __future__ import annotations

import math

import pytest

from bench import ai_reference
from game.ai.levels import MASTER


def test_recorded_positions_are_judged_and_scored_against_their_candidates():
    positions = ai_reference.record("classic-2p", deals=1, seed=3, limit=3)
    assert len(positions) == 3
    for p in positions:
        assert len(p["candidates"]) >= 2
        p["values"] = ai_reference.judge(p, worlds=3, seed="test")
        assert len(p["values"]) == len(p["candidates"]) - 1
        assert all(math.isfinite(mean) and se >= 0 for mean, se in p["values"])
    values = ai_reference.score(positions, MASTER, seeds=1)
    for p, value in zip(positions, values, strict=True):
        assert value == 0.0 or value in [mean for mean, _ in p["values"]], "a choice is one of the candidates"


def test_search_settings_are_read_by_name_and_unknown_ones_refused():
    assert ai_reference.parse_config("candidates=3, max_worlds=0, confidence=1.0") == {
        "candidates": 3, "max_worlds": 0, "confidence": 1.0}
    with pytest.raises(SystemExit, match="unknown search setting 'wordls'"):
        ai_reference.parse_config("wordls=3")


def test_the_truth_judge_and_the_all_seeing_row_use_the_true_position(monkeypatch):
    positions = ai_reference.record("classic-2p", deals=1, seed=3, limit=2)
    dealt: list[int] = []
    real = ai_reference.true_worlds

    def counted(game):
        dealt.append(id(game))
        return real(game)

    monkeypatch.setattr(ai_reference, "true_worlds", counted)
    for p in positions:
        p["values"] = ai_reference.judge(p, worlds=2, seed="test", truth=True)
        assert len(p["values"]) == len(p["candidates"]) - 1
    assert len(dealt) == 2, "each truth judgement samples the true position"
    values = ai_reference.score(positions, MASTER, seeds=1, all_seeing=True)
    assert len(dealt) == 4, "the all-seeing row searches in true worlds"
    for p, value in zip(positions, values, strict=True):
        assert value == 0.0 or value in [mean for mean, _ in p["values"]]


def test_a_row_can_see_some_hands_and_guess_the_rest(monkeypatch):
    positions = ai_reference.record("classic-4p", deals=1, seed=3, limit=2)
    for p in positions:
        p["values"] = ai_reference.judge(p, worlds=2, seed="test", truth=True)
    asked: list[tuple[int, frozenset[int]]] = []
    real = ai_reference.partly_true_worlds

    def counted(game, seat, sight, reading):
        asked.append((seat, sight))
        return real(game, seat, sight, reading)

    monkeypatch.setattr(ai_reference, "partly_true_worlds", counted)
    values = ai_reference.score(positions, MASTER, seeds=1, shown=ai_reference.parse_shown("2"))
    assert asked == [(p["seat"], ai_reference.Sight(hands=frozenset({2}))) for p in positions], \
        "each position's search sees the partner"
    for p, value in zip(positions, values, strict=True):
        assert value == 0.0 or value in [mean for mean, _ in p["values"]]
    assert ai_reference.parse_shown("1,3") == ai_reference.Sight(hands=frozenset({1, 3}))
    assert ai_reference.parse_shown("1p, 2, 3pw") == ai_reference.Sight(
        hands=frozenset({2}), pairs=frozenset({1, 3}), wilds=frozenset({3}))
    for wrong in ("0", "partner", "", "p", "1x"):
        with pytest.raises(SystemExit, match="--shown takes seat offsets"):
            ai_reference.parse_shown(wrong)


def test_a_partial_sight_names_the_hands_and_pairs_it_shows():
    assert ai_reference.parse_shown("1,3,2p").label() == "seeing the hands at +1, +3; the pairs at +2"
    assert ai_reference.parse_shown("1p").label() == "seeing the pairs at +1"
    assert ai_reference.parse_shown("1pw,3w").label() == "seeing the pairs at +1; the wild cards at +1, +3"
