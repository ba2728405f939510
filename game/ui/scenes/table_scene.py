"""The card table: the player's clicks, drags and keys become moves; the computer players think a slice
per frame and their moves are shown card by card.

What is drawn is ``shown``, the player's view of the game (``Game.view(seat)``), with the cards still in
flight held back from where they land until they get there.

Several people at one table (pass and play): ``seat`` is the person whose screen it is, at the bottom with
his hand; it is the person to act, or the last one who acted while the computer players play.  When another
person is to act, the hand turns face down until the moves on the table have been shown, then the screen is
passed (the "pass" scene, which hides the whole table) and the table turns to the new person's view.  Before
the first deal, after a new deal and after a save is loaded the screen is passed too: whoever holds it then
sees no hand until the person it is for taps.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pygame import Rect

from game.core import (
    WILD_FACES,
    Answered,
    Ask,
    BonusCardsDrawn,
    CardsDrawn,
    Draw,
    EndTurn,
    Event,
    IllegalMove,
    Lay,
    Move,
    Special,
    Take,
    card_value_table,
    parse_cards,
    without_cards,
)
from game.i18n import N_, ntr, reason_text, refusal_text, tr
from game.storage import spoken
from game.ui.app import SPEEDS, App, Scene
from game.ui.drawing.canvas import Canvas, card_height
from game.ui.drawing.widgets import Button, ButtonSpec, Toast
from game.ui.help.glossary import tip
from game.ui.input import Click, Drag, Drop, Hover, Key, Press, UiEvent
from game.ui.replays.master import SLICE as MASTER_SLICE
from game.ui.table.animation import Animations, Flight
from game.ui.table.intents import Intent, discard_intent, meld_intent, move_cards, move_zones, places_of, take_intent
from game.ui.table.layout import TableLayout, meld_rank
from game.ui.table.layout.portrait import table_layout
from game.ui.table.log import card_text, quoted_move, replacement_cards
from game.ui.table.match import Match
from game.ui.table.models import (
    HAND,
    MELD_ROW,
    PILE,
    STOCK,
    BotPacing,
    HandState,
    MeldZone,
    PointerState,
    SeatZone,
    Zone,
)
from game.ui.table.seats import sides_in_play, sits_out, threes_only
from game.ui.table.sorting import SORT_MODES, sort_hand
from game.ui.table.staging import deal, stage
from game.ui.table.table_view import draw_table, hovered_card, pile_state_line, pile_states, status_texts
from game.ui.table.warnings import move_warning

THINK_SLICE = 0.006  # seconds of bot thinking per frame: the frame stays well under 16.7 ms
BOT_PAUSE = 0.55  # after a computer player's action, before the next
FRESH_MARK = 1.6  # seconds a card just drawn stays marked in the hand (at normal speed)
ANSWER_SHOWN = 6.0  # seconds the partner's answer stays: the player plays his turn on it
HINT_SHOWN = 8.0  # seconds a hint's reason stays: it is read, and its cards looked at
GLOSSARY_DELAY = 0.6  # seconds the pointer rests on a word of the table (or a finger presses it) before it is explained
SORTED_BY = {"rank": N_("Sorted by rank"), "groups": N_("Sorted by groups")}  # sorting.SORT_MODES, as the info says


class TableScene(Scene):
    fills_frame = True  # the table is laid out for the window's own shape (canvas.frame): landscape or portrait

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.seat = match.next_person()  # whose screen it is: his hand at the bottom, the table from his seat
        self.passed_to: int | None = None if match.several_people else self.seat  # who holds the screen now
        self._looks = 0
        self._look()
        self._layout = self._hand_layout(None)
        self.animations = Animations()
        self.incoming: dict[Zone, Counter[str]] = {}  # cards in flight to a zone, hidden there until they land
        self.hand = HandState()
        self.pointing = PointerState()
        self.toast: Toast | None = None
        self.buttons: list[Button] = []  # the turn's actions, as they apply
        self.lit: set[Zone] = set()  # where the selected cards can go now, or where a hint points
        self.hinted: tuple[frozenset[int], set[Zone]] | None = None  # a hint's selection and where it points
        self.glossary_tip: tuple[str, tuple[float, float]] | None = None  # a word of the table, explained
        self.opened_side: int | None = None  # another side's melds opened in full by a tap (a phone held upright)
        self._still = 0.0  # how long the pointer has rested (or been pressed) on one spot
        self.clicked_term: str | None = None  # the word of the table last clicked: not explained until another
        self._pressing = False
        self.menu_button = Button(tr("Menu"), self.layout.menu_rect, self.open_menu, "escape")
        self.pacing = BotPacing()
        self.values = card_value_table(self.view.rules)
        self.status, self.substatus = "", ""
        self._refreshed_for: tuple | None = None
        self._refresh()
        dealt = match.deal_to_show()
        if dealt is not None:
            self._deal(dealt)
            self._refresh()

    @property
    def layout(self) -> TableLayout:
        """Where everything sits: laid out again only when the window's frame has changed (a resize, a phone
        turned), or the hand's rows have (``_hand_layout``); the turn's buttons are placed again with it."""
        if self._layout.frame_size != self.app.canvas.frame:
            self._layout = self._hand_layout(None)
            self.menu_button.rect = self._layout.menu_rect
            self._refreshed_for = None
            self._refresh()
        return self._layout

    @layout.setter
    def layout(self, layout: TableLayout) -> None:
        self._layout = layout

    def _hand_layout(self, current: TableLayout | None) -> TableLayout:
        """A meld row for each side playing this hand (seats.sides_in_play), ours lowest: with five players
        each for himself the partnerships, and so the rows, change from hand to hand; three players' rows
        change when two of them form their partnership (seats.threes_only)."""
        view = self.view
        rules = view.rules
        rows, narrow = sides_in_play(view, self.seat), threes_only(view, self.seat)
        scale = self.app.settings.hand_scale  # the card size chosen
        frame = self.app.canvas.frame
        wanted = (rows, frozenset(narrow), scale, self.seat, frame)
        if current is not None and (current.rows, current.threes_only, current.hand_scale, current.viewer,
                                    current.frame_size) == wanted:
            return current
        layout = table_layout(rules.player_count, rows, rules.canasta_size,
                              rules.threes_as_bonus_cards == "both_colours", len(view.scores), hand_scale=scale,
                              threes_only=narrow, viewer=self.seat, frame=frame)
        self.app.canvas.warm_also(layout.meld_card)
        self.app.canvas.warm_also(layout.hand_card)
        return layout

    def restyle(self) -> None:
        """The card size may have changed: the hand is laid out again."""
        self.layout = self._hand_layout(self.layout)

    def announce(self, text: str) -> None:
        self.say(text, error=False)

    # -- what the view reads --------------------------------------------------------------------
    @property
    def four_colour(self) -> bool:
        return self.app.settings.four_colour

    @property
    def pace(self) -> float:
        return SPEEDS[self.app.settings.speed]

    @property
    def hand_hidden(self) -> bool:
        """Several people: the hand at the bottom may not be seen now, another person being to act (it lies
        face down until the screen is passed), or the screen not yet passed to its person."""
        if not self.match.several_people:
            return False
        return self.passed_to != self.seat or self.match.person_to_act not in (None, self.seat)

    @property
    def my_turn(self) -> bool:
        """Whether the person whose screen it is acts now, holding it."""
        return self.match.person_to_act == self.seat and not self.hand_hidden

    @property
    def hand_cards(self) -> list[str]:
        """The player's hand as the table shows it: less what is still flying in, with what has yet to leave
        it (the threes the deal gave him, until they fly out); none while it is hidden."""
        if self.hand_hidden:
            return []
        cards = parse_cards(self.shown["hands"][self.seat]) + [f.card for f in self.animations.leaving(HAND) if f.card]
        kept = without_cards(cards, self.incoming.get(HAND, Counter()).elements())
        return sort_hand(kept, self.hand.sort_mode)

    @property
    def dealing(self) -> bool:
        """The cards are being dealt: the player acts once they are, or once he has skipped it."""
        return any(m.kind == "deal" for m in self.animations.moments)

    @property
    def frame_label(self) -> str:
        """The deal, a computer player to move (thinking), or the table waiting for a person."""
        if self.dealing:
            return "deal"
        return "table, computer to play" if self.match.bot_to_act is not None else "table"

    def selected_cards(self) -> list[str]:
        cards = self.hand_cards
        return [cards[i] for i in sorted(self.hand.selected) if i < len(cards)]

    def dragging_indices(self) -> set[int]:
        if self.pointing.drag is None:
            return set()
        return set(self.hand.selected)

    def table_points(self, side: int, threes: int | None = None) -> int:
        """What a side's melds and threes would score if the hand ended now, its cards in hand aside (the
        core's scoring), with the threes of ``threes`` (the side's own, or one seat's where each keeps his own)."""
        return self.view.table_score(side, threes)

    def threes_kept(self) -> list[str]:
        """The threes the player holds back (one, until his side melds: MAC-9)."""
        return sorted(self.view.threes_in_hand()) if self.view.rules.threes_laid_by_hand else []

    def info_lines(self) -> list[str]:
        if sits_out(self.view, self.seat) or self.hand_hidden:  # no hand to tell about
            return []
        chosen = self.selected_cards()
        points = sum(self.values[c] for c in chosen)
        lines = [ntr("Selected: {cards} · {count} point", "Selected: {cards} · {count} points", points,
                     cards=len(chosen)) if chosen else tr("Selected: {cards}", cards=len(chosen))]
        mode = self.hand.sort_mode
        lines.append(tr(SORTED_BY[mode]) if mode in SORTED_BY else tr("Sorted by {mode}", mode=mode))
        kept = self.threes_kept()
        if kept and not self.match.hand_is_over and not self.view.threes_to_lay():
            lines.append(tr("Kept: {cards}", cards=" ".join(card_text(c) for c in kept)))
            lines.append(tr("until your side melds") if self.view.stock_count else tr("no card to replace it"))
        return lines

    # -- the loop -------------------------------------------------------------------------------
    def handle(self, event: UiEvent) -> None:
        if isinstance(event, Click | Key) and self.animations.moments:  # a click or a key skips a celebration
            if self.animations.holding:  # the deal, or going out: the click skips it, and acts only where it
                self.skip()  # opens a screen (the menu, the rules, the log), which changes nothing here
                if not self._opens_a_screen(event):
                    return
            self.animations.moments.clear()
        elif isinstance(event, Drag | Drop) and self.animations.holding:  # no card to drag while they are dealt
            return
        long_press = self._pressing and self.glossary_tip is not None
        if isinstance(event, Hover | Press):
            self.pointing.hover = event.pos
            if self.layout.hand_shift and self._card_under_pointer() is None:  # it left the hand: re-centred
                self.layout.hand_shift = 0.0
            self._still, self._pressing, self.glossary_tip = 0.0, isinstance(event, Press), None
        elif isinstance(event, Click | Drag | Drop | Key):
            self._pressing, self.glossary_tip = False, None
        if isinstance(event, Click | Drop) and not long_press:  # the rest begins again, and explains what
            self._still, self.clicked_term = 0.0, self.term_at(event.pos)  # was clicked no more
        if isinstance(event, Click) and long_press:
            pass  # the press was held to read a word, not to act
        elif isinstance(event, Click):
            self._click(event)
        elif isinstance(event, Drag):
            self._drag(event)
        elif isinstance(event, Drop):
            self._drop(event)
        elif isinstance(event, Key):
            self._key(event)
        self._refresh()

    def _opens_a_screen(self, event: Click | Key) -> bool:
        if isinstance(event, Click):
            return self.menu_button.hit(event.pos) or self.layout.log_rect.collidepoint(event.pos)
        return event.name in ("escape", "f1", "l") or event.text == "?"

    def ask_label(self, partner: int) -> str:
        """The button that asks ``partner`` "may I go out?": named when there are two to choose from."""
        if len(self.match.partners(self.seat)) == 1:
            return tr("Ask partner")
        return tr("Ask {name}", name=self.match.names[partner])

    def update(self, dt: float) -> None:
        if self.match.several_people and self.passed_to != self.seat and not self.match.hand_is_over:
            self._pass_to(self.seat)  # a new game, a new deal, a save loaded: nothing moves until it is his
            return
        for flight in self.animations.update(dt):
            self._landed(flight)
        self.animations.hover.update(dt, hovered_card(self))
        for cue in self.animations.take_cues():
            self.app.cue(cue)
        self._still += dt
        if self.glossary_tip is None and self._still - dt < GLOSSARY_DELAY <= self._still:  # once per rest
            term = self.term_at(self.pointing.hover)
            if term is not None and term != self.clicked_term:
                self.glossary_tip = (tip(term, self.view.rules), self.pointing.hover)
            if term != self.clicked_term:  # the pointer rests elsewhere: the word clicked may be explained again
                self.clicked_term = None
        if self.hand.fresh and not any(self.incoming.get(HAND, Counter()).values()):  # runs once they landed
            self.hand.fresh = {c: left - dt for c, left in self.hand.fresh.items() if left > dt}
        self.hand.cursor = min(self.hand.cursor, max(len(self.hand_cards) - 1, 0))  # the hand may have shrunk under it
        if self.toast is not None:
            self.toast.update(dt)
            if self.toast.done:
                self.toast = None
        if self.toast is None and self.app.notices:
            self.toast = Toast(spoken(self.app.notices.pop(0), tr))  # a storage notice, in the language now spoken
        self.pacing.wait = max(0.0, self.pacing.wait - dt)
        if self.match.bot_to_act is not None and self.pacing.move is None:
            self.pacing.move = self.match.think(self.app.work_slice(THINK_SLICE))
        elif self.match.master is not None and not self.match.master.done:
            # the master's game of this deal, in frames the bots leave free
            self.match.master.step(self.app.work_slice(MASTER_SLICE))
        if self.animations.busy or self.pacing.wait > 0:
            return
        person = self.match.person_to_act
        if self.hand_hidden and person is not None:  # another person's turn, the table shown: pass it
            self._pass_to(person)
            return
        if self.pacing.move is not None:
            move, self.pacing.move = self.pacing.move, None
            self._play(move)
            self.pacing.wait = BOT_PAUSE * self.pace
        elif self.match.hand_is_over:
            self.app.record_hand(self.match)
            sheet = self.app.open("score_sheet", self)
            self.app.push(sheet)
            won = self.match.is_over and self.view.winner is not None and not self.match.deal_again
            if won:  # over the last score sheet, a moment
                sheet.counting.finish()  # beneath it the sheet stands still: its figures in full, not +0
                self.app.push(self.app.open("win", self.match, self.view))
        elif self.my_turn and self.view.phase == "answer":
            self.app.push(self.app.open("go_out_question", self))
        self._refresh()

    def _pass_to(self, person: int) -> None:
        """Hide the table behind the screen that asks for it to be passed to ``person``; the table turns to his
        view at once, and his hand shows once he has tapped (``passed``)."""
        if person != self.seat:
            self.seat = person
            self.hand.selected.clear()
            self.hand.fresh.clear()
            self.hinted, self.toast = None, None
            self._look()
            self.layout = self._hand_layout(self.layout)
        self.app.push(self.app.open("pass", self, person))

    def passed(self) -> None:
        """The person the screen was passed to has it (the pass scene, tapped)."""
        self.passed_to = self.seat
        self._refreshed_for = None
        self._refresh()

    def draw(self, canvas: Canvas) -> None:
        draw_table(canvas, self)

    # -- moves ----------------------------------------------------------------------------------
    def play_human(self, intent: Intent, confirmed: bool = False) -> bool:
        """Play the player's move, or show why there is none; True if it was played.  A move that costs the
        side dearly is asked about first (warnings.py), unless ``confirmed`` or the warnings are off."""
        if isinstance(intent, str):
            self.say(intent)
            return False
        if not self.my_turn:
            self.say(self._not_your_turn())
            return False
        warning = move_warning(self.view, intent, self.match.score_index(self.seat), self.match.names) \
            if self.app.settings.warnings else None
        if warning and not confirmed:  # asked first; the answer plays it or leaves everything as it was
            lines = [warning.cost, tr("Warnings can be turned off in Settings.")]
            self.app.push(self.app.open("confirm", warning.question, lines, warning.go,
                                        lambda: self.play_human(intent, confirmed=True), tr("Keep playing")))
            return False
        self._settle()
        try:
            self._play(intent)
        except IllegalMove as refusal:
            self.say(refusal_text(refusal, card_text, quoted_move))
            return False
        self.hand.selected.clear()
        return True

    def _look(self) -> None:
        """Take the player's view of the game after a move: all the table reads of the game comes from it."""
        self.view = self.match.view(self.seat)
        self.shown: dict[str, Any] = self.view.to_dict()
        self._looks += 1

    def _not_your_turn(self) -> str:
        if self.match.hand_is_over:
            return tr("The hand is over")
        if sits_out(self.view, self.seat):
            return tr("You sit this hand out")
        return tr("Wait: it is {name}'s turn", name=self.match.names[self.view.to_act])

    def _play(self, move: Move) -> None:
        seat = self.view.to_act
        before = parse_cards(self.shown["hands"][self.seat])
        pointed = self._card_under_pointer() if seat == self.seat else None
        events = self.match.play(move)
        if self.toast is not None and self.toast.kind in ("hint", "refusal"):  # about the position before
            self.toast = None
        self._look()
        drawn = [c for e in events if isinstance(e, CardsDrawn | BonusCardsDrawn) and e.seat == self.seat
                 for c in e.cards]
        if drawn:  # marked a moment, so the player sees what came in among his sorted cards
            self.hand.fresh = dict.fromkeys(drawn, FRESH_MARK * self.pace)
        after = parse_cards(self.shown["hands"][self.seat])
        self._hold_hand_still(pointed)
        self._animate(seat, events, replacement_cards(events, self.seat, before, after))
        self._tell_the_answer(events)
        self._refresh()

    def _tell_the_answer(self, events: list[Event]) -> None:
        """The partner's answer to the player's "may I go out?" stays a while as a message, beside the bubble
        that comes and goes and the log's line: the player plays on it."""
        for event in events:
            if isinstance(event, Answered) and event.seat != self.seat and self.view.to_act == self.seat:
                name = self.match.names[event.seat]
                said = tr("{player} answers: yes, go out.", player=name) if event.yes else \
                    tr("{player} answers: no.", player=name)
                self.toast = Toast(said.removesuffix("."), error=False, left=ANSWER_SHOWN)

    def _card_under_pointer(self) -> tuple[list[str], int, float] | None:
        """The hand as shown, the place of the card under the pointer in it, and that card's left edge."""
        cards = self.hand_cards
        index = self.layout.hand_card_at(len(cards), self.hand.selected, self.pointing.hover)
        if index is None:
            return None
        return cards, index, self.layout.hand_positions(len(cards))[index][0]

    def _hold_hand_still(self, pointed: tuple[list[str], int, float] | None) -> None:
        """After the player's move, the hand fans again from its centre, unless the pointer rests on it: then
        the card under the pointer stays where it was (or, if it left the hand, its nearest neighbour to the
        left, else to the right), so the next click lands on the card aimed at."""
        self.layout.hand_shift = 0.0
        if pointed is None:
            return
        before, index, x = pointed
        cards = self.hand_cards
        for place in [*range(index, -1, -1), *range(index + 1, len(before))]:
            card = before[place]
            copies = [i for i, c in enumerate(cards) if c == card]
            nth = before[:place].count(card)
            if copies:  # that card is still held (the same copy, or the last one left of its kind)
                kept = copies[min(nth, len(copies) - 1)]
                self.layout.hand_shift = x - self.layout.hand_positions(len(cards))[kept][0]
                return

    def _settle(self) -> None:
        for flight in self.animations.finish():
            self._landed(flight)

    def skip(self) -> None:
        """Everything lands at once and the table's moments end (the player clicked through the deal, or a
        celebration)."""
        for flight in self.animations.skip():
            self._landed(flight)
        self.animations.take_cues()  # what would have sounded as it went: it went at once
        self._refresh()

    def _landed(self, flight: Flight) -> None:
        key = _incoming_key(flight)
        if flight.zone is not None and key is not _NOTHING:
            waiting = self.incoming.get(flight.zone)
            if waiting and waiting[key]:
                waiting[key] -= 1

    def say(self, text: str, error: bool = True) -> None:
        """A message in the table's message place; an ``error`` is a refusal: it sounds, and goes at the next move."""
        if error:
            self.app.cue("refused")
        self.toast = Toast(text, error, kind="refusal" if error else "")

    def continue_after_hand(self) -> None:
        """The score sheet was read: deal the next hand, or at the end of the game go back to the start."""
        if self.match.is_over:
            self.app.storage.remove("game")
            self.app.show_start()
            return
        events = self.match.next_hand()  # saved, and the collector settled with it (App._moved)
        if self.match.several_people:  # the new hand is dealt to whoever comes first; he gets the screen
            self.seat, self.passed_to = self.match.next_person(), None
        self._look()
        self.hand.selected.clear()
        self.hand.fresh.clear()
        self.animations.hush()
        self.layout = self._hand_layout(self.layout)
        self.match.deal_to_show()  # shown now
        self._deal(events)
        self._refresh()

    # -- animation ------------------------------------------------------------------------------
    def _animate(self, seat: int, events: list[Event], replaced: dict[int, str] | None = None) -> None:
        self.layout = self._hand_layout(self.layout)  # a partnership may have formed
        view = self.view
        flights = stage(self.animations, self.layout, events, seat, self.seat, self.shown, view.side_of, self.pace,
                        replaced, view.threes_holder)
        self._hold_back(flights)

    def _deal(self, events: list[Event]) -> None:
        """The hand just dealt, shown card by card (staging.deal); the player acts once it is over or skipped."""
        hand = parse_cards(self.shown["hands"][self.seat])
        self._hold_back(deal(self.animations, self.layout, self.view, hand, events, self.seat, self.pace, self.shown,
                             lambda cards: sort_hand(cards, self.hand.sort_mode)))

    def _hold_back(self, flights: list[Flight]) -> None:
        """Each card in flight is hidden where it lands until it gets there."""
        for flight in flights:
            key = _incoming_key(flight)
            if flight.zone is not None and key is not _NOTHING:
                self.incoming.setdefault(flight.zone, Counter())[key] += 1

    # -- input ----------------------------------------------------------------------------------
    def _click(self, event: Click) -> None:
        pos = event.pos
        if self.opened_side is not None:  # a tap anywhere closes another side's melds opened
            self.opened_side = None
            return
        for button in [*self.buttons, self.menu_button]:
            if button.hit(pos):
                button.action()
                return
        if self.layout.log_rect.collidepoint(pos):
            self.open_log()
            return
        cards = self.hand_cards
        index = self.layout.hand_card_at(len(cards), self.hand.selected, pos)
        if index is not None:
            self.hand.selected ^= {index}
            self.hand.cursor = index
            return
        row = self._other_row_at(pos)
        if row is not None:
            self.opened_side = row
            return
        self._point_at(self._target_at(pos), self.selected_cards())

    def _other_row_at(self, pos: tuple[float, float]) -> int | None:
        """Another side's compact row of melds under ``pos``, where a tap opens it (a phone held upright), if it has
        laid anything."""
        lay = self.layout
        if not lay.opens_rows:
            return None
        ours = self.view.side_of(self.seat)
        return next((side for side, area in lay.melds_rect.items() if side != ours and area.collidepoint(pos)
                     and (self.shown["melds"][side] or self.shown["red_threes"][side])), None)

    def _target_at(self, pos: tuple[float, float]) -> Zone | None:
        lay = self.layout
        if lay.stock_rect.inflate(12, 12).collidepoint(pos):
            return STOCK
        if lay.pile_drop_rect().collidepoint(pos):
            return PILE
        ours = self.view.side_of(self.seat)
        if ours not in lay.melds_rect:  # five each for himself: the player sits this hand out, his side with him
            return None
        for rank, rect in self.meld_rects(ours).items():
            if rect.collidepoint(pos):
                return MeldZone(ours, rank)
        if lay.melds_rect[ours].collidepoint(pos):
            return MELD_ROW
        for side in lay.melds_rect:  # another side's meld: no target, but the player is told why
            for rank, rect in self.meld_rects(side).items():
                if side != ours and rect.collidepoint(pos):
                    return MeldZone(side, rank)
        return None

    def meld_rects(self, side: int) -> dict[str, Rect]:
        """Where each meld of a side lies now, by rank: what a click or a drop can aim at."""
        columns = self.layout.side_columns(self.shown, side)
        size = self.view.rules.canasta_size
        melds = {meld_rank(m): m for m in map(parse_cards, self.shown["melds"][side])}
        return {r: self.layout.meld_rect(columns[r], len(m), len(m) >= size) for r, m in melds.items()}

    def _point_at(self, target: Zone | None, cards: list[str]) -> None:
        """The player pointed at ``target`` (by click or drop) with ``cards`` selected."""
        view = self.view
        if target is None or target != STOCK and not cards and target != PILE:
            return
        if isinstance(target, MeldZone) and target.side != view.side_of(self.seat):  # where, before when
            self.say(tr("Those are {side}'s melds: you add to your own side's only",
                        side=self.match.side_name(target.side)))
        elif not self.my_turn:  # the player's moves are judged on his turn only
            self.say(self._not_your_turn())
        elif target == STOCK:
            self.play_human(Draw())
        elif target == PILE:
            self.play_human(take_intent(view, cards) if view.phase == "draw" else discard_intent(view, cards))
        elif isinstance(target, MeldZone):
            self.play_human(meld_intent(view, cards, onto=target.rank))
        elif target == MELD_ROW:
            self.play_human(meld_intent(view, cards))

    def _drag(self, event: Drag) -> None:
        if self.pointing.drag is None:
            index = self.layout.hand_card_at(len(self.hand_cards), self.hand.selected, event.start)
            if index is None:
                return
            if index not in self.hand.selected:
                self.hand.selected = {index}
        self.pointing.drag = event
        self.pointing.drop_target = self._target_at(event.pos)

    def _drop(self, event: Drop) -> None:
        if self.pointing.drag is None:
            return
        self.pointing.drag, self.pointing.drop_target = None, None
        target = self._target_at(event.pos)
        if target not in (None, STOCK):
            self._point_at(target, self.selected_cards())

    def _key(self, event: Key) -> None:
        self.hand.keyboard_used = True
        count = len(self.hand_cards)
        actions = {button.key: button.action for button in self.buttons  # only keys written on their buttons
                   if button.key and button.shows_key(self.app.canvas)}
        if event.name == "u" or event.name == "z" and event.ctrl:  # said why when there is nothing to undo
            self.undo()
        elif event.name == "f1" or event.text == "?":
            self.open_rules()
        elif event.name == "l":
            self.open_log()
        elif event.name == "h":
            self.show_hint()
        elif event.name == "escape":  # Esc closes a side opened, then lets go of the cards, then opens the menu
            if self.opened_side is not None:
                self.opened_side = None
            elif self.hand.selected:
                self.hand.selected.clear()
            else:
                self.open_menu()
        elif event.shift and "shift+" + event.name in actions:
            actions["shift+" + event.name]()
        elif event.name in actions:
            actions[event.name]()
        elif event.name == "return" and self.my_turn and self.view.phase == "play":
            self._point_at(PILE, self.selected_cards())  # no card to discard: refused as a click on the pile is
        elif event.name == "left" and count:
            self.hand.cursor = (self.hand.cursor - 1) % count
        elif event.name == "right" and count:
            self.hand.cursor = (self.hand.cursor + 1) % count
        elif event.name in ("space", "up", "down") and count:
            self.hand.selected ^= {min(self.hand.cursor, count - 1)}

    # -- buttons and the status line ------------------------------------------------------------
    def _refresh(self) -> None:
        """Work out the buttons and the status line again, when what they depend on has changed."""
        view, match = self.view, self.match
        hand = self.hand
        key = (self._looks, frozenset(hand.selected), hand.sort_mode, self.animations.holding)
        if key == self._refreshed_for:
            return
        self._refreshed_for = key
        if self.animations.holding:  # the deal, or a player going out: nothing to press until it is over
            self.buttons, self.lit = [], set()
            self.status, self.substatus = self._status_lines(False)
            return
        chosen = self.selected_cards()
        legal = view.legal_moves() if self.my_turn else []
        can_take = any(isinstance(m, Take) for m in legal)
        must_lay = view.threes_to_lay() if legal else False
        specs, optional = self._three_and_special_buttons(legal, must_lay)
        if legal and view.phase == "draw" and any(isinstance(m, Draw) for m in legal):
            specs.append((tr("Draw"), lambda: self.play_human(Draw()), "d", not chosen))
            if can_take:
                specs.append(self._judged(tr("Take pile"), take_intent(view, chosen), "t", bool(chosen)))
        elif legal and view.phase == "play":
            if len(chosen) == 1:
                specs.append(self._judged(tr("Discard"), discard_intent(view, chosen), "return", True))
            if chosen:
                specs.append(self._judged(tr("Meld"), meld_intent(view, chosen), "m", len(chosen) > 1))
            specs += self._ask_buttons(legal)
            if EndTurn() in legal:
                specs.append((tr("End turn"), lambda: self.play_human(EndTurn()), "e", True))
        specs += optional  # a kept three may be laid out any time: above the turn's own actions
        if match.can_undo and self.my_turn:
            specs.append((tr("Undo"), self.undo, "u", False))
        if legal and view.phase in ("draw", "play"):
            specs.append((tr("Hint"), self.show_hint, "h", False))
        # nothing to sort while he sits the hand out (five players) or it lies face down (several people)
        if not sits_out(view, self.seat) and not self.hand_hidden:
            specs.append((tr("Sort"), self._sort, "s", False))
        self.buttons = place_buttons(specs, self.layout)
        self.lit = self._lit_targets(chosen) if legal and chosen else set()
        if self.hinted is not None:  # a hint's glow lasts while its cards stay selected as it chose them
            selection, zones = self.hinted
            if selection == frozenset(hand.selected) and legal:
                self.lit |= zones
            else:
                self.hinted = None
        self.status, self.substatus = self._status_lines(can_take)

    def _judged(self, label: str, intent: Intent, key: str, primary: bool) -> ButtonSpec:
        """A button for the move the selection makes: pressed, it plays it; where the rules refuse it, the
        button is dimmed and pressing it says why (the engine's reason, judged now from the player's view)."""
        if isinstance(intent, str):
            return label, lambda: self.say(intent), key, False, intent
        return label, lambda: self.play_human(intent), key, primary

    def _lit_targets(self, chosen: list[str]) -> set[Zone]:
        """Where the selected cards can go now: the side's melds they join, and the pile if they take it or
        are the card to discard."""
        view = self.view
        lit: set[Zone] = set()
        ours = view.side_of(self.seat)
        if view.phase == "play":
            for rank in self.meld_rects(ours) if ours in self.layout.melds_rect else ():
                if not isinstance(meld_intent(view, chosen, onto=rank), str):
                    lit.add(MeldZone(ours, rank))
            if len(chosen) == 1 and not isinstance(discard_intent(view, chosen), str):
                lit.add(PILE)
        elif view.phase == "draw" and not isinstance(take_intent(view, chosen), str):
            lit.add(PILE)
        return lit

    def _ask_buttons(self, legal: list[Move]) -> list[tuple[str, Any, str | None, bool]]:
        """One button per partner that may be asked: "a" asks the next in turn order, shift+a the other."""
        if Ask() not in legal:
            return []
        specs = []
        for i, partner in enumerate(self.match.partners(self.seat)):
            move = Ask() if i == 0 else Ask(partner)
            if move in legal:
                specs.append((self.ask_label(partner), lambda m=move: self.play_human(m), "a" if i == 0 else
                              "shift+a", False))
        return specs

    def _three_and_special_buttons(self, legal: list[Move], must_lay: bool) -> tuple[list, list]:
        """Modern American: one button per special hand the cards make (MAC-33), and one to lay out each
        kind of three held (MAC-7, MAC-9): gold and lowest while it must be done first, else higher up,
        after the turn's own actions.  Returns (buttons first, buttons after)."""
        first: list[tuple[str, Any, str | None, bool]] = []
        lays: list[tuple[str, Any, str | None, bool]] = []
        for move in legal:
            if isinstance(move, Lay):
                lays.append((lay_label(move.card), lambda m=move: self.play_human(m), None, must_lay))
            elif isinstance(move, Special):
                first.append((special_label(move.name), lambda m=move: self.play_human(m), None, True))
        return (lays + first, []) if must_lay else (first, lays)

    def relabel(self) -> None:
        self.menu_button.label = tr("Menu")
        self._refreshed_for = None  # the turn's buttons and status lines are made again
        self._refresh()

    def open_menu(self) -> None:
        self.app.push(self.app.open("table_menu", self))

    def undo(self) -> None:
        """Take back the player's moves of this turn, or his whole last turn and the replies to it (u, Ctrl+Z,
        the Undo button): the table shows the position as it was, at once, without animating it back."""
        if not self.match.can_undo or not self.my_turn:
            if self.my_turn:
                self.say(self.match.undo_refusal())  # "West has already played on your discard"
            elif self.match.hand_is_over:
                self.say(tr("Nothing to take back: the hand is over"))
            else:
                self.say(tr("Nothing to take back while the others play: wait for your turn"))
            return
        self._settle()
        taken = self.match.undo()  # the log's line: "You take back your last turn."
        self.incoming.clear()
        self.hand.selected.clear()
        self.layout.hand_shift = 0.0
        self._look()
        self._refresh()
        self.say(taken.removesuffix("."), error=False)

    def show_hint(self) -> None:
        """A hint for the player's move (h, the Hint button): its cards selected, where they go lit, and one
        sentence why.  Nothing is played for him."""
        if not self.my_turn or self.view.phase not in ("draw", "play"):
            self.say(self._not_your_turn() if not self.my_turn else tr("Answer your partner first"))
            return
        advice = self.match.hint()
        self.hand.selected = places_of(move_cards(advice.move), self.hand_cards)
        self.hinted = (frozenset(self.hand.selected), move_zones(self.view, advice.move))
        self._refreshed_for = None
        self._refresh()
        self.toast = Toast(reason_text(advice.reason, card_text, self.match.names), error=False, left=HINT_SHOWN,
                           kind="hint")

    def term_at(self, pos: tuple[float, float]) -> str | None:
        """The word of the glossary that what lies at ``pos`` shows: the pile's state, the stock, the pile,
        a side's laid points or first-meld minimum, a meld or canasta, the threes, the turn card."""
        lay, view = self.layout, self.view
        pile = parse_cards(self.shown["pile"])
        states = pile_states(view.rules, pile)
        written = pile_state_line(states) if states else None
        line = next((line for line in status_texts(self.app.canvas, self) if line.text == written), None)
        if line is not None and line.rect.collidepoint(pos):  # "Pile: frozen · blocked": the word pointed at
            first = self.app.canvas.text_size(pile_state_line(states[:1]), line.size, line.bold)[0]
            return states[0] if pos[0] < line.rect.x + first else states[-1]
        if view.rules.turn_card_from_bottom is not None:
            if lay.turn_card_rect().collidepoint(pos):
                return "turn card"
            if anchored(lay.turn_card_pos, lay.turn_card_anchor, (170, 36)).collidepoint(pos):
                return "bonus cards"  # its two lines: how far off it lies, and whether bonus cards are still due
        for seat in range(view.rules.player_count):
            if sits_out(view, seat) and seat != self.seat:
                place, anchor = lay.sitter_label_pos(seat)
                if anchored(place, anchor, (170, 44)).collidepoint(pos):
                    return "sits out"
        if lay.stock_rect.collidepoint(pos):
            return "stock"
        if lay.pile_rect.collidepoint(pos):
            return "pile"
        if lay.score_rect.collidepoint(pos):  # the line under a side's name: what it laid, or needs
            index = min(max(int((pos[1] - lay.score_rect.y - 22) // 36), 0), len(view.scores) - 1)
            side = view.side_of(index) if self.match.scores_by_seat else index
            return "laid" if view.has_melded(side) else "first meld"
        size = view.rules.canasta_size
        for side in lay.melds_rect:
            melds = {meld_rank(m): m for m in map(parse_cards, self.shown["melds"][side])}
            for rank, rect in self.meld_rects(side).items():
                if rect.inflate(0, 40).collidepoint(pos):  # the badge under a canasta too
                    cards = melds[rank]
                    if len(cards) < size:
                        return "meld"
                    if rank in view.dead_ranks(side) and pos[1] > rect.bottom + 22:
                        return "dead"
                    return "mixed canasta" if any(c in WILD_FACES for c in cards) else "natural canasta"
            for _, (x, y) in lay.side_threes(self.shown, side):
                if Rect(x, y, lay.meld_card, card_height(lay.meld_card)).collidepoint(pos):
                    return "red three"
        return None

    def open_log(self) -> None:
        """The whole log of the game, hand by hand (l, or a click on the log)."""
        self.app.push(self.app.open("log", self.match))

    def open_rules(self) -> None:
        """The rules of this game, house rules marked (F1, ?, or the menu)."""
        self.app.push(self.app.open("rules", self.match.settings.preset, self.view.rules))

    def _sort(self) -> None:
        self.hand.sort_mode = SORT_MODES[(SORT_MODES.index(self.hand.sort_mode) + 1) % len(SORT_MODES)]
        self.hand.selected.clear()

    def _status_lines(self, can_take: bool) -> tuple[str, str]:
        view, match = self.view, self.match
        if self.dealing:
            deals = tr("You deal") if view.dealer == match.you else tr("{name} deals", name=match.names[view.dealer])
            return deals, tr("Click or press a key to skip")
        if match.hand_is_over:
            return tr("The hand is over"), ""
        if not self.my_turn:
            return tr("{name} is playing…", name=match.names[view.to_act]), ""
        minimum = "" if view.has_melded(view.side_of(self.seat)) else \
            tr("Your side's first meld needs {points}", points=view.opening_minimum(self.seat))
        if view.phase in ("draw", "play") and view.threes_to_lay():  # only Lay moves are legal (MAC-7, 9)
            if view.threes_allowed():
                return tr("Lay out your threes first"), tr("You may keep one until your side melds")
            return tr("Lay out your threes first"), (tr("Your side has melded: no three stays in hand")
                                                     if view.has_melded(view.side_of(self.seat)) else "")
        if view.phase == "draw":
            return (tr("Your turn: draw or take the pile") if can_take else tr("Your turn: draw a card")), minimum
        if view.phase == "answer":  # the question's own dialog asks it
            return "", ""
        return tr("Meld, then discard one card"), minimum


_NOTHING = object()


def _incoming_key(flight: Flight) -> object:
    """What a landing flight is counted by where it lands: the card; another seat's backs by their number
    (None); ``_NOTHING`` for a card the player may not see landing where cards are shown."""
    if isinstance(flight.zone, SeatZone):
        return None
    return flight.card if flight.card is not None else _NOTHING


def anchored(pos: tuple[float, float], anchor: str, size: tuple[float, float]) -> Rect:
    """The box of ``size`` placed at ``pos`` by its ``anchor`` ("topleft", "midtop", ...), as text is drawn."""
    box = Rect(0, 0, *size)
    setattr(box, anchor, (round(pos[0]), round(pos[1])))
    return box


def place_buttons(specs: list[ButtonSpec], layout: TableLayout) -> list[Button]:
    """The turn's buttons where the layout puts them (stacked at the side, or in rows over the hand); a spec's
    fifth item, where given, is why the button cannot be pressed now."""
    return [Button(label, rect, action, key, primary, refused=refused[0] if refused else "")
            for (label, action, key, primary, *refused), rect in zip(specs, layout.button_rects(len(specs)),
                                                                     strict=True)]


def lay_label(card: str) -> str:
    return tr("Lay out {card}", card=card_text(card))


def special_label(name: str) -> str:
    """"Show natural pairs": the special hand's name as the language says it (``{hand:words}``)."""
    return tr("Show {hand:words}", hand=name)
