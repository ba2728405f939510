"""Fullscreen, and the canvas's size: the window on the desktop, the page in the browser.

    is_fullscreen()          # whether the game fills the screen now
    set_fullscreen(True)     # ask for it; returns whether it is (or, in the browser, was asked for)
    page_size()              # the page's size in CSS pixels and its device pixel ratio (None on the desktop)
    canvas_size_for(w, h, r) # the canvas's pixels for such a page, and its pixels per CSS pixel

In the browser the canvas takes the page's shape (a phone held upright gets an upright canvas, and with it the
portrait frame: canvas.py), at up to MOST_PIXELS_PER_CSS pixels per CSS pixel; the app looks at the page's
size twice a second (App.frame), for SDL hears of no resize there.

The desktop (pygame-ce): the window becomes a fullscreen window at the desktop's own size
(``set_mode((0, 0), FULLSCREEN)``), so nothing changes the screen's mode; the canvas scales the 1280x720 table
into it as it does any window.  Leaving it gives back a resizable window of the size it had.

The browser (pygbag): the page asks for fullscreen with the Fullscreen API (``requestFullscreen``, or Safari's
``webkitRequestFullscreen``) on the whole page, whose script fits the canvas to the window as it does on any
resize.  Browsers grant it only in answer to a click, tap or key, so it is called from the handling of one
(the settings' Fullscreen row); the player leaves it with Esc, as from any page.  The page is reached through
``page()``, which tests replace, as they do the other seams to the browser (storage.py, i18n/detect.py).
"""

from __future__ import annotations

import logging
import sys
from typing import Any

import pygame

from game.ui.drawing.canvas import LOGICAL_SIZE

log = logging.getLogger(__name__)
_windowed: dict[str, tuple[int, int]] = {}  # the desktop window's size before it went fullscreen


def in_browser() -> bool:
    return sys.platform == "emscripten"


def page() -> Any:
    """pygbag's ``platform.window`` (the page's JavaScript window); None outside the browser or if unreachable."""
    if not in_browser():
        return None
    try:
        import platform  # pygbag's own module, with `window`, exists only in the browser

        return platform.window  # type: ignore[attr-defined]
    except Exception:
        return None


MOST_PIXELS_PER_CSS = 1.5  # a 3x phone screen drawn at 1.5x: a quarter of its pixels (at 2x it missed the budget)


def page_size() -> tuple[float, float, float] | None:
    """The page's inner width and height in CSS pixels and its device pixel ratio; None outside the browser or
    where the page cannot be read.  The document's client size first: an emulated or real phone's
    ``innerWidth`` can follow a canvas wider than the screen."""
    window = page()
    if window is None:
        return None
    try:
        root = window.document.documentElement
        width = float(root.clientWidth or window.innerWidth)
        height = float(root.clientHeight or window.innerHeight)
        return width, height, float(window.devicePixelRatio or 1)
    except Exception:
        return None


def canvas_size_for(width: float, height: float, ratio: float) -> tuple[tuple[int, int], float]:
    """The canvas's size in pixels for a page ``width`` x ``height`` CSS pixels at ``ratio`` device pixels per
    CSS pixel, and the pixels per CSS pixel it is drawn at (between 1 and MOST_PIXELS_PER_CSS)."""
    scale = max(1.0, min(ratio, MOST_PIXELS_PER_CSS))
    return (max(1, round(width * scale)), max(1, round(height * scale))), scale


def refit_page() -> None:
    """Ask the page to fit the canvas, newly sized, to itself again (pygbag's ``window_resize``)."""
    window = page()
    try:
        if window is not None and getattr(window, "window_resize", None) is not None:
            window.window_resize()
    except Exception as error:  # a page without it fits the canvas by itself
        log.info("the page could not fit the canvas: %s", error)


def is_fullscreen() -> bool:
    if in_browser():
        window = page()
        try:
            document = window.document
            return bool(document.fullscreenElement or getattr(document, "webkitFullscreenElement", None))
        except Exception:
            return False
    return pygame.display.get_init() and pygame.display.get_surface() is not None and pygame.display.is_fullscreen()


def set_fullscreen(on: bool) -> bool:
    """Fill the screen (``on``) or go back to a window; whether the game fills it now.  In the browser the answer
    comes later (the page asks, the browser decides): True if it was asked for."""
    if in_browser():
        return _page_fullscreen(on)
    return _window_fullscreen(on)


def _window_fullscreen(on: bool) -> bool:
    surface = pygame.display.get_surface()
    if surface is None or on == pygame.display.is_fullscreen():
        return on if surface is not None else False
    try:
        if on:
            _windowed["size"] = surface.get_size()
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            pygame.display.set_mode(_windowed.get("size", LOGICAL_SIZE), pygame.RESIZABLE)
    except pygame.error as error:  # a window manager that refuses: the game goes on in its window
        log.info("fullscreen refused: %s", error)
    return pygame.display.is_fullscreen()


def _page_fullscreen(on: bool) -> bool:
    window = page()
    if window is None:
        return False
    try:
        document = window.document
        if on:
            element = document.documentElement
            request = getattr(element, "requestFullscreen", None) or element.webkitRequestFullscreen
            request()
            return True
        leave = getattr(document, "exitFullscreen", None) or document.webkitExitFullscreen
        if is_fullscreen():
            leave()
        return False
    except Exception as error:  # no Fullscreen API (an iPhone's Safari): the page stays as it is
        log.info("the page cannot go fullscreen: %s", error)
        return False
