"""The core's layers (docs/layout.md): each module imports only its own layer and the ones above it; and no
module of the game imports another of the project from inside a function, where the layers cannot see it."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
CORE = GAME / "core"
LAYERS = [
    {"errors", "cards", "rules", "moves", "events", "hand", "melds", "pile", "memo", "frozen"},  # cards and rules
    {"turn", "state", "position"},  # the state
    {"taking", "restrictions", "discarding", "openings", "going_out", "special_hands", "legal", "checks",
     "scoring"},  # the rules of play, asked of a GameState
    {"record", "deal", "game", "view"},  # the game, its record and what a seat sees
]


def _layer(module: str) -> int:
    return next(i for i, layer in enumerate(LAYERS) if module in layer)


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found |= {node.module.split(".")[0]} if node.module else {alias.name for alias in node.names}
    return found


def deferred_imports(path: Path) -> list[str]:
    """Imports of the project's own modules made inside a function of ``path``: relative ones, ``game.…``,
    and any ``importlib.import_module`` or ``__import__`` call (whose name no reader can check).

    Such an import runs when the function is first called, not when the module loads, so it hides an arrow
    between two modules from the import graph, and from this file's layer check: it is how a circle is kept
    out of sight.  An import under ``if TYPE_CHECKING:`` at the top of a module is fine: it never runs, and
    only gives the type checker a name for annotations.  A function may import what is not ours (pygbag's
    ``platform``, which exists only in the browser): that draws no arrow between our modules."""
    found, seen = [], set()
    for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(function):
            if node in seen:
                continue  # an inner function's, reported once
            seen.add(node)
            names: list[str] = []
            if isinstance(node, ast.ImportFrom):
                names = ["." * node.level + (node.module or "")]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            ours = [name for name in names if name.startswith(".") or name.split(".")[0] == "game"]
            if isinstance(node, ast.Call) and (
                    isinstance(node.func, ast.Attribute) and node.func.attr == "import_module"
                    or isinstance(node.func, ast.Name) and node.func.id in ("import_module", "__import__")):
                ours = [ast.unparse(node)]
            found += [f"{path.name}:{node.lineno} in {function.name}(): {name}" for name in ours]
    return found


def test_every_module_of_the_core_has_a_layer() -> None:
    modules = {path.stem for path in CORE.glob("*.py")} - {"__init__"}
    assert modules == set().union(*LAYERS)


def test_no_module_imports_a_layer_below_its_own() -> None:
    downward = []
    for path in sorted(CORE.glob("*.py")):
        if path.stem == "__init__":
            continue
        for imported in _imports(path):
            if _layer(imported) > _layer(path.stem):
                downward.append(f"{path.stem} (layer {_layer(path.stem)}) imports {imported} "
                                f"(layer {_layer(imported)})")
    assert not downward, "\n".join(downward)


def test_no_module_of_the_game_imports_one_of_ours_inside_a_function() -> None:
    """Across game/ (core, ai, i18n, ui and the rest): every arrow between our modules is drawn at the top."""
    paths = sorted(GAME.rglob("*.py"))
    assert {"core", "ai", "i18n", "ui"} <= {path.relative_to(GAME).parts[0] for path in paths}
    assert [hit for path in paths for hit in deferred_imports(path)] == []


def test_the_deferred_import_check_sees_every_door_and_lets_the_harmless_pass(tmp_path: Path) -> None:
    module = tmp_path / "module.py"
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "import importlib\n"
        "if TYPE_CHECKING:\n"
        "    from .game import Game\n"  # fine: never runs
        "from .cards import Card\n"  # fine: at the top
        "def a():\n"
        "    from .game import Game\n"
        "    from . import legal\n"
        "    import platform\n"  # fine: not ours
        "    def inner():\n"
        "        import game.core\n"
        "class B:\n"
        "    def c(self):\n"
        "        if True:\n"
        "            import game.ai\n"
        "    async def d(self):\n"
        "        return importlib.import_module('game.ui')\n", encoding="utf-8")
    assert deferred_imports(module) == [
        "module.py:7 in a(): .game", "module.py:8 in a(): .", "module.py:11 in a(): game.core",
        "module.py:15 in c(): game.ai", "module.py:17 in d(): importlib.import_module('game.ui')"]
