"""Card backs, each the same either way up (a turned card must not give away which way it was held):

- ``blue``: a lattice of diamonds in two blues crossed by fine diagonal rules (the game's first back);
- ``red``: a fine diamond trellis in dark red with a pearl at each crossing, inside a double rule;
- ``green``: a rosette of gold in a ring on deep green, a gold rule round it and fans in the corners.

All are drawn inside a white border with the supersampling pen, laid out for the card's own width: a small
back has fewer, larger diamonds rather than blurred ones.
"""

from __future__ import annotations

import math

import pygame

from game.ui.drawing.pen import Colour, Pen, ellipse_points
from game.ui.drawing.shapes import rounded_rect

CARD_BACKS = ("blue", "red", "green")  # the designs, the first the default
PAPER = (255, 253, 248)
BLUE_DARK, BLUE_LIGHT, BLUE_LINE = (22, 48, 118), (40, 82, 168), (132, 166, 230)
RED_DARK, RED_LINE = (128, 20, 34), (238, 206, 196)
GREEN_DARK, GREEN_LIGHT, GOLD = (16, 82, 58), (26, 106, 76), (222, 182, 78)
DETAIL_WIDTH = 52  # narrower backs drop fine pattern, which would only smear into a blur


def draw_back(surface: pygame.Surface, design: str) -> None:
    """Draw the back ``design`` (one of CARD_BACKS) onto ``surface``, a blank card."""
    w, h = surface.get_size()
    border = max(2, round(w * 0.07))
    field = (w - 2 * border, h - 2 * border)
    dark = {"blue": BLUE_DARK, "red": RED_DARK, "green": GREEN_DARK}[design]
    pen = Pen(field, PAPER, 1.0, (0.0, 0.0), max(0.5, w / 120))
    pen.poly(rounded_rect(0, 0, field[0], field[1], max(1.5, w * 0.035)), dark, outline=False)
    inset = max(2, round(w * 0.04))
    inner = (inset, inset, field[0] - inset, field[1] - inset)
    {"blue": _lattice, "red": _trellis, "green": _rosette}[design](pen, inner, w >= DETAIL_WIDTH)
    image = pen.image()
    # The lower half is the upper one turned, so that rasterising's rounding cannot tell the two ends apart.
    half = (field[1] + 1) // 2
    image.blit(pygame.transform.flip(image.subsurface((0, 0, field[0], half)), True, True), (0, field[1] - half))
    surface.blit(image, (border, border))


def _centre(box: tuple[float, float, float, float]) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _clip(pen: Pen, box: tuple[float, float, float, float]) -> None:
    """Draw only inside ``box`` (pixels of the field) from now on."""
    left, top = pen.at((box[0], box[1]))
    right, bottom = pen.at((box[2], box[3]))
    pen.sheet.set_clip(pygame.Rect(round(left), round(top), round(right - left), round(bottom - top)))


def _lattice(pen: Pen, box: tuple[float, float, float, float], detailed: bool) -> None:
    """Lozenges in lighter blue on a grid laid out from the centre, diagonal rules through the gaps."""
    _clip(pen, box)
    width, height = box[2] - box[0], box[3] - box[1]
    pitch = width / (6 if detailed else 4)
    half, (cx, cy) = pitch / 2, _centre(box)
    size = pitch * 0.36
    rows = math.ceil(height / pitch) + 1
    for j in range(-rows, 2):  # the upper half and a row: the lower half is the upper one turned
        y = cy + j * half
        for i in range(-4, 5):
            x = cx + i * pitch + (half if j % 2 else 0)
            if abs(x - cx) < width / 2 + size:
                pen.poly([(x, y - size), (x + size, y), (x, y + size), (x - size, y)], BLUE_LIGHT, outline=False)
    reach = height / 2 + 2
    for k in range(-rows - 4, rows + 4):
        x = cx + k * pitch + half
        if abs(x - cx) < width / 2 + reach:
            pen.stroke_line([(x - reach, cy - reach), (x + 2, cy + 2)], BLUE_LINE, 0.8)
            pen.stroke_line([(x + reach, cy - reach), (x - 2, cy + 2)], BLUE_LINE, 0.8)
    pen.sheet.set_clip(None)
    _rule(pen, box, BLUE_LINE, 1.0)


