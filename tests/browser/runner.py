"""Serve the check's page on 127.0.0.1, run the scenarios in Chromium (drive.mjs), and read the report.

    .venv/bin/python -m tests.browser.runner [SCENARIO,...]     # all of them by default; prints the report

Screenshots and report.json go to build/browser/out/.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from tests.browser.bundle import BUILD, HERE, assemble, chromium

OUT = BUILD / "out"
ALL = ("start", "hand", "mac", "replay", "people", "presets", "storage", "sandboxed", "languages", "touch", "phone",
       "sound", "memory")
# The frames the budgets hold (DESIGN.md section 6): stretch of the report -> the labels of the game's meter.
BUDGETED = {
    "start screen": ("StartScene",),
    "rules screen": ("RulesScene",),
    "deal": ("deal",),
    "table, classic-4p, master": ("table, computer to play",),
    "table, modern-american, master": ("table, computer to play",),
    "score sheet": ("ScoreSheet",),
    "deal, phone": ("deal",),  # a phone held upright (the phone scenario)
    "table, phone": ("table, computer to play",),
    "score sheet, phone": ("ScoreSheet",),
}
P95_BUDGET_MS = 10.0
MAX_BUDGET_MS = 50.0


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Static files; any origin may fetch them (the sandboxed frame has none of its own)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".mjs": "text/javascript", ".js": "text/javascript", ".whl": "application/zip"}

    def end_headers(self) -> None:
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


def run(scenarios: tuple[str, ...] = ALL, out: Path = OUT) -> dict[str, Any]:
    """Assemble the page, serve it, play ``scenarios``; the report (bundle.Unavailable if something is missing)."""
    browser = chromium()
    www = assemble()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(www)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.png"):
        old.unlink()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        done = subprocess.run(["node", str(HERE / "drive.mjs"), url, str(out), ",".join(scenarios)],
                              env={**os.environ, "CHROMIUM": browser}, capture_output=True, text=True,
                              timeout=3600)
    finally:
        server.shutdown()
        server.server_close()
    report_file = out / "report.json"
    if done.returncode != 0 or not report_file.is_file():
        raise RuntimeError(f"drive.mjs failed ({done.returncode}): {done.stderr[-2000:]}")
    report: dict[str, Any] = json.loads(report_file.read_text())
    return report


def budget_problems(report: dict[str, Any]) -> list[str]:
    """Every budgeted stretch whose frames broke the budget: p95 over 10 ms or a frame over 50 ms."""
    problems = []
    for scenario in report["scenarios"]:
        for stretch, labels in BUDGETED.items():
            for label, work in scenario["frames"].get(stretch, {}).items():
                if label in labels and (work["p95"] > P95_BUDGET_MS or work["max"] > MAX_BUDGET_MS):
                    problems.append(f"{scenario['name']}, {stretch} ({label}): p95 {work['p95']} ms, "
                                    f"max {work['max']} ms, {work['frames']} frames")
    return problems


def frame_rows(report: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(scenario["name"], stretch, work)
            for scenario in report["scenarios"] for stretch, labels in scenario["frames"].items()
            for label, work in labels.items() if label in BUDGETED.get(stretch, (label,))]


def printed(report: dict[str, Any]) -> str:
    lines = ["| scenario | stretch | frames drawn | p50 ms | p95 ms | max ms | over 16.7 | over 50 | still | "
             "drawing p50 / p95 ms |", "|---" * 10 + "|"]
    for name, stretch, w in frame_rows(report):
        lines.append(f"| {name} | {stretch} | {w['frames']} | {w['p50']} | {w['p95']} | {w['max']} | "
                     f"{w['over_16']} | {w['over_50']} | {w['still']} | "
                     f"{w.get('drawing_p50', '')} / {w.get('drawing_p95', '')} |")
    for scenario in report["scenarios"]:
        verdict = "passed" if scenario["ok"] else "FAILED: " + "; ".join(
            scenario["failures"] + scenario["console_errors"] + scenario["python_errors"])
        lines.append(f"{scenario['name']}: {verdict} ({scenario['seconds']} s) {scenario['timings'] or ''} "
                     f"{scenario['notes'] or ''}")
    return "\n".join(lines)


if __name__ == "__main__":
    chosen = tuple(sys.argv[1].split(",")) if len(sys.argv) > 1 else ALL
    result = run(chosen)
    print(printed(result))
    for problem in budget_problems(result):
        print("over budget:", problem)
