"""The court cards' figures: a king, a queen and a jack per suit, double-headed as on printed cards.

Each figure is drawn once as its upper half, in a frame cut away round the corner index, and turned 180° for
the lower half. The figures share one drawing routine; rank and suit choose the headgear, the hair, what the
figure holds and the pattern of its robe's band. Colours are the suit's ink (red or black, or a four-colour
deck's blue and green) with gold, a blue accent and a skin tone; a black suit's figure has no red in it.

Small cards get fewer details (``detail`` 0, 1 or 2): a face without features, no held item, no pattern,
so that a 30-pixel meld card still shows a crowned head over a robe rather than a smudge.

Coordinates of the upper half: the unit is the half's height, x = 0 is the card's middle and y runs from
the frame's top (0) to the card's centre line (1); the half is about 0.68 units wide either side.
"""

from __future__ import annotations

import math

import pygame

from game.ui.drawing.pen import Colour, Pen, ellipse_points
from game.ui.drawing.shapes import Point, bezier, mirrored

PAPER = (255, 253, 248)  # the card's own white (card_art.FACE)
GOLD = (228, 178, 46)
NAVY = (36, 64, 146)
SKIN = (252, 226, 198)
HAIR = (238, 196, 84)
WHITE_HAIR = (236, 232, 222)
STEEL = (206, 212, 222)
LIP = (190, 100, 92)  # a mouth, not red: a black suit's card stays free of red
DARK = (34, 32, 38)
ERMINE = (250, 248, 242)
LEAF = (46, 128, 70)

_halves: dict[tuple, pygame.Surface] = {}

HELD = {"K": {"S": "sceptre", "H": "sword", "D": "axe", "C": "orb"},
        "Q": {"S": "sceptre", "H": "flower", "D": "fan", "C": "flower"},
        "J": {"S": "halberd", "H": "feather", "D": "halberd", "C": "arrow"}}
PATTERN = {"S": "chevrons", "H": "dots", "D": "lozenges", "C": "crosses"}


def clear_cache() -> None:
    _halves.clear()


def detail_for(width: int) -> int:
    """How much a card ``width`` pixels wide can show: 0 a silhouette, 1 features, 2 everything."""
    return 0 if width < 44 else 1 if width < 70 else 2


def draw_court(surface: pygame.Surface, frame: pygame.Rect, notch: tuple[int, int], rank: str, suit: str,
               ink: Colour, detail: int) -> None:
    """The framed figure of ``rank`` (K, Q or J) and ``suit`` in ``frame``, its frame cut away ``notch``
    pixels (width, height) at the top left for the index, and, turned, at the bottom right. The two halves
    share the middle row where the frame's height is odd."""
    height = (frame.height + 1) // 2
    key = (rank, suit, ink, frame.width, height, notch, detail)
    half = _halves.get(key)
    if half is None:
        half = _halves[key] = _half(rank, suit, ink, frame.width, height, notch, detail)
    surface.blit(half, frame.topleft)
    surface.blit(pygame.transform.flip(half, True, True), (frame.x, frame.bottom - height))


def _accent(ink: Colour) -> Colour:
    """The second colour of the robe: blue beside red or black; near-black beside a blue or green ink."""
    return NAVY if ink[0] > ink[2] or max(ink) < 60 else DARK


def _half(rank: str, suit: str, ink: Colour, width: int, height: int, notch: tuple[int, int],
          detail: int) -> pygame.Surface:
    # Without details the figure moves into the room right of the index, as large as that allows.
    shift = 0.0 if detail else notch[0] / height / 2
    pen = Pen((width, height), PAPER, height, (width / 2 + shift * height, 0.0), max(0.45, height / 80))
    accent = _accent(ink)
    reach = width / 2 / height  # the half's half-width in units
    item = HELD[rank][suit]
    if detail and item in ("sword", "sceptre", "halberd", "axe", "arrow"):
        _held(pen, item, ink, accent, behind=True)
    _robe(pen, rank, suit, ink, accent, reach, detail)
    _head(pen, rank, ink, accent, detail)
    if detail:
        _held(pen, item, ink, accent, behind=False)
        if detail == 2:  # a smaller card has no room beside the crown: its index shows the suit
            pen.symbol(suit, (reach - 0.19, 0.17), 0.22, ink)
    _frame(pen, width, height, notch, ink, detail)
    return pen.image()


