"""The application: the window, a stack of scenes, the player's settings and the saved game.

Each frame the loop hands pygame's events and the time passed to ``App.frame``; the top scene handles
the events and updates (a dialog on top pauses the table beneath it), and every scene from the last one
that covers the screen up to the top is drawn.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ai import LEVELS
from game.i18n import LANGUAGES, N_, set_language, tr
from game.i18n.detect import first_language
from game.storage import Storage, open_storage
from game.ui.choices.presets import playable_presets, title
from game.ui.choices.rule_options import check_stored
from game.ui.drawing.canvas import LOGICAL_SIZE, Canvas
from game.ui.input import Pointer, Quit, Resized, UiEvent
from game.ui.stats import Statistics
from game.ui.table.match import LEGACY_PRESETS, Match

WARM_BUDGET = 0.003  # seconds per frame spent drawing cards ahead of need (see Canvas.warm)
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5}  # animation time factors
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}  # as the choices show them (tr)
DESKTOP_FPS = 60


def frame_cap() -> int:
    """The frame rate for ``clock.tick``: 60 on the desktop; none in the browser, where pygbag already steps the
    loop once per animation frame and a cap would make pygame wait by spinning on the page's only thread."""
    return 0 if sys.platform == "emscripten" else DESKTOP_FPS


