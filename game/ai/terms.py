"""The parts a rating is made of, noted only when someone asks why (a hint, a review).

A rating function takes ``why``: None while playing (nothing is noted, nothing is slower), or a list that
collects each part as a ``Term``: a key, its points, and the facts a sentence needs.  The parts add up to
the rating, so a reason built from them is what actually decided the move.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Term(NamedTuple):
    key: str
    points: float
    params: dict[str, Any]


Why = list[Term] | None


def note(why: Why, key: str, points: float, **params: Any) -> float:
    """``points``, noted under ``key`` when someone asks why."""
    if why is not None:
        why.append(Term(key, points, params))
    return points
