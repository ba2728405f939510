"""Dialogs over the table: the partner's question and the score sheet.  The table beneath is paused."""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from pygame import Rect

from game.core import Answer, GameView, Move
from game.i18n import N_, reason_text, tr
from game.ui.app import SPEEDS, App
from game.ui.drawing import theme
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button
from game.ui.input import Click, Key, UiEvent
from game.ui.places import Places
from game.ui.scenes.modal import PAD, Modal
from game.ui.table.animation import CountUp
from game.ui.table.log import card_text, special_text
from game.ui.table.match import Match, new_seed, points_text
from game.ui.table.models import REVIEW_SLICE, ReviewWork, review_progress
from game.ui.table.seats import join_names, sits_out

SIDES_LEFT, SIDES_RIGHT = 470, 1010  # the score sheet's columns of figures, one per side
WIDE_FROM = 4  # so many columns or more (five each for himself) widen the sheet, so every name fits
WIDE_SHIFT = 110  # how far a wide sheet reaches further out on either side
SCORE_ROWS = (("melded", N_("Cards melded")), ("canastas", N_("Canastas")), ("penalties", N_("Unfinished melds")),
              ("red_threes", N_("Red threes")), ("going_out", N_("Going out")), ("special_hand", N_("Special hand")),
              ("hand", N_("Cards left in hand")), ("total", N_("This hand")))
OPTIONAL_ROWS = ("penalties", "special_hand")  # shown only where the variant scores them (MAC-34, MAC-35)
BUTTON_WIDTH, BUTTON_GAP, BUTTONS_TOP = 230, 12, 548  # the sheet's buttons, in a row along its foot
ADVICE_LINES = 3  # the partner's question: the hint's answer and why, under it
COUNT_TIME = 1.2  # seconds the figures count up at normal speed; a click (off the buttons) shows them at once


class HandTable(Protocol):
    """What a dialog needs of the table beneath it (the table scene, which this module need not know)."""

    match: Match
    view: GameView  # what the player's seat may know: the dialogs read the game through it
    seat: int  # whose screen it is (the player; with several people, the person who has it now)

    def play_human(self, intent: Move | str) -> bool: ...

    def continue_after_hand(self) -> None: ...

    def open_menu(self) -> None: ...


class Dialog(Modal):
    """A panel over the table, which it reads and acts on."""

    def __init__(self, app: App, table: HandTable, rect: Rect) -> None:
        super().__init__(app, rect)
        self.table = table


class GoOutQuestion(Dialog):
    """The partner asks "may I go out?"; the player's answer binds him (C-OUT-5)."""

    def __init__(self, app: App, table: HandTable) -> None:
        super().__init__(app, table, Rect(380, 240, 520, 230))
        self.buttons = [Button(tr("Yes"), Rect(410, 410, 140, 40), lambda: self._answer(True), "y", True),
                        Button(tr("No"), Rect(570, 410, 140, 40), lambda: self._answer(False), "n"),
                        Button(tr("Hint"), Rect(730, 410, 140, 40), self._hint, "h")]
        self.advice = ""  # the hint's answer and why, once asked
        self.laid_out()

    def layout(self, p: Places) -> None:
        """The question, what each answer means and room for the hint's lines over the buttons: 520 wide,
        upright as wide as the frame and as tall as the words wrapped need."""
        width = self.panel_width(p, self.design.width)
        self.place(p, width, self.design.height)
        buttons = self.buttons_height(p)
        height = self._advice_top() + ADVICE_LINES * 24 + 12 + buttons + 20
        self.place(p, width, max(0 if p.portrait else self.design.height, height))
        self.lay_buttons(self.buttons, self.rect.height - 20 - buttons)

    def _words(self) -> tuple[list[str], list[str]]:
        canvas, width = self.app.canvas, self.rect.width - 2 * PAD
        return (canvas.wrap(self.question(), theme.TEXT_BIG, width, bold=True, balanced=True),
                canvas.wrap(tr("Yes: he must go out now.  No: he may not this turn."), theme.TEXT, width,
                            balanced=True))

    def _advice_top(self) -> int:
        question, meaning = self._words()
        return 28 + 34 * len(question) + 12 + 24 * len(meaning) + 8

    def _answer(self, yes: bool) -> None:
        self.app.pop()
        self.table.play_human(Answer(yes))

    def _hint(self) -> None:
        match = self.table.match
        self.advice = reason_text(match.hint().reason, card_text, match.names)

    def question(self) -> str:
        match = self.table.match
        asker = self.table.view.turn.asker  # with two partners, either may ask
        if asker is None:
            return tr("Your partner asks: may I go out?")
        return tr("{name} asks: may I go out?", name=match.names[asker])

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        x, top = self.rect.centerx, self.rect.top
        question, meaning = self._words()
        for i, line in enumerate(question):
            canvas.text(line, theme.TEXT_BIG, (x, top + 28 + 34 * i), theme.INK, bold=True, anchor="midtop")
        y = top + 28 + 34 * len(question) + 12
        for i, line in enumerate(meaning):
            canvas.text(line, theme.TEXT, (x, y + 24 * i), theme.INK_DIM, anchor="midtop")
        y = top + self._advice_top()
        for i, line in enumerate(canvas.wrap(self.advice, theme.TEXT, self.rect.width - 2 * PAD,
                                             most=ADVICE_LINES)):
            canvas.text(line, theme.TEXT, (x, y + 24 * i), theme.GOLD, anchor="midtop")


