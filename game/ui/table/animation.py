"""Cards in flight and speech bubbles, run off the time passed in (``update(dt)``), never off a clock."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.table.models import Zone

Point = tuple[float, float]


def _ease(t: float) -> float:
    """Fast start, soft landing, as a card slid across a table."""
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    card: str | None  # None: a card back (a card the player may not see)
    start: Point
    end: Point
    width: float
    delay: float  # seconds before it leaves
    duration: float
    count: int = 1  # a stack of cards flying together (a taken pile)
    zone: Zone | None = None  # where it lands: the table hides it there until it has landed
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    def position(self) -> Point:
        t = min(max((self.elapsed - self.delay) / self.duration, 0.0), 1.0) if self.duration else 1.0
        k = _ease(t)
        return self.start[0] + (self.end[0] - self.start[0]) * k, self.start[1] + (self.end[1] - self.start[1]) * k


@dataclass
class Bubble:
    text: str
    pos: Point
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


@dataclass
class Showing:
    """Cards laid face up for everyone to see for a moment (a special hand, MAC-33): the table waits for it
    as for cards in flight."""

    cards: tuple[str, ...]
    seat: int
    name: str  # what is shown: a special hand's name
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


class Animations:
    """What is moving now; the table waits for it to settle before showing the next move."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.bubbles: list[Bubble] = []
        self.showings: list[Showing] = []

    @property
    def busy(self) -> bool:
        return bool(self.flights or self.showings)

    def show(self, showing: Showing) -> None:
        self.showings.append(showing)

    def add(self, flight: Flight) -> None:
        self.flights.append(flight)

    def say(self, text: str, pos: Point, duration: float) -> None:
        """A bubble at ``pos``; it replaces one still showing there (a seat says one thing at a time)."""
        self.bubbles = [b for b in self.bubbles if b.pos != pos]
        self.bubbles.append(Bubble(text, pos, duration))

    def hush(self) -> None:
        """No bubble left over: a new hand starts without the last one's words ("Out!")."""
        self.bubbles.clear()

    def update(self, dt: float) -> list[Flight]:
        """Move time on by ``dt`` seconds; the flights that landed."""
        for item in (*self.flights, *self.bubbles, *self.showings):
            item.elapsed += dt
        landed = [f for f in self.flights if f.done]
        self.flights = [f for f in self.flights if not f.done]
        self.bubbles = [b for b in self.bubbles if not b.done]
        self.showings = [s for s in self.showings if not s.done]
        return landed

    def finish(self) -> list[Flight]:
        """Land everything at once (the player acts before the cards have settled); what landed."""
        landed, self.flights, self.showings = self.flights, [], []
        return landed
