"""Every place a table layout gives, as plain data: the 16:9 frame's layout is compared, preset by preset,
with the one the table had before frames of other shapes came (landscape_720.json)."""

from __future__ import annotations

from typing import Any

from game.core import Game, preset
from game.ui.settings import CARD_SIZES
from game.ui.table.layout import TableLayout
from game.ui.table.layout.portrait import table_layout
from game.ui.table.seats import sides_in_play


def _plain(value: Any) -> Any:
    if hasattr(value, "x") and hasattr(value, "width"):
        return [value.x, value.y, value.width, value.height]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, float):
        return round(value, 6)
    return value


def facts(lay: TableLayout) -> dict[str, Any]:
    """The layout's rects, sizes and positions, for a hand of 11 cards (two selected) and seats of 13 and 40."""
    found: dict[str, Any] = {
        name: getattr(lay, name) for name in (
            "score_rect", "log_rect", "info_rect", "menu_rect", "buttons_rect", "melds_rect", "meld_card",
            "meld_gap", "meld_step", "caption_above", "stock_pos", "pile_pos", "status_pos", "status_width",
            "status_size", "pile_state_pos", "turn_card_pos", "turn_card_anchor", "middle_band", "hand_top",
            "hand_card", "top_centre", "top_fan", "compact_scores", "score_line")}
    found["message"] = [lay.message_rect(False), lay.message_rect(True)]
    found["hand"] = [lay.hand_positions(count, {1, 2}) for count in (1, 11, 15, 40)]
    found["turn card rect"] = lay.turn_card_rect()
    for seat in range(lay.players):
        found[f"seat {seat}"] = [lay.seat_anchor(seat), lay.sitter_label_pos(seat)] + [
            [lay.back_positions(seat, count), lay.seat_label_pos(seat, count)] for count in (1, 13, 40)
            if seat != lay.viewer]
    for side in lay.melds_rect:
        lefts = lay.column_lefts(side, 14)
        found[f"side {side}"] = [lefts, lay.column_lefts(side, 3), lay.columns_top(side), lay.three_tops(side, 6),
                                 lay.caption_place(side, lefts), lay.caption_place(side, [])]
    return _plain(found)


def preset_layouts(name: str, **frame: Any) -> dict[str, TableLayout]:
    """The layouts of preset ``name``'s first hand, by card size."""
    rules = preset(name)
    rows = sides_in_play(Game.new(rules, seed=1).view(0), 0)
    scores = rules.player_count if rules.side_structure == "five_rotating_individual" else rules.side_count
    return {size: table_layout(rules.player_count, rows, rules.canasta_size,
                               rules.threes_as_bonus_cards == "both_colours", scores, CARD_SIZES[size], **frame)
            for size in CARD_SIZES}
