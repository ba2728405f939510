"""The player's settings: what they hold, how they are written to storage and read back.

    settings = Settings.read(data)[0]     # from the stored dict; [1]: sentences about what was set aside
    settings.to_dict()                    # JSON-safe, read back to the same settings

Reading never fails.  A value of the wrong kind in the older fields (speed, level, ...) falls back to its
default, as it always did.  The look-and-sound fields (``LOOKS``: sound, volume, ambience, card back, card size,
fullscreen) are checked one by one: a damaged value is set aside in ``set_aside`` (saved again, for the player
to find in the file), the default is used, and a sentence says so.  Rule options the game does not know are
set aside the same way, in ``set_aside_rules``.  Who plays each seat (``seats``: a person or a computer player's
level, remembered per game, so that the seats set for Classic do not follow the player into Modern American)
is checked as the looks are: a seating the game cannot use is set aside under ``set_aside["seats"]`` and the
usual table (you against computer players) is used.  Settings from before seats were kept per game held them
per number of players ("4"); such a seating is read as the seats of the game chosen in that file, or of the
first game for as many players.

A new player's computer players play at Normal; a settings file keeps the level chosen in it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.ai import LEVELS
from game.core import preset as preset_rules
from game.i18n import LANGUAGES, N_, tr
from game.ui.choices.match_settings import default_seats
from game.ui.choices.presets import playable_presets, title
from game.ui.choices.rule_options import check_stored
from game.ui.drawing.card_art import CARD_BACKS
from game.ui.table.match import LEGACY_PRESETS
from game.ui.table.seats import PERSON

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5}  # animation time factors
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}  # as the choices show them (tr)
CARD_SIZES = {"normal": 1.0, "large": 1.3}  # the hand's cards, as a factor of theme.HAND_CARD ("large": phones)
CARD_SIZE_NAMES = {"normal": N_("Normal"), "large": N_("Large")}
BACK_NAMES = {"blue": N_("Blue"), "red": N_("Red"), "green": N_("Green")}  # CARD_BACKS, as the choices show them
VOLUMES = (20, 40, 60, 80, 100)  # the choices offered, in per cent; any whole number 0..100 is kept


def _is_bool(value: Any) -> bool:
    return type(value) is bool


def _is_volume(value: Any) -> bool:
    return type(value) is int and 0 <= value <= 100


# The look-and-sound fields: (the row's name, as the settings show it, and what a stored value must be).
LOOKS: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "sound": (N_("Sound"), _is_bool),
    "volume": (N_("Volume"), _is_volume),
    "ambience": (N_("Table ambience"), _is_bool),
    "card_back": (N_("Card back"), lambda value: value in CARD_BACKS),
    "card_size": (N_("Card size"), lambda value: value in CARD_SIZES),
    "fullscreen": (N_("Fullscreen"), _is_bool),
}


@dataclass
class Settings:
    speed: str = "normal"
    four_colour: bool = False
    warnings: bool = True  # ask before a move that costs the side dearly (warnings.py)
    language: str = ""  # a code of game.i18n.LANGUAGES; "" until chosen: the first start takes the player's own
    preset: str = "classic-4p"
    level: str = "normal"  # a new player's; a stored level is kept
    target_score: int | None = None  # None: the preset's own ending
    sound: bool = True  # False: muted (the key v)
    volume: int = 80  # per cent
    ambience: bool = False  # the quiet table loop
    card_back: str = CARD_BACKS[0]
    card_size: str = "normal"  # a key of CARD_SIZES
    fullscreen: bool = False  # the desktop's window (F11); the browser's page is asked each visit, not remembered
    # The rule options chosen per preset (preset -> {RuleSet field: value}, see rule_options.py), remembered
    # for the next game of that preset; options the game did not know when it read them are kept apart in
    # set_aside_rules, for the player to find in the file, and never used.
    house_rules: dict[str, dict[str, Any]] = field(default_factory=dict)
    set_aside_rules: dict[str, Any] = field(default_factory=dict)
    set_aside: dict[str, Any] = field(default_factory=dict)  # LOOKS values that could not be read, as stored
    # Who plays each seat, per game ("classic-4p" -> ["person", "expert", "person", "expert"]): kept only
    # where it differs from the usual table, a person at seat 0 and computer players of ``level``.
    seats: dict[str, list[str]] = field(default_factory=dict)

    def options(self, preset: str | None = None) -> dict[str, Any]:
        """The rule options chosen for ``preset`` (the chosen game's by default)."""
        return dict(self.house_rules.get(self.preset if preset is None else preset, {}))

    def set_options(self, options: dict[str, Any], preset: str | None = None) -> None:
        name = self.preset if preset is None else preset
        if options:
            self.house_rules[name] = dict(options)
        else:
            self.house_rules.pop(name, None)

    def seating(self, preset: str | None = None) -> tuple[str, ...]:
        """Who plays each seat of the chosen game (of ``preset``): PERSON or a computer player's level."""
        name = self.preset if preset is None else preset
        count = preset_rules(name).player_count
        kept = self.seats.get(name)
        return tuple(kept) if kept and len(kept) == count else default_seats(count, self.level)

    def set_seating(self, kinds: tuple[str, ...] | list[str], preset: str | None = None) -> None:
        """Remember who plays each seat of the chosen game (of ``preset``), for that game alone."""
        name = self.preset if preset is None else preset
        if tuple(kinds) == default_seats(len(kinds), self.level):
            self.seats.pop(name, None)
        else:
            self.seats[name] = list(kinds)

    def choose_level(self, level: str) -> None:
        """The computer players' level for the chosen game: every computer seat of its seating plays it."""
        kinds = [kind if kind == PERSON else level for kind in self.seating()]
        self.level = level
        self.set_seating(kinds)

    @property
    def hand_scale(self) -> float:
        """How much larger than usual the hand's cards are drawn (the card size)."""
        return CARD_SIZES[self.card_size]

    def to_dict(self) -> dict[str, Any]:
        out = {name: getattr(self, name) for name in ("speed", "four_colour", "warnings", "preset", "level",
                                                      "target_score", "language", *LOOKS)}
        out["house_rules"] = {name: dict(options) for name, options in self.house_rules.items()}
        if self.seats:
            out["seats"] = {count: list(kinds) for count, kinds in self.seats.items()}
        if self.set_aside_rules:
            out["set_aside_rules"] = dict(self.set_aside_rules)
        if self.set_aside:
            out["set_aside"] = dict(self.set_aside)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Known keys of the right type are kept; anything else falls back to the default.  Settings from
        before presets name the table by "players": 2 or 4."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """The settings, and sentences for the player about what was set aside (look-and-sound values, rule
        options)."""
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
            settings.level = cls.level
        if settings.language not in LANGUAGES:
            settings.language = ""  # chosen again at the start, from the player's own language
        problems = settings._read_looks(data) + settings._read_seats(data.get("seats", {}))
        return settings, problems + settings._read_rules(data.get("house_rules", {}), data.get("set_aside_rules", {}))

    def _read_seats(self, stored: Any) -> list[str]:
        """Keep the seatings that seat a person or a level in each seat of their game, one person at least;
        set the rest aside, and say so.  A seating kept per number of players (settings from before seats
        were kept per game) becomes the seats of the game chosen, or of the first game for as many players."""
        entries = stored.items() if isinstance(stored, dict) else [("", stored)]
        problems = []
        for place, kinds in sorted(entries, key=lambda entry: str(entry[0]).isdigit()):  # games' own first
            name = _game_of(place, self.preset)
            if name is not None and _is_seating(name, kinds):
                self.seats.setdefault(name, list(kinds))  # a game's own entry wins over a count's
                continue
            aside = self.set_aside.get("seats")
            if not isinstance(aside, dict):  # what was set aside before stays, beside what is now
                aside = self.set_aside["seats"] = {} if aside is None else {"": aside}
            aside[str(place)] = kinds
            problems.append(tr("Your settings held {value} for the seats, which the game can't use. It was set "
                               "aside, and you play against computer players.", value=_shown(kinds)))
        return problems

    def _read_looks(self, data: dict[str, Any]) -> list[str]:
        """Keep the look-and-sound values that are what they should be; set the rest aside, and say so."""
        aside = data.get("set_aside")
        self.set_aside = dict(aside) if isinstance(aside, dict) else {}
        problems = []
        for key, (name, valid) in LOOKS.items():
            if key not in data:
                continue
            value = data[key]
            if valid(value):
                setattr(self, key, value)  # what was set aside before stays aside, for the player to find
                continue
            self.set_aside[key] = value
            problems.append(tr("Your settings held {value} for {setting}, which the game can't use. It was set "
                               "aside, and {default} is used instead.", value=_shown(value), setting=tr(name),
                               default=value_name(key, getattr(self, key))))
        return problems

    def _read_rules(self, stored: Any, aside: Any) -> list[str]:
        """Keep the offered options with offered values; set the rest aside, and say so."""
        self.set_aside_rules = dict(aside) if isinstance(aside, dict) else {}
        if not isinstance(stored, dict):
            self.set_aside_rules["house_rules"] = stored
            return [tr("The house rules in your settings couldn't be read. They were set aside, and every game is "
                       "played by its own rules.")]
        problems = []
        for name, options in stored.items():
            if name not in playable_presets():
                self.set_aside_rules[str(name)] = options
                problems.append(tr("Your settings held house rules for {name}, a game this version doesn't know. "
                                   "They were set aside.", name=repr(name)))
                continue
            kept, bad = check_stored(name, options)
            self.set_options(kept, name)
            if bad:
                before = self.set_aside_rules.get(name, [])
                self.set_aside_rules[name] = (before if isinstance(before, list) else [before]) + bad
                problems.append(tr("Some house rules for {game} are unknown to this version and were set aside "
                                   "({rules}). The game's own rules apply in their place.", game=title(name),
                                   rules="; ".join(bad)))
        return problems


def _game_of(place: Any, chosen: str) -> str | None:
    """The game a stored seating belongs to: its own name, or for a number of players (older settings) the
    game chosen if it seats as many, else the first game that does; None for anything else."""
    if place in playable_presets():
        return str(place)
    if not isinstance(place, str) or not place.isdigit():
        return None
    games = [name for name in playable_presets() if preset_rules(name).player_count == int(place)]
    return chosen if chosen in games else next(iter(games), None)


def _is_seating(name: str, kinds: Any) -> bool:
    """A seating of the game ``name``: a person or a level for each of its seats, one person at least."""
    return (isinstance(kinds, list) and len(kinds) == preset_rules(name).player_count and PERSON in kinds
            and all(k == PERSON or k in LEVELS for k in kinds))


def value_name(key: str, value: Any) -> str:
    """A setting's value as the settings show it, in the current language ("On", "80%", "Blue")."""
    if isinstance(value, bool):
        return tr("On") if value else tr("Off")
    if key == "volume":
        return f"{value}%"
    names = {"speed": SPEED_NAMES, "card_back": BACK_NAMES, "card_size": CARD_SIZE_NAMES}.get(key, {})
    return tr(names[value]) if value in names else str(value)


def _shown(value: Any) -> str:
    """A stored value quoted for the player, cut short if long (a damaged file may hold anything)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"
