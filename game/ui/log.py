"""The table's log: each move and what it did, in a short sentence a player can follow.

Cards the player may not see stay hidden here too: another seat's draw is "draws a card", never the card.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Answer, Ask, Draw, Game, Move
from game.core.cards import JOKER, WILD_MELD
from game.core.events import (
    Answered,
    CardsDrawn,
    Discarded,
    Event,
    GameEnded,
    HandEnded,
    Melded,
    PartnershipFormed,
    PileTaken,
    RedThreeLaid,
    UpcardTurned,
    WentOut,
)

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_NAMES = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens", "9": "nines", "8": "eights",
              "7": "sevens", "6": "sixes", "5": "fives", "4": "fours", "3": "threes", "2": "twos", JOKER: "jokers",
              WILD_MELD: "wild cards"}
END_REASONS = {"went_out": "went out", "stock_exhausted": "the stock ran out",
               "last_red_three": "the last card of the stock was a red three"}


def card_text(card: str) -> str:
    """A card as people write it: 10♥, K♠, Joker."""
    if card == JOKER:
        return "Joker"
    rank = "10" if card[0] == "T" else card[0]
    return rank + SUIT_SYMBOLS[card[1]]


def cards_text(cards: Sequence[str]) -> str:
    return " ".join(card_text(c) for c in cards)


def _says(names: Sequence[str], seat: int, you: int, verb: str, third_person: str) -> str:
    """"You draw" but "West draws"."""
    return f"You {verb}" if seat == you else f"{names[seat]} {third_person}"


def describe(game: Game, seat: int, move: Move | None, events: list[Event], names: Sequence[str],
             you: int) -> list[str]:
    """Sentences for ``move`` made by ``seat`` (None: a deal) and the events it caused."""
    lines: list[str] = []
    if isinstance(move, Ask):
        lines.append(_says(names, seat, you, "ask", "asks") + ": may I go out?")
    elif isinstance(move, Answer):
        lines.append(_says(names, seat, you, "answer", "answers") + (": yes, go out." if move.yes else ": no."))
    elif isinstance(move, Draw) and not any(isinstance(e, CardsDrawn) for e in events):
        lines.append(_says(names, seat, you, "decline", "declines") + " the pile; the stock is empty.")
    for event in events:
        line = _event_line(game, event, names, you)
        if line:
            lines.append(line)
    return lines


def _event_line(game: Game, event: Event, names: Sequence[str], you: int) -> str | None:
    if isinstance(event, UpcardTurned):
        return f"The upcard is {card_text(event.card)}."
    if isinstance(event, CardsDrawn):
        if event.seat == you:
            return f"You draw {cards_text(event.cards)}."
        count = len(event.cards)
        return f"{names[event.seat]} draws {'a card' if count == 1 else f'{count} cards'}."
    if isinstance(event, RedThreeLaid):
        line = _says(names, event.seat, you, "lay", "lays") + f" a red three ({card_text(event.card)})"
        if event.replaced:
            line += " and draw again" if event.seat == you else " and draws again"
        return line + "."
    if isinstance(event, PileTaken):
        return _says(names, event.seat, you, "take", "takes") + f" the pile: {len(event.cards)} cards."
    if isinstance(event, Melded):
        return _meld_line(event, names, you)
    if isinstance(event, Discarded):
        return _says(names, event.seat, you, "discard", "discards") + f" {card_text(event.card)}."
    if isinstance(event, Answered):
        return None  # the move's own line says it
    if isinstance(event, WentOut):
        return _says(names, event.seat, you, "go", "goes") + (" out concealed!" if event.concealed else " out.")
    if isinstance(event, PartnershipFormed):
        partners = [names[s] if s != you else "you" for s in event.partners]
        return _says(names, event.lone, you, "play", "plays") + f" alone; {' and '.join(partners)} are partners."
    if isinstance(event, HandEnded):
        return f"The hand is over: {END_REASONS.get(event.reason, event.reason)}."
    if isinstance(event, GameEnded):
        if event.winner is None:
            return "The game is over: a draw."
        seats = game.seats_of(event.winner) if game.rules.has_partners else [event.winner]
        if you in seats:
            return "The game is over: you win!" if len(seats) == 1 else "The game is over: your side wins!"
        return f"The game is over: {' & '.join(names[s] for s in seats)} win."
    return None


def _meld_line(event: Melded, names: Sequence[str], you: int) -> str:
    rank = RANK_NAMES.get(event.rank, event.rank)
    if event.new:
        line = _says(names, event.seat, you, "meld", "melds") + f" {rank}: {cards_text(event.cards)}"
    else:
        line = _says(names, event.seat, you, "add", "adds") + f" {cards_text(event.cards)} to the {rank}"
    if event.canasta:
        line += " (a canasta!)"
    return line + "."
