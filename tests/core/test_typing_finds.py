"""What the work on mypy --strict over game/core rests on, and the code it rewrote (issue 18).

mypy found no wrong result in the engine; it did find places whose types were only known to the reader.  Move
generation reads the wild-card count that only a TableMeld keeps from melds that Game.melds declares as plain lists
(legal.py says why): every meld the engine puts on the table must be a TableMeld that counts right, or generation
would crash or misjudge.  The rules' checks of the initial-meld table and the special hands' values, and the
five-player deal, were rewritten so that mypy can follow them; they must refuse and seat exactly as before.
"""

from __future__ import annotations

import random

import pytest

from game.core import PRESETS, Game, NotationError, RuleSet, preset
from game.core.cards import WILD_FACES
from game.core.melds import TableMeld
from game.core.rules import CLASSIC_INITIAL_MELD_TABLE


def _assert_table_melds(game: Game, when: str) -> None:
    for side, melds in enumerate(game.melds):
        for rank, cards in melds.items():
            assert type(cards) is TableMeld, f"{when}: side {side}'s meld of {rank} is a {type(cards).__name__}"
            assert cards.wilds == sum(c in WILD_FACES for c in cards), f"{when}: side {side}'s {rank} miscounted"


@pytest.mark.parametrize("name", PRESETS)
def test_every_meld_on_the_table_is_a_table_meld_that_counts_its_wild_cards(name):
    """Through random play (melds, takes, additions, partners joining), copies, saved positions and new hands."""
    rng = random.Random(18)
    game = Game.new(preset(name), seed=18)
    for hand_number in range(3):
        steps = 0
        while game.phase not in ("round_over", "game_over") and steps < 2000:
            game.apply(rng.choice(game.legal_moves()))
            steps += 1
            _assert_table_melds(game, f"{name}, hand {hand_number}, move {steps}")
            if steps % 25 == 0:
                _assert_table_melds(game.copy(), f"{name}: a copy")
                _assert_table_melds(Game.from_dict(game.to_dict()), f"{name}: a position read back")
        if game.phase != "round_over":
            break
        game.next_round()
        _assert_table_melds(game, f"{name}: a new hand")


@pytest.mark.parametrize("table, fine", [
    (CLASSIC_INITIAL_MELD_TABLE, True),
    (((None, 15), (0, 50), (0, 60)), True),  # rows may share a score (rising, not strictly)
    (((0, 50), (1500, 90)), True),  # no row for minus infinity
    (((None, 15), (None, 50)), False),  # null only first
    (((None, 15), (1500, 90), (0, 50)), False),  # falling
    (((None, 15), ("0", 50)), False),  # a score that is not a number
    (((None, 15), (0.5, 50)), False),
])
def test_the_initial_meld_table_is_checked_as_before(table, fine):
    if fine:
        assert RuleSet(initial_meld_table=table).initial_meld_table == table
    else:
        with pytest.raises(ValueError, match="initial_meld_table rows must rise by score"):
            RuleSet(initial_meld_table=table)


def test_the_special_hand_values_are_checked_beside_the_card_values():
    """The check of special_hand_values used the name of the card values' table for its own: both still apply."""
    good = preset("modern-american")
    with pytest.raises(ValueError, match="special_hand_values must give points") as info:
        good.replace(special_hand_values=(("straight", 3000), ("garbage", 2000)))
    assert "card_values" not in str(info.value)
    with pytest.raises(ValueError, match="card_values must give") as info:
        good.replace(card_values=(("JK", 50),))
    assert "special_hand_values" not in str(info.value)
    with pytest.raises(NotationError):
        RuleSet.from_dict({**good.to_dict(), "special_hand_values": [["straight", 3000]]})


def test_five_players_three_against_two_seat_the_same_fours():
    game = Game.new(preset("five-player"), seed=1)
    assert [game.seat_order(n) for n in range(1, 7)] == [
        [0, 1, 2, 3], [4, 1, 2, 3], [4, 1, 0, 3], [0, 1, 2, 3], [4, 1, 2, 3], [4, 1, 0, 3]]
    rng = random.Random(5)
    for round_number in range(2, 6):
        while game.phase not in ("round_over", "game_over"):
            game.apply(rng.choice(game.legal_moves()))
        if game.phase == "game_over":
            break
        game.next_round()
        assert game.round == round_number
        assert game.order == game.seat_order(round_number)
        assert game.order is not None and game.dealer in game.order
