"""How far the person to act may take back his moves (issues 19 and 47).  No pygame here.

He may take back what he did this turn since he last saw something new, never what another seat has acted
on: the point to go back to is the start of his turn, just after the last card he drew from the stock, or
just after his partner's answer.  His turn before is final once the next seat has played on it, and the
refusal says who did ("West has already played on your discard").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import BonusCardsDrawn, CardsDrawn, Discard, Event, Game, HandEnded, Move, RedThreeLaid
from game.i18n import N_, tr

HUMAN = 0  # the seat of a point saved before points named their seat: the player's
# Why the undo goes no further back than its point, by the point's ``why``; {player}, the seat that acted.
REFUSALS = {"first_turn": N_("Nothing to take back: you have not moved yet this turn"),
            "played_on": N_("{player} has already played on your discard"),
            "answered": N_("{player} has already answered your question"),
            "drew": N_("Nothing to take back: a card from the stock, once seen, stays drawn")}
PLAYED_AFTER_YOUR_TURN = N_("{player} has already played after your turn")  # a turn ended without a discard


class UndoPoint:
    """The undo point of the person to act (the position and the log's length to go back to), whether he
    has moved since, and, for each person whose turn has passed, to whom."""

    def __init__(self) -> None:
        self.point: dict[str, Any] | None = None
        self.moved = False
        self.passed: dict[int, dict[str, Any]] = {}  # by person: whom his last turn passed to, and how

    def mark(self, game: Game, log_length: int, seat: int, why: str, by: int | None = None,
             discard: bool = False) -> None:
        """This turn's point for ``seat``: the undo goes back here and no further, ``why`` a key of REFUSALS
        (``by`` the seat whose move put it here, ``discard`` that the turn before ended with one)."""
        self.point = {"game": game.to_dict(), "log": log_length, "seat": seat, "why": why, "by": by,
                      "discard": discard}
        self.moved = False

    def after_move(self, game: Game, people: Sequence[int], log_length: int, seat: int, move: Move,
                   events: list[Event]) -> None:
        """Move the point on after ``seat``'s ``move``.  Another seat's move after a person's turn makes that
        turn final (it was played on what he did), and so does a card from the stock or his partner's
        answer: he has seen it, and he can take back only what he did after it."""
        me = game.to_act
        if any(isinstance(e, HandEnded) for e in events):
            self.point, self.passed = None, {}
        elif me not in people:
            if seat in people and game.phase == "draw":  # his turn is over: the next seat plays on it
                self.passed[seat] = {"to": me, "discard": isinstance(move, Discard)}
            self.point = None
        elif seat != me and game.phase == "draw":  # his turn came round
            passed = self.passed.pop(me, None)
            if passed is None:
                self.mark(game, log_length, me, "first_turn")
            else:
                self.mark(game, log_length, me, "played_on", passed["to"], passed["discard"])
            if seat in people:  # another person's turn passed to him
                self.passed[seat] = {"to": me, "discard": isinstance(move, Discard)}
        elif seat != me:
            self.mark(game, log_length, me, "answered", seat)  # his partner's answer: heard, not unheard
        elif any(isinstance(e, CardsDrawn | BonusCardsDrawn) or isinstance(e, RedThreeLaid) and e.replaced
                 for e in events):
            self.mark(game, log_length, me, "drew")  # a card off the stock: seen, not unseen
        else:
            self.moved = True

    def owner(self) -> int | None:
        """Whose turn the point belongs to."""
        return None if self.point is None else self.point.get("seat", HUMAN)

    def can_undo(self, to_act: int) -> bool:
        """Whether ``to_act`` (a person) has moves of this turn to take back."""
        return self.moved and self.owner() == to_act

    def refusal(self, to_act: int, names: Sequence[str]) -> str:
        """Why ``to_act`` cannot take back more, in a sentence: "West has already played on your discard"."""
        point = self.point if self.owner() == to_act else None
        why = "first_turn" if point is None else point.get("why", "first_turn")
        pattern = REFUSALS.get(why, REFUSALS["first_turn"])
        if point is not None and why == "played_on" and not point.get("discard"):
            pattern = PLAYED_AFTER_YOUR_TURN
        by = point.get("by") if point is not None else None
        return tr(pattern, player=names[by] if type(by) is int and 0 <= by < len(names) else "")

    def to_dict(self) -> dict[str, Any]:
        return {"point": self.point, "moved": self.moved,
                "passed": {str(seat): passed for seat, passed in self.passed.items()}}

    def load(self, saved: object, people: Sequence[int], log_length: int) -> None:
        """The undo point of a save; a save from before it, or with one that does not read, has none (a
        save's point of the turn before, from when undo reached that far, is left out)."""
        if not isinstance(saved, dict):
            return
        self.point = _readable(saved.get("point"), people, log_length)
        self.moved = saved.get("moved") is True and self.point is not None
        passed = saved.get("passed")
        if isinstance(passed, dict):
            self.passed = {int(seat): turn for seat, turn in passed.items() if seat.isdigit() and
                           int(seat) in people and isinstance(turn, dict) and type(turn.get("to")) is int}


def _readable(point: object, people: Sequence[int], log_length: int) -> dict[str, Any] | None:
    if not isinstance(point, dict) or type(point.get("log")) is not int or not 0 <= point["log"] <= log_length:
        return None
    if point.get("seat", HUMAN) not in people:
        return None
    try:
        Game.from_dict(point["game"])
    except (ValueError, KeyError, TypeError):
        return None
    return point
