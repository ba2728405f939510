"""What the engine makes of several options together, asked by more than one section of the rules text (which
threes are bonus cards, who may have a partner, how laid-out threes are scored).  No pygame here.
"""

from __future__ import annotations

from game.core import RuleSet


def only_red_threes(r: RuleSet) -> bool:
    """Whether the bonus threes are the red ones alone ("red threes"; otherwise "threes" of both colours)."""
    return r.threes_as_bonus_cards == "red_only"


def may_have_partner(r: RuleSet) -> bool:
    """Whether a player may have a partner in some hand (fixed, for the hand, or once two join up)."""
    return r.has_partners or r.side_structure in ("five_three_vs_two", "five_rotating_individual",
                                                  "temporary_partnership")


def red_three_method(r: RuleSet) -> str:
    """How the engine scores laid-out threes (scoring.py): two against one always by count; otherwise a
    canasta per three (VV-16) or the colour table (MAC-35) first, then the count tables."""
    if r.side_structure != "temporary_partnership":
        if r.red_three_sign_rule == "one_canasta_per_three":
            return "per_canasta"
        if r.red_three_scoring == "mac_colour_table":
            return "by_colour"
    if r.red_three_scoring in ("progressive_doubling", "six_player_table"):
        return r.red_three_scoring
    return "linear"


def is_take_forced(r: RuleSet) -> bool:
    """The take with an empty stock is forced only as a lay-off take of an unfrozen pile (C-STOCK-2a)."""
    return r.forced_take_when_stock_empty and r.pile_take_by_layoff and not r.pile_always_frozen


def black_threes_reach_pile(r: RuleSet) -> bool:
    return (r.threes_as_bonus_cards == "red_only" or r.three_discard_allowed and r.threes_laid_by_hand
            or r.initial_upcard and "black_three" not in r.upcard_cover_ranks)


def bonus_threes_reach_pile(r: RuleSet) -> bool:
    return r.initial_upcard or r.three_discard_allowed and r.threes_laid_by_hand


def hoard_counts(r: RuleSet) -> bool:
    """Hoarded ranks cost points only where black threes in hand keep their card value (scoring.hand_penalty)."""
    return bool(r.hand_rank_hoard_penalty) and r.black_three_in_hand_scoring != "progressive_negative"
