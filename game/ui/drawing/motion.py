"""Painting the table's motion: a card turning over in flight, a canasta squaring up with a gold glow, sparks
and "Canasta!", and the side that went out shown in gold.  It reads the table's moments and flights
(game/ui/table/animation.py) and changes nothing; sizes and places come from the table's layout.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui.drawing import theme
from game.ui.drawing.assets import Kept, accelerated
from game.ui.drawing.baize.shadows import draw_stack_shadow
from game.ui.drawing.canvas import Canvas, card_height

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from game.ui.table.animation import Flight, Moment
    from game.ui.table.layout import TableLayout

SQUARING = 0.22  # of a canasta's moment: its cards slide together into a stack
SHINE = (0.24, 0.62)  # of a canasta's moment: a band of light sweeps over the squared stack
POP = (0.2, 0.5)  # of a canasta's moment: its badge grows and settles back
POP_GROWTH = 0.45  # how much larger the badge gets at the top of its pop
SHINE_COLOUR = (255, 240, 170)
SHINE_ALPHA = 200
SHINE_SLANT = 0.45  # the band leans right by this much of its height
UNFOLD = 0.12  # of a moment: its banner unfolds
SPARKS = 10
WHITE = (255, 250, 230)
SPARK_COLOURS = (theme.GOLD, WHITE, (255, 226, 130))
BANNER_DARK = (28, 22, 6)
OUT_TEXT = 36


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


def draw_flight(canvas: Canvas, flight: Flight, four_colour: bool, shadow: bool = True) -> None:
    """A card in flight (a stack of them: a taken pile), with its ``shadow``; the upcard turns over on its way,
    a back first."""
    x, y = flight.position()
    for i in range(min(flight.count, 4) - 1, 0, -1):
        canvas.card(None, (x + i * 2, y + i * 2), flight.width)
    if not flight.turns:
        if shadow:
            draw_stack_shadow(canvas, (x, y, flight.width, card_height(flight.width)))
        canvas.card(flight.card, (x, y), flight.width, four_colour=four_colour)
        return
    turn = flight.progress
    face = turn >= 0.5
    canvas.card(flight.card if face else None, (x, y), flight.width, four_colour=four_colour,
                squeeze=max(abs(math.cos(math.pi * turn)), 0.04))


def squaring(moments: Sequence[Moment], side: int, rank: str) -> float | None:
    """How far the canasta of ``side`` and ``rank`` has squared up (0 to 1), while it is doing so; else None."""
    for moment in moments:
        if moment.kind == "canasta" and moment.side == side and moment.rank == rank and moment.started:
            return _ease(moment.progress / SQUARING) if moment.progress < SQUARING else None
    return None


def badge_pop(moments: Sequence[Moment], side: int, rank: str) -> float:
    """How large the badge of the canasta of ``side`` and ``rank`` is drawn now (1: as ever): it pops once the
    stack has squared."""
    for moment in moments:
        if moment.kind == "canasta" and moment.side == side and moment.rank == rank and moment.started:
            k = (moment.progress - POP[0]) / (POP[1] - POP[0])
            if 0 < k < 1:
                return 1 + POP_GROWTH * math.sin(math.pi * k) * (1 - 0.4 * k)  # up fast, down softer
    return 1.0


_shines = Kept(8, 1 << 20)  # a band of light per size swept over (a canasta's card, a banner)


def draw_shine(canvas: Canvas, rect: pygame.Rect, k: float) -> None:
    """A slanted band of light crossing ``rect`` (logical) from left (``k`` 0) to right (``k`` 1), seen only
    inside it."""
    if not 0 < k < 1:
        return
    target = canvas.rect(rect)
    band = _shines.get(target.size, lambda: _shine_band(target.height, max(6, target.width // 2)))
    x = target.left - band.get_width() + (target.width + band.get_width()) * k * k * (3 - 2 * k)  # smoothstep
    before = canvas.surface.get_clip()
    canvas.surface.set_clip(target.clip(before))
    canvas.surface.blit(band, (round(x), target.top))
    canvas.surface.set_clip(before)


def _shine_band(height: int, width: int) -> pygame.Surface:
    """Light brightest along a slanted middle line and fading either side: one row drawn, then shifted down
    the band (made once per size)."""
    row = pygame.Surface((width, 1), pygame.SRCALPHA)
    for x in range(width):
        fade = 1 - abs(2 * x / max(width - 1, 1) - 1)
        row.set_at((x, 0), (*SHINE_COLOUR, round(SHINE_ALPHA * fade * fade)))
    slant = round(height * SHINE_SLANT)
    band = pygame.Surface((width + slant, height), pygame.SRCALPHA)
    for y in range(height):
        band.blit(row, (round(slant * (1 - y / max(height - 1, 1))), y))
    return accelerated(band)


def draw_squaring(canvas: Canvas, lay: TableLayout, column: tuple[float, float], cards: list[str], k: float,
                  four_colour: bool) -> None:
    """A meld's column of cards sliding together into one stack (``k`` from 0, fanned, to 1, squared)."""
    for i, card in enumerate(cards):
        x, y = lay.meld_card_pos(column, i)
        canvas.card(card, (x, y + (column[1] - y) * k), lay.meld_card, four_colour=four_colour)


