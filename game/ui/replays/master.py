"""The master's game of a deal, played in the background while the player plays the same deal ("Beat the
master").  No pygame here.

The master (the strongest computer level) sits in the player's seat; every other seat is played as at the
player's table, by the same computer players with the same seeds, so that the two hands differ only by what
the player's seat does.  ``step`` thinks for about a slice's budget and applies each move once decided: the
table calls it between frames, as it steps its own computer players (Match.think).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from game.ai import LEVELS, make_bot
from game.ai.bot import Bot, Thinking
from game.core import Game

MASTER = LEVELS[-1]  # the strongest level
SLICE = 0.006  # seconds of the master's thinking in a frame where no computer player at the table thinks


class MasterGame:
    """The deal ``start`` (a position dict at a hand's deal) played by computer players only: ``MASTER`` in
    ``seat``, the level of ``kinds`` in every other seat, each seeded as at the table (``{seed}/{seat}``)."""

    def __init__(self, start: dict[str, Any], seat: int, kinds: Sequence[str], seed: int) -> None:
        self.start = start
        self.seat = seat
        self.game = Game.from_dict(start)
        self.bots: dict[int, Bot] = {
            s: make_bot(kinds[s] if s != seat and kinds[s] in LEVELS else MASTER, seed=f"{seed}/{s}")
            for s in range(self.game.rules.player_count)}
        self._thinking: Thinking | None = None
        self.steps = 0  # how many times a computer player's thinking was stepped (the work done, for tests)

    @property
    def done(self) -> bool:
        return self.game.phase in ("round_over", "game_over")

    def score(self, index: int) -> int | None:
        """The hand's score of score ``index`` (a side's, or a seat's) once the hand is over, else None."""
        if not self.done or self.game.round_scores is None:
            return None
        return int(self.game.round_scores[index]["total"])

    def step(self, budget: float, clock: Callable[[], float] = time.perf_counter) -> int:
        """Think for about ``budget`` seconds (a computer player's thinking yields at least every 8 ms), applying
        every move decided meanwhile; returns how many times the thinking was stepped (0 once the hand is
        over)."""
        deadline, stepped = clock() + budget, 0
        while not self.done:
            if self._thinking is None:
                seat = self.game.to_act
                self._thinking = self.bots[seat].think(self.game.view(seat))
            stepped += 1
            try:
                next(self._thinking)
            except StopIteration as decided:
                self._thinking = None
                self.game.apply(decided.value)
            if clock() >= deadline:
                break
        self.steps += stepped
        return stepped

    def finish(self) -> None:
        """Play the hand to its end at once (tests, tools)."""
        while not self.done:
            self.step(3600.0)
