"""The Game: state of one game of Canasta and the moves that change it (DESIGN.md section 2).

Every move is checked completely before anything changes (``checks.check_*`` return a plan, the
``_do_*`` methods here carry it out), so an ``IllegalMove`` always leaves the state as it was.
"""

from __future__ import annotations

import random
from typing import Any

from . import checks, legal, position, scoring
from .cards import Card
from .checks import LayPlan
from .deal import deal, lay_red_three
from .errors import IllegalMove, Refusal
from .events import (
    Answered,
    Asked,
    BonusCardsDrawn,
    CardsDrawn,
    Discarded,
    Event,
    GameEnded,
    HandEnded,
    Melded,
    PartnershipFormed,
    PileTaken,
    RedThreeLaid,
    SpecialHandShown,
    TurnCardDrawn,
    WentOut,
)
from .hand import Hand
from .melds import TableMeld, card_value_table
from .memo import memo_for
from .moves import Answer, Ask, Discard, Draw, EndTurn, Lay, Meld, Move, Special, Take, parse_move
from .pile import freeze_reason, freeze_refusal
from .rules import RuleSet
from .turn import ALLOWED_MOVES, PHASES, Phase, TurnState
from .view import GameView

__all__ = ["ALLOWED_MOVES", "Game", "PHASES", "Phase", "TurnState"]


