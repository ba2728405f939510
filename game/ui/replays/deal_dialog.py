"""The same deal again, asked: play a hand's deal again as it was dealt, or against the master's score on it
(same_deal.py).  Opened from the score sheet, the replay viewer and the share code's field."""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.i18n import tr
from game.ui.app import App
from game.ui.choices.match_settings import MatchSettings
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.places import Places
from game.ui.replays.same_deal import deal_again
from game.ui.scenes.modal import Modal
from game.ui.table.match import Match

PANEL = Rect(290, 200, 700, 320)
TEXT_MARGIN = 40  # the words' left and right margin in the panel


class DealAgainDialog(Modal):
    """Hand ``hand`` (from 1) again: **Play it again** (Enter), **Beat the master** (m, for one person at the
    table), Cancel (Esc).  ``ends_game``: the game at the table is not over, and this ends it; None away from
    the table (the replay viewer, a pasted code), where a saved game it would replace is named instead."""

    def __init__(self, app: App, settings: MatchSettings, start: dict[str, Any], hand: int,
                 before: int | None = None, ends_game: bool | None = None) -> None:
        super().__init__(app, PANEL)
        self.settings, self.start, self.hand, self.before = settings, start, hand, before
        self.ends_game = bool(ends_game)
        saved = app.storage.load("game").data if ends_game is None else None
        self.replaces = Match.saved_summary(saved) if saved is not None else None  # the saved game it replaces
        self.on_escape = self.close
        self.buttons = [Button(tr("Play it again"), Rect(710, 450, 250, 44), lambda: self.play(False), "return",
                               True),
                        Button(tr("Cancel"), Rect(320, 450, 150, 44), self.close, "escape")]
        if len(settings.people) == 1:
            self.buttons.insert(1, Button(tr("Beat the master"), Rect(485, 450, 210, 44), lambda: self.play(True),
                                          "m"))
        self.laid_out()

    def body_height(self, p: Places) -> int:
        return 70 + sum(24 * len(lines) + 8 for lines in self.wrapped()) + 8

    def wrapped(self) -> list[list[str]]:
        """Each paragraph's lines in the panel's width, three at most on the panel as designed."""
        canvas = self.app.canvas
        most = 3 if self.rect.width >= PANEL.width else 6  # a narrow panel (a phone upright) takes more lines
        return [canvas.wrap(text, theme.TEXT, self.rect.width - 2 * TEXT_MARGIN, most=most) for text in self.lines()]

    def play(self, master: bool) -> None:
        """The deal, in place of the game in play or saved once the player confirms that one is lost."""
        new = tr("The new one: hand {hand} once more, beside the master.", hand=self.hand) if master else \
            tr("The new one: hand {hand} once more.", hand=self.hand)
        self.app.replace_game(lambda: deal_again(self.settings, self.start, master, self.before), new)

    def close(self) -> None:
        self.app.pop()

    def lines(self) -> list[str]:
        lines = [tr("Hand {hand} once more: the same cards in the same seats, against the same players.",
                    hand=self.hand)]
        if len(self.settings.people) == 1:
            lines.append(tr("Beat the master: the master plays this deal from your seat meanwhile, and the score "
                            "sheet sets your score beside the master's."))
        if self.ends_game:
            lines.append(tr("This ends the game you are playing."))
        elif self.replaces is not None:
            lines.append(f"{tr('Your saved game will be lost:')} {self.replaces}")
        return lines

    @property
    def warns(self) -> bool:
        return self.ends_game or self.replaces is not None

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        canvas.text(tr("Same deal again"), theme.TEXT_BIG, (self.rect.centerx, self.rect.y + 22), theme.GOLD,
                    bold=True, anchor="midtop")
        y = self.rect.y + 70
        paragraphs = self.wrapped()
        for i, lines in enumerate(paragraphs):
            colour = theme.GOLD if self.warns and i == len(paragraphs) - 1 else theme.INK
            for line in lines:
                canvas.text(line, theme.TEXT, (self.rect.x + TEXT_MARGIN, y), colour)
                y += 24
            y += 8
