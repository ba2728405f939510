"""Hints (DESIGN.md section 3, issue 19): ``hint(view)`` gives a legal move for the seat to act and a reason
made from the parts of the rating that decided it, in every preset, from the view alone."""

from __future__ import annotations

import random

import pytest

from game.ai import Hint, explain, hint
from game.ai.hints import HINT_LEVEL
from game.ai.knowledge import Knowledge
from game.ai.levels import LEVEL_CONFIGS
from game.ai.policy import rate_moves, rating_terms
from game.ai.reasons import BECAUSE, MOVES, Reason
from game.core import PRESETS, Discard, Draw, Game, Lay, Meld, Take, parse_move, preset
from game.core.errors import placeholders
from tests.ai.helpers import positions_from_game, reshuffle_hidden
from tests.core.helpers import position


def test_every_reason_pattern_renders_and_the_two_catalogues_share_no_key():
    assert not set(MOVES) & set(BECAUSE)
    for key, pattern in {**MOVES, **BECAUSE}.items():
        params = {name: ("KH" if name == "card" else ["KH", "KS"] if name == "cards" else "K" if name == "rank"
                         else 0 if name == "seat" else 3) for name in placeholders(pattern)}
        text = Reason(key, params).sentence
        assert text.endswith(".") and "{" not in text, (key, text)
    with pytest.raises(KeyError):
        Reason("no_such_reason")


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_hints_are_legal_with_a_reason_in_every_preset(name):
    """At positions all through a seeded hand: the hinted move is one the engine accepts, its sentence says
    what to do and (for a take, a meld, a discard or going out) why."""
    explained = 0
    for game in positions_from_game(name, seed=3, every=2, level="expert"):
        seat = game.to_act
        if game.phase not in ("draw", "play", "answer"):
            continue
        h = hint(game.view(seat))
        assert isinstance(h, Hint)
        assert game.refusal(h.move) is None, (name, h.move, str(game.refusal(h.move)))
        assert h.reason.key in MOVES and h.reason.sentence[0].isupper()
        if isinstance(h.move, Take | Meld | Discard):
            assert h.reason.because, (name, h.move, h.reason.sentence)
            explained += 1
    assert explained >= 5


@pytest.mark.parametrize("level", sorted(LEVEL_CONFIGS))
def test_the_parts_of_a_rating_add_up_to_it(level):
    """A reason is made from what decided the move: the noted parts of every rated move sum to its rating."""
    config = LEVEL_CONFIGS[level]
    checked = 0
    for name in ("classic-4p", "modern-american", "two-player-draw-two", "three-player"):
        for game in positions_from_game(name, seed=5, every=4, level="expert"):
            if game.phase not in ("draw", "play", "answer"):
                continue
            k = Knowledge.of(game.view(game.to_act))
            best: dict = {}
            for move, rating in rate_moves(k, config):  # the way out is listed beside its plain rating
                best[move] = max(rating, best.get(move, rating))
            for move, rating in best.items():
                terms = rating_terms(k, move, config)
                if terms:  # a move listed only as a fallback (every meld refused) has none
                    assert sum(t.points for t in terms) == pytest.approx(rating), (name, level, move, terms)
                    checked += 1
    assert checked > 200


def test_a_hint_reads_only_the_view():
    """The same view with the hidden cards dealt otherwise gives the same hint, word for word."""
    rng = random.Random(4)
    for game in positions_from_game("classic-4p", seed=8, every=5, level="expert")[:12]:
        seat = game.to_act
        if game.phase not in ("draw", "play"):
            continue
        other = reshuffle_hidden(game, seat, rng)
        assert hint(game.view(seat)) == hint(other.view(seat))


def test_a_hint_is_for_the_seat_to_act_only():
    game = Game.new(preset("classic-4p"), seed=1)
    with pytest.raises(ValueError, match="nothing to decide"):
        hint(game.view((game.to_act + 1) % 4))
    with pytest.raises(TypeError):
        hint(game)  # type: ignore[arg-type]


