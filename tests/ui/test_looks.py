"""The table's looks (issue 47, part 6): the cloth with its grain and light, made once per window size; the
cards' shadows; the hand's card under the pointer lifting; the moments of a canasta closing and of the game
won.  Time is stepped and real events go through the app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import parse_move  # noqa: E402
from game.ui.app import SPEEDS  # noqa: E402
from game.ui.drawing import theme  # noqa: E402
from game.ui.drawing.baize import cloth, shadows  # noqa: E402
from game.ui.drawing.baize.shadows import draw_card_shadow  # noqa: E402
from game.ui.drawing.canvas import Canvas, card_height  # noqa: E402
from game.ui.drawing.motion import badge_pop, draw_shine  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.celebration import FAN_RISES  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402
from tests.ui.test_motion import frames_until, position, table_at, won_game  # noqa: E402


@pytest.fixture
def made_cloths(monkeypatch) -> list[tuple[int, int]]:
    """The sizes a cloth is made at from now on (the kept one forgotten first)."""
    cloth.forget()
    made: list[tuple[int, int]] = []
    make = cloth.make_cloth

    def counting(size: tuple[int, int]) -> pygame.Surface:
        made.append(size)
        return make(size)

    monkeypatch.setattr(cloth, "make_cloth", counting)
    yield made
    cloth.forget()


def table(size: tuple[int, int] = (1280, 720)) -> Headless:
    driver = Headless(size=size)
    driver.app.play(Match(MatchSettings(preset="classic-4p", level="normal", seed=4)))
    driver.scene.pacing.wait = 600.0  # the computer players hold still
    return driver


def test_the_cloth_is_the_same_every_time_it_is_made() -> None:
    pygame.init()
    first, again = cloth.make_cloth((320, 180)), cloth.make_cloth((320, 180))
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(again, "RGB")
    assert cloth.grain(cloth.SEED) == cloth.grain(cloth.SEED)
    assert cloth.grain(cloth.SEED) != cloth.grain("another seed")


def test_the_cloth_is_lighter_in_the_middle_keeps_the_baize_colours_and_has_a_grain() -> None:
    pygame.init()
    surface = cloth.make_cloth((640, 360))
    middle, corner = surface.get_at((320, 180)), surface.get_at((4, 4))
    assert sum(middle[:3]) > sum(corner[:3]) + 40
    for colour in (middle, corner):
        assert colour.g > colour.r + 30 and colour.g > colour.b + 15  # green, as theme.BAIZE
    assert abs(middle.g - theme.BAIZE_LIGHT[1]) <= 12 and abs(corner.g - theme.BAIZE_DARK[1]) <= 12
    row = [surface.get_at((x, 180)).g for x in range(300, 340)]
    assert len(set(row)) >= 4  # the grain: neighbouring pixels differ, where a plain fill would not


def test_the_cloth_is_made_once_per_window_size_and_then_only_blitted(made_cloths) -> None:
    driver = table()
    driver.frames(20)
    assert made_cloths == [(1280, 720)]
    pygame.display.set_mode((854, 480), pygame.RESIZABLE)
    driver.app.canvas.resize(pygame.display.get_surface())
    driver.frames(20)
    assert made_cloths == [(1280, 720), (854, 480)]


def test_the_start_screen_lies_on_the_same_kept_cloth(made_cloths) -> None:
    driver = Headless()
    driver.frames(5)
    driver.app.play(Match(MatchSettings(preset="classic-4p", level="normal", seed=4)))
    driver.frames(5)
    assert made_cloths == [(1280, 720)]


def dealt(size: tuple[int, int] = (1280, 720)) -> Headless:
    """A table whose deal was skipped: the player's hand lies there, the computer players hold still."""
    driver = table(size)
    driver.frame()
    driver.key(pygame.K_SPACE)
    driver.frames(3)
    assert not driver.scene.animations.busy
    return driver


