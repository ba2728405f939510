"""Records and replays (issue 22): every finished game kept (the last 50, a damaged entry set aside), the Games
screen that lists them, the replay viewer stepping through a whole game onto the recorded positions, and the
share code copied and pasted through a fake clipboard."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.core import Game, from_code_text, to_code, to_record  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.replays import clipboard  # noqa: E402
from game.ui.replays.code_dialogs import PasteCodeDialog, ShareCodeDialog  # noqa: E402
from game.ui.replays.games_scene import GamesScene, result_words  # noqa: E402
from game.ui.replays.kept_games import KEPT, KeptGame, keep_game, load_games, load_sample  # noqa: E402
from game.ui.replays.open_hands import open_hand_places  # noqa: E402
from game.ui.replays.replay import Replay  # noqa: E402
from game.ui.replays.replay_scene import STEP_TIME, ReplayScene  # noqa: E402
from game.ui.scenes.start_scene import StartScene  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402


def finished(seed: int = 3, preset: str = "classic-2p", target: int = 1500) -> Match:
    """A whole game at the table, the player's seat played by a bot too."""
    match = Match(MatchSettings(preset=preset, level="beginner", target_score=target, seed=seed))
    player = make_bot("beginner", seed=5)
    while not match.is_over:
        if match.hand_is_over:
            match.next_hand()
        else:
            match.play(player.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    return match


@pytest.fixture(scope="module")
def match() -> Match:
    found = finished()
    assert found.game.round >= 2, "a game of more than one hand, to step between hands"
    return found


class FakeClipboard:
    def __init__(self, works: bool = True, holding: str | None = None) -> None:
        self.works, self.holding, self.shown = works, holding, []

    def copy(self, text: str) -> bool:
        if self.works:
            self.holding = text
        return self.works

    def paste(self, prompt: str) -> str | None:
        return self.holding if self.works else None

    def show(self, text: str, message: str) -> bool:
        self.shown.append(text)
        return True


@pytest.fixture
def board():
    fake = FakeClipboard()
    clipboard.use(fake)
    yield fake
    clipboard.use(None)


def entry(number: int, match: Match) -> KeptGame:
    """A kept game made up for the list: its own key and minute, the match's code."""
    return KeptGame(to_code(match.game), f"2026-11-{1 + number // 60:02d} 10:{number % 60:02d}", "classic-2p",
                    "normal", ["You", "North"], [1600 + number, 900], 0, 0, 2, f"key-{number}")


def games_screen(storage: Storage) -> tuple[Headless, GamesScene]:
    driver = Headless(storage)
    driver.frame()
    assert isinstance(driver.scene, StartScene)
    driver.key(pygame.K_g)
    assert isinstance(driver.scene, GamesScene)
    return driver, driver.scene


# -- the games kept -------------------------------------------------------------------------------
def test_a_game_played_to_its_end_at_the_table_is_kept_once_with_its_code(match: Match) -> None:
    storage = Storage(MemoryBackend())
    driver = Headless(storage)
    over = Match.from_dict(match.to_dict())  # at its last score sheet, as the table shows it
    driver.app.play(over)
    driver.frames(3)
    games, problem = load_games(storage)
    assert problem is None and len(games) == 1
    kept = games[0]
    assert Game.from_code(kept.code).to_dict() == match.game.to_dict()
    assert (kept.preset, kept.level, kept.players, kept.hands) == ("classic-2p", "beginner", ["You", "North"],
                                                                   match.game.round)
    assert kept.scores == list(match.game.scores) and kept.winner == match.game.winner and kept.you == 0
    tags = Replay(from_code_text(kept.code)).tags
    assert tags["Players"] == ["You", "North"] and tags["Level"] == "beginner" and tags["Date"] == kept.date
    driver.app.record_hand(over)  # the score sheet shown again: counted once, kept once
    assert keep_game(storage, over) == [] and len(load_games(storage)[0]) == 1


def test_a_game_not_yet_over_is_not_kept() -> None:
    storage = Storage(MemoryBackend())
    driver = Headless(storage)
    match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=3))  # to 5000: one hand is not enough
    player = make_bot("beginner", seed=5)
    while not match.hand_is_over:
        match.play(player.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    assert not match.is_over
    driver.app.record_hand(match)
    assert load_games(storage) == ([], None)


def test_a_game_from_a_save_without_its_earlier_hands_is_left_out(match: Match) -> None:
    saved = match.to_dict()
    del saved["game"]["past_hands"]  # a save from before the record: hands 1 to n-1 are not known
    storage = Storage(MemoryBackend())
    assert keep_game(storage, Match.from_dict(saved)) == [] and load_games(storage) == ([], None)


def test_the_last_fifty_are_kept_newest_first(match: Match) -> None:
    backend = MemoryBackend()
    storage = Storage(backend)
    storage.save("games", {"format": 1, "games": [entry(n, match).to_dict() for n in range(KEPT, 0, -1)]})
    assert keep_game(storage, match) == []
    games = load_games(storage)[0]
    assert len(games) == KEPT and games[0].scores == list(match.game.scores)
    assert [g.key for g in games[1:]] == [f"key-{n}" for n in range(KEPT, 1, -1)]  # the oldest let go


def test_a_damaged_entry_is_reported_and_set_aside_and_the_others_kept(match: Match) -> None:
    good = [entry(n, match).to_dict() for n in (3, 2, 1)]
    broken = dict(good[1], date="yesterday")
    text = json.dumps({"format": 1, "games": [good[0], broken, good[2]]})
    backend = MemoryBackend({"games": text})
    storage = Storage(backend)
    games, problem = load_games(storage)
    assert [g.key for g in games] == ["key-3", "key-1"]
    assert "could not all be read" in problem and "1 of 3" in problem and "yesterday" in problem
    aside = [key for key in backend.records if key.startswith("games.damaged-")]
    assert len(aside) == 1 and backend.records[aside[0]] == text  # the list as it was, damaged entry and all
    assert load_games(storage) == (games, None)  # the others were saved again
    driver, screen = games_screen(Storage(MemoryBackend({"games": text})))
    assert screen.own == 2 and screen.games[-1].sample and "could not all be read" in screen.problem


# -- the Games screen -------------------------------------------------------------------------------
def test_the_games_screen_lists_them_newest_first_and_scrolls(match: Match) -> None:
    storage = Storage(MemoryBackend())
    storage.save("games", {"format": 1, "games": [entry(n, match).to_dict() for n in range(20, 0, -1)]})
    driver, screen = games_screen(storage)
    assert [g.key for g in screen.games[:-1]] == [f"key-{n}" for n in range(20, 0, -1)]
    assert screen.games[-1].sample  # the sample game after the player's own
    drawn = []
    real = Canvas.text
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Canvas, "text", lambda canvas, text, *a, **k: drawn.append(text) or real(canvas, text, *a, **k))
        driver.frame()
    assert "2026-11-01 10:20" in drawn and "Won 1,620 to 900 · 2 hands" in drawn and "Classic for two" in drawn
    assert drawn.index("2026-11-01 10:20") < drawn.index("2026-11-01 10:19")
    assert screen.rows < 20 and "2026-11-01 10:01" not in drawn  # the oldest below the fold
    driver.key(pygame.K_END)
    assert screen.chosen == 20 and screen.first == 21 - screen.rows  # the sample, last
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_DOWN)
    assert (screen.chosen, screen.first) == (1, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, precise_x=0.0, precise_y=-3.0))
    driver.frame()
    assert screen.first == 3
    driver.click((640, 124 + 2 * 36 + 10))  # the third row shown
    assert screen.chosen == 5
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, StartScene)