def _frame(pen: Pen, width: int, height: int, notch: tuple[int, int], ink: Colour, detail: int) -> None:
    """White over whatever reaches into the index's corner, then the frame's line round it (in pixels); a
    small card keeps the white and leaves out the line."""
    nw, nh = notch[0], min(notch[1], height + 1)
    pen.poly([pen.from_pixels(x, y) for x, y in ((-1, -1), (nw, -1), (nw, nh), (-1, nh))], PAPER, outline=False)
    if not detail:
        return
    edge = 0.5 * pen.stroke / 4  # half the line's width, in pixels
    path = [(width - edge, height + 1), (width - edge, edge), (nw + edge, edge), (nw + edge, nh + edge)]
    if nh < height:
        path += [(edge, nh + edge), (edge, height + 1)]
    pen.stroke_line([pen.from_pixels(x, y) for x, y in path], ink, 2 * edge / height)


# --- The figure. ----------------------------------------------------------------------------------------


def _robe(pen: Pen, rank: str, suit: str, ink: Colour, accent: Colour, reach: float, detail: int) -> None:
    """Shoulders and robe filling the frame down to the centre line: two colour fields, a gold band down the
    middle with the suit's pattern, a collar, the arms."""
    shoulder = bezier((0.08, 0.56), (0.2, 0.57), (0.36, 0.58), (0.42, 0.68), 8)
    right = shoulder + bezier((0.42, 0.68), (0.5, 0.76), (reach - 0.06, 0.8), (reach + 0.02, 0.88), 8)[1:]
    right.append((reach + 0.02, 1.05))
    pen.poly(mirrored(right), ink)
    side = -1 if rank == "Q" else 1  # the accent field: on the right for kings and jacks, the left for queens
    if detail:  # a small card's robe is all in the suit's colour, which says red or black at a glance
        pen.poly([(0.0, 0.56), *[(side * x, y) for x, y in right], (0.0, 1.05)], accent)
    if detail:  # gold trim along the shoulders
        trim = [(-x, y) for x, y in reversed(shoulder)] + shoulder
        pen.stroke_line(trim, GOLD, 0.03)
    band = 0.07 if detail else 0.09
    pen.poly([(-band, 0.57), (band, 0.57), (band * 1.2, 1.05), (-band * 1.2, 1.05)], GOLD)
    if detail == 2:
        _pattern(pen, PATTERN[suit], ink, accent, band)
    _collar(pen, rank, detail)
    if detail:
        _arm(pen, ink if side > 0 else accent)
    pen.stroke_line([(-2 * reach, 1.0), (2 * reach, 1.0)], DARK, 0.02)  # the line between the two halves


def _arm(pen: Pen, colour: Colour) -> None:
    """The right arm bent at the elbow, its hand before the chest, in the colour of the other field."""
    hx, hy = HAND
    pen.poly([(0.36, 0.62), (0.45, 0.69), (0.49, 0.84), (0.44, 0.95), (hx + 0.05, hy + 0.06),
              (hx + 0.05, hy - 0.05), (0.39, 0.83), (0.36, 0.72)], colour)
    pen.bar((hx + 0.045, hy - 0.06), (hx + 0.045, hy + 0.07), 0.026, GOLD)
    pen.ellipse(HAND, 0.045, 0.042, SKIN)


