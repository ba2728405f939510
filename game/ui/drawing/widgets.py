"""Buttons and the toast: small models with a draw that only reads them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from pygame import Rect

from game.i18n import N_, tr
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas

KEY_NAMES = {"return": N_("Enter"), "escape": N_("Esc"), "space": N_("Space"), "tab": N_("Tab"),
             "shift+a": N_("Shift+A")}
DETAIL_TEXT, SMALLEST_DETAIL = 13, 11
SMALLEST_LABEL, LABEL_MARGIN = 13, 14  # a button's label shrinks to fit, down to this size, this far from its edges
TWO_LINE_LABEL = 12  # and past that takes two lines of this size
KEY_GAP = 8  # between a button's label and its key, written at its right end


@dataclass
class Button:
    label: str
    rect: Rect
    action: Callable[[], None]
    key: str | None = None  # the keyboard shortcut, shown on the button
    primary: bool = False
    detail: str = ""  # a second, smaller line under the label (what Continue resumes)
    refused: str = ""  # why it cannot be pressed now (drawn dimmed; pressing it says why): empty when it can
    _laid_out: tuple[tuple[str, int, float, str | None], list[str], float] | None = field(
        default=None, repr=False, compare=False)

    def hit(self, pos: tuple[float, float]) -> bool:
        return self.rect.collidepoint(pos)

    def label_size(self, canvas: Canvas) -> float:
        """The label's text size: the table's own, smaller only where a long word (German runs ~30% longer)
        would not fit the button beside its key."""
        return canvas.fitting_size(self.label, theme.TEXT, self.label_room(canvas), True, SMALLEST_LABEL)

    def label_room(self, canvas: Canvas) -> float:
        """How wide the label may be: the button's width, less its margins and its key written at its right;
        the whole width where the label would not fit beside the key on one line (the key is then not shown,
        and does nothing: Modal)."""
        key = self.key_name()
        room = self.rect.width - LABEL_MARGIN
        beside = room - (canvas.text_size(key, 12)[0] + KEY_GAP if key else 0)
        smallest = canvas.text_size(self.label, SMALLEST_LABEL, bold=True)[0]
        if not key or smallest <= beside or smallest > room or self._two_lines(canvas, beside):
            return beside
        return room

    def _two_lines(self, canvas: Canvas, width: float) -> bool:
        """Whether the label goes whole into two lines of TWO_LINE_LABEL within ``width``."""
        lines: list[str] = []  # wrapped by measure alone: a word too wide says no (wrap would cut it short)
        for word in self.label.split():
            if canvas.text_size(word, TWO_LINE_LABEL, bold=True)[0] > width:
                return False
            joined = f"{lines[-1]} {word}" if lines else word
            if lines and canvas.text_size(joined, TWO_LINE_LABEL, bold=True)[0] <= width:
                lines[-1] = joined
            else:
                lines.append(word)
        return len(lines) <= 2

    def label_lines(self, canvas: Canvas) -> tuple[list[str], float]:
        """The label as drawn: one line, shrunk a little where needed; a label too long even so takes two
        lines of the smallest size (a special hand's name on a table button, in Dutch).  Worked out once per
        label, width and scale: a button is drawn every frame."""
        key = (self.label, self.rect.width, canvas.scale, self.key)
        if self._laid_out is None or self._laid_out[0] != key:
            size = self.label_size(canvas)
            room = self.label_room(canvas)
            if canvas.text_size(self.label, size, bold=True)[0] <= room or self.detail:
                lines = [self.label]
            else:
                lines, size = canvas.wrap(self.label, TWO_LINE_LABEL, room, bold=True, balanced=True), TWO_LINE_LABEL
            self._laid_out = (key, lines, size)
        return list(self._laid_out[1]), self._laid_out[2]

    def draw(self, canvas: Canvas, hovered: bool = False, shadow: bool = True) -> None:
        """The button; without its ``shadow`` where it is drawn again over itself (the pointer's light)."""
        face = theme.GOLD if self.primary else (theme.BUTTON_HOVER if hovered else theme.BUTTON)
        if self.refused:
            face = theme.BUTTON_OFF
        if shadow:
            canvas.box(self.rect.move(0, 3), (0, 0, 0, 90), radius=9)
        canvas.box(self.rect, face, radius=9)
        ink = theme.BUTTON_TEXT_OFF if self.refused else theme.BUTTON_TEXT
        lines, size = self.label_lines(canvas)
        centre = (self._label_centre(canvas, lines, size), self.rect.centery - (8 if self.detail else 0))
        for i, line in enumerate(lines):
            y = centre[1] + (i - (len(lines) - 1) / 2) * (size + 1)
            canvas.text(line, size, (centre[0], y), ink, bold=True, anchor="center")
        if self.detail:
            detail, size = canvas.shrunk(self.detail, DETAIL_TEXT, self.rect.width - 16, smallest=SMALLEST_DETAIL)
            canvas.text(detail, size, (self.rect.centerx, self.rect.centery + 11), theme.BUTTON_TEXT,
                        anchor="center")
        if self.shows_key(canvas):
            canvas.text(self.key_name(), 12, (self.rect.right - 8, self.rect.centery), (120, 118, 104),
                        anchor="midright")

    def key_name(self) -> str:
        """Its key as written on it: "Enter", "Esc", "D"; empty for none."""
        return tr(KEY_NAMES[self.key]) if self.key in KEY_NAMES else (self.key or "").upper()

    def shows_key(self, canvas: Canvas) -> bool:
        """Whether its key is written on it (there is room beside the label, on either side): a key acts only
        where the player can read it."""
        hint = self.key_name()
        if not hint:
            return False
        lines, size = self.label_lines(canvas)
        label_width = max(canvas.text_size(line, size, bold=True)[0] for line in lines)
        return label_width + canvas.text_size(hint, 12)[0] + KEY_GAP + LABEL_MARGIN <= self.rect.width + 1

    def _label_centre(self, canvas: Canvas, lines: list[str], size: float) -> float:
        """Where the label is centred: the button's middle, or the middle of what its key leaves where the label
        would reach the key ("Ask North-East  Shift+A")."""
        if not self.shows_key(canvas):
            return self.rect.centerx
        label_width = max(canvas.text_size(line, size, bold=True)[0] for line in lines)
        key_left = self.rect.right - 8 - canvas.text_size(self.key_name(), 12)[0]
        if self.rect.centerx + label_width / 2 + 6 <= key_left:
            return self.rect.centerx
        return self.rect.left + (key_left - 6 - self.rect.left) / 2


ButtonSpec = tuple[str, Callable[[], None], str | None, bool] | tuple[str, Callable[[], None], str | None, bool, str]


def stack_buttons(specs: list[ButtonSpec], area: Rect, height: int = 30, gap: int = 4) -> list[Button]:
    """Buttons one above the other from the bottom of ``area`` up, so the main action sits lowest; a spec's
    fifth item, where given, is why the button cannot be pressed now."""
    buttons = []
    y = area.bottom - height
    for label, action, key, primary, *refused in specs:
        buttons.append(Button(label, Rect(area.x, y, area.width, height), action, key, primary,
                              refused=refused[0] if refused else ""))
        y -= height + gap
    return buttons


TOAST_WIDTH = 900  # wider than this, a toast's text takes two lines
# a message's text in its place: the table's own size first, smaller where a long one (German, Dutch) needs it
MESSAGE_SIZES = ((theme.TEXT, True), (theme.TEXT_SMALL + 1, True), (theme.TEXT_SMALL, True), (theme.TEXT_SMALL, False),
                 (13, False))
MESSAGE_PAD = (14, 8)  # between a message's box and its text, across and down


@dataclass(frozen=True)
class MessageBox:
    """A message fitted to its place: the box, its lines, their size and weight."""

    box: Rect
    lines: tuple[str, ...]
    size: float
    bold: bool
    line_height: float


_fitted: dict[tuple, MessageBox] = {}  # messages are drawn every frame: fitted once per text, place and scale


TIP_SIZE = (theme.TEXT_SMALL, False)  # a word explained: a few sentences, read at rest


def fit_message(canvas: Canvas, text: str, place: Rect, tip: bool = False) -> MessageBox:
    """The box ``text`` takes in ``place``: in the largest of MESSAGE_SIZES whose wrapped lines fit it (the
    smallest, taller than the place, where none does); as wide as its longest line and centred in the place.  A ``tip``
    (a word of the table explained) is longer and read at rest: in TIP_SIZE, its box as wide as the place and
    as tall as its lines, standing on the place's foot (higher than the place where it must)."""
    key = (text, tuple(place), canvas.scale, tip)
    if key in _fitted:
        return _fitted[key]
    pad_x, pad_y = MESSAGE_PAD
    for size, bold in (TIP_SIZE,) if tip else MESSAGE_SIZES:
        line_height = canvas.text_size(text or " ", size, bold)[1]
        lines = canvas.wrap(text, size, place.width - 2 * pad_x, bold=bold, balanced=not tip)
        if tip or len(lines) * line_height + 2 * pad_y <= place.height:
            break
    # none fits (a small window, whose text keeps a readable size: canvas.MIN_TEXT_PX): the smallest, whole,
    # its box taller than the place, centred on it; a sentence cut short says nothing
    widest = max((canvas.text_size(line, size, bold)[0] for line in lines), default=0)
    box = Rect(0, 0, min(place.width, round(widest) + 2 * pad_x + 2), round(line_height * len(lines)) + 2 * pad_y)
    box.center = place.center
    if tip:
        box.width, box.midbottom = place.width, place.midbottom
    if len(_fitted) > 64:
        _fitted.clear()
    _fitted[key] = fitted = MessageBox(box, tuple(lines), size, bold, line_height)
    return fitted


def draw_message(canvas: Canvas, text: str, place: Rect, colour: tuple[int, ...], tip: bool = False) -> Rect:
    """A message in a box of ``colour`` in its place (fit_message); the box."""
    fitted = fit_message(canvas, text, place, tip)
    canvas.box(fitted.box, colour, radius=10)
    for i, line in enumerate(fitted.lines):
        y = fitted.box.top + MESSAGE_PAD[1] + fitted.line_height * (i + 0.5)
        if tip:  # sentences to read: from the left
            canvas.text(line, fitted.size, (fitted.box.x + MESSAGE_PAD[0], y), theme.INK, anchor="midleft")
        else:
            canvas.text(line, fitted.size, (fitted.box.centerx, y), theme.INK, bold=fitted.bold, anchor="center")
    return fitted.box


@dataclass
class Toast:
    """A short message over the table: a refusal's reason (error) or a notice; it fades by itself."""

    text: str
    error: bool = True
    left: float = 3.5
    kind: str = ""  # "hint", "refusal": it goes at the next move
    _lines: list[str] = field(default_factory=list, repr=False)  # the text wrapped, once

    def update(self, dt: float) -> None:
        self.left -= dt

    @property
    def done(self) -> bool:
        return self.left <= 0

    def draw_in(self, canvas: Canvas, place: Rect) -> Rect:
        """The toast in a place of its own (the table's message place), its text fitted to it; its box."""
        return draw_message(canvas, self.text, place, theme.TOAST if self.error else theme.TOAST_INFO)

    def draw(self, canvas: Canvas, centre: tuple[float, float]) -> None:
        if not self._lines:  # a hint's reason is long: two lines, as even as they get
            self._lines = canvas.wrap(self.text, theme.TEXT, TOAST_WIDTH, bold=True, balanced=True)
        lines = self._lines
        sizes = [canvas.text_size(line, theme.TEXT, bold=True) for line in lines]
        line_height = max(h for _, h in sizes)
        box = Rect(0, 0, max(w for w, _ in sizes) + 36, line_height * len(lines) + 18)
        box.center = (round(centre[0]), round(centre[1]))
        canvas.box(box, theme.TOAST if self.error else theme.TOAST_INFO, radius=10)
        for i, line in enumerate(lines):
            y = box.top + 9 + line_height * (i + 0.5)
            canvas.text(line, theme.TEXT, (box.centerx, y), theme.INK, bold=True, anchor="center")
