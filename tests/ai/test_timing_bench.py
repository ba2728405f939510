"""bench.ai_timing: a variant of a level is timed beside it, on the same positions, under its budget."""

from __future__ import annotations

import pytest

from bench import ai_timing


def test_a_variant_is_timed_beside_its_level_on_every_position(capsys):
    ai_timing.main(["--levels", "normal", "--presets", "classic-2p", "--positions", "3", "--no-wasm",
                    "--set", "normal:wild_keep=90"])
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith(("normal ", "normal[wild_keep=90] "))]
    assert [row.split()[0] for row in rows] == ["normal", "normal[wild_keep=90]"]
    assert all(row.split()[2] == "3" for row in rows)  # three positions each


def test_a_variant_keeps_its_levels_budget():
    assert ai_timing.verdict("master[search.worlds=8]", {"p50": 1.0, "p95": 600.0, "max": 700.0})[1].startswith("OVER")
    assert ai_timing.verdict("master[search.worlds=8]", {"p50": 1.0, "p95": 400.0, "max": 700.0})[1] == "ok"


@pytest.mark.parametrize(("spec", "says"), [("master", "give a level, a colon"),
                                            ("wizard:worlds=3", "give a level, a colon"),
                                            ("master:search.bogus=1", "'bogus' is not a knob of the search")])
def test_a_variant_that_names_no_level_or_knob_is_refused_before_anything_runs(spec, says, capsys):
    with pytest.raises(SystemExit) as refused:
        ai_timing.main(["--levels", "normal", "--presets", "classic-2p", "--positions", "1", "--no-wasm",
                        "--set", spec])
    assert says in capsys.readouterr().err + str(refused.value)  # argparse prints; ai_tune's refusal is the exit's


def test_a_slower_machine_is_judged_by_the_budgets_machine():
    times = {"master": {"classic-4p": {"ms": [100.0] * 18 + [600.0] * 2}}, "normal": {"classic-4p": {"ms": [20.0]}}}
    reference = ai_timing.BUDGET_MACHINE_REFERENCE_MS
    text, ok = ai_timing.scaled_verdicts(["master", "normal"], ["classic-4p"], times, reference * 1.5)
    assert ok and "p95   400.0 ms  ok" in text and "normal" in text  # 600 ms here is 400 there
    text, ok = ai_timing.scaled_verdicts(["master"], ["classic-4p"], times, reference)
    assert not ok and "OVER" in text  # on the budgets' own machine 600 ms is over
