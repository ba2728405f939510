"""Painting the table from what the player may see: it reads the scene's models and changes nothing.

The table is drawn from the seat of its view (``view.seat``: the player, or with several people the person
whose screen it is), at the bottom with his hand; where the hand may not be seen (``hand_hidden``: another
person is to act) it lies face down."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core import (
    BLACK_THREES,
    RED_THREES,
    WILD_FACES,
    RuleSet,
    parse_cards,
    pile_frozen_for_everyone,
    without_cards,
)
from game.i18n import N_, ntr, tr
from game.ui.drawing import theme
from game.ui.drawing.baize.cloth import draw_cloth
from game.ui.drawing.baize.shadows import cards_rect, draw_card_shadow, draw_stack_shadow
from game.ui.drawing.canvas import Canvas, card_height
from game.ui.drawing.motion import badge_pop, draw_flight, draw_moments, draw_squaring, squaring
from game.ui.drawing.widgets import draw_message
from game.ui.table.layout import MELD_ORDER, meld_rank
from game.ui.table.log import special_text
from game.ui.table.match import points_text
from game.ui.table.models import PILE, STOCK, MeldZone, SeatZone
from game.ui.table.seats import join_names, players_of, sits_out

if TYPE_CHECKING:
    from game.core import GameView
    from game.ui.drawing.widgets import Button, Toast
    from game.ui.table.animation import Animations, Showing
    from game.ui.table.layout import TableLayout
    from game.ui.table.match import Match
    from game.ui.table.models import HandState, PointerState, Zone


class TableState(Protocol):
    """What painting the table reads of the table scene (which this module need not know)."""

    match: Match
    view: GameView  # what the player's seat may know: the drawing reads the game through it alone
    shown: dict[str, Any]  # the view in the position format
    layout: TableLayout
    hand: HandState
    pointing: PointerState
    incoming: dict[Zone, Counter[str]]
    animations: Animations
    toast: Toast | None
    buttons: list[Button]
    menu_button: Button
    lit: set[Zone]  # where the selected cards can go now, or where a hint points
    glossary_tip: tuple[str, tuple[float, float]] | None  # a word of the table explained, and where
    status: str
    substatus: str

    @property
    def four_colour(self) -> bool: ...

    @property
    def hand_cards(self) -> list[str]: ...

    @property
    def hand_hidden(self) -> bool: ...  # another person is to act: the hand lies face down

    def dragging_indices(self) -> set[int]: ...

    def table_points(self, side: int, threes: int | None = None) -> int: ...

    def info_lines(self) -> list[str]: ...

SHOW_WIDTH = 760  # a special hand spread over the stock and the pile (layout.show_centre), at most
RESTING = (150, 178, 160)  # the name of a seat that sits the hand out (five players), dimmer than INK_DIM


def draw_table(canvas: Canvas, t: TableState) -> None:
    draw_baize(canvas)
    _score_panel(canvas, t)
    _log_panel(canvas, t)
    for seat in range(t.view.rules.player_count):
        if seat != t.view.seat:
            _other_seat(canvas, t, seat)
    for side in t.layout.melds_rect:  # the sides playing this hand
        _side_melds(canvas, t, side)
    _stock_and_pile(canvas, t)
    _status(canvas, t)
    opened = getattr(t, "opened_side", None)  # the live table's (a phone held upright); a replay opens none
    if opened is not None and opened in t.layout.melds_rect:
        _opened_side(canvas, t, opened)
    _hand(canvas, t)
    draw_moments(canvas, t.animations.moments, t.layout, t.shown, t.match.names, lambda side: laid_area(t, side),
                 t.match.you)
    _flights(canvas, t)
    for showing in t.animations.showings:
        _showing(canvas, t, showing)
    for bubble in t.animations.bubbles:
        _bubble(canvas, bubble.text, bubble.pos, t.layout.frame)
    _info(canvas, t)
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


def _score_panel(canvas: Canvas, t: TableState) -> None:
    """Per side: the running score, what lies on the table this hand, and the first meld's minimum; two
    lines per side for two sides, one line each for three or more."""
    r = t.layout.score_rect
    canvas.box(r, theme.PANEL, radius=10)
    d = t.shown
    rules = t.view.rules
    house = t.match.settings.house_rules  # the player chose rules of his own
    hand = tr("Hand {hand} · house rules", hand=d["round"]) if house else tr("Hand {hand}", hand=d["round"])
    canvas.text(hand, 13, (r.x + 12, r.y + 5), theme.INK_DIM)
    ending = tr("game to {points}", points=rules.target_score) if rules.target_score is not None else \
        ntr("{count} hand", "{count} hands", rules.max_rounds)
    canvas.text(ending, 13, (r.right - 12, r.y + 5), theme.INK_DIM, anchor="topright")
    playing = d["phase"] not in ("round_over", "game_over")
    sides = range(len(d["scores"]))
    names = [t.match.score_name(side) for side in sides]
    scores = [points_text(score) for score in d["scores"]]
    details = [_laid_or_needed(t, index) if playing else "" for index in sides]
    out = [_sitting_out(t, index) for index in sides]
    if t.layout.compact_scores:
        details = [tr("sits out") if out[i] == [i] else detail for i, detail in enumerate(details)]
        _score_lines(canvas, r, t.layout.score_line, names, details, scores, [bool(seats) for seats in out],
                     t.match.score_index(t.view.seat))
        return
    for i, seats in enumerate(out):  # a team of three: who of it sits this hand out
        if seats:
            sitter = tr("You sit out") if seats == [t.match.you] else \
                tr("{names} sits out", names=join_names([t.match.names[s] for s in seats]))
            details[i] = " · ".join(filter(None, [details[i], sitter]))
    # A team of three's name may need the whole first line: then every score moves to the second
    beside = all(canvas.text_size(name, theme.TEXT, bold=True)[0] + canvas.text_size(score, theme.TEXT, bold=True)[0]
                 + 36 <= r.width for name, score in zip(names, scores, strict=True))
    ours = t.match.score_index(t.view.seat)
    for side in sides:
        y = r.y + 22 + side * 36
        size = theme.TEXT if beside else theme.TEXT_SMALL + 1
        colour = theme.GOLD if side == ours else theme.INK
        name, name_size = canvas.shrunk(names[side], size, r.width - 24, bold=True, smallest=size - 3)
        canvas.text(name, name_size, (r.x + 12, y), colour, bold=True)
        score_y = y if beside else y + 17
        canvas.text(scores[side], size, (r.right - 12, score_y), theme.INK, bold=True, anchor="topright")
        canvas.text(details[side], 13, (r.x + 12, y + (20 if beside else 18)), theme.INK_DIM)


def _laid_or_needed(t: TableState, index: int) -> str:
    """What the side (or the seat, where scores are kept per seat) has laid, or needs for its first meld."""
    view = t.view
    side = view.side_of(index) if t.match.scores_by_seat else index
    if t.shown["melds"][side]:
        threes = view.threes_holder(index) if t.match.scores_by_seat else None
        return tr("laid {points}", points=t.table_points(side, threes=threes))
    minimum = view.opening_minimum(index) if t.match.scores_by_seat else view.initial_meld_minimum(side)
    return tr("first meld {points}", points=minimum)


def _sitting_out(t: TableState, index: int) -> list[int]:
    """The seats of score ``index`` (a seat's, or a side's) that sit this hand out (five players, X1-8)."""
    view = t.view
    seats = [index] if t.match.scores_by_seat else view.seats_of(index)
    return [seat for seat in seats if sits_out(view, seat)]


def _score_lines(canvas: Canvas, r: pygame.Rect, line: int, names: list[str], details: list[str],
                 scores: list[str], resting: list[bool], ours: int = 0) -> None:
    """One line per side: name, what it laid (or needs to open), score; dimmed for one sitting out."""
    size = theme.TEXT_SMALL + 1 if line >= 24 else theme.TEXT_SMALL
    for side, (name, detail, score) in enumerate(zip(names, details, scores, strict=True)):
        y = r.y + 24 + side * line
        detail_left = r.right - 72 - canvas.text_size(detail, 13)[0]
        colour = theme.GOLD if side == ours else RESTING if resting[side] else theme.INK
        shown, name_size = canvas.shrunk(name, size, detail_left - r.x - 20, bold=True, smallest=size - 3)
        canvas.text(shown, name_size, (r.x + 12, y), colour, bold=True)
        canvas.text(detail, 13, (r.right - 66, y + 2), theme.INK_DIM, anchor="topright")
        canvas.text(score, size, (r.right - 12, y), theme.INK, bold=True, anchor="topright")


def shown_log(t: TableState) -> list[str]:
    """The log as far as the table has shown it: while the cards are dealt, the deal's own lines (a red three
    laid out) wait for the cards they tell of."""
    log = t.match.log
    if t.match.deal_log_tail and any(m.kind == "deal" for m in t.animations.moments):
        return log[:len(log) - t.match.deal_log_tail]
    return log


_LOG_LINE: list = [None, ""]  # the log's last line as cut to one row, and what it was cut for


def _log_panel(canvas: Canvas, t: TableState) -> None:
    r = t.layout.log_rect
    canvas.box(r, theme.PANEL, radius=10)
    if t.layout.log_rows == 1:  # a phone held upright: the last line, cut short; a tap opens the whole log
        last = shown_log(t)[-1:]
        if last:
            key = (last[0], r.width, canvas.scale)
            if _LOG_LINE[0] != key:  # cut short once, not every frame
                _LOG_LINE[:] = [key, canvas.fit(last[0], theme.TEXT_SMALL, r.width - 20)]
            canvas.text(_LOG_LINE[1], theme.TEXT_SMALL, (r.x + 10, r.centery), theme.INK, anchor="midleft")
        return
    rows: list[tuple[str, bool]] = []  # the last lines, long ones broken (a special hand's fourteen cards)
    lines = shown_log(t)[-4:]
    for n, line in enumerate(lines):
        last = n == len(lines) - 1
        rows += [(part, last) for part in canvas.wrap(line, theme.TEXT_SMALL, r.width - 20)]
    for i, (row, last) in enumerate(rows[-4:]):
        canvas.text(row, theme.TEXT_SMALL, (r.x + 10, r.y + 8 + i * 19), theme.INK if last else theme.INK_DIM)


def _other_seat(canvas: Canvas, t: TableState, seat: int) -> None:
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


def _side_melds(canvas: Canvas, t: TableState, side: int) -> None:
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


def _opened_side(canvas: Canvas, t: TableState, side: int) -> None:
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


def _stock_and_pile(canvas: Canvas, t: TableState) -> None:
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
    pile = _without_top(parse_cards(d["pile"]), t.incoming.get(PILE, Counter()))
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


def pile_states(rules: RuleSet, pile: list[str]) -> list[str]:
    """What holds the pile now, in the table's words: "frozen", "blocked" (the glossary's terms, in English:
    ``tr`` says them in the language spoken)."""
    states = []
    if pile and pile_frozen_for_everyone(rules, pile):
        states.append(N_("frozen"))
    if pile and pile[-1] in BLACK_THREES:
        states.append(N_("blocked"))
    return states


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


def _without_top(pile: list[str], landing: Counter) -> list[str]:
    """The pile as it was before the cards still in flight to it land (a discard; at the deal, an upcard and
    the cards turned to cover a wild one)."""
    waiting = Counter(landing)
    while pile and waiting[pile[-1]] > 0:
        waiting[pile[-1]] -= 1
        pile = pile[:-1]
    return pile


@dataclass(frozen=True)
class StatusText:
    """A line of the status column, and where it is drawn."""

    text: str
    size: float
    bold: bool
    colour: tuple[int, ...]
    rect: pygame.Rect


STATUS_SMALLEST = 20  # the status line shrinks down to this size to stay on one line, before it wraps
STATUS_GAP = 8  # between the status line and the line under it


def status_texts(canvas: Canvas, t: TableState) -> list[StatusText]:
    """The status column, line by line: whose turn and what to do (shrunk a little to keep to one line, else
    wrapped), what else to know (wrapped), then the pile's state ("Pile: frozen · blocked"), each under the
    last by its real height, so no line is drawn over another whatever the language; the pile's state no
    higher than its place beside the pile's foot."""
    lay = t.layout
    x, y = lay.status_pos
    width = lay.status_width
    lines: list[StatusText] = []

    def add(text: str, size: float, bold: bool, colour: tuple[int, ...]) -> None:
        nonlocal y
        w, h = canvas.text_size(text, size, bold)
        lines.append(StatusText(text, size, bold, colour, pygame.Rect(round(x), round(y), round(w), round(h))))
        y += h

    size = canvas.fitting_size(t.status, lay.status_size, width, bold=True, smallest=STATUS_SMALLEST)
    for line in canvas.wrap(t.status, size, width, bold=True, balanced=True):
        add(line, size, True, theme.INK)
    if lines:
        y += STATUS_GAP
    for line in canvas.wrap(t.substatus, theme.TEXT, width, balanced=True):
        add(line, theme.TEXT, False, theme.INK_DIM)
    states = pile_states(t.view.rules, _without_top(parse_cards(t.shown["pile"]), t.incoming.get(PILE, Counter())))
    if states:  # beside the pile, under the status lines: the meld rows below need the room
        y = max(y + 4, lay.pile_state_pos[1])
        add(pile_state_line(states), theme.TEXT, True, theme.GOLD)
    return lines


