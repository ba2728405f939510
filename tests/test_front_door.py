"""game.core is the engine's front door (DESIGN.md section 2): callers outside game/core import only what it
exports, never one of its modules.  Tests may reach in where they test a module itself."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import typing
from pathlib import Path

import game.core
from game.core import events

ROOT = Path(__file__).resolve().parents[1]
CORE_MODULES = {path.stem for path in (ROOT / "game" / "core").glob("*.py")} - {"__init__"}
CALLERS = [ROOT / "game", ROOT / "bench", ROOT / "tools", ROOT / "main.py"]


def private_core_imports(path: Path) -> list[str]:
    """`game.core.<module>` imported by ``path``, absolutely or relatively."""
    package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
            module = ".".join(part for part in (base, node.module or "") if part)
            names = [module] + ([f"{module}.{alias.name}" for alias in node.names] if module == "game.core" else [])
        found += [f"{path.relative_to(ROOT)}: {name}" for name in names
                  if name.startswith("game.core.") and name.split(".")[2] in CORE_MODULES]
    return found


def test_nothing_outside_the_core_imports_a_module_of_it():
    files = [p for root in CALLERS for p in ([root] if root.is_file() else root.rglob("*.py"))
             if "core" not in p.relative_to(ROOT).parts[:2]]
    assert len(files) > 40
    assert [hit for path in files for hit in private_core_imports(path)] == []


def test_the_check_sees_both_kinds_of_reaching_in(tmp_path, monkeypatch):
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    (tmp_path / "game" / "ui").mkdir(parents=True)
    caller = tmp_path / "game" / "ui" / "caller.py"
    caller.write_text("from game.core.cards import Card\nfrom ..core import scoring\nfrom game.core import Game\n")
    assert private_core_imports(caller) == ["game/ui/caller.py: game.core.cards",
                                            "game/ui/caller.py: game.core.scoring"]


def test_every_export_exists_and_every_event_is_exported_and_in_the_union():
    assert all(hasattr(game.core, name) for name in game.core.__all__)
    assert len(set(game.core.__all__)) == len(game.core.__all__)
    classes = {name for name, value in vars(events).items()
               if inspect.isclass(value) and dataclasses.is_dataclass(value) and value.__module__ == events.__name__}
    assert len(classes) >= 16
    assert classes <= set(game.core.__all__)
    assert {cls.__name__ for cls in typing.get_args(events.Event)} == classes
