"""The heuristic player: rates every legal move with the level's heuristics and picks the best.

``rate_moves`` is shared with the search, which compares the policy's best few moves by playing them out.
"""

from __future__ import annotations

from dataclasses import dataclass

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

from .discards import discard_cost, discard_lost, keep_value, takes_make_lone
from .game_end import going_out_ends_game
from .knowledge import Knowledge
from .levels import Level
from .melding import groups_gain, opening_worth, pile_take_worth, should_go_out, table_worth, thin_hand_cost
from .special_aim import discard_loss, keeps_three_for_straight, prospect
from .specials import hoard_penalty
from .terms import Term, Why, note

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


def rating_terms(k: Knowledge, move: Move, level: Level) -> list[Term]:
    """What ``move``'s rating is made of (they add up to it; the answer's rating is 1 or 0): for hints
    and reviews.  A move the level would not consider at all (a meld it never makes) has no terms."""
    why: list[Term] = []
    g = k.game
    if g.phase == "answer":
        yes, reason = answer_reason(k, level)
        note(why, "answer", 1.0 if move == Answer(yes) else 0.0, yes=yes, reason=reason)
    elif g.phase == "draw":
        _rate_draw_phase(k, move, level, why)
    else:
        plan = _play_plan(k, g.legal_moves(), level)
        if move == plan.out_move:
            note(why, plan.out_key, GOING_OUT, reason=plan.out_reason)
        else:
            _rate_play_move(k, move, level, plan, why)
    return why


# -- the draw phase ---------------------------------------------------------------------------------
def _rate_draw_phase(k: Knowledge, move: Move, level: Level, why: Why = None) -> float:
    if isinstance(move, Draw):
        return note(why, "stock_card", level.take_bar)
    if isinstance(move, Lay):
        return _rate_lay(k, move, level, why)
    assert isinstance(move, Take)
    cards_laid = sum(len(gr.cards) for gr in move.groups)
    if level.pile_sense == "always":
        return note(why, "take_always", 1000.0 + cards_laid)
    pile = len(k.game.pile)
    if level.pile_sense == "size":
        wilds = _wilds_in(move.groups)
        return note(why, "pile_size", (8.0 * pile if wilds == 0 or pile >= 5 else 0.0) + cards_laid - 20.0 * wilds,
                    count=pile)
    # the top card and what goes with it are laid at once: they count as a meld
    under = k.game.pile[:-1]
    worth = note(why, "pile_cards", pile_take_worth(k, level), count=len(under),
                 wilds=sum(1 for c in under if c in WILD_FACES))
    worth += groups_gain(k, move.groups, level, why, taking=True)
    if not k.my_melds:
        worth += note(why, "opening", opening_worth(k))
    if level.special_aim and not k.my_melds:  # the pile is taken with a meld: no special hand then
        worth += note(why, "special_hand_given_up", -level.special_aim * prospect(k))
    if level.rules_sense and takes_make_lone(k):
        worth += note(why, "makes_lone", -level.lone_cost)  # alone against two, who pool their melds: seldom wins
    return worth


def _rate_lay(k: Knowledge, move: Lay, level: Level, why: Why = None) -> float:
    """Threes go out at once, but for the last one where a straight needs it (MAC-9): then every other
    move comes first, and the engine makes the player lay it when his side melds (MAC-9d)."""
    if level.special_aim and keeps_three_for_straight(k, move.card):
        return note(why, "three_kept_for_straight", NEVER, card=move.card)
    return note(why, "lay_three", LAY_THREE, card=move.card)


def _wilds_in(groups: tuple[Group, ...]) -> int:
    return sum(1 for gr in groups for c in gr.cards if c in WILD_FACES)


# -- the play phase ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _PlayPlan:
    """What the play phase's ratings share: the way out if the level takes it now, and bonus cards due."""

    going_out: bool
    out_move: Move | None
    out_key: str  # "go_out" or "ask_partner"
    out_reason: str | None  # why go out now (melding.should_go_out), or "partner_said_yes"
    bonus: int


def _play_plan(k: Knowledge, moves: list[Move], level: Level) -> _PlayPlan:
    g = k.game
    plan = going_out_plan(g)
    reason = (None if plan is None else "partner_said_yes" if g.turn.asked == "yes"
              else should_go_out(k, level, plan.groups))
    out_move: Move | None = None
    key = "go_out"
    if plan is not None and reason is not None:
        if level.asks_partner and _partner_is_heavy(k, level) and Ask() in moves:
            out_move, key = Ask(), "ask_partner"
        elif plan.groups:
            out_move = Meld.of(*plan.groups)
        elif plan.discard is not None:
            out_move = Discard(plan.discard)
    return _PlayPlan(reason is not None, out_move, key, reason, bonus_cards_due(k, level))


