"""A phone held upright (issue 47): the scenes' one column is worked by taps and a finger's drags, the way a
player there works it, and a window turned while a scene is open lays it out again."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.i18n import SOURCE, set_language  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from tests.ui.scene_gallery import open_scene  # noqa: E402

PHONE = (390, 844)


def turned(driver: Headless, size: tuple[int, int]) -> None:
    """The window resized to ``size``, as the system tells the app."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    driver.size = size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    driver.frames(2)


def wheel(driver: Headless, lines: float) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=lines, precise_x=0.0, precise_y=float(lines)))
    driver.frame()


def test_turning_the_window_lays_the_start_screen_and_a_dialog_out_again() -> None:
    driver = Headless()
    driver.frames(2)
    start = driver.scene
    assert start.buttons[0].rect.width == 500  # the welcome's big button, as designed
    turned(driver, PHONE)
    assert driver.app.canvas.frame == (444, 960)
    assert start.buttons[0].rect.width >= 380 and start.buttons[0].rect.height >= 44  # the column's width
    start.open_settings()
    driver.frames(2)
    dialog = driver.scene
    assert dialog.rect.width >= 420
    turned(driver, (1280, 720))
    assert dialog.rect.width == 780 and dialog.rect.centerx == 640


def test_upright_the_whole_panel_scrolls_and_a_choice_scrolled_up_is_tapped() -> None:
    driver = open_scene("start-full", PHONE)
    start = driver.scene
    start.layout()
    viewport = start.viewport()
    assert viewport is not None and start._scroll_room > 0  # more rows than the phone shows at once
    hidden = [c for c in start.layout()[0] if c.key == "language" and c.value == "de"][0]
    assert not viewport.contains(hidden.rect)
    driver.click(hidden.rect.center)  # below the rows shown: a tap there does nothing
    assert driver.app.settings.language == SOURCE
    for _ in range(20):
        wheel(driver, -1)
    shown = [c for c in start.layout()[0] if c.key == "language" and c.value == "de"][0]
    assert viewport.contains(shown.rect)
    driver.click(shown.rect.center)
    assert driver.app.settings.language == "de"
    set_language(SOURCE)


def test_upright_a_finger_drags_the_rows_and_the_keys_scroll_to_their_row() -> None:
    driver = open_scene("start-full", PHONE)
    start = driver.scene
    driver.drag((222, 600), (222, 300))
    assert start.scroll > 100
    start.scroll = 0.0
    for _ in range(6):  # down to the Language row, the last
        driver.key(pygame.K_DOWN)
    assert start.focus_key == "language"
    row = [c.rect for c in start.layout()[0] if c.key == "language"]
    assert all(start.viewport().contains(rect) for rect in row)


def test_upright_the_rules_keep_their_sections_behind_a_button() -> None:
    driver = open_scene("rules", PHONE)
    rules = driver.scene
    contents = next(b for b in rules.buttons if b.label == "Contents")
    driver.click(contents.rect.center)
    assert rules.showing_contents
    last = rules.contents_rects()[-1]
    driver.click(last.center)  # the last section, and the text again
    assert not rules.showing_contents and rules.current_section() == len(rules.sections) - 1


def test_upright_the_house_rules_scroll_and_a_row_is_tapped() -> None:
    driver = open_scene("options", PHONE)
    options = driver.scene
    before = dict(options.options)
    for _ in range(30):
        wheel(driver, -1)
    assert options.scroll > 0
    viewport = options.viewport()
    row = next(r for r in options.option_rows if viewport.contains(r.rect)
               and options.choice_label(r.option) and not options.message)
    driver.click((row.rect.right - 40, row.rect.centery))
    assert options.options != before or options.message  # changed, or said why it changes nothing here
