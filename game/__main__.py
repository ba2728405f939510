"""``python -m game``: the game in a window, as the ``canasta`` command starts it (game/ui/loop.py)."""

import sys

from game.ui.loop import run

if __name__ == "__main__":
    sys.exit(run())
