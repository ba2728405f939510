"""What the browser (pygbag) does differently, with its seams faked: its startup's random.seed(1), storage it may
refuse, the frame pacing of main.py's loop, and main.py's dependency block (DESIGN.md section 5)."""

from __future__ import annotations

import asyncio
import os
import random
import re
import runpy
import sys
import tomllib
import types
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.storage import NOTHING_KEPT, MemoryBackend, Storage  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.drawing import theme  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes import create_app  # noqa: E402
from game.ui.scenes.start.drawing import notice_lines  # noqa: E402
from game.ui.scenes.start_scene import NOTICE_LINES, NOTICE_WIDTH, StartScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.match import HUMAN  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PYGBAG_STARTUP_SEED = 1  # cpythonrc.py: random.seed(1), "make simulations same each time"


def visit(storage: Storage) -> Headless:
    """A page load: pygbag seeds the random module, then the game starts on its start screen."""
    random.seed(PYGBAG_STARTUP_SEED)
    driver = Headless(storage)
    driver.frame()
    assert isinstance(driver.scene, StartScene)
    return driver


def new_game(driver: Headless) -> TableScene:
    driver.scene.show_all()  # the whole panel, where New game stands beside Continue once a game is saved
    button = next(b for b in driver.scene.buttons if b.label == "New game")
    driver.click(button.rect.center)
    if not isinstance(driver.scene, TableScene):  # a game is saved: the start screen asks before replacing it
        driver.click(next(b for b in driver.scene.buttons if b.label == "Start new game").rect.center)
    assert isinstance(driver.scene, TableScene)
    return driver.scene


def test_every_visit_deals_a_new_game_though_pygbag_seeds_random_with_one():
    storage = Storage(MemoryBackend())
    first = new_game(visit(storage)).match
    second = new_game(visit(storage)).match
    assert first.settings.seed != second.settings.seed
    assert first.game.to_dict()["hands"] != second.game.to_dict()["hands"]


def test_the_first_hand_of_a_new_visit_is_counted():
    storage = Storage(MemoryBackend())
    for hands in (1, 2):
        driver = visit(storage)
        driver.app.settings.preset, driver.app.settings.level = "classic-2p", "beginner"
        match = new_game(driver).match
        player = make_bot("beginner", seed=5)
        while not match.hand_is_over:
            match.play(player.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
        driver.app.record_hand(match)
        assert driver.app.stats.record("classic-2p", "beginner").hands == hands


class BlockedWindow:
    @property
    def localStorage(self):  # noqa: N802 (the browser's name)
        raise RuntimeError("SecurityError: The operation is insecure.")


def test_a_browser_that_refuses_storage_starts_the_game_and_says_once_that_nothing_is_kept(monkeypatch):
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=BlockedWindow()))
    monkeypatch.setattr(sys, "platform", "emscripten")
    app = create_app()
    assert isinstance(app.storage.backend, MemoryBackend)
    assert app.notices == [NOTHING_KEPT]
    app.frame([], 1 / 60)  # the start screen shows it
    app.save_settings()
    app.frame([], 1 / 60)
    assert app.notices == [NOTHING_KEPT]  # told once: saving to memory is no failure


def run_main_py(monkeypatch, platform_name: str, frames: int = 3, driver: Headless | None = None) -> list[int]:
    """main.py's own loop for a few frames, its app and clock faked; the frame caps it asked the clock for."""
    driver = driver or Headless()
    app, real_frame, caps = driver.app, driver.app.frame, []

    class Clock:
        def tick(self, framerate: int = 0) -> int:
            caps.append(framerate)
            return 16

    def frame(events, dt):
        app.running = len(caps) < frames
        return real_frame(events, dt)

    monkeypatch.setattr(app, "frame", frame)
    monkeypatch.setattr(App, "create", classmethod(lambda cls, scenes, storage=None: app))
    monkeypatch.setattr(pygame.time, "Clock", Clock)
    monkeypatch.setattr(pygame, "quit", lambda: None)  # later tests still need pygame
    run = asyncio.run
    started = []
    monkeypatch.setattr(asyncio, "run", started.append)  # main.py ends with asyncio.run(main())
    runpy.run_path(str(ROOT / "main.py"), run_name="__main__")
    monkeypatch.setattr(sys, "platform", platform_name)
    run(started[0])
    return caps


def test_in_the_browser_the_loop_does_not_cap_frames_the_browser_paces_them(monkeypatch):
    assert run_main_py(monkeypatch, "emscripten") == [0, 0, 0]


def test_on_the_desktop_the_loop_caps_frames_at_sixty(monkeypatch):
    assert run_main_py(monkeypatch, "linux") == [60, 60, 60]


def test_main_py_names_its_dependency_for_pygbag_as_pep_723_says():
    source = (ROOT / "main.py").read_text(encoding="utf-8")
    # the reference expression of PEP 723
    blocks = [m for m in re.finditer(r"(?m)^# /// (?P<type>[a-zA-Z0-9-]+)$\s(?P<content>(^#(| .*)$\s)+)^# ///$",
                                     source) if m.group("type") == "script"]
    assert len(blocks) == 1, "main.py needs one `# /// script` block"
    content = "".join(line[2:] if line.startswith("# ") else line[1:]
                      for line in blocks[0].group("content").splitlines(keepends=True))
    needs = tomllib.loads(content)["dependencies"]
    # pygbag 0.9.3 looks the names up as written: a version after one would find nothing
    assert needs == ["pygame-ce"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert [re.split(r"[<>=!~ ]", d)[0] for d in project["dependencies"]] == needs


def test_the_notice_is_shown_whole_within_the_start_panel():
    driver = Headless(Storage(MemoryBackend(), notice=NOTHING_KEPT), (854, 480))
    driver.frame()
    canvas, start = driver.app.canvas, driver.scene
    lines = notice_lines(start, canvas)
    assert " ".join(lines) == NOTHING_KEPT and len(lines) <= NOTICE_LINES
    assert max(canvas.text_size(line, theme.TEXT_SMALL)[0] for line in lines) <= NOTICE_WIDTH
