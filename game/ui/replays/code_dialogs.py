"""The share code's two dialogs over the Games screen: the code copied (and shown, readable, where the
clipboard refused it), and a field to paste or type one, which opens the replay of a good code and says why
a damaged one cannot be replayed, changing nothing."""

from __future__ import annotations

import re

from pygame import Rect

from game.core import from_code_text
from game.i18n import N_, date_text, ntr, tr
from game.ui.app import App
from game.ui.choices.presets import title
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.input import Key, UiEvent
from game.ui.places import Places
from game.ui.replays import clipboard
from game.ui.replays.replay import Replay
from game.ui.replays.same_deal import deal_of_replay
from game.ui.scenes.modal import Modal

PANEL = Rect(160, 100, 960, 520)
CODE_AREA = Rect(200, 230, 880, 280)
CODE_MARGIN = CODE_AREA.x - PANEL.x  # the code's box from the panel's sides
UPRIGHT_CODE_HEIGHT, UPRIGHT_CODE_MOST = 300, 520  # a phone upright: the code's box grows to hold it
CODE_TEXT = 14
CODE_LINE = 18
PROBLEM_INK = (255, 170, 150)
TYPED = re.compile(r"[A-Za-z0-9_\-]")  # what a code is made of: other keys typed are left out
# The share code's own refusals (game/core/record.py: its words, the keys), as a player would say them: each a
# whole sentence that says what to do, in the player's language
CODE_PROBLEMS = {
    "this is no share code of this game: it should start with C1":
        N_("This isn't a share code for this game. Share codes start with C1."),
    "a share code holds only letters, digits, - and _":
        N_("A share code holds nothing but letters, digits, - and _. Copy it again without the text around it."),
    "the share code is damaged or cut short: copy all of it again":
        N_("The share code is damaged or cut short. Copy all of it again."),
}
_REFUSED_MOVE = re.compile(r"line \d+: move (?P<move>\d+) of hand (?P<hand>\d+) \((?P<notation>[^)]*)\) is "
                           r"refused: (?P<reason>.*)", re.DOTALL)


def code_problem(error: ValueError) -> str:
    """Why a code or a record cannot be replayed, for the player, in his language: one of the code's own
    refusals as its sentence; a move's refusal names the move, with the rule's words as the record gives them;
    anything else after a sentence that says the code cannot be replayed."""
    detail = str(error)
    if detail in CODE_PROBLEMS:
        return tr(CODE_PROBLEMS[detail])
    if found := _REFUSED_MOVE.fullmatch(detail):
        return tr("Move {move} of hand {hand} ({notation}) breaks a rule, so this code can't be replayed: {reason}",
                  move=found["move"], hand=found["hand"], notation=found["notation"], reason=found["reason"])
    return tr("This code can't be replayed: {detail}", detail=detail)


def replay_of(text: str) -> Replay:
    """The replay of a share code, or of a whole record pasted; ValueError saying why not."""
    text = text.strip()
    return Replay(text if text.startswith("[") else from_code_text(text))


def code_lines(canvas: Canvas, code: str, width: float, size: float = CODE_TEXT) -> list[str]:
    """``code`` cut into lines no wider than ``width`` (a code has no spaces to break at)."""
    lines: list[str] = []
    start = 0
    while start < len(code):
        step = max(1, int(width / max(canvas.text_size("M", size)[0], 1)))
        while start + step < len(code) and canvas.text_size(code[start:start + step + 8], size)[0] <= width:
            step += 8
        while step > 1 and canvas.text_size(code[start:start + step], size)[0] > width:
            step -= 1
        lines.append(code[start:start + step])
        start += step
    return lines



def game_heading(preset: str, house_rules: bool, date: str | None = None) -> str:
    """"Classic for four (house rules) · 26.11.2026 08:16": a kept or pasted game, as the replay names it."""
    name = title(preset) if preset else ""
    if house_rules:
        name = tr("{game} (house rules)", game=name)
    return " · ".join(part for part in (name, date_text(date) if isinstance(date, str) else "") if part)

