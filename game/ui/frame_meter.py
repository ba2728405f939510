"""The work of every frame, measured by the game itself: events, update, drawing and the flip, but not the wait
for the next frame, labelled with what was on screen (the scene's ``frame_label``).

The browser check (tests/browser) and the frame benchmarks read it: a browser's own frame intervals include
the wait for its next animation frame, which says nothing about how much of the budget the game spent.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass

KEPT = 36_000  # frames remembered: ten minutes at 60 a second, a few hundred kilobytes


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
    """(label, work in seconds, when it started, whether it drew) of the last ``KEPT`` frames; ``count`` of
    all frames ever recorded."""

    def __init__(self, kept: int = KEPT) -> None:
        self.frames: deque[tuple[str, float, float, bool]] = deque(maxlen=kept)
        self.count = 0

    def record(self, label: str, started: float, ended: float | None = None, drawn: bool = True) -> None:
        ended = time.perf_counter() if ended is None else ended
        self.frames.append((label, ended - started, started, drawn))
        self.count += 1

    def by_label(self, since: float = 0.0) -> dict[str, WorkStats]:
        """Each label's work in the frames that drew (a still screen's frames without anything new draw
        nothing and cost next to nothing), over those that started at ``since`` (perf_counter) or later."""
        works: dict[str, list[float]] = {}
        for label, work, started, drawn in self.frames:
            if started >= since and drawn:
                works.setdefault(label, []).append(work * 1000)
        return {label: work_stats(ms) for label, ms in works.items()}
