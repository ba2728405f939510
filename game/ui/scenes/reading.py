"""Screens to read: the rules of the game in force (written from its RuleSet, help/rules_text.py) and the
whole log of the game, hand by hand.

A reading screen lists its sections on the left (a click jumps there) and shows the text on the right,
scrolled by the wheel, a drag, the arrow keys, PgUp/PgDn, Home and End; ← → go from section to section.
It fills the window's frame, taller or wider as the window is; on a phone held upright the text takes the
whole width and the sections are a button away (Contents), a tap on one going back to the text there.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache

from pygame import Rect

from game.core import RuleSet, preset
from game.i18n import catalog, tr
from game.ui.app import App, Scene
from game.ui.choices.presets import title
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.help.rules_text import Section, rules_sections
from game.ui.help.words import HOUSE_RULE
from game.ui.input import Click, Drag, Drop, Hover, Key, Press, Scroll, UiEvent
from game.ui.places import TAP, in_frame, places_of
from game.ui.table.match import Match
from game.ui.table.table_view import draw_baize

PANEL = Rect(40, 20, 1200, 680)
CONTENTS = Rect(64, 96, 250, 540)  # the sections, one per line
CONTENTS_MARGIN, CONTENTS_SMALLEST = 10, 13  # a title's room within its line; long ones shrink to this, then wrap
TEXT_AREA = Rect(340, 96, 860, 540)
BODY, HEADING = theme.TEXT_SMALL + 1, theme.TEXT + 2
LINE, HEADING_LINE, PARAGRAPH_GAP, SECTION_GAP = 23, 30, 9, 18
TABLE_COLUMN = 360  # where a table's second cell starts
BULLET_INDENT = 18
WHEEL_STEP = 3 * LINE
MARKED_INK = (255, 214, 120)
# The log's lines as table/log.py and table/match.py write them (their English, marked for the catalogs there),
# looked up in the current language: a deal line begins a hand's section, the score and the game's end stand
# out.  The log keeps lines in the language they were written in, so the English is always recognised too.
DEAL_LINES = ("Hand {number}: You dealt; you sit out.", "Hand {number}: You dealt; {player} sits out.",
              "Hand {number}: You dealt.", "Hand {number}: {dealer} dealt; you sit out.",
              "Hand {number}: {dealer} dealt; {player} sits out.", "Hand {number}: {dealer} dealt.")
MARKED_LINES = ("Score: {scores}", "The game is over: a draw.", "The game is over: you win!",
                "The game is over: your side wins!")
MARKED_COUNTED = (("The game is over: {winners} wins.", "The game is over: {winners} win."),)
MARKED_BEGINNINGS = ("Score:", "The game is over")  # as the log has always begun them in English


@dataclass(frozen=True)
class Line:
    """One laid-out line of the text: where it goes (below the text's top) and how it looks."""

    y: float
    text: str
    x: float = 0.0
    heading: bool = False
    second: str = ""  # a table row's right-hand cell
    marked: bool = False  # a line of a paragraph to stand out: a house rule, a hand's score


def base_rules(preset_name: str, rules: RuleSet) -> RuleSet:
    """The preset's own rules, at the target chosen for this game: what ``rules`` is measured against to
    mark its house rules (the target is chosen beside the rules, not as one of them)."""
    return replace(preset(preset_name), target_score=rules.target_score)


class ReadingScene(Scene):
    """Sections of text to read; ``marked`` picks the paragraphs that stand out, ``note`` is said at the top
    right, and ``at_end`` opens the text at its end (the log: the latest first)."""

    fills_frame = True

    def __init__(self, app: App, heading: str, sections: Sequence[Section], note: str = "",
                 marked: Callable[[str], bool] = lambda paragraph: False, gap: float = PARAGRAPH_GAP,
                 at_end: bool = False) -> None:
        super().__init__(app)
        self.heading, self.sections, self.note = heading, list(sections), note
        self.marked, self.gap = marked, gap
        self.showing_contents = False  # upright: the sections listed in place of the text
        self._frame: tuple[int, int] | None = None
        self.panel, self.contents_area, self.text_area = PANEL, CONTENTS, TEXT_AREA
        self.buttons: list[Button] = []
        self.lines: list[Line] = []
        self.section_tops: list[float] = []
        self.height = 0.0
        self._fit_frame()
        self.offset = self.most if at_end else 0.0
        self.hover = (-1.0, -1.0)
        self._drag_from: float | None = None

    @property
    def upright(self) -> bool:
        return places_of(self.app.canvas).portrait

    def _fit_frame(self) -> None:
        """The panel, the contents, the text and the buttons for the frame of now (again when it changes): the
        whole frame, the contents left of the text; upright the text the whole width, the contents behind
        a button."""
        canvas = self.app.canvas
        if self._frame == canvas.frame:
            return
        section = self.current_section() if self.lines else 0
        self._frame = canvas.frame
        p = places_of(canvas)
        w, h = p.size
        close = Button(tr("Close"), Rect(w - 240, h - 72, 170, 40), self.close, "escape", True)
        if p.portrait:
            self.panel = Rect(10, 10, w - 20, h - 20)
            self.text_area = Rect(30, 96, w - 72, h - 96 - 90)
            self.contents_area = Rect(30, 96, w - 60, h - 96 - 90)
            half = (w - 70) // 2
            close.rect = Rect(w - 30 - half, h - 28 - TAP - 6, half, TAP + 6)
            self.buttons = [Button(tr("Contents"), Rect(30, close.rect.y, half, TAP + 6), self.toggle_contents),
                            close]
        else:
            self.panel = Rect(40, 20, w - 80, h - 40)
            self.contents_area = Rect(CONTENTS.x, CONTENTS.y, CONTENTS.width, h - 180)
            self.text_area = Rect(TEXT_AREA.x, TEXT_AREA.y, w - 420, h - 180)
            self.buttons = [close]
        with in_frame(canvas):
            self.lines, self.section_tops, self.height = self._lay_out(canvas)
        self.offset = self.section_tops[min(section, len(self.section_tops) - 1)] if section else 0.0
        self.scroll_to(self.offset)

    def toggle_contents(self) -> None:
        """Upright: the sections in place of the text, or the text again."""
        self.showing_contents = not self.showing_contents
        self.buttons[0].label = tr("Text") if self.showing_contents else tr("Contents")

    def relabel(self) -> None:
        self._frame = None
        self._fit_frame()

    def update(self, dt: float) -> None:
        self._fit_frame()

    # -- layout -----------------------------------------------------------------------------------
    def _lay_out(self, canvas: Canvas) -> tuple[list[Line], list[float], float]:
        lines: list[Line] = []
        tops: list[float] = []
        y = 0.0
        width = self.text_area.width - 12
        column = min(TABLE_COLUMN, round(width * 0.5))
        for number, section in enumerate(self.sections):
            if number:
                y += SECTION_GAP
            tops.append(y)
            lines.append(Line(y, section.title, heading=True))
            y += HEADING_LINE
            for paragraph in section.paragraphs:
                rows = paragraph.split("\n")
                if all("\t" in row for row in rows):  # a table: two cells a row
                    for row in rows:
                        left, _, right = row.partition("\t")
                        if canvas.text_size(left, BODY)[0] + 8 > column - 6:  # a long first cell: the second under it
                            lines.append(Line(y, left, 8, marked=self.marked(row)))
                            y += LINE
                            lines.append(Line(y, "", 8, second=right, marked=self.marked(row)))
                        else:
                            lines.append(Line(y, left, 8, second=right, marked=self.marked(row)))
                        y += LINE
                else:
                    bullet = paragraph.startswith("• ")
                    indent = BULLET_INDENT if bullet else 0
                    text = paragraph[2:] if bullet else paragraph
                    for i, part in enumerate(canvas.wrap(text, BODY, width - indent)):
                        lines.append(Line(y, ("• " if bullet and i == 0 else "") + part,
                                          indent - (BULLET_INDENT if bullet and i == 0 else 0),
                                          marked=self.marked(paragraph)))
                        y += LINE
                y += self.gap
        return lines, tops, y

    @property
    def most(self) -> float:
        """How far the text scrolls: its end at the window's bottom."""
        return max(0.0, self.height - self.text_area.height)

    def scroll_to(self, offset: float) -> None:
        self.offset = min(max(0.0, offset), self.most)

    def current_section(self) -> int:
        """The section at the window's top (the last whose heading has scrolled past it)."""
        if self.offset >= self.most and self.most > 0:
            return len(self.sections) - 1
        return max((i for i, top in enumerate(self.section_tops) if top <= self.offset + 4), default=0)

    def contents_rects(self) -> list[Rect]:
        area = self.contents_area
        most = 36.0 if not self.upright else float(TAP + 4)
        pitch = min(most, area.height / max(len(self.sections), 1))  # a long game's hands close up
        return [Rect(area.x, round(area.y + i * pitch), area.width, round(pitch) - 4)
                for i in range(len(self.sections))]

    # -- input ------------------------------------------------------------------------------------
    closing_keys: tuple[str, ...] = ()  # the key that opened the screen closes it too

    def contents_entry(self, canvas: Canvas, rect: Rect, text: str, bold: bool
                       ) -> list[tuple[str, float, Rect]]:
        """A section's title in its place in the contents, as (line, size, where): one line, a little smaller
        where it must be, else two lines where the place is tall enough; never past the column into the
        text beside it (German titles run long: "Was dieses Spiel besonders macht")."""
        room = rect.width - 2 * CONTENTS_MARGIN
        size = canvas.fitting_size(text, BODY, room, bold, smallest=CONTENTS_SMALLEST)
        lines = [text]
        if canvas.text_size(text, size, bold)[0] > room:
            two = canvas.wrap(text, CONTENTS_SMALLEST, room, bold, balanced=True, most=2)
            fits_two = len(two) == 2 and rect.height >= 2 * CONTENTS_SMALLEST + 2
            lines = two if fits_two else [canvas.fit(text, CONTENTS_SMALLEST, room, bold)]
            size = CONTENTS_SMALLEST
        pitch = size + 1
        entries = []
        for i, line in enumerate(lines):
            width, height = canvas.text_size(line, size, bold)
            centre = rect.centery + (i - (len(lines) - 1) / 2) * pitch
            entries.append((line, size, Rect(rect.x + CONTENTS_MARGIN, round(centre - height / 2), round(width),
                                             round(height))))
        return entries

    def close(self) -> None:
        self.app.pop()

    def handle(self, event: UiEvent) -> None:
        self._fit_frame()
        if isinstance(event, Hover):
            self.hover = event.pos
        elif isinstance(event, Scroll):
            self.scroll_to(self.offset - event.lines * WHEEL_STEP)
        elif isinstance(event, Press):
            self._drag_from = self.offset if self.text_area.collidepoint(event.pos) else None
        elif isinstance(event, Drag) and self._drag_from is not None:
            self.scroll_to(self._drag_from - (event.pos[1] - event.start[1]))
        elif isinstance(event, Drop):
            self._drag_from = None
        elif isinstance(event, Click):
            self._click(event.pos)
        elif isinstance(event, Key):
            self._key(event)

    def _click(self, pos: tuple[float, float]) -> None:
        for button in self.buttons:
            if button.hit(pos):
                button.action()
                return
        if self.upright and not self.showing_contents:
            return
        for i, rect in enumerate(self.contents_rects()):
            if rect.collidepoint(pos):
                self.scroll_to(self.section_tops[i])
                if self.showing_contents:
                    self.toggle_contents()
                return

    def _key(self, event: Key) -> None:
        page = self.text_area.height - 2 * LINE
        moves = {"down": LINE * 2, "up": -LINE * 2, "page down": page, "page up": -page, "space": page}
        if event.name in moves:
            self.scroll_to(self.offset + moves[event.name])
        elif event.name == "home":
            self.scroll_to(0)
        elif event.name == "end":
            self.scroll_to(self.most)
        elif event.name in ("escape", "return", *self.closing_keys):
            self.close()
        elif event.name in ("left", "right"):  # the section before or after
            at = self.current_section() + (1 if event.name == "right" else -1)
            self.scroll_to(self.section_tops[min(max(at, 0), len(self.sections) - 1)])

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        draw_baize(canvas)
        panel, area = self.panel, self.text_area
        canvas.box(panel, theme.PANEL_SOLID, radius=20)
        canvas.box(panel, (*theme.GOLD, 140), radius=20, width=2)
        if self.upright:  # the heading, the note under it
            heading, size = canvas.shrunk(self.heading, theme.TEXT_BIG + 2, area.width, bold=True, smallest=16)
            canvas.text(heading, size, (area.x, 28), theme.GOLD, bold=True)
            if self.note:
                note, size = canvas.shrunk(self.note, theme.TEXT_SMALL, area.width, smallest=11)
                canvas.text(note, size, (area.x, 64), MARKED_INK)
        else:
            canvas.text(self.heading, theme.TEXT_BIG + 2, (self.contents_area.x, panel.y + 18), theme.GOLD, bold=True)
            if self.note:
                canvas.text(self.note, theme.TEXT_SMALL, (area.right, panel.y + 28), MARKED_INK, anchor="topright")
        if not self.upright or self.showing_contents:
            self._draw_contents(canvas)
        if not self.upright:
            canvas.text(tr("← → sections · ↑ ↓ PgUp PgDn scroll"), 12, (self.contents_area.x, panel.bottom - 34),
                        theme.INK_DIM)
        if not self.showing_contents or not self.upright:
            with canvas.clip(area):
                for line in self.lines:
                    y = area.y + line.y - self.offset
                    if y + HEADING_LINE < area.y or y > area.bottom:
                        continue
                    self._draw_line(canvas, line, y)
            self._scrollbar(canvas)
        for button in self.buttons:
            button.draw(canvas, hovered=button.hit(self.hover))

    def _draw_contents(self, canvas: Canvas) -> None:
        current = self.current_section()
        for i, (rect, section) in enumerate(zip(self.contents_rects(), self.sections, strict=True)):
            if i == current or rect.collidepoint(self.hover):
                canvas.box(rect, (255, 255, 255, 40 if i != current else 70), radius=8)
            for text, size, place in self.contents_entry(canvas, rect, section.title, bold=i == current):
                canvas.text(text, size, place.midleft, theme.GOLD if i == current else theme.INK, bold=i == current,
                            anchor="midleft")

    def _draw_line(self, canvas: Canvas, line: Line, y: float) -> None:
        x = self.text_area.x + line.x
        if line.heading:
            canvas.text(line.text, HEADING, (x, y), theme.GOLD, bold=True)
            return
        ink = MARKED_INK if line.marked else theme.INK
        canvas.text(line.text, BODY, (x, y), ink)
        if line.second:
            column = min(TABLE_COLUMN, round((self.text_area.width - 12) * 0.5))
            canvas.text(line.second, BODY, (self.text_area.x + column, y), ink, bold=True)

    def _scrollbar(self, canvas: Canvas) -> None:
        if self.most <= 0:
            return
        area = self.text_area
        track = Rect(area.right + (14 if not self.upright else 8), area.y, 6, area.height)
        canvas.box(track, (255, 255, 255, 30), radius=3)
        share = area.height / self.height
        thumb = Rect(track.x, track.y + (track.height - track.height * share) * self.offset / self.most, track.width,
                     max(24, track.height * share))
        canvas.box(thumb, (*theme.GOLD, 200), radius=3)


class RulesScene(ReadingScene):
    """The rules of the game in force (or about to be played), its house rules marked."""

    closing_keys = ("f1",)

    def __init__(self, app: App, preset_name: str, rules: RuleSet) -> None:
        sections = rules_sections(rules, base_rules(preset_name, rules))
        mark = house_rule_mark()
        house = any(mark in p for section in sections for p in section.paragraphs)
        super().__init__(app, tr("Rules · {game}", game=title(preset_name)), sections,
                         tr("House rules are marked {mark}.", mark=mark) if house else "", lambda p: mark in p)
        self.rules, self.house = rules, house

    def _key(self, event: Key) -> None:
        if event.text == "?":
            self.close()
        else:
            super()._key(event)


class LogScene(ReadingScene):
    """Everything that happened this game, hand by hand, with each hand's score; opened at its end."""

    closing_keys = ("l",)

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, tr("The log"), log_sections(match.log), title(match.settings.preset),
                         is_marked_line(), gap=0, at_end=True)


