"""The rules screen (issue 19): opened by F1 or ? at the table and on the start screen, from the table menu
and by the start screen's Read… button; the rules of the game in force, house rules marked; scrolled by
keys, wheel, drag and its contents."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import PRESETS  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.choices.presets import playable_presets, title  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.reading import BODY, HEADING, TABLE_COLUMN, TEXT_AREA, RulesScene  # noqa: E402
from game.ui.scenes.start_scene import StartScene  # noqa: E402
from game.ui.scenes.table_menu import TableMenu  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402


def start() -> Headless:
    driver = Headless(Storage(MemoryBackend()))
    driver.frame()
    assert isinstance(driver.scene, StartScene)
    return driver


def at_table(name: str = "classic-4p") -> Headless:
    driver = start()
    driver.app.settings.preset = name
    driver.scene.new_game(seed=2)
    driver.frame()
    assert isinstance(driver.scene, TableScene)
    return driver


def type_question_mark(driver: Headless) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?",
                                         scancode=0))
    driver.frame()


def test_f1_and_the_question_mark_open_the_rules_at_the_table_and_esc_goes_back() -> None:
    driver = at_table("modern-american")
    table = driver.scene
    driver.key(pygame.K_F1)
    rules = driver.scene
    assert isinstance(rules, RulesScene) and rules.heading == "Rules · Modern American"
    assert rules.rules == table.match.game.rules and not rules.house
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is table
    type_question_mark(driver)
    assert isinstance(driver.scene, RulesScene)
    driver.key(pygame.K_RETURN)
    assert driver.scene is table


def test_the_table_menu_has_the_rules() -> None:
    driver = at_table()
    driver.scene.open_menu()
    driver.frame()
    assert isinstance(driver.scene, TableMenu)
    driver.key(pygame.K_r)
    assert isinstance(driver.scene, RulesScene)
    driver.click(driver.scene.buttons[0].rect.center)  # Close
    assert isinstance(driver.scene, TableMenu)


def test_the_start_screen_reads_the_chosen_games_rules_with_its_house_rules_marked() -> None:
    driver = start()
    screen = driver.scene
    screen.show_all()
    driver.app.settings.preset = "verschaerft"
    read = next(c for c in screen.layout()[0] if c.key == "rules" and c.value == "read")
    driver.click(read.rect.center)
    rules = driver.scene
    assert isinstance(rules, RulesScene) and rules.heading == f"Rules · {title('verschaerft')}" and not rules.house
    driver.key(pygame.K_ESCAPE)
    driver.app.settings.preset = "classic-4p"
    driver.app.settings.set_options({"final_discard": "required"})
    driver.key(pygame.K_F1)
    rules = driver.scene
    assert isinstance(rules, RulesScene) and rules.house
    assert any(line.marked for line in rules.lines)
    assert rules.rules.final_discard == "required"


def test_keys_the_wheel_a_drag_and_the_contents_scroll_the_text() -> None:
    driver = start()
    driver.key(pygame.K_F1)
    rules = driver.scene
    assert rules.most > 0 and rules.offset == 0
    driver.key(pygame.K_END)
    assert rules.offset == rules.most and rules.current_section() == len(rules.sections) - 1
    driver.key(pygame.K_HOME)
    assert rules.offset == 0 and rules.current_section() == 0
    driver.key(pygame.K_PAGEDOWN)
    paged = rules.offset
    assert 0 < paged < rules.most
    pygame.mouse.set_pos(driver.window_pos(TEXT_AREA.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, precise_x=0.0, precise_y=-2.0, flipped=False))
    driver.frame()
    assert rules.offset > paged
    before = rules.offset
    driver.drag((TEXT_AREA.centerx, TEXT_AREA.centery + 100), (TEXT_AREA.centerx, TEXT_AREA.centery - 100))
    assert rules.offset == pytest.approx(min(before + 200, rules.most))
    third = rules.contents_rects()[2]
    driver.click(third.center)
    assert rules.offset == min(rules.section_tops[2], rules.most) and rules.current_section() >= 2
    driver.key(pygame.K_LEFT)
    assert rules.current_section() == 1


@pytest.mark.parametrize("name", [name for name in PRESETS if name in playable_presets()])
def test_every_line_of_every_games_rules_fits_the_text_area(name: str) -> None:
    driver = at_table(name)
    driver.key(pygame.K_F1)
    rules = driver.scene
    canvas = driver.app.canvas
    assert len(rules.contents_rects()) == len(rules.sections) and rules.contents_rects()[-1].bottom <= 640
    for line in rules.lines:
        width = canvas.text_size(line.text, HEADING if line.heading else BODY, bold=line.heading)[0] + line.x
        if line.second:
            assert line.x + canvas.text_size(line.text, BODY)[0] < TABLE_COLUMN, (name, line.text)
            width = max(width, TABLE_COLUMN + canvas.text_size(line.second, BODY, bold=True)[0])
        assert width <= TEXT_AREA.width, (name, line.text, line.second)
