"""Painting the table from what the player may see: it reads the scene's models and changes nothing."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.core.cards import BLACK_THREES, RED_THREES, WILD_FACES, parse_cards
from game.core.pile import pile_frozen_for_everyone

from . import theme
from .canvas import Canvas, card_height
from .layout import meld_rank

if TYPE_CHECKING:
    from .table_scene import TableScene

_BAIZE_CACHE: dict[tuple[int, int], pygame.Surface] = {}


def draw_table(canvas: Canvas, t: TableScene) -> None:
    draw_baize(canvas)
    _score_panel(canvas, t)
    _log_panel(canvas, t)
    for seat in range(1, t.match.settings.players):
        _other_seat(canvas, t, seat)
    for side in range(len(t.shown["melds"])):
        _side_melds(canvas, t, side)
    _stock_and_pile(canvas, t)
    _status(canvas, t)
    _hand(canvas, t)
    _flights(canvas, t)
    for bubble in t.animations.bubbles:
        _bubble(canvas, bubble.text, bubble.pos)
    _info(canvas, t)
    for button in t.buttons:
        button.draw(canvas, hovered=button.hit(t.hover))
    if t.toast is not None:
        t.toast.draw(canvas, (640, 548))


def draw_baize(canvas: Canvas) -> None:
    """A green cloth, lighter under the lamp in the middle; drawn once per window size."""
    size = canvas.surface.get_size()
    cloth = _BAIZE_CACHE.get(size)
    if cloth is None:
        cloth = pygame.Surface(size)
        cloth.fill(theme.BAIZE_DARK)
        w, h = size
        steps = 24
        for i in range(steps):
            k = i / steps
            colour = [round(a + (b - a) * k) for a, b in zip(theme.BAIZE_DARK, theme.BAIZE_LIGHT, strict=True)]
            rect = pygame.Rect(0, 0, round(w * (1.5 - k)), round(h * (1.5 - k)))
            rect.center = (w // 2, h // 2)
            pygame.draw.ellipse(cloth, colour, rect)
        _BAIZE_CACHE.clear()
        _BAIZE_CACHE[size] = cloth
    canvas.surface.blit(cloth, (0, 0))


def _score_panel(canvas: Canvas, t: TableScene) -> None:
    """Per side: the running score, what lies on the table this hand, and the first meld's minimum."""
    r = t.layout.score_rect
    canvas.box(r, theme.PANEL, radius=10)
    d = t.shown
    canvas.text(f"Hand {d['round']}", 13, (r.x + 12, r.y + 5), theme.INK_DIM)
    canvas.text(f"game to {t.match.game.rules.target_score}", 13, (r.right - 12, r.y + 5), theme.INK_DIM,
                anchor="topright")
    for side in range(len(d["scores"])):
        y = r.y + 22 + side * 36
        canvas.text(t.match.side_name(side), theme.TEXT, (r.x + 12, y), theme.GOLD if side == 0 else theme.INK,
                    bold=True)
        canvas.text(str(d["scores"][side]), theme.TEXT, (r.right - 12, y), theme.INK, bold=True, anchor="topright")
        if d["phase"] in ("round_over", "game_over"):
            continue
        detail = f"laid {t.table_points(side)}"
        if not d["melds"][side]:
            detail = f"first meld {t.match.game.initial_meld_minimum(side)}"
        canvas.text(detail, 13, (r.x + 12, y + 20), theme.INK_DIM)


def _log_panel(canvas: Canvas, t: TableScene) -> None:
    r = t.layout.log_rect
    canvas.box(r, theme.PANEL, radius=10)
    lines = t.match.log[-4:]
    for i, line in enumerate(lines):
        colour = theme.INK if i == len(lines) - 1 else theme.INK_DIM
        canvas.text(_fit(canvas, line, theme.TEXT_SMALL, r.width - 20), theme.TEXT_SMALL,
                    (r.x + 10, r.y + 8 + i * 19), colour)


def _fit(canvas: Canvas, text: str, size: float, width: float) -> str:
    if canvas.text_size(text, size)[0] <= width:
        return text
    while text and canvas.text_size(text + "…", size)[0] > width:
        text = text[:-1]
    return text + "…"


def _other_seat(canvas: Canvas, t: TableScene, seat: int) -> None:
    count = t.shown["hands"][seat]
    for pos, angle in t.layout.back_positions(seat, count):
        canvas.card(None, pos, theme.BACK_CARD, angle)
    pos, anchor = t.layout.seat_label_pos(seat, count)
    acting = t.shown["to_act"] == seat and t.shown["phase"] in ("draw", "play", "answer")
    label = f"{t.match.names[seat]} · {count}"
    colour = theme.GOLD if acting else theme.INK
    w, _ = canvas.text_size(label, theme.TEXT, bold=True)
    pos = (min(max(pos[0], w / 2 + 6), 1274 - w / 2), pos[1])  # keep the name on screen
    rect = canvas.text(label, theme.TEXT, pos, colour, bold=True, anchor=anchor)
    if acting:
        canvas.box(rect.inflate(14, 6), (*theme.GOLD, 200), radius=8, width=2)


