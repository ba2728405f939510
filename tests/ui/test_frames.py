"""The table in frames of every shape (canvas.frame): a 16:9 window gives the table it always had; a taller or
wider landscape frame grows the cloth between the edges; a portrait frame (a phone held upright) stacks the
table from the scores down to the hand.  Nothing overlaps and everything lies in the frame."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402
from pygame import Rect  # noqa: E402

from game.core import PRESETS, parse_cards, preset  # noqa: E402
from game.ui.drawing import assets  # noqa: E402
from game.ui.drawing.canvas import card_height  # noqa: E402
from game.ui.table.layout import TableLayout, meld_rank  # noqa: E402
from game.ui.table.layout.portrait import PortraitLayout, table_layout  # noqa: E402
from game.ui.table.seats import seat_names  # noqa: E402

from .dense_positions import dense_game  # noqa: E402
from .layout_facts import facts, preset_layouts  # noqa: E402
from .test_layout import overlaps  # noqa: E402

TODAY = json.loads((Path(__file__).parent / "landscape_720.json").read_text())


@pytest.mark.parametrize("name", PRESETS)
def test_a_16_9_window_lays_the_table_out_exactly_as_before(name: str) -> None:
    for size, lay in preset_layouts(name, frame=(1280, 720)).items():
        assert facts(lay) == TODAY[f"{name} {size}"], (name, size)


PORTRAITS = [(444, 960), (540, 960), (758, 960)]  # 390x844, 360x640, and the widest portrait window (0.79)
LANDSCAPES = [(1280, 960), (1280, 1280), (1280, 1600), (1707, 720), (1280, 800)]  # 4:3, 1:1, 0.8, 21:9, 16:10


def label_rect(lay: TableLayout, seat: int, count: int) -> Rect:
    """A seat's name and count as the table writes them (kept on screen), with the box that marks the seat to act."""
    (x, y), anchor = lay.seat_label_pos(seat, count)
    width, height = assets.font(round(lay.seat_text), bold=True).size(f"{seat_names(lay.players)[seat]} · {count}")
    label = Rect(0, 0, width + 14, height + 6)
    setattr(label, anchor, (round(x), round(y)))
    return label.clamp(lay.frame)


def portrait_areas(lay: TableLayout, turn_card: bool = False) -> dict[str, Rect]:
    """Everything a portrait table shows, by what it is."""
    stock, pile = lay.stock_rect, lay.pile_rect
    found = {"score": lay.score_rect, "log": lay.log_rect, "menu": lay.menu_rect, "info": lay.info_rect,
             "buttons": lay.buttons_rect, "hand": lay.hand_rect,
             "stock": Rect(stock.x, stock.y - 6, stock.width + 6, stock.height + 18),
             "pile": Rect(pile.x - 16, pile.y, pile.width + 32, pile.height + 12),
             "status": Rect(round(lay.status_pos[0]), round(lay.status_pos[1]), round(lay.status_width),
                            lay.middle_band.bottom - round(lay.status_pos[1])),
             "messages": lay.message_rect(False)}
    if turn_card:  # it lies crosswise in the stock, and its line goes over the messages
        found["stock"].union_ip(lay.turn_card_rect())
        found["messages"] = lay.message_rect(True)
        found["turn card"] = Rect(*map(round, lay.turn_card_pos), 260, 20)
    for side, area in lay.melds_rect.items():
        found[f"melds {side}"] = area
    for seat in range(lay.players):
        if seat != lay.viewer:
            found[f"seat {seat}"] = label_rect(lay, seat, 40)
    return found


def portrait_layouts(name: str, frame: tuple[int, int]) -> list[TableLayout]:
    lays = list(preset_layouts(name, frame=frame).values())
    rules = preset(name)
    if name == "three-player-partnership":  # once the partnership forms: a side with threes only
        lays.append(table_layout(3, [0, 1, 2], rules.canasta_size, scores=3, threes_only=[1], frame=frame))
    if name == "five-player-rotating":
        lays += [table_layout(5, rows, rules.canasta_size, scores=5, frame=frame) for rows in ([1, 2], [0, 3])]
    return lays


