"""The table's cloth: a green baize with a fine felt grain and a soft light, brighter in the middle as under
a lamp, darker towards the edges.

The grain is made by code from a seeded generator (so the cloth is the same at every start and on every
machine): a tile of fine speckle and short fibres, which repeats without a seam.  The light is a small
picture of the fall-off and the felt's patches, smoothly scaled up to the window (no bands).  Both cost tens
of milliseconds, so the cloth is made once per window size and kept; a frame only blits it.
"""

from __future__ import annotations

import math
import random
from functools import cache
from statistics import NormalDist

import pygame

from game.ui.drawing import theme
from game.ui.drawing.assets import Kept

SEED = "baize/1"
TILE = 128  # logical pixels the grain's tile spans before it repeats
SPECKLE = 3.2  # how far a pixel's brightness strays (levels of 255)
MOTTLE = 2.2  # the felt's slow light and dark patches, laid in with the light (a tile's would repeat visibly)
FIBRES = 420
FIBRE = 4.5  # a fibre's strength, lighter or darker than the cloth
GRAIN_TINT = (150, 255, 170)  # the grain is a green's light and shade, not grey (the baize's own hue)
LIGHT_GRID = (64, 36)  # the light (and the mottling) is worked out this coarsely, then smoothly scaled
CLOTH_MB = 16  # one window's cloth (2560 x 1440 takes 14 MB)

_kept = Kept(1, CLOTH_MB << 20)  # the window has one size at a time; a resize makes the next


def draw_cloth(surface: pygame.Surface) -> None:
    """The cloth over the whole of ``surface`` (a letterboxed table's margins are cloth too)."""
    surface.blit(cloth(surface.get_size()), (0, 0))


def cloth(size: tuple[int, int]) -> pygame.Surface:
    """The cloth for a window of ``size``, made the first time it is asked for."""
    return _kept.get(size, lambda: make_cloth(size))


def make_cloth(size: tuple[int, int]) -> pygame.Surface:
    """A cloth of ``size`` pixels: the light, then the grain lightening and darkening it."""
    w, h = size
    surface = _light(size)
    scale = max(1.0, min(w / 1280, h / 720))  # a finer grain than a real pixel would vanish
    tile_px = max(1, round(TILE * scale))
    lighter, darker = (pygame.transform.smoothscale(tile, (tile_px, tile_px)) if tile_px != TILE else tile
                       for tile in _grain_tiles())
    for y in range(0, h, tile_px):
        for x in range(0, w, tile_px):
            surface.blit(lighter, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            surface.blit(darker, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()  # the display's own pixel format: the cheapest blit there is
    return surface


def _light(size: tuple[int, int]) -> pygame.Surface:
    """The baize lit from above: BAIZE_LIGHT in the middle, BAIZE a third of the way out, BAIZE_DARK in the
    corners (an ellipse of the window's shape), with the felt's faint patches."""
    return pygame.transform.smoothscale(_light_grid(), size)


@cache
def _light_grid() -> pygame.Surface:
    """The light worked out coarsely, once (any window's light is this, smoothly scaled)."""
    rng = random.Random(f"{SEED}/mottle")
    cols, rows = LIGHT_GRID
    grid = pygame.Surface((cols, rows))
    for row in range(rows):
        for col in range(cols):
            dx, dy = (col + 0.5) / cols * 2 - 1, (row + 0.5) / rows * 2 - 1
            distance = math.hypot(dx, dy) / math.sqrt(2)  # 0 in the middle, 1 in a corner
            patch = rng.uniform(-MOTTLE, MOTTLE)
            grid.set_at((col, row), tuple(min(255, max(0, round(v + patch))) for v in _lit_colour(distance)))
    return grid


def _lit_colour(distance: float) -> tuple[float, float, float]:
    k = min(max(distance, 0.0), 1.0) ** 1.4  # a wide bright middle, falling off towards the edges
    if k < 0.35:
        a, b, t = theme.BAIZE_LIGHT, theme.BAIZE, k / 0.35
    else:
        a, b, t = theme.BAIZE, theme.BAIZE_DARK, (k - 0.35) / 0.65
    t = t * t * (3 - 2 * t)  # smoothstep: no crease where the two blends meet
    return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


@cache
def _grain_tiles() -> tuple[pygame.Surface, pygame.Surface]:
    """The grain as two tiles, what it adds to the light and what it takes away (a blit can only do one)."""
    lighter, darker = grain(SEED)
    return _grey_tile(lighter), _grey_tile(darker)


def _grey_tile(levels: bytes) -> pygame.Surface:
    rgb = bytearray(len(levels) * 3)
    for channel in range(3):
        rgb[channel::3] = levels
    tile = pygame.image.frombuffer(bytes(rgb), (TILE, TILE), "RGB").copy()
    tile.fill(GRAIN_TINT, special_flags=pygame.BLEND_RGB_MULT)
    return tile


def grain(seed: str) -> tuple[bytes, bytes]:
    """The grain over one tile (row by row, TILE x TILE), as levels above the light and below it, a byte a
    pixel each: speckle and fibres, the fibres wrapping round the tile's edges so that it repeats without a
    seam.  The speckle is drawn from random bytes by a table (a gaussian's), not pixel by pixel in Python: the
    first frame waits for it, and the browser is slow at such loops."""
    rng = random.Random(seed)
    spread = NormalDist(0.0, SPECKLE / 2)
    speckle = [round(spread.inv_cdf((b + 0.5) / 256)) for b in range(256)]
    noise = rng.randbytes(TILE * TILE)
    lighter = bytearray(noise.translate(bytes(max(v, 0) for v in speckle)))
    darker = bytearray(noise.translate(bytes(max(-v, 0) for v in speckle)))
    for _ in range(FIBRES):  # short, slightly curled hairs of the felt, lighter or darker than the cloth
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        angle, curl = rng.uniform(0, 2 * math.pi), rng.uniform(-0.25, 0.25)
        strength = round(FIBRE * rng.uniform(0.4, 1.0)) * rng.choice((-1, 1))
        for _ in range(rng.randint(3, 8)):
            i = int(y) % TILE * TILE + int(x) % TILE
            level = lighter[i] - darker[i] + strength
            lighter[i], darker[i] = min(max(level, 0), 255), min(max(-level, 0), 255)
            x, y, angle = x + math.cos(angle), y + math.sin(angle), angle + curl
    return bytes(lighter), bytes(darker)


def forget() -> None:
    """Let the kept cloth go (tests that count how often it is made; pygame quit)."""
    _kept.clear()
