"""Painting the cards held: the player's hand (face down while another person is to act; selected, lifted
under the pointer, dragged), and the other seats' backs and names, or a seat sitting the hand out."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.core import parse_cards
from game.i18n import tr
from game.ui.drawing import theme
from game.ui.drawing.baize.shadows import cards_rect, draw_card_shadow, draw_stack_shadow
from game.ui.drawing.canvas import Canvas, card_height
from game.ui.table.models import SeatZone
from game.ui.table.painting import RESTING
from game.ui.table.seats import sits_out

if TYPE_CHECKING:
    from game.ui.table.painting import TableState


def draw_hand(canvas: Canvas, t: TableState) -> None:
    """The player's hand along the bottom: the cards selected raised and framed, the one under the pointer
    lifted, the cards dragged under the pointer; face down while another person is to act."""
    if t.hand_hidden:  # another person is to act: the hand lies face down until the screen is passed
        held = len(parse_cards(t.shown["hands"][t.view.seat]))
        places = t.layout.hand_positions(held)
        if places:
            draw_stack_shadow(canvas, cards_rect(places, t.layout.hand_card, card_height(t.layout.hand_card)))
        for pos in places:
            canvas.card(None, pos, t.layout.hand_card)
        return
    cards = t.hand_cards
    if not cards and sits_out(t.view, t.view.seat):  # five players: the player's turn to watch (X1-8)
        canvas.text(tr("You sit this hand out"), theme.TEXT_BIG, t.layout.sit_out_pos(), RESTING, bold=True,
                    anchor="center")
    positions = t.layout.hand_positions(len(cards), t.hand.selected)
    card_width = t.layout.hand_card  # the card size chosen
    dragging = t.dragging_indices()
    hover = t.animations.hover
    raised = {i: 1.0 for i in t.hand.selected} | {i: hover.height(i) for i in hover.heights if i not in t.hand.selected}
    lying = [pos for i, pos in enumerate(positions) if i not in raised and i not in dragging]
    if lying:  # one shadow under the cards lying in a row; one each under those raised
        draw_stack_shadow(canvas, cards_rect(lying, card_width, card_height(card_width)))
    for i, (card, pos) in enumerate(zip(cards, positions, strict=True)):
        if i in dragging:
            continue
        if i in raised:
            if i not in t.hand.selected:
                pos = (pos[0], pos[1] - theme.HOVER_LIFT * raised[i])
            draw_card_shadow(canvas, pos, card_width, raised[i])
        canvas.card(card, pos, card_width, four_colour=t.four_colour)
        if card in t.hand.fresh and i not in t.hand.selected:  # just drawn
            canvas.box((*pos, card_width, card_height(card_width)), theme.FRESH, radius=6, width=3)
        if i in t.hand.selected:
            canvas.box((*pos, card_width, card_height(card_width)), theme.SELECTED, radius=6, width=3)
        if i == t.hand.cursor and t.hand.keyboard_used:
            canvas.box((pos[0] - 3, pos[1] - 3, card_width + 6, card_height(card_width) + 6),
                       theme.TARGET, radius=8, width=2)
    if t.pointing.drag is not None and dragging:
        x, y = t.pointing.drag.pos
        for n, i in enumerate(sorted(dragging)):
            draw_card_shadow(canvas, (x - card_width / 2 + n * 24, y - 40), card_width, 1.0)
            canvas.card(cards[i], (x - card_width / 2 + n * 24, y - 40), card_width,
                        four_colour=t.four_colour)


def hovered_card(t: TableState) -> int | None:
    """The place in the hand of the card to lift under the pointer (animation.HoverLift): none while cards are
    dragged, dealt or lie face down, nor a selected one, which is lifted higher already.  The card raised keeps
    the pointer on the strip it rose into, or it would drop under the pointer and rise again."""
    if t.hand_hidden or t.pointing.drag is not None or t.animations.holding:
        return None
    count, selected, lay = len(t.hand_cards), t.hand.selected, t.layout
    index = lay.hand_card_at(count, selected, t.pointing.hover)
    raised = t.animations.hover.index
    if index is None and raised is not None and raised < count and raised not in selected:
        x, y = lay.hand_positions(count, selected)[raised]
        if pygame.Rect(round(x), round(y - theme.HOVER_LIFT), round(lay.hand_card), theme.HOVER_LIFT + 1
                       ).collidepoint(t.pointing.hover):
            index = raised
    return None if index in selected else index


def draw_other_seat(canvas: Canvas, t: TableState, seat: int) -> None:
    """Another seat's cards face down, and its name with how many it holds, ringed in gold while it is to
    act; a seat sitting the hand out by its name alone."""
    if sits_out(t.view, seat):
        _sitter(canvas, t, seat)
        return
    count = cards_held(t, seat)
    backs = t.layout.back_positions(seat, count)
    if getattr(t, "hands_open", False):  # a replay showing every hand: its own cards there, face up
        backs = []
    if backs:
        turned = backs[0][1] % 180 == 90
        long, short = card_height(theme.BACK_CARD), theme.BACK_CARD
        under = cards_rect([backs[0][0], backs[-1][0]], long if turned else short, short if turned else long)
        draw_stack_shadow(canvas, under)
    for pos, angle in backs:
        canvas.card(None, pos, theme.BACK_CARD, angle)
    pos, anchor = t.layout.seat_label_pos(seat, count)
    acting = t.shown["to_act"] == seat and t.shown["phase"] in ("draw", "play", "answer")
    label = f"{t.match.names[seat]} · {count}"
    colour = theme.GOLD if acting else theme.INK
    size = t.layout.seat_text
    w, _ = canvas.text_size(label, size, bold=True)
    pos = (min(max(pos[0], w / 2 + 6), t.layout.frame.width - 6 - w / 2), pos[1])  # keep the name on screen
    rect = canvas.text(label, size, pos, colour, bold=True, anchor=anchor)
    if acting:
        canvas.box(rect.inflate(14, 6), (*theme.GOLD, 200), radius=8, width=2)


def cards_held(t: TableState, seat: int) -> int:
    """How many cards another seat holds as the table shows it: less those still flying to it, with those
    yet to leave it."""
    zone = SeatZone(seat)
    return t.shown["hands"][seat] - t.incoming.get(zone, Counter())[None] + len(t.animations.leaving(zone))


def _sitter(canvas: Canvas, t: TableState, seat: int) -> None:
    """A seat dealt out of this hand (five players, X1-8): no cards, its name dimmed and "sits out"; beside
    the table on two lines, so it keeps clear of the status text in the middle."""
    pos, anchor = t.layout.sitter_label_pos(seat)
    name = t.match.names[seat]
    if not t.layout.sits_beside(seat):
        canvas.text(tr("{name} · sits out", name=name), t.layout.seat_text, pos, RESTING, bold=True, anchor=anchor)
        return
    rect = canvas.text(name, theme.TEXT, pos, RESTING, bold=True, anchor=anchor)
    canvas.text(tr("sits out"), theme.TEXT_SMALL + 1, (pos[0], rect.bottom + 2), RESTING, anchor=anchor)