def house_rule_mark() -> str:
    """How the rules' text marks a house rule, "(house rule)", in the current language (help/words.py)."""
    return tr(HOUSE_RULE).strip()


def _said(english: str) -> str:
    """A pattern of the log (marked for the catalogs where the log writes it) in the current language."""
    return catalog().get(None, english)


@cache
def _line_of(pattern: str) -> re.Pattern[str]:
    """A regular expression for the lines ``pattern`` writes: ``{number}`` a number, any other placeholder
    any text."""
    parts = re.split(r"(\{[^{}]*\})", pattern)
    return re.compile("".join(r"(?P<number>\d+)" if part == "{number}" else ".*?" if part.startswith("{")
                              else re.escape(part) for part in parts if part))


def is_marked_line() -> Callable[[str], bool]:
    """Whether a line of the log stands out (the hand's score, the game's end): in English, or as the log
    writes it in the current language."""
    patterns = [_said(english) for english in MARKED_LINES]
    patterns += [catalog().get_plural(one, many, count) for one, many in MARKED_COUNTED for count in (1, 2)]
    lines = [_line_of(pattern) for pattern in dict.fromkeys(patterns)]
    return lambda line: line.startswith(MARKED_BEGINNINGS) or any(found.fullmatch(line) for found in lines)


def deal_number(line: str) -> int | None:
    """The hand a deal line begins ("Hand 3: West dealt." is 3), in English or in the current language (the
    log keeps its lines as they were written); None for any other line."""
    found = re.match(r"Hand (?P<number>\d+):", line)
    for pattern in dict.fromkeys(map(_said, DEAL_LINES)):
        found = found or _line_of(pattern).fullmatch(line)
    return int(found.group("number")) if found else None


def log_sections(log: Sequence[str]) -> list[Section]:
    """The log's lines by hand: a hand begins with its deal line ("Hand 3: West dealt.")."""
    sections: list[Section] = []
    lines: list[str] = []
    key, name = "earlier", tr("Earlier")  # lines from before the first deal line kept (a log cut short)
    for line in log:
        hand = deal_number(line)
        if hand is not None:
            if lines:
                sections.append(Section(key, name, tuple(lines)))
            key, name, lines = f"hand {hand}", tr("Hand {hand}", hand=hand), []
        lines.append(line)
    if lines:
        sections.append(Section(key, name, tuple(lines)))
    return sections
