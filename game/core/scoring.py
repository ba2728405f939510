"""Scoring a hand (RULES.md 2.12) and deciding the game (2.13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import WILD_MELD, is_wild
from .rules import RuleSet

if TYPE_CHECKING:
    from .game import Game

BREAKDOWN_KEYS = ("melded", "canastas", "red_threes", "going_out", "hand", "total")


def score_hand(game: Game) -> list[dict[str, int]]:
    """Per side: melded cards, canasta bonuses, red threes, going out, cards left in hand, total."""
    r = game.rules
    out = []
    for side in range(r.side_count):
        melds = game.melds[side]
        melded = sum(game.values[c] for m in melds.values() for c in m)  # C-SCORE-1
        canastas = sum(canasta_bonus(game, rank, cards, side) for rank, cards in melds.items())
        hand = -sum(game.values[c] for seat in game.seats_of(side) for c in game.hands[seat])  # C-SCORE-5
        going_out = 0
        if game.went_out is not None and game.side_of(game.went_out) == side:
            going_out = going_out_bonus(game)
        threes = red_three_score(r, len(game.red_threes[side]), bool(melds))
        parts = {"melded": melded, "canastas": canastas, "red_threes": threes, "going_out": going_out,
                 "hand": hand}
        parts["total"] = sum(parts.values())
        out.append(parts)
    return out


def canasta_bonus(game: Game, rank: str, cards: list[str], side: int) -> int:
    """500 natural, 300 mixed (C-SCORE-2); a hand canasta's bonus replaces either (X1-3); one laid whole in
    a single action earns the concealed-canasta bonus on top (NL-7)."""
    r = game.rules
    if len(cards) < r.canasta_size:
        return 0
    if r.hand_canasta_bonus is not None and game.concealed and rank in game.turn.canastas_made:
        return r.hand_canasta_bonus
    if rank == WILD_MELD:
        return r.wild_canasta_bonus or 0
    bonus = r.mixed_canasta_bonus if any(is_wild(c) for c in cards) else r.natural_canasta_bonus
    if rank in game.laid_whole[side]:
        bonus += r.concealed_canasta_bonus
    return bonus


def going_out_bonus(game: Game) -> int:
    """100, or 200 concealed (C-SCORE-3, C-CONC-6); the quick-out bonus replaces it (X1-1)."""
    r = game.rules
    seat = game.went_out
    if r.quick_out_bonus is not None and seat is not None and game.stock_draws[seat] <= r.quick_out_max_stock_draws:
        return r.quick_out_bonus
    return r.concealed_going_out_bonus if game.concealed else r.going_out_bonus


SIX_PLAYER_RED_THREES = {5: 1000, 6: 1200}  # V6-6: one to four count 100 each


def red_three_score(rules: RuleSet, count: int, side_has_melded: bool) -> int:
    """100 each, 800 for all four (C-SCORE-4, D13), or the six-player table (V6-6); added if the side has
    melded, else subtracted."""
    if count == 0:
        return 0
    points = count * rules.red_three_value
    if rules.red_three_scoring == "six_player_table":
        points = SIX_PLAYER_RED_THREES.get(count, points)
    elif count == 2 * rules.deck_count:  # all of them: four with two packs
        points += rules.red_three_all_four_bonus
    return points if side_has_melded else -points


def game_result(rules: RuleSet, scores: list[int], rounds_played: int) -> tuple[bool, int | None]:
    """(is the game over, winning side or None) after a hand (C-END-2, C-END-3, C-END-4)."""
    reached = rules.target_score is not None and max(scores) >= rules.target_score
    last = rules.max_rounds is not None and rounds_played >= rules.max_rounds
    if not (reached or last):
        return False, None
    best = max(scores)
    leaders = [side for side, score in enumerate(scores) if score == best]
    if len(leaders) == 1:
        return True, leaders[0]
    if rules.tie_policy == "draw":
        return True, None
    return False, None  # tied for the lead: another hand (extra_hand)
