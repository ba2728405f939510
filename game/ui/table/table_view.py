"""Painting the table from what the player may see: it reads the scene's models and changes nothing.

The table is drawn from the seat of its view (``view.seat``: the player, or with several people the person
whose screen it is), at the bottom with his hand; where the hand may not be seen (``hand_hidden``: another
person is to act) it lies face down.

Here: the table put together in its order (``draw_table``), the one message it shows and its place, and the
cloth; the parts are painted in painting/ (its __init__.py names them, and holds ``TableState``, what they
read of the scene).  The names callers and tests import from here stay importable here."""

from __future__ import annotations

import pygame

from game.ui.drawing import theme
from game.ui.drawing.baize.cloth import draw_cloth
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.motion import draw_moments
from game.ui.drawing.widgets import draw_message
from game.ui.table.painting import RESTING as RESTING
from game.ui.table.painting import TableState as TableState
from game.ui.table.painting.hands import cards_held as cards_held
from game.ui.table.painting.hands import draw_hand, draw_other_seat
from game.ui.table.painting.hands import hovered_card as hovered_card
from game.ui.table.painting.melds import draw_opened_side, draw_side_melds
from game.ui.table.painting.melds import laid_area as laid_area
from game.ui.table.painting.overlays import SHADOWED_FLIGHTS as SHADOWED_FLIGHTS
from game.ui.table.painting.overlays import SHOW_WIDTH as SHOW_WIDTH
from game.ui.table.painting.overlays import draw_bubble, draw_flights, draw_showing
from game.ui.table.painting.panels import STATUS_GAP as STATUS_GAP
from game.ui.table.painting.panels import STATUS_SMALLEST as STATUS_SMALLEST
from game.ui.table.painting.panels import StatusText as StatusText
from game.ui.table.painting.panels import draw_info, draw_log_panel, draw_score_panel, draw_status
from game.ui.table.painting.panels import pile_state_line as pile_state_line
from game.ui.table.painting.panels import pile_states as pile_states
from game.ui.table.painting.panels import shown_log as shown_log
from game.ui.table.painting.panels import status_texts as status_texts
from game.ui.table.painting.stock_and_pile import draw_stock_and_pile
from game.ui.table.painting.stock_and_pile import turn_card_line as turn_card_line
from game.ui.table.painting.stock_and_pile import turn_card_lines as turn_card_lines


def draw_table(canvas: Canvas, t: TableState) -> None:
    draw_baize(canvas)
    draw_score_panel(canvas, t)
    draw_log_panel(canvas, t)
    for seat in range(t.view.rules.player_count):
        if seat != t.view.seat:
            draw_other_seat(canvas, t, seat)
    for side in t.layout.melds_rect:  # the sides playing this hand
        draw_side_melds(canvas, t, side)
    draw_stock_and_pile(canvas, t)
    draw_status(canvas, t)
    opened = getattr(t, "opened_side", None)  # the live table's (a phone held upright); a replay opens none
    if opened is not None and opened in t.layout.melds_rect:
        draw_opened_side(canvas, t, opened)
    draw_hand(canvas, t)
    draw_moments(canvas, t.animations.moments, t.layout, t.shown, t.match.names, lambda side: laid_area(t, side),
                 t.match.you)
    draw_flights(canvas, t)
    for showing in t.animations.showings:
        draw_showing(canvas, t, showing)
    for bubble in t.animations.bubbles:
        draw_bubble(canvas, bubble.text, bubble.pos, t.layout.frame)
    draw_info(canvas, t)
    for button in [*t.buttons, t.menu_button]:
        button.draw(canvas, hovered=button.hit(t.pointing.hover))
    _message(canvas, t)


TIP_WIDTH = 400  # a word explained is a few sentences: its box is wider than the message place


def message_place(t: TableState) -> pygame.Rect:
    """Where the table's messages go (layout.message_rect): under the turn card's line where there is one."""
    return t.layout.message_rect(turn_card=t.view.rules.turn_card_from_bottom is not None)


def tip_place(t: TableState) -> pygame.Rect:
    """Where a word of the table is explained: the message place, widened to the left over the side seat's
    cards (never its name, which lies lower) where its sentences need the room; fit_message stands the tip on
    the place's foot, higher than the place where a long one must go."""
    place = message_place(t)
    frame = t.layout.frame
    width = min(TIP_WIDTH, frame.width - 8)
    left = max(place.right - width, 4)
    return pygame.Rect(left, place.y, width, place.height).clip(pygame.Rect(4, 0, frame.width - 4, frame.height))


def shown_message(t: TableState) -> tuple[str, tuple[int, ...]] | None:
    """The one message the table shows now, and its colour: a word explained where the pointer rests (in
    ``tip_place``), else the reason of a dimmed button under the pointer, else the toast; one at a time, so a
    refusal never shows twice (pressed, a dimmed button's reason becomes the toast)."""
    if t.glossary_tip is not None:
        return t.glossary_tip[0], theme.TOAST_INFO
    refused = next((b for b in t.buttons if b.refused and b.hit(t.pointing.hover)), None)
    toast = t.toast
    if refused is not None and (toast is None or toast.text != refused.refused):
        return refused.refused, theme.TOAST_INFO
    if toast is not None:
        return toast.text, theme.TOAST if toast.error else theme.TOAST_INFO
    return None


def _message(canvas: Canvas, t: TableState) -> None:
    message = shown_message(t)
    if message is None:
        return
    if t.glossary_tip is not None:
        draw_message(canvas, message[0], tip_place(t), message[1], tip=True)
    else:
        draw_message(canvas, message[0], message_place(t), message[1])


def draw_baize(canvas: Canvas) -> None:
    """The green cloth with its grain and light (drawing/baize/cloth.py), made once per window size."""
    draw_cloth(canvas.surface)
