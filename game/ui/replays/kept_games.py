"""Every finished game, kept: the last 50, newest first, in the storage's ``games`` record (a file on the
desktop, localStorage in the browser).

Each holds its share code (the whole game record, compressed: it replays every move), when it ended, which
game with which house rules, the computer players' level, the players' names and the result.  The code also
carries those tags, so a code pasted on another machine says who played and when.  An entry that cannot be
read is reported and set aside with the list as it was (storage.set_aside); the others are kept.  No pygame
here.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any

from game.core import Game, to_code, to_record
from game.i18n import N_
from game.storage import Storage, Words

if TYPE_CHECKING:
    from game.ui.table.match import Match

GAMES_FORMAT = 1
KEPT = 50  # the newest so many finished games
RECORD = "games"  # the storage's record
_CODE = re.compile(r"C1[A-Za-z0-9_-]+")
_DATE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")
# Package data, as the fonts are (game/ui/drawing/assets.py); made by tools/make_sample_game.py.
SAMPLE_PATH: Traversable = files("game") / "assets" / "records" / "sample.json"


@dataclass(frozen=True)
class KeptGame:
    """A finished game as the Games screen lists it, with the code that replays it."""

    code: str
    date: str  # local time, "2026-11-25 20:15"
    preset: str
    level: str
    players: list[str]  # by seat, as the table named them
    scores: list[int]  # the final scores, as the score sheet orders them
    winner: int | None  # the winning score's index; None for a draw
    you: int  # the index of the player's own score
    hands: int
    key: str  # the game itself (its rules, seed and moves, without the tags): the same game is kept once
    options: dict[str, Any] = field(default_factory=dict)  # the house rules chosen (empty: the game's own)
    target_score: int | None = None  # chosen on the start screen; None: the game's own ending
    # The shipped sample game (game/assets/records/sample.json), never one the player finished: listed last, not
    # in his statistics, never stored with his games (so neither the 50 kept nor a damaged list drop it).
    sample: bool = False
    sides: list[list[int]] = field(default_factory=list)  # the sample's seats per score, to name the winners

    @property
    def house_rules(self) -> bool:
        return bool(self.options)

    @property
    def outcome(self) -> str:
        """"won", "lost" or "draw", for the player."""
        if self.winner is None:
            return "draw"
        return "won" if self.winner == self.you else "lost"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> KeptGame:
        """An entry of the list; ValueError saying what is wrong with one that is not."""
        if not isinstance(data, dict):
            raise ValueError("an entry is not a JSON object")
        names = set(cls.__dataclass_fields__)
        missing = sorted(names - set(data) - {"options", "target_score", "sample", "sides"})
        if missing:
            raise ValueError(f"an entry lacks {', '.join(missing)}")
        entry = cls(**{key: value for key, value in data.items() if key in names})
        entry._check()
        return entry

    def _check(self) -> None:
        if not isinstance(self.key, str) or not self.key:
            raise ValueError("an entry has no key")
        if not isinstance(self.code, str) or not _CODE.fullmatch(self.code):
            raise ValueError("an entry's share code is not one")
        if not isinstance(self.date, str) or not _DATE.fullmatch(self.date):
            raise ValueError(f"an entry's date is not a date: {self.date!r}")
        if not all(isinstance(text, str) for text in (self.preset, self.level)) or \
                not isinstance(self.players, list) or not all(isinstance(name, str) for name in self.players):
            raise ValueError("an entry's game, level or players are not names")
        counts = [*self.scores, self.you, self.hands] if isinstance(self.scores, list) else [None]
        if not all(type(n) is int for n in counts) or not 0 <= self.you < len(self.scores) or self.hands < 1:
            raise ValueError("an entry's scores are not whole numbers")
        if self.winner is not None and (type(self.winner) is not int or not 0 <= self.winner < len(self.scores)):
            raise ValueError("an entry's winner is not one of its scores")
        if not isinstance(self.options, dict) or not (self.target_score is None or type(self.target_score) is int):
            raise ValueError("an entry's rules are not rule options")
        if type(self.sample) is not bool or not isinstance(self.sides, list) or not all(
                isinstance(seats, list) and all(type(seat) is int for seat in seats) for seats in self.sides):
            raise ValueError("an entry's sample mark or sides are not what they should be")


def record_tags_of(match: Match, date: str) -> dict[str, Any]:
    """The tags a finished game's code carries: when, who, at which level, and who played each seat (a
    person, or a computer player's level: pass and play mixes them)."""
    return {"Date": date, "Players": list(match.names), "Level": match.settings.level,
            "Seats": list(match.settings.kinds)}


