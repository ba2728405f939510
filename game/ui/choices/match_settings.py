"""What the start screen chooses for a game: which game, its rules, its target, its seed, and who plays each
seat (a person, or a computer player of a level).  No pygame here; it round-trips through the saved game."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.ai import LEVELS
from game.core import RuleSet, preset
from game.i18n import tr
from game.ui.choices.presets import playable_presets
from game.ui.choices.rule_options import build_rules, only_changes, option_fields
from game.ui.table.seats import PERSON

LEGACY_PRESETS = {2: "classic-2p", 4: "classic-4p"}  # saves from before presets held a player count


@dataclass(frozen=True)
class MatchSettings:
    """What the start screen chooses."""

    preset: str = "classic-4p"  # a name of game.core.PRESETS
    level: str = "expert"  # the computer players' level (partners and opponents alike)
    target_score: int | None = None  # None: the preset's own ending (its target score or number of hands)
    seed: int = 1
    # Rule options chosen "à la carte" on top of the preset: RuleSet field -> value in its JSON form
    # (rule_options.py); only those that differ from the preset are kept.
    options: dict[str, Any] = field(default_factory=dict, hash=False)
    # Who plays each seat: PERSON or a computer player's level, by seat (pass and play).  None: one person at
    # seat 0 and computer players of ``level`` in the others, the table as it always was (and saves from
    # before seats were chosen); a choice equal to that is kept as None.
    seats: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.preset not in playable_presets():
            raise ValueError(tr("unknown game {name}: choose one of {names}", name=repr(self.preset),
                                 names=", ".join(playable_presets())))
        if self.level not in LEVELS:
            raise ValueError(tr("unknown level {name}: choose one of {names}", name=repr(self.level),
                                 names=", ".join(LEVELS)))
        if self.target_score is not None and (type(self.target_score) is not int or self.target_score <= 0):
            raise ValueError(tr("the target score must be a positive whole number, not {value}",
                                 value=repr(self.target_score)))
        if not isinstance(self.options, dict):
            raise ValueError(tr("the rule options must be an object of option and value, not {value}",
                                 value=repr(self.options)))
        unknown = sorted(str(name) for name in set(self.options) - option_fields())
        if unknown:
            raise ValueError(tr("not a rule option the start screen offers: {names}", names=", ".join(unknown)))
        object.__setattr__(self, "options", only_changes(self.preset, self.options))
        self.rules()  # ValueError with the engine's reasons for options it cannot play
        if self.seats is not None:
            self._check_seats()

    def _check_seats(self) -> None:
        count = preset(self.preset).player_count
        seats = tuple(self.seats) if isinstance(self.seats, list | tuple) else ()
        if len(seats) != count or any(kind != PERSON and kind not in LEVELS for kind in seats):
            raise ValueError(tr("the seats must name a person or a level for each of the {count} players, not "
                                "{value}", count=count, value=repr(self.seats)))
        if PERSON not in seats:
            raise ValueError(tr("at least one seat must be a person's"))
        levels = {kind for kind in seats if kind != PERSON}
        if len(levels) == 1:  # the computer players' one level is the level the game is played at
            object.__setattr__(self, "level", levels.pop())
        object.__setattr__(self, "seats", None if seats == default_seats(count, self.level) else seats)

    @property
    def kinds(self) -> tuple[str, ...]:
        """Who plays each seat: PERSON or a computer player's level."""
        if self.seats is not None:
            return self.seats
        return default_seats(preset(self.preset).player_count, self.level)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people play, in seat order."""
        return tuple(seat for seat, kind in enumerate(self.kinds) if kind == PERSON)

    @property
    def house_rules(self) -> bool:
        """Whether any rule differs from the preset's (the target aside)."""
        return bool(self.options)

    def rules(self) -> RuleSet:
        rules = build_rules(self.preset, self.options)
        return rules if self.target_score is None else replace(rules, target_score=self.target_score)

    def to_dict(self) -> dict[str, Any]:
        out = {"preset": self.preset, "level": self.level, "target_score": self.target_score, "seed": self.seed,
               "options": dict(self.options)}
        if self.seats is not None:
            out["seats"] = list(self.seats)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MatchSettings:
        """Settings from a save; a save from before presets names its game by "players": 2 or 4, one from
        before rule options has none, and one from before seats were chosen has one person at seat 0."""
        name = data["preset"] if "preset" in data else LEGACY_PRESETS.get(data["players"], data["players"])
        target = data["target_score"]
        seats = data.get("seats")
        return cls(str(name), str(data["level"]), None if target is None else int(target), int(data["seed"]),
                   data.get("options", {}), tuple(seats) if isinstance(seats, list) else seats)


def default_seats(count: int, level: str) -> tuple[str, ...]:
    """The table as it always was: a person at seat 0, computer players of ``level`` in the others."""
    return (PERSON, *[level] * (count - 1))
