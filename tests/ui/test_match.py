"""The match behind the table (no pygame): turns, bots stepped in slices, the log, the saved game."""

from __future__ import annotations

import json

import pytest

from game.ai import make_bot
from game.core import IllegalMove
from game.ui.table.match import HUMAN, Match, MatchSettings


def play_hand(match: Match) -> list[dict]:
    """Play one hand, the player's seat by an expert bot; the saves written after each move."""
    saves: list[dict] = []
    match.on_change = lambda m: saves.append(json.loads(json.dumps(m.to_dict())))
    stand_in = make_bot("expert", seed=99)
    while not match.hand_is_over:
        if match.human_to_act:
            match.play(stand_in.choose(match.view(HUMAN)))
        else:
            move = None
            while move is None:
                move = match.think(0.002)
            match.play(move)
    return saves


def test_a_whole_hand_is_saved_after_every_move_and_restores_exactly() -> None:
    match = Match(MatchSettings(preset="classic-4p", level="normal", seed=3))
    saves = play_hand(match)
    assert len(saves) == len(match.game.history)
    restored = Match.from_dict(saves[-1])
    assert restored.game.to_dict() == match.game.to_dict()
    assert restored.log == match.log
    middle = Match.from_dict(saves[len(saves) // 2])
    assert middle.game.to_dict()["history"] == match.game.to_dict()["history"][: len(saves) // 2 + 1]


def test_thinking_in_slices_gives_the_bots_own_choice() -> None:
    match = Match(MatchSettings(preset="classic-2p", level="expert", seed=11))
    while match.human_to_act:
        match.play(make_bot("beginner").choose(match.view(HUMAN)))
    seat = match.bot_to_act
    assert seat == 1
    whole = make_bot("expert", seed=f"{match.settings.seed}/{seat}").choose(match.view(seat))
    move, slices = None, 0
    while move is None:
        move = match.think(0.0)  # the smallest slice: one step of the generator
        slices += 1
    assert move == whole and slices > 1


def test_an_illegal_move_is_refused_and_changes_nothing() -> None:
    match = Match(MatchSettings(preset="classic-4p", level="beginner", seed=5))
    while not match.human_to_act:
        match.play(match.think(10.0))
    before = match.to_dict()
    with pytest.raises(IllegalMove):
        match.play("discard " + match.view(HUMAN).hand[0])  # discarding before drawing
    assert match.to_dict() == before


def test_the_log_hides_what_the_player_may_not_see() -> None:
    match = Match(MatchSettings(preset="classic-4p", level="normal", seed=8))
    play_hand(match)
    draws = [line for line in match.log if " draws " in line and "red three" not in line]
    assert draws and all(line.endswith(("draws a card.", "draws 2 cards.")) for line in draws)
    assert any(line.startswith("You draw ") and line != "You draw a card." for line in match.log)
    over = max(i for i, line in enumerate(match.log) if line.startswith("The hand is over"))
    assert match.log[over + 1] == match.score_line() and match.log[over + 1].startswith("Score: You & North ")
    assert all("game is over" in line for line in match.log[over + 2:])


@pytest.mark.parametrize("damage, reason", [
    ({"format": 2}, "not a saved game"),
    ({"format": 1, "settings": {"players": 4}}, "missing"),
    ({"format": 1, "settings": {"players": 2, "level": "expert", "target_score": 5000, "seed": 1},
      "game": "nonsense"}, "a position must be an object"),
    ({"format": 1, "settings": {"players": 2, "level": "expert", "target_score": 5000, "seed": 1},
      "game": {"format": 1, "rules": "classic-2p", "hands": 5}}, "hands must be a list"),
])
def test_a_damaged_save_is_refused_with_a_reason(damage: dict, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        Match.from_dict(damage)


def test_settings_refuse_what_the_start_screen_never_offers() -> None:
    with pytest.raises(ValueError, match="unknown game 'nine-player': choose one of classic-4p, classic-2p"):
        MatchSettings(preset="nine-player")
    with pytest.raises(ValueError, match="positive whole number"):
        MatchSettings(target_score=0)
    with pytest.raises(ValueError, match="unknown level"):
        MatchSettings(level="grandmaster")


def test_a_save_from_before_presets_names_its_game_by_the_player_count() -> None:
    for players, name in ((2, "classic-2p"), (4, "classic-4p")):
        match = Match(MatchSettings(preset=name, level="normal", target_score=3000, seed=7))
        save = match.to_dict()
        save["settings"] = {"players": players, "level": "normal", "target_score": 3000, "seed": 7}
        restored = Match.from_dict(json.loads(json.dumps(save)))
        assert restored.settings == MatchSettings(preset=name, level="normal", target_score=3000, seed=7)
        assert restored.game.to_dict() == match.game.to_dict()


def test_a_save_whose_game_does_not_seat_its_presets_players_is_refused() -> None:
    save = Match(MatchSettings(preset="classic-4p", seed=2)).to_dict()
    save["settings"]["preset"] = "three-player"
    with pytest.raises(ValueError, match="seats 4 players in 2 sides, but three-player seats 3 in 3"):
        Match.from_dict(save)


def test_a_game_plays_to_its_own_target_unless_the_player_chose_another() -> None:
    assert Match(MatchSettings(preset="six-player")).game.rules.target_score == 10000
    assert Match(MatchSettings(preset="six-player", target_score=3000)).game.rules.target_score == 3000
    settings = MatchSettings(preset="six-player-three-pairs", level="beginner", target_score=None, seed=4)
    assert MatchSettings.from_dict(json.loads(json.dumps(settings.to_dict()))) == settings


@pytest.mark.parametrize("name, sides", [
    ("three-player", ["You", "West", "East"]),
    ("six-player", ["You, North-West & North-East", "West, North & East"]),
    ("six-player-three-pairs", ["You & North", "West & North-East", "North-West & East"]),
])
def test_each_side_is_named_after_its_seats(name: str, sides: list[str]) -> None:
    match = Match(MatchSettings(preset=name))
    assert [match.side_name(side) for side in range(match.game.rules.side_count)] == sides
    assert sorted(match.bots) == list(range(1, match.game.rules.player_count))


def test_a_side_left_without_seats_keeps_its_seats_name(monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match(MatchSettings(preset="three-player"))
    monkeypatch.setattr(match.game, "seats_of", lambda side: [1, 2] if side == 1 else [0] if side == 0 else [])
    assert [match.side_name(side) for side in range(3)] == ["You", "West & East", "East"]


def test_two_against_one_is_told_in_the_log_and_scores_stay_with_the_seats() -> None:
    """three-player-partnership: the first to take the pile plays alone; each keeps his own score."""
    from game.core.events import PartnershipFormed
    from game.ui.table.log import describe

    match = Match(MatchSettings(preset="three-player-partnership", level="normal", seed=2))
    stand_in = make_bot("normal", seed=5)
    while match.game.partnership is None and not match.hand_is_over:
        match.play(stand_in.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    lone = next(s for s in range(3) if s not in match.game.partnership)
    assert any(" alone; " in line and line.endswith(" are partners.") for line in match.log)
    assert match.scores_by_seat and [match.score_name(i) for i in range(3)] == ["You", "West", "East"]
    joined = match.game.side_of(match.game.partnership[1])
    assert match.side_name(joined) == " & ".join(match.names[s] for s in match.game.partnership)
    assert match.score_index(lone) == lone
    lines = describe(match.game, 1, None, [PartnershipFormed(1, (0, 2))], match.names, HUMAN)
    assert lines == ["West plays alone; you and East are partners."]
    lines = describe(match.game, 0, None, [PartnershipFormed(0, (1, 2))], match.names, HUMAN)
    assert lines == ["You play alone; West and East are partners."]


def test_sides_with_fixed_partners_are_scored_by_side() -> None:
    match = Match(MatchSettings(preset="six-player-three-pairs"))
    assert not match.scores_by_seat and match.score_name(1) == "West & North-East" and match.score_index(4) == 1
