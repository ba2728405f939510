"""Where the start screen's parts go (start_scene.py): its buttons, its rows of choices and the words
between them, in a landscape frame as designed for 1280 x 720 and centred, or upright in one column whose
rows scroll.  A mixin of the scene: it reads the scene's state (the app, the saved game, the whole panel or
the welcome, the scroll)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygame import Rect

from game.ai import LEVELS
from game.core import preset
from game.i18n import LANGUAGES, N_, number, tr
from game.ui.app import Settings
from game.ui.choices.presets import description, own_ending, playable_presets, target_choices, title
from game.ui.drawing import theme
from game.ui.drawing.canvas import card_height
from game.ui.drawing.widgets import Button
from game.ui.places import TAP, Places, buttons_row, centred_rows, flow, in_frame, places_of
from game.ui.stats import LEVEL_WORDS
from game.ui.table.match import Match
from game.ui.table.seats import PERSON, compass_names, join_names

ROW_LABEL_X = 280
GAME_LEFT = 360  # the games' buttons start close to their short label, to fit more on a line
CHOICE_LEFT, CHOICE_RIGHT = 470, 1024  # the other rows' choices
FIRST_ROW_Y = 180  # below the title and its card fans
CHOICE_HEIGHT, LINE_GAP, ROW_GAP, CHOICE_GAP = 32, 6, 6, 8
TIGHT_LINE_GAP, TIGHT_ROW_GAP = 2, 2  # where the rows would reach the buttons (the games' names wrap more)
DESCRIPTION_LINE = 22
SUMMARY_TOP, SUMMARY_HEIGHT, FOOT_TOP = 560, 20, 608  # the record line, then the buttons at the foot
CHOICE_TEXT = theme.TEXT_SMALL + 1
ACTION_ROWS = ("rules", "settings")  # rows of buttons that open a screen, not choices of a setting
RULES_TEXT_GAP = 14
RULES_LINES, RULES_LINE_HEIGHT = 2, 18  # the Rules row's text: two lines fit beside its button
PROBLEM = (255, 170, 150)
# The panel's foot, under the buttons: the newest notices (a save set aside, storage refused), wrapped.
NOTICE_TOP, NOTICE_LINE, NOTICE_LINES, NOTICE_WIDTH = 662, 18, 2, 760
NOTICE_INK = (255, 190, 170)
LEVEL_NAMES = {"beginner": N_("Beginner"), "normal": N_("Normal"), "expert": N_("Expert"), "master": N_("Master")}
SEATS = "seats"  # the Players row's last button: not a level, it opens the seats (seats_dialog.py)
# The welcome: its buttons' column, the big button (Continue above it where a game is saved), the game's
# sentence under it, then the buttons a step away, the language and the record line.
WELCOME_LEFT, WELCOME_WIDTH = 390, 500
WELCOME_TOP, BIG_HEIGHT, PLAY_HEIGHT, SMALL_HEIGHT = 214, 84, 60, 48
WELCOME_GAP, WELCOME_LINE, WELCOME_LINES = 16, 24, 3
SUMMARY_WIDTH = 760  # the record line's room (the panel's 800, less its margins)
SUMMARY_PITCH = 17  # from one of its lines to the next, where it takes two
# A portrait frame (a phone held upright): one column, COLUMN_MARGIN in from the frame's edges, the panel
# PORTRAIT_PANEL_MARGIN; the whole panel's rows scroll between the title and the buttons at the foot.
COLUMN_MARGIN, PORTRAIT_PANEL_MARGIN, COLUMN_MOST = 26, 10, 560
PORTRAIT_TITLE, PORTRAIT_FAN_CARD, PORTRAIT_WELCOME_LINES = 48, 48, 5
PORTRAIT_WELCOME_PAD = 72  # the welcome upright: its fan, name and buttons lower, nearer the middle
PORTRAIT_ROW_GAP, PORTRAIT_LABEL = 16, 28  # between rows; a row's name above its choices
WHEEL_STEP = 48


@dataclass(frozen=True)
class Choice:
    rect: Rect
    key: str  # the Settings field it sets
    value: Any
    label: str


def chosen_target(settings: Settings) -> int | None:
    """The target the start screen shows as chosen: one of the chosen game's choices (None, its own
    ending, also where a stored number equals it)."""
    values = [value for _, value in target_choices(settings.preset)]
    target = settings.target_score
    if target == preset(settings.preset).target_score or target not in values:
        return None
    return target


class StartLayout:
    """The start screen's geometry, for StartScene."""

    @property
    def places(self) -> Places:
        return places_of(self.app.canvas)

    def column(self) -> tuple[int, int]:
        """A portrait frame's column: its left and right, no wider than COLUMN_MOST (a tablet upright)."""
        width = min(COLUMN_MOST, self.places.width - 2 * COLUMN_MARGIN)
        left = (self.places.width - width) // 2
        return left, left + width

    def viewport(self) -> Rect | None:
        """Where the whole panel's rows show in a portrait frame, scrolled (None: in landscape they all show)."""
        if not (self.full and self.places.portrait):
            return None
        left, right = self.column()
        top = PORTRAIT_PANEL_MARGIN + 70
        bottom = self.buttons[0].rect.top - 10 - SUMMARY_PITCH * 3
        return Rect(left - 8, top, right - left + 16, bottom - top)

    def _buttons(self) -> list[Button]:
        """The buttons, in the current language (made again when it or the frame changes): the welcome's, or
        those at the whole panel's foot."""
        with in_frame(self.app.canvas):
            return self._make_buttons()

    def _make_buttons(self) -> list[Button]:
        if not self.full:
            return self._welcome_buttons()
        back = tr("Back")  # to the welcome: Esc, or a tap where there is no key (a phone)
        p = self.places
        if self.saved.data is None:
            buttons = [Button(tr("New game"), Rect(455, FOOT_TOP, 200, 48), self.new_game, "return", True),
                       Button(tr("Games…"), Rect(675, FOOT_TOP, 150, 48), self.open_games, "g"),
                       Button(back, Rect(280, FOOT_TOP, 130, 48), self.show_welcome, "escape")]
        else:
            buttons = [Button(tr("Continue"), Rect(392, FOOT_TOP, 310, 48), self.continue_game, "return", True,
                              detail=self.saved_summary()),
                       Button(tr("New game"), Rect(714, FOOT_TOP, 162, 48), self.new_game, "n"),
                       Button(tr("Games…"), Rect(888, FOOT_TOP, 132, 48), self.open_games, "g"),
                       Button(back, Rect(260, FOOT_TOP, 120, 48), self.show_welcome, "escape")]
        if not p.portrait:
            for button in buttons:
                button.rect = p.design(button.rect)
            return buttons
        # upright: Back, New game and Games… in a row at the foot, Continue the whole width above them
        left, right = self.column()
        row = [b for b in buttons if b.label == back] + [b for b in buttons if b.action in (self.new_game,
                                                                                             self.open_games)]
        top = p.height - PORTRAIT_PANEL_MARGIN - 12 - NOTICE_LINE * NOTICE_LINES - 10 - 52
        for button, rect in zip(row, buttons_row([0] * len(row), left, right, top, 52, 10), strict=True):
            button.rect = rect
        if self.saved.data is not None:
            buttons[0].rect = Rect(left, top - 62, right - left, 54)
        return buttons

    def _welcome_buttons(self) -> list[Button]:
        """Continue where a game is saved, the big Play button, then a step away: another game, the rules,
        the finished games."""
        p = self.places
        x, y, width = WELCOME_LEFT + p.dx, WELCOME_TOP + p.dy, WELCOME_WIDTH
        if p.portrait:
            x, right = self.column()
            y, width = self._portrait_welcome_top(), right - x
        play_label = tr("Play {game}", game=title(self.app.settings.preset))
        buttons = []
        if self.saved.data is not None:
            buttons.append(Button(tr("Continue"), Rect(x, y, width, BIG_HEIGHT), self.continue_game, "return", True,
                                  detail=self.saved_summary()))
            y += BIG_HEIGHT + WELCOME_GAP
            buttons.append(Button(play_label, Rect(x, y, width, PLAY_HEIGHT), self.new_game, "n",
                                  detail=self.play_detail()))
            y += PLAY_HEIGHT
        else:
            buttons.append(Button(play_label, Rect(x, y, width, BIG_HEIGHT), self.new_game, "return", True,
                                  detail=self.play_detail()))
            y += BIG_HEIGHT
        y += WELCOME_GAP + WELCOME_LINE * len(self.welcome_lines()) + 2 * WELCOME_GAP  # the game's sentence
        if p.portrait:  # another game the whole width; the rules and the games kept side by side under it
            half = (width - 10) // 2
            return buttons + [
                Button(tr("Choose another game…"), Rect(x, y, width, 52), self.show_all, "a"),
                Button(tr("Rules…"), Rect(x, y + 62, half, 52), self.read_rules),
                Button(tr("Games…"), Rect(x + width - half, y + 62, half, 52), self.open_games, "g")]
        other, rules = 250, 116
        buttons += [Button(tr("Choose another game…"), Rect(x, y, other, SMALL_HEIGHT), self.show_all, "a"),
                    Button(tr("Rules…"), Rect(x + other + 9, y, rules, SMALL_HEIGHT), self.read_rules),
                    Button(tr("Games…"), Rect(x + other + rules + 18, y, width - other - rules - 18, SMALL_HEIGHT),
                           self.open_games, "g")]
        return buttons

    def _portrait_welcome_top(self) -> int:
        """Below the fan of cards and the name, in a portrait frame."""
        return PORTRAIT_WELCOME_PAD + PORTRAIT_PANEL_MARGIN + 26 + round(card_height(PORTRAIT_FAN_CARD)) + 14 + \
            PORTRAIT_TITLE + 28

    def play_detail(self) -> str:
        """Under the Play button: who plays against whom, and to what: "Against normal players, to 5000"."""
        s = self.app.settings
        target = chosen_target(s) or preset(s.preset).target_score
        ending = tr("to {points}", points=number(target)) if target else own_ending(s.preset)
        seating = s.seating()
        people = [seat for seat, kind in enumerate(seating) if kind == PERSON]
        if len(people) > 1:
            names = join_names([compass_names(len(seating))[seat] for seat in people])
            return tr("{people} at one table, {ending}", people=names, ending=ending)
        levels = [tr(LEVEL_WORDS[name]) for name in LEVELS if name in seating]
        return tr("Against {level} players, {ending}", level=join_names(levels), ending=ending)

    def saved_summary(self) -> str:
        """What Continue resumes ("Classic for four · hand 3 · 1230 to 860"), or that the save is damaged."""
        return "" if self.saved.data is None else Match.saved_summary(self.saved.data)

    def layout(self) -> tuple[list[Choice], list[tuple[str, float, float]], float, float]:
        """The choices, each row's label and where it goes (x, y), where the game's description starts, and
        the bottom.  Where the games' names take more lines (German, a small window), the rows close up so
        that the record line stays clear of the buttons.  The welcome has one row, the language's, under its
        buttons, and no labels."""
        with in_frame(self.app.canvas):
            if not self.full:
                return self._welcome_layout()
            if self.places.portrait:
                return self._portrait_layout()
            laid = self._layout(LINE_GAP, ROW_GAP, 6)
            if laid[3] + SUMMARY_PITCH * len(self.summary_lines()[0]) + 3 > FOOT_TOP + self.places.dy:
                laid = self._layout(TIGHT_LINE_GAP, TIGHT_ROW_GAP, 0)
            return laid

    def _welcome_layout(self) -> tuple[list[Choice], list[tuple[str, float, float]], float, float]:
        canvas = self.app.canvas
        names = list(LANGUAGES.items())
        widths = [canvas.text_size(name, CHOICE_TEXT, bold=True)[0] + 26 for _, name in names]
        p = self.places
        y = self.buttons[-1].rect.bottom + (2 if p.portrait else 3) * WELCOME_GAP
        left, right = self.column() if p.portrait else (p.dx + 240, p.dx + 1040)
        height = TAP if p.portrait else CHOICE_HEIGHT
        rects = centred_rows(flow(widths, left, right, y, height, CHOICE_GAP, CHOICE_GAP), left, right)
        choices = [Choice(rect, "language", code, name) for (code, name), rect in zip(names, rects, strict=True)]
        play = next(b for b in self.buttons if b.action == self.new_game)
        return choices, [], play.rect.bottom + WELCOME_GAP, rects[-1].bottom + WELCOME_GAP

    def _layout(self, line_gap: int, row_gap: int, description_gap: int
                ) -> tuple[list[Choice], list[tuple[str, float, float]], float, float]:
        canvas, dx = self.app.canvas, self.places.dx
        choices: list[Choice] = []
        labels: list[tuple[str, float, float]] = []
        y, description_y = float(FIRST_ROW_Y + self.places.dy), 0.0
        for label, key, options in self.rows():
            left = (GAME_LEFT if key == "preset" else CHOICE_LEFT) + dx
            labels.append((label, ROW_LABEL_X + dx, y))
            x = left
            for text, value in options:
                width = canvas.text_size(text, CHOICE_TEXT, bold=True)[0] + 26
                if x > left and x + width > CHOICE_RIGHT + dx:
                    x, y = left, y + CHOICE_HEIGHT + line_gap
                choices.append(Choice(Rect(round(x), round(y), round(width), CHOICE_HEIGHT), key, value, text))
                x += width + CHOICE_GAP
            y += CHOICE_HEIGHT + row_gap
            if key == "preset":  # room for the longest description, so the rows below stay put
                description_y = y - 4
                y += DESCRIPTION_LINE * self._description_room() + description_gap
        return choices, labels, description_y, y

    def _portrait_layout(self) -> tuple[list[Choice], list[tuple[str, float, float]], float, float]:
        """One column: each row's name above its choices, which wrap the column's width and are tall enough to
        tap; the game's description under the games, the rules' and the settings' lines under their buttons.
        Scrolled by ``scroll`` within the viewport."""
        canvas = self.app.canvas
        left, right = self.column()
        viewport = self.viewport()
        assert viewport is not None
        choices: list[Choice] = []
        labels: list[tuple[str, float, float]] = []
        top = viewport.top + 6
        y, description_y = top - self.scroll, 0.0
        for label, key, options in self.rows():
            labels.append((label, left, y - 7))  # drawn 7 below, as beside the choices in landscape
            y += PORTRAIT_LABEL
            widths = [canvas.text_size(text, CHOICE_TEXT, bold=True)[0] + 26 for text, _ in options]
            rects = flow(widths, left, right, y, TAP, CHOICE_GAP, CHOICE_GAP)
            choices += [Choice(rect, key, value, text) for rect, (text, value) in zip(rects, options, strict=True)]
            y = rects[-1].bottom + 6
            if key == "preset":
                description_y = y
                y += DESCRIPTION_LINE * self._description_room()
            elif key in ACTION_ROWS:
                y += RULES_LINE_HEIGHT * RULES_LINES + 4
            y += PORTRAIT_ROW_GAP
        self._scroll_room = max(0.0, y + self.scroll - top - viewport.height + 6)
        return choices, labels, description_y, y

    def _description_width(self) -> float:
        if self.places.portrait:
            left, right = self.column()
            return right - left
        return CHOICE_RIGHT - GAME_LEFT

    def _description_lines(self, name: str | None = None) -> list[str]:
        with in_frame(self.app.canvas):
            return self.app.canvas.wrap(description(name or self.app.settings.preset), theme.TEXT_SMALL,
                                        self._description_width())

    def _description_room(self) -> int:
        """Lines for the longest game's description (most of them measured ahead: ``measure_ahead``)."""
        while self.measure_ahead():
            pass
        return max(self._room.values())

    def measure_ahead(self) -> bool:
        """Measure one more game's description for the whole panel, while the welcome is read: all thirteen at
        once, in the frame that opens the panel, cost 30 ms on the desktop and 70 in the browser.  Whether there
        was one to measure."""
        missing = [name for name in playable_presets() if name not in self._room]
        if missing:
            self._room[missing[0]] = len(self._description_lines(missing[0]))
        return bool(missing)
