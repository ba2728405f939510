"""The work of every frame, measured by the game itself: events, update, drawing and the flip, but not the wait
for the next frame, labelled with what was on screen (the scene's ``frame_label``).

The browser check (tests/browser) and the frame benchmarks read it: a browser's own frame intervals include
the wait for its next animation frame, which says nothing about how much of the budget the game spent.
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Iterator
from dataclasses import dataclass

KEPT = 36_000  # frames remembered: ten minutes at 60 a second, in 684 kB set aside once (19 bytes a frame)


@dataclass(frozen=True)
class WorkStats:
    """Frame work in milliseconds over ``frames`` frames of one label."""

    frames: int
    p50: float
    p95: float
    max: float


def work_stats(works_ms: list[float]) -> WorkStats:
    """p50, p95 and the longest of ``works_ms`` (nearest rank, as the benchmarks compute it)."""
    ordered = sorted(works_ms)
    if not ordered:
        return WorkStats(0, 0.0, 0.0, 0.0)
    def rank(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(len(ordered) * q))]
    return WorkStats(len(ordered), round(rank(0.5), 2), round(rank(0.95), 2), round(ordered[-1], 2))


class FrameMeter:
    """(label, work in seconds, when it started, whether it drew) of the last ``kept`` frames; ``count`` of
    all frames ever recorded.  Kept in arrays set aside at the start, written round: a tuple per frame would
    have taken ten times the room, and grown the heap through a long first game."""

    def __init__(self, kept: int = KEPT) -> None:
        self.kept = kept
        self.count = 0
        self._names: list[str] = []
        self._numbers: dict[str, int] = {}
        self._label = array("H", bytes(2 * kept))
        self._work = array("f", bytes(4 * kept))  # seconds, to a ten-millionth of the frame: enough
        self._started = array("d", bytes(8 * kept))
        self._drawn = bytearray(kept)
        self._drawing = array("f", bytes(4 * kept))  # of the work, the seconds spent drawing the picture

    def record(self, label: str, started: float, ended: float | None = None, drawn: bool = True,
               drawing: float = 0.0) -> None:
        ended = time.perf_counter() if ended is None else ended
        if label not in self._numbers:
            self._numbers[label] = len(self._names)
            self._names.append(label)
        i = self.count % self.kept
        self._label[i], self._work[i] = self._numbers[label], ended - started
        self._started[i], self._drawn[i], self._drawing[i] = started, drawn, drawing
        self.count += 1

    def drawing(self, since: float = 0.0) -> dict[str, list[float]]:
        """Each label's drawing in milliseconds, over the frames that drew since ``since``: what of the work the
        picture took, the rest being events, the computer players' thinking and the flip."""
        drawing: dict[str, list[float]] = {}
        for n in range(max(0, self.count - self.kept), self.count):
            i = n % self.kept
            if self._started[i] >= since and self._drawn[i]:
                drawing.setdefault(self._names[self._label[i]], []).append(self._drawing[i] * 1000)
        return drawing

    @property
    def frames(self) -> Iterator[tuple[str, float, float, bool]]:
        """The frames kept, oldest first."""
        for n in range(max(0, self.count - self.kept), self.count):
            i = n % self.kept
            yield self._names[self._label[i]], self._work[i], self._started[i], bool(self._drawn[i])

    def by_label(self, since: float = 0.0) -> dict[str, WorkStats]:
        """Each label's work in the frames that drew (a still screen's frames without anything new draw
        nothing and cost next to nothing), over those that started at ``since`` (perf_counter) or later."""
        works: dict[str, list[float]] = {}
        for label, work, started, drawn in self.frames:
            if started >= since and drawn:
                works.setdefault(label, []).append(work * 1000)
        return {label: work_stats(ms) for label, ms in works.items()}
