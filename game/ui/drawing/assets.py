"""Fonts (and later sounds) loaded from the game's own ``assets/`` folder, once each, on first use.

Nothing loads at import time: pygame must be initialised first, and tests import the UI without a
display. Fonts always come from files, never ``SysFont``, because the browser build has no system fonts.
"""

from __future__ import annotations

from pathlib import Path

import pygame

# Relative to this file rather than the working directory, so it works from any folder and under pygbag.
ASSETS_DIR = Path(__file__).resolve().parents[3] / "assets"

FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


class MissingAsset(FileNotFoundError):
    """An asset file the game ships with is not where it should be."""


def asset_path(*parts: str) -> Path:
    """The path of a file inside the assets folder (file names are case-sensitive in the browser)."""
    return ASSETS_DIR.joinpath(*parts)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans (or Sans Bold) at ``size`` pixels, loaded once per (size, bold)."""
    if size < 1:
        raise ValueError(f"font size must be at least 1 pixel, got {size}")
    key = (size, bold)
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    path = asset_path("fonts", FONT_FILES[bold])
    if not path.is_file():
        raise MissingAsset(
            f"font file {path} is missing: the assets folder {path.parent.parent} is incomplete "
            "(rerun tools/subset_fonts.py or restore assets/ from the repository)"
        )
    if not pygame.font.get_init():
        pygame.font.init()  # a no-op after pygame.init(); lets a lone test or tool draw text without it
    loaded = pygame.font.Font(str(path), size)
    _fonts[key] = loaded
    return loaded


def clear_cache() -> None:
    """Forget loaded fonts (after pygame.quit(), or when a test points the assets folder elsewhere)."""
    _fonts.clear()
