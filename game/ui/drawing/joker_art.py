"""The joker's jester: a fool in motley with a three-horned cap and bells, a ruff and a bauble on a stick.

The joker spells JOKER down its top-left and bottom-right corners, so the jester stands in the band between
the two columns; his cap's right horn and his bauble, held up, reach into the free top-right corner, his shoes
into the bottom corners. Small cards show only his head, cap and ruff, as large as the band allows.

Coordinates: the unit is the card's height, x = 0 its middle and y = 0 its top. The colours are the joker's
own (purple and gold, with teal and pink): no suit's red, so a joker stands out among the cards.
"""

from __future__ import annotations

import pygame

from game.ui.drawing.pen import Colour, Pen, ellipse_points
from game.ui.drawing.shapes import Point, bezier

PAPER = (255, 253, 248)
PURPLE = (104, 38, 150)  # card_art.JOKER_INK
GOLD = (240, 178, 26)  # card_art.JOKER_STAR
TEAL = (0, 146, 150)
PINK = (236, 104, 168)  # pink, not red: a joker has no suit's colour
SKIN = (252, 226, 198)
DARK = (34, 32, 38)
CHEEK = (244, 168, 170)


def draw_jester(surface: pygame.Surface, band: float, detail: int) -> None:
    """The jester on ``surface`` (a blank card), within ``band`` pixels either side of the middle where the
    corner columns are; ``detail`` 0 draws the head alone."""
    w, h = surface.get_size()
    inset = max(2, round(w * 0.06))  # clear of the rounded corners
    size = (w - 2 * inset, h - 2 * inset)
    if detail:
        pen = Pen(size, PAPER, h, (w / 2 - inset, -inset), max(0.45, h / 160))
        _figure(pen, detail)
    else:  # the head alone, zoomed so that the cap's horns just fill the band
        unit = band / 0.17
        pen = Pen(size, PAPER, unit, (w / 2 - inset, h / 2 - inset - 0.27 * unit), max(0.45, h / 160))
        _head(pen, right_horn=(0.15, 0.15), detail=0)
        _ruff(pen, 0.35, detail=0)
    surface.blit(pen.image(), (inset, inset))


def _figure(pen: Pen, detail: int) -> None:
    _legs(pen, detail)
    _tunic(pen, detail)
    _arm(pen, (-0.1, 0.39), (-0.14, 0.5), (-0.155, 0.53), PURPLE)  # a hand on the hip
    _marotte(pen, (0.19, 0.4), detail)
    _arm(pen, (0.1, 0.39), (0.17, 0.45), (0.19, 0.4), GOLD)
    _ruff(pen, 0.355, detail)
    _head(pen, right_horn=(0.27, 0.1), detail=detail)


def _head(pen: Pen, right_horn: Point, detail: int) -> None:
    """Face and the cap of three horns, each with a bell at its tip."""
    cx, cy, rx, ry = 0.0, 0.25, 0.072, 0.082
    brim = cy - ry * 0.55
    horns = (  # tip, control points, colour
        ((-0.15, 0.17), (-0.06, 0.1), (-0.16, 0.06), PURPLE),
        ((0.015, 0.045), (-0.04, 0.12), (0.03, 0.08), GOLD),
        (right_horn, (0.06, 0.1), (right_horn[0] - 0.03, right_horn[1] - 0.06), TEAL),
    )
    for tip, near, far, colour in horns:
        base_left, base_right = (near[0] - 0.05, brim + 0.01), (near[0] + 0.05, brim + 0.01)
        pen.poly(bezier(base_left, (near[0] - 0.04, near[1]), far, tip, 8) +
                 bezier(tip, far, (near[0] + 0.04, near[1] + 0.02), base_right, 8)[1:], colour)
    for tip, *_ in horns:
        _bell(pen, tip, 0.022)
    pen.ellipse((cx, cy), rx, ry, SKIN)
    pen.poly([(-rx - 0.012, brim + 0.012), *ellipse_points((cx, brim), rx + 0.01, 0.03, 3.3, 6.12, 10),
              (rx + 0.012, brim + 0.012)], PINK)
    if detail:
        _face(pen, cx, cy, detail)


def _face(pen: Pen, cx: float, cy: float, detail: int) -> None:
    for side in (-1, 1):
        pen.dot((cx + side * 0.028, cy - 0.002), 0.009, DARK)
        if detail == 2:
            pen.dot((cx + side * 0.045, cy + 0.03), 0.014, CHEEK)
    smile = ellipse_points((cx, cy + 0.02), 0.035, 0.03, 0.35, 2.8, 8)
    pen.stroke_line(smile, DARK, 0.007)


