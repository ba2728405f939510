"""The game's own measure of each frame's work (game/ui/frame_meter.py), as main.py's loop takes it."""

from __future__ import annotations

import time
import tracemalloc

import pytest

from game.ui.app import FRAME_WORK_TARGET, SMALLEST_SLICE
from game.ui.frame_meter import FrameMeter, WorkStats, work_stats
from game.ui.headless import Headless, ScriptedPlayer
from tests.ui.test_browser import run_main_py


def test_work_stats_take_the_nearest_rank():
    assert work_stats([float(n) for n in range(100, 0, -1)]) == WorkStats(100, 51.0, 96.0, 100.0)
    assert work_stats([]) == WorkStats(0, 0.0, 0.0, 0.0)


def test_the_meter_files_frames_by_label_from_a_moment_on():
    meter = FrameMeter(kept=3)
    meter.record("start", started=1.0, ended=1.004)
    meter.record("table", started=2.0, ended=2.010)
    meter.record("table", started=3.0, ended=3.002)
    assert meter.by_label() == {"start": WorkStats(1, 4.0, 4.0, 4.0), "table": WorkStats(2, 10.0, 10.0, 10.0)}
    assert meter.by_label(since=2.5) == {"table": WorkStats(1, 2.0, 2.0, 2.0)}
    meter.record("rules", started=4.0, ended=4.001)  # the oldest frame gives way
    assert set(meter.by_label()) == {"table", "rules"} and meter.count == 4
    meter.record("rules", started=5.0, ended=5.0001, drawn=False)  # a still frame: counted, not in the work
    assert meter.by_label(since=3.5) == {"rules": WorkStats(1, 1.0, 1.0, 1.0)} and meter.count == 5


def test_the_meter_keeps_the_drawing_apart_from_the_rest_of_the_work():
    meter = FrameMeter(kept=4)
    meter.record("table", started=1.0, ended=1.008, drawing=0.003)
    meter.record("table", started=2.0, ended=2.001, drawn=False)  # a still frame draws nothing
    meter.record("start", started=3.0, ended=3.002, drawing=0.0015)
    assert meter.drawing() == {"table": [pytest.approx(3.0)], "start": [pytest.approx(1.5)]}
    assert meter.drawing(since=2.5) == {"start": [pytest.approx(1.5)]}


def test_main_py_files_the_drawing_of_each_frame_that_drew(monkeypatch):
    driver = Headless()
    run_main_py(monkeypatch, "emscripten", frames=3, driver=driver)
    (first, *_), = driver.app.meter.drawing().values()
    work = next(work for _, work, _, drawn in driver.app.meter.frames if drawn)
    assert 0 < first <= work * 1000  # the start screen's picture, a part of its frame's work


def test_the_meter_takes_its_room_once_and_not_per_frame():
    meter = FrameMeter(kept=1000)
    meter.record("table", started=0.0, ended=0.001)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for n in range(3000):
            meter.record("table", started=float(n), ended=n + 0.004)
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 2000, f"{grown} bytes for 3000 frames"
    assert len(list(meter.frames)) == 1000 and meter.count == 3001


def test_main_py_records_every_frame_under_the_screen_shown(monkeypatch):
    driver = Headless()
    run_main_py(monkeypatch, "emscripten", frames=4, driver=driver)
    frames = list(driver.app.meter.frames)
    assert [label for label, _, _, _ in frames] == ["StartScene"] * 4
    assert all(0 < work < 5 for _, work, _, _ in frames)  # seconds of work, the wait for the next frame left out
    assert [started for _, _, started, _ in frames] == sorted(started for _, _, started, _ in frames)
    assert frames[0][3] and not frames[-1][3]  # the start screen drawn, then still: nothing new to draw


def test_the_table_labels_the_deal_the_computers_turns_and_the_players():
    driver = Headless()
    driver.app.settings.preset = "classic-2p"
    driver.click(next(b for b in driver.scene.buttons if b.key == "return").rect.center)
    assert driver.app.frame_label == "deal"
    player = ScriptedPlayer(driver)
    seen = set()
    while len(seen) < 3:
        situation = player.wait_for_turn()
        seen.add(driver.app.frame_label)
        if situation != "move":
            break
        player.play_turn_action()
        driver.frame()
        seen.add(driver.app.frame_label)
    assert "table" in seen and "table, computer to play" in seen


def test_background_work_takes_what_drawing_leaves_of_the_frame():
    app = Headless().app
    app._frame_started = time.perf_counter()
    app._draws.append(0.001)
    assert 0.005 < app.work_slice(0.006) <= 0.006  # the desktop: drawing is cheap, the slice is whole
    app._draws.append(0.005)
    assert 0.001 < app.work_slice(0.006) <= FRAME_WORK_TARGET - 0.005  # the browser: what drawing leaves
    app._draws.append(0.020)
    assert app.work_slice(0.006) == SMALLEST_SLICE  # the work goes on, if slowly


def test_the_work_slice_leaves_room_for_the_flip_as_for_the_drawing() -> None:
    """In the browser the flip copies the canvas to the page (about a millisecond): the computer players'
    thinking slices leave room for it, as for the drawing, so the frame keeps to its target."""
    driver = Headless()
    app = driver.app
    app._frame_started = time.perf_counter()
    before = app.work_slice(1.0)
    app._flips.append(0.002)
    assert app.work_slice(1.0) == pytest.approx(max(SMALLEST_SLICE, before - 0.002), abs=0.0005)
    assert before <= FRAME_WORK_TARGET