@dataclass
class Settings:
    speed: str = "normal"
    four_colour: bool = False
    warnings: bool = True  # ask before a move that costs the side dearly (warnings.py)
    language: str = ""  # a code of game.i18n.LANGUAGES; "" until chosen: the first start takes the player's own
    preset: str = "classic-4p"
    level: str = "expert"
    target_score: int | None = None  # None: the preset's own ending
    # The rule options chosen per preset (preset -> {RuleSet field: value}, see rule_options.py), remembered
    # for the next game of that preset; options the game did not know when it read them are kept apart in
    # set_aside_rules, for the player to find in the file, and never used.
    house_rules: dict[str, dict[str, Any]] = field(default_factory=dict)
    set_aside_rules: dict[str, Any] = field(default_factory=dict)

    def options(self, preset: str | None = None) -> dict[str, Any]:
        """The rule options chosen for ``preset`` (the chosen game's by default)."""
        return dict(self.house_rules.get(self.preset if preset is None else preset, {}))

    def set_options(self, options: dict[str, Any], preset: str | None = None) -> None:
        name = self.preset if preset is None else preset
        if options:
            self.house_rules[name] = dict(options)
        else:
            self.house_rules.pop(name, None)

    def to_dict(self) -> dict[str, Any]:
        out = {name: getattr(self, name) for name in ("speed", "four_colour", "warnings", "preset", "level",
                                                      "target_score", "language")}
        out["house_rules"] = {name: dict(options) for name, options in self.house_rules.items()}
        if self.set_aside_rules:
            out["set_aside_rules"] = dict(self.set_aside_rules)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Known keys of the right type are kept; anything else falls back to the default.  Settings from
        before presets name the table by "players": 2 or 4."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """The settings, and sentences for the player about rule options that were set aside."""
        settings = cls()
        data = dict(data)
        if "preset" not in data and data.get("players") in LEGACY_PRESETS:
            data["preset"] = LEGACY_PRESETS[data["players"]]
        for key in ("speed", "four_colour", "warnings", "preset", "level", "language"):
            default = getattr(settings, key)
            value = data.get(key, default)
            if type(value) is type(default):
                setattr(settings, key, value)
        target = data.get("target_score")
        if type(target) is int and target > 0:
            settings.target_score = target
        if settings.speed not in SPEEDS:
            settings.speed = "normal"
        if settings.preset not in playable_presets():
            settings.preset = "classic-4p"
        if settings.level not in LEVELS:
            settings.level = "expert"
        if settings.language not in LANGUAGES:
            settings.language = ""  # chosen again at the start, from the player's own language
        return settings, settings._read_rules(data.get("house_rules", {}), data.get("set_aside_rules", {}))

    def _read_rules(self, stored: Any, aside: Any) -> list[str]:
        """Keep the offered options with offered values; set the rest aside, and say so."""
        self.set_aside_rules = dict(aside) if isinstance(aside, dict) else {}
        if not isinstance(stored, dict):
            self.set_aside_rules["house_rules"] = stored
            return [tr("The house rules in your settings could not be read; they were set aside and the games' "
                       "own rules are used.")]
        problems = []
        for name, options in stored.items():
            if name not in playable_presets():
                self.set_aside_rules[str(name)] = options
                problems.append(tr("Your settings held house rules for an unknown game, {name}; they were set "
                                   "aside.", name=repr(name)))
                continue
            kept, bad = check_stored(name, options)
            self.set_options(kept, name)
            if bad:
                before = self.set_aside_rules.get(name, [])
                self.set_aside_rules[name] = (before if isinstance(before, list) else [before]) + bad
                problems.append(tr("Unknown house rules for {game} were set aside ({rules}); the game's own rules "
                                   "stand there.", game=title(name), rules="; ".join(bad)))
        return problems


class Scene:
    """A screen or a dialog: ``handle`` events, ``update`` with the time passed, ``draw`` without changing
    anything."""

    covers = True  # False for a dialog: the scene beneath stays visible (and paused)

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: UiEvent) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, canvas: Canvas) -> None:
        pass

    def relabel(self) -> None:
        """The language changed: words made once (a button's label) are made again."""


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
    # Called at calm moments (a game put on the table, a new deal): main.py hands in memory.settle, so that
    # the garbage collector's long pauses fall there and not mid-animation; tests leave it doing nothing.
    calm: Callable[[], object] = lambda: None

    @classmethod
    def create(cls, scenes: dict[str, Callable[..., Scene]], storage: Storage | None = None) -> App:
        """Open the window (resizable on the desktop; the page scales the canvas in the browser) and show the
        start screen, ``scenes["start"]``."""
        pygame.init()
        pygame.display.set_caption("Canasta")
        flags = 0 if sys.platform == "emscripten" else pygame.RESIZABLE
        window = pygame.display.set_mode(LOGICAL_SIZE, flags)
        app = cls(Canvas(window), storage if storage is not None else open_storage(), factories=dict(scenes))
        if app.storage.notice:
            app.notices.append(app.storage.notice)
        app.load_settings()
        app.speak()
        app.load_stats()
        app.push(app.open("start"))
        return app

    def switch_language(self, code: str) -> None:
        """Speak ``code`` from now on, in every scene open, and remember it."""
        self.settings.language = code
        set_language(code)
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
        match.on_change = self.save_game
        self.save_game(match)
        self.scenes[:] = [self.open("table", match)]
        self.calm()

    def save_game(self, match: Match) -> None:
        self._report(self.storage.save("game", match.to_dict()))

    def quit(self) -> None:
        """Close the game (the desktop's window; the browser's page stays, and offers no Quit)."""
        self.running = False

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        for raw in events:
            for event in self.pointer.translate(raw, self.canvas.to_logical):
                if isinstance(event, Quit):
                    self.running = False
                elif isinstance(event, Resized):
                    self.canvas.resize(pygame.display.get_surface())
                elif self.scenes:
                    self.top.handle(event)
        if self.scenes:
            self.top.update(dt)
        self.draw()
        self.canvas.warm(WARM_BUDGET, self.settings.four_colour)

    def draw(self) -> None:
        first = max((i for i, s in enumerate(self.scenes) if s.covers), default=0)
        self.canvas.fill((0, 0, 0))
        for scene in self.scenes[first:]:
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
        """Count a finished hand (and game) in the player's statistics, once, and save them."""
        if self.stats.record_hand(match):
            self._report(self.storage.save("stats", self.stats.to_dict()))

    def _report(self, problem: str | None) -> None:
        if problem and problem not in self.notices:
            self.notices.append(problem)
