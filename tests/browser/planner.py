"""A person's next gesture at the table, read from the app as it stands: the browser check performs it with
Chromium's real mouse, touch or keyboard; the desktop run of the same scenario posts it as pygame events.

A computer player decides each move for the person's seat; the planner turns the move into the gesture a person
would make next (select a card, let go of the wrong ones, click the stock, drag a card onto the pile, press a
button), one at a time, so that it always reads the table as it is after the last one.  Coordinates are
logical, in the view of the scene they are on (the probe turns them into the window's pixels with the game's
own canvas, so a gesture lands wherever the table lays the thing out); keys are named as the DOM names them
("Escape", "Enter", "h").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from game.ai import make_bot
from game.core import Answer, Ask, Discard, Draw, EndTurn, Lay, Meld, Special, Take
from game.i18n import tr
from game.ui.drawing.canvas import LOGICAL_SIZE, card_height
from game.ui.people.pass_screen import PassScreen
from game.ui.scenes.celebration import WinCelebration
from game.ui.scenes.dialogs import GoOutQuestion, ScoreSheet
from game.ui.scenes.modal import Confirm
from game.ui.scenes.table_scene import TableScene, lay_label, special_label

Gesture = dict[str, Any]
WAIT: Gesture = {"do": "wait"}


def click(pos: tuple[float, float]) -> Gesture:
    return {"do": "click", "at": [float(pos[0]), float(pos[1])]}


def button_at(scene: Any, label: str) -> tuple[float, float]:
    """The centre of the button labelled ``label`` (as shown, in the language spoken) on ``scene``."""
    for button in getattr(scene, "buttons", []):
        if button.label == label:
            return button.rect.center
    raise LookupError(f"no {label!r} button on {type(scene).__name__}: "
                      f"{sorted(b.label for b in getattr(scene, 'buttons', []))}")


def card_corner(table: TableScene, index: int) -> tuple[float, float]:
    """A visible point of the hand's card ``index``, as fanned now: its top-left corner where the table finds
    that card there (the fan's later cards overlap the earlier ones from the right), else the first point of
    the card the table finds it at, however the hand is laid out."""
    layout, count, lifted = table.layout, len(table.hand_cards), table.hand.selected
    x, y = layout.hand_positions(count, lifted)[index]
    width = layout.hand_card
    height = card_height(width)
    for dx, dy in [(12, 30), *((width * i / 8, height * j / 8) for j in range(1, 8) for i in range(1, 8))]:
        if layout.hand_card_at(count, set(lifted), (x + dx, y + dy)) == index:
            return x + dx, y + dy
    return x + 12, y + 30


class Planner:
    """Plays the person's seat (whichever person has the screen) by gestures; ``drags``: discards by dragging
    the card onto the pile rather than selecting it and clicking the pile; ``keys``: lets go of cards by Escape
    rather than by tapping each again (a phone has no keys)."""

    def __init__(self, app: Any, level: str = "normal", seed: int = 5, drags: bool = True, keys: bool = True) -> None:
        self.app = app
        self.bot = make_bot(level, seed)
        self.drags = drags
        self.keys = keys
        self.move: Any = None
        self._decided_at: tuple[int, int, int] | None = None
        self.gestures = 0

    @property
    def table(self) -> TableScene | None:
        tables = [s for s in self.app.scenes if isinstance(s, TableScene)]
        return tables[-1] if tables else None

    def situation(self) -> str:
        """"score" (a score sheet is up, or the winner's celebration over the last one), "pass" (the screen goes
        to another person), "answer", "confirm", "move" (the person acts), "wait" (the table is busy: computers,
        cards in flight) or "away" (no table)."""
        top = self.app.top
        if isinstance(top, ScoreSheet | WinCelebration):
            return "score"
        if isinstance(top, PassScreen):
            return "pass"
        if isinstance(top, GoOutQuestion):
            return "answer"
        if isinstance(top, Confirm):
            return "confirm"
        table = self.table
        if table is None or top is not table:
            return "away"
        if table.my_turn and table.match.game.phase != "answer" and not table.animations.busy:
            return "move"
        return "wait"

    def next(self) -> Gesture:
        """The next gesture, WAIT while nothing is the person's to do, or {"do": "done", "why": situation}."""
        situation = self.situation()
        if situation in ("score", "away"):
            return {"do": "done", "why": situation}
        if situation == "pass":  # the person the screen is passed to taps it, in the middle
            width, height = self.app.canvas.frame if self.app.top.fills_frame else LOGICAL_SIZE
            return click((width / 2, height * 5 / 9))
        if situation == "confirm":  # a warning before a costly move: the person meant it (the confirming
            top = self.app.top  # button, whichever key it has: a question that risks a game keeps Enter for No)
            return click(next(b.rect.center for b in top.buttons if b.action == top._confirm))
        if situation == "wait":
            return WAIT
        table = self.table
        assert table is not None
        if situation == "answer":
            answer = self.bot.choose(table.match.view(table.seat))
            label = tr("Yes") if isinstance(answer, Answer) and answer.yes else tr("No")
            return click(button_at(self.app.top, label))
        game = table.match.game
        stamp = (game.round, len(game.history), table.seat)
        if self.move is None or stamp != self._decided_at:
            self.move = self.bot.choose(table.match.view(table.seat))
            self._decided_at = stamp
        self.gestures += 1
        return self._gesture(table, self.move)

    def _gesture(self, table: TableScene, move: Any) -> Gesture:
        layout = table.layout
        if isinstance(move, Draw):
            return click(layout.stock_rect.center)
        if isinstance(move, Discard):
            if self.drags and not table.hand.selected:
                index = table.hand_cards.index(move.card)
                return {"do": "drag", "from": list(card_corner(table, index)), "to": list(layout.pile_rect.center)}
            return self._with_selected(table, [move.card], lambda: click(layout.pile_rect.center))
        if isinstance(move, Take):
            return self._with_selected(table, [c for g in move.groups for c in g.cards],
                                       lambda: click(layout.pile_rect.center))
        if isinstance(move, Meld):
            ours = table.meld_rects(table.view.side_of(table.seat))
            rank = move.groups[0].target_rank
            if len(move.groups) == 1 and rank in ours:
                rect = ours[rank]
                return self._with_selected(table, list(move.groups[0].cards),
                                           lambda: click((rect.centerx, rect.bottom - 10)))
            return self._with_selected(table, [c for g in move.groups for c in g.cards],
                                       lambda: click(button_at(table, tr("Meld"))))
        if isinstance(move, Ask):
            partner = move.partner if move.partner is not None else table.match.partners(table.seat)[0]
            return click(button_at(table, table.ask_label(partner)))
        if isinstance(move, Answer):
            return click(button_at(table, tr("Yes") if move.yes else tr("No")))
        if isinstance(move, EndTurn):
            return click(button_at(table, tr("End turn")))
        if isinstance(move, Lay):
            return click(button_at(table, lay_label(move.card)))
        if isinstance(move, Special):
            return click(button_at(table, special_label(move.name)))
        raise AssertionError(f"the planner cannot make {move!r}")

    def _with_selected(self, table: TableScene, cards: list[str], then: Callable[[], Gesture]) -> Gesture:
        """``then()`` once exactly ``cards`` are selected (a button such as Meld shows only then); before that,
        the next card to select, or Escape to let go of cards that do not belong (a hint's, say)."""
        hand = table.hand_cards
        selected = Counter(hand[i] for i in table.hand.selected if i < len(hand))
        wanted = Counter(cards)
        if selected == wanted:
            return then()
        extra = selected - wanted
        if extra and self.keys:
            return {"do": "key", "key": "Escape"}
        if extra:  # a tap on a selected card lets go of it
            index = next(i for i in sorted(table.hand.selected) if i < len(hand) and hand[i] in extra)
            return click(card_corner(table, index))
        card = next(iter(wanted - selected))
        index = next(i for i, c in enumerate(hand) if c == card and i not in table.hand.selected)
        return click(card_corner(table, index))
