"""The discard pile's state for the side about to act (RULES.md 1.5, 2.7)."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import BLACK_THREES, RED_THREES, WILD_FACES, Card, is_black_three, is_red_three, is_wild
from .errors import Refusal
from .rules import RuleSet


def pile_frozen_for_everyone(rules: RuleSet, pile: Sequence[Card]) -> bool:
    """A wild card anywhere in the pile freezes it until taken (C-PILE-2, C-UP-3, C-DISC-2, D12); so does a
    black three under ``black_three_block = until_taken`` (VV-9)."""
    if rules.pile_always_frozen:
        return True
    if rules.pile_frozen_by_wild and not WILD_FACES.isdisjoint(pile):
        return True
    if rules.black_three_block == "until_taken" and not BLACK_THREES.isdisjoint(pile):
        return True
    return rules.red_three_in_pile_freezes and not RED_THREES.isdisjoint(pile)


_FROZEN, _FROZEN_UNTIL_MELDED = Refusal("pile.frozen"), Refusal("pile.frozen_until_melded")  # never changed


def freeze_refusal(rules: RuleSet, pile: Sequence[Card], side_has_melded: bool) -> Refusal | None:
    """Why the pile is frozen for this side, or None when it is open to it (C-PILE-2, C-PILE-3)."""
    if pile_frozen_for_everyone(rules, pile):
        return _FROZEN
    if not side_has_melded:
        return _FROZEN_UNTIL_MELDED
    return None


def freeze_reason(rules: RuleSet, pile: Sequence[Card], side_has_melded: bool) -> str | None:
    """``freeze_refusal`` as English text."""
    frozen = freeze_refusal(rules, pile, side_has_melded)
    return None if frozen is None else frozen.sentence


def blocked_reason(rules: RuleSet, pile: Sequence[Card]) -> Refusal | None:
    """Why nobody can take the pile now, or None (C-PILE-6, C-PILE-7)."""
    if not pile:
        return Refusal("take.pile_empty")
    top = pile[-1]
    if is_black_three(top):
        return Refusal("take.black_three_on_top")
    if is_wild(top):
        return Refusal("take.wild_card_on_top")
    if is_red_three(top):
        return Refusal("take.red_three_on_top")
    return None