class ScoreSheet(Dialog):
    """After each hand: the breakdown per side, the running totals, and the winner at the end."""

    def __init__(self, app: App, table: HandTable) -> None:
        self.wide = len(table.view.scores) >= WIDE_FROM
        shift = WIDE_SHIFT if self.wide else 0
        super().__init__(app, table, Rect(250 - shift, 110, 780 + 2 * shift, 500))
        over = table.match.is_over
        self.counting = CountUp(COUNT_TIME * SPEEDS[app.settings.speed])
        self.review = ReviewWork.of(table.match, table.seat)  # worked out while the sheet is read; a save from
        # before the hand's start was kept has none
        way_on = Button(tr("Next hand"), Rect(0, 0, 0, 0), self._continue, "return", True)
        self.on_escape = table.open_menu  # the table's menu, over the sheet: rules, settings, main menu
        if over:  # the game is counted and kept: the sheet may be left either way, by Esc too
            way_on = Button(tr("Main menu"), Rect(0, 0, 0, 0), self._continue, "escape")
            self.on_escape = self._continue
        others = []
        if over and not table.match.deal_again:
            others.append(Button(tr("New game"), Rect(0, 0, 0, 0), self._new_game, "return", True))
        if self.review is not None:
            others.append(Button(tr("Review"), Rect(0, 0, 0, 0), self._open_review, "r"))
        if table.match.hand_start is not None and not table.match.several_people:
            others.append(Button(tr("Same deal again…"), Rect(0, 0, 0, 0), self._same_deal, "d"))
        self.buttons = [way_on, *others]  # the way on first; laid out left to right as read, the main one last
        self.centres: list[float] = []  # each side's column of figures
        self.figures = float(theme.TEXT)  # their size: smaller upright, where many sides share a narrow sheet
        self.label_room = 0.0  # upright: the rows' names take this much, wrapped where they are longer
        if self.review is not None:
            self._label_review()
        self.laid_out()

    def _in_order(self) -> list[Button]:
        """The buttons left to right as read (top to bottom upright), the main one last."""
        return [b for b in reversed(self.buttons) if not b.primary] + [b for b in self.buttons if b.primary]

    def layout(self, p: Places) -> None:
        """Landscape: the sheet as designed, centred.  Upright: as wide as the frame, the rows' names in the
        left part, the sides' figures sharing the rest (smaller where many sides share it), the buttons in a
        row where they fit, else one above the other, and as tall as all that needs."""
        if not p.portrait:
            self.place(p, self.design.width, self.design.height)
            dx = self.rect.x - self.design.x
            self.centres = [c + dx for c in _columns(len(self.table.view.scores), WIDE_SHIFT if self.wide else 0)]
            self.figures, self.label_room = theme.TEXT, 0.0
            _in_a_row(self._in_order(), self.rect, self.rect.top + BUTTONS_TOP - self.design.top)
            return
        canvas, sides = self.app.canvas, max(1, len(self.table.view.scores))
        self.place(p, self.panel_width(p, self.design.width), self.design.height)
        inner = self.rect.width - 2 * 20
        self.label_room = round(inner * (0.42 if sides <= 2 else 0.36))
        pitch = (inner - self.label_room) / sides
        self.centres = [self.rect.x + 20 + self.label_room + pitch * (i + 0.5) for i in range(sides)]
        self.figures = canvas.fitting_size("+10,000", theme.TEXT, pitch - 4, smallest=11)
        buttons = self.buttons_height(p, self._in_order())
        height = self._content_height(p) + 16 + buttons + 18
        self.place(p, self.rect.width, height)  # as wide as before: the columns stay where they were put
        self.lay_buttons(self._in_order(), height - 18 - buttons)

    def _content_height(self, p: Places) -> int:
        """Upright: from the sheet's top to the end of its words (the buttons go under them)."""
        return self._rows_top() + self._row_step() * len(self._rows()) + (100 if self.table.match.is_over else 60)

    def _same_deal(self) -> None:
        match, view = self.table.match, self.table.view
        if match.hand_start is None:
            return
        scores = view.round_scores
        before = int(scores[match.score_index()]["total"]) if scores else None
        self.app.push(self.app.open("deal_again", match.settings, match.hand_start, view.round, before,
                                    not match.is_over and not match.deal_again))

    def _new_game(self) -> None:
        """The same game and players, dealt afresh (the game over is counted and kept)."""
        settings = self.table.match.settings
        self.app.replace_game(lambda: Match(replace(settings, seed=new_seed())),
                              tr("The new one: the same game and players, dealt afresh."))

    def _continue(self) -> None:
        self.app.pop()
        self.table.continue_after_hand()

    def handle(self, event: UiEvent) -> None:
        if not self.counting.done and (isinstance(event, Click) and not any(b.hit(event.pos) for b in self.buttons)
                                       or isinstance(event, Key) and all(b.key != event.name for b in self.buttons)):
            self.counting.finish()  # the figures at once; the buttons act as ever
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.counting.update(dt)
        master = self.table.match.master
        playing = master is not None and not master.done  # the master's game of the deal, played on while read
        reviewing = self.review is not None and not self.review.done
        budget = self.app.work_slice(REVIEW_SLICE) / (2 if playing and reviewing else 1)  # one frame's, shared
        if master is not None and playing:
            master.step(budget)
        if self.review is not None and reviewing:
            self.review.step(budget)
            self._label_review()

    def _label_review(self) -> None:
        assert self.review is not None
        button = next(b for b in self.buttons if b.action == self._open_review)
        button.detail = review_progress(self.review)
        button.refused = "" if self.review.done else tr("The review is still being worked out")

    def _open_review(self) -> None:
        if self.review is not None and self.review.shown is not None:
            self.app.push(self.app.open("review", self.table.match, self.review.shown, self.review.decisions,
                                        self.table.seat))

    def _rows(self) -> list[tuple[str, str]]:
        scores = self.table.view.round_scores or []
        return [(key, label) for key, label in SCORE_ROWS
                if key not in OPTIONAL_ROWS or any(parts.get(key) for parts in scores)]

    def _row_step(self) -> int:
        return 34 if len(self._rows()) <= 6 else 28  # more rows in less room

    def _heads(self, canvas: Canvas) -> list[list[tuple[str, tuple, bool]]]:
        centres = self.centres
        width = (centres[1] - centres[0] if len(centres) > 1 else SIDES_RIGHT - SIDES_LEFT) - 12
        return [self._head(canvas, side, width) for side in range(len(self.table.view.round_scores or []))]

    def _title_lines(self, canvas: Canvas) -> list[str]:
        return canvas.wrap(sheet_title(self.table.match, self.table.view), theme.TEXT_BIG + 4,
                           self.rect.width - 2 * PAD, bold=True, balanced=True)

    def _heads_top(self) -> int:
        """Below the title and the hand's ending (the title takes two lines on a narrow sheet)."""
        return 104 + 36 * (len(self._title_lines(self.app.canvas)) - 1)

    def _rows_top(self) -> int:
        heads = self._heads(self.app.canvas)
        return self._heads_top() + 14 + 22 * max((len(lines) for lines in heads), default=1)

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        match, game = self.table.match, self.table.view
        scores = game.round_scores or []
        x, top = self.rect.centerx, self.rect.top
        titles = self._title_lines(canvas)
        for i, line in enumerate(titles):
            canvas.text(line, theme.TEXT_BIG + 4, (x, top + 22 + 36 * i), theme.GOLD, bold=True, anchor="midtop")
        ending, size = canvas.shrunk(_ending(match, game), theme.TEXT, self.rect.width - 2 * PAD)
        canvas.text(ending, size, (x, top + 62 + 36 * (len(titles) - 1)), theme.INK_DIM, anchor="midtop")
        upright = self.label_room > 0
        left, right = self.rect.x + (20 if upright else 40), self.rect.right - (20 if upright else 40)
        centres = self.centres
        heads = self._heads(canvas)
        heads_top = top + self._heads_top()
        for side, lines in enumerate(heads):  # a team of three takes two lines; one sitting out says so below
            for i, (line, colour, bold) in enumerate(lines):
                canvas.text(line, theme.TEXT if bold else theme.TEXT_SMALL, (centres[side], heads_top + i * 22),
                            colour, bold=bold, anchor="midtop")
        y = top + self._rows_top()
        resting = [self._sat_out(side) == [side] for side in range(len(scores))]  # a seat's own column
        for key, label in self._rows():
            bold = key == "total"
            if bold:
                canvas.line((left, y - 6), (right, y - 6), (*theme.INK_DIM, 255))
            if key == "red_threes" and game.rules.threes_as_bonus_cards == "both_colours":
                label = N_("Threes")
            name, size = tr(label), theme.TEXT
            if upright:
                name, size = canvas.shrunk(name, theme.TEXT, self.label_room - 6, bold=bold, smallest=11)
            canvas.text(name, size, (left, y), theme.INK, bold=bold)
            for side, parts in enumerate(scores):
                figure = "–" if resting[side] else points_text(self.counting.of(parts.get(key, 0)), signed=True)
                out = key == "going_out" and parts.get(key, 0) > 0  # the side that went out, in gold
                colour = theme.INK_DIM if resting[side] else theme.GOLD if out else theme.INK
                canvas.text(figure, self.figures, (centres[side], y), colour, bold=bold or out, anchor="midtop")
            y += self._row_step()
        canvas.line((left, y), (right, y), (*theme.INK_DIM, 255))
        if match.deal_again:  # one hand played again: instead of the running total, how it compares
            for i, line in enumerate(deal_comparison(match, game.round_scores)[:2]):
                for j, part in enumerate(canvas.wrap(line, theme.TEXT, self.rect.width - 2 * PAD, bold=i == 0,
                                                     most=2 if upright else 1)):
                    canvas.text(part, theme.TEXT, (x, y + 12 + 26 * (i * (2 if upright else 1) + j)), theme.GOLD,
                                bold=i == 0, anchor="midtop")
            return
        total, size = tr("Running total"), theme.TEXT_BIG
        if upright:
            total, size = canvas.shrunk(total, theme.TEXT_BIG, self.label_room - 6, bold=True, smallest=11)
        canvas.text(total, size, (left, y + 14), theme.INK, bold=True)
        big = theme.TEXT_BIG if not upright else max(self.figures, min(theme.TEXT_BIG, self.figures + 4))
        for side, total_points in enumerate(game.scores):
            before = total_points - scores[side].get("total", 0) if side < len(scores) else total_points
            canvas.text(points_text(self.counting.of(total_points, before)), big, (centres[side], y + 14),
                        theme.GOLD, bold=True, anchor="midtop")
        if match.is_over:  # the player's record at this table, this game counted
            summary = self.app.stats.summary_for(match)
            for i, line in enumerate(canvas.wrap(summary, theme.TEXT_SMALL, self.rect.width - 2 * PAD, most=2)):
                canvas.text(line, theme.TEXT_SMALL, (x, y + 52 + 18 * i), theme.INK_DIM, anchor="midtop")

    def _sat_out(self, index: int) -> list[int]:
        """The seats of score ``index`` (a seat's, or a team's) that sat this hand out (five players, X1-8)."""
        match = self.table.match
        view = self.table.view
        seats = [index] if match.scores_by_seat else view.seats_of(index)
        return [seat for seat in seats if sits_out(view, seat)]

    def _head(self, canvas: Canvas, index: int, width: float) -> list[tuple[str, tuple, bool]]:
        """A column's heading, line by line (text, colour, bold): whose score it is, and who sat out."""
        match = self.table.match
        colour = theme.GOLD if index == match.score_index(self.table.seat) else theme.INK
        lines = [(line, colour, True) for line in canvas.wrap(match.score_name(index), theme.TEXT, width, bold=True)]
        resting = self._sat_out(index)
        if resting == [index] and match.scores_by_seat:
            lines.append((tr("sat out"), theme.INK_DIM, False))
        elif resting:
            names = join_names([match.names[s] for s in resting])
            lines.append((canvas.fit(tr("{names} sat out", names=names), theme.TEXT_SMALL, width), theme.INK_DIM,
                          False))
        return lines


