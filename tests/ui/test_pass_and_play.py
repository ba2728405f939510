"""People at one table (pass and play, issue 22): several seats played by people who pass the screen.

Between two people's turns a screen hides every hand until the next person taps it; a person's hand is never
drawn while another person is to act (the card drawing is hooked and checked at every frame); his partner's
"may I go out?" is answered on that partner's own screen; the seats are saved with the game, games with
several people are counted apart, and the start screen's Seats… dialog chooses them."""

from __future__ import annotations

import os
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.core import Ask, parse_cards  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.headless import FRAME, Headless, ScriptedPlayer  # noqa: E402
from game.ui.people.pass_screen import PassScreen  # noqa: E402
from game.ui.people.seats_dialog import SeatsDialog  # noqa: E402
from game.ui.scenes.dialogs import GoOutQuestion  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.ui.stats import Statistics  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402

SOUTH, WEST, NORTH, EAST = range(4)
PARTNERS = ("person", "normal", "person", "normal")  # South & North against two computer players
OPPONENTS = ("person", "person", "normal", "normal")  # South against West, each with a computer partner


class Watched(Headless):
    """The headless app, every card face drawn in a frame noted, and the frame checked once drawn: while a
    person is to act, no face of another person's hand may be drawn; over the pass screen, no face at all."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, storage: Storage | None = None) -> None:
        super().__init__(storage)
        self.app.settings.speed = "fast"
        self.faces: list[str] = []
        self.leaks: list[str] = []
        self.frames_watched = self.pass_frames = 0
        real_card = Canvas.card
        watched = self

        def card(canvas, face, *args, **kwargs):
            if face is not None:
                watched.faces.append(face)
            return real_card(canvas, face, *args, **kwargs)

        monkeypatch.setattr(Canvas, "card", card)

    def frame(self, dt: float = FRAME) -> None:
        self.faces.clear()
        super().frame(dt)
        self.frames_watched += 1
        self.leaks += [f"{face} over the pass screen" for face in self.faces] if self.covered() else \
            [f"{face} of seat {seat}" for seat, face in others_faces(self.table(), self.faces)]
        self.pass_frames += self.covered()

    def covered(self) -> bool:
        """Whether the pass screen covers the table (what ``draw`` drew from)."""
        return any(isinstance(scene, PassScreen) for scene in self.app.scenes)

    def table(self) -> TableScene | None:
        return next((s for s in self.app.scenes if isinstance(s, TableScene)), None)


def others_faces(table: TableScene | None, faces: list[str]) -> list[tuple[int, str]]:
    """The faces drawn that only another person's hand can account for, while a person is to act: a face
    drawn more often than the copies in the acting hand and on the table for all to see (two packs hold two
    of each card and four jokers, so a joker on a meld is no leak of the joker in another hand)."""
    if table is None or not table.match.human_to_act:
        return []
    game = table.match.game
    acting = game.to_act
    position = game.to_dict()
    seen = Counter(game.hands[acting])
    seen.update(parse_cards(position["pile"]))
    for side in range(len(position["melds"])):
        seen.update(c for meld in position["melds"][side] for c in parse_cards(meld))
        seen.update(parse_cards(position["red_threes"][side]))
    extra = Counter(faces) - seen
    found = []
    for seat in table.match.people:
        if seat != acting:
            found += [(seat, face) for face in extra.elements() if face in game.hands[seat]]
    return found


def at_table(driver: Headless, settings: MatchSettings) -> Match:
    match = Match(settings)
    driver.app.play(match)
    return match


def play_the_hand(driver: Headless, player: ScriptedPlayer) -> list[int]:
    """Every person's moves by clicks until the hand is over; the people the screen was passed to, in order."""
    passed = []
    while (state := player.wait_for_turn()) != "score":
        if state == "pass":
            passed.append(player.take_screen())
        else:
            player.play_turn_action()  # a move, or the answer to a partner's question
    return passed


def test_two_people_and_two_computers_play_a_whole_hand_by_clicks_and_no_hand_shows_out_of_turn(monkeypatch):
    driver = Watched(monkeypatch)
    match = at_table(driver, MatchSettings("classic-4p", "normal", seed=3, seats=PARTNERS))
    player = ScriptedPlayer(driver, frame_time=FRAME)  # every frame of the hand at 60 a second is watched
    passed = play_the_hand(driver, player)
    assert match.hand_is_over and driver.leaks == []
    assert set(passed) == {SOUTH, NORTH} and len(passed) >= 6  # the screen went back and forth
    assert driver.pass_frames > 0 and driver.frames_watched > 500
    for name in ("South", "North"):  # both people played, each by name: nobody is "You"
        assert any(line.startswith(f"{name} discards ") for line in match.log)
    assert not any(line.startswith("You ") for line in match.log)


