"""Hints: the move the strongest heuristics would make for the seat to act, and why, from its view alone.

The hint is the master's heuristics without its search (a search takes up to a second in the browser; a
hint must come within 100 ms), and its reason is made from the parts of the rating that decided the move
(``policy.rating_terms``): the largest gains of a take or a meld, what a discard costs and risks, why the
pile is left, why going out now.  ``explain`` gives the same kind of reason for any move, for the review.

    from game.ai import hint
    h = hint(game.view(seat))
    h.move, h.reason.sentence
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core import (
    BLACK_THREES,
    WILD_FACES,
    WILD_MELD,
    Answer,
    Ask,
    Discard,
    Draw,
    EndTurn,
    GameView,
    Lay,
    Meld,
    Move,
    Special,
    Take,
    rank_of,
)

from .discards import chance_can_take
from .knowledge import Knowledge
from .levels import MASTER, Level
from .policy import NoMove, rate_moves, rating_terms
from .reasons import Reason
from .terms import Term

HINT_LEVEL: Level = replace(MASTER, search=None)
MOST_REASONS = 2  # a sentence a player reads at a glance
UNLIKELY_TAKE = 0.15  # below this chance the next opponent "can hardly" take the pile with a discard
# Parts of a rating that only set its scale against other kinds of moves: never a reason.
SCALE_TERMS = frozenset({"meld_before_discard", "stock_card", "take_always", "pile_size"})
# Kinds of discard that speak for keeping the card (one of a pair, of three): what it costs, never why to throw it.
KEPT_KINDS = frozenset({"pair", "triple"})


@dataclass(frozen=True)
class Hint:
    move: Move
    reason: Reason


def hint(view: GameView, level: Level = HINT_LEVEL) -> Hint:
    """The move to make now for the view's seat, which must be the one to act, and why."""
    if not isinstance(view, GameView):
        raise TypeError(f"a hint reads a view (Game.view(seat)), not {type(view).__name__}")
    if view.phase not in ("draw", "play", "answer") or view.to_act != view.seat:
        raise ValueError(f"seat {view.seat} has nothing to decide now (phase {view.phase}, seat {view.to_act} to act)")
    k = Knowledge.of(view)
    rated = rate_moves(k, level)
    move = _best(k, rated)
    return Hint(move, _told(k, _reason(k, move, rated, level)))


def advised_move(k: Knowledge, level: Level = HINT_LEVEL) -> Move:
    """The hint's move, from knowledge already built: the hand review measures every decision against it,
    so that the two give one advice.  ``level``'s search, if it has one, plays no part."""
    return _best(k, rate_moves(k, level))


def _best(k: Knowledge, rated: list[tuple[Move, float]]) -> Move:
    if not rated:
        raise NoMove(f"no legal move for seat {k.seat} in phase {k.game.phase!r}")
    return max(rated, key=lambda pair: pair[1])[0]


def explain(view: GameView, move: Move, level: Level = HINT_LEVEL, instead: Move | None = None) -> Reason:
    """Why ``move`` is worth making, by the same heuristics (for a move they would not choose, what they
    see in it); with ``instead``, the move made in its place, also what speaks against that one where the
    two compare part by part (two discards)."""
    k = Knowledge.of(view)
    reason = _reason(k, move, rate_moves(k, level), level)
    if isinstance(move, Discard) and isinstance(instead, Discard) and instead != move:
        against = _against_discard(k, move, instead, level)
        if against is not None:
            reason = Reason(reason.key, reason.params, (*reason.because[:1], against))
    return _told(k, reason)


def _told(k: Knowledge, reason: Reason) -> Reason:
    """The reason in the words for this table: a player without a partner has no side."""
    return reason.alone() if k.partner is None else reason


def _reason(k: Knowledge, move: Move, rated: list[tuple[Move, float]], level: Level) -> Reason:
    terms = rating_terms(k, move, level)
    what = _what(k, move, terms)
    if isinstance(move, Draw):
        because = _why_draw(k, rated, level)
    elif isinstance(move, Discard) and what.key == "discard":
        because = _why_discard(k, move, terms, rated, level)
    elif isinstance(move, Answer | Ask) or what.key.startswith("go_out"):
        because = _why_out(k, terms)
    else:
        because = _gains(terms)
    return Reason(what.key, what.params, because)


