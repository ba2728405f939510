"""How good a (sampled, complete) position is for one side, in points: the search's cut-off judgement."""

from __future__ import annotations

from game.core import Game, hand_penalty

from .melding import table_points

# Cards in hand count against their holder if the hand ended now; it rarely ends at once, so the
# liability is weighed down, and cards that belong together are worth what they will become.
HAND_LIABILITY = 0.5
PAIR_WORTH = 15.0  # a natural pair in hand can take a frozen pile
MELDABLE_WORTH = 0.8  # share of its value a card keeps when it joins a meld of its side
WILD_IN_HAND_WORTH = 25.0  # a wild card in hand closes a canasta or freezes a pile when needed
# A hand that ends the game is judged by who won it more than by its points: the margin no longer matters.
GAME_WON_WORTH = 1000.0


def hand_worth(game: Game, seat: int) -> float:
    """What a hand is worth while the game goes on: groups and wild cards count for, strays against."""
    values = game.values
    melds = game.melds[game.side_of(seat)]
    hand = game.hands[seat]
    worth = 0.0
    for rank, cards in hand.by_rank.items():
        value = sum(values[c] for c in cards)
        if rank in melds or len(cards) >= 3:
            worth += MELDABLE_WORTH * value + 5.0 * len(cards)
        elif len(cards) == 2:
            worth += PAIR_WORTH - HAND_LIABILITY * value
        else:
            worth -= HAND_LIABILITY * value
    wilds = len(hand.jokers) + len(hand.twos)
    worth += wilds * WILD_IN_HAND_WORTH - HAND_LIABILITY * sum(values[c] for c in (*hand.jokers, *hand.twos))
    worth -= HAND_LIABILITY * hand_penalty(game, hand.black_threes)  # doubling each, where VV-16 says so
    return worth


def side_worth(game: Game, side: int) -> float:
    """The table's points, a penalty for not being open yet, and what the side's hands are worth."""
    total = table_points(game, side)
    if not game.melds[side]:  # an unopened side has a long way to go: as far as the partner nearest to opening
        total -= 2.0 * min(game.opening_minimum(seat) for seat in game.seats_of(side))
    for seat in game.seats_of(side):
        total += hand_worth(game, seat)
    return total


def evaluate(game: Game, seat: int, standing: bool = False) -> float:
    """The seat's side's worth minus the best rival's; a finished hand counts its real score, and a finished
    game its result.  Rivals are the other sides at play this hand: not a partner who keeps his own score
    (three players, two against one), nor a player sitting the hand out (five players).  With ``standing``
    the hand is added to the game's scores first, and the rival is the one nearest then, a player sitting out
    among them: where three or more sides play, a point for a rival far behind matters less than one for the
    leader."""
    if standing:
        return _standing_margin(game, seat)
    side = game.side_of(seat)  # asked at the end: a partnership may have formed during the playout
    playing = game.seats_from(game.to_act)
    totals: list[float]  # a hand's real scores (ints), or the sides' worth while it goes on
    if game.rules.scores_by_seat and game.round_scores is not None:
        totals = [parts["total"] for parts in game.round_scores]
        ours, rivals = totals[seat], [totals[s] for s in playing if game.side_of(s) != side]
        own_index = seat
    else:
        sides = {game.side_of(s) for s in playing}
        totals = ([parts["total"] for parts in game.round_scores] if game.round_scores is not None
                  else [side_worth(game, s) if s in sides else 0.0 for s in range(game.side_count)])
        ours, rivals = totals[side], [totals[s] for s in sides if s != side]
        own_index = side
    margin = ours - max(rivals)
    return margin + _game_result(game, own_index)


def _standing_margin(game: Game, seat: int) -> float:
    """The game's scores with this hand added (its worth while it goes on): the seat's less the nearest
    rival's.  A partner of this hand scores what the seat scores, so he is no rival in it."""
    side = game.side_of(seat)
    playing = set(game.seats_from(game.to_act))
    by_seat = game.rules.scores_by_seat
    standings = [float(score) for score in game.scores]
    if game.round_scores is None:  # once the hand is over its scores are in the game's already
        worths = {s: side_worth(game, s) for s in {game.side_of(p) for p in playing}}
        for i in range(len(standings)):
            if by_seat:
                standings[i] += worths[game.side_of(i)] if i in playing else 0.0
            else:
                standings[i] += worths.get(i, 0.0)
    if by_seat:
        own_index = seat
        rivals = [s for s in range(len(standings)) if s not in playing or game.side_of(s) != side]
    else:
        own_index = side
        rivals = [s for s in range(len(standings)) if s != side]
    margin = standings[own_index] - max(standings[r] for r in rivals)
    return margin + _game_result(game, own_index)


def _game_result(game: Game, own_index: int) -> float:
    if game.phase == "game_over" and game.winner is not None:
        return GAME_WON_WORTH if game.winner == own_index else -GAME_WON_WORTH
    return 0.0
