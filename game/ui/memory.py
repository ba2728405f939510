"""The garbage collector's long pauses, kept to calm moments instead of falling in a frame.

A full collection walks every object the interpreter tracks: the engine's move memo (up to 50,000 entries
per rule set), a long game's history, the fonts and cards drawn into caches.  That is tens of milliseconds,
enough to break the 50 ms frame budget at a moment nobody chose.  At calm moments (start-up, a new deal,
after every move), ``settle`` collects the young generations (quick) and freezes everything older
(``gc.freeze``, which only moves a list): later collections walk only what was made since, so none grows
long.  After every move, because a master thinking through a whole hand in the background (Beat the master)
leaves enough survivors between deals for a 30-70 ms pass.  The old generation is not collected first, for
that is the long pause itself; what survived two collections is nearly all alive.

Frozen objects are still freed as soon as nothing refers to them; a dead cycle among them is not, and a
whole game is one (the table scene, its buttons' actions and its match, frozen while it was played).  So when
a game has been let go (another put on the table, the start screen shown), ``sweep`` thaws everything and
collects it all: the one full pass (15-35 ms in the browser), which the app makes in a frame that draws
nothing, a still screen without input (App.frame).  Without it the browser's heap grew by a game's worth with
every game.  Python 3.14's incremental collector has no long pauses and takes no harm from this.
"""

from __future__ import annotations

import gc
import time


def settle() -> float:
    """Collect the young generations and freeze every survivor; the seconds it took."""
    start = time.perf_counter()
    gc.collect(1)
    gc.freeze()
    return time.perf_counter() - start


def sweep() -> float:
    """Collect everything, the frozen included, and freeze the survivors again; the seconds it took."""
    start = time.perf_counter()
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    return time.perf_counter() - start
