"""Outlines by numbers: the suits, a star, a lozenge and the curves they are made of, as polygons.

Pure geometry, no pygame: the card art fills these with its coverage rasteriser (``card_art``) or its
supersampling pen (``pen``). A shape is a tuple of polygons whose union draws it, in a unit box (x and y
from -0.5 to 0.5, y pointing down).
"""

from __future__ import annotations

import math
from functools import cache

Point = tuple[float, float]
Shapes = tuple[tuple[Point, ...], ...]


def arc(cx: float, cy: float, r: float, start: float, end: float, steps: int) -> list[Point]:
    """Points along a circle from angle ``start`` to ``end`` (radians, clockwise on screen)."""
    return [(cx + r * math.cos(a), cy + r * math.sin(a))
            for a in (start + (end - start) * i / steps for i in range(steps + 1))]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int) -> list[Point]:
    """Points along a cubic Bézier curve, both ends included."""
    weights = [((1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3)
               for t in (i / steps for i in range(steps + 1))]
    return [(a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1])
            for a, b, c, d in weights]


def mirrored(right_half: list[Point]) -> list[Point]:
    """A closed outline from its right half, top to bottom, mirrored about x = 0."""
    return right_half + [(-x, y) for x, y in reversed(right_half)]


def _heart() -> list[Point]:
    # Two overlapping lobes make the cleft; each side leaves its lobe along the tangent and curves down to
    # the point, so the sides are smooth and a little full, as on printed cards.
    c, cy, r = 0.25, -0.2, 0.265
    leave = math.radians(28)
    lobe = arc(c, cy, r, math.atan2(-math.sqrt(r * r - c * c), -c), leave, 20)
    (x, y), tangent = lobe[-1], (-math.sin(leave), math.cos(leave))
    side = bezier((x, y), (x + 0.22 * tangent[0], y + 0.22 * tangent[1]), (0.09, 0.38), (0.0, 0.56), 12)
    return mirrored(lobe + side[1:])


def _stem(top: float, bottom: float, half_base: float) -> list[Point]:
    """The flared foot of spades and clubs: narrow where it meets the body, with concave sides."""
    return mirrored(bezier((0.035, top), (0.04, top + 0.6 * (bottom - top)),
                           (0.6 * half_base, bottom - 0.02), (half_base, bottom), 8))


def _star(points: int = 5, inner: float = 0.42) -> list[Point]:
    return [((0.5 if i % 2 == 0 else 0.5 * inner) * math.sin(math.pi * i / points),
             -(0.5 if i % 2 == 0 else 0.5 * inner) * math.cos(math.pi * i / points)) for i in range(2 * points)]


@cache
def shape(name: str) -> Shapes:
    """The polygons whose union draws ``name``, scaled to 1 unit tall and centred on 0."""
    if name == "H":
        shapes = [_heart()]
    elif name == "S":
        shapes = [[(x * 1.04, -y - 0.12) for x, y in _heart()], _stem(0.1, 0.62, 0.2)]  # an upturned heart
    elif name == "D":
        # The sides bow inwards a little, as a printed diamond's do.
        right = bezier((0.0, -0.5), (0.14, -0.33), (0.23, -0.1), (0.38, 0.0), 10)
        shapes = [mirrored(right + [(x, -y) for x, y in reversed(right[:-1])])]
    elif name == "C":
        r = 0.225
        shapes = [arc(0.0, -0.27, r, 0, 2 * math.pi, 28), arc(-0.255, 0.1, r, 0, 2 * math.pi, 28),
                  arc(0.255, 0.1, r, 0, 2 * math.pi, 28),
                  [(0.0, -0.2), (0.2, 0.12), (-0.2, 0.12)],  # fills the hollow between the three leaves
                  _stem(0.05, 0.6, 0.19)]
    elif name == "star":
        shapes = [_star()]
    elif name == "lozenge":
        shapes = [[(0.0, -0.5), (0.5, 0.0), (0.0, 0.5), (-0.5, 0.0)]]
    else:
        raise ValueError(f"no shape called {name!r}: use a suit (S, H, D, C), 'star' or 'lozenge'")
    xs, ys = [x for s in shapes for x, _ in s], [y for s in shapes for _, y in s]
    scale, mx, my = 1.0 / (max(ys) - min(ys)), (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    return tuple(tuple(((x - mx) * scale, (y - my) * scale) for x, y in s) for s in shapes)


def shape_width(name: str) -> float:
    """How wide a shape is for a height of 1."""
    xs = [x for s in shape(name) for x, _ in s]
    return max(xs) - min(xs)


def rounded_rect(left: float, top: float, right: float, bottom: float, radius: float) -> list[Point]:
    """The outline of a rectangle with corners rounded by ``radius``, clockwise from the top right."""
    steps = max(3, math.ceil(radius))
    corners = ((right - radius, top + radius, -90), (right - radius, bottom - radius, 0),
               (left + radius, bottom - radius, 90), (left + radius, top + radius, 180))
    return [p for cx, cy, a in corners for p in arc(cx, cy, radius, math.radians(a), math.radians(a + 90), steps)]
