"""What the table writes, kept as data and spoken in the language of the moment.

A line of the log is ``Words``: a JSON-safe dict naming the English sentence to say and what fills it in
(a seat, cards, a rank, points, other words), so that a switch of language mid-game re-speaks every line
already written (issue 47) and the saved game keeps them as data.  Cards, seats' names and numbers are
written only when spoken, as the language of the moment writes them: "B♠" for a German jack, "1.390" for
German and Dutch points.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import JOKER
from game.i18n import card_index, language, ntr, number, text, tr
from game.ui.table.seats import join_names

# A line as data: {"say": English, "with": {name: value}} (with a count: "plural" and "count" too); a value is
# a number, a word kept as it is, or another of the kinds below.  A str is a line from a save made before the
# log was kept as data: it stays as it was written.
Words = dict[str, Any] | str
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def said(english: str, /, **params: Any) -> dict[str, Any]:
    """The sentence ``english`` (marked for the catalogs where it is written) with its parameters."""
    return {"say": english, "with": params} if params else {"say": english}


def said_count(singular: str, plural: str, count: int, /, **params: Any) -> dict[str, Any]:
    """A sentence with a count, in the plural form the language uses for ``count``."""
    return {"say": singular, "plural": plural, "count": count, "with": params}


def seat_words(seat: int) -> dict[str, Any]:
    """A seat's name, as the table names it when the line is spoken ("You", "West", "Süd")."""
    return {"seat": seat}


def seats_words(seats: Sequence[int]) -> dict[str, Any]:
    """Seats' names joined: "West & East", "West, North & East"."""
    return {"seats": list(seats)}


def joined_words(parts: Sequence[Words], separator: str) -> dict[str, Any]:
    """Words one after the other: "You & North +120 (1,390); West & East -40 (860)"."""
    return {"joined": list(parts), "by": separator}


def cards_words(cards: Sequence[str]) -> dict[str, Any]:
    return {"cards": list(cards)}


def keyed_words(key: str) -> dict[str, Any]:
    """A keyed message of game.i18n without parameters ("rank.K": "kings")."""
    return {"key": key}


def points_words(points: int, signed: bool = False) -> dict[str, Any]:
    return {"points": points, "signed": signed}


def points_text(points: int, signed: bool = False) -> str:
    """Points as the language writes numbers, the one way the game writes them ("1,390", German and Dutch
    "1.390"); ``signed``: "+120", "-1,500"."""
    return ("+" if signed and points >= 0 else "") + number(points)


def card_text(card: str) -> str:
    """A card as people write it: 10♥, K♠, Joker."""
    if card == JOKER:
        return tr("Joker")
    return card_index(card[0]) + SUIT_SYMBOLS[card[1]]  # the corner's letter: B♠ for a German jack


def cards_text(cards: Sequence[str]) -> str:
    return " ".join(card_text(c) for c in cards)


def spoken(words: Words, names: Sequence[str]) -> str:
    """``words`` in the language of the moment; ``names`` the seats' names as the table gives them now.
    KeyError, TypeError, IndexError or ValueError for what is not Words (a damaged save)."""
    if isinstance(words, str):
        return words
    if "say" not in words:
        return str(_value(words, names))
    params = {name: _value(value, names) for name, value in words.get("with", {}).items()}
    if "plural" in words:
        return ntr(words["say"], words["plural"], words["count"], **params)
    return tr(words["say"], **params)


def _value(value: Any, names: Sequence[str]) -> Any:
    if not isinstance(value, dict):
        return value  # a number (written as the language writes numbers) or a word kept as it is
    if "say" in value:
        return spoken(value, names)
    if "seat" in value:
        return names[value["seat"]]
    if "seats" in value:
        return join_names([names[seat] for seat in value["seats"]])
    if "joined" in value:
        return value["by"].join(spoken(part, names) for part in value["joined"])
    if "cards" in value:
        return cards_text(value["cards"])
    if "key" in value:
        return text(value["key"])
    if "points" in value:
        return points_text(value["points"], value.get("signed", False))
    raise ValueError(f"no words of the kind {sorted(value)}")


class SpokenLog:
    """The log's lines as Words, and as spoken: each line is spoken once, and all again when the language or
    the seats' names change."""

    def __init__(self, lines: Sequence[Words] = (), kept: int | None = None) -> None:
        self.lines: list[Words] = list(lines)
        self.kept = kept  # the most lines kept: the oldest go first
        self._spoken: list[str] = []  # the first lines, spoken
        self._spoken_as: tuple[str, tuple[str, ...]] | None = None

    def __len__(self) -> int:
        return len(self.lines)

    def append(self, line: Words) -> None:
        self.lines.append(line)
        if self.kept is not None and len(self.lines) > self.kept:
            dropped = len(self.lines) - self.kept
            del self.lines[:dropped]
            del self._spoken[:dropped]

    def cut(self, length: int) -> None:
        """Keep the first ``length`` lines (the moves taken back leave the log)."""
        del self.lines[length:]
        del self._spoken[length:]

    def spoken(self, names: Sequence[str]) -> list[str]:
        """Every line in the language of the moment."""
        speaking = (language(), tuple(names))
        if speaking != self._spoken_as:
            self._spoken, self._spoken_as = [], speaking
        self._spoken += [spoken(line, names) for line in self.lines[len(self._spoken):]]
        return list(self._spoken)
