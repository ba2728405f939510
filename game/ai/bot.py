"""A computer player: a level, a seed, and nothing but views.

``think`` is the work itself, as a generator that yields at short, regular points (well under 8 ms of
work apart), so the front end can step it between frames; ``choose`` runs it to the end.  A bot keeps
no state between decisions, so its choice depends only on the view, its level and its seed.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from game.core import Answer, GameView, Move

from .knowledge import Knowledge
from .levels import LEVEL_CONFIGS, LEVELS, Level
from .policy import answer_go_out, choose_move, rate_moves
from .search import search_move, warn_refused
from .steps import finish

Thinking = Generator[None, None, Move]


class Bot:
    def __init__(self, level: Level, seed: int | str = 0) -> None:
        self.level = level
        self.seed = seed

    @property
    def name(self) -> str:
        return self.level.name

    def __repr__(self) -> str:
        return f"Bot({self.level.name!r}, seed={self.seed!r})"

    def choose(self, view: GameView) -> Move:
        return finish(self.think(view))

    def think(self, view: GameView) -> Thinking:
        if not isinstance(view, GameView):
            raise TypeError(f"a bot sees only a view (Game.view(seat)), not {type(view).__name__}")
        if view.phase not in ("draw", "play", "answer"):
            raise ValueError(f"nothing to decide: the game is in phase {view.phase!r}")
        if view.to_act != view.seat:
            raise ValueError(f"seat {view.seat} is not to act (seat {view.to_act} is)")
        k = yield from Knowledge.build(view)
        yield
        if self.level.search is not None:  # the partner's answer too: it decides whether the hand ends
            rated = rate_moves(k, self.level)
            yield
            move = yield from search_move(k, self.level, rated, self._rng(view))
        else:
            move = choose_move(k, self.level)
        return self._checked(k, move)

    def answer_go_out(self, view: GameView) -> bool:
        """The binding answer to the partner's "may I go out?" (asked or not yet)."""
        if not isinstance(view, GameView):
            raise TypeError(f"a bot sees only a view (Game.view(seat)), not {type(view).__name__}")
        if self.level.search is not None and view.phase == "answer" and view.to_act == view.seat:
            return self.choose(view) == Answer(True)
        return answer_go_out(Knowledge.of(view), self.level)

    def _rng(self, view: GameView) -> random.Random:
        d = view.data
        return random.Random(f"{self.seed}/{d['round']}/{len(d['history'])}/{view.seat}/{d['phase']}")

    @staticmethod
    def _checked(k: Knowledge, move: Move) -> Move:
        """A planned composite move is checked as the engine would; should it be refused, a listed move stands
        in, with a warning: the table goes on, and the tests (which make the warning an error) catch the
        planner's bug.  (``Game.refusal`` changes nothing, so no copy is needed.)"""
        refusal = k.game.refusal(move)
        if refusal is None:
            return move
        warn_refused(move, refusal, "a listed move stands in")
        return k.game.legal_moves()[0]


def make_bot(level: str, seed: int | str = 0) -> Bot:
    if level not in LEVEL_CONFIGS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    return Bot(LEVEL_CONFIGS[level], seed)
