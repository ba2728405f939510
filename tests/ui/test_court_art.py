"""Court figures, the jester and the card backs (issue 21): each court card its own figure at every size the game
draws, a jester with the joker's colours, the decks' corner letters on the figures, and the backs to choose."""

from __future__ import annotations

import pygame
import pytest

from game.ui.drawing import card_art
from game.ui.drawing.card_art import CARD_BACKS, card_back, card_face, card_size
from tests.ui.card_drawing import headless_pygame, rgba  # noqa: F401  (the fixture serves this module)

COURTS = [rank + suit for suit in "SHDC" for rank in "KQJ"]
GAME_WIDTHS = [27, 33, 44, 50, 56, 76, 84, 126]  # meld, back, pile and hand cards from 854x480 to 1920x1080
GOLD = (228, 178, 46)


def near(colour: tuple[int, int, int], within: int = 24):
    return lambda p: p[3] > 200 and max(abs(p[c] - colour[c]) for c in range(3)) < within


def count(surface: pygame.Surface, test) -> int:
    data = rgba(surface)
    return sum(1 for i in range(0, len(data), 4) if test(tuple(data[i:i + 4])))


def figure_area(face: pygame.Surface) -> pygame.Surface:
    """The middle of the card, clear of both indices: where the figure stands."""
    w, h = face.get_size()
    return face.subsurface(pygame.Rect(round(w * 0.34), round(h * 0.3), round(w * 0.32), round(h * 0.4)))


def figure_top(face: pygame.Surface) -> pygame.Surface:
    """The upper half beside the index: the head, its headgear, and on larger cards what the figure holds."""
    w, h = face.get_size()
    return face.subsurface(pygame.Rect(round(w * 0.3), 0, w - round(w * 0.3), h // 2))


@pytest.mark.parametrize("width", GAME_WIDTHS)
def test_king_queen_and_jack_are_different_figures_at_every_size_the_game_draws(width: int) -> None:
    for suit in "SHDC":
        assert len({rgba(figure_top(card_face(rank + suit, width))) for rank in "KQJ"}) == 3, suit
    for card in COURTS:  # a figure in gold and the suit's ink, not an empty frame
        face = figure_area(card_face(card, width))
        assert count(face, near(GOLD, 40)) >= 3, card
        assert count(face, near(card_art.suit_colour(card[1]), 40)) >= 3, card


@pytest.mark.parametrize("width", [w for w in GAME_WIDTHS if w >= 44])
def test_each_of_the_twelve_figures_holds_something_of_its_own_where_there_is_room(width: int) -> None:
    assert len({rgba(figure_top(card_face(card, width))) for card in COURTS}) == len(COURTS)


def test_a_court_figure_is_the_same_either_way_up() -> None:
    face = card_face("QH", 84)
    turned = pygame.transform.flip(face, True, True)
    w, h = face.get_size()
    middle = pygame.Rect(round(w * 0.34), round(h * 0.3), round(w * 0.32), round(h * 0.4))
    assert rgba(face.subsurface(middle)) == rgba(turned.subsurface(middle))


def test_a_deck_letter_in_the_corner_leaves_the_figure_as_it_is() -> None:
    # A German jack is a B (Bube) in its corners; the figure is the jack's.
    german, english = card_face("JS", 84, index="B"), card_face("JS", 84)
    assert rgba(german) != rgba(english)
    assert rgba(figure_area(german)) == rgba(figure_area(english))


@pytest.mark.parametrize("card", ["KD", "QD", "JD", "KC", "QC", "JC"])
def test_four_colour_court_cards_wear_their_suits_colour_and_no_red(card: str) -> None:
    face = card_face(card, 84, four_colour=True)
    assert count(face, near(card_art.suit_colour(card[1], four_colour=True), 30)) > 200
    assert count(face, lambda p: p[3] > 200 and p[0] > 150 and p[1] < 90 and p[2] < 110) == 0


@pytest.mark.parametrize("width", [30, 50, 84])
def test_the_jester_stands_between_the_joker_columns_in_the_jokers_colours(width: int) -> None:
    joker = card_face("JK", width)
    middle = figure_area(joker)
    motley = [card_art.JOKER_STAR, card_art.JOKER_INK, (0, 146, 150), (236, 104, 168)]  # gold, purple, teal, pink
    assert sum(count(middle, near(colour, 40)) for colour in motley) >= 4
    assert count(joker, near(card_art.JOKER_INK, 40)) > 20


def test_the_backs_are_the_designs_offered_and_the_first_is_the_default() -> None:
    assert CARD_BACKS == ("blue", "red", "green")
    assert card_back(72) is card_back(72, CARD_BACKS[0])
    looks = {rgba(card_back(72, design)) for design in CARD_BACKS}
    assert len(looks) == len(CARD_BACKS)


@pytest.mark.parametrize("design", CARD_BACKS)
@pytest.mark.parametrize("width", [27, 40, 76, 126])
def test_every_back_has_the_cards_size_and_corners_and_looks_the_same_either_way_up(design: str, width: int) -> None:
    back = card_back(width, design)
    w, h = card_size(width)
    assert back.get_size() == (w, h) and back.get_flags() & pygame.SRCALPHA
    assert back.get_at((0, 0)).a < 128 and back.get_at((w // 2, h // 2)).a == 255  # rounded corners, opaque
    turned = pygame.transform.flip(back, True, True)
    data, other = rgba(back), rgba(turned)
    differing = sum(1 for i in range(0, len(data), 4) if max(abs(data[i + c] - other[i + c]) for c in range(3)) > 64)
    assert differing <= w  # at most the middle row of an odd height differs


def test_an_unknown_back_is_refused_with_the_designs_named() -> None:
    with pytest.raises(ValueError, match="blue, red, green"):
        card_back(72, "tartan")
