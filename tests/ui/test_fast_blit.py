"""Surfaces kept cheap to blit (game/ui/drawing/fast_blit.py): cached cards, texts and translucent boxes are
RLE-accelerated, and what they draw is what plain surfaces draw, give or take the rounding of a blend."""

from __future__ import annotations

import pygame
import pytest

from game.ui.drawing import assets
from game.ui.drawing.canvas import Canvas
from game.ui.drawing.card_art import card_back, card_face
from game.ui.drawing.fast_blit import Kept, accelerated
from tests.ui.card_drawing import headless_pygame, rgba  # noqa: F401  (the fixture serves this module)

SIZE = (1280, 720)


def backdrop(size: tuple[int, int] = SIZE) -> pygame.Surface:
    """A busy opaque picture, so that every blended pixel shows how it was blended."""
    surface = pygame.Surface(size, 0, 32)
    for x in range(0, size[0], 6):
        for y in range(0, size[1], 6):
            surface.fill(((x * 7 + y) % 256, (y * 5) % 256, (x + y * 3) % 256), (x, y, 6, 6))
    return surface


def plain(image: pygame.Surface) -> pygame.Surface:
    """The same pixels, not accelerated."""
    copy = image.copy()
    copy.set_alpha(255)
    return copy


def channel_differences(a: pygame.Surface, b: pygame.Surface) -> list[tuple[int, int]]:
    """(pixel index, largest channel difference) of every pixel that differs."""
    da, db = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    return [(i // 3, max(abs(da[i + k] - db[i + k]) for k in range(3)))
            for i in range(0, len(da), 3) if da[i:i + 3] != db[i:i + 3]]


@pytest.mark.parametrize("image", [lambda: card_face("QH", 56), lambda: card_face("JK", 84), lambda: card_back(40),
                                   lambda: card_back(84, "red")])
def test_cached_cards_are_rle_accelerated_and_blit_as_plain_ones_do(image) -> None:
    card = image()
    fast, slow, reference = backdrop(card.get_size()), backdrop(card.get_size()), plain(card)
    fast.blit(card, (0, 0))
    assert card.get_flags() & pygame.RLEACCEL  # encoded at its first blit
    slow.blit(reference, (0, 0))
    alpha = rgba(card)[3::4]
    differences = channel_differences(fast, slow)
    # The desktop's SIMD blend rounds a partly clear pixel differently from the RLE blend: by one level at most.
    assert all(big <= 1 and 0 < alpha[i] < 255 for i, big in differences)


def test_the_same_card_comes_from_the_cache_already_accelerated() -> None:
    assert card_face("7S", 56) is card_face("7S", 56)
    assert card_face("7S", 56).get_flags() & pygame.RLEACCELOK
    assert card_back(56).get_flags() & pygame.RLEACCELOK


def test_cards_texts_and_boxes_drawn_on_the_canvas_look_as_plain_surfaces_draw_them() -> None:
    expected = backdrop()
    layer = pygame.Surface((400, 300), pygame.SRCALPHA)
    pygame.draw.rect(layer, (8, 40, 22, 170), layer.get_rect(), 0, 24)
    expected.blit(layer, (100, 50))
    layer = pygame.Surface((420, 320), pygame.SRCALPHA)
    pygame.draw.rect(layer, (244, 200, 70, 140), layer.get_rect(), 2, 20)
    expected.blit(layer, (90, 40))
    expected.blit(assets.font(26, True).render("Canasta! Queens & jokers", True, (244, 200, 70)), (120, 420))
    expected.blit(plain(card_face("KH", 84)), (600, 100))
    expected.blit(pygame.transform.rotate(plain(card_back(40)), 90), (800, 100))
    expected.blit(pygame.transform.rotate(plain(card_face("5D", 50, True)), 270), (900, 100))
    screen = backdrop()
    canvas = Canvas(screen)
    for _ in range(2):  # the second time from the canvas's caches
        screen.blit(backdrop(), (0, 0))
        canvas.box((100, 50, 400, 300), (8, 40, 22, 170), radius=24)
        canvas.box((90, 40, 420, 320), (244, 200, 70, 140), radius=20, width=2)
        canvas.text("Canasta! Queens & jokers", 26, (120, 420), (244, 200, 70), bold=True)
        canvas.card("KH", (600, 100), 84)
        canvas.card(None, (800, 100), 40, angle=90)
        canvas.card("5D", (900, 100), 50, angle=270, four_colour=True)
        assert max((big for _, big in channel_differences(screen, expected)), default=0) <= 1


def test_an_accelerated_surface_keeps_every_pixel_that_shows() -> None:
    text = assets.font(18).render("Hand 3 · game to 5000", True, (245, 245, 238))
    before = rgba(text)
    assert accelerated(text) is text and text.get_flags() & pygame.RLEACCELOK
    backdrop((400, 40)).blit(text, (0, 0))
    after = rgba(text)  # read back from its RLE code: a clear pixel keeps no colour, which never shows
    assert [after[i:i + 4] for i in range(0, len(after), 4) if after[i + 3]] == \
        [before[i:i + 4] for i in range(0, len(before), 4) if before[i + 3]]


def test_kept_surfaces_are_made_once_and_the_least_recently_used_go_first() -> None:
    kept, made = Kept(2), []

    def make(name: str):
        return lambda: made.append(name) or pygame.Surface((1, 1))

    a = kept.get("a", make("a"))
    kept.get("b", make("b"))
    assert kept.get("a", make("a")) is a and made == ["a", "b"]
    kept.get("c", make("c"))  # "b" was used longest ago
    kept.get("a", make("a"))
    kept.get("b", make("b"))
    assert made == ["a", "b", "c", "b"] and len(kept) == 2
    kept.clear()
    assert len(kept) == 0
