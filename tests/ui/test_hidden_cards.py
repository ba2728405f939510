"""The table shows the player what his seat may know and nothing else: with every card he cannot see dealt
differently (other hands, the stock, packets set aside), the picture on screen is the same, pixel for pixel."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import Game  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.table.match import HUMAN  # noqa: E402


def picture(driver: Headless) -> bytes:
    driver.app.draw()
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


@pytest.mark.parametrize("name, moves", [("classic-4p", 3), ("modern-american", 4), ("six-player-three-pairs", 2)])
def test_the_table_looks_the_same_whatever_the_cards_the_player_cannot_see(name, moves):
    driver = Headless()
    driver.app.settings.preset, driver.app.settings.level = name, "normal"
    driver.frame()
    driver.scene.new_game(seed=21)
    player = ScriptedPlayer(driver, level="normal")
    for _ in range(moves):  # a few of the player's turns, so that melds, a pile and known cards are on the table
        if player.wait_for_turn() != "move":
            break
        table = player.table
        player.perform(table, player.bot.choose(table.match.view(HUMAN)))
    assert player.wait_for_turn() == "move"
    table = player.table
    real = table.match.game
    view = real.view(HUMAN)
    before = picture(driver)
    for seed in range(3):
        unseen = view.unseen_cards()
        random.Random(seed).shuffle(unseen)
        other = Game.from_view(view, unseen)
        hidden = [s for s in range(real.rules.player_count) if s != HUMAN]
        assert [sorted(other.hands[s]) for s in hidden] != [sorted(real.hands[s]) for s in hidden]
        assert other.view(HUMAN).to_dict() == view.to_dict()
        table.match.game = other
        assert picture(driver) == before, f"the table showed something of the hidden cards ({name}, deal {seed})"
    table.match.game = real
    assert picture(driver) == before


def test_the_table_reads_the_players_view_never_the_game():
    """The scene and its drawing read the player's view; the match plays the moves (and answers who is
    to act, whose the seats are): nothing in them reaches for the full game."""
    import ast
    from pathlib import Path

    import game.ui.scenes as scenes
    import game.ui.table as table

    for path in (Path(table.__file__).parent / "table_view.py", Path(table.__file__).parent / "layout" / "__init__.py",
                 Path(table.__file__).parent / "layout" / "portrait.py",
                 Path(table.__file__).parent / "intents.py", Path(scenes.__file__).parent / "table_scene.py",
                 *sorted((Path(table.__file__).parent / "controls").glob("*.py")),  # the scene's controls
                 *sorted((Path(table.__file__).parent / "painting").glob("*.py")),  # the drawing's parts
                 Path(scenes.__file__).parent / "dialogs.py",
                 Path(scenes.__file__).parent.parent / "people" / "pass_screen.py"):
        name = path.name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        reads = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Attribute) and node.attr == "game"]
        assert reads == [], f"{name} reads the full game at lines {reads}: draw from the scene's view"
