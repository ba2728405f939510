"""Frame times of the table while computer players play a hand on screen, and the time to the first frame.

    .venv/bin/python -m bench.ui_frames          # classic-4p and -2p with expert and master bots; three-player,
                                                 # six-player and modern-american with expert bots
    .venv/bin/python -m bench.ui_frames --presets six-player-three-pairs,dutch --levels master --hands 2
    .venv/bin/python -m bench.ui_frames --hints --sheet 600   # hints asked at every action; 10 s on each
                                                             # score sheet while the hand's review is made
    .venv/bin/python -m bench.ui_frames --cpu                 # every clock reads this process's CPU time
    .venv/bin/python -m bench.ui_frames --master              # rows of "Beat the master": the hand played
                                                             # again while the master plays it meanwhile

Every frame of the real app is timed (events, update with the bots thinking in their slices, drawing,
flip) while the player's seat is played by clicks, as in the UI tests.  The game starts after two seconds
on the start screen (a player reading it), in which the table's cards are drawn ahead into the cache.
Budgets (DESIGN.md section 6): p95 at most 16.7 ms and no frame over 50 ms; start to first frame at most
1.5 s.  Headless (SDL's dummy video driver): the flip to a real screen is not included.  On a machine other
work shares, ``--cpu`` makes every clock (the frames', the bots' thinking slices) read the process's CPU time,
as if the machine were idle: frames taken off the CPU by another process no longer count.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.headless import FRAME, Headless, ScriptedPlayer  # noqa: E402
from game.ui.memory import settle, sweep  # noqa: E402

FIRST_FRAME_SCRIPT = """
import time, os
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame
from game.storage import MemoryBackend, Storage
from game.ui.scenes import create_app
app = create_app(Storage(MemoryBackend()))
app.frame(pygame.event.get(), 0.0)
pygame.display.flip()
print("first frame", flush=True)
"""


class TimedHeadless(Headless):
    """The headless driver, timing every frame as the loop in main.py runs it."""

    def __init__(self, settle_memory: bool = True) -> None:
        super().__init__()
        self.times: list[float] = []
        if settle_memory:  # as main.py does: the collector's long pauses at calm moments (game/ui/memory.py)
            self.app.calm, self.app.sweep = settle, sweep
            settle()

    def frame(self, dt: float = 1 / 60) -> None:
        start = time.perf_counter()
        self.app.frame(pygame.event.get(), dt)
        self.app.show()
        self.times.append(time.perf_counter() - start)


DEFAULT_ROWS = (("classic-4p", "expert"), ("classic-4p", "master"), ("classic-2p", "expert"),
                ("classic-2p", "master"), ("three-player", "expert"), ("six-player", "expert"),
                ("modern-american", "expert"))


def play(game: str, level: str, hands: int, seed: int, idle: int, hints: bool = False,
         sheet: int = 0, settle_memory: bool = True,
         master: bool = False) -> tuple[list[float], list[float], list[float]]:
    """Frame times on the start screen (``idle`` frames, as a player reads it), at the table (with ``hints``,
    the player presses h before each action) and on the score sheets (``sheet`` frames each, as a player
    reads it while the hand's review is worked out).  With ``master``, the hand timed is the first hand played
    again as Beat the master, the master's game of it played meanwhile."""
    driver = TimedHeadless(settle_memory)
    driver.app.settings.preset = game
    driver.app.settings.level = level
    driver.frames(idle)
    start_screen, driver.times = driver.times, []
    driver.scene.new_game(seed=seed)
    player = ScriptedPlayer(driver, frame_time=FRAME)  # the frames measured are 60 a second
    if master:  # the first hand, untimed; then Beat the master on its deal (from the sheet: d, then m), timed
        while (state := player.wait_for_turn(limit=200_000)) in ("move", "answer"):
            player.play_turn_action()
        driver.key(pygame.K_d)
        driver.key(pygame.K_m)
        driver.times, hands = [], 1
        player = ScriptedPlayer(driver, frame_time=FRAME)  # the frames measured are 60 a second
    played = 0
    sheets: list[float] = []
    while played < hands:
        state = player.wait_for_turn(limit=200_000)
        if state in ("score", "over") and sheet:
            table_times, driver.times = driver.times, []
            driver.frames(sheet)
            sheets += driver.times
            driver.times = table_times
        if state == "score":
            played += 1
            if played < hands:
                driver.click(driver.scene.buttons[0].rect.center)
            continue
        if state == "over":
            break
        if hints and state == "move":
            driver.key(pygame.K_h)
            if player.table.hand.selected:  # the scripted player picks its own cards: Esc lets the hint's go
                driver.key(pygame.K_ESCAPE)
        player.play_turn_action()
    return start_screen, driver.times, sheets


def first_frame_seconds() -> float:
    """From starting a fresh Python process to its first frame on screen (imports, window, fonts, drawing)."""
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-c", FIRST_FRAME_SCRIPT], stdout=subprocess.PIPE, text=True,
                               env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert process.stdout is not None
    for line in process.stdout:  # pygame may print its banner first
        if "first frame" in line:
            elapsed = time.perf_counter() - start
            process.wait()
            return elapsed
    raise SystemExit("the first-frame script failed")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", help="comma-separated presets (default: the rows above)")
    parser.add_argument("--levels", help="comma-separated levels for --presets (default: expert,master)")
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--idle", type=int, default=120, help="frames on the start screen before the game")
    parser.add_argument("--no-settle", action="store_true",
                        help="leave the garbage collector alone (main.py settles it at calm moments)")
    parser.add_argument("--hints", action="store_true", help="the player asks for a hint before every action")
    parser.add_argument("--sheet", type=int, default=0,
                        help="frames spent on each score sheet (the hand review is worked out meanwhile)")
    parser.add_argument("--master", action="store_true",
                        help="Beat the master: the first hand played again while the master plays it meanwhile")
    parser.add_argument("--cpu", action="store_true",
                        help="every clock reads this process's CPU time (a machine other work shares)")
    args = parser.parse_args(argv)
    if args.cpu:  # for every reader of time.perf_counter alike: the frames, the bots' slices, the warming
        time.perf_counter = time.process_time
    print(f"Frame times, {args.hands} hand(s) per row, seed {args.seed} (ms; budget p95 16.7, max 50)")
    rows = DEFAULT_ROWS
    if args.presets or args.levels:
        presets = (args.presets or "classic-4p,classic-2p").split(",")
        rows = tuple((game, level) for game in presets for level in (args.levels or "expert,master").split(","))
    if args.master:
        print("Beat the master: the first hand's deal played again, the master playing it meanwhile")
    print(f"{'table':<24} {'bots':<8} {'frames':>7} {'p50':>7} {'p95':>7} {'max':>7} {'> 16.7':>7} {'> 50':>5}")
    for game, level in rows:
        start_screen, table, sheets = play(game, level, args.hands, args.seed, args.idle, args.hints, args.sheet,
                                           not args.no_settle, args.master)
        times = [t * 1000 for t in table]
        slow = sum(t > 16.7 for t in times)
        over = sum(t > 50 for t in times)
        print(f"{game:<24} {level:<8} {len(times):>7} {statistics.median(times):>7.2f} "
              f"{percentile(times, 0.95):>7.2f} {max(times):>7.2f} {slow:>7} {over:>5}   start screen: "
              f"max {max(start_screen) * 1000:.1f} ms over {len(start_screen)} frames"
              + (f"; score sheets: p95 {percentile(sheets, 0.95) * 1000:.1f}, max {max(sheets) * 1000:.1f} ms "
                 f"over {len(sheets)} frames" if sheets else ""), flush=True)
    if args.cpu:
        return  # a new process's start is wall time, whatever the clocks here read
    runs = [first_frame_seconds() for _ in range(3)]
    print(f"Start to first frame: {min(runs):.2f} s best, {max(runs):.2f} s worst of 3 (budget 1.5 s)")


if __name__ == "__main__":
    main()
