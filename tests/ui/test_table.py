"""The table, headless: real pygame events through the app's own loop, time stepped, scene state checked."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import PRESETS, preset  # noqa: E402
from game.core.cards import WILD_FACES  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet  # noqa: E402
from game.ui.scenes.start_scene import StartScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402


def new_table(game: str = "classic-4p", level: str = "normal", seed: int = 4, storage: Storage | None = None,
              size: tuple[int, int] = (1280, 720), target_score: int | None = None) -> Headless:
    driver = Headless(storage, size)
    driver.app.settings.preset = game
    driver.app.settings.target_score = target_score  # None: the game's own target, as the start screen's default
    driver.app.settings.level = level
    driver.app.settings.speed = "fast"
    driver.frame()
    assert isinstance(driver.scene, StartScene)
    driver.scene.new_game(seed=seed)
    driver.frame()
    assert isinstance(driver.scene, TableScene)
    return driver


@pytest.mark.parametrize("game", PRESETS)
def test_a_scripted_player_plays_a_whole_hand_by_clicks_until_the_score_sheet(game: str) -> None:
    driver = new_table(game)
    player = ScriptedPlayer(driver)
    while (state := player.wait_for_turn()) in ("move", "answer"):
        player.play_turn_action()
    assert state == "score"
    table = player.table
    assert table.match.game.phase in ("round_over", "game_over")
    assert player.actions >= 4
    sheet = driver.scene
    assert isinstance(sheet, ScoreSheet)
    driver.click(sheet.buttons[0].rect.center)  # next hand
    assert isinstance(driver.scene, TableScene) and table.match.game.round == 2
    assert table.match.settings.preset == game and len(table.match.game.hands) == preset(game).player_count


def human_turn(driver: Headless) -> TableScene:
    player = ScriptedPlayer(driver)
    assert player.wait_for_turn() == "move"
    return player.table


def test_a_refused_click_shows_the_engines_reason_and_changes_nothing() -> None:
    driver = new_table()
    table = human_turn(driver)
    assert table.match.game.phase == "draw"
    before = table.match.to_dict()
    single = next(i for i, c in enumerate(table.hand_cards) if c not in WILD_FACES)
    table.hand.selected = {single}
    driver.click(table.layout.pile_rect.center)  # take the pile with one card: not enough
    assert table.toast is not None and table.toast.error
    assert table.toast.text and table.toast.text[0].isupper()
    assert table.match.to_dict() == before


def test_clicking_out_of_turn_is_refused_with_whose_turn_it_is() -> None:
    driver = new_table(seed=6)
    table = driver.scene
    table.skip()  # the deal, at once
    while table.match.human_to_act:
        ScriptedPlayer(driver).play_turn_action()
    seat = table.match.game.to_act
    table.pacing.wait = 60.0  # hold the computer player's move back, so only the click can change anything
    before = table.match.to_dict()
    driver.click(table.layout.stock_rect.center)
    assert table.toast is not None and table.toast.text == f"Wait: it is {table.match.names[seat]}'s turn"
    assert table.match.to_dict() == before


def test_a_card_dragged_onto_the_pile_is_discarded() -> None:
    driver = new_table(seed=7)
    table = human_turn(driver)
    driver.click(table.layout.stock_rect.center)
    assert table.match.game.phase == "play"
    table._settle()
    driver.frame()
    hand = table.hand_cards
    index = max(range(len(hand)), key=lambda i: hand[i] not in WILD_FACES and hand[i][0] != "3")
    card = hand[index]
    x, y = table.layout.hand_positions(len(hand))[index]
    moves_before = len(table.match.game.history)
    driver.drag((x + 10, y + 40), table.layout.pile_rect.center)
    assert table.toast is None
    assert str(table.match.game.history[moves_before]) == f"discard {card}"


def test_keys_play_too_d_draws() -> None:
    driver = new_table(seed=8)
    table = human_turn(driver)
    driver.key(pygame.K_d)
    assert table.match.game.to_dict()["history"][-1] == "draw"
    assert table.match.game.phase == "play"


def test_a_resized_window_maps_clicks_to_the_same_cards() -> None:
    driver = new_table(seed=8, size=(854, 480))
    table = human_turn(driver)
    hand = table.hand_cards
    x, y = table.layout.hand_positions(len(hand))[2]
    driver.click((x + 10, y + 40))
    assert table.hand.selected == {2}


def test_the_game_is_saved_after_every_move_and_continues_from_the_same_position() -> None:
    storage = Storage(MemoryBackend())
    driver = new_table(storage=storage, seed=9)
    player = ScriptedPlayer(driver)
    for _ in range(3):
        player.wait_for_turn()
        player.play_turn_action()
    position = driver.scene.match.game.to_dict()
    assert storage.load("game").data["game"] == position

    again = Headless(storage)
    again.frame()
    start = again.scene
    assert isinstance(start, StartScene) and [b.label for b in start.buttons][0] == "Continue"
    again.click(start.buttons[0].rect.center)
    assert isinstance(again.scene, TableScene)
    assert again.scene.match.game.to_dict() == position


def test_a_damaged_save_is_reported_and_set_aside_and_a_new_game_can_start() -> None:
    backend = MemoryBackend()
    storage = Storage(backend)
    storage.save("game", {"format": 1, "settings": {"players": 4}})  # parses, but is no game
    driver = Headless(storage)
    driver.frame()
    start = driver.scene
    driver.click(start.buttons[0].rect.center)  # Continue
    assert isinstance(driver.scene, StartScene)
    assert any("set aside" in notice for notice in driver.app.notices)
    assert storage.load("game").data is None
    labels = [b.label for b in driver.scene.buttons]
    assert "Continue" not in labels and labels[0] == "Play Classic for four"  # no Continue any more
    driver.click(driver.scene.buttons[0].rect.center)
    assert isinstance(driver.scene, TableScene)


def test_unreadable_settings_are_reported_and_defaults_used() -> None:
    backend = MemoryBackend()
    backend.write("settings", "{not json")
    driver = Headless(Storage(backend))
    driver.frame()
    assert driver.app.settings.preset == "classic-4p"
    assert driver.app.notices and "settings" in driver.app.notices[0].lower()


def test_the_last_hand_names_the_winner_and_main_menu_clears_the_save() -> None:
    storage = Storage(MemoryBackend())
    driver = Headless(storage)
    driver.app.settings.speed = "fast"
    driver.frame()
    driver.app.play(Match(MatchSettings(preset="classic-2p", level="normal", target_score=100, seed=3)))
    player = ScriptedPlayer(driver)
    while (state := player.wait_for_turn()) in ("move", "answer"):
        player.play_turn_action()
    assert state == "score"
    sheet = driver.scene
    match = player.table.match
    assert match.is_over and [b.label for b in sheet.buttons][:2] == ["Main menu", "New game"]
    assert driver.app.stats.record("classic-2p", "normal").games == 1  # counted in the statistics, and saved
    assert storage.load("stats").data["tables"]["classic-2p/normal"]["games"] == 1
    assert storage.load("game").data is not None
    winner = match.game.winner
    assert any(line.startswith("The game is over") for line in match.log[-3:])
    assert (winner == 0) == ("you win" in match.log[-1])
    driver.click(sheet.buttons[0].rect.center)
    assert isinstance(driver.scene, StartScene)
    assert storage.load("game").data is None


def test_new_game_on_the_last_sheet_deals_the_same_game_afresh_without_asking() -> None:
    storage = Storage(MemoryBackend())
    driver = Headless(storage)
    driver.app.settings.speed = "fast"
    driver.frame()
    over = Match(MatchSettings(preset="classic-2p", level="normal", target_score=100, seed=3))
    driver.app.play(over)
    player = ScriptedPlayer(driver)
    while player.wait_for_turn() in ("move", "answer"):
        player.play_turn_action()
    new_game = next(b for b in driver.scene.buttons if b.label == "New game")
    driver.click(new_game.rect.center)  # nothing to lose: the game over is counted and kept
    match = player.table.match
    assert match is not over and match.settings.preset == "classic-2p" and match.settings.seed != 3
    assert match.game.round == 1 and storage.load("game").data["settings"]["seed"] == match.settings.seed


class KeyboardPlayer(ScriptedPlayer):
    """Plays the player's seat by keys alone: arrows and space to select, then d, t, m, Enter, a, y or n."""

    def select(self, cards: list[str]) -> None:
        table = self.table
        for card in cards:
            hand = table.hand_cards
            index = next(i for i, c in enumerate(hand) if c == card and i not in table.hand.selected)
            for _ in range((index - table.hand.cursor) % len(hand)):
                self.driver.key(pygame.K_RIGHT)
            self.driver.key(pygame.K_SPACE)
            assert index in table.hand.selected

    def perform(self, table, move) -> None:
        from game.core import Answer, Ask, Discard, Draw, EndTurn, Meld, Take

        if isinstance(move, Draw):
            self.driver.key(pygame.K_d)
        elif isinstance(move, Take):
            self.select([c for g in move.groups for c in g.cards])
            self.driver.key(pygame.K_t)
        elif isinstance(move, Discard):
            self.select([move.card])
            self.driver.key(pygame.K_RETURN)
        elif isinstance(move, Meld):
            self.select([c for g in move.groups for c in g.cards])
            self.driver.key(pygame.K_m)
        elif isinstance(move, Ask):  # shift+a asks the second of two partners
            self.driver.key(pygame.K_a, shift=move.partner not in (None, table.match.partners()[0]))
        elif isinstance(move, Answer):
            self.driver.key(pygame.K_y if move.yes else pygame.K_n)
        elif isinstance(move, EndTurn):
            self.driver.key(pygame.K_e)