def test_a_card_lying_on_the_cloth_casts_a_soft_shadow_below_and_to_its_right() -> None:
    pygame.init()
    surface = pygame.Surface((1280, 720))
    surface.fill(theme.BAIZE)
    canvas = Canvas(surface)
    draw_card_shadow(canvas, (100, 100), theme.PILE_CARD)
    canvas.card("8S", (100, 100), theme.PILE_CARD)
    bottom = 100 + round(card_height(theme.PILE_CARD))
    below = [surface.get_at((138, bottom + k)).g for k in range(1, 12)]
    assert below[1] < theme.BAIZE[1] - 30  # dark just under the edge
    assert below == sorted(below)  # and lighter further off: soft, not a hard band
    right, left = surface.get_at((100 + theme.PILE_CARD + 3, 150)).g, surface.get_at((97, 150)).g
    assert right < theme.BAIZE[1] - 20 and left > right + 10  # the light comes from the upper left
    assert surface.get_at((80, 150)).g == theme.BAIZE[1]
    plain = pygame.Surface((1280, 720))
    plain.fill(theme.BAIZE)
    Canvas(plain).card("8S", (100, 100), theme.PILE_CARD)
    face = pygame.Rect(104, 104, theme.PILE_CARD - 8, bottom - 108)
    assert pygame.image.tobytes(surface.subsurface(face), "RGB") == pygame.image.tobytes(plain.subsurface(face), "RGB")


def test_the_table_draws_shadows_under_the_pile_the_hand_and_the_other_seats_cards() -> None:
    driver = dealt()
    table = driver.scene
    driver.app.draw()
    screen, cloth_now = pygame.display.get_surface(), cloth.cloth((1280, 720))
    x, y = table.layout.pile_pos
    under_pile = (round(x + theme.PILE_CARD - 8), round(y + card_height(theme.PILE_CARD) + 3))  # right of its badge
    first = table.layout.hand_positions(len(table.hand_cards))[0]
    under_hand = (round(first[0] + 20), round(first[1] + card_height(table.layout.hand_card) + 3))
    (x, y), _ = table.layout.back_positions(2, 11)[0]  # North, across the table
    under_north = (round(x + 6), round(y + card_height(theme.BACK_CARD) + 3))
    for spot in (under_pile, under_hand, under_north):
        assert screen.get_at(spot).g < cloth_now.get_at(spot).g - 15, spot


def test_a_shadow_is_blurred_once_per_card_size_and_a_stack_s_strip_once_for_every_height_and_width(monkeypatch
                                                                                                   ) -> None:
    pygame.init()
    shadows.forget()
    blurred = []
    blur = shadows._blurred
    monkeypatch.setattr(shadows, "_blurred", lambda surface, radius: blurred.append(surface.get_size()) or
                        blur(surface, radius))
    canvas = Canvas(pygame.Surface((1280, 720)))
    for _ in range(3):
        shadows.draw_card_shadow(canvas, (300, 100), theme.HAND_CARD, 1.0)
    assert len(blurred) == 1
    for width, height in [(50, 120), (50, 150), (50, 240)]:  # a meld's column growing a card at a time
        shadows.draw_stack_shadow(canvas, (100, 100, width, height))
    assert len(blurred) == 2
    for width in range(300, 700, 37):  # a hand growing card by card: one blur for all its widths
        shadows.draw_stack_shadow(canvas, (100, 400, width, 120))
    assert len(blurred) == 3
    strip = shadows.make_shadow((50, 120), *shadows._shape(1.0, 0), below=True)
    assert strip.get_height() < 30  # not the card's height: a shadow costs by the rows it spans


def test_a_stack_s_strip_stretched_from_the_narrowest_is_the_strip_blurred_for_its_own_size() -> None:
    pygame.init()
    for scale in (0.35, 1.0, 2.0):
        for shape in shadows._shapes(scale):
            for size in [(40, 56), (300, 84), (84, 300), (1000, 140)]:
                w, h = max(16, round(size[0] * scale)), max(22, round(size[1] * scale))
                own = shadows.make_shadow((w, h), *shape, below=True)
                stretched = shadows.strip_below(w, shadows._corner((w, h)), shape)
                assert pygame.image.tobytes(own, "RGBA") == pygame.image.tobytes(stretched, "RGBA"), (scale, w, h)


