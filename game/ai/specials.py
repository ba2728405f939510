"""Melds the rules score apart (MAC-35): sevens, clean aces and wild cards earn a huge bonus once they are
canastas and cost a huge penalty while they are not; three or more of some ranks cost a penalty when they
are left in a hand; and without a canasta a side's melded cards count against it.

Everything here reads the RuleSet's options (``incomplete_meld_penalties``, ``hand_rank_hoard_penalty``,
``melded_cards_negative_without_canasta``, the canasta bonuses), never a preset's name, and only public
cards and the hand of the seat that asks: it serves the heuristics (a view) and the search's judgement of
a sampled world alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from game.core import (
    BLACK_THREES,
    WILD_FACES,
    WILD_MELD,
    Card,
    Game,
    Group,
    RuleSet,
    canasta_count,
    closed_canasta_bonus,
    hand_penalty,
    special_meld_kind,
    unfinished_penalty,
)

from .levels import Level

# A card that lies in a hand of the side's partner reaches the meld almost surely; one in an opponent's
# hand hardly ever (he would have to throw it, and the pile is taken only with a pair).
PARTNER_DELIVERS = 0.85
OPPONENT_DELIVERS = 0.05
# Rounds of play left, by how near the nearest side is to going out (canastas it still lacks: 0, 1, more).
ROUNDS_LEFT = (2.0, 5.0, 9.0)


def penalty_kind(game: Game, rank: str, cards: Sequence[Card]) -> str | None:
    """"sevens", "pure_aces" or "wild" for a meld whose rules put a penalty on leaving it unfinished.  Which
    kind a meld is, is the core's rule (special_meld_kind); the core names it only while the meld is
    unfinished, so a closed canasta is asked about as one card short: it keeps its kind, by which
    meld_outlook weighs its bonus."""
    r = game.rules
    if not r.incomplete_meld_penalties:
        return None
    unfinished = min(len(cards), r.canasta_size - 1)
    kind = special_meld_kind(r, rank, unfinished, sum(c in WILD_FACES for c in cards))
    return kind if kind is not None and any(k == kind for k, _ in r.incomplete_meld_penalties) else None


def unfinished_penalty_of(game: Game, kind: str) -> int:
    return dict(game.rules.incomplete_meld_penalties).get(kind, 0)


def closed_bonus(game: Game, rank: str, cards: Sequence[Card]) -> int:
    """The bonus of the canasta these cards will make (the core's closed_canasta_bonus); a meld of wild cards
    not yet closed is counted at the least a wild canasta may earn, since its last cards are not known."""
    r = game.rules
    if rank == WILD_MELD and len(cards) < r.canasta_size:
        return _least_wild_bonus(r)
    return closed_canasta_bonus(r, rank, cards)


def _least_wild_bonus(r: RuleSet) -> int:
    bonus = r.wild_canasta_bonus
    if isinstance(bonus, tuple):
        return min(points for _, points in bonus)
    return bonus or 0


def copies_in_deck(game: Game, rank: str) -> int:
    r = game.rules
    return r.deck_count * (4 + r.jokers_per_pack) if rank == WILD_MELD else r.deck_count * 4


def _matches(card: Card, rank: str) -> bool:
    return card in WILD_FACES if rank == WILD_MELD else card[0] == rank and card not in WILD_FACES


def draws_left(game: Game) -> float:
    """About how many stock cards will still be drawn this hand: the stock, cut short when some side has
    (nearly) the canastas it needs to go out."""
    r = game.rules
    need = r.canastas_to_go_out
    lacking = min(max(0, need - canasta_count(r, melds)) for melds in game.melds)
    rounds = ROUNDS_LEFT[min(lacking, 2)]
    players = len(game.seats_from(game.to_act))
    return min(float(len(game.stock)), rounds * players * r.stock_draw_count)


def plays_again(game: Game, seat: int) -> bool:
    """Whether ``seat`` has a turn's melding still ahead this hand, as far as the stock goes: the rest of this
    turn while it is still to draw, else a next turn if the stock lasts until its draw.  An empty stock ends
    the hand unless the pile is taken (C-STOCK-2, MAC-32), which is not counted on."""
    order = game.seats_from(game.to_act)
    if seat not in order:
        return False  # sitting this hand out
    drawing = game.phase == "draw"
    if seat == game.to_act and drawing:
        return True
    # the players who draw before the seat's next draw: from the one to act (if he has yet to) on
    before = (order.index(seat) or len(order)) - (0 if drawing else 1)
    return len(game.stock) > before * game.rules.stock_draw_count


def _side_draws(game: Game, side: int) -> float:
    """The share of the stock cards still to be drawn (``draws_left``) that the side's players draw, in turn
    order from the player to act: near the stock's end it is not the side's share of the seats."""
    order = game.seats_from(game.to_act)
    draws = int(draws_left(game))
    if draws <= 0:
        return 0.0
    per_turn = game.rules.stock_draw_count
    first = 0 if game.phase == "draw" else 1  # the player to act has drawn already
    turns = [game.side_of(order[(first + i) % len(order)]) == side for i in range(len(order))]
    rounds, rest = divmod(draws, per_turn * len(order))  # whole rounds of the table, then the turns of the last
    ours = rounds * per_turn * sum(turns) + sum(per_turn for i in range(rest // per_turn) if turns[i])
    if rest % per_turn and turns[rest // per_turn]:
        ours += rest % per_turn
    return ours / draws


def finish_chance(game: Game, side: int, rank: str, size: int, viewer: int | None, laying: int = 0,
                  taking: bool = False) -> float:
    """The chance that the side's meld of ``rank`` grows from ``size`` to a canasta before the hand ends.

    Copies not on the table nor in the pile lie in hands or in the stock; the viewer's own hand is known
    (its copies count for his side, against another), every other place holds a share of the rest.  A
    copy reaches the side if a partner holds it, or if the side draws it from the stock in time.  ``laying``
    copies of the viewer's hand are counted in ``size`` already (a meld being weighed); ``taking``: the
    meld is the viewer's take of the pile, its top card counted in ``size``, the cards under it his."""
    need = game.rules.canasta_size - size
    if need <= 0:
        return 1.0
    public = sum(1 for melds in game.melds for m in melds.values() for c in m if _matches(c, rank))
    public += sum(1 for c in game.pile if _matches(c, rank))
    taken = 0  # copies under the pile's top card that the viewer's take brings into his hand
    if taking and viewer is not None and game.pile:
        taken = sum(1 for c in game.pile[:-1] if _matches(c, rank))
        public -= taken + _matches(game.pile[-1], rank)
    sure = 0
    held_elsewhere = 0
    if viewer is not None:
        mine = sum(1 for c in game.hands[viewer] if _matches(c, rank)) - laying + taken
        if game.side_of(viewer) == side and plays_again(game, viewer):
            sure = mine
        else:
            held_elsewhere = mine
    hidden = copies_in_deck(game, rank) - public - laying - sure - held_elsewhere
    for seat, cards in enumerate(game.known):  # cards seen taken with the pile
        if seat == viewer:
            continue
        n = sum(1 for c in cards if _matches(c, rank))
        hidden -= n
        if game.side_of(seat) == side:
            sure += n
    need -= sure
    if need <= 0:
        return 1.0
    if hidden < need:
        return 0.0
    return _at_least(hidden, need, _delivery_chance(game, side, viewer))


def _delivery_chance(game: Game, side: int, viewer: int | None) -> float:
    """The chance that one hidden copy of a rank ends up with ``side``."""
    stock = len(game.stock)
    ours = theirs = stuck = 0  # stuck: held by a partner who will not play again (the stock runs out first)
    for seat in game.seats_from(game.to_act):
        if seat == viewer:
            continue
        held = len(game.hands[seat]) - len(game.known[seat])
        if game.side_of(seat) != side:
            theirs += held
        elif plays_again(game, seat):
            ours += held
        else:
            stuck += held
    total = stock + ours + theirs + stuck
    if total <= 0:
        return 0.0
    drawn = min(1.0, draws_left(game) * _side_draws(game, side) / stock) if stock else 0.0
    return (stock * drawn + ours * PARTNER_DELIVERS + theirs * OPPONENT_DELIVERS) / total


def _at_least(n: int, m: int, q: float) -> float:
    """P(X >= m) for X ~ Binomial(n, q)."""
    if m <= 0:
        return 1.0
    if q <= 0.0:
        return 0.0
    if q >= 1.0:
        return 1.0
    term = (1 - q) ** n  # P(X = 0)
    below = 0.0
    for i in range(m):
        below += term
        term *= (n - i) / (i + 1) * q / (1 - q)
    return max(0.0, 1.0 - below)


def meld_outlook(game: Game, side: int, rank: str, cards: Sequence[Card],
                 viewer: int | None, laying: int = 0, taking: bool = False) -> float | None:
    """What a penalised kind of meld, or a meld of wild cards, is worth, counting its canasta bonus: the bonus
    if it is finished, else the bonus it may still earn against the penalty it may still cost (none for wild
    cards where the rules set none: VV-11, VV-16).  None for other melds."""
    kind = penalty_kind(game, rank, cards)
    if kind is None and rank != WILD_MELD:
        return None
    bonus = closed_bonus(game, rank, cards)
    if len(cards) >= game.rules.canasta_size:
        return float(bonus)
    chance = finish_chance(game, side, rank, len(cards), viewer, laying, taking)
    return chance * bonus - (1.0 - chance) * (unfinished_penalty_of(game, kind) if kind else 0)


def pending_penalty(game: Game, side: int, adding: Sequence[Group] = ()) -> int:
    """What the side's unfinished penalised melds would cost if the hand ended now (the core's
    unfinished_penalty), with the groups ``adding`` laid first."""
    melds: dict[str, list[Card]] = {rank: list(cards) for rank, cards in game.melds[side].items()}
    for group in adding:
        melds.setdefault(group.target_rank or "", []).extend(group.cards)
    return unfinished_penalty(game.rules, melds)


def end_is_near(game: Game) -> float:
    """How likely the hand is to end before this seat's next turn or two: 0 to 1."""
    r = game.rules
    if len(game.stock) <= 2 * len(game.seats_from(game.to_act)) * r.stock_draw_count:
        return 0.8
    for seat in game.seats_from(game.to_act):
        side = game.side_of(seat)
        if canasta_count(r, game.melds[side]) >= r.canastas_to_go_out and len(game.hands[seat]) <= 4:
            return 0.6
    if any(canasta_count(r, melds) >= r.canastas_to_go_out for melds in game.melds):
        return 0.35
    return 0.1


def hoard_penalty(game: Game, rank: str) -> int:
    """What three or more cards of this rank left in one hand cost (MAC-35.6), 0 where nothing."""
    return dict(game.rules.hand_rank_hoard_penalty).get(rank, 0)


def black_threes_cost(game: Game, seat: int, added: int) -> float:
    """What ``added`` more black threes in the seat's hand are likely to cost where each one left in a hand
    doubles the penalty (VV-16): one is thrown a turn, so those beyond the seat's turns left stay in hand."""
    if game.rules.black_three_in_hand_scoring != "progressive_negative" or not added:
        return 0.0
    held = len(game.hands[seat].black_threes)  # the hand's own index of them
    turns = int(draws_left(game) / (len(game.seats_from(game.to_act)) * game.rules.stock_draw_count))
    three = next(iter(BLACK_THREES))
    def left(count: int) -> int:
        return hand_penalty(game, [three] * max(0, count - turns))
    return float(left(held + added) - left(held))


def wild_keep(game: Game, level: Level) -> float:
    """What a wild card in hand is worth keeping: the level's weight, and where the rules score a canasta of
    wild cards apart and leave an unfinished one unpunished (VV-11, VV-16), its share of that canasta's
    bonus, by how many wild cards each player may hope for (eight packs hold twelve for each of four).
    Measured in Verschärft against normal: weight 60 won 28.7% of 240 games, 180 43.8%, 250 45.4%, 400 41.2%."""
    return _wild_keep(game.rules, level)


@cache
def _wild_keep(r: RuleSet, level: Level) -> float:
    if not (level.rules_sense and r.wild_card_melds) or any(kind == "wild" for kind, _ in r.incomplete_meld_penalties):
        return level.wild_keep
    wilds_each = r.deck_count * (4 + r.jokers_per_pack) / r.player_count  # the twos and the jokers
    reach = min(1.0, wilds_each / r.canasta_size)
    return level.wild_keep + _least_wild_bonus(r) / r.canasta_size * reach
