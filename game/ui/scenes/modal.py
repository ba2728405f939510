"""Panels over another scene, which stays visible and paused beneath: the base of every dialog, and the
question that asks before something is lost.

A dialog lays out in the window's frame (``fills_frame``): ``layout(places)`` puts its panel and buttons
there whenever the frame or the language changes, before it handles or draws anything.  In a landscape
frame the panel keeps the size it was drawn for, centred; in a portrait one (a phone held upright) it is as
wide as the frame allows and as tall as its words wrapped to that width need, its buttons in a row where
their words fit, else one above the other.  The dimming under it covers the whole window."""

from __future__ import annotations

from collections.abc import Callable

from pygame import Rect

from game.i18n import language, tr
from game.ui.app import App, Scene
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.input import Click, Hover, Key, UiEvent
from game.ui.places import MARGIN, TAP, Places, buttons_row, in_frame, places_of

RING_KEYS = ("tab", "left", "right")  # move the ring from button to button
PAD = 30  # between a panel's edge and its words and buttons
BUTTON_HEIGHT = 44
TITLE_ROOM, LINE = 76, 26  # a question's title, above its lines


class Modal(Scene):
    """A panel with buttons, worked by click, tap or each button's key where the button shows it; Tab (or ← →)
    moves a ring from button to button, and Enter or Space then presses the one it is on; ``escape`` does what
    ``on_escape`` says (by default nothing: a question that must be answered)."""

    covers = False
    fills_frame = True

    def __init__(self, app: App, rect: Rect) -> None:
        super().__init__(app)
        self.rect = rect  # the panel: as designed for 1280 x 720 until laid out in the frame
        self.design = Rect(rect)
        self.buttons: list[Button] = []
        self.hover = (-1.0, -1.0)
        self.on_escape: Callable[[], None] | None = None
        self.ring: int | None = None  # the button the ring is on, once Tab or an arrow has been pressed
        self._laid: tuple | None = None  # what the layout was made for: the frame, the language, the buttons
        self._designed: dict[int, tuple[Button, Rect]] = {}

    # -- where things go --------------------------------------------------------------------------
    def laid_out(self) -> None:
        """The panel and buttons laid out for the frame and language of now (again only where either, or the
        buttons, changed)."""
        canvas = self.app.canvas
        key = (canvas.frame, language(), tuple(id(b) for b in self.buttons))
        if key != self._laid:
            with in_frame(canvas):
                self.layout(places_of(canvas))
            self._laid = (canvas.frame, language(), tuple(id(b) for b in self.buttons))

    def layout(self, p: Places) -> None:
        """Landscape: the panel and its buttons as designed, centred in the frame.  Upright: the frame's width,
        the buttons under the dialog's words (``body_height``) in a row or stacked, as tall as both need."""
        if not p.portrait:
            self.place(p, self.design.width, self.design.height)
            shift = (self.rect.x - self.design.x, self.rect.y - self.design.y)
            for button in self.buttons:
                button.rect = self.designed(button).move(shift)
            return
        width = self.panel_width(p, self.design.width)
        self.place(p, width, self.design.height)  # its width decides whether the buttons stand in a row
        buttons, body = self.buttons_height(p), self.body_height(p)
        self.place(p, width, body + buttons + 22)
        self.lay_buttons(self.buttons, body)

    def body_height(self, p: Places) -> int:
        """Upright: how far down from the panel's top its words go (the buttons go under them), at the panel's
        width."""
        return self.design.height - 58

    def designed(self, button: Button) -> Rect:
        """Where ``button`` was put in the 1280 x 720 design (its rect when the dialog first laid it out)."""
        kept = self._designed.get(id(button))
        if kept is None or kept[0] is not button:
            kept = self._designed[id(button)] = (button, Rect(button.rect))
        return kept[1]

    @staticmethod
    def panel_width(p: Places, width: int) -> int:
        """The panel's width: as designed, no wider than the frame less its margins (a phone upright)."""
        return min(width, p.width - 2 * MARGIN)

    def place(self, p: Places, width: int, height: int) -> Rect:
        """The panel, ``width`` by ``height``, centred in the frame (and within it)."""
        self.rect = Rect(0, 0, width, min(height, p.height - 2 * MARGIN))
        self.rect.center = (p.centre, p.height // 2)
        return self.rect

    def button_widths(self, buttons: list[Button]) -> list[float]:
        """The least width each button's label reads well in, at the dialogs' size."""
        canvas = self.app.canvas
        return [canvas.text_size(b.label, theme.TEXT, bold=True)[0] + 28 for b in buttons]

    def _rects(self, buttons: list[Button], top: float) -> list[Rect]:
        height = BUTTON_HEIGHT if not places_of(self.app.canvas).portrait else max(BUTTON_HEIGHT, TAP + 4)
        return buttons_row(self.button_widths(buttons), self.rect.x + PAD, self.rect.right - PAD,
                           self.rect.y + top, height)

    def buttons_height(self, p: Places, buttons: list[Button] | None = None) -> int:
        """How tall ``buttons`` (by default the dialog's) stand: one row, or one above the other."""
        rects = self._rects(self.buttons if buttons is None else buttons, 0)
        return max((r.bottom for r in rects), default=0) - min((r.top for r in rects), default=0)

    def lay_buttons(self, buttons: list[Button], top: float) -> int:
        """``buttons`` in a row ``top`` below the panel's top, sharing its width, or stacked where their words
        would not fit side by side; how tall they stand."""
        rects = self._rects(buttons, top)
        for button, rect in zip(buttons, rects, strict=True):
            button.rect = rect
        return max((r.bottom for r in rects), default=0) - min((r.top for r in rects), default=0)

    # -- what is done and drawn -------------------------------------------------------------------
    def handle(self, event: UiEvent) -> None:
        self.laid_out()
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
        self.laid_out()
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
        self.laid_out()

    def layout(self, p: Places) -> None:
        """The title, the lines wrapped to the panel's width, the buttons under them: 600 wide, as tall as the
        words need (at least 260); upright, the frame's width."""
        width = self.panel_width(p, self.design.width)
        self.place(p, width, self.design.height)
        buttons = self.buttons_height(p)
        body = TITLE_ROOM + LINE * len(self.wrapped(width)) + 16
        height = max(self.design.height if not p.portrait else 0, body + buttons + 24)
        self.place(p, width, height)
        self.lay_buttons(self.buttons, height - 24 - buttons)

    def wrapped(self, width: float) -> list[str]:
        canvas = self.app.canvas
        return [part for line in self.lines for part in canvas.wrap(line, theme.TEXT, width - 2 * PAD,
                                                                    balanced=True)]

    def _cancel(self) -> None:
        self.app.pop()

    def _confirm(self) -> None:
        self.app.pop()
        self.on_confirm()

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        x = self.rect.centerx
        title, size = canvas.shrunk(self.title, theme.TEXT_BIG, self.rect.width - 2 * PAD, bold=True)
        canvas.text(title, size, (x, self.rect.top + 26), theme.GOLD, bold=True, anchor="midtop")
        for i, part in enumerate(self.wrapped(self.rect.width)):
            canvas.text(part, theme.TEXT, (x, self.rect.top + TITLE_ROOM + i * LINE), theme.INK, anchor="midtop")
