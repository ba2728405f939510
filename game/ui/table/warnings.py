"""Warnings before a legal move that costs the player's side dearly and that he may not foresee.

Judged from the player's view alone: the move is played on a game consistent with it (``sample_game``),
and only what depends on nothing hidden is read from the result (the side's unfinished melds).  No pygame.
"""

from __future__ import annotations

from game.core import WILD_FACES, WILD_MELD, GameView, Move

# The unfinished melds a variant penalises (MAC-35: RuleSet.incomplete_meld_penalties), as players name them.
KINDS = {"wild": "wild cards", "sevens": "sevens", "pure_aces": "aces"}


def _and(words: list[str]) -> str:
    """"sevens (4)", "sevens (4) and aces (5)", "wild cards (3), sevens (4) and aces (5)"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def going_out_cost(view: GameView, move: Move, score_index: int) -> str | None:
    """If ``move`` goes out while the side's unfinished melds cost it points, the sentence that says how much
    and which ("Going out now costs your side 5000 for unfinished melds: your sevens (4) are unfinished.");
    else None.  A move the rules refuse is no warning's business: None."""
    penalties = dict(view.rules.incomplete_meld_penalties)
    if not penalties or view.to_act != view.seat:
        return None
    game = view.sample_game()
    if game.refusal(move) is not None:
        return None
    game.apply(move)
    if game.went_out != view.seat or not game.round_scores:
        return None
    cost = game.round_scores[score_index].get("penalties", 0)
    if cost >= 0:
        return None
    melds = game.melds[game.side_of(view.seat)]
    unfinished = []
    for rank, cards in melds.items():
        kind = "wild" if rank == WILD_MELD else "sevens" if rank == "7" else (
            "pure_aces" if rank == "A" and not any(c in WILD_FACES for c in cards) else None)
        if kind in penalties and len(cards) < view.rules.canasta_size:
            unfinished.append(f"{KINDS[kind]} ({len(cards)})")
    which = f": your {_and(unfinished)} are unfinished" if unfinished else ""  # every kind's name is a plural
    return f"Going out now costs your side {-cost} for unfinished melds{which}."
