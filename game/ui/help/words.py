"""The words the rules text is made of: numbers and card names in English, sentences joined and tables laid
out, and the writer that ends a sentence about an option differing from the preset's own with " (house rule)".
Shared by the modules that write the sections (see rules_text.py).  No pygame here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from game.core import RuleSet

# -- words --------------------------------------------------------------------------------------------------
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
RANK_NAMES = {"JK": "jokers", "2": "twos", "A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens",
              "9": "nines", "8": "eights", "7": "sevens", "6": "sixes", "5": "fives", "4": "fours", "3": "threes"}
UNFINISHED_KINDS = {"sevens": "meld of sevens", "pure_aces": "meld of aces without wild cards",
                    "wild": "meld of wild cards alone"}
SPECIAL_HANDS = {  # MAC-33, as special_hands.py recognises them
    "straight": ("Straight", "one each of ace, king, queen, jack, 10, 9, 8, 7, 6, 5 and 4, plus one three, one "
                             "two and one joker."),
    "natural_pairs": ("Natural pairs", "seven pairs of natural cards, no wild card."),
    "pairs_with_wilds": ("Pairs with wilds", "seven pairs, among them a pair of aces, a pair of sevens and one pair "
                                             "of wild cards (two twos or two jokers); the others natural."),
    "garbage": ("Garbage", "two sets of four and two sets of three natural cards, all four of different ranks."),
}


def number_word(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def many(n: int, noun: str) -> str:
    return f"{number_word(n)} {noun}" + ("" if n == 1 else "s")


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def either(items: list[str], word: str = "or") -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"


def joined(*sentences: str | None) -> str:
    return " ".join(s for s in sentences if s)


def as_table(rows: Iterable[tuple[str, str]]) -> str:
    return "\n".join(f"{label}\t{value}" for label, value in rows)


# -- the house-rule marking ---------------------------------------------------------------------------------
HOUSE_RULE = " (house rule)"
SENTENCE_END = re.compile(r"(?<=[.:]) (?=[A-Z])")  # where one sentence of a statement ends and the next begins
# Options whose order means nothing, and options kept as pairs that mean a mapping.
SET_FIELDS = ("upcard_cover_ranks", "no_out_with_incomplete")
MAP_FIELDS = ("card_values", "wild_canasta_bonus", "incomplete_meld_penalties", "hand_rank_hoard_penalty",
              "special_hand_values")


def _comparable(field: str, value: Any) -> Any:
    if field in SET_FIELDS:
        return frozenset(value)
    if field in MAP_FIELDS and isinstance(value, tuple):
        return dict(value)
    return value


class Writer:
    """The rules to describe, and the preset's own rules to mark the sentences about options that differ."""

    def __init__(self, rules: RuleSet, base: RuleSet | None) -> None:
        self.rules = rules
        self.base = base

    def differs(self, *names: str) -> bool:
        base = self.base
        return base is not None and any(
            _comparable(name, getattr(self.rules, name)) != _comparable(name, getattr(base, name)) for name in names)

    def say(self, statement: str, *names: str, changed: bool = False) -> str:
        """The statement (one sentence or a few), each sentence ending in " (house rule)" before its full stop
        where it describes an option that differs from the base (``changed``: where what it says follows from
        several options at once)."""
        if not (changed and self.base is not None or self.differs(*names)):
            return statement
        return " ".join(_marked(sentence) for sentence in SENTENCE_END.split(statement))

    def changed_by(self, question: Callable[[RuleSet], Any]) -> bool:
        """Whether the base answers a question about the rules differently (threes laid by hand, say)."""
        return self.base is not None and question(self.base) != question(self.rules)

    def unless_same(self, sentence: str, *names: str) -> str | None:
        """A sentence that is worth saying only as a house rule (what the preset had and these rules lack)."""
        return self.say(sentence, *names) if self.differs(*names) else None

    @property
    def side(self) -> str:
        return "player" if self.rules.side_structure == "individual" else "side"

    @property
    def its(self) -> str:
        return "his" if self.side == "player" else "its"

    @property
    def it(self) -> str:
        return "him" if self.side == "player" else "it"

    @property
    def scorer(self) -> str:
        """Who keeps a score: a side, or each player where partners of a hand keep their own."""
        return "player" if self.rules.scores_by_seat else "side"


def _marked(sentence: str) -> str:
    stop = sentence[-1] if sentence[-1] in ".:" else ""
    return sentence[:len(sentence) - len(stop)] + HOUSE_RULE + stop
