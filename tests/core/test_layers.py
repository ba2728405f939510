"""The core's layers (docs/layout.md): each module imports only its own layer and the ones above it."""

from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "game" / "core"
LAYERS = [
    {"errors", "cards", "rules", "moves", "events", "hand", "melds", "pile", "memo", "frozen"},  # cards and rules
    {"turn", "state", "position"},  # the state
    {"taking", "restrictions", "discarding", "openings", "going_out", "special_hands", "legal", "checks",
     "scoring"},  # the rules of play, asked of a GameState
    {"record", "deal", "game", "view"},  # the game, its record and what a seat sees
]
# view.py builds a Game in sample_game, and game.py builds views: the one import inside a function
DEFERRED = {("view", "game")}


def _layer(module: str) -> int:
    return next(i for i, layer in enumerate(LAYERS) if module in layer)


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found |= {node.module.split(".")[0]} if node.module else {alias.name for alias in node.names}
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
            if _layer(imported) > _layer(path.stem) and (path.stem, imported) not in DEFERRED:
                downward.append(f"{path.stem} (layer {_layer(path.stem)}) imports {imported} "
                                f"(layer {_layer(imported)})")
    assert not downward, "\n".join(downward)
