"""Text fits its box in every language (issue 20): German runs about 30% longer than English.  Through the
screens a player meets, at 1280x720 and at 854x480, no button's label overflows it (labels may shrink a
little, never below the smallest size) and no text is cut short with "…"."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.ui.drawing import widgets  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402


class Overflow:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.found: set[str] = set()
        real_fit, real_draw = Canvas.fit, widgets.Button.draw
        overflow = self

        def fit(canvas, text, size, width, bold=False):
            out = real_fit(canvas, text, size, width, bold)
            if out != text:
                overflow.found.add(f"cut: {text!r} to {out!r}")
            return out

        def draw(button, canvas, hovered=False):
            lines, size = button.label_lines(canvas)
            width = max(canvas.text_size(line, size, bold=True)[0] for line in lines)
            if width > button.rect.width - widgets.LABEL_MARGIN or len(lines) * (size + 1) > button.rect.height:
                overflow.found.add(f"button: {button.label!r} is {width:.0f} wide in {button.rect.width}, "
                                   f"{len(lines)} lines")
            return real_draw(button, canvas, hovered)

        monkeypatch.setattr(Canvas, "fit", fit)
        monkeypatch.setattr(widgets.Button, "draw", draw)


def walk_the_screens(driver: Headless, preset_name: str) -> None:
    """Start screen, options, rules, a table with its menu and settings, the log, a whole hand, the sheet."""
    driver.app.settings.preset = preset_name
    driver.frames(2)
    driver.scene.open_rules()
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.scene.read_rules()
    for _ in range(30):
        driver.key(pygame.K_PAGEDOWN)
    driver.key(pygame.K_ESCAPE)
    driver.scene.new_game(seed=4)
    player = ScriptedPlayer(driver)
    player.wait_for_turn()
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)
    driver.key(pygame.K_s)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_l)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    while player.wait_for_turn() in ("move", "answer"):
        driver.key(pygame.K_h)
        if player.table.hand.selected:
            driver.key(pygame.K_ESCAPE)
        player.play_turn_action()
    driver.frames(3)


@pytest.mark.parametrize("size", [(1280, 720), (854, 480)])
@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_every_label_fits_its_box(code, size, monkeypatch):
    overflow = Overflow(monkeypatch)
    driver = Headless(size=size)
    driver.app.settings.language = code
    set_language(code)
    for preset_name in ("classic-4p", "modern-american"):
        walk_the_screens(driver, preset_name)
        driver.app.scenes[:] = [driver.app.open("start")]
    assert sorted(overflow.found) == []


def test_a_label_too_long_for_one_line_takes_two_and_still_fits(monkeypatch):
    from pygame import Rect

    driver = Headless()
    canvas = driver.app.canvas
    button = widgets.Button("Toon paren met wilde kaarten", Rect(0, 0, 172, 30), lambda: None)
    lines, size = button.label_lines(canvas)
    assert len(lines) == 2 and size == widgets.TWO_LINE_LABEL
    assert all(canvas.text_size(line, size, bold=True)[0] <= 172 - widgets.LABEL_MARGIN for line in lines)
    assert widgets.Button("Draw", Rect(0, 0, 172, 30), lambda: None).label_lines(canvas) == (["Draw"], 18)