def test_people_against_each_other_never_see_each_others_hand(monkeypatch):
    driver = Watched(monkeypatch)
    match = at_table(driver, MatchSettings("classic-4p", "normal", seed=8, seats=OPPONENTS))
    passed = play_the_hand(driver, ScriptedPlayer(driver))
    assert match.hand_is_over and driver.leaks == [] and set(passed) == {SOUTH, WEST}


def test_the_check_catches_a_hand_left_on_screen_for_the_next_person(monkeypatch):
    """The table made to forget that another person is to act: the watcher sees South's hand under North."""
    monkeypatch.setattr(TableScene, "hand_hidden", property(lambda table: table.passed_to != table.seat))
    driver = Watched(monkeypatch)
    match = at_table(driver, MatchSettings("classic-4p", "normal", seed=3, seats=PARTNERS))
    player = ScriptedPlayer(driver)
    while not driver.leaks and driver.frames_watched < 20000:
        top = driver.app.top
        if isinstance(top, PassScreen):
            player.take_screen()
        elif driver.table().my_turn and not driver.table().animations.busy and match.game.phase != "answer":
            player.play_turn_action()
        else:
            driver.frame()
    assert driver.leaks and all("of seat 0" in leak or "of seat 2" in leak for leak in driver.leaks)


def test_the_pass_screen_names_the_person_hides_every_hand_and_waits_for_a_tap(monkeypatch):
    driver = Watched(monkeypatch)
    match = at_table(driver, MatchSettings("classic-4p", "normal", seed=3, seats=PARTNERS))
    driver.frames(30)
    screen = driver.app.top
    assert isinstance(screen, PassScreen) and screen.person == match.next_person()
    table = driver.table()
    assert table.hand_hidden and table.hand_cards == [] and table.animations.busy  # the deal waits for him
    assert driver.faces == [] and driver.pass_frames == 30
    driver.key(pygame.K_RETURN)
    assert driver.app.top is table and not table.hand_hidden and table.seat == screen.person
    driver.frames(3)
    assert set(driver.faces) & set(match.game.hands[table.seat])  # his own hand, face up


def a_match_where_a_person_may_ask() -> Match:
    """South & North against computers, played without the table until one of them may ask the other."""
    for seed in range(1, 60):
        match = Match(MatchSettings("classic-4p", "normal", seed=seed, seats=PARTNERS))
        stand_in = make_bot("normal", seed=5)
        while not match.hand_is_over:
            if match.human_to_act and Ask() in match.game.legal_moves():
                return match
            match.play(stand_in.choose(match.view(match.game.to_act)) if match.human_to_act else match.think(60.0))
    raise AssertionError("no hand in which South or North may ask")


def test_a_persons_question_is_answered_on_the_partners_own_screen(monkeypatch):
    match = a_match_where_a_person_may_ask()
    asker = match.game.to_act
    partner = (asker + 2) % 4
    driver = Watched(monkeypatch)
    driver.app.play(match)  # a game put on the table: the screen goes to the person to act first
    player = ScriptedPlayer(driver)
    assert player.wait_for_turn() == "pass" and player.take_screen() == asker
    assert player.wait_for_turn() == "move"
    player.click_button("Ask partner")
    assert match.game.phase == "answer" and match.game.to_act == partner
    assert player.wait_for_turn() == "pass"
    screen = driver.app.top
    assert screen.person == partner and screen.reason() == f"{match.names[asker]} asks: may I go out?"
    assert player.take_screen() == partner
    assert player.wait_for_turn() == "answer"
    question, table = driver.app.top, driver.table()
    assert isinstance(question, GoOutQuestion) and table.seat == partner and table.view.seat == partner
    player.click_button("No")
    assert match.game.turn.asked == "no" and match.game.to_act == asker
    assert player.wait_for_turn() == "pass" and player.take_screen() == asker
    assert player.wait_for_turn() == "move" and driver.table().seat == asker
    assert driver.leaks == []


