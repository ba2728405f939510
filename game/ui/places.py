"""Where a scene's or a dialog's parts go in the window's frame (game/ui/drawing/canvas.py): the 1280 x 720
design centred in a landscape frame, or one column in a portrait one; choices flowed onto lines; buttons in a
row where they fit, else one above the other.  Pure geometry, measured with the canvas where text decides."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from pygame import Rect

from game.ui.drawing.canvas import LOGICAL_SIZE, Canvas

MARGIN = 10  # between a portrait frame's edge and a panel
TAP = 44  # the least height of a thing tapped in a portrait frame (a finger's width at a phone's scale)


@dataclass(frozen=True)
class Places:
    """A frame's places: ``portrait`` or not; in landscape the design's offset (``dx``, ``dy``) in the frame,
    so that what was laid out for 1280 x 720 stands centred in it; in portrait the column's ``left`` and
    ``right``."""

    size: tuple[int, int]
    portrait: bool
    dx: int
    dy: int

    @property
    def width(self) -> int:
        return self.size[0]

    @property
    def height(self) -> int:
        return self.size[1]

    @property
    def centre(self) -> int:
        return self.size[0] // 2

    def design(self, rect: Rect | tuple[int, int, int, int]) -> Rect:
        """A rect of the 1280 x 720 design, where it stands in this frame (landscape: centred)."""
        return Rect(rect).move(self.dx, self.dy)


def places_of(canvas: Canvas) -> Places:
    """The places of the canvas's frame (whichever view it draws in now)."""
    w, h = canvas.frame
    return Places((w, h), canvas.shape == "portrait", (w - LOGICAL_SIZE[0]) // 2, (h - LOGICAL_SIZE[1]) // 2)


@contextmanager
def in_frame(canvas: Canvas) -> Iterator[None]:
    """Measure (and draw) in the frame's view for the block, whatever view the canvas was in: text measured in
    the design's view of a portrait window would come out at another scale."""
    before = canvas.fills_frame
    canvas.view(True)
    try:
        yield
    finally:
        canvas.view(before)


def flow(widths: list[float], left: float, right: float, top: float, height: int, gap: int = 8,
         line_gap: int = 6) -> list[Rect]:
    """Boxes of ``widths`` side by side from ``left``, onto the next line where one would pass ``right``;
    none wider than the room."""
    rects: list[Rect] = []
    x, y = left, top
    for width in widths:
        width = min(width, right - left)
        if x > left and x + width > right:
            x, y = left, y + height + line_gap
        rects.append(Rect(round(x), round(y), round(width), height))
        x += width + gap
    return rects


def centred_rows(rects: list[Rect], left: float, right: float) -> list[Rect]:
    """``rects`` (as flowed) moved so that each line is centred between ``left`` and ``right``."""
    out: list[Rect] = []
    lines: dict[int, list[Rect]] = {}
    for rect in rects:
        lines.setdefault(rect.y, []).append(rect)
    for line in lines.values():
        shift = round((right - left - (line[-1].right - line[0].left)) / 2 + left - line[0].left)
        out += [r.move(shift, 0) for r in line]
    return out


def buttons_row(widths: list[float], left: float, right: float, top: float, height: int, gap: int = 12
                ) -> list[Rect]:
    """Buttons of at least ``widths`` side by side, sharing the room between ``left`` and ``right`` evenly
    where they fit on one line; else one above the other, each the whole width (the main one, listed last,
    lowest)."""
    room = right - left
    each = (room - gap * (len(widths) - 1)) / max(1, len(widths))
    if all(width <= each for width in widths):
        return [Rect(round(left + i * (each + gap)), round(top), round(each), height) for i in range(len(widths))]
    return [Rect(round(left), round(top + i * (height + gap // 2)), round(room), height) for i in range(len(widths))]
