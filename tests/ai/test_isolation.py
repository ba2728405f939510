"""game/ai imports the standard library and game.core only, never pygame or the front end (DESIGN.md 1)."""

from __future__ import annotations

from pathlib import Path

from ..core.test_isolation import foreign_imports, foreign_modules_loaded

AI = Path(__file__).resolve().parents[2] / "game" / "ai"


def test_the_players_import_only_the_standard_library_the_core_and_themselves() -> None:
    assert foreign_imports(AI, ("game.core", "game.ai")) == []


def test_importing_the_players_loads_no_pygame_and_no_front_end() -> None:
    assert foreign_modules_loaded("game.ai", ("game.core", "game.ai")) == "[]"
