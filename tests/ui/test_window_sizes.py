"""The table at every window size from a phone held upright (360 x 640) to 2560 x 1440: played by clicks,
resized mid-hand, a whole hand played by taps at 390 x 844 (issue 47)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.drawing.canvas import card_height, frame_size  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.table.layout.portrait import PortraitLayout  # noqa: E402
from game.ui.table.table_view import message_place, status_texts  # noqa: E402

WINDOWS = [(360, 640), (390, 844), (540, 960), (768, 1024), (800, 1000), (800, 600), (1000, 1000), (1280, 720),
           (1920, 1080), (2560, 1080), (2560, 1440)]  # 800 x 1000: a landscape frame taller than wide (1280 x 1600)


def a_table(size: tuple[int, int], preset: str = "classic-4p", seed: int = 4) -> tuple[Headless, ScriptedPlayer]:
    driver = Headless(size=size)
    driver.app.settings.preset = preset
    driver.scene.new_game(seed=seed)
    return driver, ScriptedPlayer(driver, seed=5)


def hit_targets_in_the_window(driver: Headless) -> None:
    """Every button, the menu, the stock, the pile and every card of the hand lie inside the window."""
    table = driver.scene
    window = driver.app.canvas.window_rect()
    lay = table.layout
    hand = table.hand_cards
    cards = [pygame.Rect(x, y, lay.hand_card, card_height(lay.hand_card))
             for x, y in lay.hand_positions(len(hand), table.hand.selected)]
    rects = [b.rect for b in table.buttons] + [table.menu_button.rect, lay.stock_rect, lay.pile_rect] + cards
    outside = [rect for rect in rects if not window.contains(rect)]
    assert not outside or lay.hand_scale > 1, (driver.size, outside)


@pytest.mark.parametrize("size", WINDOWS, ids=lambda size: "x".join(map(str, size)))
def test_a_table_of_any_size_deals_draws_and_takes_clicks(size: tuple[int, int], tmp_path) -> None:
    """Deal, draw by a click on the stock, select a card by a click, and draw every frame, at each size."""
    driver, player = a_table(size)
    table = driver.scene
    assert table.fills_frame and table.layout.frame_size == frame_size(size)
    assert isinstance(table.layout, PortraitLayout) == (size[0] / size[1] < 0.8)
    assert player.wait_for_turn() == "move"
    hit_targets_in_the_window(driver)
    held = len(table.hand_cards)
    driver.click(table.layout.stock_rect.center)
    driver.frames(60)
    assert len(table.hand_cards) > held and table.view.phase == "play"
    x, y = table.layout.hand_positions(len(table.hand_cards))[-1]
    driver.click((x + 12, y + 30))
    assert table.hand.selected == {len(table.hand_cards) - 1}
    hit_targets_in_the_window(driver)
    driver.screenshot(str(tmp_path / "table.png"))


def test_the_table_lays_itself_out_again_when_the_window_is_resized() -> None:
    """From a laptop's window to a phone held upright and back, mid-hand: the layout follows the frame."""
    driver, player = a_table((1280, 720))
    assert player.wait_for_turn() == "move"
    for size in [(390, 844), (1000, 1000), (2560, 1080), (1280, 720)]:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        driver.size = size
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        driver.frame()
        table = driver.scene
        assert table.layout.frame_size == frame_size(size)
        assert table.menu_button.rect == table.layout.menu_rect
        assert all(driver.app.canvas.window_rect().contains(b.rect) for b in table.buttons)


def test_a_whole_hand_is_played_by_taps_on_a_phone_held_upright() -> None:
    """390 x 844: the scripted player plays a whole hand of Classic for four by clicks; at each of his turns
    every hit target lies in the window and the status lines in the middle band, beside the pile."""
    driver, player = a_table((390, 844))
    table = driver.scene
    assert isinstance(table.layout, PortraitLayout)
    turns = 0
    while (state := player.wait_for_turn()) in ("move", "answer"):
        if state == "move":
            hit_targets_in_the_window(driver)
            lay = table.layout
            for line in status_texts(driver.app.canvas, table):
                assert lay.middle_band.contains(line.rect), (line.text, line.rect, lay.middle_band)
                assert not line.rect.colliderect(lay.pile_rect) and not line.rect.colliderect(message_place(table))
            turns += 1
        player.play_turn_action()
    assert state == "score" and turns >= 3 and table.match.hand_is_over


def test_a_tap_on_another_sides_row_opens_its_melds_and_the_next_tap_closes_them() -> None:
    """A phone held upright: the other sides' melds are compact rows; a tap on one opens it in full over the
    middle of the table, every column inside the panel, and the next tap closes it without acting."""
    from game.core import Game, preset
    from game.ui.table.match import Match, MatchSettings

    from .dense_positions import dense_game

    driver = Headless(size=(390, 844))
    game = dense_game("six-player-three-pairs")
    settings = MatchSettings(preset="six-player-three-pairs", level="normal")
    driver.app.play(Match(settings, Game.from_dict(game.to_dict())))
    driver.frames(2)
    table = driver.scene
    table.pacing.wait = 600.0
    lay = table.layout
    other = next(side for side in lay.melds_rect if side != table.view.side_of(table.seat))
    driver.click(lay.melds_rect[other].center)
    assert table.opened_side == other
    shown = table.shown
    count = len(shown["melds"][other]) + len(lay.three_groups(shown["red_threes"][other].split()))
    width, step, spots = lay.opened_columns(count, preset("six-player-three-pairs").canasta_size - 1)
    panel = lay.opened_rect()
    assert width >= 36 and all(panel.contains(pygame.Rect(x, y, width, card_height(width))) for x, y in spots)
    driver.screenshot(os.path.join(os.environ.get("SCREENSHOTS", "/tmp"), "opened-side-390x844.png"))
    moves = len(table.match.game.history)
    driver.click(table.layout.stock_rect.center)  # closes it, and draws nothing
    assert table.opened_side is None and len(table.match.game.history) == moves
