"""The Games screen: the finished games kept, newest first (date, game, level, result), to replay, to copy as a
share code, or a share code pasted to replay.  Last in the list stands the sample game shipped with the game
(kept_games.load_sample), marked as one, so that the replay viewer is there from the first visit; it is no
game of the player's: not in his statistics, not among the 50 kept, and nothing here removes it.

Opened from the start screen (its Games… button, or `g`).  ↑ ↓ choose a game (PgUp PgDn, Home End too), the
wheel scrolls, a click chooses and a click on the chosen game replays it, as Enter does; `c` copies its code,
`p` or Ctrl+V opens the field for a code; Esc goes back.
"""

from __future__ import annotations

from pygame import Rect

from game.core import from_code_text
from game.i18n import N_, date_text, ntr, tr
from game.storage import spoken
from game.ui.app import App, Scene
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button, Toast
from game.ui.input import Click, Hover, Key, Scroll, UiEvent
from game.ui.places import TAP, in_frame, places_of
from game.ui.replays.code_dialogs import code_problem, game_heading
from game.ui.replays.kept_games import KeptGame, load_games, load_sample
from game.ui.replays.replay import Replay
from game.ui.table.match import points_text
from game.ui.table.seats import join_names
from game.ui.table.table_view import draw_baize

PANEL = Rect(40, 20, 1200, 680)
LIST = Rect(64, 124, 1132, 468)  # the rows
ROW = 36
SMALLEST_CELL = 12  # Canvas.shrunk's least size, before it cuts a cell short
CARD_LINE = 24  # a phone held upright: a game takes three short lines (or more, wrapped), as a card
COLUMNS = (0, 170, 500, 630)  # date, game, level, result: from the list's left
HEAD_Y = 96
LEVEL_NAMES = {"beginner": N_("Beginner"), "normal": N_("Normal"), "expert": N_("Expert"), "master": N_("Master")}
OUTCOMES = {"won": N_("Won {your_score} to {other_scores}"), "lost": N_("Lost {your_score} to {other_scores}"),
            "draw": N_("Draw {your_score} to {other_scores}")}


def game_words(game: KeptGame) -> str:
    """"Classic for four", "Classic for four (house rules)"."""
    return game_heading(game.preset, game.house_rules)


def result_words(game: KeptGame) -> str:
    """"Won 5120 to 4345 · 6 hands": the player's score first, then the others' from the highest; the
    sample's winners by their seats ("West & East won 6240 to 4335")."""
    if game.sample:
        return _sample_result(game)
    scores = list(game.scores)
    mine = scores.pop(game.you)
    result = tr(OUTCOMES[game.outcome], your_score=points_text(mine),
                other_scores=", ".join(points_text(score) for score in sorted(scores, reverse=True)))
    return f"{result} · {ntr('{count} hand', '{count} hands', game.hands)}"


def _sample_result(game: KeptGame) -> str:
    hands = ntr("{count} hand", "{count} hands", game.hands)
    if game.winner is None or game.winner >= len(game.sides):
        return hands
    scores = list(game.scores)
    best = scores.pop(game.winner)
    winners = join_names([tr(game.players[seat]) for seat in game.sides[game.winner] if seat < len(game.players)])
    result = tr("{winners} won {winning_score} to {other_scores}", winners=winners, winning_score=points_text(best),
                other_scores=", ".join(points_text(score) for score in sorted(scores, reverse=True)))
    return f"{result} · {hands}"


def date_words(game: KeptGame) -> str:
    """When the game was played; the sample says it is one."""
    return tr("Sample game") if game.sample else date_text(game.date)


