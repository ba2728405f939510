"""The state of one game of Canasta and the questions it answers (DESIGN.md section 2, "Typed front").

``GameState`` holds the state in private fields and hands it out read-only: properties whose types are
read-only (``Sequence``, ``Mapping``), so a caller cannot rebind or (type-checked) change it.  Only ``Game``
(game.py), which adds the moves, changes it; ``from_dict`` here fills a new one from a position.  The other
modules of the core take a ``GameState``: they ask and read, and so none of them needs game.py (a view's
questions too are a GameState's).  The move list and the checks, the engine's hot loop, read the
private fields directly (a property costs that loop about 5%); they never write them, which
tests/core/test_state_read_only.py checks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, Self

from . import position
from .cards import Card
from .errors import Refusal
from .events import Event
from .hand import Hand
from .melds import TableMeld, card_value_table
from .memo import memo_for
from .moves import Move
from .pile import freeze_reason, freeze_refusal
from .rules import FIVE_PLAYER_STRUCTURES, RuleSet
from .turn import Phase, TurnState

__all__ = ["GameState", "three_vs_two_order"]


class GameState:
    """The state of a game and what can be read from it; ``Game`` adds the moves that change it."""


    def __init__(self, rules: RuleSet, seed: int | str = 0) -> None:
        n = rules.player_count
        self._rules = rules
        self._side_count = rules.side_count
        self._seed = seed
        self._values = _value_table(rules)
        self._round = 1
        self._dealer = 0
        self._to_act = 0
        self._phase: Phase = Phase.DRAW  # where the game stands; always a Phase, equal to its name as text
        self._scores = [0] * rules.side_count
        self._hands: list[Hand] = [Hand() for _ in range(n)]
        self._melds: list[dict[str, TableMeld]] = [{} for _ in range(rules.side_count)]
        self._red_threes: list[list[Card]] = [[] for _ in range(rules.side_count)]
        self._pile: list[Card] = []
        self._stock: list[Card] = []  # top card last, so drawing is a pop
        self._turn = TurnState()
        self._turn_lent = False  # ``turn`` handed the state out: it is not reset in place (Game._begin_turn)
        self._history: list[Move] = []  # this hand's moves; written out as notation
        self._past_hands: list[tuple[Move, ...]] = []  # the moves of each earlier hand (the game record)
        self._known: list[list[Card]] = [[] for _ in range(n)]  # cards each seat took with the pile
        self._stock_draws = [0] * n
        self._seat_melded = [False] * n
        self._laid_whole: list[list[str]] = [[] for _ in range(rules.side_count)]  # canastas laid in one action (NL-7)
        self._partnership: tuple[int, int] | None = None  # three players: the two against the lone one (V3-TMP-3)
        self._partner_table: list[list[int]] | None = None
        self._order: list[int] | None = None  # five players: this hand's four in the order of play (X1-8)
        self._hand_sides: list[int] | None = None  # five, each for himself: the side each seat plays on this hand
        self._sides_changed()
        self._talons: list[list[Card]] = []  # TR-11: the bonus packets set aside at the deal, first side's first
        self._asks = [0] * n  # how often each seat asked "may I go out?" this hand (MAC-30)
        self._special: tuple[int, str] | None = None  # the seat that showed a special hand, and which (MAC-33)
        self._round_scores: list[dict[str, int]] | None = None
        self._ended_by: str | None = None
        self._went_out: int | None = None
        self._concealed = False
        self._winner: int | None = None
        self._deal_events: list[Event] = []
        self._group_cache = memo_for(rules)  # shared values for move generation (memo.py)
        self._listed: tuple[Move, ...] = ()  # what legal_moves() last gave, while the position stays (Game.apply)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """Read a position; anything malformed raises ``NotationError`` (a ValueError) naming the field.  A
        ``GameState`` answers a view's questions (view.py); ``Game.from_dict`` gives a game to play on."""
        rules, seed, fields = position.read_position(data)
        state = cls(rules, seed)
        order = fields.pop("order", None)
        for name, value in fields.items():
            setattr(state, "_" + name, value)
        if rules.side_structure in FIVE_PLAYER_STRUCTURES:
            state._set_order(order if order is not None else state.seat_order(state._round))
        state._sides_changed()
        state._turn, state._turn_lent = position.read_turn(state, data.get("turn", {})), False
        position.check_cards(state)
        return state

    # -- the state, read-only ----------------------------------------------------------------------
    @property
    def rules(self) -> RuleSet:
        """The rules this game is played by."""
        return self._rules

    @property
    def side_count(self) -> int:
        """How many sides score apart (partnerships count once)."""
        return self._side_count

    @property
    def seed(self) -> int | str:
        """The seed every shuffle of this game is drawn from."""
        return self._seed

    @property
    def values(self) -> Mapping[Card, int]:
        """Each card's point value under these rules."""
        return self._values

    @property
    def round(self) -> int:
        """The number of the hand being played, from 1."""
        return self._round

    @property
    def dealer(self) -> int:
        """The seat that dealt this hand."""
        return self._dealer

    @property
    def to_act(self) -> int:
        """The seat whose move it is."""
        return self._to_act

    @property
    def phase(self) -> Phase:
        """Where the game stands (a Phase, equal to its name as text)."""
        return self._phase

    @property
    def scores(self) -> Sequence[int]:
        """Each side's score before this hand."""
        return self._scores

    @property
    def hands(self) -> Sequence[Hand]:
        """The cards in each seat's hand (hidden from the other seats: read a view)."""
        return self._hands

    @property
    def melds(self) -> Sequence[Mapping[str, TableMeld]]:
        """Each side's melds by rank (``W`` for a meld of wild cards)."""
        return self._melds

    @property
    def red_threes(self) -> Sequence[Sequence[Card]]:
        """The threes laid out, by side (by seat where partners keep their own)."""
        return self._red_threes

    @property
    def pile(self) -> Sequence[Card]:
        """The discard pile, its top card last."""
        return self._pile

    @property
    def stock(self) -> Sequence[Card]:
        """The stock, its top card last (hidden: read a view)."""
        return self._stock

    @property
    def turn(self) -> TurnState:
        """What the player to act has done this turn."""
        self._turn_lent = True
        return self._turn

    @property
    def history(self) -> Sequence[Move]:
        """This hand's moves, in order."""
        return self._history

    @property
    def past_hands(self) -> Sequence[Sequence[Move]]:
        """The moves of each earlier hand of this game, first hand first (empty if read from a position
        saved without them)."""
        return self._past_hands

    @property
    def known(self) -> Sequence[Sequence[Card]]:
        """The cards each seat took with the pile and still holds: everyone saw them."""
        return self._known

    @property
    def stock_draws(self) -> Sequence[int]:
        """How often each seat drew from the stock this hand."""
        return self._stock_draws

    @property
    def seat_melded(self) -> Sequence[bool]:
        """Whether each seat has melded this hand."""
        return self._seat_melded

    @property
    def laid_whole(self) -> Sequence[Sequence[str]]:
        """Each side's canastas laid in one action, by rank (NL-7)."""
        return self._laid_whole

    @property
    def partnership(self) -> tuple[int, int] | None:
        """Three players: the two playing together against the lone one (V3-TMP-3)."""
        return self._partnership

    @property
    def talons(self) -> Sequence[Sequence[Card]]:
        """The bonus packets set aside at the deal, the first side's first (TR-11)."""
        return self._talons

    @property
    def asks(self) -> Sequence[int]:
        """How often each seat asked "may I go out?" this hand (MAC-30)."""
        return self._asks

    @property
    def special(self) -> tuple[int, str] | None:
        """The seat that showed a special hand, and which (MAC-33)."""
        return self._special

    @property
    def round_scores(self) -> Sequence[Mapping[str, int]] | None:
        """The last hand's score by side, once it is over."""
        return self._round_scores

    @property
    def ended_by(self) -> str | None:
        """How the last hand ended (went_out, stock_exhausted, ...), once it is over."""
        return self._ended_by

    @property
    def went_out(self) -> int | None:
        """The seat that went out, once the hand is over."""
        return self._went_out

    @property
    def concealed(self) -> bool:
        """Whether the going out was concealed."""
        return self._concealed

    @property
    def winner(self) -> int | None:
        """The winning side once the game is over (None for a tie)."""
        return self._winner

    @property
    def deal_events(self) -> Sequence[Event]:
        """What happened at this hand's deal: the upcard, dealt red threes, a cut joker."""
        return self._deal_events

    @property
    def order(self) -> Sequence[int] | None:
        """Five players: this hand's four in the order of play; else None (X1-8)."""
        return self._order

    def _set_order(self, seats: list[int] | None) -> None:
        """Five players: this hand's four; each for himself, the 1st and 3rd play the 2nd and 4th (X1-8)."""
        self._order = seats
        self._hand_sides = None
        if seats is not None and self._rules.side_structure == "five_rotating_individual":
            self._hand_sides = list(range(self._rules.player_count))  # the one sitting out: a side of his own
            for i, seat in enumerate(seats):
                self._hand_sides[seat] = seats[i % 2]
        self._sides_changed()

    # -- seats and sides ---------------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        return self._sides[seat]

    def _sides_changed(self) -> None:
        """Work out each seat's side once, when what decides it changes, for the move list asks it at every move."""
        self._sides = tuple(map(self._side_of, range(self._rules.player_count)))

    def _side_of(self, seat: int) -> int:
        if self._partnership is not None and seat in self._partnership:
            return self._partnership[0]  # partners for the rest of the hand: one side, one meld area
        if self._hand_sides is not None:
            return self._hand_sides[seat]
        return seat % self._side_count  # sides alternate around the table (V-SIDE-2)

    def threes_holder(self, seat: int) -> int:
        """Where a seat's red threes lie: with its side, or its own when partners do not pool them (V3-TMP-6)."""
        return seat if self._rules.side_structure == "temporary_partnership" else self.side_of(seat)

    def next_seat(self, seat: int) -> int:
        if self._order is not None:  # five players: round the four who play this hand
            return self._order[(self._order.index(seat) + self._rules.seat_step) % len(self._order)]
        return (seat + self._rules.seat_step) % self._rules.player_count

    def next_active_seat(self, seat: int) -> int:
        """The next seat round the whole table that plays this hand (five players: past the one sitting out)."""
        step = self._rules.seat_step
        n = self._rules.player_count
        seat = (seat + step) % n
        while self._order is not None and seat not in self._order:
            seat = (seat + step) % n
        return seat

    def seats_from(self, first: int) -> list[int]:
        order, seat = [], first
        for _ in range(self._rules.active_players):
            order.append(seat)
            seat = self.next_seat(seat)
        return order

    def seat_order(self, round_number: int) -> list[int] | None:
        """Five players (X1-8): the three of seats 0, 2, 4 take turns sitting out, and the four who play sit
        so that the sides alternate: the first of the three, seat 1, the second of the three, seat 3.  Each
        for himself, every seat sits out in turn, clockwise from seat 4, and the other four play in seat order."""
        if self._rules.side_structure == "five_rotating_individual":
            out = (round_number + 3) % 5
            return [s for s in range(5) if s != out]
        if self._rules.side_structure != "five_three_vs_two":
            return None
        return three_vs_two_order(round_number)

    def seats_of(self, side: int) -> list[int]:
        return [s for s in range(self._rules.player_count) if self.side_of(s) == side]

    def partners_of(self, seat: int) -> list[int]:
        """The seat's partners in turn order from it: one in pairs, two in teams of three, none alone."""
        if self._partnership is not None:
            return [s for s in self._partnership if s != seat] if seat in self._partnership else []
        if self._order is not None:
            if seat not in self._order:
                return []  # sitting this hand out
            side = self.side_of(seat)
            return [s for s in self.seats_from(self.next_seat(seat)) if s != seat and self.side_of(s) == side]
        if not self._rules.has_partners:
            return []
        table = self._partner_table
        if table is None:  # fixed partnerships: worked out once per game, from a table shared by games alike
            r = self._rules
            table = self._partner_table = [
                list(partners) for partners in _fixed_partners(r.player_count, r.seat_step, r.active_players,
                                                               self._side_count)]
        return table[seat]

    def partner_of(self, seat: int) -> int | None:
        """The partner a plain ``ask`` goes to: the next one in turn order (the only one in pairs)."""
        partners = self.partners_of(seat)
        return partners[0] if partners else None

    def has_melded(self, side: int) -> bool:
        """A side is open once it has a meld on the table this hand (V-SIDE-3)."""
        return bool(self._melds[side])

    def initial_meld_minimum(self, side: int) -> int:
        """The side's minimum for its first meld, by its cumulative score (C-INIT-1)."""
        return self.minimum_for_score(self._scores[side])

    def opening_minimum(self, seat: int) -> int:
        """The minimum this seat's first meld for its side must reach: by the side's score, or by his own
        where partners keep their own scores (V3-TMP-7, X1-8).  (minimum_for_score, without its call.)"""
        r = self._rules
        return _minimum_for_score(r.initial_meld_table, self._scores[seat if r.scores_by_seat else self._sides[seat]])

    def minimum_for_score(self, score: int) -> int:
        return _minimum_for_score(self._rules.initial_meld_table, score)

    def pile_freeze(self, side: int) -> Refusal | None:
        """Why the pile is frozen for ``side``, or None when it is open to it (C-PILE-2, C-PILE-3)."""
        return freeze_refusal(self._rules, self._pile, self.has_melded(side))

    def pile_freeze_reason(self, side: int) -> str | None:
        """``pile_freeze`` as English text."""
        return freeze_reason(self._rules, self._pile, self.has_melded(side))

    # -- threes laid by hand (MAC-7, MAC-9) --------------------------------------------------------
    def threes_in_hand(self, seat: int) -> list[Card]:
        bonus = self._rules.bonus_threes
        return [c for c in self._hands[seat] if c in bonus]

    def threes_allowed(self, seat: int) -> int:
        """How many threes the seat may keep in hand now: one while his side has not melded (MAC-9)."""
        keep = self._rules.keep_threes_in_hand
        if keep == "unlimited":
            return 99
        if keep == "one_before_initial_meld" and not self.has_melded(self.side_of(seat)):
            return 1
        return 0

    def threes_to_lay(self, seat: int) -> bool:
        """Whether the seat must lay out a three before anything else (MAC-7, MAC-9d)."""
        if not self._rules.threes_laid_by_hand or not self._stock:  # none to replace it: the three stays (MAC-32)
            return False
        return len(self.threes_in_hand(seat)) > self.threes_allowed(seat)

    def concealed_exemption_applies(self, laying: dict[str, list[Card]] | None = None) -> bool:
        """The minimum is waived for a concealed going out (C-CONC-3): only for a side unmelded when the
        turn began, and only as far as ``is_concealed_going_out`` allows it.  Without ``laying``: whether a
        concealed going out is still open this turn; with it (the meld about to be made): whether going out
        with it would be concealed."""
        if not self._rules.concealed_exempt_from_minimum or self._turn.side_was_open:
            return False
        if laying is None:
            return self._concealed_turn()
        return self.is_concealed_going_out(laying)

    # -- the turn card and bonus cards (MAC-5, MAC-25) ----------------------------------------------
    def turn_card_drawn(self) -> bool:
        n = self._rules.turn_card_from_bottom
        return n is not None and len(self._stock) < n

    def bonus_packet(self) -> int | None:
        """Bonus cards a meld now would earn: 0 for the first side to meld this hand, 1 for the second;
        None when it earns none (the side is open, took the pile, or the turn card is gone) (MAC-25)."""
        r, t = self._rules, self._turn
        if r.bonus_cards is None or t.took_pile or t.side_was_open:
            return None
        side = self.side_of(self._to_act)
        if self._melds[side]:
            return None
        packet = min(sum(1 for s, melds in enumerate(self._melds) if s != side and melds), 1)
        if r.bonus_cards_source == "talons":  # the packets lie apart: the turn card does not matter
            return packet if self._talons[packet] else None
        return None if self.turn_card_drawn() else packet

    def bonus_follows(self) -> bool:
        """Bonus cards come after this turn's discard: the side opens (or opened) from the hand now (MAC-25)."""
        return self._turn.bonus_due is not None or self.bonus_packet() is not None

    def is_concealed_going_out(self, laying: dict[str, list[Card]] | None = None) -> bool:
        """Would going out now, after also laying ``laying`` (per rank, the cards about to be melded), be
        concealed?  The one place that decides it; the scoring, the minimum's exemption, the move lists and
        the going-out search all ask here.  The turn must allow it (C-CONC-1, C-CONC-4, D5), and the cards the
        player laid down this turn must include a canasta of his own making (C-CONC-2): a canasta the
        partner closed earlier does not count, whatever ``concealed_requires_side_unmelded`` says."""
        if not self._concealed_turn():
            return False
        t, laying = self._turn, laying or {}
        if any(rank in t.old_ranks for rank in laying):
            return False  # a lay-off onto a meld that was there when the turn began (D5)
        if any(rank not in t.old_ranks for rank in t.canastas_made):
            return True
        melds, size = self._melds[self.side_of(self._to_act)], self._rules.canasta_size
        return any(len(melds.get(rank, ())) < size <= len(melds.get(rank, ())) + len(cards)
                   for rank, cards in laying.items())

    def _concealed_turn(self) -> bool:
        """What this turn lets a concealed going out be, whatever the cards: a stock draw (C-CONC-4), and no
        meld of the side before this turn (C-CONC-1) or, under the S1 reading, none of the player himself and
        no lay-off onto his partner's melds (D5)."""
        r, t = self._rules, self._turn
        if r.concealed_requires_stock_draw and t.took_pile:
            return False
        if r.concealed_requires_side_unmelded:
            return not t.side_was_open
        return not t.seat_had_melded and not t.played_on_old



