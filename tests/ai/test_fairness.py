"""Bots never cheat: a choice depends only on what the seat can see (issue 3, Contract and fairness)."""

from __future__ import annotations

import random

import pytest

from game.ai import LEVELS, make_bot

from .helpers import positions_from_game, reshuffle_hidden


@pytest.mark.parametrize("preset_name", ["classic-2p", "classic-4p"])
@pytest.mark.parametrize("level", [lv for lv in LEVELS if lv != "master"])
def test_choices_do_not_depend_on_cards_the_seat_cannot_see(level, preset_name):
    rng = random.Random(level + preset_name)
    checked = 0
    for game in positions_from_game(preset_name, seed=8, every=3):
        seat = game.to_act
        other = reshuffle_hidden(game, seat, rng)
        assert other.view(seat).data == game.view(seat).data
        assert [other.hands[s] for s in range(len(game.hands)) if s != seat] != \
               [game.hands[s] for s in range(len(game.hands)) if s != seat] or sum(map(len, game.hands)) < 12
        bot = make_bot(level, seed=2)
        assert bot.choose(game.view(seat)) == bot.choose(other.view(seat))
        if game.rules.has_partners:
            partner = game.partner_of(seat)
            assert bot.answer_go_out(game.view(partner)) == bot.answer_go_out(other.view(partner))
        checked += 1
    assert checked >= 5


def test_the_search_player_does_not_depend_on_hidden_cards_either():
    rng = random.Random(5)
    for game in positions_from_game("classic-2p", seed=30, every=15)[:3]:
        seat = game.to_act
        other = reshuffle_hidden(game, seat, rng)
        bot = make_bot("master", seed=3)
        assert bot.choose(game.view(seat)) == bot.choose(other.view(seat))