def _bell(pen: Pen, centre: Point, r: float) -> None:
    pen.ellipse(centre, r, r, GOLD)
    pen.dot((centre[0], centre[1] + r * 0.35), r * 0.28, DARK)


def _ruff(pen: Pen, y: float, detail: int) -> None:
    """A collar of points round the neck, gold and purple in turn."""
    count = 7
    for i in range(count):
        t = (i - (count - 1) / 2) / ((count - 1) / 2)  # -1 .. 1 across
        x = t * 0.12
        tip = (t * 0.17, y + 0.05 - abs(t) * 0.035)
        pen.poly([(x - 0.03, y - 0.015), tip, (x + 0.03, y - 0.015)] if abs(t) > 0.2 else
                 [(x - 0.03, y - 0.02), (x, y + 0.06), (x + 0.03, y - 0.02)], GOLD if i % 2 else PURPLE)
    if detail == 2:
        for i in (1, 3, 5):
            t = (i - 3) / 3
            _bell(pen, (t * 0.17, y + 0.058 - abs(t) * 0.035), 0.012)


def _tunic(pen: Pen, detail: int) -> None:
    """A tunic of two colours with a zigzag hem; harlequin lozenges on large cards."""
    left = [(0.0, 0.37), (-0.11, 0.38), (-0.13, 0.5), (-0.155, 0.62), (0.0, 0.62)]
    pen.poly(left, GOLD)
    pen.poly([(-x, y) for x, y in left], PURPLE)
    hem = []
    for i in range(7):
        x = -0.155 + i * 0.31 / 6
        hem += [(x, 0.62), (x + 0.31 / 12, 0.66)] if i < 6 else [(x, 0.62)]
    pen.poly(hem + [(0.15, 0.595), (-0.15, 0.595)], TEAL)
    if detail == 2:
        for row, y in enumerate((0.44, 0.52)):
            for x in (-0.07, 0.07):
                pen.poly([(x, y - 0.035), (x + 0.03, y), (x, y + 0.035), (x - 0.03, y)],
                         PINK if (row + (x > 0)) % 2 else TEAL, outline=False)
        pen.dot((0.0, 0.45), 0.012, DARK)
        pen.dot((0.0, 0.53), 0.012, DARK)


def _arm(pen: Pen, shoulder: Point, elbow: Point, hand: Point, colour: Colour) -> None:
    """A sleeve from the shoulder, bent at the elbow, to the hand."""
    pen.poly([(shoulder[0], shoulder[1] - 0.025), (elbow[0] + 0.02 * (elbow[0] > 0) - 0.01, elbow[1] - 0.04),
              (hand[0], hand[1] - 0.02), (hand[0], hand[1] + 0.02), (elbow[0], elbow[1] + 0.03),
              (shoulder[0] * 0.8, shoulder[1] + 0.07)], colour)
    pen.ellipse(hand, 0.024, 0.024, SKIN)


def _marotte(pen: Pen, hand: Point, detail: int) -> None:
    """The fool's bauble: a stick held up in the right hand, a little head in a cap of two horns at its top."""
    head = (hand[0] + 0.07, hand[1] - 0.2)
    pen.bar((hand[0] - 0.01, hand[1] + 0.03), head, 0.009, (150, 104, 56))
    tips = ((head[0] - 0.06, head[1] - 0.065), (head[0] + 0.06, head[1] - 0.06))
    pen.poly([(head[0] - 0.03, head[1] - 0.01), tips[0], (head[0], head[1] - 0.04), tips[1],
              (head[0] + 0.03, head[1] - 0.01)], PINK)
    pen.ellipse(head, 0.028, 0.03, SKIN)
    if detail:
        for tip in tips:
            _bell(pen, tip, 0.013)
        pen.stroke_line(ellipse_points((head[0], head[1] + 0.005), 0.014, 0.012, 0.4, 2.7, 6), DARK, 0.005)


def _legs(pen: Pen, detail: int) -> None:
    """Legs in two colours and shoes curling to a point, a bell on each."""
    for side, colour in ((-1, PURPLE), (1, GOLD)):
        x = side * 0.06
        pen.poly([(x - 0.035, 0.62), (x + 0.035, 0.62), (x + side * 0.01 + 0.025, 0.87),
                  (x + side * 0.01 - 0.025, 0.87)], colour)
        heel, toe = (x + side * 0.01 - side * 0.035, 0.9), (side * 0.17, 0.86)
        pen.poly([heel, (x + side * 0.01 - side * 0.03, 0.86), *bezier((x + side * 0.03, 0.86),
                  (side * 0.12, 0.87), (side * 0.15, 0.87), toe, 6), (side * 0.13, 0.905)], TEAL if side < 0 else PINK)
        if detail == 2:
            _bell(pen, toe, 0.015)
