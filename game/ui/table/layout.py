"""Where everything sits on the 1280x720 table, for two to six players and two or more sides.

The player sits at the bottom (seat 0); the others sit clockwise around (seats.py): on the left, along the
top, on the right.  With two sides, our melds lie between the centre and our hand and the other side's
between the centre and the top, as at a real table.  With three sides or more, the meld rows are stacked
one above the other, ours lowest, in smaller cards, and the stock and the pile move to the right of
them, so no row ever runs into the centre; so are two rows under a score panel of more than two lines
(five each for himself: five scores, and the two sides that play this hand).  Pure geometry: no drawing here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pygame import Rect

from game.core import RED_THREES, WILD_FACES, WILD_MELD, parse_cards
from game.ui.drawing.canvas import card_height
from game.ui.drawing.theme import (
    BACK_CARD,
    HAND_CARD,
    MELD_CARD,
    MELD_CARD_SMALL,
    PILE_CARD,
    SELECT_LIFT,
    TEXT,
    TEXT_BIG,
)
from game.ui.table.seats import TOP_PLACES, seat_places

MELD_ORDER = "AKQJT98765432" + WILD_MELD  # columns left to right; a meld of wild cards alone comes last
MELD_STEP = 19  # how much of each card shows in a meld column
MELD_GAP = 8
RED_THREE_STEP = 22
CAPTION_ROOM = 180  # kept free after a row's last column for its caption ("West & North-East")
HAND_SPAN = (196, 1084)  # the hand fans out between these x positions
HAND_TOP = 594
MAX_FAN_STEP = 54
TOP_STRIP = 520  # the width along the top, between the score and the log panels, shared by the top seats
TOP_FAN = 400  # the widest a top seat's fan of card backs gets
STACKED_ROWS = Rect(124, 108, 816, 460)  # three sides or more: the meld rows share this area
SITTER_LINES = 2  # a seat on the left or the right that sits out: its name, then "sits out"


class TableLayout:
    def __init__(self, players: int, sides: int | Sequence[int] = 2, canasta_size: int = 7,
                 threes_by_colour: bool = False, scores: int | None = None, hand_scale: float = 1.0) -> None:
        """``sides``: how many sides (rows 0, 1, ... ours 0), or the sides with a meld row this hand, ours first
        (seats.sides_in_play); ``scores``: the lines of the score panel, one per side by default.  The rows are
        stacked wherever the panel needs more than two lines, since its lines then reach down past the top row.
        ``hand_scale``: the player's card size (settings.CARD_SIZES), the hand's cards that much larger and
        raised half the height they gain."""
        self.players = players
        self.hand_scale = hand_scale
        self.hand_card = HAND_CARD * hand_scale  # the width of the hand's cards
        self.hand_top = HAND_TOP - round((card_height(self.hand_card) - card_height(HAND_CARD)) / 2)
        self.rows = list(range(sides)) if isinstance(sides, int) else list(sides)
        self.sides = len(self.rows)
        self.score_count = self.sides if scores is None else scores
        self.threes_by_colour = threes_by_colour  # Modern American: red and black threes score apart (MAC-35.3)
        self.seat_place = dict(enumerate(seat_places(players)))
        self.log_rect = Rect(900, 4, 372, 94)
        self.info_rect = Rect(8, 584, 180, 88)  # up to four lines, above the menu button
        self.menu_rect = Rect(12, 678, 110, 32)
        self.buttons_rect = Rect(1100, 584, 172, 130)
        tops = [place for place in TOP_PLACES if place in self.seat_place.values()]
        pitch = TOP_STRIP / max(len(tops), 1)
        self.top_centre = {place: 640 + (i - (len(tops) - 1) / 2) * pitch for i, place in enumerate(tops)}
        self.top_fan = min(TOP_FAN, pitch - 24)
        if self.sides <= 2 and self.score_count <= 2:
            self._two_rows()
        else:
            self._stacked_rows(canasta_size)

    def _two_rows(self) -> None:
        """Ours between the centre and the hand, theirs between the centre and the top."""
        self.score_rect = Rect(8, 4, 330, 94)
        self.compact_scores, self.score_line = False, 36
        ours, *theirs = self.rows
        self.melds_rect = {ours: Rect(130, 394, 960, 176)}  # clear of the buttons
        self.melds_rect.update({side: Rect(130, 100, 960, 166) for side in theirs})
        self.meld_card, self.meld_step, self.meld_gap = MELD_CARD, MELD_STEP, MELD_GAP
        self.stock_pos = (434.0, 272.0)
        self.pile_pos = (560.0, 272.0)
        self.status_pos = (690.0, 284.0)
        self.status_width, self.status_size = 500.0, TEXT_BIG
        self.pile_state_pos = (690.0, 272.0 + card_height(PILE_CARD) - 22)
        # where the turn card is told (MAC-5): left of the stock, two lines right-aligned
        self.turn_card_pos, self.turn_card_anchor = (self.stock_pos[0] - 26, 272.0 + 26), "topright"
        self.turn_card_one_line = False

    def _stacked_rows(self, canasta_size: int) -> None:
        """One row per side, the other sides in turn order from the top, ours lowest (nearest the hand);
        the cards shrink until the longest open meld (one card short of a canasta) fits its row."""
        self.score_line = 24 if self.score_count <= 3 else 20
        self.score_rect = Rect(8, 4, 370, 26 + self.score_count * self.score_line)  # a line per score: wider
        self.compact_scores = True
        top = max(STACKED_ROWS.y, self.score_rect.bottom + 6)
        area, gap = Rect(STACKED_ROWS.x, top, STACKED_ROWS.width, STACKED_ROWS.bottom - top), 8
        row = (area.height - gap * (self.sides - 1)) / self.sides
        largest = MELD_CARD if self.sides <= 2 else MELD_CARD_SMALL  # two rows have room for the usual size
        self.meld_card = min(largest, int(row / 2.9))  # a card and five steps of at least 0.3 card
        longest = max(canasta_size - 1, 2)
        self.meld_step = min(MELD_STEP, int((row - card_height(self.meld_card)) / (longest - 1)))
        self.meld_gap = 6
        order = [*self.rows[1:], self.rows[0]]
        self.melds_rect = {side: Rect(area.x, round(area.y + i * (row + gap)), area.width, int(row))
                           for i, side in enumerate(order)}
        self.stock_pos = (972.0, 130.0)
        self.pile_pos = (1090.0, 130.0)
        below = 130.0 + card_height(PILE_CARD)
        self.pile_state_pos = (964.0, below + 18)
        self.status_pos = (964.0, below + 56)
        self.status_width, self.status_size = 232.0, TEXT + 2
        self.turn_card_pos, self.turn_card_anchor = (self.stock_pos[0] - 8, 101.0), "topleft"
        self.turn_card_one_line = True  # above the stock, under the log

    # -- the cards on the table -----------------------------------------------------------------
    @property
    def stock_rect(self) -> Rect:
        return Rect(*self.stock_pos, PILE_CARD, card_height(PILE_CARD))

    @property
    def pile_rect(self) -> Rect:
        """The pile's top card; a frozen pile's wild card lies crosswise beneath, inside this area too."""
        return Rect(*self.pile_pos, PILE_CARD, card_height(PILE_CARD))

    def turn_card_rect(self) -> Rect:
        """The turn card lying crosswise in the stock (MAC-5): its ends show either side of the stack."""
        width, height = card_height(PILE_CARD), PILE_CARD
        rect = Rect(0, 0, round(width), height)
        rect.center = self.stock_rect.center
        return rect

    def pile_drop_rect(self) -> Rect:
        return self.pile_rect.inflate(40, 24)

    def hand_positions(self, count: int, lifted: set[int] = frozenset()) -> list[tuple[float, float]]:
        """Top-left corners of the player's cards, fanned left to right; selected ones lifted."""
        if count == 0:
            return []
        span = HAND_SPAN[1] - HAND_SPAN[0] - self.hand_card
        step = min(MAX_FAN_STEP * self.hand_scale, span / (count - 1)) if count > 1 else 0.0
        width = step * (count - 1) + self.hand_card
        left = (HAND_SPAN[0] + HAND_SPAN[1]) / 2 - width / 2
        return [(left + i * step, self.hand_top - (SELECT_LIFT if i in lifted else 0)) for i in range(count)]

    def hand_card_at(self, count: int, lifted: set[int], pos: tuple[float, float]) -> int | None:
        """The index of the player's card under ``pos`` (the topmost: later cards overlap earlier ones)."""
        positions = self.hand_positions(count, lifted)
        height = card_height(self.hand_card)
        for i in reversed(range(count)):
            x, y = positions[i]
            if Rect(x, y, self.hand_card, height + (SELECT_LIFT if i in lifted else 0)).collidepoint(pos):
                return i
        return None

    # -- the other seats ------------------------------------------------------------------------
    def back_positions(self, seat: int, count: int) -> list[tuple[tuple[float, float], int]]:
        """Where another seat's card backs go: (top-left, rotation in degrees)."""
        place = self.seat_place[seat]
        h = card_height(BACK_CARD)
        if place in self.top_centre:
            step = min(18.0, (self.top_fan - BACK_CARD) / max(count - 1, 1))
            left = self.top_centre[place] - (step * (count - 1) + BACK_CARD) / 2
            return [((left + i * step, 10.0), 0) for i in range(count)]
        step = min(16.0, 300 / max(count - 1, 1))
        top = 330 - (step * (count - 1) + BACK_CARD) / 2
        x = 16.0 if place == "left" else 1264.0 - h
        return [((x, top + i * step), 90) for i in range(count)]

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where cards fly to and from for a seat: the middle of its hand."""
        place = self.seat_place[seat]
        if place in self.top_centre:
            return self.top_centre[place], 24.0
        return {"bottom": (640.0, HAND_TOP + 20), "left": (44.0, 330.0), "right": (1236.0, 330.0)}[place]

    def seat_label_pos(self, seat: int, count: int) -> tuple[tuple[float, float], str]:
        """Where a seat's name and card count are written (under its cards), and the text anchor."""
        place = self.seat_place[seat]
        if place in ("left", "right"):
            backs = self.back_positions(seat, max(count, 1))
            bottom = backs[-1][0][1] + BACK_CARD + 8
            x = backs[0][0][0] + card_height(BACK_CARD) / 2
            return (x, bottom), "midtop"
        if place in self.top_centre:
            return (self.top_centre[place], 74.0), "midtop"
        return (640.0, 566.0), "midbottom"

    def sitter_label_pos(self, seat: int) -> tuple[tuple[float, float], str]:
        """Where a seat that sits the hand out says so, holding no cards: along the top, where the name goes;
        on the left or the right, its name over "sits out" (``SITTER_LINES`` lines) in the middle of the
        empty place, clear of the stock's column of status text beside it."""
        place = self.seat_place[seat]
        if place in ("left", "right"):
            return (self.seat_anchor(seat)[0], 330.0 - SITTER_LINES * 11), "midtop"
        return self.seat_label_pos(seat, 0)

    # -- the melds ------------------------------------------------------------------------------
    def _pitch(self, side: int, count: int) -> float:
        """The distance between a row's columns: closer where ``count`` columns would leave no room for the
        caption."""
        pitch = float(self.meld_card + self.meld_gap)
        if count > 1:
            pitch = min(pitch, (self.melds_rect[side].width - CAPTION_ROOM - self.meld_card) / (count - 1))
        return pitch

    def meld_columns(self, side: int, ranks: list[str], red_threes: int,
                     three_columns: int | None = None) -> dict[str, tuple[float, float]]:
        """Top-left of each meld's column for a side (rank order), after its threes (one column, or
        ``three_columns``); columns close up where a row would otherwise leave no room for its caption."""
        area = self.melds_rect[side]
        threes = (1 if red_threes else 0) if three_columns is None else three_columns
        pitch = self._pitch(side, len(ranks) + threes)
        x = area.x + pitch * threes
        columns = {}
        for rank in sorted(ranks, key=MELD_ORDER.index):
            columns[rank] = (x, float(area.y))
            x += pitch
        return columns

    def three_groups(self, cards: list[str]) -> list[list[str]]:
        """A side's threes in columns: one, or red and black apart where both are laid out (MAC-6)."""
        if not self.threes_by_colour:
            return [list(cards)] if cards else []
        reds = [c for c in cards if c in RED_THREES]
        blacks = [c for c in cards if c not in RED_THREES]
        return [group for group in (reds, blacks) if group]

    def side_columns(self, shown: dict[str, Any], side: int) -> dict[str, tuple[float, float]]:
        """The meld columns of a side in a view dict (``Game.view(...).to_dict()``), by rank."""
        ranks = [meld_rank(parse_cards(m)) for m in shown["melds"][side]]
        groups = self.three_groups(parse_cards(shown["red_threes"][side]))
        return self.meld_columns(side, ranks, len(groups), len(groups))

    def side_threes(self, shown: dict[str, Any], side: int) -> list[tuple[str, tuple[float, float]]]:
        """Each three a side has laid out, and where it lies: down the first column (or two) of its row."""
        groups = self.three_groups(parse_cards(shown["red_threes"][side]))
        pitch = self._pitch(side, len(shown["melds"][side]) + len(groups))
        spots = []
        for i, group in enumerate(groups):
            for card, (x, y) in zip(group, self.red_three_positions(side, len(group)), strict=True):
                spots.append((card, (x + i * pitch, y)))
        return spots

    def red_three_positions(self, side: int, count: int) -> list[tuple[float, float]]:
        """A column of threes at the start of a side's row (six players can hold six of them)."""
        area = self.melds_rect[side]
        room = area.height - card_height(self.meld_card)
        step = min(RED_THREE_STEP, room / (count - 1)) if count > 1 else 0.0
        return [(float(area.x), area.y + i * step) for i in range(count)]

    def meld_card_pos(self, column: tuple[float, float], index: int) -> tuple[float, float]:
        return column[0], column[1] + index * self.meld_step

    def meld_rect(self, column: tuple[float, float], size: int, squared: bool) -> Rect:
        shown = 1 if squared else max(size, 1)
        return Rect(column[0], column[1], self.meld_card, card_height(self.meld_card) + (shown - 1) * self.meld_step)


def meld_rank(meld: list[str]) -> str:
    """The rank of a meld: that of its natural cards; ``WILD_MELD`` for wild cards alone (where allowed)."""
    return next((card[0] for card in meld if card not in WILD_FACES), WILD_MELD)
