"""The garbage collector's long pauses fall at calm moments (game/ui/memory.py): the app calls its calm hook
after every move and at every new deal, and settle() freezes what is alive then; where a whole game is let go
(another put on the table, the start screen shown) it calls its sweep hook, and sweep() frees what was
frozen and has died since."""

from __future__ import annotations

import gc
import os
import weakref

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.i18n import tr  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.memory import settle, sweep  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402


def test_settle_freezes_the_survivors_and_the_collector_then_walks_only_the_new() -> None:
    try:
        kept = [[i] for i in range(1000)]  # long-lived objects, as the move memo's
        settle()
        assert gc.get_freeze_count() >= len(kept)
        assert sum(gc.get_count()) < 50  # the generations start afresh
    finally:
        gc.unfreeze()  # the rest of the test session collects as usual


def test_the_app_sweeps_when_a_game_is_put_on_the_table_and_is_calm_after_each_move_and_at_each_new_deal(
) -> None:
    driver = Headless()
    calls: list[str] = []
    driver.app.calm = lambda: calls.append("calm")
    driver.app.sweep = lambda: calls.append("sweep")
    match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=3, target_score=100_000))
    driver.app.play(match)
    driver.frames(5)
    assert calls == []  # the start screen let go: swept at a still moment, not in the deal
    player = ScriptedPlayer(driver, level="beginner")
    while player.wait_for_turn() in ("move", "answer"):
        player.play_turn_action()
    review = match.hand_to_review()
    assert review is not None
    moves = len(review[1])
    assert moves > 20 and calls == ["calm"] * moves  # once after each move: the next full pass stays short
    driver.click(driver.scene.buttons[0].rect.center)  # Next hand
    assert match.game.round == 2 and calls == ["calm"] * (moves + 1)  # once more for the new deal
    driver.app.show_start()
    driver.frame()
    assert calls[-1] == "calm"  # the start screen drawn: no sweep in a frame that draws
    driver.frame()
    assert calls[-1] == "sweep"  # then standing still: swept, the game and the start screen before it at once
    for seed in (4, 5, 6):  # games begun from the table's menu, no still moment between
        driver.app.play(Match(MatchSettings(preset="classic-2p", level="beginner", seed=seed)))
    driver.frame()
    assert calls[-2:] == ["sweep", "sweep"]  # the third let go: swept at the next frame's start


def test_a_game_frozen_while_it_was_played_is_freed_once_the_start_screen_is_back() -> None:
    driver = Headless()
    app = driver.app
    app.calm, app.sweep = settle, sweep
    try:
        app.play(Match(MatchSettings(preset="classic-2p", level="beginner", seed=3)))
        player = ScriptedPlayer(driver, level="beginner")
        for _ in range(3):
            player.wait_for_turn()
            player.play_turn_action()
        table, match = weakref.ref(app.top), weakref.ref(app.top.match)  # type: ignore[attr-defined]
        assert gc.get_freeze_count() > 0 and table() is not None
        del player  # it knows the table
        driver.key(pygame.K_ESCAPE)  # the table's menu, then its way back to the start screen
        driver.click(next(b for b in app.top.buttons if b.label == tr("Main menu")).rect.center)
        driver.frames(2)  # the start screen drawn, then still
        assert type(app.top).__name__ == "StartScene"
        assert table() is None and match() is None  # the game's cycles, frozen as it was played, freed
    finally:
        gc.unfreeze()
