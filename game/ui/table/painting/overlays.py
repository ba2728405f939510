"""Painting what passes over the table for a moment: cards in flight, a special hand shown face up, a
speech bubble."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas, card_height
from game.ui.drawing.motion import draw_flight
from game.ui.table.log import special_text

if TYPE_CHECKING:
    from game.ui.table.animation import Showing
    from game.ui.table.painting import TableState


SHADOWED_FLIGHTS = 4  # more cards in the air at once (a deal) fly without shadows: too quick to see, dear to draw


def draw_flights(canvas: Canvas, t: TableState) -> None:
    """The cards in the air, each with its shadow while few fly at once."""
    flying = [f for f in t.animations.flights if f.started]
    for f in flying:
        draw_flight(canvas, f, t.four_colour, shadow=len(flying) <= SHADOWED_FLIGHTS)


SHOW_WIDTH = 760  # a special hand spread over the stock and the pile (layout.show_centre), at most


def draw_showing(canvas: Canvas, t: TableState, showing: Showing) -> None:
    """A special hand spread face up over the middle of the table, with who shows what and its value."""
    cards = showing.cards
    spread = min(SHOW_WIDTH, t.layout.frame.width - 16)
    step = min(46.0, (spread - 40 - theme.PILE_CARD) / max(len(cards) - 1, 1))
    width = step * (len(cards) - 1) + theme.PILE_CARD
    height = card_height(theme.PILE_CARD)
    panel = pygame.Rect(0, 0, round(width) + 40, round(height) + 62)
    panel.center = tuple(map(round, t.layout.show_centre))
    canvas.box(canvas.window_rect(), (0, 0, 0, 80))  # the table dims beneath: everybody looks at these cards
    canvas.box(panel.move(0, 5), (0, 0, 0, 110), radius=14)
    canvas.box(panel, theme.PANEL_SOLID, radius=14)
    canvas.box(panel, (*theme.GOLD, 180), radius=14, width=2)
    view = t.view
    value = dict(view.rules.special_hand_values).get(showing.name)
    hand = special_text(showing.name)
    if showing.seat == t.match.you:
        title = tr("You show {hand}", hand=hand) if value is None else \
            tr("You show {hand}: {points}", hand=hand, points=value)
    else:
        name = t.match.names[showing.seat]
        title = tr("{name} shows {hand}", name=name, hand=hand) if value is None else \
            tr("{name} shows {hand}: {points}", name=name, hand=hand, points=value)
    canvas.text(title, theme.TEXT, (panel.centerx, panel.y + 12), theme.GOLD, bold=True, anchor="midtop")
    left = panel.centerx - width / 2
    for i, card in enumerate(cards):
        canvas.card(card, (left + i * step, panel.y + 44), theme.PILE_CARD, four_colour=t.four_colour)


def draw_bubble(canvas: Canvas, text: str, pos: tuple[float, float], frame: pygame.Rect) -> None:
    """A bubble of words at ``pos`` (a seat says "Out!", the table "The turn card!"), kept inside the frame."""
    w, h = canvas.text_size(text, theme.TEXT, bold=True)
    box = pygame.Rect(0, 0, w + 28, h + 16)
    box.center = (round(pos[0]), round(pos[1]))
    box.clamp_ip(frame)
    canvas.box(box.move(0, 3), (0, 0, 0, 90), radius=12)
    canvas.box(box, (255, 252, 236), radius=12)
    canvas.text(text, theme.TEXT, box.center, theme.BUTTON_TEXT, bold=True, anchor="center")
