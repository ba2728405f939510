"""The hand review: the costliest decisions of the hand just played, one by one, on the table as it was.

Each is drawn by the table's own painting from the player's view at that moment, read-only: the better
move's cards lifted and where they go lit, as a hint shows a move; the move made and the better one named
in the status, why and what it cost where the log was.  Next and Back step through them, Esc or Close goes
back to the score sheet.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pygame import Rect

from game.ai import Verdict
from game.core import (
    GameView,
    parse_cards,
)
from game.i18n import ntr, reason_text, tr
from game.ui.app import App, Scene
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button, ButtonSpec, Toast, stack_buttons
from game.ui.input import Click, Hover, Key, UiEvent
from game.ui.places import TAP
from game.ui.table.animation import Animations
from game.ui.table.intents import move_cards, move_zones, places_of
from game.ui.table.layout import TableLayout
from game.ui.table.layout.portrait import EDGE, PortraitLayout, table_layout
from game.ui.table.log import card_text, move_words
from game.ui.table.match import Match
from game.ui.table.models import HandState, PointerState, Zone
from game.ui.table.seats import sides_in_play, threes_only
from game.ui.table.sorting import sort_hand
from game.ui.table.table_view import draw_table

NEXT_KEYS = ("n", "right")
BACK_KEYS = ("b", "left")
NOTES_ROOM = 68  # upright, added to the log's line for the notes: their title and three lines
CONTROLS_ACROSS, CONTROL_GAP = 4, 4  # upright: the controls in rows of four, a finger's height each (places.TAP)


@dataclass
class PastTable:
    """A moment of the hand, as the table's painting reads it (table_view.TableState): nothing moves and
    nothing is played."""

    match: Match
    view: GameView
    layout: TableLayout
    menu_button: Button
    four_colour: bool
    status: str = ""
    substatus: str = ""
    buttons: list[Button] = field(default_factory=list)
    hand: HandState = field(default_factory=HandState)
    pointing: PointerState = field(default_factory=PointerState)
    lit: set[Zone] = field(default_factory=set)
    incoming: dict[Zone, Counter[str]] = field(default_factory=dict)
    animations: Animations = field(default_factory=Animations)
    toast: Toast | None = None
    glossary_tip: tuple[str, tuple[float, float]] | None = None
    shown: dict[str, Any] = field(init=False)  # the view in the position format

    def __post_init__(self) -> None:
        self.shown = self.view.to_dict()

    hand_hidden = False  # the review shows the hand of the seat it reviews

    @property
    def hand_cards(self) -> list[str]:
        return sort_hand(parse_cards(self.shown["hands"][self.view.seat]), self.hand.sort_mode)

    def dragging_indices(self) -> set[int]:
        return set()

    def table_points(self, side: int, threes: int | None = None) -> int:
        return self.view.table_score(side, threes)

    def info_lines(self) -> list[str]:
        return []

    def show_move(self, cards: list[str], zones: set[Zone]) -> None:
        """Lift these cards of the hand (one place per card) and light where they go."""
        self.hand.selected = places_of(cards, self.hand_cards)
        self.lit = zones


def past_layout(app: App, view: GameView, seat_room: int = 0, log_room: int = 0) -> TableLayout:
    """The table's own layout (portrait.table_layout) for a past position seen from ``view.seat``, in the
    window's frame: landscape or upright as the table scene lays it out; upright the log's line the frame's
    width (Close goes with the other controls, past_controls), ``log_room`` taller and the seats'
    rows ``seat_room``."""
    rules = view.rules
    layout = table_layout(rules.player_count, sides_in_play(view, view.seat), rules.canasta_size,
                          rules.threes_as_bonus_cards == "both_colours", len(view.scores),
                          hand_scale=app.settings.hand_scale, threes_only=threes_only(view, view.seat),
                          viewer=view.seat, frame=app.canvas.frame, seat_room=seat_room, log_room=log_room)
    if isinstance(layout, PortraitLayout):
        layout.log_rect.width = layout.frame.width - 2 * EDGE
    app.canvas.warm_also(layout.meld_card)
    app.canvas.warm_also(layout.hand_card)
    return layout


def past_controls(layout: TableLayout, specs: list[ButtonSpec], close: Button) -> list[Button]:
    """A past table's buttons (its first the main one) and its Close: in landscape stacked where the turn's
    actions go, Close where the menu is; upright in rows of ``CONTROLS_ACROSS`` a finger's height (places.TAP)
    over the info and the actions' bands, the main one at the left of the lowest row, Close the last."""
    if not isinstance(layout, PortraitLayout):
        close.rect = Rect(layout.menu_rect)
        return stack_buttons(specs, layout.buttons_rect)
    top = layout.info_rect.y
    area = Rect(EDGE, top, layout.frame.width - 2 * EDGE, layout.buttons_rect.bottom - top)
    rects = control_rects(area, len(specs) + 1)
    close.rect = rects[-1]
    return [Button(label, rect, action, key, primary, refused=refused[0] if refused else "")
            for (label, action, key, primary, *refused), rect in zip(specs, rects, strict=False)]


def control_rects(area: Rect, count: int) -> list[Rect]:
    """``count`` buttons TAP high in rows from the foot of ``area`` up, each row centred across it."""
    across = max(1, min(count, CONTROLS_ACROSS))
    width = (area.width - (across - 1) * CONTROL_GAP) // across
    rects = []
    for i in range(count):
        row, place = divmod(i, across)
        in_row = min(across, count - row * across)
        left = area.centerx - (in_row * width + (in_row - 1) * CONTROL_GAP) // 2
        rects.append(Rect(left + place * (width + CONTROL_GAP), area.bottom - TAP - row * (TAP + CONTROL_GAP),
                          width, TAP))
    return rects


