"""Playing cards drawn by code at exactly the pixel size asked for, so they stay crisp at any size.

Cards use the engine's notation: rank ``A K Q J T 9 8 7 6 5 4 3 2`` plus suit ``S H D C`` ("KH", "TS"),
and "JK" for a joker. No card is drawn at one size and scaled to another: each face is laid out from vector
shapes and hinted text at its final size, then cached. ``pygame.draw`` fills have hard, stair-stepped edges,
so the suits and indices go through a small coverage rasteriser here instead; that is what keeps a 6-pixel
club recognisable as a club. Pictures of many parts (the court figures of ``court_art``, the jester of
``joker_art``, the backs of ``card_backs``) use the supersampling pen of ``pen``, laid out at the same final
size, with fewer details on small cards.

Coordinates follow pygame's anti-aliasing convention: pixel centres sit at whole numbers, so a card ``w``
pixels wide has its middle at ``(w - 1) / 2``. The bottom-right index is the top-left one turned 180°,
pixel for pixel, as on printed cards.

``python -m game.ui.drawing.card_art sheet.png [width ...] [--four-colour]`` draws every face and the backs;
``python -m game.ui.drawing.card_art --bench [width ...]`` times drawing them from an empty cache.
"""

from __future__ import annotations

import math
import os
import sys
import time
from bisect import bisect_left
from collections.abc import Sequence
from functools import cache
from itertools import accumulate
from typing import NamedTuple

import pygame

from game.ui.drawing import assets, card_backs, court_art, joker_art
from game.ui.drawing.card_backs import CARD_BACKS
from game.ui.drawing.shapes import Point, rounded_rect, shape

CARD_ASPECT = 1.4  # height / width, the shape of a poker-size card (63 × 88 mm)
MIN_WIDTH = 16  # narrower than this not even the corner index can be read

RANKS = "AKQJT98765432"
SUITS = "SHDC"
JOKER = "JK"

Colour = tuple[int, int, int]

FACE = (255, 253, 248)  # white with a trace of warmth, as card stock is
EDGE = (146, 146, 150)  # thin grey border: keeps overlapping white cards apart
RED = (200, 16, 46)
BLACK = (28, 28, 32)
BLUE = (20, 84, 180)  # four-colour deck: diamonds
GREEN = (18, 120, 52)  # four-colour deck: clubs
JOKER_INK = (104, 38, 150)  # a colour no suit uses, so a joker is spotted at a glance
JOKER_STAR = (240, 178, 26)

CAP_HEIGHT = 0.729  # DejaVu Sans Bold capital height per em: turns a wanted letter height into a font size


class _Mask(NamedTuple):
    """Rasterised coverage: one alpha byte per pixel, row by row, and where its top-left pixel goes."""

    alpha: bytes
    width: int
    height: int
    left: int
    top: int


_faces: dict[tuple[str, int, bool], pygame.Surface] = {}
_backs: dict[tuple[int, str], pygame.Surface] = {}
_blanks: dict[int, pygame.Surface] = {}
_masks: dict[tuple[str, float, float, float, bool], _Mask] = {}  # a symbol's coverage, shared by all inks
_stamps: dict[tuple[str, float, Colour, float, float, bool], tuple[pygame.Surface, int, int]] = {}
_texts: dict[tuple[str, int, Colour, int | None], pygame.Surface] = {}


def card_size(width: int) -> tuple[int, int]:
    """The (width, height) in pixels of a card ``width`` pixels wide."""
    return width, round(width * CARD_ASPECT)


def card_face(card: str, width: int, four_colour: bool = False, index: str | None = None) -> pygame.Surface:
    """The face of ``card`` ("KH", "TS", "JK") drawn at ``width`` pixels: a cached SRCALPHA surface.  ``index``
    is the letter printed in its corners and on a court card (a German jack shows B), its rank's by default.

    The surface is shared between callers and RLE-accelerated (assets.accelerated): blit it, never draw on it.
    """
    _check_width(width)
    if card != JOKER and (len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS):
        raise ValueError(f"not a card: {card!r} (expected a rank of {RANKS} and a suit of {SUITS}, or {JOKER})")
    index = None if card == JOKER or index == card[0] else index
    key = (card, width, four_colour, index)
    if key not in _faces:
        _faces[key] = assets.accelerated(_draw_face(card, width, four_colour, index))
    return _faces[key]


