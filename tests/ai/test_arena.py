"""The arena: duplicate deals, honest intervals, the printed table."""

from __future__ import annotations

import pytest

from game.ai import arena
from game.core import PRESETS, preset


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


@pytest.mark.parametrize(("preset_name", "sides"), [("three-player", 3), ("five-player-rotating", 5),
                                                    ("six-player-three-pairs", 3), ("six-player", 2)])
def test_with_more_than_two_sides_the_first_level_takes_each_in_turn(preset_name: str, sides: int) -> None:
    """Five rotating: seats 0 and 1 sit out more often than 2 and 3 in a game of seven or eight hands, so a
    level that only ever held them would look weaker than it is."""
    tasks = arena.duplicate_tasks(preset_name, "normal", "beginner", deals=2, seed=3, hands=1)
    assert [t[4] for t in tasks] == list(range(sides)) * 2
    assert len({t[3] for t in tasks[:sides]}) == 1, "one deal, the same cards for every side"


def test_where_each_keeps_his_own_score_the_first_level_plays_one_seat_only() -> None:
    record = arena.play_game("five-player-rotating", "normal", "beginner", seed=2, a_side=3, hands=2)
    assert len(record.times["normal"]) > 0 and len(record.times["beginner"]) > 3 * len(record.times["normal"]) / 2


def test_an_unknown_preset_is_refused(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--preset", "classic-9p", "--deals", "1"])
    assert "unknown preset 'classic-9p'" in capsys.readouterr().err


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
    assert len(result.records) == preset(preset_name).side_count and all(r.hands == 1 for r in result.records)
    # Five rotating: the seat that sits out the first hand makes no decision in a one-hand game.
    assert all(r.times["beginner"] for r in result.records) and any(r.times["normal"] for r in result.records)
    assert f"normal vs beginner: {len(result.records)} games" in result.summary()
