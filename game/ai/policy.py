"""The heuristic player: rates every legal move with the level's heuristics and picks the best.

``rate_moves`` is shared with the search, which compares the policy's best few moves by playing them out.
"""

from __future__ import annotations

from game.core import (
    WILD_FACES,
    Answer,
    Ask,
    Discard,
    Draw,
    EndTurn,
    Group,
    Lay,
    Meld,
    Move,
    Special,
    Take,
    going_out_plan,
)

from .discards import discard_cost, keep_value, takes_make_lone
from .knowledge import Knowledge
from .levels import Level
from .melding import groups_gain, opening_worth, pile_take_worth, should_go_out, table_worth, thin_hand_cost
from .special_aim import discard_loss, keeps_three_for_straight, prospect
from .specials import hoard_penalty

# Ratings of the play phase: going out (once decided) above everything; melds worth making above any
# discard, because a discard ends the turn; an unwanted question below everything.
GOING_OUT = 5000.0
MELD_FIRST = 100.0
NEVER = -1e6
# A three laid out at once is worth points and a fresh card, unless it is kept for a straight (MAC-9).
LAY_THREE = 3 * GOING_OUT
SPECIAL_HAND = 4 * GOING_OUT  # a special hand ends the hand with 2000 to 3000 points (MAC-33)


class NoMove(ValueError):
    """The engine lists no legal move for the seat to act."""


def choose_move(k: Knowledge, level: Level) -> Move:
    rated = rate_moves(k, level)
    if not rated:
        raise NoMove(f"no legal move for seat {k.game.to_act} in phase {k.game.phase!r}")
    return max(rated, key=lambda pair: pair[1])[0]


def rate_moves(k: Knowledge, level: Level) -> list[tuple[Move, float]]:
    """Every legal move (and a planned way out, if the level takes it) with the level's rating."""
    g = k.game
    moves = g.legal_moves()
    if g.phase == "answer":
        yes = answer_go_out(k, level)
        return [(m, 1.0 if m == Answer(yes) else 0.0) for m in moves]
    if g.phase == "draw":
        return [(m, _rate_draw_phase(k, m, level)) for m in moves]
    return _rate_play_phase(k, moves, level)


# -- the draw phase ---------------------------------------------------------------------------------
def _rate_draw_phase(k: Knowledge, move: Move, level: Level) -> float:
    if isinstance(move, Draw):
        return level.take_bar
    if isinstance(move, Lay):
        return _rate_lay(k, move, level)
    assert isinstance(move, Take)
    cards_laid = sum(len(gr.cards) for gr in move.groups)
    if level.pile_sense == "always":
        return 1000.0 + cards_laid
    pile = len(k.game.pile)
    if level.pile_sense == "size":
        wilds = _wilds_in(move.groups)
        return (8.0 * pile if wilds == 0 or pile >= 5 else 0.0) + cards_laid - 20.0 * wilds
    # the top card and what goes with it are laid at once: they count as a meld
    worth = pile_take_worth(k, level) + groups_gain(k, move.groups, level)
    if not k.my_melds:
        worth += opening_worth(k)
    if level.special_aim and not k.my_melds:
        worth -= level.special_aim * prospect(k)  # the pile is taken with a meld: no special hand then
    if level.rules_sense and takes_make_lone(k):
        worth -= level.lone_cost  # alone against two, who pool their melds: the lone player seldom wins
    return worth


def _rate_lay(k: Knowledge, move: Lay, level: Level) -> float:
    """Threes go out at once, but for the last one where a straight needs it (MAC-9): then every other
    move comes first, and the engine makes the player lay it when his side melds (MAC-9d)."""
    if level.special_aim and keeps_three_for_straight(k, move.card):
        return NEVER
    return LAY_THREE


def _wilds_in(groups: tuple[Group, ...]) -> int:
    return sum(1 for gr in groups for c in gr.cards if c in WILD_FACES)


