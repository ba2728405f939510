"""Build positions for rule tests from the position dict (DESIGN.md section 2)."""

from __future__ import annotations

from typing import Any

import pytest

from game.core import Game, IllegalMove, preset

FILLER_STOCK = "6C 6D 7C 7D 8C 8D 9C 9D TC TD"


def position(rules: str = "classic-4p", *, hands: list[str], melds: list[list[str]] | None = None,
             red_threes: list[str] | None = None, pile: str = "", stock: str = FILLER_STOCK, to_act: int = 0,
             phase: str = "draw", scores: list[int] | None = None, turn: dict[str, Any] | None = None,
             dealer: int | None = None, **changes: Any) -> Game:
    """A game in the given position; keyword ``changes`` switch rule options of the preset."""
    ruleset = preset(rules).replace(**changes) if changes else preset(rules)
    sides = ruleset.side_count
    data: dict[str, Any] = {
        "rules": ruleset.to_dict(),
        "dealer": (to_act - 1) % ruleset.player_count if dealer is None else dealer,
        "to_act": to_act,
        "phase": phase,
        "scores": scores or [0] * sides,
        "hands": hands,
        "melds": melds or [[] for _ in range(sides)],
        "red_threes": red_threes or [""] * sides,
        "pile": pile,
        "stock": stock,
    }
    if turn is not None:
        data["turn"] = turn
    elif phase == "play":
        data["turn"] = {"drew": True}
    return Game.from_dict(data)


def refused(game: Game, move: str, *fragments: str) -> str:
    """Apply an illegal move; check the refusal names the rule and that nothing changed."""
    before = game.to_dict()
    with pytest.raises(IllegalMove) as info:
        game.apply(move)
    assert game.to_dict() == before, "a refused move must leave the state unchanged"
    message = str(info.value)
    for fragment in fragments:
        assert fragment.lower() in message.lower(), f"{fragment!r} not in refusal {message!r}"
    return message


def hand(game: Game, seat: int) -> list[str]:
    return sorted(game.to_dict()["hands"][seat].split())


def melds_of(game: Game, side: int) -> list[str]:
    return game.to_dict()["melds"][side]
