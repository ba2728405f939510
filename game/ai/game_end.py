"""Whether going out now ends the game, and who leads when it does.

Going out ends the hand, and the hand's scores may end the game: a side that reaches the target by going out
while another side ends higher has thrown the game away.  Staying in is then its only chance, however small.
The hand's scores are estimated as the engine would count them (``table_score``), with the cards a player still
holds counted at their values where they are known and at ``UNSEEN_CARD_POINTS`` each where they are not.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Group, table_score

from .knowledge import Knowledge
from .specials import closed_bonus, pending_penalty

# A hidden card in a hand, on average (Classic: 108 cards worth about 1,200 points, red threes aside).
UNSEEN_CARD_POINTS = 10.0


def going_out_ends_game(k: Knowledge, out_seat: int, groups: Sequence[Group] = ()) -> str | None:
    """If ``out_seat`` went out now, laying ``groups`` first: "won" when the game would end with this
    seat's score ahead of everyone's, "lost" when it would end with someone else ahead or level, None when
    the game would go on (or the rules are scored in ways this estimate does not follow)."""
    g = k.game
    r = g.rules
    if r.target_score is None or r.side_structure == "temporary_partnership":
        return None
    out_side = g.side_of(out_seat)
    hand_sides = {g.side_of(seat) for seat in range(r.player_count)}
    totals = {side: _hand_total(k, side, out_seat, groups if side == out_side else ()) for side in hand_sides}
    if r.scores_by_seat:
        finals = [g.scores[seat] + totals[g.side_of(seat)] for seat in range(r.player_count)]
        mine = k.seat
    else:
        finals = [g.scores[side] + totals.get(side, 0.0) for side in range(len(g.scores))]
        mine = k.side
    if max(finals) < r.target_score:
        return None
    return "won" if all(finals[mine] > score for i, score in enumerate(finals) if i != mine) else "lost"


def _hand_total(k: Knowledge, side: int, out_seat: int, groups: Sequence[Group]) -> float:
    """The side's score for this hand, were ``out_seat`` to go out now."""
    g = k.game
    r = g.rules
    total = float(table_score(g, side))
    for seat in g.seats_of(side):
        if seat == out_seat:
            total += _laid_out(k, side, seat, groups)
        else:
            total -= _held_points(k, seat)
    if g.side_of(out_seat) == side:
        total += r.going_out_bonus if g.melds[side] or groups else r.concealed_going_out_bonus
    return total


def _laid_out(k: Knowledge, side: int, seat: int, groups: Sequence[Group]) -> float:
    """What the cards of the player going out add to his side's table: his hand but the last discard, the
    canastas the way out closes, less the penalties of the melds it starts and cannot finish."""
    g = k.game
    hand = g.hands[seat]
    if seat == k.seat:
        values = [g.values[c] for c in hand]
        points = float(sum(values) - (min(values) if values else 0))
    else:
        points = UNSEEN_CARD_POINTS * max(len(hand) - 1, 0)
    melds = g.melds[side]
    for group in groups:
        rank = group.target_rank or ""
        cards = [*melds.get(rank, ()), *group.cards]
        if len(melds.get(rank, ())) < g.rules.canasta_size <= len(cards):
            points += closed_bonus(g, rank, cards)
    if g.rules.incomplete_meld_penalties and groups:
        points -= pending_penalty(g, side, groups) - pending_penalty(g, side)
    return points


def _held_points(k: Knowledge, seat: int) -> float:
    """What the cards a player still holds would cost his side: known cards at their values."""
    g = k.game
    if seat == k.seat:
        return float(sum(g.values[c] for c in g.hands[seat]))
    known = list(k.known_cards(seat))
    hidden = max(len(g.hands[seat]) - len(known), 0)
    return float(sum(g.values[c] for c in known)) + UNSEEN_CARD_POINTS * hidden