@pytest.mark.parametrize("game", ["classic-4p", "classic-2p", "six-player"])
def test_a_whole_hand_can_be_played_by_keys_alone(game: str) -> None:
    driver = new_table(game, seed=6)
    player = KeyboardPlayer(driver, level="normal")
    while (state := player.wait_for_turn()) in ("move", "answer"):
        player.play_turn_action()
    assert state == "score" and player.actions >= 4
    round_before = player.table.match.game.round
    driver.key(pygame.K_RETURN)  # the score sheet's Next hand
    assert isinstance(driver.scene, TableScene) and driver.scene.match.game.round == round_before + 1


def play_whole_game(game: str, level: str, seed: int, target_score: int | None = None) -> tuple[Headless, Match, int]:
    """From the start screen to the winner, every action by clicks; returns the hands played."""
    driver = new_table(game, level=level, seed=seed, target_score=target_score)
    player = ScriptedPlayer(driver, level="normal")
    hands = 0
    while True:
        state = player.wait_for_turn(limit=100_000)
        if state in ("move", "answer"):
            player.play_turn_action()
            continue
        assert state == "score"
        hands += 1
        match = player.table.match
        sheet = driver.scene
        if match.is_over:
            driver.click(sheet.buttons[0].rect.center)  # New game: back to the start screen
            assert isinstance(driver.scene, StartScene)
            return driver, match, hands
        driver.click(sheet.buttons[0].rect.center)  # Next hand
        assert driver.scene.match.game.round == hands + 1


