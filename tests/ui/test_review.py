"""The hand review at the table (issue 19): the score sheet works it out between frames, its Review button opens
the costliest decisions one by one on the table as it was, and Continue still deals the next hand."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai import make_bot, player_decisions  # noqa: E402
from game.core import Game  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet  # noqa: E402
from game.ui.scenes.review_scene import ReviewScene, reason_words  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.intents import move_cards  # noqa: E402
from game.ui.table.log import move_words  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.table.models import REVIEW_SLICE  # noqa: E402


def finished_hand(preset: str = "classic-2p", seed: int = 4, player: str = "beginner") -> Match:
    """A match whose first hand is over, the player's seat played by a ``player`` bot: a beginner's hand
    holds costly decisions."""
    match = Match(MatchSettings(preset=preset, level="expert", seed=seed))
    stand_in = make_bot(player, seed=5)
    while not match.hand_is_over:
        match.play(stand_in.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    return match


class SteppedClock:
    """A clock that moves on a millisecond each time it is read: the review's slicing is counted in steps of
    work, not timed."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def at_the_sheet(match: Match) -> tuple[Headless, ScoreSheet]:
    driver = Headless()
    driver.app.play(match)
    driver.frame()
    sheet = driver.scene
    assert isinstance(sheet, ScoreSheet)
    return driver, sheet


def review_button(sheet: ScoreSheet):
    return next(b for b in sheet.buttons if b.label == "Review")


def reviewed(driver: Headless, sheet: ScoreSheet) -> int:
    """Step frames until the review is ready; the frames it took."""
    frames = 0
    while not sheet.review.done:
        driver.frame()
        frames += 1
        assert frames < 20000
    return frames


def test_the_sheet_works_out_the_review_a_slice_per_frame_and_shows_how_far_it_has_come() -> None:
    driver, sheet = at_the_sheet(finished_hand())
    assert sheet.buttons[0].label == "Next hand" and sheet.buttons[0].key == "return"
    button = review_button(sheet)
    assert button.key == "r" and button.refused and button.detail.startswith("thinking: ")
    review = sheet.review
    review.clock = SteppedClock()
    most, steps, frames = 0, review.steps, 0
    while not review.done:
        driver.frame()
        frames += 1
        most, steps = max(most, review.steps - steps), review.steps
    # every frame stops at the first yield past its slice: a slice's worth of steps, and the one that ends it
    assert most <= round(REVIEW_SLICE / 0.001) + 1 and frames > 10
    assert not button.refused and button.detail.endswith("costly decisions")


def test_the_review_shows_the_costliest_decisions_on_the_table_as_they_were() -> None:
    match = finished_hand()
    driver, sheet = at_the_sheet(match)
    driver.key(pygame.K_r)
    assert driver.scene is sheet  # not ready yet: the button says so, and nothing opens
    reviewed(driver, sheet)
    shown = sheet.review.shown
    assert len(shown) == 3 and [v.cost for v in shown] == sorted((v.cost for v in shown), reverse=True)
    decisions = player_decisions(*match.hand_to_review(), HUMAN)
    assert all(any(d.view == v.view and d.made == v.made for d in decisions) for v in shown)
    driver.key(pygame.K_r)
    review = driver.scene
    assert isinstance(review, ReviewScene)
    seen = []
    for i, verdict in enumerate(shown):
        table = review.table
        assert table.view == verdict.view and table.view.to_act == HUMAN  # the position as it was, his turn
        assert sorted(table.hand_cards) == sorted(verdict.view.hand)
        chosen = [table.hand_cards[j] for j in table.hand.selected]  # the better move's cards, lifted
        assert sorted(chosen) == sorted(move_cards(verdict.best))
        seen.append(table.view)
        if i < len(shown) - 1:
            next_button = next(b for b in table.buttons if b.label == "Next")
            driver.click(next_button.rect.center)
    assert len({id(view) for view in seen}) == 3 and review.index == 2
    driver.key(pygame.K_b)
    assert review.index == 1 and review.table.view == shown[1].view
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is sheet
    driver.key(pygame.K_RETURN)  # Next hand, as before
    assert isinstance(driver.scene, TableScene) and match.game.round == 2


def test_the_review_names_the_move_made_the_better_one_and_what_it_cost(monkeypatch) -> None:
    driver, sheet = at_the_sheet(finished_hand())
    reviewed(driver, sheet)
    driver.click(review_button(sheet).rect.center)
    verdict = sheet.review.shown[0]
    texts: list[str] = []
    real_text = driver.app.canvas.text

    def text(words, *args, **kwargs):
        texts.append(words)
        return real_text(words, *args, **kwargs)

    monkeypatch.setattr(driver.app.canvas, "text", text)
    driver.app.draw()  # the review stands still: a frame without input would draw nothing new
    assert f"1 of 3 · cost about {round(verdict.cost / 10) * 10} points" in texts
    written = " ".join(texts)  # lines broken at spaces, drawn one after the other
    assert f"Your move: {move_words(verdict.made)} Better: {move_words(verdict.best)}" in written
    assert verdict.reason is not None and reason_words(verdict, sheet.table.match.names)[:30] in written
    assert not re.search(r"\b[2-9TJQKA][SHDC]\b", written)  # cards as the table writes them: 5♠, never 5S
    assert "Close" in texts


def test_continue_while_the_review_is_worked_out_drops_it_and_deals_the_next_hand() -> None:
    match = finished_hand("classic-4p", seed=3)
    driver, sheet = at_the_sheet(match)
    driver.frame()
    assert not sheet.review.done
    driver.click(sheet.buttons[0].rect.center)
    assert isinstance(driver.scene, TableScene) and match.game.round == 2
    assert match.hand_start is not None and Game.from_dict(match.hand_start).round == 2


def test_a_reload_at_the_score_sheet_can_still_review_the_hand_and_an_old_save_loads_without() -> None:
    match = finished_hand("classic-4p", seed=3)
    saved = match.to_dict()
    again = Match.from_dict(saved)
    assert again.hand_start == match.hand_start
    start, moves = again.hand_to_review()
    replay = start.copy()
    for move in moves:  # the hand replays from its start to the very position the game ended in
        replay.apply(move)
    assert {**replay.to_dict(), "past_hands": None} == {**match.game.to_dict(), "past_hands": None}
    driver, sheet = at_the_sheet(again)
    assert review_button(sheet) and sheet.review is not None
    old = {key: value for key, value in saved.items() if key != "hand_start"}
    driver, sheet = at_the_sheet(Match.from_dict(old))
    assert sheet.review is None and [b.label for b in sheet.buttons] == ["Next hand"]
    driver.key(pygame.K_r)  # nothing to review: the sheet stays
    assert driver.scene is sheet


def test_a_hand_without_costly_decisions_says_so() -> None:
    match = finished_hand("classic-4p", seed=3)
    driver, _ = at_the_sheet(match)
    driver.app.push(driver.app.open("review", match, [], 12))
    driver.frame()
    review = driver.scene
    assert review.table.status == "No costly decisions this hand" and review.table.substatus == "Well played."
    assert review.table.view == match.view(HUMAN) and not review.table.buttons
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, ScoreSheet)
