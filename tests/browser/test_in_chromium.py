"""The game in Chromium on pygbag's own pygame-ce WebAssembly build (slow; 13 to 15 minutes):

    CANASTA_PYGAME_WASM=path/to/pygame_static-1.0-cp313-cp313-wasm32_bi_emscripten.whl \\
        .venv/bin/python -m pytest --run-slow tests/browser -s

Every scenario of scenarios.mjs is played in one Chromium (tests/browser/runner.py); each fails on a Python
exception, a console error, or what it checks; the budgeted stretches fail on frame work over budget (p95 over
10 ms or a frame over 50 ms).  The desktop's figures for the same stretches are printed beside the browser's.
Skipped, saying why, where Chromium, Node.js, the wheel or the network to fetch it is missing.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.bundle import Unavailable
from tests.browser.desktop import desktop_stretches
from tests.browser.runner import ALL, BUDGETED, budget_problems, printed, run

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    try:
        result = run(ALL)
    except Unavailable as missing:
        pytest.skip(str(missing))
    print("\n" + printed(result))
    return result


def scenario(report: dict[str, Any], name: str) -> dict[str, Any]:
    return next(s for s in report["scenarios"] if s["name"] == name)


@pytest.mark.parametrize("name", ALL)
def test_scenario_plays_without_an_error(report: dict[str, Any], name: str) -> None:
    played = scenario(report, name)
    assert played["ok"], "\n".join(played["failures"] + played["console_errors"] + played["python_errors"])


def test_every_budgeted_stretch_was_measured(report: dict[str, Any]) -> None:
    measured = {stretch for s in report["scenarios"] for stretch in s["frames"]}
    assert set(BUDGETED) <= measured


def test_frame_work_in_the_browser_is_within_budget_beside_the_desktops(report: dict[str, Any]) -> None:
    desktop = desktop_stretches()
    print("\n| stretch | browser p50 / p95 / max ms | desktop p50 / p95 / max ms |\n|---|---|---|")
    for s in report["scenarios"]:
        for stretch, labels in s["frames"].items():
            for label, browser in labels.items():
                if label in BUDGETED.get(stretch, ()):
                    native = desktop.get(stretch, {}).get(label, {})
                    print(f"| {stretch} | {browser['p50']} / {browser['p95']} / {browser['max']} | "
                          f"{native.get('p50')} / {native.get('p95')} / {native.get('max')} |")
    assert not budget_problems(report)


def test_the_first_frame_comes_within_ten_seconds_of_the_page_load(report: dict[str, Any]) -> None:
    timings = scenario(report, "start")["timings"]
    assert 0 < timings["first_frame_ms"] < 10_000, timings
