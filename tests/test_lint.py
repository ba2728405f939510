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
