"""Painting the middle of the table: the stock (the turn card crosswise in it, and where it lies) and the pile
(the card that froze it crosswise beneath), each with its count; the pile as it was before the cards still in
flight to it land."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.core import RED_THREES, WILD_FACES, parse_cards, pile_frozen_for_everyone
from game.i18n import ntr, tr
from game.ui.drawing import theme
from game.ui.drawing.baize.shadows import draw_stack_shadow
from game.ui.drawing.canvas import Canvas, card_height
from game.ui.table.models import PILE, STOCK

if TYPE_CHECKING:
    from game.ui.table.painting import TableState


def draw_stock_and_pile(canvas: Canvas, t: TableState) -> None:
    """The stock and the pile, each with its count, ringed where a hint points or the cards dragged would
    drop; the turn card's place beside the stock where the rules have one (MAC-5)."""
    d, lay = t.shown, t.layout
    stock = d["stock"] + len(t.animations.leaving(STOCK))  # the cards dealt or drawn leave it one by one
    sx, sy = lay.stock_pos
    turn_card = t.view.rules.turn_card_from_bottom
    if turn_card is not None and stock >= turn_card:  # it lies crosswise in the stock (MAC-5)
        canvas.card(None, lay.turn_card_rect().topleft, theme.PILE_CARD, 90)
    if stock:
        draw_stack_shadow(canvas, (sx, sy, theme.PILE_CARD, card_height(theme.PILE_CARD)))
    for i in range(min(4, stock)):
        canvas.card(None, (sx + i * 1.5, sy - i * 1.5), theme.PILE_CARD)
    if not stock:
        canvas.box(lay.stock_rect, theme.OUTLINE, radius=6, width=2)
    if STOCK in t.lit:  # a hint says: draw
        canvas.box(lay.stock_rect.inflate(8, 8), theme.LIT, radius=8, width=2)
    pile = without_top(parse_cards(d["pile"]), t.incoming.get(PILE, Counter()))
    rules = t.view.rules
    px, py = lay.pile_pos
    rect = lay.pile_rect
    if pile_frozen_for_everyone(rules, pile):
        wild = next((c for c in reversed(pile) if c in WILD_FACES or c in RED_THREES), None)
        h = card_height(theme.PILE_CARD)
        if wild is not None:  # the card that froze it lies crosswise under the pile, as at a real table
            crosswise = (px + (theme.PILE_CARD - h) / 2, py + (h - theme.PILE_CARD) / 2)
            draw_stack_shadow(canvas, (*crosswise, h, theme.PILE_CARD))
            canvas.card(wild, crosswise, theme.PILE_CARD, 90, four_colour=t.four_colour)
    if pile:
        draw_stack_shadow(canvas, (px, py, theme.PILE_CARD, card_height(theme.PILE_CARD)))
        canvas.card(pile[-1], (px, py), theme.PILE_CARD, four_colour=t.four_colour)
    else:
        canvas.box(rect, theme.OUTLINE, radius=6, width=2)
        canvas.text(tr("empty"), theme.TEXT_SMALL, rect.center, theme.INK_DIM, anchor="center")
    if t.pointing.drop_target == PILE:
        canvas.box(rect.inflate(10, 10), theme.TARGET, radius=8, width=3)
    elif PILE in t.lit:
        canvas.box(rect.inflate(8, 8), theme.LIT, radius=8, width=2)
    _count_badge(canvas, tr("Stock {cards}", cards=stock), lay.stock_rect)
    if turn_card is not None:
        _turn_card_text(canvas, lay, stock, turn_card)
    _count_badge(canvas, tr("Pile {cards}", cards=len(pile)), rect, left=True)


def turn_card_lines(stock: int, turn_card: int) -> tuple[str, str]:
    """Where the turn card is, from the stock's count: "Turn card" "after 41 more", then "Bottom 8" "no
    bonus cards" once it was drawn (MAC-5, MAC-25)."""
    if stock < turn_card:
        return tr("Bottom {cards}", cards=turn_card - 1), tr("no bonus cards")
    above = stock - turn_card
    return tr("Turn card"), (tr("comes next") if above == 0 else ntr("after {count} more", "after {count} more", above))


def turn_card_line(stock: int, turn_card: int) -> str:
    """The same on one line, where the layout has room for one: "Turn card after 41 more", "Turn card comes
    next", "Bottom 8: no bonus cards"."""
    if stock < turn_card:
        return tr("Bottom {cards}: no bonus cards", cards=turn_card - 1)
    above = stock - turn_card
    if above == 0:
        return tr("Turn card comes next")
    return ntr("Turn card after {count} more", "Turn card after {count} more", above)


def _turn_card_text(canvas: Canvas, lay, stock: int, turn_card: int) -> None:
    if lay.turn_card_one_line:
        canvas.text(turn_card_line(stock, turn_card), theme.TEXT_SMALL, lay.turn_card_pos, theme.GOLD, bold=True,
                    anchor=lay.turn_card_anchor)
        return
    lines = turn_card_lines(stock, turn_card)
    rect = canvas.text(lines[0], theme.TEXT_SMALL + 1, lay.turn_card_pos, theme.GOLD, bold=True,
                       anchor=lay.turn_card_anchor)
    x, _ = lay.turn_card_pos
    canvas.text(lines[1], theme.TEXT_SMALL, (x, rect.bottom + 2), theme.INK_DIM, anchor=lay.turn_card_anchor)


def _count_badge(canvas: Canvas, text: str, card: pygame.Rect, left: bool = False) -> None:
    """A dark label across a card's lower edge, as the count of a stack is shown; from its ``left`` edge
    where the card's face must stay readable (the pile's top card shows its index in the lower right)."""
    w, h = canvas.text_size(text, theme.TEXT_SMALL, bold=True)
    badge = pygame.Rect(0, 0, round(w) + 14, round(h) + 4)
    badge.center = (card.centerx, card.bottom - 2)
    if left:
        badge.left = card.left - 10
    canvas.box(badge, (12, 36, 22, 225), radius=9)
    canvas.text(text, theme.TEXT_SMALL, badge.center, theme.INK, bold=True, anchor="center")


def without_top(pile: list[str], landing: Counter) -> list[str]:
    """The pile as it was before the cards still in flight to it land (a discard; at the deal, an upcard and
    the cards turned to cover a wild one)."""
    waiting = Counter(landing)
    while pile and waiting[pile[-1]] > 0:
        waiting[pile[-1]] -= 1
        pile = pile[:-1]
    return pile
