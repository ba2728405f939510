"""A stretch of play's frame work, read from the game's own meter: in the page (probe.py) and on the desktop
(desktop.py) alike."""

from __future__ import annotations

from typing import Any

from game.ui.frame_meter import FrameMeter, work_stats


def stretch_stats(meter: FrameMeter, since: float) -> dict[str, dict[str, Any]]:
    """Per label, the work of the frames that drew since ``since`` (ms: frames, p50, p95, max, over 16.7 and
    over 50), and ``still``: the frames that drew nothing, a still screen showing what it showed."""
    works: dict[str, list[float]] = {}
    still: dict[str, int] = {}
    for label, work, started, drawn in meter.frames:
        if started >= since:
            if drawn:
                works.setdefault(label, []).append(work * 1000)
            else:
                still[label] = still.get(label, 0) + 1
    drawing = meter.drawing(since)
    return {label: {**work_stats(works.get(label, [])).__dict__, "still": still.get(label, 0),
                    "drawing_p50": work_stats(drawing.get(label, [])).p50,
                    "drawing_p95": work_stats(drawing.get(label, [])).p95,
                    "over_16": sum(w > 16.7 for w in works.get(label, [])),
                    "over_50": sum(w > 50 for w in works.get(label, []))} for label in {*works, *still}}