def card_back(width: int, design: str = CARD_BACKS[0]) -> pygame.Surface:
    """The back of a card at ``width`` pixels in ``design`` (one of CARD_BACKS): a cached SRCALPHA surface, shared
    and RLE-accelerated like a face."""
    _check_width(width)
    if design not in CARD_BACKS:
        raise ValueError(f"no card back called {design!r}: use one of {', '.join(CARD_BACKS)}")
    key = (width, design)
    if key not in _backs:
        back = _blank(width)
        card_backs.draw_back(back, design)
        _backs[key] = assets.accelerated(back)
    return _backs[key]


def kept_bytes() -> int:
    """The room the drawn cards kept take (faces and backs, four bytes a pixel): the memory check reports it."""
    return sum(assets.pixel_bytes(image) for kept in (_faces, _backs) for image in kept.values())


def clear_cache() -> None:
    """Forget every drawn card (after pygame.quit(), or to free memory after a card-size change)."""
    for cached in (_faces, _backs, _blanks, _masks, _stamps, _texts):
        cached.clear()
    court_art.clear_cache()
    _cap_top.cache_clear()


def suit_colour(suit: str, four_colour: bool = False) -> Colour:
    """The ink of a suit; the four-colour deck makes diamonds blue and clubs green."""
    if four_colour and suit in "DC":
        return BLUE if suit == "D" else GREEN
    return RED if suit in "HD" else BLACK


def draw_shape(surface: pygame.Surface, name: str, centre: Point, height: float, colour: Colour,
               upside_down: bool = False) -> None:
    """Draw a suit ("S", "H", "D", "C"), "star" or "lozenge" ``height`` pixels tall, centred on ``centre``.

    ``centre`` may be fractional: the shape is rasterised at that exact spot (to a quarter pixel), so
    symmetric layouts stay symmetric. Also useful beside text, e.g. a suit in a label.
    """
    px, py = math.floor(centre[0]), math.floor(centre[1])
    fx, fy = round((centre[0] - px) * 4) / 4, round((centre[1] - py) * 4) / 4
    key = (name, round(height, 2), colour, fx, fy, upside_down)
    stamp = _stamps.get(key)
    if stamp is None:
        # Every card of a suit at one width shares its symbols, so a width costs a few rasterisations; the
        # coverage is shared between inks too (a four-colour diamond is a red one painted blue).
        shape_key = (name, key[1], fx, fy, upside_down)
        mask = _masks.get(shape_key)
        if mask is None:
            scale = -height if upside_down else height
            mask = _masks[shape_key] = _coverage([[(fx + x * scale, fy + y * scale) for x, y in s]
                                                  for s in shape(name)])
        stamp = _stamps[key] = (_paint(mask, colour), mask.left, mask.top)
    surface.blit(stamp[0], (px + stamp[1], py + stamp[2]))


def _check_width(width: int) -> None:
    if not isinstance(width, int) or width < MIN_WIDTH:
        raise ValueError(f"card width must be a whole number of pixels, at least {MIN_WIDTH}; got {width!r}")


# --- Rasterising. ----------------------------------------------------------------------------------------


