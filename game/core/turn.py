"""The phases of play and what the player to act has done this turn."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .moves import Answer, Ask, Discard, Draw, EndTurn, Lay, Meld, Move, Special, Take


class Phase(StrEnum):
    """Where the game stands; each phase equals its name as text (``Phase.DRAW == "draw"``)."""

    DRAW = "draw"  # the player to act draws from the stock or takes the pile
    PLAY = "play"  # he melds, asks, and ends his turn with a discard
    ANSWER = "answer"  # his partner answers whether he may go out
    ROUND_OVER = "round_over"  # the hand is scored; the next one is to be dealt
    GAME_OVER = "game_over"


PHASES = tuple(Phase)
# The phases by plain module names, for the engine's hot paths: ``Phase.DRAW`` is looked up through the enum
# class's machinery, several times slower than a global name (CPython 3.11).
DRAW, PLAY, ANSWER, ROUND_OVER, GAME_OVER = Phase.DRAW, Phase.PLAY, Phase.ANSWER, Phase.ROUND_OVER, Phase.GAME_OVER
HAND_OVER = frozenset({ROUND_OVER, GAME_OVER})
# The kinds of move each phase allows; none once the hand is over.  Where a move leads is the move's own
# business (Game.apply): a draw or a take leads to PLAY, an ask to ANSWER, a discard to the next player's
# DRAW, and any move that ends the hand to ROUND_OVER or GAME_OVER.
ALLOWED_MOVES: dict[Phase, frozenset[type[Move]]] = {
    Phase.DRAW: frozenset({Draw, Take, Lay}),
    Phase.PLAY: frozenset({Meld, Discard, Ask, EndTurn, Lay, Special}),
    Phase.ANSWER: frozenset({Answer}),
    Phase.ROUND_OVER: frozenset(),
    Phase.GAME_OVER: frozenset(),
}


@dataclass(slots=True)
class TurnState:
    """What the player to act has done this turn; the rules of the turn depend on it."""

    drew: bool = False  # the draw phase is over (stock or pile)
    took_pile: bool = False
    asked: str | None = None  # None, "pending", "yes" or "no" (C-OUT-4, C-OUT-5)
    melded: bool = False  # a meld or lay-off after the draw phase (C-OUT-4)
    side_was_open: bool = False  # the side had a meld when the turn began (C-CONC-1)
    seat_had_melded: bool = False  # the player had melded earlier this hand (D5, S1 reading)
    played_on_old: bool = False  # the player added to a meld that existed when the turn began (D5)
    no_discard: bool = False  # the last stock card was a red three under end_may_meld (C-STOCK-3)
    canastas_made: list[str] = field(default_factory=list)  # ranks the player closed this turn (X1-3)
    old_ranks: list[str] = field(default_factory=list)  # the side's meld ranks when the turn began
    asker: int | None = None  # who asked "may I go out?" while a partner answers (teams of three: V6-7)
    bonus_due: int | None = None  # MAC-25: the side opened from the hand this turn: bonus cards after the
    # discard, as the first side to meld (0) or the second (1)

    def copy(self) -> TurnState:
        return TurnState(self.drew, self.took_pile, self.asked, self.melded, self.side_was_open, self.seat_had_melded,
                         self.played_on_old, self.no_discard, list(self.canastas_made), list(self.old_ranks),
                         self.asker, self.bonus_due)

    def to_dict(self) -> dict[str, Any]:
        return {"drew": self.drew, "took_pile": self.took_pile, "asked": self.asked, "melded": self.melded,
                "side_was_open": self.side_was_open, "seat_had_melded": self.seat_had_melded,
                "played_on_old": self.played_on_old, "no_discard": self.no_discard,
                "canastas_made": list(self.canastas_made), "old_ranks": list(self.old_ranks), "asker": self.asker,
                "bonus_due": self.bonus_due}