class ReviewScene(Scene):
    """The costliest decisions of the hand (``verdicts``, costliest first), or a word that there were none."""

    fills_frame = True  # the table laid out for the window's shape, as the table scene's (portrait.table_layout)

    def __init__(self, app: App, match: Match, verdicts: list[Verdict], decisions: int = 0,
                 seat: int | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.seat = match.people[0] if seat is None else seat  # whose decisions, and whose view
        self.verdicts = verdicts
        self.decisions = decisions  # how many the player made this hand
        self.index = 0
        self.close_button = Button(tr("Close"), Rect(12, 678, 110, 32), self.close, "escape")
        self.table = self._table_at(0)

    # -- what is shown ----------------------------------------------------------------------------
    @property
    def verdict(self) -> Verdict | None:
        return self.verdicts[self.index] if self.verdicts else None

    def _table_at(self, index: int) -> PastTable:
        self.index = index
        verdict = self.verdict
        view = verdict.view if verdict is not None else self.match.view(self.seat)
        layout = past_layout(self.app, view, log_room=NOTES_ROOM)
        table = PastTable(self.match, view, layout, self.close_button, self.app.settings.four_colour)
        last = len(self.verdicts) - 1
        specs: list[Any] = [(tr("Next"), self.next, "n", True, "" if index < last else tr("This was the last")),
                            (tr("Back"), self.back, "b", False, "" if index > 0 else tr("This is the first"))]
        table.buttons = past_controls(layout, specs if verdict is not None and last > 0 else [], self.close_button)
        if verdict is None:
            table.status = tr("No costly decisions this hand")
            table.substatus = tr("Well played.") if self.decisions else tr("You made no decisions this hand.")
            return table
        table.show_move(move_cards(verdict.best), move_zones(view, verdict.best))
        return table

    def fit_frame(self) -> None:
        """The window's frame changed (a resize, a phone turned): the table laid out for it again."""
        if self.table.layout.frame_size != self.app.canvas.frame:
            self.table = self._table_at(self.index)

    # -- the loop ---------------------------------------------------------------------------------
    def handle(self, event: UiEvent) -> None:
        self.fit_frame()
        if isinstance(event, Hover):
            self.table.pointing.hover = event.pos
        elif isinstance(event, Click):
            for button in [*self.table.buttons, self.close_button]:
                if button.hit(event.pos):
                    button.action()
                    return
        elif isinstance(event, Key):
            if event.name == "escape":
                self.close()
            elif event.name in NEXT_KEYS:
                self.next()
            elif event.name in BACK_KEYS:
                self.back()

    def next(self) -> None:
        if self.index + 1 < len(self.verdicts):
            self.table = self._table_at(self.index + 1)

    def back(self) -> None:
        if self.index > 0:
            self.table = self._table_at(self.index - 1)

    def close(self) -> None:
        self.app.pop()

    def draw(self, canvas: Canvas) -> None:
        self.fit_frame()
        draw_table(canvas, self.table)
        self._notes(canvas)
        if self.verdict is not None:
            self._moves(canvas, self.verdict)

    def _moves(self, canvas: Canvas, verdict: Verdict) -> None:
        """Where the table says whose turn it is: the move made, and the better one in gold, as its cards
        are framed in the hand.  Three lines at most, clear of the pile's state beneath them."""
        layout = self.table.layout
        x, y = layout.status_pos
        rows = [(line, theme.INK, False) for line in
                canvas.wrap(tr("Your move: {move}", move=move_words(verdict.made)), theme.TEXT, layout.status_width)]
        rows += [(line, theme.GOLD, True) for line in
                 canvas.wrap(tr("Better: {move}", move=move_words(verdict.best)), theme.TEXT, layout.status_width,
                             bold=True)]
        for line, colour, bold in rows:
            y += canvas.text(line, theme.TEXT, (x, y), colour, bold=bold).height + 2

    def _notes(self, canvas: Canvas) -> None:
        """Where the log was: which decision this is and what it cost, then why the better move is better."""
        r = self.table.layout.log_rect
        canvas.box(r, theme.PANEL_SOLID, radius=10)
        canvas.box(r, (*theme.GOLD, 160), radius=10, width=2)
        verdict = self.verdict
        if verdict is None:
            title = tr("The hand reviewed")
            why = tr("Each of your decisions was as good as the best the computer found, or close to it.")
        else:
            title = tr("{number} of {count} · {cost}", number=self.index + 1, count=len(self.verdicts),
                       cost=cost_words(verdict.cost))
            why = reason_words(verdict, self.match.names)
        canvas.text(canvas.fit(title, theme.TEXT, r.width - 20, bold=True), theme.TEXT, (r.x + 10, r.y + 7),
                    theme.GOLD, bold=True)
        lines = canvas.wrap(why, theme.TEXT_SMALL, r.width - 20, most=3)
        for i, line in enumerate(lines):
            canvas.text(line, theme.TEXT_SMALL, (r.x + 10, r.y + 32 + i * 19), theme.INK)


def reason_words(verdict: Verdict, names: Sequence[str]) -> str:
    """Why the better move is better: the heuristics' reason for it, with cards and seats as the table
    writes them; without one, what the search saw in the sampled deals."""
    if verdict.reason is not None:
        return reason_text(verdict.reason, card_text, names)
    return ntr("Played out in {count} deal the hidden cards might make, it came out {points} points ahead of "
               "your move on average.",
               "Played out in {count} deals the hidden cards might make, it came out {points} points ahead of "
               "your move on average.", verdict.worlds, points=round(verdict.cost))


def cost_words(cost: float) -> str:
    """"cost about 120 points": to the nearest ten, which is all a few sampled deals can tell."""
    return tr("cost about {points} points", points=max(10, round(cost / 10) * 10))
