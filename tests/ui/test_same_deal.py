"""The same deal again and Beat the master (issue 22): a finished hand's deal played again from its start, the
same cards in the same seats, from the score sheet, the replay viewer and a pasted share code; and the
master's game of the deal played in the background, in slices, its score set beside the player's."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.core import Game, preset, to_code, to_record  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.replays import clipboard  # noqa: E402
from game.ui.replays.code_dialogs import PasteCodeDialog  # noqa: E402
from game.ui.replays.deal_dialog import DealAgainDialog  # noqa: E402
from game.ui.replays.master import MasterGame  # noqa: E402
from game.ui.replays.replay import Replay  # noqa: E402
from game.ui.replays.replay_scene import ReplayScene  # noqa: E402
from game.ui.replays.same_deal import deal_again, deal_of_replay  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet, deal_comparison  # noqa: E402
from game.ui.scenes.modal import Confirm  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.match import Match, MatchSettings, points_text  # noqa: E402


def played(name: str, hands: int, seed: int = 5) -> Game:
    """A game of ``hands`` hands between beginners (the engine alone)."""
    game = Game.new(preset(name), seed=seed)
    bots = [make_bot("beginner", seed=s) for s in range(game.rules.player_count)]
    while game.round < hands or game.phase not in ("round_over", "game_over"):
        if game.phase == "round_over":
            game.next_round()
            continue
        if game.phase == "game_over":
            break
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return game


def without_ending(position: dict) -> dict:
    """A position dict without the hands before (the same deal again has none)."""
    return {key: value for key, value in position.items() if key != "past_hands"}


def test_a_deal_from_a_record_keeps_who_played_each_seat() -> None:
    """People and mixed levels travel in the record's Seats tag (pass and play), and come back with the deal."""
    from game.ui.replays.kept_games import record_tags_of

    kinds = ["person", "beginner", "person", "master"]
    match = Match(MatchSettings("classic-4p", "normal", None, 5, seats=tuple(kinds)))
    tags = record_tags_of(match, "2026-11-26 07:00")
    assert tags["Seats"] == kinds
    settings, _, _ = deal_of_replay(Replay(to_record(played("classic-4p", 1), tags)), 0)
    assert list(settings.kinds) == kinds
    settings, _, _ = deal_of_replay(Replay(to_record(played("classic-4p", 1), {"Level": "normal"})), 0)
    assert list(settings.kinds) == ["person", "normal", "normal", "normal"]  # a record from before: one person


@pytest.mark.parametrize("name", ["classic-4p", "classic-2p", "three-player", "six-player", "modern-american"])
def test_the_same_deal_again_deals_the_same_hands_and_upcard(name: str) -> None:
    game = played(name, 2)
    replay = Replay(to_record(game, {"Level": "normal"}))
    for hand in range(replay.hand_count):
        settings, start, before = deal_of_replay(replay, hand)
        match = deal_again(settings, start, before=before)
        original = replay.start(hand).to_dict()
        again = match.game.to_dict()
        assert without_ending(again) == without_ending(original)
        assert again["hands"] == original["hands"] and again["pile"] == original["pile"]
        assert not match.is_over
        assert settings.seed == game.seed and settings.level == "normal"
        assert before == replay.moments(hand)[-1].game.round_scores[0]["total"]


def new_table(preset_name: str = "classic-2p", seed: int = 11) -> tuple[Headless, ScriptedPlayer]:
    driver = Headless()
    driver.app.settings.preset, driver.app.settings.level = preset_name, "beginner"
    driver.scene.new_game(seed=seed)
    return driver, ScriptedPlayer(driver, level="beginner")


def play_hand(driver: Headless, player: ScriptedPlayer) -> None:
    while (state := player.wait_for_turn()) in ("move", "answer"):
        if state == "answer":
            player.click_button(next(b.label for b in driver.app.top.buttons if b.key == "y"))
        else:
            player.play_turn_action()
    assert state == "score"


