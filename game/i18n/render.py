"""Filling a message's pattern in, the way each language writes it: the engine's own filler
(game.core.render_message: ``{name}`` a parameter, a card through the card writer, a list of cards one after
the other, ``{rank:plural}``, ``{hand:words}``, ``{x:or}``), given the language's words and numbers."""

from __future__ import annotations

from collections.abc import Callable
from string import Formatter
from typing import Any

from game.core import render_message

Say = Callable[[str | None, str], str]  # a catalog's lookup: (key or None, English) -> the translation
THOUSANDS = {"en": ",", "de": ".", "nl": "."}  # 1,390 in English, 1.390 in German and Dutch (issue 47)
DAY_FIRST = {"de": "{day}.{month}.{year}", "nl": "{day}-{month}-{year}"}  # English keeps 2026-11-25


def placeholders(pattern: str) -> list[str]:
    """The parameters a pattern uses, in order, with their specs ("rank:plural")."""
    return [name + (f":{spec}" if spec else "") for _, name, spec, _ in Formatter().parse(pattern) if name is not None]


def date_in(stamp: str, code: str) -> str:
    """A stored date and time ("2026-11-25 20:15") as ``code`` writes it: 25.11.2026 20:15 in German,
    25-11-2026 20:15 in Dutch.  Anything else is left as it is."""
    day, _, clock = stamp.partition(" ")
    parts = day.split("-")
    if code not in DAY_FIRST or len(parts) != 3:
        return stamp
    year, month, dd = parts
    return (DAY_FIRST[code].format(day=dd, month=month, year=year) + (" " + clock if clock else "")).strip()


def number(value: int, code: str) -> str:
    """1500 as ``code`` writes it: 1,500 in English, 1.500 in German and Dutch."""
    sep = THOUSANDS.get(code)
    if sep is None or abs(value) < 1000:
        return str(value)
    return f"{value:,}".replace(",", sep)


def render(pattern: str, params: dict[str, Any], card: Callable[[str], str], say: Say, code: str) -> str:
    return render_message(pattern, params, card, say, lambda value: number(value, code))
