"""Run by tests/test_install.py with the Python of a fresh venv that has the wheel installed, from a folder that
is not the project's, in isolated mode (``python -I``: neither the clone nor PYTHONPATH on sys.path).

It checks that the game it imports is the installed one, then loads what a player's game loads (both fonts,
every sound, the German and Dutch catalogs, the sample game) and plays a hand by clicks, headless, as
tests/ui/test_table.py does.  It prints one line ``RESULT {...}`` of JSON; any failure raises.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class Warnings(logging.Handler):
    """Every WARNING or worse that the game logs: a sound file missing or unreadable is one."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.seen.append(record.getMessage())


def inside(path: str | Path, folder: str) -> bool:
    return Path(path).resolve().is_relative_to(Path(folder).resolve())


def main() -> None:
    import game

    assert inside(game.__file__, sys.prefix), f"imported the game from {game.__file__}, not from {sys.prefix}"
    assert not inside(game.__file__, os.getcwd()), "the game came from the working folder"
    warnings = Warnings()
    logging.getLogger("game").addHandler(warnings)

    import pygame

    from game.i18n import LANGUAGES, catalog, set_language, tr
    from game.ui.drawing import assets
    from game.ui.headless import Headless, ScriptedPlayer
    from game.ui.replays.kept_games import load_sample
    from game.ui.scenes.start_scene import StartScene
    from game.ui.scenes.table_scene import TableScene
    from game.ui.sound import SOUND_NAMES, Sounds

    driver = Headless()  # the app on its start screen, its storage in memory
    fonts = [assets.font(18).size("Canasta ♠♥♦♣"), assets.font(24, bold=True).size("Canasta ♠♥♦♣")]
    sounds = Sounds()
    assert sounds.start(), "the mixer did not open under SDL's dummy audio driver"
    played = [name for name in SOUND_NAMES if sounds.play(name) is not None]
    sounds.ambience = True
    words = {}
    for code in LANGUAGES:
        found = catalog(code)
        assert not found.problems, found.problems
        set_language(code)
        words[code] = tr("New game")
    set_language("en")
    sample = load_sample()
    assert sample is not None, "the sample game did not load"

    driver.app.settings.preset, driver.app.settings.level, driver.app.settings.speed = "classic-2p", "beginner", "fast"
    driver.frame()
    assert isinstance(driver.scene, StartScene), type(driver.scene).__name__
    driver.scene.new_game(seed=4)
    driver.frame()
    assert isinstance(driver.scene, TableScene), type(driver.scene).__name__
    player = ScriptedPlayer(driver, level="normal")
    while (state := player.wait_for_turn()) in ("move", "answer"):
        player.play_turn_action()
    assert state == "score", state
    assert not warnings.seen, warnings.seen
    print("RESULT " + json.dumps({
        "game": str(Path(game.__file__).parent), "assets": str(assets.ASSETS_DIR), "fonts": fonts,
        "sounds": played, "ambience": sounds.ambience_playing, "words": words, "sample_hands": sample.hands,
        "phase": player.table.match.game.phase, "actions": player.actions, "pygame": pygame.version.ver}))


if __name__ == "__main__":
    main()
