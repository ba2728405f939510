"""The discard pile's state for the side about to act (RULES.md 1.5, 2.7)."""

from __future__ import annotations

from .cards import BLACK_THREES, RED_THREES, WILD_FACES, Card, is_black_three, is_red_three, is_wild
from .rules import RuleSet


def pile_frozen_for_everyone(rules: RuleSet, pile: list[Card]) -> bool:
    """A wild card anywhere in the pile freezes it until taken (C-PILE-2, C-UP-3, C-DISC-2, D12); so does a
    black three under ``black_three_block = until_taken`` (VV-9)."""
    if rules.pile_always_frozen:
        return True
    if rules.pile_frozen_by_wild and not WILD_FACES.isdisjoint(pile):
        return True
    if rules.black_three_block == "until_taken" and not BLACK_THREES.isdisjoint(pile):
        return True
    return rules.red_three_in_pile_freezes and not RED_THREES.isdisjoint(pile)


def freeze_reason(rules: RuleSet, pile: list[Card], side_has_melded: bool) -> str | None:
    """Why the pile is frozen for this side, or None when it is open to it (C-PILE-2, C-PILE-3)."""
    if pile_frozen_for_everyone(rules, pile):
        return "the pile is frozen"
    if not side_has_melded:
        return "the pile is frozen for your side until it has melded"
    return None


def blocked_reason(rules: RuleSet, pile: list[Card]) -> str | None:
    """Why nobody can take the pile now, or None (C-PILE-6, C-PILE-7)."""
    if not pile:
        return "The discard pile is empty"
    top = pile[-1]
    if is_black_three(top):
        return "A black three on top blocks the pile: draw from the stock"
    if is_wild(top):
        return "A wild card on top of the pile cannot be taken until it is covered"
    if is_red_three(top):
        return "A red three on top of the pile cannot be taken until it is covered"
    return None
