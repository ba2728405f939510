"""The table's menu (Esc): resume, the settings that make sense mid-game, a new game, the main menu, quit.

The game in play is saved after every move, so the main menu leaves it to be continued; a new game asks
first, since it replaces the saved one.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from pygame import Rect

from game.i18n import LANGUAGES, N_, tr
from game.ui.app import SPEED_NAMES, SPEEDS, App
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.input import Click, Key, UiEvent
from game.ui.scenes.modal import Modal
from game.ui.table.match import Match, new_seed

MENU_WIDTH, ENTRY_HEIGHT, ENTRY_GAP = 320, 44, 10
# (label, Settings field, [(choice label, value)]): English marked for the catalogs, translated where drawn.
SETTING_ROWS: list[tuple[str, str, list[tuple[str, Any]]]] = [
    (N_("Animation"), "speed", [(SPEED_NAMES[name], name) for name in SPEEDS]),
    (N_("Four colours"), "four_colour", [(N_("Off"), False), (N_("On"), True)]),
    (N_("Warnings"), "warnings", [(N_("On"), True), (N_("Off"), False)]),
    (N_("Language"), "language", [(name, code) for code, name in LANGUAGES.items()]),  # each in its own words
]
CHOICE_HEIGHT, CHOICE_GAP = 34, 8
SETTING_LEFT = 570  # the choices, right of the longest row name


class GameInPlay(Protocol):
    """What the menu needs of the table beneath it."""

    match: Match

    def open_rules(self) -> None: ...


def quit_offered() -> bool:
    """The desktop closes its window; a browser page is closed by its tab, so it offers no Quit."""
    return sys.platform != "emscripten"


class TableMenu(Modal):
    def __init__(self, app: App, table: GameInPlay) -> None:
        self.table = table
        count = len(self._entries(app))
        height = 120 + count * (ENTRY_HEIGHT + ENTRY_GAP)
        super().__init__(app, Rect(640 - MENU_WIDTH // 2 - 60, 360 - height // 2, MENU_WIDTH + 120, height))
        self.on_escape = self.resume
        self.relabel()

    def _entries(self, app: App) -> list[tuple[str, Callable[[], None], str, bool]]:
        entries = [(tr("Resume"), self.resume, "escape", True), (tr("Rules"), self.table.open_rules, "r", False),
                   (tr("Settings"), self.settings, "s", False),
                   (tr("New game"), self.new_game, "n", False), (tr("Main menu"), self.main_menu, "m", False)]
        if quit_offered():
            entries.append((tr("Quit"), app.quit, "q", False))
        return entries

    def relabel(self) -> None:
        top = self.rect.top + 100
        self.buttons = [Button(label, Rect(640 - MENU_WIDTH // 2, top + i * (ENTRY_HEIGHT + ENTRY_GAP), MENU_WIDTH,
                                           ENTRY_HEIGHT), action, key, primary)
                        for i, (label, action, key, primary) in enumerate(self._entries(self.app))]

    def resume(self) -> None:
        self.app.pop()

    def settings(self) -> None:
        self.app.push(self.app.open("table_settings"))

    def new_game(self) -> None:
        match = self.table.match
        self.app.push(self.app.open(
            "confirm", tr("Start a new game?"),
            [tr("The game in play will be lost:"), match.summary(),
             tr("The new one: the same game and players, dealt afresh.")],
            tr("Start new game"), lambda: self.app.play(Match(replace(match.settings, seed=new_seed()))),
            tr("Keep playing")))

    def main_menu(self) -> None:
        self.app.scenes[:] = [self.app.open("start")]  # the game stays saved, to be continued

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        canvas.text(tr("Menu"), theme.TEXT_BIG, (640, self.rect.top + 24), theme.GOLD, bold=True, anchor="midtop")
        canvas.text(canvas.fit(self.table.match.summary(), theme.TEXT_SMALL, self.rect.width - 40), theme.TEXT_SMALL,
                    (640, self.rect.top + 62), theme.INK_DIM, anchor="midtop")


class TableSettings(Modal):
    """The settings that make sense at the table, changed at once and kept for the next game."""

    def __init__(self, app: App) -> None:
        super().__init__(app, Rect(360, 190, 560, 350))
        self.on_escape = self.done
        self.relabel()

    def relabel(self) -> None:
        self.buttons = [Button(tr("Done"), Rect(540, 478, 200, 44), self.done, "return", True)]

    def done(self) -> None:
        self.app.pop()

    def choices(self) -> list[tuple[Rect, str, Any, str]]:
        """(rect, Settings field, value, label) for every choice of every row, its label in the current language."""
        out = []
        for row, (_, key, options) in enumerate(SETTING_ROWS):
            x, y = SETTING_LEFT, 260 + row * (CHOICE_HEIGHT + 16)
            for english, value in options:
                label = tr(english)
                width = self.app.canvas.text_size(label, theme.TEXT_SMALL + 1, bold=True)[0] + 26
                out.append((Rect(x, y, width, CHOICE_HEIGHT), key, value, label))
                x += width + CHOICE_GAP
        return out

    def choose(self, key: str, value: Any) -> None:
        if key == "language":
            self.app.switch_language(value)  # every scene open says its words again
            return
        setattr(self.app.settings, key, value)
        self.app.save_settings()

    def handle(self, event: UiEvent) -> None:
        if isinstance(event, Click):
            for rect, key, value, _ in self.choices():
                if rect.collidepoint(event.pos):
                    self.choose(key, value)
                    return
        elif isinstance(event, Key) and event.name in ("left", "right"):  # the first row, as on the start screen
            self._step(SETTING_ROWS[0][1], 1 if event.name == "right" else -1)
            return
        elif isinstance(event, Key) and event.name == "f":
            self.choose("four_colour", not self.app.settings.four_colour)
            return
        super().handle(event)

    def _step(self, key: str, step: int) -> None:
        values = [value for _, k, value, _ in self.choices() if k == key]
        at = values.index(getattr(self.app.settings, key))
        self.choose(key, values[(at + step) % len(values)])

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        canvas.text(tr("Settings"), theme.TEXT_BIG, (640, 206), theme.GOLD, bold=True, anchor="midtop")
        for row, (label, _, _) in enumerate(SETTING_ROWS):
            canvas.text(tr(label), theme.TEXT, (400, 267 + row * (CHOICE_HEIGHT + 16)), theme.INK, bold=True)
        for rect, key, value, label in self.choices():
            chosen = getattr(self.app.settings, key) == value
            face = theme.GOLD if chosen else (theme.BUTTON_HOVER if rect.collidepoint(self.hover) else theme.BUTTON)
            canvas.box(rect, face, radius=8)
            canvas.text(label, theme.TEXT_SMALL + 1, rect.center, theme.BUTTON_TEXT, bold=chosen, anchor="center")
