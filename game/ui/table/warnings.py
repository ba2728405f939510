"""Warnings before a legal move that costs the player's side dearly and that he may not foresee: going out
into penalties for unfinished melds, or while red threes count against the side; a discard that hands the
next opponent a big pile or a canasta.

Judged from the player's view alone: the move is played on a game consistent with it (``Game.from_view``),
and only what depends on nothing hidden is read from the result (the side's melds and threes, a take that
needs no card from the taker's hand).  No pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.core import (
    WILD_FACES,
    Card,
    Discard,
    Game,
    GameView,
    Group,
    Meld,
    Move,
    Take,
    canasta_count,
    rank_of,
    special_meld_kind,
)
from game.i18n import N_, ntr, tr
from game.ui.table.log import card_text, rank_name

# The unfinished melds a variant penalises (MAC-35: RuleSet.incomplete_meld_penalties), as players name them.
KINDS = {"wild": N_("wild cards"), "sevens": N_("sevens"), "pure_aces": N_("aces")}
# A pile this big is worth a warning even without a canasta in it: five cards or more go to the taker's hand
# besides the top card, about half a dealt hand (11 to 15 cards) for one turn; smaller piles change hands
# all the time and a warning on each would teach players to click warnings away.
BIG_PILE = 6


@dataclass(frozen=True)
class MoveWarning:
    """What the table asks before a costly move: the question, the cost and its cause, the answer that plays it."""

    question: str  # "Go out now?"
    cost: str
    go: str  # "Go out"


def move_warning(view: GameView, move: Move, score_index: int, names: Sequence[str]) -> MoveWarning | None:
    """The warning a player should read before ``move``, or None: going out at a cost (``going_out_cost``),
    or a discard that gives the next opponent the pile for certain at a cost (``discard_gift``)."""
    cost = going_out_cost(view, move, score_index)
    if cost:
        return MoveWarning(tr("Go out now?"), cost, tr("Go out"))
    if isinstance(move, Discard):
        gift = discard_gift(view, move, names)
        if gift:
            return MoveWarning(tr("Discard {card}?", card=card_text(move.card)), gift, tr("Discard"))
    return None


def _and(words: list[str]) -> str:
    """"sevens (4)", "sevens (4) and aces (5)", "wild cards (3), sevens (4) and aces (5)"."""
    return words[0] if len(words) == 1 else tr("{melds} and {last_meld}", melds=", ".join(words[:-1]),
                                               last_meld=words[-1])


def going_out_cost(view: GameView, move: Move, score_index: int) -> str | None:
    """If ``move`` goes out while the side's table costs it points, the sentences that say how much and why:
    unfinished melds a variant penalises ("Going out now costs your side 5000 for unfinished melds: your
    sevens (4) are unfinished."), red threes that count against the side when the hand ends now; else None.
    A move the rules refuse is no warning's business: None."""
    if view.to_act != view.seat or not isinstance(move, Discard | Meld | Take):
        return None
    laid = 1 if isinstance(move, Discard) else sum(len(group.cards) for group in move.groups)
    if not isinstance(move, Take) and len(view.hand) > laid:
        return None  # cards stay in hand: no going out, and no game to build to find it out
    game = Game.from_view(view)
    if game.refusal(move) is not None:
        return None
    game.apply(move)
    if game.went_out != view.seat or not game.round_scores:
        return None
    score = game.round_scores[score_index]
    found = [_penalties(view, game.melds[game.side_of(view.seat)], -score.get("penalties", 0)),
             _threes(view, -score.get("red_threes", 0))]
    return " ".join(sentence for sentence in found if sentence) or None


def _penalties(view: GameView, melds: Mapping[str, Sequence[Card]], cost: int) -> str | None:
    penalties = dict(view.rules.incomplete_meld_penalties)
    if cost <= 0 or not penalties:
        return None
    unfinished = []
    for rank, cards in melds.items():
        kind = special_meld_kind(view.rules, rank, len(cards), sum(c in WILD_FACES for c in cards))
        if kind in penalties:
            unfinished.append(f"{tr(KINDS[kind])} ({len(cards)})")
    if not unfinished:
        return tr("Going out now costs your side {points} for unfinished melds.", points=cost)
    return tr("Going out now costs your side {points} for unfinished melds: your {melds} are unfinished.",
              points=cost, melds=_and(unfinished))  # every kind's name is a plural


def _threes(view: GameView, cost: int) -> str | None:
    if cost <= 0:
        return None
    # Partners lay their threes in one row: the partner's threes are the side's, and may be the costly ones.
    why = view.rules.red_three_sign_rule == "one_canasta_per_three"
    if view.rules.has_partners:
        return tr("Going out now, your side's red threes count {points} against your side: a red three counts for "
                  "your side only with a canasta of its own.", points=cost) if why else \
            tr("Going out now, your side's red threes count {points} against your side.", points=cost)
    return tr("Going out now, your red threes count {points} against you: a red three counts for you only with a "
              "canasta of its own.", points=cost) if why else \
        tr("Going out now, your red threes count {points} against you.", points=cost)


def discard_gift(view: GameView, move: Discard, names: Sequence[str]) -> str | None:
    """If the discard lets the opponent who plays next take the pile by laying its top card on his side's meld
    (a take that needs no card of his hand, so certain) and that take is costly, the sentence that says so:
    "West can take the pile with 9♦ on his side's nines: 11 cards, and it closes their canasta."  Costly:
    a pile of ``BIG_PILE`` cards or more, or a canasta it closes (with the pile's natural cards of that rank
    laid too, which he then holds; wild cards he may hold are not counted).  Else None."""
    if view.to_act != view.seat or len(view.hand) < 2:
        return None  # the last card goes out: the hand ends, nobody takes anything
    game = Game.from_view(view)
    if game.refusal(move) is not None:
        return None
    game.apply(move)
    taker = game.to_act
    side = game.side_of(taker)
    # A partner playing first may change the pile: only an opponent who plays next takes it for certain.
    if game.phase != "draw" or side == game.side_of(view.seat) or game.refusal(Take()) is not None:
        return None
    pile = len(game.pile)
    closes = _closes_canasta(game, side, rank_of(move.card))
    if not closes and pile < BIG_PILE:
        return None
    partners = len(game.seats_of(side)) > 1
    said = {"name": names[taker], "card": card_text(move.card), "ranks": rank_name(rank_of(move.card))}
    if partners and closes:
        return ntr("{name} can take the pile with {card} on his side's {ranks}: {count} card, and it closes "
                   "their canasta.", "{name} can take the pile with {card} on his side's {ranks}: {count} "
                   "cards, and it closes their canasta.", pile, **said)
    if partners:
        return ntr("{name} can take the pile with {card} on his side's {ranks}: {count} card.",
                   "{name} can take the pile with {card} on his side's {ranks}: {count} cards.", pile, **said)
    if closes:
        return ntr("{name} can take the pile with {card} on his {ranks}: {count} card, and it closes his "
                   "canasta.", "{name} can take the pile with {card} on his {ranks}: {count} cards, and it "
                   "closes his canasta.", pile, **said)
    return ntr("{name} can take the pile with {card} on his {ranks}: {count} card.",
               "{name} can take the pile with {card} on his {ranks}: {count} cards.", pile, **said)


def _closes_canasta(game: Game, side: int, rank: str) -> bool:
    """Whether taking the pile onto the side's meld of ``rank`` closes a canasta: the top card laid on it, and
    then the pile's natural cards of that rank (public, and his once taken) where the rules let him lay them."""
    before = canasta_count(game.rules, game.melds[side])
    same = [c for c in game.pile[:-1] if c not in WILD_FACES and rank_of(c) == rank]
    game.apply(Take())
    more = Meld((Group.of(same),)) if same else None
    if more is not None and game.refusal(more) is None:
        game.apply(more)
    return canasta_count(game.rules, game.melds[side]) > before
