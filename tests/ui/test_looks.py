"""The table's looks (issue 47, part 6): the cloth with its grain and light, made once per window size; the
cards' shadows; the hand's card under the pointer lifting; the moments of a canasta closing and of the game
won.  Time is stepped and real events go through the app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.drawing import cloth, theme  # noqa: E402
from game.ui.drawing.canvas import Canvas, card_height  # noqa: E402
from game.ui.drawing.shadows import draw_card_shadow  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402


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


def test_the_table_draws_shadows_under_the_hand_and_the_other_seats_cards() -> None:
    driver = dealt()
    table = driver.scene
    driver.app.draw()
    screen, cloth_now = pygame.display.get_surface(), cloth.cloth((1280, 720))
    last = table.layout.hand_positions(len(table.hand_cards))[-1]
    right_of_hand = (round(last[0] + table.layout.hand_card + 2), round(last[1] + 40))
    (x, y), _ = table.layout.back_positions(2, 11)[0]  # North, across the table
    under_north = (round(x + 6), round(y + card_height(theme.BACK_CARD) + 2))
    for spot in (right_of_hand, under_north):
        assert screen.get_at(spot).g < cloth_now.get_at(spot).g - 15, spot


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
