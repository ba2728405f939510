"""Every keyed message and its English, gathered from the code that makes it: the engine's refusals
(game.core; the halves of refusals it keeps apart, its PARTS, are never shown alone at the table), the hints'
reasons (game.ai), the ranks' names in the plural and the special hands' names.  A key names one message
across the game; tests check that no two groups share one."""

from __future__ import annotations

from functools import cache

from game.ai import BECAUSE, JOINS, MOVES
from game.core import RANK_NAMES, REFUSALS

# The letter printed in a card's corner, and written for it ("B♠" in German for the jack of spades).
CARD_INDICES = {"card.J": "J", "card.Q": "Q", "card.K": "K", "card.A": "A"}
JOIN_WORDS = {"join.or": " or "}  # between the items of a list that offers a choice ("seat 2 or 4")
SPECIAL_HAND_NAMES = {"straight": "straight", "natural_pairs": "natural pairs", "pairs_with_wilds": "pairs with wilds",
                      "garbage": "garbage"}


@cache
def keyed_messages() -> dict[str, str]:
    """Key -> English pattern, every group together; later groups may not reuse a key (tests/i18n)."""
    return {**REFUSALS, **MOVES, **BECAUSE, **JOINS,
            **{f"rank.{rank}": name for rank, name in RANK_NAMES.items()},
            **{f"hand.{name}": words for name, words in SPECIAL_HAND_NAMES.items()}, **JOIN_WORDS, **CARD_INDICES}


def groups() -> dict[str, dict[str, str]]:
    """The messages by where they come from, for the catalogs' comments and the tests."""
    return {"refusal": REFUSALS, "hint": MOVES, "hint reason": BECAUSE, "hint sentence": JOINS,
            "rank": {f"rank.{r}": n for r, n in RANK_NAMES.items()},
            "special hand": {f"hand.{n}": w for n, w in SPECIAL_HAND_NAMES.items()}, "list": JOIN_WORDS,
            "card index (the letter in a card's corner)": CARD_INDICES}


def english_of(key: str) -> str:
    """The English pattern of a keyed message; KeyError for a key nothing makes."""
    return keyed_messages()[key]
