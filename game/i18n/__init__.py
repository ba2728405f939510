"""The game's words in English, German and Dutch (DESIGN.md section 4, "Languages").

    from game.i18n import LANGUAGES, set_language, language, text, tr, ntr
    set_language("de")
    text(e.key, **e.params)               # an engine refusal (IllegalMove) in German
    text(e.key, write_card=card_text, **e.params)   # ... with its cards as the table writes them
    tr("New game")                        # a word of the screen: "Neues Spiel"
    LABEL = N_("Sort")  ...  tr(LABEL)    # English kept in a constant: marked for the catalogs, shown by tr
    ntr("{count} card", "{count} cards", 3)   # "3 Karten"

English is the source language: keyed messages (the engine's refusals, the hints' reasons, the ranks' names)
have their English in the code that makes them (``messages.py`` gathers them), words of the screen are
written in English where they are shown, through ``tr``.  Translations are gettext .po files,
``game/assets/locale/<code>.po`` (package data, found through ``importlib.resources``), keyed messages under
their key as ``msgctxt``; a missing or fuzzy translation falls back to the English.  Pure Python, no pygame:
the core and the AI never import this, the UI does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from .catalog import Catalog, load_catalog
from .messages import english_of, keyed_messages
from .render import date_in, render
from .render import number as number_in

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}  # code -> its own name
SOURCE = "en"
LOCALE_DIR: Traversable = files("game") / "assets" / "locale"  # a clone's, a wheel's, pygbag's and pyodide's alike

_state: dict[str, Any] = {"language": SOURCE, "catalogs": {}}


def set_language(code: str) -> None:
    """Speak ``code`` from now on (a key of LANGUAGES); ValueError for any other."""
    if code not in LANGUAGES:
        raise ValueError(f"no language {code!r}: choose one of {', '.join(LANGUAGES)}")
    _state["language"] = code


def language() -> str:
    return str(_state["language"])


def catalog(code: str | None = None) -> Catalog:
    """The translations of ``code`` (the current language by default), loaded once; empty for English."""
    code = code or language()
    catalogs: dict[str, Catalog] = _state["catalogs"]
    if code not in catalogs:
        catalogs[code] = Catalog.empty(code) if code == SOURCE else load_catalog(LOCALE_DIR / f"{code}.po", code)
    return catalogs[code]


def text(key: str, /, write_card: Callable[[str], str] = str, **params: Any) -> str:
    """The sentence of a keyed message (a refusal's key, a hint's reason key, ...) with its parameters, in the
    current language; each card written by ``write_card`` (the table's "5♠"; notation by default)."""
    found = catalog()
    return render(found.get(key, english_of(key)), params, write_card, found.get, found.code)


def tr(english: str, /, **params: Any) -> str:
    """A word or sentence of the screen in the current language, its ``{name}`` placeholders filled in."""
    found = catalog()
    pattern = found.get(None, english)
    return render(pattern, params, str, found.get, found.code) if params else pattern


def number(value: int) -> str:
    """``value`` as the current language writes numbers: 1,500, German and Dutch 1.500."""
    return number_in(value, language())


def date_text(stamp: str) -> str:
    """A stored date ("2026-11-25 20:15") as the current language writes it: 25.11.2026 20:15 in German."""
    return date_in(stamp, language())


def N_(english: str) -> str:  # noqa: N802 (gettext's name for it, which translators' tools know)
    """Marks English kept in a constant for the catalogs; ``tr`` translates it where it is shown."""
    return english


def ntr(singular: str, plural: str, count: int, /, **params: Any) -> str:
    """A sentence with a count, in the plural form the language uses for ``count``; ``{count}`` is filled
    in as the language writes numbers."""
    found = catalog()
    return render(found.get_plural(singular, plural, count), {"count": count, **params}, str, found.get, found.code)


def card_index(rank: str) -> str:
    """The letter a card of ``rank`` shows in its corner in the current language: a German jack is a B (Bube),
    a Dutch queen a V (vrouw); "10" for a ten, the figure for the others."""
    if rank == "T":
        return "10"
    key = f"card.{rank}"  # every card drawn asks, every frame: a lookup, with no pattern to fill in
    return catalog().get(key, english_of(key)) if key in keyed_messages() else rank


def refusal_text(refusal: Any, write_card: Callable[[str], str] = str,
                 write_move: Callable[[str], str] | None = None) -> str:
    """An IllegalMove's sentence in the current language (one made from a sentence alone, without a key of
    the catalogue, stays as it was written); a move it quotes in notation ("discard 10H") is written by
    ``write_move`` where given ("discard 10♥", "10♥ abwerfen")."""
    if refusal.key not in keyed_messages():
        return str(refusal)
    params = dict(refusal.params)
    if write_move is not None and isinstance(params.get("move"), str):
        params["move"] = write_move(params["move"])
    return text(refusal.key, write_card, **params)


def reason_text(reason: Any, write_card: Callable[[str], str] = str, names: Sequence[str] | None = None) -> str:
    """A hint's reason (game.ai.Reason) as one sentence in the current language."""
    return str(reason.words(write_card, names, lambda key, params: text(key, write_card, **params)))


__all__ = ["LANGUAGES", "N_", "card_index", "catalog", "date_text", "language", "ntr", "number", "reason_text",
           "refusal_text", "set_language", "text", "tr"]
