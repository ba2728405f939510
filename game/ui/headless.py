"""Driving the real app without a screen: for the UI tests, the screenshots and the frame benchmark.

Events are real pygame events posted into pygame's queue and read by the app's own frame, so a test goes
through exactly what a player's click goes through; time is stepped, never waited for.
"""

from __future__ import annotations

import os

import pygame

from game.ai import make_bot
from game.core import Answer, Ask, Discard, Draw, EndTurn, Lay, Meld, Special, Take
from game.i18n import tr
from game.storage import MemoryBackend, Storage
from game.ui.app import LONGEST_FRAME
from game.ui.drawing.canvas import LOGICAL_SIZE
from game.ui.people.pass_screen import PassScreen
from game.ui.scenes import create_app
from game.ui.scenes.dialogs import GoOutQuestion, ScoreSheet
from game.ui.scenes.modal import Confirm
from game.ui.scenes.table_scene import TableScene, lay_label, special_label
from game.ui.table.match import Match, MatchSettings

FRAME = 1 / 60


class Headless:
    def __init__(self, storage: Storage | None = None, size: tuple[int, int] = LOGICAL_SIZE) -> None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        self.app = create_app(storage if storage is not None else Storage(MemoryBackend()))
        self.size = size
        if size != LOGICAL_SIZE:
            pygame.display.set_mode(size, pygame.RESIZABLE)
            self.app.canvas.resize(pygame.display.get_surface())

    def frame(self, dt: float = FRAME) -> None:
        self.app.frame(pygame.event.get(), dt)

    def frames(self, count: int, dt: float = FRAME) -> None:
        for _ in range(count):
            self.frame(dt)

    def window_pos(self, logical: tuple[float, float]) -> tuple[int, int]:
        """Where a point of the top scene lies in the window, in the view that scene lays out in."""
        if self.app.scenes:
            self.app.canvas.view(self.app.top.fills_frame)
        return self.app.canvas.point(logical)

    def click(self, logical: tuple[float, float]) -> None:
        """A press and release at a logical point, through pygame's event queue."""
        pos = self.window_pos(logical)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frame()

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
        a, b = self.window_pos(start), self.window_pos(end)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        self.frame()
        for i in range(1, steps + 1):
            pos = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
            self.frame()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
        self.frame()

    def key(self, key: int, shift: bool = False) -> None:
        mod = pygame.KMOD_LSHIFT if shift else 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.frame()

    def screenshot(self, path: str) -> None:
        """The app's picture at its own window size (pygame has one window: another driver may have resized it)."""
        if pygame.display.get_surface().get_size() != self.size:
            pygame.display.set_mode(self.size, pygame.RESIZABLE)
            self.app.canvas.resize(pygame.display.get_surface())
        self.app.draw()
        pygame.image.save(pygame.display.get_surface(), path)

    @property
    def scene(self):
        return self.app.top


def a_seed_where_the_partner_asks(preset: str = "classic-4p", limit: int = 60, player_seed: int = 5) -> int:
    """A seed whose first hand has the partner ask the player "may I go out?" when the ScriptedPlayer (of
    ``player_seed``) plays it; searched without drawing anything."""
    for seed in range(1, limit):
        match = Match(MatchSettings(preset=preset, level="expert", seed=seed))
        player = make_bot("expert", player_seed)
        while not match.hand_is_over:
            if match.human_to_act:
                if match.game.phase == "answer":
                    return seed
                match.play(player.choose(match.view(0)))
            else:
                match.play(match.think(60.0))
    raise AssertionError(f"no seed below {limit} has the partner ask in {preset}")


