"""Two partners (six players in teams of three): the player asks either one, and answers either one."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai import hint, make_bot  # noqa: E402
from game.core import Ask, Game  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.scenes.dialogs import GoOutQuestion  # noqa: E402
from game.ui.table.log import card_text  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402

SETTINGS = MatchSettings(preset="six-player", level="normal", seed=1)


def a_match_where_the_player_may_ask() -> Match:
    """A six-player hand played without the table until the player, having drawn, may ask either partner."""
    for seed in range(1, 80):
        match = Match(MatchSettings(preset="six-player", level="normal", seed=seed))
        stand_in = make_bot("normal", seed=5)
        while not match.hand_is_over:
            if match.human_to_act and Ask() in match.game.legal_moves():
                return match
            match.play(stand_in.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    raise AssertionError("no six-player hand in which the player may ask")


def at_table(match: Match) -> Headless:
    driver = Headless()
    driver.app.settings.speed = "fast"
    driver.app.play(match)
    driver.frame()
    return driver


def test_the_player_asks_either_partner_by_name_and_the_partner_answers() -> None:
    match = a_match_where_the_player_may_ask()
    assert match.partners() == [2, 4]
    driver = at_table(match)
    table = driver.scene
    labels = [b.label for b in table.buttons]
    assert "Ask North-West" in labels and "Ask North-East" in labels and "Ask partner" not in labels
    game = match.game
    table.pacing.wait = 60.0  # hold the computer players back, to see the question pending
    ScriptedPlayer(driver).click_button("Ask North-East")  # the second partner in turn order: "ask 4"
    assert str(game.history[-1]) == "ask 4" and game.to_act == 4 and game.phase == "answer"
    table.pacing.wait = 0.0
    for _ in range(2000):  # the computer partner thinks and answers
        driver.frame()
        if game.to_act == HUMAN:
            break
    assert game.phase == "play" and game.turn.asked in ("yes", "no")
    assert match.log[-1].startswith("North-East answers: ")


def test_shift_a_asks_the_second_partner_and_a_asks_the_next() -> None:
    match = a_match_where_the_player_may_ask()
    copy = Match.from_dict(match.to_dict())
    for each, shift, asked, partner in ((match, True, "ask 4", 4), (copy, False, "ask", 2)):
        driver = at_table(each)
        driver.scene.pacing.wait = 60.0  # the partner's answer is held back
        driver.key(pygame.K_a, shift=shift)
        assert str(each.game.history[-1]) == asked and each.game.to_act == partner


def asked_by_north_west() -> Match:
    """North-West (seat 2) asks; the position is the one above with his and the player's hands swapped."""
    position = a_match_where_the_player_may_ask().game.to_dict()
    for key in ("hands", "known", "stock_draws", "seat_melded"):
        position[key][0], position[key][2] = position[key][2], position[key][0]
    position["to_act"], position["phase"] = HUMAN, "answer"
    position["turn"] = {**position["turn"], "asked": "pending", "asker": 2}
    return Match(SETTINGS, Game.from_dict(position))


def test_a_partner_who_asks_is_named_and_the_players_answer_goes_back_to_him() -> None:
    match = asked_by_north_west()
    driver = at_table(match)
    dialog = driver.scene
    assert isinstance(dialog, GoOutQuestion) and dialog.question() == "North-West asks: may I go out?"
    driver.app.scenes[0].pacing.wait = 60.0  # the table beneath: North-West's next move is held back
    ScriptedPlayer(driver).click_button("Yes")
    game = match.game
    assert str(game.history[-1]) == "yes" and game.to_act == 2 and game.turn.asked == "yes"
    assert match.log[-1] == "You answer: yes, go out."


def test_asked_may_i_go_out_the_player_can_ask_for_a_hint_and_answers_himself() -> None:
    match = asked_by_north_west()
    driver = at_table(match)
    dialog = driver.scene
    assert isinstance(dialog, GoOutQuestion) and dialog.advice == ""
    driver.key(pygame.K_h)
    expected = hint(match.view(HUMAN))
    assert dialog.advice == expected.reason.words(card_text, match.names)
    assert dialog.advice.startswith(("Say yes: ", "Say no: ")) and match.hints == 1
    assert driver.scene is dialog and match.game.phase == "answer"  # nothing answered for him