def hover(driver: Headless, pos: tuple[float, float], frames: int = 12) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos(pos), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frames(frames)


def drawn_hand(driver: Headless, monkeypatch) -> dict[str, tuple[float, float]]:
    """Where the app draws each card of the player's hand now (its top-left corner, logical)."""
    drawn: dict[str, tuple[float, float]] = {}
    draw_card = Canvas.card
    hand = set(driver.scene.hand_cards)

    def spy(canvas, card, pos, *args, **kwargs):
        if card in hand:
            drawn[card] = pos
        return draw_card(canvas, card, pos, *args, **kwargs)

    monkeypatch.setattr(Canvas, "card", spy)
    driver.app.draw()
    monkeypatch.setattr(Canvas, "card", draw_card)
    return drawn


def test_the_hands_card_under_the_pointer_rises_smoothly_and_alone(monkeypatch) -> None:
    driver = dealt()
    table = driver.scene
    cards, lay = table.hand_cards, table.layout
    places = lay.hand_positions(len(cards))
    x, y = places[3]
    hover(driver, (x + 10, y + 60), frames=2)
    assert 0 < table.animations.hover.height(3) < 1  # on its way up: eased, not a jump
    driver.frames(10)
    assert table.animations.hover.height(3) == 1
    drawn = drawn_hand(driver, monkeypatch)
    for i, card in enumerate(cards):
        if cards.count(card) == 1:
            lift = theme.HOVER_LIFT if i == 3 else 0
            assert drawn[card] == pytest.approx((places[i][0], places[i][1] - lift)), card
    hover(driver, (640, 300))  # off the hand: it settles back
    assert table.animations.hover.heights == {}


def test_the_raised_card_stays_up_while_the_pointer_is_on_the_strip_it_rose_into() -> None:
    driver = dealt()
    table = driver.scene
    x, y = table.layout.hand_positions(len(table.hand_cards))[3]
    hover(driver, (x + 10, y + 60))
    hover(driver, (x + 10, y - theme.HOVER_LIFT / 2))
    assert table.animations.hover.index == 3 and table.animations.hover.height(3) == 1


def test_no_card_rises_under_the_pointer_while_cards_are_dragged_nor_a_selected_one() -> None:
    driver = dealt()
    table = driver.scene
    places = table.layout.hand_positions(len(table.hand_cards))
    x, y = places[3]
    driver.click((x + 10, y + 60))  # selected: lifted as ever, not higher
    assert table.hand.selected == {3}
    hover(driver, (x + 10, y + 40))
    assert table.animations.hover.heights == {}
    x, y = places[6]
    start = driver.window_pos((x + 10, y + 60))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for step in range(1, 8):  # dragged along the hand, over other cards, and not let go
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] - 12 * step, start[1]), rel=(0, 0),
                                             buttons=(1, 0, 0)))
        driver.frames(3)
    assert table.pointing.drag is not None
    assert table.animations.hover.heights == {}


def test_a_canasta_closing_pops_its_badge_and_a_gleam_runs_over_it_then_all_settles() -> None:
    driver, table, _ = table_at(position("KC KH 5S 6D 9C", ["KH KS KD KC KD"]))
    table.play_human(parse_move("meld KC KH"))
    frames_until(driver, lambda: table.animations.moment("canasta") is not None)
    moment = table.animations.moment("canasta")
    assert moment.holds is False  # it only decorates: the player plays on
    pops = []
    while table.animations.moment("canasta") is not None:
        pops.append(badge_pop(table.animations.moments, 0, "K"))
        assert badge_pop(table.animations.moments, 1, "K") == 1  # the other side's canasta of kings, if any
        driver.frame()
    assert max(pops) > 1.25 and pops[0] == 1 and pops[-1] == 1  # it grows, then settles back as it was
    assert pops.index(max(pops)) < len(pops) / 2
    assert badge_pop(table.animations.moments, 0, "K") == 1


