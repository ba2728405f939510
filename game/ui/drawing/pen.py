"""A pen for pictures with many parts (court figures, the jester, card backs): it draws with pygame's fast
fills at four times the size and shrinks the result by averaging, so every edge is anti-aliased with 16
samples a pixel, as smooth as the coverage rasteriser of ``card_art`` but at C speed for dozens of shapes.

The picture is laid out at its final size (``unit`` pixels per figure unit, ``origin`` where the figure's
(0, 0) falls), so a small card gets its own layout, not a large one shrunk. The sheet is opaque (filled
with ``background``): averaging transparent pixels would darken the edges.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from game.ui.drawing.shapes import Point, shape

Colour = tuple[int, int, int]
SAMPLES = 4  # per pixel along each axis


class Pen:
    def __init__(self, size: tuple[int, int], background: Colour, unit: float, origin: Point = (0.0, 0.0),
                 stroke: float = 1.0, line: Colour = (30, 28, 34)) -> None:
        self.size = size
        self.sheet = pygame.Surface((size[0] * SAMPLES, size[1] * SAMPLES))
        self.sheet.fill(background)
        self.unit, self.origin = unit, origin
        self.line = line  # the colour of outlines
        self.stroke = max(1, round(stroke * SAMPLES))  # outline width on the sheet, in samples

    def at(self, p: Point) -> tuple[float, float]:
        """A figure point on the sheet (pixel edges: output pixel i spans i to i + 1)."""
        return (self.origin[0] + p[0] * self.unit) * SAMPLES, (self.origin[1] + p[1] * self.unit) * SAMPLES

    def from_pixels(self, x: float, y: float) -> Point:
        """The figure point at output pixel position (x, y)."""
        return (x - self.origin[0]) / self.unit, (y - self.origin[1]) / self.unit

    def poly(self, points: Sequence[Point], fill: Colour | None, outline: bool = True) -> None:
        """A filled polygon, outlined in the pen's line colour unless ``outline`` is False."""
        pts = [self.at(p) for p in points]
        if fill is not None:
            pygame.draw.polygon(self.sheet, fill, pts)
        if outline:
            pygame.draw.polygon(self.sheet, self.line, pts, self.stroke)

    def ellipse(self, centre: Point, rx: float, ry: float, fill: Colour | None, outline: bool = True) -> None:
        self.poly(ellipse_points(centre, rx, ry), fill, outline)

    def dot(self, centre: Point, r: float, fill: Colour) -> None:
        """A small filled circle without an outline (eyes, jewels, bells' mouths)."""
        x, y = self.at(centre)
        pygame.draw.circle(self.sheet, fill, (x, y), max(1.0, r * self.unit * SAMPLES))

    def bar(self, a: Point, b: Point, half_width: float, fill: Colour, outline: bool = True) -> None:
        """A straight stroke from ``a`` to ``b`` as a quadrilateral (shafts, blades, stems)."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * half_width, dx / length * half_width
        self.poly([(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)],
                  fill, outline)

    def stroke_line(self, points: Iterable[Point], colour: Colour, width: float) -> None:
        """An open line ``width`` figure units wide (a mouth, a brow, a rule): each stretch a filled band and
        each bend a round joint, which unlike pygame's wide lines stays the same when turned about."""
        pts = [self.at(p) for p in points]
        half = max(0.5, width * self.unit * SAMPLES / 2)
        for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
            length = math.hypot(bx - ax, by - ay) or 1.0
            nx, ny = -(by - ay) / length * half, (bx - ax) / length * half
            pygame.draw.polygon(self.sheet, colour, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny),
                                                     (ax - nx, ay - ny)])
        if half >= 1.5:
            for x, y in pts[1:-1]:
                pygame.draw.circle(self.sheet, colour, (x, y), half)

    def symbol(self, name: str, centre: Point, height: float, fill: Colour, upside_down: bool = False) -> None:
        """A suit, star or lozenge of ``shapes`` ``height`` units tall."""
        scale = -height if upside_down else height
        for polygon in shape(name):
            self.poly([(centre[0] + x * scale, centre[1] + y * scale) for x, y in polygon], fill, outline=False)

    def image(self) -> pygame.Surface:
        """The picture at its final size."""
        return pygame.transform.smoothscale(self.sheet, self.size)


def turned(points: Iterable[Point], angle: float, about: Point = (0.0, 0.0)) -> list[Point]:
    """``points`` turned by ``angle`` radians (clockwise on screen) about ``about``."""
    c, s = math.cos(angle), math.sin(angle)
    ax, ay = about
    return [(ax + (x - ax) * c - (y - ay) * s, ay + (x - ax) * s + (y - ay) * c) for x, y in points]


def moved(points: Iterable[Point], dx: float, dy: float, scale: float = 1.0) -> list[Point]:
    """``points`` scaled by ``scale`` about the origin, then moved by (dx, dy)."""
    return [(dx + x * scale, dy + y * scale) for x, y in points]


def ellipse_points(centre: Point, rx: float, ry: float, start: float = 0.0, end: float = 2 * math.pi,
                   steps: int = 32) -> list[Point]:
    """Points along an ellipse (or an arc of it, angles in radians clockwise from the right)."""
    return [(centre[0] + rx * math.cos(a), centre[1] + ry * math.sin(a))
            for a in (start + (end - start) * i / steps for i in range(steps + (end - start < 2 * math.pi)))]