def _side_melds(canvas: Canvas, t: TableScene, side: int) -> None:
    d, lay = t.shown, t.layout
    melds = [parse_cards(m) for m in d["melds"][side]]
    threes = parse_cards(d["red_threes"][side])
    for pos in lay.red_three_positions(side, len(threes)):
        canvas.card(threes.pop(0), pos, theme.MELD_CARD)
    by_rank = {meld_rank(m): m for m in melds}
    columns = lay.side_columns(d, side)
    _meld_row_caption(canvas, t, side, columns, bool(parse_cards(d["red_threes"][side])))
    size = t.match.game.rules.canasta_size
    for rank, column in columns.items():
        cards = _without(by_rank[rank], t.incoming.get(("meld", side, rank), Counter()))
        if not cards:
            continue
        target = t.drop_target == ("meld", side, rank)
        if len(cards) >= size:
            _canasta(canvas, column, cards)
        else:
            for i, card in enumerate(_meld_order(cards)):
                canvas.card(card, lay.meld_card_pos(column, i), theme.MELD_CARD)
        if target:
            canvas.box(lay.meld_rect(column, len(cards), len(cards) >= size).inflate(8, 8), theme.TARGET,
                       radius=8, width=3)


def _meld_row_caption(canvas: Canvas, t: TableScene, side: int, columns: dict, red_threes: bool) -> None:
    """Whose melds a row holds, written after its last column: in four-handed play the row at the top lies
    below the partner but belongs to the other side."""
    area = t.layout.melds_rect[0 if side == 0 else 1]
    lefts = [x for x, _ in columns.values()] + ([area.x] if red_threes else [])
    x = max(lefts) + theme.MELD_CARD + 14 if lefts else area.x
    caption = t.match.side_name(side)
    if not t.shown["melds"][side]:
        caption += " · no melds yet"
    canvas.text(caption, theme.TEXT_SMALL, (x, area.y + 4), theme.INK_DIM)


def _meld_order(cards: list[str]) -> list[str]:
    """Naturals first, wild cards at the bottom of the column, as players lay them."""
    return sorted(cards, key=lambda c: (c in WILD_FACES, c))


def _without(cards: list[str], hidden: Counter) -> list[str]:
    left = Counter(hidden)
    shown = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            shown.append(card)
    return shown


def _canasta(canvas: Canvas, column: tuple[float, float], cards: list[str]) -> None:
    """A closed canasta squared up: a red card of its rank on top of a natural one, a black card of its
    rank on top of a mixed one (the badge says which, too)."""
    natural = not any(c in WILD_FACES for c in cards)
    naturals = [c for c in cards if c not in WILD_FACES]
    wanted = "HD" if natural else "SC"
    top = next((c for c in naturals if c[-1] in wanted), naturals[0] if naturals else cards[0])
    for i in range(3, 0, -1):
        canvas.card(None, (column[0] + i * 2, column[1] + i * 2), theme.MELD_CARD)
    canvas.card(top, column, theme.MELD_CARD)
    badge = pygame.Rect(0, 0, 30, 22)
    badge.center = (round(column[0] + theme.MELD_CARD / 2), round(column[1] + card_height(theme.MELD_CARD) + 12))
    canvas.box(badge, theme.RED if natural else (30, 30, 30), radius=8)
    canvas.text(str(len(cards)), theme.TEXT_SMALL, badge.center, theme.INK, bold=True, anchor="center")


