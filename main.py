"""Canasta: the desktop game and, through pygbag, the browser game.

    python main.py

Each frame: events, update, draw, flip, then ``await asyncio.sleep(0)`` so the browser gets its turn;
nothing here blocks.  The text demo of the engine is ``python -m game.demo``.
"""

import asyncio

import pygame

from game.ui.app import App

FPS = 60


async def main() -> None:
    app = App.create()
    clock = pygame.time.Clock()
    while app.running:
        dt = min(clock.tick(FPS) / 1000.0, 0.1)  # a long stall (window dragged) must not skip animations
        app.frame(pygame.event.get(), dt)
        pygame.display.flip()
        await asyncio.sleep(0)
    pygame.quit()


asyncio.run(main())
