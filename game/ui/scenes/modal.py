"""Panels over another scene, which stays visible and paused beneath: the base of every dialog, and the
question that asks before something is lost."""

from __future__ import annotations

from collections.abc import Callable

from pygame import Rect

from game.i18n import tr
from game.ui.app import App, Scene
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.input import Click, Hover, Key, UiEvent

RING_KEYS = ("tab", "left", "right")  # move the ring from button to button


class Modal(Scene):
    """A panel with buttons, worked by click, tap or each button's key where the button shows it; Tab (or ← →)
    moves a ring from button to button, and Enter or Space then presses the one it is on; ``escape`` does what
    ``on_escape`` says (by default nothing: a question that must be answered)."""

    covers = False

    def __init__(self, app: App, rect: Rect) -> None:
        super().__init__(app)
        self.rect = rect
        self.buttons: list[Button] = []
        self.hover = (-1.0, -1.0)
        self.on_escape: Callable[[], None] | None = None
        self.ring: int | None = None  # the button the ring is on, once Tab or an arrow has been pressed

    def handle(self, event: UiEvent) -> None:
        if isinstance(event, Hover):
            self.hover = event.pos
        elif isinstance(event, Click):
            for button in self.buttons:
                if button.hit(event.pos):
                    button.action()
                    return
        elif isinstance(event, Key):
            self._key(event)

    def _key(self, event: Key) -> None:
        if event.name in ("return", "space") and self.ring is not None and self.ring < len(self.buttons):
            self.buttons[self.ring].action()
            return
        for button in self.buttons:  # a key the player cannot read on its button does nothing
            if button.key == event.name and button.shows_key(self.app.canvas):
                button.action()
                return
        if event.name in RING_KEYS and self.buttons:
            step = -1 if event.shift or event.name == "left" else 1
            start = self.ring if self.ring is not None else (0 if step > 0 else len(self.buttons) - 1) - step
            self.ring = (start + step) % len(self.buttons)
        elif event.name == "escape" and self.on_escape is not None:
            self.on_escape()

    def backdrop(self, canvas: Canvas) -> None:
        canvas.box(canvas.window_rect(), (0, 0, 0, 110))

    def draw(self, canvas: Canvas) -> None:
        canvas.box(self.rect.move(0, 6), (0, 0, 0, 120), radius=16)
        canvas.box(self.rect, theme.PANEL_SOLID, radius=16)
        canvas.box(self.rect, (*theme.GOLD, 160), radius=16, width=2)
        for button in self.buttons:
            button.draw(canvas, hovered=button.hit(self.hover))
        if self.ring is not None and self.ring < len(self.buttons):
            canvas.box(self.buttons[self.ring].rect.inflate(8, 8), theme.GOLD, radius=12, width=2)


class Confirm(Modal):
    """Asks before something is lost or costs dearly: what, and why, then the choice.  Esc or the cancel
    button keeps things as they are.  The caller gives every word in the current language ("Cancel" by
    default).  ``risky``: the choice loses a game in play, so Enter keeps it as well (a key typed by habit as
    a hand ends must not confirm); the confirming button takes a click, a tap, or Tab and Enter."""

    def __init__(self, app: App, title: str, lines: list[str], confirm: str, on_confirm: Callable[[], None],
                 cancel: str | None = None, risky: bool = False) -> None:
        super().__init__(app, Rect(340, 220, 600, 260))
        self.title, self.lines = title, lines
        self.on_confirm = on_confirm
        self.on_escape = self._cancel
        cancel = cancel if cancel is not None else tr("Cancel")
        self.buttons = [Button(cancel, Rect(380, 412, 250, 44), self._cancel, "return" if risky else "escape",
                               risky),
                        Button(confirm, Rect(650, 412, 250, 44), self._confirm, None if risky else "return",
                               not risky)]

    def _cancel(self) -> None:
        self.app.pop()

    def _confirm(self) -> None:
        self.app.pop()
        self.on_confirm()

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        canvas.text(self.title, theme.TEXT_BIG, (640, 246), theme.GOLD, bold=True, anchor="midtop")
        y = 296
        for line in self.lines:
            for part in canvas.wrap(line, theme.TEXT, self.rect.width - 60, balanced=True):
                canvas.text(part, theme.TEXT, (640, y), theme.INK, anchor="midtop")
                y += 26
