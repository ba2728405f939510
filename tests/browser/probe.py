"""Inside the page: starts the game's main.py as pygbag would, and answers the driver's questions about it.

The driver (drive.mjs) calls these functions through pyodide; each answers JSON.  Nothing here changes the
game: it reads the app that main.py made, the frame meter the game keeps (game/ui/frame_meter.py), pygame's
mixer, and collects the exceptions that end the game's task.
"""

from __future__ import annotations

import asyncio
import gc
import json
import platform
import runpy
import sys
import time
import traceback
from typing import Any

import js  # pyodide's window on the page
import pygame

APP: list[Any] = []  # the app main.py made
PLANNERS: dict[str, Any] = {}
ERRORS: list[str] = []
SWEEPS: list[float] = []  # seconds each of the collector's sweeps took (game/ui/memory.py)


def start() -> None:
    """Run main.py as pygbag does: ``platform.window`` is the page's window, and asyncio.run(main()) only
    schedules the game on the page's running loop."""
    platform.window = js  # type: ignore[attr-defined]
    from game.ui import scenes

    made = scenes.create_app

    def create_app(*args: Any, **kwargs: Any) -> Any:
        app = made(*args, **kwargs)
        APP.append(app)
        return app

    scenes.create_app = create_app
    from game.ui import memory

    sweep = memory.sweep

    def timed_sweep() -> float:  # main.py takes the one it finds here
        took = sweep()
        SWEEPS.append(took)
        return took

    memory.sweep = timed_sweep  # type: ignore[assignment]
    flip = pygame.display.flip

    def first_flip() -> None:  # the time from the page's start to the game's first picture
        flip()
        if "first_frame_ms" not in js.check.timings.to_py():
            js.check.timings.first_frame_ms = round(js.performance.now())
        pygame.display.flip = flip

    pygame.display.flip = first_flip

    def schedule(coroutine: Any, debug: Any = None) -> None:
        task = asyncio.ensure_future(coroutine)
        task.add_done_callback(_ended)

    asyncio.run = schedule
    runpy.run_path("main.py", run_name="__main__")


def _ended(task: asyncio.Task) -> None:
    try:
        task.result()
        js.check.status = "ended"
    except BaseException:
        text = traceback.format_exc()
        ERRORS.append(text)
        js.check.errors.push("the game's task failed:\n" + text)
        js.check.status = "failed: " + text.strip().splitlines()[-1]


def _app() -> Any:
    if not APP:
        raise RuntimeError("the game has made no app yet")
    return APP[-1]


def answer(value: Any) -> str:
    return json.dumps(value)


def state() -> str:
    """What is on screen and where the game stands."""
    app = _app()
    table = _planner("player").table
    match = table.match if table is not None else None
    return answer({
        "frames": app.meter.count,
        "label": app.frame_label,
        "scenes": [type(s).__name__ for s in app.scenes],
        "situation": _planner("player").situation(),
        "language": app.settings.language,
        "preset": match.settings.preset if match else None,
        "hand": match.game.round if match else None,
        "moves": len(match.game.history) if match else None,
        "to_act": match.game.to_act if match else None,
        "seat": table.seat if table is not None else None,
        "over": bool(match and match.is_over),
        "selected": len(table.hand.selected) if table is not None else 0,
        "toast": (table.toast.text if table is not None and table.toast else None),
        "notices": list(app.notices),
        "window": list(pygame.display.get_surface().get_size()),
        "frame": list(app.canvas.frame),  # the window in logical pixels, and its shape (canvas.py)
        "shape": app.canvas.shape,
        "fills_frame": bool(app.scenes and app.top.fills_frame),
        "chosen": {"preset": app.settings.preset, "level": app.settings.level},
        "storage": type(app.storage.backend).__name__,
        "storage_notice": app.storage.notice,
        "errors": ERRORS,
    })


def window_point(logical: list[float]) -> list[int]:
    """A logical point of the top scene in the window's pixels (the driver turns those into the page's): read
    in that scene's view, the frame or the design fitted into it, as the game reads a click there."""
    app = _app()
    app.canvas.view(app.top.fills_frame)
    return list(app.canvas.point((logical[0], logical[1])))


def _planner(name: str, **options: Any) -> Any:
    from tests.browser.planner import Planner

    if name not in PLANNERS or PLANNERS[name].app is not _app():
        PLANNERS[name] = Planner(_app(), **options)
    return PLANNERS[name]


def next_gesture(drags: bool = True, keys: bool = True) -> str:
    """The person's next gesture at the table, its points in window pixels (``keys`` False: taps only)."""
    planner = _planner("player")
    planner.drags, planner.keys = drags, keys
    gesture = planner.next()
    for key in ("at", "from", "to"):
        if key in gesture:
            gesture[key] = window_point(gesture[key])
    return answer(gesture)


def where(kind: str, *names: str) -> str:
    """Window pixels of a thing the driver means to press: ("button", label) on the top scene, ("choice", row,
    value) on the start screen, ("stock",) or ("pile",) at the table."""
    app = _app()
    top = app.top
    if kind == "button":
        from tests.browser.planner import button_at

        return answer(window_point(list(button_at(top, names[0]))))
    if kind == "button-key":
        button = next(b for b in top.buttons if b.key == names[0])
        return answer(window_point(list(button.rect.center)))
    if kind == "choice":
        for choice in top.layout()[0]:
            if choice.key == names[0] and str(choice.value) == names[1]:
                return answer(window_point(list(choice.rect.center)))
        raise LookupError(f"no choice {names} on {type(top).__name__}")
    table = _planner("player").table
    rect = table.layout.stock_rect if kind == "stock" else table.layout.pile_rect
    return answer(window_point(list(rect.center)))


