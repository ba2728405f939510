"""The arrows of DESIGN.md section 1: ui -> ai, core, storage; storage imports nothing of the project."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from ..core.test_isolation import foreign_imports, imported_modules

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"


def test_the_table_imports_only_pygame_the_core_the_players_the_storage_and_itself() -> None:
    assert foreign_imports(UI, ("pygame", "game.core", "game.ai", "game.storage", "game.ui")) == []


def test_storage_imports_only_the_standard_library() -> None:
    stdlib = sys.stdlib_module_names | {"__future__"}
    names = imported_modules(ROOT / "game" / "storage.py")
    assert [n for n in names if n.split(".")[0] not in stdlib] == []  # pygbag's platform shadows the stdlib one


def test_main_stays_small_and_only_runs_the_app() -> None:
    """main.py builds the app and runs the loop: nothing else lives there (STYLE.md, main.py)."""
    source = (ROOT / "main.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    assert len(source.splitlines()) <= 60
    assert source.rstrip().endswith("asyncio.run(main())")
    assert "await asyncio.sleep(0)" in source
    assert {n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)} == {"main"}
