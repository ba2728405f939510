"""Which cards a player may discard (RULES.md MAC-27, MAC-28, TR-9): Classic allows any card, Modern
American keeps threes and wild cards in hand and some cards off an empty pile.

One function decides, for the check of a discard and for the list of legal moves alike.
"""

from __future__ import annotations

from .cards import BLACK_THREES, RED_THREES, WILD_FACES, Card, rank_of
from .errors import Refusal
from .restrictions import dead_ranks
from .state import GameState

THREES = RED_THREES | BLACK_THREES


def discard_refusals(game: GameState, cards: list[Card]) -> dict[Card, Refusal]:
    """For each card of the hand the player may not discard now, why not; the rest may go."""
    r = game._rules
    if r.any_card_discarded:
        return {}
    faces = set(cards)
    refused: dict[Card, Refusal] = {}
    if not r.three_discard_allowed:
        refused.update(dict.fromkeys(faces & THREES, Refusal("discard.three")))
    going_out = len(cards) == 1
    only_wild = faces <= WILD_FACES
    if r.wild_discard == "final_only" and not going_out and not only_wild:
        why = Refusal("discard.wild_only_last")
        refused.update({c: why for c in faces & WILD_FACES})
    if not game._pile:
        if r.empty_pile_no_ace_seven:
            _unless_nothing_else(faces, refused, {c for c in faces if rank_of(c) in "A7"},
                                 Refusal("discard.ace_or_seven_on_empty_pile"))
        if r.empty_pile_no_safe_discard and game._turn.took_pile:
            safe = _safe_ranks(game)
            _unless_nothing_else(faces, refused, {c for c in faces if rank_of(c) in safe},
                                 Refusal("discard.safe_card_after_take"))
    if len(refused) == len(faces):  # nothing could go: the player is never stuck
        return {}
    return refused


def _unless_nothing_else(faces: set[Card], refused: dict[Card, Refusal], these: set[Card], why: Refusal) -> None:
    others = faces - these - set(refused)
    if others:
        refused.update({c: why for c in these if c not in refused})


def _safe_ranks(game: GameState) -> set[str]:
    """Ranks no opponent can take (TR-9): dead ranks, and those of an opposing meld of five or six cards."""
    side = game.side_of(game._to_act)
    safe = set(dead_ranks(game, side))
    for other, melds in enumerate(game._melds):
        if other != side:
            safe |= {rank for rank, cards in melds.items() if len(cards) in (5, 6)}
    return safe
