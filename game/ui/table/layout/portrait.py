"""The table in a portrait frame: a phone held upright (canvas.frame 444 to 758 wide, 960 high).

Top to bottom, each band the frame's whole width: the scores; the log's last line (a tap opens the whole log)
beside the menu; the other seats as labels (name and cards held), clockwise from the left; the other sides'
melds, one row each; the stock, the pile and what to do now; the table's messages; our melds; the info
(what is selected, the sort); the actions in rows; the hand, in as many rows (up to ``MOST_HAND_ROWS``) as
leave each card ``FAN_VISIBLE`` wide to tap.  The melds are columns of small cards, closed up as far as
their area needs (a compact row: each meld's last card whole, its count on it); a tap on another side's row
opens it in full over the middle of the table (``opened_columns``), the next tap closes it.  ``table_layout`` picks
this layout or the landscape one (layout.TableLayout) by the frame's shape.  Pure geometry: no drawing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence, Set

from pygame import Rect

from game.ui.drawing.canvas import card_height
from game.ui.drawing.theme import HAND_CARD, PILE_CARD, SELECT_LIFT, TEXT, TEXT_SMALL
from game.ui.table.layout import CANASTA_FOOT, FRAME_16_9, MAX_FAN_STEP, TableLayout

EDGE = 4  # between the frame's edge and what lies along it
GAP = 4  # between two bands
LOG_ROW = 28  # the log's last line, the menu beside it
MENU_WIDTH = 84
SEAT_ROW = 26  # a row of seat labels
SEAT_LABELS = 3  # labels in a row, in a frame narrower than WIDE_PORTRAIT (five in a wider one; two where one of
# five players sits the hand out: "North-West · sits out" is long)
WIDE_PORTRAIT = 600
MIDDLE = 146  # the stock and the pile, their badges, and the status beside them
NARROWEST, BADGE_ROOM = 444, 0.12  # the narrowest portrait frame (390 x 844); room added for the badges per pixel
MESSAGES = 50  # the table's messages, under the middle band
TURN_CARD_LINE = 20  # the turn card's line (MAC-5), at the top of the message band
INFO = 42  # two lines of info, in columns
BUTTON_HEIGHT, BUTTON_GAP = 32, 4
BUTTON_ROWS = 2
WIDEST_BUTTON = 200
HAND_CARDS_ACROSS = 6.5  # the hand's card no wider than the frame holds this many side by side
ROW_OVERLAP = 0.5  # of a card's height: the part of an upper row of the hand left showing
FAN_VISIBLE = 34  # the hand takes another row before a card would show less than this of its width
MOST_HAND_ROWS = 3
PORTRAIT_MELD_CARD = 44  # the largest meld card, the smallest
SMALLEST_PORTRAIT_MELD = 28
SCORE_LINE = 22
OPENED_PAD, OPENED_CAPTION, OPENED_GAP = 10, 26, 8  # a side's melds opened: its panel's edge, caption, spacing
OPENED_CARD = 60  # the largest card of a side opened
OPENED_STEP = 0.34  # of a card's width: what each card of a column shows, its index whole


def table_layout(players: int, sides: int | Sequence[int] = 2, canasta_size: int = 7, threes_by_colour: bool = False,
                 scores: int | None = None, hand_scale: float = 1.0, threes_only: Sequence[int] = (),
                 viewer: int = 0, frame: tuple[int, int] = FRAME_16_9, seat_room: int = 0,
                 log_room: int = 0) -> TableLayout:
    """The table's layout for ``frame`` (canvas.frame): portrait for a portrait frame (narrower than the design,
    960 high), else landscape; a landscape frame may be taller than wide (a window 0.8 as wide as high is 1280 x
    1600), and is laid out as landscape still.  ``seat_room``: room under each row of seat labels, upright (the
    replay's open hands, ``seat_cells``); ``log_room``: room added to the log's line, upright (the review's notes)."""
    kind = PortraitLayout if frame[0] < FRAME_16_9[0] else TableLayout
    return kind(players, sides, canasta_size, threes_by_colour, scores, hand_scale, threes_only, viewer, frame,
                seat_room, log_room)


class PortraitLayout(TableLayout):
    """The table stacked for a phone held upright: the same questions answered as TableLayout's."""

    def _edges(self) -> None:
        width, height = self.frame_size
        self.log_rows, self.info_rows = 1, 2
        self.seat_text = TEXT_SMALL - 1 if width < WIDE_PORTRAIT - 100 else TEXT_SMALL + 1  # three in a row
        self.buttons_in_row, self.opens_rows = True, True
        self.most_meld_card, self.smallest_meld_card = PORTRAIT_MELD_CARD, SMALLEST_PORTRAIT_MELD
        inner = width - 2 * EDGE
        # the foot: the hand, the buttons and the info above it
        self.hand_card = min(HAND_CARD * self.hand_scale, inner / HAND_CARDS_ACROSS)
        high = card_height(self.hand_card)
        self.row_step = round(high * ROW_OVERLAP)
        hand_height = round(high) + self.row_step + SELECT_LIFT
        self._hand_area = Rect(EDGE, height - EDGE - hand_height, inner, hand_height)
        self.hand_top = self._hand_area.y + SELECT_LIFT
        self.hand_span = (float(EDGE), float(width - EDGE))
        buttons = BUTTON_ROWS * BUTTON_HEIGHT + (BUTTON_ROWS - 1) * BUTTON_GAP
        self.buttons_rect = Rect(EDGE, self._hand_area.y - GAP - buttons, inner, buttons)
        self.info_rect = Rect(EDGE, self.buttons_rect.y - GAP - INFO, inner, INFO)
        # the top: the scores, the log and the menu, the seats
        self._score_panel()
        y = self.score_rect.bottom + GAP
        self.log_rect = Rect(EDGE, y, inner - MENU_WIDTH - GAP, LOG_ROW + self.log_room)
        self.menu_rect = Rect(width - EDGE - MENU_WIDTH, y, MENU_WIDTH, LOG_ROW)
        y += self.log_rect.height + GAP
        others = [(self.viewer + i) % self.players for i in range(1, self.players)]  # clockwise from the left
        across = 5 if width >= WIDE_PORTRAIT else SEAT_LABELS if self.players != 5 else 2  # five: one sits out
        rows, pitch = math.ceil(len(others) / across), SEAT_ROW + self.seat_room
        self._labels: dict[int, tuple[float, float]] = {}
        self.seat_cells: dict[int, Rect] = {}  # each seat's label and the room under it (``seat_room``)
        for i, seat in enumerate(others):
            row, place = divmod(i, across)
            in_row = min(across, len(others) - row * across)
            self._labels[seat] = (EDGE + inner * (place + 0.5) / in_row, y + row * pitch + 2.0)
            left, right = round(EDGE + inner * place / in_row), round(EDGE + inner * (place + 1) / in_row)
            self.seat_cells[seat] = Rect(left, y + row * pitch, right - left, pitch)
        self.seats_rect = Rect(EDGE, y, inner, rows * pitch)
        self.top_centre, self.top_fan = {}, 0.0
        top = self.seats_rect.bottom + GAP
        self.cloth = Rect(0, top, width, self.info_rect.y - GAP - top)
        self.lower_band = (EDGE, width - EDGE)

    def _score_panel(self) -> None:
        """One line per side (or seat), across the frame's top."""
        self.compact_scores, self.score_line = True, SCORE_LINE
        self.score_rect = Rect(EDGE, EDGE, self.frame.width - 2 * EDGE, 26 + self.score_count * SCORE_LINE)

    def _meld_areas(self) -> float:
        """The other sides' areas one under another, then the middle band and the messages, then ours: each
        area as tall as the others; the top of the middle band."""
        ours, *others = self.rows
        cloth = self.cloth
        room = cloth.height - MIDDLE - MESSAGES - GAP * (len(self.rows) + 1)
        band = room // len(self.rows)
        self.melds_rect: dict[int, Rect] = {}
        self._middle: dict[int, float] = {}
        y = cloth.y
        for side in others:
            self._area(side, Rect(EDGE, y, cloth.width - 2 * EDGE, band))
            y += band + GAP
        middle = y
        self._area(ours, Rect(EDGE, cloth.bottom - band, cloth.width - 2 * EDGE, band))
        return middle

    def _area(self, side: int, area: Rect) -> None:
        self.melds_rect[side] = area
        self._middle[side] = area.x if side in self.threes_only else area.centerx

    def _centre(self, top: float) -> None:
        """The stock and the pile at the left, the status beside them; the messages under them."""
        y = top + 6.0
        width = self.frame.width
        self.middle_band = Rect(0, round(top), width, MIDDLE)
        # the count badges are wider than the cards ("Trekstapel 74"), and wider still where the frame is shrunk
        # the more (a wider frame on a small phone: text keeps to its least size): more room between in a wider one
        room = max(0.0, width - NARROWEST) * BADGE_ROOM
        self.stock_pos = (EDGE + 26.0 + room, y)
        self.pile_pos = (self.stock_pos[0] + PILE_CARD + 44 + room, y)
        x = self.pile_pos[0] + PILE_CARD + 20
        self.status_pos = (x, y)
        self.status_width, self.status_size = width - EDGE - x, TEXT + 4
        self.pile_state_pos = (x, y + card_height(PILE_CARD) - 22)
        self.message_band = Rect(EDGE, self.middle_band.bottom + GAP, width - 2 * EDGE, MESSAGES)
        self.turn_card_pos, self.turn_card_anchor = (EDGE + 8.0, float(self.message_band.y)), "topleft"
        self.turn_card_one_line = True

    def message_rect(self, turn_card: bool = False) -> Rect:
        """The band under the stock and the pile, under the turn card's line where there is one."""
        band = self.message_band
        top = band.y + (TURN_CARD_LINE if turn_card else 0)
        return Rect(band.x, top, band.width, band.bottom - top)

    # -- the hand -------------------------------------------------------------------------------
    def hand_rows(self, count: int) -> int:
        """How many rows the hand takes: the fewest that leave each card FAN_VISIBLE of its width showing."""
        room = self.hand_span[1] - self.hand_span[0] - self.hand_card
        for rows in range(1, MOST_HAND_ROWS):
            across = math.ceil(count / rows)
            if across <= 1 or room / (across - 1) >= FAN_VISIBLE:
                return rows
        return MOST_HAND_ROWS

    def hand_positions(self, count: int, lifted: Set[int] = frozenset()) -> list[tuple[float, float]]:
        """The hand in rows, the first cards in the upper rows (the lower rows overlap them, and are on top),
        each row centred; the lowest row on the frame's foot; selected cards lifted."""
        if count == 0:
            return []
        rows = self.hand_rows(count)
        across = math.ceil(count / rows)
        low, high = self.hand_span
        height = card_height(self.hand_card)
        step = min(MAX_FAN_STEP * self.hand_scale, (high - low - self.hand_card) / max(across - 1, 1))
        row_step = min(self.row_step, (self._hand_area.height - SELECT_LIFT - height) / max(rows - 1, 1))
        foot = self._hand_area.bottom - height
        positions = []
        for i in range(count):
            row, place = divmod(i, across)
            in_row = min(across, count - row * across)
            left = max(low, (low + high) / 2 - (step * (in_row - 1) + self.hand_card) / 2)
            y = foot - (rows - 1 - row) * row_step - (SELECT_LIFT if i in lifted else 0)
            positions.append((left + place * step, y))
        return positions

    @property
    def hand_rect(self) -> Rect:
        return Rect(self._hand_area)

    def sit_out_pos(self) -> tuple[float, float]:
        return self.frame.width / 2, float(self._hand_area.centery)

    # -- the other seats ------------------------------------------------------------------------
    def back_positions(self, seat: int, count: int) -> list[tuple[tuple[float, float], int]]:
        """No backs: a seat's label says how many cards it holds."""
        return []

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        if seat == self.viewer:
            return self.frame.width / 2, self._hand_area.y + 40.0
        x, y = self._labels[seat]
        return x, y + SEAT_ROW / 2

    def seat_label_pos(self, seat: int, count: int) -> tuple[tuple[float, float], str]:
        if seat == self.viewer:
            return (self.frame.width / 2, float(self._hand_area.y)), "midbottom"
        return self._labels[seat], "midtop"

    def sitter_label_pos(self, seat: int) -> tuple[tuple[float, float], str]:
        return self.seat_label_pos(seat, 0)

    def sits_beside(self, seat: int) -> bool:
        return False

    @property
    def side_middle(self) -> float:
        return float(self.middle_band.centery)

    @property
    def show_centre(self) -> tuple[float, float]:
        return self.frame.width / 2, float(self.middle_band.centery)

    # -- the buttons ----------------------------------------------------------------------------
    def button_rects(self, count: int) -> list[Rect]:
        """The turn's actions in rows from the foot of ``buttons_rect`` up, the main one first (at the left
        of the lowest row); the rows centred, no button wider than WIDEST_BUTTON."""
        area = self.buttons_rect
        across = max(1, min(count, 4 if area.width < WIDE_PORTRAIT else 6))
        width = min(WIDEST_BUTTON, (area.width - (across - 1) * BUTTON_GAP) / across)
        rects = []
        for i in range(count):
            row, place = divmod(i, across)
            in_row = min(across, count - row * across)
            left = area.centerx - (in_row * width + (in_row - 1) * BUTTON_GAP) / 2
            y = area.bottom - BUTTON_HEIGHT - row * (BUTTON_HEIGHT + BUTTON_GAP)
            rects.append(Rect(round(left + place * (width + BUTTON_GAP)), y, math.floor(width), BUTTON_HEIGHT))
        return rects

    # -- a side's melds opened ------------------------------------------------------------------
    def opened_rect(self) -> Rect:
        """Where another side's melds are shown in full after a tap on its row: over the other sides' rows and
        the middle band, down to the messages."""
        top = self.cloth.y
        return Rect(EDGE, top, self.frame.width - 2 * EDGE, self.middle_band.bottom - top)

    def opened_columns(self, count: int, longest: int) -> tuple[int, float, list[tuple[float, float]]]:
        """The card width, the step down a column and the top-left of each of ``count`` columns (its threes
        first, then its melds in rank order) of a side opened: in rows, the largest cards that fit; ``longest``:
        the most cards a column shows (a canasta shows one)."""
        room = self.opened_rect().inflate(-2 * OPENED_PAD, -2 * OPENED_PAD)
        room.y += OPENED_CAPTION
        room.height -= OPENED_CAPTION
        width = OPENED_CARD
        while True:
            high, step = card_height(width), OPENED_STEP * width
            column = max(high + (max(longest, 1) - 1) * step, high + CANASTA_FOOT)
            across = max(1, int((room.width - width) // (width + OPENED_GAP)) + 1)
            rows = math.ceil(max(count, 1) / across)
            if rows * column + (rows - 1) * OPENED_GAP <= room.height or width <= SMALLEST_PORTRAIT_MELD:
                break
            width -= 2
        spots = []
        for i in range(count):
            row, place = divmod(i, across)
            spots.append((room.x + place * (width + OPENED_GAP), room.y + row * (column + OPENED_GAP)))
        return width, step, spots