def kept_game_of(match: Match, now: Callable[[], time.struct_time] = time.localtime) -> KeptGame | None:
    """The finished ``match`` as an entry; None where its record cannot be made (a game restored from a save
    from before records, which lacks its earlier hands' moves)."""
    game = match.game
    date = time.strftime("%Y-%m-%d %H:%M", now())
    try:
        code = to_code(game, record_tags_of(match, date))
    except ValueError:
        return None
    settings = match.settings
    return KeptGame(code, date, settings.preset, settings.level, list(match.names), list(game.scores), game.winner,
                    match.score_index(), game.round, game_key(game), dict(settings.options), settings.target_score)


def load_sample(path: Traversable = SAMPLE_PATH) -> KeptGame | None:
    """The sample game shipped with the game, marked as a sample; None where the file is missing or damaged
    (the Games screen is then as it was without it: a shipped file the tests check, never the player's)."""
    try:
        games, damage = read_games(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return None
    return replace(games[0], sample=True) if games and not damage else None


def game_key(game: Game) -> str:
    """What tells one game from another: a digest of its record without tags."""
    return hashlib.sha256(to_record(game).encode("utf-8")).hexdigest()[:20]


def read_games(data: dict[str, Any]) -> tuple[list[KeptGame], list[str]]:
    """The entries of a stored list that read, newest first, and why each of the others does not."""
    if data.get("format") != GAMES_FORMAT or not isinstance(data.get("games"), list):
        return [], [f"it is not a list of games of format {GAMES_FORMAT}"]
    games, damage = [], []
    for number, entry in enumerate(data["games"], 1):
        try:
            games.append(KeptGame.from_dict(entry))
        except (ValueError, TypeError) as why:
            damage.append(f"game {number}: {why}")
    return games, damage


def load_games(storage: Storage) -> tuple[list[KeptGame], str | None]:
    """The finished games kept, newest first, and a sentence for the player if some could not be read: then
    the list as it was is set aside, and the games that read are saved again."""
    loaded = storage.load(RECORD)
    if loaded.data is None:
        return [], loaded.problem
    games, damage = read_games(loaded.data)
    if not damage:
        return games, None
    why = Words(N_("{count} of {total} are damaged; the first: {reason}"), count=len(damage),
                total=len(games) + len(damage), reason=damage[0])
    problem = storage.set_aside(RECORD, why)
    again = storage.save(RECORD, games_record(games))
    return games, again or problem


def games_record(games: list[KeptGame]) -> dict[str, Any]:
    return {"format": GAMES_FORMAT, "games": [game.to_dict() for game in games[:KEPT]]}


def keep_game(storage: Storage, match: Match, now: Callable[[], time.struct_time] = time.localtime) -> list[str]:
    """Add the finished ``match`` to the kept games (once: the same game is not kept twice), the oldest past
    50 let go; the sentences for the player, if any (a damaged list, a failed save)."""
    entry = kept_game_of(match, now)
    if entry is None:
        return []
    games, problem = load_games(storage)
    problems = [problem] if problem else []
    if any(game.key == entry.key for game in games):
        return problems
    saved = storage.save(RECORD, games_record([entry, *games]))
    return [*problems, saved] if saved else problems