def _what(k: Knowledge, move: Move, terms: list[Term]) -> Reason:
    """What to do, in words."""
    going_out = any(t.key == "go_out" for t in terms)
    if isinstance(move, Meld):
        cards = [c for group in move.groups for c in group.cards]
        return Reason("go_out_with" if going_out else "meld", {"cards": cards})
    if isinstance(move, Discard):
        return Reason("go_out_throwing" if going_out else "discard", {"card": move.card})
    if isinstance(move, Take):
        cards = [c for group in move.groups for c in group.cards]
        return Reason("take_pile_with", {"cards": cards}) if cards else Reason("take_pile")
    if isinstance(move, Draw):
        return Reason("draw")
    if isinstance(move, Lay):
        return Reason("lay_three", {"card": move.card})
    if isinstance(move, Ask):
        return Reason("ask_partner", {"seat": k.partner if k.partner is not None else k.seat})
    if isinstance(move, Answer):
        return Reason("answer_yes" if move.yes else "answer_no")
    if isinstance(move, Special):
        return Reason("special_hand", {"name": move.name})
    assert isinstance(move, EndTurn)
    return Reason("end_turn")


def _gains(terms: list[Term]) -> tuple[Reason, ...]:
    """The largest gains of a take or a meld, largest first."""
    gains = sorted((t for t in terms if t.points > 0 and t.key not in SCALE_TERMS), key=lambda t: -t.points)
    return tuple(r for r in map(_gain, gains) if r is not None)[:MOST_REASONS]


def _gain(term: Term) -> Reason | None:
    p = term.params
    if term.key == "pile_cards":
        if p["count"] == 1 and not p["wilds"]:
            return Reason("pile_one_card")
        return Reason("pile_cards_wild", {"count": p["count"], "wilds": p["wilds"]}) if p["wilds"] \
            else Reason("pile_cards", {"count": p["count"]})
    if term.key == "group":
        return _group(p)
    if term.key == "bonus_cards":
        return Reason("bonus_cards", {"count": p["count"]})
    if term.key in ("opening", "most_cards"):
        return Reason(term.key)
    if term.key == "lay_three":
        return Reason("three_scores")
    if term.key == "special_hand":
        return Reason("special_hand_ends")
    return None


def _group(p: dict[str, Any]) -> Reason:
    """What laying one group does to its meld."""
    rank, before, after, canasta = p["rank"], p["before"], p["after"], p["canasta"]
    if before < canasta <= after:
        if rank == WILD_MELD:
            return Reason("closes_wild")
        return Reason("closes_natural" if p["wilds"] == 0 else "closes_mixed", {"rank": rank})
    if rank == WILD_MELD:
        return Reason("wild_meld_grows", {"after": after, "canasta": canasta})
    if before == 0:
        return Reason("starts_meld", {"rank": rank})
    if before >= canasta:
        return Reason("adds_to_canasta", {"rank": rank})
    return Reason("adds_to_meld", {"rank": rank, "after": after, "canasta": canasta})


def _why_draw(k: Knowledge, rated: list[tuple[Move, float]], level: Level) -> tuple[Reason, ...]:
    """Why not the pile: it cannot be taken, or the best take is worth less, and what weighs against it."""
    takes = [(move, rating) for move, rating in rated if isinstance(move, Take)]
    if not takes:
        return (_pile_closed(k),)
    best = max(takes, key=lambda pair: pair[1])[0]
    against = sorted((t for t in rating_terms(k, best, level) if t.points < 0), key=lambda t: t.points)
    found = [Reason("pile_worth_less")]
    found += [Reason(t.key) for t in against[:1] if t.key in ("makes_lone", "special_hand_given_up")]
    return tuple(found)


def _pile_closed(k: Knowledge) -> Reason:
    """Why the seat cannot take the pile now, as far as its own cards tell."""
    pile = k.game.pile
    if not pile:
        return Reason("pile_empty")
    top = pile[-1]
    if top in BLACK_THREES:
        return Reason("pile_blocked")
    if top in WILD_FACES:
        return Reason("pile_top_wild")
    rank = rank_of(top)
    held = sum(1 for c in k.hand if c not in WILD_FACES and rank_of(c) == rank)
    if k.pile_is_frozen_for(k.side) and held < 2:
        return Reason("pile_frozen_no_pair", {"rank": rank})
    if held == 0 and rank not in k.my_melds:
        return Reason("pile_no_match", {"rank": rank})
    return Reason("pile_not_now")


