"""The garbage collector's long pauses fall at calm moments (game/ui/memory.py): the app calls its calm hook
when a game is put on the table, after every move and at every new deal, and settle() freezes what is alive
then."""

from __future__ import annotations

import gc
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.memory import settle  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402


def test_settle_freezes_the_survivors_and_the_collector_then_walks_only_the_new() -> None:
    try:
        kept = [[i] for i in range(1000)]  # long-lived objects, as the move memo's
        settle()
        assert gc.get_freeze_count() >= len(kept)
        assert sum(gc.get_count()) < 50  # the generations start afresh
    finally:
        gc.unfreeze()  # the rest of the test session collects as usual


def test_the_app_is_calm_when_a_game_is_put_on_the_table_after_each_move_and_at_each_new_deal() -> None:
    driver = Headless()
    calls: list[str] = []
    driver.app.calm = lambda: calls.append("calm")
    match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=3, target_score=100_000))
    driver.app.play(match)
    assert calls == ["calm"]
    player = ScriptedPlayer(driver, level="beginner")
    while player.wait_for_turn() in ("move", "answer"):
        player.play_turn_action()
    review = match.hand_to_review()
    assert review is not None
    moves = len(review[1])
    assert moves > 20 and len(calls) == 1 + moves  # once after each move: the next full pass stays short
    driver.click(driver.scene.buttons[0].rect.center)  # Next hand
    assert match.game.round == 2 and len(calls) == 2 + moves  # once more for the new deal
