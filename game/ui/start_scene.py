"""The start screen: a new game (players, the computer players' level, the target score), the settings,
and the saved game to continue."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from pygame import Rect

from game.ai import LEVELS

from . import theme
from .app import SPEEDS, App, Scene
from .canvas import Canvas
from .input import Click, Hover, Key, UiEvent
from .match import TARGET_SCORES, Match, MatchSettings
from .table_view import draw_baize
from .widgets import Button

ROW_LABEL_X = 330
CHOICE_X = 560


class StartScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.hover = (-1.0, -1.0)
        self.saved = app.storage.load("game")
        if self.saved.problem:
            app.notices.append(self.saved.problem)
        self.rows: list[tuple[str, list[tuple[str, Any]], str]] = [
            ("Players", [("2", 2), ("4 (partners)", 4)], "players"),
            ("Computer players", [(name.capitalize(), name) for name in LEVELS], "level"),
            ("Play to", [(str(t), t) for t in sorted(TARGET_SCORES)], "target_score"),
            ("Animation", [(name.capitalize(), name) for name in SPEEDS], "speed"),
            ("Four-colour deck", [("Off", False), ("On", True)], "four_colour"),
        ]
        self.buttons = self._buttons()

    def _buttons(self) -> list[Button]:
        if self.saved.data is None:
            return [Button("New game", Rect(540, 596, 200, 50), self.new_game, "return", True)]
        return [Button("Continue", Rect(440, 596, 190, 50), self.continue_game, "return", True),
                Button("New game", Rect(650, 596, 190, 50), lambda: self.new_game(), "n")]

    def _choices(self) -> list[tuple[Rect, str, Any, str]]:
        found = []
        for row, (_, options, key) in enumerate(self.rows):
            x = CHOICE_X
            for label, value in options:
                width = 28 + 10 * len(label)
                found.append((Rect(x, 236 + row * 64, width, 40), key, value, label))
                x += width + 10
        return found

    def handle(self, event: UiEvent) -> None:
        if isinstance(event, Hover):
            self.hover = event.pos
        elif isinstance(event, Click):
            for button in self.buttons:
                if button.hit(event.pos):
                    button.action()
                    return
            for rect, key, value, _ in self._choices():
                if rect.collidepoint(event.pos):
                    setattr(self.app.settings, key, value)
                    self.app.save_settings()
        elif isinstance(event, Key):
            for button in self.buttons:
                if button.key == event.name:
                    button.action()
                    return

    # -- starting ---------------------------------------------------------------------------------
    def new_game(self, seed: int | None = None) -> None:
        s = self.app.settings
        settings = MatchSettings(s.players, s.level, s.target_score, seed if seed is not None else
                                 random.randrange(1, 2**31))
        start_match(self.app, Match(settings))

    def continue_game(self) -> None:
        try:
            match = Match.from_dict(self.saved.data or {})
        except ValueError as damage:
            self.app.notices.append(self.app.storage.set_aside("game", str(damage)))
            self.saved = self.app.storage.load("game")
            self.buttons = self._buttons()
            return
        start_match(self.app, match)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        draw_baize(canvas)
        canvas.box((240, 40, 800, 660), theme.PANEL, radius=24)
        for i, card in enumerate(("JK", "AH", "AS", "AD")):  # a small fan either side of the name
            canvas.card(card, (300 + i * 22, 66 + abs(i - 1.5) * 6), theme.START_CARD)
        for i, card in enumerate(("KC", "KD", "2S", "3H")):
            canvas.card(card, (882 - i * 22, 66 + abs(i - 1.5) * 6), theme.START_CARD)
        canvas.text("Canasta", theme.TITLE, (640, 70), theme.GOLD, bold=True, anchor="midtop")
        # below the card fans, which reach down to about y 165
        canvas.text("Classic rules · two players, or four in partnerships", theme.TEXT, (640, 182), theme.INK_DIM,
                    anchor="midtop")
        settings = self.app.settings
        for row, (label, _, _) in enumerate(self.rows):
            canvas.text(label, theme.TEXT, (ROW_LABEL_X, 246 + row * 64), theme.INK, bold=True)
        for rect, key, value, label in self._choices():
            chosen = getattr(settings, key) == value
            face = theme.GOLD if chosen else (theme.BUTTON_HOVER if rect.collidepoint(self.hover) else theme.BUTTON)
            canvas.box(rect, face, radius=8)
            canvas.text(label, theme.TEXT_SMALL + 1, rect.center, theme.BUTTON_TEXT, bold=chosen, anchor="center")
        canvas.text(self.app.stats.summary(settings.players, settings.level), theme.TEXT_SMALL, (640, 558),
                    theme.INK_DIM, anchor="midtop")
        for button in self.buttons:
            button.draw(canvas, hovered=button.hit(self.hover))
        for i, notice in enumerate(self.app.notices[-2:]):
            canvas.text(notice, theme.TEXT_SMALL, (640, 664 + i * 18), (255, 190, 170), anchor="midtop")


def start_match(app: App, match: Match) -> None:
    """Put ``match`` on the table; it is saved now and after every move."""
    from .table_scene import TableScene  # here: the table imports the start scene for the way back

    match.on_change = saver(app)
    match.on_change(match)
    app.replace(TableScene(app, match))


def saver(app: App) -> Callable[[Match], None]:
    def save(match: Match) -> None:
        problem = app.storage.save("game", match.to_dict())
        if problem and problem not in app.notices:
            app.notices.append(problem)

    return save
