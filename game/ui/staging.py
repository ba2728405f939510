"""How the engine's events become movement on the table: cards flying card by card, and speech bubbles.

Each flight that lands somewhere visible names its zone (the player's hand, the pile, a meld), so the table
can hold that card back there until it has landed.
"""

from __future__ import annotations

from typing import Any

from game.core.events import (
    Answered,
    Asked,
    CardsDrawn,
    Discarded,
    Event,
    Melded,
    PileTaken,
    RedThreeLaid,
    UpcardTurned,
    WentOut,
)

from . import theme
from .animation import Animations, Flight
from .layout import TableLayout

FLIGHT_TIME = 0.32  # seconds a card takes across the table at normal speed
CARD_GAP = 0.11  # between the cards of one action
BUBBLE_TIME = 1.6


def stage(animations: Animations, layout: TableLayout, events: list[Event], seat: int, you: int,
          shown: dict[str, Any], side_of, pace: float) -> list[Flight]:
    """Queue the movement of ``events`` (made by ``seat``) over the table as ``shown`` after them; the
    flights queued, so the caller can hold their cards back where they land."""
    flights: list[Flight] = []
    anchor = layout.seat_anchor(seat)

    def fly(card: str | None, start, end, width: float, zone: tuple | None = None, count: int = 1) -> None:
        flight = Flight(card, start, end, width, len(flights) * CARD_GAP * pace, FLIGHT_TIME * pace, count, zone)
        flights.append(flight)
        animations.add(flight)

    def meld_spot(side: int, rank: str) -> tuple[float, float]:
        column = layout.side_columns(shown, side).get(rank)
        return column if column is not None else layout.melds_rect[side].topleft

    def say(text: str, at: int) -> None:
        animations.say(text, bubble_pos(layout.seat_anchor(at)), BUBBLE_TIME * pace)

    for event in events:
        if isinstance(event, CardsDrawn):
            mine = event.seat == you
            for card in event.cards:
                fly(card if mine else None, layout.stock_pos, layout.seat_anchor(event.seat),
                    theme.HAND_CARD if mine else theme.BACK_CARD, ("hand",) if mine else None)
        elif isinstance(event, UpcardTurned):
            fly(event.card, layout.stock_pos, layout.pile_pos, theme.PILE_CARD, ("pile",))
        elif isinstance(event, RedThreeLaid):
            side = side_of(event.seat)
            fly(event.card, layout.seat_anchor(event.seat), layout.melds_rect[side].topleft, layout.meld_card)
        elif isinstance(event, PileTaken):
            fly(event.cards[-1], layout.pile_pos, layout.seat_anchor(event.seat), theme.PILE_CARD, None,
                len(event.cards))
        elif isinstance(event, Melded):
            side = side_of(event.seat)
            for card in event.cards:
                fly(card, anchor, meld_spot(side, event.rank), layout.meld_card, ("meld", side, event.rank))
        elif isinstance(event, Discarded):
            fly(event.card, anchor, layout.pile_pos, theme.PILE_CARD, ("pile",))
        elif isinstance(event, Asked):
            say("May I go out?", event.seat)
        elif isinstance(event, Answered):
            say("Yes, go out!" if event.yes else "No, not yet", event.seat)
        elif isinstance(event, WentOut):
            say("Out, concealed!" if event.concealed else "Out!", event.seat)
    return flights


def bubble_pos(anchor: tuple[float, float]) -> tuple[float, float]:
    """Beside a seat, towards the middle of the table, and never off the screen."""
    x, y = anchor
    return min(max(x, 150), 1130), min(max(y + (60 if y < 200 else -70), 40), 540)