class GamesScene(Scene):
    fills_frame = True  # the whole frame; upright each game in three lines, the buttons two by two

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games, problem = load_games(app.storage)
        self.own = len(self.games)  # the player's own games; the sample follows them
        sample = load_sample()
        if sample is not None:
            self.games.append(sample)
        self.problem = problem or ""
        self.chosen = 0
        self.first = 0  # the first row shown
        self.hover = (-1.0, -1.0)
        self.toast: Toast | None = None
        self.panel, self.list_rect, self.row_height, self.cards = PANEL, LIST, ROW, False
        self.buttons = self._buttons()
        self._frame: tuple[int, int] | None = None
        self._fit_frame()

    def _buttons(self) -> list[Button]:
        none = tr("No game chosen") if not self.games else ""
        return [Button(tr("Back"), Rect(64, 630, 160, 44), self.close, "escape"),
                Button(tr("Paste code"), Rect(636, 630, 180, 44), self.paste_code, "p"),
                Button(tr("Copy code"), Rect(836, 630, 180, 44), self.copy_code, "c", refused=none),
                Button(tr("Replay"), Rect(1036, 630, 160, 44), self.replay, "return", True, refused=none)]

    def _fit_frame(self) -> None:
        """The panel, the list and the buttons for the frame of now: the whole frame; upright (or where the
        columns would cut a game's words) each game a card of three lines or more, and upright the buttons two
        by two at the foot."""
        canvas = self.app.canvas
        p = places_of(canvas)
        if self._frame == canvas.surface.get_size():
            return
        self._frame = canvas.surface.get_size()
        w, h = p.size
        if p.portrait:
            self.panel, self.cards = Rect(10, 10, w - 20, h - 20), True
            self.list_rect = Rect(24, 86, w - 58, h - 86 - 2 * (TAP + 6) - 60)
            half, top = (w - 58) // 2, h - 22 - 2 * (TAP + 6) - 8
            places = [(24, top), (24, top + TAP + 14), (34 + half, top), (34 + half, top + TAP + 14)]
            for button, (x, y) in zip(self.buttons, places, strict=True):
                button.rect = Rect(x, y, half, TAP + 6)
        else:
            self.panel, self.list_rect = Rect(40, 20, w - 80, h - 40), Rect(LIST.x, LIST.y, w - 148, h - 252)
            with in_frame(canvas):  # a small window's text takes more room: a game then takes three lines
                self.cards = not self._cells_fit(canvas)
            right, top = w - 84, h - 90
            for button, x in zip(self.buttons, (64, right - 560, right - 360, right - 160), strict=True):
                button.rect = Rect(x, top, button.rect.width, 44)
        with in_frame(canvas):
            self.row_height = ROW if not self.cards else \
                CARD_LINE * max((len(self.card_lines(canvas, game)) for game in self.games), default=3) + 18
        self.choose(self.chosen)

    def _cells_fit(self, canvas: Canvas) -> bool:
        """Whether every game's date, name, level and result fit their columns without being cut (shrunk as far
        as they may be)."""
        ends = [*COLUMNS[1:], self.list_rect.width]
        return all(canvas.text_size(cell, SMALLEST_CELL, bold=True)[0] <= end - x - 20
                   for game in self.games for x, end, cell in zip(COLUMNS, ends, self.cells(game), strict=True))

    def card_lines(self, canvas: Canvas, game: KeptGame) -> list[tuple[str, float, bool]]:
        """A game as a card: its date and level, the game, the result, each wrapped to the card's width."""
        parts = ((f"{date_words(game)} · {tr(LEVEL_NAMES.get(game.level, game.level))}", theme.TEXT_SMALL, False),
                 (game_words(game), theme.TEXT_SMALL + 1, True), (result_words(game), theme.TEXT_SMALL + 1, False))
        return [(line, size, bold) for text, size, bold in parts
                for line in canvas.wrap(text, size, self.list_rect.width - 20, bold=bold, balanced=True)]

    @staticmethod
    def cells(game: KeptGame) -> tuple[str, str, str, str]:
        return date_words(game), game_words(game), tr(LEVEL_NAMES.get(game.level, game.level)), result_words(game)

    def relabel(self) -> None:
        self.buttons = self._buttons()
        self._frame = None
        self._fit_frame()

    @property
    def rows(self) -> int:
        return max(1, self.list_rect.height // self.row_height)

    # -- input ------------------------------------------------------------------------------------
    def handle(self, event: UiEvent) -> None:
        self._fit_frame()
        if isinstance(event, Hover):
            self.hover = event.pos
        elif isinstance(event, Scroll):
            self.scroll(-round(event.lines))
        elif isinstance(event, Click):
            self._click(event.pos)
        elif isinstance(event, Key):
            self._key(event)

    def _click(self, pos: tuple[float, float]) -> None:
        for button in self.buttons:
            if button.hit(pos):
                self._press(button)
                return
        row = self.row_at(pos)
        if row is not None:
            again = row == self.chosen
            self.choose(row)
            if again:
                self.replay()

    def _press(self, button: Button) -> None:
        if button.refused:
            self.toast = Toast(button.refused)
        else:
            button.action()

    def _key(self, event: Key) -> None:
        steps = {"up": -1, "down": 1, "page up": -self.rows, "page down": self.rows}
        if event.ctrl and event.name == "v":
            self.paste_code(at_once=True)
        elif event.name in steps:
            self.choose(self.chosen + steps[event.name])
        elif event.name == "home":
            self.choose(0)
        elif event.name == "end":
            self.choose(len(self.games) - 1)
        else:
            for button in self.buttons:
                if button.key == event.name:
                    self._press(button)
                    return

    def row_at(self, pos: tuple[float, float]) -> int | None:
        if not self.list_rect.collidepoint(pos):
            return None
        row = self.first + int((pos[1] - self.list_rect.y) // self.row_height)
        return row if row < len(self.games) else None

    def choose(self, row: int) -> None:
        """Choose the game of ``row`` (kept within the list), scrolled into sight."""
        self.chosen = max(0, min(row, len(self.games) - 1))
        if self.chosen < self.first:
            self.first = self.chosen
        elif self.chosen >= self.first + self.rows:
            self.first = self.chosen - self.rows + 1

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, len(self.games) - self.rows))

    # -- what the buttons do ----------------------------------------------------------------------
    def replay(self) -> None:
        if not self.games:
            return
        game = self.games[self.chosen]
        try:
            replay = Replay(from_code_text(game.code))
        except ValueError as damage:
            self.toast = Toast(code_problem(damage), left=6.0)
            return
        heading = game_heading(game.preset, game.house_rules, None if game.sample else game.date)
        if game.sample:
            heading = f"{heading} · {tr('Sample game')}"
        self.app.push(self.app.open("replay", replay, heading))

    def copy_code(self) -> None:
        if self.games:
            self.app.push(self.app.open("share_code", self.games[self.chosen].code))

    def paste_code(self, at_once: bool = False) -> None:
        """The field for a share code; ``at_once`` (Ctrl+V) with the clipboard's text pasted in."""
        dialog = self.app.open("paste_code")
        self.app.push(dialog)
        if at_once:
            dialog.paste()

    def close(self) -> None:
        self.app.pop()

    def update(self, dt: float) -> None:
        self._fit_frame()
        if self.toast is not None:
            self.toast.update(dt)
            if self.toast.done:
                self.toast = None

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        draw_baize(canvas)
        panel, area = self.panel, self.list_rect
        upright, cards = places_of(canvas).portrait, self.cards
        canvas.box(panel, theme.PANEL_SOLID, radius=20)
        canvas.box(panel, (*theme.GOLD, 140), radius=20, width=2)
        canvas.text(tr("Finished games"), theme.TEXT_BIG + 2, (area.x, panel.y + 18), theme.GOLD, bold=True)
        count = ntr("{count} finished game, the newest first", "{count} finished games, the newest first",
                    self.own) if self.own else ""
        if upright:  # under the title
            canvas.text(count, theme.TEXT_SMALL, (area.x, panel.y + 54), theme.INK_DIM)
        else:
            canvas.text(count, theme.TEXT_SMALL, (area.right, panel.y + 28), theme.INK_DIM, anchor="topright")
        if self.games:
            self._cards(canvas) if cards else self._list(canvas)
        if not self.own:  # below the sample, if there is one: where the player's own games will be
            top = area.y + len(self.games) * self.row_height + (40 if not upright else 16)
            text = tr("No game of yours finished yet. Every game you play to its end is kept here (the last 50), "
                      "to watch again or to share as a code.")
            width = area.width - (200 if not upright else 10)
            for i, line in enumerate(canvas.wrap(text, theme.TEXT, width, balanced=True)):
                canvas.text(line, theme.TEXT, (area.centerx, top + i * 28), theme.INK, anchor="midtop")
        if self.problem:
            for i, line in enumerate(canvas.wrap(spoken(self.problem, tr), theme.TEXT_SMALL, area.width)[:2]):
                canvas.text(line, theme.TEXT_SMALL, (area.x, area.bottom + 2 + i * 17), (255, 190, 170))
        for button in self.buttons:
            button.draw(canvas, hovered=button.hit(self.hover))
        if self.toast is not None:
            self.toast.draw(canvas, (panel.centerx, area.bottom - 32))

    def _cards(self, canvas: Canvas) -> None:
        """Upright: each game in three lines (its date and level, the game, the result), chosen as a card."""
        area = self.list_rect
        for i, game in enumerate(self.games[self.first:self.first + self.rows]):
            row = self.first + i
            rect = Rect(area.x, area.y + i * self.row_height, area.width, self.row_height - 6)
            if row == self.chosen:
                canvas.box(rect, (*theme.GOLD, 90), radius=8)
                canvas.box(rect, theme.GOLD, radius=8, width=2)
            else:
                canvas.box(rect, (255, 255, 255, 22), radius=8)
            for j, (line, size, bold) in enumerate(self.card_lines(canvas, game)):
                canvas.text(line, size, (rect.x + 10, rect.y + 6 + j * CARD_LINE), theme.INK if j else theme.INK_DIM,
                            bold=bold)
        self._scrollbar(canvas)

    def _list(self, canvas: Canvas) -> None:
        heads = (tr("Date"), tr("Game"), tr("Level"), tr("Result"))
        area = self.list_rect
        for x, head in zip(COLUMNS, heads, strict=True):
            canvas.text(head, theme.TEXT_SMALL, (area.x + x + 10, self.panel.y + HEAD_Y - PANEL.y), theme.INK_DIM,
                        bold=True)
        for i, game in enumerate(self.games[self.first:self.first + self.rows]):
            row = self.first + i
            rect = Rect(area.x, area.y + i * ROW, area.width, ROW - 4)
            if row == self.chosen:
                canvas.box(rect, (*theme.GOLD, 90), radius=8)
                canvas.box(rect, theme.GOLD, radius=8, width=2)
            elif rect.collidepoint(self.hover):
                canvas.box(rect, (255, 255, 255, 36), radius=8)
            cells = self.cells(game)
            ends = [*COLUMNS[1:], area.width]
            for x, end, cell in zip(COLUMNS, ends, cells, strict=True):
                text, size = canvas.shrunk(cell, theme.TEXT_SMALL + 1, end - x - 20, bold=row == self.chosen)
                canvas.text(text, size, (area.x + x + 10, rect.centery), theme.INK, bold=row == self.chosen,
                            anchor="midleft")
        self._scrollbar(canvas)

    def _scrollbar(self, canvas: Canvas) -> None:
        if len(self.games) <= self.rows:
            return
        area = self.list_rect
        track = Rect(area.right + (12 if self.row_height == ROW else 4), area.y, 6, self.rows * self.row_height)
        canvas.box(track, (255, 255, 255, 30), radius=3)
        share = self.rows / len(self.games)
        top = track.y + track.height * self.first / len(self.games)
        canvas.box(Rect(track.x, top, track.width, max(24, track.height * share)), (*theme.GOLD, 200), radius=3)
