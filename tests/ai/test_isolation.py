"""game/ai imports the standard library and game.core only, never pygame or the front end (DESIGN.md 1)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from ..core.test_isolation import imported_modules

AI = Path(__file__).resolve().parents[2] / "game" / "ai"


def test_the_players_import_only_the_standard_library_the_core_and_themselves() -> None:
    stdlib = sys.stdlib_module_names | {"__future__"}
    offenders = []
    for path in sorted(AI.glob("*.py")):
        for name in imported_modules(path):
            if name.startswith(".") and not name.startswith(".."):
                continue  # relative: inside game.ai
            if name.split(".")[0] not in stdlib and not name.startswith(("game.core", "game.ai")):
                offenders.append(f"{path.name}: {name}")
    assert offenders == []


def test_importing_the_players_loads_no_pygame_and_no_front_end() -> None:
    code = ("import sys, game.ai; "
            "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or "
            "(m.startswith('game.') and not m.startswith(('game.core', 'game.ai')))]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=AI.parents[1])
    assert out.stdout.strip() == "[]"
