"""The rule options of the chosen game, "à la carte": house rules and the table rules of RULES.md 3g.

One row per option (rule_options.py) in two columns: its label, and its current choice on a pill that a
click (or → and Space) moves to the next choice, a right click (or ←) to the one before.  A changed rule's
pill is gold; a rule that changes nothing in this game is greyed, with the reason on the help line.  Each
change is checked at once by the engine: a combination it cannot play is shown with its reason, and the
start screen will not start it.  The choices are remembered per game in the settings.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from game.i18n import ntr, tr
from game.ui.app import App, Scene
from game.ui.choices.presets import title
from game.ui.choices.rule_options import (
    OPTIONS,
    RuleOption,
    changes,
    choices_for,
    choose,
    chosen_index,
    own_index,
    problem,
    shown,
    unused_reason,
)
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.input import Click, Drag, Hover, Key, Press, Scroll, UiEvent
from game.ui.places import buttons_row, places_of
from game.ui.table.table_view import draw_baize

PANEL = Rect(24, 12, 1232, 696)
COLUMNS = (Rect(48, 96, 578, 492), Rect(654, 96, 578, 492))  # where the rows go, left column first
ROW_HEIGHT = 32  # the most a row takes; less if the options need it
TALL_ROW = 44  # the most in a frame taller than 720
SMALLEST_ROW_TEXT = 12  # Canvas.shrunk's least size, before it cuts a name short
PILL_WIDTH = 224
ROW_TEXT = 18  # 12 pixels high in the small 854x480 window
HELP_Y, STATUS_Y, BUTTONS_Y = 596, 624, 652
PROBLEM = (255, 170, 150)
UPRIGHT_ROW, UPRIGHT_HEADING, UPRIGHT_PILL, UPRIGHT_TEXT = 54, 40, 160, 16  # upright: rows to tap, scrolled
WHEEL_STEP = 60
UPRIGHT_TOP, UPRIGHT_FOOT = 126, 250  # where the rows' viewport begins upright, and the room under it
GREYED = (150, 170, 156)


@dataclass(frozen=True)
class Row:
    rect: Rect
    option: RuleOption | None  # None: a section heading
    heading: str = ""

    @property
    def pill(self) -> Rect:
        return Rect(self.rect.right - PILL_WIDTH, self.rect.y + 2, PILL_WIDTH, self.rect.height - 4)


def layout_rows(options: tuple[RuleOption, ...] = OPTIONS, shift: tuple[int, int] = (0, 0), taller: int = 0
                ) -> list[Row]:
    """Headings and options, in order, flowed down the left column and on into the right one; rows shrink
    (down to 26) when there are more than fit at full height.  ``shift``: where the design stands in the frame;
    ``taller``: how much taller than 720 the frame is (4:3, a square window): the rows grow, to take two lines
    of a small window's text where a long name needs them."""
    entries = _entries(options)
    per_column = -(-len(entries) // len(COLUMNS))
    if entries[per_column - 1][0] is None:  # a heading never ends a column
        per_column -= 1
    most = ROW_HEIGHT if not taller else TALL_ROW
    height = max(26, min(most, (COLUMNS[0].height + taller) // per_column))
    rows = []
    for i, (option, heading) in enumerate(entries):
        index = min(i // per_column, len(COLUMNS) - 1)  # more than fit run on down the last (a test checks)
        y = COLUMNS[index].y + (i - index * per_column) * height
        column = COLUMNS[index]
        rows.append(Row(Rect(column.x + shift[0], y + shift[1], column.width, height), option, heading))
    return rows


def _entries(options: tuple[RuleOption, ...]) -> list[tuple[RuleOption | None, str]]:
    entries: list[tuple[RuleOption | None, str]] = []
    for option in options:
        if not entries or _section(entries) != option.section:
            entries.append((None, option.section))
        entries.append((option, ""))
    return entries


def upright_rows(left: int, right: int, top: float, options: tuple[RuleOption, ...] = OPTIONS) -> list[Row]:
    """A phone held upright: one column of rows from ``top`` down, each tall enough to tap (scrolled)."""
    rows, y = [], top
    for option, heading in _entries(options):
        height = UPRIGHT_ROW if option is not None else UPRIGHT_HEADING
        rows.append(Row(Rect(left, round(y), right - left, height), option, heading))
        y += height
    return rows


def footer_lines(canvas: Canvas, text: str, width: float, bold: bool = False) -> tuple[float, list[str]]:
    """The help or status line under the rows: one line, a little smaller if need be; German and Dutch, which
    run longer, may take two lines of the smallest size (the room above the next line holds two)."""
    size = canvas.fitting_size(text, theme.TEXT_SMALL + 1, width, bold)
    if canvas.text_size(text, size, bold)[0] <= width:
        return size, [text]
    return size, canvas.wrap(text, size, width, bold, balanced=True, most=2)


def not_in_this_game(option: RuleOption, reason: str) -> str:
    """Why a greyed option changes nothing: ``reason`` is the rules' own sentence (RuleSet.inert, its English
    marked for the catalogs in game/core/rules.py), said in the current language."""
    return tr("{option}: not in this game. {reason}", option=shown(option.label), reason=tr(reason))


def _section(entries: list[tuple[RuleOption | None, str]]) -> str:
    option, heading = entries[-1]
    return heading if option is None else option.section


class OptionsScene(Scene):
    """The chosen game's rules; Done (Enter, Esc) goes back to the start screen.  In the window's frame: the
    design centred in landscape; upright one column of rows, scrolled, under the title and over the help."""

    fills_frame = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.preset = app.settings.preset
        self.options = app.settings.options()
        self.rows = layout_rows()
        self.option_rows = [row for row in self.rows if row.option is not None]
        self.scroll = 0.0
        self._laid: tuple | None = None
        self._drag_from = 0.0
        self.focus = 0  # index into option_rows: the keyboard's row, and the one the help line explains
        self.hover = (-1.0, -1.0)
        self.message = ""  # why the last click changed nothing (a greyed row)
        self.buttons = [
            Button(tr("Back to the game's rules"), Rect(330, BUTTONS_Y, 330, 44), self.reset, "r"),
            Button(tr("Done"), Rect(680, BUTTONS_Y, 270, 44), self.done, "return", True),
        ]

    # -- what it shows ----------------------------------------------------------------------------
    @property
    def upright(self) -> bool:
        return places_of(self.app.canvas).portrait

    def viewport(self) -> Rect | None:
        """Upright: where the rows show, scrolled; None in landscape, where they all show."""
        p = places_of(self.app.canvas)
        if not p.portrait:
            return None
        return Rect(20, UPRIGHT_TOP, p.width - 40, p.height - UPRIGHT_TOP - UPRIGHT_FOOT)

    def _lay(self) -> None:
        """The rows and buttons for the frame and the scroll of now."""
        p = places_of(self.app.canvas)
        if self._laid == (p.size, self.scroll):
            return
        self._laid = (p.size, self.scroll)
        if not p.portrait:
            taller = p.height - 720
            self.rows = layout_rows(shift=(p.dx, 0), taller=taller)
            self.buttons[0].rect = Rect(330 + p.dx, BUTTONS_Y + taller, 330, 44)
            self.buttons[1].rect = Rect(680 + p.dx, BUTTONS_Y + taller, 270, 44)
        else:
            viewport = self.viewport()
            assert viewport is not None
            self.rows = upright_rows(viewport.x + 8, viewport.right - 14, viewport.y - self.scroll)
            whole = sum(row.rect.height for row in self.rows)
            self.scroll = min(self.scroll, max(0.0, whole - viewport.height))
            rects = buttons_row([10 ** 4] * 2, 30, p.width - 30, p.height - 24 - 2 * 52 - 6, 52)
            self.buttons[0].rect, self.buttons[1].rect = rects
        self.option_rows = [row for row in self.rows if row.option is not None]

    def _scrolled(self, lines: float = 0.0, to: float | None = None) -> None:
        viewport = self.viewport()
        if viewport is None:
            return
        whole = sum(UPRIGHT_ROW if option is not None else UPRIGHT_HEADING for option, _ in _entries(OPTIONS))
        wanted = self.scroll - lines * WHEEL_STEP if to is None else to
        self.scroll = max(0.0, min(float(whole - viewport.height), wanted))

    @property
    def problem(self) -> str | None:
        return problem(self.preset, self.options)

    def choice_label(self, option: RuleOption) -> str:
        """The option's current choice, as its pill shows it (in the current language)."""
        return shown(choices_for(option, self.preset)[chosen_index(option, self.preset, self.options)].label)

    def is_changed(self, option: RuleOption) -> bool:
        return chosen_index(option, self.preset, self.options) != own_index(option, self.preset)

    # -- acting -----------------------------------------------------------------------------------
    def step(self, option: RuleOption, by: int) -> None:
        """Move ``option`` to its next (or previous) choice, unless it changes nothing in this game."""
        self.focus = next(i for i, row in enumerate(self.option_rows) if row.option is option)
        reason = unused_reason(option, self.preset, self.options)
        if reason:
            self.message = not_in_this_game(option, reason)
            return
        self.message = ""
        count = len(choices_for(option, self.preset))
        index = (chosen_index(option, self.preset, self.options) + by) % count
        self._set(choose(self.preset, self.options, option, index))

    def reset(self) -> None:
        self.message = ""
        self._set({})

    def done(self) -> None:
        self.app.pop()

    def _set(self, options: dict) -> None:
        self.options = options
        self.app.settings.set_options(options, self.preset)
        self.app.save_settings()

    def handle(self, event: UiEvent) -> None:
        self._lay()
        if isinstance(event, Scroll):
            self._scrolled(event.lines)
        elif isinstance(event, Press):
            self._drag_from = self.scroll
        elif isinstance(event, Drag):
            self._scrolled(to=self._drag_from - (event.pos[1] - event.start[1]))
        elif isinstance(event, Hover):
            self.hover = event.pos
            row = self._row_at(event.pos)
            if row is not None:
                self.focus = self.option_rows.index(row)
        elif isinstance(event, Click):
            if event.button == 1:
                for button in self.buttons:
                    if button.hit(event.pos):
                        button.action()
                        return
            row = self._row_at(event.pos)
            if row is not None and row.option is not None:
                self.step(row.option, -1 if event.button == 3 else 1)
        elif isinstance(event, Key):
            self._key(event.name)

    def _key(self, name: str) -> None:
        option = self.option_rows[self.focus].option
        if name in ("down", "up"):
            self.focus = (self.focus + (1 if name == "down" else -1)) % len(self.option_rows)
            self.message = ""
            self._show_focus()
        elif name in ("right", "space") and option is not None:
            self.step(option, 1)
        elif name == "left" and option is not None:
            self.step(option, -1)
        elif name == "escape":
            self.done()
        else:
            for button in self.buttons:
                if button.key == name:
                    button.action()

    def _row_at(self, pos: tuple[float, float]) -> Row | None:
        viewport = self.viewport()
        if viewport is not None and not viewport.collidepoint(pos):
            return None
        return next((row for row in self.option_rows if row.rect.collidepoint(pos)), None)

    def _show_focus(self) -> None:
        """Upright: scroll the row the keys are on into view."""
        viewport = self.viewport()
        if viewport is None:
            return
        self._lay()
        row = self.option_rows[self.focus].rect
        if row.top < viewport.top:
            self._scrolled(to=self.scroll - (viewport.top - row.top))
        elif row.bottom > viewport.bottom:
            self._scrolled(to=self.scroll + row.bottom - viewport.bottom)
        self._lay()

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        self._lay()
        draw_baize(canvas)
        p, viewport = places_of(canvas), self.viewport()
        panel = PANEL.move(p.dx, 0).inflate(0, 2 * p.dy).move(0, p.dy) if viewport is None else \
            Rect(10, 10, p.width - 20, p.height - 20)
        canvas.box(panel, theme.PANEL, radius=24)
        heading = tr("Rules of {game}", game=title(self.preset))
        heading, size = canvas.shrunk(heading, theme.TEXT_BIG + 2, panel.width - 40, bold=True, smallest=16)
        canvas.text(heading, size, (p.centre, panel.y + 16), theme.GOLD, bold=True, anchor="midtop")
        said = tr("Click a rule to change it (right click: back), or ↑ ↓ and ← →. Gold: changed from the game.")
        for i, line in enumerate(canvas.wrap(said, theme.TEXT_SMALL + 1, panel.width - 40, balanced=True, most=3)):
            canvas.text(line, theme.TEXT_SMALL + 1, (p.centre, panel.y + 54 + 19 * i), theme.INK_DIM, anchor="midtop")
        with canvas.clip(viewport or canvas.window_rect()):
            for row in self.rows:
                if viewport is not None and not row.rect.colliderect(viewport):
                    continue
                if row.option is None:
                    canvas.text(shown(row.heading), theme.TEXT, (row.rect.x, row.rect.bottom - 4), theme.GOLD,
                                bold=True, anchor="bottomleft")
                    canvas.line((row.rect.x, row.rect.bottom - 1), (row.rect.right, row.rect.bottom - 1),
                                theme.OUTLINE)
                else:
                    self._draw_row(canvas, row, self.option_rows.index(row) == self.focus)
        self._draw_footer(canvas)
        for button in self.buttons:
            button.draw(canvas, hovered=button.hit(self.hover))

    def _draw_row(self, canvas: Canvas, row: Row, focused: bool) -> None:
        option = row.option
        assert option is not None
        greyed = unused_reason(option, self.preset, self.options) is not None
        if focused:
            canvas.box(row.rect.inflate(10, 0), (255, 255, 255, 34), radius=8)
        pill_width = PILL_WIDTH if not self.upright else UPRIGHT_PILL
        label_width = row.rect.width - pill_width - 12
        colour = GREYED if greyed else theme.INK
        label = shown(option.label)
        least = canvas.text_size(label, SMALLEST_ROW_TEXT)
        two = self.upright or least[0] > label_width and row.rect.height >= 2 * least[1]
        label, size = canvas.shrunk(label, ROW_TEXT, label_width) if not two else (label, ROW_TEXT)
        if two:  # a long name takes two lines of a row tall enough (upright; a small window's taller frame)
            size = UPRIGHT_TEXT if self.upright else SMALLEST_ROW_TEXT
            lines = canvas.wrap(label, size, label_width, balanced=True, most=2)
            for i, line in enumerate(lines):
                y = row.rect.centery + (i - (len(lines) - 1) / 2) * (size + 3)
                canvas.text(line, size, (row.rect.x, y), colour, anchor="midleft")
        else:
            canvas.text(label, size, (row.rect.x, row.rect.centery), colour, anchor="midleft")
        pill = row.pill if not self.upright else Rect(row.rect.right - pill_width, row.rect.y + 4, pill_width,
                                                       row.rect.height - 8)
        if greyed:
            face, ink = (60, 92, 72), GREYED
        else:
            changed = self.is_changed(option)
            face = theme.GOLD if changed else (theme.BUTTON_HOVER if pill.collidepoint(self.hover) else theme.BUTTON)
            ink = theme.BUTTON_TEXT
        canvas.box(pill, face, radius=8)
        choice = self.choice_label(option)
        least = canvas.text_size(choice, SMALLEST_ROW_TEXT)
        if self.upright or least[0] > pill_width - 16 and row.rect.height >= 2 * least[1]:  # two lines of the pill
            size = UPRIGHT_TEXT - 1 if self.upright else SMALLEST_ROW_TEXT
            lines = canvas.wrap(choice, size, pill_width - 14, balanced=True, most=2)
            pitch = min(canvas.text_size(choice, size)[1], pill.height / 2)
            for i, line in enumerate(lines):
                y = pill.centery + (i - (len(lines) - 1) / 2) * pitch
                canvas.text(line, size, (pill.centerx, y), ink, anchor="center")
            return
        choice, size = canvas.shrunk(choice, ROW_TEXT - 1, pill_width - 16)
        canvas.text(choice, size, pill.center, ink, anchor="center")

    def _draw_footer(self, canvas: Canvas) -> None:
        option = self.option_rows[self.focus].option
        assert option is not None
        reason = unused_reason(option, self.preset, self.options)
        if self.message:
            help_line, colour = self.message, PROBLEM
        elif reason:
            help_line, colour = not_in_this_game(option, reason), GREYED
        else:
            choices = " · ".join(shown(choice.label) for choice in choices_for(option, self.preset))
            own = shown(choices_for(option, self.preset)[own_index(option, self.preset)].label)
            help_line = tr("{option} ({rules}): {choices}. This game: {own}.", option=shown(option.label),
                           rules=option.source, choices=choices, own=own)
            colour = theme.INK_DIM
        p = places_of(canvas)
        width = PANEL.width - 60 if not p.portrait else p.width - 50
        top = HELP_Y + 2 * p.dy if not p.portrait else p.height - UPRIGHT_FOOT + 8
        for i, line in enumerate(self._footer(canvas, help_line, width, p.portrait)):
            canvas.text(line[0], line[1], (p.centre, top + i * (line[1] + 1)), colour, anchor="midtop")
        top = STATUS_Y + 2 * p.dy if not p.portrait else top + 3 * (theme.TEXT_SMALL + 2) + 4
        trouble = self.problem
        if trouble:
            status, colour = tr("Cannot be played: {reason}", reason=trouble), PROBLEM
        else:
            changed = changes(self.preset, self.options)
            status = (ntr("House rules: {count} changed from {game}", "House rules: {count} changed from {game}",
                          len(changed), game=title(self.preset)) if changed
                      else tr("The rules of {game}, as they are", game=title(self.preset)))
            colour = theme.GOLD if changed else theme.INK
        for i, line in enumerate(self._footer(canvas, status, width, p.portrait, bold=True)):
            canvas.text(line[0], line[1], (p.centre, top + i * (line[1] + 1)), colour, bold=True, anchor="midtop")

    @staticmethod
    def _footer(canvas: Canvas, text: str, width: float, upright: bool, bold: bool = False
                ) -> list[tuple[str, float]]:
        """A footer line as drawn: upright wrapped into three lines at most, else footer_lines."""
        if upright:
            return [(line, theme.TEXT_SMALL) for line in canvas.wrap(text, theme.TEXT_SMALL, width, bold,
                                                                     balanced=True, most=3 if not bold else 2)]
        size, lines = footer_lines(canvas, text, width, bold)
        return [(line, size) for line in lines]