def test_the_table_turns_so_the_person_to_act_sits_at_the_bottom(monkeypatch):
    driver = Watched(monkeypatch)
    at_table(driver, MatchSettings("classic-4p", "normal", seed=3, seats=PARTNERS))
    player = ScriptedPlayer(driver)
    seen = {}
    while len(seen) < 2:
        if player.wait_for_turn() == "pass":
            player.take_screen()
            continue
        table = driver.table()
        seen[table.seat] = dict(table.layout.seat_place)
        player.play_turn_action()
    assert seen[SOUTH] == {SOUTH: "bottom", WEST: "left", NORTH: "top", EAST: "right"}
    assert seen[NORTH] == {NORTH: "bottom", EAST: "left", SOUTH: "top", WEST: "right"}  # West on North's right


def test_one_person_plays_as_ever_with_no_pass_screen(monkeypatch):
    driver = Watched(monkeypatch)
    match = at_table(driver, MatchSettings("classic-4p", "normal", seed=3))
    assert match.settings.seats is None and match.people == (0,) and match.names[0] == "You"
    player = ScriptedPlayer(driver)
    for _ in range(6):
        assert player.wait_for_turn() == "move"
        player.play_turn_action()
    assert driver.pass_frames == 0 and any(line.startswith("You draw ") for line in match.log)


def test_a_game_with_several_people_is_saved_and_restores_with_its_seats_behind_the_pass_screen(monkeypatch):
    storage = Storage(MemoryBackend())
    driver = Watched(monkeypatch, storage)
    match = at_table(driver, MatchSettings("classic-4p", "expert", seed=3, seats=("person", "beginner", "person",
                                                                                     "master")))
    player = ScriptedPlayer(driver)
    for _ in range(4):
        if player.wait_for_turn() == "pass":
            player.take_screen()
        else:
            player.play_turn_action()
    saved = storage.load("game").data
    assert saved["settings"]["seats"] == ["person", "beginner", "person", "master"]
    restored = Match.from_dict(saved)
    assert restored.people == (SOUTH, NORTH) and restored.names == ("South", "West", "North", "East")
    assert restored.bots[WEST].level.name == "beginner" and restored.bots[EAST].level.name == "master"
    assert restored.game.to_dict() == match.game.to_dict() and restored.log == match.log
    again = Watched(monkeypatch, storage)
    again.scene.continue_game()
    again.frame()
    assert isinstance(again.app.top, PassScreen) and again.faces == []  # whoever holds it sees no hand first


def test_an_old_save_loads_as_one_person_against_computer_players() -> None:
    match = Match(MatchSettings("classic-4p", "normal", seed=3))
    saved = match.to_dict()
    assert "seats" not in saved["settings"]  # the usual table is saved as it always was
    old = Match.from_dict(saved)
    assert old.settings.seats is None and old.people == (0,) and old.you == 0 and sorted(old.bots) == [1, 2, 3]
    with pytest.raises(ValueError, match="at least one seat must be a person's"):
        Match.from_dict({**saved, "settings": {**saved["settings"], "seats": ["normal"] * 4}})
    with pytest.raises(ValueError, match="for each of the 4 players"):
        MatchSettings("classic-4p", "normal", seats=("person", "normal"))


def test_a_person_cannot_take_back_another_persons_turn_nor_his_own_once_played_on() -> None:
    match = Match(MatchSettings("classic-4p", "normal", seed=3, seats=PARTNERS))
    stand_in = make_bot("normal", seed=5)
    turns = []
    while len(turns) < 3 and not match.hand_is_over:
        if match.human_to_act and match.game.phase == "draw":
            turns.append((match.game.to_act, match.can_undo, match.undo_refusal()))
            if len(turns) == 3:
                break
        match.play(stand_in.choose(match.view(match.game.to_act)) if match.human_to_act else match.think(60.0))
    assert [seat for seat, _, _ in turns[:2]] in ([SOUTH, NORTH], [NORTH, SOUTH])
    assert [can for _, can, _ in turns[1:]] == [False, False]  # the other person's last turn is not his to undo
    # nor his own last turn, once the next seat has played on it (issue 47): the refusal names that seat
    seat, _, refusal = turns[2]
    assert refusal == f"{match.names[(seat + 1) % 4]} has already played on your discard"