def _in_a_row(buttons: list[Button], panel: Rect, top: int = BUTTONS_TOP) -> list[Button]:
    """The sheet's buttons side by side along its foot, centred, each as wide as four of them allow."""
    width = min(BUTTON_WIDTH, (panel.width - 60 - BUTTON_GAP * (len(buttons) - 1)) // len(buttons))
    left = panel.centerx - (width * len(buttons) + BUTTON_GAP * (len(buttons) - 1)) // 2
    for i, button in enumerate(buttons):
        button.rect = Rect(left + i * (width + BUTTON_GAP), top, width, 44)
    return buttons


def _columns(sides: int, shift: float = 0) -> list[float]:
    """The centre of each side's column of figures: the sides share the room right of the labels (on a wide
    sheet, ``shift`` further out on either side)."""
    first, last = SIDES_LEFT - shift, SIDES_RIGHT + shift
    pitch = (last - first) / max(sides, 1)
    return [first + pitch * (i + 0.5) for i in range(sides)]


def deal_comparison(match: Match, round_scores: list[dict[str, int]] | None) -> list[str]:
    """The same deal played again: against the master, who won it and both scores ("You beat the master!",
    "The master scored +350 on this deal; you scored +420."), or that the master still plays; without the
    master, the score the player made on it last time.  ``round_scores``: the hand's, as the view gives them."""
    scores = round_scores or []
    index = match.score_index()
    mine = points_text(int(scores[index]["total"]) if index < len(scores) else 0, signed=True)
    master = match.master
    if master is None:
        if match.before is None:
            return []
        return [tr("You scored {now} on this deal; last time, {before}.", now=mine,
                   before=points_text(match.before, signed=True))]
    theirs = master.score(index)
    if theirs is None:
        return [tr("The master is still playing this deal…")]
    mine_points = int(scores[index]["total"]) if index < len(scores) else 0
    verdict = tr("You beat the master!") if mine_points > theirs else \
        tr("The master wins this deal.") if mine_points < theirs else tr("You and the master score the same.")
    return [verdict, tr("The master scored {master} on this deal; you scored {you}.",
                        master=points_text(theirs, signed=True), you=mine)]


def sheet_title(match: Match, game: GameView) -> str:
    """The score sheet's title: "Score sheet", or at the end who won the game (the same deal again: which)."""
    if match.deal_again and match.is_over:
        return tr("Beat the master") if match.master is not None else tr("Same deal again")
    if not match.is_over:
        return tr("Score sheet")
    if game.winner is None:
        return tr("The game is a draw")
    alone = match.scores_by_seat or len(game.seats_of(game.winner)) == 1
    if match.you is not None and game.winner == match.score_index(match.you):
        return tr("You win the game!") if alone else tr("Your side wins the game!")
    name = match.score_name(game.winner)
    return tr("{name} wins the game", name=name) if alone else tr("{names} win the game", names=name)


ENDINGS = {"stock_exhausted": N_("Hand {hand}: stock ran out"),  # how a hand ended without a player's doing
           "last_red_three": N_("Hand {hand}: last card a red three"),
           "last_card_three": N_("Hand {hand}: last card a three")}


def _ending(match: Match, game: GameView) -> str:
    """How the hand ended, under the title: "Hand 3: West went out", "Hand 2: stock ran out"."""
    ended = game.ended_by or ""
    ender = game.went_out if game.went_out is not None else (game.special[0] if game.special else None)
    if ended == "went_out" and ender is not None:
        if ender == match.you:
            return tr("Hand {hand}: You went out", hand=game.round)
        return tr("Hand {hand}: {name} went out", hand=game.round, name=match.names[ender])
    if ended == "special_hand" and ender is not None:
        special = special_text(game.special[1]) if game.special is not None else None  # MAC-33: which one
        if special is None:
            return tr("Hand {hand}: You showed a special hand", hand=game.round) if ender == match.you else \
                tr("Hand {hand}: {name} showed a special hand", hand=game.round, name=match.names[ender])
        if ender == match.you:
            return tr("Hand {hand}: You showed {special}", hand=game.round, special=special)
        return tr("Hand {hand}: {name} showed {special}", hand=game.round, name=match.names[ender], special=special)
    if ended in ENDINGS and ender is None:
        return tr(ENDINGS[ended], hand=game.round)
    who = match.names[ender] if ender is not None else ""  # no other ending is known: as the engine names it
    return tr("Hand {hand}: {reason}", hand=game.round, reason=" ".join(filter(None, [who, ended])))
