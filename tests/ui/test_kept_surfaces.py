"""Surfaces blitted frame after frame are made once and RLE-accelerated (game/ui/drawing/assets.py): the
browser's per-pixel-alpha blits are about 20 times slower without it.  The picture stays the same to within
SDL's rounding of the blend (2 of 255 per channel)."""

from __future__ import annotations

import os

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.ui.drawing.assets import Kept, accelerated  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.drawing.card_art import card_back, card_face  # noqa: E402


def blended(image: pygame.Surface) -> bytes:
    ground = pygame.Surface((image.get_width() + 4, image.get_height() + 4))
    ground.fill((30, 110, 60))
    ground.blit(image, (2, 2))
    return pygame.image.tobytes(ground, "RGB")


def test_cached_cards_are_accelerated_and_blend_as_before():
    pygame.display.init()
    for image in (card_face("KH", 90), card_face("JK", 120), card_back(90)):
        plain = image.copy()  # a copy: plain per-pixel alpha
        plain.set_alpha(255, 0)
        fast = blended(image)
        assert image.get_flags() & pygame.RLEACCEL  # encoded at its first blit
        assert not plain.get_flags() & pygame.RLEACCEL
        assert max(abs(a - b) for a, b in zip(fast, blended(plain), strict=True)) <= 2


def test_a_translucent_box_is_made_once_per_size_and_colour():
    pygame.display.init()
    canvas = Canvas(pygame.Surface((1280, 720)))
    for _ in range(3):
        canvas.box((100, 100, 300, 200), (0, 0, 0, 110), radius=16)
        canvas.box((100, 100, 300, 200), (0, 0, 0, 110), radius=16, width=2)
    assert len(canvas._layers) == 2
    canvas.resize(pygame.Surface((854, 480)))
    assert len(canvas._layers) == 0  # another size of window, other layers


def test_kept_surfaces_give_way_oldest_first():
    kept = Kept(2, most_bytes=1 << 20)
    made = []

    def make(key):
        return lambda: (made.append(key), accelerated(pygame.Surface((4, 4), pygame.SRCALPHA)))[1]

    for key in ("a", "b", "a", "c", "a", "b"):
        kept.get(key, make(key))
    assert made == ["a", "b", "c", "b"] and len(kept) == 2


def test_kept_surfaces_give_way_to_hold_their_pixels_within_bounds():
    kept = Kept(64, most_bytes=3 * 100 * 100 * 4)  # room for three screens of 100 x 100
    screens = [kept.get(("dim", alpha), lambda: pygame.Surface((100, 100), pygame.SRCALPHA)) for alpha in range(20)]
    assert len(kept) == 3 and kept.bytes == 3 * 40_000  # a dimming fading in: twenty layers, three kept
    assert kept.get(("dim", 19), lambda: pygame.Surface((1, 1))) is screens[-1]
    huge = kept.get("huge", lambda: pygame.Surface((400, 400)))
    assert len(kept) == 1 and kept.get("huge", lambda: pygame.Surface((1, 1))) is huge  # the newest stays
    kept.clear()
    assert kept.bytes == 0


def test_the_room_kept_is_told_by_kind():
    pygame.display.init()
    from game.ui.drawing import card_art

    before = card_art.kept_bytes()
    face = card_face("QS", 77)  # a width nothing else draws
    assert card_art.kept_bytes() - before == face.get_width() * face.get_height() * 4
    canvas = Canvas(pygame.Surface((1280, 720)))
    canvas.box((0, 0, 100, 50), (0, 0, 0, 100))
    assert canvas.kept_bytes()["layers"] == 100 * 50 * 4


def test_a_plain_translucent_box_blends_as_a_layer_would_and_one_surface_serves_every_alpha():
    pygame.display.init()
    ground = pygame.Surface((1280, 720))
    for x in range(0, 1280, 40):  # a ground with colour in it
        ground.fill(((x * 7) % 256, (x * 3) % 256, 90), (x, 0, 40, 720))
    canvas = Canvas(ground.copy())
    layered = ground.copy()
    for alpha in (30, 130, 250):
        canvas.surface.blit(ground, (0, 0))
        canvas.box((0, 0, 1280, 720), (10, 34, 20, alpha))
        layer = pygame.Surface((1280, 720), pygame.SRCALPHA)
        layer.fill((10, 34, 20, alpha))
        layered.blit(ground, (0, 0))
        layered.blit(layer, (0, 0))
        drawn, expected = (pygame.image.tobytes(s, "RGB") for s in (canvas.surface, layered))
        assert max(abs(a - b) for a, b in zip(drawn[::97], expected[::97], strict=True)) <= 2
    assert len(canvas._layers) == 1  # three alphas, one surface
