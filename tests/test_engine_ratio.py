"""bench.engine_ratio: the engine's speed against another checkout, as a ratio in one run (DESIGN.md section 6)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import engine_ratio

ROOT = Path(__file__).resolve().parents[1]


def test_a_tree_against_itself_prints_its_rates_and_a_ratio_near_one(capsys):
    engine_ratio.main([str(ROOT), "--rounds", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("this tree") and "s CPU" in lines[0]
    assert "classic-4p" in lines[0] and "hands/s" in lines[0] and "moves/s" in lines[0]
    ratio = float(lines[2].split()[1])
    assert 0.5 < ratio < 2.0, lines
    assert lines[3].startswith("speed") and "classic-4p" in lines[3]


def test_a_commit_is_read_from_git_without_a_checkout(capsys):
    engine_ratio.main(["--commit", "HEAD", "--rounds", "1", "--warm-up", "5"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("HEAD")
    assert 0.5 < float(lines[2].split()[1]) < 2.0, lines


def test_a_folder_that_is_no_checkout_is_refused(tmp_path):
    with pytest.raises(SystemExit):
        engine_ratio.main([str(tmp_path)])


def test_a_checkout_and_a_commit_together_are_refused():
    with pytest.raises(SystemExit):
        engine_ratio.main([str(ROOT), "--commit", "HEAD"])