def test_same_deal_again_from_the_score_sheet_replays_the_hand_exactly() -> None:
    driver, player = new_table()
    play_hand(driver, player)
    first = player.table.match
    start, moves = first.hand_start, list(first.game.history)
    hands_counted = driver.app.stats.to_dict()
    sheet = driver.app.top
    assert isinstance(sheet, ScoreSheet) and "d" in [b.key for b in sheet.buttons]
    driver.key(pygame.K_d)
    dialog = driver.app.top
    assert isinstance(dialog, DealAgainDialog) and dialog.ends_game  # a game of 5000 is not over after one hand
    driver.key(pygame.K_RETURN)
    question = driver.app.top
    assert isinstance(question, Confirm), "the game in play is not ended without asking"
    driver.key(pygame.K_RETURN)  # Enter, typed by habit, keeps it
    assert player.table.match is first and not isinstance(driver.app.top, Confirm)
    driver.key(pygame.K_d)
    driver.key(pygame.K_RETURN)
    driver.click(driver.app.top.buttons[1].rect.center)  # Start new game, by a click
    again = player.table.match
    assert isinstance(driver.app.scenes[0], TableScene) and again is not first
    assert again.deal_again and again.master is None and again.before == first.game.round_scores[0]["total"]
    assert without_ending(again.game.to_dict()) == without_ending(Game.from_dict(start).to_dict())
    play_hand(driver, ScriptedPlayer(driver, level="beginner"))  # the same player plays as he did
    assert again.game.history == moves, "the computer players play the same deal as they did"
    assert again.is_over and driver.app.stats.to_dict() == hands_counted, "not counted in the statistics"
    scores = again.view(0).round_scores
    assert deal_comparison(again, scores) == [f"You scored {points_text(again.game.round_scores[0]['total'], True)} on "
                                      f"this deal; last time, {points_text(again.before, True)}."]


def test_a_pasted_code_plays_its_first_deal() -> None:
    game = played("classic-4p", 2, seed=8)
    driver = Headless()
    dialog = PasteCodeDialog(driver.app)
    driver.app.push(dialog)
    dialog.text = to_code(game, {"Level": "expert"})
    driver.click(next(b for b in dialog.buttons if b.label == "Play its deal").rect.center)
    chosen = driver.app.top
    assert isinstance(chosen, DealAgainDialog) and chosen.hand == 1
    driver.key(pygame.K_RETURN)
    match = driver.app.scenes[0].match
    assert without_ending(match.game.to_dict()) == without_ending(Game.new(preset("classic-4p"), 8).to_dict())
    assert match.settings.kinds == ("person", "expert", "expert", "expert")


def test_a_damaged_code_plays_no_deal() -> None:
    driver = Headless()
    dialog = PasteCodeDialog(driver.app)
    driver.app.push(dialog)
    dialog.text = "C1broken"
    dialog.play_deal()
    assert driver.app.top is dialog and dialog.problem.startswith("The share code is damaged")


def test_the_replay_viewer_plays_the_deal_of_the_hand_shown() -> None:
    game = played("classic-2p", 2, seed=4)
    driver = Headless()
    replay = Replay(to_record(game))
    replay.go(1, 5)
    driver.app.push(ReplayScene(driver.app, replay))
    driver.key(pygame.K_d)
    dialog = driver.app.top
    assert isinstance(dialog, DealAgainDialog) and dialog.hand == 2
    driver.key(pygame.K_m)
    match = driver.app.scenes[0].match
    assert match.master is not None and match.game.round == 2
    assert without_ending(match.game.to_dict()) == without_ending(replay.start(1).to_dict())


def test_a_saved_game_is_named_before_a_deal_from_the_viewer_or_a_code_replaces_it() -> None:
    driver = Headless()
    saved = Match(MatchSettings(preset="classic-4p", level="normal", seed=9))
    driver.app.save_game(saved)
    replay = Replay(to_record(played("classic-2p", 1, seed=4)))
    driver.app.push(ReplayScene(driver.app, replay))
    driver.key(pygame.K_d)
    dialog = driver.app.top
    assert isinstance(dialog, DealAgainDialog)
    assert dialog.lines()[-1] == f"Your saved game will be lost: {saved.summary()}"
    driver.key(pygame.K_ESCAPE)  # kept: nothing replaced
    assert driver.app.storage.load("game").data == saved.to_dict()
    driver.app.storage.remove("game")
    driver.key(pygame.K_d)
    assert not driver.app.top.warns and "saved game" not in " ".join(driver.app.top.lines())


