"""Where things sit, for every preset: nothing on the table overlaps anything else, however many seats and
sides, and the longest meld fits its row."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402
from pygame import Rect  # noqa: E402

from game.core import PRESETS, preset  # noqa: E402
from game.ui.drawing import assets  # noqa: E402
from game.ui.drawing.canvas import card_height  # noqa: E402
from game.ui.drawing.theme import BACK_CARD, HAND_CARD, SELECT_LIFT, TEXT, TEXT_SMALL  # noqa: E402
from game.ui.table.layout import HAND_SPAN, HAND_TOP, MELD_ORDER, TableLayout  # noqa: E402
from game.ui.table.seats import seat_names  # noqa: E402

SCREEN = Rect(0, 0, 1280, 720)
# the most buttons stacked at once: Discard, Meld, two Ask buttons (two partners), Sort
LONGEST_HAND = 40  # backs drawn for a seat that took a big pile


def layout_of(name: str) -> TableLayout:
    rules = preset(name)
    return TableLayout(rules.player_count, rules.side_count, rules.canasta_size,
                       rules.threes_as_bonus_cards == "both_colours")


def seat_areas(lay: TableLayout, seat: int, count: int) -> tuple[Rect, Rect]:
    """The card backs of a seat, and its name below them."""
    backs = lay.back_positions(seat, count)
    rects = [Rect(x, y, *((BACK_CARD, card_height(BACK_CARD)) if angle == 0 else (card_height(BACK_CARD), BACK_CARD)))
             for (x, y), angle in backs]
    (label_x, label_y), _ = lay.seat_label_pos(seat, count)
    width, height = assets.font(TEXT, bold=True).size(f"{seat_names(lay.players)[seat]} · {count}")
    label = Rect(0, label_y - 3, width + 14, height + 6)  # with the box that marks the seat to act
    label.centerx = round(label_x)
    label.clamp_ip(SCREEN.inflate(-12, 0))  # the table keeps a name on the screen
    return rects[0].unionall(rects[1:]), label


def areas(lay: TableLayout) -> dict[str, Rect]:
    hand = Rect(HAND_SPAN[0], HAND_TOP - SELECT_LIFT, HAND_SPAN[1] - HAND_SPAN[0],
                card_height(HAND_CARD) + SELECT_LIFT)
    stock, pile = lay.stock_rect, lay.pile_rect
    found = {"score": lay.score_rect, "log": lay.log_rect, "hand": hand, "info": lay.info_rect, "menu": lay.menu_rect,
             "stock": Rect(stock.x, stock.y - 6, stock.width + 6, stock.height + 18),  # its edge and count badge
             "pile": Rect(pile.x - 16, pile.y, pile.width + 32, pile.height + 12),  # a frozen pile's crosswise card
             "buttons": Rect(lay.buttons_rect.x, lay.buttons_rect.bottom - 5 * 34, lay.buttons_rect.width, 5 * 34)}
    for side, row in lay.melds_rect.items():
        found[f"melds {side}"] = row
    # the status: one line and a hint beside the pile, or up to two lines of each in a narrow column
    found["status"] = Rect(*lay.status_pos, lay.status_width, 60 if lay.status_width > 300 else 100)
    found["pile state"] = Rect(*lay.pile_state_pos, 210, 22)  # "Pile: frozen · blocked"
    found["stock"].union_ip(lay.turn_card_rect())  # the turn card, crosswise in the stock (MAC-5)
    found["turn card"] = turn_card_text(lay)
    for seat in range(1, lay.players):
        for count in (13, LONGEST_HAND):
            backs, name = seat_areas(lay, seat, count)
            found[f"seat {seat} ({count} cards)"] = backs
            found[f"seat {seat} name ({count} cards)"] = name
    return found


def turn_card_text(lay: TableLayout) -> Rect:
    """Where the stock says where the turn card lies: its longest words, on one line or two."""
    bold, plain = assets.font(TEXT_SMALL + 1, bold=True), assets.font(TEXT_SMALL)
    if lay.turn_card_one_line:
        rect = Rect(0, 0, *bold.size("Bottom 8: no bonus cards"))
    else:
        width = max(bold.size("Turn card")[0], plain.size("after 48 more")[0], plain.size("no bonus cards")[0])
        rect = Rect(0, 0, width, bold.get_linesize() + plain.get_linesize() + 2)
    setattr(rect, lay.turn_card_anchor, tuple(map(round, lay.turn_card_pos)))
    return rect


@pytest.mark.parametrize("name", PRESETS)
def test_nothing_on_the_table_overlaps_and_everything_is_on_screen(name: str) -> None:
    found = areas(layout_of(name))
    for label, rect in found.items():
        assert SCREEN.contains(rect), f"{label} {rect} is off the screen"
    names = list(found)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if a.split()[:2] == b.split()[:2] and a.split("(")[-1] != b.split("(")[-1]:
                continue  # one seat with few cards, and with many
            assert not found[a].colliderect(found[b]), f"{a} {found[a]} overlaps {b} {found[b]}"


@pytest.mark.parametrize("name", PRESETS)
def test_every_side_has_a_row_and_its_longest_open_meld_and_red_threes_fit_in_it(name: str) -> None:
    rules = preset(name)
    lay = layout_of(name)
    assert sorted(lay.melds_rect) == list(range(rules.side_count))
    for side, row in lay.melds_rect.items():
        three_columns = 2 if lay.threes_by_colour else 1  # red and black threes apart (MAC-6)
        columns = lay.meld_columns(side, list(MELD_ORDER), 6, three_columns)  # every rank, six threes
        for column in columns.values():
            meld = lay.meld_rect(column, rules.canasta_size - 1, squared=False)
            assert row.contains(meld), f"side {side}: a meld of {rules.canasta_size - 1} cards leaves its row"
        lowest = lay.red_three_positions(side, 6)[-1]
        assert lowest[1] + card_height(lay.meld_card) <= row.bottom
        lefts = sorted(x for x, _ in columns.values())
        assert lefts[-1] + lay.meld_card + 150 <= row.right  # room for the caption after the last column
        assert all(b - a >= lay.meld_card * 0.8 for a, b in zip(lefts, lefts[1:], strict=False))  # indices show


def test_three_sides_get_smaller_meld_cards_than_two() -> None:
    assert layout_of("six-player-three-pairs").meld_card < layout_of("six-player").meld_card
    assert layout_of("three-player").meld_card == layout_of("six-player-three-pairs").meld_card


@pytest.mark.parametrize("name", PRESETS)
def test_each_seat_has_its_own_place_and_cards_fly_to_it(name: str) -> None:
    lay = layout_of(name)
    anchors = [lay.seat_anchor(seat) for seat in range(lay.players)]
    assert len(set(anchors)) == lay.players
    assert all(SCREEN.collidepoint(anchor) for anchor in anchors)


def sitter_label(lay: TableLayout, seat: int) -> Rect:
    """Where a seat that sits the hand out says so (five players): "North-West · sits out" along the top, its
    name over "sits out" at the sides."""
    (x, y), anchor = lay.sitter_label_pos(seat)
    name = seat_names(lay.players)[seat]
    bold = assets.font(TEXT, bold=True)
    if lay.seat_place[seat] in ("left", "right"):
        width = max(bold.size(name)[0], assets.font(TEXT_SMALL + 1).size("sits out")[0])
        rect = Rect(0, 0, width, bold.get_linesize() + 2 + assets.font(TEXT_SMALL + 1).get_linesize())
    else:
        rect = Rect(0, 0, *bold.size(f"{name} · sits out"))
    setattr(rect, anchor, (round(x), round(y)))
    return rect


def rotating_layout(rows: list[int]) -> TableLayout:
    rules = preset("five-player-rotating")
    return TableLayout(rules.player_count, rows, rules.canasta_size, scores=rules.player_count)


@pytest.mark.parametrize("rows", [[0, 1], [1, 2], [0, 2], [0, 3]])
def test_X1_8_five_each_for_himself_lays_out_the_two_sides_of_the_hand_under_five_scores(rows: list[int]) -> None:
    lay = rotating_layout(rows)
    assert sorted(lay.melds_rect) == sorted(rows) and lay.compact_scores
    assert lay.melds_rect[rows[0]].y > lay.melds_rect[rows[1]].y  # ours (or, sitting out, the first) lowest
    assert lay.score_rect.height >= 26 + 5 * lay.score_line  # a line for each of the five
    found = areas(lay)
    for i, a in enumerate(found):
        for b in list(found)[i + 1:]:
            if a.split()[:2] != b.split()[:2]:
                assert not found[a].colliderect(found[b]), f"{a} {found[a]} overlaps {b} {found[b]}"
    assert lay.meld_card >= layout_of("six-player-three-pairs").meld_card  # two rows: room for bigger cards


@pytest.mark.parametrize("name", ["five-player", "five-player-rotating"])
def test_X1_8_a_seat_sitting_out_says_so_clear_of_everything_else(name: str) -> None:
    lays = [layout_of(name)] if name == "five-player" else [rotating_layout([0, 1])]
    for lay in lays:
        found = areas(lay)
        for seat in range(1, lay.players):
            label = sitter_label(lay, seat)
            assert SCREEN.contains(label)
            for area, rect in found.items():
                if not area.startswith(f"seat {seat} "):  # its own cards and name are not drawn
                    assert not label.colliderect(rect), f"seat {seat} sitting out {label} overlaps {area} {rect}"


@pytest.mark.parametrize("name", PRESETS)
def test_a_seats_speech_bubble_leaves_its_name_readable(name: str) -> None:
    """"Out!" over a top seat's name would hide who said it."""
    from game.ui.table.staging import bubble_pos

    lay = layout_of(name)
    font = assets.font(TEXT, bold=True)
    for seat in range(1, lay.players):
        for count in (13, LONGEST_HAND):
            _, label = seat_areas(lay, seat, count)
            width, height = font.size("Out, concealed!")
            bubble = Rect(0, 0, width + 28, height + 16)  # as table_view._bubble draws it
            bubble.center = tuple(map(round, bubble_pos(lay.seat_anchor(seat))))
            bubble.clamp_ip(SCREEN)
            assert not bubble.colliderect(label), (seat, count, bubble, label)
