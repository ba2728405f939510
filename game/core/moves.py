"""Moves as values, and their notation (DESIGN.md section 2).

``str(move)`` prints the notation and ``parse_move`` reads it back; cards inside a group and the groups
after the first of a take are put in a canonical order, so equal moves compare equal and
``str(parse_move(text)) == text`` for canonical text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from .cards import NATURAL_RANKS, WILD_FACES, WILD_MELD, Card, parse_card, parse_cards, sort_key
from .errors import NotationError
from .frozen import maker

_RANK_ORDER = {r: i for i, r in enumerate("AKQJT987654" + "3")}


@dataclass(frozen=True, slots=True)
class Group:
    """Cards laid together: a new meld, or an addition to the side's meld of the same rank.

    ``rank`` is written (``K: JK 2C``) only for a group without natural cards, which names the meld its
    wild cards go to.  A group of wild cards that names no rank is the side's wild-card meld (``WILD_MELD``),
    where the rules allow one.
    """

    cards: tuple[Card, ...]
    rank: str | None = None

    @staticmethod
    def of(cards: list[Card] | tuple[Card, ...], rank: str | None = None) -> Group:
        ordered = tuple(sorted(cards, key=sort_key))
        named = rank if rank != WILD_MELD and WILD_FACES.issuperset(ordered) else None
        return new_group(ordered, named)

    @property
    def target_rank(self) -> str:
        """The rank of the meld this group makes or joins: that of its natural cards, the rank it names,
        or ``WILD_MELD`` for wild cards alone."""
        for c in self.cards:
            if c not in WILD_FACES:
                return c[0]
        return self.rank or WILD_MELD

    def __str__(self) -> str:
        body = " ".join(self.cards)
        return f"{self.rank}: {body}" if self.rank else body


def _group_order(g: Group) -> tuple[int, str]:
    return (_RANK_ORDER.get(g.target_rank, 99), str(g))


def _groups_text(groups: tuple[Group, ...]) -> str:
    return " / ".join(str(g) for g in groups)


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the stock; with an empty stock, decline the pile, which ends the hand (C-STOCK-2)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Take:
    """Take the discard pile.  The first group is laid with the top card (empty: onto the side's meld of
    its rank); further groups are opening melds laid in the same action."""

    groups: tuple[Group, ...] = ()

    @staticmethod
    def of(first: Group | None, *more: Group) -> Take:
        rest = tuple(sorted(more, key=_group_order)) if len(more) > 1 else more
        if first is None or not first.cards:
            if rest:
                raise NotationError("a take with opening melds needs cards laid with the top card first")
            return new_take(())
        return new_take((first, *rest))

    def __str__(self) -> str:
        return "take " + _groups_text(self.groups) if self.groups else "take"


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay down one or more groups in one action."""

    groups: tuple[Group, ...]

    @staticmethod
    def of(*groups: Group) -> Meld:
        if not groups:
            raise NotationError("meld needs at least one group of cards")
        return new_meld(groups if len(groups) == 1 else tuple(sorted(groups, key=_group_order)))

    def __str__(self) -> str:
        return "meld " + _groups_text(self.groups)


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Lay:
    """Lay out a three from the hand and draw its replacement, where players lay their threes themselves
    (MAC-7, MAC-9): before drawing on the first turn, or a kept three later."""

    card: Card

    def __str__(self) -> str:
        return f"lay {self.card}"


@dataclass(frozen=True, slots=True)
class Special:
    """Show the whole hand as a special hand, ending the hand (MAC-33): ``special straight``."""

    name: str

    def __str__(self) -> str:
        return f"special {self.name}"


@dataclass(frozen=True, slots=True)
class Ask:
    """Ask the partner for permission to go out (C-OUT-4).  In a team of three the player may name the
    partner he asks (``ask 4``, V6-7); plain ``ask`` asks the next partner in turn order."""

    partner: int | None = None

    def __str__(self) -> str:
        return "ask" if self.partner is None else f"ask {self.partner}"


