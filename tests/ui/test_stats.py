"""The player's statistics: each hand and game counted once, kept between sessions, damage set aside."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.stats import Statistics  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402


def play_hand(match: Match) -> None:
    """Play the current hand to its end without the table: a bot in the player's seat too."""
    player = make_bot("normal", seed=5)
    while not match.hand_is_over:
        match.play(player.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))


def test_a_hand_is_counted_once_even_when_its_score_sheet_shows_again() -> None:
    match = Match(MatchSettings(preset="classic-4p", level="normal", target_score=5000, seed=3))
    stats = Statistics()
    play_hand(match)
    assert stats.record_hand(match)
    assert not stats.record_hand(Match.from_dict(match.to_dict()))  # restored at the same score sheet
    entry = stats.record("classic-4p", "normal")
    ours = match.game.round_scores[match.game.side_of(HUMAN)]["total"]
    assert (entry.hands, entry.games, entry.best_hand) == (1, 0, ours)
    match.next_hand()
    assert not stats.record_hand(match)  # a hand under way is not counted
    play_hand(match)
    assert stats.record_hand(match) and stats.record("classic-4p", "normal").hands == 2
    assert stats.record("classic-4p", "normal").best_hand == max(ours, match.game.round_scores[0]["total"])
    assert stats.record("classic-2p", "normal").hands == 0 and stats.record("classic-4p", "expert").hands == 0


@pytest.mark.parametrize("seed", [3, 4])
def test_the_end_of_a_game_counts_a_game_won_or_lost(seed: int) -> None:
    match = Match(MatchSettings(preset="classic-2p", level="beginner", target_score=100, seed=seed))
    stats = Statistics()
    play_hand(match)
    assert match.is_over and stats.record_hand(match)
    entry = stats.record("classic-2p", "beginner")
    won = match.game.winner == match.game.side_of(HUMAN)
    assert (entry.games, entry.won, entry.lost) == (1, int(won), int(not won and match.game.winner is not None))
    assert "won " + str(int(won)) + " of 1 game," in stats.summary("classic-2p", "beginner")


def test_statistics_round_trip_and_refuse_what_is_not_theirs() -> None:
    match = Match(MatchSettings(preset="classic-4p", level="normal", seed=3))
    stats = Statistics()
    play_hand(match)
    stats.record_hand(match)
    again = Statistics.from_dict(stats.to_dict())
    assert again == stats
    entry = stats.to_dict()["tables"]["classic-4p/normal"]
    for damaged, reason in (({"format": 9}, "format"), ({"format": 1}, "tables"),
                            ({"format": 1, "tables": {"classic-4p/normal": {"games": 1}}}, "incomplete"),
                            ({"format": 1, "tables": {"classic-4p/normal": {**entry, "won": -1}}}, "counts")):
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
    match = Match(MatchSettings(preset="classic-4p", level="normal", seed=3))
    play_hand(match)
    driver.app.record_hand(match)
    assert Statistics.from_dict(storage.load("stats").data).record("classic-4p", "normal").hands == 1
    assert Headless(storage).app.stats.record("classic-4p", "normal").hands == 1  # and a new session reads them


def test_records_from_before_presets_are_read_as_the_classic_tables() -> None:
    entry = {"games": 3, "won": 2, "drawn": 0, "hands": 11, "best_hand": 1240}
    stats = Statistics.from_dict({"format": 1, "last_hand": "", "tables": {"2p/expert": entry, "4p/normal": entry,
                                                                           "six-player/master": entry}})
    assert sorted(stats.tables) == ["classic-2p/expert", "classic-4p/normal", "six-player/master"]
    assert stats.record("classic-2p", "expert").won == 2
    assert "2p/expert" not in stats.to_dict()["tables"]  # saved again under the new key


def test_the_summary_names_the_game_by_its_title() -> None:
    match = Match(MatchSettings(preset="three-player", level="normal", seed=3))
    stats = Statistics()
    assert stats.summary("three-player", "normal") == "Against normal players, Three players: no games yet"
    play_hand(match)
    stats.record_hand(match)
    assert stats.tables.keys() == {"three-player/normal"}
    assert stats.summary("three-player", "normal").startswith("Against normal players, Three players: won 0 of 0 ")
