"""The replay viewer: a finished game on the table again, move by move and hand by hand.

The table is painted as it was from the player's seat (table_view.draw_table over a read-only PastTable, as
the hand review does), with the log's lines of each move and the hand's number and scores.  → (or N) a move
on, ← (or B) a move back, Home or ↑ to the hand's deal (again: the hand before), End or ↓ to its end (again:
the next hand's), Space plays the game on by itself at the pace of the animations (the Animation setting),
O shows every hand open (the game is over: nothing is secret any more) or only what the player saw, Esc goes
back.  The positions come from replaying the record (replay.py), a hand at a time.  The table fills the
window's frame as the table scene's does (review_scene.past_layout, past_controls); the open hands lie upright
beside the seats' labels (open_hands.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygame import Rect

from game.core import Game, GameView
from game.i18n import tr
from game.ui.app import SPEEDS, App, Scene
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.widgets import Button, Toast
from game.ui.input import Click, Hover, Key, UiEvent
from game.ui.replays.open_hands import OPEN_SEAT_ROOM, open_hand_places
from game.ui.replays.replay import Replay, ReplayMatch
from game.ui.replays.same_deal import deal_of_replay
from game.ui.scenes.review_scene import PastTable, past_controls, past_layout
from game.ui.table.layout import TableLayout
from game.ui.table.layout.portrait import PortraitLayout
from game.ui.table.match import HUMAN
from game.ui.table.seats import sides_in_play, sits_out, threes_only
from game.ui.table.sorting import sort_hand
from game.ui.table.table_view import draw_table

STEP_TIME = 0.9  # seconds between two moves played on by themselves, at the normal animation speed
HAND_END_PAUSE = 3.0  # so many steps' time on a hand's end, to read its score
FORWARD_KEYS, BACK_KEYS = ("right", "n"), ("left", "b")
START_KEYS, END_KEYS = ("home", "up"), ("end", "down")


@dataclass
class ReplayTable(PastTable):
    """A position of the replay as the table's painting reads it; ``info`` where the table writes its notes."""

    info: list[str] = field(default_factory=list)
    hands_open: bool = False  # every hand shown: the other seats' cards face up beside their labels, no backs

    def info_lines(self) -> list[str]:
        return self.info