def _collar(pen: Pen, rank: str, detail: int) -> None:
    if rank == "K":  # an ermine collar: white fur with black tails
        upper = bezier((-0.3, 0.6), (-0.15, 0.55), (0.15, 0.55), (0.3, 0.6), 10)
        lower = bezier((0.3, 0.6), (0.15, 0.76), (-0.15, 0.76), (-0.3, 0.6), 10)
        pen.poly(upper + lower[1:-1], ERMINE if detail else GOLD)
        if detail:
            for x in (-0.18, -0.06, 0.06, 0.18):
                pen.poly([(x, 0.62), (x + 0.018, 0.66), (x - 0.018, 0.66)], DARK, outline=False)
    elif rank == "Q":  # a low square neckline edged with gold
        pen.poly([(-0.16, 0.56), (0.16, 0.56), (0.11, 0.67), (-0.11, 0.67)], SKIN)
        pen.stroke_line([(-0.17, 0.56), (-0.11, 0.68), (0.11, 0.68), (0.17, 0.56)], GOLD, 0.03)
    else:  # a jack's plain round collar
        pen.poly(bezier((-0.17, 0.56), (-0.1, 0.66), (0.1, 0.66), (0.17, 0.56), 8), GOLD if detail else ERMINE)


def _pattern(pen: Pen, name: str, ink: Colour, accent: Colour, band: float) -> None:
    """The suit's pattern down the gold band: chevrons, dots, lozenges or crosses."""
    for i in range(5):
        y = 0.7 + i * 0.07
        colour = ink if i % 2 == 0 else accent
        if name == "chevrons":
            pen.stroke_line([(-band * 0.8, y - 0.02), (0.0, y + 0.02), (band * 0.8, y - 0.02)], colour, 0.018)
        elif name == "dots":
            pen.dot((0.0, y), 0.022, colour)
        elif name == "lozenges":
            pen.poly([(0.0, y - 0.032), (0.035, y), (0.0, y + 0.032), (-0.035, y)], colour, outline=False)
        else:
            pen.bar((-0.03, y), (0.03, y), 0.011, colour, outline=False)
            pen.bar((0.0, y - 0.03), (0.0, y + 0.03), 0.011, colour, outline=False)


def _head(pen: Pen, rank: str, ink: Colour, accent: Colour, detail: int) -> None:
    """Hair, face and headgear; features from detail 1, brows and a nose at detail 2."""
    cy, rx, ry = (0.38, 0.13, 0.155) if detail else (0.42, 0.17, 0.18)
    hair = WHITE_HAIR if rank == "K" else HAIR
    if rank == "Q":  # a veil falling to the shoulders behind the head
        pen.poly([(-0.1, 0.16), (0.1, 0.16), (0.22, 0.4), (0.25, 0.6), (-0.25, 0.6), (-0.22, 0.4)], ink)
    pen.poly(mirrored([(0.0, cy - ry - 0.03), (0.13, cy - ry + 0.02), (rx + 0.05, cy),
                       (rx + 0.04, cy + (0.13 if rank != "K" else 0.08)), (0.06, cy + 0.1)]), hair)
    pen.poly([(-0.05, cy + ry - 0.03), (0.05, cy + ry - 0.03), (0.055, 0.6), (-0.055, 0.6)], SKIN)  # the neck
    pen.ellipse((0.0, cy), rx, ry, SKIN)
    if rank == "K":  # a full beard round the chin
        beard = bezier((-rx * 0.98, cy + 0.01), (-rx * 0.9, cy + ry + 0.1), (rx * 0.9, cy + ry + 0.1),
                       (rx * 0.98, cy + 0.01), 12)
        pen.poly(beard + [(rx * 0.5, cy + 0.06), (0.0, cy + 0.075), (-rx * 0.5, cy + 0.06)], hair)
    if detail:
        _face(pen, rank, cy, rx, detail)
    {"K": _crown, "Q": _coronet, "J": _cap}[rank](pen, cy - ry, ink, accent, detail)


def _face(pen: Pen, rank: str, cy: float, rx: float, detail: int) -> None:
    for side in (-1, 1):
        pen.dot((side * rx * 0.4, cy - 0.012), 0.017 if detail == 2 else 0.021, DARK)
        if detail == 2:
            pen.stroke_line([(side * rx * 0.6, cy - 0.045), (side * rx * 0.2, cy - 0.05)], (150, 112, 60), 0.012)
    if detail == 2:
        pen.stroke_line([(0.0, cy - 0.02), (0.012, cy + 0.035), (-0.008, cy + 0.04)], (196, 150, 120), 0.01)
    mouth = [(-0.03, cy + 0.07), (0.0, cy + 0.078), (0.03, cy + 0.07)]
    if rank == "K" and detail == 2:  # a moustache over the mouth
        pen.poly([(0.0, cy + 0.055), (0.06, cy + 0.07), (0.0, cy + 0.066), (-0.06, cy + 0.07)], WHITE_HAIR)
    pen.stroke_line(mouth, LIP, 0.016)


