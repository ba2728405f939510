"""Who plays each seat of the chosen game (the start screen's Players row, Seats…): a person, or a computer
player of a level, seat by seat.  One to all seats may be people's: partners together against computer
players, or people against people, passing the screen between their turns (pass and play).

The seats are listed by their compass names, South (seat 0) first and then clockwise as play goes; where
several people play, each goes by his seat's name at the table too (with one person, the table calls him
"You").  A choice applies at once and is remembered for games of as many players (Settings.seating); the
last person cannot be made a computer player.  Keys: ↑ ↓ from seat to seat, ← → the choice before or after,
`r` the usual table (you in South, computer players at the level chosen), Enter or Esc closes it.
"""

from __future__ import annotations

from pygame import Rect

from game.ai import LEVELS
from game.core import preset
from game.i18n import N_, tr
from game.ui.app import App
from game.ui.choices.match_settings import default_seats
from game.ui.choices.presets import title
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.input import Click, Key, UiEvent
from game.ui.places import TAP, Places, flow
from game.ui.scenes.modal import PAD, Modal
from game.ui.table.seats import PERSON, compass_names, join_names

# Each seat's choices, as the buttons say them (the levels as the start screen names them)
KIND_NAMES = {PERSON: N_("Person"), "beginner": N_("Beginner"), "normal": N_("Normal"), "expert": N_("Expert"),
              "master": N_("Master")}
WIDTH, TOP_ROOM, ROW_PITCH, FOOT_ROOM = 820, 84, 42, 128
CHOICE_HEIGHT, CHOICE_GAP, CHOICE_TEXT = 32, 8, theme.TEXT_SMALL + 1
LABEL_GAP = 24
PROBLEM = (255, 170, 150)


