"""tools/screenshots.py, the pictures the studio looks at after a change to the table: its tables reach the
positions it photographs (it stopped once on a table dealt at another level than its seed was found at)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.ui.headless import ScriptedPlayer  # noqa: E402
from tools import screenshots  # noqa: E402


def test_the_partners_question_is_reached_on_the_table_the_screenshots_deal_for_it() -> None:
    driver = screenshots.partner_asking_table()
    player = ScriptedPlayer(driver, seed=screenshots.PLAYER_SEED)
    while (state := player.wait_for_turn()) == "move":
        player.play_turn_action()
    assert state == "answer"


@pytest.mark.slow
def test_every_screenshot_is_taken(tmp_path) -> None:
    """The whole tool, as the docs run it (about 90 s)."""
    screenshots.main([str(tmp_path)])
    assert len(list(tmp_path.glob("*.png"))) >= 170  # 177 pictures on 2026-12-06
