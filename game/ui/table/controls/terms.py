"""The word of the glossary (help/glossary.py) that a point of the table shows: what the pointer resting there,
or a finger pressing it, has explained."""

from __future__ import annotations

from pygame import Rect

from game.core import WILD_FACES, parse_cards
from game.ui.drawing.canvas import card_height
from game.ui.table.controls import Table
from game.ui.table.layout import meld_rank
from game.ui.table.painting.panels import pile_state_line, pile_states, status_texts
from game.ui.table.seats import sits_out


def term_at(t: Table, pos: tuple[float, float]) -> str | None:
    """The word of the glossary that what lies at ``pos`` shows: the pile's state, the stock, the pile,
    a side's laid points or first-meld minimum, a meld or canasta, the threes, the turn card."""
    lay, view = t.layout, t.view
    pile = parse_cards(t.shown["pile"])
    states = pile_states(view.rules, pile)
    written = pile_state_line(states) if states else None
    line = next((line for line in status_texts(t.app.canvas, t) if line.text == written), None)
    if line is not None and line.rect.collidepoint(pos):  # "Pile: frozen · blocked": the word pointed at
        first = t.app.canvas.text_size(pile_state_line(states[:1]), line.size, line.bold)[0]
        return states[0] if pos[0] < line.rect.x + first else states[-1]
    if view.rules.turn_card_from_bottom is not None:
        if lay.turn_card_rect().collidepoint(pos):
            return "turn card"
        if anchored(lay.turn_card_pos, lay.turn_card_anchor, (170, 36)).collidepoint(pos):
            return "bonus cards"  # its two lines: how far off it lies, and whether bonus cards are still due
    for seat in range(view.rules.player_count):
        if sits_out(view, seat) and seat != t.seat:
            place, anchor = lay.sitter_label_pos(seat)
            if anchored(place, anchor, (170, 44)).collidepoint(pos):
                return "sits out"
    if lay.stock_rect.collidepoint(pos):
        return "stock"
    if lay.pile_rect.collidepoint(pos):
        return "pile"
    if lay.score_rect.collidepoint(pos):  # the line under a side's name: what it laid, or needs
        index = min(max(int((pos[1] - lay.score_rect.y - 22) // 36), 0), len(view.scores) - 1)
        side = view.side_of(index) if t.match.scores_by_seat else index
        return "laid" if view.has_melded(side) else "first meld"
    size = view.rules.canasta_size
    for side in lay.melds_rect:
        melds = {meld_rank(m): m for m in map(parse_cards, t.shown["melds"][side])}
        for rank, rect in t.meld_rects(side).items():
            if rect.inflate(0, 40).collidepoint(pos):  # the badge under a canasta too
                cards = melds[rank]
                if len(cards) < size:
                    return "meld"
                if rank in view.dead_ranks(side) and pos[1] > rect.bottom + 22:
                    return "dead"
                return "mixed canasta" if any(c in WILD_FACES for c in cards) else "natural canasta"
        for _, (x, y) in lay.side_threes(t.shown, side):
            if Rect(x, y, lay.meld_card, card_height(lay.meld_card)).collidepoint(pos):
                return "red three"
    return None


def anchored(pos: tuple[float, float], anchor: str, size: tuple[float, float]) -> Rect:
    """The box of ``size`` placed at ``pos`` by its ``anchor`` ("topleft", "midtop", ...), as text is drawn."""
    box = Rect(0, 0, *size)
    setattr(box, anchor, (round(pos[0]), round(pos[1])))
    return box
