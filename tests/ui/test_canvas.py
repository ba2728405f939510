"""Text on the canvas: lines that fit a width, cut short or broken evenly."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.drawing.canvas import Canvas  # noqa: E402


@pytest.fixture(scope="module")
def canvas() -> Canvas:
    pygame.init()
    return Canvas(pygame.Surface((1280, 720)))


def test_wrapped_lines_fit_and_keep_every_word(canvas: Canvas) -> None:
    text = "Six in two teams of three, three packs, two canastas to go out"
    lines = canvas.wrap(text, 15, 200)
    assert len(lines) > 1 and " ".join(lines) == text
    assert all(canvas.text_size(line, 15)[0] <= 200 for line in lines)


def test_wrapped_to_at_most_some_lines_the_last_holds_the_rest_cut_short(canvas: Canvas) -> None:
    text = "Six in two teams of three, three packs, two canastas to go out"
    whole = canvas.wrap(text, 15, 120)
    assert len(whole) > 2
    lines = canvas.wrap(text, 15, 120, most=2)
    assert lines[0] == whole[0] and len(lines) == 2 and lines[1].endswith("…")
    assert canvas.text_size(lines[1], 15)[0] <= 120
    assert canvas.wrap(text, 15, 120, most=len(whole)) == whole


@pytest.mark.parametrize("text", ["Your turn: draw a card", "Meld, then discard one card",
                                  "Your turn: draw or take the pile", "North-West is playing…"])
def test_balanced_lines_are_as_many_but_even(canvas: Canvas, text: str) -> None:
    def spread(lines: list[str]) -> float:
        widths = [canvas.text_size(line, 20, bold=True)[0] for line in lines]
        return max(widths) - min(widths)

    greedy = canvas.wrap(text, 20, 232, bold=True)
    even = canvas.wrap(text, 20, 232, bold=True, balanced=True)
    assert len(even) == len(greedy) == 2 and " ".join(even) == text
    assert spread(even) <= spread(greedy) and len(even[-1].split()) > 1  # no word left alone


def test_a_word_too_wide_is_cut_short_and_nothing_is_lost_or_repeated(canvas: Canvas) -> None:
    lines = canvas.wrap("Supercalifragilisticexpialidocious word", 20, 120, bold=True, balanced=True)
    assert lines[0].endswith("…") and lines[1:] == ["word"]
    assert canvas.wrap("", 20, 120, balanced=True) == []
    assert canvas.fit("North-West & North-East", 15, 90).endswith("…")


def test_a_screenshot_is_taken_at_its_own_drivers_window_size(tmp_path) -> None:
    """pygame has one window: a second driver at another size must not crop the first one's screenshot."""
    from game.ui.headless import Headless

    big = Headless()
    Headless(size=(854, 480))
    big.screenshot(str(tmp_path / "big.png"))
    assert pygame.image.load(str(tmp_path / "big.png")).get_size() == (1280, 720)


def test_a_narrow_window_draws_the_start_screen_and_the_table_without_an_exception() -> None:
    """480 x 900 (a phone's window held upright) scales the table so far that a small card would be 15 px: the
    card art's narrowest is drawn instead, a pixel wider than its place, rather than the game closing."""
    from game.ui.drawing.card_art import MIN_WIDTH
    from game.ui.headless import Headless

    driver = Headless(size=(480, 900))
    canvas = driver.app.canvas
    assert canvas.px(40) < MIN_WIDTH <= canvas.card_px(40)
    driver.frames(3)
    driver.app.settings.preset = "classic-4p"
    driver.click(next(b for b in driver.scene.buttons if b.key == "return").rect.center)
    driver.frames(400)  # the deal, every card drawn on the way, and the cards drawn ahead
    canvas.warm(5.0)
    assert type(driver.app.top).__name__ == "TableScene"


def test_a_card_is_warmed_only_where_one_as_dear_as_the_last_still_fits_but_one_in_a_still_frame() -> None:
    """A card face costs milliseconds in the browser: begun at the end of a frame that drew, it doubled it."""
    pygame.init()
    canvas = Canvas(pygame.Surface((1280, 720)))
    left = len(canvas._to_warm)
    canvas._warm_cost = 1.0  # the dearest card of late took a second
    canvas.warm(0.01)
    assert len(canvas._to_warm) == left  # none begun: it would not fit
    canvas.warm(0.01, at_least_one=True)  # a frame that drew nothing
    assert len(canvas._to_warm) == left - 1
    canvas._warm_cost = 0.0
    canvas.warm(0.05)
    assert len(canvas._to_warm) < left - 1
