"""The words the rules text is made of: numbers and rank names, lists, sentences joined and tables laid out,
and the writer that ends a sentence about an option differing from the preset's own with " (house rule)".
Shared by the modules that write the sections (see rules_text.py).  No pygame here.

Every sentence is one pattern of the translations' catalogs (game.i18n: tr, or ntr where it says a count),
written in the language in force when the text is made; a sentence that reads differently for a player and
for a side, or with one item or several, is a pattern for each.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from game.core import RuleSet
from game.i18n import N_, ntr, text, tr

# -- words --------------------------------------------------------------------------------------------------
# Each is marked for the catalogs (N_) and shown through tr() when the text is written, in the language then.
# Counts of two to ten as words; a sentence about one thing (or none) says so in its own pattern (ntr's
# singular: "one pack"), so that "one" is declined as the sentence needs.
NUMBER_WORDS = {2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven"),
                8: N_("eight"), 9: N_("nine"), 10: N_("ten")}
UNFINISHED_KINDS = {"sevens": N_("meld of sevens"), "pure_aces": N_("meld of aces without wild cards"),
                    "wild": N_("meld of wild cards alone")}
SPECIAL_HANDS = {  # MAC-33, as special_hands.py recognises them: what each holds (its name: hand_name)
    "straight": N_("one each of ace, king, queen, jack, 10, 9, 8, 7, 6, 5 and 4, plus one three, one two and one "
                   "joker."),
    "natural_pairs": N_("seven pairs of natural cards, no wild card."),
    "pairs_with_wilds": N_("seven pairs, among them a pair of aces, a pair of sevens and one pair of wild cards (two "
                           "twos or two jokers); the others natural."),
    "garbage": N_("two sets of four and two sets of three natural cards, all four of different ranks."),
}
# An ordinal ("9th"): English picks the ending by the number; German writes all four "{position}.", Dutch
# "{position}e".
ORDINALS = {"st": N_("{position}st"), "nd": N_("{position}nd"), "rd": N_("{position}rd"), "th": N_("{position}th")}


def number_word(n: int) -> str:
    """A count of two to ten as a word ("two"); others in figures (a pattern says "one" and "no" itself)."""
    return tr(NUMBER_WORDS[n]) if n in NUMBER_WORDS else str(n)


def capital(sentence: str) -> str:
    """The sentence with its first letter made a capital (the rest as it is)."""
    return sentence[:1].upper() + sentence[1:]


def hand_name(name: str) -> str:
    """A special hand's name as a title ("Natural pairs")."""
    return capital(text(f"hand.{name}"))


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return tr(ORDINALS[suffix], position=n)


def either(items: list[str], word: str = "or") -> str:
    """A list as a sentence says it: "aces, kings or queens" (``word`` "and": "aces, kings and queens")."""
    listed = items[0]
    for item in items[1:-1]:
        listed = tr("{list}, {item}", list=listed, item=item)
    if len(items) > 1:
        last = items[-1]
        listed = tr("{list} and {item}", list=listed, item=last) if word == "and" else \
            tr("{list} or {item}", list=listed, item=last)
    return listed


def joined(*sentences: str | None) -> str:
    return " ".join(s for s in sentences if s)


def as_table(rows: Iterable[tuple[str, str]]) -> str:
    return "\n".join(f"{label}\t{value}" for label, value in rows)


def points(n: int) -> str:
    """A table's cell of points ("50 points")."""
    return ntr("{count} point", "{count} points", n)


# -- the house-rule marking ---------------------------------------------------------------------------------
HOUSE_RULE = N_("(house rule)")  # the screen looks for it (tr(HOUSE_RULE)) to mark the paragraphs that hold one
SENTENCE_END = re.compile(r"(?<=[.]) (?=[A-Z])")  # where one sentence of a statement ends and the next begins
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
        """Who plays as one, "player" or "side" (the sentences about them are written for each)."""
        return "player" if self.rules.side_structure == "individual" else "side"

    @property
    def scorer(self) -> str:
        """Who keeps a score, "player" or "side": each player where partners of a hand keep their own."""
        return "player" if self.rules.scores_by_seat else "side"


def _marked(sentence: str) -> str:
    stop = sentence[-1] if sentence[-1] in ".:" else ""
    return f"{sentence[:len(sentence) - len(stop)]} {tr(HOUSE_RULE)}{stop}"
