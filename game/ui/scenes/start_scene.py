"""The start screen: a new game (which game, the players: the computer players' level and who plays each
seat, the target score, its rules), the settings (the Settings row, or `s`, opens them: settings_dialog.py),
the language, the saved game to continue, and the finished games to replay (Games…, or `g`:
replays/games_scene.py).

It opens on a welcome: one big button that plays the game chosen (for a new player, Classic for four against
Normal players) with a sentence on what that game is, Continue above it where a game is saved, Games…, the
rules and the language.  Everything else is a step away: "Choose another game…" (or `a`, or an arrow key)
opens the whole panel described below, and Back (or Esc) goes back to the welcome.

Every row is a set of choices that wrap onto more lines where they need to, so every preset of the engine
has a button, however many there are.  The Rules row says whether the chosen game is played by its own
rules or with house rules (and which); its Read… button (or F1, ?) shows the rules of the chosen game, and
Change… (or `h`) opens the options screen.  The Settings row says the settings that matter most (animation,
sound, four colours, large cards, fullscreen) beside its Change… button.

The keyboard works it too: ↑ ↓ go from row to row, ← → pick the choice before or after in the row (a row
of buttons behaves as one control, like a radio group), Space opens the rules or the settings on their rows,
Enter starts.  The row the keys are on gets a ring once a key has been used.

The Players row sets the computer players' level, every computer seat at once; its Seats… button (or Space
on the row) opens people/seats_dialog.py, where each seat is a person or a computer player of its own level.  It is
gold where the seats are not the usual table (you against computer players of one level).

Where the screen's parts go is start/layout.py's (a mixin of the scene); painting them is start/drawing.py's.
"""

from __future__ import annotations

import json
import time
from typing import Any

from pygame import Surface

from game.ai import LEVELS
from game.i18n import LANGUAGES, language, ntr, set_language, tr
from game.ui.app import App, Scene
from game.ui.choices.match_settings import default_seats
from game.ui.choices.presets import description, playable_presets, target_choices, title
from game.ui.choices.rule_options import changes, problem
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.input import Click, Drag, Hover, Key, Press, Scroll, UiEvent
from game.ui.places import in_frame
from game.ui.scenes.start.drawing import draw_screen
from game.ui.scenes.start.layout import (
    ACTION_ROWS,
    CHOICE_TEXT,
    LEVEL_NAMES,
    PORTRAIT_LABEL,
    PORTRAIT_WELCOME_LINES,
    PROBLEM,
    SEATS,
    WELCOME_LINES,
    WELCOME_WIDTH,
    WHEEL_STEP,
    Choice,
    StartLayout,
    chosen_target,
)
from game.ui.scenes.start.layout import NOTICE_LINES as NOTICE_LINES  # the tests and the browser check read these
from game.ui.scenes.start.layout import NOTICE_WIDTH as NOTICE_WIDTH
from game.ui.scenes.start.layout import SUMMARY_HEIGHT as SUMMARY_HEIGHT
from game.ui.scenes.start.layout import SUMMARY_TOP as SUMMARY_TOP
from game.ui.scenes.start.layout import SUMMARY_WIDTH as SUMMARY_WIDTH
from game.ui.settings import SPEED_NAMES
from game.ui.table.match import Match, MatchSettings, new_seed
from game.ui.table.seats import PERSON

RULES_LINES_KEPT = 64  # the Rules row's line per game, options and language: forgotten all at once when full
WARM_WORDS_BUDGET = 0.0015  # seconds a frame of the welcome spends rendering the whole panel's words ahead


