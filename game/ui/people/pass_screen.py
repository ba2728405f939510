"""Several people at one table (pass and play): the screen between two people's turns.

It covers the whole table, every hand with it, and says whom to pass the screen to and why (his turn, or
his partner's "may I go out?"), with the last lines of the log, which every seat may read.  A click, a tap
or a key (Enter, Space, any other) tells the table that the person has it; Esc opens the table's menu, over
this screen and not over the table.
"""

from __future__ import annotations

from typing import Protocol

from pygame import Rect

from game.i18n import tr
from game.ui.app import App, Scene
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.input import Click, Hover, Key, UiEvent
from game.ui.places import TAP, places_of
from game.ui.table.match import Match
from game.ui.table.table_view import draw_baize

PANEL = Rect(240, 130, 800, 460)
LOG_LINES = 5  # the log's last lines: what happened since, public to every seat


class PassingTable(Protocol):
    """What the screen needs of the table beneath it (the table scene)."""

    match: Match

    def passed(self) -> None: ...

    def open_menu(self) -> None: ...


class PassScreen(Scene):
    """"Pass to North": nothing of the table shows until North taps."""

    covers = True  # the table beneath is not drawn at all
    fills_frame = True  # the cloth fills the window; the panel centred, or the frame's width upright

    def __init__(self, app: App, table: PassingTable, person: int) -> None:
        super().__init__(app)
        self.table = table
        self.person = person
        self.hover = (-1.0, -1.0)
        self.menu_button = Button(tr("Menu"), Rect(12, 678, 110, 32), table.open_menu, "escape")
        self.ready_button = Button(tr("Ready"), Rect(540, PANEL.bottom - 76, 200, 48), self.ready, "return", True)
        self.why = self.reason()  # the table waits beneath: nothing changes while this screen is up

    def panel(self) -> Rect:
        """The panel: as designed, centred in a landscape frame; upright, the frame's width and taller."""
        p = places_of(self.app.canvas)
        if not p.portrait:
            return p.design(PANEL)
        return Rect(10, 110, p.width - 20, 700)

    def _lay(self) -> None:
        """The buttons where the frame of now puts them: Ready in the panel's foot, Menu in the frame's corner."""
        panel, p = self.panel(), places_of(self.app.canvas)
        if p.portrait:
            self.ready_button.rect = Rect(panel.x + 30, panel.bottom - 80, panel.width - 60, max(52, TAP))
            self.menu_button.rect = Rect(12, p.height - 12 - TAP, 130, TAP)
        else:
            self.ready_button.rect = Rect(panel.centerx - 100, panel.bottom - 76, 200, 48)
            self.menu_button.rect = Rect(12 + p.dx, 678 + p.dy, 110, 32)

    def relabel(self) -> None:
        self.menu_button.label = tr("Menu")
        self.ready_button.label = tr("Ready")
        self.why = self.reason()

    @property
    def name(self) -> str:
        return self.table.match.names[self.person]

    def reason(self) -> str:
        """Why the screen goes to him: his turn, his partner's question, or the computer players' turns
        that come first (he watches them)."""
        match = self.table.match
        view = match.view(self.person)  # what he may see, as the table will show it: nothing hidden is read
        if view.to_act != self.person:
            return tr("{name} is playing…", name=match.names[view.to_act])
        if view.phase == "answer":
            asker = view.turn.asker
            partner = match.partners(self.person)[0] if asker is None else asker
            return tr("{player} asks: may I go out?", player=match.names[partner])
        return tr("It is {name}'s turn", name=self.name)

    def handle(self, event: UiEvent) -> None:
        self._lay()
        if isinstance(event, Hover):
            self.hover = event.pos
        elif isinstance(event, Click) and self.menu_button.hit(event.pos) or \
                isinstance(event, Key) and event.name == "escape":
            self.menu_button.action()
        elif isinstance(event, Click | Key):
            self.ready()

    def ready(self) -> None:
        """He has the screen: the table shows his hand."""
        self.app.pop()
        self.table.passed()

    def draw(self, canvas: Canvas) -> None:
        self._lay()
        draw_baize(canvas)
        panel = self.panel()
        x, width = panel.centerx, panel.width - 80 if panel.width >= PANEL.width else panel.width - 40
        canvas.box(panel, theme.PANEL, radius=24)
        title, size = canvas.shrunk(tr("Pass to {name}", name=self.name), theme.TITLE, panel.width - 40, bold=True,
                                    smallest=theme.TEXT_BIG)
        canvas.text(title, size, (x, panel.y + 40), theme.GOLD, bold=True, anchor="midtop")
        y = panel.y + 130
        for line in canvas.wrap(self.why, theme.TEXT_BIG, width, bold=True, balanced=True):
            y += canvas.text(line, theme.TEXT_BIG, (x, y), theme.INK, bold=True, anchor="midtop").height
        y += 16
        for line in canvas.wrap(tr("Every hand is hidden. Tap, click or press a key when ready."), theme.TEXT,
                                width, balanced=True):
            y += canvas.text(line, theme.TEXT, (x, y), theme.INK_DIM, anchor="midtop").height
        y += 24
        rows = [row for line in self.table.match.log[-LOG_LINES:]
                for row in canvas.wrap(line, theme.TEXT_SMALL, width)]
        room = max(0, int((self.ready_button.rect.top - 12 - y) // 20))
        for row in rows[-min(LOG_LINES, room):] if room else []:
            canvas.text(row, theme.TEXT_SMALL, (x - width / 2, y), theme.INK_DIM)
            y += 20
        for button in (self.ready_button, self.menu_button):
            button.draw(canvas, hovered=button.hit(self.hover))
