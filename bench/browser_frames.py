"""Frame work in the browser beside the desktop's, the same stretches in one run (DESIGN.md section 6).

    CANASTA_PYGAME_WASM=path/to/pygame_static-1.0-cp313-cp313-wasm32_bi_emscripten.whl \\
        .venv/bin/python -m bench.browser_frames                 # start, hand, mac: about 6 minutes
    .venv/bin/python -m bench.browser_frames start,hand,memory   # other scenarios of tests/browser

The browser's rows come from the browser check (tests/browser): the game in headless Chromium on pygbag's own
pygame-ce WebAssembly build, its own frame meter read (events, update, draw, flip; not the wait for the next
frame).  The desktop's rows play the same stretches headless with SDL's dummy driver (tests/browser/desktop.py).
Budgets in the browser: p95 at most 10 ms and no frame over 50 ms.
"""

from __future__ import annotations

import sys

from tests.browser.bundle import Unavailable
from tests.browser.desktop import desktop_stretches
from tests.browser.runner import BUDGETED, MAX_BUDGET_MS, P95_BUDGET_MS, run


def main(argv: list[str]) -> int:
    scenarios = tuple(argv[0].split(",")) if argv else ("start", "hand", "mac")
    try:
        report = run(scenarios)
    except Unavailable as missing:
        print(f"cannot run the browser: {missing}")
        return 2
    desktop = desktop_stretches()
    print("| stretch | browser frames | p50 | p95 | max ms | desktop frames | p50 | p95 | max ms | in budget |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for scenario in report["scenarios"]:
        for stretch, labels in scenario["frames"].items():
            for label, b in labels.items():
                if label not in BUDGETED.get(stretch, ()):
                    continue
                d = desktop.get(stretch, {}).get(label, {})
                fits = b["p95"] <= P95_BUDGET_MS and b["max"] <= MAX_BUDGET_MS
                print(f"| {stretch} | {b['frames']} | {b['p50']} | {b['p95']} | {b['max']} | {d.get('frames', '-')} | "
                      f"{d.get('p50', '-')} | {d.get('p95', '-')} | {d.get('max', '-')} | {'yes' if fits else 'NO'} |")
    for scenario in report["scenarios"]:
        extra = {**scenario["timings"], **scenario["notes"]}
        verdict = "passed" if scenario["ok"] else "FAILED: " + "; ".join(scenario["failures"])
        print(f"{scenario['name']}: {verdict}{' ' + str(extra) if extra else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
