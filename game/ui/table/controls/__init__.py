"""The player's controls at the table, worked for the table scene (scenes/table_scene.py): the turn's buttons
and status lines (buttons.py), his clicks, drags and keys made moves (table_input.py), and the word of the
table under his pointer (terms.py).

Here: ``Table``, what they read and change of the scene, which they need not know (no import of it, so no
circle between the scene and its parts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.ui.table.painting import TableState

if TYPE_CHECKING:
    from pygame import Rect

    from game.ui.app import App
    from game.ui.table.intents import Intent
    from game.ui.table.models import Zone


class Table(TableState, Protocol):
    """The table scene as its controls see it: what its drawing reads (TableState), and the seat, the app and
    the actions its buttons and keys call."""

    app: App
    seat: int  # whose screen it is
    hinted: tuple[frozenset[int], set[Zone]] | None  # a hint's selection and where it points
    opened_side: int | None  # another side's melds opened in full by a tap (a phone held upright)
    values: dict[str, int]  # each card's points under the rules

    @property
    def my_turn(self) -> bool: ...

    @property
    def dealing(self) -> bool: ...

    def selected_cards(self) -> list[str]: ...

    def threes_kept(self) -> list[str]: ...

    def meld_rects(self, side: int) -> dict[str, Rect]: ...

    def play_human(self, intent: Intent, confirmed: bool = False) -> bool: ...

    def say(self, text: str, error: bool = True) -> None: ...

    def undo(self) -> None: ...

    def show_hint(self) -> None: ...

    def open_menu(self) -> None: ...

    def open_log(self) -> None: ...

    def open_rules(self) -> None: ...
