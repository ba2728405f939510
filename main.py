# /// script
# dependencies = [
#     "pygame-ce",
# ]
# ///
"""Canasta: the desktop game and, through pygbag, the browser game.

    python main.py          # in a clone; an installed game starts with `canasta` or `python -m game`

pygbag runs this file: it must stay at the top of the project and end with ``asyncio.run(main())``.  The loop
itself is ``game.ui.loop.main``, the one start shared with ``python -m game`` and the ``canasta`` command.  The
block above (PEP 723) names what the game needs; pygbag reads it to fetch pygame-ce in the browser, by its bare
name, as its package index lists it.  The text demo of the engine is ``python -m game.demo``.
"""

import asyncio

import pygame  # noqa: F401  (pygbag also scans this file's imports for the packages the page must fetch)

from game.ui.loop import main

asyncio.run(main())
