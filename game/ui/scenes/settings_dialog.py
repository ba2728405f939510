"""The settings, one dialog for the start screen (its Settings row, or `s`) and the table (the menu's Settings):
animation, four colours, card back, card size, sound and volume, the table's ambience, fullscreen, warnings and
the language.  Every choice applies at once and is kept (App.change).

Worked by click or tap, or by keys: ↑ ↓ from row to row, ← → the choice before or after (a ring shows the row
once a key is used; before that ← → change the first row, the animation), `f` four colours, Enter or Esc
closes it.  Two keys work on every screen and are shown on their rows: `v` sound on and off, `F11` fullscreen
(the desktop's; in the browser the row asks the page, which browsers allow only in answer to a click or key).
"""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.i18n import LANGUAGES, N_, tr
from game.ui.app import FULLSCREEN_KEY, MUTE_KEY, App
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas, card_height
from game.ui.drawing.card_art import CARD_BACKS, MIN_WIDTH
from game.ui.drawing.widgets import Button
from game.ui.input import Click, Key, UiEvent
from game.ui.places import TAP, Places, flow
from game.ui.scenes.modal import PAD, Modal
from game.ui.screen import in_browser
from game.ui.settings import BACK_NAMES, CARD_SIZE_NAMES, CARD_SIZES, LOOKS, SPEED_NAMES, SPEEDS, VOLUMES

OFF_ON = [(N_("Off"), False), (N_("On"), True)]
# (label, Settings field, [(choice label, value)]): English marked for the catalogs, translated where drawn.
ROWS: list[tuple[str, str, list[tuple[str, Any]]]] = [
    (N_("Animation"), "speed", [(SPEED_NAMES[name], name) for name in SPEEDS]),
    (N_("Four colours"), "four_colour", OFF_ON),
    (LOOKS["card_back"][0], "card_back", [(BACK_NAMES[design], design) for design in CARD_BACKS]),
    (LOOKS["card_size"][0], "card_size", [(CARD_SIZE_NAMES[size], size) for size in CARD_SIZES]),
    (LOOKS["sound"][0], "sound", OFF_ON),
    (LOOKS["volume"][0], "volume", [(f"{volume}%", volume) for volume in VOLUMES]),  # numbers: not translated
    (LOOKS["ambience"][0], "ambience", OFF_ON),
    (LOOKS["fullscreen"][0], "fullscreen", OFF_ON),
    (N_("Warnings"), "warnings", [(N_("On"), True), (N_("Off"), False)]),
    (N_("Language"), "language", [(name, code) for code, name in LANGUAGES.items()]),  # each in its own words
]
ROW_OF = {key: row for row, (_, key, _) in enumerate(ROWS)}
KEYS = {"four_colour": "f", "sound": MUTE_KEY, "fullscreen": FULLSCREEN_KEY}  # shown at the end of their rows
KEY_CAPS = {"f11": N_("F11")}  # as the key is labelled (other keys: their letter, in capitals)
WIDTH, TOP_ROOM, ROW_PITCH, FOOT_ROOM = 780, 76, 42, 74
CHOICE_HEIGHT, CHOICE_GAP, CHOICE_TEXT = 32, 8, theme.TEXT_SMALL + 1
LABEL_GAP = 24  # between the longest row name and the choices
BACK_WIDTH = 24  # the card back drawn crosswise in each of the Card back row's choices


def key_cap(name: str) -> str:
    return tr(KEY_CAPS[name]) if name in KEY_CAPS else name.upper()


