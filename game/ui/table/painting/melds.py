"""Painting the sides' melds: each side's row of melds and threes, captioned with whose they are; a closed
canasta squared up with its badge; another side's melds opened in full over the table (a phone held upright);
and the area a side's melds cover (where a moment's banner goes)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.core import WILD_FACES, parse_cards, without_cards
from game.i18n import tr
from game.ui.drawing import theme
from game.ui.drawing.baize.shadows import cards_rect, draw_stack_shadow
from game.ui.drawing.canvas import Canvas, card_height
from game.ui.drawing.motion import badge_pop, draw_squaring, squaring
from game.ui.table.layout import MELD_ORDER, meld_rank
from game.ui.table.match import points_text
from game.ui.table.models import MeldZone
from game.ui.table.seats import join_names, players_of

if TYPE_CHECKING:
    from game.ui.table.painting import TableState


def draw_side_melds(canvas: Canvas, t: TableState, side: int) -> None:
    """A side's row: its threes laid out, then its melds by rank, a column each (a canasta squared up
    with its badge, one just closed sliding together), captioned with whose they are; ringed where the
    cards dragged would drop or where they may go."""
    d, lay = t.shown, t.layout
    melds = [parse_cards(m) for m in d["melds"][side]]
    spots = lay.side_threes(d, side)
    flying = Counter(t.incoming.get(("threes", side), Counter()))
    shown_threes = []
    for card, pos in reversed(spots):  # the threes still in flight are the last laid of their kind
        if flying[card]:
            flying[card] -= 1
        else:
            shown_threes.append((card, pos))
    if shown_threes:
        draw_stack_shadow(canvas, cards_rect([pos for _, pos in shown_threes], lay.meld_card,
                                             card_height(lay.meld_card)))
    for card, pos in reversed(shown_threes):
        canvas.card(card, pos, lay.meld_card, four_colour=t.four_colour)
    by_rank = {meld_rank(m): m for m in melds}
    columns = lay.side_columns(d, side)
    _meld_row_caption(canvas, t, side, columns, [pos[0] for _, pos in spots])
    view = t.view
    size = view.rules.canasta_size
    dead = view.dead_ranks(side)
    moments = t.animations.moments
    order = columns.items()
    if moments:  # a canasta just closed is drawn last of its row, its popping badge over its neighbours
        order = sorted(order, key=lambda item: badge_pop(moments, side, item[0]) > 1)
    for rank, column in order:
        cards = without_cards(by_rank[rank], t.incoming.get(MeldZone(side, rank), Counter()).elements())
        if not cards:
            continue
        target = t.pointing.drop_target == MeldZone(side, rank) and side == view.side_of(view.seat)
        squared = squaring(t.animations.moments, side, rank) if len(cards) >= size else None
        if squared is not None:  # just closed: its cards slide together
            draw_squaring(canvas, lay, column, _meld_order(cards), squared, t.four_colour)
        elif len(cards) >= size:
            _canasta(canvas, column, cards, lay.meld_card, rank in dead, view.canasta_bonus(side, rank), t.four_colour,
                     badge_pop(moments, side, rank) if moments else 1.0)
        else:
            ordered = _meld_order(cards)
            draw_stack_shadow(canvas, lay.meld_rect(column, len(ordered), False))
            for i, card in enumerate(ordered):
                pos = lay.meld_card_pos(column, i)
                canvas.card(card, pos, lay.meld_card, four_colour=t.four_colour)
                if card in WILD_FACES:  # a wild card in a meld is framed, so a mixed meld reads at a glance
                    canvas.box((*pos, lay.meld_card, card_height(lay.meld_card)), theme.GOLD, radius=4, width=2)
            _progress(canvas, lay.meld_card_pos(column, len(ordered) - 1), lay.meld_card, len(cards), size)
        if target:
            canvas.box(lay.meld_rect(column, len(cards), len(cards) >= size).inflate(8, 8), theme.TARGET,
                       radius=8, width=3)
        elif MeldZone(side, rank) in t.lit:
            canvas.box(lay.meld_rect(column, len(cards), len(cards) >= size).inflate(6, 6), theme.LIT,
                       radius=8, width=2)


def draw_opened_side(canvas: Canvas, t: TableState, side: int) -> None:
    """Another side's melds in full, over the middle of the table (a tap on its compact row opened them): its
    threes, then its melds in rank order, in rows of the largest cards that fit; a tap closes it."""
    lay, view, d = t.layout, t.view, t.shown
    size = view.rules.canasta_size
    by_rank = {meld_rank(m): m for m in map(parse_cards, d["melds"][side])}
    ranks = sorted(by_rank, key=MELD_ORDER.index)
    threes = lay.three_groups(parse_cards(d["red_threes"][side]))
    longest = max([len(by_rank[r]) for r in ranks if len(by_rank[r]) < size] + [len(g) for g in threes] + [1])
    width, step, spots = lay.opened_columns(len(threes) + len(ranks), longest)
    panel = lay.opened_rect()
    canvas.box(panel.move(0, 4), (0, 0, 0, 110), radius=12)
    canvas.box(panel, theme.PANEL_SOLID, radius=12)
    canvas.box(panel, (*theme.GOLD, 180), radius=12, width=2)
    players = players_of(view, side, view.seat)
    name = join_names([t.match.names[s] for s in players]) if players else t.match.side_name(side)
    title, title_size = canvas.shrunk(name, theme.TEXT, panel.width - 24, bold=True)
    canvas.text(title, title_size, (panel.x + 12, panel.y + 8), theme.GOLD, bold=True)
    dead = view.dead_ranks(side)
    for group, spot in zip(threes, spots, strict=False):
        for i, card in enumerate(group):
            canvas.card(card, (spot[0], spot[1] + i * step), width, four_colour=t.four_colour)
    for rank, spot in zip(ranks, spots[len(threes):], strict=True):
        cards = by_rank[rank]
        if len(cards) >= size:
            _canasta(canvas, spot, cards, width, rank in dead, view.canasta_bonus(side, rank), t.four_colour)
            continue
        ordered = _meld_order(cards)
        for i, card in enumerate(ordered):
            canvas.card(card, (spot[0], spot[1] + i * step), width, four_colour=t.four_colour)
        _progress(canvas, (spot[0], spot[1] + (len(ordered) - 1) * step), width, len(cards), size)


def _meld_row_caption(canvas: Canvas, t: TableState, side: int, columns: dict, three_lefts: list[float]) -> None:
    """Whose melds an area holds, after its last column or above its first (the layout says which): in
    four-handed play the row at the top lies below the partner but belongs to the other side."""
    pos, anchor, width = t.layout.caption_place(side, [x for x, _ in columns.values()] + three_lefts)
    view = t.view
    players = players_of(view, side, view.seat)  # this hand's: a team of three plays two, five each for himself pair up
    caption = join_names([t.match.names[s] for s in players]) if players else t.match.side_name(side)
    if not view.seats_of(side) and side < view.rules.player_count:  # its player joined a partnership
        caption = tr("{names} · melds with {side}", names=caption, side=t.match.side_name(view.side_of(side)))
    elif not t.shown["melds"][side]:
        caption = tr("{names} · no melds yet", names=caption)
    caption, size = canvas.shrunk(caption, theme.TEXT_SMALL, width)
    ours = side == view.side_of(view.seat)  # the player's side: his team's even while he sits out
    canvas.text(caption, size, pos, theme.GOLD if ours else theme.INK_DIM, anchor=anchor)


def _meld_order(cards: list[str]) -> list[str]:
    """Naturals first, wild cards at the bottom of the column, as players lay them."""
    return sorted(cards, key=lambda c: (c in WILD_FACES, c))


def _progress(canvas: Canvas, last: tuple[float, float], width: float, count: int, size: int) -> None:
    """How far an unfinished meld is from a canasta ("5/7"), on the foot of its last card."""
    text = f"{count}/{size}"
    pill = pygame.Rect(0, 0, canvas.text_size(text, 12, bold=True)[0] + 10, 17)
    pill.midbottom = (round(last[0] + width / 2), round(last[1] + card_height(width) - 3))
    canvas.box(pill, (20, 40, 28, 215), radius=8)
    canvas.text(text, 12, pill.center, theme.INK, bold=True, anchor="center")


def _canasta(canvas: Canvas, column: tuple[float, float], cards: list[str], width: float, dead: bool = False,
             value: int = 0, four_colour: bool = False, pop: float = 1.0) -> None:
    """A closed canasta squared up: a red card of its rank on top of a natural one, a black card of its
    rank on top of a mixed one; the badge, red or black as the canasta, gives what it scores and how many
    cards it holds; under it, "dead" where the canasta closed its rank for everyone (MAC-16)."""
    natural = not any(c in WILD_FACES for c in cards)
    naturals = [c for c in cards if c not in WILD_FACES]
    wanted = "HD" if natural else "SC"  # hearts and spades first: red and black in a four-colour deck too
    top = next((c for suit in wanted for c in naturals if c[-1] == suit), naturals[0] if naturals else cards[0])
    draw_stack_shadow(canvas, (column[0] + 6, column[1] + 6, width, card_height(width)))
    for i in range(3, 0, -1):
        canvas.card(None, (column[0] + i * 2, column[1] + i * 2), width)
    canvas.card(top, column, width, four_colour=four_colour)
    label = f"{points_text(value)} · {len(cards)}" if value else str(len(cards))
    size = round(13 * pop)  # whole sizes: a pop renders its label a few times, not once a frame
    badge = pygame.Rect(0, 0, max(30, canvas.text_size(label, size, bold=True)[0] + 12), round(22 * size / 13))
    badge.center = (round(column[0] + width / 2), round(column[1] + card_height(width) + 12))
    canvas.box(badge, theme.RED if natural else (30, 30, 30), radius=8)
    if pop > 1:  # just closed: its badge pops, ringed in gold
        canvas.box(badge.inflate(4, 4), theme.GOLD, radius=10, width=2)
    canvas.text(label, size, badge.center, theme.INK, bold=True, anchor="center")
    if dead:
        mark = pygame.Rect(0, 0, 40, 16)
        mark.midtop = (badge.centerx, badge.bottom + 3)
        canvas.box(mark, theme.DEAD, radius=6)
        canvas.text(tr("dead"), 12, mark.center, theme.INK, bold=True, anchor="center")


def laid_area(t: TableState, side: int) -> pygame.Rect | None:
    """Where a side's melds and threes lie (None: it has laid nothing, or has no row this hand)."""
    lay = t.layout
    if side not in lay.melds_rect:
        return None
    size = t.view.rules.canasta_size
    melds = {meld_rank(m): len(m) for m in map(parse_cards, t.shown["melds"][side])}
    rects = [lay.meld_rect(column, melds[rank], melds[rank] >= size)
             for rank, column in lay.side_columns(t.shown, side).items()]
    height = card_height(lay.meld_card)
    rects += [pygame.Rect(x, y, lay.meld_card, height) for _, (x, y) in lay.side_threes(t.shown, side)]
    return rects[0].unionall(rects[1:]) if rects else None