def test_a_result_gives_the_players_score_first_then_the_others_from_the_highest(match: Match) -> None:
    three = KeptGame(to_code(match.game), "2026-11-26 08:16", "three-player", "beginner",
                     ["West", "You", "East"], [705, 790, 2025], 2, 1, 3, "key-three")
    assert result_words(three) == "Lost 790 to 2,025, 705 · 3 hands"


def test_the_start_screen_opens_the_games_by_its_button_too() -> None:
    driver = Headless()
    driver.frame()
    button = next(b for b in driver.scene.buttons if b.label == "Games…")
    driver.click(button.rect.center)
    assert isinstance(driver.scene, GamesScene) and driver.scene.games == [load_sample()]  # the sample alone
    assert not any(b.refused for b in driver.scene.buttons if b.label in ("Replay", "Copy code"))


# -- the replay viewer ----------------------------------------------------------------------------
def recorded_position(record: str, hand: int, step: int) -> dict:
    """The position after ``step`` moves of ``hand`` (from 0), replayed from a record cut there."""
    lines = record.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("Hand 1:"))
    written = lines[first + hand].split(":", 1)[1].strip()
    moves = written.split("; ") if written else []
    cut = [*lines[:first + hand], f"Hand {hand + 1}: " + "; ".join(moves[:step])]
    return Game.from_record("\n".join(cut)).to_dict()


def open_replay(match: Match) -> tuple[Headless, ReplayScene]:
    storage = Storage(MemoryBackend())
    keep_game(storage, match)
    driver, _ = games_screen(storage)
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.scene, ReplayScene)
    return driver, driver.scene


