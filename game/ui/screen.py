"""Fullscreen: the window on the desktop, the page in the browser.

    is_fullscreen()          # whether the game fills the screen now
    set_fullscreen(True)     # ask for it; returns whether it is (or, in the browser, was asked for)

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
