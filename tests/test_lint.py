"""The linters run inside the test command: ruff over the whole tree (pyproject.toml's rules) and mypy --strict
over the rules core and the computer players, which depend on nothing but the standard library."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          stdin=subprocess.DEVNULL)


def test_ruff_finds_nothing():
    done = run("ruff", "check", ".", "--output-format", "concise")
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]


def test_mypy_strict_finds_nothing_in_the_players():
    """mypy --strict over the computer players: nothing in game/ai.  It follows their imports into game/core,
    whose own findings are not this test's business (yet): only lines in game/ai count, and mypy must have run
    to the end (exit 0 or 1, never 2, a crash or a usage error)."""
    done = run("mypy", "--strict", "game/ai")
    output = done.stdout + done.stderr
    ours = [line for line in output.splitlines() if line.startswith("game/ai/")]
    assert done.returncode in (0, 1), output[-6000:]
    assert not ours, "\n".join(ours)
