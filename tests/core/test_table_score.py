"""table_score: what a side's table would score if the hand ended now (the score panel's "laid"), from the same
code as the hand's score sheet (C-SCORE-1..4, MAC-35)."""

from __future__ import annotations

import random

import pytest

from game.core import PRESETS, Game, preset, table_score
from game.core.scoring import score_hand

from .helpers import position

HANDS = ["4S 5S", "4H 5H", "4D 5D", "4C 5C"]


def test_red_threes_count_for_a_side_that_has_melded_and_against_one_that_has_not():
    game = position(hands=HANDS, melds=[["KH KS KD"], []], red_threes=["3H", "3D"])
    assert table_score(game, 0) == 30 + 100  # three kings at 10, a red three laid
    assert table_score(game, 1) == -100  # the hand would end with the red three against them (C-SCORE-4)


def test_a_canasta_counts_its_bonus_and_all_four_red_threes_their_800():
    game = position(hands=HANDS, melds=[["KH KS KD KC KH KS KD"], []], red_threes=["3H 3D 3H 3D", ""])
    assert table_score(game, 0) == 70 + 500 + 800


def ended_hands():
    for name in PRESETS:
        game = Game.new(preset(name), seed=11)
        rng = random.Random(11)
        while game.phase not in ("round_over", "game_over"):
            game.apply(rng.choice(game.legal_moves()))
        yield name, game


@pytest.mark.parametrize("name, game", list(ended_hands()), ids=list(PRESETS))
def test_at_the_end_of_a_hand_the_table_is_the_score_sheet_less_going_out_and_hand(name, game):
    rules = game.rules
    if rules.side_structure in ("temporary_partnership", "five_rotating_individual") or game.special is not None:
        pytest.skip("scored per seat, or by the special hand alone")
    if rules.threes_in_hand_scored_as_table or rules.concealed_out_doubles_opponent_negatives and game.concealed:
        pytest.skip("the sheet adds threes still in hand (TR-6) or doubles the losers' minus (VV-16)")
    for side, parts in enumerate(score_hand(game)):
        assert table_score(game, side) == parts["total"] - parts["going_out"] - parts["hand"], (name, side)
