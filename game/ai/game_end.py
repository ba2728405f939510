"""Whether going out now ends the game, and who leads when it does.

Going out ends the hand, and the hand's scores may end the game: a side that reaches the target by going out
while another side ends higher has thrown the game away.  Staying in is then its only chance, however small.
The hand's scores are estimated as the engine would count them: the tables by ``table_score``, the cards a
player still holds by ``hand_penalty`` where they are known and at ``UNSEEN_CARD_POINTS`` each where they are
not, the cards of the player going out at their values in the same way, and the bonus for going out concealed
where the engine's own rule (``Game.is_concealed_going_out``) calls the way out so.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Card, Group, hand_penalty, table_score

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
        total += r.concealed_going_out_bonus if _goes_out_concealed(k, side, groups) else r.going_out_bonus
    return total


def _goes_out_concealed(k: Knowledge, side: int, groups: Sequence[Group]) -> bool:
    """Whether the engine would call the way out concealed.  The partner answering the question does not know
    the asker's melds yet: a side with no meld on the table can go out only by laying a canasta of its own
    now, which the engine's rule is asked about; one with melds is taken to lay onto them."""
    g = k.game
    laying: dict[str, list[Card]] = {}
    for group in groups:
        laying.setdefault(group.target_rank, []).extend(group.cards)
    if not groups and g.phase == "answer" and not g.melds[side]:
        laying = {"K": ["KS"] * g.rules.canasta_size}  # any rank: the side holds none
    return g.is_concealed_going_out(laying)


def _laid_out(k: Knowledge, side: int, seat: int, groups: Sequence[Group]) -> float:
    """What the cards of the player going out add to his side's table: his hand but the last discard, the
    canastas the way out closes, less the penalties of the melds it starts and cannot finish."""
    g = k.game
    points = _held_points(k, seat, going_out=True)
    melds = g.melds[side]
    for group in groups:
        rank = group.target_rank or ""
        cards = [*melds.get(rank, ()), *group.cards]
        if len(melds.get(rank, ())) < g.rules.canasta_size <= len(cards):
            points += closed_bonus(g, rank, cards)
    if g.rules.incomplete_meld_penalties and groups:
        points -= pending_penalty(g, side, groups) - pending_penalty(g, side)
    return points


def _held_points(k: Knowledge, seat: int, going_out: bool = False) -> float:
    """What the cards a player holds count, known cards as the engine counts them and the others at
    ``UNSEEN_CARD_POINTS`` each: for a player who stays in, what they would cost his side (``hand_penalty``);
    for the player going out, what they add to its table, laid out at their values but for the last discard
    (one unseen card, or the lowest known one)."""
    g = k.game
    known: list[Card] = list(g.hands[seat] if seat == k.seat else k.known_cards(seat))
    hidden = max(len(g.hands[seat]) - len(known), 0)
    if not going_out:
        return float(hand_penalty(g, known)) + UNSEEN_CARD_POINTS * hidden
    if hidden:
        hidden -= 1
    elif known:
        known.remove(min(known, key=g.values.__getitem__))
    return float(sum(g.values[c] for c in known)) + UNSEEN_CARD_POINTS * hidden
