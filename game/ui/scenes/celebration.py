"""The game's end: over the last score sheet, the winner named large across the table for a few seconds; a
click or a key ends it at once.  It changes nothing of the game.  Confetti falls and the win sounds only for
a person's win (the player's, his side's, or with several people at the table any of theirs); when the
computer players win, the ending is a quiet one.

The confetti is drawn by code: small paper rectangles, each falling at its own speed, swaying and turning
over (narrowing and widening as it spins), all placed once from a seeded generator and then a pure function
of the time passed, so that drawing changes nothing.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.core import GameView
from game.i18n import tr
from game.ui.app import SPEEDS, App, Scene
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.input import Click, Key, UiEvent
from game.ui.places import places_of
from game.ui.scenes.dialogs import sheet_title
from game.ui.table.match import Match, points_text

WIN_TIME = 4.5  # seconds at normal speed, unless a click ends it sooner
PIECES = 150
COLOURS = ((244, 200, 70), (214, 58, 58), (70, 140, 230), (245, 245, 238), (80, 190, 110), (230, 120, 200))
RIBBON = pygame.Rect(0, 232, 1280, 168)


@dataclass(frozen=True)
class Piece:
    """One piece of confetti: where it starts (above the screen), how it falls, sways and spins."""

    x: float
    y: float
    fall: float  # pixels per second
    sway: float  # how far it swings either side
    sway_speed: float
    phase: float
    spin: float  # turns over this fast (radians per second)
    tilt: float  # its slant, and how fast that changes
    tilt_speed: float
    size: tuple[float, float]
    colour: tuple[int, int, int]

    def at(self, t: float) -> tuple[list[tuple[float, float]], tuple[int, int, int]]:
        """Its four corners at time ``t``, and its colour (darker while its back shows)."""
        x = self.x + self.sway * math.sin(self.phase + self.sway_speed * t)
        y = self.y + self.fall * t
        turn = math.cos(self.phase + self.spin * t)
        w, h = self.size[0] * max(abs(turn), 0.15) / 2, self.size[1] / 2
        a = self.tilt + self.tilt_speed * t
        c, s = math.cos(a), math.sin(a)
        corners = [(x + dx * c - dy * s, y + dx * s + dy * c) for dx, dy in ((-w, -h), (w, -h), (w, h), (-w, h))]
        colour = self.colour if turn > 0 else tuple(round(v * 0.72) for v in self.colour)
        return corners, colour


def confetti(seed: int, count: int = PIECES) -> list[Piece]:
    """Pieces spread over the width, starting above the screen at different heights."""
    rng = random.Random(f"confetti/{seed}")
    return [Piece(x=rng.uniform(-20, 1300), y=rng.uniform(-560, -10), fall=rng.uniform(170, 330),
                  sway=rng.uniform(8, 40), sway_speed=rng.uniform(1.5, 4.0), phase=rng.uniform(0, 2 * math.pi),
                  spin=rng.uniform(4, 11), tilt=rng.uniform(0, math.pi), tilt_speed=rng.uniform(-2.5, 2.5),
                  size=(rng.uniform(9, 14), rng.uniform(14, 22)), colour=rng.choice(COLOURS))
            for _ in range(count)]


def a_person_won(match: Match, view: GameView) -> bool:
    """Whether the game's winner is a person at the table (the player, his side, or any of several people)."""
    return view.winner is not None and view.winner in {match.score_index(person) for person in match.people}


class WinCelebration(Scene):
    """Over the last score sheet: who won the game, with confetti where a person did.  In the window's frame:
    the ribbon across its whole width at its middle, the confetti falling over the design's box centred in it,
    the title on two lines where a phone held upright is too narrow for one."""

    covers = False
    fills_frame = True

    def __init__(self, app: App, match: Match, view: GameView) -> None:
        super().__init__(app)
        self.title = sheet_title(match, view)
        scores = [points_text(score) for score in view.scores]
        winner = view.winner
        if winner is not None and 0 <= winner < len(scores):  # the winner's score first
            scores.insert(0, scores.pop(winner))
        self.scores = " : ".join(scores)
        self.duration = WIN_TIME * SPEEDS[app.settings.speed]
        self.elapsed = 0.0
        self.celebrates = a_person_won(match, view)
        self.pieces = confetti(match.settings.seed) if self.celebrates else []
        if self.celebrates:
            app.cue("win")

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def handle(self, event: UiEvent) -> None:
        if isinstance(event, Click | Key):  # the player has seen it: the score sheet beneath
            self.app.pop()

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.done and self.app.top is self:
            self.app.pop()

    def draw(self, canvas: Canvas) -> None:
        t = self.elapsed
        p = places_of(canvas)
        canvas.box(canvas.window_rect(), (0, 0, 0, round(130 * min(t / 0.3, 1.0))))  # the sheet steps back
        size = canvas.fitting_size(self.title, theme.TITLE, p.width - 80, bold=True, smallest=28)
        titles = canvas.wrap(self.title, size, p.width - 40, bold=True, balanced=True, most=2)
        line = canvas.text_size(self.title, size, bold=True)[1]
        full = RIBBON.move(p.dx, p.dy).inflate(0, round(line * (len(titles) - 1)))
        full.x, full.width = 0, p.width
        grow = 1 - (1 - min(t / 0.35, 1.0)) ** 3  # the ribbon opens from its middle line
        ribbon = full.inflate(0, -round(full.height * (1 - grow)))
        canvas.box(ribbon, (10, 34, 20, 250))
        accent = theme.GOLD if self.celebrates else theme.INK_DIM  # the computer players' win: no gold
        for edge in (ribbon.top + 6, ribbon.bottom - 8):
            canvas.box((0, edge, p.width, 2), accent)
        pieces = [([(x + p.dx, y + p.dy) for x, y in corners], colour) for corners, colour in
                  (piece.at(t) for piece in self.pieces)]
        for corners, colour in pieces[::2]:  # half behind the words, half in front
            pygame.draw.polygon(canvas.surface, colour, [canvas.point(p) for p in corners])
        if grow > 0.7:
            with canvas.clip(ribbon):
                title_colour = theme.GOLD if self.celebrates else theme.INK
                top = full.y + 64 - line / 2
                for i, title in enumerate(titles):
                    canvas.text(title, size, (p.centre, top + i * line), title_colour, bold=True, anchor="midtop")
                canvas.text(self.scores, theme.TEXT_BIG, (p.centre, full.bottom - 50), theme.INK, bold=True,
                            anchor="center")
        for corners, colour in pieces[1::2]:
            pygame.draw.polygon(canvas.surface, colour, [canvas.point(p) for p in corners])
        canvas.text(tr("Click or press a key to skip"), theme.TEXT_SMALL, (p.centre, p.height - 20), theme.INK_DIM,
                    anchor="midbottom")