# -- the play phase ---------------------------------------------------------------------------------
def _rate_play_phase(k: Knowledge, moves: list[Move], level: Level) -> list[tuple[Move, float]]:
    g = k.game
    hand = g.hands[k.seat]
    rated: list[tuple[Move, float]] = []
    plan = going_out_plan(g)
    going_out = plan is not None and (g.turn.asked == "yes" or should_go_out(k, level))
    if going_out and plan is not None:
        asking = Ask() in moves and level.asks_partner and _partner_is_heavy(k, level)
        if asking:
            rated.append((Ask(), GOING_OUT))
        elif plan.groups:
            rated.append((Meld.of(*plan.groups), GOING_OUT))
        elif plan.discard is not None:
            rated.append((Discard(plan.discard), GOING_OUT))
    bonus = bonus_cards_due(k, level)
    for move in moves:
        if isinstance(move, Meld):
            laid = sum(len(gr.cards) for gr in move.groups)
            left = len(hand) - laid
            if left < (1 if bonus else 2) and not going_out:
                continue  # that would leave a last discard that goes out (bonus cards refill the hand: MAC-26)
            score = groups_gain(k, move.groups, level)
            if not bonus:
                score -= thin_hand_cost(k, left - 1, level)
            if not k.my_melds:
                score += opening_worth(k) + bonus * level.bonus_card_worth - level.special_aim * prospect(k)
            if level.lays_everything:
                score = 10.0 * laid  # the beginner lays down all it can, the biggest meld first
            if score > level.meld_threshold:
                rated.append((move, MELD_FIRST + score))
        elif isinstance(move, Discard):
            cost = discard_cost(k, move.card, level)
            if level.special_aim:
                cost += level.special_aim * discard_loss(k, move.card)
            rated.append((move, -cost))
        elif isinstance(move, EndTurn):
            rated.append((move, 0.0))
        elif isinstance(move, Lay):
            rated.append((move, _rate_lay(k, move, level)))
        elif isinstance(move, Special):
            rated.append((move, SPECIAL_HAND))
        elif isinstance(move, Ask):
            rated.append((move, NEVER))
    if not rated:
        rated = [(m, 0.0) for m in moves]
    return rated


def bonus_cards_due(k: Knowledge, level: Level) -> int:
    """How many bonus cards an opening melded from the hand (now or earlier this turn) brings (MAC-25);
    0 for a level that does not read the variant's rules."""
    g = k.game
    packet = None
    if level.rules_sense and g.rules.bonus_cards is not None:  # due already if the side opened this turn
        packet = g.turn.bonus_due if g.turn.bonus_due is not None else g.bonus_packet()
    return 0 if packet is None or g.rules.bonus_cards is None else g.rules.bonus_cards[packet]


def _partner_is_heavy(k: Knowledge, level: Level) -> bool:
    """Ask only when the partner holds many cards: his answer tells whether he would rather meld them."""
    return k.partner is not None and k.hand_count(k.partner) >= level.ask_partner_cards


def answer_go_out(k: Knowledge, level: Level) -> bool:
    """The partner's answer: yes unless his own hand holds many points he could still meld."""
    if level.going_out == "asap":
        return True
    g = k.game
    hand = g.hands[k.seat]
    points = sum(g.values[c] for c in hand)
    if level.rules_sense and any(hoard_penalty(g, rank) and len(cards) >= 3 for rank, cards in hand.by_rank.items()):
        return False  # caught with three aces or sevens (MAC-35.6): shed them first
    if points <= level.heavy_hand_points:  # a "yes" commits the asker to go out
        return True
    ours = table_worth(k, k.side, level)
    theirs = max(table_worth(k, s, level) for s in k.opponent_sides())
    if g.rules.target_score is not None and k.my_score + ours + g.rules.going_out_bonus >= g.rules.target_score:
        return True
    meldable = sum(g.values[c] for c in hand if keep_value(k, c, level) >= 20.0 or c[0] in k.my_melds)
    return ours < theirs and meldable < points / 2
