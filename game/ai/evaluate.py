"""How good a (sampled, complete) position is for one side, in points: the search's cut-off judgement."""

from __future__ import annotations

from game.core import Game
from game.core.cards import WILD_FACES

from .melding import progress_worth

# Cards in hand count against their holder if the hand ended now; it rarely does, so weigh them down.
HAND_LIABILITY = 0.5
# A natural pair in hand can take a frozen pile: a real asset while the hand goes on.
PAIR_WORTH = 12.0


def side_worth(game: Game, side: int) -> float:
    r, values = game.rules, game.values
    total = 0.0
    for meld in game.melds[side].values():
        total += sum(values[c] for c in meld)
        if len(meld) >= r.canasta_size:
            total += r.natural_canasta_bonus if not any(c in WILD_FACES for c in meld) else r.mixed_canasta_bonus
        else:
            total += progress_worth(len(meld), r.canasta_size)
    total += r.red_three_value * len(game.red_threes[side])
    if not game.melds[side]:
        total -= 2.0 * game.initial_meld_minimum(side)  # an unopened side has a long way to go
    for seat in game.seats_of(side):
        hand = game.hands[seat]
        total -= HAND_LIABILITY * sum(values[c] for c in hand)
        total += PAIR_WORTH * sum(1 for cards in hand.by_rank.values() if len(cards) >= 2)
    return total


def evaluate(game: Game, side: int) -> float:
    """Our side's worth minus the best opposing side's; a finished hand counts its real score."""
    if game.round_scores is not None:
        totals = [parts["total"] for parts in game.round_scores]
    else:
        totals = [side_worth(game, s) for s in range(game.side_count)]
    return totals[side] - max(t for s, t in enumerate(totals) if s != side)
