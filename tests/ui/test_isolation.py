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


def ui_imports(path: Path, *, typing_only: bool) -> set[str]:
    """The game/ui modules that ``path`` imports at run time (anywhere, functions included), or with
    ``typing_only`` only those under ``if TYPE_CHECKING:``."""
    found: set[str] = set()

    def visit(node: ast.AST, guarded: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = guarded or (isinstance(child, ast.If) and ast.unparse(child.test) == "TYPE_CHECKING")
            if isinstance(child, ast.ImportFrom) and inside == typing_only:
                if child.level == 1:
                    found.update([child.module] if child.module else [a.name for a in child.names])
                elif (child.module or "").startswith("game.ui."):
                    found.add(child.module.split(".")[2])
            visit(child, inside)

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found & {p.stem for p in UI.glob("*.py")}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    found, state = [], {}

    def walk(node: str, path: list[str]) -> None:
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                found.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                walk(nxt, path + [nxt])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            walk(node, [node])
    return found


def test_the_ui_modules_import_each_other_in_no_circle_and_scenes_open_scenes_through_the_app() -> None:
    graph = {p.stem: ui_imports(p, typing_only=False) for p in UI.glob("*.py")}
    assert cycles(graph) == []
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]  # the check can fail
    scenes = {"start_scene", "options_scene", "table_scene", "dialogs"}
    assert {name for name in scenes if graph[name] & scenes} == set()
    # one circle is left, for types only: the table's drawing reads the table scene (issue 18, the view)
    typing = {p.stem: ui_imports(p, typing_only=True) for p in UI.glob("*.py")}
    assert {name: sorted(found) for name, found in typing.items() if found} == {"table_view": ["animation",
                                                                                             "table_scene"]}
