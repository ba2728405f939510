"""The player's record, kept between sessions: games won and hands played, per table (game and level).

No pygame here.  The record round-trips through a JSON-safe dict (the `stats` record of the storage); a
hand is counted once, even when its score sheet is shown again after a restart.  Tables are keyed
"<preset>/<level>"; records from before presets ("2p/expert", "4p/expert") are read as classic-2p and
classic-4p.  Games played with house rules (rule options changed on the start screen) are counted apart,
under "<preset>+house/<level>": a record against the preset's own rules stays comparable from game to
game, while all house-rule games of a preset share one record (keeping one per combination would scatter
them into records of one game each).

Who played is part of the table: a game with several people at one table (pass and play), or with computer
players of different levels, is counted apart, under "<preset>/<who sits in each seat>" (MatchSettings.kinds:
"person-normal-person-normal"), its record kept from the side of the first person in seat order, whom the
summary names ("South & North with normal players, Classic for four: South won 2 of 3 games, ...").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from game.ai import LEVELS
from game.i18n import N_, ntr, tr
from game.ui.choices.presets import title
from game.ui.table.match import LEGACY_PRESETS, Match, points_text
from game.ui.table.seats import PERSON, compass_names, join_names

STATS_FORMAT = 1
HOUSE = "+house"  # after the preset in a table key: its games with house rules
NEWER_COUNTS = {"helped": 0}  # counts added to a table's record since format 1 began
# The computer players' levels as the record's line names them ("Against expert players"), translated there.
LEVEL_WORDS = {"beginner": N_("beginner"), "normal": N_("normal"), "expert": N_("expert"), "master": N_("master")}


@dataclass
class TableRecord:
    """One kind of table (e.g. Classic for four against expert players)."""

    games: int = 0
    won: int = 0
    drawn: int = 0
    hands: int = 0
    best_hand: int | None = None  # the best score of the player's side in one hand
    helped: int = 0  # games with hints or moves taken back (shown beside the record, not hidden in it)

    @property
    def lost(self) -> int:
        return self.games - self.won - self.drawn


@dataclass
class Statistics:
    tables: dict[str, TableRecord] = field(default_factory=dict)
    last_hand: str = ""  # the hand counted last, "<seed>/<hand>": a score sheet shown again is not counted again

    @staticmethod
    def table_key(preset: str, level: str, house: bool = False, seats: Sequence[str] | None = None) -> str:
        """The record's key; ``seats``, who sits in each seat (MatchSettings.seats), where that is not one
        person against computer players of one level."""
        table = level if _against_one_level(seats) else "-".join(seats or ())
        return f"{preset}{HOUSE if house else ''}/{table}"

    def record(self, preset: str, level: str, house: bool = False, seats: Sequence[str] | None = None
               ) -> TableRecord:
        return self.tables.get(self.table_key(preset, level, house, seats), TableRecord())

    def record_hand(self, match: Match) -> bool:
        """Count the hand just over (and the game, if it is over); False if this hand was counted already."""
        game = match.game
        hand = f"{match.settings.seed}/{game.round}"
        if not match.hand_is_over or hand == self.last_hand:
            return False
        self.last_hand = hand
        settings = match.settings
        key = self.table_key(settings.preset, settings.level, settings.house_rules, settings.seats)
        entry = self.tables.setdefault(key, TableRecord())
        entry.hands += 1
        ours = (game.round_scores or [{}])[match.score_index()].get("total", 0)  # the first person's side
        entry.best_hand = ours if entry.best_hand is None else max(entry.best_hand, ours)
        if match.is_over:
            entry.games += 1
            entry.helped += match.undos > 0 or match.hints > 0
            if game.winner is None:
                entry.drawn += 1
            elif game.winner == match.score_index():
                entry.won += 1
        return True

    def summary(self, preset: str, level: str, house: bool = False, seats: Sequence[str] | None = None) -> str:
        """One line for the player, e.g. "Against expert players, Classic for four: won 3 of 5 games, 12 hands,
        best hand 1,245"; with ``house``, the record of its games with house rules; with ``seats``, of games
        with those people and computer players ("South & North with expert players, ...: South won ...")."""
        entry = self.record(preset, level, house, seats)
        seats = tuple(seats or ())
        people = [seat for seat, kind in enumerate(seats) if kind == PERSON]
        levels = [name for name in LEVELS if name in seats] if seats else [level]
        level_words = join_names([tr(LEVEL_WORDS.get(name, name)) for name in levels])
        if len(people) > 1:
            table = _people_table(preset, house, people, len(seats), level_words if levels else None)
        elif house:
            table = tr("Against {level} players, {game} with house rules", level=level_words, game=title(preset))
        else:
            table = tr("Against {level} players, {game}", level=level_words, game=title(preset))
        if not entry.hands:
            return tr("{table}: no games yet", table=table)
        games = ntr("won {won} of {count} game", "won {won} of {count} games", entry.games, won=entry.won)
        if len(people) > 1:  # the record is the first person's: his name says so
            games = ntr("{player} won {won} of {count} game", "{player} won {won} of {count} games", entry.games,
                        player=compass_names(len(seats))[people[0]], won=entry.won)
        if entry.drawn:
            games = tr("{games} ({drawn} drawn)", games=games, drawn=entry.drawn)
        if entry.helped:
            games = tr("{games}, {helped} with hints or moves taken back", games=games, helped=entry.helped)
        hands = ntr("{count} hand", "{count} hands", entry.hands)
        return tr("{table}: {games}, {hands}, best hand {points}", table=table, games=games, hands=hands,
                  points=points_text(entry.best_hand or 0))

    def summary_for(self, match: Match) -> str:
        """The summary of the record ``match`` counts in."""
        settings = match.settings
        return self.summary(settings.preset, settings.level, settings.house_rules, settings.seats)

    # -- the saved record ------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"format": STATS_FORMAT, "last_hand": self.last_hand,
                "tables": {key: asdict(entry) for key, entry in sorted(self.tables.items())}}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Statistics:
        """A saved record; ValueError (with the reason) for anything that is not one."""
        if data.get("format") != STATS_FORMAT:
            raise ValueError(f"not statistics of format {STATS_FORMAT}")
        tables, last = data.get("tables"), data.get("last_hand", "")
        if not isinstance(tables, dict) or not isinstance(last, str):
            raise ValueError("the statistics lack their tables")
        names = {f.name for f in fields(TableRecord)}
        stats = cls(last_hand=last)
        for key, entry in tables.items():
            if isinstance(entry, dict):
                entry = {**NEWER_COUNTS, **entry}  # a record from before a count was kept has none of it
            if not isinstance(entry, dict) or set(entry) != names:
                raise ValueError(f"the statistics of {key!r} are incomplete")
            counts = [entry[name] for name in names if name != "best_hand"]
            best = entry["best_hand"]
            if not all(type(n) is int and n >= 0 for n in counts) or not (best is None or type(best) is int):
                raise ValueError(f"the statistics of {key!r} hold something other than counts")
            stats.tables[_current_key(str(key))] = TableRecord(**entry)
        return stats


def _against_one_level(seats: Sequence[str] | None) -> bool:
    """Whether ``seats`` is one person against computer players of one level (or None: the usual table)."""
    return seats is None or list(seats).count(PERSON) == 1 and len(set(seats) - {PERSON}) <= 1


def _people_table(preset: str, house: bool, people: list[int], count: int, levels: str | None) -> str:
    """"South & North with expert players, Classic for four"; "South & North, Classic for two" (people alone)."""
    game = tr("{game} (house rules)", game=title(preset)) if house else title(preset)
    names = join_names([compass_names(count)[seat] for seat in people])
    if levels is None:
        return tr("{people}, {game}", people=names, game=game)
    return tr("{people} with {level} players, {game}", people=names, level=levels, game=game)


def _current_key(key: str) -> str:
    """"4p/expert" (before presets) is "classic-4p/expert"; a current key is kept as it is."""
    players, _, level = key.partition("p/")
    if players.isdigit() and int(players) in LEGACY_PRESETS and level:
        return f"{LEGACY_PRESETS[int(players)]}/{level}"
    return key