@pytest.mark.parametrize("frame", PORTRAITS, ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("name", PRESETS)
def test_a_portrait_table_lies_in_its_frame_and_nothing_overlaps(name: str, frame: tuple[int, int]) -> None:
    for lay in portrait_layouts(name, frame):
        assert isinstance(lay, PortraitLayout)
        found = portrait_areas(lay, preset(name).turn_card_from_bottom is not None)
        for label, rect in found.items():
            assert lay.frame.contains(rect), f"{label} {rect} leaves the {frame} frame"
        assert overlaps(found) == []
        for seat in range(1, lay.players if lay.players == 5 else 1):  # X1-8: each of them sits a hand out
            (x, y), anchor = lay.sitter_label_pos(seat)
            label = Rect(0, 0, *assets.font(round(lay.seat_text), bold=True).size(
                f"{seat_names(lay.players)[seat]} · sits out"))
            setattr(label, anchor, (round(x), round(y)))
            assert lay.frame.contains(label)
            assert [k for k, rect in found.items() if rect.colliderect(label) and k != f"seat {seat}"] == [], seat


@pytest.mark.parametrize("frame", PORTRAITS + LANDSCAPES, ids=lambda size: "x".join(map(str, size)))
def test_every_hit_target_lies_in_the_frame(frame: tuple[int, int]) -> None:
    """The buttons (eight at once), the menu, the stock, the pile, the log, every card of a hand of 11, 15 and
    40 cards, each side's melds."""
    for name in PRESETS:
        for lay in preset_layouts(name, frame=frame).values():
            targets = [*lay.button_rects(8), lay.menu_rect, lay.stock_rect, lay.pile_rect, lay.log_rect,
                       *lay.melds_rect.values()]
            for count in (11, 15, 40):
                high = card_height(lay.hand_card)
                targets += [Rect(x, y, lay.hand_card, high) for x, y in lay.hand_positions(count, {0, count - 1})]
            outside = [rect for rect in targets if not lay.frame.contains(rect)]
            assert not outside or lay.hand_scale > 1 and all(rect.bottom > lay.frame.bottom - 40 for rect in outside), (
                name, outside)  # large cards in a landscape hand may run off the foot, as at 1280 x 720


@pytest.mark.parametrize("frame", PORTRAITS, ids=lambda size: "x".join(map(str, size)))
def test_a_portrait_hand_leaves_every_card_wide_enough_to_tap(frame: tuple[int, int]) -> None:
    """Each card shows at least ~28 logical pixels of its width, and the upper rows a band of their height."""
    for lay in preset_layouts("classic-2p", frame=frame).values():
        for count in range(1, 41):
            spots = lay.hand_positions(count)
            rows = sorted({y for _, y in spots})
            for y in rows:
                xs = sorted(x for x, top in spots if top == y)
                assert all(b - a >= 28 for a, b in zip(xs, xs[1:], strict=False)), (count, xs)
            assert all(b - a >= 20 for a, b in zip(rows, rows[1:], strict=False)), (count, rows)
            assert all(lay.hand_rect.contains(Rect(x, y, lay.hand_card, card_height(lay.hand_card)))
                       for x, y in spots)


@pytest.mark.parametrize("frame", PORTRAITS + LANDSCAPES, ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("name", PRESETS)
def test_a_crowded_table_keeps_every_meld_and_three_inside_its_area(name: str, frame: tuple[int, int]) -> None:
    """The densest positions (tests/ui/dense_positions.py): every meld, canasta and three in its side's area."""
    view = dense_game(name).view(0)
    shown = view.to_dict()
    lay = preset_layouts(name, frame=frame)["normal"]
    size, card, high = preset(name).canasta_size, lay.meld_card, card_height(lay.meld_card)
    for side, area in lay.melds_rect.items():
        melds = {meld_rank(cards): cards for cards in map(parse_cards, shown["melds"][side])}
        for rank, column in lay.side_columns(shown, side).items():
            rect = lay.meld_rect(column, len(melds[rank]), len(melds[rank]) >= size)
            assert area.contains(rect), (side, rank, rect, area)
        assert all(area.contains(Rect(x, y, card, high)) for _, (x, y) in lay.side_threes(shown, side))