class StartScene(StartLayout, Scene):
    still = True  # its update only relabels after a change of language, which App.picture sees
    fills_frame = True  # the cloth fills the window; the panel stands centred in it, or is one column upright

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.hover = (-1.0, -1.0)
        self.saved = app.storage.load("game")
        if self.saved.problem:
            app.notices.append(self.saved.problem)
        self.full = False  # the whole panel, every choice; False: the welcome
        self.scroll = 0.0  # how far the whole panel's rows are scrolled up (a portrait frame's only)
        self._scroll_room = 0.0  # how far they can be
        self._drag_from = 0.0
        self._frame = app.canvas.frame  # the frame the buttons were laid out in
        self.buttons = self._buttons()
        self.focus_key: str | None = None  # the row the arrow keys are on; None until a key is used
        self._room: dict[str, int] = {}  # lines of each game's description, in the frame and language now
        self._spoken = language()  # the language of the buttons and of the descriptions' room
        self._rules_lines: dict[tuple[str, str, str], tuple[str, tuple[int, int, int]]] = {}  # rules_line's
        self._rules_lines_ahead: set[str] = set()  # the games whose rules line warm_ahead has worked out
        self._kept: tuple[tuple[Any, ...], Surface, list[Choice]] | None = None  # the panel without the pointer
        self._ground: tuple[tuple[Any, ...], Surface] | None = None  # the panel's cloth, fans and name
        self._words_ahead: list[tuple[str, float, tuple[int, int, int] | None, bool]] | None = None  # warm_ahead

    def rows(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """(label, Settings field, [(choice label, value)]) per row, in the current language; the targets depend
        on the game."""
        return [
            (tr("Game"), "preset", [(title(name), name) for name in playable_presets()]),
            (tr("Players"), "level",
             [(tr(LEVEL_NAMES.get(name, name.capitalize())), name) for name in LEVELS] + [(tr("Seats…"), SEATS)]),
            (tr("Play to"), "target_score", target_choices(self.app.settings.preset)),
            (tr("Rules"), "rules", [(tr("Read…"), "read"), (tr("Change…"), None)]),  # not settings: the rules
            (tr("Settings"), "settings", [(tr("Change…"), None)]),  # the settings dialog
            (tr("Language"), "language", [(name, code) for code, name in LANGUAGES.items()]),  # each in its own words
        ]

    def show_all(self, shown: bool = True) -> None:
        """The whole panel (Choose another game…, a, an arrow key), or back to the welcome (Esc)."""
        self.full = shown
        self.scroll = 0.0
        if not shown:
            self.focus_key = None
        self.buttons = self._buttons()

    def show_welcome(self) -> None:
        self.show_all(False)

    def _speak(self) -> None:
        """The buttons' words and the descriptions' room in the language spoken now and for the frame shown
        now, if either changed."""
        if self._spoken != language() or self._frame != self.app.canvas.frame:
            self._frame, self._room, self._spoken = self.app.canvas.frame, {}, language()
            self._words_ahead = None  # rendered again, in the new words or sizes
            self._rules_lines_ahead = set()
            self.buttons = self._buttons()
            self.scroll = min(self.scroll, self._scroll_room)

    def update(self, dt: float) -> None:
        self._speak()
        if not self.full and not self.measure_ahead():
            self.warm_ahead()

    def warm_ahead(self, budget: float = WARM_WORDS_BUDGET) -> bool:
        """Render the whole panel's words into the canvas's kept texts and measure its choices, for about
        ``budget`` seconds, while the welcome is read: seventy-odd words rendered at once made the frame that
        opens the panel the start screen's longest (18 ms in the browser), and every game's description is
        shown as the arrows go through the games.  Whether any were left."""
        if self._words_ahead is None:
            rows = self.rows()
            self._words_ahead = [(label, theme.TEXT, theme.INK, True) for label, _, _ in rows]
            self._words_ahead += [(text, CHOICE_TEXT, theme.BUTTON_TEXT, bold)  # bold: the chosen, the arrows' next
                                  for _, _, options in rows for text, _ in options for bold in (False, True)]
            self._words_ahead += [(text, CHOICE_TEXT, None, True) for _, _, options in rows for text, _ in options]
            self._words_ahead += [(line, theme.TEXT_SMALL, theme.INK_DIM, False)
                                  for name in reversed(playable_presets()) for line in self._description_lines(name)]
        unread = next((name for name in playable_presets() if name not in self._rules_lines_ahead), None)
        if unread is not None:  # one game's rules line a frame: each weighs every option
            self._rules_lines_ahead.add(unread)
            self.rules_line(unread)
            return True
        deadline = time.perf_counter() + budget
        with in_frame(self.app.canvas):
            while self._words_ahead and time.perf_counter() < deadline:
                text, size, colour, bold = self._words_ahead.pop()
                if colour is None:  # measured only, as the layout measures it
                    self.app.canvas.text_size(text, size, bold)
                else:
                    self.app.canvas.text_image(text, size, colour, bold)
        return bool(self._words_ahead)

    def handle(self, event: UiEvent) -> None:
        self._speak()
        viewport = self.viewport()
        if isinstance(event, Hover):
            self.hover = event.pos
        elif isinstance(event, Scroll | Press | Drag) and viewport is not None:
            self._scrolled(event)
        elif isinstance(event, Click):
            for button in self.buttons:
                if button.hit(event.pos):
                    button.action()
                    return
            for choice in self.layout()[0]:
                if choice.rect.collidepoint(event.pos) and (viewport is None or viewport.collidepoint(event.pos)):
                    self.choose(choice.key, choice.value)
                    return
        elif isinstance(event, Key):
            if not self.full and event.name in ("up", "down", "left", "right"):
                self.show_all()  # the keys' first press shows where they are: on the Game row
                self._arrow(event.name)
                return
            if self.full and event.name == "escape":
                self.show_all(False)
                return
            if event.name == "h":
                self.open_rules()
                return
            if event.name == "f1" or event.text == "?":
                self.read_rules()
                return
            if event.name == "s":
                self.open_settings()
                return
            if event.name in ("up", "down", "left", "right", "space"):
                self._arrow(event.name)
                return
            for button in self.buttons:
                if button.key == event.name:
                    button.action()
                    return

    def _scrolled(self, event: Scroll | Press | Drag) -> None:
        """The whole panel's rows in a portrait frame: moved by the wheel, or by a finger dragging them."""
        if isinstance(event, Press):
            self._drag_from = self.scroll
            return
        self.layout()  # how far they can scroll
        wanted = self.scroll - event.lines * WHEEL_STEP if isinstance(event, Scroll) else \
            self._drag_from - (event.pos[1] - event.start[1])
        self.scroll = max(0.0, min(self._scroll_room, wanted))

    def _show_focus(self) -> None:
        """Scroll the row the keys are on into the viewport (a portrait frame's)."""
        viewport = self.viewport()
        if viewport is None or self.focus_key is None:
            return
        rows = [c.rect for c in self.layout()[0] if c.key == self.focus_key]
        top, bottom = rows[0].top - PORTRAIT_LABEL, rows[-1].bottom
        if top < viewport.top:
            self.scroll -= viewport.top - top
        elif bottom > viewport.bottom:
            self.scroll += min(bottom - viewport.bottom, top - viewport.top)
        self.scroll = max(0.0, min(self._scroll_room, self.scroll))

    def _arrow(self, name: str) -> None:
        self._step_focus(name)
        self._show_focus()

    def _step_focus(self, name: str) -> None:
        keys = [key for _, key, _ in self.rows()]
        if self.focus_key not in keys:  # the first key shows where the keys are, on the Game row
            self.focus_key = keys[0]
            return
        row = keys.index(self.focus_key)
        if name in ("up", "down"):
            self.focus_key = keys[(row + (1 if name == "down" else -1)) % len(keys)]
            return
        if self.focus_key in ACTION_ROWS:
            if name == "space":
                self.open_rules() if self.focus_key == "rules" else self.open_settings()
            return
        if name == "space":
            if self.focus_key == "level":
                self.open_seats()
            return
        values = [c.value for c in self.layout()[0] if c.key == self.focus_key and c.value != SEATS]
        current = self._current(self.focus_key)
        at = values.index(current) if current in values else -1
        step = 1 if name == "right" else -1
        self.choose(self.focus_key, values[(at + step) % len(values)] if at >= 0 else values[0])

    def _current(self, key: str) -> Any:
        """The value a row shows as chosen."""
        if key == "target_score":
            return chosen_target(self.app.settings)
        if key == "level":  # the computer players' one level; none where they play at several, or are none
            levels = set(self.app.settings.seating()) - {PERSON}
            return levels.pop() if len(levels) == 1 else None
        return getattr(self.app.settings, key, None)

    def seats_changed(self) -> bool:
        """Whether the seats are not the usual table: you in South against computer players of one level."""
        s = self.app.settings
        return s.seating() != default_seats(len(s.seating()), s.level)

    def choose(self, key: str, value: Any) -> None:
        if key == "rules":
            self.read_rules() if value == "read" else self.open_rules()
            return
        if key == "settings":
            self.open_settings()
            return
        settings = self.app.settings
        if key == "level" and value == SEATS:
            self.open_seats()
            return
        if key == "preset" and value != settings.preset:
            settings.target_score = None  # a game starts out with its own target
        if key == "level":
            settings.choose_level(value)  # every computer seat plays it
        else:
            setattr(settings, key, value)
        if key == "language":
            set_language(value)  # at once: every word drawn from the next frame on
            self._speak()
        self.app.save_settings()

    def open_rules(self) -> None:
        self.app.push(self.app.open("options"))

    def open_settings(self) -> None:
        self.app.push(self.app.open("settings"))

    def open_games(self) -> None:
        """The finished games kept, to replay or share (the Games… button, g)."""
        self.app.push(self.app.open("games"))

    def open_seats(self) -> None:
        self.app.push(self.app.open("seats"))

    def settings_line(self) -> str:
        """What the Settings row says beside its button: the animation, the sound, and what differs from the
        usual look (four colours, large cards, fullscreen)."""
        s = self.app.settings
        parts = [tr("Animation: {speed}", speed=tr(SPEED_NAMES[s.speed])),
                 tr("Sound: {volume}%", volume=s.volume) if s.sound else tr("Sound off")]
        if s.four_colour:
            parts.append(tr("Four colours"))
        if s.card_size == "large":
            parts.append(tr("Large cards"))
        if self.app.fullscreen:
            parts.append(tr("Fullscreen"))
        return " · ".join(parts)

    def read_rules(self) -> None:
        """The rules of the game chosen, with the house rules chosen for it (F1, ?), before playing it."""
        s = self.app.settings
        try:
            rules = MatchSettings(s.preset, s.level, chosen_target(s), 1, s.options()).rules()
        except ValueError:
            self._cannot_start()
            return
        self.app.push(self.app.open("rules", s.preset, rules))

    def _cannot_start(self) -> None:
        notice = tr("{game} cannot start with these house rules: change them (Rules, h) first.",
                    game=title(self.app.settings.preset))
        if notice not in self.app.notices:
            self.app.notices.append(notice)

    def rules_line(self, preset: str | None = None) -> tuple[str, tuple[int, int, int]]:
        """What the Rules row says beside its button for ``preset`` (the chosen game), and in which colour: kept
        per game, its options and the language (it weighs every option: too slow for the frame of a key that
        goes to the next game in the browser; warm_ahead works out every game's while the welcome is read)."""
        s = self.app.settings
        name = s.preset if preset is None else preset
        key = (name, json.dumps(s.options(name), sort_keys=True), language())
        if key not in self._rules_lines:
            if len(self._rules_lines) >= RULES_LINES_KEPT:
                self._rules_lines.clear()
            self._rules_lines[key] = self._work_out_rules_line(name)
        return self._rules_lines[key]

    def _work_out_rules_line(self, name: str) -> tuple[str, tuple[int, int, int]]:
        options = self.app.settings.options(name)
        trouble = problem(name, options)
        if trouble:
            return tr("Cannot be played: {reason}", reason=trouble), PROBLEM
        changed = changes(name, options)
        if not changed:
            return tr("the game's own"), theme.INK_DIM
        return ntr("House rules, {count} changed: {changes}", "House rules, {count} changed: {changes}", len(changed),
                   changes="; ".join(changed)), theme.GOLD

    # -- starting ---------------------------------------------------------------------------------
    def new_game(self, seed: int | None = None) -> None:
        """The game chosen, in place of the saved one once the player confirms that one is lost (App.replace_game)."""
        s = self.app.settings
        try:
            settings = MatchSettings(s.preset, s.level, chosen_target(s), seed if seed is not None else new_seed(),
                                     s.options(), s.seating())
        except ValueError:  # house rules the engine cannot play: the Rules row says why
            self._cannot_start()
            return
        self.app.replace_game(lambda: Match(settings), tr("The new one: {game}.", game=title(s.preset)))

    def continue_game(self) -> None:
        try:
            match = Match.from_dict(self.saved.data or {})
        except ValueError as damage:
            self.app.notices.append(self.app.storage.set_aside("game", str(damage)))
            self.saved = self.app.storage.load("game")
            self.buttons = self._buttons()
            return
        self.app.play(match)

    # -- drawing (start/drawing.py) ---------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        """The panel kept without the pointer, and the light under it: start/drawing.py paints them."""
        draw_screen(self, canvas)

    # -- the words the layout measures and the drawing wraps --------------------------------------
    def _summary(self) -> str:
        settings = self.app.settings
        return self.app.stats.summary(settings.preset, settings.level, bool(settings.options()),
                                      settings.seating())

    def welcome_lines(self) -> list[str]:
        """What the game the big button plays is, under it, in three lines at most."""
        if self.places.portrait:
            left, right = self.column()
            with in_frame(self.app.canvas):
                return self.app.canvas.wrap(description(self.app.settings.preset), theme.TEXT, right - left,
                                            balanced=True, most=PORTRAIT_WELCOME_LINES)
        return self.app.canvas.wrap(description(self.app.settings.preset), theme.TEXT, WELCOME_WIDTH + 60,
                                    balanced=True, most=WELCOME_LINES)

    def _text_width(self) -> float:
        """The width of the record line and the notices: the panel's, less its margins."""
        if self.places.portrait:
            left, right = self.column()
            return right - left
        return SUMMARY_WIDTH

    def summary_lines(self) -> tuple[list[str], float]:
        """The record line as drawn, and its size: one line within the panel, a little smaller where it must
        be, else two (German and Dutch run longer; pass and play with house rules makes a long line)."""
        with in_frame(self.app.canvas):
            return self._summary_lines()

    def _summary_lines(self) -> tuple[list[str], float]:
        canvas, text, width = self.app.canvas, self._summary(), self._text_width()
        most = 3 if self.places.portrait else 2  # a phone's narrow column: three lines where two do not hold it
        size = canvas.fitting_size(text, theme.TEXT_SMALL, width, smallest=theme.TEXT_SMALL - 2)
        if canvas.text_size(text, size)[0] <= width:
            return [text], size
        for size in (theme.TEXT_SMALL - 1, theme.TEXT_SMALL - 2):
            lines = canvas.wrap(text, size, width, balanced=True)
            if len(lines) <= most:
                return lines, size
        return canvas.wrap(text, size, width, balanced=True, most=most), size
