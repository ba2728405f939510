"""Soft shadows under the cards on the cloth: a card (or a stack of them: a meld's column, the stock) seems
to lie on the table rather than be painted on it, and a card lifted from the hand casts a wider, fainter
shadow further down.

A shadow is blurred once per size in pixels and kept.  Only its rim is kept, not the part the card itself
hides: clear pixels are skipped by an RLE-accelerated blit (assets.accelerated), so a shadow costs a few
thousand blended pixels a frame, not a whole card's worth.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.ui.drawing.assets import Kept, accelerated
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.card_art import card_size

# (offset right, offset down, blur, darkness of 255): in logical pixels, scaled to the window's
LYING = (2.0, 4.0, 5.0, 170)
LIFTED = (4.0, 10.0, 8.0, 140)  # further from the cloth: further off, softer, fainter
CORNER = 0.06  # of a card's width: its rounded corner (card_art draws the same)
SHADOWS = 96  # kept: every card size of a table, lying and lifted, the meld columns', hands' and seats' sizes
SHADOW_MB = 8

_kept = Kept(SHADOWS, SHADOW_MB << 20)


def draw_card_shadow(canvas: Canvas, pos: tuple[float, float], width: float, lifted: float = 0.0,
                     turned: bool = False) -> None:
    """The shadow of a card of logical ``width`` whose top-left corner is at ``pos``; ``lifted`` from 0 (lying
    on the cloth) to 1 (raised: the hand's card under the pointer); ``turned`` a quarter (a side seat's)."""
    w, h = card_size(canvas.card_px(width))
    _draw(canvas, canvas.point(pos), (h, w) if turned else (w, h), lifted)


def draw_stack_shadow(canvas: Canvas, rect: pygame.Rect | tuple[float, float, float, float]) -> None:
    """One shadow under cards that lie overlapping in ``rect`` (logical: a meld's column, a fanned hand, a
    seat's backs), its strip below them only: one short blit, however many cards.  (A shadow's cost is in the
    rows it spans, not its pixels; a full one per card had made a full table's drawing a third dearer.)"""
    target = canvas.rect(rect)
    _draw(canvas, target.topleft, target.size, 0.0, below=True)


def cards_rect(places: list[tuple[float, float]], width: float, height: float) -> pygame.Rect | None:
    """The logical rect that cards of ``width`` x ``height`` at the top-left corners ``places`` cover."""
    if not places:
        return None
    xs, ys = [x for x, _ in places], [y for _, y in places]
    left, top = min(xs), min(ys)
    return pygame.Rect(round(left), round(top), round(max(xs) - left + width), round(max(ys) - top + height))


def _draw(canvas: Canvas, top_left: tuple[int, int], size: tuple[int, int], lifted: float,
          below: bool = False) -> None:
    lying, raised = _shapes(canvas.scale)
    shape = raised if lifted >= 0.5 else lying  # two blurs kept, not one for every height on the way
    image = _kept.get((size, shape, below), lambda: make_shadow(size, *shape, below=below))
    x, y = top_left[0] + shape[0] - shape[2] * 2, top_left[1] + shape[1] - shape[2] * 2
    if 0 < lifted < 1:  # on its way up or down: it slides as the card rises
        k = lifted - (lifted >= 0.5)
        x, y = x + round((raised[0] - lying[0]) * k), y + round((raised[1] - lying[1]) * k)
    canvas.surface.blit(image, (x, y + _strip_top(size, shape)) if below else (x, y))


@cache
def _shapes(scale: float) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    """The shadow of a card lying and of one raised, at the window's ``scale``."""
    return _shape(scale, 0), _shape(scale, 1)


def _strip_top(size: tuple[int, int], shape: tuple[int, int, int, int]) -> int:
    """Where a shadow's strip below its cards begins, in the shadow's rows: at the foot of the card's sides,
    above its rounded corners."""
    dy, blur = shape[1], shape[2]
    return max(0, blur * 2 - dy + size[1] - _corner(size))


def _corner(size: tuple[int, int]) -> int:
    return max(2, round(min(size) * CORNER)) + 1


def _shape(scale: float, lifted: int) -> tuple[int, int, int, int]:
    """The shadow's offset, blur (whole pixels, at least one) and darkness at the window's ``scale``."""
    dx, dy, blur, alpha = LIFTED if lifted else LYING
    return round(dx * scale), round(dy * scale), max(1, round(blur * scale)), alpha


def make_shadow(size: tuple[int, int], dx: int, dy: int, blur: int, alpha: int, below: bool = False
                ) -> pygame.Surface:
    """``shadow_rim``, RLE-accelerated: to blit onto an opaque surface (an accelerated blit onto a surface with
    an alpha channel makes its half-clear pixels solid); ``below``: only its strip under the cards."""
    rim = shadow_rim(size, dx, dy, blur, alpha)
    if below:
        top = _strip_top(size, (dx, dy, blur, alpha))
        rim = rim.subsurface((0, top, rim.get_width(), rim.get_height() - top)).copy()
    return accelerated(rim)


def shadow_rim(size: tuple[int, int], dx: int, dy: int, blur: int, alpha: int) -> pygame.Surface:
    """The rim of a blurred dark card shape of ``size`` pixels, padded by twice the ``blur`` on every side;
    where the card itself will lie (offset by ``dx``, ``dy`` from the shadow) it is clear."""
    w, h = size
    pad = blur * 2
    shadow = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=max(2, round(min(w, h) * CORNER)))
    shadow = _blurred(shadow, blur)
    corner = _corner(size)
    card = pygame.Rect(pad - dx, pad - dy, w, h)  # less its rounded corners, which let the shadow show
    shadow.fill((0, 0, 0, 0), card.inflate(-2 * corner, -2))
    shadow.fill((0, 0, 0, 0), card.inflate(-2, -2 * corner))
    # The light comes from the upper left: what little would show above the card and left of it is left out,
    # for every pixel kept is blended at every blit
    shadow.fill((0, 0, 0, 0), (0, 0, shadow.get_width(), card.top + corner))
    shadow.fill((0, 0, 0, 0), (0, 0, card.left + corner, shadow.get_height()))
    return shadow


def _blurred(surface: pygame.Surface, blur: int) -> pygame.Surface:
    if hasattr(pygame.transform, "gaussian_blur"):  # pygame-ce, the desktop's and the browser's
        return pygame.transform.gaussian_blur(surface, blur)
    w, h = surface.get_size()  # elsewhere a softer box: scaled down and smoothly up again
    small = pygame.transform.smoothscale(surface, (max(1, w // blur), max(1, h // blur)))
    return pygame.transform.smoothscale(small, (w, h))


def forget() -> None:
    _kept.clear()
