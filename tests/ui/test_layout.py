"""Where things sit, for every preset and at the three window sizes the game is checked at: nothing on the
table overlaps anything else, everything lies in the window, and the meld areas are balanced.

The balance rule: every side's meld area holds a dense side (twelve melds and two columns of threes,
``DENSE_SIDE`` columns) with each card's index showing, and no area is more than ``BALANCE`` times as large
as another; a crowded table's melds, threes and captions stay inside their areas."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from pygame import Rect  # noqa: E402

from game.core import PRESETS, Game, parse_cards, preset  # noqa: E402
from game.i18n import LANGUAGES, SOURCE, set_language  # noqa: E402
from game.ui.drawing import assets  # noqa: E402
from game.ui.drawing.canvas import Canvas, card_height  # noqa: E402
from game.ui.drawing.theme import BACK_CARD, SELECT_LIFT, TEXT, TEXT_SMALL  # noqa: E402
from game.ui.settings import CARD_SIZES  # noqa: E402
from game.ui.table.layout import (  # noqa: E402
    CANASTA_FOOT,
    DENSE_SIDE,
    HAND_SPAN,
    MELD_ORDER,
    MIN_PITCH,
    MIN_STEP,
    SQUARED_EDGE,
    TableLayout,
    meld_rank,
)
from game.ui.table.seats import join_names, players_of, seat_names, sides_in_play  # noqa: E402

from .dense_positions import dense_game  # noqa: E402

SCREEN = Rect(0, 0, 1280, 720)
WINDOWS = [(1280, 720), (854, 480), (1920, 1080)]
BALANCE = 2  # no meld area more than twice as large as another
SMALLEST_CARD_PIXELS = 26  # a meld card's width in the smallest window: its index still reads
# the most buttons stacked at once: Discard, Meld, two Ask buttons (two partners), Sort
LONGEST_HAND = 40  # backs drawn for a seat that took a big pile


def layout_of(name: str, rows: list[int] | None = None, card_size: str = "normal") -> TableLayout:
    """The table of preset ``name`` as its first hand lays it out (the sides playing it), or with ``rows``; the
    hand's cards of ``card_size`` (settings.CARD_SIZES)."""
    rules = preset(name)
    if rows is None:
        rows = sides_in_play(Game.new(rules, seed=1).view(0), 0)
    scores = rules.player_count if rules.side_structure == "five_rotating_individual" else rules.side_count
    return TableLayout(rules.player_count, rows, rules.canasta_size, rules.threes_as_bonus_cards == "both_colours",
                       scores, CARD_SIZES[card_size])


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
    hand = Rect(HAND_SPAN[0], lay.hand_top - SELECT_LIFT, HAND_SPAN[1] - HAND_SPAN[0],
                card_height(lay.hand_card) + SELECT_LIFT).clip(SCREEN)  # large cards run off the bottom edge
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


def overlaps(found: dict[str, Rect]) -> list[str]:
    """Each pair of areas that overlap, but a seat's with few cards and its own with many."""
    names = list(found)
    clashes = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if a.split()[:2] == b.split()[:2] and a.split("(")[-1] != b.split("(")[-1]:
                continue  # one seat with few cards, and with many
            if found[a].colliderect(found[b]):
                clashes.append(f"{a} {found[a]} overlaps {b} {found[b]}")
    return clashes


