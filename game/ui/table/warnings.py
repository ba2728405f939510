"""Warnings before a legal move that costs the player's side dearly and that he may not foresee: going out
into penalties for unfinished melds, or while red threes count against the side.

Judged from the player's view alone: the move is played on a game consistent with it (``sample_game``),
and only what depends on nothing hidden is read from the result (the side's melds and threes).  No pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core import WILD_FACES, Card, Discard, GameView, Meld, Move, Take, special_meld_kind

# The unfinished melds a variant penalises (MAC-35: RuleSet.incomplete_meld_penalties), as players name them.
KINDS = {"wild": "wild cards", "sevens": "sevens", "pure_aces": "aces"}


def _and(words: list[str]) -> str:
    """"sevens (4)", "sevens (4) and aces (5)", "wild cards (3), sevens (4) and aces (5)"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def going_out_cost(view: GameView, move: Move, score_index: int) -> str | None:
    """If ``move`` goes out while the side's table costs it points, the sentences that say how much and why:
    unfinished melds a variant penalises ("Going out now costs your side 5000 for unfinished melds: your
    sevens (4) are unfinished."), red threes that count against the side when the hand ends now; else None.
    A move the rules refuse is no warning's business: None."""
    if view.to_act != view.seat or not isinstance(move, Discard | Meld | Take):
        return None
    laid = 1 if isinstance(move, Discard) else sum(len(group.cards) for group in move.groups)
    if not isinstance(move, Take) and len(view.hand) > laid:
        return None  # cards stay in hand: no going out, and no game to build to find it out
    game = view.sample_game()
    if game.refusal(move) is not None:
        return None
    game.apply(move)
    if game.went_out != view.seat or not game.round_scores:
        return None
    score = game.round_scores[score_index]
    found = [_penalties(view, game.melds[game.side_of(view.seat)], -score.get("penalties", 0)),
             _threes(view, -score.get("red_threes", 0))]
    return " ".join(sentence for sentence in found if sentence) or None


def _penalties(view: GameView, melds: Mapping[str, Sequence[Card]], cost: int) -> str | None:
    penalties = dict(view.rules.incomplete_meld_penalties)
    if cost <= 0 or not penalties:
        return None
    unfinished = []
    for rank, cards in melds.items():
        kind = special_meld_kind(view.rules, rank, len(cards), sum(c in WILD_FACES for c in cards))
        if kind in penalties:
            unfinished.append(f"{KINDS[kind]} ({len(cards)})")
    which = f": your {_and(unfinished)} are unfinished" if unfinished else ""  # every kind's name is a plural
    return f"Going out now costs your side {cost} for unfinished melds{which}."


def _threes(view: GameView, cost: int) -> str | None:
    if cost <= 0:
        return None
    why = ": a red three counts for you only with a canasta of its own" \
        if view.rules.red_three_sign_rule == "one_canasta_per_three" else ""
    return f"Going out now, your red threes count {cost} against you{why}."
