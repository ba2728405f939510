"""The table's looks (issue 47, part 6): the cloth with its grain and light, made once per window size; the
cards' shadows; the hand's card under the pointer lifting; the moments of a canasta closing and of the game
won.  Time is stepped and real events go through the app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.drawing import cloth, theme  # noqa: E402
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