@lru_cache(maxsize=64)  # a new game asks: the seats, the direction of play and the sides vary little
def _fixed_partners(players: int, step: int, active: int, sides: int) -> tuple[tuple[int, ...], ...]:
    """Each seat's partners in turn order from it, where the sides are fixed and every seat plays (seats_from and
    next_seat without a hand's order of play): the seats of its side, seat % sides."""
    turn_order = [[(p + k * step) % players for k in range(1, active + 1)] for p in range(players)]  # after p
    return tuple(tuple(s for s in after if s != p and s % sides == p % sides) for p, after in enumerate(turn_order))


@lru_cache(maxsize=1024)  # every unopened side's move list asks, for a handful of scores
def _minimum_for_score(table: tuple[tuple[int | None, int], ...], score: int) -> int:
    minimum = table[0][1]
    for low, value in table:
        if low is None or score >= low:
            minimum = value
    return minimum


_VALUE_TABLES: dict[object, dict[Card, int]] = {}  # by the rules' card values: every game only reads its table


def _value_table(rules: RuleSet) -> dict[Card, int]:
    """The points of every face (melds.card_value_table), one table shared by the games with these card values."""
    table = _VALUE_TABLES.get(rules.card_values)
    if table is None:
        table = _VALUE_TABLES[rules.card_values] = card_value_table(rules)
    return table


def three_vs_two_order(round_number: int) -> list[int]:
    """Five players, three against two (X1-8): the four who play this hand, sides alternating."""
    three = [4, 0, 2]  # seat 4 first: the player at seat 0 plays the first hand
    out = three[(round_number - 1) % 3]
    a, b = (s for s in three if s != out)
    return [a, 1, b, 3]


