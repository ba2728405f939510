"""The table's menu (Esc): resume, the rules, the settings (settings_dialog.py), a new game, the main menu, quit.

The game in play is saved after every move, so the main menu leaves it to be continued; a new game asks
first, since it replaces the saved one.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from pygame import Rect

from game.i18n import tr
from game.ui.app import App
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.places import TAP, Places
from game.ui.scenes.modal import Modal
from game.ui.table.match import Match, new_seed

MENU_WIDTH, ENTRY_HEIGHT, ENTRY_GAP = 320, 44, 10


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
        self.laid_out()

    def layout(self, p: Places) -> None:
        """The entries one above the other, centred; upright each as tall as a finger needs."""
        pitch = (max(ENTRY_HEIGHT, TAP + 4) if p.portrait else ENTRY_HEIGHT) + ENTRY_GAP
        self.place(p, self.panel_width(p, self.design.width), 120 + len(self.buttons) * pitch)
        width = min(MENU_WIDTH, self.rect.width - 60)
        for i, button in enumerate(self.buttons):
            button.rect = Rect(self.rect.centerx - width // 2, self.rect.top + 100 + i * pitch, width,
                               pitch - ENTRY_GAP)

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
        self.app.push(self.app.open("settings"))  # the same dialog as the start screen's

    def new_game(self) -> None:
        settings = self.table.match.settings
        self.app.replace_game(lambda: Match(replace(settings, seed=new_seed())),
                              tr("The new one: the same game and players, dealt afresh."))

    def main_menu(self) -> None:
        self.app.show_start()  # the game stays saved, to be continued

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        x = self.rect.centerx
        canvas.text(tr("Menu"), theme.TEXT_BIG, (x, self.rect.top + 24), theme.GOLD, bold=True, anchor="midtop")
        summary, size = canvas.shrunk(self.table.match.summary(), theme.TEXT_SMALL, self.rect.width - 40)
        canvas.text(summary, size, (x, self.rect.top + 62), theme.INK_DIM, anchor="midtop")
