"""The game's end: over the last score sheet, the winner named large across the table for a few seconds; a
click or a key ends it at once.  It changes nothing of the game.  A person's win (the player's, his side's, or
with several people at the table any of theirs) is celebrated: gold rays open behind the ribbon, a fan of
cards rises above it, the winner's name grows in and a gleam runs along the ribbon, confetti falls and the win
sounds.  When the computer players win, the ending is a quiet one: the ribbon alone.  Its times follow the
animation speed.

The rays and the turned cards are drawn once and kept while the scene lasts (the rays are a whole window's
worth of pixels, let go with the scene): a frame blits them.

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
from game.i18n import card_index, tr
from game.ui.app import SPEEDS, App, Scene
from game.ui.drawing import theme
from game.ui.drawing.assets import Kept, accelerated
from game.ui.drawing.baize.shadows import shadow_rim
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.card_art import card_face
from game.ui.drawing.motion import draw_shine
from game.ui.input import Click, Key, UiEvent
from game.ui.scenes.dialogs import sheet_title
from game.ui.table.match import Match, points_text

WIN_TIME = 4.5  # seconds at normal speed, unless a click ends it sooner
PIECES = 150
CONFETTI_WIDTH = 1280  # the pieces start spread over this width, stretched to the frame's
COLOURS = ((244, 200, 70), (214, 58, 58), (70, 140, 230), (245, 245, 238), (80, 190, 110), (230, 120, 200))
RIBBON_HEIGHT = 168
MIDDLE = 0.44  # of the frame's height: the ribbon's middle, the rays' centre (a little above the window's)
TITLE_RISE, SCORES_DROP = 20, 34  # the winner's name above the ribbon's middle, the scores below it
RAYS = 18
RAY_COLOUR = (255, 214, 96)
RAY_ALPHA = 46  # the rays at their brightest (they breathe a little below it)
FAN = ("AH", "KD", "JK", "AS", "AC")  # the fan rising above the ribbon
FAN_CARD = 84  # logical width
FAN_SPREAD = 13  # degrees between two cards of the fan
FAN_DROP = 14  # the fan opens about a point this far below the ribbon's middle, behind the ribbon
FAN_RADIUS = 200
# When each part comes, in seconds at normal speed (the animation speed scales them)
DIM_TIME = 0.3
RIBBON_TIME = 0.35
RAYS_IN = (0.15, 0.6)
TITLE_GROWS = (0.3, 0.65)
FAN_RISES = (0.35, 0.75)
FAN_STAGGER = 0.07
GLEAM = (0.8, 1.7)
_KEY = (255, 0, 255)  # the rays' clear colour


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

    def at(self, t: float, spread: float = 1.0) -> tuple[list[tuple[float, float]], tuple[int, int, int]]:
        """Its four corners at time ``t``, and its colour (darker while its back shows); ``spread``: the frame's
        width over the 1280 its places are spread over."""
        x = self.x * spread + self.sway * math.sin(self.phase + self.sway_speed * t)
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
    return [Piece(x=rng.uniform(-20, CONFETTI_WIDTH + 20), y=rng.uniform(-560, -10), fall=rng.uniform(170, 330),
                  sway=rng.uniform(8, 40), sway_speed=rng.uniform(1.5, 4.0), phase=rng.uniform(0, 2 * math.pi),
                  spin=rng.uniform(4, 11), tilt=rng.uniform(0, math.pi), tilt_speed=rng.uniform(-2.5, 2.5),
                  size=(rng.uniform(9, 14), rng.uniform(14, 22)), colour=rng.choice(COLOURS))
            for _ in range(count)]


def a_person_won(match: Match, view: GameView) -> bool:
    """Whether the game's winner is a person at the table (the player, his side, or any of several people)."""
    return view.winner is not None and view.winner in {match.score_index(person) for person in match.people}