def _crown(pen: Pen, top: float, ink: Colour, accent: Colour, detail: int) -> None:
    """A king's crown: a velvet cap inside five gold points with pearls, jewels on the band."""
    base = top + 0.06
    pen.ellipse((0.0, base - 0.07), 0.13, 0.1, ink)
    points = [(-0.17, base), (-0.19, base - 0.16)]
    for i, x in enumerate((-0.095, 0.0, 0.095)):
        points += [(x - 0.035, base - 0.07), (x, base - (0.21 if i == 1 else 0.17)), (x + 0.035, base - 0.07)]
    points += [(0.19, base - 0.16), (0.17, base)]
    pen.poly(points, GOLD)
    pen.poly([(-0.175, base - 0.015), (0.175, base - 0.015), (0.17, base + 0.045), (-0.17, base + 0.045)], GOLD)
    if detail:
        for x, y in ((-0.19, base - 0.17), (-0.095, base - 0.18), (0.0, base - 0.22), (0.095, base - 0.18),
                     (0.19, base - 0.17)):
            pen.dot((x, y), 0.018, ERMINE)
        for i, x in enumerate((-0.11, 0.0, 0.11)):
            pen.dot((x, base + 0.015), 0.02, accent if i % 2 else ink)


def _coronet(pen: Pen, top: float, ink: Colour, accent: Colour, detail: int) -> None:
    """A queen's coronet: a lower band of rounded gold leaves over her veil."""
    base = top + 0.04
    pen.poly([(-0.14, base + 0.03), (-0.15, base - 0.06), (-0.07, base - 0.03), (0.0, base - 0.12),
              (0.07, base - 0.03), (0.15, base - 0.06), (0.14, base + 0.03)], GOLD)
    if detail:
        for x, y in ((-0.15, base - 0.075), (0.0, base - 0.135), (0.15, base - 0.075)):
            pen.dot((x, y), 0.02, ink)
        pen.dot((0.0, base), 0.018, accent)


def _cap(pen: Pen, top: float, ink: Colour, accent: Colour, detail: int) -> None:
    """A jack's flat cap worn at a slant, with a gold band and, on larger cards, a feather."""
    base = top + 0.06
    if detail:
        pen.poly(bezier((0.08, base - 0.06), (0.2, base - 0.2), (0.3, base - 0.22), (0.34, base - 0.14), 8) +
                 bezier((0.34, base - 0.14), (0.26, base - 0.14), (0.18, base - 0.08), (0.1, base - 0.03), 6)[1:],
                 ERMINE)
    crown = ellipse_points((0.01, base - 0.06), 0.2, 0.09, math.pi, 2 * math.pi, 16)
    pen.poly(crown + [(0.21, base - 0.02), (-0.19, base - 0.02)], ink)
    pen.poly([(-0.19, base - 0.035), (0.21, base - 0.035), (0.2, base + 0.02), (-0.18, base + 0.02)], GOLD)
    if detail:
        pen.dot((0.12, base - 0.007), 0.018, accent)


# --- What the figure holds, in the hand at the lower right. -----------------------------------------------

HAND = (0.27, 0.88)


