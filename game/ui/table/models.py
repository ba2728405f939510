"""The table scene's small models: where a card lands or a click points (zones), the player's hand as he
handles it, the pointer, and the pacing of the computer players.  The scene owns one of each; the drawing
reads them.  And the score sheet's: the review of the hand just over, worked out a slice per frame while the
sheet is read (``ReviewWork``: it replays the hand from its start and rates the player's decisions with
game.ai.review_hand; once done, ``shown`` holds the costliest)."""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from game.ai import Verdict, costliest, replay_decisions, review_hand
from game.core import Game, IllegalMove, Move
from game.i18n import ntr, tr
from game.ui.input import Drag
from game.ui.table.match import HUMAN, Match
from game.ui.table.sorting import SORT_MODES


@dataclass(frozen=True)
class HandZone:
    """The player's own hand."""


@dataclass(frozen=True)
class StockZone:
    """The stock."""


@dataclass(frozen=True)
class PileZone:
    """The discard pile."""


@dataclass(frozen=True)
class MeldZone:
    """A side's meld of one rank (or of wild cards)."""

    side: int
    rank: str


@dataclass(frozen=True)
class SeatZone:
    """Another seat's hand of card backs: the table counts a card flying there only once it has landed."""

    seat: int


@dataclass(frozen=True)
class MeldRowZone:
    """The player's side's row of melds, off its melds: where a new meld goes."""


Zone = HandZone | StockZone | PileZone | MeldZone | MeldRowZone | SeatZone
HAND, STOCK, PILE, MELD_ROW = HandZone(), StockZone(), PileZone(), MeldRowZone()


@dataclass
class HandState:
    """The player's hand as he handles it: the cards he selected (by place in the sorted hand), the keyboard's
    cursor, and the order he sorts by."""

    selected: set[int] = field(default_factory=set)
    cursor: int = 0
    keyboard_used: bool = False  # the cursor is drawn once a key has moved it
    sort_mode: str = SORT_MODES[0]
    fresh: dict[str, float] = field(default_factory=dict)  # cards just drawn, and how long they stay marked


@dataclass
class PointerState:
    """Where the pointer is, the drag under way (it carries the selected cards), and the zone they would be
    dropped on."""

    hover: tuple[float, float] = (-1.0, -1.0)
    drag: Drag | None = None
    drop_target: Zone | None = None


@dataclass
class BotPacing:
    """The computer players' pace: the pause before the next action, and a move decided but not yet shown."""

    wait: float = 0.0
    move: Move | None = None


REVIEW_SLICE = 0.008  # seconds of review work per frame: the score sheet draws little, so a frame stays short


class ReviewWork:
    """The review of one hand, stepped between frames: ``step`` works for about a slice of time."""

    def __init__(self, start: Game, moves: list[Move], clock: Callable[[], float] = time.perf_counter,
                 seat: int = HUMAN) -> None:
        self.clock = clock  # time is passed in: a test steps it
        self.seat = seat  # whose decisions: the player's (with several people, the person who has the screen)
        self.steps = 0  # steps of the work done so far (each short: game.ai.review yields after every move)
        self.decisions = 0  # the player's decisions found so far (all of them, once the replay is done)
        self.replayed = False
        self.verdicts: list[Verdict] = []  # each decision's, as they are reached
        self.shown: list[Verdict] | None = None  # once done: the costliest decisions, costliest first
        self._work = self._run(start, moves)

    @classmethod
    def of(cls, match: Match, seat: int | None = None) -> ReviewWork | None:
        """The review of the hand just over, of ``seat``'s decisions (the first person's by default); None
        where it cannot be replayed (a save from before the hand's start was kept)."""
        hand = match.hand_to_review()
        return cls(*hand, seat=match.people[0] if seat is None else seat) if hand is not None else None

    def _run(self, start: Game, moves: list[Move]) -> Generator[None, None, None]:
        try:
            decisions = yield from replay_decisions(start, moves, self.seat)
        except IllegalMove:  # the moves do not replay from this start: there is nothing to review
            self.shown = []
            return
        self.decisions, self.replayed = len(decisions), True
        yield
        self.shown = costliest((yield from review_hand(decisions, found=self.verdicts)))

    @property
    def done(self) -> bool:
        return self.shown is not None

    @property
    def progress(self) -> float:
        """How far the work has come, 0 to 1 (the replay counts as nothing: it is quick)."""
        if self.done:
            return 1.0
        return len(self.verdicts) / self.decisions if self.replayed and self.decisions else 0.0

    def step(self, budget: float = REVIEW_SLICE) -> bool:
        """Work for about ``budget`` seconds (until the first yield past it); True once the review is done."""
        deadline = self.clock() + budget
        while not self.done:
            try:
                next(self._work)
            except StopIteration:
                break
            self.steps += 1
            if self.clock() >= deadline:
                break
        return self.done


def review_progress(review: ReviewWork) -> str:
    """The line under the score sheet's Review button: how far the review has come, then what it found."""
    if not review.done:
        return tr("thinking: {percent}%", percent=round(100 * review.progress))
    if not review.shown:
        return tr("well played: nothing costly") if review.decisions else tr("no decisions of yours")
    return ntr("{count} costly decision", "{count} costly decisions", len(review.shown))
