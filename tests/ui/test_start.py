"""The start screen: every game of the engine chosen by a click and started; the settings it keeps."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402
from pygame import Rect  # noqa: E402

from game.core import PRESETS, preset  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.app import Settings  # noqa: E402
from game.ui.choices.presets import title  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.start_scene import StartScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.seats import sides_in_play  # noqa: E402

PANEL = Rect(240, 40, 800, 660)


def start_screen(storage: Storage | None = None, size: tuple[int, int] = (1280, 720), full: bool = True
                 ) -> tuple[Headless, StartScene]:
    """The start screen; ``full``: its whole panel, opened from the welcome (Choose another game…)."""
    driver = Headless(storage, size)
    driver.frame()
    assert isinstance(driver.scene, StartScene)
    if full:
        driver.scene.show_all()
    return driver, driver.scene


def click_choice(driver: Headless, key: str, value) -> None:
    choice = next(c for c in driver.scene.layout()[0] if c.key == key and c.value == value)
    driver.click(choice.rect.center)


@pytest.mark.parametrize("name", PRESETS)
def test_each_game_is_picked_by_a_click_and_a_new_game_starts_with_it(name: str) -> None:
    storage = Storage(MemoryBackend())
    driver, start = start_screen(storage)
    click_choice(driver, "preset", name)
    assert driver.app.settings.preset == name
    assert storage.load("settings").data["preset"] == name  # kept for the next session
    labels = [c.label for c in start.layout()[0] if c.key == "preset"]
    assert title(name) in labels
    driver.click(start.buttons[0].rect.center)  # New game
    table = driver.scene
    assert isinstance(table, TableScene)
    rules = table.match.game.rules
    assert table.match.settings.preset == name and rules.player_count == preset(name).player_count
    assert rules.target_score == preset(name).target_score  # the game's own target unless another is chosen
    assert sorted(table.layout.melds_rect) == sorted(sides_in_play(table.match.game))  # a row per side playing


def test_the_target_row_offers_the_games_own_target_and_picking_a_game_resets_to_it() -> None:
    driver, start = start_screen()
    click_choice(driver, "preset", "six-player")
    targets = [c.label for c in start.layout()[0] if c.key == "target_score"]
    assert targets == ["1,500", "3,000", "5,000", "10,000"]
    click_choice(driver, "target_score", 3000)
    assert driver.app.settings.target_score == 3000
    click_choice(driver, "preset", "six-player-three-pairs")
    assert driver.app.settings.target_score is None  # the new game's own: 7500
    click_choice(driver, "target_score", 1500)
    driver.click(start.buttons[0].rect.center)
    assert driver.scene.match.game.rules.target_score == 1500


@pytest.mark.parametrize("size", [(1280, 720), (854, 480)])
def test_every_choice_fits_the_panel_and_none_overlaps_another(size: tuple[int, int]) -> None:
    driver, start = start_screen(size=size)
    for name in PRESETS:  # the longest description decides where the rows below it go
        click_choice(driver, "preset", name)
        choices, _, _, bottom = start.layout()
        rects = [c.rect for c in choices] + [b.rect for b in start.buttons]
        assert all(PANEL.contains(r) for r in rects)
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert bottom <= start.buttons[0].rect.top - 20  # room for the record line


def test_settings_from_before_presets_and_unknown_values_load() -> None:
    old = {"speed": "fast", "four_colour": True, "players": 2, "level": "master", "target_score": 3000}
    settings = Settings.from_dict(old)
    assert (settings.preset, settings.level, settings.target_score, settings.speed) == ("classic-2p", "master",
                                                                                         3000, "fast")
    assert Settings.from_dict({"players": 4}).preset == "classic-4p"
    odd = Settings.from_dict({"preset": "nine-player", "level": "godlike", "target_score": -5, "speed": "warp"})
    assert odd == Settings()
    again = Settings.from_dict(json.loads(json.dumps(Settings(preset="dutch", target_score=None).to_dict())))
    assert again.preset == "dutch" and again.target_score is None


def test_an_old_settings_file_is_read_by_the_app_and_shown_on_the_start_screen() -> None:
    backend = MemoryBackend({"settings": json.dumps({"players": 2, "level": "normal", "target_score": 5000})})
    driver, start = start_screen(Storage(backend))
    assert driver.app.settings.preset == "classic-2p"
    driver.click(start.buttons[0].rect.center)
    assert driver.scene.match.settings.preset == "classic-2p"
    assert driver.scene.match.game.rules.target_score == 5000


def test_the_keyboard_alone_picks_a_game_a_level_the_rules_and_starts() -> None:
    import pygame

    from game.ui.scenes.options_scene import OptionsScene

    driver, start = start_screen()
    games = [c.value for c in start.layout()[0] if c.key == "preset"]
    assert start.focus_key is None
    driver.key(pygame.K_DOWN)  # the first key only shows where the keys are: on the Game row
    assert start.focus_key == "preset" and driver.app.settings.preset == games[0]
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    assert driver.app.settings.preset == games[2]
    driver.key(pygame.K_LEFT)
    assert driver.app.settings.preset == games[1]
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)
    assert driver.app.settings.preset == games[-1]  # round the row
    driver.key(pygame.K_DOWN)
    level = driver.app.settings.level
    driver.key(pygame.K_RIGHT)
    assert start.focus_key == "level" and driver.app.settings.level != level
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    assert start.focus_key == "rules"
    driver.key(pygame.K_SPACE)
    assert isinstance(driver.scene, OptionsScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is start
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.scene, TableScene) and driver.scene.match.settings.preset == games[-1]


def test_the_row_the_keys_are_on_is_ringed(tmp_path) -> None:
    import pygame

    driver, start = start_screen()
    chosen = next(c for c in start.layout()[0] if c.key == "level" and c.value == driver.app.settings.level)
    ring_spot = (chosen.rect.centerx, chosen.rect.top - 2)  # just outside the chosen button
    driver.frame()
    before = driver.app.canvas.surface.get_at(driver.window_pos(ring_spot))
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    driver.frame()
    after = driver.app.canvas.surface.get_at(driver.window_pos(ring_spot))
    assert start.focus_key == "level" and before != after


def test_the_rows_below_the_games_stay_put_whichever_game_is_picked() -> None:
    driver, start = start_screen()
    where = None
    for name in PRESETS:
        click_choice(driver, "preset", name)
        choices, labels, _, bottom = start.layout()
        rows = [(c.key, c.rect.y) for c in choices if c.key not in ("preset", "target_score")]
        rows += [(label, y) for label, _, y in labels] + [("bottom", bottom)]
        assert where is None or rows == where, name
        where = rows
