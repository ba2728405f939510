"""Each level beats the level below in a seeded match (DESIGN.md section 7).

The matches are short (one hand per game, duplicate deals) and seeded, so they never flake; they catch a
change that makes a level weaker than the one below.  The arena (``python -m game.ai.arena``) measures
the real margins over complete games.
"""

from __future__ import annotations

import pytest

from game.ai.arena import run_pairing


def _margin(preset_name: str, stronger: str, weaker: str, deals: int) -> tuple[float, float]:
    result = run_pairing(preset_name, stronger, weaker, deals=deals, seed=7, hands=1, jobs=1)
    hands = sum(r.hands for r in result.records)
    points = sum(r.a_points - r.b_points for r in result.records) / hands
    wins = sum(r.a_won for r in result.records) / len(result.records)
    return points, wins


@pytest.mark.parametrize("preset_name", ["classic-2p", "classic-4p"])
def test_normal_beats_beginner(preset_name):
    points, wins = _margin(preset_name, "normal", "beginner", deals=12)
    assert points > 0 and wins > 0.5


@pytest.mark.parametrize("preset_name", ["classic-2p", "classic-4p"])
def test_expert_beats_normal(preset_name):
    points, wins = _margin(preset_name, "expert", "normal", deals=20)
    assert points > 0


@pytest.mark.slow
@pytest.mark.parametrize("preset_name", ["classic-2p", "classic-4p"])
def test_master_beats_expert(preset_name):
    points, wins = _margin(preset_name, "master", "expert", deals=40)
    assert points > 0
