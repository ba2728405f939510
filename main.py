# /// script
# dependencies = [
#     "pygame-ce",
# ]
# ///
"""Canasta: the desktop game and, through pygbag, the browser game.

    python main.py

Each frame: events, update, draw, flip, then ``await asyncio.sleep(0)`` so the browser gets its turn;
nothing here blocks.  The block above (PEP 723) names what the game needs; pygbag reads it to fetch pygame-ce
in the browser, by its bare name, as its package index lists it.  The text demo of the engine is
``python -m game.demo``.
"""

import asyncio
import time

import pygame

from game.ui.app import frame_cap
from game.ui.memory import settle, sweep
from game.ui.scenes import create_app


async def main() -> None:
    app = create_app()
    app.calm = settle  # the collector's long pauses at calm moments, not mid-frame (game/ui/memory.py)
    app.sweep = sweep  # and what they froze, freed once a game has been let go
    settle()
    clock = pygame.time.Clock()
    cap = frame_cap()
    while app.running:
        dt = min(clock.tick(cap) / 1000.0, 0.1)  # a long stall (window dragged) must not skip animations
        started = time.perf_counter()  # the frame's work, not the wait for the next: game/ui/frame_meter.py
        drawn = app.frame(pygame.event.get(), dt)
        if drawn:  # a still screen with nothing new is not drawn, nor shown again
            pygame.display.flip()
        app.meter.record(app.frame_label, started, drawn=drawn, drawing=app.last_drawing if drawn else 0.0)
        await asyncio.sleep(0)
    pygame.quit()


asyncio.run(main())
