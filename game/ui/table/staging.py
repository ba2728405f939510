"""How the engine's events become movement on the table: cards flying card by card, and speech bubbles.

Each flight that lands somewhere visible names its zone (the player's hand, the pile, a meld), so the table
can hold that card back there until it has landed.
"""

from __future__ import annotations

from typing import Any

from game.core import (
    Answered,
    Asked,
    BonusCardsDrawn,
    CardsDrawn,
    Discarded,
    Event,
    JokerCut,
    Melded,
    PileTaken,
    RedThreeLaid,
    SpecialHandShown,
    TurnCardDrawn,
    UpcardTurned,
    WentOut,
)
from game.i18n import N_, tr
from game.ui.drawing import theme
from game.ui.table.animation import Animations, Flight, Showing
from game.ui.table.layout import TableLayout
from game.ui.table.log import sort_for_show
from game.ui.table.models import HAND, PILE, MeldZone, Zone

FLIGHT_TIME = 0.32  # seconds a card takes across the table at normal speed
CARD_GAP = 0.11  # between the cards of one action
BUBBLE_TIME = 1.6
SHOW_TIME = 3.2  # a special hand lies face up this long before the score sheet
SPECIAL_CRIES = {"straight": N_("Straight!"), "natural_pairs": N_("Natural pairs!"),
                 "pairs_with_wilds": N_("Pairs with wilds!"), "garbage": N_("Garbage!")}


def stage(animations: Animations, layout: TableLayout, events: list[Event], seat: int, you: int,
          shown: dict[str, Any], side_of, pace: float, replaced: dict[int, str] | None = None,
          threes_holder=None) -> list[Flight]:
    """Queue the movement of ``events`` (made by ``seat``) over the table as ``shown`` after them; the
    flights queued, so the caller can hold their cards back where they land.  ``replaced``: the cards the
    player drew for threes he laid out, by the event's index (log.replacement_cards).  ``threes_holder``:
    whose row a seat's threes lie in (``Game.threes_holder``: his own where partners keep their own, V3-TMP-6);
    by default his side's."""
    threes_holder = threes_holder or side_of
    flights: list[Flight] = []
    anchor = layout.seat_anchor(seat)
    clock = 0.0  # when the next card leaves
    landing: dict[str, float] = {}  # a bonus three on its way to the hand: when it gets there
    claimed: set[tuple[int, int]] = set()  # the spots of threes already aimed at (side, index)
    drew_in_move = {e.seat for e in events if isinstance(e, CardsDrawn)}  # their threes' replacements flew

    def fly(card: str | None, start, end, width: float, zone: Zone | None = None, count: int = 1,
            not_before: float = 0.0) -> Flight:
        nonlocal clock
        delay = max(clock, not_before)
        flight = Flight(card, start, end, width, delay, FLIGHT_TIME * pace, count, zone)
        clock = delay + CARD_GAP * pace
        flights.append(flight)
        animations.add(flight)
        return flight

    def to_hand(card: str | None, at: int, zone: bool = True) -> Flight:
        """A card off the stock into a seat's hand: face up to the player, a back to the others."""
        mine = at == you
        return fly(card if mine else None, layout.stock_pos, layout.seat_anchor(at),
                   theme.HAND_CARD if mine else theme.BACK_CARD, HAND if mine and zone else None)

    def meld_spot(side: int, rank: str) -> tuple[float, float]:
        column = layout.side_columns(shown, side).get(rank)
        return column if column is not None else layout.melds_rect[side].topleft

    def three_spot(side: int, card: str) -> tuple[float, float]:
        """Where a three just laid out lies: the last of its kind in the side's threes not yet aimed at."""
        spots = layout.side_threes(shown, side)
        for i in reversed(range(len(spots))):
            if spots[i][0] == card and (side, i) not in claimed:
                claimed.add((side, i))
                return spots[i][1]
        return layout.melds_rect[side].topleft

    def say(text: str, at: int) -> None:
        """A speech bubble by seat ``at``: ``text`` is English, said in the player's language."""
        animations.say(tr(text), bubble_pos(layout.seat_anchor(at)), BUBBLE_TIME * pace)

    for index, event in enumerate(events):
        if isinstance(event, CardsDrawn):
            for card in event.cards:
                to_hand(card, event.seat)
        elif isinstance(event, BonusCardsDrawn):  # MAC-25; a three among them is laid out at once
            laid = [e.card for e in events[index + 1:] if isinstance(e, RedThreeLaid) and e.seat == event.seat]
            for card in event.cards:
                flight = to_hand(card, event.seat, zone=card not in laid)
                if card in laid:
                    laid.remove(card)
                    landing[card] = flight.delay + flight.duration
        elif isinstance(event, JokerCut):  # everybody saw it: it flies face up (VV-3)
            mine = event.seat == you
            fly(event.card, layout.stock_pos, layout.seat_anchor(event.seat),
                theme.HAND_CARD if mine else theme.BACK_CARD, HAND if mine else None)
        elif isinstance(event, UpcardTurned):
            fly(event.card, layout.stock_pos, layout.pile_pos, theme.PILE_CARD, PILE)
        elif isinstance(event, RedThreeLaid):
            side = threes_holder(event.seat)
            fly(event.card, layout.seat_anchor(event.seat), three_spot(side, event.card), layout.meld_card,
                ("threes", side), not_before=landing.pop(event.card, 0.0))
            if event.replaced and event.seat not in drew_in_move:  # its replacement comes off the stock
                card = (replaced or {}).get(index)
                if event.seat != you or card is not None:
                    to_hand(card, event.seat)
        elif isinstance(event, TurnCardDrawn):  # announced, as MAC-5 wants
            say(N_("The turn card!"), event.seat)
        elif isinstance(event, PileTaken):
            fly(event.cards[-1], layout.pile_pos, layout.seat_anchor(event.seat), theme.PILE_CARD, None,
                len(event.cards))
        elif isinstance(event, Melded):
            side = side_of(event.seat)
            for card in event.cards:
                fly(card, anchor, meld_spot(side, event.rank), layout.meld_card, MeldZone(side, event.rank))
        elif isinstance(event, Discarded):
            fly(event.card, anchor, layout.pile_pos, theme.PILE_CARD, PILE)
        elif isinstance(event, Asked):
            say(N_("May I go out?"), event.seat)
        elif isinstance(event, Answered):
            say(N_("Yes, go out!") if event.yes else N_("No, not yet"), event.seat)
        elif isinstance(event, WentOut):
            say(N_("Out, concealed!") if event.concealed else N_("Out!"), event.seat)
        elif isinstance(event, SpecialHandShown):  # MAC-33: the cry, and the cards face up for a moment
            say(SPECIAL_CRIES.get(event.name, event.name.replace("_", " ").capitalize() + "!"), event.seat)
            animations.show(Showing(tuple(sort_for_show(event.cards)), event.seat, event.name, SHOW_TIME * pace))
    return flights


TOP_SEAT_DROP = 94  # from a top seat's anchor (its cards' middle) to below its name


def bubble_pos(anchor: tuple[float, float]) -> tuple[float, float]:
    """Beside a seat, towards the middle of the table, and never off the screen; under a top seat's name
    (written under its cards), so that the player sees who speaks."""
    x, y = anchor
    return min(max(x, 150), 1130), min(max(y + (TOP_SEAT_DROP if y < 200 else -70), 40), 540)
