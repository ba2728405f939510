"""Modern American positions for the table's tests (no pygame)."""

from __future__ import annotations

from typing import Any

from game.core import Game, preset

MAC = "modern-american"
STOCK = "8D 8C 8D 8C 5H 5D 5H 5D 4H 4H 6H 6H 7D 7C 9C TD TC"  # the first card is the top
STRAIGHT = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H 2C JK"
OTHERS = ["6C 6D 4C", "6C 6D 4D", "4C 4D 9S"]


def mac_game(hands: list[str], stock: str = STOCK, to_act: int = 0, phase: str = "draw",
             melds: list[list[str]] | None = None, rules: dict[str, Any] | None = None, **extra: Any) -> Game:
    """A Modern American position (``rules``: options changed); seat 0 is the player."""
    ruleset = preset(MAC).replace(**rules) if rules else preset(MAC)
    data: dict[str, Any] = {"rules": ruleset.to_dict(), "dealer": (to_act - 1) % 4, "to_act": to_act,
                            "phase": phase, "scores": [0, 0], "hands": hands, "melds": melds or [[], []],
                            "red_threes": ["", ""], "pile": "", "stock": stock, **extra}
    if phase == "play":
        data.setdefault("turn", {"drew": True, "side_was_open": bool(data["melds"][0])})
    return Game.from_dict(data)
