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


def test_mypy_strict_finds_nothing_in_the_core_and_the_players():
    """mypy --strict over the rules core, the computer players and the languages finds nothing at all: exit 0 and
    its "Success" line (a crash or a usage error exits 2, a finding 1)."""
    done = run("mypy", "--strict", "game/core", "game/ai", "game/i18n")
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-6000:]
    assert "Success" in output, output[-6000:]