class ShareCodeDialog(Modal):
    """The code of a finished game: put on the clipboard, and shown where the clipboard refused it."""

    def __init__(self, app: App, code: str) -> None:
        super().__init__(app, PANEL)
        self.code = code
        self.on_escape = self.close
        self.copied = clipboard.copy(code)
        self.buttons = [Button(tr("Close"), Rect(900, 548, 180, 44), self.close, "return", True),
                        Button(tr("Copy again"), Rect(700, 548, 180, 44), self.copy, "c")]
        if not self.copied:
            self.buttons.append(Button(tr("Show as text"), Rect(440, 548, 240, 44), self.show, "t"))
        self.laid_out()

    def message_lines(self, canvas: Canvas) -> list[str]:
        return canvas.wrap(self.message(), theme.TEXT, self.rect.width - 2 * CODE_MARGIN, balanced=True, most=5)

    def code_area(self) -> Rect:
        """The code's box: under the message, the panel's width less its margins."""
        if self.rect.width >= PANEL.width:
            return CODE_AREA.move(self.rect.x - PANEL.x, self.rect.y - PANEL.y)
        canvas = self.app.canvas
        top = self.rect.y + 66 + 24 * len(self.message_lines(canvas)) + 12
        width = self.rect.width - 40
        size, step = self.code_size(canvas, width, UPRIGHT_CODE_MOST)
        needed = len(code_lines(canvas, self.code, width - 24, size)) * step + 26
        return Rect(self.rect.x + 20, top, width, min(UPRIGHT_CODE_MOST, max(UPRIGHT_CODE_HEIGHT, needed)))

    def code_size(self, canvas: Canvas, width: float, height: float) -> tuple[float, float]:
        """The code's text size and line pitch in a box ``width`` by ``height``: smaller for a long game's code,
        never lines closer than the text drawn is high (the least text size makes it taller on a small window)."""
        lines = code_lines(canvas, self.code, width - 24)
        size = CODE_TEXT if len(lines) <= height // CODE_LINE - 1 else 11
        step = CODE_LINE if size == CODE_TEXT else 14
        return size, max(step, canvas.text_size("M", size)[1])

    def body_height(self, p: Places) -> int:
        return self.code_area().bottom - self.rect.y + 34

    def copy(self) -> None:
        self.copied = clipboard.copy(self.code)

    def show(self) -> None:
        clipboard.show(self.code, tr("The share code: select it and copy it."))

    def close(self) -> None:
        self.app.pop()

    def message(self) -> str:
        if self.copied:
            return tr("The share code is on the clipboard: paste it into a chat or a mail. Pasted into Games, "
                      "it replays this game on any computer.")
        return tr("The clipboard cannot be used here: copy the code below by hand, or choose Show as text.")

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        panel, area = self.rect, self.code_area()
        canvas.text(tr("Share code"), theme.TEXT_BIG, (panel.centerx, panel.y + 22), theme.GOLD, bold=True,
                    anchor="midtop")
        for i, line in enumerate(self.message_lines(canvas)):
            canvas.text(line, theme.TEXT, (panel.centerx, panel.y + 66 + i * 24), theme.INK, anchor="midtop")
        canvas.box(area, (0, 0, 0, 90), radius=8)
        size, step = self.code_size(canvas, area.width, area.height)  # a long game's code in a smaller hand
        lines = code_lines(canvas, self.code, area.width - 24, size)
        for i, line in enumerate(lines[: int(area.height // step) - 1]):
            canvas.text(line, size, (area.x + 12, area.y + 10 + i * step), theme.INK)
        canvas.text(ntr("{count} character", "{count} characters", len(self.code)), theme.TEXT_SMALL,
                    (area.x, area.bottom + 8), theme.INK_DIM)


class PasteCodeDialog(Modal):
    """A field for a share code: pasted (Ctrl+V, or the Paste button) or typed; Enter replays it."""

    takes_text = True  # letters typed here are the code's, not the app's keys (v: sound)

    def __init__(self, app: App) -> None:
        super().__init__(app, PANEL)
        self.text = ""
        self.problem = ""
        self.on_escape = self.close
        self.buttons = [Button(tr("Replay"), Rect(910, 548, 170, 44), self.replay, "return", True),
                        Button(tr("Paste"), Rect(515, 548, 150, 44), self.paste),
                        Button(tr("Clear"), Rect(355, 548, 145, 44), self.clear),
                        Button(tr("Cancel"), Rect(200, 548, 140, 44), self.close, "escape"),
                        Button(tr("Play its deal"), Rect(680, 548, 215, 44), self.play_deal, "tab")]
        self.laid_out()

    def field(self) -> Rect:
        """Where the code typed or pasted shows: under the line that says what to do."""
        if self.rect.width >= PANEL.width:
            return CODE_AREA.inflate(0, -60).move(self.rect.x - PANEL.x, self.rect.y - PANEL.y - 30)
        top = self.rect.y + 66 + 24 * len(self.instruction(self.app.canvas)) + 12
        return Rect(self.rect.x + 20, top, self.rect.width - 40, 170)

    def instruction(self, canvas: Canvas) -> list[str]:
        return canvas.wrap(tr("Paste a code (Ctrl+V) or type it, then press Enter."), theme.TEXT,
                           self.rect.width - 2 * CODE_MARGIN, balanced=True)

    def body_height(self, p: Places) -> int:
        return self.field().bottom - self.rect.y + 30 + 3 * 19 + 10

    def layout(self, p: Places) -> None:
        super().layout(p)
        if p.portrait:  # upright, the main button lowest, Cancel above it: the others over them
            order = [self.buttons[i] for i in (1, 2, 4, 3, 0)]
            self.lay_buttons(order, min(b.rect.top for b in order) - self.rect.top)

    def handle(self, event: UiEvent) -> None:
        if isinstance(event, Key):
            if event.ctrl and event.name == "v":
                self.paste()
                return
            if event.name == "backspace":
                self.text, self.problem = self.text[:-1], ""
                return
            if event.text and TYPED.fullmatch(event.text) and not event.ctrl:
                self.text, self.problem = self.text + event.text, ""
                return
        super().handle(event)

    def paste(self) -> None:
        pasted = clipboard.paste(tr("Paste the share code here:"))
        if pasted is None:
            self.problem = tr("Nothing to paste: copy a share code first, or type it.")
            return
        self.text, self.problem = pasted.strip(), ""

    def clear(self) -> None:
        self.text, self.problem = "", ""

    def replay(self) -> None:
        """A good code opens its replay in place of this dialog; a damaged one says why, and nothing changes."""
        if not self.text.strip():
            self.problem = tr("Paste or type a share code first.")
            return
        try:
            replay = replay_of(self.text)
        except ValueError as damage:
            self.problem = code_problem(damage)
            return
        self.app.pop()
        self.app.push(self.app.open("replay", replay, game_heading(replay.preset, replay.house_rules,
                                                                   replay.tags.get("Date"))))

    def play_deal(self) -> None:
        """A good code's first deal, to play (replays/deal_dialog.py); a damaged code says why."""
        if not self.text.strip():
            self.problem = tr("Paste or type a share code first.")
            return
        try:
            settings, start, before = deal_of_replay(replay_of(self.text), 0)
        except ValueError as damage:
            self.problem = code_problem(damage)
            return
        self.app.pop()
        self.app.push(self.app.open("deal_again", settings, start, 1, before))

    def close(self) -> None:
        self.app.pop()

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        panel = self.rect
        canvas.text(tr("Replay a share code"), theme.TEXT_BIG, (panel.centerx, panel.y + 22), theme.GOLD,
                    bold=True, anchor="midtop")
        for i, line in enumerate(self.instruction(canvas)):
            canvas.text(line, theme.TEXT, (panel.centerx, panel.y + 66 + 24 * i), theme.INK, anchor="midtop")
        field = self.field()
        canvas.box(field, (0, 0, 0, 110), radius=8)
        canvas.box(field, (*theme.GOLD, 160), radius=8, width=2)
        lines = code_lines(canvas, self.text, field.width - 30) or [""]
        room = field.height // CODE_LINE - 1
        for i, line in enumerate(lines[-room:]):
            canvas.text(line, CODE_TEXT, (field.x + 12, field.y + 10 + i * CODE_LINE), theme.INK)
        end = canvas.text_size(lines[-1], CODE_TEXT)[0] if lines[-1] else 0  # the caret, after the last letter
        canvas.box(Rect(field.x + 13 + end, field.y + 10 + (min(len(lines), room) - 1) * CODE_LINE, 2, CODE_LINE - 2),
                   theme.INK)
        if self.text:
            canvas.text(ntr("{count} character", "{count} characters", len(self.text)), theme.TEXT_SMALL,
                        (field.x, field.bottom + 6), theme.INK_DIM)
        for i, line in enumerate(canvas.wrap(self.problem, theme.TEXT_SMALL, field.width)[:3]):
            canvas.text(line, theme.TEXT_SMALL, (field.x, field.bottom + 30 + i * 19), PROBLEM_INK)
