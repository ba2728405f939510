"""What drawing makes once and keeps: fonts loaded from the game's own ``game/assets/`` folder on first use, and
surfaces blitted frame after frame, kept cheap to blit.

The assets are package data of ``game``, found through ``importlib.resources``: the same lookup finds them in
a clone, in an installed wheel, in pygbag's bundle and under pyodide (everywhere a plain folder), and
``as_file`` hands pygame a real file even where the package is not one (a zip).

Nothing loads at import time: pygame must be initialised first, and tests import the UI without a
display. Fonts always come from files, never ``SysFont``, because the browser build has no system fonts.

A per-pixel-alpha blit is about 20 times slower in the browser (pygame-ce on WebAssembly has no SIMD) unless
the surface is RLE-accelerated: runs of clear pixels are then skipped and opaque ones copied.  An accelerated
surface is for blitting only: drawing into it or reading its pixels decodes and encodes it again.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from importlib.resources import as_file, files
from importlib.resources.abc import Traversable

import pygame

# The package's own data, not the working directory's: it works from any folder, installed or not, and under pygbag.
ASSETS_DIR: Traversable = files("game") / "assets"

FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


class MissingAsset(FileNotFoundError):
    """An asset file the game ships with is not where it should be."""


def asset_path(*parts: str) -> Traversable:
    """A file inside the assets folder (file names are case-sensitive in the browser); ``as_file`` gives its
    path on disk."""
    return ASSETS_DIR.joinpath(*parts)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans (or Sans Bold) at ``size`` pixels, loaded once per (size, bold)."""
    if size < 1:
        raise ValueError(f"font size must be at least 1 pixel, got {size}")
    key = (size, bold)
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    resource = asset_path("fonts", FONT_FILES[bold])
    if not resource.is_file():
        raise MissingAsset(
            f"font file {resource} is missing: the assets folder {ASSETS_DIR} is incomplete (reinstall the "
            "game; in a clone, rerun tools/subset_fonts.py or restore game/assets/ from the repository)"
        )
    if not pygame.font.get_init():
        pygame.font.init()  # a no-op after pygame.init(); lets a lone test or tool draw text without it
    with as_file(resource) as path:  # the file itself where the package is a folder, as it is everywhere we run
        loaded = pygame.font.Font(str(path), size)
    _fonts[key] = loaded
    return loaded


def clear_cache() -> None:
    """Forget loaded fonts (after pygame.quit(), or when a test points the assets folder elsewhere)."""
    _fonts.clear()


def accelerated(surface: pygame.Surface) -> pygame.Surface:
    """``surface``, RLE-accelerated from its next blit on (per-pixel alpha blits are 20x slower on WebAssembly
    without it)."""
    surface.set_alpha(255, pygame.RLEACCEL)
    return surface


def pixel_bytes(surface: pygame.Surface) -> int:
    """The room ``surface``'s pixels take, four bytes a pixel (an RLE-encoded one's may take less)."""
    width, height = surface.get_size()
    return width * height * 4


class Kept:
    """The surfaces most recently asked for, by key, at most ``size`` of them and ``most_bytes`` of pixels
    together: each made once, then blitted every frame.  The bytes bound it too, for a box whose colour is
    animated (a dimming fading in) is a new full-screen layer in each frame."""

    def __init__(self, size: int, most_bytes: int) -> None:
        self.size = size
        self.most_bytes = most_bytes
        self.bytes = 0
        self._kept: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        image = self._kept.get(key)
        if image is None:
            image = self._kept[key] = make()
            self.bytes += pixel_bytes(image)
            while len(self._kept) > 1 and (len(self._kept) > self.size or self.bytes > self.most_bytes):
                self.bytes -= pixel_bytes(self._kept.popitem(last=False)[1])
        else:
            self._kept.move_to_end(key)
        return image

    def clear(self) -> None:
        self._kept.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._kept)