class SeatsDialog(Modal):
    def __init__(self, app: App) -> None:
        self.count = preset(app.settings.preset).player_count
        height = TOP_ROOM + self.count * ROW_PITCH + FOOT_ROOM
        super().__init__(app, Rect(640 - WIDTH // 2, 360 - height // 2, WIDTH, height))
        self.on_escape = self.done
        self.focus: int | None = None  # the seat the arrow keys are on, once one is used
        self.refusal = ""  # why the last choice was not made
        self._names: list[tuple[float, float]] = []  # where each seat's name goes
        self._choices: list[tuple[Rect, int, str, str]] = []
        self._lines_top = 0.0
        self.relabel()

    def relabel(self) -> None:
        self.buttons = [Button(tr("Usual table"), Rect(0, 0, 240, 44), self.usual, "r"),
                        Button(tr("Done"), Rect(0, 0, 240, 44), self.done, "return", True)]
        self.laid_out()

    def layout(self, p: Places) -> None:
        """Landscape: each seat's name, its choices beside it.  Upright: the name above its choices, which wrap
        the panel's width, every one tall enough to tap; the panel as tall as the seats need."""
        canvas = self.app.canvas
        names = compass_names(self.count)
        kinds = [(kind, tr(KIND_NAMES.get(kind, kind.capitalize()))) for kind in (PERSON, *LEVELS)]
        widths = [canvas.text_size(label, CHOICE_TEXT, bold=True)[0] + 26 for _, label in kinds]
        self.place(p, self.panel_width(p, WIDTH), self.design.height)
        self._names, self._choices = [], []
        if p.portrait:
            said = len(self.said_lines(canvas, [*self.lines(), tr("At least one seat must be a person's")]))
            bottom = self._lay_upright(widths, kinds)  # once to measure, once where the panel then stands
            self.place(p, self.rect.width, round(bottom - self.rect.top) + said * 22 + 22 + self.buttons_height(p))
            self._lay_upright(widths, kinds)
            self.lay_buttons(self.buttons, self.rect.height - 18 - self.buttons_height(p))
            return
        said = len(self.said_lines(canvas, [*self.lines(), tr("At least one seat must be a person's")]))
        self.place(p, WIDTH, max(self.design.height, TOP_ROOM + self.count * ROW_PITCH + 4 + 22 * said + 70))
        left = self.rect.left + 36 + max(canvas.text_size(name, theme.TEXT, bold=True)[0] for name in names) + LABEL_GAP
        for seat in range(self.count):
            y = self.rect.top + TOP_ROOM + seat * ROW_PITCH
            self._names.append((self.rect.left + 36, y + 6))
            rects = flow(widths, left, 10 ** 6, y, CHOICE_HEIGHT, CHOICE_GAP)
            self._choices += [(r, seat, kind, label) for r, (kind, label) in zip(rects, kinds, strict=True)]
        self._lines_top = self.rect.top + TOP_ROOM + self.count * ROW_PITCH + 4
        bottom = self.rect.bottom - 58
        self.buttons[0].rect = Rect(self.rect.centerx - 250, bottom, 240, 44)
        self.buttons[1].rect = Rect(self.rect.centerx + 10, bottom, 240, 44)

    def done(self) -> None:
        self.app.pop()

    # -- what is shown ----------------------------------------------------------------------------
    @property
    def seating(self) -> tuple[str, ...]:
        return self.app.settings.seating()

    def _lay_upright(self, widths: list[float], kinds: list[tuple[str, str]]) -> float:
        """Each seat's name above its choices, from the panel's top; where they end."""
        left, right = self.rect.left + PAD - 6, self.rect.right - PAD + 6
        self._names, self._choices = [], []
        y = float(self.rect.top + 76)
        for seat in range(self.count):
            self._names.append((left, y))
            rects = flow(widths, left, right, y + 26, TAP, CHOICE_GAP, 6)
            self._choices += [(r, seat, kind, label) for r, (kind, label) in zip(rects, kinds, strict=True)]
            y = rects[-1].bottom + 12
        self._lines_top = y - 4
        return y

    def row_y(self, seat: int) -> int:
        """The top of a seat's first choice."""
        self.laid_out()
        if seat >= self.count:  # under the last seat: where the lines about the people begin
            return round(self._lines_top) - 4
        return next(rect.top for rect, s, _, _ in self._choices if s == seat)

    def choices(self) -> list[tuple[Rect, int, str, str]]:
        """(rect, seat, kind, label) for every choice of every seat, in the current language."""
        self.laid_out()
        return list(self._choices)

    def lines(self) -> list[str]:
        """Under the seats: who the people are, and who partners whom."""
        people = [seat for seat, kind in enumerate(self.seating) if kind == PERSON]
        names = compass_names(self.count)
        if len(people) == 1:
            said = tr("One person plays, in {seat}; the table calls him You.", seat=names[people[0]])
        else:
            said = tr("{people} share this screen, passing it between their turns.",
                      people=join_names([names[seat] for seat in people]))
        rules = preset(self.app.settings.preset)
        if not rules.has_partners:
            return [said]
        sides = [join_names([names[s] for s in range(self.count) if s % rules.side_count == side])
                 for side in range(rules.side_count)]
        return [said, tr("Partners: {sides}", sides="; ".join(sides))]

    # -- what is done -----------------------------------------------------------------------------
    def choose(self, seat: int, kind: str) -> None:
        kinds = list(self.seating)
        kinds[seat] = kind
        if PERSON not in kinds:
            self.refusal = tr("At least one seat must be a person's")
            return
        self.refusal = ""
        self.app.settings.set_seating(kinds)
        self.app.save_settings()

    def usual(self) -> None:
        """You in South against computer players of the level chosen (the start screen's)."""
        self.refusal = ""
        self.app.settings.set_seating(default_seats(self.count, self.app.settings.level))
        self.app.save_settings()

    def handle(self, event: UiEvent) -> None:
        self.laid_out()
        if isinstance(event, Click):
            for rect, seat, kind, _ in self.choices():
                if rect.collidepoint(event.pos):
                    self.choose(seat, kind)
                    return
        elif isinstance(event, Key) and event.name in ("up", "down"):
            step = 1 if event.name == "down" else -1
            self.focus = 0 if self.focus is None else (self.focus + step) % self.count
            return
        elif isinstance(event, Key) and event.name in ("left", "right"):
            seat = self.focus or 0
            kinds = (PERSON, *LEVELS)
            at = kinds.index(self.seating[seat]) if self.seating[seat] in kinds else 0
            self.choose(seat, kinds[(at + (1 if event.name == "right" else -1)) % len(kinds)])
            return
        super().handle(event)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        heading = tr("Seats: {game}", game=title(self.app.settings.preset))
        x = self.rect.centerx
        heading, size = canvas.shrunk(heading, theme.TEXT_BIG, self.rect.width - 60, bold=True)
        canvas.text(heading, size, (x, self.rect.top + 18), theme.GOLD, bold=True, anchor="midtop")
        canvas.text(tr("Play goes clockwise, from South."), theme.TEXT_SMALL, (x, self.rect.top + 54),
                    theme.INK_DIM, anchor="midtop")
        names = compass_names(self.count)
        seating = self.seating
        for seat, name in enumerate(names):
            colour = theme.GOLD if seating[seat] == PERSON else theme.INK
            canvas.text(name, theme.TEXT, self._names[seat], colour, bold=True)
        for rect, seat, kind, label in self.choices():
            chosen = seating[seat] == kind
            if chosen and seat == self.focus:
                canvas.box(rect.inflate(8, 8), theme.INK, radius=11)  # the keyboard's ring
            face = theme.GOLD if chosen else (theme.BUTTON_HOVER if rect.collidepoint(self.hover) else theme.BUTTON)
            canvas.box(rect, face, radius=8)
            canvas.text(label, CHOICE_TEXT, rect.center, theme.BUTTON_TEXT, bold=chosen, anchor="center")
        y = self._lines_top
        for line in [*self.lines(), self.refusal]:
            for shown, size in self.said_lines(canvas, [line]):
                ink = PROBLEM if line == self.refusal else theme.INK_DIM
                canvas.text(shown, size, (x, y), ink, anchor="midtop")
                y += 22

    def said_lines(self, canvas: Canvas, lines: list[str]) -> list[tuple[str, float]]:
        """The lines under the seats as drawn, with their size: each a little smaller where it must be, else
        wrapped (German, a phone upright)."""
        width = self.rect.width - 72 if self.rect.width >= WIDTH else self.rect.width - 2 * PAD
        out: list[tuple[str, float]] = []
        for line in filter(None, lines):
            size = canvas.fitting_size(line, theme.TEXT_SMALL, width)
            if canvas.text_size(line, size)[0] <= width:
                out.append((line, size))
            else:
                out += [(part, theme.TEXT_SMALL) for part in canvas.wrap(line, theme.TEXT_SMALL, width, balanced=True)]
        return out
