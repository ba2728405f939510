"""What one seat may know (DESIGN.md section 2, Views).

A view is the position dict with every hidden card replaced: other hands and the stock become counts.
Cards a player took with the pile stay public (``known``) until he melds or discards them.  The AI and
the UI's picture of the opponents see the game only through this.

A view is read from the state alone: its questions are answered by a ``GameState`` consistent with it, and
it never needs the ``Game`` (game.py builds views; ``Game.from_view`` builds a game from one, to play on).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from . import checks, legal
from .cards import Card, deck_counts, parse_cards, sort_key, without_cards
from .errors import IllegalMove
from .moves import Move
from .position import to_dict
from .restrictions import dead_ranks
from .rules import RuleSet
from .scoring import canasta_bonus, table_score
from .state import GameState
from .turn import Phase, TurnState


@dataclass(frozen=True)
class GameView:
    """What ``seat`` may know, read through typed fields; ``to_dict()`` is the view in the position format.
    Fields hand out fresh values (tuples where they are lists of cards), so nothing read from a view can
    change it."""

    seat: int
    data: dict[str, Any]

    @classmethod
    def of(cls, game: GameState, seat: int) -> GameView:
        if not 0 <= seat < game.rules.player_count:
            raise ValueError(f"no seat {seat}: seats are 0 to {game.rules.player_count - 1}")
        d = to_dict(game, past_hands=False)  # the earlier hands are the record's, not the seat's view
        d["hands"] = [h if s == seat else len(game.hands[s]) for s, h in enumerate(d["hands"])]
        d["stock"] = len(game.stock)
        if "talons" in d:
            d["talons"] = [len(t) for t in game.talons]  # face down
        d["seat"] = seat
        if "seed" in d:
            del d["seed"]  # the seed would reveal every hidden card
        return cls(seat, d)

    def to_dict(self) -> dict[str, Any]:
        return self.data

    @property
    def hand(self) -> list[Card]:
        """The seat's own cards."""
        return parse_cards(self.data["hands"][self.seat])

    @property
    def phase(self) -> Phase:
        return Phase(self.data["phase"])

    @property
    def to_act(self) -> int:
        return int(self.data["to_act"])

    @property
    def round(self) -> int:
        return int(self.data["round"])

    @property
    def dealer(self) -> int:
        return int(self.data["dealer"])

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds, by seat (the seat's own hand counted)."""
        return tuple(len(h.split()) if isinstance(h, str) else h for h in self.data["hands"])

    @property
    def stock_count(self) -> int:
        return int(self.data["stock"])

    @property
    def pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom first, top last."""
        return tuple(parse_cards(self.data["pile"]))

    @property
    def melds(self) -> tuple[tuple[tuple[Card, ...], ...], ...]:
        """Each side's melds, each meld's cards."""
        return tuple(tuple(tuple(parse_cards(m)) for m in side) for side in self.data["melds"])

    @property
    def red_threes(self) -> tuple[tuple[Card, ...], ...]:
        """The threes laid out, by side (by seat where each keeps his own)."""
        return tuple(tuple(parse_cards(t)) for t in self.data["red_threes"])

    @property
    def known(self) -> tuple[tuple[Card, ...], ...]:
        """By seat, the cards in his hand that everybody saw him take with the pile."""
        return tuple(tuple(parse_cards(k)) for k in self.data["known"])

    @property
    def scores(self) -> tuple[int, ...]:
        """The running totals, by side (by seat where each keeps his own)."""
        return tuple(self.data["scores"])

    @property
    def turn(self) -> TurnState:
        """What the player to act has done this turn (a copy)."""
        turn = self.data["turn"]
        return TurnState(**{**turn, "canastas_made": list(turn["canastas_made"]), "old_ranks": list(turn["old_ranks"])})

    @cached_property
    def rules(self) -> RuleSet:
        return RuleSet.from_dict(self.data["rules"])

    # -- what the end of a hand made public ------------------------------------------------------
    @property
    def winner(self) -> int | None:
        return self.data.get("winner")

    @property
    def went_out(self) -> int | None:
        return self.data.get("went_out")

    @property
    def ended_by(self) -> str | None:
        return self.data.get("ended_by")

    @property
    def round_scores(self) -> list[dict[str, int]] | None:
        scores = self.data.get("round_scores")
        return None if scores is None else [dict(parts) for parts in scores]

    @property
    def special(self) -> tuple[int, str] | None:
        """The seat that showed a special hand, and its name (MAC-33)."""
        shown = self.data.get("special_hand")
        return None if shown is None else (int(shown[0]), str(shown[1]))

    # -- seats, sides and minimums: the game's own answers, which depend on nothing hidden ------------
    @cached_property
    def _public(self) -> GameState:
        # A state consistent with this view, its hidden cards in a fixed order: the seating, the sides and the
        # minimums below are read from it; nothing of a hidden card is (the hand queries take only our seat).
        return GameState.from_dict(self.sample_position())

    @property
    def order(self) -> tuple[int, ...] | None:
        """The seats dealt in this hand, in turn order, where some sit out (five players); else None."""
        order = self._public.order
        return None if order is None else tuple(order)

    def side_of(self, seat: int) -> int:
        return self._public.side_of(seat)

    def seats_of(self, side: int) -> list[int]:
        return self._public.seats_of(side)

    def seats_from(self, first: int) -> list[int]:
        return self._public.seats_from(first)

    def threes_holder(self, seat: int) -> int:
        """Where the seat's laid-out threes are kept: his side's row, or his own where each keeps his own."""
        return self._public.threes_holder(seat)

    def has_melded(self, side: int) -> bool:
        return self._public.has_melded(side)

    def initial_meld_minimum(self, side: int) -> int:
        return self._public.initial_meld_minimum(side)

    def opening_minimum(self, seat: int) -> int:
        return self._public.opening_minimum(seat)

    def dead_ranks(self, side: int) -> frozenset[str]:
        """The ranks the side may no longer meld or add to (MAC-16)."""
        return dead_ranks(self._public, side)

    def table_score(self, side: int, threes_of: int | None = None) -> int:
        """What the side's melds and laid-out threes would score if the hand ended now (scoring.table_score)."""
        return table_score(self._public, side, threes_of)

    def canasta_bonus(self, side: int, rank: str) -> int:
        """What the side's closed canasta of ``rank`` scores now (scoring.canasta_bonus: natural, mixed, wild,
        the variant's own values); 0 for a meld not closed."""
        melds = self._public.melds[side]
        return canasta_bonus(self._public, rank, list(melds[rank]), side) if rank in melds else 0

    def threes_in_hand(self) -> list[Card]:
        """The threes in this seat's own hand (where players lay them out themselves)."""
        return self._public.threes_in_hand(self.seat)

    def threes_to_lay(self) -> bool:
        """Whether this seat must lay out a three before anything else (MAC-7, MAC-9d)."""
        return self._public.threes_to_lay(self.seat)

    def threes_allowed(self) -> int:
        return self._public.threes_allowed(self.seat)

    def unseen_cards(self) -> list[Card]:
        """Cards this seat cannot see: in other hands (beyond their known cards) or in the stock."""
        r = self.rules
        left = deck_counts(r.deck_count, r.jokers_per_pack)
        left.subtract(self.hand)
        for text in self.data["melds"]:
            for m in text:
                left.subtract(parse_cards(m))
        for text in self.data["red_threes"]:
            left.subtract(parse_cards(text))
        left.subtract(parse_cards(self.data["pile"]))
        for s, k in enumerate(self.data["known"]):
            if s != self.seat:
                left.subtract(parse_cards(k))
        return sorted(Counter({c: n for c, n in left.items() if n > 0}).elements(), key=sort_key)

    def sample_position(self, unseen_order: Sequence[Card] | None = None) -> dict[str, Any]:
        """The position of a full game consistent with this view: hidden hands and the stock filled from the
        unseen cards (in the given order, or a fixed one), its ``rules`` the RuleSet itself.  ``Game.from_view``
        plays on it; the moves of the seat to act are the same in every such game."""
        order = list(unseen_order) if unseen_order is not None else self.unseen_cards()
        # Red threes are never held (C-R3-1), so unseen ones lie in the stock where the order puts them;
        # where players lay their threes themselves (MAC-7) a hand may hold one.
        never_held = frozenset() if self.rules.threes_laid_by_hand else self.rules.bonus_threes
        pool = [c for c in order if c not in never_held]
        d = dict(self.data)
        del d["seat"]
        d["rules"] = self.rules
        hands = []
        dealt: Counter[Card] = Counter()
        for s, h in enumerate(d["hands"]):
            if s == self.seat:
                hands.append(h)
                continue
            known = parse_cards(d["known"][s])
            need = h - len(known)
            hands.append(" ".join(known + pool[:need]))
            dealt.update(pool[:need])
            pool = pool[need:]
        d["hands"] = hands
        if "talons" in d:  # the packets set aside (TR-11) come from the unseen cards too
            d["talons"] = []
            for size in self.data["talons"]:
                d["talons"].append(" ".join(pool[:size]))
                dealt.update(pool[:size])
                pool = pool[size:]
        stock = without_cards(order, dealt.elements())
        d["stock"] = " ".join(stock[: self.data["stock"]])
        return d

    def legal_moves(self) -> list[Move]:
        """The legal moves when this seat is to act; they depend on nothing this seat cannot see."""
        if self.to_act != self.seat:
            return []
        return legal.legal_moves(self._public)

    def refusal(self, move: Move | str) -> IllegalMove | None:
        """What the engine would refuse of this seat's ``move`` on its turn, and why (Game.refusal): that
        depends on nothing this seat cannot see.  Asked off its turn, it is a mistake: ValueError."""
        if self.to_act != self.seat:
            raise ValueError(f"seat {self.seat} judges only its own moves, on its turn (seat {self.to_act} acts)")
        return checks.refusal(self._public, move)

    def meld_ranks(self, side: int) -> list[str]:
        """The ranks of the side's melds, in the order they were laid (WILD_MELD for wild cards alone)."""
        return list(self._public.melds[side])