def test_stepping_forward_and_back_through_the_whole_game_lands_on_the_recorded_positions(match: Match) -> None:
    record = to_record(match.game)
    driver, viewer = open_replay(match)
    replay = viewer.replay
    seen = []
    while True:
        position = (replay.hand, replay.step)
        assert viewer.game.to_dict() == recorded_position(record, *position), position
        assert viewer.table.view.to_dict() == viewer.game.view(HUMAN).to_dict()
        seen.append(position)
        driver.key(pygame.K_RIGHT)
        if (replay.hand, replay.step) == position:
            break
    moves = [len(hand) for hand in [*match.game.past_hands, match.game.history]]
    assert len(seen) == sum(moves) + len(moves) and viewer.game.to_dict() == match.game.to_dict()
    assert viewer.status_lines()[1].endswith("win the game!") or "game" in viewer.status_lines()[1]
    for position in reversed(seen[:-1]):
        driver.key(pygame.K_LEFT)
        assert (replay.hand, replay.step) == position
        assert viewer.game.to_dict() == recorded_position(record, *position)


def test_a_hand_from_its_deal_to_its_end_and_on_to_the_next(match: Match) -> None:
    driver, viewer = open_replay(match)
    replay = viewer.replay
    driver.key(pygame.K_END)
    assert (replay.hand, replay.step) == (0, len(match.game.past_hands[0]))
    assert viewer.game.phase == "round_over" and "Score: " in viewer.table.match.log[-1]
    driver.key(pygame.K_DOWN)  # at the end already: the next hand's end
    assert (replay.hand, replay.step) == (1, replay.last_step(1))
    driver.key(pygame.K_HOME)
    assert (replay.hand, replay.step) == (1, 0) and viewer.status_lines()[1] == "The deal"
    assert viewer.table.match.log[0].startswith("Hand 2: ")
    driver.key(pygame.K_UP)  # at the deal already: the hand before's
    assert (replay.hand, replay.step) == (0, 0)
    driver.key(pygame.K_LEFT)
    assert (replay.hand, replay.step) == (0, 0)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, GamesScene)


def test_autoplay_moves_on_with_time_at_the_animation_speed(match: Match) -> None:
    driver, viewer = open_replay(match)
    replay = viewer.replay
    driver.key(pygame.K_SPACE)
    assert viewer.playing and viewer.table.buttons[0].label == "Pause"
    driver.frames(int(STEP_TIME * 60) - 6)
    assert replay.step == 0
    driver.frames(10)
    assert replay.step == 1
    driver.frames(int(STEP_TIME * 60) * 3)
    assert replay.step == 4
    driver.key(pygame.K_SPACE)
    driver.frames(200)
    assert replay.step == 4 and not viewer.playing
    driver.app.settings.speed = "fast"  # half the time a step
    driver.key(pygame.K_SPACE)
    driver.frames(int(STEP_TIME * 60) * 2 + 3)
    assert replay.step == 8


def faces_drawn(driver: Headless, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[float, float]]]:
    drawn = []
    real = Canvas.card

    def card(canvas, face, pos, width, *args, **kwargs):
        if face is not None:
            drawn.append((face, (round(pos[0]), round(pos[1]))))
        return real(canvas, face, pos, width, *args, **kwargs)

    monkeypatch.setattr(Canvas, "card", card)
    driver.frame()
    monkeypatch.undo()
    return drawn


def test_the_open_hands_switch_shows_every_hand_and_only_then(match: Match, monkeypatch) -> None:
    driver, viewer = open_replay(match)
    for _ in range(9):
        driver.key(pygame.K_RIGHT)
    game = viewer.game
    layout = viewer.table.layout
    theirs = {(round(x), round(y)) for seat in range(1, game.rules.player_count)
              for (x, y), _ in layout.back_positions(seat, len(game.hands[seat]))}
    hidden = [face for face, pos in faces_drawn(driver, monkeypatch) if pos in theirs]
    assert hidden == [] and viewer.info_lines()[-1] == "Only what you saw"
    driver.key(pygame.K_o)
    layout = viewer.table.layout
    theirs = {(round(x), round(y)) for seat in range(1, game.rules.player_count)
              for x, y in open_hand_places(layout, seat, len(game.hands[seat]))[1]}
    shown = [face for face, pos in faces_drawn(driver, monkeypatch) if pos in theirs]
    assert sorted(shown) == sorted(game.hands[1]) and viewer.info_lines()[-1] == "All hands open"
    driver.key(pygame.K_o)
    assert [face for face, pos in faces_drawn(driver, monkeypatch) if pos in theirs] == []


