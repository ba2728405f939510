"""How good a (sampled, complete) position is for one side, in points: the search's cut-off judgement."""

from __future__ import annotations

from game.core import Game, hand_penalty

from .levels import JUDGE_HANDS, HandJudgement
from .melding import table_points

# A hand that ends the game is judged by who won it more than by its points: the margin no longer matters.
GAME_WON_WORTH = 1000.0


def hand_worth(game: Game, seat: int, judge: HandJudgement = JUDGE_HANDS) -> float:
    """What a hand is worth while the game goes on: groups and wild cards count for, strays against."""
    values = game.values
    melds = game.melds[game.side_of(seat)]
    hand = game.hands[seat]
    liability = judge.hand_liability
    worth = 0.0
    for rank, cards in hand.by_rank.items():
        value = sum(values[c] for c in cards)
        if rank in melds or len(cards) >= 3:
            worth += judge.meldable_worth * value + 5.0 * len(cards)
        elif len(cards) == 2:
            worth += judge.pair_worth - liability * value
        else:
            worth -= liability * value
    wilds = len(hand.jokers) + len(hand.twos)
    worth += wilds * judge.wild_worth - liability * sum(values[c] for c in (*hand.jokers, *hand.twos))
    worth -= liability * hand_penalty(game, hand.black_threes)  # doubling each, where VV-16 says so
    return worth


def side_worth(game: Game, side: int, judge: HandJudgement = JUDGE_HANDS) -> float:
    """The table's points, a penalty for not being open yet, and what the side's hands are worth."""
    total = table_points(game, side)
    if not game.melds[side]:  # an unopened side has a long way to go: as far as the partner nearest to opening
        total -= 2.0 * min(game.opening_minimum(seat) for seat in game.seats_of(side))
    for seat in game.seats_of(side):
        total += hand_worth(game, seat, judge)
    return total


def evaluate(game: Game, seat: int, standing: bool = False, judge: HandJudgement = JUDGE_HANDS) -> float:
    """The seat's side's worth minus the best rival's; a finished hand counts its real score, and a finished
    game its result.  Rivals are the other sides at play this hand: not a partner who keeps his own score
    (three players, two against one), nor a player sitting the hand out (five players).  With ``standing``
    the hand is added to the game's scores first, and the rival is the one nearest then, a player sitting out
    among them: where three or more sides play, a point for a rival far behind matters less than one for the
    leader."""
    if standing:
        return _standing_margin(game, seat, judge)
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
                  else [side_worth(game, s, judge) if s in sides else 0.0 for s in range(game.side_count)])
        ours, rivals = totals[side], [totals[s] for s in sides if s != side]
        own_index = side
    margin = ours - max(rivals)
    return margin + _game_result(game, own_index)


def _standing_margin(game: Game, seat: int, judge: HandJudgement) -> float:
    """The game's scores with this hand added (its worth while it goes on): the seat's less the nearest
    rival's.  A partner of this hand scores what the seat scores, so he is no rival in it."""
    side = game.side_of(seat)
    playing = set(game.seats_from(game.to_act))
    by_seat = game.rules.scores_by_seat
    standings = [float(score) for score in game.scores]
    if game.round_scores is None:  # once the hand is over its scores are in the game's already
        worths = {s: side_worth(game, s, judge) for s in {game.side_of(p) for p in playing}}
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
