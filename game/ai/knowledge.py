"""What one seat knows, read from its view: the table, its own hand, and what the others revealed.

Everything here is derived from ``Game.view(seat)`` alone.  ``game`` is one fixed determinization of the
view (hidden cards in a fixed order); it serves for legal moves and for trying a move out, and its hidden
hands must never be read by a heuristic.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field

from game.core import (
    ALL_FACES,
    NATURAL_RANKS,
    WILD_FACES,
    Answer,
    Card,
    Discard,
    Draw,
    Game,
    GameView,
    Meld,
    Move,
    Take,
    canasta_count,
    rank_of,
)

from .levels import Level
from .steps import finish

# Wild cards are counted together: for melding, a joker and a two are alike.
RANK_KEY = {face: "*" if face in WILD_FACES else rank_of(face) for face in ALL_FACES}


@dataclass
class Tells:
    """What the seats revealed about their hands this hand, in public: the ranks each threw, and the top
    ranks each drew instead of taking.  Kept up to date move by move, so playouts need not re-read."""

    discarded_by: defaultdict[int, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    declined_by: defaultdict[int, set[str]] = field(default_factory=lambda: defaultdict(set))
    top: str | None = None  # the rank on the pile that the next draw would decline
    # Per seat and rank, the most cards a pile held when the seat let it pass with that rank on top: a pile
    # of twenty let pass says far more than one of two.  Counted from the discards since the last take.
    declined_pile: defaultdict[int, dict[str, int]] = field(default_factory=lambda: defaultdict(dict))
    pile: int = 0

    def record(self, seat: int, move: Move) -> None:
        """Note ``move``, made by ``seat``."""
        if isinstance(move, Discard):
            rank = rank_of(move.card)
            self.discarded_by[seat][rank] += 1
            self.top = rank
            self.pile += 1
        elif isinstance(move, Draw):
            if self.top is not None:
                self.declined_by[seat].add(self.top)
                sizes = self.declined_pile[seat]
                sizes[self.top] = max(sizes.get(self.top, 0), self.pile)
        elif isinstance(move, Take):
            self.top = None
            self.pile = 0

    def copy(self) -> Tells:
        discarded = defaultdict(Counter, {s: Counter(c) for s, c in self.discarded_by.items()})
        declined = defaultdict(set, {s: set(r) for s, r in self.declined_by.items()})
        sizes = defaultdict(dict, {s: dict(d) for s, d in self.declined_pile.items()})
        return Tells(discarded, declined, self.top, sizes, self.pile)


@dataclass
class Scratch:
    """Values worked out once per decision (the game is fixed), each kind in a slot of its own type."""

    unseen_cards: list[Card] | None = None
    frozen: dict[int, bool] = field(default_factory=dict)  # per side: the pile is frozen for it
    known: dict[int, Counter[str]] = field(default_factory=dict)  # per seat: ranks known in its hand
    share: dict[int, float] = field(default_factory=dict)  # per seat: its share of the hidden cards
    dead: frozenset[str] | None = None  # ranks nobody may meld any more (discards.dead_ranks_for)
    danger: dict[tuple[str, Level], float] = field(default_factory=dict)  # discards.discard_danger
    discard_costs: dict[tuple[Card, Level], float] = field(default_factory=dict)  # discards.discard_cost
    pile_prize: dict[float, float] = field(default_factory=dict)  # per pile card worth: discards.pile_prize
    special_prospect: float | None = None  # special_aim.prospect
    special_loss: dict[str, float] = field(default_factory=dict)  # per card key: special_aim.discard_loss
    special_hand: list[Card] | None = None  # special_aim._counted_hand
    special_outlook: tuple[float, int] | None = None  # special_aim._outlook: draws left, unseen cards


class _MeldedRanks:
    """The natural cards each side has laid on each rank, as a hand's history is replayed.  Where the first to
    take the pile plays alone (V3-TMP-3), each seat melds for himself until then, and the other two join their
    melds when he takes it."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.alone_until_take = game.rules.side_structure == "temporary_partnership"
        self.laid: defaultdict[int, Counter[str]] = defaultdict(Counter)

    def side(self, seat: int) -> int:
        return seat if self.alone_until_take else self.game.side_of(seat)

    def record(self, seat: int, move: Take | Meld, top: str | None) -> None:
        """Note the cards ``move`` lays; ``top`` is the rank on the pile (None: the upcard, not yet read)."""
        if isinstance(move, Take) and self.alone_until_take:
            first, second = sorted(s for s in range(self.game.rules.player_count) if s != seat)
            self.laid[first].update(self.laid.pop(second, Counter()))  # as the engine joins the partners' melds
            self.alone_until_take = False
        laid = self.laid[self.side(seat)]
        for group in move.groups:
            laid[group.target_rank] += len(group.cards)
        if isinstance(move, Take):  # the pile's top card is laid with the first group, or on the side's meld
            rank = top if top is not None else move.groups[0].target_rank if move.groups else None
            if rank is not None:
                laid[rank] += 1

    def layable(self, seat: int) -> frozenset[str]:
        """The natural ranks the seat's side has on the table with room for more cards."""
        largest = self.game.rules.max_meld_size
        return frozenset(rank for rank, count in self.laid[self.side(seat)].items()
                         if rank in NATURAL_RANKS and (largest is None or count < largest))


