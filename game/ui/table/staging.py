"""How the engine's events become movement on the table: cards flying card by card, speech bubbles, and the
moments of a canasta closing and a player going out (animation.Moment).

Each flight that lands somewhere visible names its zone (the player's hand, the pile, a meld), so the table
can hold that card back there until it has landed (``hold_back``, ``landed``).

The deal (``deal``), dealt card by card: the cards leave the stock one at a time round the table, from the
player after the dealer (C-DEAL-4); the player's own land face up in his hand, the others' as backs; then the
upcard turns and the threes dealt fly out to their place, their replacements in (C-R3-2).  The engine deals
in one go and reports only what follows the dealing (a joker cut, the upcard, the threes laid out): which
cards the player was dealt is worked out here from his hand, whose cards keep the order they came in.  A
moment, ``"deal"``, holds the table while it runs: a click or a key skips it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from game.core import (
    Answered,
    Asked,
    BonusCardsDrawn,
    CardsDrawn,
    Discarded,
    Event,
    GameView,
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
from game.ui.drawing.canvas import card_height
from game.ui.table.animation import Animations, Flight, Moment, Showing
from game.ui.table.layout import TableLayout
from game.ui.table.log import sort_for_show
from game.ui.table.models import HAND, PILE, STOCK, MeldZone, SeatZone, Zone
from game.ui.table.seats import sits_out

FLIGHT_TIME = 0.32  # seconds a card takes across the table at normal speed
CARD_GAP = 0.11  # between the cards of one action
BUBBLE_TIME = 1.6
SHOW_TIME = 3.2  # a special hand lies face up this long before the score sheet
CANASTA_TIME = 1.1  # a canasta just closed: squared up, gold, "Canasta!"; the table plays on meanwhile
OUT_TIME = 1.8  # going out: the side's row in gold and its name, before the score sheet (a click skips it)
DEAL_FLIGHT = 0.3  # seconds a dealt card takes from the stock to a seat, at normal speed
DEAL_GAP = 0.04  # between two cards leaving the stock
DEAL_SPAN = 2.2  # the last card leaves within this however many are dealt (six players: 78 cards)
UPCARD_PAUSE = 0.15  # after the last card lands, before the upcard turns
SETTLE = 0.2  # after the last flight of the deal, before the first player may act
SPECIAL_CRIES = {"straight": N_("Straight!"), "natural_pairs": N_("Natural pairs!"),
                 "pairs_with_wilds": N_("Pairs with wilds!"), "garbage": N_("Garbage!")}


def stage(animations: Animations, layout: TableLayout, events: list[Event], seat: int, you: int,
          shown: dict[str, Any], side_of, pace: float, replaced: dict[int, str] | None = None,
          threes_holder=None, start: float = 0.0, dealt: bool = False) -> list[Flight]:
    """Queue the movement of ``events`` (made by ``seat``) over the table as ``shown`` after them; the
    flights queued, so the caller can hold their cards back where they land.  ``replaced``: the cards the
    player drew for threes he laid out, by the event's index (log.replacement_cards).  ``threes_holder``:
    whose row a seat's threes lie in (``Game.threes_holder``: his own where partners keep their own, V3-TMP-6);
    by default his side's.  ``start``: seconds before the first card leaves.  ``dealt``: the events of a deal,
    whose threes leave the hands the deal put them in (the table shows them there until they go).
    A canasta closed and a player going out are marked as moments (animation.Moment)."""
    threes_holder = threes_holder or side_of
    flights: list[Flight] = []
    anchor = layout.seat_anchor(seat)
    clock = start  # when the next card leaves
    landing: dict[str, float] = {}  # a bonus three on its way to the hand: when it gets there
    claimed: set[tuple[int, int]] = set()  # the spots of threes already aimed at (side, index)
    drew_in_move = {e.seat for e in events if isinstance(e, CardsDrawn)}  # their threes' replacements flew

    def fly(card: str | None, start, end, width: float, zone: Zone | None = None, count: int = 1,
            not_before: float = 0.0, source: Zone | None = None, cue: str | None = None) -> Flight:
        nonlocal clock
        delay = max(clock, not_before)
        flight = Flight(card, start, end, width, delay, FLIGHT_TIME * pace, count, zone, source=source, cue=cue)
        clock = delay + CARD_GAP * pace
        flights.append(flight)
        animations.add(flight)
        return flight

    def to_hand(card: str | None, at: int, zone: bool = True) -> Flight:
        """A card off the stock into a seat's hand: face up to the player, a back to the others (counted
        there once it has landed)."""
        mine = at == you
        return fly(card if mine else None, layout.stock_pos, layout.seat_anchor(at),
                   layout.hand_card if mine else theme.BACK_CARD, (HAND if zone else None) if mine else SeatZone(at),
                   source=STOCK, cue="draw")

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
        animations.say(tr(text), bubble_pos(layout.seat_anchor(at), layout.frame_size), BUBBLE_TIME * pace)

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
                layout.hand_card if mine else theme.BACK_CARD, HAND if mine else SeatZone(event.seat), source=STOCK,
                cue="deal")
        elif isinstance(event, UpcardTurned):  # it turns over on its way from the stock
            fly(event.card, layout.stock_pos, layout.pile_pos, theme.PILE_CARD, PILE, source=STOCK,
                cue="deal").turns = True
        elif isinstance(event, RedThreeLaid):
            side = threes_holder(event.seat)
            held = (HAND if event.seat == you else SeatZone(event.seat)) if dealt else None
            fly(event.card, layout.seat_anchor(event.seat), three_spot(side, event.card), layout.meld_card,
                ("threes", side), not_before=landing.pop(event.card, 0.0), source=held, cue="meld")
            if event.replaced and event.seat not in drew_in_move:  # its replacement comes off the stock
                card = (replaced or {}).get(index)
                if event.seat != you or card is not None:
                    to_hand(card, event.seat)
        elif isinstance(event, TurnCardDrawn):  # announced, as MAC-5 wants
            say(N_("The turn card!"), event.seat)
        elif isinstance(event, PileTaken):
            fly(event.cards[-1], layout.pile_pos, layout.seat_anchor(event.seat), theme.PILE_CARD, None,
                len(event.cards), cue="take_pile")
        elif isinstance(event, Melded):
            side = side_of(event.seat)
            flight = None
            for i, card in enumerate(event.cards):
                flight = fly(card, anchor, meld_spot(side, event.rank), layout.meld_card, MeldZone(side, event.rank),
                             cue=None if i else "meld")
            if event.canasta and flight is not None:  # once its last card has landed
                animations.mark(Moment("canasta", CANASTA_TIME * pace, flight.delay + flight.duration,
                                       cue="canasta", side=side, rank=event.rank, seat=event.seat))
        elif isinstance(event, Discarded):
            fly(event.card, anchor, layout.pile_pos, theme.PILE_CARD, PILE, cue="discard")
        elif isinstance(event, Asked):
            say(N_("May I go out?"), event.seat)
        elif isinstance(event, Answered):
            say(N_("Yes, go out!") if event.yes else N_("No, not yet"), event.seat)
        elif isinstance(event, WentOut):
            say(N_("Out, concealed!") if event.concealed else N_("Out!"), event.seat)
            landed = max((f.delay + f.duration for f in flights), default=start)
            animations.mark(Moment("out", OUT_TIME * pace, landed, holds=True, cue="go_out",
                                   side=side_of(event.seat), seat=event.seat))
        elif isinstance(event, SpecialHandShown):  # MAC-33: the cry, and the cards face up for a moment
            say(SPECIAL_CRIES.get(event.name, event.name.replace("_", " ").capitalize() + "!"), event.seat)
            animations.show(Showing(tuple(sort_for_show(event.cards)), event.seat, event.name, SHOW_TIME * pace))
    return flights


TOP_SEAT_DROP = 94  # from a top seat's anchor (its cards' middle) to below its name


def bubble_pos(anchor: tuple[float, float], frame: tuple[int, int] = (1280, 720)) -> tuple[float, float]:
    """Beside a seat, towards the middle of the table, and never off the screen; under a top seat's name
    (written under its cards), so that the player sees who speaks."""
    x, y = anchor
    width, height = frame
    return min(max(x, 150), width - 150), min(max(y + (TOP_SEAT_DROP if y < 200 else -70), 40), height - 180)


def dealt_cards(hand: Sequence[str], events: Sequence[Event], you: int) -> tuple[list[str], dict[int, str]]:
    """The cards the deal gave the player (his threes among them, a joker he cut aside) and, by the event's
    index, the card that replaced each three he laid out.  ``hand``: his hand after the deal, in the order
    the cards came.  A replacement that was itself a three is taken for a dealt one: the deal looks the same."""
    cards = list(hand)
    for event in events:
        if isinstance(event, JokerCut) and event.seat == you and event.card in cards:
            cards.remove(event.card)  # it came before the deal, by the cut
    threes = [(i, e) for i, e in enumerate(events) if isinstance(e, RedThreeLaid) and e.seat == you]
    replacing = [i for i, e in threes if e.replaced]
    kept = len(cards) - len(replacing)
    replaced = dict(zip(replacing, cards[kept:], strict=True))
    base = cards[:kept]
    middle = len(base) // 2  # the threes came somewhere in the deal: not all at its end
    return base[:middle] + [e.card for _, e in threes] + base[middle:], replaced


def deal_gap(cards: int, pace: float) -> float:
    """The time between two cards leaving the stock, where ``cards`` are dealt: the more, the closer."""
    return min(DEAL_GAP, DEAL_SPAN / max(cards, 1)) * pace


def deal(animations: Animations, layout: TableLayout, view: GameView, hand: Sequence[str], events: list[Event],
         you: int, pace: float, shown: dict, sort: Callable[[list[str]], list[str]] = list) -> list[Flight]:
    """Queue the whole deal of the hand ``view`` shows (``events``: the engine's deal events, ``shown``: the
    view's dict) and the moment that holds the table until it is over; the flights queued.  ``sort``: how the
    hand is ordered, so that each of the player's cards flies to the place it takes among those dealt."""
    cuts = [e for e in events if isinstance(e, JokerCut)]
    rest = [e for e in events if not isinstance(e, JokerCut)]
    flights = stage(animations, layout, cuts, view.dealer, you, shown, view.side_of, pace)
    clock = max((f.delay + f.duration for f in flights), default=0.0)
    mine, replaced = dealt_cards(hand, events, you)
    seats = [s for s in view.seats_from(view.to_act) if not sits_out(view, s)]
    rounds = max(view.rules.hand_size, len(mine) if you in seats else 0)
    order = [(n, seat) for n in range(rounds) for seat in seats if seat != you or n < len(mine)]
    gap = deal_gap(len(order), pace)
    for i, (n, seat) in enumerate(order):
        place = _place_in_hand(layout, mine[:n + 1], sort) if seat == you else None
        flight = _dealt(layout, seat, mine[n] if seat == you else None, place, clock + i * gap, DEAL_FLIGHT * pace)
        animations.add(flight)
        flights.append(flight)
    clock = max((f.delay + f.duration for f in flights), default=0.0) + UPCARD_PAUSE * pace
    in_rest = {i - len(cuts): card for i, card in replaced.items()}  # the cut comes first of the events
    flights += stage(animations, layout, rest, view.dealer, you, shown, view.side_of, pace, in_rest,
                     view.threes_holder, start=clock, dealt=True)
    end = max((f.delay + f.duration for f in flights), default=0.0) + SETTLE * pace
    animations.mark(Moment("deal", end, holds=True, cue="shuffle"))
    return flights


def _place_in_hand(layout: TableLayout, landed: list[str], sort: Callable[[list[str]], list[str]]
                   ) -> tuple[float, float]:
    """Where the last of ``landed`` lies in the hand once it lands: among them, in the hand's order."""
    return layout.hand_positions(len(landed))[sort(landed).index(landed[-1])]


def _dealt(layout: TableLayout, seat: int, card: str | None, place: tuple[float, float] | None, delay: float,
           duration: float) -> Flight:
    """One card off the stock to ``seat``: face up to ``place`` in the player's hand (at the card size chosen),
    a back to another."""
    you = place is not None
    if place is not None:
        width = layout.hand_card
        end = place
    else:
        width = theme.BACK_CARD
        x, y = layout.seat_anchor(seat)
        end = (x - width / 2, y - card_height(width) / 2)
    return Flight(card, layout.stock_pos, end, width, delay, duration, zone=HAND if you else SeatZone(seat),
                  source=STOCK, cue="deal")


_NOTHING = object()


def _incoming_key(flight: Flight) -> object:
    """What a landing flight is counted by where it lands: the card; another seat's backs by their number
    (None); ``_NOTHING`` for a card the player may not see landing where cards are shown."""
    if isinstance(flight.zone, SeatZone):
        return None
    return flight.card if flight.card is not None else _NOTHING


def hold_back(incoming: dict[Zone, Counter[str]], flights: list[Flight]) -> None:
    """Each card in flight is hidden where it lands until it gets there."""
    for flight in flights:
        key = _incoming_key(flight)
        if flight.zone is not None and key is not _NOTHING:
            incoming.setdefault(flight.zone, Counter())[key] += 1


def landed(incoming: dict[Zone, Counter[str]], flight: Flight) -> None:
    """A card has landed: it shows where it was held back."""
    key = _incoming_key(flight)
    if flight.zone is not None and key is not _NOTHING:
        waiting = incoming.get(flight.zone)
        if waiting and waiting[key]:
            waiting[key] -= 1
