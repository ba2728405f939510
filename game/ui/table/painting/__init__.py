"""The table's painting, part by part, which table_view.py puts together in order: the melds (melds.py); the
panels and texts around the play: scores, log, status column, info (panels.py); the player's hand and the
other seats (hands.py); the stock and the pile (stock_and_pile.py); what passes over the table for a moment:
cards in flight, a special hand shown, speech bubbles (overlays.py).

Here: ``TableState``, what they read of the table scene, which they need not know; no part imports
table_view (which imports them), so there is no circle, not even for types."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.core import GameView
    from game.ui.drawing.widgets import Button, Toast
    from game.ui.table.animation import Animations
    from game.ui.table.layout import TableLayout
    from game.ui.table.match import Match
    from game.ui.table.models import HandState, PointerState, Zone


class TableState(Protocol):
    """What painting the table reads of the table scene (which this module need not know)."""

    match: Match
    view: GameView  # what the player's seat may know: the drawing reads the game through it alone
    shown: dict[str, Any]  # the view in the position format
    layout: TableLayout
    hand: HandState
    pointing: PointerState
    incoming: dict[Zone, Counter[str]]
    animations: Animations
    toast: Toast | None
    buttons: list[Button]
    menu_button: Button
    lit: set[Zone]  # where the selected cards can go now, or where a hint points
    glossary_tip: tuple[str, tuple[float, float]] | None  # a word of the table explained, and where
    status: str
    substatus: str

    @property
    def four_colour(self) -> bool: ...

    @property
    def hand_cards(self) -> list[str]: ...

    @property
    def hand_hidden(self) -> bool: ...  # another person is to act: the hand lies face down

    def dragging_indices(self) -> set[int]: ...

    def table_points(self, side: int, threes: int | None = None) -> int: ...

    def info_lines(self) -> list[str]: ...


RESTING = (150, 178, 160)  # the name of a seat that sits the hand out (five players), dimmer than INK_DIM