class SettingsDialog(Modal):
    def __init__(self, app: App) -> None:
        height = TOP_ROOM + len(ROWS) * ROW_PITCH + FOOT_ROOM
        super().__init__(app, Rect(640 - WIDTH // 2, 360 - height // 2, WIDTH, height))
        self.on_escape = self.done
        self.focus: int | None = None  # the row the arrow keys are on, once one is used
        self._labels: list[tuple[str, float, float]] = []  # each row's name and where it goes
        self._choices: list[tuple[Rect, str, Any, str]] = []
        self.portrait = False
        self.relabel()
        self.laid_out()

    def relabel(self) -> None:
        self.buttons = [Button(tr("Done"), Rect(540, self.rect.bottom - 58, 200, 44), self.done, "return", True)]

    def layout(self, p: Places) -> None:
        """Landscape: each row's name, then its choices beside it.  Upright: a row's choices beside its name
        where they fit the width, else on lines of their own under it; every choice tall enough to tap."""
        self.portrait = p.portrait
        self.place(p, self.panel_width(p, WIDTH), self.design.height)
        top = self.rect.top + TOP_ROOM
        if p.portrait:
            bottom = self._lay_upright(top)
            self.place(p, self.rect.width, bottom - self.rect.top + FOOT_ROOM)
            self._lay_upright(self.rect.top + TOP_ROOM)
        else:
            self._labels, self._choices = [], []
            left = self.choices_left()
            for row, (label, key, options) in enumerate(self.rows()):
                y = top + row * ROW_PITCH
                self._labels.append((label, self.rect.left + 36, y + 6))
                rects = flow(self._widths(key, options), left, 10 ** 6, y, CHOICE_HEIGHT, CHOICE_GAP)
                self._choices += [(rect, key, value, text) for rect, (text, value) in zip(rects, options, strict=True)]
        self.buttons[0].rect = Rect(self.rect.centerx - 100, self.rect.bottom - 58, 200, max(44, TAP))

    def _widths(self, key: str, options: list[tuple[str, Any]]) -> list[float]:
        canvas = self.app.canvas
        extra = card_height(BACK_WIDTH) + 8 if key == "card_back" else 0
        return [canvas.text_size(label, CHOICE_TEXT, bold=True)[0] + 26 + extra for label, _ in options]

    def _lay_upright(self, top: float) -> float:
        """The rows upright from ``top``; where they end."""
        canvas = self.app.canvas
        self._labels, self._choices = [], []
        left, right = self.rect.left + PAD - 6, self.rect.right - PAD + 6
        y = top
        for label, key, options in self.rows():
            widths = self._widths(key, options)
            beside = sum(widths) + CHOICE_GAP * (len(widths) - 1)
            named = canvas.text_size(label, theme.TEXT, bold=True)[0]
            if left + named + LABEL_GAP + beside <= right:  # on one line: the name, the choices at the right
                self._labels.append((label, left, y + (TAP - 22) / 2))
                rects = flow(widths, right - beside, right, y, TAP, CHOICE_GAP)
            else:
                self._labels.append((label, left, y))
                rects = flow(widths, left, right, y + 28, TAP, CHOICE_GAP, CHOICE_GAP)
            self._choices += [(rect, key, value, text) for rect, (text, value) in zip(rects, options, strict=True)]
            y = rects[-1].bottom + 10
        return y

    def done(self) -> None:
        self.app.pop()

    # -- what is shown ----------------------------------------------------------------------------
    def rows(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """The rows as shown, in the current language."""
        return [(tr(label), key, [(label if key == "volume" else tr(label), value) for label, value in options])
                for label, key, options in ROWS]

    def row_y(self, row: int) -> int:
        """The top of a row's first choice."""
        self.laid_out()
        key = ROWS[row][1]
        return next(rect.top for rect, k, _, _ in self._choices if k == key)

    def choices_left(self) -> float:
        canvas = self.app.canvas
        widest = max(canvas.text_size(label, theme.TEXT, bold=True)[0] for label, _, _ in self.rows())
        return self.rect.left + 36 + widest + LABEL_GAP

    def choices(self) -> list[tuple[Rect, str, Any, str]]:
        """(rect, Settings field, value, label) for every choice of every row, its label in the current language."""
        self.laid_out()
        return list(self._choices)

    def current(self, key: str) -> Any:
        """The value a row shows as chosen: the setting's (fullscreen: whether the game fills the screen now)."""
        return self.app.fullscreen if key == "fullscreen" else getattr(self.app.settings, key)

    def shown_key(self, key: str) -> str | None:
        """The key shown at the end of a row, if it has one here (no F11 in the browser: it keeps F11)."""
        name = KEYS.get(key)
        return None if name == FULLSCREEN_KEY and in_browser() else name

    # -- what is done -----------------------------------------------------------------------------
    def choose(self, key: str, value: Any) -> None:
        self.app.change(key, value)

    def handle(self, event: UiEvent) -> None:
        self.laid_out()
        if isinstance(event, Click):
            for rect, key, value, _ in self.choices():
                if rect.collidepoint(event.pos):
                    self.choose(key, value)
                    return
        elif isinstance(event, Key) and event.name in ("up", "down"):
            step = 1 if event.name == "down" else -1
            self.focus = 0 if self.focus is None else (self.focus + step) % len(ROWS)
            return
        elif isinstance(event, Key) and event.name in ("left", "right"):
            self._step(ROWS[self.focus or 0][1], 1 if event.name == "right" else -1)
            return
        elif isinstance(event, Key) and event.name == "f":
            self.choose("four_colour", not self.app.settings.four_colour)
            return
        super().handle(event)

    def _step(self, key: str, step: int) -> None:
        values = [value for _, k, value, _ in self.choices() if k == key]
        current = self.current(key)
        at = values.index(current) if current in values else (-1 if step > 0 else 0)
        self.choose(key, values[(at + step) % len(values)])

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        canvas.text(tr("Settings"), theme.TEXT_BIG, (self.rect.centerx, self.rect.top + 18), theme.GOLD, bold=True,
                    anchor="midtop")
        ends: dict[str, int] = {}
        for label, x, y in self._labels:
            canvas.text(label, theme.TEXT, (x, y), theme.INK, bold=True)
        focused = ROWS[self.focus][1] if self.focus is not None else None
        for rect, key, value, label in self.choices():
            chosen = self.current(key) == value
            if chosen and key == focused:
                canvas.box(rect.inflate(8, 8), theme.INK, radius=11)  # the keyboard's ring
            face = theme.GOLD if chosen else (theme.BUTTON_HOVER if rect.collidepoint(self.hover) else theme.BUTTON)
            canvas.box(rect, face, radius=8)
            centre = rect.centerx
            if key == "card_back":  # the back itself, small and crosswise, before its name
                length = card_height(BACK_WIDTH)
                if canvas.px(BACK_WIDTH) >= MIN_WIDTH:  # a window too small for it shows the name alone
                    canvas.card(None, (rect.left + 10, rect.centery - BACK_WIDTH / 2), BACK_WIDTH, 90, back=value)
                centre += (length + 8) / 2
            canvas.text(label, CHOICE_TEXT, (centre, rect.centery), theme.BUTTON_TEXT, bold=chosen, anchor="center")
            ends[key] = rect.right
        for key, right in ends.items():
            name = self.shown_key(key)
            if name is not None and not self.portrait:  # upright, a phone's: no keys, and no room for them
                self._draw_key(canvas, key_cap(name), right + 14, self.row_y(ROW_OF[key]))

    def _draw_key(self, canvas: Canvas, cap: str, left: float, top: float) -> None:
        """A key, drawn as a key: its label in a small outlined box."""
        width = canvas.text_size(cap, theme.TEXT_SMALL, bold=True)[0] + 14
        box = Rect(round(left), round(top + 5), round(width), CHOICE_HEIGHT - 10)
        canvas.box(box, theme.INK_DIM, radius=5, width=1)
        canvas.text(cap, theme.TEXT_SMALL, box.center, theme.INK_DIM, bold=True, anchor="center")
