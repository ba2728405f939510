"""The typed front of DESIGN.md section 2: Phase, a StrEnum equal to the old strings, and Game.refusal, which
says what apply would refuse without changing anything."""

from __future__ import annotations

import json
import random

import pytest

from game.core import PRESETS, Game, IllegalMove, Phase, preset


def test_the_phase_is_a_phase_and_still_equals_its_text():
    game = Game.new(preset("classic-4p"), seed=7)
    assert game.phase is Phase.DRAW and game.phase == "draw" and isinstance(game.phase, str)
    game.apply("draw")
    assert game.phase is Phase.PLAY
    loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert loaded.phase is Phase.PLAY and json.dumps(loaded.to_dict()["phase"]) == '"play"'
    assert [p.value for p in Phase] == ["draw", "play", "answer", "round_over", "game_over"]


def tried_moves(game: Game, rng: random.Random) -> list[str]:
    """The legal moves and a handful of plausible illegal ones made of the cards in hand."""
    hand = game.to_dict()["hands"][game.to_act].split()
    moves = [str(m) for m in game.legal_moves()]
    for _ in range(6):
        cards = rng.sample(hand, min(len(hand), rng.randint(1, 3))) if hand else []
        moves += [f"meld {' '.join(cards)}", f"discard {cards[0]}" if cards else "discard JK",
                  f"take {' '.join(cards[:2])}"]
    return moves + ["draw", "take", "ask", "yes", "no", "end"]


@pytest.mark.parametrize("name", PRESETS)
def test_refusal_answers_as_apply_would_and_changes_nothing(name):
    rng = random.Random(name)
    game = Game.new(preset(name), seed=3)
    checked = refused = 0
    while game.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER) and checked < 400:
        for text in tried_moves(game, rng):
            before = game.to_dict()
            try:
                answer = game.refusal(text)
            except ValueError:  # not a move at all: apply says so the same way
                continue
            assert game.to_dict() == before, f"refusal({text!r}) changed the game"
            trial = game.copy()
            try:
                trial.apply(text)
            except IllegalMove as error:
                assert isinstance(answer, IllegalMove) and str(answer) == str(error), (text, answer, error)
                refused += 1
            else:
                assert answer is None, f"refusal({text!r}) said {answer} but apply played it"
            checked += 1
        game.apply(rng.choice(game.legal_moves()))
    assert checked > 50 and refused > 10, (checked, refused)


@pytest.mark.parametrize("name", ["classic-4p", "modern-american", "five-player-rotating"])
def test_the_view_reads_as_typed_fields_that_agree_with_its_dict(name):
    game = Game.new(preset(name), seed=5)
    rng = random.Random(5)
    for _ in range(30):
        if game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            break
        game.apply(rng.choice(game.legal_moves()))
    for seat in range(game.rules.player_count):
        view = game.view(seat)
        d = view.to_dict()
        assert view.phase is Phase(d["phase"]) and view.to_act == d["to_act"] and view.round == d["round"]
        assert view.hand == d["hands"][seat].split() and view.hand_sizes[seat] == len(view.hand)
        assert view.hand_sizes == tuple(len(h) for h in game.hands)
        assert view.stock_count == len(game.stock) and view.pile == tuple(game.pile)
        assert view.melds == tuple(tuple(tuple(m.split()) for m in side) for side in d["melds"])
        assert view.red_threes == tuple(tuple(t.split()) for t in d["red_threes"])
        assert view.scores == tuple(game.scores) and view.known == tuple(tuple(k.split()) for k in d["known"])
        assert view.turn.to_dict() == game.turn.to_dict()
        view.turn.canastas_made.append("K")
        assert view.turn.to_dict() == game.turn.to_dict()  # a copy: the view cannot be changed through it


@pytest.mark.parametrize("name", PRESETS)
def test_the_views_seating_and_minimums_are_the_games(name):
    game = Game.new(preset(name), seed=9)
    rng = random.Random(9)
    for step in range(60):
        if step % 20 == 0 or game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            for seat in range(game.rules.player_count):
                view = game.view(seat)
                seats, sides = range(game.rules.player_count), range(len(game.melds))
                assert view.order == (None if game.order is None else tuple(game.order))
                assert [view.side_of(s) for s in seats] == [game.side_of(s) for s in seats]
                assert [view.threes_holder(s) for s in seats] == [game.threes_holder(s) for s in seats]
                dealt = game.order or seats  # seats_from counts round the seats dealt in
                assert [view.seats_from(s) for s in dealt] == [game.seats_from(s) for s in dealt]
                assert [view.opening_minimum(s) for s in seats] == [game.opening_minimum(s) for s in seats]
                assert [view.seats_of(s) for s in sides] == [game.seats_of(s) for s in sides]
                assert [view.has_melded(s) for s in sides] == [game.has_melded(s) for s in sides]
                assert [view.initial_meld_minimum(s) for s in sides] == [game.initial_meld_minimum(s) for s in sides]
                assert view.threes_in_hand() == game.threes_in_hand(seat)
                assert view.threes_to_lay() == game.threes_to_lay(seat)
                assert (view.winner, view.went_out, view.ended_by, view.round_scores) == (
                    game.winner, game.went_out, game.ended_by, game.round_scores)
        if game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            break
        game.apply(rng.choice(game.legal_moves()))