def pile_state_line(states: list[str]) -> str:
    return tr("Pile: {states}", states=" · ".join(tr(state) for state in states))


def _status(canvas: Canvas, t: TableState) -> None:
    """Whose turn and what to do, and what holds the pile (status_texts)."""
    for line in status_texts(canvas, t):
        canvas.text(line.text, line.size, line.rect.topleft, line.colour, bold=line.bold)


def _hand(canvas: Canvas, t: TableState) -> None:
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


SHADOWED_FLIGHTS = 4  # more cards in the air at once (a deal) fly without shadows: too quick to see, dear to draw


def _flights(canvas: Canvas, t: TableState) -> None:
    flying = [f for f in t.animations.flights if f.started]
    for f in flying:
        draw_flight(canvas, f, t.four_colour, shadow=len(flying) <= SHADOWED_FLIGHTS)


def _showing(canvas: Canvas, t: TableState, showing: Showing) -> None:
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


def _bubble(canvas: Canvas, text: str, pos: tuple[float, float], frame: pygame.Rect) -> None:
    w, h = canvas.text_size(text, theme.TEXT, bold=True)
    box = pygame.Rect(0, 0, w + 28, h + 16)
    box.center = (round(pos[0]), round(pos[1]))
    box.clamp_ip(frame)
    canvas.box(box.move(0, 3), (0, 0, 0, 90), radius=12)
    canvas.box(box, (255, 252, 236), radius=12)
    canvas.text(text, theme.TEXT, box.center, theme.BUTTON_TEXT, bold=True, anchor="center")


def _info(canvas: Canvas, t: TableState) -> None:
    r = t.layout.info_rect
    lines = t.info_lines()
    rows = t.layout.info_rows  # in columns of that many lines, side by side (a phone held upright)
    columns = max(1, -(-len(lines) // rows))
    width = r.width / columns
    for i, line in enumerate(lines):
        column, row = divmod(i, rows)
        text = canvas.fit(line, theme.TEXT_SMALL, width - 8) if columns > 1 else line
        canvas.text(text, theme.TEXT_SMALL, (r.x + 4 + column * width, r.y + 4 + row * 20),
                    theme.INK_DIM if i else theme.INK)
