"""The application: the window, a stack of scenes, the player's settings and the saved game.

Each frame the loop hands pygame's events and the time passed to ``App.frame``; the top scene handles
the events and updates (a dialog on top pauses the table beneath it), and every scene from the last one
that covers the screen up to the top is drawn.
"""

from __future__ import annotations

import itertools
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import LANGUAGES, set_language, tr
from game.i18n.detect import first_language
from game.storage import Storage, open_storage
from game.ui import screen
from game.ui.drawing.canvas import LOGICAL_SIZE, Canvas
from game.ui.frame_meter import FrameMeter
from game.ui.input import Key, Pointer, Quit, Resized, UiEvent
from game.ui.replays.kept_games import keep_game
from game.ui.settings import SPEED_NAMES as SPEED_NAMES  # the scenes read these here
from game.ui.settings import SPEEDS as SPEEDS
from game.ui.settings import Settings
from game.ui.sound import Sounds
from game.ui.stats import Statistics
from game.ui.table.match import Match

WARM_BUDGET = 0.003  # seconds per frame spent drawing cards ahead of need (see Canvas.warm)
# Seconds of work a frame aims at before the flip (1.5 ms more in the browser), where the budget is 10 ms at p95
# (DESIGN.md section 6): background work (computer players thinking, a hand's review, cards drawn ahead) takes
# what drawing leaves of it.
FRAME_WORK_TARGET = 0.0065
SMALLEST_SLICE = 0.001  # background work goes on, if slowly, however long drawing takes
DRAWS_REMEMBERED = 30  # the longest of the last draws is what the next is expected to cost
PAGE_LOOK = 0.5  # seconds between looks at the page's size in the browser (SDL hears of no resize there)
STILL_REDRAW = 1.0  # seconds a still picture is kept at most before it is drawn again anyway
_serials = itertools.count()
DESKTOP_FPS = 60
LONGEST_FRAME = 0.1  # seconds a frame steps at most: a long stall (window dragged) must not skip animations
MUTE_KEY = "v"  # sound on and off, on every screen ("m" melds)
FULLSCREEN_KEY = "f11"  # the desktop's; a browser keeps F11 for itself


def frame_cap() -> int:
    """The frame rate for ``clock.tick``: 60 on the desktop; none in the browser, where pygbag already steps the
    loop once per animation frame and a cap would make pygame wait by spinning on the page's only thread."""
    return 0 if sys.platform == "emscripten" else DESKTOP_FPS


class Scene:
    """A screen or a dialog: ``handle`` events, ``update`` with the time passed, ``draw`` without changing
    anything."""

    covers = True  # False for a dialog: the scene beneath stays visible (and paused)
    takes_text = False  # True for a text field: the letters typed are its own, not the app's keys (v: sound)
    fills_frame = False  # True: laid out in the window's whole frame, of any shape; else in the 1280x720 design

    def __init__(self, app: App) -> None:
        self.app = app
        self.serial = next(_serials)  # which scene this is, for the pictures the app keeps (never reused, unlike id)

    @property
    def still(self) -> bool:
        """Whether the picture changes only with the player's input: then a frame without any is not drawn again
        (App.frame).  A scene that updates itself (animations, a computer thinking) is not still, unless it says
        so."""
        return type(self).update is Scene.update

    def backdrop(self, canvas: Canvas) -> None:
        """What a dialog lays over the scenes beneath it (a dimming); kept with them while it is open."""

    def handle(self, event: UiEvent) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, canvas: Canvas) -> None:
        pass

    def relabel(self) -> None:
        """The language changed: words made once (a button's label) are made again."""

    def restyle(self) -> None:
        """A setting of the looks changed (the card size, ...): what was laid out for the old one is laid out
        again."""

    @property
    def frame_label(self) -> str:
        """What the frame meter files this scene's frames under (game/ui/frame_meter.py)."""
        return type(self).__name__

    def announce(self, text: str) -> None:
        """Say ``text`` briefly where the scene shows such things ("Sound off"); by default the change shows
        by itself."""


