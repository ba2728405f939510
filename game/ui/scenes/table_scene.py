"""The card table: the player's clicks, drags and keys become moves (its controls: game/ui/table/controls/);
the computer players think a slice per frame and their moves are shown card by card.

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
    Answered,
    BonusCardsDrawn,
    CardsDrawn,
    Event,
    IllegalMove,
    Move,
    card_value_table,
    parse_cards,
    without_cards,
)
from game.i18n import reason_text, refusal_text, tr
from game.storage import spoken
from game.ui.app import SPEEDS, App, Scene
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button, Toast
from game.ui.help.glossary import tip
from game.ui.input import Click, Drag, Drop, Hover, Key, Press, UiEvent
from game.ui.replays.master import SLICE as MASTER_SLICE
from game.ui.table.animation import Animations
from game.ui.table.controls import buttons, table_input, terms
from game.ui.table.controls.buttons import lay_label as lay_label  # tests and headless.py name them here
from game.ui.table.controls.buttons import special_label as special_label
from game.ui.table.intents import Intent, move_cards, move_zones, places_of
from game.ui.table.layout import TableLayout, meld_rank
from game.ui.table.layout.portrait import table_layout
from game.ui.table.log import card_text, quoted_move, replacement_cards
from game.ui.table.match import Match
from game.ui.table.models import HAND, BotPacing, HandState, PointerState, Zone
from game.ui.table.seats import sides_in_play, threes_only
from game.ui.table.sorting import sort_hand
from game.ui.table.staging import deal, hold_back, landed, stage
from game.ui.table.table_view import draw_table, hovered_card
from game.ui.table.warnings import move_warning

THINK_SLICE = 0.006  # seconds of bot thinking per frame: the frame stays well under 16.7 ms
BOT_PAUSE = 0.55  # after a computer player's action, before the next
FRESH_MARK = 1.6  # seconds a card just drawn stays marked in the hand (at normal speed)
ANSWER_SHOWN = 6.0  # seconds the partner's answer stays: the player plays his turn on it
HINT_SHOWN = 8.0  # seconds a hint's reason stays: it is read, and its cards looked at
GLOSSARY_DELAY = 0.6  # seconds the pointer rests on a word of the table (or a finger presses it) before it is explained


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
        return buttons.info_lines(self)

    # -- the loop -------------------------------------------------------------------------------
    def handle(self, event: UiEvent) -> None:
        if isinstance(event, Click | Key) and self.animations.moments:  # a click or a key skips a celebration
            if self.animations.holding:  # the deal, or going out: the click skips it, and acts only where it
                self.skip()  # opens a screen (the menu, the rules, the log), which changes nothing here
                if not table_input.opens_a_screen(self, event):
                    return
            self.animations.moments.clear()
        elif isinstance(event, Drag | Drop) and self.animations.holding:  # no card to drag while they are dealt
            return
        long_press = self._pressing and self.glossary_tip is not None
        if isinstance(event, Hover | Press):
            self.pointing.hover = event.pos
            if self.layout.hand_shift and table_input.card_under_pointer(self) is None:  # it left the hand: re-centred
                self.layout.hand_shift = 0.0
            self._still, self._pressing, self.glossary_tip = 0.0, isinstance(event, Press), None
        elif isinstance(event, Click | Drag | Drop | Key):
            self._pressing, self.glossary_tip = False, None
        if isinstance(event, Click | Drop) and not long_press:  # the rest begins again, and explains what
            self._still, self.clicked_term = 0.0, self.term_at(event.pos)  # was clicked no more
        if isinstance(event, Click) and long_press:
            pass  # the press was held to read a word, not to act
        elif isinstance(event, Click):
            table_input.click(self, event)
        elif isinstance(event, Drag):
            table_input.drag(self, event)
        elif isinstance(event, Drop):
            table_input.drop(self, event)
        elif isinstance(event, Key):
            table_input.key(self, event)
        self._refresh()

    def ask_label(self, partner: int) -> str:
        return buttons.ask_label(self, partner)

    def update(self, dt: float) -> None:
        if self.match.several_people and self.passed_to != self.seat and not self.match.hand_is_over:
            self._pass_to(self.seat)  # a new game, a new deal, a save loaded: nothing moves until it is his
            return
        for flight in self.animations.update(dt):
            landed(self.incoming, flight)
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
            self.say(buttons.not_your_turn(self))
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

    def _play(self, move: Move) -> None:
        seat = self.view.to_act
        before = parse_cards(self.shown["hands"][self.seat])
        pointed = table_input.card_under_pointer(self) if seat == self.seat else None
        events = self.match.play(move)
        if self.toast is not None and self.toast.kind in ("hint", "refusal"):  # about the position before
            self.toast = None
        self._look()
        drawn = [c for e in events if isinstance(e, CardsDrawn | BonusCardsDrawn) and e.seat == self.seat
                 for c in e.cards]
        if drawn:  # marked a moment, so the player sees what came in among his sorted cards
            self.hand.fresh = dict.fromkeys(drawn, FRESH_MARK * self.pace)
        after = parse_cards(self.shown["hands"][self.seat])
        table_input.hold_hand_still(self, pointed)
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

    def _settle(self) -> None:
        for flight in self.animations.finish():
            landed(self.incoming, flight)

    def skip(self) -> None:
        """Everything lands at once and the table's moments end (the player clicked through the deal, or a
        celebration)."""
        for flight in self.animations.skip():
            landed(self.incoming, flight)
        self.animations.take_cues()  # what would have sounded as it went: it went at once
        self._refresh()

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
        hold_back(self.incoming, flights)

    def _deal(self, events: list[Event]) -> None:
        """The hand just dealt, shown card by card (staging.deal); the player acts once it is over or skipped."""
        hand = parse_cards(self.shown["hands"][self.seat])
        hold_back(self.incoming, deal(self.animations, self.layout, self.view, hand, events, self.seat, self.pace,
                                      self.shown, lambda cards: sort_hand(cards, self.hand.sort_mode)))

    def meld_rects(self, side: int) -> dict[str, Rect]:
        """Where each meld of a side lies now, by rank: what a click or a drop can aim at."""
        columns = self.layout.side_columns(self.shown, side)
        size = self.view.rules.canasta_size
        melds = {meld_rank(m): m for m in map(parse_cards, self.shown["melds"][side])}
        return {r: self.layout.meld_rect(columns[r], len(m), len(m) >= size) for r, m in melds.items()}

    # -- buttons and the status line (controls/buttons.py) ----------------------------------------
    def _refresh(self) -> None:
        """Work out the buttons and the status line again, when what they depend on has changed."""
        key = (self._looks, frozenset(self.hand.selected), self.hand.sort_mode, self.animations.holding)
        if key != self._refreshed_for:
            self._refreshed_for = key
            buttons.refresh(self)

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
            self.say(buttons.not_your_turn(self) if not self.my_turn else tr("Answer your partner first"))
            return
        advice = self.match.hint()
        self.hand.selected = places_of(move_cards(advice.move), self.hand_cards)
        self.hinted = (frozenset(self.hand.selected), move_zones(self.view, advice.move))
        self._refreshed_for = None
        self._refresh()
        self.toast = Toast(reason_text(advice.reason, card_text, self.match.names), error=False, left=HINT_SHOWN,
                           kind="hint")

    def term_at(self, pos: tuple[float, float]) -> str | None:
        """The word of the glossary that what lies at ``pos`` shows (controls/terms.py)."""
        return terms.term_at(self, pos)

    def open_log(self) -> None:
        """The whole log of the game, hand by hand (l, or a click on the log)."""
        self.app.push(self.app.open("log", self.match))

    def open_rules(self) -> None:
        """The rules of this game, house rules marked (F1, ?, or the menu)."""
        self.app.push(self.app.open("rules", self.match.settings.preset, self.view.rules))

