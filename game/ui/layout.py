"""Where everything sits on the 1280x720 table, for two or four players.

The player sits at the bottom (seat 0); in four-handed play West (seat 1) sits left, the partner North
(seat 2) at the top and East (seat 3) right, so play passes clockwise.  Our side's melds lie between the
centre and our hand, the other side's between the centre and the top.  Pure geometry: no drawing here.
"""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.core.cards import WILD_FACES, parse_cards

from .canvas import card_height
from .theme import BACK_CARD, HAND_CARD, MELD_CARD, PILE_CARD, SELECT_LIFT

MELD_ORDER = "AKQJT98765432"  # columns left to right; "2" only appears as wild cards inside melds
MELD_STEP = 19  # how much of each card shows in a meld column
MELD_GAP = 8
HAND_SPAN = (196, 1084)  # the hand fans out between these x positions
HAND_TOP = 594
MAX_FAN_STEP = 54


class TableLayout:
    def __init__(self, players: int) -> None:
        self.players = players
        self.score_rect = Rect(8, 4, 330, 94)
        self.log_rect = Rect(900, 4, 372, 94)
        self.melds_rect = {0: Rect(130, 394, 1020, 180), 1: Rect(130, 100, 1020, 166)}
        self.stock_pos = (434.0, 272.0)
        self.pile_pos = (560.0, 272.0)
        self.status_pos = (690.0, 284.0)
        self.info_rect = Rect(8, 584, 180, 130)
        self.buttons_rect = Rect(1100, 584, 172, 130)
        self.seat_place = {2: {0: "bottom", 1: "top"}, 4: {0: "bottom", 1: "left", 2: "top", 3: "right"}}[players]

    # -- the cards on the table -----------------------------------------------------------------
    @property
    def stock_rect(self) -> Rect:
        return Rect(*self.stock_pos, PILE_CARD, card_height(PILE_CARD))

    @property
    def pile_rect(self) -> Rect:
        """The pile's top card; a frozen pile's wild card lies crosswise beneath, inside this area too."""
        return Rect(*self.pile_pos, PILE_CARD, card_height(PILE_CARD))

    def pile_drop_rect(self) -> Rect:
        return self.pile_rect.inflate(40, 24)

    def hand_positions(self, count: int, lifted: set[int] = frozenset()) -> list[tuple[float, float]]:
        """Top-left corners of the player's cards, fanned left to right; selected ones lifted."""
        if count == 0:
            return []
        span = HAND_SPAN[1] - HAND_SPAN[0] - HAND_CARD
        step = min(MAX_FAN_STEP, span / (count - 1)) if count > 1 else 0.0
        width = step * (count - 1) + HAND_CARD
        left = (HAND_SPAN[0] + HAND_SPAN[1]) / 2 - width / 2
        return [(left + i * step, HAND_TOP - (SELECT_LIFT if i in lifted else 0)) for i in range(count)]

    def hand_card_at(self, count: int, lifted: set[int], pos: tuple[float, float]) -> int | None:
        """The index of the player's card under ``pos`` (the topmost: later cards overlap earlier ones)."""
        positions = self.hand_positions(count, lifted)
        height = card_height(HAND_CARD)
        for i in reversed(range(count)):
            x, y = positions[i]
            if Rect(x, y, HAND_CARD, height + (SELECT_LIFT if i in lifted else 0)).collidepoint(pos):
                return i
        return None

    def back_positions(self, seat: int, count: int) -> list[tuple[tuple[float, float], int]]:
        """Where another seat's card backs go: (top-left, rotation in degrees)."""
        place = self.seat_place[seat]
        h = card_height(BACK_CARD)
        if place == "top":
            step = min(18.0, 360 / max(count - 1, 1))
            left = 640 - (step * (count - 1) + BACK_CARD) / 2
            return [((left + i * step, 10.0), 0) for i in range(count)]
        step = min(16.0, 300 / max(count - 1, 1))
        top = 330 - (step * (count - 1) + BACK_CARD) / 2
        x = 16.0 if place == "left" else 1264.0 - h
        return [((x, top + i * step), 90) for i in range(count)]

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where cards fly to and from for a seat: the middle of its hand."""
        place = self.seat_place[seat]
        return {"bottom": (640.0, HAND_TOP + 20), "top": (640.0, 24.0), "left": (44.0, 330.0),
                "right": (1236.0, 330.0)}[place]

    def seat_label_pos(self, seat: int, count: int) -> tuple[tuple[float, float], str]:
        """Where a seat's name and card count are written (under its cards), and the text anchor."""
        place = self.seat_place[seat]
        if place in ("left", "right"):
            backs = self.back_positions(seat, max(count, 1))
            bottom = backs[-1][0][1] + BACK_CARD + 8
            x = backs[0][0][0] + card_height(BACK_CARD) / 2
            return (x, bottom), "midtop"
        return {"bottom": ((640.0, 566.0), "midbottom"), "top": ((640.0, 74.0), "midtop")}[place]

    def meld_columns(self, side: int, ranks: list[str], red_threes: int) -> dict[str, tuple[float, float]]:
        """Top-left of each meld's column for a side (rank order), after its red threes."""
        area = self.melds_rect[0 if side == 0 else 1]
        x = area.x + (MELD_CARD + MELD_GAP if red_threes else 0)
        columns = {}
        for rank in sorted(ranks, key=MELD_ORDER.index):
            columns[rank] = (x, float(area.y))
            x += MELD_CARD + MELD_GAP
        return columns

    def side_columns(self, shown: dict[str, Any], side: int) -> dict[str, tuple[float, float]]:
        """The meld columns of a side in a view dict (``Game.view(...).to_dict()``), by rank."""
        ranks = [meld_rank(parse_cards(m)) for m in shown["melds"][side]]
        return self.meld_columns(side, ranks, len(parse_cards(shown["red_threes"][side])))

    def red_three_positions(self, side: int, count: int) -> list[tuple[float, float]]:
        area = self.melds_rect[0 if side == 0 else 1]
        return [(float(area.x), area.y + i * 22.0) for i in range(count)]

    def meld_card_pos(self, column: tuple[float, float], index: int) -> tuple[float, float]:
        return column[0], column[1] + index * MELD_STEP

    def meld_rect(self, column: tuple[float, float], size: int, squared: bool) -> Rect:
        shown = 1 if squared else max(size, 1)
        return Rect(column[0], column[1], MELD_CARD, card_height(MELD_CARD) + (shown - 1) * MELD_STEP)


def meld_rank(meld: list[str]) -> str:
    """The rank of a meld: that of its natural cards."""
    return next((card[0] for card in meld if card not in WILD_FACES), "?")
