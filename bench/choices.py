"""The presets and levels a bench command is asked for, checked: an unknown name stops it saying what there is."""

from __future__ import annotations

import argparse

from game.ai.levels import LEVEL_CONFIGS
from game.core import PRESETS


def presets_and_levels(parser: argparse.ArgumentParser, presets: str, levels: str) -> tuple[list[str], list[str]]:
    """The comma-separated ``presets`` and ``levels``, each name checked (``parser.error`` on an unknown one)."""
    for name in presets.split(","):
        if name not in PRESETS:
            parser.error(f"unknown preset {name!r}: choose from {', '.join(PRESETS)}")
    for name in levels.split(","):
        if name not in LEVEL_CONFIGS:
            parser.error(f"unknown level {name!r}: choose from {', '.join(LEVEL_CONFIGS)}")
    return presets.split(","), levels.split(",")
