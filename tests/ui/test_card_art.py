"""Cards drawn by code: exact sizes, every face distinct, drawn natively at each size, right colours, caching;
and the shipped fonts that the card art and the rest of the UI load."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.drawing import assets, card_art
from game.ui.drawing.card_art import card_back, card_face, card_size
from tests.ui.card_drawing import headless_pygame, rgba  # noqa: F401  (the fixture serves this module)

ALL_CARDS = [rank + suit for suit in "SHDC" for rank in "AKQJT98765432"] + ["JK"]
WIDTHS = [40, 56, 72, 90, 140]


def pixels(surface: pygame.Surface) -> list[tuple[int, int, int, int]]:
    data = rgba(surface)
    return [tuple(data[i:i + 4]) for i in range(0, len(data), 4)]


def is_red(p: tuple[int, int, int, int]) -> bool:
    r, g, b, a = p
    return a > 200 and r > 150 and g < 90 and b < 110


def count(surface: pygame.Surface, test) -> int:
    return sum(1 for p in pixels(surface) if test(p))


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_and_the_back_have_exactly_the_requested_size(width: int) -> None:
    expected = (width, round(width * card_art.CARD_ASPECT))
    assert card_size(width) == expected
    for card in ALL_CARDS:
        face = card_face(card, width)
        assert face.get_size() == expected, card
        assert face.get_flags() & pygame.SRCALPHA, card
    assert card_back(width).get_size() == expected


def test_no_two_of_the_53_faces_look_the_same() -> None:
    assert len({rgba(card_face(card, 72)) for card in ALL_CARDS}) == 53


def test_the_strip_a_fanned_hand_shows_tells_every_card_apart() -> None:
    # A fan shows only the left ~30 % of each card: the index there must say which card it is.
    w, h = card_size(72)
    strips = {rgba(card_face(card, 72).subsurface(0, 0, round(w * 0.3), h)) for card in ALL_CARDS}
    assert len(strips) == 53


def test_corners_are_rounded_and_the_face_is_opaque() -> None:
    for surface in (card_face("AS", 72), card_back(72)):
        w, h = surface.get_size()
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surface.get_at(corner).a == 0
        assert surface.get_at((w // 2, 2)).a == 255
        assert surface.get_at((2, h // 2)).a == 255


def test_a_small_card_is_drawn_natively_not_shrunk_from_a_large_one() -> None:
    small = card_face("QH", 56)
    shrunk = pygame.transform.smoothscale(card_face("QH", 140), small.get_size())
    a, b = rgba(small), rgba(shrunk)
    differing = sum(1 for i in range(0, len(a), 4) if max(abs(a[i + c] - b[i + c]) for c in range(3)) > 48)
    assert differing > len(a) // 4 * 0.03  # the index and panel are laid out for 56 px, not scaled down


def test_a_small_card_has_crisp_fully_inked_pixels() -> None:
    # Scaling a big card down smears thin strokes; drawn natively, the small index still has solid ink.
    ink = card_art.suit_colour("H")
    solid = count(card_face("7H", 40), lambda p: p[3] == 255 and max(abs(p[c] - ink[c]) for c in range(3)) < 8)
    assert solid > 60


@pytest.mark.parametrize("card", ALL_CARDS[:-1])
def test_red_suits_are_red_and_black_suits_have_no_red(card: str) -> None:
    reds = count(card_face(card, 72), is_red)
    if card[1] in "HD":
        assert reds > 100
    else:
        assert reds == 0


def test_the_four_colour_deck_changes_diamonds_and_clubs_only() -> None:
    for card in ALL_CARDS:
        same = rgba(card_face(card, 72)) == rgba(card_face(card, 72, four_colour=True))
        assert same == (card[1] not in "DC"), card
    blue = count(card_face("9D", 72, four_colour=True), lambda p: p[3] > 200 and p[2] > 140 and p[0] < 60)
    green = count(card_face("9C", 72, four_colour=True), lambda p: p[3] > 200 and p[1] > 90 and p[0] < 60 and p[2] < 80)
    assert blue > 100 and green > 100
    assert count(card_face("9D", 72, four_colour=True), is_red) == 0


def test_the_joker_has_colours_of_its_own() -> None:
    joker = card_face("JK", 72)
    assert count(joker, lambda p: p[3] > 200 and p[0] > 200 and 140 < p[1] < 200 and p[2] < 80) > 50  # gold star
    assert count(joker, lambda p: p[3] > 200 and 80 < p[0] < 130 and p[1] < 60 and p[2] > 120) > 50  # purple ink
    assert count(joker, is_red) < 10  # at most a few anti-aliased pixels where purple meets gold


def test_drawn_cards_are_cached_until_the_cache_is_cleared() -> None:
    assert card_face("KH", 72) is card_face("KH", 72)
    assert card_face("KH", 72) is not card_face("KH", 72, four_colour=True)
    assert card_back(72) is card_back(72)
    before = card_face("KH", 72)
    card_art.clear_cache()
    assert card_face("KH", 72) is not before
    assert rgba(card_face("KH", 72)) == rgba(before)


@pytest.mark.parametrize("first", [False, True])
def test_shared_pieces_do_not_leak_between_colours(first: bool) -> None:
    # Symbols are rasterised once and painted per ink: whichever deck is drawn first, a four-colour diamond is
    # blue and a normal one red, each exactly as drawn from an empty cache.
    card_art.clear_cache()
    fresh = {fc: rgba(card_face("7D", 64, four_colour=fc)) for fc in (False, True)}
    card_art.clear_cache()
    for fc in (first, not first):
        for card in ALL_CARDS:
            card_face(card, 64, four_colour=fc)
    normal, four = card_face("7D", 64), card_face("7D", 64, four_colour=True)
    assert rgba(normal) == fresh[False] and rgba(four) == fresh[True]
    assert count(normal, is_red) > 100 and count(four, is_red) == 0
    assert count(four, lambda p: p[3] > 200 and p[2] > 140 and p[0] < 60) > 100


def test_shared_pieces_do_not_leak_between_widths() -> None:
    # Neighbouring widths share nothing but must still each look as if drawn alone.
    card_art.clear_cache()
    fresh = {width: [rgba(card_face(card, width)) for card in ALL_CARDS] + [rgba(card_back(width))]
             for width in (63, 64)}
    card_art.clear_cache()
    for width in (64, 63):
        card_back(width)
        for card in reversed(ALL_CARDS):
            card_face(card, width)
    for width in (63, 64):
        assert [rgba(card_face(card, width)) for card in ALL_CARDS] + [rgba(card_back(width))] == fresh[width]


def test_a_returned_card_is_not_changed_by_drawing_others() -> None:
    card_art.clear_cache()
    first = card_face("AH", 76)
    back = card_back(76)
    snapshot = rgba(first), rgba(back)
    for card in ALL_CARDS:
        card_face(card, 76)
        card_face(card, 76, four_colour=True)
    assert (rgba(first), rgba(back)) == snapshot
    assert card_face("AH", 76) is first and card_back(76) is back
    assert first is not card_face("AD", 76) and first is not back


def test_each_symbol_is_rasterised_once_per_size_not_once_per_card(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = card_art._coverage

    def counting(shapes):
        calls.append(len(shapes))
        return real(shapes)

    monkeypatch.setattr(card_art, "_coverage", counting)
    card_art.clear_cache()
    for card in ALL_CARDS:
        card_face(card, 84)
    deck = len(calls)
    assert deck < 40  # the blank, then the few sizes of each suit and the joker's stars: not 53 × several
    for card in ALL_CARDS:
        card_face(card, 84, four_colour=True)
    assert len(calls) == deck  # the four-colour deck repaints the same coverage in other inks
    card_back(84)
    assert len(calls) - deck <= 20  # one panel and a lozenge per quarter-pixel offset, however many are drawn


def test_the_rasteriser_covers_pixels_exactly() -> None:
    # A square with edges on pixel boundaries is solid; one shifted half a pixel has half-covered edges.
    square, left, top = card_art._rasterise([[(-0.5, -0.5), (3.5, -0.5), (3.5, 3.5), (-0.5, 3.5)]], (10, 20, 30))
    assert (square.get_size(), left, top) == ((4, 4), 0, 0)
    assert set(pixels(square)) == {(10, 20, 30, 255)}
    shifted, left, top = card_art._rasterise([[(0, -0.5), (4, -0.5), (4, 1.5), (0, 1.5)]], (10, 20, 30))
    assert (shifted.get_size(), left, top) == ((5, 2), 0, 0)
    assert [p[3] for p in pixels(shifted)[:5]] == [128, 255, 255, 255, 128]
    # Overlapping shapes count once (the union), and the hole between two shapes stays empty.
    union, *_ = card_art._rasterise([[(-0.5, -0.5), (2.5, -0.5), (2.5, 0.5), (-0.5, 0.5)],
                                     [(0.5, -0.5), (3.5, -0.5), (3.5, 0.5), (0.5, 0.5)],
                                     [(4.5, -0.5), (5.5, -0.5), (5.5, 0.5), (4.5, 0.5)]], (0, 0, 0))
    assert [p[3] for p in pixels(union)] == [255, 255, 255, 255, 0, 255]
    # A slanted edge gets fractional coverage: the diagonal of a right triangle halves the pixels it crosses.
    triangle, *_ = card_art._rasterise([[(-0.5, -0.5), (9.5, -0.5), (-0.5, 9.5)]], (0, 0, 0))
    alpha = [p[3] for p in pixels(triangle)]
    assert alpha[:10] == [255] * 9 + [128]
    assert [alpha[i * 10 + 9 - i] for i in range(10)] == [128] * 10
    assert sum(alpha) == pytest.approx(255 * 50, abs=10)  # half of the 10 × 10 box


def test_the_benchmark_reports_cold_times() -> None:
    (row,) = card_art._bench([40], rounds=1)
    assert row.width == 40 and row.back > 0 and 0 < row.face_mean <= row.face_max
    assert row.deck >= row.back + 53 * row.face_mean * 0.99


@pytest.mark.parametrize("card", ["", "K", "KX", "1H", "10H", "kh", "JOKER"])
def test_a_malformed_card_is_refused_with_the_input_quoted(card: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        card_face(card, 72)


def test_a_width_too_small_to_read_is_refused() -> None:
    with pytest.raises(ValueError, match="at least"):
        card_back(card_art.MIN_WIDTH - 1)


def test_a_missing_font_names_the_path_and_the_incomplete_assets_folder(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(assets, "ASSETS_DIR", tmp_path / "assets")
    assets.clear_cache()
    with pytest.raises(FileNotFoundError) as refused:
        assets.font(20, bold=True)
    message = str(refused.value)
    assert str(tmp_path / "assets" / "fonts" / "DejaVuSans-Bold.ttf") in message
    assert "incomplete" in message
    monkeypatch.undo()
    assets.clear_cache()


def test_fonts_are_loaded_once_per_size_and_weight() -> None:
    assert assets.font(18) is assets.font(18)
    assert assets.font(18) is not assets.font(18, bold=True)
    assert assets.font(18).get_height() < assets.font(30).get_height()


@pytest.mark.parametrize("bold", [False, True])
def test_the_shipped_fonts_hold_suits_german_letters_and_arrows(bold: bool) -> None:
    # SDL_ttf reports metrics even for characters a font lacks (those of its empty box), so compare
    # renderings instead: a missing character draws exactly like a private-use one that no font has.
    font = assets.font(24, bold)

    def looks(ch: str) -> bytes:
        return rgba(font.render(ch, True, (0, 0, 0)))

    box = looks("\ue000")
    missing = [ch for ch in "♠♥♦♣♤♡♢♧äöüÄÖÜßéèçñ„“”‘’–—…•×←→↑↓€" if looks(ch) == box]
    assert missing == []
    assert looks("Ω") == box  # outside the subset: shows the check can fail


def test_the_shipped_fonts_stay_small() -> None:
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        assert (assets.ASSETS_DIR / "fonts" / name).stat().st_size < 100_000
    assert (assets.ASSETS_DIR / "fonts" / "LICENSE-DejaVu.txt").is_file()
