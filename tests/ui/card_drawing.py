"""What the tests of drawn cards share: pygame's display and fonts without a window, the caches emptied after,
and a surface's pixels as bytes."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest

from game.ui.drawing import assets, card_art


@pytest.fixture(autouse=True, scope="module")
def headless_pygame() -> Iterator[None]:
    """Imported by a test module, it serves every test there."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    yield
    card_art.clear_cache()
    assets.clear_cache()


def rgba(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")