def test_taking_the_pile_that_closes_a_canasta_says_so():
    game = position(hands=["KH KS 5C 6D 9S TD JH", "4C 4D", "4H 4S", "5D 5H"],
                    melds=[["KC KD KH KS 2C"], []], pile="8C 9D 7S TC JS KD")
    h = hint(game.view(0))
    assert isinstance(h.move, Take)
    assert "closes a natural canasta of kings" in h.reason.sentence or \
        "closes a mixed canasta of kings" in h.reason.sentence, h.reason.sentence
    assert h.reason.sentence.startswith("Take the pile")


def test_drawing_from_a_frozen_pile_without_a_pair_says_why():
    game = position(hands=["KH 5C 6D 9S TD JH 4S", "4C 4D", "4H 4S", "5D 5H"], pile="8C 2D 7S TC JS KD")
    h = hint(game.view(0))
    assert h.move == Draw()
    assert h.reason.sentence == "Draw from the stock: the pile is frozen and you hold no pair of kings."


def test_a_black_three_is_thrown_because_it_blocks_the_pile():
    game = position(hands=["3S KH KD 9C 9D JH JS", "4C 4D", "4H 4S", "5D 5H"], melds=[["QC QD QH"], []],
                    pile="8C", phase="play")
    h = hint(game.view(0))
    assert h.move == Discard("3S")
    assert h.reason.because[0].key == "keep_black_three"
    assert h.reason.words(names=["You", "West", "North", "East"]).startswith("Throw 3S: a black three blocks")


def test_seats_are_named_by_the_table_and_cards_written_by_it():
    reason = Reason("discard", {"card": "9C"}, (Reason("next_cannot_take", {"seat": 1}),))
    assert reason.sentence == "Throw 9C: seat 1 can hardly take the pile with it."
    assert reason.words(lambda c: c[0] + "♣", ["You", "West"]) == "Throw 9♣: West can hardly take the pile with it."


def test_explain_gives_the_heuristics_view_of_any_move():
    game = position(hands=["KH KS KD 9C 9D JH JS", "4C 4D", "4H 4S", "5D 5H"], melds=[["QC QD QH"], []],
                    pile="8C", phase="play")
    reason = explain(game.view(0), parse_move("meld KH KS KD"), HINT_LEVEL)
    assert reason.key == "meld" and "it starts a meld of kings" in reason.sentence


def test_explaining_a_better_discard_says_what_speaks_against_the_one_made():
    """The review's reason: West has melded nines and the pile is open for him, so throwing a nine feeds him;
    a lone four does not."""
    game = position(hands=["9D 4C KH KS QH JD", "JC 5S QS 8S", "4D 4H 8S", "JC 5H QS"],
                    melds=[["KC KD KH"], ["9H 9S 9C"]], pile="5C 6D 7H", phase="play")
    view = game.view(0)
    reason = explain(view, Discard("4C"), HINT_LEVEL, instead=Discard("9D"))
    assert reason.because[-1] == Reason("instead_feeds", {"card": "9D", "seat": 1})
    assert reason.words(names=["You", "West", "North", "East"]).endswith("9D might let West take the pile.")
    assert explain(view, Discard("4C"), HINT_LEVEL, instead=Discard("4C")) == explain(view, Discard("4C"))


def test_a_discard_that_closes_the_opponents_canasta_is_avoided_and_the_hint_says_why():
    """Seen at the table: North's six tens take the pile with a ten on top and close a canasta; the table warns
    about that discard, so the hint must not advise it.  The joker freezes the pile instead."""
    game = Game.from_dict({
        "rules": "classic-2p", "dealer": 1, "to_act": 0, "phase": "play", "scores": [0, 0],
        "hands": ["JK TS", "4C 4D 5S 9S"],
        "melds": [["QH QS QD 2S 2H", "9H 9S 9C 9D", "6H 6S 6D 6C 6H"],
                  ["TH TS TD TC TH TD", "KS KD KH JK KC KD KH KS"]],
        "red_threes": ["", ""], "pile": "5C 6D 7H", "stock": "8D 8C 5H 5D 5H 5D 4H 4H",
        "turn": {"drew": True, "side_was_open": True}})
    h = hint(game.view(0))
    assert h.move == Discard("JK")
    assert h.reason.words(names=["You", "North"]) == \
        "Throw JK: a wild card thrown freezes the pile and TS might let North take the pile."