def presets() -> str:
    from game.ui.choices.presets import playable_presets

    return answer(list(playable_presets()))


def button_labels() -> str:
    return answer([b.label for b in getattr(_app().top, "buttons", [])])


def mark() -> float:
    """Now, on the clock the frame meter uses: frames from here on are the next stretch's."""
    return time.perf_counter()


def frame_work(since: float = 0.0) -> str:
    """Each label's frame work since ``since`` (stretches.py)."""
    from tests.browser.stretches import stretch_stats

    return answer(stretch_stats(_app().meter, since))


def frames_of(label: str, since: float = 0.0) -> str:
    """The frames of ``label`` that drew since ``since``, in order: [work ms, drawing ms] each (which frame of a
    stretch was the long one)."""
    meter = _app().meter
    drawing = iter(meter.drawing(since).get(label, []))
    return answer([[round(work * 1000, 2), round(next(drawing), 2)]
                   for name, work, started, drawn in meter.frames if name == label and started >= since and drawn])


def play(preset: str, level: str = "expert", target: int | None = None, seats: list[str] | None = None) -> str:
    """Choose the game on the settings the start screen reads (what its rows set), for scenarios that are not
    about the start screen; ``seats``: who plays each of its seats ("person" or a level), kept for that game as
    the Seats… dialog keeps them.  The driver then presses the button that starts it."""
    settings = _app().settings
    settings.preset = preset
    settings.choose_level(level)
    if target is not None:
        settings.target_score = target
    if seats is not None:
        settings.set_seating(seats)
    top = _app().top
    if hasattr(top, "show_all"):  # the start screen's buttons say the game chosen ("Play Classic for two")
        top.show_all(top.full)
    return answer(True)


def look(key: str, value: Any) -> str:
    """A setting of the looks (the animation's pace, ...), as the settings dialog changes it."""
    _app().change(key, value)
    return answer(True)


def sound() -> str:
    """The mixer's state and every sound's: loaded, and played once without an error."""
    app = _app()
    from game.ui.sound import SOUND_NAMES

    played: dict[str, str] = {}
    for name in SOUND_NAMES:
        try:
            played[name] = "playing" if app.sounds.play(name) is not None else "silent"
        except Exception as error:  # the check reports it
            played[name] = f"{type(error).__name__}: {error}"
    return answer({"mixer": pygame.mixer.get_init(), "started": app.sounds.started,
                   "loaded": sorted(app.sounds._sounds), "played": played})


PROFILER: list[Any] = []


def profile_start() -> str:
    """cProfile over whatever runs from now (the game's frames among it), for finding where time goes."""
    import cProfile

    PROFILER[:] = [cProfile.Profile()]
    PROFILER[0].enable()
    return answer(True)


def profile_stop(lines: int = 25) -> str:
    """The profile since profile_start, by own time, its first ``lines`` functions."""
    import io
    import pstats

    profiler = PROFILER.pop()
    profiler.disable()
    text = io.StringIO()
    pstats.Stats(profiler, stream=text).sort_stats("tottime").print_stats(lines)
    return answer(text.getvalue())


def draw_parts(rounds: int = 60) -> str:
    """Milliseconds each part of the table's picture takes to draw in the page, over ``rounds`` draws of the
    table as it stands (table_view.draw_table's parts, in its order, from game/ui/table/painting/): where the
    drawing's time goes."""
    from game.ui.table import table_view as view
    from game.ui.table.painting import hands, melds, panels, stock_and_pile

    table = next(s for s in reversed(_app().scenes) if type(s).__name__ == "TableScene")
    canvas = _app().canvas
    canvas.view(table.fills_frame)
    seats = [s for s in range(table.view.rules.player_count) if s != table.view.seat]
    parts = {
        "cloth": lambda: view.draw_baize(canvas),
        "scores": lambda: panels.draw_score_panel(canvas, table),
        "log": lambda: panels.draw_log_panel(canvas, table),
        "other seats": lambda: [hands.draw_other_seat(canvas, table, s) for s in seats],
        "melds": lambda: [melds.draw_side_melds(canvas, table, s) for s in table.layout.melds_rect],
        "stock and pile": lambda: stock_and_pile.draw_stock_and_pile(canvas, table),
        "status": lambda: panels.draw_status(canvas, table),
        "hand": lambda: hands.draw_hand(canvas, table),
        "info": lambda: panels.draw_info(canvas, table),
        "buttons": lambda: [b.draw(canvas) for b in [*table.buttons, table.menu_button]],
        "whole": lambda: view.draw_table(canvas, table),
        "flip": pygame.display.flip,
    }
    took = {}
    for name, part in parts.items():
        started = time.perf_counter()
        for _ in range(rounds):
            part()
        took[name] = round((time.perf_counter() - started) * 1000 / rounds, 3)
    return answer(took)


def memory() -> str:
    """Python's side of the memory, once collected: the objects the collector tracks, the frozen among them
    (game/ui/memory.py), and the modules loaded; the surfaces the drawing keeps; the collector's sweeps so far
    and the longest."""
    from game.ui.drawing import card_art

    gc.collect()
    kept = {**_app().canvas.kept_bytes(), "cards": card_art.kept_bytes()}
    return answer({"kept_mb": {kind: round(size / 2**20, 1) for kind, size in kept.items()},
                   "objects": len(gc.get_objects()) + gc.get_freeze_count(), "modules": len(sys.modules),
                   "sweeps": len(SWEEPS), "longest_sweep_ms": round(max(SWEEPS, default=0.0) * 1000, 1)})
