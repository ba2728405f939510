"""Soft shadows under the cards on the cloth: a card (or a stack of them: a meld's column, the stock) seems
to lie on the table rather than be painted on it, and a card lifted from the hand casts a wider, fainter
shadow further down.

A shadow is blurred once per size in pixels and kept.  Only its rim is kept, not the part the card itself
hides: clear pixels are skipped by an RLE-accelerated blit (assets.accelerated), so a shadow costs a few
thousand blended pixels a frame, not a whole card's worth.  A stack's strip below its cards is the same for
every height and, but for its two ends, along every width: it is blurred once per card width and corner and
stretched to the stack's width (a hand or a meld grows by a card at a time; a blur per new size cost 10 ms on
the desktop and 30 in the browser, in the frame that drew it).
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
_narrow = Kept(SHADOWS // 4, SHADOW_MB << 18)  # the narrowest strip per corner and shape, stretched to any width


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
    corner = _corner(size)
    if below:
        image = _kept.get(("strip", size[0], corner, shape), lambda: strip_below(size[0], corner, shape))
    else:
        image = _kept.get((size, shape), lambda: make_shadow(size, *shape))
    x, y = top_left[0] + shape[0] - shape[2] * 2, top_left[1] + shape[1] - shape[2] * 2
    if 0 < lifted < 1:  # on its way up or down: it slides as the card rises
        k = lifted - (lifted >= 0.5)
        x, y = x + round((raised[0] - lying[0]) * k), y + round((raised[1] - lying[1]) * k)
    canvas.surface.blit(image, (x, y + _strip_top(size, shape, corner)) if below else (x, y))


@cache
def _shapes(scale: float) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    """The shadow of a card lying and of one raised, at the window's ``scale``."""
    return _shape(scale, 0), _shape(scale, 1)


def _strip_top(size: tuple[int, int], shape: tuple[int, int, int, int], corner: int | None = None) -> int:
    """Where a shadow's strip below its cards begins, in the shadow's rows: at the foot of the card's sides,
    above its rounded corners."""
    dy, blur = shape[1], shape[2]
    return max(0, blur * 2 - dy + size[1] - (_corner(size) if corner is None else corner))


def _corner(size: tuple[int, int]) -> int:
    return max(2, round(min(size) * CORNER)) + 1


def strip_below(width: int, corner: int, shape: tuple[int, int, int, int]) -> pygame.Surface:
    """The strip of a shadow below cards ``width`` pixels wide with rounded ``corner``s, as make_shadow(below)
    makes it: blurred for a stack just tall enough that its height no longer shows in the strip, and for a
    narrow one, whose middle column is then stretched to ``width``."""
    dx, dy, blur, alpha = shape
    height = 2 * corner + 4 * blur + 2  # the strip's rows lie further from the stack's top than the blur reaches
    end = 4 * blur + corner + abs(dx) + 2  # columns at each end of the strip that the stack's ends reach
    narrow = 2 * end + 1 - 4 * blur  # a stack whose strip has one middle column
    if width <= narrow:
        return accelerated(_cut_strip((width, height), shape, corner))
    strip = _narrow.get((corner, shape), lambda: _cut_strip((narrow, height), shape, corner))
    w, h = strip.get_size()
    wide = pygame.Surface((width + w - narrow, h), pygame.SRCALPHA)
    wide.blit(strip, (0, 0), (0, 0, end, h))
    wide.blit(pygame.transform.scale(strip.subsurface((end, 0, 1, h)), (wide.get_width() - 2 * end, h)), (end, 0))
    wide.blit(strip, (wide.get_width() - end, 0), (w - end, 0, end, h))
    return accelerated(wide)


def _cut_strip(size: tuple[int, int], shape: tuple[int, int, int, int], corner: int) -> pygame.Surface:
    rim = shadow_rim(size, *shape, corner=corner)
    top = _strip_top(size, shape, corner)
    return rim.subsurface((0, top, rim.get_width(), rim.get_height() - top)).copy()


def _shape(scale: float, lifted: int) -> tuple[int, int, int, int]:
    """The shadow's offset, blur (whole pixels, at least one) and darkness at the window's ``scale``."""
    dx, dy, blur, alpha = LIFTED if lifted else LYING
    return round(dx * scale), round(dy * scale), max(1, round(blur * scale)), alpha


def make_shadow(size: tuple[int, int], dx: int, dy: int, blur: int, alpha: int, below: bool = False
                ) -> pygame.Surface:
    """``shadow_rim``, RLE-accelerated: to blit onto an opaque surface (an accelerated blit onto a surface with
    an alpha channel makes its half-clear pixels solid); ``below``: only its strip under the cards."""
    if below:
        return accelerated(_cut_strip(size, (dx, dy, blur, alpha), _corner(size)))
    return accelerated(shadow_rim(size, dx, dy, blur, alpha))


def shadow_rim(size: tuple[int, int], dx: int, dy: int, blur: int, alpha: int, corner: int | None = None
               ) -> pygame.Surface:
    """The rim of a blurred dark card shape of ``size`` pixels, padded by twice the ``blur`` on every side;
    where the card itself will lie (offset by ``dx``, ``dy`` from the shadow) it is clear.  ``corner``: the
    card's rounded corner and a pixel (by default, a card's of that size)."""
    w, h = size
    pad = blur * 2
    corner = _corner(size) if corner is None else corner
    shadow = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=max(2, corner - 1))
    shadow = _blurred(shadow, blur)
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
    _narrow.clear()
