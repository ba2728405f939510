"""The arrows of DESIGN.md section 1: ui -> ai, core, storage, i18n; i18n -> ai, core; storage imports nothing
of the project."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from ..core.test_isolation import foreign_imports, imported_modules

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"


def test_the_table_imports_only_pygame_the_core_the_players_the_storage_the_languages_and_itself() -> None:
    assert foreign_imports(UI, ("pygame", "game.core", "game.ai", "game.storage", "game.i18n", "game.ui")) == []


def test_the_languages_import_only_the_core_the_players_and_themselves() -> None:
    """game.i18n gathers the English of the engine's refusals and the hints' reasons; no pygame, no storage."""
    assert foreign_imports(ROOT / "game" / "i18n", ("game.core", "game.ai", "game.i18n")) == []


def test_storage_imports_only_the_standard_library() -> None:
    stdlib = sys.stdlib_module_names | {"__future__"}
    names = imported_modules(ROOT / "game" / "storage.py")
    assert [n for n in names if n.split(".")[0] not in stdlib] == []  # pygbag's platform shadows the stdlib one


def test_main_stays_small_and_only_runs_the_shared_loop() -> None:
    """main.py, pygbag's entry, hands the game's one loop to asyncio.run: nothing else lives there (STYLE.md,
    main.py), and the loop it runs is the one `python -m game` and the `canasta` command run (issue 48)."""
    source = (ROOT / "main.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    assert len(source.splitlines()) <= 60
    assert source.rstrip().endswith("asyncio.run(main())")
    assert not [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)]
    assert "from game.ui.loop import main" in source
    loop = (UI / "loop.py").read_text(encoding="utf-8")
    assert "await asyncio.sleep(0)" in loop and "asyncio.run(main())" in loop
    assert "from game.ui.loop import run" in (ROOT / "game" / "__main__.py").read_text(encoding="utf-8")


def ui_modules() -> dict[str, Path]:
    """Every module of game/ui by its name below game.ui ("app", "scenes", "scenes.table_scene", ...)."""
    found = {}
    for path in UI.rglob("*.py"):
        parts = path.relative_to(UI).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def ui_imports(path: Path, *, typing_only: bool) -> set[str]:
    """The game/ui modules that ``path`` imports at run time (anywhere, functions included), or with
    ``typing_only`` only those under ``if TYPE_CHECKING:``."""
    modules = ui_modules()
    found: set[str] = set()

    def visit(node: ast.AST, guarded: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = guarded or (isinstance(child, ast.If) and ast.unparse(child.test) == "TYPE_CHECKING")
            if isinstance(child, ast.ImportFrom) and inside == typing_only:
                assert child.level == 0, f"{path}: game/ui imports absolutely"
                module = (child.module or "").removeprefix("game.ui").lstrip(".")
                if (child.module or "").startswith("game.ui"):
                    names = [f"{module}.{a.name}".lstrip(".") for a in child.names]
                    found.update(name for name in names if name in modules)
                    if module in modules and not any(name in modules for name in names):
                        found.add(module)
            visit(child, inside)

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


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
    graph = {name: ui_imports(path, typing_only=False) - {name} for name, path in ui_modules().items()}
    assert cycles(graph) == []
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]  # the check can fail
    scenes = {"scenes.start_scene", "scenes.options_scene", "scenes.table_scene", "scenes.dialogs"}
    assert {name for name in scenes if graph[name] & scenes} == set()
    assert graph["scenes"] >= scenes  # the table of scenes by name knows them all
    # nor for types: the table's drawing reads the scene through a protocol of its own (TableState)
    typing = {name: ui_imports(path, typing_only=True) for name, path in ui_modules().items()}
    assert cycles({name: graph[name] | typing[name] for name in graph}) == []


def test_the_ui_is_grouped_in_folders_that_show_its_parts() -> None:
    top = sorted(p.name for p in UI.iterdir() if p.suffix == ".py" or p.is_dir() and p.name != "__pycache__")
    assert top == ["__init__.py", "app.py", "choices", "drawing", "frame_meter.py", "headless.py", "help", "input.py",
                   "loop.py",  # the game's loop, shared by main.py, python -m game and the canasta command
                   "memory.py",
                   "people", "places.py",  # where a scene's parts go in the window's frame: every folder's scenes
                   "replays", "scenes", "screen.py", "settings.py", "sound.py", "stats.py", "table"]
    assert all(len(list(folder.glob("*.py"))) <= 12 for folder in UI.iterdir() if folder.is_dir())  # no new heap
