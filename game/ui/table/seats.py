"""Who sits where: the name and the place of every seat at a table of two to six players.

The player sits at the bottom (seat 0); the others follow clockwise, as play goes: seat 1 on the left,
then across the top from left to right, the last seat on the right.  Names are compass points seen from
the player, so "North-West" is where a person at the table would point.  With several people at one table
(pass and play) nobody is "You": seat 0 is South and each seat keeps its compass name, and the table turns
so that the person whose screen it is (the viewer) sits at the bottom, every other seat in its place around
him (``seat_places(players, viewer)``).  With five players one of them sits
each hand out, and the sides that play it (one meld row each) are those of the four dealt in.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.i18n import N_, tr

if TYPE_CHECKING:
    from game.core import Game, GameView

    Table = Game | GameView  # the seating questions below read only what is public: a view answers them too

PERSON = "person"  # a seat a person plays (MatchSettings.seats); the other seats name a level of game.ai.LEVELS
SOUTH = N_("South")  # seat 0's name where several people play and none of them is "You"
# (name, place) per seat; places are the layout's: bottom, left, top-left, top, top-right, right
SEATING: dict[int, tuple[tuple[str, str], ...]] = {
    2: ((N_("You"), "bottom"), (N_("North"), "top")),
    3: ((N_("You"), "bottom"), (N_("West"), "left"), (N_("East"), "right")),
    4: ((N_("You"), "bottom"), (N_("West"), "left"), (N_("North"), "top"), (N_("East"), "right")),
    5: ((N_("You"), "bottom"), (N_("West"), "left"), (N_("North-West"), "top-left"), (N_("North-East"), "top-right"),
        (N_("East"), "right")),
    6: ((N_("You"), "bottom"), (N_("West"), "left"), (N_("North-West"), "top-left"), (N_("North"), "top"),
        (N_("North-East"), "top-right"), (N_("East"), "right")),
}
TOP_PLACES = ("top-left", "top", "top-right")  # left to right along the top edge


def seat_names(players: int, you: int = 0) -> tuple[str, ...]:
    """The seats' names in the language spoken now ("You", "West", ...; "Du", "West", ... in German), seen
    from ``you``, the one person at the table: he is "You", the seat after him "West", and so on."""
    names = [tr(name) for name, _ in _seating(players)]
    return tuple(names[(seat - you) % players] for seat in range(players))


def compass_names(players: int) -> tuple[str, ...]:
    """The seats' names where several people play (pass and play): "South", "West", "North", "East"; each
    seat keeps its name whoever looks at the screen."""
    return (tr(SOUTH), *seat_names(players)[1:])


def seat_places(players: int, viewer: int = 0) -> tuple[str, ...]:
    """Where each seat sits on the screen, by seat, with ``viewer`` at the bottom."""
    places = [place for _, place in _seating(players)]
    return tuple(places[(seat - viewer) % players] for seat in range(players))


def _seating(players: int) -> tuple[tuple[str, str], ...]:
    if players not in SEATING:
        raise ValueError(f"the table seats 2 to 6 players, not {players!r}")
    return SEATING[players]


def join_names(names: Sequence[str]) -> str:
    """"West", "West & East", "West, North & East"."""
    if len(names) <= 2:
        return " & ".join(names)
    return ", ".join(names[:-1]) + " & " + names[-1]


def sits_out(game: Table, seat: int) -> bool:
    """Five players: whether ``seat`` is dealt out of this hand (X1-8); nobody sits out at smaller tables."""
    return game.order is not None and seat not in game.order


def dealt_in(game: Table, you: int = 0) -> list[int]:
    """The seats playing this hand in turn order, from ``you`` (or, when you sit out, from the first to play)."""
    return game.seats_from(game.order[0] if sits_out(game, you) else you)


def sides_in_play(game: Table, you: int = 0) -> list[int]:
    """The sides that can hold melds or threes this hand, one meld row each: those of the seats dealt in (and
    a seat's own, where partners keep their threes apart), ``you``'s first, the others by index.  With five
    each for himself only two of the five sides play a hand, and which two changes with every hand."""
    seats = dealt_in(game, you)
    sides = {game.side_of(seat) for seat in seats} | {game.threes_holder(seat) for seat in seats}
    ours = game.side_of(you)
    return ([ours] if ours in sides else []) + sorted(sides - {ours})


def threes_only(game: Table, you: int = 0) -> list[int]:
    """The sides playing this hand that hold a player's threes but no player: three players, once two of them
    have formed their partnership, each keeps his own threes and melds on the partnership's side (V3-TMP)."""
    return [side for side in sides_in_play(game, you) if not game.seats_of(side)]


def players_of(game: Table, side: int, you: int = 0) -> list[int]:
    """The seats dealt in that play for ``side`` this hand, in seat order (the player first)."""
    return sorted(s for s in dealt_in(game, you) if game.side_of(s) == side)
