"""Where everything sits on a landscape table, for two to six players and two to four meld rows.

The frame is a card table's: the score panel, the top seats and the log along the top edge, the seats on the
left and the right at the sides (seats.py), the player's hand, the info and the buttons along the bottom.
Inside the frame lies the cloth (``CLOTH``): the other sides' melds across its upper band, the stock, the
pile, what to do now and the table's messages across its middle, ours across its lower band, nearest the
hand, as at a real table.
Two sides: one meld area in each band.  Three: the two others share the upper band, the side of the seat on
our left on the left.  Four: two areas in each band, clockwise as the seats go (ours lower left, then upper
left, upper right, lower right).  Each block of melds lies centred in its area.  A side that keeps a
player's threes but melds no more (three players in partnership) gets a narrow area, the others the rest.

The meld cards are the largest size (up to ``MELD_CARD``) at which every area holds a dense side, twelve
melds and two columns of threes, each card's index showing (columns at least ``MIN_PITCH`` of a card
apart, cards in a column ``MIN_STEP``); the areas' sizes differ at most twofold (ours, the one played on,
the largest).  The places below are those of the 16:9 frame, which any 16:9 window shows (854x480 and 1920x1080
show the same table); a taller or wider landscape frame (``frame``: canvas.frame, 4:3 is 1280 x 960) keeps the
edges where they are and grows the cloth between them: the bands taller (up to ``TALLEST_BAND``, the rest of
the room above and below them), the meld cards larger (up to ``LARGEST_MELD_CARD``), the hand a little larger,
the cloth wider (up to ``WIDEST_CLOTH``, centred).  A portrait frame has its own layout (portrait.py).  Pure
geometry: no drawing here.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from typing import Any

from pygame import Rect

from game.core import RED_THREES, WILD_FACES, WILD_MELD, parse_cards
from game.ui.drawing.canvas import card_height
from game.ui.drawing.theme import BACK_CARD, HAND_CARD, MELD_CARD, PILE_CARD, SELECT_LIFT, TEXT, TEXT_BIG
from game.ui.table.seats import TOP_PLACES, seat_places

MELD_ORDER = "AKQJT98765432" + WILD_MELD  # columns left to right; a meld of wild cards alone comes last
MELD_STEP = 19  # how much of each card shows in a meld column, at most
MELD_GAP = 8
MIN_PITCH = 0.75  # of a card's width: columns at least this far apart show each card's index
MIN_STEP = 0.3  # of a card's width: a column's cards at least this far apart show theirs
SMALLEST_MELD_CARD = 34
DENSE_SIDE = 14  # columns a side's area holds at MIN_PITCH: twelve melds and two columns of threes
RED_THREE_STEP = 22
CAPTION_ROOM = 230  # kept free after a row's last column for its caption ("You, North-West & North-East")
CAPTION_GAP = 14  # between a row's last column and its caption
CAPTION_LINE = 18  # a narrow area's caption goes on a line above its melds
CANASTA_FOOT = 42  # below a canasta's card: its badge and the "dead" mark (MAC-16)
SQUARED_EDGE = 6  # a canasta's cards squared beneath its top card show this much to its right
HAND_SPAN = (196, 1084)  # the hand fans out between these x positions
HAND_TOP = 594
FRAME_16_9 = (1280, 720)  # the frame of a 16:9 window, the design's: the constants here are its places
LARGEST_MELD_CARD = 64  # a taller frame's meld cards, at most
TALLEST_BAND = 240  # a meld band no taller: a tall frame's spare room goes above and below the bands
TALLER_HAND = 240  # a frame this much taller than 720 (4:3) or more holds the hand's cards a quarter larger
WIDEST_CLOTH = 1600  # an ultra-wide frame's cloth no wider, centred
MAX_FAN_STEP = 54
TOP_STRIP = 520  # the width along the top, between the score and the log panels, shared by the top seats
TOP_FAN = 400  # the widest a top seat's fan of card backs gets
CLOTH = Rect(84, 102, 1112, HAND_TOP - SELECT_LIFT - 102)  # between the seats, below the top edge, above the hand
LOWER_BAND = (120, 1090)  # clear of the side seats' names, and of the buttons' column growing up into it
CENTRE = 126  # the middle band's height: the stock and the pile, with their count badges
BAND_GAP = 4
AREA_GAP = 10
MESSAGE_LEFT = CLOTH.x + 16  # the message place starts clear of the left seat's cards and a sitter's name
MESSAGE_GAP = 36  # between the message place and the stock (with its edge and count badge)
TURN_CARD_LINE = 26  # the turn card's line above the message place (MAC-5)
THREES_ONLY_WIDTH = 250  # a side that melds no more: its threes, and "East · melds with West & East" above
BUTTON_HEIGHT, BUTTON_GAP = 30, 4  # the turn's actions, stacked
SITTER_LINES = 2  # a seat on the left or the right that sits out: its name, then "sits out"


class TableLayout:
    def __init__(self, players: int, sides: int | Sequence[int] = 2, canasta_size: int = 7,
                 threes_by_colour: bool = False, scores: int | None = None, hand_scale: float = 1.0,
                 threes_only: Sequence[int] = (), viewer: int = 0, frame: tuple[int, int] = FRAME_16_9,
                 seat_room: int = 0, log_room: int = 0) -> None:
        """``sides``: how many sides (rows 0, 1, ... ours 0), or the sides with a meld area this hand, ours first
        (seats.sides_in_play); ``scores``: the lines of the score panel, one per side by default; ``hand_scale``:
        the player's card size (settings.CARD_SIZES), the hand's cards that much larger and raised half the
        height they gain; ``threes_only``: sides that keep a player's threes but meld no more (seats.threes_only),
        whose narrow area leaves the rest of its band to the others; ``viewer``: the seat at the bottom, whose
        hand is shown (several people at one table take turns there), the others in their places round him;
        ``frame``: the logical size laid out in (canvas.frame), 1280 x 720 or larger one way; ``seat_room``: the
        height added under each row of seat labels in a portrait frame (a replay's open hands; landscape has
        its room beside the cloth already); ``log_room``: the height added to the log's line there (the hand
        review's notes)."""
        self.players = players
        self.frame_size = frame
        self.frame = Rect(0, 0, *frame)
        self.middle = frame[0] / 2  # the table's middle, across
        self.log_rows = 4  # the log's last lines shown
        self.info_rows = 4  # the info's lines in a column
        self.seat_text = TEXT  # a seat's name and count
        self.buttons_in_row = False  # the actions stacked up from the foot of buttons_rect
        self.opens_rows = False  # a tap on another side's melds opens them in full (a phone held upright)
        self.hand_scale = hand_scale
        self.seat_room, self.log_room = seat_room, log_room
        self.tall = frame[1] - FRAME_16_9[1]  # the room a taller frame adds between the top edge and the hand
        grow = 1 + min(max(self.tall, 0), TALLER_HAND) / (4 * TALLER_HAND)  # a tall frame's hand a little larger
        self.hand_card = HAND_CARD * hand_scale * grow  # the width of the hand's cards
        self.hand_shift = 0.0  # the hand fans this far right of centre: the scene holds it still under the pointer
        # larger cards stand half their gain taller, and no lower than the window's edge
        gain = card_height(self.hand_card) - card_height(HAND_CARD)
        self.hand_top = min(HAND_TOP + self.tall - round(gain / 2), frame[1] - round(card_height(self.hand_card)))
        self.rows = list(range(sides)) if isinstance(sides, int) else list(sides)
        self.threes_only = frozenset(threes_only)
        self.sides = len(self.rows)
        self.score_count = self.sides if scores is None else scores
        self.threes_by_colour = threes_by_colour  # Modern American: red and black threes score apart (MAC-35.3)
        self.viewer = viewer
        self.seat_place = dict(enumerate(seat_places(players, viewer)))
        self.smallest_meld_card = SMALLEST_MELD_CARD
        self.most_meld_card = MELD_CARD if self.tall <= 0 else min(LARGEST_MELD_CARD, MELD_CARD + self.tall // 40 * 2)
        self._edges()
        middle = self._meld_areas()
        self._meld_size(max(canasta_size - 1, 2))
        self._centre(middle)

    def _edges(self) -> None:
        """The panels along the frame's edges: the score and the log along the top, the info, the menu and the
        buttons along the foot; the top seats along the top; the cloth between."""
        width, tall = self.frame.width, self.tall
        self.log_rect = Rect(width - 380, 4, 372, 94)
        self.info_rect = Rect(8, 584 + tall, 180, 88)  # up to four lines, above the menu button
        self.menu_rect = Rect(12, 678 + tall, 110, 32)
        self.buttons_rect = Rect(width - 180, 584 + tall, 172, 130)
        tops = [place for place in TOP_PLACES if place in self.seat_place.values()]
        pitch = TOP_STRIP / max(len(tops), 1)
        self.top_centre = {place: self.middle + (i - (len(tops) - 1) / 2) * pitch for i, place in enumerate(tops)}
        self.top_fan = min(TOP_FAN, pitch - 24)
        across = min(width - 2 * CLOTH.x, WIDEST_CLOTH)  # wider than that, the cloth's sides stay bare
        self.cloth = Rect(round((width - across) / 2), CLOTH.y, across, CLOTH.height + tall)
        self.lower_band = (max(LOWER_BAND[0], self.cloth.x + 36), min(width - 190, self.cloth.right - 106))
        span = (HAND_SPAN[1] - HAND_SPAN[0]) / 2
        self.hand_span = (self.middle - span, self.middle + span)
        self._score_panel()

    def _score_panel(self) -> None:
        """Two lines per side for two sides; one line per side (or seat) for more, in a wider panel."""
        if self.sides <= 2 and self.score_count <= 2:
            self.score_rect = Rect(8, 4, 330, 94)
            self.compact_scores, self.score_line = False, 36
            return
        self.score_line = 24 if self.score_count <= 3 else 20
        self.score_rect = Rect(8, 4, 370, 26 + self.score_count * self.score_line)
        self.compact_scores = True

    def _meld_areas(self) -> float:
        """Each side's area in the upper or the lower band; the top of the middle band.  A score panel that
        reaches into the upper band pushes a lone area there aside, or the band down where two share it."""
        ours, *others = self.rows
        upper, lower = others[:2], [ours, *others[2:]]
        cloth = self.cloth
        top, left = cloth.y, cloth.x
        if self.score_rect.bottom + BAND_GAP > cloth.y:
            if len(upper) == 1:
                left = max(left, self.score_rect.right + AREA_GAP)
            else:
                top = self.score_rect.bottom + 2 * BAND_GAP
        bottom = min(cloth.bottom, self.hand_top - SELECT_LIFT)  # large cards in hand stand taller
        band = (bottom - top - CENTRE - 2 * BAND_GAP) // 2
        if band > TALLEST_BAND:  # a tall frame: the bands no taller than their melds need, the middle kept
            spare = 2 * (band - TALLEST_BAND)
            top, bottom, band = top + spare // 2, bottom - spare // 2, TALLEST_BAND
        self.melds_rect: dict[int, Rect] = {}
        self._middle: dict[int, float] = {}  # where each area's block of melds is centred
        self._split(upper, Rect(left, top, cloth.right - left, band))
        low = self.lower_band
        self._split(lower, Rect(low[0], bottom - band, low[1] - low[0], band))
        return top + band + BAND_GAP

    def _split(self, sides: list[int], band: Rect) -> None:
        """A band's areas side by side: those of sides that meld share what the narrow ones leave."""
        narrow = sum(side in self.threes_only for side in sides)
        melding = len(sides) - narrow
        share = (band.width - AREA_GAP * (len(sides) - 1) - THREES_ONLY_WIDTH * narrow) / max(melding, 1)
        x = float(band.x)
        for side in sides:
            width = THREES_ONLY_WIDTH if side in self.threes_only else share
            area = self.melds_rect[side] = Rect(round(x), band.y, int(width), band.height)
            # alone in its band, under the middle of the table, as the top seat and the hand are; a side's
            # threes alone at the left of their area, under its caption
            self._middle[side] = self.middle if len(sides) == 1 else area.centerx
            if side in self.threes_only:
                self._middle[side] = area.x
            x += width + AREA_GAP

    def _meld_size(self, longest: int) -> None:
        """The largest meld card every area holds a dense side with; per area, whether its caption goes after
        its last column (wide areas) or on a line above its melds."""
        self.caption_above: dict[int, bool] = {}
        columns = {side: self._densest(side) for side in self.melds_rect}
        width = self.most_meld_card
        while width > self.smallest_meld_card and not all(self._holds(area, width, longest, columns[side])
                                                     for side, area in self.melds_rect.items()):
            width -= 2
        self.meld_card, self.meld_gap = width, MELD_GAP if width >= MELD_CARD else 6
        self.meld_step_most = MELD_STEP * max(1.0, width / MELD_CARD)  # larger cards show more of each
        steps = []
        for side, area in self.melds_rect.items():
            self.caption_above[side] = not self._holds(area, width, longest, columns[side], above=False)
            if side not in self.threes_only:  # a column of threes spaces its cards itself (three_tops)
                steps.append(min(self.meld_step_most, (self._column_height(side) - card_height(width)) / (longest - 1)))
        self.meld_step = min(steps, default=float(self.meld_step_most))  # not rounded down: _holds judged this step

    def _densest(self, side: int) -> int:
        """The columns a side's area is made to hold: a dense side's, or only its threes."""
        return (2 if self.threes_by_colour else 1) if side in self.threes_only else DENSE_SIDE

    @staticmethod
    def _holds(area: Rect, width: int, longest: int, columns: int, above: bool | None = None) -> bool:
        """Whether ``area`` holds ``columns`` columns of cards ``width`` wide, its caption after (``above``
        False), above (True) or either (None)."""
        if above is None:
            return any(TableLayout._holds(area, width, longest, columns, mode) for mode in (False, True))
        height = area.height - (CAPTION_LINE if above else 0)
        across = _across(area, above)
        steps = (height - card_height(width)) / (longest - 1)
        pitch = (across - width) / (columns - 1) if columns > 1 else across
        return steps >= MIN_STEP * width and pitch >= MIN_PITCH * width and height >= card_height(width) + CANASTA_FOOT

    def _centre(self, top: float) -> None:
        """The middle band: the stock and the pile, what to do now right of them (the status lines, then the
        pile's state: painting.panels.status_texts lays them out by their wrapped heights), and left of them the
        place of the table's messages, where no card lies (``message_rect``)."""
        y, middle = top + 8.0, self.middle
        self.middle_band = Rect(self.cloth.x, round(top), self.cloth.width, CENTRE)
        self.stock_pos = (middle - 206, y)
        self.pile_pos = (middle - 80, y)
        self.status_pos = (middle + 50, y + 12)
        self.status_width, self.status_size = 500.0, TEXT_BIG
        self.pile_state_pos = (middle + 50, y + card_height(PILE_CARD) - 22)  # lowest; lower after long status
        # where the turn card is told (MAC-5): one line, right-aligned over the message place
        self.turn_card_pos, self.turn_card_anchor = (self.stock_pos[0] - MESSAGE_GAP, top + 4), "topright"
        self.turn_card_one_line = True

    def message_rect(self, turn_card: bool = False) -> Rect:
        """Where the table's messages go (a refusal, a hint's reason, a partner's answer, a word explained):
        the middle band left of the stock, which no card, badge or label reaches; under the turn card's line
        where the game has a turn card (``turn_card``)."""
        band = self.middle_band
        top = band.y + (TURN_CARD_LINE if turn_card else 2)
        right = round(self.stock_pos[0]) - MESSAGE_GAP
        left = band.x + MESSAGE_LEFT - CLOTH.x
        return Rect(left, top, right - left, band.bottom - 2 - top)

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

    def button_rects(self, count: int) -> list[Rect]:
        """Where the turn's ``count`` actions go: one above the other from the foot of ``buttons_rect`` up, so
        the main action sits lowest."""
        area = self.buttons_rect
        return [Rect(area.x, area.bottom - BUTTON_HEIGHT - i * (BUTTON_HEIGHT + BUTTON_GAP), area.width, BUTTON_HEIGHT)
                for i in range(count)]

    def pile_drop_rect(self) -> Rect:
        return self.pile_rect.inflate(40, 24)

    def hand_positions(self, count: int, lifted: Set[int] = frozenset()) -> list[tuple[float, float]]:
        """Top-left corners of the player's cards, fanned left to right (centred, but for ``hand_shift``, within
        the hand's span); selected ones lifted."""
        if count == 0:
            return []
        low, high = self.hand_span
        span = high - low - self.hand_card
        step = min(MAX_FAN_STEP * self.hand_scale, span / (count - 1)) if count > 1 else 0.0
        width = step * (count - 1) + self.hand_card
        left = min(max((low + high) / 2 - width / 2 + self.hand_shift, low), high - width)
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
        top = self.side_middle - (step * (count - 1) + BACK_CARD) / 2
        x = 16.0 if place == "left" else self.frame.width - 16.0 - h
        return [((x, top + i * step), 90) for i in range(count)]

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where cards fly to and from for a seat: the middle of its hand."""
        place = self.seat_place[seat]
        if place in self.top_centre:
            return self.top_centre[place], 24.0
        return {"bottom": (self.middle, HAND_TOP + self.tall + 20.0), "left": (44.0, self.side_middle),
                "right": (self.frame.width - 44.0, self.side_middle)}[place]

    @property
    def side_middle(self) -> float:
        """The height of the middle of the seats on the left and the right: the cloth's."""
        return 330.0 + self.tall / 2

    def sits_beside(self, seat: int) -> bool:
        """Whether ``seat`` sits at the left or the right edge (its name over "sits out", on two lines)."""
        return self.seat_place[seat] in ("left", "right")

    @property
    def hand_rect(self) -> Rect:
        """Where the player's hand lies, its selected cards lifted included (large cards may run off the foot)."""
        low, high = self.hand_span
        return Rect(round(low), self.hand_top - SELECT_LIFT, round(high - low),
                    round(card_height(self.hand_card)) + SELECT_LIFT).clip(self.frame)

    @property
    def show_centre(self) -> tuple[float, float]:
        """Where a special hand is spread face up: over the stock and the pile."""
        return self.middle, self.side_middle

    def sit_out_pos(self) -> tuple[float, float]:
        """Where the player is told he sits the hand out: where his hand would be."""
        return self.middle, HAND_TOP + self.tall + 56.0

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
        return (self.middle, 566.0 + self.tall), "midbottom"

    def sitter_label_pos(self, seat: int) -> tuple[tuple[float, float], str]:
        """Where a seat that sits the hand out says so, holding no cards: along the top, where the name goes;
        on the left or the right, its name over "sits out" (``SITTER_LINES`` lines) in the middle of the
        empty place, clear of the stock's column of status text beside it."""
        place = self.seat_place[seat]
        if place in ("left", "right"):
            return (self.seat_anchor(seat)[0], self.side_middle - SITTER_LINES * 11), "midtop"
        return self.seat_label_pos(seat, 0)

    # -- the melds ------------------------------------------------------------------------------
    def _column_height(self, side: int) -> float:
        return self.melds_rect[side].height - (CAPTION_LINE if self.caption_above[side] else 0)

    def _pitch(self, side: int, count: int) -> float:
        """The distance between an area's columns: closer where ``count`` columns would not fit (leaving room
        for the caption after them, where it goes there)."""
        pitch = float(self.meld_card + self.meld_gap)
        if count > 1:
            across = _across(self.melds_rect[side], self.caption_above[side])
            pitch = min(pitch, (across - self.meld_card) / (count - 1))
        return pitch

    def column_lefts(self, side: int, count: int) -> list[float]:
        """The left edges of ``count`` columns in a side's area, the block (and a caption after it) centred."""
        area = self.melds_rect[side]
        pitch = self._pitch(side, count)
        block = pitch * (count - 1) + self.meld_card + SQUARED_EDGE if count else 0.0
        if not self.caption_above[side]:
            block += CAPTION_GAP + CAPTION_ROOM
        left = max(float(area.x), min(self._middle[side] - block / 2, area.right - block))
        return [left + i * pitch for i in range(count)]

    def columns_top(self, side: int) -> float:
        return float(self.melds_rect[side].y + (CAPTION_LINE if self.caption_above[side] else 0))

    def caption_place(self, side: int, lefts: list[float]) -> tuple[tuple[float, float], str, float]:
        """Where a side's caption is written (a point and its anchor) and how wide it may get, from the left
        edges of the side's columns: after the last column, or above the first; centred in an empty area."""
        area = self.melds_rect[side]
        if not lefts:
            return (float(area.centerx), area.y + 4.0), "midtop", float(area.width)
        x = min(lefts) if self.caption_above[side] else max(lefts) + self.meld_card + CAPTION_GAP
        return (x, float(area.y) + (0 if self.caption_above[side] else 4)), "topleft", area.right - x

    def meld_columns(self, side: int, ranks: list[str], red_threes: int,
                     three_columns: int | None = None) -> dict[str, tuple[float, float]]:
        """Top-left of each meld's column for a side (rank order), after its threes (one column, or
        ``three_columns``); columns close up where a row would otherwise not fit its area."""
        threes = (1 if red_threes else 0) if three_columns is None else three_columns
        lefts = self.column_lefts(side, threes + len(ranks))[threes:]
        top = self.columns_top(side)
        return {rank: (x, top) for rank, x in zip(sorted(ranks, key=MELD_ORDER.index), lefts, strict=True)}

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
        """Each three a side has laid out, and where it lies: down the first column (or two) of its area."""
        groups = self.three_groups(parse_cards(shown["red_threes"][side]))
        lefts = self.column_lefts(side, len(shown["melds"][side]) + len(groups))
        spots = []
        for left, group in zip(lefts, groups, strict=False):
            spots += [(card, (left, y)) for card, y in zip(group, self.three_tops(side, len(group)), strict=True)]
        return spots

    def three_tops(self, side: int, count: int) -> list[float]:
        """The tops of a column of ``count`` threes in a side's area (six players can hold six of them)."""
        room = self._column_height(side) - card_height(self.meld_card)
        step = min(RED_THREE_STEP, room / (count - 1)) if count > 1 else 0.0
        top = self.columns_top(side)
        return [top + i * step for i in range(count)]

    def meld_card_pos(self, column: tuple[float, float], index: int) -> tuple[float, float]:
        return column[0], column[1] + index * self.meld_step

    def meld_rect(self, column: tuple[float, float], size: int, squared: bool) -> Rect:
        shown = 1 if squared else max(size, 1)
        return Rect(column[0], column[1], self.meld_card, card_height(self.meld_card) + (shown - 1) * self.meld_step)


def _across(area: Rect, caption_above: bool) -> float:
    """How wide a block of columns may get in ``area``: less a canasta's squared edge, and the caption after it."""
    return area.width - SQUARED_EDGE - (0 if caption_above else CAPTION_GAP + CAPTION_ROOM)


def meld_rank(meld: list[str]) -> str:
    """The rank of a meld: that of its natural cards; ``WILD_MELD`` for wild cards alone (where allowed)."""
    return next((card[0] for card in meld if card not in WILD_FACES), WILD_MELD)
