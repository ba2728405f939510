"""The table scene's small models: where a card lands or a click points (zones), the player's hand as he
handles it, the pointer, and the pacing of the computer players.  The scene owns one of each; the drawing
reads them."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import Move
from game.ui.input import Drag
from game.ui.table.sorting import SORT_MODES


@dataclass(frozen=True)
class HandZone:
    """The player's own hand."""


@dataclass(frozen=True)
class StockZone:
    """The stock."""


@dataclass(frozen=True)
class PileZone:
    """The discard pile."""


@dataclass(frozen=True)
class MeldZone:
    """A side's meld of one rank (or of wild cards)."""

    side: int
    rank: str


@dataclass(frozen=True)
class MeldRowZone:
    """The player's side's row of melds, off its melds: where a new meld goes."""


Zone = HandZone | StockZone | PileZone | MeldZone | MeldRowZone
HAND, STOCK, PILE, MELD_ROW = HandZone(), StockZone(), PileZone(), MeldRowZone()


@dataclass
class HandState:
    """The player's hand as he handles it: the cards he selected (by place in the sorted hand), the keyboard's
    cursor, and the order he sorts by."""

    selected: set[int] = field(default_factory=set)
    cursor: int = 0
    keyboard_used: bool = False  # the cursor is drawn once a key has moved it
    sort_mode: str = SORT_MODES[0]
    fresh: dict[str, float] = field(default_factory=dict)  # cards just drawn, and how long they stay marked


@dataclass
class PointerState:
    """Where the pointer is, the drag under way (it carries the selected cards), and the zone they would be
    dropped on."""

    hover: tuple[float, float] = (-1.0, -1.0)
    drag: Drag | None = None
    drop_target: Zone | None = None


@dataclass
class BotPacing:
    """The computer players' pace: the pause before the next action, and a move decided but not yet shown."""

    wait: float = 0.0
    move: Move | None = None
