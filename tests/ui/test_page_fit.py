"""The browser's canvas takes the page's shape (issue 47): a phone held upright gets an upright canvas, and with
it the portrait frame; at most 1.5 pixels per CSS pixel; text at least 11 CSS pixels.  The page is faked at its
seam (screen.page), as the other browser seams are."""

from __future__ import annotations

import os
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import screen  # noqa: E402
from game.ui.drawing.canvas import MIN_TEXT_PX  # noqa: E402
from game.ui.headless import Headless  # noqa: E402


class FakePage:
    def __init__(self, width: int, height: int, ratio: float) -> None:
        self.innerWidth, self.innerHeight, self.devicePixelRatio = width, height, ratio
        self.document = SimpleNamespace(documentElement=SimpleNamespace(clientWidth=width, clientHeight=height))
        self.fitted = 0

    def window_resize(self) -> None:
        self.fitted += 1


@pytest.fixture
def phone(monkeypatch):
    page = FakePage(390, 844, 3.0)
    monkeypatch.setattr(screen, "in_browser", lambda: True)
    monkeypatch.setattr(screen, "page", lambda: page)
    yield page
    pygame.display.set_mode((1280, 720))


def test_a_phone_held_upright_gets_an_upright_canvas_at_one_and_a_half_its_css_pixels(phone) -> None:
    driver = Headless()
    driver.frame()
    canvas = driver.app.canvas
    assert canvas.surface.get_size() == (585, 1266) and canvas.device_scale == 1.5
    assert canvas.shape == "portrait" and phone.fitted == 1
    assert canvas.text_px(1) == round(1.5 * MIN_TEXT_PX), "text at least 11 CSS pixels, on a 1.5x canvas 16"


def test_a_phone_turned_is_laid_out_again_within_half_a_second(phone) -> None:
    driver = Headless()
    driver.frame()
    phone.innerWidth, phone.innerHeight = 844, 390
    phone.document.documentElement.clientWidth, phone.document.documentElement.clientHeight = 844, 390
    driver.frames(40)  # two thirds of a second
    assert driver.app.canvas.surface.get_size() == (1266, 585) and driver.app.canvas.shape == "landscape"


def test_the_desktop_never_asks_a_page(monkeypatch) -> None:
    asked = []
    monkeypatch.setattr(screen, "page", lambda: asked.append(1))
    driver = Headless()
    driver.frames(40)
    assert asked == [] and driver.app.canvas.surface.get_size() == (1280, 720)


def test_the_canvas_size_keeps_to_one_to_one_and_a_half_pixels_per_css_pixel() -> None:
    assert screen.canvas_size_for(390, 844, 3.0) == ((585, 1266), 1.5)
    assert screen.canvas_size_for(1280, 720, 1.0) == ((1280, 720), 1.0)
    assert screen.canvas_size_for(800, 600, 0.5) == ((800, 600), 1.0)