@dataclass
class Knowledge:
    view: GameView
    game: Game  # a determinization: only the seat's own hand and public cards may be read
    seat: int
    side: int
    partner: int | None
    opponents: list[int]  # in playing order: the next opponent first
    unseen_by_rank: Counter[str]  # copies of each rank the seat has not seen (wild cards under "*")
    tells: Tells = field(default_factory=Tells)
    scratch: Scratch = field(default_factory=Scratch)  # values worked out once per decision (the game is fixed)
    # Per seat, the natural ranks its side had melded, with room for more, when it last discarded: it would
    # have laid off any card of them it held (read from the history once per decision; empty in playouts).
    layable_at_discard: dict[int, frozenset[str]] = field(default_factory=dict)
    last_discard: dict[int, Card] = field(default_factory=dict)  # per seat, the card it last threw this hand

    @classmethod
    def of(cls, view: GameView) -> Knowledge:
        return finish(cls.build(view))

    @classmethod
    def build(cls, view: GameView) -> Generator[None, None, Knowledge]:
        """``of`` in steps, yielding between them, for a bot that thinks between frames."""
        unseen_cards = view.unseen_cards()
        yield
        game = Game.from_view(view, unseen_cards)
        yield
        seat = view.seat
        side = game.side_of(seat)
        opponents = [s for s in game.seats_from(seat) if game.side_of(s) != side]
        unseen = Counter(map(RANK_KEY.__getitem__, unseen_cards))
        k = cls(view, game, seat, side, game.partner_of(seat), opponents, unseen)
        k.scratch.unseen_cards = unseen_cards
        k._read_history()
        return k

    @classmethod
    def in_world(cls, game: Game, seat: int, view: GameView, tells: Tells,
                 unseen: Counter[str] | None = None) -> Knowledge:
        """A seat's knowledge inside a sampled world, for playouts: its unseen cards are counted from
        the world (other hands beyond their known cards, and the stock) unless given; ``tells`` are the
        public tells, which the playout keeps up to date instead of re-reading the history."""
        side = game.side_of(seat)
        opponents = [s for s in game.seats_from(seat) if game.side_of(s) != side]
        if unseen is None:
            hidden = [c for s, cards in enumerate(game.hands) if s != seat for c in cards]
            unseen = Counter(map(RANK_KEY.__getitem__, [*hidden, *game.stock]))
            for s, cards in enumerate(game.known):
                if s != seat and cards:
                    unseen.subtract(map(RANK_KEY.__getitem__, cards))
        return cls(view, game, seat, side, game.partner_of(seat), opponents, unseen, tells)

    def _read_history(self) -> None:
        """Replay who did what this hand: discards, draws made while a card lay on the pile, and the ranks
        each side had melded when each of its players last discarded."""
        g = self.game
        melded = _MeldedRanks(g)
        seat = g.next_seat(g.dealer)
        for move in g.history:
            if isinstance(move, Answer):
                continue  # the partner answers out of turn
            top = self.tells.top
            self.tells.record(seat, move)
            if isinstance(move, (Take, Meld)):
                melded.record(seat, move, top)
            elif isinstance(move, Discard):
                self.layable_at_discard[seat] = melded.layable(seat)
                self.last_discard[seat] = move.card
                seat = g.next_seat(seat)

    @property
    def discarded_by(self) -> defaultdict[int, Counter[str]]:
        """The ranks each seat threw this hand."""
        return self.tells.discarded_by

    @property
    def declined_by(self) -> defaultdict[int, set[str]]:
        """The top ranks each seat drew instead of taking, this hand."""
        return self.tells.declined_by

    def let_go(self, seat: int) -> set[str]:
        """The ranks ``seat`` threw or let pass on the pile this hand: he seldom holds a pair of them."""
        return self.declined_by[seat] | set(self.discarded_by[seat])

    def let_go_rank(self, seat: int, rank: str) -> bool:
        """Whether ``rank`` is one of ``let_go(seat)``, without building the set (the policy asks often)."""
        return rank in self.declined_by[seat] or rank in self.discarded_by[seat]

    # -- reading the table ----------------------------------------------------------------------------
    @property
    def hand(self) -> list[Card]:
        return self.game.hands[self.seat]

    @property
    def my_melds(self) -> Mapping[str, Sequence[Card]]:
        return self.game.melds[self.side]

    @property
    def my_score(self) -> int:
        """The cumulative score this seat plays for: its side's, or its own where each keeps his own
        (three each for himself, the temporary partnership, five rotating), where sides are per hand."""
        g = self.game
        return g.scores[self.seat] if g.rules.scores_by_seat else g.scores[self.side]

    def melds_of_side(self, side: int) -> Mapping[str, Sequence[Card]]:
        return self.game.melds[side]

    def opponent_sides(self) -> list[int]:
        return sorted({self.game.side_of(s) for s in self.opponents})

    def hand_count(self, seat: int) -> int:
        return len(self.game.hands[seat])

    def known_cards(self, seat: int) -> Sequence[Card]:
        """Cards another seat holds that everyone saw it take with the pile."""
        return self.game.known[seat]

    def canastas(self, side: int) -> int:
        return canasta_count(self.game.rules, self.game.melds[side])

    def side_has_melded(self, side: int) -> bool:
        return bool(self.game.melds[side])

    def pile_is_frozen_for(self, side: int) -> bool:
        frozen = self.scratch.frozen.get(side)
        if frozen is None:
            frozen = self.scratch.frozen[side] = self.game.pile_freeze(side) is not None
        return frozen

    def known_ranks(self, seat: int) -> Counter[str]:
        """How many cards of each rank ``seat`` is known to hold (taken with the pile)."""
        ranks = self.scratch.known.get(seat)
        if ranks is None:
            ranks = self.scratch.known[seat] = Counter(rank_of(c) for c in self.known_cards(seat))
        return ranks

    def unseen_cards(self) -> list[Card]:
        """The cards this seat has not seen, each copy once (from the view)."""
        cards = self.scratch.unseen_cards
        if cards is None:
            cards = self.scratch.unseen_cards = self.view.unseen_cards()
        return cards

    def hidden_share(self, seat: int) -> float:
        """The share of all hidden cards that lies in this seat's hand (beyond its known cards)."""
        share = self.scratch.share.get(seat)
        if share is None:
            hidden = sum(self.unseen_by_rank.values())
            in_hand = self.hand_count(seat) - len(self.known_cards(seat))
            share = self.scratch.share[seat] = min(1.0, in_hand / hidden) if hidden > 0 else 0.0
        return share

    def all_copies_seen(self, rank: str) -> bool:
        """No copy of this rank is hidden anywhere: nobody can hold a pair of it."""
        return self.unseen_by_rank[rank] == 0