class WinCelebration(Scene):
    """Over the last score sheet: who won the game, with confetti where a person did."""

    covers = False
    fills_frame = True  # the ribbon spans the window, landscape or upright; the rest stands about its middle

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
        self.pace = SPEEDS[app.settings.speed]
        self.four_colour = app.settings.four_colour
        self._rays = Kept(1, 16 << 20)  # made at the window's size the first time they show
        self._fan = Kept(len(FAN), 2 << 20)  # each card of the fan, turned to its place, with its shadow
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

    def _part(self, span: tuple[float, float]) -> float:
        """How far a part of the celebration has come (0 to 1), its times scaled by the animation speed."""
        start, end = span[0] * self.pace, span[1] * self.pace
        return min(max((self.elapsed - start) / (end - start), 0.0), 1.0)

    @staticmethod
    def middle(canvas: Canvas) -> tuple[float, float]:
        """The ribbon's middle in the frame: the rays' centre, under the winner's name."""
        width, height = canvas.size
        return width / 2, round(height * MIDDLE)

    def draw(self, canvas: Canvas) -> None:
        t = self.elapsed
        width, height = canvas.size
        cx, cy = self.middle(canvas)
        dim = self._part((0.0, DIM_TIME))
        dimming = round((150 if self.celebrates else 130) * dim)
        canvas.box(canvas.window_rect(), (0, 0, 0, dimming))  # the sheet steps back
        if self.celebrates:
            self._draw_rays(canvas)
            self._draw_fan(canvas)
        grow = _ease(self._part((0.0, RIBBON_TIME)))  # the ribbon opens from its middle line
        full = pygame.Rect(0, round(cy - RIBBON_HEIGHT / 2), width, RIBBON_HEIGHT)
        ribbon = full.inflate(0, -round(RIBBON_HEIGHT * (1 - grow)))
        canvas.box(ribbon, (10, 34, 20, 250))
        accent = theme.GOLD if self.celebrates else theme.INK_DIM  # the computer players' win: no gold
        for edge in (ribbon.top + 6, ribbon.bottom - 8):
            canvas.box((0, edge, width, 2), accent)
        pieces = [piece.at(t, width / CONFETTI_WIDTH) for piece in self.pieces]
        for corners, colour in pieces[::2]:  # half behind the words, half in front
            pygame.draw.polygon(canvas.surface, colour, [canvas.point(p) for p in corners])
        if grow > 0.7:
            with canvas.clip(ribbon):
                self._draw_title(canvas)
                scores, size = canvas.shrunk(self.scores, theme.TEXT_BIG, width - 40, bold=True)
                canvas.text(scores, size, (cx, cy + SCORES_DROP), theme.INK, bold=True, anchor="center")
        if self.celebrates:
            draw_shine(canvas, ribbon, self._part(GLEAM))
        for corners, colour in pieces[1::2]:
            pygame.draw.polygon(canvas.surface, colour, [canvas.point(p) for p in corners])
        canvas.text(tr("Click or press a key to skip"), theme.TEXT_SMALL, (cx, height - 20), theme.INK_DIM,
                    anchor="midbottom")

    def _draw_title(self, canvas: Canvas) -> None:
        """The winner's name; a person's win grows in, overshooting a little, as if set down with a flourish."""
        width = canvas.size[0]
        cx, cy = self.middle(canvas)
        size = canvas.fitting_size(self.title, theme.TITLE, min(1200, width - 40), bold=True, smallest=20)
        colour = theme.GOLD if self.celebrates else theme.INK
        k = self._part(TITLE_GROWS) if self.celebrates else 1.0
        if k >= 1:
            canvas.text(self.title, size, (cx, cy - TITLE_RISE), colour, bold=True, anchor="center")
            return
        if k <= 0:
            return
        image = canvas.text_image(self.title, size, colour, bold=True)  # scaled only while it grows
        scale = _overshoot(k)
        w, h = image.get_size()
        grown = pygame.transform.smoothscale(image, (max(1, round(w * scale)), max(1, round(h * scale))))
        grown.set_alpha(round(255 * min(k * 3, 1.0)))
        canvas.surface.blit(grown, grown.get_rect(center=canvas.point((cx, cy - TITLE_RISE))))

    def _draw_rays(self, canvas: Canvas) -> None:
        """Gold rays from behind the winner's name to the edges, fading in, then breathing."""
        k = self._part(RAYS_IN)
        if k <= 0:
            return
        centre = self.middle(canvas)
        rays = self._rays.get((canvas.surface.get_size(), centre), lambda: _make_rays(canvas, centre))
        rays.set_alpha(round(RAY_ALPHA * _ease(k) * (0.8 + 0.2 * math.cos(self.elapsed * 2.2))))
        canvas.surface.blit(rays, (0, 0))

    def _draw_fan(self, canvas: Canvas) -> None:
        """A fan of cards rising from behind the ribbon, one after another, and opening above it."""
        pixels = canvas.card_px(FAN_CARD)
        cx, cy = self.middle(canvas)
        middle = (len(FAN) - 1) / 2
        for i, card in enumerate(FAN):
            start = FAN_RISES[0] + FAN_STAGGER * i
            k = _overshoot(self._part((start, start + FAN_RISES[1] - FAN_RISES[0])))
            if k <= 0:
                continue
            angle = (middle - i) * FAN_SPREAD  # degrees, anticlockwise: the left card leans left
            image = self._fan.get((card, pixels, angle, self.four_colour),
                             lambda card=card, angle=angle: _turned_card(card, pixels, angle, self.four_colour))
            reach = FAN_RADIUS * k
            centre = (cx - math.sin(math.radians(angle)) * reach, cy + FAN_DROP - math.cos(math.radians(angle)) * reach)
            canvas.surface.blit(image, image.get_rect(center=canvas.point(centre)))


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


def _overshoot(t: float) -> float:
    """From 0 to 1, going a little past 1 before settling (an "ease out back")."""
    c = 1.6
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def _make_rays(canvas: Canvas, centre: tuple[float, float]) -> pygame.Surface:
    """The rays at the window's size: solid gold wedges on a clear colour, made translucent as a whole at each
    blit (a surface's alpha over a colour key is a cheap blit, where per-pixel alpha is not in the browser)."""
    size = canvas.surface.get_size()
    rays = pygame.Surface(size)
    rays.fill(_KEY)
    cx, cy = canvas.point(centre)
    reach = math.hypot(*size) + 10
    half = math.pi / RAYS / 2.2  # a wedge a little narrower than the gap after it
    for n in range(RAYS):
        a = 2 * math.pi * n / RAYS + 0.1
        points = [(cx, cy)] + [(cx + math.cos(b) * reach, cy + math.sin(b) * reach) for b in (a - half, a + half)]
        pygame.draw.polygon(rays, RAY_COLOUR, points)
    rays.set_colorkey(_KEY, pygame.RLEACCEL)
    return rays


def _turned_card(card: str, pixels: int, angle: float, four_colour: bool) -> pygame.Surface:
    """A card face turned by ``angle`` degrees with a soft shadow under it, on one clear surface."""
    face = card_face(card, pixels, four_colour, card_index(card[0]))
    w, h = face.get_size()
    blur = max(2, pixels // 14)
    dx, dy = blur // 2, blur
    both = shadow_rim((w, h), dx, dy, blur, 120)  # clear where the card lies: it covers that part
    both.blit(face, (blur * 2 - dx, blur * 2 - dy))
    return accelerated(pygame.transform.rotozoom(both, angle, 1.0))
