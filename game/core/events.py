"""Records of what a move did, in order, for the UI to animate and the log to print."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card


@dataclass(frozen=True, slots=True)
class JokerCut:
    """The cut showed a joker at the bottom of the lifted packet: the cutter keeps it (VV-3); all saw it."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class UpcardTurned:
    card: Card


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    seat: int
    cards: tuple[Card, ...]  # what the seat drew from the stock (hidden from the others)


@dataclass(frozen=True, slots=True)
class RedThreeLaid:
    seat: int
    card: Card
    replaced: bool  # False for a red three taken with the pile (C-R3-5) or with an empty stock


@dataclass(frozen=True, slots=True)
class TurnCardDrawn:
    """The marked card near the bottom of the stock was drawn: the bottom cards remain and no bonus cards
    are given any more (MAC-5)."""

    seat: int


@dataclass(frozen=True, slots=True)
class BonusCardsDrawn:
    """Cards drawn for opening from the hand (MAC-25); like any draw, only the drawer sees them."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PileTaken:
    seat: int
    cards: tuple[Card, ...]  # the whole pile, bottom first


@dataclass(frozen=True, slots=True)
class PartnershipFormed:
    """Three players: the first to take the pile plays alone; the other two are partners from now on and
    their melds lie together (V3-TMP-3)."""

    lone: int
    partners: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Melded:
    seat: int
    rank: str
    cards: tuple[Card, ...]  # the cards laid now
    new: bool  # a new meld rather than an addition
    canasta: bool  # this action made the meld a canasta


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Asked:
    seat: int


@dataclass(frozen=True, slots=True)
class Answered:
    seat: int
    yes: bool


@dataclass(frozen=True, slots=True)
class SpecialHandShown:
    """A special hand ends the hand (MAC-33)."""

    seat: int
    name: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class WentOut:
    seat: int
    concealed: bool


@dataclass(frozen=True, slots=True)
class HandEnded:
    reason: str  # "went_out", "stock_exhausted" or "last_red_three"
    round_scores: tuple[dict[str, Any], ...]


@dataclass(frozen=True, slots=True)
class GameEnded:
    winner: int | None  # the winning side, None for a draw


Event = (JokerCut | UpcardTurned | CardsDrawn | RedThreeLaid | TurnCardDrawn | BonusCardsDrawn | PileTaken
         | PartnershipFormed | Melded | Discarded | Asked | Answered | SpecialHandShown | WentOut | HandEnded
         | GameEnded)
