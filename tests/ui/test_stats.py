"""The player's statistics: each hand and game counted once, kept between sessions, damage set aside."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.stats import Statistics  # noqa: E402


def play_hand(match: Match) -> None:
    """Play the current hand to its end without the table: a bot in the player's seat too."""
    player = make_bot("normal", seed=5)
    while not match.hand_is_over:
        match.play(player.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))


def test_a_hand_is_counted_once_even_when_its_score_sheet_shows_again() -> None:
    match = Match(MatchSettings(players=4, level="normal", target_score=5000, seed=3))
    stats = Statistics()
    play_hand(match)
    assert stats.record_hand(match)
    assert not stats.record_hand(Match.from_dict(match.to_dict()))  # restored at the same score sheet
    entry = stats.record(4, "normal")
    ours = match.game.round_scores[match.game.side_of(HUMAN)]["total"]
    assert (entry.hands, entry.games, entry.best_hand) == (1, 0, ours)
    match.next_hand()
    assert not stats.record_hand(match)  # a hand under way is not counted
    play_hand(match)
    assert stats.record_hand(match) and stats.record(4, "normal").hands == 2
    assert stats.record(4, "normal").best_hand == max(ours, match.game.round_scores[0]["total"])
    assert stats.record(2, "normal").hands == 0 and stats.record(4, "expert").hands == 0


@pytest.mark.parametrize("seed", [3, 4])
def test_the_end_of_a_game_counts_a_game_won_or_lost(seed: int) -> None:
    match = Match(MatchSettings(players=2, level="beginner", target_score=100, seed=seed))
    stats = Statistics()
    play_hand(match)
    assert match.is_over and stats.record_hand(match)
    entry = stats.record(2, "beginner")
    won = match.game.winner == match.game.side_of(HUMAN)
    assert (entry.games, entry.won, entry.lost) == (1, int(won), int(not won and match.game.winner is not None))
    assert "won " + str(int(won)) + " of 1 game," in stats.summary(2, "beginner")


def test_statistics_round_trip_and_refuse_what_is_not_theirs() -> None:
    match = Match(MatchSettings(players=4, level="normal", seed=3))
    stats = Statistics()
    play_hand(match)
    stats.record_hand(match)
    again = Statistics.from_dict(stats.to_dict())
    assert again == stats
    for damaged, reason in (({"format": 9}, "format"), ({"format": 1}, "tables"),
                            ({"format": 1, "tables": {"4p/normal": {"games": 1}}}, "incomplete"),
                            ({"format": 1, "tables": {"4p/normal": {**stats.to_dict()["tables"]["4p/normal"],
                                                                   "won": -1}}}, "counts")):
        with pytest.raises(ValueError, match=reason):
            Statistics.from_dict(damaged)


def test_damaged_statistics_are_reported_set_aside_and_start_from_zero() -> None:
    backend = MemoryBackend({"stats": '{"format": 1, "tables": {"4p/expert": {"games": "many"}}}'})
    driver = Headless(Storage(backend))
    assert driver.app.stats == Statistics()
    assert any("statistics" in notice for notice in driver.app.notices)
    assert "stats" not in backend.records
    assert any(key.startswith("stats.damaged-") for key in backend.records)


def test_the_app_saves_the_statistics_when_a_hand_ends() -> None:
    storage = Storage(MemoryBackend())
    driver = Headless(storage)
    match = Match(MatchSettings(players=4, level="normal", seed=3))
    play_hand(match)
    driver.app.record_hand(match)
    assert Statistics.from_dict(storage.load("stats").data).record(4, "normal").hands == 1
    assert Headless(storage).app.stats.record(4, "normal").hands == 1  # and a new session reads them
