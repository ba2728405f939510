"""What a side may lay in one action beyond the shape of a meld: dead ranks, the rule of five, clean sevens
and aces, and the wild-card meld's priority (RULES.md MAC-12..16, TR-4, TR-8, TR-12).

Classic and most variants have none of these; ``UNRESTRICTED`` then stands for every action and costs
nothing.  The checks, the move lists and the going-out search all ask the same two questions here, so they
cannot disagree: may this rank be laid at all, and may wild cards join this meld now?
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import WILD_FACES, WILD_MELD
from .errors import Refusal
from .rules import RuleSet
from .state import GameState

FIVE_NATURALS = 5  # MAC-12 (b): the rule of five


@dataclass(frozen=True)
class LayContext:
    """The state of the table that decides what one action of a side may lay."""

    opening: bool = False  # this action is the side's first meld: its new melds may take wild cards (MAC-12a)
    dead: frozenset[str] = frozenset()  # ranks the side may neither begin nor extend (MAC-16, TR-8)
    wild_meld_pending: bool = False  # TR-12: the side's wild-card meld is unfinished and takes every wild card

    @property
    def key(self) -> tuple[bool, frozenset[str], bool]:
        return (self.opening, self.dead, self.wild_meld_pending)


UNRESTRICTED = LayContext()


def lay_context(game: GameState, side: int) -> LayContext:
    """The context for the side's next action (its melds as they are now)."""
    r = game._rules
    if not r.restricts_laying:
        return UNRESTRICTED
    melds = game._melds[side]
    pending = (r.mac_wild_meld_priority and WILD_MELD in melds
               and len(melds[WILD_MELD]) < r.canasta_size)
    return LayContext(not melds, dead_ranks(game, side), pending)


def dead_ranks(game: GameState, side: int) -> frozenset[str]:
    """Ranks closed by a canasta (MAC-16): nobody begins or extends a meld of them; with TR-8 a side may
    still begin one of a rank only the other side closed."""
    r = game._rules
    if r.dead_rank_trigger == "off":
        return frozenset()
    dead = set()
    for owner, melds in enumerate(game._melds):
        if owner != side and r.allow_meld_of_opponents_closed_rank:
            continue
        for rank, cards in melds.items():
            if rank == WILD_MELD or len(cards) < r.canasta_size:
                continue
            if r.dead_rank_trigger == "any_canasta" or WILD_FACES.isdisjoint(cards):
                dead.add(rank)
    return frozenset(dead)


def dead_problem(ctx: LayContext, rank: str) -> Refusal | None:
    """Why no meld of this rank may be begun or added to, or None (MAC-16, TR-8)."""
    if rank in ctx.dead:
        return Refusal("meld.dead_rank", {"rank": rank})
    return None


def wild_problem(rules: RuleSet, ctx: LayContext, rank: str, naturals_after: int, wilds_before: int,
                 new: bool) -> Refusal | None:
    """Why wild cards may not join this meld in this action, or None (MAC-12..15, TR-4, TR-12).

    ``naturals_after``: the meld's natural cards once this action's naturals are laid too."""
    if rank == WILD_MELD or not rules.restricts_laying:  # Classic: wild cards join any meld they fit
        return None
    if ctx.wild_meld_pending:
        return Refusal("wilds.wild_meld_first")
    if rules.sevens_clean_only and rank == "7":
        return Refusal("wilds.sevens_clean")
    if rules.aces_mixed_only_in_initial_meld and rank == "A":
        if ctx.opening and new:
            return None  # mixed aces may be laid as part of the first meld (MAC-14)
        if not wilds_before:
            return Refusal("wilds.aces_only_in_first_meld")
    if ctx.opening and new:
        return None  # MAC-12 (a)
    if rules.rule_of_five and naturals_after < FIVE_NATURALS:
        return Refusal("wilds.rule_of_five")
    return None


def wild_problem_key(ctx: LayContext, rank: str) -> tuple[bool, bool, str]:
    """All that ``wild_problem`` reads of the context and the rank, as a memo key: the same key, the same
    answers (the rules' part is the memo's own, memo.py)."""
    return ctx.opening, ctx.wild_meld_pending, rank if rank in _RANKS_OF_THEIR_OWN else ""


_RANKS_OF_THEIR_OWN = frozenset({"7", "A", WILD_MELD})  # the ranks wild_problem names


def mixed_aces_barred(game: GameState, rank: str, side: int) -> bool:
    """TR-3: a side whose aces were laid mixed (in its first meld) may not take a pile topped by an ace."""
    aces = game._melds[side].get("A")
    return bool(game._rules.mixed_aces_cannot_take_ace_pile and rank == "A" and aces
                and not WILD_FACES.isdisjoint(aces))