@dataclass
class App:
    canvas: Canvas
    storage: Storage
    settings: Settings = field(default_factory=Settings)
    stats: Statistics = field(default_factory=Statistics)
    scenes: list[Scene] = field(default_factory=list)
    running: bool = True
    notices: list[str] = field(default_factory=list)  # problems to tell the player (a damaged save, ...)
    pointer: Pointer = field(default_factory=Pointer)
    # The scenes by name (game/ui/scenes.py): a scene opens another through the app, never by importing it.
    factories: dict[str, Callable[..., Scene]] = field(default_factory=dict)
    # Called at calm moments (a new deal, every move made): main.py hands in
    # memory.settle, so that the garbage collector's long pauses never fall mid-animation; tests leave it be.
    calm: Callable[[], object] = lambda: None
    # Called once a whole game has been let go (another put on the table, the start screen shown), in the
    # first frame after that draws nothing (a still screen without input: a pause there shows nowhere; the start
    # screen after a game, a dialog), or at the start of a frame where a third has been let go meanwhile:
    # main.py hands in memory.sweep, which frees what ``calm`` froze, in one full pass of the collector (15-35
    # ms in the browser); tests leave it be.
    sweep: Callable[[], object] = lambda: None
    _let_go: int = 0  # games (or start screens) let go since the last sweep
    sounds: Sounds = field(default_factory=Sounds)  # silent until start_sound()
    # Called with the name of a sound as the game makes it (game.ui.sound's SOUND_NAMES: "deal", "meld",
    # "canasta", "win", ...): the one place sound attaches, ``app.on_cue = sounds.play``; tests record them.
    on_cue: Callable[[str], object] = lambda name: None
    meter: FrameMeter = field(default_factory=FrameMeter)  # each frame's work, as main.py's loop measures it
    _draws: deque[float] = field(default_factory=lambda: deque([0.0], maxlen=DRAWS_REMEMBERED))
    _flips: deque[float] = field(default_factory=lambda: deque([0.0], maxlen=DRAWS_REMEMBERED))  # show()'s
    _frame_started: float = 0.0
    _page_look: float = 0.0  # seconds until the page's size is looked at again (the browser's)
    _looks: int = 0  # counts the changes of settings, language and window that every picture depends on
    _drawn: tuple[Any, ...] | None = None  # what the last picture drawn showed (App.picture)
    _undrawn: float = 0.0  # seconds since it was drawn
    _beneath: tuple[tuple[Any, ...], pygame.Surface] | None = None  # the paused scenes under a dialog, drawn
    _beneath_pixels: pygame.Surface | None = None  # kept for the next dialog: its picture goes into them

    @classmethod
    def create(cls, scenes: dict[str, Callable[..., Scene]], storage: Storage | None = None) -> App:
        """Open the window (resizable on the desktop; the page scales the canvas in the browser; fullscreen where
        the player left it so on the desktop), start the sound and show the start screen, ``scenes["start"]``."""
        pygame.display.init()  # not pygame.init(), which would open the mixer too, and on a machine without audio
        pygame.font.init()  # let ALSA list every device it could not open: Sounds.start opens it, quietly
        pygame.display.set_caption("Canasta")
        flags = 0 if sys.platform == "emscripten" else pygame.RESIZABLE
        window = pygame.display.set_mode(LOGICAL_SIZE, flags)
        app = cls(Canvas(window), storage if storage is not None else open_storage(), factories=dict(scenes))
        if app.storage.notice:
            app.notices.append(app.storage.notice)
        app.load_settings()
        app.speak()
        app.load_stats()
        app.start_sound()
        app.apply_settings()
        if app.settings.fullscreen and not screen.in_browser():
            app.set_fullscreen(True)
        app.push(app.open("start"))
        return app

    # -- settings that act at once ---------------------------------------------------------------
    def start_sound(self) -> None:
        """The game's sounds, loud and muted as the settings say; silent, and saying nothing, without audio.  In
        the browser this comes after the player's first click, as browsers require: the page waits for it."""
        self.sounds = Sounds(volume=self.settings.volume / 100, muted=not self.settings.sound)
        self.sounds.ambience = self.settings.ambience
        self.sounds.start()
        self.on_cue = self.sounds.play

    def apply_settings(self) -> None:
        """Make the settings true now: the sound's volume, mute and ambience, the card backs, the scenes' looks."""
        s = self.settings
        self.sounds.volume = s.volume / 100
        self.sounds.muted = not s.sound
        self.sounds.ambience = s.ambience
        self.canvas.back = s.card_back
        self._looks += 1
        for scene in self.scenes:
            scene.restyle()

    def change(self, key: str, value: Any) -> None:
        """One setting, from a settings row or a key: true at once, and remembered."""
        if key == "language":
            self.switch_language(value)
        elif key == "fullscreen":
            self.set_fullscreen(value)
        else:
            setattr(self.settings, key, value)
            self.apply_settings()
            self.save_settings()

    def toggle_sound(self) -> None:
        """Sound on or off (the key v, on every screen), said where the player looks."""
        self.change("sound", not self.settings.sound)
        if self.scenes:
            self.top.announce(tr("Sound on") if self.settings.sound else tr("Sound off"))

    @property
    def fullscreen(self) -> bool:
        """Whether the game fills the screen now (the window's state, or the page's)."""
        return screen.is_fullscreen()

    def set_fullscreen(self, on: bool) -> None:
        """Fill the screen or go back to a window (F11 on the desktop, the settings' Fullscreen row).  The desktop
        remembers it for the next start; a browser grants it only while a click, tap or key is handled, so the
        page asks each visit."""
        now = screen.set_fullscreen(on)
        if screen.in_browser():
            return
        self.canvas.resize(pygame.display.get_surface())
        if self.settings.fullscreen != now:
            self.settings.fullscreen = now
            self.save_settings()

    def _app_key(self, event: Key) -> bool:
        """The keys that work on every screen: v sound on or off, F11 fullscreen on the desktop."""
        if event.name == MUTE_KEY and not event.ctrl and not (self.scenes and self.top.takes_text):
            self.toggle_sound()
            return True
        if event.name == FULLSCREEN_KEY and not screen.in_browser():
            self.set_fullscreen(not screen.is_fullscreen())
            return True
        return False

    def switch_language(self, code: str) -> None:
        """Speak ``code`` from now on, in every scene open, and remember it."""
        self.settings.language = code
        set_language(code)
        self._looks += 1
        for scene in self.scenes:
            scene.relabel()
        self.save_settings()

    def speak(self) -> None:
        """Speak the chosen language; at the first start, the player's own (the browser's or the system's)
        where the game speaks it, remembered from then on."""
        if not self.settings.language:
            self.settings.language = first_language(LANGUAGES)
            self.save_settings()
        set_language(self.settings.language)

    # -- scenes ---------------------------------------------------------------------------------
    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> Scene:
        return self.scenes.pop()

    def replace(self, scene: Scene) -> None:
        self.scenes[-1:] = [scene]

    def open(self, name: str, *args: Any) -> Scene:
        """A new scene of the kind ``name`` ("start", "table", ...), made with ``args``."""
        return self.factories[name](self, *args)

    def play(self, match: Match) -> None:
        """Put ``match`` on the table, in place of the scenes there: it is saved now and after every move."""
        match.on_change = self._moved
        self.save_game(match)
        self.scenes[:] = [self.open("table", match)]
        self._let_go += 1  # the game before, or the start screen

    def replace_game(self, new_match: Callable[[], Match], new: str) -> None:
        """Play the game ``new_match`` makes in place of the unfinished one, once the player has said so: the one
        rule of every screen, so that no key or click ends a game in play without this question (a finished game
        is already counted and kept).  ``new``: what the new game is, in a sentence."""
        at_stake = self.game_at_stake()
        if at_stake is None:
            self.play(new_match())
            return
        in_play = any(getattr(scene, "match", None) is not None for scene in self.scenes)
        lost = tr("The game in play will be lost:") if in_play else tr("Your saved game will be lost:")
        self.push(self.open("confirm", tr("Start a new game?"), [lost, at_stake, new], tr("Start new game"),
                            lambda: self.play(new_match()), tr("Keep playing"), True))

    def game_at_stake(self) -> str | None:
        """What the unfinished game saved is ("Classic for four · hand 3 · 1230 to 860"), None where there is
        none (the game in play is saved after every move, so the store tells of it too)."""
        data = self.storage.load("game").data
        if data is None:
            return None
        try:
            match = Match.from_dict(data)
        except ValueError:
            return tr("a saved game that cannot be read")
        return None if match.is_over else match.summary()

    def show_start(self) -> None:
        """The start screen in place of every scene (the game in play stays saved, where it is not over)."""
        self.scenes[:] = [self.open("start")]
        self._let_go += 1

    def _moved(self, match: Match) -> None:
        """The match changed (a move, a new deal, a turn taken back): save it, and settle the collector."""
        self.save_game(match)
        # Settling after every move keeps what the collector's next full pass walks to one move's survivors:
        # a master thinking in the background (Beat the master) otherwise piles up a 30-70 ms pass mid-hand.
        self.calm()

    def cue(self, name: str) -> None:
        """A sound is due now: shuffle, deal, draw, take_pile, meld, discard, canasta, go_out, refused, win."""
        self.on_cue(name)

    def save_game(self, match: Match) -> None:
        self._report(self.storage.save("game", match.to_dict()))

    def quit(self) -> None:
        """Close the game (the desktop's window; the browser's page stays, and offers no Quit)."""
        self.running = False

    @property
    def last_drawing(self) -> float:
        """Seconds the last picture drawn took (the frame meter files it with the frame's work)."""
        return self._draws[-1]

    def show(self) -> None:
        """Put the picture drawn on the screen, timed: in the browser the flip copies the whole canvas to the
        page (about a millisecond), which the work slices of the frames to come leave room for."""
        started = time.perf_counter()
        pygame.display.flip()
        self._flips.append(time.perf_counter() - started)

    def work_slice(self, most: float) -> float:
        """Seconds of background work (a computer player thinking, a review) this frame may still take: ``most``,
        less where the frame's work so far and its drawing and flip to come would pass FRAME_WORK_TARGET (the browser
        draws several times slower than the desktop), never below SMALLEST_SLICE."""
        spent = time.perf_counter() - self._frame_started
        return max(SMALLEST_SLICE, min(most, FRAME_WORK_TARGET - spent - max(self._draws) - max(self._flips)))

    def frame(self, events: list[pygame.event.Event], dt: float) -> bool:
        """Hand the events to the top scene, update it, and draw what is up; False when nothing changed on a
        still scene, and the picture shown stands (main.py then does not flip)."""
        self._frame_started = time.perf_counter()
        if screen.in_browser():
            self.fit_to_page(dt)
        if self._let_go > 2:  # no still moment came (games begun from the table's menu): the garbage is bounded
            self._sweep()
        for raw in events:
            if self.scenes:  # positions read in the top scene's own view
                self.canvas.view(self.top.fills_frame)
            for event in self.pointer.translate(raw, self.canvas.to_logical):
                if isinstance(event, Quit):
                    self.running = False
                elif isinstance(event, Resized):
                    self.canvas.resize(pygame.display.get_surface())
                    self._looks += 1
                elif isinstance(event, Key) and self._app_key(event):
                    pass
                elif self.scenes:
                    self.top.handle(event)
        if self.scenes:
            self.top.update(dt)
        picture = self.picture()
        drawn = bool(events) or not (self.scenes and self.top.still) or picture != self._drawn \
            or self._undrawn >= STILL_REDRAW
        if drawn:
            drawing = time.perf_counter()
            self.draw()
            self._draws.append(time.perf_counter() - drawing)
            self._drawn, self._undrawn = picture, 0.0
        else:  # nothing to show that is not shown: the time goes to the collector, or to the cards drawn ahead
            self._undrawn += dt
            if self._let_go:
                self._sweep()
                return drawn
        spent = time.perf_counter() - self._frame_started
        self.canvas.warm(min(WARM_BUDGET, FRAME_WORK_TARGET - spent), self.settings.four_colour, at_least_one=not drawn)
        return drawn

    def fit_to_page(self, dt: float) -> None:
        """Every PAGE_LOOK seconds: the canvas in the page's shape and at its device's scale, where the page has
        changed (a phone turned, a window resized); the scenes lay out again in the new frame."""
        self._page_look -= dt
        if self._page_look > 0:
            return
        self._page_look = PAGE_LOOK
        measured = screen.page_size()
        if measured is None:
            return
        size, scale = screen.canvas_size_for(*measured)
        if size == self.canvas.surface.get_size() and scale == self.canvas.device_scale:
            return
        try:
            window = pygame.display.set_mode(size)
        except pygame.error:  # the page keeps the canvas it has, scaled to fit as before
            return
        self.canvas.device_scale = scale
        self.canvas.resize(window)
        self._looks += 1
        screen.refit_page()

    def _sweep(self) -> None:
        self._let_go = 0
        self.sweep()

    def picture(self) -> tuple[Any, ...]:
        """What every picture depends on beyond the scenes' own state: which scenes are up, the window, the
        settings and language (_looks), and the notices shown."""
        return tuple(s.serial for s in self.scenes), self.canvas.surface.get_size(), self._looks, len(self.notices)

    @property
    def frame_label(self) -> str:
        """What is on screen, for the frame meter: the top scene's label."""
        return self.top.frame_label if self.scenes else "no scene"

    def draw(self) -> None:
        """Every scene from the last that covers the screen up to the top.  The scenes beneath a dialog are
        paused: they are drawn once with the dialog's backdrop and kept until the picture changes, so that a
        dialog's frame costs its panel alone (blending the dimming costs many milliseconds in the browser)."""
        first = max((i for i, s in enumerate(self.scenes) if s.covers), default=0)
        shown = self.scenes[first:]
        if len(shown) < 2:
            self._beneath = None
            self.canvas.fill((0, 0, 0))
            for scene in shown:
                self._draw(scene)
            return
        picture = self.picture()
        if self._beneath is None or self._beneath[0] != picture:
            self.canvas.fill((0, 0, 0))
            for scene in shown[:-1]:
                self._draw(scene)
            self.canvas.view(shown[-1].fills_frame)
            shown[-1].backdrop(self.canvas)
            self._beneath_pixels = self.canvas.snapshot(self._beneath_pixels)
            self._beneath = picture, self._beneath_pixels
        else:
            self.canvas.surface.blit(self._beneath[1], (0, 0))
        self.canvas.view(shown[-1].fills_frame)
        shown[-1].draw(self.canvas)

    def _draw(self, scene: Scene) -> None:
        self.canvas.view(scene.fills_frame)
        scene.backdrop(self.canvas)
        scene.draw(self.canvas)

    # -- what is kept between sessions ----------------------------------------------------------
    def load_settings(self) -> None:
        loaded = self.storage.load("settings")
        if loaded.problem:
            self.notices.append(loaded.problem)
        if loaded.data is not None:
            chosen = loaded.data.get("language") if isinstance(loaded.data, dict) else None
            if chosen in LANGUAGES:  # what is said about the settings is said in their language
                set_language(chosen)
            self.settings, problems = Settings.read(loaded.data)
            for problem in problems:
                self._report(problem)

    def save_settings(self) -> None:
        self._report(self.storage.save("settings", self.settings.to_dict()))

    def load_stats(self) -> None:
        loaded = self.storage.load("stats")
        self._report(loaded.problem)
        if loaded.data is not None:
            try:
                self.stats = Statistics.from_dict(loaded.data)
            except ValueError as damage:
                self._report(self.storage.set_aside("stats", str(damage)))

    def record_hand(self, match) -> None:
        """Count a finished hand (and game) in the player's statistics, once, and save them; a finished game
        joins the games kept for the Games screen (kept_games.py).  The same deal again is neither: one hand
        from another game, played again."""
        if match.deal_again:
            return
        if self.stats.record_hand(match):
            self._report(self.storage.save("stats", self.stats.to_dict()))
            if match.is_over:
                for problem in keep_game(self.storage, match):
                    self._report(problem)

    def _report(self, problem: str | None) -> None:
        if problem and problem not in self.notices:
            self.notices.append(problem)
