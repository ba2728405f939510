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


def foreign_imports(folder: Path, allowed: tuple[str, ...]) -> list[str]:
    """Imports in ``folder`` of anything but the standard library, the package itself and ``allowed``."""
    stdlib = sys.stdlib_module_names | {"__future__"}
    offenders = []
    for path in sorted(folder.rglob("*.py")):
        for name in imported_modules(path):
            if name.startswith(".") and not name.startswith(".."):
                continue  # relative: inside the package
            if name.split(".")[0] not in stdlib and not name.startswith(allowed):
                offenders.append(f"{path.name}: {name}")
    return offenders


def test_core_imports_only_the_standard_library_and_itself() -> None:
    assert foreign_imports(CORE, ("game.core",)) == []


def foreign_modules_loaded(package: str, allowed: tuple[str, ...]) -> str:
    """Importing ``package`` in a fresh interpreter: the pygame or other project modules it loads."""
    code = (f"import sys, {package}; "
            "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or "
            f"(m.startswith('game.') and not m.startswith({allowed!r}))]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=CORE.parents[1])
    return out.stdout.strip()


def test_importing_core_loads_no_pygame_and_no_other_project_package() -> None:
    assert foreign_modules_loaded("game.core", ("game.core",)) == "[]"
