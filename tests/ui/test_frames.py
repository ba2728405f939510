"""The table in frames of every shape (canvas.frame): a 16:9 window gives the table it always had; a taller or
wider landscape frame grows the cloth between the edges; a portrait frame (a phone held upright) stacks the
table from the scores down to the hand.  Nothing overlaps and everything lies in the frame."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.core import PRESETS  # noqa: E402

from .layout_facts import facts, preset_layouts  # noqa: E402

TODAY = json.loads((Path(__file__).parent / "landscape_720.json").read_text())


@pytest.mark.parametrize("name", PRESETS)
def test_a_16_9_window_lays_the_table_out_exactly_as_before(name: str) -> None:
    for size, lay in preset_layouts(name, frame=(1280, 720)).items():
        assert facts(lay) == TODAY[f"{name} {size}"], (name, size)