def test_the_gleam_brightens_only_inside_what_it_crosses_and_only_while_it_crosses() -> None:
    pygame.init()
    surface = pygame.Surface((1280, 720))
    surface.fill((200, 40, 40))
    canvas = Canvas(surface)
    rect = pygame.Rect(100, 100, 50, 70)
    for k in (0.0, 1.0):
        draw_shine(canvas, rect, k)
        assert surface.get_at(rect.center) == (200, 40, 40)
    draw_shine(canvas, rect, 0.5)
    row = [surface.get_at((x, rect.centery)) for x in range(rect.left, rect.right)]
    assert max(colour.g for colour in row) > 150  # the gold-white light over the red
    assert sum(colour == (200, 40, 40) for colour in row) > len(row) / 3  # a band, not a wash over all of it
    outside = [surface.get_at((x, y)) for x in range(rect.left - 30, rect.right + 30) for y in (rect.top - 2,
                                                                                              rect.bottom + 1)]
    assert all(colour == (200, 40, 40) for colour in outside)


def test_a_persons_win_opens_rays_and_a_fan_of_cards_over_the_ribbon_and_a_key_still_skips_it() -> None:
    driver, table, _ = won_game()
    party = driver.scene
    assert party.celebrates
    fan_spot = driver.window_pos((640, 150))  # the middle card of the fan, once it has risen
    driver.frames(3)
    before = pygame.display.get_surface().get_at(fan_spot)
    driver.frames(60)
    assert driver.scene is party
    after = pygame.display.get_surface().get_at(fan_spot)
    assert sum(after[:3]) > sum(before[:3]) + 200  # a card's white face where the dimmed sheet was
    driver.key(pygame.K_SPACE)
    assert isinstance(driver.scene, ScoreSheet)


def test_the_computer_players_win_has_no_rays_nor_fan() -> None:
    driver, table, _ = table_at(position("5S", ["KH KS KD KC KD KH KS"], scores=(1200, 5400)))
    table.play_human(parse_move("discard 5S"))
    frames_until(driver, lambda: table.animations.moment("out") is not None)
    driver.click((640, 200))
    ending = driver.scene
    assert not ending.celebrates
    driver.frames(60)
    screen = pygame.display.get_surface()
    corner = screen.get_at(driver.window_pos((60, 660)))  # where a ray would cross the dimmed table
    driver.frames(5)
    assert screen.get_at(driver.window_pos((60, 660))) == corner  # nothing breathes there


def test_the_winners_scene_keeps_its_times_at_the_animation_speed() -> None:
    driver, _, _ = won_game("slow")
    party = driver.scene
    party.elapsed = FAN_RISES[1] * SPEEDS["normal"]  # at normal speed the fan's first card would be up
    assert party._part(FAN_RISES) < 1  # at slow speed it is still rising
    party.elapsed = FAN_RISES[1] * SPEEDS["slow"]
    assert party._part(FAN_RISES) == 1


def test_a_card_in_flight_casts_a_shadow_but_a_deal_s_dozens_do_not(monkeypatch) -> None:
    """A shadow a flight: too many at a deal to draw in the browser's frame budget, and too quick to see."""
    from game.ui.drawing import motion
    from tests.ui.test_motion import dealt_table

    strips: list[tuple] = []
    monkeypatch.setattr(motion, "draw_stack_shadow", lambda canvas, rect: strips.append(rect))
    driver, table, _ = dealt_table()
    frames_until(driver, lambda: sum(f.started for f in table.animations.flights) > 4)
    strips.clear()
    driver.app.draw()
    assert strips == []
    driver, table, _ = table_at(position("KC KH 5S 6D 9C", ["KH KS KD KC KD"]))
    assert table.play_human(parse_move("discard 9C"))
    frames_until(driver, lambda: any(f.started for f in table.animations.flights))
    strips.clear()
    driver.app.draw()
    assert len(strips) == 1
