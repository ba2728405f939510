"""The games the start screen offers and the seats around the table (no pygame)."""

from __future__ import annotations

import pytest

from game.core import PRESETS, preset
from game.i18n import number
from game.ui.choices.presets import KNOWN, describe_rules, description, playable_presets, target_choices, title
from game.ui.table.seats import SEATING, join_names, seat_names, seat_places


def test_every_preset_of_the_engine_is_offered_with_its_own_title_and_a_description() -> None:
    assert playable_presets() == PRESETS
    titles = [title(name) for name in PRESETS]
    assert len(set(titles)) == len(titles) and all(titles)
    assert all(len(title(name)) <= 22 for name in KNOWN)  # a button's worth
    assert all(len(title(name)) <= 32 for name in PRESETS)  # made from the name: still one button
    assert all(description(name) and description(name) != title(name) for name in PRESETS)


def test_a_preset_this_module_does_not_know_gets_a_title_and_a_description_from_its_rules() -> None:
    assert title("five-player-extras") == "Five players, extras"
    assert title("five-player") == "Five players"  # the number makes it plural
    assert title("house-of-cards") == "House of cards"
    five = preset("classic-4p").replace(player_count=5, side_structure="individual", deck_count=3, hand_size=11,
                                        canastas_to_go_out=2, play_direction="counterclockwise")
    assert describe_rules(five) == ("Five players, each for himself, 11 cards each, three packs, 2 canastas to go "
                                    "out, play passes to the right")
    assert describe_rules(preset("six-player-three-pairs")).startswith("Six players in three pairs, 13 cards each")
    assert describe_rules(preset("six-player")).startswith("Six players in two teams of three")


@pytest.mark.parametrize("name", PRESETS)
def test_the_target_choices_are_the_usual_ones_and_the_games_own(name: str) -> None:
    choices = target_choices(name)
    own = preset(name).target_score
    assert (number(own), None) in choices  # the game's own target, as None: "its own ending"
    assert {value for _, value in choices} == {1500, 3000, 5000, None} - {own}
    numbers = [own if value is None else value for _, value in choices]
    assert numbers == sorted(numbers)


def test_a_game_that_ends_after_a_number_of_hands_offers_that_last(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.choices import presets

    rules = preset("classic-4p").replace(target_score=None, max_rounds=6)
    monkeypatch.setattr(presets, "preset", lambda name: rules)
    assert target_choices("by-hands") == [("1,500", 1500), ("3,000", 3000), ("5,000", 5000), ("6 hands", None)]


def test_seats_go_clockwise_from_the_player_with_distinct_names_for_two_to_six() -> None:
    assert sorted(SEATING) == [2, 3, 4, 5, 6]
    for players in SEATING:
        names, places = seat_names(players), seat_places(players)
        assert names[0] == "You" and places[0] == "bottom" and len(set(names)) == players
        assert len(set(places)) == players
        order = ["bottom", "left", "top-left", "top", "top-right", "right"]
        assert [order.index(p) for p in places] == sorted(order.index(p) for p in places)  # clockwise
    assert seat_names(4) == ("You", "West", "North", "East")
    assert seat_names(6) == ("You", "West", "North-West", "North", "North-East", "East")
    with pytest.raises(ValueError, match="2 to 6"):
        seat_names(7)


def test_names_join_as_a_sentence_does() -> None:
    assert join_names(["You"]) == "You"
    assert join_names(["You", "North"]) == "You & North"
    assert join_names(["West", "North", "East"]) == "West, North & East"
