"""The rules core and the computer players run on WebAssembly CPython (DESIGN.md section 5).

A seeded hand between expert computer players is played under the npm package pyodide in Node.js
(web/pyodide_run.mjs) and natively; both must end the hand, account for all 108 cards and agree move for
move.  Skipped only when Node.js itself is missing.  Where Node.js is there but web/node_modules is not (a
fresh clone), the first test installs the npm package from web/package-lock.json with `npm ci --prefix web`,
so the README's one test command is all a newcomer runs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.one_at_a_time import one_at_a_time

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "web" / "pyodide_run.mjs"
PYODIDE = ROOT / "web" / "node_modules" / "pyodide" / "pyodide.mjs"
GAME = ROOT / "tests" / "web" / "bot_game.py"
NODE = shutil.which("node")

needs_node = pytest.mark.skipif(NODE is None, reason="Node.js (node) is not installed: the pyodide tests run "
                                "WebAssembly CPython in Node.js (install nodejs and npm; the tests then install "
                                "web/node_modules themselves)")


# The expert runs every heuristic of the players (knowledge, discards, melding, going out) and is quick.
BOT_LEVEL = "expert"


def results_of(output: str) -> list[dict]:
    """The ``RESULT {...}`` lines a script printed, read."""
    return [json.loads(line[len("RESULT "):]) for line in output.splitlines() if line.startswith("RESULT ")]


def results(output: str) -> list[dict]:
    found = results_of(output)
    for r in found:  # what may differ between the two interpreters
        for key in ("python", "platform", "seconds"):
            r.pop(key)
    return found


def install_pyodide() -> None:
    """web/node_modules from web/package-lock.json, once; a clear failure if that cannot be done."""
    with one_at_a_time("npm-ci"):  # another test process may be installing it right now
        _install_pyodide()


def _install_pyodide() -> None:
    if PYODIDE.exists():
        return
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail(f"Node.js is installed but npm is not, so the npm package pyodide ({PYODIDE}) cannot be "
                    "installed: install npm (Debian: apt-get install npm), or run `npm ci --prefix web` elsewhere",
                    pytrace=False)
    command = [npm, "ci", "--prefix", str(ROOT / "web"), "--no-audit", "--no-fund", "--loglevel=error"]
    for _ in range(2):  # one retry: a registry hiccup should not fail the suite
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600,
                              stdin=subprocess.DEVNULL)
        if done.returncode == 0 and PYODIDE.exists():
            return
    pytest.fail(f"`npm ci --prefix web` could not install pyodide:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}",
                pytrace=False)


def run_node(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    install_pyodide()
    return subprocess.run([NODE, str(RUNNER), *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)


@needs_node
def test_bot_hands_under_pyodide_match_native():
    args = ["--preset", "classic-2p", "--preset", "classic-4p", "--seed", "3", "--level", BOT_LEVEL]
    wasm = run_node("--quiet", str(GAME), *args)
    assert wasm.returncode == 0, f"pyodide run failed:\n{wasm.stdout}\n{wasm.stderr}"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    native = subprocess.run([sys.executable, str(GAME), *args], cwd=ROOT, capture_output=True, text=True,
                            timeout=120, env=env, stdin=subprocess.DEVNULL)
    assert native.returncode == 0, native.stderr
    wasm_results, native_results = results(wasm.stdout), results(native.stdout)
    assert [r["preset"] for r in wasm_results] == ["classic-2p", "classic-4p"]
    for r in wasm_results:
        hand = r["hands"][0]
        assert hand["phase"] in ("round_over", "game_over")
        assert hand["ended_by"]
        assert hand["cards"] == 108
        assert r["moves"] > 10
    assert wasm_results == native_results


@needs_node
def test_runner_passes_arguments_and_reports_errors():
    code = "import sys, game.core; print('PY', sys.platform, sys.version_info[:2], sys.argv[1:]); import game.nothing"
    done = run_node("-c", code, "x", "7")
    assert "PY emscripten (3, 1" in done.stdout and "['x', '7']" in done.stdout, done.stdout + done.stderr
    assert "pyodide_run: Python 3." in done.stderr
    assert "ModuleNotFoundError: No module named 'game.nothing'" in done.stderr
    assert done.returncode == 1


def test_timing_script_natively(capsys):
    from bench import ai_timing

    ai_timing.main(["--positions", "3", "--levels", "beginner", "--presets", "classic-2p", "--no-wasm"])
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("beginner  classic-2p"))
    assert row.split()[2] == "3" and "n/a" in row and "no wasm figures" in row


@pytest.mark.slow
@needs_node
def test_timing_script_under_pyodide(capsys):
    from bench import ai_timing

    install_pyodide()
    ai_timing.main(["--positions", "3", "--levels", "beginner,normal", "--no-native"])
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith(("beginner ", "normal "))]
    assert len(rows) == 4 and all(row.endswith(" ok") for row in rows), out
    assert "All budgets met on WebAssembly." in out


SPEAK = ROOT / "tests" / "web" / "speak.py"


@needs_node
def test_the_catalogs_speak_under_pyodide_as_natively_and_the_browsers_language_is_heard():
    """The .po catalogs are read on WebAssembly as on the desktop (the refusals the suite raises, numbers,
    plurals, in every language), and the first start takes the language that pygbag's ``platform.window``
    says the browser speaks."""
    data = [f"{path}:{path}" for path in ("tests/i18n/refusals.json", *(
        p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "game" / "assets" / "locale").glob("*.po"))))]
    wasm = run_node("--quiet", "--copy", "game/i18n", *(arg for pair in data for arg in ("--file", pair)), str(SPEAK),
                    "--browser-language", "nl-BE")
    assert wasm.returncode == 0, f"pyodide run failed:\n{wasm.stdout}\n{wasm.stderr}"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    native = subprocess.run([sys.executable, str(SPEAK)], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env=env, stdin=subprocess.DEVNULL)
    assert native.returncode == 0, native.stderr
    [wasm_result], [native_result] = results_of(wasm.stdout), results_of(native.stdout)
    assert wasm_result.pop("first_language") == "nl"
    assert wasm_result == native_result
    assert native_result["problems"] == {code: [] for code in native_result["problems"]}
    assert native_result["de"]["samples"][:3] == ["1.500", "je 1 Karte", "je 11 Karten"]
    assert native_result["de"]["hash"] != native_result["en"]["hash"] != native_result["nl"]["hash"]

