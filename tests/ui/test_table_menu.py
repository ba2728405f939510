"""The table menu and the saved game (issue 19): Esc or the Menu button, its paths, and the questions asked
before a saved game is lost.  Real pygame events through the app's own loop."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import Game, preset  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.modal import Confirm  # noqa: E402
from game.ui.scenes.settings_dialog import SettingsDialog  # noqa: E402
from game.ui.scenes.start_scene import StartScene  # noqa: E402
from game.ui.scenes.table_menu import TableMenu  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402


def at_table(storage: Storage | None = None, preset_name: str = "classic-4p") -> tuple[Headless, TableScene]:
    driver = Headless(storage if storage is not None else Storage(MemoryBackend()))
    driver.app.settings.preset = preset_name
    driver.frame()
    driver.scene.new_game(seed=4)
    driver.frame()
    table = driver.scene
    assert isinstance(table, TableScene)
    table.skip()  # the deal, at once
    return driver, table


def button(driver: Headless, label: str):
    found = {b.label: b for b in driver.scene.buttons}
    assert label in found, f"no {label!r} button; there are {sorted(found)}"
    return found[label]


def click(driver: Headless, label: str) -> None:
    driver.click(button(driver, label).rect.center)


def test_esc_lets_go_of_the_cards_first_then_opens_the_menu_and_esc_resumes() -> None:
    driver, table = at_table()
    x, y = table.layout.hand_positions(len(table.hand_cards))[0]
    driver.click((x + 10, y + 40))  # the first card of the hand
    assert table.hand.selected
    driver.key(pygame.K_ESCAPE)
    assert not table.hand.selected and driver.scene is table
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TableMenu)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is table


def test_the_menu_button_opens_it_and_the_table_beneath_holds_still() -> None:
    driver, table = at_table()
    driver.click(table.menu_button.rect.center)
    menu = driver.scene
    assert isinstance(menu, TableMenu)
    assert [b.label for b in menu.buttons] == ["Resume", "Rules", "Settings", "New game", "Main menu", "Quit"]
    before = table.match.to_dict()
    driver.frames(600)  # ten seconds: no computer player moves while the menu is up
    assert table.match.to_dict() == before
    click(driver, "Resume")
    assert driver.scene is table


def test_settings_at_the_table_change_at_once_and_are_kept() -> None:
    storage = Storage(MemoryBackend())
    driver, table = at_table(storage)
    table.open_menu()
    driver.frame()
    click(driver, "Settings")
    settings = driver.scene
    assert isinstance(settings, SettingsDialog)
    four = next(rect for rect, key, value, _ in settings.choices() if key == "four_colour" and value is True)
    driver.click(four.center)
    fast = next(rect for rect, key, value, _ in settings.choices() if key == "speed" and value == "fast")
    driver.click(fast.center)
    assert table.four_colour and table.pace == 0.5
    assert storage.load("settings").data["four_colour"] is True and storage.load("settings").data["speed"] == "fast"
    driver.key(pygame.K_f)
    assert not table.four_colour
    click(driver, "Done")
    assert isinstance(driver.scene, TableMenu)


def test_a_new_game_from_the_menu_asks_and_keeps_the_game_until_the_player_confirms() -> None:
    storage = Storage(MemoryBackend())
    driver, table = at_table(storage, "classic-2p")
    saved = storage.load("game").data
    table.open_menu()
    driver.frame()
    click(driver, "New game")
    question = driver.scene
    assert isinstance(question, Confirm) and "Classic for two · hand 1 · 0 to 0" in question.lines
    click(driver, "Keep playing")
    assert isinstance(driver.scene, TableMenu) and storage.load("game").data == saved
    click(driver, "New game")
    click(driver, "Start new game")
    fresh = driver.scene
    assert isinstance(fresh, TableScene) and fresh is not table and driver.app.scenes == [fresh]
    assert fresh.match.settings.preset == "classic-2p" and fresh.match.settings.seed != table.match.settings.seed
    assert storage.load("game").data == fresh.match.to_dict() != saved


def test_the_main_menu_keeps_the_game_and_continue_says_what_it_resumes() -> None:
    storage = Storage(MemoryBackend())
    driver, table = at_table(storage)
    position = table.match.to_dict()
    table.open_menu()
    driver.frame()
    click(driver, "Main menu")
    start = driver.scene
    assert isinstance(start, StartScene) and driver.app.scenes == [start]
    assert storage.load("game").data == position
    resume = button(driver, "Continue")
    assert resume.detail == "Classic for four · hand 1 · 0 to 0" and resume.key == "return"
    driver.key(pygame.K_RETURN)
    resumed = driver.scene
    assert isinstance(resumed, TableScene) and resumed.match.settings == table.match.settings
    played = [str(m) for m in resumed.match.game.history]  # the computer players may have moved on since
    assert played[:len(position["game"]["history"])] == position["game"]["history"]


def test_a_new_game_on_the_start_screen_asks_before_it_replaces_the_saved_one() -> None:
    storage = Storage(MemoryBackend())
    driver, _ = at_table(storage)
    saved = storage.load("game").data
    driver.scene.open_menu()
    driver.frame()
    click(driver, "Main menu")
    driver.app.settings.preset = "classic-2p"  # another game is picked: Continue still resumes the saved one
    driver.scene.show_all(False)  # the welcome made again for the game picked
    click(driver, "Play Classic for two")
    question = driver.scene
    assert isinstance(question, Confirm)
    assert question.lines == ["Your saved game will be lost:", "Classic for four · hand 1 · 0 to 0",
                              "The new one: Classic for two."]
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, StartScene) and storage.load("game").data == saved
    click(driver, "Play Classic for two")
    driver.key(pygame.K_RETURN)  # Enter, typed by habit, keeps the saved game
    assert isinstance(driver.scene, StartScene) and storage.load("game").data == saved
    click(driver, "Play Classic for two")
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_TAB)  # the ring on Start new game: the keyboard's way to confirm
    driver.key(pygame.K_RETURN)
    table = driver.scene
    assert isinstance(table, TableScene) and table.match.settings.preset == "classic-2p"
    assert storage.load("game").data == table.match.to_dict()


def test_quit_closes_the_desktop_game_and_the_browser_offers_none(monkeypatch: pytest.MonkeyPatch) -> None:
    driver, table = at_table()
    table.open_menu()
    driver.frame()
    driver.key(pygame.K_q)
    assert not driver.app.running
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert "Quit" not in [b.label for b in TableMenu(driver.app, table).buttons]


@pytest.mark.parametrize("name, scores, round_number, expected", [
    ("classic-4p", [1230, 860], 3, "Classic for four · hand 3 · 1,230 to 860"),
    ("three-player", [400, -80, 1150], 2, "Three players · hand 2 · 400 to -80, 1,150"),
])
def test_the_summary_names_the_game_the_hand_and_the_players_score_first(name, scores, round_number, expected):
    position = Game.new(preset(name), seed=1).to_dict() | {"scores": scores, "round": round_number}
    match = Match(MatchSettings(preset=name), Game.from_dict(position))
    assert match.summary() == expected
