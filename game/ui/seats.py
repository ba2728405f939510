"""Who sits where: the name and the place of every seat at a table of two to six players.

The player sits at the bottom (seat 0); the others follow clockwise, as play goes: seat 1 on the left,
then across the top from left to right, the last seat on the right.  Names are compass points seen from
the player, so "North-West" is where a person at the table would point.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence

# (name, place) per seat; places are the layout's: bottom, left, top-left, top, top-right, right
SEATING: dict[int, tuple[tuple[str, str], ...]] = {
    2: (("You", "bottom"), ("North", "top")),
    3: (("You", "bottom"), ("West", "left"), ("East", "right")),
    4: (("You", "bottom"), ("West", "left"), ("North", "top"), ("East", "right")),
    5: (("You", "bottom"), ("West", "left"), ("North-West", "top-left"), ("North-East", "top-right"),
        ("East", "right")),
    6: (("You", "bottom"), ("West", "left"), ("North-West", "top-left"), ("North", "top"),
        ("North-East", "top-right"), ("East", "right")),
}
TOP_PLACES = ("top-left", "top", "top-right")  # left to right along the top edge


def seat_names(players: int) -> tuple[str, ...]:
    return tuple(name for name, _ in _seating(players))


def seat_places(players: int) -> tuple[str, ...]:
    return tuple(place for _, place in _seating(players))


def _seating(players: int) -> tuple[tuple[str, str], ...]:
    if players not in SEATING:
        raise ValueError(f"the table seats 2 to 6 players, not {players!r}")
    return SEATING[players]


def join_names(names: Sequence[str]) -> str:
    """"West", "West & East", "West, North & East"."""
    if len(names) <= 2:
        return " & ".join(names)
    return ", ".join(names[:-1]) + " & " + names[-1]