def _trellis(pen: Pen, box: tuple[float, float, float, float], detailed: bool) -> None:
    """Fine rules crossing at a steep angle into small diamonds, a pearl where they cross."""
    _clip(pen, box)
    width, height = box[2] - box[0], box[3] - box[1]
    pitch = width / (8 if detailed else 5)
    (cx, cy), rise = _centre(box), 1.6  # the rules climb 1.6 for 1 across: tall diamonds, as on old backs
    reach = height / 2 + 2  # the upper half and a little: the lower half is the upper one turned
    for k in range(-12, 13):
        x = cx + k * pitch
        if abs(x - cx) < width / 2 + reach / rise:
            pen.stroke_line([(x - reach / rise, cy - reach), (x + 2 / rise, cy + 2)], RED_LINE, 0.7)
            pen.stroke_line([(x + reach / rise, cy - reach), (x - 2 / rise, cy + 2)], RED_LINE, 0.7)
    if detailed:
        for k in range(-12, 13):
            for j in range(-20, 2):
                x, y = cx + k * pitch + (pitch / 2 if j % 2 else 0), cy + j * pitch * rise / 2
                if box[1] - 2 < y < box[3] + 2 and box[0] - 2 < x < box[2] + 2:
                    pen.dot((x, y), max(0.6, pitch * 0.12), RED_LINE)
    pen.sheet.set_clip(None)
    _rule(pen, box, RED_LINE, 1.0)
    if detailed:
        gap = max(2.0, width * 0.04)
        _rule(pen, (box[0] + gap, box[1] + gap, box[2] - gap, box[3] - gap), RED_LINE, 0.6)


def _rosette(pen: Pen, box: tuple[float, float, float, float], detailed: bool) -> None:
    """An eight-pointed gold star in a ring in the middle, fans in the corners, a gold rule round them."""
    width = box[2] - box[0]
    cx, cy = _centre(box)
    r = width * 0.36
    pen.ellipse((cx, cy), r * 1.12, r * 1.12, GREEN_LIGHT, outline=False)
    ring = ellipse_points((cx, cy), r, r, steps=48)
    pen.poly(ring, GOLD, outline=False)
    pen.poly(ellipse_points((cx, cy), r * 0.88, r * 0.88, steps=48), GREEN_DARK, outline=False)
    star = []
    for i in range(16):
        radius = r * (0.8 if i % 2 == 0 else 0.34)
        a = math.pi * i / 8 - math.pi / 2
        star.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    pen.poly(star, GOLD, outline=False)
    pen.ellipse((cx, cy), r * 0.16, r * 0.16, GREEN_DARK, outline=False)
    if detailed:
        pen.ellipse((cx, cy), r * 0.08, r * 0.08, GOLD, outline=False)
        for i in range(8):  # pearls between the star's points
            a = math.pi * i / 4 - math.pi / 2 + math.pi / 8
            pen.dot((cx + r * 0.62 * math.cos(a), cy + r * 0.62 * math.sin(a)), r * 0.06, GOLD)
    fan = width * 0.22
    for corner, start in (((box[0], box[1]), 0.0), ((box[2], box[1]), math.pi / 2), ((box[2], box[3]), math.pi),
                          ((box[0], box[3]), 1.5 * math.pi)):
        pen.poly([corner, *ellipse_points(corner, fan, fan, start, start + math.pi / 2, 8)], GOLD, outline=False)
        if detailed:
            pen.poly([corner, *ellipse_points(corner, fan * 0.7, fan * 0.7, start, start + math.pi / 2, 8)],
                     GREEN_DARK, outline=False)
    if detailed:  # a diamond above and below the ring
        for y in (box[1] + (cy - r * 1.12 - box[1]) / 2, box[3] - (cy - r * 1.12 - box[1]) / 2):
            s = min(width * 0.1, (cy - r * 1.12 - box[1]) * 0.3)
            pen.poly([(cx, y - s), (cx + s * 0.7, y), (cx, y + s), (cx - s * 0.7, y)], GOLD, outline=False)
    _rule(pen, box, GOLD, 1.0)


def _rule(pen: Pen, box: tuple[float, float, float, float], colour: Colour, width: float) -> None:
    """A thin line round ``box``, just outside it."""
    left, top, right, bottom = box[0] - width / 2, box[1] - width / 2, box[2] + width / 2, box[3] + width / 2
    pen.stroke_line([(left, top), (right, top), (right, bottom), (left, bottom), (left, top)], colour, width)
