"""Motion at the table (issue 21): the deal dealt card by card and skipped by a click or a key, a canasta
closing celebrated, going out and winning the game celebrated and skipped by a click; time is stepped, real
events go through the app, and nothing of the motion changes the game."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import PRESETS, Game, RedThreeLaid, UpcardTurned, parse_cards, parse_move, preset  # noqa: E402
from game.ui.app import SPEEDS  # noqa: E402
from game.ui.drawing import theme  # noqa: E402
from game.ui.headless import FRAME, Headless  # noqa: E402
from game.ui.scenes.celebration import WIN_TIME, WinCelebration  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.sound import SOUND_NAMES  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402
from game.ui.table.models import HAND  # noqa: E402
from game.ui.table.staging import CANASTA_TIME, OUT_TIME, dealt_cards  # noqa: E402
from game.ui.table.table_view import cards_held, shown_log  # noqa: E402

HAND_SIZE = preset("classic-4p").hand_size


def dealt_table(speed: str = "normal", seed: int = 4, bots_wait: bool = True) -> tuple[Headless, TableScene, list]:
    """A new game of Classic for four put on the table (its first hand about to be dealt), and the cues the
    app is given; ``bots_wait``: the computer players hold their moves back, so only the deal moves."""
    driver = Headless()
    cues: list[str] = []
    driver.app.on_cue = cues.append
    driver.app.settings.speed = speed
    driver.app.play(Match(MatchSettings(preset="classic-4p", level="normal", seed=seed)))
    table = driver.scene
    assert isinstance(table, TableScene)
    if bots_wait:
        table.pacing.wait = 600.0
    return driver, table, cues


def player_first() -> int:
    """A seed whose first hand the player begins."""
    return next(s for s in range(1, 60) if Game.new(preset("classic-4p"), seed=s).to_act == 0)


def frames_until(driver: Headless, done, limit: int = 2000) -> int:
    for n in range(limit):
        if done():
            return n
        driver.frame()
    raise AssertionError("it never happened")


def test_the_deal_flies_card_by_card_and_the_hands_are_complete_when_it_is_done() -> None:
    driver, table, cues = dealt_table()
    assert table.dealing and table.buttons == []  # nothing to press while the cards go round
    driver.frames(30)  # half a second in
    assert any(f.started for f in table.animations.flights)
    assert 0 < len(table.hand_cards) < HAND_SIZE
    held = [cards_held(table, seat) for seat in (1, 2, 3)]
    assert all(0 < n < HAND_SIZE for n in held)
    assert cues[0] == "shuffle" and cues.count("deal") >= sum(held) + len(table.hand_cards)  # as each leaves
    frames_until(driver, lambda: not table.dealing)
    assert sorted(table.hand_cards) == sorted(parse_cards(table.shown["hands"][0]))
    assert len(table.hand_cards) == HAND_SIZE
    assert [cards_held(table, seat) for seat in (1, 2, 3)] == [table.shown["hands"][s] for s in (1, 2, 3)]
    assert cues.count("deal") >= 4 * HAND_SIZE  # a sound for every card, the upcard's too


def test_with_large_cards_the_players_cards_are_dealt_at_his_hands_size() -> None:
    driver = Headless()
    driver.app.settings.card_size = "large"
    driver.app.play(Match(MatchSettings(preset="classic-4p", level="normal", seed=4)))
    table = driver.scene
    mine = [f for f in table.animations.flights if f.zone == HAND and f.card]
    assert len(mine) >= HAND_SIZE and table.layout.hand_card > theme.HAND_CARD
    assert {f.width for f in mine} == {table.layout.hand_card}


def test_a_click_skips_the_deal_at_once_and_does_nothing_else() -> None:
    driver, table, cues = dealt_table(seed=8)
    driver.frames(5)
    assert table.dealing
    sounds = len(cues)
    driver.click(table.layout.stock_rect.center)  # on the stock: not a draw, a skip
    assert not table.dealing and not table.animations.flights
    assert len(table.hand_cards) == HAND_SIZE
    assert table.match.game.history == [] and table.toast is None
    assert len(cues) == sounds  # the cards landed at once, silently


@pytest.mark.parametrize("seed", [1, 8])
def test_each_of_the_players_cards_lands_where_it_then_lies_in_his_hand(seed: int) -> None:
    driver, table, _ = dealt_table(seed=seed)  # seed 1: two red threes dealt to him, then laid out
    checked = 0
    for _ in range(2000):
        coming = [f for f in table.animations.flights if f.zone == HAND and f.card and f.cue == "deal"]
        driver.frame()
        for flight in coming:
            if flight.done:
                cards = table.hand_cards
                places = table.layout.hand_positions(len(cards))
                assert flight.end in [places[i] for i, card in enumerate(cards) if card == flight.card], (
                    f"{flight.card} landed at {flight.end}, away from its place among {cards}")
                checked += 1
        if not table.dealing:
            break
    assert checked >= HAND_SIZE - 1


def test_the_log_tells_of_the_red_threes_laid_at_the_deal_once_the_deal_is_shown() -> None:
    driver, table, _ = dealt_table(seed=1)  # the player is dealt 3H and 3D, laid out with the deal
    driver.frames(5)
    assert table.dealing
    assert shown_log(table) == ["Hand 1: North dealt."], "the log told of the red threes before they were dealt"
    driver.click(table.layout.stock_rect.center)
    assert shown_log(table)[-2:] == ["You lay a red three (3♥) and draw again.",
                                     "You lay a red three (3♦) and draw again."]
    assert shown_log(table) == table.match.log


def test_a_key_skips_the_deal_and_is_not_taken_for_its_action() -> None:
    driver, table, _ = dealt_table(seed=player_first())
    assert table.match.human_to_act  # d would draw
    driver.frames(5)
    driver.key(pygame.K_d)
    assert not table.dealing and len(table.hand_cards) == HAND_SIZE
    assert table.match.game.history == []
    driver.key(pygame.K_d)  # once dealt, the key draws
    assert table.match.game.history[-1] == parse_move("draw")


def test_a_drag_during_the_deal_moves_no_card_and_the_pointer_is_still_followed() -> None:
    driver, table, _ = dealt_table(seed=8)
    driver.frames(40)
    start = table.layout.hand_positions(len(table.hand_cards))[0]
    driver.drag((start[0] + 10, start[1] + 40), table.layout.pile_rect.center)
    assert table.dealing and not table.hand.selected and table.match.game.history == []
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos((300, 200)), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frame()
    assert table.pointing.hover == pytest.approx((300, 200), abs=1)


def deal_seconds(speed: str) -> float:
    driver, table, _ = dealt_table(speed, seed=4)
    return frames_until(driver, lambda: not table.dealing) * FRAME


def test_the_deal_takes_about_two_and_a_half_seconds_scaled_by_the_animation_speed() -> None:
    normal = deal_seconds("normal")
    assert 2.0 <= normal <= 3.5
    for speed in ("fast", "slow"):
        assert deal_seconds(speed) == pytest.approx(normal * SPEEDS[speed], abs=0.1)


def test_a_red_three_dealt_to_the_player_shows_in_his_hand_then_flies_to_his_row() -> None:
    seed = next(s for s in range(1, 200) if any(isinstance(e, RedThreeLaid) and e.seat == 0
                                               for e in Game.new(preset("classic-4p"), seed=s).deal_events))
    driver, table, _ = dealt_table(seed=seed)
    three = parse_cards(table.shown["red_threes"][0])[0]
    seen_in_hand = False
    while table.dealing:
        seen_in_hand |= three in table.hand_cards
        driver.frame()
    assert seen_in_hand
    assert three not in table.hand_cards and len(table.hand_cards) == HAND_SIZE
    assert not table.incoming[("threes", 0)][three]  # landed in the row


def test_the_player_is_dealt_his_hand_less_replacements_with_the_threes_he_laid() -> None:
    events = [UpcardTurned("9C"), RedThreeLaid(1, "3D", True), RedThreeLaid(0, "3H", True)]
    hand = ["5S", "6S", "7S", "KD"]  # KD came last: it replaced the three
    dealt, replaced = dealt_cards(hand, events, 0)
    assert sorted(dealt) == sorted(["5S", "6S", "7S", "3H"]) and replaced == {2: "KD"}


# -- celebrations ---------------------------------------------------------------------------------------------
def table_at(position: dict, speed: str = "normal") -> tuple[Headless, TableScene, list[str]]:
    driver = Headless()
    cues: list[str] = []
    driver.app.on_cue = cues.append
    driver.app.settings.speed = speed
    driver.app.settings.warnings = False
    driver.app.play(Match(MatchSettings(preset="classic-4p", level="normal"), Game.from_dict(position)))
    driver.frame()
    return driver, driver.scene, cues


def position(hand: str, ours: list[str], scores: tuple[int, int] = (0, 0)) -> dict:
    return {"rules": "classic-4p", "dealer": 3, "to_act": 0, "phase": "play", "scores": list(scores),
            "hands": [hand, "JC JD QS 8S 6H", "4C 4D 8S 9H", "JC JD QS 7D"], "melds": [ours, ["9H 9S 9C"]],
            "red_threes": ["", ""], "pile": "5C 6D 7H", "stock": "8D 8C 5H 5D 5H 5D 4H 4H TC TD",
            "turn": {"drew": True, "side_was_open": True}}


def test_a_canasta_closing_is_celebrated_without_holding_the_table_and_it_ends_by_itself() -> None:
    driver, table, cues = table_at(position("KC KH 5S 6D 9C", ["KH KS KD KC KD"]))
    assert table.play_human(parse_move("meld KC KH"))
    assert table.animations.moment("canasta") is None  # not before its last card lands
    frames_until(driver, lambda: table.animations.moment("canasta") is not None)
    moment = table.animations.moment("canasta")
    assert (moment.side, moment.rank) == (0, "K") and "canasta" in cues
    assert not table.animations.busy  # the player may go on at once
    before = table.match.to_dict()
    lasted = frames_until(driver, lambda: table.animations.moment("canasta") is None) * FRAME
    assert lasted == pytest.approx(CANASTA_TIME, abs=0.05)
    assert table.match.to_dict() == before  # the celebration changed nothing


def test_a_click_during_a_canasta_celebration_plays_as_ever() -> None:
    driver, table, _ = table_at(position("KC KH 5S 6D 9C", ["KH KS KD KC KD"]))
    table.play_human(parse_move("meld KC KH"))
    frames_until(driver, lambda: table.animations.moment("canasta") is not None)
    index = table.hand_cards.index("9C")
    x, y = table.layout.hand_positions(len(table.hand_cards))[index]
    driver.click((x + 12, y + 30))
    assert table.hand_cards[min(table.hand.selected)] == "9C"  # selected by that click
    assert table.animations.moment("canasta") is None  # and the sparkle ended


def test_going_out_is_celebrated_holds_the_score_sheet_and_a_click_skips_it() -> None:
    driver, table, cues = table_at(position("5S", ["KH KS KD KC KD KH KS"]))
    assert table.play_human(parse_move("discard 5S"))
    frames_until(driver, lambda: table.animations.moment("out") is not None)
    moment = table.animations.moment("out")
    assert moment.seat == 0 and moment.side == 0 and "go_out" in cues
    driver.frames(20)
    assert driver.scene is table and table.animations.holding  # the score sheet waits for it
    before = table.match.to_dict()
    driver.click((640, 200))
    assert isinstance(driver.scene, ScoreSheet)
    assert table.match.to_dict() == before


def test_going_out_ends_by_itself_and_the_score_sheet_counts_up() -> None:
    driver, table, _ = table_at(position("5S", ["KH KS KD KC KD KH KS"]))
    table.play_human(parse_move("discard 5S"))
    frames_until(driver, lambda: table.animations.moment("out") is not None)
    lasted = frames_until(driver, lambda: isinstance(driver.scene, ScoreSheet)) * FRAME
    assert lasted == pytest.approx(OUT_TIME, abs=0.1)
    sheet = driver.scene
    total = table.view.round_scores[0]["total"]
    assert 0 < total and sheet.counting.of(total) < total  # counting up
    driver.click((640, 200))  # on the sheet, off its buttons: the figures at once
    assert sheet.counting.of(total) == total and driver.scene is sheet


def won_game(speed: str = "normal") -> tuple[Headless, TableScene, list[str]]:
    driver, table, cues = table_at(position("5S", ["KH KS KD KC KD KH KS"], scores=(4900, 1200)), speed)
    table.play_human(parse_move("discard 5S"))
    frames_until(driver, lambda: table.animations.moment("out") is not None)
    driver.click((640, 200))  # past going out
    assert table.match.is_over
    return driver, table, cues


def test_the_win_is_celebrated_over_the_last_score_sheet_and_a_click_skips_it() -> None:
    driver, table, cues = won_game()
    party = driver.scene
    assert isinstance(party, WinCelebration) and isinstance(driver.app.scenes[-2], ScoreSheet)
    assert party.title == "Your side wins the game!" and cues[-1] == "win"
    assert driver.app.scenes[-2].counting.done  # the sheet beneath shows its figures, not +0 while it waits
    driver.frames(30)
    assert driver.scene is party and party.pieces[0].at(0.5)[0] != party.pieces[0].at(0.0)[0]  # confetti falls
    before = table.match.to_dict()
    driver.click((640, 360))
    assert isinstance(driver.scene, ScoreSheet) and table.match.to_dict() == before


def test_the_win_celebration_ends_by_itself_at_the_animation_speed() -> None:
    driver, table, _ = won_game("fast")
    lasted = frames_until(driver, lambda: isinstance(driver.scene, ScoreSheet)) * FRAME
    assert lasted == pytest.approx(WIN_TIME * SPEEDS["fast"], abs=0.05)


def test_every_cue_is_a_sound_the_game_has() -> None:
    driver, table, cues = dealt_table(seed=player_first())
    frames_until(driver, lambda: not table.dealing)
    table.play_human(parse_move("draw"))
    driver.frames(60)
    table.say("refused")
    _, _, won = won_game()
    assert {"shuffle", "deal", "draw", "refused"} <= set(cues)
    assert {"go_out", "win"} <= set(won)
    assert set(cues) | set(won) <= set(SOUND_NAMES)


@pytest.mark.parametrize("game", PRESETS)
def test_every_games_deal_lands_each_card_where_the_hand_holds_it(game: str) -> None:
    driver = Headless()
    driver.app.play(Match(MatchSettings(preset=game, level="normal", seed=2)))
    table = driver.scene
    table.pacing.wait = 600.0
    driver.frames(20)
    assert table.dealing and table.animations.flights
    frames_until(driver, lambda: not table.dealing)
    assert sorted(table.hand_cards) == sorted(parse_cards(table.shown["hands"][0]))
    players = table.view.rules.player_count
    assert [cards_held(table, s) for s in range(1, players)] == [table.shown["hands"][s] for s in range(1, players)]
    assert not any(sum(waiting.values()) for waiting in table.incoming.values())  # nothing held back


def test_the_computer_players_win_ends_the_game_quietly_without_confetti_or_the_win_sound() -> None:
    driver, table, cues = table_at(position("5S", ["KH KS KD KC KD KH KS"], scores=(1200, 5400)))
    table.play_human(parse_move("discard 5S"))  # the player goes out, but West & East pass 5000 ahead
    frames_until(driver, lambda: table.animations.moment("out") is not None)
    driver.click((640, 200))
    ending = driver.scene
    assert table.match.is_over and isinstance(ending, WinCelebration)
    assert ending.title == "West & East win the game" and not ending.celebrates
    assert ending.pieces == [] and "win" not in cues
    lasted = frames_until(driver, lambda: isinstance(driver.scene, ScoreSheet)) * FRAME
    assert lasted == pytest.approx(WIN_TIME, abs=0.05)  # it ends by itself, as a win does


def test_with_several_people_at_the_table_any_persons_win_is_celebrated() -> None:
    seats = ("normal", "person", "normal", "person")  # West & East are people, South & North computer players
    for winner_seat, celebrated in ((1, True), (0, False)):
        scores = [1200, 1200]
        scores[winner_seat % 2] = 5400
        match = Match(MatchSettings(preset="classic-4p", level="normal", seats=seats),
                      Game.from_dict(position("5S", ["KH KS KD KC KD KH KS"], scores=tuple(scores))))
        match.play("discard 5S")
        driver = Headless()
        cues: list[str] = []
        driver.app.on_cue = cues.append
        ending = WinCelebration(driver.app, match, match.view())
        assert match.is_over and match.view().winner == winner_seat % 2
        assert ending.celebrates is celebrated and bool(ending.pieces) is celebrated
        assert ("win" in cues) is celebrated
