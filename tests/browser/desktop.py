"""The browser check's budgeted stretches played on the desktop (headless, SDL's dummy driver), for the desktop's
figures beside the browser's in the same run: the same screens, the same planner playing the person's seat,
the frame work timed as main.py's loop times it (events, update, draw, flip) and filed under the same labels.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.ui.headless import Headless
from tests.browser.planner import Planner
from tests.browser.stretches import stretch_stats

KEYS = {"Escape": pygame.K_ESCAPE, "Enter": pygame.K_RETURN, "F1": pygame.K_F1, "PageDown": pygame.K_PAGEDOWN,
        "End": pygame.K_END, "Home": pygame.K_HOME, "ArrowDown": pygame.K_DOWN}


class MeteredHeadless(Headless):
    """Headless frames timed like main.py's loop, into the app's own meter."""

    def frame(self, dt: float = 1 / 60) -> None:
        started = time.perf_counter()
        drawn = self.app.frame(pygame.event.get(), dt)
        if drawn:
            self.app.show()
        self.app.meter.record(self.app.frame_label, started, drawn=drawn,
                              drawing=self.app.last_drawing if drawn else 0.0)

    def stretch(self, since: float) -> dict[str, dict[str, Any]]:
        return stretch_stats(self.app.meter, since)

    def perform(self, gesture: dict[str, Any]) -> None:
        if gesture["do"] == "click":
            self.click(tuple(gesture["at"]))
        elif gesture["do"] == "drag":
            self.drag(tuple(gesture["from"]), tuple(gesture["to"]))
        elif gesture["do"] == "key":
            self.key(KEYS[gesture["key"]])
        else:
            self.frame()

    def new_game(self, preset: str, level: str) -> None:
        self.app.settings.preset, self.app.settings.level = preset, level
        self.frame()  # the welcome laid out for the window and the game chosen, as a player sees it before a tap
        self.click(next(b for b in self.app.top.buttons if b.key == "return").rect.center)

    def until_dealt(self, limit: int = 3000) -> None:
        for _ in range(limit):
            if self.app.frame_label != "deal":
                return
            self.frame()

    def play(self, planner: Planner, gestures: int | None = None, limit: int = 100_000) -> str:
        """The planner's gestures until the hand is over (or ``gestures`` were made and the person is to move)."""
        for _ in range(limit):
            if gestures is not None and planner.gestures >= gestures and planner.situation() == "move":
                return "stopped"
            gesture = planner.next()
            if gesture["do"] == "done":
                return str(gesture["why"])
            self.perform(gesture)
        raise AssertionError("the hand never ended")


def desktop_stretches() -> dict[str, dict[str, dict[str, Any]]]:
    """The budgeted stretches of the browser check's start, hand and mac scenarios, played natively."""
    stretches: dict[str, dict[str, dict[str, Any]]] = {}
    driver = MeteredHeadless()
    since = time.perf_counter()
    for x, y in [(300, 200), (700, 400), (1000, 600), (640, 650)] * 30:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos((x, y)), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        driver.frames(2)
    stretches["start screen"] = driver.stretch(since)
    driver.key(pygame.K_F1)
    since = time.perf_counter()
    for key in ("PageDown", "PageDown", "ArrowDown", "End", "Home"):
        driver.key(KEYS[key])
        driver.frames(20)
    stretches["rules screen"] = driver.stretch(since)
    driver.key(pygame.K_ESCAPE)
    driver.new_game("classic-4p", "master")
    since = time.perf_counter()
    driver.until_dealt()
    stretches["deal"] = driver.stretch(since)
    since = time.perf_counter()
    ended = driver.play(Planner(driver.app))
    assert ended == "score", f"the desktop's hand ended on {ended}"
    stretches["table, classic-4p, master"] = driver.stretch(since)
    since = time.perf_counter()
    driver.frames(180)
    stretches["score sheet"] = driver.stretch(since)
    mac = MeteredHeadless()
    mac.new_game("modern-american", "master")
    mac.until_dealt()
    since = time.perf_counter()
    mac.play(Planner(mac.app), gestures=10)
    stretches["table, modern-american, master"] = mac.stretch(since)
    return stretches
