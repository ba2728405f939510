"""What moves on the table, run off the time passed in (``update(dt)``), never off a clock: cards in flight,
speech bubbles, special hands shown, and the table's moments (the deal, a canasta closing, going out).

Sound hooks: a flight or a moment may carry a cue (a name of game.ui.sound's SOUND_NAMES); ``update`` collects
the cues of what started in that step into ``cues``, which the table scene hands to the app (``App.cue``).
Whatever lands at once (``finish``, ``skip``) makes no sound of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
    source: Zone | None = None  # where it leaves from: the table still shows it there until it leaves
    cue: str | None = None  # the sound as it leaves
    turns: bool = False  # it leaves face down and turns over on the way (the upcard)
    cued: bool = False  # its sound was asked for

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def progress(self) -> float:
        """0 before it leaves, 1 once it has landed."""
        if not self.duration:
            return 1.0 if self.started else 0.0
        return min(max((self.elapsed - self.delay) / self.duration, 0.0), 1.0)

    def position(self) -> Point:
        k = _ease(self.progress)
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


@dataclass
class Moment:
    """A stretch of the table's time with a look of its own: ``"deal"`` (the cards dealt round), ``"canasta"``
    (a meld just closed: ``side`` and ``rank``), ``"out"`` (``seat`` went out, his ``side`` highlighted).  One
    that ``holds`` keeps the table waiting (no move is shown, no score sheet opens) and a click or a key skips
    it; the others only decorate and end by themselves."""

    kind: str
    duration: float
    delay: float = 0.0
    holds: bool = False
    cue: str | None = None  # the sound as it starts
    side: int = 0
    rank: str = ""
    seat: int = 0
    elapsed: float = 0.0
    cued: bool = False

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        if not self.duration:
            return 1.0 if self.started else 0.0
        return min(max((self.elapsed - self.delay) / self.duration, 0.0), 1.0)

    @property
    def age(self) -> float:
        """Seconds since it started (0 before)."""
        return max(self.elapsed - self.delay, 0.0)


HOVER_TIME = 0.12  # seconds a hand's card takes to rise under the pointer (not scaled: it answers the pointer)


@dataclass
class HoverLift:
    """The hand's card under the pointer rising a little, and the one the pointer left settling back: how far
    each is up (0 lying, 1 raised), by its place in the hand.  It only decorates: the table never waits for it."""

    heights: dict[int, float] = field(default_factory=dict)
    index: int | None = None  # the card the pointer is on, rising or raised

    def update(self, dt: float, index: int | None) -> None:
        """Move time on by ``dt`` with the pointer on the hand's card ``index`` (None: on none, or dragging)."""
        self.index = index
        step = dt / HOVER_TIME
        for i, height in list(self.heights.items()):
            if i != index:
                if height <= step:
                    del self.heights[i]
                else:
                    self.heights[i] = height - step
        if index is not None:
            self.heights[index] = min(1.0, self.heights.get(index, 0.0) + step)

    def height(self, index: int) -> float:
        """How far the card at ``index`` is raised, eased (0 to 1)."""
        return _ease(self.heights.get(index, 0.0))


class Animations:
    """What is moving now; the table waits for it to settle before showing the next move."""

    def __init__(self) -> None:
        self.hover = HoverLift()  # stepped by the table scene, which knows where the pointer is
        self.flights: list[Flight] = []
        self.bubbles: list[Bubble] = []
        self.showings: list[Showing] = []
        self.moments: list[Moment] = []
        self.cues: list[str] = []  # sounds due, oldest first: the table scene takes them every frame

    @property
    def busy(self) -> bool:
        return bool(self.flights or self.showings or self.holding)

    @property
    def holding(self) -> bool:
        """A moment keeps the table waiting (the deal, going out): the player's click or key skips it."""
        return any(m.holds for m in self.moments)

    def show(self, showing: Showing) -> None:
        self.showings.append(showing)

    def add(self, flight: Flight) -> None:
        self.flights.append(flight)

    def mark(self, moment: Moment) -> None:
        self.moments.append(moment)

    def say(self, text: str, pos: Point, duration: float) -> None:
        """A bubble at ``pos``; it replaces one still showing there (a seat says one thing at a time)."""
        self.bubbles = [b for b in self.bubbles if b.pos != pos]
        self.bubbles.append(Bubble(text, pos, duration))

    def hush(self) -> None:
        """No bubble left over: a new hand starts without the last one's words ("Out!")."""
        self.bubbles.clear()

    def leaving(self, zone: Zone) -> list[Flight]:
        """The flights that will leave ``zone`` but have not yet: their cards are still shown there."""
        return [f for f in self.flights if f.source == zone and not f.started]

    def moment(self, kind: str) -> Moment | None:
        """The first started moment of ``kind``, if one is under way."""
        return next((m for m in self.moments if m.kind == kind and m.started), None)

    def update(self, dt: float) -> list[Flight]:
        """Move time on by ``dt`` seconds; the flights that landed."""
        for item in (*self.moments, *self.flights):  # the shuffle before the first card dealt
            if item.cue and not item.cued and item.elapsed + dt >= item.delay:
                item.cued = True
                self.cues.append(item.cue)
        for item in (*self.flights, *self.bubbles, *self.showings, *self.moments):
            item.elapsed += dt
        landed = [f for f in self.flights if f.done]
        self.flights = [f for f in self.flights if not f.done]
        self.bubbles = [b for b in self.bubbles if not b.done]
        self.showings = [s for s in self.showings if not s.done]
        self.moments = [m for m in self.moments if not m.done]
        return landed

    def finish(self) -> list[Flight]:
        """Land everything at once (the player acts before the cards have settled); what landed.  A moment
        that holds the table ends; one that only decorates (a canasta just closed) starts now if it had not."""
        landed, self.flights, self.showings = self.flights, [], []
        kept = []
        for moment in self.moments:
            if moment.holds:
                continue
            if not moment.started:
                moment.elapsed = moment.delay
            if moment.cue and not moment.cued:
                moment.cued = True
                self.cues.append(moment.cue)
            kept.append(moment)
        self.moments = kept
        return landed

    def skip(self) -> list[Flight]:
        """The player clicked through: everything lands, every moment ends; what landed."""
        self.moments.clear()
        return self.finish()

    def take_cues(self) -> list[str]:
        cues, self.cues = self.cues, []
        return cues


@dataclass
class CountUp:
    """Figures counting up from nothing to their value (the score sheet's), in ``duration`` seconds."""

    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = max(self.elapsed, self.duration)

    def of(self, value: int, start: int = 0) -> int:
        """``value`` as far as it has counted (from ``start``)."""
        k = _ease(min(self.elapsed / self.duration, 1.0)) if self.duration > 0 else 1.0
        return round(start + (value - start) * k)
