"""Where a replay shows the other seats' hands open: upright small cards beside each seat's label, each card's
index in sight, in place of the seat's card backs.  Pure geometry over the table's own layout (layout.py,
portrait.py): no drawing.

- landscape, a seat along the top: rows of cards over its label, in the strip its backs take;
- landscape, a seat at the left or the right: columns of cards (each showing its top) between the frame's edge
  and the cloth, down to its label, no higher than under the score panel (or the log);
- portrait: rows of cards under each seat's label, in the room ``OPEN_SEAT_ROOM`` the layout leaves there.
"""

from __future__ import annotations

import math

from pygame import Rect

from game.ui.drawing.canvas import card_height
from game.ui.table.layout import TableLayout
from game.ui.table.layout.portrait import SEAT_ROW, PortraitLayout

OPEN_SEAT_ROOM = 60  # under a row of seat labels upright: two rows of small cards
WIDTHS = (44, 40, 36, 32, 28, 24)  # the cards' widths tried, largest first (few sizes: each is rendered once)
ACROSS_STEP = 0.42  # of a card's width: the least a card shows beside the next, its index whole
DOWN_STEP = 0.4  # of a card's height: the least an upper row shows above the next
COLUMN_STEP = 0.3  # of a card's width: the least a card of a column shows above the next (as the melds' columns)
ROWS = 3  # the most rows (or columns) tried
TOP_STRIP = (8, 64)  # landscape, a top seat: its cards' strip (top, height), its label at 74
SIDE_PAD = 8


def open_hand_box(layout: TableLayout, seat: int, count: int) -> tuple[Rect, bool]:
    """The room for ``seat``'s open hand of ``count`` cards, and whether its cards go in columns (else rows)."""
    if isinstance(layout, PortraitLayout):
        cell = layout.seat_cells[seat]
        return Rect(cell.x + 3, cell.y + SEAT_ROW, cell.width - 6, cell.height - SEAT_ROW - 2), False
    place = layout.seat_place[seat]
    if place in layout.top_centre:
        half = layout.top_fan / 2
        return Rect(round(layout.top_centre[place] - half), TOP_STRIP[0], round(2 * half), TOP_STRIP[1]), False
    (_, label_top), _ = layout.seat_label_pos(seat, count)
    if place == "left":
        left, right, top = SIDE_PAD, min(layout.cloth.x, *(r.x for r in layout.melds_rect.values())), \
            layout.score_rect.bottom
    else:
        left, right = max(layout.cloth.right, *(r.right for r in layout.melds_rect.values())), \
            layout.frame.width - SIDE_PAD
        top = layout.log_rect.bottom
    top += SIDE_PAD
    return Rect(left, top, right - SIDE_PAD // 2 - left, round(label_top) - 4 - top), True


def open_hand_places(layout: TableLayout, seat: int, count: int) -> tuple[int, list[tuple[float, float]]]:
    """The cards' width and the top-left of each of ``count`` cards (in the order given, each drawn over the
    one before): the largest cards, in the fewest rows (columns), that show every index; where even the
    smallest do not, the smallest crowded into the box."""
    box, columns = open_hand_box(layout, seat, count)
    if count == 0:
        return WIDTHS[0], []
    for width in WIDTHS:
        for lines in range(1, ROWS + 1):
            places = _lay(box, count, width, lines, columns)
            if places is not None:
                return width, places
    return WIDTHS[-1], _lay(box, count, WIDTHS[-1], ROWS, columns, crowd=True) or []


def _lay(box: Rect, count: int, width: int, lines: int, columns: bool,
         crowd: bool = False) -> list[tuple[float, float]] | None:
    """``count`` cards of ``width`` in ``lines`` rows (or columns) in ``box``, or None where an index would hide."""
    height = card_height(width)
    per_line = math.ceil(count / lines)
    along, across = (box.height, box.width) if columns else (box.width, box.height)
    size_along, size_across = (height, width) if columns else (width, height)
    least_along = (COLUMN_STEP if columns else ACROSS_STEP) * width
    least_across = (ACROSS_STEP * width) if columns else (DOWN_STEP * height)
    step = min(0.75 * size_along, (along - size_along) / max(per_line - 1, 1))
    pitch = min(size_across + 4, (across - size_across) / max(lines - 1, 1)) if lines > 1 else 0.0
    if not crowd and (step < least_along or (lines > 1 and pitch < least_across) or size_across > across
                      or size_along > along):
        return None
    step, pitch = max(step, 1.0), max(pitch, 1.0)
    places = []
    for i in range(count):
        line, place = divmod(i, per_line)
        in_line = min(per_line, count - line * per_line)
        if columns:  # down to the label under them, the columns centred across
            start = along - (step * (in_line - 1) + size_along)
            left = (across - (size_across + pitch * (lines - 1))) / 2
            places.append((box.x + left + line * pitch, box.y + start + place * step))
        else:
            start = (along - (step * (in_line - 1) + size_along)) / 2
            places.append((box.x + start + place * step, box.y + line * pitch))
    return places


def hand_rects(layout: TableLayout, seat: int, count: int) -> list[Rect]:
    """The rects the open hand's cards cover (for the tests, and whoever checks the room)."""
    width, places = open_hand_places(layout, seat, count)
    height = round(card_height(width))
    return [Rect(round(x), round(y), width, height) for x, y in places]

