"""The replay viewer and the hand review in the window's frame: their table laid out as the table scene's
(portrait.table_layout), landscape or upright, again when the window changes; their controls inside the frame
and a finger high upright; a replay's open hands upright beside each seat's label, inside the frame, clear of
the melds, the controls and each other.  Pictures of both at 390 x 844 and 1280 x 720."""

from __future__ import annotations

import os
from itertools import combinations

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.core import to_record  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.places import TAP  # noqa: E402
from game.ui.replays.open_hands import hand_rects  # noqa: E402
from game.ui.replays.replay import Replay  # noqa: E402
from game.ui.replays.replay_scene import ReplayScene  # noqa: E402
from game.ui.scenes.review_scene import ReviewScene  # noqa: E402
from game.ui.table.layout.portrait import PortraitLayout  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.table.seats import sits_out  # noqa: E402
from tests.ui.test_review import at_the_sheet, finished_hand, reviewed  # noqa: E402

SIZES = [(390, 844), (360, 640), (800, 600), (1280, 720), (2560, 1440)]
SHOTS = os.environ.get("PAST_TABLE_SHOTS", "")  # a folder to keep the pictures in (to look at them)


def played(preset: str, moves: int, seed: int = 3) -> str:
    """The record of a game ``moves`` moves in, every seat played by a bot."""
    match = Match(MatchSettings(preset=preset, level="beginner", seed=seed))
    player = make_bot("beginner", seed=5)
    for _ in range(moves):
        if match.is_over:
            break
        if match.hand_is_over:
            match.next_hand()
        else:
            match.play(player.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    return to_record(match.game)


@pytest.fixture(scope="module")
def records() -> dict[str, str]:
    return {"classic-2p": played("classic-2p", 40), "classic-4p": played("classic-4p", 60)}


@pytest.fixture(scope="module")
def review() -> tuple[Match, list]:
    match = finished_hand()
    driver, sheet = at_the_sheet(match)
    reviewed(driver, sheet)
    assert len(sheet.review.shown) >= 2
    return match, sheet.review.shown


def check_controls(scene, portrait: bool) -> None:
    layout = scene.table.layout
    buttons = [*scene.table.buttons, scene.close_button]
    for button in buttons:
        assert layout.frame.contains(button.rect), (button.label, button.rect, layout.frame)
        if portrait:
            assert button.rect.height >= TAP, (button.label, button.rect)
    for a, b in combinations(buttons, 2):
        assert not a.rect.colliderect(b.rect), (a.label, b.label)


def shot(driver: Headless, name: str, tmp_path) -> None:
    folder = SHOTS or str(tmp_path)
    path = os.path.join(folder, name)
    driver.screenshot(path)
    picture = pygame.image.load(path)
    assert picture.get_size() == driver.size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("preset", ["classic-2p", "classic-4p"])
def test_the_replay_fills_the_frame_and_shows_the_open_hands_upright_clear_of_everything(
        records, preset: str, size: tuple[int, int], tmp_path) -> None:
    driver = Headless(size=size)
    viewer = ReplayScene(driver.app, Replay(records[preset]))
    driver.app.push(viewer)
    driver.frame()
    canvas = driver.app.canvas
    layout = viewer.table.layout
    portrait = size[0] / size[1] < 0.8
    assert layout.frame_size == canvas.frame and isinstance(layout, PortraitLayout) == portrait
    check_controls(viewer, portrait)
    next_button = next(b for b in viewer.table.buttons if b.label == "Next")
    for _ in range(3):
        driver.click(next_button.rect.center)
    driver.key(pygame.K_RIGHT)
    assert viewer.replay.step == 4
    back_button = next(b for b in viewer.table.buttons if b.label == "Back")
    driver.click(back_button.rect.center)
    assert viewer.replay.step == 3
    for _ in range(12):
        driver.key(pygame.K_RIGHT)
    driver.click(next(b for b in viewer.table.buttons if b.label == "Open all hands").rect.center)
    assert viewer.open_hands and viewer.table.hands_open
    driver.frame()
    layout, game = viewer.table.layout, viewer.game
    check_controls(viewer, portrait)
    hands = [hand_rects(layout, seat, len(game.hands[seat])) for seat in range(1, game.rules.player_count)
             if not sits_out(viewer.view, seat)]
    assert all(hands)
    controls = [b.rect for b in [*viewer.table.buttons, viewer.close_button]]
    shut = [layout.score_rect, layout.log_rect, *layout.melds_rect.values(), *controls]
    for rects in hands:
        for rect in rects:
            assert layout.frame.contains(rect), (rect, layout.frame)
            assert rect.collidelist(shut) == -1, (rect, shut[rect.collidelist(shut)])
    for a, b in combinations(hands, 2):
        assert not any(r.collidelist(b) != -1 for r in a)
    if size in ((390, 844), (1280, 720)):
        shot(driver, f"replay-{preset}-{size[0]}x{size[1]}.png", tmp_path)


def test_the_replay_lays_its_table_out_again_when_the_window_turns(records) -> None:
    driver = Headless(size=(1280, 720))
    viewer = ReplayScene(driver.app, Replay(records["classic-4p"]))
    driver.app.push(viewer)
    driver.frame()
    assert not isinstance(viewer.table.layout, PortraitLayout)
    driver.size = (390, 844)
    pygame.display.set_mode(driver.size, pygame.RESIZABLE)
    driver.app.canvas.resize(pygame.display.get_surface())
    driver.frame()
    assert isinstance(viewer.table.layout, PortraitLayout)
    assert viewer.table.layout.frame_size == driver.app.canvas.frame
    check_controls(viewer, True)


@pytest.mark.parametrize("size", SIZES)
def test_the_review_fills_the_frame_and_its_controls_stay_in_it(review, size: tuple[int, int], tmp_path) -> None:
    match, verdicts = review
    driver = Headless(size=size)
    scene = ReviewScene(driver.app, match, verdicts)
    driver.app.push(scene)
    driver.frame()
    portrait = size[0] / size[1] < 0.8
    layout = scene.table.layout
    assert layout.frame_size == driver.app.canvas.frame and isinstance(layout, PortraitLayout) == portrait
    check_controls(scene, portrait)
    driver.click(next(b for b in scene.table.buttons if b.label == "Next").rect.center)
    assert scene.index == 1
    check_controls(scene, portrait)
    driver.key(pygame.K_b)
    assert scene.index == 0
    if size in ((390, 844), (1280, 720)):
        shot(driver, f"review-{size[0]}x{size[1]}.png", tmp_path)
    driver.click(scene.close_button.rect.center)
    assert driver.scene is not scene


def open_hand_clashes(layout, counts: dict[int, int], controls: list) -> list[str]:
    """Whatever an open hand runs into: the frame's edge, the scores, the log, the melds, the controls, another."""
    shut = [layout.score_rect, layout.log_rect, *layout.melds_rect.values(), *controls]
    hands = {seat: hand_rects(layout, seat, count) for seat, count in counts.items()}
    found = []
    for seat, rects in hands.items():
        for rect in rects:
            if not layout.frame.contains(rect):
                found.append(f"seat {seat} {rect} off {layout.frame}")
            elif rect.collidelist(shut) != -1:
                found.append(f"seat {seat} {rect} on {shut[rect.collidelist(shut)]}")
    for (a, ra), (b, rb) in combinations(hands.items(), 2):
        if any(r.collidelist(rb) != -1 for r in ra):
            found.append(f"seats {a} and {b} overlap")
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("preset", ["three-player", "modern-american", "five-player", "six-player"])
def test_every_table_shows_the_dealt_hands_open_clear_of_everything(preset: str, size: tuple[int, int]) -> None:
    driver = Headless(size=size)
    viewer = ReplayScene(driver.app, Replay(played(preset, 0)))
    driver.app.push(viewer)
    driver.key(pygame.K_o)
    driver.frame()
    game, view = viewer.game, viewer.view
    counts = {seat: len(game.hands[seat]) for seat in range(1, game.rules.player_count) if not sits_out(view, seat)}
    controls = [b.rect for b in [*viewer.table.buttons, viewer.close_button]]
    assert open_hand_clashes(viewer.table.layout, counts, controls) == []
    check_controls(viewer, size[0] / size[1] < 0.8)
    if SHOTS and size in ((390, 844), (1280, 720)):
        shot(driver, f"replay-{preset}-{size[0]}x{size[1]}.png", "")