# -- issue 47: a reason says why the move is good, true to the cards and to the game in play -----------------
def test_a_black_three_laid_out_in_modern_american_is_not_called_red():
    """MAC-6: both colours of three are bonus cards there, laid out by the player (``lay 3C``)."""
    game = position("modern-american", hands=["3C 3H KH KD 9C 9D JH JS 5C 6D 7H", "4C 4D", "4H 4S", "5D 5H"],
                    pile="8C")
    assert explain(game.view(0), Lay("3C")).sentence.startswith("Lay out your three 3C: it scores at once")


def test_a_player_without_a_partner_is_told_of_his_own_melds_not_his_sides():
    hands = ["AH AD 9C 5D JH 4S 7C 8D TC QS", "4C 4D 6S", "4H 4S 6H"]
    alone = hint(position("three-player", hands=hands, pile="5C 6D 8S 9H TD AS").view(0))
    assert alone.reason.sentence == "Take the pile with AH AD: it makes your first meld and it holds 5 cards."
    partners = hint(position("classic-4p", hands=[*hands, "5H 5S"], pile="5C 6D 8S 9H TD AS").view(0))
    assert partners.reason.sentence == "Take the pile with AH AD: it opens your side's melds and it holds 5 cards."
    laid = position("three-player", hands=["KH KC 9C 9D 5S", "4C 4D 6S", "4H 4S 6H"], melds=[["KS KD KH"], [], []],
                    pile="5C", phase="play")
    assert hint(laid.view(0)).reason.sentence.startswith("Throw KH: it adds little to your meld of kings")


def test_a_card_thrown_from_a_pair_is_explained_by_what_speaks_for_throwing_it():
    """Every card of the hand is one of a pair: that one is broken up speaks against the throw, so the reason
    is that West can hardly use the king and every other card would cost more."""
    game = position(hands=["8D 8S KH KC QH QC", "4C 4D", "4H 4S", "5D 5H"], melds=[["9C 9D 9H"], []], pile="5C",
                    phase="play")
    h = hint(game.view(0))
    assert h.move == Discard("KH")
    assert h.reason.words(names=["You", "West", "North", "East"]) == \
        "Throw KH: West can hardly take the pile with it and any other card would cost you more."


def test_a_card_kept_is_said_to_be_worth_more_only_by_what_makes_it_so():
    """Seen at the table: "7♠ is worth more to keep" of a seven kept for a king thrown.  The seven is worth
    fewer points; it is kept because more sevens may come to go with it."""
    game = position(hands=["KD 7S 9C 9D 9H JH JS", "4C 4D", "4H 4S", "5D 5H"], melds=[["QC QD QH"], ["KS KH KC"]],
                    pile="KC 5C", phase="play")
    reason = explain(game.view(0), Discard("KD"), HINT_LEVEL, instead=Discard("7S"))
    assert reason.sentence == \
        "Throw KD: it is a single card and 7S may still find a match: not all sevens have been seen."


def test_a_card_kept_from_a_pair_is_said_to_break_it_up():
    game = position(hands=["8D 8S KH QC JD 5S", "4C 4D", "4H 4S", "5D 5H"], melds=[["9C 9D 9H"], []], pile="5C",
                    phase="play")
    reason = explain(game.view(0), Discard("5S"), HINT_LEVEL, instead=Discard("8D"))
    assert reason.because[-1] == Reason("instead_breaks_pair", {"card": "8D", "rank": "8"})
    assert reason.sentence.endswith("8D would break up your pair of eights.")