@pytest.mark.parametrize("card_size", CARD_SIZES)
@pytest.mark.parametrize("window", WINDOWS, ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("name", PRESETS)
def test_nothing_on_the_table_overlaps_and_everything_lies_in_the_window(name: str, window: tuple[int, int],
                                                                          card_size: str) -> None:
    """The score panel, the log, each side's meld area, each seat's cards and name, the stock, the pile, the
    status, the buttons and the hand (its cards normal or large), in the window's own pixels."""
    canvas = Canvas(pygame.Surface(window))
    found = {label: canvas.rect(rect) for label, rect in areas(layout_of(name, card_size=card_size)).items()}
    for label, rect in found.items():
        assert Rect(0, 0, *window).contains(rect), f"{label} {rect} leaves the {window} window"
    assert overlaps(found) == []


@pytest.mark.parametrize("card_size", CARD_SIZES)
@pytest.mark.parametrize("name", PRESETS)
def test_the_message_place_lies_in_the_middle_band_clear_of_everything_else(name: str, card_size: str) -> None:
    """Messages have a place of their own left of the stock (under the turn card's line, where there is one),
    which no card, name, badge or status line reaches."""
    lay = layout_of(name, card_size=card_size)
    turn_card = preset(name).turn_card_from_bottom is not None
    place = lay.message_rect(turn_card)
    assert lay.middle_band.contains(place) and place.width >= 280 and place.height >= 90
    found = areas(lay)
    if not turn_card:  # its line stands where the message place then begins
        del found["turn card"]
    assert [f"{label} {rect}" for label, rect in found.items() if rect.colliderect(place)] == []


def caption(lay: TableLayout, side: int, lefts: list[float]) -> Rect:
    """Where a side's caption may go, beside (or above) columns at ``lefts``: room for "West & North-East"."""
    pos, anchor, width = lay.caption_place(side, lefts)
    assert width >= 150, (side, width)
    rect = Rect(0, 0, width, 18)
    setattr(rect, anchor, tuple(map(round, pos)))
    return rect


def column_room(lay: TableLayout, side: int) -> Rect:
    """Where a side's columns lie: its area, less the line of a caption above them."""
    area = lay.melds_rect[side]
    top = round(lay.columns_top(side))
    return Rect(area.x, top, area.width, area.bottom - top)


@pytest.mark.parametrize("card_size", CARD_SIZES)
@pytest.mark.parametrize("name", PRESETS)
def test_every_meld_area_holds_a_dense_side_and_none_is_more_than_twice_another(name: str, card_size: str) -> None:
    rules = preset(name)
    lay = layout_of(name, card_size=card_size)
    card, high = lay.meld_card, card_height(lay.meld_card)
    assert lay.meld_step >= MIN_STEP * card  # the cards of a column show their indices
    for side in lay.melds_rect:
        room = column_room(lay, side)
        lefts = lay.column_lefts(side, DENSE_SIDE)  # twelve melds after two columns of threes
        assert min(b - a for a, b in zip(lefts, lefts[1:], strict=False)) >= MIN_PITCH * card - 1e-9
        for left in lefts:
            assert room.contains(lay.meld_rect((left, room.y), rules.canasta_size - 1, squared=False))
            squared = Rect(left, room.y, card + SQUARED_EDGE, high + CANASTA_FOOT)  # a canasta, its badge below
            assert room.contains(squared)
        assert lay.three_tops(side, 6)[-1] + high <= room.bottom  # six players can lay out six threes
        assert lay.melds_rect[side].contains(caption(lay, side, lefts))
        every = lay.column_lefts(side, len(MELD_ORDER) + 2)  # every rank, wild cards alone, two columns of threes
        assert room.left <= every[0] and every[-1] + card <= room.right
        assert min(b - a for a, b in zip(every, every[1:], strict=False)) >= 0.6 * card  # indices still show
    sizes = [area.width * area.height for area in lay.melds_rect.values()]
    assert max(sizes) <= BALANCE * min(sizes), {side: area.size for side, area in lay.melds_rect.items()}


@pytest.mark.parametrize("name", PRESETS)
def test_a_crowded_table_keeps_every_meld_three_and_caption_inside_its_area(name: str) -> None:
    """Every meld, canasta badge and three in its area; each caption, the seats that meld there in every
    language ("Jij, Noordwest & Noordoost"), written whole beside or above the melds."""
    view = dense_game(name).view(0)
    shown = view.to_dict()
    lay = layout_of(name)
    size, card, high = preset(name).canasta_size, lay.meld_card, card_height(lay.meld_card)
    for side, area in lay.melds_rect.items():
        melds = {meld_rank(cards): cards for cards in map(parse_cards, shown["melds"][side])}
        columns = lay.side_columns(shown, side)
        assert sorted(columns) == sorted(melds)
        for rank, column in columns.items():
            rect = lay.meld_rect(column, len(melds[rank]), len(melds[rank]) >= size)
            if len(melds[rank]) >= size:  # squared, its badge and mark below
                rect = Rect(rect.x, rect.y, card + SQUARED_EDGE, high + CANASTA_FOOT)
            assert area.contains(rect), (side, rank, rect, area)
        spots = lay.side_threes(shown, side)
        assert all(area.contains(Rect(x, y, card, high)) for _, (x, y) in spots)
        lefts = [x for x, _ in columns.values()] + sorted({x for _, (x, _) in spots})  # a column of threes each
        assert len(set(lefts)) == len(lefts), "two columns in one place"
        assert area.contains(caption(lay, side, lefts))
        room = lay.caption_place(side, lefts)[2]
        for code in LANGUAGES:
            set_language(code)
            names = join_names([seat_names(lay.players)[seat] for seat in players_of(view, side)])
            assert assets.font(TEXT_SMALL).size(names)[0] <= room, (code, names, room)
        set_language(SOURCE)
    assert all(area.contains(caption(lay, side, [])) for side, area in lay.melds_rect.items())  # "no melds yet"


@pytest.mark.parametrize("card_size", CARD_SIZES)
@pytest.mark.parametrize("name", PRESETS)
def test_meld_cards_stay_readable_in_the_smallest_window(name: str, card_size: str) -> None:
    canvas = Canvas(pygame.Surface((854, 480)))
    lay = layout_of(name, card_size=card_size)
    assert canvas.px(lay.meld_card) >= SMALLEST_CARD_PIXELS


def test_the_other_sides_melds_lie_across_the_table_and_ours_nearest_the_hand() -> None:
    """The other sides' areas share the band under the top seats, from the left edge of the table to the right
    one (beside a score panel of five lines), the side on our left on the left; ours lies below the stock, over
    the hand."""
    for name in PRESETS:
        lay = layout_of(name)
        ours, *others = lay.rows
        upper = [lay.melds_rect[side] for side in others[:2]]
        assert min(r.left for r in upper) <= lay.score_rect.right + 10 and max(r.right for r in upper) > 1100, name
        assert lay.melds_rect[ours].top > lay.stock_rect.bottom and all(r.bottom < lay.stock_rect.top for r in upper)
        assert [r.x for r in upper] == sorted(r.x for r in upper)


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


@pytest.mark.parametrize("narrow", [1, 2])
def test_V3_TMP_a_side_left_with_threes_only_takes_a_narrow_area_and_the_partnership_the_rest(narrow: int) -> None:
    """Three players, once two have formed their partnership: the side that keeps one partner's threes but
    melds no more gets room for its threes and its caption ("East · melds with West & East"); the others
    share the rest, each still holding a dense side, within the balance rule."""
    rules = preset("three-player-partnership")
    lay = TableLayout(rules.player_count, [0, 1, 2], rules.canasta_size, scores=3, threes_only=[narrow])
    assert overlaps(areas(lay)) == [] and all(SCREEN.contains(rect) for rect in areas(lay).values())
    small, high = lay.melds_rect[narrow], card_height(lay.meld_card)
    other = 3 - narrow
    assert small.width < lay.melds_rect[other].width / 3
    assert lay.three_tops(narrow, 6)[-1] + high <= small.bottom
    assert small.contains(Rect(lay.column_lefts(narrow, 1)[0], lay.columns_top(narrow), lay.meld_card, high))
    assert caption(lay, narrow, lay.column_lefts(narrow, 1)).width >= 235  # "West · melds with West & East"
    melding = [side for side in lay.melds_rect if side != narrow]
    for side in melding:
        lefts = lay.column_lefts(side, DENSE_SIDE)
        assert min(b - a for a, b in zip(lefts, lefts[1:], strict=False)) >= MIN_PITCH * lay.meld_card - 1e-9
        assert lefts[-1] + lay.meld_card + SQUARED_EDGE <= lay.melds_rect[side].right
    sizes = [lay.melds_rect[side].width * lay.melds_rect[side].height for side in melding]
    assert max(sizes) <= BALANCE * min(sizes)


def test_V3_TMP_the_table_lays_its_areas_out_again_when_the_partnership_forms() -> None:
    from game.ui.headless import Headless, ScriptedPlayer

    for seed in range(1, 40):  # the first deal whose hand forms a partnership (most end with none: V3-TMP-3)
        driver = Headless()
        driver.app.settings.preset = "three-player-partnership"
        driver.scene.new_game(seed=seed)
        table = driver.scene
        assert table.layout.threes_only == frozenset()
        player = ScriptedPlayer(driver, seed=5)
        while table.match.game.partnership is None and player.wait_for_turn() in ("move", "answer"):
            player.play_turn_action()
        if table.match.game.partnership is not None:
            break
    assert table.match.game.partnership is not None, "no partnership formed in 39 hands"
    view = table.match.view(0)
    assert table.layout.threes_only == {side for side in table.layout.rows if not view.seats_of(side)} != set()


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
            assert not label.colliderect(lay.message_rect()), f"seat {seat} sitting out {label} under the messages"
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
            bubble = Rect(0, 0, width + 28, height + 16)  # as painting/overlays.draw_bubble draws it
            bubble.center = tuple(map(round, bubble_pos(lay.seat_anchor(seat))))
            bubble.clamp_ip(SCREEN)
            assert not bubble.colliderect(label), (seat, count, bubble, label)
