"""Drawing in logical coordinates onto a surface of any size.

Scenes lay out and draw in logical pixels; the canvas turns them into real pixels of the window at its
current scale, and renders text and cards at that real size, so both stay crisp however the window is
sized (nothing is drawn small and then stretched).  Text is never drawn smaller than ``MIN_TEXT_PX`` real
pixels (at the device's scale): where a window shrinks a scene that far, its text takes more logical room,
and the fitting below (``fit``, ``wrap``, ``shrunk``) measures it so.

Two views of the window (``view``):
- **the frame** (``fills_frame`` scenes): the whole window in logical pixels, ``frame`` wide and high, its
  shape the window's.  A window at least 0.8 as wide as high is **landscape**: at least 1280 x 720, wider or
  taller as the window is (a 4:3 window is 1280 x 960, 21:9 is 1680 x 720).  A narrower one is **portrait**,
  a phone held upright: 960 high, as wide as its shape makes it (390 x 844 is 444 x 960).
- **the design** (every other scene): the 1280 x 720 box the scene was drawn for, scaled to fit the window
  and centred in it, the rest of the window around it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.i18n import card_index
from game.ui.drawing import assets, theme
from game.ui.drawing.assets import Kept, accelerated
from game.ui.drawing.card_art import CARD_BACKS, MIN_WIDTH, all_cards, card_back, card_face, card_size

LOGICAL_SIZE = (1280, 720)  # the design: the box scenes were drawn for, and the landscape frame's least
PORTRAIT_BELOW = 0.8  # a window narrower than this (width / height) is held upright
PORTRAIT_HEIGHT = 960  # a portrait frame's logical height; its width follows the window's shape
MIN_TEXT_PX = 11  # no text is drawn smaller, in real pixels at the device's scale
Color = tuple[int, int, int] | tuple[int, int, int, int]
# Surfaces kept (count, and megabytes of pixels: a full 1280 x 720 screen is 3.7 MB, on a phone's 3x screen 12 MB)
TEXT_CACHE_SIZE, TEXT_CACHE_MB = 512, 12  # rendered strings: the table redraws the same labels every frame
WARM_COST_FADES = 0.9  # each card warmed, the dearest of late counts for this much less (cards cached cost none)
TEXT_SIZES_KEPT = 4096  # strings measured (a few dozen bytes each): forgotten all at once when full
LAYER_CACHE_SIZE, LAYER_CACHE_MB = 64, 16  # translucent boxes: panels, shadows, highlights, dimmings
TURNED_CACHE_SIZE, TURNED_CACHE_MB = 128, 12  # cards turned a quarter: the side seats' hands (and a replay's)


def _plain(size: tuple[int, int], rgb: tuple[int, ...]) -> pygame.Surface:
    plain = pygame.Surface(size)
    plain.fill(rgb)
    return plain


class Canvas:
    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self._text_cache = Kept(TEXT_CACHE_SIZE, TEXT_CACHE_MB << 20)
        self._text_sizes: dict[tuple[str, int, bool], tuple[int, int]] = {}
        self._warm_cost = 0.0  # seconds the dearest card warmed of late took (warm)
        self._layers = Kept(LAYER_CACHE_SIZE, LAYER_CACHE_MB << 20)
        self._turned = Kept(TURNED_CACHE_SIZE, TURNED_CACHE_MB << 20)
        self._to_warm: list[tuple[str | None, int]] = []
        self._extra_widths: set[float] = set()  # sizes a table chose beyond the theme's (small meld cards)
        self._back = CARD_BACKS[0]
        self.device_scale = 1.0  # real pixels per CSS pixel (the browser's canvas on a 2x or 3x screen)
        self.resize(surface)

    @property
    def back(self) -> str:
        """The design of every card back drawn (one of CARD_BACKS): the player's setting, set by the app."""
        return self._back

    @back.setter
    def back(self, design: str) -> None:
        if design not in CARD_BACKS:
            raise ValueError(f"no card back called {design!r}: use one of {', '.join(CARD_BACKS)}")
        if design != self._back:
            self._back = design
            widths = sorted({self.card_px(w) for w in (*theme.CARD_WIDTHS, *self._extra_widths)})
            self._to_warm += [(None, w) for w in widths]  # the new backs first: they show at once

    def kept_bytes(self) -> dict[str, int]:
        """The room each kind of surface kept takes (texts, translucent layers, turned cards)."""
        return {"texts": self._text_cache.bytes, "layers": self._layers.bytes, "turned": self._turned.bytes}

    def resize(self, surface: pygame.Surface) -> None:
        self.surface = surface
        w, h = surface.get_size()
        self.frame = frame_size((w, h))
        self.shape = "portrait" if w < PORTRAIT_BELOW * h else "landscape"  # a landscape frame may be tall
        self.fills_frame = False
        self.view(False)
        self._text_cache.clear()
        self._text_sizes.clear()
        self._layers.clear()
        self._turned.clear()
        widths = sorted({self.card_px(w) for w in (*theme.CARD_WIDTHS, *self._extra_widths)}, reverse=True)
        self._to_warm = [(None, w) for w in widths] + [(card, w) for w in widths for card in all_cards()]
        self._to_warm.reverse()  # popped from the end: the backs and the hand's size first

    def view(self, fills_frame: bool) -> None:
        """Draw and read positions in the frame (the whole window, ``frame`` logical pixels) or in the design
        (1280 x 720, fitted and centred): each scene says which it lays out in."""
        w, h = self.surface.get_size()
        self.fills_frame = fills_frame
        size = self.frame if fills_frame else LOGICAL_SIZE
        self.scale = min(w / size[0], h / size[1])
        self.offset = ((w - size[0] * self.scale) / 2, (h - size[1] * self.scale) / 2)

    @property
    def size(self) -> tuple[int, int]:
        """The logical size laid out in now: the frame's, or the design's."""
        return self.frame if self.fills_frame else LOGICAL_SIZE

    def window_rect(self) -> pygame.Rect:
        """The whole window in the logical coordinates of the view in use (a dimming under a dialog covers it
        all, whatever the view)."""
        left, top = self.to_logical((0, 0))
        w, h = self.surface.get_size()
        return pygame.Rect(math.floor(left), math.floor(top), math.ceil(w / self.scale) + 1,
                           math.ceil(h / self.scale) + 1)

    def warm_also(self, width: float) -> None:
        """Cards of ``width`` will be drawn too (a table of many sides shrinks its meld cards): warm them
        first, now and after every resize."""
        if width in self._extra_widths or width in theme.CARD_WIDTHS:
            return
        self._extra_widths.add(width)
        pixels = self.card_px(width)
        self._to_warm += [(card, pixels) for card in all_cards()] + [(None, pixels)]

    def warm(self, budget: float, four_colour: bool = False, at_least_one: bool = False) -> None:
        """Draw cards not yet needed into the card cache, for about ``budget`` seconds: a card drawn the
        first time costs a few milliseconds, which would otherwise land on the frame that first shows it.
        ``four_colour``: the faces the player's setting shows.  A card is begun only where one as dear as the
        dearest of late still fits the budget (``at_least_one`` in a frame that drew nothing): begun at the
        end of a frame that drew, a card face of several milliseconds in the browser made it twice as long."""
        deadline = time.perf_counter() + budget
        while self._to_warm:
            begun = time.perf_counter()
            if begun + self._warm_cost > deadline and not at_least_one:
                return
            at_least_one = False
            card, width = self._to_warm.pop()
            card_back(width, self._back) if card is None else card_face(card, width, four_colour, card_index(card[0]))
            self._warm_cost = max(self._warm_cost * WARM_COST_FADES, time.perf_counter() - begun)

    # -- coordinates ----------------------------------------------------------------------------
    def px(self, length: float) -> int:
        return max(1, round(length * self.scale)) if length > 0 else 0

    def card_px(self, width: float) -> int:
        """A card's width in pixels: never below the narrowest card the art draws (a small window shrinks
        the table; a card a pixel or two wider than its place beats no game at all)."""
        return max(MIN_WIDTH, self.px(width))

    def point(self, pos: tuple[float, float]) -> tuple[int, int]:
        return round(self.offset[0] + pos[0] * self.scale), round(self.offset[1] + pos[1] * self.scale)

    def rect(self, r: pygame.Rect | tuple[float, float, float, float]) -> pygame.Rect:
        x, y, w, h = r
        left, top = self.point((x, y))
        right, bottom = self.point((x + w, y + h))
        return pygame.Rect(left, top, right - left, bottom - top)

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        return (pos[0] - self.offset[0]) / self.scale, (pos[1] - self.offset[1]) / self.scale

    # -- painting -------------------------------------------------------------------------------
    def fill(self, color: Color) -> None:
        self.surface.fill(color)

    def snapshot(self, into: pygame.Surface | None = None) -> pygame.Surface:
        """The picture drawn so far, kept: copied into ``into`` where it has the window's size, else into a new
        surface.  (A new copy of a whole window costs milliseconds in fresh memory on every change of a kept
        picture; a blit into pixels kept from the last does not.)"""
        if into is None or into.get_size() != self.surface.get_size():
            return self.surface.copy()
        into.blit(self.surface, (0, 0))
        return into

    def box(self, r: pygame.Rect | tuple, color: Color, radius: float = 0, width: float = 0) -> None:
        """A filled (width 0) or outlined rectangle; a colour with alpha is blended."""
        target = self.rect(r)
        border = self.px(width) if width else 0
        rounded = self.px(radius) if radius else 0
        translucent = len(color) == 4 and color[3] < 255
        if translucent and not (border or rounded):
            self.surface.blit(self._veil(target.size, tuple(color[:3]), color[3]), target.topleft)
        elif translucent:
            self.surface.blit(self._layer(target.size, tuple(color), border, rounded), target.topleft)
        else:
            pygame.draw.rect(self.surface, color, target, border, rounded)

    def _veil(self, size: tuple[int, int], rgb: tuple[int, ...], alpha: int) -> pygame.Surface:
        """A plain translucent rectangle: one surface of the colour, its alpha set at each blit, for a dimming
        that fades in (a new alpha each frame) would otherwise make a full-screen layer each frame."""
        veil = self._layers.get((size, rgb), lambda: _plain(size, rgb))
        veil.set_alpha(alpha)
        return veil

    def _layer(self, size: tuple[int, int], color: Color, border: int, rounded: int) -> pygame.Surface:
        """A translucent box drawn once on a clear layer of its own, kept for the frames that draw it again."""
        def make() -> pygame.Surface:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(layer, color, layer.get_rect(), border, rounded)
            return accelerated(layer)

        return self._layers.get((size, color, border, rounded), make)

    @contextmanager
    def clip(self, r: pygame.Rect | tuple[float, float, float, float]) -> Iterator[None]:
        """Draw only inside the logical rect ``r`` while in the block (a scrolled text's window)."""
        before = self.surface.get_clip()
        self.surface.set_clip(self.rect(r).clip(before))
        try:
            yield
        finally:
            self.surface.set_clip(before)

    def line(self, start: tuple[float, float], end: tuple[float, float], color: Color, width: float = 1) -> None:
        pygame.draw.line(self.surface, color, self.point(start), self.point(end), self.px(width))

    def text(self, text: str, size: float, pos: tuple[float, float], color: Color = (255, 255, 255),
             bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        """Draw ``text`` with its ``anchor`` (a pygame.Rect attribute) at ``pos``; its logical rect."""
        image = self.text_image(text, size, color, bold)
        target = image.get_rect()
        setattr(target, anchor, self.point(pos))
        self.surface.blit(image, target)
        return self.logical_rect(target)

    def text_size(self, text: str, size: float, bold: bool = False) -> tuple[float, float]:
        """The logical size ``text`` takes drawn: measured by the font, not rendered (a layout measures every
        label it places; rendering each in black as well cost the frame that first laid out a screen dearly)."""
        pixels = self.text_px(size)
        key = (text, pixels, bold)
        measured = self._text_sizes.get(key)
        if measured is None:
            if len(self._text_sizes) >= TEXT_SIZES_KEPT:
                self._text_sizes.clear()
            measured = self._text_sizes[key] = assets.font(pixels, bold).size(text)
        return measured[0] / self.scale, measured[1] / self.scale

    def fitting_size(self, text: str, size: float, width: float, bold: bool = False, smallest: float = 12) -> float:
        """The text size, from ``size`` down to ``smallest``, at which ``text`` is no wider than ``width``
        (``smallest`` if none is): a long word in another language shrinks a little before it is cut."""
        while size > smallest and self.text_size(text, size, bold)[0] > width:
            size -= 1
        return size

    def shrunk(self, text: str, size: float, width: float, bold: bool = False, smallest: float = 12
               ) -> tuple[str, float]:
        """``text`` and the size to draw it at within ``width``: smaller, down to ``smallest``, then cut short
        only if it must be (German and Dutch run longer; five players' scores make a long line)."""
        size = self.fitting_size(text, size, width, bold, smallest)
        return self.fit(text, size, width, bold), size

    def fit(self, text: str, size: float, width: float, bold: bool = False) -> str:
        """``text`` cut short with an ellipsis where it is wider than ``width``."""
        if self.text_size(text, size, bold)[0] <= width:
            return text
        while text and self.text_size(text + "…", size, bold)[0] > width:
            text = text[:-1]
        return text + "…"

    def wrap(self, text: str, size: float, width: float, bold: bool = False, balanced: bool = False,
             most: int | None = None) -> list[str]:
        """``text`` broken into lines no wider than ``width`` at its spaces (a word wider is cut short);
        ``balanced``: as many lines, but as even as they get ("Meld, then discard / one card", not "Meld,
        then discard one / card"); ``most``: no more lines than that, the last holding the rest, cut short."""
        lines = self._wrap(text, size, width, bold)
        widest_word = max((self.text_size(word, size, bold)[0] for word in text.split()), default=0)
        while balanced and len(lines) > 1:
            narrower = max(self.text_size(line, size, bold)[0] for line in lines) - 1
            if narrower < widest_word or len(self._wrap(text, size, narrower, bold)) != len(lines):
                break
            lines = self._wrap(text, size, narrower, bold)
        if most is not None and len(lines) > most:
            lines = lines[:most - 1] + [self.fit(" ".join(lines[most - 1:]), size, width, bold)]
        return lines

    def _wrap(self, text: str, size: float, width: float, bold: bool) -> list[str]:
        lines: list[str] = []
        for word in text.split():
            if lines and self.text_size(lines[-1] + " " + word, size, bold)[0] <= width:
                lines[-1] += " " + word
            else:
                lines.append(self.fit(word, size, width, bold))
        return lines

    def text_px(self, size: float) -> int:
        """The real size text of logical ``size`` is drawn at: never below MIN_TEXT_PX at the device's scale."""
        return max(round(MIN_TEXT_PX * self.device_scale), self.px(size))

    def text_image(self, text: str, size: float, color: Color, bold: bool = False) -> pygame.Surface:
        pixels = self.text_px(size)
        return self._text_cache.get((text, pixels, color, bold),
                                    lambda: accelerated(assets.font(pixels, bold).render(text, True, color)))

    def logical_rect(self, r: pygame.Rect) -> pygame.Rect:
        x, y = self.to_logical(r.topleft)
        return pygame.Rect(round(x), round(y), round(r.width / self.scale), round(r.height / self.scale))

    def card(self, card: str | None, pos: tuple[float, float], width: float, angle: int = 0,
             four_colour: bool = False, squeeze: float = 1.0, back: str | None = None) -> None:
        """A card face (None: its back, in the design ``back`` names, by default the one the canvas holds) with its
        top-left corner at ``pos``; ``angle`` a multiple of 90; ``squeeze`` below 1: narrowed about its middle, as
        a card seen turning over."""
        pixels = self.card_px(width)
        design, index = back or self._back, card and card_index(card[0])
        image = card_back(pixels, design) if card is None else card_face(card, pixels, four_colour, index)
        if angle % 360:  # turned once and kept: turning an accelerated card decodes it again
            upright = image
            image = self._turned.get((card, pixels, four_colour, index, design, angle % 360),
                                     lambda: accelerated(pygame.transform.rotate(upright, angle)))
        x, y = self.point(pos)
        if squeeze < 1:  # a moment's picture: speed over crispness
            w, h = image.get_size()
            narrow = max(1, round(w * squeeze))
            image = pygame.transform.scale(image, (narrow, h))
            x += (w - narrow) // 2
        self.surface.blit(image, (x, y))

    def shade(self, r: pygame.Rect | tuple, color: Color, radius: float = 0) -> None:
        self.box(r, color, radius)


def frame_size(window: tuple[int, int]) -> tuple[int, int]:
    """The logical frame of a window of ``window`` real pixels: landscape at least 1280 x 720, the longer way
    as long as the window's shape makes it; portrait (narrower than PORTRAIT_BELOW) PORTRAIT_HEIGHT high."""
    w, h = max(1, window[0]), max(1, window[1])
    shape = w / h
    if shape < PORTRAIT_BELOW:
        return max(1, round(PORTRAIT_HEIGHT * shape)), PORTRAIT_HEIGHT
    return max(LOGICAL_SIZE[0], round(LOGICAL_SIZE[1] * shape)), max(LOGICAL_SIZE[1], round(LOGICAL_SIZE[0] / shape))


def card_height(width: float) -> float:
    """A card's logical height for a logical width."""
    return card_size(1000)[1] * width / 1000
