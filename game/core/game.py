"""The Game: the moves that change a game of Canasta (DESIGN.md section 2); its state and the questions it
answers are ``GameState``'s (state.py).  Only the methods here change the state.

Every move is checked completely before anything changes (``checks.check_*`` return a plan, the
``_do_*`` methods here carry it out), so an ``IllegalMove`` always leaves the state as it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from operator import is_
from typing import Any

from . import checks, legal, position, record, scoring
from .cards import Card
from .checks import Laying
from .deal import cut_the_pack, deal_hands, lay_red_three, shuffled_deck, turn_upcard
from .errors import IllegalMove, NotationError
from .events import (
    Answered,
    Asked,
    BonusCardsDrawn,
    CardsDrawn,
    Discarded,
    Event,
    GameEnded,
    HandEnded,
    JokerCut,
    Melded,
    PartnershipFormed,
    PileTaken,
    RedThreeLaid,
    SpecialHandShown,
    TurnCardDrawn,
    WentOut,
)
from .frozen import maker
from .hand import Hand
from .legal import draw_phase_moves, play_phase_moves
from .melds import TableMeld
from .moves import Answer, Ask, Discard, Draw, EndTurn, Lay, Meld, Move, Special, Take, parse_move
from .rules import MAX_PLAYERS, RuleSet
from .state import GameState, three_vs_two_order
from .turn import ALLOWED_MOVES, ANSWER, DRAW, GAME_OVER, PHASES, PLAY, ROUND_OVER, Phase, TurnState
from .view import GameView

__all__ = ["ALLOWED_MOVES", "Game", "PHASES", "Phase", "TurnState"]


class Game(GameState):
    """One game: a sequence of hands to the target score or number of hands."""
    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def new(cls, rules: RuleSet, seed: int | str = 0) -> Game:
        """Shuffle with this game's own random generator and deal the first hand (C-DEAL-2)."""
        game = cls(rules, seed)
        game._set_order(game.seat_order(1))
        seats = game._order or range(rules.player_count)
        game._dealer = seats[random.Random(f"{seed}/first-dealer").randrange(len(seats))]
        game._deal()
        return game

    # -- the public API ----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every move the seat to act may make now (composites left out are still accepted)."""
        phase = self._phase
        # legal.legal_moves' usual answers, without its call: where no player lays his threes himself, the play
        # phase's list or the draw phase's
        if self._rules.threes_laid_by_hand:
            moves = legal.legal_moves(self)
        elif phase is PLAY:
            moves = play_phase_moves(self)
        elif phase is DRAW:
            moves = draw_phase_moves(self)
        else:
            moves = legal.legal_moves(self)
        self._listed = tuple(moves)
        return moves

    def apply(self, move: Move | str) -> list[Event]:
        """Check and play a move for ``to_act``; raise IllegalMove (state unchanged) if the rules forbid it."""
        # A move of the list legal_moves() gave for this very position has passed the rules there: it is
        # played without checking it again (the property tests and tests/core/test_move_digests.py hold
        # the list and the checks to agreement), its plan None: what it does is worked out where it is played
        # (``_do_meld``, ``_do_take``, ``_do_ask``).  The list is the moves themselves, by identity, so text never
        # matches and is read only on the other way.
        listed = self._listed
        # by identity, without an int per move; the move repeated in a tuple, as itertools.repeat parses its
        # arguments as keywords (CPython 3.11), which costs more than the tuple
        if listed and any(map(is_, listed, (move,) * len(listed))):
            parsed: Move = move  # type: ignore[assignment]  # a listed move, never text
            plan = None
        else:
            parsed = parse_move(move) if isinstance(move, str) else move
            plan = checks.check_move(self, parsed)
        kind = type(parsed)
        self._listed = ()
        events: list[Event] = []
        _PLAYS[kind](self, parsed, plan, events)
        self._history.append(parsed)
        return events

    def refusal(self, move: Move | str) -> IllegalMove | None:
        """The IllegalMove that ``apply`` would raise for ``move``, or None if it would be played; nothing
        changes.  Text that is no move at all raises NotationError, as ``apply`` does."""
        return checks.refusal(self, move)

    def view(self, seat: int) -> GameView:
        """What ``seat`` may know; the only picture of the game the AI and the UI's opponents get."""
        return GameView.of(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return position.to_dict(self)

    @classmethod
    def from_view(cls, view: GameView, unseen_order: Sequence[Card] | None = None) -> Game:
        """A game consistent with ``view``, to play on: its hidden hands and stock dealt from the cards the
        seat cannot see, in the given order or a fixed one (GameView.sample_position).  The moves of the seat
        to act are the same in every such game.  (``from_dict``, reading a position, is GameState's.)"""
        return cls.from_dict(view.sample_position(unseen_order))

    @classmethod
    def from_record(cls, text: str) -> Game:
        """Replay a game record (record.py) to the position it ends in.  A malformed record, or a move the
        rules refuse, raises ValueError naming the line, the hand and the move."""
        parsed = record.parse_record(text)
        game = cls.new(parsed.rules, parsed.seed)
        for number, (moves, line) in enumerate(zip(parsed.hands, parsed.lines, strict=True), 1):
            if number > 1:
                if game._phase != ROUND_OVER:
                    raise NotationError(f"line {line}: hand {number} begins, but hand {number - 1} is not over"
                                        if game._phase != GAME_OVER else f"line {line}: the game was over "
                                        f"after hand {number - 1}")
                game.next_round()
            for index, move in enumerate(moves, 1):
                try:
                    game.apply(move)
                except IllegalMove as refused:
                    raise NotationError(f"line {line}: move {index} of hand {number} ({move}) is refused: "
                                        f"{refused}") from None
        return game

    @classmethod
    def from_code(cls, code: str) -> Game:
        """Replay a share code (record.to_code); a damaged code raises ValueError saying so."""
        return cls.from_record(record.from_code_text(code))

    def next_round(self) -> list[Event]:
        """Deal the next hand, the deal passing one seat on (C-DEAL-2)."""
        if self._phase != ROUND_OVER:
            raise IllegalMove.of("turn.game_over" if self._phase == GAME_OVER else "round.still_playing")
        n, s = self._rules.player_count, self._rules.side_count
        self._round += 1
        if self._rules.side_structure == "five_rotating_individual":  # the deal passes on round the table,
            self._set_order(self.seat_order(self._round))  # past the one who now sits out
            self._dealer = self.next_active_seat(self._dealer)
        else:
            self._dealer = self.next_seat(self._dealer)
        if self._rules.side_structure == "five_three_vs_two":  # a new four; a dealer who now sits out passes on
            self._set_order(four := three_vs_two_order(self._round))
            if self._dealer not in four:
                self._dealer = four[0]
        self._hands = [Hand() for _ in range(n)]
        self._melds = [{} for _ in range(s)]
        self._red_threes = [[] for _ in range(s)]
        self._past_hands.append(tuple(self._history))
        self._pile, self._history = [], []
        self._known = [[] for _ in range(n)]
        self._stock_draws, self._seat_melded = [0] * n, [False] * n
        self._laid_whole = [[] for _ in range(s)]
        self._partnership = None
        self._sides_changed()
        self._asks = [0] * n
        self._special = None
        self._talons = []
        self._round_scores, self._ended_by, self._went_out, self._concealed = None, None, None, False
        self._listed = ()
        self._deal()
        return list(self._deal_events)

    def copy(self) -> Game:
        """An independent copy, cheaper than a round trip through ``to_dict``."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g._scores = list(self._scores)
        g._hands = [h.copy() for h in self._hands]
        g._melds = [{r: m.copy() for r, m in side.items()} for side in self._melds]
        g._red_threes = [list(x) for x in self._red_threes]
        g._pile, g._stock, g._history = list(self._pile), list(self._stock), list(self._history)
        g._past_hands = list(self._past_hands)
        g._known = [list(k) for k in self._known]
        g._stock_draws, g._seat_melded = list(self._stock_draws), list(self._seat_melded)
        g._laid_whole = [list(x) for x in self._laid_whole]
        g._asks = list(self._asks)
        g._talons = [list(t) for t in self._talons]
        g._turn, g._turn_lent = self._turn.copy(), False
        g._order = list(self._order) if self._order is not None else None
        g._hand_sides = list(self._hand_sides) if self._hand_sides is not None else None
        return g

    # -- what each move does, once checked (_do_meld, _do_take and _do_discard further down): _PLAYS below
    # picks the method by the move's type
    def _do_ask(self, move: Ask, partner: int | None, events: list[Event]) -> None:
        if partner is None:  # a listed move, not checked again (apply)
            partner = checks.partner_asked(self, move)
        self._turn.asked, self._turn.asker = "pending", self._to_act
        self._asks[self._to_act] += 1
        events.append(Asked(self._to_act))
        self._to_act, self._phase = partner, ANSWER

    def _do_answer(self, move: Answer, plan: None, events: list[Event]) -> None:
        asker = self._turn.asker if self._turn.asker is not None else self.partner_of(self._to_act)
        assert asker is not None
        self._turn.asked, self._turn.asker = ("yes" if move.yes else "no"), None
        events.append(Answered(self._to_act, move.yes))
        self._to_act, self._phase = asker, PLAY

    def _do_lay(self, move: Lay, plan: None, events: list[Event]) -> None:
        turn_card_there = not self.turn_card_drawn()
        self._hands[self._to_act].remove(move.card)
        replacement = self._lay_red_three(self._to_act, move.card, events, replace=True)
        if turn_card_there and self.turn_card_drawn():
            events.append(TurnCardDrawn(self._to_act))
        if replacement in self._rules.bonus_threes and not self._stock:
            self._last_card_three(replacement, events)

    def _do_special(self, move: Special, plan: None, events: list[Event]) -> None:
        self._special = (self._to_act, move.name)
        events.append(SpecialHandShown(self._to_act, move.name, tuple(self._hands[self._to_act])))
        self._end_hand("special_hand", events)

    def _do_end_turn(self, move: EndTurn, plan: None, events: list[Event]) -> None:
        self._end_hand("last_red_three", events)

    # -- the deal ----------------------------------------------------------------------------------
    def _deal(self) -> None:
        """Shuffle with this hand's own generator, deal one card at a time, turn the upcard and lay out the
        dealt red threes; then the first player's turn begins (C-DEAL, C-UP, C-R3-2)."""
        r = self._rules
        events: list[Event] = []
        deck = shuffled_deck(r, self._seed, self._round)
        if r.cut_joker_to_cutter:
            deck, cut_joker = cut_the_pack(r, self._seed, self._round, self._dealer, deck)
            if cut_joker is not None:
                cutter, joker = cut_joker
                self._hands[cutter].append(joker)
                self._known[cutter].append(joker)
                events.append(JokerCut(cutter, joker))
        self._stock = deck
        first = self.next_seat(self._dealer)
        order = self.seats_from(first)
        for seat, cards in deal_hands(r, self._stock, order).items():
            self._hands[seat].extend(cards)
        if r.bonus_cards is not None and r.bonus_cards_source == "talons":  # set aside face down (TR-11)
            self._talons = [[self._stock.pop() for _ in range(n)] for n in r.bonus_cards]
        if r.initial_upcard:
            turn_upcard(r, self._stock, self._pile, events)
        if not r.threes_laid_by_hand:  # else each player lays his own on his first turn (MAC-7)
            for seat in order:  # dealt red threes, in turn order (C-R3-2)
                for card in [c for c in self._hands[seat] if c in r.bonus_threes]:
                    self._hands[seat].remove(card)
                    self._lay_red_three(seat, card, events, replace=True)
        self._deal_events = events
        self._begin_turn(first, events)

    def _lay_red_three(self, seat: int, card: Card, events: list[Event], replace: bool,
                       by_hand: bool | None = None) -> Card | None:
        """Lay out the seat's three and replace it (deal.lay_red_three); the card that went to the hand."""
        return lay_red_three(self._rules, seat, card, self._red_threes[self.threes_holder(seat)], self._stock,
                             self._hands[seat], events, replace, by_hand)

    def holding(self, seat: int, cards: Sequence[Card]) -> Game:
        """A copy in which ``seat`` holds ``cards``, however many: a hand he may have held before, for a player
        who asks what another would have done with it.  The copy is for reading, not for play: its cards
        need not add up."""
        world = self.copy()
        world._hands[seat] = Hand(cards)
        world._listed = ()
        return world

    def redealt(self, hands: Mapping[int, Sequence[Card]], stock: Sequence[Card]) -> Game:
        """A copy with these seats' hands and the stock (top card last) dealt anew: a world the hidden cards
        might make, for a player who samples them.  Each hand keeps its size and the stock its length; that
        the cards add up with the rest is the caller's to keep (checking would cost more than the sampling:
        ``from_dict`` checks)."""
        if len(stock) != len(self._stock):
            raise ValueError(f"the stock holds {len(self._stock)} cards, not {len(stock)}")
        world = self.copy()
        for seat, cards in hands.items():
            if len(cards) != len(self._hands[seat]):
                raise ValueError(f"seat {seat} holds {len(self._hands[seat])} cards, not {len(cards)}")
            world._hands[seat] = Hand(cards)
        world._stock = list(stock)
        world._listed = ()  # the moves listed for the world as it was
        return world

    # -- turn flow ---------------------------------------------------------------------------------
    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        """Hand the turn to ``seat``; with an empty stock and no possible take the hand ends (C-STOCK-2c)."""
        self._to_act, self._phase = seat, DRAW
        melds = self._melds[self._sides[seat]]  # side_of, without the call: every turn asks
        if not self._turn_lent:
            # Nobody outside the game was handed the last turn's state (``turn`` marks it lent), so no one can see
            # it change: it is reset in place, for making a TurnState is a class call that CPython 3.11 cannot
            # make cheap (about 1% of random play).  Its lists are new, for they may have been handed out.  (A
            # reference count would say the same on 3.11 but not on 3.14, which borrows references.)
            turn = self._turn
            turn.drew = turn.took_pile = turn.melded = turn.played_on_old = turn.no_discard = False
            turn.asked = turn.asker = turn.bonus_due = None
            turn.side_was_open = bool(melds)
            turn.seat_had_melded = self._seat_melded[seat]
            turn.canastas_made = []
            turn.old_ranks = [*melds]
        else:
            self._turn = TurnState(False, False, None, False, bool(melds), self._seat_melded[seat], False, False, [],
                                  [*melds])
            self._turn_lent = False
        if not self._stock and not legal.can_take_pile(self):
            self._end_hand("stock_exhausted", events)  # nobody can draw and the pile cannot be taken (C-STOCK-2c)

    def _do_draw(self, move: Draw, plan: None, events: list[Event]) -> None:
        r = self._rules
        if r.turn_card_from_bottom is None:  # no turn card in the stock (MAC-5)
            stock = self._stock
            if stock and r.stock_draw_count == 1 and not r.threes_laid_by_hand and stock[-1] not in r.bonus_threes:
                seat = self._to_act  # the usual draw, here rather than in _draw: one card, no three
                card = stock.pop()
                self._hands[seat].append(card)
                self._stock_draws[seat] += 1
                drew = _ONE_CARD_DRAWN[seat].get(card)
                if drew is None:
                    drew = _ONE_CARD_DRAWN[seat][card] = CardsDrawn(seat, (card,))
                events.append(drew)
                self._turn.drew = True
                self._phase = PLAY
                return
            self._draw(events)
            return
        turn_card_there = not self.turn_card_drawn()
        self._draw(events)
        if turn_card_there and self.turn_card_drawn():
            events.append(TurnCardDrawn(self._to_act))

    def _draw(self, events: list[Event]) -> None:
        """Draw from the stock (C-TURN-2, C-R3-3, C-STOCK-3), or decline the pile when it is empty."""
        seat = self._to_act
        if not self._stock:  # declining the pile (C-STOCK-2); check_move refused it where the take is forced
            self._end_hand("stock_exhausted", events)
            return
        hand = self._hands[seat]
        drawn: list[Card] = []
        last_was_red_three = False
        bonus = self._rules.bonus_threes
        if self._rules.threes_laid_by_hand:  # threes go to the hand; the player lays them (MAC-8, MAC-9)
            drawn = [self._stock.pop() for _ in range(min(self._rules.stock_draw_count, len(self._stock)))]
            hand.extend(drawn)
            self._stock_draws[seat] += 1
            events.insert(0, CardsDrawn(seat, tuple(drawn)))
            self._turn.drew = True
            self._phase = PLAY
            if drawn[-1] in bonus and not self._stock:
                self._last_card_three(drawn[-1], events)
            return
        for _ in range(self._rules.stock_draw_count):
            if not self._stock:
                break
            card = self._stock.pop()
            last_was_red_three = card in bonus
            if last_was_red_three:
                self._red_threes[self.threes_holder(seat)].append(card)
                events.append(RedThreeLaid(seat, card, bool(self._stock)))
                while self._stock:  # its replacement belongs to the same draw
                    card = self._stock.pop()
                    last_was_red_three = card in bonus
                    if not last_was_red_three:
                        break
                    self._red_threes[self.threes_holder(seat)].append(card)
                    events.append(RedThreeLaid(seat, card, bool(self._stock)))
                if last_was_red_three:
                    break
            drawn.append(card)
            hand.append(card)
        self._stock_draws[seat] += 1
        events.insert(0, CardsDrawn(seat, tuple(drawn)))  # before any red three it brought
        self._turn.drew = True
        self._phase = PLAY
        if last_was_red_three and not self._stock and not (drawn and self._rules.stock_draw_count > 1):
            if self._rules.last_stock_red_three == "end_may_meld":
                self._turn.no_discard = True
            else:
                self._end_hand("last_red_three", events)

    def _last_card_three(self, card: Card, events: list[Event]) -> None:
        """The last stock card drawn is a three: the hand ends at once, without a meld or a discard; the
        three counts against the side in hand, or joins its threes (MAC-32, MAC-37, TR-7)."""
        if self._rules.last_card_three == "end_scored_as_table":
            self._hands[self._to_act].remove(card)
            self._lay_red_three(self._to_act, card, events, replace=False)
        self._end_hand("last_card_three", events)

    # -- laying cards ------------------------------------------------------------------------------
    def _lay(self, plan: Laying, events: list[Event]) -> None:
        additions, from_hand = plan
        seat = self._to_act
        side = self._sides[seat]
        melds = self._melds[side]
        hand = self._hands[seat]
        for card in from_hand:
            hand.remove(card)
        known = self._known[seat]
        if known:
            for card in from_hand:
                if card in known:
                    known.remove(card)  # cards taken with the pile stop being public once melded
        size = self._rules.canasta_size
        for rank, cards in additions.items():
            existing = melds.get(rank)
            if rank in self._turn.old_ranks:
                self._turn.played_on_old = True  # only the partner's melds are old at this point
            before = len(existing) if existing else 0
            meld = melds[rank] = existing.plus(cards) if existing else TableMeld(cards)
            closed = before < size <= len(meld)
            if closed:
                self._turn.canastas_made.append(rank)
                if existing is None:
                    self._laid_whole[side].append(rank)
            events.append(_melded(seat, rank, tuple(cards), existing is None, closed))
        self._seat_melded[seat] = True

    def _do_meld(self, move: Meld, plan: Laying | None, events: list[Event]) -> None:
        if plan is None:  # a listed move, not checked again (apply)
            plan = checks.laying(move.groups)
        if self._turn.bonus_due is None and self._rules.bonus_cards is not None:  # else bonus_packet() is None
            self._turn.bonus_due = self.bonus_packet()  # decided before the first meld lies on the table
        self._lay(plan, events)
        self._turn.melded = True
        if not self._hands[self._to_act]:
            self._go_out(events)

    def _draw_stock(self, count: int, events: list[Event]) -> list[Card]:
        """Cards off the stock's top; announces the turn card when it comes (MAC-5)."""
        before = self.turn_card_drawn()
        cards = [self._stock.pop() for _ in range(min(count, len(self._stock)))]
        if not before and self.turn_card_drawn():
            events.append(TurnCardDrawn(self._to_act))
        return cards

    def _give_bonus_cards(self, events: list[Event]) -> None:
        """After the discard: the bonus cards, threes among them laid out and replaced at once (MAC-25)."""
        seat, packet = self._to_act, self._turn.bonus_due
        self._turn.bonus_due = None
        assert packet is not None and self._rules.bonus_cards is not None
        if self._rules.bonus_cards_source == "talons":
            cards, self._talons[packet] = self._talons[packet], []
        else:
            cards = self._draw_stock(self._rules.bonus_cards[packet], events)
        events.append(BonusCardsDrawn(seat, tuple(cards)))
        for card in cards:
            if card in self._rules.bonus_threes:
                self._lay_red_three(seat, card, events, replace=True, by_hand=False)
            else:
                self._hands[seat].append(card)

    # -- taking the pile ---------------------------------------------------------------------------
    def _do_take(self, move: Take, plan: Laying | None, events: list[Event]) -> None:
        seat = self._to_act
        if plan is None:  # a listed move, not checked again (apply)
            plan = checks.laying(move.groups, self._pile[-1])
        pile, self._pile = self._pile, []
        events.append(_pile_taken(seat, tuple(pile)))
        rest = pile[:-1]
        self._turn.drew = self._turn.took_pile = True
        self._phase = PLAY
        bonus = self._rules.bonus_threes
        threes = not bonus.isdisjoint(rest)  # only an upcard three is ever buried in the pile
        gained = [card for card in rest if card not in bonus] if threes else rest
        if self._rules.side_structure == "temporary_partnership" and self._partnership is None:
            self._form_partnership(seat, events)
        for card in rest if threes else ():
            if card in bonus:
                self._lay_red_three(seat, card, events, replace=False)  # no replacement (C-R3-5)
        self._hands[seat].extend(gained)
        self._known[seat].extend(gained)
        self._lay(plan, events)
        if not self._hands[seat]:
            self._go_out(events)

    def _form_partnership(self, lone: int, events: list[Event]) -> None:
        """The first to take the pile plays alone; the other two join their melds, one meld per rank.  A
        merged meld may hold more wild cards than a meld may; it then takes no more (V3-TMP-3)."""
        a, b = sorted(s for s in range(self._rules.player_count) if s != lone)
        self._partnership = (a, b)
        self._sides_changed()
        joined, moved = self._melds[a], self._melds[b]
        for rank, cards in moved.items():
            joined[rank] = TableMeld([*joined.get(rank, []), *cards])
        self._melds[b] = {}
        self._laid_whole[a] += [rank for rank in self._laid_whole[b] if rank not in self._laid_whole[a]]
        self._laid_whole[b] = []
        events.append(PartnershipFormed(lone, (a, b)))

    # -- discarding, going out, the end of a hand --------------------------------------------------
    def _do_discard(self, move: Discard, plan: None, events: list[Event]) -> None:
        seat, card = self._to_act, move.card
        hand = self._hands[seat]
        hand.remove(card)
        known = self._known[seat]
        if known and card in known:
            known.remove(card)  # no longer public once discarded
        self._pile.append(card)
        discarded = _DISCARDED[seat].get(card)
        if discarded is None:
            discarded = _DISCARDED[seat][card] = Discarded(seat, card)
        events.append(discarded)
        if self._turn.bonus_due is not None and (hand or checks.going_out_refusal(
                self, self._melds[self.side_of(seat)])):
            self._give_bonus_cards(events)  # an empty hand here is filled again, not gone out (MAC-26)
        if not hand:
            self._go_out(events)
        elif self._order is None:  # the next seat round the table (next_seat)
            r = self._rules  # (through the class: 3.11 leaves a method looked up on a game here unspecialised)
            Game._begin_turn(self, (seat + r.seat_step) % r.player_count, events)
        else:
            self._begin_turn(self.next_seat(seat), events)

    def _go_out(self, events: list[Event]) -> None:
        self._concealed = self.is_concealed_going_out()
        self._went_out = self._to_act
        events.append(WentOut(self._to_act, self._concealed))
        self._end_hand("went_out", events)

    def _end_hand(self, reason: str, events: list[Event]) -> None:
        """Score the hand and decide whether the game goes on (C-SCORE, C-END)."""
        self._ended_by = reason
        self._round_scores = scoring.score_hand(self)
        for side, breakdown in enumerate(self._round_scores):
            self._scores[side] += breakdown["total"]
        events.append(HandEnded(reason, tuple(dict(b) for b in self._round_scores)))
        over, winner = scoring.game_result(self._rules, self._scores, self._round)
        self._phase = GAME_OVER if over else ROUND_OVER
        self._winner = winner
        if over:
            events.append(GameEnded(winner))


# Events are immutable values, so the commonest ones are made once per seat and card, as moves are (legal.py);
# the others made at every meld and take are set through their slots (frozen.py).
_melded: Callable[[int, str, tuple[Card, ...], bool, bool], Melded] = maker(Melded)
_pile_taken: Callable[[int, tuple[Card, ...]], PileTaken] = maker(PileTaken)
# By seat, then card: a card's text is hashed at once, where a (seat, card) key is a tuple made and hashed each time.
_DISCARDED: list[dict[Card, Discarded]] = [{} for _ in range(MAX_PLAYERS)]
_ONE_CARD_DRAWN: list[dict[Card, CardsDrawn]] = [{} for _ in range(MAX_PLAYERS)]
# Each kind of move, checked, changes the game through its own method: (game, move, plan, events).
_PLAYS: dict[type, Callable[[Game, Any, Any, list[Event]], None]] = {
    Discard: Game._do_discard, Draw: Game._do_draw, Meld: Game._do_meld, Take: Game._do_take, Ask: Game._do_ask,
    Answer: Game._do_answer, Lay: Game._do_lay, Special: Game._do_special, EndTurn: Game._do_end_turn,
}

