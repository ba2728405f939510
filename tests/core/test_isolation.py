"""game/core imports neither pygame nor anything of the project outside game/core (DESIGN.md section 1)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "game" / "core"


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names.append("." * node.level + (node.module or ""))
    return names


def test_core_imports_only_the_standard_library_and_itself() -> None:
    stdlib = sys.stdlib_module_names | {"__future__"}
    offenders = []
    for path in sorted(CORE.glob("*.py")):
        for name in imported_modules(path):
            if name.startswith("."):
                continue  # relative: inside game.core
            if name.split(".")[0] not in stdlib and not name.startswith("game.core"):
                offenders.append(f"{path.name}: {name}")
    assert offenders == []


def test_importing_core_loads_no_pygame_and_no_other_project_package() -> None:
    code = ("import sys, game.core; "
            "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or "
            "(m.startswith('game.') and not m.startswith('game.core'))]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=CORE.parents[1])
    assert out.stdout.strip() == "[]"