def test_a_whole_game_to_1500_is_played_through_the_table() -> None:
    """The shortest target the start screen offers: hand after hand from the start screen to the winner, the
    same path as a game to 5000 (played with --run-slow below) in a fifth of the time."""
    driver, match, hands = play_whole_game("classic-2p", "normal", seed=7, target_score=1500)
    assert match.game.rules.target_score == 1500
    assert max(match.game.scores) >= 1500 and hands >= 2
    assert driver.app.stats.record("classic-2p", "normal").games == 1
    assert driver.app.stats.record("classic-2p", "normal").hands == hands


@pytest.mark.slow
def test_a_whole_game_to_5000_is_played_through_the_table() -> None:
    driver, match, hands = play_whole_game("classic-2p", "normal", seed=7)
    assert max(match.game.scores) >= 5000 and hands >= 3
    assert driver.app.stats.record("classic-2p", "normal").games == 1
    assert driver.app.stats.record("classic-2p", "normal").hands == hands


@pytest.mark.slow
def test_a_whole_four_handed_game_against_the_master_is_played_through_the_table() -> None:
    _, match, hands = play_whole_game("classic-4p", "master", seed=2)
    assert max(match.game.scores) >= 5000 and hands >= 3


def test_after_a_red_three_as_the_last_stock_card_end_turn_ends_the_hand_without_a_discard() -> None:
    """Under last_stock_red_three = end_may_meld (C-STOCK-3) the player may meld, then End turn."""
    from game.core import Game
    from game.core.cards import RED_THREES, parse_cards

    rules = preset("classic-2p").replace(last_stock_red_three="end_may_meld")
    position = Game.new(rules, seed=3).to_dict()
    stock = parse_cards(position["stock"])
    last = next(c for c in stock if c in RED_THREES)
    stock.remove(last)
    position["stock"] = last  # the only card left: a red three
    position["pile"] = " ".join(c for c in stock if c not in RED_THREES) + " " + position["pile"]
    others = [*parse_cards(position["red_threes"][1]), *(c for c in stock if c in RED_THREES)]
    position["red_threes"][1] = " ".join(others)  # the other red threes: laid by North already
    position.update(rules=rules.to_dict(), to_act=0, phase="draw")
    driver = Headless()
    driver.app.settings.speed = "fast"
    driver.app.play(Match(MatchSettings(preset="classic-2p", level="normal"), Game.from_dict(position)))
    table = driver.scene
    driver.click(table.layout.stock_rect.center)
    assert table.match.game.turn.no_discard and "End turn" in [b.label for b in table.buttons]
    ScriptedPlayer(driver).click_button("End turn")
    assert table.match.game.ended_by == "last_red_three"
    assert ScriptedPlayer(driver).wait_for_turn() == "score"
