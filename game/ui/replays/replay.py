"""The replay viewer's model: a finished game, position by position, from its record.  No pygame here.

A moment is a position of the game: the deal of a hand (its step 0) or the position after each move of it,
with what the log says of it.  A hand's moments are worked out the first time the viewer reaches the hand
(a copy of the game per move: a few milliseconds a hand), so that stepping back and forth is instant; the
start of each hand is found by replaying the hands before it without copies.  ``ReplayMatch`` answers what
the table's painting asks of a match (names, the log, whose score is whose) for the position shown.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import PRESETS, Game, HandEnded, Move, preset, record_tags
from game.i18n import tr
from game.ui.table.log import deal_line, describe
from game.ui.table.match import HUMAN, points_text
from game.ui.table.seats import join_names, seat_names

_RULES_TAG = re.compile(r'^\[Rules "([^"]+)"\]', re.MULTILINE)
ENDING_OPTIONS = {"target_score", "max_rounds"}  # how long a game lasts is chosen beside its rules, not among them


@dataclass(frozen=True)
class Moment:
    """A position of the replay and what the log says of how it came about."""

    game: Game
    lines: tuple[str, ...]
    seat: int | None = None  # who moved (None: the deal)
    move: Move | None = None


class Replay:
    """A game's positions from its record (ValueError, saying where, for a damaged one), and where the viewer
    stands: ``hand`` (from 0) and ``step`` (0 the deal, n after the n-th move)."""

    def __init__(self, record: str) -> None:
        self.record = record
        self.final = Game.from_record(record)
        self.tags: dict[str, Any] = record_tags(record)
        found = _RULES_TAG.search(record)
        self.preset = found.group(1) if found else ""
        self.moves: list[list[Move]] = [list(hand) for hand in self.final.past_hands] + [list(self.final.history)]
        self.names = seat_names(self.final.rules.player_count)
        self._starts: list[Game] = [Game.new(self.final.rules, self.final.seed)]
        self._moments: dict[int, list[Moment]] = {}
        self.hand = 0
        self.step = 0

    # -- the game ---------------------------------------------------------------------------------
    @property
    def hand_count(self) -> int:
        return len(self.moves)

    @property
    def house_rules(self) -> bool:
        """Whether the game's rules differ from its preset's in more than its length."""
        if self.preset not in PRESETS:
            return False
        own = preset(self.preset).to_dict()
        return any(own.get(key) != value for key, value in self.final.rules.to_dict().items()
                   if key not in ENDING_OPTIONS)

    # -- where the viewer stands ----------------------------------------------------------------
    @property
    def now(self) -> Moment:
        return self.moments(self.hand)[self.step]

    @property
    def game(self) -> Game:
        return self.now.game

    def last_step(self, hand: int | None = None) -> int:
        return len(self.moves[self.hand if hand is None else hand])

    @property
    def at_start(self) -> bool:
        return self.hand == 0 and self.step == 0

    @property
    def at_end(self) -> bool:
        return self.hand == self.hand_count - 1 and self.step == self.last_step()

    def go(self, hand: int, step: int) -> None:
        """Stand at ``step`` of ``hand`` (each within the game)."""
        self.hand = max(0, min(hand, self.hand_count - 1))
        self.step = max(0, min(step, self.last_step()))

    def forward(self) -> bool:
        """One move on; past a hand's end, the next hand's deal.  False at the end of the game."""
        if self.at_end:
            return False
        if self.step < self.last_step():
            self.step += 1
        else:
            self.go(self.hand + 1, 0)
        return True

    def back(self) -> bool:
        """One move back; before a hand's deal, the end of the hand before.  False at the first deal."""
        if self.at_start:
            return False
        if self.step > 0:
            self.step -= 1
        else:
            self.go(self.hand - 1, self.last_step(self.hand - 1))
        return True

    def to_hand_start(self) -> None:
        """To this hand's deal; at the deal already, to the hand before's."""
        self.go(self.hand - (self.step == 0), 0)

    def to_hand_end(self) -> None:
        """To this hand's end; at its end already, to the next hand's."""
        hand = self.hand + (self.step == self.last_step())
        self.go(hand, self.last_step(min(hand, self.hand_count - 1)))

    def log(self) -> list[str]:
        """The log of this hand up to the position shown."""
        return [line for moment in self.moments(self.hand)[: self.step + 1] for line in moment.lines]

    # -- working the positions out --------------------------------------------------------------
    def start(self, hand: int) -> Game:
        """The position after the deal of ``hand``, replaying the hands before it where not yet known."""
        while len(self._starts) <= hand:
            game = self._starts[-1].copy()
            for move in self.moves[len(self._starts) - 1]:
                game.apply(move)
            game.next_round()
            self._starts.append(game)
        return self._starts[hand]

    def moments(self, hand: int) -> list[Moment]:
        """Every position of ``hand``, worked out once."""
        if hand not in self._moments:
            self._moments[hand] = self._work_out(hand)
        return self._moments[hand]

    def _work_out(self, hand: int) -> list[Moment]:
        game = self.start(hand).copy()
        deal = [deal_line(game, self.names, HUMAN), *describe(game, game.dealer, None, list(game.deal_events),
                                                               self.names, HUMAN)]
        moments = [Moment(game.copy(), tuple(deal))]
        for move in self.moves[hand]:
            seat, before = game.to_act, list(game.hands[HUMAN])
            events = game.apply(move)
            lines = describe(game, seat, move, events, self.names, HUMAN, before)
            if any(isinstance(event, HandEnded) for event in events):
                lines.append(score_line(game, ReplayMatch(self, game)))
            moments.append(Moment(game.copy(), tuple(lines), seat, move))
        return moments


def score_line(game: Game, match: ReplayMatch) -> str:
    """The hand's score and the running totals, as the table's log says them."""
    scores = [tr("{name} {hand_points} ({total})", name=match.score_name(i),
                 hand_points=points_text(row["total"], signed=True), total=total)
              for i, (row, total) in enumerate(zip(game.round_scores or [], game.scores, strict=True))]
    return tr("Score: {scores}", scores="; ".join(scores))


@dataclass(frozen=True)
class ReplaySettings:
    house_rules: bool


class ReplayMatch:
    """What the table's painting (table_view.TableState.match) asks of a match, for the position shown."""

    deal_log_tail = 0  # the deal is not dealt card by card here: its lines show at once
    you = HUMAN  # the replay is seen from the player's seat, its log told to him
    people = (HUMAN,)

    def __init__(self, replay: Replay, game: Game | None = None) -> None:
        self.replay = replay
        self.game = game if game is not None else replay.game
        self.settings = ReplaySettings(replay.house_rules)
        self.names: Sequence[str] = replay.names

    @property
    def log(self) -> list[str]:
        return self.replay.log()

    @property
    def is_over(self) -> bool:
        return self.game.phase == "game_over"

    @property
    def scores_by_seat(self) -> bool:
        return not self.game.rules.has_partners

    def side_name(self, side: int) -> str:
        seats = self.game.seats_of(side) or ([side] if side < len(self.names) else [])
        return join_names([self.names[s] for s in seats]) or tr("Side {number}", number=side + 1)

    def score_name(self, index: int) -> str:
        return self.names[index] if self.scores_by_seat else self.side_name(index)

    def score_index(self, seat: int = HUMAN) -> int:
        return seat if self.scores_by_seat else self.game.side_of(seat)