class ReplayScene(Scene):
    fills_frame = True  # the table laid out for the window's shape, as the table scene's (portrait.table_layout)

    def __init__(self, app: App, replay: Replay, heading: str = "") -> None:
        super().__init__(app)
        self.replay = replay
        self.heading = heading
        self.open_hands = False
        self.playing = False
        self.wait = 0.0
        self.toast: Toast | None = None
        self.close_button = Button(tr("Close"), Rect(12, 678, 110, 32), self.close, "escape")
        self._layouts: dict[tuple[Any, ...], TableLayout] = {}
        self.table = self._table()

    # -- what is shown ----------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.replay.game

    @property
    def view(self) -> GameView:
        return self.table.view

    def _layout(self, view: GameView) -> TableLayout:
        """The table's layout in the window's frame; upright, with room under the seats' labels for their
        hands while every hand is open."""
        sides, alone = sides_in_play(view, HUMAN), threes_only(view, HUMAN)
        frame = self.app.canvas.frame
        room = OPEN_SEAT_ROOM if self.open_hands else 0
        key = (tuple(sides), tuple(alone), self.app.settings.hand_scale, frame, room)
        if key not in self._layouts:
            self._layouts = {k: laid for k, laid in self._layouts.items() if k[3] == frame}  # none of an old frame
            self._layouts[key] = past_layout(self.app, view, room)
        return self._layouts[key]

    def _table(self) -> ReplayTable:
        game = self.game
        view = game.view(HUMAN)
        layout = self._layout(view)
        table = ReplayTable(ReplayMatch(self.replay, game), view, layout, self.close_button,
                            self.app.settings.four_colour, hands_open=self.open_hands)
        table.status, table.substatus = self.status_lines()
        upright = isinstance(layout, PortraitLayout)  # its controls take the info's band: the status says as much
        table.info = [] if upright else self.info_lines()
        table.toast = self.toast
        replay = self.replay
        specs: list[Any] = [
            (tr("Pause") if self.playing else tr("Play"), self.toggle_play, "space", True),
            (tr("Next"), self.forward, "n", False, "" if not replay.at_end else tr("This is the end of the game")),
            (tr("Back"), self.back, "b", False, "" if not replay.at_start else tr("This is the first deal")),
            (tr("Hand's end"), self.to_hand_end, None, False),
            (tr("Hand's start"), self.to_hand_start, None, False),
            (tr("Only what you saw") if self.open_hands else tr("Open all hands"), self.toggle_hands, "o", False),
            (tr("Same deal again…"), self.same_deal, "d", False)]
        table.buttons = past_controls(layout, specs, self.close_button)
        return table

    def status_lines(self) -> tuple[str, str]:
        """Where the table says whose turn it is: the hand, and the move of it shown (or the deal, the end)."""
        replay = self.replay
        status = tr("Replay · hand {hand} of {count}", hand=replay.hand + 1, count=replay.hand_count)
        moves = replay.last_step()
        if replay.step == 0:
            return status, tr("The deal")
        detail = tr("Move {number} of {count}", number=replay.step, count=moves)
        if self.game.phase == "game_over":
            detail = f"{detail} · {self.outcome()}"
        elif self.game.phase == "round_over":
            detail = f"{detail} · {tr('The hand is over')}"
        return status, detail

    def outcome(self) -> str:
        """Who won the game, as the last score sheet says it."""
        game, match = self.game, ReplayMatch(self.replay, self.game)
        if game.winner is None:
            return tr("The game is a draw")
        alone = match.scores_by_seat or len(game.seats_of(game.winner)) == 1
        if game.winner == match.score_index(HUMAN):
            return tr("You win the game!") if alone else tr("Your side wins the game!")
        name = match.score_name(game.winner)
        return tr("{name} wins the game", name=name) if alone else tr("{names} win the game", names=name)

    def info_lines(self) -> list[str]:
        lines = [tr("Replay"), *([self.heading] if self.heading else [])]
        lines.append(tr("All hands open") if self.open_hands else tr("Only what you saw"))
        return lines

    def show(self) -> None:
        """The position the replay stands at, painted afresh."""
        self.table = self._table()

    def fit_frame(self) -> None:
        """The window's frame changed (a resize, a phone turned): the table laid out for it again."""
        if self.table.layout.frame_size != self.app.canvas.frame:
            self.show()

    # -- stepping ---------------------------------------------------------------------------------
    def forward(self) -> None:
        if self.replay.forward():
            self.show()
        self.wait = self.step_time()

    def back(self) -> None:
        self.playing = False
        if self.replay.back():
            self.show()

    def to_hand_start(self) -> None:
        self.playing = False
        self.replay.to_hand_start()
        self.show()

    def to_hand_end(self) -> None:
        self.playing = False
        self.replay.to_hand_end()
        self.show()

    def toggle_play(self) -> None:
        """Play on by itself, a move at a time, or stop; from the game's end, from its first deal again."""
        if not self.playing and self.replay.at_end:
            self.replay.go(0, 0)
        self.playing = not self.playing
        self.wait = self.step_time()
        self.show()

    def toggle_hands(self) -> None:
        self.open_hands = not self.open_hands
        self.show()

    def step_time(self) -> float:
        """The time until the next move plays on by itself: longer on a hand's end, to read its score."""
        pause = HAND_END_PAUSE if self.replay.step == self.replay.last_step() else 1.0
        return STEP_TIME * SPEEDS[self.app.settings.speed] * pause

    def same_deal(self) -> None:
        """Play the deal of the hand shown again (replays/deal_dialog.py)."""
        self.playing = False
        try:
            settings, start, before = deal_of_replay(self.replay, self.replay.hand)
        except ValueError:
            self.toast = self.table.toast = Toast(tr("This game cannot be played here"))
            return
        self.app.push(self.app.open("deal_again", settings, start, self.replay.hand + 1, before))

    def close(self) -> None:
        self.app.pop()

    # -- the loop ---------------------------------------------------------------------------------
    def handle(self, event: UiEvent) -> None:
        self.fit_frame()
        if isinstance(event, Hover):
            self.table.pointing.hover = event.pos
        elif isinstance(event, Click):
            for button in [*self.table.buttons, self.close_button]:
                if button.hit(event.pos):
                    self._press(button)
                    return
        elif isinstance(event, Key):
            self._key(event)

    def _press(self, button: Button) -> None:
        if button.refused:
            self.toast = self.table.toast = Toast(button.refused)
        else:
            button.action()

    def _key(self, event: Key) -> None:
        actions = {**dict.fromkeys(FORWARD_KEYS, self.forward), **dict.fromkeys(BACK_KEYS, self.back),
                   **dict.fromkeys(START_KEYS, self.to_hand_start), **dict.fromkeys(END_KEYS, self.to_hand_end),
                   "space": self.toggle_play, "o": self.toggle_hands, "d": self.same_deal, "escape": self.close}
        if event.name in actions:
            actions[event.name]()

    def update(self, dt: float) -> None:
        if self.toast is not None:
            self.toast.update(dt)
            if self.toast.done:
                self.toast = self.table.toast = None
        if not self.playing:
            return
        self.wait -= dt
        if self.wait <= 0:
            self.forward()
            if self.replay.at_end:
                self.playing = False
                self.show()

    def draw(self, canvas: Canvas) -> None:
        self.fit_frame()
        draw_table(canvas, self.table)
        if self.open_hands:
            self._open_hands(canvas)

    def _open_hands(self, canvas: Canvas) -> None:
        """Every other hand face up beside its seat's label, upright (open_hands.py), in the order the player
        sorts his own."""
        layout, view = self.table.layout, self.table.view
        for seat in range(view.rules.player_count):
            if seat == HUMAN or sits_out(view, seat):
                continue
            cards = sort_hand(list(self.game.hands[seat]), self.table.hand.sort_mode)
            width, places = open_hand_places(layout, seat, len(cards))
            for card, pos in zip(cards, places, strict=True):
                canvas.card(card, pos, width, four_colour=self.table.four_colour)
