"""Painting the panels and texts around the play: the score panel, the log panel, the status column (whose
turn, what to do, what holds the pile: laid out by its lines' wrapped heights) and the info lines."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core import BLACK_THREES, RuleSet, parse_cards, pile_frozen_for_everyone
from game.i18n import N_, ntr, tr
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.table.match import points_text
from game.ui.table.models import PILE
from game.ui.table.painting import RESTING
from game.ui.table.painting.stock_and_pile import without_top
from game.ui.table.seats import join_names, sits_out

if TYPE_CHECKING:
    from game.ui.table.painting import TableState


def draw_score_panel(canvas: Canvas, t: TableState) -> None:
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


def draw_log_panel(canvas: Canvas, t: TableState) -> None:
    """The log's last lines, the latest brightest; its last line alone, cut short, where the panel has one row."""
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
    states = pile_states(t.view.rules, without_top(parse_cards(t.shown["pile"]), t.incoming.get(PILE, Counter())))
    if states:  # beside the pile, under the status lines: the meld rows below need the room
        y = max(y + 4, lay.pile_state_pos[1])
        add(pile_state_line(states), theme.TEXT, True, theme.GOLD)
    return lines


def pile_states(rules: RuleSet, pile: list[str]) -> list[str]:
    """What holds the pile now, in the table's words: "frozen", "blocked" (the glossary's terms, in English:
    ``tr`` says them in the language spoken)."""
    states = []
    if pile and pile_frozen_for_everyone(rules, pile):
        states.append(N_("frozen"))
    if pile and pile[-1] in BLACK_THREES:
        states.append(N_("blocked"))
    return states


def pile_state_line(states: list[str]) -> str:
    """The pile's state as the status column writes it: "Pile: frozen · blocked"."""
    return tr("Pile: {states}", states=" · ".join(tr(state) for state in states))


def draw_status(canvas: Canvas, t: TableState) -> None:
    """Whose turn and what to do, and what holds the pile (status_texts)."""
    for line in status_texts(canvas, t):
        canvas.text(line.text, line.size, line.rect.topleft, line.colour, bold=line.bold)


def draw_info(canvas: Canvas, t: TableState) -> None:
    """The lines beside the buttons (the cards selected and their points, the hand's order)."""
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
