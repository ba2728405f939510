"""Who may take the discard pile now, and what may go with its top card: one home for the take's guards,
which the checks of a take (checks.check_take) and the list of takes (legal) both ask."""

from __future__ import annotations

from .cards import rank_of
from .errors import Refusal
from .pile import blocked_reason
from .restrictions import mixed_aces_barred
from .rules import RuleSet
from .state import GameState


def take_barred(game: GameState, side: int) -> Refusal | None:
    """Why the seat to act may not take the pile at all now, whatever he lays with it, or None: a pile
    blocked by a black three, a side that has not melded where that forbids it (TR-2), a single card on a
    pile of one (the single-card restriction), aces by a side of mixed aces (TR-3)."""
    r = game._rules
    blocked = blocked_reason(r, game._pile)
    if blocked:
        return blocked
    if not game.has_melded(side) and r.pile_take_unmelded_side == "forbidden":
        return Refusal("take.side_not_melded")
    if r.single_card_pile_restriction and len(game._hands[game._to_act]) == 1 and len(game._pile) == 1:
        return Refusal("take.one_card_pile")
    if mixed_aces_barred(game, rank_of(game._pile[-1]), side):
        return Refusal("take.mixed_aces")
    return None


def company_allowed(rules: RuleSet, naturals: int, wilds: int, frozen: bool, has_meld: bool) -> bool:
    """Whether so many natural and wild cards from the hand may go with the top card (C-PILE-4, C-PILE-5):
    two naturals always; on a pile that is not frozen also one natural and a wild card (where the rules
    allow it), or no card at all onto the side's meld of that rank (a lay-off take, where allowed)."""
    if naturals >= 2:
        return True
    if frozen:
        return False
    if naturals == 1:
        return wilds >= 1 and rules.pile_take_natural_plus_wild
    return has_meld and rules.pile_take_by_layoff