class ScriptedPlayer:
    """Plays the player's seat as a person would, by clicks: an expert bot decides, and its move is made
    by clicking cards, the stock, the pile, melds and buttons (their labels in the language spoken).  Raises if a
    click sequence is refused.  With several people at the table it plays whichever person has the screen
    (the table's ``seat``), from his view; the screen between two people's turns is the caller's to tap.

    Between turns it steps the table in the longest frame the game loop allows (a slow phone's), so a whole hand
    takes a few hundred frames; a test that watches every frame at 60 a second passes ``frame_time=FRAME``."""

    def __init__(self, driver: Headless, level: str = "expert", seed: int = 5,
                 frame_time: float = LONGEST_FRAME) -> None:
        self.driver = driver
        self.bot = make_bot(level, seed)
        self.actions = 0
        self.frame_time = frame_time

    @property
    def table(self):
        scenes = [s for s in self.driver.app.scenes if isinstance(s, TableScene)]
        return scenes[-1] if scenes else None

    def wait_for_turn(self, limit: int = 20000) -> str:
        """Step frames until the player must act: "move", "answer", "score" (a score sheet is up), "pass" (the
        screen is to be passed to another person: ``take_screen``) or "over"."""
        for _ in range(limit):
            top = self.driver.app.top
            if isinstance(top, ScoreSheet):
                return "score"
            if isinstance(top, PassScreen):
                return "pass"
            if isinstance(top, GoOutQuestion):
                return "answer"
            table = self.table
            if table is None:
                return "over"
            if table.my_turn and table.match.game.phase != "answer" and not table.animations.busy:
                return "move"
            self.driver.frame(self.frame_time)
        raise AssertionError("the player's turn never came")

    def take_screen(self) -> int:
        """The person the screen is passed to taps it; his seat."""
        top = self.driver.app.top
        assert isinstance(top, PassScreen), f"no screen to pass: {type(top).__name__} is on top"
        self.driver.click((640, 400))
        return top.person

    def click_button(self, label: str) -> None:
        """Click the button of the scene on top by its label as shown (in the language spoken: ``tr("Meld")``)."""
        top = self.driver.app.top
        buttons = {b.label: b for b in getattr(top, "buttons", [])}
        if label not in buttons:
            raise AssertionError(f"no {label!r} button; there are {sorted(buttons)}")
        self.driver.click(buttons[label].rect.center)

    def select(self, cards: list[str]) -> None:
        """Click each card in the hand once (the table keeps the selection), after letting go of any card
        selected before (a hint's cards, say) with Esc, as a player would."""
        table = self.table
        if table.hand.selected:
            self.driver.key(pygame.K_ESCAPE)
        wanted = list(cards)
        for _ in range(len(cards)):
            hand = table.hand_cards
            chosen = set(table.hand.selected)
            index = next(i for i, c in enumerate(hand) if c == wanted[0] and i not in chosen)
            pos = table.layout.hand_positions(len(hand), table.hand.selected)[index]
            self.driver.click((pos[0] + 12, pos[1] + 30))  # the visible corner of a fanned card
            wanted.pop(0)

    def play_turn_action(self) -> None:
        """Decide with the bot and make that move (``perform``); check that the game moved on."""
        table = self.table
        game = table.match.game
        before = len(game.history), game.round
        move = self.bot.choose(table.match.view(table.seat))
        self.perform(table, move)
        top = self.driver.app.top
        if isinstance(top, Confirm):  # a warning before a costly move: the player meant it
            self.click_button(next(b.label for b in top.buttons if b.key == "return"))
        self.actions += 1
        if (len(game.history), game.round) == before and not table.match.hand_is_over:
            message = table.toast.text if table.toast else "nothing happened"
            raise AssertionError(f"the table refused {move}: {message}")

    def perform(self, table, move) -> None:
        """Make the move as a person would, by clicks on cards, the stock, the pile, melds and buttons."""
        if isinstance(move, Draw):
            self.driver.click(table.layout.stock_rect.center)
        elif isinstance(move, Take):
            self.select([c for g in move.groups for c in g.cards])
            self.driver.click(table.layout.pile_rect.center)
        elif isinstance(move, Discard):
            self.select([move.card])
            self.driver.click(table.layout.pile_rect.center)
        elif isinstance(move, Meld):
            self._meld(table, move)
        elif isinstance(move, Ask):
            partner = move.partner if move.partner is not None else table.match.partners(table.seat)[0]
            self.click_button(table.ask_label(partner))
        elif isinstance(move, Answer):
            self.click_button(tr("Yes") if move.yes else tr("No"))
        elif isinstance(move, EndTurn):
            self.click_button(tr("End turn"))
        elif isinstance(move, Lay):
            self.click_button(lay_label(move.card))
        elif isinstance(move, Special):
            self.click_button(special_label(move.name))

    def _meld(self, table, move) -> None:
        """One group for a meld we have: onto that meld.  Anything else: select it all, press Meld."""
        ours = table.meld_rects(table.view.side_of(table.seat))
        rank = move.groups[0].target_rank
        if len(move.groups) == 1 and rank in ours:
            self.select(list(move.groups[0].cards))
            rect = ours[rank]
            self.driver.click((rect.centerx, rect.bottom - 10))
            return
        self.select([c for g in move.groups for c in g.cards])
        self.click_button(tr("Meld"))
