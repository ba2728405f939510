"""bench/save_cost.py runs and prints what the docs quote: one line per hand, the save smaller and quicker than
the indented JSON it replaced (sizes are exact; times are only printed, never asserted)."""

from __future__ import annotations

import re

from bench import save_cost


def test_the_save_cost_bench_prints_a_line_per_hand_with_the_compact_save_smaller(capsys) -> None:
    save_cost.main(["--hands", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("hand  saved kB")
    rows = [re.findall(r"[\d.]+", line) for line in lines[1:]]
    assert [int(row[0]) for row in rows] == [1, 2]
    for _, saved, _, _, indented, _ in rows:
        assert float(saved) < float(indented)
    assert float(rows[1][1]) > float(rows[0][1])  # the record grows with the game
