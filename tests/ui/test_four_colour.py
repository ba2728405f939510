"""The four-colour deck reaches every place a face is drawn (issue 21): with the setting on, a diamond's corner
index is blue in the hand, in a meld, on the pile and crosswise under it, among the red threes, in flight, in the
hand review and on the start screen; with it off, red in the same places (so each place really shows the card)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import Game, parse_cards, preset  # noqa: E402
from game.ui.drawing import theme  # noqa: E402
from game.ui.drawing.canvas import card_height  # noqa: E402
from game.ui.drawing.card_art import suit_colour  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.table.animation import Flight  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402

HAND = "7D 4S 5S 6C 9C TC JS QS KC AC AS"  # the diamond first: sorted by rank it shows its whole corner
MELD = "8D 8H 8S"  # the diamond at the top of its column
THREE = "3D"
PILE = "2D 9H 9D"  # a wild card freezes it (crosswise under the pile), a diamond on top
FLYING = "6D"
INDEX = (0.3, 0.27)  # the corner index: this share of a card's width and height from its top-left corner


def position() -> dict:
    """Classic for two, the player to draw: the cards above placed, every other card where the deal put it."""
    data = Game.new(preset("classic-2p"), seed=11).to_dict()
    placed = parse_cards(" ".join([HAND, MELD, THREE, PILE]))
    rest = parse_cards(" ".join([*data["hands"], data["pile"], *data["red_threes"], data["stock"]]))
    for card in placed:
        rest.remove(card)
    hand_size = len(parse_cards(data["hands"][1]))
    data.update(hands=[HAND, " ".join(rest[:hand_size])], melds=[[MELD], []], red_threes=[THREE, ""], pile=PILE,
                stock=" ".join(rest[hand_size:]), to_act=0, phase="draw", history=[])
    return data


def at_the_table(four_colour: bool) -> Headless:
    driver = Headless()
    driver.app.settings.four_colour = four_colour
    driver.app.play(Match(MatchSettings(preset="classic-2p", level="normal"), Game.from_dict(position())))
    driver.frames(2)
    return driver


def inks(driver: Headless, logical: tuple[float, float, float, float]) -> tuple[int, int]:
    """How many pixels in the logical rect are a diamond's four-colour blue, and how many its classic red."""
    canvas = driver.app.canvas
    driver.app.draw()
    area = pygame.display.get_surface().subsurface(canvas.rect(logical).clip(canvas.surface.get_rect()))
    blue, red = suit_colour("D", four_colour=True), suit_colour("D")
    counts = [0, 0]
    for x in range(area.get_width()):
        for y in range(area.get_height()):
            pixel = area.get_at((x, y))[:3]
            for n, ink in enumerate((blue, red)):
                if max(abs(pixel[c] - ink[c]) for c in range(3)) < 40:
                    counts[n] += 1
    return counts[0], counts[1]


def corner(pos: tuple[float, float], width: float, shown_height: float | None = None) -> tuple:
    """The index corner of a card at ``pos``, cut to ``shown_height`` where the next card covers the rest."""
    height = card_height(width) * INDEX[1]
    return pos[0], pos[1], width * INDEX[0], min(height, shown_height or height)


def places(driver: Headless) -> dict[str, tuple[float, float, float, float]]:
    """Where each diamond's index shows on the table now."""
    table = driver.scene
    lay, shown = table.layout, table.shown
    hand = table.hand_cards
    fan = lay.hand_positions(len(hand), table.hand.selected)
    column = lay.side_columns(shown, 0)["8"]
    three = next(pos for card, pos in lay.side_threes(shown, 0) if card == THREE)
    h = card_height(theme.PILE_CARD)
    return {
        "hand": corner(fan[hand.index("7D")], theme.HAND_CARD),
        "meld": corner(lay.meld_card_pos(column, 0), lay.meld_card, lay.meld_step),
        "red three": corner(three, lay.meld_card),
        "pile top": corner(lay.pile_pos, theme.PILE_CARD),
        # the crosswise wild card's ends stick out either side of the pile: its turned index is at the left end
        "crosswise": (lay.pile_pos[0] - (h - theme.PILE_CARD) / 2, lay.pile_pos[1] + h / 2, (h - theme.PILE_CARD) / 2,
                      theme.PILE_CARD / 2),
    }


@pytest.mark.parametrize("four_colour", [True, False])
def test_a_diamond_is_blue_in_every_place_of_the_table_with_four_colours(four_colour: bool) -> None:
    driver = at_the_table(four_colour)
    for place, rect in places(driver).items():
        blue, red = inks(driver, rect)
        shown, hidden = (blue, red) if four_colour else (red, blue)
        assert shown >= 8 and hidden == 0, (place, four_colour, blue, red)


@pytest.mark.parametrize("four_colour", [True, False])
def test_a_diamond_in_flight_keeps_its_colour(four_colour: bool) -> None:
    driver = at_the_table(four_colour)
    spot = (600.0, 300.0)
    driver.scene.animations.add(Flight(FLYING, spot, spot, theme.MELD_CARD, delay=0.0, duration=60.0))
    blue, red = inks(driver, corner(spot, theme.MELD_CARD))
    assert (blue >= 8 and red == 0) if four_colour else (red >= 8 and blue == 0), (blue, red)


@pytest.mark.parametrize("four_colour", [True, False])
def test_the_hand_review_shows_the_four_colour_deck_too(four_colour: bool) -> None:
    driver = at_the_table(four_colour)
    driver.app.push(driver.app.open("review", driver.scene.match, []))  # a review without costly decisions
    review = driver.app.top
    table = review.table
    lay = table.layout
    column = lay.side_columns(table.shown, 0)["8"]
    for place, rect in {"meld": corner(lay.meld_card_pos(column, 0), lay.meld_card, lay.meld_step),
                        "pile top": corner(lay.pile_pos, theme.PILE_CARD)}.items():
        blue, red = inks(driver, rect)
        assert (blue >= 8 and red == 0) if four_colour else (red >= 8 and blue == 0), (place, blue, red)


def test_the_start_screen_fans_four_colour_cards_when_chosen() -> None:
    driver = Headless()
    driver.app.settings.four_colour = True
    driver.frames(1)
    ace = (300 + 3 * 22, 66 + 1.5 * 6)  # the ace of diamonds, last of the left fan
    blue, red = inks(driver, corner(ace, theme.START_CARD))
    assert blue >= 8 and red == 0, (blue, red)