def _rate_play_phase(k: Knowledge, moves: list[Move], level: Level) -> list[tuple[Move, float]]:
    plan = _play_plan(k, moves, level)
    rated: list[tuple[Move, float]] = []
    if plan.out_move is not None:
        rated.append((plan.out_move, GOING_OUT))
    for move in moves:
        rating = _rate_play_move(k, move, level, plan)
        if rating is not None:
            rated.append((move, rating))
    if not rated:
        rated = [(m, 0.0) for m in moves]
    return rated


def _rate_play_move(k: Knowledge, move: Move, level: Level, plan: _PlayPlan, why: Why = None) -> float | None:
    """The rating of one move of the play phase; None for a meld the level does not make."""
    if isinstance(move, Meld):
        return _rate_meld(k, move, level, plan, why)
    if isinstance(move, Discard):
        costs: Why = [] if why is not None else None
        cost = discard_cost(k, move.card, level, costs)
        if level.special_aim:
            cost += note(costs, "special_hand_given_up", level.special_aim * discard_loss(k, move.card))
        if why is not None and costs is not None:  # a discard is rated by what it costs
            why.extend(Term(term.key, -term.points, term.params) for term in costs)
        return -cost
    if isinstance(move, EndTurn):
        return note(why, "end_turn", 0.0)
    if isinstance(move, Lay):
        return _rate_lay(k, move, level, why)
    if isinstance(move, Special):
        return note(why, "special_hand", SPECIAL_HAND, name=move.name)
    if isinstance(move, Ask):
        return note(why, "ask_unwanted", NEVER)
    return None


def _rate_meld(k: Knowledge, move: Meld, level: Level, plan: _PlayPlan, why: Why) -> float | None:
    laid = sum(len(gr.cards) for gr in move.groups)
    left = len(k.game.hands[k.seat]) - laid
    if left < (1 if plan.bonus else 2) and not plan.going_out:
        return None  # that would leave a last discard that goes out (bonus cards refill the hand: MAC-26)
    if level.lays_everything:
        score = note(why, "most_cards", 10.0 * laid, count=laid)  # the beginner lays down all it can
    else:
        score = groups_gain(k, move.groups, level, why)
        if not plan.bonus:
            score += note(why, "thin_hand", -thin_hand_cost(k, left - 1, level), left=left - 1)
        if level.safe_discard_kept and not plan.going_out:
            cards = [card for group in move.groups for card in group.cards]
            score += note(why, "safe_discard_lost", -level.safe_discard_kept * discard_lost(k, cards, level))
        if not k.my_melds:
            score += note(why, "opening", opening_worth(k))
            score += note(why, "bonus_cards", plan.bonus * level.bonus_card_worth, count=plan.bonus)
            score += note(why, "special_hand_given_up", -level.special_aim * prospect(k))
    if score <= level.meld_threshold:
        return None
    return note(why, "meld_before_discard", MELD_FIRST) + score


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
    return answer_reason(k, level)[0]


def answer_reason(k: Knowledge, level: Level) -> tuple[bool, str]:
    """The partner's answer and why (a reason key)."""
    if level.going_out == "asap":
        return True, "as_soon_as_possible"
    g = k.game
    hand = g.hands[k.seat]
    points = sum(g.values[c] for c in hand)
    if level.rules_sense and any(hoard_penalty(g, rank) and len(cards) >= 3 for rank, cards in hand.by_rank.items()):
        return False, "hoard_in_hand"  # caught with three aces or sevens (MAC-35.6): shed them first
    if level.reads_game_end:
        asker = g.turn.asker if g.turn.asker is not None else k.partner
        ending = going_out_ends_game(k, asker, ()) if asker is not None else None
        if ending is not None:
            return (True, "wins_the_game") if ending == "won" else (False, "game_lost_if_out")
    if points <= level.heavy_hand_points:  # a "yes" commits the asker to go out
        return True, "light_hand"
    ours = table_worth(k, k.side, level)
    theirs = max(table_worth(k, s, level) for s in k.opponent_sides())
    if not level.reads_game_end and (g.rules.target_score is not None
                                     and k.my_score + ours + g.rules.going_out_bonus >= g.rules.target_score):
        return True, "wins_the_game"
    meldable = sum(g.values[c] for c in hand if keep_value(k, c, level) >= 20.0 or c[0] in k.my_melds)
    if ours < theirs and meldable < points / 2:
        return True, "behind_and_little_to_meld"
    return False, "points_to_meld"
