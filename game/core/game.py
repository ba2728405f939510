"""The Game: state of one game of Canasta and the moves that change it (DESIGN.md section 2).

Every move is checked completely before anything changes (``_check_*`` return a plan, ``_do_*`` carry
it out), so an ``IllegalMove`` always leaves the state as it was.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from . import legal, position, scoring
from .cards import Card, full_deck, is_black_three, is_red_three, is_wild, rank_of
from .errors import IllegalMove
from .events import (
    Answered,
    Asked,
    CardsDrawn,
    Discarded,
    Event,
    GameEnded,
    HandEnded,
    Melded,
    PileTaken,
    RedThreeLaid,
    UpcardTurned,
    WentOut,
)
from .going_out import GoingOutPlan, find_going_out
from .hand import Hand
from .melds import (
    BLACK_THREE_RANK,
    TableMeld,
    black_three_meld_problem,
    canasta_count,
    card_value_table,
    count_wilds,
    meld_problem,
)
from .moves import Answer, Ask, Discard, Draw, EndTurn, Group, Meld, Move, Take, parse_move
from .pile import blocked_reason, freeze_reason
from .rules import RuleSet

PHASES = ("draw", "play", "answer", "round_over", "game_over")
# Where each move leads.  Any move that ends the hand leads to "round_over" or "game_over" instead.
TRANSITIONS: dict[str, dict[type, str]] = {
    "draw": {Draw: "play", Take: "play"},
    "play": {Meld: "play", Discard: "draw", Ask: "answer", EndTurn: "round_over"},
    "answer": {Answer: "play"},
}


@dataclass(slots=True)
class TurnState:
    """What the player to act has done this turn; the rules of the turn depend on it."""

    drew: bool = False  # the draw phase is over (stock or pile)
    took_pile: bool = False
    asked: str | None = None  # None, "pending", "yes" or "no" (C-OUT-4, C-OUT-5)
    melded: bool = False  # a meld or lay-off after the draw phase (C-OUT-4)
    side_was_open: bool = False  # the side had a meld when the turn began (C-CONC-1)
    seat_had_melded: bool = False  # the player had melded earlier this hand (D5, S1 reading)
    played_on_old: bool = False  # the player added to a meld that existed when the turn began (D5)
    no_discard: bool = False  # the last stock card was a red three under end_may_meld (C-STOCK-3)
    canastas_made: list[str] = field(default_factory=list)  # ranks the player closed this turn (X1-3)
    old_ranks: list[str] = field(default_factory=list)  # the side's meld ranks when the turn began

    def to_dict(self) -> dict[str, Any]:
        return {"drew": self.drew, "took_pile": self.took_pile, "asked": self.asked, "melded": self.melded,
                "side_was_open": self.side_was_open, "seat_had_melded": self.seat_had_melded,
                "played_on_old": self.played_on_old, "no_discard": self.no_discard,
                "canastas_made": list(self.canastas_made), "old_ranks": list(self.old_ranks)}


@dataclass
class LayPlan:
    """Checked cards to lay: per rank, the cards from the hand (and the top card for a take)."""

    additions: dict[str, list[Card]]
    from_hand: list[Card]
    value: int  # what counts toward the initial-meld minimum


class Game:
    """One game: a sequence of hands to the target score or number of hands."""

    def __init__(self, rules: RuleSet, seed: int | str = 0) -> None:
        n = rules.player_count
        self.rules = rules
        self.seed = seed
        self.values: dict[Card, int] = card_value_table(rules)
        self.round = 1
        self.dealer = 0
        self.to_act = 0
        self.phase = "draw"
        self.scores = [0] * rules.side_count
        self.hands: list[Hand] = [Hand() for _ in range(n)]
        self.melds: list[dict[str, list[Card]]] = [{} for _ in range(rules.side_count)]
        self.red_threes: list[list[Card]] = [[] for _ in range(rules.side_count)]
        self.pile: list[Card] = []
        self.stock: list[Card] = []  # top card last, so drawing is a pop
        self.turn = TurnState()
        self.history: list[Move] = []  # this hand's moves; written out as notation
        self.known: list[list[Card]] = [[] for _ in range(n)]  # cards each seat took with the pile
        self.stock_draws = [0] * n
        self.seat_melded = [False] * n
        self.round_scores: list[dict[str, int]] | None = None
        self.ended_by: str | None = None
        self.went_out: int | None = None
        self.concealed = False
        self.winner: int | None = None
        self.deal_events: list[Event] = []
        self.group_cache = legal.group_cache(rules)  # a memo for move generation

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def new(cls, rules: RuleSet, seed: int | str = 0) -> Game:
        """Shuffle with this game's own random generator and deal the first hand (C-DEAL-2)."""
        game = cls(rules, seed)
        game.dealer = random.Random(f"{seed}/first-dealer").randrange(rules.player_count)
        game._deal()
        return game

    def _deal(self) -> None:
        r = self.rules
        deck = full_deck(r.deck_count, r.jokers_per_pack)
        random.Random(f"{self.seed}/round-{self.round}").shuffle(deck)
        self.stock = deck
        first = self.next_seat(self.dealer)
        order = self.seats_from(first)
        for _ in range(r.hand_size):  # one at a time from the dealer's left (C-DEAL-4)
            for seat in order:
                self.hands[seat].append(self.stock.pop())
        events: list[Event] = []
        if r.initial_upcard:
            self._turn_upcard(events)
        for seat in order:  # dealt red threes, in turn order (C-R3-2)
            for card in [c for c in self.hands[seat] if is_red_three(c)]:
                self.hands[seat].remove(card)
                self._lay_red_three(seat, card, events, replace=True)
        self.deal_events = events
        self._begin_turn(first, events)

    def _turn_upcard(self, events: list[Event]) -> None:
        """Turn the upcard, covering wild cards and red threes (C-UP-1, C-UP-2, C-UP-5, D4, D11)."""
        cover = set(self.rules.upcard_cover_ranks)
        while self.stock:
            card = self.stock.pop()
            self.pile.append(card)
            events.append(UpcardTurned(card))
            kind = "wild" if is_wild(card) else "red_three" if is_red_three(card) else (
                "black_three" if is_black_three(card) else "natural")
            if kind not in cover:
                return

    def _lay_red_three(self, seat: int, card: Card, events: list[Event], replace: bool) -> None:
        """Lay out a red three and draw its replacement, itself laid out if red (C-R3-2, C-R3-3)."""
        self.red_threes[self.side_of(seat)].append(card)
        events.append(RedThreeLaid(seat, card, replace and bool(self.stock)))
        while replace and self.stock:
            new = self.stock.pop()
            if not is_red_three(new):
                self.hands[seat].append(new)
                return
            self.red_threes[self.side_of(seat)].append(new)
            events.append(RedThreeLaid(seat, new, bool(self.stock)))

    # -- seats and sides ---------------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        return seat % self.rules.side_count  # sides alternate around the table (V-SIDE-2)

    def next_seat(self, seat: int) -> int:
        step = 1 if self.rules.play_direction == "clockwise" else -1
        return (seat + step) % self.rules.player_count

    def seats_from(self, first: int) -> list[int]:
        order, seat = [], first
        for _ in range(self.rules.player_count):
            order.append(seat)
            seat = self.next_seat(seat)
        return order

    def seats_of(self, side: int) -> list[int]:
        return [s for s in range(self.rules.player_count) if self.side_of(s) == side]

    def partner_of(self, seat: int) -> int | None:
        if not self.rules.has_partners:
            return None
        return (seat + self.rules.side_count) % self.rules.player_count

    def has_melded(self, side: int) -> bool:
        """A side is open once it has a meld on the table this hand (V-SIDE-3)."""
        return bool(self.melds[side])

    def initial_meld_minimum(self, side: int) -> int:
        """The side's minimum for its first meld, by its cumulative score (C-INIT-1)."""
        score = self.scores[side]
        minimum = self.rules.initial_meld_table[0][1]
        for low, value in self.rules.initial_meld_table:
            if low is None or score >= low:
                minimum = value
        return minimum

    def pile_freeze_reason(self, side: int) -> str | None:
        return freeze_reason(self.rules, self.pile, self.has_melded(side))

    # -- the public API ----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every move the seat to act may make now (composites left out are still accepted)."""
        return legal.legal_moves(self)

    def apply(self, move: Move | str) -> list[Event]:
        """Check and play a move for ``to_act``; raise IllegalMove (state unchanged) if the rules forbid it."""
        parsed = parse_move(move)
        if self.phase in ("round_over", "game_over"):
            raise IllegalMove("The hand is over: start the next hand" if self.phase == "round_over"
                              else "The game is over")
        allowed = TRANSITIONS[self.phase]
        if type(parsed) not in allowed:
            raise IllegalMove(_phase_refusal(self.phase, parsed))
        events: list[Event] = []
        if isinstance(parsed, Draw):
            self._draw(events)
        elif isinstance(parsed, Take):
            self._do_take(self._check_take(parsed), events)
        elif isinstance(parsed, Meld):
            self._do_meld(self._check_meld(parsed), events)
        elif isinstance(parsed, Discard):
            self._check_discard(parsed)
            self._do_discard(parsed.card, events)
        elif isinstance(parsed, Ask):
            self._check_ask()
            self.turn.asked = "pending"
            events.append(Asked(self.to_act))
            partner = self.partner_of(self.to_act)
            assert partner is not None
            self.to_act, self.phase = partner, "answer"
        elif isinstance(parsed, Answer):
            asker = self.partner_of(self.to_act)
            assert asker is not None
            self.turn.asked = "yes" if parsed.yes else "no"
            events.append(Answered(self.to_act, parsed.yes))
            self.to_act, self.phase = asker, "play"
        elif isinstance(parsed, EndTurn):
            if not self.turn.no_discard:
                raise IllegalMove("End your turn with a discard")
            self._end_hand("last_red_three", events)
        self.history.append(parsed)
        return events

    def view(self, seat: int) -> Any:
        from .view import GameView

        return GameView.of(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return position.to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        return position.from_dict(cls, data)

    def next_round(self) -> list[Event]:
        """Deal the next hand, the deal passing one seat on (C-DEAL-2)."""
        if self.phase != "round_over":
            raise IllegalMove("The game is over" if self.phase == "game_over" else "The hand is still being played")
        n, s = self.rules.player_count, self.rules.side_count
        self.round += 1
        self.dealer = self.next_seat(self.dealer)
        self.hands = [Hand() for _ in range(n)]
        self.melds = [{} for _ in range(s)]
        self.red_threes = [[] for _ in range(s)]
        self.pile, self.history = [], []
        self.known = [[] for _ in range(n)]
        self.stock_draws, self.seat_melded = [0] * n, [False] * n
        self.round_scores, self.ended_by, self.went_out, self.concealed = None, None, None, False
        self._deal()
        return list(self.deal_events)

    def copy(self) -> Game:
        """An independent copy, cheaper than a round trip through ``to_dict``."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.scores = list(self.scores)
        g.hands = [Hand(h) for h in self.hands]
        g.melds = [{r: TableMeld(m) for r, m in side.items()} for side in self.melds]
        g.red_threes = [list(x) for x in self.red_threes]
        g.pile, g.stock, g.history = list(self.pile), list(self.stock), list(self.history)
        g.known = [list(k) for k in self.known]
        g.stock_draws, g.seat_melded = list(self.stock_draws), list(self.seat_melded)
        g.turn = TurnState(**self.turn.to_dict())
        return g

    # -- turn flow ---------------------------------------------------------------------------------
    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        side = self.side_of(seat)
        self.to_act, self.phase = seat, "draw"
        self.turn = TurnState(side_was_open=self.has_melded(side), seat_had_melded=self.seat_melded[seat],
                              old_ranks=list(self.melds[side]))
        if not self.stock and not legal.can_take_pile(self):
            self._end_hand("stock_exhausted", events)  # nobody can draw and the pile cannot be taken (C-STOCK-2c)

    def _draw(self, events: list[Event]) -> None:
        """Draw from the stock (C-TURN-2, C-R3-3, C-STOCK-3), or decline the pile when it is empty."""
        seat = self.to_act
        if not self.stock:
            if legal.take_is_forced(self):
                raise IllegalMove("The stock is empty and the top card fits your side's meld: you must take the pile")
            self._end_hand("stock_exhausted", events)
            return
        drawn: list[Card] = []
        last_was_red_three = False
        for _ in range(self.rules.stock_draw_count):
            if not self.stock:
                break
            card = self.stock.pop()
            last_was_red_three = is_red_three(card)
            if last_was_red_three:
                self.red_threes[self.side_of(seat)].append(card)
                events.append(RedThreeLaid(seat, card, bool(self.stock)))
                while self.stock:  # its replacement belongs to the same draw
                    card = self.stock.pop()
                    last_was_red_three = is_red_three(card)
                    if not last_was_red_three:
                        break
                    self.red_threes[self.side_of(seat)].append(card)
                    events.append(RedThreeLaid(seat, card, bool(self.stock)))
                if last_was_red_three:
                    break
            drawn.append(card)
        self.hands[seat].extend(drawn)
        self.stock_draws[seat] += 1
        events.insert(0, CardsDrawn(seat, tuple(drawn)))  # before any red three it brought
        self.turn.drew = True
        self.phase = "play"
        if last_was_red_three and not self.stock and not (drawn and self.rules.stock_draw_count > 1):
            if self.rules.last_stock_red_three == "end_may_meld":
                self.turn.no_discard = True
            else:
                self._end_hand("last_red_three", events)

    # -- laying cards ------------------------------------------------------------------------------
    def _check_laying(self, groups: tuple[Group, ...], top: Card | None = None) -> LayPlan:
        """Check that the groups are cards of the hand, each of one rank (C-MELD-1, C-MELD-9)."""
        seat = self.to_act
        additions: dict[str, list[Card]] = {}
        from_hand: list[Card] = []
        for g in groups:
            rank = g.target_rank
            if rank is None:
                raise IllegalMove(f"Say which meld the wild cards {g} go to, e.g. 'K: {g}'")
            for c in g.cards:
                if is_red_three(c):
                    raise IllegalMove("Red threes are never melded")
                if not is_wild(c) and rank_of(c) != rank:
                    raise IllegalMove(f"A meld holds cards of one rank: {g} mixes {rank} and {rank_of(c)}")
            additions.setdefault(rank, []).extend(g.cards)
            from_hand.extend(g.cards)
        hand = self.hands[seat]
        for card, n in Counter(from_hand).items():
            have = hand.count(card)
            if have < n:
                held = "you hold none" if not have else f"you hold only {have}"
                raise IllegalMove(f"You do not hold {'that many ' if have else ''}{card}: {held}")
        value = sum(self.values[c] for c in from_hand)
        if top is not None:
            additions.setdefault(rank_of(top), []).append(top)
            if self.rules.initial_meld_counts_top_discard:
                value += self.values[top]
        side_melds = self.melds[self.side_of(seat)]
        for rank, cards in additions.items():
            existing = side_melds.get(rank, ())
            size = len(existing) + len(cards)
            wilds = count_wilds(existing) + count_wilds(cards)
            if rank == BLACK_THREE_RANK:
                problem = black_three_meld_problem(self.rules, size - wilds, wilds)
            else:
                problem = meld_problem(self.rules, size - wilds, wilds, new=not existing)
            if problem:
                raise IllegalMove(f"{problem}: {' '.join([*existing, *cards])}")
        return LayPlan(additions, from_hand, value)

    def _melds_after(self, plan: LayPlan) -> dict[str, list[Card]]:
        after = dict(self.melds[self.side_of(self.to_act)])
        for rank, cards in plan.additions.items():
            after[rank] = after.get(rank, []) + cards
        return after

    def _check_cards_left(self, plan: LayPlan, gained: list[Card] | None = None) -> None:
        """The player may end his turn without cards only by going out (C-OUT-2, C-OUT-3, C-OUT-5).

        ``gained``: cards the action brings into the hand (the rest of a taken pile)."""
        r, t = self.rules, self.turn
        hand = self.hands[self.to_act]
        left = len(hand) - len(plan.from_hand) + (len(gained) if gained else 0)
        if left >= 2:
            if t.asked == "yes":
                cards = _minus(hand, plan.from_hand) + (gained or [])
                if self._going_out_plan(cards, self._melds_after(plan), minimum=None) is None:
                    raise IllegalMove("Your partner said yes, so you must go out this turn, and after this you "
                                      "could not")
            return
        if left == 0 and r.final_discard == "required":
            raise IllegalMove("You must keep a card for the last discard when you go out")
        if left == 1 and t.no_discard:
            return
        refusal = self._going_out_refusal(self._melds_after(plan))
        if refusal:
            raise IllegalMove(refusal + ": keep at least two cards after melding, so that one is left after "
                              "your discard")

    def _going_out_refusal(self, melds: dict[str, list[Card]]) -> str | None:
        """Why the player may not go out with these melds, or None (C-OUT-2, C-OUT-5)."""
        r = self.rules
        if self.turn.asked == "no":
            return "Your partner said no, so you may not go out this turn"
        if canasta_count(r, melds) < r.canastas_to_go_out:
            need = r.canastas_to_go_out
            return f"To go out your side needs {need} canasta{'s' if need > 1 else ''}"
        return None

    def _going_out_plan(self, hand: list[Card], melds: dict[str, list[Card]],
                        minimum: int | None) -> GoingOutPlan | None:
        return find_going_out(self.rules, hand, melds, self.values, minimum,
                              allow_no_discard=self.rules.final_discard == "optional")

    def concealed_exemption_applies(self) -> bool:
        """The minimum is waived for a concealed going out: stock draw, side unmelded (C-CONC-3, C-CONC-4)."""
        r, t = self.rules, self.turn
        if not r.concealed_exempt_from_minimum or (r.concealed_requires_stock_draw and t.took_pile):
            return False
        return not t.side_was_open

    def _check_meld(self, move: Meld) -> LayPlan:
        side = self.side_of(self.to_act)
        plan = self._check_laying(move.groups)
        left = len(self.hands[self.to_act]) - len(plan.from_hand)
        if BLACK_THREE_RANK in plan.additions and left > 1:
            raise IllegalMove("Black threes may be melded only in the turn you go out, as your last cards")
        if not self.has_melded(side):
            minimum = self.initial_meld_minimum(side)
            if plan.value < minimum and not (self.concealed_exemption_applies() and left <= 1):
                raise IllegalMove(f"Your first meld needs {minimum} points; these cards make {plan.value}")
        self._check_cards_left(plan)
        return plan

    def _lay(self, plan: LayPlan, events: list[Event]) -> None:
        seat, side = self.to_act, self.side_of(self.to_act)
        melds = self.melds[side]
        hand = self.hands[seat]
        for card in plan.from_hand:
            hand.remove(card)
        _forget(self.known[seat], plan.from_hand)
        size = self.rules.canasta_size
        for rank, cards in plan.additions.items():
            existing = melds.get(rank)
            if rank in self.turn.old_ranks:
                self.turn.played_on_old = True  # only the partner's melds are old at this point
            before = len(existing) if existing else 0
            melds[rank] = TableMeld((existing or []) + cards)
            closed = before < size <= len(melds[rank])
            if closed:
                self.turn.canastas_made.append(rank)
            events.append(Melded(seat, rank, tuple(cards), existing is None, closed))
        self.seat_melded[seat] = True

    def _do_meld(self, plan: LayPlan, events: list[Event]) -> None:
        self._lay(plan, events)
        self.turn.melded = True
        if not self.hands[self.to_act]:
            self._go_out(events)

    # -- taking the pile ---------------------------------------------------------------------------
    def _check_take(self, move: Take) -> LayPlan:
        r = self.rules
        seat, side = self.to_act, self.side_of(self.to_act)
        blocked = blocked_reason(r, self.pile)
        if blocked:
            raise IllegalMove(blocked)
        opened = self.has_melded(side)
        if not opened and r.pile_take_unmelded_side == "forbidden":
            raise IllegalMove("Your side must make its first meld before it may take the pile")
        hand = self.hands[seat]
        if r.single_card_pile_restriction and len(hand) == 1 and len(self.pile) == 1:
            raise IllegalMove("With one card in hand you may not take a pile of one card")
        top = self.pile[-1]
        rank = rank_of(top)
        first = move.groups[0] if move.groups else None
        if first is not None and first.target_rank != rank:
            raise IllegalMove(f"The cards laid with the top card must be of its rank ({rank})")
        naturals = sum(1 for c in first.cards if not is_wild(c)) if first else 0
        wilds = len(first.cards) - naturals if first else 0
        frozen = self.pile_freeze_reason(side)
        has_meld = rank in self.melds[side]
        if frozen:
            if naturals < 2:
                raise IllegalMove(f"{frozen[0].upper() + frozen[1:]}: take it only with two natural cards "
                                  f"from your hand matching the top card {top}")
        elif naturals < 2 and not (naturals == 1 and wilds and r.pile_take_natural_plus_wild) and not (
                naturals == 0 and has_meld and r.pile_take_by_layoff):
            raise IllegalMove(f"To take the pile, lay {top} with two natural {rank}s from your hand"
                              + (", or one and a wild card" if r.pile_take_natural_plus_wild else "")
                              + (f", or on your side's {rank} meld" if r.pile_take_by_layoff else ""))
        plan = self._check_laying(move.groups, top=top)
        if not opened:
            minimum = self.initial_meld_minimum(side)
            if plan.value < minimum:
                raise IllegalMove(f"Your first meld needs {minimum} points; these cards make {plan.value}")
        gained = [c for c in self.pile[:-1] if not is_red_three(c)]
        if BLACK_THREE_RANK in plan.additions and len(hand) - len(plan.from_hand) + len(gained) > 1:
            raise IllegalMove("Black threes may be melded only in the turn you go out, as your last cards")
        self._check_cards_left(plan, gained)
        return plan

    def _do_take(self, plan: LayPlan, events: list[Event]) -> None:
        seat = self.to_act
        pile, self.pile = self.pile, []
        events.append(PileTaken(seat, tuple(pile)))
        rest = pile[:-1]
        self.turn.drew = self.turn.took_pile = True
        self.phase = "play"
        for card in rest:
            if is_red_three(card):
                self._lay_red_three(seat, card, events, replace=False)  # no replacement (C-R3-5)
            else:
                self.hands[seat].append(card)
                self.known[seat].append(card)
        self._lay(plan, events)
        if not self.hands[seat]:
            self._go_out(events)

    # -- discarding, going out, the end of a hand --------------------------------------------------
    def _check_discard(self, move: Discard) -> None:
        hand = self.hands[self.to_act]
        if move.card not in hand:
            raise IllegalMove(f"You do not hold {move.card}")
        if self.turn.no_discard:
            raise IllegalMove("The last stock card was a red three: meld if you like, then end without a discard")
        if len(hand) > 1:
            if self.turn.asked == "yes":
                raise IllegalMove("Your partner said yes, so you must go out this turn: meld before your last discard")
            return
        refusal = self._going_out_refusal(self.melds[self.side_of(self.to_act)])
        if refusal:
            raise IllegalMove(refusal + ": keep your last card")

    def _do_discard(self, card: Card, events: list[Event]) -> None:
        seat = self.to_act
        self.hands[seat].remove(card)
        known = self.known[seat]
        if known and card in known:
            known.remove(card)  # no longer public once discarded
        self.pile.append(card)
        events.append(Discarded(seat, card))
        if not self.hands[seat]:
            self._go_out(events)
        else:
            self._begin_turn(self.next_seat(seat), events)

    def _check_ask(self) -> None:
        reason = legal.ask_refusal(self)
        if reason:
            raise IllegalMove(reason)

    def is_concealed_going_out(self) -> bool:
        """Would going out now be concealed?  (C-CONC-1, C-CONC-4, D5)"""
        r, t = self.rules, self.turn
        if r.concealed_requires_stock_draw and t.took_pile:
            return False
        if r.concealed_requires_side_unmelded:
            return not t.side_was_open
        return not t.seat_had_melded and not t.played_on_old

    def _go_out(self, events: list[Event]) -> None:
        self.concealed = self.is_concealed_going_out()
        self.went_out = self.to_act
        events.append(WentOut(self.to_act, self.concealed))
        self._end_hand("went_out", events)

    def _end_hand(self, reason: str, events: list[Event]) -> None:
        """Score the hand and decide whether the game goes on (C-SCORE, C-END)."""
        self.ended_by = reason
        self.round_scores = scoring.score_hand(self)
        for side, breakdown in enumerate(self.round_scores):
            self.scores[side] += breakdown["total"]
        events.append(HandEnded(reason, tuple(dict(b) for b in self.round_scores)))
        over, winner = scoring.game_result(self.rules, self.scores, self.round)
        self.phase = "game_over" if over else "round_over"
        self.winner = winner
        if over:
            events.append(GameEnded(winner))


def _minus(cards: list[Card], removed: list[Card]) -> list[Card]:
    left = list(cards)
    for c in removed:
        left.remove(c)
    return left


def _forget(known: list[Card], cards: list[Card]) -> None:
    """Cards taken with the pile stop being public once melded or discarded (DESIGN.md Views)."""
    for c in cards:
        if c in known:
            known.remove(c)


def _phase_refusal(phase: str, move: Move) -> str:
    if phase == "draw":
        return f"First draw from the stock or take the pile; '{move}' comes later"
    if phase == "play":
        return "You have already drawn this turn" if isinstance(move, Draw | Take) else (
            "Your partner has already answered" if isinstance(move, Answer) else f"'{move}' is not possible now")
    return "Your partner asked whether he may go out: answer yes or no"
