"""The game's loop, the one start of every way in: pygbag's ``main.py``, ``python -m game`` and the ``canasta``
command of an installed game.

    canasta                  # or: python -m game, or (in a clone, and what pygbag runs) python main.py
    canasta --help

Each frame: events, update, draw, flip, then ``await asyncio.sleep(0)`` so the browser gets its turn;
nothing here blocks.  ``main.py`` hands ``main()`` to ``asyncio.run`` itself, as pygbag wants to see it.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import Sequence

import pygame

from game.storage import data_folder
from game.ui import memory, scenes
from game.ui.app import LONGEST_FRAME, frame_cap


async def main() -> None:
    app = scenes.create_app()
    app.calm = memory.settle  # the collector's long pauses at calm moments, not mid-frame (game/ui/memory.py)
    app.sweep = memory.sweep  # and what they froze, freed once a game has been let go
    memory.settle()
    clock = pygame.time.Clock()
    cap = frame_cap()
    while app.running:
        dt = min(clock.tick(cap) / 1000.0, LONGEST_FRAME)
        started = time.perf_counter()  # the frame's work, not the wait for the next: game/ui/frame_meter.py
        drawn = app.frame(pygame.event.get(), dt)
        if drawn:  # a still screen with nothing new is not drawn, nor shown again
            app.show()
        app.meter.record(app.frame_label, started, drawn=drawn, drawing=app.last_drawing if drawn else 0.0)
        await asyncio.sleep(0)
    pygame.quit()


def run(argv: Sequence[str] | None = None) -> int:
    """The ``canasta`` command and ``python -m game``: the game in a window until the player quits."""
    parser = argparse.ArgumentParser(
        prog="canasta", description="Canasta against computer players, or with people at one screen, in a window.",
        epilog=f"Settings, statistics and the running game are kept in {data_folder()} "
               "(CANASTA_DATA_DIR moves them). A finished game's code replays with: python -m game.replay CODE")
    parser.parse_args(argv)
    asyncio.run(main())
    return 0
