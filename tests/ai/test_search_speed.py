"""The master's search within its time (issue 23): the cap on rated moves holds, a challenger that falls
behind stops being played out and is never chosen."""

from __future__ import annotations

import random

from game.ai.knowledge import Knowledge
from game.ai.levels import MASTER
from game.ai.policy import rate_moves
from game.ai.search import SearchStats, _confident_best, _undecided, search_move
from game.ai.steps import finish

from .helpers import positions_from_game


def test_a_challenger_no_longer_played_out_is_never_chosen_nor_keeps_the_search_going():
    # Candidate 1 fell behind after two worlds and was dropped (None); candidate 2 beats the choice clearly.
    results = [[0.0, -50.0, 40.0], [10.0, -30.0, 60.0], [0.0, None, 30.0], [5.0, None, 45.0]]
    assert _confident_best(results, 1.5) == 2
    behind_only = [[0.0, -50.0], [10.0, -30.0], [0.0, None]]
    assert _confident_best(behind_only, 1.5) == 0
    assert not _undecided(behind_only, MASTER.search)  # type: ignore[arg-type]


def test_the_search_stops_at_the_cap_on_rated_moves_after_its_first_worlds():
    # Eight decks and hands that grow by two cards a draw: the dearest preset to search.
    searched = 0
    config = MASTER.search
    assert config is not None and config.rated_moves_cap > 0
    for game in positions_from_game("verschaerft", seed=3, every=7)[1:]:
        k = Knowledge.of(game.view(game.to_act))
        rated = rate_moves(k, MASTER)
        stats = SearchStats()
        finish(search_move(k, MASTER, rated, random.Random(5), stats))
        if stats.candidates < 2:
            continue
        searched += 1
        assert stats.worlds >= min(config.min_worlds, config.worlds)
        # A world is drawn only while the count, with one more world like the average, stays under the cap.
        assert stats.rated <= config.rated_moves_cap * (1 + 1 / config.min_worlds) + 2_000
        if searched == 3:
            break
    assert searched == 3