def _why_discard(k: Knowledge, move: Discard, terms: list[Term], rated: list[tuple[Move, float]],
                 level: Level) -> tuple[Reason, ...]:
    """A discard is the card the hand needs least: the kind of card it is where that speaks for throwing it
    (one of a pair or of three speaks against it: never a reason), whether the next player can use it, and
    what speaks against the next-best card to throw."""
    kept = next((t for t in terms if t.key == "keep"), None)
    kind = kept.params["kind"] if kept is not None else "single"
    card = move.card
    rank = "" if card in WILD_FACES else rank_of(card)
    found = [] if kind in KEPT_KINDS else \
        [Reason(f"keep_{kind}", {"rank": rank, "held": kept.params.get("held", 0) if kept else 0})]
    if card in BLACK_THREES:
        return tuple(found)
    if card not in WILD_FACES and k.opponents and chance_can_take(k, k.opponents[0], rank, level) < UNLIKELY_TAKE:
        found.append(Reason("next_cannot_take", {"seat": k.opponents[0]}))
    if len(found) < MOST_REASONS:
        others = sorted(((m, r) for m, r in rated if isinstance(m, Discard) and m.card != card),
                        key=lambda p: -p[1])
        against = _against_discard(k, move, others[0][0], level) if others else None
        found.append(against if against is not None else Reason("others_worth_more"))
    return tuple(found)


def _against_discard(k: Knowledge, better: Discard, made: Discard, level: Level) -> Reason | None:
    """What the discard made costs beyond the better one, by its largest part: the chance that the next
    opponent takes the pile with it, what it is worth in the hand, or the special hand it gives up."""
    ours = {t.key: t for t in rating_terms(k, better, level)}
    theirs = {t.key: t for t in rating_terms(k, made, level)}
    worse = {key: _points(ours.get(key)) - _points(theirs.get(key)) for key in ours.keys() | theirs.keys()}
    key = max(worse, key=lambda name: worse[name], default=None)
    if key is None or worse[key] <= 0:
        return None
    if key == "danger" and k.opponents:
        return Reason("instead_feeds", {"card": made.card, "seat": k.opponents[0]})
    if key == "special_hand_given_up":
        return Reason("instead_spoils_special", {"card": made.card})
    if key == "keep":
        return _kept_rather(k, ours["keep"], theirs["keep"])
    return None


def _points(term: Term | None) -> float:
    return term.points if term is not None else 0.0


def _kept_rather(k: Knowledge, thrown: Term, kept: Term) -> Reason | None:
    """Why the card kept is worth more in the hand than the one thrown, by what kind of card it is (not its
    points alone: a seven with its pair is worth more to keep than a lone king)."""
    card, kind = kept.params["card"], kept.params["kind"]
    if kind == "wild":
        return Reason("instead_wild", {"card": card})
    rank = rank_of(card)
    if kind == "pair":
        return Reason("instead_breaks_pair", {"card": card, "rank": rank})
    if kind == "triple":
        return Reason("instead_breaks_triple", {"card": card, "rank": rank, "held": kept.params["held"]})
    if kind == "laid":
        return Reason("instead_adds_to_meld", {"card": card, "rank": rank})
    if kind != "single":
        return None  # a dead rank, a hoard or a black three: worth little to keep, whatever the numbers say
    values = k.game.values
    if thrown.params["kind"] == "single" and values[card] > values[thrown.params["card"]]:
        return Reason("instead_more_points", {"card": card})
    return Reason("instead_may_pair", {"card": card, "rank": rank}) if k.unseen_by_rank[rank] else None


def _why_out(k: Knowledge, terms: list[Term]) -> tuple[Reason, ...]:
    """Why go out now, ask, or answer so."""
    for term in terms:
        if term.key == "go_out" and term.params.get("reason"):
            return (Reason(term.params["reason"]),)
        if term.key == "ask_partner":
            return (Reason("partner_heavy", {"count": k.hand_count(k.partner) if k.partner is not None else 0}),)
        if term.key == "answer":
            return (Reason(term.params["reason"]),)
    return ()