# -- the share code ---------------------------------------------------------------------------------
def test_copy_code_puts_the_chosen_games_code_on_the_clipboard(match: Match, board: FakeClipboard) -> None:
    storage = Storage(MemoryBackend())
    keep_game(storage, match)
    driver, screen = games_screen(storage)
    driver.key(pygame.K_c)
    assert isinstance(driver.scene, ShareCodeDialog) and driver.scene.copied
    assert board.holding == screen.games[0].code and Game.from_code(board.holding).to_dict() == match.game.to_dict()
    assert "on the clipboard" in driver.scene.message()
    driver.key(pygame.K_ESCAPE)
    board.works = False  # refused: the code is shown, and offered as text to select
    driver.key(pygame.K_c)
    dialog = driver.scene
    assert not dialog.copied and "cannot be used" in dialog.message()
    driver.key(pygame.K_t)
    assert board.shown == [screen.games[0].code]


def test_a_pasted_code_opens_its_replay(match: Match, board: FakeClipboard) -> None:
    code = to_code(match.game, {"Date": "2026-11-20 18:05"})
    board.holding = "  " + code + "\n"
    driver, _ = games_screen(Storage(MemoryBackend()))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="\x16",
                                         scancode=0))
    driver.frame()
    dialog = driver.scene
    assert isinstance(dialog, PasteCodeDialog) and dialog.text == code
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.scene, ReplayScene)
    assert driver.scene.replay.final.to_dict() == match.game.to_dict()
    assert driver.scene.heading == "Classic for two · 2026-11-20 18:05"  # the game and its date, from the code
    assert [type(s).__name__ for s in driver.app.scenes] == ["StartScene", "GamesScene", "ReplayScene"]


def test_a_damaged_code_says_why_and_changes_nothing(match: Match, board: FakeClipboard) -> None:
    code = to_code(match.game)
    board.holding = code[: len(code) // 2]
    driver, _ = games_screen(Storage(MemoryBackend()))
    driver.key(pygame.K_p)
    dialog = driver.scene
    dialog.paste()
    driver.key(pygame.K_RETURN)
    assert driver.scene is dialog and dialog.problem == "The share code is damaged or cut short. Copy all of it again."
    assert dialog.text == code[: len(code) // 2]
    edited = from_code_text(code).replace("Hand 1: draw", "Hand 1: take", 1)
    board.holding = edited  # a whole record pasted: read as one, with the move that breaks a rule named
    dialog.paste()
    driver.key(pygame.K_RETURN)
    assert driver.scene is dialog and dialog.problem.startswith("Move 1 of hand 1 (take) breaks a rule, so this code "
                                                                "can't be replayed: ")


def test_a_code_typed_takes_every_letter_even_the_sound_key(board: FakeClipboard) -> None:
    driver, _ = games_screen(Storage(MemoryBackend()))
    driver.key(pygame.K_p)
    sound = driver.app.settings.sound
    for letter in "C1vV-_ x":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(letter.lower() if
                                                                                      letter != " " else "space"),
                                             mod=0, unicode=letter, scancode=0))
    driver.frame()
    driver.key(pygame.K_BACKSPACE)
    assert driver.scene.text == "C1vV-_" and driver.app.settings.sound == sound
    driver.key(pygame.K_RETURN)
    assert "cut short" in driver.scene.problem


def test_the_desktop_clipboard_holds_what_it_was_given() -> None:
    Headless()  # the window: pygame-ce's clipboard needs the display
    desk = clipboard.DesktopClipboard()
    assert desk.copy("C1abc") and desk.paste("") == "C1abc"


def test_the_browsers_clipboard_writes_through_the_page_and_pastes_through_its_prompt(monkeypatch) -> None:
    """pygbag's page stood in for: navigator.clipboard.writeText, refused on a page that is not secure, and
    window.prompt, where the player pastes a code (or is shown one to select)."""
    from types import SimpleNamespace

    from game.ui import screen

    written, asked = [], []

    def prompt(message, text):
        asked.append((message, text))
        return "C1pasted"

    page = SimpleNamespace(navigator=SimpleNamespace(clipboard=SimpleNamespace(writeText=written.append)),
                           prompt=prompt)
    monkeypatch.setattr(screen, "in_browser", lambda: True)
    monkeypatch.setattr(screen, "page", lambda: page)
    clipboard.use(None)
    try:
        assert isinstance(clipboard.current(), clipboard.BrowserClipboard)
        assert clipboard.copy("C1abc") and written == ["C1abc"]
        assert clipboard.paste("Paste the share code here:") == "C1pasted"
        assert clipboard.show("C1abc", "Select it") and asked[-1] == ("Select it", "C1abc")
        page.navigator = SimpleNamespace()  # no clipboard on a page that is not secure
        assert not clipboard.copy("C1abc")
    finally:
        clipboard.use(None)