def draw_moments(canvas: Canvas, moments: Sequence[Moment], lay: TableLayout, shown: dict[str, Any],
                 names: Sequence[str], laid: Callable[[int], pygame.Rect | None], you: int | None = 0) -> None:
    """The celebrations under way, over the table and under its dialogs (``shown``: the table's view dict,
    ``names``: the seats', ``laid``: where a side's cards lie on the table, ``you``: the seat called "You",
    None where several people play)."""
    for moment in moments:
        if not moment.started:
            continue
        if moment.kind == "canasta":
            _canasta(canvas, lay, shown, moment)
        elif moment.kind == "out":
            _went_out(canvas, lay, moment, names[moment.seat], laid(moment.side), moment.seat == you)


def _canasta(canvas: Canvas, lay: TableLayout, shown: dict[str, Any], moment: Moment) -> None:
    if moment.side not in lay.melds_rect:
        return
    column = lay.side_columns(shown, moment.side).get(moment.rank)
    if column is None:  # taken back (undo): nothing to celebrate
        return
    p = moment.progress
    rect = lay.meld_rect(column, 1, True)
    if p >= SQUARING:  # squared: it glows, pulsing as it fades
        fade = 1 - (p - SQUARING) / (1 - SQUARING)
        pulse = 0.65 + 0.35 * math.sin(moment.age * 14)
        canvas.box(rect, (*theme.GOLD, round(70 * fade)), radius=5)  # a gold sheen over the stack
        draw_shine(canvas, rect, (p - SHINE[0]) / (SHINE[1] - SHINE[0]))
        canvas.box(rect.inflate(4, 4), (*theme.GOLD, round(255 * fade)), radius=7, width=3)
        for grow, alpha in ((8, 170), (13, 80)):
            canvas.box(rect.inflate(grow * 2, grow * 2), (*theme.GOLD, round(alpha * fade * pulse)),
                       radius=6 + grow, width=3)
    _sparks(canvas, rect.center, rect.height * 0.95, p, size=12)
    rise = _ease(min(p * 2.5, 1.0))
    centre = (rect.centerx, rect.top - 12 - 14 * rise)
    _banner(canvas, tr("Canasta!"), theme.TEXT + 2, centre, p, theme.GOLD, BANNER_DARK, WHITE)


def _went_out(canvas: Canvas, lay: TableLayout, moment: Moment, name: str, row: pygame.Rect | None,
              yours: bool = False) -> None:
    """The cards of the side that went out framed in gold, and who went out, large, over the middle of the
    table."""
    p = moment.progress
    pulse = 0.7 + 0.3 * math.sin(moment.age * 9)
    if row is not None:
        frame = row.inflate(20, 16)
        frame.height += 14  # the canastas' badges
        canvas.box(frame, (*theme.GOLD, round(45 * pulse)), radius=12)
        canvas.box(frame, (*theme.GOLD, round(230 * pulse)), radius=12, width=3)
    text = tr("You went out!") if yours else tr("{name} went out!", name=name)
    centre = (lay.stock_pos[0] + (lay.pile_pos[0] - lay.stock_pos[0] + theme.PILE_CARD) / 2,
              lay.stock_pos[1] + card_height(theme.PILE_CARD) / 2)
    _sparks(canvas, centre, 190, p, count=16, size=14)
    band = _banner(canvas, text, OUT_TEXT, centre, p, theme.PANEL_SOLID, theme.GOLD, theme.GOLD)
    draw_shine(canvas, band, (p - 0.15) / 0.45)  # once the banner is open, a gleam runs over it


def _banner(canvas: Canvas, text: str, size: float, centre: tuple[float, float], p: float, fill, ink,
            edge) -> pygame.Rect:
    """``text`` on a rounded band that unfolds from its middle line as the moment starts; the band's rect."""
    w, h = canvas.text_size(text, size, bold=True)
    box = pygame.Rect(0, 0, round(w) + 36, round(h) + 14)
    box.center = (round(centre[0]), round(centre[1]))
    box.clamp_ip(pygame.Rect(4, 4, 1272, 712))
    open_ = _ease(min(p / UNFOLD, 1.0))
    band = box.inflate(0, -round(box.height * (1 - open_)))
    canvas.box(band.move(0, 4), (0, 0, 0, 90), radius=12)
    canvas.box(band, fill, radius=12)
    canvas.box(band, edge, radius=12, width=2)
    if open_ > 0.6:
        with canvas.clip(band):
            canvas.text(text, size, box.center, ink, bold=True, anchor="center")
    return band


def _sparks(canvas: Canvas, centre: tuple[float, float], reach: float, p: float, count: int = SPARKS,
            size: float = 9) -> None:
    """Four-pointed stars flying out from ``centre`` and shrinking away."""
    if p >= 1:
        return
    travel = _ease(p)
    for i in range(count):
        angle = 2 * math.pi * i / count + 0.4 * math.sin(i * 2.3)
        distance = reach * (0.35 + 0.65 * travel) * (0.8 + 0.4 * ((i * 7) % 5) / 4)
        x = centre[0] + math.cos(angle) * distance
        y = centre[1] + math.sin(angle) * distance * 0.8
        _star(canvas, (x, y), (size - 2 * (i % 3)) * (1 - p), p * 3 + i, SPARK_COLOURS[i % len(SPARK_COLOURS)])


def _star(canvas: Canvas, pos: tuple[float, float], radius: float, spin: float, colour) -> None:
    if radius < 0.8:
        return
    points = []
    for k in range(8):
        r = radius if k % 2 == 0 else radius * 0.36
        a = spin + k * math.pi / 4
        points.append(canvas.point((pos[0] + math.cos(a) * r, pos[1] + math.sin(a) * r)))
    pygame.draw.polygon(canvas.surface, colour, points)