def test_games_with_several_people_are_counted_apart_and_named() -> None:
    match = Match(MatchSettings("classic-4p", "normal", seed=3, seats=PARTNERS))
    stand_in = make_bot("normal", seed=5)
    while not match.hand_is_over:
        match.play(stand_in.choose(match.view(match.game.to_act)) if match.human_to_act else match.think(60.0))
    stats = Statistics()
    assert stats.record_hand(match)
    assert stats.record("classic-4p", "normal").hands == 0  # not a game against the computer
    assert stats.record("classic-4p", "normal", seats=PARTNERS).hands == 1
    assert "classic-4p/person-normal-person-normal" in stats.to_dict()["tables"]
    assert stats.summary_for(match).startswith("South & North with normal players, Classic for four: South won 0 of")
    assert Statistics.from_dict(stats.to_dict()).record("classic-4p", "normal", seats=PARTNERS).hands == 1
    assert stats.summary("classic-2p", "normal", seats=("person", "person")) == "South & North, Classic for two: " \
        "no games yet"
    mixed = ("person", "normal", "master", "normal")  # one person, computer players of two levels: apart too
    assert stats.table_key("classic-4p", "normal", seats=mixed) == "classic-4p/person-normal-master-normal"
    assert stats.table_key("classic-4p", "normal", seats=("person", "normal", "normal", "normal")) == \
        "classic-4p/normal"


def test_the_seats_dialog_makes_north_a_person_and_remembers_it_for_that_game() -> None:
    driver = Headless()
    driver.frames(2)
    start = driver.scene
    start.show_all()
    driver.click(next(c for c in start.layout()[0] if c.key == "level" and c.value == "expert").rect.center)
    seats = next(c for c in start.layout()[0] if c.key == "level" and c.value == "seats")
    driver.click(seats.rect.center)
    dialog = driver.app.top
    assert isinstance(dialog, SeatsDialog) and dialog.seating == ("person", "expert", "expert", "expert")
    north = next(rect for rect, seat, kind, _ in dialog.choices() if seat == NORTH and kind == "person")
    driver.click(north.center)
    south_level = next(rect for rect, seat, kind, _ in dialog.choices() if seat == SOUTH and kind == "master")
    driver.click(south_level.center)  # South a computer player: North is still a person
    assert dialog.seating == ("master", "expert", "person", "expert")
    only = next(rect for rect, seat, kind, _ in dialog.choices() if seat == NORTH and kind == "normal")
    driver.click(only.center)  # the last person cannot go
    assert dialog.seating == ("master", "expert", "person", "expert") and "person" in dialog.refusal
    driver.key(pygame.K_RETURN)
    assert driver.app.top is start and start.seats_changed()
    driver.app.settings.preset = "classic-2p"
    assert driver.app.settings.seating() == ("person", "expert")  # another game: its own seats
    driver.app.settings.preset = "dutch"
    assert driver.app.settings.seating() == ("person", "expert", "expert", "expert")  # as many players, too
    driver.app.settings.preset = "classic-4p"
    stored = Settings.read(driver.app.settings.to_dict())[0]
    assert stored.seating() == ("master", "expert", "person", "expert")
    driver.click(start.buttons[0].rect.center)  # New game
    table = driver.app.scenes[0]
    assert table.match.people == (NORTH,) and table.match.names[NORTH] == "You" and table.seat == NORTH
    assert table.match.bots[SOUTH].level.name == "master"


def test_the_players_row_sets_every_computer_seat_and_keeps_the_people() -> None:
    driver = Headless()
    driver.frames(2)
    settings = driver.app.settings
    settings.set_seating(["person", "beginner", "person", "master"])
    start = driver.scene
    start.show_all()
    assert start._current("level") is None and start.seats_changed()  # two levels: neither is lit
    normal = next(c for c in start.layout()[0] if c.key == "level" and c.value == "normal")
    driver.click(normal.rect.center)
    assert settings.seating() == ("person", "normal", "person", "normal") and start._current("level") == "normal"


def test_damaged_seats_in_the_settings_are_set_aside_and_said() -> None:
    settings, problems = Settings.read({"seats": {"4": ["normal", "normal", "normal", "normal"],
                                                  "2": ["person", "person"], "9": "x"}})
    assert settings.seats == {"classic-2p": ["person", "person"]}  # kept per game since (issue 47)
    assert settings.set_aside["seats"] == {"4": ["normal"] * 4, "9": "x"} and len(problems) == 2
    assert "set aside, and you play against computer players" in problems[0]
    assert settings.seating("classic-4p") == ("person", "normal", "normal", "normal")
