"""Filling a message's pattern in, the way each language writes it: ``{name}`` a parameter (a number as the
language writes numbers, a card through the card writer, a list of cards one after the other),
``{rank:plural}`` the rank's name in the plural ("Könige"), ``{hand:words}`` a special hand's name, ``{x:or}``
a list joined by the language's "or"."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from string import Formatter
from typing import Any

Say = Callable[[str | None, str], str]  # a catalog's lookup: (key or None, English) -> the translation
CARD = re.compile(r"(JK|[AKQJT98765432][SHDC])$")
THOUSANDS = {"de": ".", "nl": "."}  # English writes 1500 as the game always has


@cache
def _pieces(pattern: str) -> tuple[tuple[str, str | None, str], ...]:
    return tuple((literal, name, spec or "") for literal, name, spec, _ in Formatter().parse(pattern))


def placeholders(pattern: str) -> list[str]:
    """The parameters a pattern uses, in order, with their specs ("rank:plural")."""
    return [name + (f":{spec}" if spec else "") for _, name, spec in _pieces(pattern) if name is not None]


def number(value: int, code: str) -> str:
    """1500 as ``code`` writes it: 1.500 in German and Dutch, 1500 in English."""
    sep = THOUSANDS.get(code)
    if sep is None or abs(value) < 1000:
        return str(value)
    return f"{value:,}".replace(",", sep)


def render(pattern: str, params: dict[str, Any], card: Callable[[str], str], say: Say, code: str) -> str:
    def word(value: Any) -> str:
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int):
            return number(value, code)
        if isinstance(value, str) and " " in value:  # a move quoted whole: "discard JH"
            return " ".join(word(part) for part in value.split(" "))
        return card(value) if isinstance(value, str) and CARD.match(value) else str(value)

    def shown(value: Any, spec: str) -> str:
        if spec == "plural":
            return say(f"rank.{value}", _english_rank(str(value)))
        if spec == "words":
            return say(f"hand.{value}", str(value).replace("_", " "))
        if isinstance(value, list):
            return (say("join.or", " or ") if spec == "or" else " ").join(word(v) for v in value)
        return word(value)

    return "".join(literal + ("" if name is None else shown(params[name], spec)) for literal, name, spec in
                   _pieces(pattern))


def _english_rank(rank: str) -> str:
    from .messages import keyed_messages  # the registry imports the core and the AI: only when needed

    return keyed_messages().get(f"rank.{rank}", rank)
