"""The whole log (issue 19): `l` or a click on the log opens every line of the game, hand by hand, with each
hand's score, at its end; the match keeps a whole game's lines."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.reading import LogScene, log_sections  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402


def second_hand() -> Match:
    """Classic for two played by beginners through its first hand and a few moves into the second."""
    match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=3))
    stand_in = make_bot("beginner", seed=1)
    while match.game.round == 1 or len(match.game.history) < 4:
        if match.hand_is_over:
            match.next_hand()
        else:
            match.play(stand_in.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    return match


def test_the_log_opens_by_key_and_by_click_at_its_end_hand_by_hand_with_the_score() -> None:
    match = second_hand()
    driver = Headless()
    driver.app.play(match)
    table = driver.scene
    assert isinstance(table, TableScene)
    table.pacing.wait = 600.0
    driver.key(pygame.K_l)
    log = driver.scene
    assert isinstance(log, LogScene)
    assert [s.title for s in log.sections] == ["Hand 1", "Hand 2"]
    assert log.offset == log.most > 0 and log.current_section() == 1
    first = log.sections[0].paragraphs
    assert first[0].startswith("Hand 1: ") and any(p.startswith("Score: ") for p in first)
    score = next(p for p in first if p.startswith("Score: "))
    assert score == match.log[match.log.index(score)] and " (" in score
    assert all(line.marked == line.text.startswith(("Score:", "The game is over")) for line in log.lines
               if not line.heading and line.x == 0)
    assert sum(len(s.paragraphs) for s in log.sections) == len(match.log)
    driver.key(pygame.K_l)
    assert driver.scene is table
    driver.click(table.layout.log_rect.center)
    assert isinstance(driver.scene, LogScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is table


def test_a_log_cut_short_keeps_its_first_lines_apart() -> None:
    sections = log_sections(["West discards 7♣.", "Hand 4: You dealt.", "The upcard is 9♦."])
    assert [(s.title, s.paragraphs) for s in sections] == [
        ("Earlier", ("West discards 7♣.",)), ("Hand 4", ("Hand 4: You dealt.", "The upcard is 9♦."))]
