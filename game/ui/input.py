"""pygame's events, translated once at the edge into the table's own small types, in logical coordinates.

A press and release without much movement is a ``Click``; moving further while pressed is a ``Drag``,
and its release a ``Drop``.  Touch arrives as mouse events (SDL's default), so taps are clicks.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

DRAG_THRESHOLD = 8.0  # logical pixels a press must move before it counts as a drag

Point = tuple[float, float]


@dataclass(frozen=True)
class Press:
    pos: Point


@dataclass(frozen=True)
class Click:
    pos: Point
    button: int = 1


@dataclass(frozen=True)
class Drag:
    start: Point
    pos: Point


@dataclass(frozen=True)
class Drop:
    start: Point
    pos: Point


@dataclass(frozen=True)
class Hover:
    pos: Point


@dataclass(frozen=True)
class Key:
    name: str  # pygame.key.name(): "return", "space", "left", "a", "1", ...
    shift: bool = False
    text: str = ""  # the character typed, where there is one: "?" whatever the keyboard's layout
    ctrl: bool = False  # Ctrl held (Cmd on a Mac): Ctrl+Z takes back


@dataclass(frozen=True)
class Scroll:
    """The mouse wheel (or a touchpad's two fingers): ``lines`` up (positive) or down, at ``pos``."""

    pos: Point
    lines: float


@dataclass(frozen=True)
class Quit:
    pass


@dataclass(frozen=True)
class Resized:
    size: tuple[int, int]


UiEvent = Press | Click | Drag | Drop | Hover | Key | Scroll | Quit | Resized


class Pointer:
    """Turns raw mouse events into clicks, drags and drops; ``to_logical`` maps window pixels."""

    def __init__(self) -> None:
        self.pressed_at: Point | None = None
        self.dragging = False

    def translate(self, event: pygame.event.Event, to_logical) -> list[UiEvent]:
        kind = event.type
        if kind == pygame.QUIT:
            return [Quit()]
        if kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            return [Resized(tuple(event.size) if kind == pygame.VIDEORESIZE else (event.x, event.y))]
        if kind == pygame.KEYDOWN:
            return [Key(pygame.key.name(event.key), bool(event.mod & pygame.KMOD_SHIFT), getattr(event, "unicode", ""),
                        bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)))]
        if kind == pygame.MOUSEWHEEL:
            return [Scroll(to_logical(pygame.mouse.get_pos()), float(getattr(event, "precise_y", event.y)))]
        if kind == pygame.MOUSEBUTTONDOWN:
            pos = to_logical(event.pos)
            if event.button != 1:
                return [Click(pos, event.button)] if event.button == 3 else []
            self.pressed_at, self.dragging = pos, False
            return [Press(pos)]
        if kind == pygame.MOUSEMOTION:
            pos = to_logical(event.pos)
            if self.pressed_at is None:
                return [Hover(pos)]
            if not self.dragging and _distance(pos, self.pressed_at) >= DRAG_THRESHOLD:
                self.dragging = True
            return [Drag(self.pressed_at, pos)] if self.dragging else []
        if kind == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed_at is not None:
            pos, start = to_logical(event.pos), self.pressed_at
            was_dragging = self.dragging
            self.pressed_at, self.dragging = None, False
            return [Drop(start, pos)] if was_dragging else [Click(pos)]
        return []


def _distance(a: Point, b: Point) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
