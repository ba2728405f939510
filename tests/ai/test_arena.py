"""The arena: duplicate deals, honest intervals, the printed table."""

from __future__ import annotations

import pytest

from game.ai import arena
from game.core import PRESETS


def test_the_wilson_interval_matches_known_values():
    low, high = arena.wilson_interval(60, 100)
    assert low == pytest.approx(0.502, abs=0.001) and high == pytest.approx(0.691, abs=0.001)
    assert arena.wilson_interval(0, 0) == (0.0, 1.0)
    low, high = arena.wilson_interval(10, 10)
    assert high == 1.0 and 0.7 < low < 0.75


def test_a_game_is_reproducible_and_records_both_levels():
    first = arena.play_game("classic-2p", "expert", "beginner", seed=5, a_side=0, hands=1)
    again = arena.play_game("classic-2p", "expert", "beginner", seed=5, a_side=0, hands=1)
    assert (first.a_won, first.a_points, first.b_points, first.hands) == \
           (again.a_won, again.a_points, again.b_points, again.hands)
    assert first.hands == 1 and first.a_won in (0.0, 0.5, 1.0)
    assert first.times["expert"] and first.times["beginner"]


def test_each_deal_is_played_twice_with_the_sides_swapped():
    tasks = arena.duplicate_tasks("classic-4p", "normal", "beginner", deals=3, seed=3, hands=1)
    assert len(tasks) == 6
    for first, second in zip(tasks[::2], tasks[1::2], strict=True):
        assert first[3] == second[3], "both games of a deal share the seed, so the cards"
        assert (first[4], second[4]) == (0, 1), "and the first level plays each side once"
    assert len({t[3] for t in tasks}) == 3
    result = arena.run_pairing("classic-4p", "normal", "beginner", deals=2, seed=3, hands=1, jobs=1)
    assert len(result.records) == 4 and all(r.hands == 1 for r in result.records)


def test_the_command_prints_a_line_per_pairing_with_interval_points_and_times(capsys):
    arena.main(["--preset", "classic-2p", "--levels", "beginner,normal", "--deals", "1", "--hands", "1",
                "--jobs", "1"])
    out = capsys.readouterr()
    assert "normal vs beginner: 2 games" in out.out
    assert "95% CI" in out.out and "points per hand" in out.out
    assert "p50" in out.out and "p95" in out.out and "max" in out.out
    assert "2/2 games" in out.err  # the progress line


def test_an_unknown_level_is_refused(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--levels", "beginner,wizard", "--deals", "1"])
    assert "unknown level 'wizard'" in capsys.readouterr().err


@pytest.mark.parametrize("preset_name", sorted(PRESETS))
def test_the_arena_runs_every_preset(preset_name: str) -> None:
    """One duplicate deal of one hand per preset: both levels decide, and the points add up per hand."""
    result = arena.run_pairing(preset_name, "normal", "beginner", deals=1, seed=1, hands=1, jobs=1)
    assert len(result.records) == 2 and all(r.hands == 1 for r in result.records)
    assert all(r.times["normal"] and r.times["beginner"] for r in result.records)
    assert "normal vs beginner: 2 games" in result.summary()
