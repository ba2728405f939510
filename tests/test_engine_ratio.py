"""bench.engine_ratio: the engine's speed against another checkout, as a ratio in one run (DESIGN.md section 6)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import engine_ratio

ROOT = Path(__file__).resolve().parents[1]


def test_a_tree_against_itself_prints_its_times_and_a_ratio_near_one(capsys):
    engine_ratio.main([str(ROOT), "--rounds", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("this tree") and "s CPU" in lines[0]
    ratio = float(lines[2].split()[1])
    assert 0.5 < ratio < 2.0, lines


def test_a_folder_that_is_no_checkout_is_refused(tmp_path):
    with pytest.raises(SystemExit):
        engine_ratio.main([str(tmp_path)])
