"""A memo for move generation, shared by every game with the same meld rules and card values.

Which groups of one rank a hand can lay, the move values themselves, and the opening options recur
from move to move and from game to game; listing them afresh is most of the cost of random play and
search.  The memo holds only values computed from the rules and the cards in the key (or in the memo's
own opening options a key holds, openings.opening_move), so it never changes a result: ``clear_memos()``
gives the same moves, only slower.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from .rules import RuleSet

GROUP_MEMO_LIMIT = 50_000  # entries per rule signature; past it the memo starts afresh
# Keys are tuples of cards, counts and names; what a value is depends on its key's kind (its first item, or its
# shape: see legal.py and openings.py), which no one type says: Any, read back where the kind is known.
Memo = dict[tuple[Hashable, ...], Any]
_MEMOS: dict[tuple[Hashable, ...], Memo] = {}  # by the signature of the rules that decide the values


def memo_for(rules: RuleSet) -> Memo:
    """The memo for every rule set with these meld rules and card values."""
    signature = (rules.min_meld_size, rules.min_naturals_per_meld, rules.max_wild_per_meld, rules.wild_ratio,
                 rules.max_meld_size, rules.canasta_size, rules.card_values, rules.wild_card_melds,
                 rules.wild_meld_size, rules.rule_of_five, rules.sevens_clean_only,
                 rules.aces_mixed_only_in_initial_meld)
    return _MEMOS.setdefault(signature, {})


def clear_memos() -> None:
    for memo in _MEMOS.values():
        memo.clear()