_SUB = 5  # sub-scanlines per pixel row
_SHARE = 1.0 / _SUB  # the coverage one sub-scanline can add to a pixel
_FULL = bytes(min(255, n * 255 // _SUB) for n in range(256))  # alpha of a pixel wholly inside n sub-scanlines


def _rasterise(shapes: Sequence[Sequence[Point]], colour: Colour) -> tuple[pygame.Surface, int, int]:
    """The union of ``shapes`` (pixel-centre coordinates) as a surface of ``colour`` whose alpha is coverage.

    Returns the surface and where its top-left pixel goes.
    """
    mask = _coverage(shapes)
    return _paint(mask, colour), mask.left, mask.top


def _paint(mask: _Mask, colour: Colour) -> pygame.Surface:
    """A surface of ``colour`` with ``mask`` as its alpha: one RGBA buffer, built without a per-pixel loop."""
    pixels = bytearray((*colour, 0)) * (mask.width * mask.height)
    pixels[3::4] = mask.alpha
    return pygame.image.frombytes(bytes(pixels), (mask.width, mask.height), "RGBA")


def _coverage(shapes: Sequence[Sequence[Point]]) -> _Mask:
    """How much of each pixel the union of ``shapes`` (pixel-centre coordinates) covers, as alpha bytes.

    Each pixel row is cut by five sub-scanlines and the spans inside the shapes are added exactly along
    each, so edges get true fractional coverage. To keep the work in Python small, each edge drops its
    crossings straight into the sub-scanlines it spans; a span adds whole pixels as two marks in a
    running count (summed by ``accumulate``) and only its two end pixels as fractions; and a pixel row cut
    exactly like the one above it (the straight sides of a card) is copied rather than worked out again.
    """
    shapes = [[(x + 0.5, y + 0.5) for x, y in s] for s in shapes]  # now pixel (i, j) is [i, i+1) × [j, j+1)
    xs, ys = [x for s in shapes for x, _ in s], [y for s in shapes for _, y in s]
    left, top = math.floor(min(xs)), math.floor(min(ys))
    width, height = math.ceil(max(xs)) - left, math.ceil(max(ys)) - top
    sub, share = _SUB, _SHARE
    lines = [top + row + (k + 0.5) * share for row in range(height) for k in range(sub)]
    # Crossings per sub-scanline: plain x for one shape; (x, the shape's bit) when a union must be formed.
    hits: list[list] = [[] for _ in lines]
    single = len(shapes) == 1
    for n, s in enumerate(shapes):
        bit = 1 << n
        for (xa, ya), (xb, yb) in zip(s, [*s[1:], s[0]], strict=True):
            if ya == yb:
                continue
            y0, y1, x0 = (ya, yb, xa) if ya < yb else (yb, ya, xb)
            slope = (xb - xa) / (yb - ya)
            crossed = range(bisect_left(lines, y0), bisect_left(lines, y1))  # the lines with y0 <= y < y1
            if single:
                for i in crossed:
                    hits[i].append(x0 + (lines[i] - y0) * slope)
            else:
                for i in crossed:
                    hits[i].append((x0 + (lines[i] - y0) * slope, bit))
    size = width * height
    steps = [0] * (size + 1)  # +1 where a run of whole pixels starts, -1 just after it ends
    part: dict[int, float] = {}  # the fractional coverage of pixels at the ends of spans
    repeats: list[int] = []
    previous, right = None, float(width)
    for row in range(height):
        row_hits = hits[row * sub:row * sub + sub]
        for line in row_hits:
            line.sort()
        if row_hits == previous:
            repeats.append(row)
            continue
        previous, base = row_hits, row * width
        for line in row_hits:
            if not line:
                continue
            if single:
                spans = zip(line[::2], line[1::2], strict=True)
            else:  # overlapping shapes count once: the union, not a double coat
                spans, inside, start = [], 0, 0.0
                for x, bit in line:
                    if not inside:
                        start = x
                    inside ^= bit
                    if not inside:
                        spans.append((start, x))
            for a, b in spans:
                a -= left  # plain comparisons rather than max() and min(): this runs for every span
                b -= left
                if a < 0.0:
                    a = 0.0
                if b > right:
                    b = right
                if b <= a:
                    continue
                first, last = int(a), int(b)
                i = base + first
                if first == last:
                    part[i] = part.get(i, 0.0) + (b - a) * share
                    continue
                part[i] = part.get(i, 0.0) + (first + 1 - a) * share
                steps[i + 1] += 1
                steps[base + last] -= 1
                if b > last:
                    i = base + last
                    part[i] = part.get(i, 0.0) + (b - last) * share
    counts = bytearray(accumulate(steps[:size]))  # whole sub-scanlines inside each pixel, 0 to 5
    alpha = counts.translate(_FULL)
    for i, fraction in part.items():
        alpha[i] = min(255, round((counts[i] * share + fraction) * 255))
    for row in repeats:
        alpha[row * width:(row + 1) * width] = alpha[(row - 1) * width:row * width]
    return _Mask(bytes(alpha), width, height, left, top)


@cache
def _cap_top(size: int) -> int:
    """How far below the top of a rendered line the capitals begin, at this bold font size."""
    return assets.font(size, bold=True).render("H", True, BLACK).get_bounding_rect().top


def _text(text: str, cap_height: float, colour: Colour, gap: int | None = None) -> pygame.Surface:
    """Bold ``text`` with capitals ``cap_height`` pixels tall, cropped to its ink from the capitals' top.

    Letters are set one by one by their ink, ``gap`` pixels apart (default: 6 % of the font size), so "10"
    can be packed tighter than the font's wide figures. The result is cached and shared (the "K" of spades
    is the "K" of clubs): blit it, never draw on it.
    """
    size = max(4, round(cap_height / CAP_HEIGHT))
    key = (text, size, colour, gap)
    if key not in _texts:
        _texts[key] = _set_text(text, size, colour, gap)
    return _texts[key]


def _set_text(text: str, size: int, colour: Colour, gap: int | None) -> pygame.Surface:
    """Render what ``_text`` caches: ``text`` at bold font ``size``, letter by letter."""
    font, top = assets.font(size, bold=True), _cap_top(size)
    glyphs = [font.render(ch, True, colour) for ch in text]
    boxes = [glyph.get_bounding_rect() for glyph in glyphs]
    gap, bottom = round(size * 0.06) if gap is None else gap, max(box.bottom for box in boxes)
    out = pygame.Surface((sum(b.width for b in boxes) + gap * (len(text) - 1), bottom - top), pygame.SRCALPHA)
    x = 0
    for glyph, box in zip(glyphs, boxes, strict=True):
        out.blit(glyph, (x, 0), pygame.Rect(box.left, top, box.width, bottom - top))
        x += box.width + gap
    return out


# --- Faces. ---------------------------------------------------------------------------------------------


def _corner_radius(width: int) -> float:
    return max(2.0, width * 0.06)


def _blank(width: int) -> pygame.Surface:
    """A copy of the empty card: rounded warm-white face in a thin grey border, transparent outside."""
    if width not in _blanks:
        w, h = card_size(width)
        radius = _corner_radius(width)
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        for inset, colour in ((0, EDGE), (1, FACE)):
            shape = rounded_rect(inset - 0.5, inset - 0.5, w - 0.5 - inset, h - 0.5 - inset, radius - inset)
            stamp, left, top = _rasterise([shape], colour)
            surface.blit(stamp, (left, top))
        _blanks[width] = surface
    return _blanks[width].copy()


def _draw_face(card: str, width: int, four_colour: bool, index: str | None = None) -> pygame.Surface:
    surface = _blank(width)
    if card == JOKER:
        _draw_joker(surface)
        return surface
    rank, suit = card
    colour = suit_colour(suit, four_colour)
    if rank in "KQJ":  # the figure first: its frame leaves the index's corner white
        frame, notch = _court_frame(width, surface.get_height())
        court_art.draw_court(surface, frame, notch, rank, suit, colour, court_art.detail_for(width))
    _draw_index(surface, rank, suit, colour, index)
    if rank not in "KQJ":
        # One large symbol rather than a grid of pips: the index already says the rank, and one shape
        # reads at every size. Aces get a bigger one, as on real decks.
        w, h = surface.get_size()
        draw_shape(surface, suit, ((w - 1) / 2, (h - 1) / 2), w * (0.6 if rank == "A" else 0.44), colour)
    return surface


class _Index(NamedTuple):
    """Where the corner index goes and how big its parts are, for one card size."""

    box: pygame.Rect  # from just inside the border to 30 % of the width: the strip a fanned card shows
    mid: float  # the column rank and suit are centred on, from the box's left
    cap: float  # height of the rank's capitals
    gap: float
    suit: float  # height of the small suit under the rank


def _index(w: int, h: int) -> _Index:
    # About a quarter of the card's height, but never so small that a 40-pixel card's index cannot be read.
    # The gap clears the tail of the Q, which reaches a fifth of the capital height below the line.
    cap = max(h * 0.135, 9.0)
    suit, gap = max(h * 0.095, 6.0), max(1.5, cap * 0.24)
    inset = math.ceil(_corner_radius(w) * 0.3) + 1  # where the rounded corner no longer cuts in
    box = pygame.Rect(2, inset + round(h * 0.012), round(w * 0.3) - 2, math.ceil(cap + gap + suit) + 1)
    return _Index(box, (inset - 2 + box.width - 1) / 2, cap, gap, suit)


def _centred_x(mid: float, width: int, room: int) -> int:
    """Where something ``width`` wide starts to be centred on ``mid``, kept within ``room``."""
    return max(0, min(room - width, round(mid - (width - 1) / 2)))


def _blit_both_ways(surface: pygame.Surface, part: pygame.Surface, box: pygame.Rect) -> None:
    """Blit ``part`` at ``box`` and again turned 180° in the opposite corner, as printed cards are."""
    w, h = surface.get_size()
    surface.blit(part, box.topleft)
    surface.blit(pygame.transform.flip(part, True, True), (w - box.right, h - box.bottom))


def _draw_index(surface: pygame.Surface, rank: str, suit: str, colour: Colour, index: str | None = None) -> None:
    """Rank over a small suit in the top-left corner, and the same turned 180° in the bottom right."""
    box, mid, cap, space, suit_height = _index(*surface.get_size())
    # "10" is two figures in the room of one letter: a little smaller and tighter, as on printed cards.
    text, scale, gap = ("10", 0.9, -1) if rank == "T" else (index or rank, 1.0, None)
    label = _text(text, cap * scale, colour, gap)
    if label.get_width() > box.width:  # only on the smallest cards: shrink rather than spill out of the strip
        label = _text(text, cap * scale * box.width / label.get_width(), colour, gap)
    index = pygame.Surface(box.size, pygame.SRCALPHA)
    top = round((cap - label.get_height()) / 2) if rank == "T" else 0  # a smaller "10" sits mid-height
    index.blit(label, (_centred_x(mid, label.get_width(), box.width), top))
    draw_shape(index, suit, (mid, cap + space + suit_height / 2), suit_height, colour)
    _blit_both_ways(surface, index, box)


def _court_frame(w: int, h: int) -> tuple[pygame.Rect, tuple[int, int]]:
    """The frame of a court figure, nearly the whole card, and the notch (width, height) cut out of its top
    left for the index (and, turned, out of its bottom right)."""
    box = _index(w, h).box
    margin, gap = max(2, round(w * 0.045)), max(1, round(w * 0.02))
    frame = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
    return frame, (box.right + gap - margin, box.bottom + gap - margin)


def _draw_joker(surface: pygame.Surface) -> None:
    """JOKER spelled down the corners with a star under it, and a jester between the two columns."""
    w, h = surface.get_size()
    letter_height, star_height = max(h * 0.068, 5.0), max(h * 0.06, 5.0)
    step = letter_height * 1.32
    box, mid = _index(w, h)[:2]
    box.height = math.ceil(4 * step + letter_height + star_height * 1.4) + 1
    column = pygame.Surface(box.size, pygame.SRCALPHA)
    for i, ch in enumerate("JOKER"):
        letter = _text(ch, letter_height, JOKER_INK)
        column.blit(letter, (_centred_x(mid, letter.get_width(), box.width), round(i * step)))
    draw_shape(column, "star", (mid, box.height - 1 - star_height / 2), star_height, JOKER_STAR)
    draw_shape(column, "star", (mid, box.height - 1 - star_height / 2), star_height * 0.5, JOKER_INK)
    ink_right = box.left + column.get_bounding_rect().right
    joker_art.draw_jester(surface, w / 2 - ink_right - 1, court_art.detail_for(w))
    _blit_both_ways(surface, column, box)


# --- Contact sheet. -------------------------------------------------------------------------------------


def all_cards() -> list[str]:
    """The 53 distinct faces: 52 cards suit by suit, then the joker."""
    return [rank + suit for suit in SUITS for rank in RANKS] + [JOKER]


def draw_sheet(widths: Sequence[int], four_colour: bool = False) -> pygame.Surface:
    """Every face plus the backs at each width on baize: a picture for people to judge the art by."""
    pad = 8
    sizes = [card_size(width) for width in widths]
    sheet = pygame.Surface((max(pad + 14 * (w + pad) for w, _ in sizes), sum(pad + 4 * (h + pad) for _, h in sizes)))
    sheet.fill((28, 96, 56))
    y = pad
    for width, (w, h) in zip(widths, sizes, strict=True):
        cards = [card_face(card, width, four_colour) for card in all_cards()] + [card_back(width, design)
                                                                                 for design in CARD_BACKS]
        for n, card in enumerate(cards):
            column, row = (n % 13, n // 13) if n < 52 else (13, n - 52)  # joker and backs in a 14th column
            sheet.blit(card, (pad + column * (w + pad), y + row * (h + pad)))
        y += 4 * (h + pad)
    return sheet


class _BenchRow(NamedTuple):
    """Cold drawing times in milliseconds at one width: the medians over the rounds."""

    width: int
    back: float
    face_mean: float
    face_max: float
    deck: float  # the 53 faces and the back


def _bench(widths: Sequence[int] = (40, 56, 84, 140), rounds: int = 5) -> list[_BenchRow]:
    """Time drawing the back, then each of the 53 faces, from an empty cache, ``rounds`` times per width."""
    rows = []
    for width in widths:
        samples = []
        for _ in range(rounds):
            clear_cache()
            start = time.perf_counter()
            card_back(width)
            back = time.perf_counter() - start
            faces = []
            for card in all_cards():
                start = time.perf_counter()
                card_face(card, width)
                faces.append(time.perf_counter() - start)
            samples.append((back, sum(faces) / len(faces), max(faces), back + sum(faces)))
        clear_cache()
        medians = (1000 * sorted(column)[len(column) // 2] for column in zip(*samples, strict=True))
        rows.append(_BenchRow(width, *medians))
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    """Write the contact sheet: ``python -m game.ui.drawing.card_art out.png [width ...] [--four-colour]``.

    ``python -m game.ui.drawing.card_art --bench [width ...]`` prints the cold drawing times instead.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    four_colour, benchmark = "--four-colour" in args, "--bench" in args
    args = [a for a in args if a not in ("--four-colour", "--bench")]
    if benchmark and all(a.isdigit() for a in args):
        widths = [int(a) for a in args] or [40, 56, 84, 140]
    elif not benchmark and args and args[0].lower().endswith(".png") and all(a.isdigit() for a in args[1:]):
        widths = [int(a) for a in args[1:]] or [90, 56]
    else:
        print("usage: python -m game.ui.drawing.card_art out.png [width ...] [--four-colour]  (default widths: 90 56)\n"
              "       python -m game.ui.drawing.card_art --bench [width ...]  (default widths: 40 56 84 140)")
        return 2
    if any(width < MIN_WIDTH for width in widths):
        print(f"card widths must be at least {MIN_WIDTH}")
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # headless: only fonts and surfaces are needed
    if benchmark:  # as in the game: everything initialised and a window open
        pygame.init()
        pygame.display.set_mode((320, 240))
        print("cold drawing times in ms, medians of 5 rounds from an empty cache")
        print(" width    back  face mean  face max  deck (53 faces + back)")
        for row in _bench(widths):
            print(f"{row.width:6d} {row.back:7.2f} {row.face_mean:10.2f} {row.face_max:9.2f} {row.deck:9.1f}")
        return 0
    pygame.display.init()
    pygame.font.init()
    pygame.image.save(draw_sheet(widths, four_colour), args[0])
    print(f"wrote {args[0]}: the 53 faces and the backs at widths {', '.join(map(str, widths))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
