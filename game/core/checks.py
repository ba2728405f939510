"""Ask and check: every move is checked completely before anything changes.

``check_move`` is the one door every move passes, in ``Game.apply`` and ``refusal`` alike (a view asks it too):
the phase first, then the move's own ``check_*``, which raises IllegalMove with the rule in plain words or
returns what the move will do; ``Game`` then carries it out.  Nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import legal
from .cards import RED_THREES, WILD_FACES, WILD_MELD, Card, is_wild, rank_of, without_cards
from .discarding import discard_refusals
from .errors import IllegalMove, Refusal
from .going_out import can_go_out
from .melds import (
    BLACK_THREE_RANK,
    CLEAN_REQUIREMENT_REFUSALS,
    canasta_count,
    clean_requirement_met,
    count_wilds,
    incomplete_blocks_out,
    lay_refusal,
)
from .moves import Answer, Ask, Discard, Draw, EndTurn, Group, Lay, Meld, Move, Special, Take, parse_move
from .restrictions import dead_problem, lay_context, wild_problem
from .special_hands import special_hands_in
from .state import GameState
from .taking import company_allowed, take_barred
from .turn import ALLOWED_MOVES, ANSWER, DRAW, HAND_OVER, PLAY, ROUND_OVER, Phase


def check_move(game: GameState, move: Move) -> Any:
    """Every rule a move must pass, before anything changes; what its play needs (a plan, the partner
    asked), or None.  Raises IllegalMove."""
    phase = game._phase
    if phase in HAND_OVER:
        raise IllegalMove.of("turn.hand_over" if phase == ROUND_OVER else "turn.game_over")
    if type(move) not in ALLOWED_MOVES[phase]:
        raise _phase_refusal(phase, move)
    seat = game._to_act
    if game._rules.threes_laid_by_hand and phase != ANSWER and not isinstance(move, Lay) and (
            game.threes_to_lay(seat)):
        raise IllegalMove.of("turn.lay_threes_first_keep_one" if game.threes_allowed(seat)
                             else "turn.lay_threes_first")
    if isinstance(move, Discard):
        return check_discard(game, move)
    if isinstance(move, Draw):
        if not game._stock and legal.take_is_forced(game):
            raise IllegalMove.of("draw.must_take_pile")
        return None
    if isinstance(move, Meld):
        plan = check_meld(game, move)
        return plan.additions, plan.from_hand
    if isinstance(move, Take):
        plan = check_take(game, move)
        return plan.additions, plan.from_hand
    if isinstance(move, Ask):
        return check_ask(game, move)
    if isinstance(move, Lay):
        return check_lay(game, move)
    if isinstance(move, Special):
        return check_special(game, move)
    if isinstance(move, EndTurn) and not game._turn.no_discard:
        raise IllegalMove.of("turn.end_needs_discard")
    return None


def refusal(game: GameState, move: Move | str) -> IllegalMove | None:
    """The IllegalMove that ``check_move`` raises for ``move``, or None; nothing changes.  Text that is no
    move at all raises NotationError."""
    try:
        check_move(game, parse_move(move) if isinstance(move, str) else move)
    except IllegalMove as refused:
        return refused
    return None


def _phase_refusal(phase: Phase, move: Move) -> IllegalMove:
    if phase == DRAW:
        return IllegalMove.of("turn.draw_first", move=str(move))
    if phase == PLAY:
        if isinstance(move, Draw | Take):
            return IllegalMove.of("turn.already_drawn")
        return IllegalMove.of("turn.already_answered") if isinstance(move, Answer) else IllegalMove.of(
            "turn.not_now", move=str(move))
    return IllegalMove.of("turn.answer_partner")


@dataclass(slots=True)
class LayPlan:
    """Cards to lay: per rank, the cards from the hand (and the top card for a take)."""

    additions: dict[str, list[Card]]
    from_hand: list[Card]
    top: Card | None = None  # the pile's top card, laid with the first group of a take


def counted(game: GameState, plan: LayPlan) -> tuple[int, int]:
    """What the plan counts toward the initial-meld minimum, and what its largest meld counts (VV-12: it
    alone must reach the minimum); the top card counts where the rules say so (C-INIT-4)."""
    values = game._values
    by_rank = {rank: sum(map(values.__getitem__, cards)) for rank, cards in plan.additions.items()}
    if plan.top is not None and not game._rules.initial_meld_counts_top_discard:
        by_rank[rank_of(plan.top)] -= values[plan.top]
    return sum(by_rank.values()), max(by_rank.values(), default=0)


def check_laying(game: GameState, groups: tuple[Group, ...], top: Card | None = None) -> LayPlan:
    """Check that the groups are cards of the hand, each of one rank (C-MELD-1, C-MELD-9)."""
    for g in groups:
        rank = g.target_rank
        if rank == WILD_MELD and not game._rules.wild_card_melds:
            raise IllegalMove.of("meld.wilds_need_target", group=str(g))
        for c in g.cards:
            if c in WILD_FACES:
                continue
            if c in RED_THREES:
                raise IllegalMove.of("meld.red_three")
            if c[0] != rank:
                raise IllegalMove.of("meld.mixed_ranks", group=str(g), rank=rank, other=rank_of(c))
    plan = LayPlan(*laying(groups, top), top)
    from_hand = plan.from_hand
    hand = game._hands[game._to_act]
    for card in set(from_hand):
        n = from_hand.count(card)
        have = hand.count(card)
        if have < n:
            raise (IllegalMove.of("meld.too_few_held", card=card, held=have) if have
                   else IllegalMove.of("meld.not_held", card=card))
    side = game.side_of(game._to_act)
    side_melds = game._melds[side]
    ctx = lay_context(game, side)
    for rank, cards in plan.additions.items():
        existing = side_melds.get(rank, ())
        size = len(existing) + len(cards)
        wilds = count_wilds(existing) + count_wilds(cards)
        problem = lay_refusal(game._rules, rank, size - wilds, wilds, new=not existing)
        if problem and existing and not count_wilds(cards) and lay_refusal(
                game._rules, rank, len(existing) - count_wilds(existing), count_wilds(existing), new=False):
            problem = None  # partners' merged meld over the limits still takes natural cards (V3-TMP-3)
        problem = problem or dead_problem(ctx, rank)
        if not problem and count_wilds(cards):
            problem = wild_problem(game._rules, ctx, rank, size - wilds, count_wilds(existing), new=not existing)
        if problem:
            raise IllegalMove.of(problem.key, **problem.params, cards=[*existing, *cards])
    return plan


# What laying cards does: per rank, the cards laid there (the top card too, for a take); the cards from the hand.
Laying = tuple[dict[str, list[Card]], list[Card]]


def laying(groups: tuple[Group, ...], top: Card | None = None) -> Laying:
    """What laying these groups (with the pile's top card, for a take) does, unchecked, as ``LayPlan``'s
    ``additions`` and ``from_hand``: ``check_laying`` checks it, and ``Game.apply`` plays a move ``legal_moves``
    has just listed from it directly, without making a ``LayPlan`` (a class call that CPython 3.11 cannot make
    cheap)."""
    additions: dict[str, list[Card]] = {}
    from_hand: list[Card] = []
    for g in groups:
        additions.setdefault(g.target_rank, []).extend(g.cards)
        from_hand.extend(g.cards)
    if top is not None:
        additions.setdefault(rank_of(top), []).append(top)
    return additions, from_hand


def melds_after(game: GameState, plan: LayPlan) -> dict[str, list[Card]]:
    """The side's melds as they would be after the plan."""
    after: dict[str, list[Card]] = dict(game._melds[game.side_of(game._to_act)])
    for rank, cards in plan.additions.items():
        after[rank] = after.get(rank, []) + cards
    return after


def check_cards_left(game: GameState, plan: LayPlan, gained: list[Card] | None = None) -> None:
    """The player may end his turn without cards only by going out (C-OUT-2, C-OUT-3, C-OUT-5).

    ``gained``: cards the action brings into the hand (the rest of a taken pile, maybe none); None when the
    action takes no pile."""
    r, t = game._rules, game._turn
    hand = game._hands[game._to_act]
    left = len(hand) - len(plan.from_hand) + (len(gained) if gained else 0)
    if left >= 2:
        if t.asked == "yes":
            cards = without_cards(hand, plan.from_hand) + (gained or [])
            optional = game._rules.final_discard == "optional"
            ctx = lay_context(game, game.side_of(game._to_act))
            if not can_go_out(game._rules, cards, melds_after(game, plan), game._values, None, optional, ctx):
                raise IllegalMove.of("go_out.partner_said_yes")
        return
    if left == 0 and r.final_discard != "optional":
        raise IllegalMove.of("go_out.keep_card_to_discard")
    if left == 1 and t.no_discard:
        return
    if left == 1 and gained is None and not t.took_pile and game.bonus_follows():
        return  # opening from the hand brings bonus cards: he may meld down to one card (MAC-26)
    refusal = going_out_refusal(game, melds_after(game, plan))
    if refusal:
        raise IllegalMove.of(f"meld.keep_two.{refusal.key.removeprefix('go_out.')}", **refusal.params)



def going_out_refusal(game: GameState, melds: Mapping[str, Sequence[Card]]) -> Refusal | None:
    """Why the player may not go out with these melds, or None (C-OUT-2, C-OUT-5)."""
    r = game._rules
    if game._turn.asked == "no":
        return Refusal("go_out.partner_said_no")
    if canasta_count(r, melds) < r.canastas_to_go_out:
        need = r.canastas_to_go_out
        return Refusal("go_out.needs_canastas" if need > 1 else "go_out.needs_canasta", {"needed": need})
    return incomplete_blocks_out(r, melds)


def check_meld(game: GameState, move: Meld) -> LayPlan:
    """A meld or lay-off: the cards, the meld rules, the first meld's minimum, the cards that must stay
    in hand (C-MELD, C-INIT, C-OUT-3, C-CONC-3)."""
    side = game.side_of(game._to_act)
    plan = check_laying(game, move.groups)
    left = len(game._hands[game._to_act]) - len(plan.from_hand)
    if BLACK_THREE_RANK in plan.additions and left > 1:
        raise IllegalMove.of("black_threes.only_going_out")
    opening = not game.has_melded(side)
    # A first meld that leaves at most one card may be a concealed going out, exempt from the minimum; the
    # going-out rules are checked first, so that their refusal is the one given.
    maybe_exempt = opening and left <= 1 and game.concealed_exemption_applies()
    if opening and not maybe_exempt:
        check_minimum(game, plan)
    check_cards_left(game, plan)
    if maybe_exempt and not _goes_out_concealed(game, plan, left):
        check_minimum(game, plan)
    return plan


def _goes_out_concealed(game: GameState, plan: LayPlan, left: int) -> bool:
    """C-CONC-3: a first meld may stay below the minimum only when it goes out concealed: it may go out,
    and ``Game.is_concealed_going_out`` says so (which asks for a canasta among the cards laid down,
    C-CONC-2).  A meld down to one card that bonus cards refill (MAC-26), or that ends the turn without a
    discard after a last red three (C-STOCK-3), does not go out."""
    if left == 1 and game._turn.no_discard:
        return False
    if going_out_refusal(game, melds_after(game, plan)):
        return False
    return game.concealed_exemption_applies(plan.additions)


def check_minimum(game: GameState, plan: LayPlan) -> None:
    """The side's first meld must reach its minimum (C-INIT-1..4), in one meld alone where the rules say
    so (VV-12)."""
    r = game._rules
    new_melds = [(rank, len(cards) - count_wilds(cards), count_wilds(cards)) for rank, cards in plan.additions.items()]
    if not clean_requirement_met(r, new_melds):
        raise IllegalMove.of(CLEAN_REQUIREMENT_REFUSALS[r.initial_meld_clean_requirement])
    minimum = game.opening_minimum(game._to_act)
    value, best = counted(game, plan)
    if game._rules.initial_meld_single_meld_only:
        if best < minimum:
            raise IllegalMove.of("first_meld.too_few_points_in_one_meld", needed=minimum, made=best)
    elif value < minimum:
        raise IllegalMove.of("first_meld.too_few_points", needed=minimum, made=value)


def check_take(game: GameState, move: Take) -> LayPlan:
    """Taking the pile: blocked or frozen, the cards laid with the top card, the minimum for a side that
    opens with it, and a turn that can still end legally (C-PILE, C-INIT-4, C-OUT-3)."""
    r = game._rules
    seat, side = game._to_act, game.side_of(game._to_act)
    barred = take_barred(game, side)
    if barred:
        raise IllegalMove.because(barred)
    opened = game.has_melded(side)
    hand = game._hands[seat]
    top = game._pile[-1]
    rank = rank_of(top)
    first = move.groups[0] if move.groups else None
    if first is not None and first.target_rank != rank:
        raise IllegalMove.of("take.wrong_rank", rank=rank)
    naturals = sum(1 for c in first.cards if not is_wild(c)) if first else 0
    wilds = len(first.cards) - naturals if first else 0
    frozen = game.pile_freeze(side)
    if not company_allowed(r, naturals, wilds, frozen is not None, rank in game._melds[side]):
        if frozen:
            raise IllegalMove.of(f"take.{frozen.key.removeprefix('pile.')}_needs_naturals", top=top)
        raise IllegalMove.of("take.needs_two_naturals" + ("_or_wild" if r.pile_take_natural_plus_wild else "")
                             + ("_or_layoff" if r.pile_take_by_layoff else ""), top=top, rank=rank)
    plan = check_laying(game, move.groups, top=top)
    if not opened:
        check_minimum(game, plan)
    gained = [c for c in game._pile[:-1] if c not in r.bonus_threes]
    if BLACK_THREE_RANK in plan.additions and len(hand) - len(plan.from_hand) + len(gained) > 1:
        raise IllegalMove.of("black_threes.only_going_out")
    check_cards_left(game, plan, gained)
    return plan


def check_discard(game: GameState, move: Discard) -> None:
    """A discard, and the last card's discard only as a going out (C-DISC, C-OUT-2, C-OUT-5)."""
    hand = game._hands[game._to_act]
    if move.card not in hand.count_of:
        raise IllegalMove.of("discard.not_held", card=move.card)
    if game._turn.no_discard:
        raise IllegalMove.of("discard.after_last_red_three")
    refusal = discard_refusals(game, list(hand)).get(move.card)
    if refusal:
        raise IllegalMove.because(refusal)
    if len(hand) > 1:
        if game._turn.asked == "yes":
            raise IllegalMove.of("discard.partner_said_yes")
        return
    refusal = going_out_refusal(game, game._melds[game.side_of(game._to_act)])
    if refusal and game._turn.bonus_due is None:  # bonus cards refill an emptied hand (MAC-26)
        raise IllegalMove.of(f"discard.keep_last.{refusal.key.removeprefix('go_out.')}", **refusal.params)


def check_lay(game: GameState, move: Lay) -> None:
    """Laying out a three by hand (MAC-7, MAC-9c)."""
    r = game._rules
    if not r.threes_laid_by_hand:
        raise IllegalMove.of("lay.threes_laid_at_once")
    if move.card not in r.bonus_threes:
        raise IllegalMove.of("lay.not_a_three", card=move.card)
    if move.card not in game._hands[game._to_act].count_of:
        raise IllegalMove.of("lay.not_held", card=move.card)
    if not game._stock:
        raise IllegalMove.of("lay.stock_empty")


def check_special(game: GameState, move: Special) -> None:
    """A special hand: shown whole by a player of an unmelded side right after a stock draw (MAC-33)."""
    r, t = game._rules, game._turn
    if not r.special_hands:
        raise IllegalMove.of("special.none_in_game")
    if t.took_pile or t.melded:
        raise IllegalMove.of("special.after_stock_draw")
    if game.has_melded(game.side_of(game._to_act)):
        raise IllegalMove.of("special.side_has_melded")
    hand = list(game._hands[game._to_act])
    if move.name not in special_hands_in(hand):
        raise IllegalMove.of("special.not_that_hand", count=len(hand), hand=move.name)


def check_ask(game: GameState, move: Ask) -> int:
    """The partner question, only when a way out exists (C-OUT-4, C-OUT-7); returns the partner asked."""
    reason = legal.ask_refusal(game)
    if reason:
        raise IllegalMove.because(reason)
    partners = game.partners_of(game._to_act)
    if move.partner is not None and move.partner not in partners:
        raise IllegalMove.of("ask.not_partner", seat=move.partner, partners=list(partners))
    return partner_asked(game, move)


def partner_asked(game: GameState, move: Ask) -> int:
    """The partner an ask goes to: the one named, or the next in turn order (V6-7)."""
    return game.partners_of(game._to_act)[0] if move.partner is None else move.partner

