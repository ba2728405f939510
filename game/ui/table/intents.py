"""From what the player selected and where he clicked to the engine's move.

The player selects cards and points at a meld, the pile or the table; he never says which wild card goes
with which rank.  So when several readings exist, every way to share the wild cards among the selected
ranks is put to the engine through the player's view (``GameView.refusal``: his own moves depend on nothing
he cannot see), and the first it accepts is the move (the most even sharing first).  If none is accepted,
the engine's own reason for the plainest reading is shown.
No pygame here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import product

from game.core import WILD_FACES, WILD_MELD, Card, Discard, Draw, GameView, Group, Lay, Meld, Move, Take, rank_of
from game.i18n import refusal_text, text, tr
from game.ui.table.log import card_text, quoted_move
from game.ui.table.models import PILE, STOCK, MeldZone, Zone

Intent = Move | str  # a move, or the sentence saying why there is none


def _split(cards: Sequence[Card]) -> tuple[dict[str, list[Card]], list[Card]]:
    naturals: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    for c in cards:
        if c in WILD_FACES:
            wilds.append(c)
        else:
            naturals.setdefault(rank_of(c), []).append(c)
    return naturals, wilds


def _sharings(ranks: list[str], wilds: list[Card], also: list[str] = ()) -> list[dict[str, list[Card]]]:
    """Every way to give each wild card to one of ``ranks`` (or of ``also``, the side's melds and its
    wild-card meld), the selected ranks first, then the most even sharing first."""
    found = []
    for choice in product([*ranks, *also], repeat=len(wilds)):
        shares: dict[str, list[Card]] = {r: [] for r in (*ranks, *also)}
        for wild, rank in zip(wilds, choice, strict=True):
            shares[rank].append(wild)
        found.append(shares)
    found.sort(key=lambda s: (sum(len(s[r]) for r in also), max((len(v) for v in s.values()), default=0)))
    return found


def _first_accepted(view: GameView, moves: list[Move]) -> Intent:
    """The first of ``moves`` the engine would play, or why the first one is refused."""
    reason = ""
    for move in moves:
        refusal = view.refusal(move)
        if refusal is None:
            return move
        reason = reason or refusal_text(refusal, card_text, quoted_move)  # cards as the table writes them: 5♠, not 5S
    return reason or tr("Those cards cannot be played that way")


def meld_intent(view: GameView, selected: Sequence[Card], onto: str | None = None) -> Intent:
    """Lay the selected cards: as new melds or additions by rank, or all onto the meld of rank ``onto``."""
    if not selected:
        return tr("Select the cards to meld first")
    naturals, wilds = _split(selected)
    if onto is not None:
        if any(r != onto for r in naturals):
            return tr("Only {ranks} and wild cards go on that meld", ranks=onto_name(onto)) if onto != WILD_MELD \
                else tr("Only wild cards go on that meld")
        return _first_accepted(view, [Meld.of(Group.of(list(selected), onto))])
    ranks = list(naturals)
    owned = [r for r in view.meld_ranks(view.side_of(view.seat)) if r not in naturals]
    if view.rules.wild_card_melds and WILD_MELD not in owned:
        owned.append(WILD_MELD)  # wild cards may also start a meld of their own (tried last)
    if not naturals and not owned:
        return tr("Wild cards cannot make a meld of their own: meld them with natural cards")
    moves: list[Move] = []
    if not naturals and view.rules.wild_card_melds:
        moves.append(Meld.of(Group.of(wilds)))  # wild cards alone: first of all, the side's wild-card meld
    for shares in _sharings(ranks, wilds, owned):
        groups = [Group.of(naturals[r] + shares[r]) for r in ranks]
        groups += [Group.of(shares[r], r) for r in owned if shares[r]]
        moves.append(Meld.of(*groups))
    return _first_accepted(view, moves)


def take_intent(view: GameView, selected: Sequence[Card]) -> Intent:
    """Take the pile: the selected cards that go with the top card are laid with it; any others form
    opening melds in the same action.  With nothing selected, the top card goes onto the side's meld."""
    if not view.pile:
        return tr("The pile is empty")
    top_rank = rank_of(view.pile[-1])
    if not selected:
        return _first_accepted(view, [Take.of(None)])
    naturals, wilds = _split(selected)
    with_top = naturals.pop(top_rank, [])
    others = list(naturals)
    # wild cards may also lay a meld of their own in the same action (MAC-15), tried last
    own_wild_meld = [WILD_MELD] if view.rules.wild_card_melds and \
        WILD_MELD not in view.meld_ranks(view.side_of(view.seat)) else []
    moves: list[Move] = []
    for shares in _sharings([top_rank, *others], wilds, own_wild_meld):
        first = with_top + shares[top_rank]
        if not first:
            continue  # the notation lays opening melds only together with cards for the top card
        groups = [Group.of(naturals[r] + shares[r]) for r in others]
        groups += [Group.of(shares[r], r) for r in own_wild_meld if shares[r]]
        moves.append(Take.of(Group.of(first), *groups))
    if not moves:
        return tr("To take the pile, select the cards that go with its top card ({card})",
                  card=card_text(view.pile[-1]))
    return _first_accepted(view, moves)


def discard_intent(view: GameView, selected: Sequence[Card]) -> Intent:
    if len(selected) != 1:
        return tr("Select exactly one card to discard") if selected else tr("Select the card to discard")
    return _first_accepted(view, [Discard(selected[0])])


def onto_name(rank: str) -> str:
    """The ranks a meld takes, as a refusal names them: "kings", "black threes", "9s"."""
    if rank in ("A", "K", "Q", "J", "T"):
        return text(f"rank.{rank}")
    if rank == "3":
        return tr("black threes")
    if rank == WILD_MELD:
        return tr("wild cards")
    return tr("{rank}s", rank=rank)  # a number's rank as a plural: "9s"


# -- and back: a move shown as the player would make it (a hint, the review's better move) ------------------
def move_cards(move: Move) -> list[str]:
    """The cards from the hand that a move plays."""
    if isinstance(move, Meld | Take):
        return [c for group in move.groups for c in group.cards]
    if isinstance(move, Discard | Lay):
        return [move.card]
    return []


def move_zones(view: GameView, move: Move) -> set[Zone]:
    """Where a move of the view's seat goes: the stock, the pile, or the side's melds it joins."""
    if isinstance(move, Draw):
        return {STOCK}
    if isinstance(move, Take | Discard):
        return {PILE}
    if isinstance(move, Meld):
        ours = view.side_of(view.seat)
        laid = view.meld_ranks(ours)
        return {MeldZone(ours, group.target_rank) for group in move.groups if group.target_rank in laid}
    return set()


def places_of(cards: Sequence[str], hand: Sequence[str]) -> set[int]:
    """The places in ``hand`` (as shown) of these cards, one place per card."""
    left = Counter(cards)
    chosen = set()
    for i, card in enumerate(hand):
        if left[card]:
            left[card] -= 1
            chosen.add(i)
    return chosen