def _stock_and_pile(canvas: Canvas, t: TableScene) -> None:
    d, lay = t.shown, t.layout
    stock = d["stock"]
    sx, sy = lay.stock_pos
    for i in range(min(4, stock)):
        canvas.card(None, (sx + i * 1.5, sy - i * 1.5), theme.PILE_CARD)
    if not stock:
        canvas.box(lay.stock_rect, theme.OUTLINE, radius=6, width=2)
    pile = _without_top(parse_cards(d["pile"]), t.incoming.get(("pile",), Counter()))
    rules = t.match.game.rules
    px, py = lay.pile_pos
    rect = lay.pile_rect
    if pile_frozen_for_everyone(rules, pile):
        wild = next((c for c in reversed(pile) if c in WILD_FACES or c in RED_THREES), None)
        h = card_height(theme.PILE_CARD)
        if wild is not None:  # the card that froze it lies crosswise under the pile, as at a real table
            canvas.card(wild, (px + (theme.PILE_CARD - h) / 2, py + (h - theme.PILE_CARD) / 2), theme.PILE_CARD, 90)
    if pile:
        canvas.card(pile[-1], (px, py), theme.PILE_CARD)
    else:
        canvas.box(rect, theme.OUTLINE, radius=6, width=2)
        canvas.text("empty", theme.TEXT_SMALL, rect.center, theme.INK_DIM, anchor="center")
    if t.drop_target == ("pile",):
        canvas.box(rect.inflate(10, 10), theme.TARGET, radius=8, width=3)
    _count_badge(canvas, f"Stock {stock}", lay.stock_rect)
    _count_badge(canvas, f"Pile {len(pile)}", rect)
    states = []
    if pile and pile_frozen_for_everyone(rules, pile):
        states.append("frozen")
    if pile and pile[-1] in BLACK_THREES:
        states.append("blocked")
    if states:  # beside the pile, under the status line: the meld rows below need the room
        x, _ = lay.status_pos
        canvas.text("Pile: " + " · ".join(states), theme.TEXT, (x, rect.bottom - 22), theme.GOLD, bold=True)


def _count_badge(canvas: Canvas, text: str, card: pygame.Rect) -> None:
    """A dark label across a card's lower edge, as the count of a stack is shown."""
    w, h = canvas.text_size(text, theme.TEXT_SMALL, bold=True)
    badge = pygame.Rect(0, 0, round(w) + 14, round(h) + 4)
    badge.center = (card.centerx, card.bottom - 2)
    canvas.box(badge, (12, 36, 22, 225), radius=9)
    canvas.text(text, theme.TEXT_SMALL, badge.center, theme.INK, bold=True, anchor="center")


def _without_top(pile: list[str], landing: Counter) -> list[str]:
    """The pile as it was before a discard still in flight lands on it."""
    return pile[:-1] if pile and landing[pile[-1]] else pile


def _status(canvas: Canvas, t: TableScene) -> None:
    x, y = t.layout.status_pos
    canvas.text(t.status, theme.TEXT_BIG, (x, y), theme.INK, bold=True)
    if t.substatus:
        canvas.text(t.substatus, theme.TEXT, (x, y + 36), theme.INK_DIM)


def _hand(canvas: Canvas, t: TableScene) -> None:
    cards = t.hand_cards
    positions = t.layout.hand_positions(len(cards), t.selected)
    dragging = t.dragging_indices()
    for i, (card, pos) in enumerate(zip(cards, positions, strict=True)):
        if i in dragging:
            continue
        canvas.card(card, pos, theme.HAND_CARD, four_colour=t.four_colour)
        if i in t.selected:
            canvas.box((*pos, theme.HAND_CARD, card_height(theme.HAND_CARD)), theme.SELECTED, radius=6, width=3)
        if i == t.cursor and t.keyboard_used:
            canvas.box((pos[0] - 3, pos[1] - 3, theme.HAND_CARD + 6, card_height(theme.HAND_CARD) + 6),
                       theme.TARGET, radius=8, width=2)
    if t.drag is not None and dragging:
        x, y = t.drag.pos
        for n, i in enumerate(sorted(dragging)):
            canvas.card(cards[i], (x - theme.HAND_CARD / 2 + n * 24, y - 40), theme.HAND_CARD,
                        four_colour=t.four_colour)


def _flights(canvas: Canvas, t: TableScene) -> None:
    for f in t.animations.flights:
        if not f.started:
            continue
        x, y = f.position()
        for i in range(min(f.count, 4) - 1, 0, -1):
            canvas.card(None, (x + i * 2, y + i * 2), f.width)
        canvas.card(f.card, (x, y), f.width, four_colour=t.four_colour)


def _bubble(canvas: Canvas, text: str, pos: tuple[float, float]) -> None:
    w, h = canvas.text_size(text, theme.TEXT, bold=True)
    box = pygame.Rect(0, 0, w + 28, h + 16)
    box.center = (round(pos[0]), round(pos[1]))
    box.clamp_ip(pygame.Rect(0, 0, 1280, 720))
    canvas.box(box.move(0, 3), (0, 0, 0, 90), radius=12)
    canvas.box(box, (255, 252, 236), radius=12)
    canvas.text(text, theme.TEXT, box.center, theme.BUTTON_TEXT, bold=True, anchor="center")


def _info(canvas: Canvas, t: TableScene) -> None:
    r = t.layout.info_rect
    lines = t.info_lines()
    for i, line in enumerate(lines):
        canvas.text(line, theme.TEXT_SMALL, (r.x + 4, r.y + 4 + i * 20), theme.INK_DIM if i else theme.INK)