def _held(pen: Pen, item: str, ink: Colour, accent: Colour, behind: bool) -> None:
    """A long item's shaft goes behind the shoulder (``behind``); its head, the hand and short items in
    front of the robe."""
    hx, hy = HAND
    top = (0.34, 0.28)
    if behind:
        shaft = {"sword": STEEL, "halberd": (150, 104, 56), "axe": (150, 104, 56), "arrow": (150, 104, 56)}
        pen.bar((hx, hy + 0.1), top, 0.028 if item == "sword" else 0.02, shaft.get(item, GOLD))
        return
    if item == "sword":
        (dx, dy), (nx, ny) = _direction(top, HAND)
        pen.poly([(top[0] + nx * 0.028, top[1] + ny * 0.028), (top[0] + dx * 0.08, top[1] + dy * 0.08),
                  (top[0] - nx * 0.028, top[1] - ny * 0.028)], STEEL)
        pen.bar((hx - 0.06 + dx * 0.07, hy - 0.01 + dy * 0.07), (hx + 0.06 + dx * 0.07, hy + 0.01 + dy * 0.07),
                0.018, GOLD)
    elif item == "sceptre":
        pen.dot(top, 0.04, GOLD)
        pen.dot(top, 0.02, ink)
    elif item == "axe":
        blade = [(top[0] - 0.02, top[1] + 0.02), (top[0] + 0.1, top[1] - 0.04), (top[0] + 0.12, top[1] + 0.08),
                 (top[0] + 0.0, top[1] + 0.09)]
        pen.poly(blade, STEEL)
    elif item == "halberd":
        pen.poly([(top[0] - 0.025, top[1]), (top[0] - 0.005, top[1] - 0.1), (top[0] + 0.025, top[1])], STEEL)
        pen.poly([(top[0], top[1] + 0.02), (top[0] + 0.1, top[1] + 0.0), (top[0] + 0.09, top[1] + 0.09),
                  (top[0] + 0.0, top[1] + 0.07)], STEEL)
    elif item == "arrow":
        pen.poly([(top[0] - 0.03, top[1] + 0.01), (top[0] - 0.004, top[1] - 0.08), (top[0] + 0.03, top[1])],
                 STEEL)
        pen.poly([(hx + 0.02, hy + 0.03), (hx + 0.06, hy + 0.08), (hx + 0.02, hy + 0.1)], ERMINE)
    elif item == "orb":
        pen.ellipse((hx, hy - 0.07), 0.065, 0.065, GOLD)
        pen.bar((hx - 0.065, hy - 0.07), (hx + 0.065, hy - 0.07), 0.01, accent, outline=False)
        pen.bar((hx, hy - 0.135), (hx, hy - 0.19), 0.01, GOLD)
    elif item == "flower":
        pen.bar((hx, hy), (hx + 0.05, hy - 0.22), 0.009, LEAF, outline=False)
        centre = (hx + 0.05, hy - 0.25)
        for a in range(5):
            petal = (centre[0] + 0.035 * math.cos(a * 1.257), centre[1] + 0.035 * math.sin(a * 1.257))
            pen.ellipse(petal, 0.028, 0.028, ink if a % 2 else accent)
        pen.dot(centre, 0.02, GOLD)
        pen.ellipse(HAND, 0.045, 0.042, SKIN)
    elif item == "fan":  # a folding fan held open above the hand
        ribs = [(hx + 0.02 + 0.14 * math.cos(a), hy - 0.04 + 0.14 * math.sin(a))
                for a in (math.radians(d) for d in range(-150, -29, 15))]
        pen.poly([(hx + 0.02, hy - 0.04), *ribs], GOLD)
        for x, y in ribs[1:-1:2]:
            pen.stroke_line([(hx + 0.02, hy - 0.04), (x, y)], accent, 0.008)
        pen.ellipse(HAND, 0.045, 0.042, SKIN)
    elif item == "feather":
        pen.poly(bezier((hx, hy), (hx + 0.02, hy - 0.2), (hx + 0.12, hy - 0.35), (hx + 0.18, hy - 0.42), 8) +
                 bezier((hx + 0.18, hy - 0.42), (hx + 0.2, hy - 0.3), (hx + 0.08, hy - 0.15), (hx, hy), 8)[1:],
                 ERMINE)
        pen.ellipse(HAND, 0.045, 0.042, SKIN)


def _direction(to: Point, start: Point) -> tuple[Point, Point]:
    """The unit vector from ``start`` to ``to``, and the one across it."""
    dx, dy = to[0] - start[0], to[1] - start[1]
    length = math.hypot(dx, dy)
    return (dx / length, dy / length), (-dy / length, dx / length)
