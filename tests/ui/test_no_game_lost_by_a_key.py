"""No key ends a game in play without the player's yes (issue 47): keys typed by habit as a hand ends (d to draw,
m to meld, Enter) once replaced a game to 5000 with a one-deal challenge.  Random walks of keys from the score
sheet reach its dialogs (Same deal again, the review, the table's menu, the rules, the settings) and the table
beyond; after every key the game at stake must still be the one played.  A question that would lose it is
answered only by a click, or by the ring (Tab) then Enter, which the walk leaves to the player."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet  # noqa: E402
from game.ui.scenes.modal import RING_KEYS, Confirm, Modal  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402

LETTERS = [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"]
OTHERS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_F1, pygame.K_UP,
          pygame.K_DOWN]
RING = [pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT]
WALKS, STEPS = 6, 45


def sheet_after_one_hand(seed: int, target: int | None = None) -> Headless:
    """The score sheet of a game to 5000 (or ``target``) after its first hand, the player's seat played by a
    beginner."""
    match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=seed, target_score=target))
    stand_in = make_bot("beginner", seed=5)
    while not match.hand_is_over:
        match.play(stand_in.choose(match.view(0)) if match.human_to_act else match.think(60.0))
    driver = Headless()
    driver.app.play(match)
    driver.frame()
    if match.is_over:  # the winner's celebration first: a click in a corner ends it
        driver.click((5, 5))
    assert isinstance(driver.scene, ScoreSheet) and match.is_over == (target is not None)
    return driver


def game_saved(driver: Headless) -> tuple[object, ...]:
    data = driver.app.storage.load("game").data
    assert data is not None, "the game at stake was removed"
    return data["settings"]["seed"], data["settings"]["preset"], data["deal_again"]


def asks_to_lose_the_game(scene: object) -> bool:
    return isinstance(scene, Confirm) and not scene.buttons[1].key and scene.buttons[0].key == "return"


@pytest.mark.parametrize("walk", range(WALKS))
def test_no_walk_of_keys_from_the_score_sheet_ends_the_game(walk: int) -> None:
    driver = sheet_after_one_hand(seed=7)
    at_stake = game_saved(driver)
    rng = random.Random(walk)
    asked = 0
    for _ in range(STEPS):
        keys = LETTERS + OTHERS + ([] if asks_to_lose_the_game(driver.scene) else RING)
        key = rng.choice(keys)
        driver.key(key, shift=rng.random() < 0.1)
        asked += asks_to_lose_the_game(driver.scene)
        if not driver.app.running:  # q in the table's menu closes the window: the game stays saved
            break
        assert game_saved(driver) == at_stake, f"key {pygame.key.name(key)!r} ended the game in play"


def test_the_issues_keys_d_then_m_ask_and_enter_keeps_the_game() -> None:
    driver = sheet_after_one_hand(seed=7)
    at_stake, match = game_saved(driver), driver.scene.table.match
    driver.key(pygame.K_d)
    driver.key(pygame.K_m)
    question = driver.scene
    assert asks_to_lose_the_game(question) and "classic for two" in " ".join(question.lines).lower()
    driver.key(pygame.K_RETURN)
    assert game_saved(driver) == at_stake and driver.app.scenes[0].match is match


def test_a_key_acts_only_where_its_button_shows_it() -> None:
    driver = sheet_after_one_hand(seed=7)
    sheet = driver.scene
    same_deal = next(b for b in sheet.buttons if b.key == "d")
    same_deal.rect.width = 24  # too narrow for its key to be drawn beside its label
    driver.frame()
    assert not same_deal.shows_key(driver.app.canvas)
    driver.key(pygame.K_d)
    assert driver.scene is sheet, "a key not shown on any button did something"


def test_the_ring_goes_round_the_buttons_and_enter_presses_the_one_it_is_on() -> None:
    driver = sheet_after_one_hand(seed=7)
    pressed: list[str] = []
    question = Confirm(driver.app, "?", [], "Yes", lambda: pressed.append("yes"), "No", risky=True)
    driver.app.push(question)
    driver.frame()
    driver.key(pygame.K_TAB)
    assert question.ring == 0
    driver.key(pygame.K_RIGHT)
    assert question.ring == 1
    driver.key(pygame.K_RETURN)
    assert pressed == ["yes"] and driver.scene is not question


def test_the_final_sheet_is_left_by_esc_or_main_menu_and_offers_a_new_game() -> None:
    driver = sheet_after_one_hand(seed=7, target=1)  # over after its first hand
    sheet = driver.scene
    assert isinstance(sheet, ScoreSheet)
    labels = {b.label: b.key for b in sheet.buttons}
    assert labels["Main menu"] == "escape" and labels["New game"] == "return"
    driver.key(pygame.K_ESCAPE)
    assert type(driver.scene).__name__ == "StartScene" and driver.app.storage.load("game").data is None


def test_every_dialog_key_is_drawn_on_its_button() -> None:
    """The keys the dialogs act on are those drawn: in all three languages the sheet's and the question's
    buttons show them."""
    from game.i18n import set_language

    for code in ("en", "de", "nl"):
        set_language(code)
        try:
            driver = sheet_after_one_hand(seed=7)
            driver.key(pygame.K_d)
            for scene in driver.app.scenes:
                if isinstance(scene, Modal):
                    hidden = [b.label for b in scene.buttons if b.key and not b.shows_key(driver.app.canvas)]
                    assert not hidden, f"{code}: keys not shown on {hidden}"
        finally:
            set_language("en")


def test_ring_keys_are_named_once() -> None:
    assert {pygame.key.name(k) for k in RING} == set(RING_KEYS)


def test_at_the_table_too_a_key_acts_only_where_its_button_shows_it() -> None:
    from game.ui.headless import ScriptedPlayer

    driver = Headless()
    driver.app.play(Match(MatchSettings(preset="classic-2p", level="beginner", seed=7)))
    player = ScriptedPlayer(driver)
    assert player.wait_for_turn() == "move"
    table = player.table
    draw = next(b for b in table.buttons if b.key == "d")
    history = len(table.match.game.history)
    draw.rect.width = 24  # too narrow for its key beside its label
    assert not draw.shows_key(driver.app.canvas)
    driver.key(pygame.K_d)
    assert len(table.match.game.history) == history, "d drew though no button showed it"
    table._refreshed_for = None  # the buttons laid out again, as drawn: d shows, and draws
    table._refresh()
    driver.key(pygame.K_d)
    assert len(table.match.game.history) == history + 1