def test_the_masters_slice_does_a_bounded_amount_of_work() -> None:
    """Each slice stops once its budget is spent (a clock that ticks a millisecond a read): no frame waits for
    the master's whole turn."""
    start = Game.new(preset("classic-4p"), seed=3).to_dict()
    master = MasterGame(start, 0, ("person", "beginner", "beginner", "beginner"), 3)
    ticks = iter(range(10**9))
    slices = []
    while not master.done:
        slices.append(master.step(0.006, clock=lambda: next(ticks) / 1000))
    assert max(slices) <= 7 and len(slices) > 50  # six milliseconds of steps, and one more for rounding
    whole = MasterGame(start, 0, ("person", "beginner", "beginner", "beginner"), 3)
    whole.finish()
    assert whole.game.to_dict() == master.game.to_dict(), "sliced or not, the master plays the same"


def test_beat_the_master_plays_in_the_background_and_the_sheet_compares() -> None:
    driver, player = new_table(seed=12)
    play_hand(driver, player)
    first = player.table.match
    driver.key(pygame.K_d)
    driver.key(pygame.K_m)  # the keys, typed by habit as a hand ends: the game in play is not lost yet
    assert isinstance(driver.app.top, Confirm) and player.table.match is first
    driver.click(driver.app.top.buttons[1].rect.center)
    match = player.table.match
    master = match.master
    assert master is not None and master.seat == 0 and master.bots[0].name == "master"
    calls: list[tuple[int, bool]] = []  # (frame, a computer player at the table thought in it)
    step, think = master.step, match.think
    frame = [0]

    def counted_think(budget, *args):
        calls.append((frame[0], True))
        return think(budget, *args)

    def counted_step(budget, *args):
        calls.append((frame[0], False))
        return step(budget, *args)

    match.think, master.step = counted_think, counted_step
    original_frame = driver.frame

    def counting_frame(*args):
        frame[0] += 1
        original_frame(*args)

    driver.frame = counting_frame
    play_hand(driver, ScriptedPlayer(driver, level="beginner"))
    for number in {f for f, _ in calls}:
        in_frame = [bot for f, bot in calls if f == number]
        assert len(in_frame) == 1, "one slice of thinking a frame: the table's or the master's"
    assert any(not bot for _, bot in calls), "the master played while the player played"
    for _ in range(3000):
        if master.done:
            break
        driver.frame()
    assert master.done
    lines = deal_comparison(match, match.view(0).round_scores)
    mine, theirs = match.game.round_scores[0]["total"], master.score(0)
    assert lines[1] == (f"The master scored {points_text(theirs, True)} on this deal; you scored "
                        f"{points_text(mine, True)}.")
    alone = MasterGame(first.hand_start, 0, match.settings.kinds, match.settings.seed)
    alone.finish()
    assert alone.score(0) == theirs, "the master's score on the identical cards"


def test_a_saved_same_deal_comes_back_with_its_master() -> None:
    settings = MatchSettings(preset="classic-2p", level="beginner", seed=9)
    start = Game.new(settings.rules(), settings.seed).to_dict()
    match = deal_again(settings, start, master=True, before=120)
    back = Match.from_dict(match.to_dict())
    assert back.deal_again and back.before == 120 and back.master is not None
    assert back.master.game.to_dict() == match.master.game.to_dict()
    plain = Match.from_dict(Match(settings).to_dict())
    assert not plain.deal_again and plain.master is None


@pytest.fixture(autouse=True)
def no_clipboard():
    yield
    clipboard.use(None)


def a_deal_played_again(preset_name: str = "classic-2p", seed: int = 6, master: bool = True) -> Match:
    """A same deal again played to its end (the player's seat by a bot too), the master's game with it: its
    score sheet is next (for the language tests)."""
    settings = MatchSettings(preset=preset_name, level="beginner", seed=seed)
    start = Game.new(settings.rules(), settings.seed).to_dict()
    match = deal_again(settings, start, master=master, before=-35)
    player = make_bot("beginner", seed=5)
    while not match.hand_is_over:
        match.play(player.choose(match.view()) if match.human_to_act else match.think(60.0))
    if match.master is not None:
        match.master.finish()
    return match


def test_a_deal_played_again_is_over_with_its_hand() -> None:
    match = a_deal_played_again()
    assert match.is_over and match.game.phase == "round_over"
    verdict = deal_comparison(match, match.view(0).round_scores)[0]
    assert verdict in ("You beat the master!", "The master wins this deal.", "You and the master score the same.")