class Game:
    """One game: a sequence of hands to the target score or number of hands."""

    def __init__(self, rules: RuleSet, seed: int | str = 0) -> None:
        n = rules.player_count
        self.rules = rules
        self.side_count = rules.side_count
        self.seed = seed
        self.values: dict[Card, int] = card_value_table(rules)
        self.round = 1
        self.dealer = 0
        self.to_act = 0
        self.phase: Phase = Phase.DRAW  # where the game stands; always a Phase, equal to its name as text
        self.scores = [0] * rules.side_count
        self.hands: list[Hand] = [Hand() for _ in range(n)]
        self.melds: list[dict[str, TableMeld]] = [{} for _ in range(rules.side_count)]
        self.red_threes: list[list[Card]] = [[] for _ in range(rules.side_count)]
        self.pile: list[Card] = []
        self.stock: list[Card] = []  # top card last, so drawing is a pop
        self.turn = TurnState()
        self.history: list[Move] = []  # this hand's moves; written out as notation
        self.known: list[list[Card]] = [[] for _ in range(n)]  # cards each seat took with the pile
        self.stock_draws = [0] * n
        self.seat_melded = [False] * n
        self.laid_whole: list[list[str]] = [[] for _ in range(rules.side_count)]  # canastas laid in one action (NL-7)
        self.partnership: tuple[int, int] | None = None  # three players: the two against the lone one (V3-TMP-3)
        self._partner_table: list[list[int]] | None = None
        self._order: list[int] | None = None  # five players: this hand's four in the order of play (X1-8)
        self._hand_sides: list[int] | None = None  # five, each for himself: the side each seat plays on this hand
        self.talons: list[list[Card]] = []  # TR-11: the bonus packets set aside at the deal, first side's first
        self.asks = [0] * n  # how often each seat asked "may I go out?" this hand (MAC-30)
        self.special: tuple[int, str] | None = None  # the seat that showed a special hand, and which (MAC-33)
        self.round_scores: list[dict[str, int]] | None = None
        self.ended_by: str | None = None
        self.went_out: int | None = None
        self.concealed = False
        self.winner: int | None = None
        self.deal_events: list[Event] = []
        self.group_cache = memo_for(rules)  # shared values for move generation (memo.py)

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def new(cls, rules: RuleSet, seed: int | str = 0) -> Game:
        """Shuffle with this game's own random generator and deal the first hand (C-DEAL-2)."""
        game = cls(rules, seed)
        game.order = game.seat_order(1)
        seats = game.order or range(rules.player_count)
        game.dealer = seats[random.Random(f"{seed}/first-dealer").randrange(len(seats))]
        deal(game)
        return game

    # -- seats and sides ---------------------------------------------------------------------------
    @property
    def order(self) -> list[int] | None:
        return self._order

    @order.setter
    def order(self, seats: list[int] | None) -> None:
        """Five players: this hand's four; each for himself, the 1st and 3rd play the 2nd and 4th (X1-8)."""
        self._order = seats
        self._hand_sides = None
        if seats is not None and self.rules.side_structure == "five_rotating_individual":
            self._hand_sides = list(range(self.rules.player_count))  # the one sitting out: a side of his own
            for i, seat in enumerate(seats):
                self._hand_sides[seat] = seats[i % 2]

    def side_of(self, seat: int) -> int:
        if self.partnership is not None and seat in self.partnership:
            return self.partnership[0]  # partners for the rest of the hand: one side, one meld area
        if self._hand_sides is not None:
            return self._hand_sides[seat]
        return seat % self.side_count  # sides alternate around the table (V-SIDE-2)

    def threes_holder(self, seat: int) -> int:
        """Where a seat's red threes lie: with its side, or its own when partners do not pool them (V3-TMP-6)."""
        return seat if self.rules.side_structure == "temporary_partnership" else self.side_of(seat)

    def next_seat(self, seat: int) -> int:
        step = 1 if self.rules.play_direction == "clockwise" else -1
        if self.order is not None:  # five players: round the four who play this hand
            return self.order[(self.order.index(seat) + step) % len(self.order)]
        return (seat + step) % self.rules.player_count

    def next_active_seat(self, seat: int) -> int:
        """The next seat round the whole table that plays this hand (five players: past the one sitting out)."""
        step = 1 if self.rules.play_direction == "clockwise" else -1
        n = self.rules.player_count
        seat = (seat + step) % n
        while self.order is not None and seat not in self.order:
            seat = (seat + step) % n
        return seat

    def seats_from(self, first: int) -> list[int]:
        order, seat = [], first
        for _ in range(self.rules.active_players):
            order.append(seat)
            seat = self.next_seat(seat)
        return order

    def seat_order(self, round_number: int) -> list[int] | None:
        """Five players (X1-8): the three of seats 0, 2, 4 take turns sitting out, and the four who play sit
        so that the sides alternate: the first of the three, seat 1, the second of the three, seat 3.  Each
        for himself, every seat sits out in turn, clockwise from seat 4, and the other four play in seat order."""
        if self.rules.side_structure == "five_rotating_individual":
            out = (round_number + 3) % 5
            return [s for s in range(5) if s != out]
        if self.rules.side_structure != "five_three_vs_two":
            return None
        return _three_vs_two_order(round_number)

    def seats_of(self, side: int) -> list[int]:
        return [s for s in range(self.rules.player_count) if self.side_of(s) == side]

    def partners_of(self, seat: int) -> list[int]:
        """The seat's partners in turn order from it: one in pairs, two in teams of three, none alone."""
        if self.partnership is not None:
            return [s for s in self.partnership if s != seat] if seat in self.partnership else []
        if self.order is not None:
            if seat not in self.order:
                return []  # sitting this hand out
            side = self.side_of(seat)
            return [s for s in self.seats_from(self.next_seat(seat)) if s != seat and self.side_of(s) == side]
        if not self.rules.has_partners:
            return []
        table = self._partner_table
        if table is None:  # fixed partnerships: worked out once per game
            table = self._partner_table = [
                [s for s in self.seats_from(self.next_seat(p)) if s != p and s % self.side_count == p % self.side_count]
                for p in range(self.rules.player_count)]
        return table[seat]

    def partner_of(self, seat: int) -> int | None:
        """The partner a plain ``ask`` goes to: the next one in turn order (the only one in pairs)."""
        partners = self.partners_of(seat)
        return partners[0] if partners else None

    def has_melded(self, side: int) -> bool:
        """A side is open once it has a meld on the table this hand (V-SIDE-3)."""
        return bool(self.melds[side])

    def initial_meld_minimum(self, side: int) -> int:
        """The side's minimum for its first meld, by its cumulative score (C-INIT-1)."""
        return self.minimum_for_score(self.scores[side])

    def opening_minimum(self, seat: int) -> int:
        """The minimum this seat's first meld for its side must reach: by the side's score, or by his own
        where partners keep their own scores (V3-TMP-7, X1-8)."""
        if self.rules.scores_by_seat:
            return self.minimum_for_score(self.scores[seat])
        return self.initial_meld_minimum(self.side_of(seat))

    def minimum_for_score(self, score: int) -> int:
        minimum = self.rules.initial_meld_table[0][1]
        for low, value in self.rules.initial_meld_table:
            if low is None or score >= low:
                minimum = value
        return minimum

    def pile_freeze(self, side: int) -> Refusal | None:
        """Why the pile is frozen for ``side``, or None when it is open to it (C-PILE-2, C-PILE-3)."""
        return freeze_refusal(self.rules, self.pile, self.has_melded(side))

    def pile_freeze_reason(self, side: int) -> str | None:
        """``pile_freeze`` as English text."""
        return freeze_reason(self.rules, self.pile, self.has_melded(side))

    # -- threes laid by hand (MAC-7, MAC-9) --------------------------------------------------------
    def threes_in_hand(self, seat: int) -> list[Card]:
        bonus = self.rules.bonus_threes
        return [c for c in self.hands[seat] if c in bonus]

    def threes_allowed(self, seat: int) -> int:
        """How many threes the seat may keep in hand now: one while his side has not melded (MAC-9)."""
        keep = self.rules.keep_threes_in_hand
        if keep == "unlimited":
            return 99
        if keep == "one_before_initial_meld" and not self.has_melded(self.side_of(seat)):
            return 1
        return 0

    def threes_to_lay(self, seat: int) -> bool:
        """Whether the seat must lay out a three before anything else (MAC-7, MAC-9d)."""
        if not self.rules.threes_laid_by_hand or not self.stock:  # none to replace it: the three stays (MAC-32)
            return False
        return len(self.threes_in_hand(seat)) > self.threes_allowed(seat)

    # -- the public API ----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every move the seat to act may make now (composites left out are still accepted)."""
        return legal.legal_moves(self)

    def apply(self, move: Move | str) -> list[Event]:
        """Check and play a move for ``to_act``; raise IllegalMove (state unchanged) if the rules forbid it."""
        parsed = parse_move(move) if isinstance(move, str) else move
        plan = self._check(parsed)
        events: list[Event] = []
        if isinstance(parsed, Discard):
            self._do_discard(parsed.card, events)
        elif isinstance(parsed, Draw):
            turn_card_there = not self.turn_card_drawn()
            self._draw(events)
            if turn_card_there and self.turn_card_drawn():
                events.append(TurnCardDrawn(self.to_act))
        elif isinstance(parsed, Meld):
            self._do_meld(plan, events)
        elif isinstance(parsed, Take):
            self._do_take(plan, events)
        elif isinstance(parsed, Ask):
            self.turn.asked, self.turn.asker = "pending", self.to_act
            self.asks[self.to_act] += 1
            events.append(Asked(self.to_act))
            self.to_act, self.phase = plan, Phase.ANSWER
        elif isinstance(parsed, Answer):
            asker = self.turn.asker if self.turn.asker is not None else self.partner_of(self.to_act)
            assert asker is not None
            self.turn.asked, self.turn.asker = ("yes" if parsed.yes else "no"), None
            events.append(Answered(self.to_act, parsed.yes))
            self.to_act, self.phase = asker, Phase.PLAY
        elif isinstance(parsed, Lay):
            turn_card_there = not self.turn_card_drawn()
            self.hands[self.to_act].remove(parsed.card)
            replacement = lay_red_three(self, self.to_act, parsed.card, events, replace=True)
            if turn_card_there and self.turn_card_drawn():
                events.append(TurnCardDrawn(self.to_act))
            if replacement in self.rules.bonus_threes and not self.stock:
                self._last_card_three(replacement, events)
        elif isinstance(parsed, Special):
            self.special = (self.to_act, parsed.name)
            events.append(SpecialHandShown(self.to_act, parsed.name, tuple(self.hands[self.to_act])))
            self._end_hand("special_hand", events)
        elif isinstance(parsed, EndTurn):
            self._end_hand("last_red_three", events)
        self.history.append(parsed)
        return events

    def refusal(self, move: Move | str) -> IllegalMove | None:
        """The IllegalMove that ``apply`` would raise for ``move``, or None if it would be played; nothing
        changes.  Text that is no move at all raises NotationError, as ``apply`` does."""
        try:
            self._check(parse_move(move) if isinstance(move, str) else move)
        except IllegalMove as refused:
            return refused
        return None

    def _check(self, move: Move) -> Any:
        """Every rule a move must pass, before anything changes; what its play needs (a plan, the partner
        asked), or None.  Raises IllegalMove."""
        if self.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            raise IllegalMove.of("turn.hand_over" if self.phase == Phase.ROUND_OVER else "turn.game_over")
        if type(move) not in ALLOWED_MOVES[self.phase]:
            raise _phase_refusal(self.phase, move)
        if self.phase != Phase.ANSWER and not isinstance(move, Lay) and self.threes_to_lay(self.to_act):
            raise IllegalMove.of("turn.lay_threes_first_keep_one" if self.threes_allowed(self.to_act)
                                 else "turn.lay_threes_first")
        if isinstance(move, Discard):
            return checks.check_discard(self, move)
        if isinstance(move, Draw):
            if not self.stock and legal.take_is_forced(self):
                raise IllegalMove.of("draw.must_take_pile")
            return None
        if isinstance(move, Meld):
            return checks.check_meld(self, move)
        if isinstance(move, Take):
            return checks.check_take(self, move)
        if isinstance(move, Ask):
            return checks.check_ask(self, move)
        if isinstance(move, Lay):
            return checks.check_lay(self, move)
        if isinstance(move, Special):
            return checks.check_special(self, move)
        if isinstance(move, EndTurn) and not self.turn.no_discard:
            raise IllegalMove.of("turn.end_needs_discard")
        return None

    def view(self, seat: int) -> GameView:
        """What ``seat`` may know; the only picture of the game the AI and the UI's opponents get."""
        return GameView.of(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return position.to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        return position.from_dict(cls, data)

    def next_round(self) -> list[Event]:
        """Deal the next hand, the deal passing one seat on (C-DEAL-2)."""
        if self.phase != Phase.ROUND_OVER:
            raise IllegalMove.of("turn.game_over" if self.phase == Phase.GAME_OVER else "round.still_playing")
        n, s = self.rules.player_count, self.rules.side_count
        self.round += 1
        if self.rules.side_structure == "five_rotating_individual":  # the deal passes on round the table,
            self.order = self.seat_order(self.round)  # past the one who now sits out
            self.dealer = self.next_active_seat(self.dealer)
        else:
            self.dealer = self.next_seat(self.dealer)
        if self.rules.side_structure == "five_three_vs_two":  # a new four; a dealer who now sits out passes on
            self.order = four = _three_vs_two_order(self.round)
            if self.dealer not in four:
                self.dealer = four[0]
        self.hands = [Hand() for _ in range(n)]
        self.melds = [{} for _ in range(s)]
        self.red_threes = [[] for _ in range(s)]
        self.pile, self.history = [], []
        self.known = [[] for _ in range(n)]
        self.stock_draws, self.seat_melded = [0] * n, [False] * n
        self.laid_whole = [[] for _ in range(s)]
        self.partnership = None
        self.asks = [0] * n
        self.special = None
        self.talons = []
        self.round_scores, self.ended_by, self.went_out, self.concealed = None, None, None, False
        deal(self)
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
        g.laid_whole = [list(x) for x in self.laid_whole]
        g.asks = list(self.asks)
        g.talons = [list(t) for t in self.talons]
        g.turn = TurnState(**self.turn.to_dict())
        g._order = list(self._order) if self._order is not None else None
        g._hand_sides = list(self._hand_sides) if self._hand_sides is not None else None
        return g

    # -- turn flow ---------------------------------------------------------------------------------
    def begin_turn(self, seat: int, events: list[Event]) -> None:
        """Hand the turn to ``seat``; with an empty stock and no possible take the hand ends (C-STOCK-2c)."""
        side = self.side_of(seat)
        self.to_act, self.phase = seat, Phase.DRAW
        melds = self.melds[side]
        self.turn = TurnState(False, False, None, False, bool(melds), self.seat_melded[seat], False, False, [],
                              list(melds))
        if not self.stock and not legal.can_take_pile(self):
            self._end_hand("stock_exhausted", events)  # nobody can draw and the pile cannot be taken (C-STOCK-2c)

    def _draw(self, events: list[Event]) -> None:
        """Draw from the stock (C-TURN-2, C-R3-3, C-STOCK-3), or decline the pile when it is empty."""
        seat = self.to_act
        if not self.stock:  # declining the pile (C-STOCK-2); _check refused it where the take is forced
            self._end_hand("stock_exhausted", events)
            return
        hand = self.hands[seat]
        drawn: list[Card] = []
        last_was_red_three = False
        bonus = self.rules.bonus_threes
        if self.rules.threes_laid_by_hand:  # threes go to the hand; the player lays them (MAC-8, MAC-9)
            drawn = [self.stock.pop() for _ in range(min(self.rules.stock_draw_count, len(self.stock)))]
            hand.extend(drawn)
            self.stock_draws[seat] += 1
            events.insert(0, CardsDrawn(seat, tuple(drawn)))
            self.turn.drew = True
            self.phase = Phase.PLAY
            if drawn[-1] in bonus and not self.stock:
                self._last_card_three(drawn[-1], events)
            return
        for _ in range(self.rules.stock_draw_count):
            if not self.stock:
                break
            card = self.stock.pop()
            last_was_red_three = card in bonus
            if last_was_red_three:
                self.red_threes[self.threes_holder(seat)].append(card)
                events.append(RedThreeLaid(seat, card, bool(self.stock)))
                while self.stock:  # its replacement belongs to the same draw
                    card = self.stock.pop()
                    last_was_red_three = card in bonus
                    if not last_was_red_three:
                        break
                    self.red_threes[self.threes_holder(seat)].append(card)
                    events.append(RedThreeLaid(seat, card, bool(self.stock)))
                if last_was_red_three:
                    break
            drawn.append(card)
            hand.append(card)
        self.stock_draws[seat] += 1
        events.insert(0, CardsDrawn(seat, tuple(drawn)))  # before any red three it brought
        self.turn.drew = True
        self.phase = Phase.PLAY
        if last_was_red_three and not self.stock and not (drawn and self.rules.stock_draw_count > 1):
            if self.rules.last_stock_red_three == "end_may_meld":
                self.turn.no_discard = True
            else:
                self._end_hand("last_red_three", events)

    def _last_card_three(self, card: Card, events: list[Event]) -> None:
        """The last stock card drawn is a three: the hand ends at once, without a meld or a discard; the
        three counts against the side in hand, or joins its threes (MAC-32, MAC-37, TR-7)."""
        if self.rules.last_card_three == "end_scored_as_table":
            self.hands[self.to_act].remove(card)
            lay_red_three(self, self.to_act, card, events, replace=False)
        self._end_hand("last_card_three", events)

    # -- laying cards ------------------------------------------------------------------------------
    def concealed_exemption_applies(self, laying: dict[str, list[Card]] | None = None) -> bool:
        """The minimum is waived for a concealed going out (C-CONC-3): only for a side unmelded when the
        turn began, and only as far as ``is_concealed_going_out`` allows it.  Without ``laying``: whether a
        concealed going out is still open this turn; with it (the meld about to be made): whether going out
        with it would be concealed."""
        if not self.rules.concealed_exempt_from_minimum or self.turn.side_was_open:
            return False
        if laying is None:
            return self._concealed_turn()
        return self.is_concealed_going_out(laying)

    def _lay(self, plan: LayPlan, events: list[Event]) -> None:
        seat, side = self.to_act, self.side_of(self.to_act)
        melds = self.melds[side]
        hand = self.hands[seat]
        for card in plan.from_hand:
            hand.remove(card)
        known = self.known[seat]
        if known:
            for card in plan.from_hand:
                if card in known:
                    known.remove(card)  # cards taken with the pile stop being public once melded
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
                if existing is None:
                    self.laid_whole[side].append(rank)
            events.append(Melded(seat, rank, tuple(cards), existing is None, closed))
        self.seat_melded[seat] = True

    def _do_meld(self, plan: LayPlan, events: list[Event]) -> None:
        if self.turn.bonus_due is None:
            self.turn.bonus_due = self.bonus_packet()  # decided before the first meld lies on the table
        self._lay(plan, events)
        self.turn.melded = True
        if not self.hands[self.to_act]:
            self._go_out(events)

    # -- the turn card and bonus cards (MAC-5, MAC-25) ----------------------------------------------
    def turn_card_drawn(self) -> bool:
        n = self.rules.turn_card_from_bottom
        return n is not None and len(self.stock) < n

    def bonus_packet(self) -> int | None:
        """Bonus cards a meld now would earn: 0 for the first side to meld this hand, 1 for the second;
        None when it earns none (the side is open, took the pile, or the turn card is gone) (MAC-25)."""
        r, t = self.rules, self.turn
        side = self.side_of(self.to_act)
        if r.bonus_cards is None or t.took_pile or t.side_was_open or self.melds[side]:
            return None
        packet = min(sum(1 for s, melds in enumerate(self.melds) if s != side and melds), 1)
        if r.bonus_cards_source == "talons":  # the packets lie apart: the turn card does not matter
            return packet if self.talons[packet] else None
        return None if self.turn_card_drawn() else packet

    def bonus_follows(self) -> bool:
        """Bonus cards come after this turn's discard: the side opens (or opened) from the hand now (MAC-25)."""
        return self.turn.bonus_due is not None or self.bonus_packet() is not None

    def _draw_stock(self, count: int, events: list[Event]) -> list[Card]:
        """Cards off the stock's top; announces the turn card when it comes (MAC-5)."""
        before = self.turn_card_drawn()
        cards = [self.stock.pop() for _ in range(min(count, len(self.stock)))]
        if not before and self.turn_card_drawn():
            events.append(TurnCardDrawn(self.to_act))
        return cards

    def _give_bonus_cards(self, events: list[Event]) -> None:
        """After the discard: the bonus cards, threes among them laid out and replaced at once (MAC-25)."""
        seat, packet = self.to_act, self.turn.bonus_due
        self.turn.bonus_due = None
        assert packet is not None and self.rules.bonus_cards is not None
        if self.rules.bonus_cards_source == "talons":
            cards, self.talons[packet] = self.talons[packet], []
        else:
            cards = self._draw_stock(self.rules.bonus_cards[packet], events)
        events.append(BonusCardsDrawn(seat, tuple(cards)))
        for card in cards:
            if card in self.rules.bonus_threes:
                lay_red_three(self, seat, card, events, replace=True, by_hand=False)
            else:
                self.hands[seat].append(card)

    # -- taking the pile ---------------------------------------------------------------------------
    def _do_take(self, plan: LayPlan, events: list[Event]) -> None:
        seat = self.to_act
        pile, self.pile = self.pile, []
        events.append(PileTaken(seat, tuple(pile)))
        rest = pile[:-1]
        self.turn.drew = self.turn.took_pile = True
        self.phase = Phase.PLAY
        bonus = self.rules.bonus_threes
        gained = [card for card in rest if card not in bonus]
        if self.rules.side_structure == "temporary_partnership" and self.partnership is None:
            self._form_partnership(seat, events)
        for card in rest:
            if card in bonus:
                lay_red_three(self, seat, card, events, replace=False)  # no replacement (C-R3-5)
        self.hands[seat].extend(gained)
        self.known[seat].extend(gained)
        self._lay(plan, events)
        if not self.hands[seat]:
            self._go_out(events)

    def _form_partnership(self, lone: int, events: list[Event]) -> None:
        """The first to take the pile plays alone; the other two join their melds, one meld per rank.  A
        merged meld may hold more wild cards than a meld may; it then takes no more (V3-TMP-3)."""
        a, b = sorted(s for s in range(self.rules.player_count) if s != lone)
        self.partnership = (a, b)
        joined, moved = self.melds[a], self.melds[b]
        for rank, cards in moved.items():
            joined[rank] = TableMeld([*joined.get(rank, []), *cards])
        self.melds[b] = {}
        self.laid_whole[a] += [rank for rank in self.laid_whole[b] if rank not in self.laid_whole[a]]
        self.laid_whole[b] = []
        events.append(PartnershipFormed(lone, (a, b)))

    # -- discarding, going out, the end of a hand --------------------------------------------------
    def _do_discard(self, card: Card, events: list[Event]) -> None:
        seat = self.to_act
        self.hands[seat].remove(card)
        known = self.known[seat]
        if known and card in known:
            known.remove(card)  # no longer public once discarded
        self.pile.append(card)
        events.append(Discarded(seat, card))
        if self.turn.bonus_due is not None and (self.hands[seat] or checks.going_out_refusal(
                self, self.melds[self.side_of(seat)])):
            self._give_bonus_cards(events)  # an empty hand here is filled again, not gone out (MAC-26)
        if not self.hands[seat]:
            self._go_out(events)
        else:
            self.begin_turn(self.next_seat(seat), events)

    def is_concealed_going_out(self, laying: dict[str, list[Card]] | None = None) -> bool:
        """Would going out now, after also laying ``laying`` (per rank, the cards about to be melded), be
        concealed?  The one place that decides it; the scoring, the minimum's exemption, the move lists and
        the going-out search all ask here.  The turn must allow it (C-CONC-1, C-CONC-4, D5), and the cards the
        player laid down this turn must include a canasta of his own making (C-CONC-2): a canasta the
        partner closed earlier does not count, whatever ``concealed_requires_side_unmelded`` says."""
        if not self._concealed_turn():
            return False
        t, laying = self.turn, laying or {}
        if any(rank in t.old_ranks for rank in laying):
            return False  # a lay-off onto a meld that was there when the turn began (D5)
        if any(rank not in t.old_ranks for rank in t.canastas_made):
            return True
        melds, size = self.melds[self.side_of(self.to_act)], self.rules.canasta_size
        return any(len(melds.get(rank, ())) < size <= len(melds.get(rank, ())) + len(cards)
                   for rank, cards in laying.items())

    def _concealed_turn(self) -> bool:
        """What this turn lets a concealed going out be, whatever the cards: a stock draw (C-CONC-4), and no
        meld of the side before this turn (C-CONC-1) or, under the S1 reading, none of the player himself and
        no lay-off onto his partner's melds (D5)."""
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
        self.phase = Phase.GAME_OVER if over else Phase.ROUND_OVER
        self.winner = winner
        if over:
            events.append(GameEnded(winner))


def _three_vs_two_order(round_number: int) -> list[int]:
    """Five players, three against two (X1-8): the four who play this hand, sides alternating."""
    three = [4, 0, 2]  # seat 4 first: the player at seat 0 plays the first hand
    out = three[(round_number - 1) % 3]
    a, b = (s for s in three if s != out)
    return [a, 1, b, 3]


def _phase_refusal(phase: Phase, move: Move) -> IllegalMove:
    if phase == Phase.DRAW:
        return IllegalMove.of("turn.draw_first", move=str(move))
    if phase == Phase.PLAY:
        if isinstance(move, Draw | Take):
            return IllegalMove.of("turn.already_drawn")
        return IllegalMove.of("turn.already_answered") if isinstance(move, Answer) else IllegalMove.of(
            "turn.not_now", move=str(move))
    return IllegalMove.of("turn.answer_partner")
