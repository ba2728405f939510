"""The player's record, kept between sessions: games won and hands played, per table (game and level).

No pygame here.  The record round-trips through a JSON-safe dict (the `stats` record of the storage); a
hand is counted once, even when its score sheet is shown again after a restart.  Tables are keyed
"<preset>/<level>"; records from before presets ("2p/expert", "4p/expert") are read as classic-2p and
classic-4p.  Games played with house rules (rule options changed on the start screen) are counted apart,
under "<preset>+house/<level>": a record against the preset's own rules stays comparable from game to
game, while all house-rule games of a preset share one record (keeping one per combination would scatter
them into records of one game each).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from game.i18n import N_, SOURCE, language, ntr, tr
from game.ui.choices.presets import title
from game.ui.table.match import HUMAN, LEGACY_PRESETS, Match

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
    def table_key(preset: str, level: str, house: bool = False) -> str:
        return f"{preset}{HOUSE if house else ''}/{level}"

    def record(self, preset: str, level: str, house: bool = False) -> TableRecord:
        return self.tables.get(self.table_key(preset, level, house), TableRecord())

    def record_hand(self, match: Match) -> bool:
        """Count the hand just over (and the game, if it is over); False if this hand was counted already."""
        game = match.game
        hand = f"{match.settings.seed}/{game.round}"
        if not match.hand_is_over or hand == self.last_hand:
            return False
        self.last_hand = hand
        key = self.table_key(match.settings.preset, match.settings.level, match.settings.house_rules)
        entry = self.tables.setdefault(key, TableRecord())
        entry.hands += 1
        ours = (game.round_scores or [{}])[match.score_index(HUMAN)].get("total", 0)
        entry.best_hand = ours if entry.best_hand is None else max(entry.best_hand, ours)
        if match.is_over:
            entry.games += 1
            entry.helped += match.undos > 0 or match.hints > 0
            if game.winner is None:
                entry.drawn += 1
            elif game.winner == match.score_index(HUMAN):
                entry.won += 1
        return True

    def summary(self, preset: str, level: str, house: bool = False) -> str:
        """One line for the player, e.g. "Against expert players, Classic for four: won 3 of 5 games, 12 hands,
        best hand 1,245"; with ``house``, the record of its games with house rules."""
        entry = self.record(preset, level, house)
        level_words = tr(LEVEL_WORDS.get(level, level))
        table = (tr("Against {level} players, {game} with house rules", level=level_words, game=title(preset))
                 if house else tr("Against {level} players, {game}", level=level_words, game=title(preset)))
        if not entry.hands:
            return tr("{table}: no games yet", table=table)
        games = ntr("won {won} of {count} game", "won {won} of {count} games", entry.games, won=entry.won)
        if entry.drawn:
            games = tr("{games} ({drawn} drawn)", games=games, drawn=entry.drawn)
        if entry.helped:
            games = tr("{games}, {helped} with hints or moves taken back", games=games, helped=entry.helped)
        hands = ntr("{count} hand", "{count} hands", entry.hands)
        return tr("{table}: {games}, {hands}, best hand {points}", table=table, games=games, hands=hands,
                  points=_points(entry.best_hand or 0))

    def summary_for(self, match: Match) -> str:
        """The summary of the record ``match`` counts in."""
        return self.summary(match.settings.preset, match.settings.level, match.settings.house_rules)

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


def _points(value: int) -> str | int:
    """A score for the record's line: English has always written it 1,245 here; other languages as they write
    numbers (1.245)."""
    return f"{value:,}" if language() == SOURCE else value


def _current_key(key: str) -> str:
    """"4p/expert" (before presets) is "classic-4p/expert"; a current key is kept as it is."""
    players, _, level = key.partition("p/")
    if players.isdigit() and int(players) in LEGACY_PRESETS and level:
        return f"{LEGACY_PRESETS[int(players)]}/{level}"
    return key
