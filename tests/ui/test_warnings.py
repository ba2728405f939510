"""Warnings (issue 19): before going out into penalties for unfinished melds (Modern American), the table asks,
naming the cost and its cause; Keep playing changes nothing, Go out plays it; a setting turns warnings off."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import Discard, Game, preset  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.modal import Confirm  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.table.warnings import going_out_cost  # noqa: E402

from .mac_positions import MAC, OTHERS, mac_game  # noqa: E402

CANASTAS = ["KH KS KD KC KH KS KD", "QH QS QD QC QH QS QD"]


def going_out_with(melds: list[str]) -> tuple[Headless, Match]:
    game = mac_game(["5S", *OTHERS], phase="play", melds=[[*CANASTAS, *melds], []])
    match = Match(MatchSettings(preset=MAC, level="normal"), game)
    driver = Headless()
    driver.app.play(match)
    driver.scene.pacing.wait = 600.0
    return driver, match


def test_going_out_into_penalties_asks_first_and_keep_playing_changes_nothing() -> None:
    driver, match = going_out_with(["7H 7S 7D 7C", "AH AS AD AC AH"])
    table = driver.scene
    before = match.to_dict()
    assert not table.play_human(Discard("5S"))
    question = driver.scene
    assert isinstance(question, Confirm) and question.title == "Go out now?"
    penalties = dict(preset(MAC).incomplete_meld_penalties)
    sevens, aces = penalties["sevens"], penalties["pure_aces"]  # what each costs, as a positive number
    assert question.lines[0] == (f"Going out now costs your side {sevens + aces} for unfinished melds: your "
                                 "sevens (4) and aces (5) are unfinished.")
    driver.key(pygame.K_ESCAPE)  # Keep playing
    assert driver.scene is table and match.to_dict() == before
    table.play_human(Discard("5S"))
    driver.key(pygame.K_RETURN)  # Go out
    assert match.game.went_out == HUMAN and match.game.round_scores[0]["penalties"] == -(sevens + aces)


def test_no_question_without_a_cost_or_with_warnings_off() -> None:
    driver, match = going_out_with([])
    assert going_out_cost(match.view(HUMAN), Discard("5S"), 0) is None
    driver.app.settings.warnings = False
    driver2, match2 = going_out_with(["7H 7S 7D 7C"])
    driver2.app.settings.warnings = False
    assert driver2.scene.play_human(Discard("5S")) and match2.game.went_out == HUMAN
    assert going_out_cost(match.view(HUMAN), Discard("6S"), 0) is None  # a move the rules refuse: no warning


def test_going_out_while_red_threes_count_against_the_player_asks_too() -> None:
    game = Game.from_dict({
        "rules": "verschaerft", "dealer": 3, "to_act": 0, "phase": "play", "scores": [0, 0, 0, 0],
        "hands": ["5S", "6C 6D 4C", "6C 6D 4D", "4C 4D 9S"],
        "melds": [["KH KS KD KC KH KS KD", "QH QS QD QC QH QS QD"], [], [], []],
        "red_threes": ["3H 3D 3H 3D 3H", "", "", ""], "pile": "8C", "stock": "8D 8C 8D 8C 5H 5D 5H 5D 4H 4H",
        "turn": {"drew": True, "side_was_open": True}})
    view = game.view(HUMAN)
    trial = view.sample_game()
    trial.apply(Discard("5S"))
    cost = -trial.round_scores[0]["red_threes"]
    assert cost > 0  # five threes, two canastas: those beyond count against him (VV-16)
    assert going_out_cost(view, Discard("5S"), 0) == (
        f"Going out now, your red threes count {cost} against you: a red three counts for you only with a "
        "canasta of its own.")
    fewer = Game.from_dict(game.to_dict() | {"red_threes": ["3H 3D", "", "", ""]})
    assert going_out_cost(fewer.view(HUMAN), Discard("5S"), 0) is None