@dataclass(frozen=True, slots=True)
class Answer:
    """The partner's binding answer (C-OUT-5)."""

    yes: bool

    def __str__(self) -> str:
        return "yes" if self.yes else "no"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn without a discard; used only when the last stock card was a red three and
    ``last_stock_red_three = end_may_meld`` lets the player meld first (C-STOCK-3)."""

    def __str__(self) -> str:
        return "end"


Move = Draw | Take | Meld | Discard | Ask | Answer | EndTurn | Lay | Special
# The moves the engine makes by the thousand, made by setting their fields through their slots (frozen.py):
# new_group(cards, rank), new_meld(groups), new_take(groups), with every field given.
new_group: Callable[[tuple[Card, ...], str | None], Group] = maker(Group)
new_meld: Callable[[tuple[Group, ...]], Meld] = maker(Meld)
new_take: Callable[[tuple[Group, ...]], Take] = maker(Take)

_SINGLE_WORDS: dict[str, Move] = {"draw": Draw(), "ask": Ask(), "yes": Answer(True), "no": Answer(False),
                                  "end": EndTurn()}


def parse_group(text: str, source: str) -> Group:
    body = text.strip()
    rank = None
    if ":" in body:
        head, body = body.split(":", 1)
        head = head.strip().upper()
        head = "T" if head == "10" else head
        if len(head) != 1 or head not in NATURAL_RANKS + "3":
            raise NotationError(f"{head!r} in {source!r} is not a meld rank (A K Q J T 9 8 7 6 5 4)")
        rank = head
    try:
        cards = parse_cards(body)
    except NotationError as e:
        raise NotationError(f"{e} (in {source!r})") from None
    if not cards:
        raise NotationError(f"empty group in {source!r}")
    group = Group.of(cards, rank)
    if rank is not None and group.target_rank != rank:
        raise NotationError(f"group {text.strip()!r} in {source!r} names rank {rank} but holds other cards")
    return group


def parse_move(text: str | Move) -> Move:
    """Read a move in notation; ``NotationError`` quotes text that does not parse."""
    if not isinstance(text, str):
        return text
    return _parse_text(text)


@lru_cache(maxsize=4096)
def _parse_text(text: str) -> Move:
    # Moves are immutable values, so a text read once serves again: positions and views repeat a hand's
    # history every time they are loaded.  Errors are raised, never cached.
    source = text
    words = text.strip().split(None, 1)
    if not words:
        raise NotationError("empty move text")
    verb = words[0].lower()
    rest = words[1] if len(words) > 1 else ""
    if verb == "ask" and rest.strip():
        seat = rest.strip()
        if not seat.isdigit():
            raise NotationError(f"ask takes the seat of the partner asked, a number: {source!r}")
        return Ask(int(seat))
    if verb in _SINGLE_WORDS:
        if rest.strip():
            raise NotationError(f"{verb!r} takes no cards: {source!r}")
        return _SINGLE_WORDS[verb]
    if verb == "special":
        name = rest.strip().lower().replace(" ", "_")
        if name not in ("straight", "natural_pairs", "pairs_with_wilds", "garbage"):
            raise NotationError(f"special hands are straight, natural_pairs, pairs_with_wilds, garbage: {source!r}")
        return Special(name)
    if verb in ("discard", "lay"):
        parts = rest.split()
        if len(parts) != 1:
            raise NotationError(f"{verb} needs exactly one card: {source!r}")
        try:
            card = parse_card(parts[0])
        except NotationError as e:
            raise NotationError(f"{e} (in {source!r})") from None
        return Discard(card) if verb == "discard" else Lay(card)
    if verb in ("meld", "take"):
        chunks = [c for c in rest.split("/")] if rest.strip() else []
        groups = [parse_group(c, source) for c in chunks]
        if verb == "meld":
            if not groups:
                raise NotationError(f"meld needs cards: {source!r}")
            return Meld.of(*groups)
        return Take.of(groups[0] if groups else None, *groups[1:])
    raise NotationError(f"unknown move {source!r}; moves are draw, take, meld, discard, ask, yes, no, end, lay, "
                         "special")
