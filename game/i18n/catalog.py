"""One language's translations, read from its .po file: lookups by key (keyed messages) or by the English
(words of the screen), with the language's plural rule.  A file that cannot be read is reported and set
aside: the game then speaks English, and ``problems`` says why."""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib.resources.abc import Traversable

from .po import Entry, PoError, parse_po

# The plural rules of the languages we speak, as .po headers write them: the form's index for a count.
PLURAL_RULES = {"nplurals=2; plural=(n != 1);": lambda n: int(n != 1)}
GERMANIC = "nplurals=2; plural=(n != 1);"  # English, German and Dutch alike


@dataclass
class Catalog:
    code: str
    by_english: dict[str, Entry] = field(default_factory=dict)  # words of the screen (no msgctxt)
    by_key: dict[str, Entry] = field(default_factory=dict)  # keyed messages, by their msgctxt
    plural_rule: str = GERMANIC
    problems: list[str] = field(default_factory=list)

    @classmethod
    def empty(cls, code: str) -> Catalog:
        return cls(code)

    def get(self, key: str | None, english: str) -> str:
        """The translation of a keyed message (``key``) or a word of the screen (``key`` None); the English
        where there is none, or where the English has changed since it was translated (the entry is stale)."""
        entry = self.by_english.get(english) if key is None else self.by_key.get(key)
        if entry is None or not entry.translated or entry.msgid != english or entry.msgid_plural is not None:
            return english
        return entry.msgstr[0]

    def get_plural(self, singular: str, plural: str, count: int) -> str:
        form = PLURAL_RULES[self.plural_rule](count)
        entry = self.by_english.get(singular)
        if entry is None or not entry.translated or entry.msgid_plural != plural or form >= len(entry.msgstr):
            return singular if form == 0 else plural
        return entry.msgstr[form]

    @classmethod
    def from_po(cls, text: str, code: str) -> Catalog:
        """The catalog in ``text``; PoError for a file that is not one, or whose plural rule we cannot use."""
        header, entries = parse_po(text)
        rule = " ".join(header.get("Plural-Forms", GERMANIC).split())
        if rule not in PLURAL_RULES:
            raise PoError(f"the plural rule {rule!r} is not one this game knows")
        found = cls(code, plural_rule=rule)
        for entry in entries:
            if entry.msgctxt is None:
                found.by_english[entry.msgid] = entry
            else:
                found.by_key[entry.msgctxt] = entry
        return found


def load_catalog(path: Traversable, code: str) -> Catalog:
    """The catalog at ``path``; a missing or damaged file gives an empty one, its problem noted."""
    try:
        return Catalog.from_po(path.read_text(encoding="utf-8"), code)
    except (OSError, UnicodeDecodeError, PoError) as problem:
        return Catalog(code, problems=[f"the {code} translations ({path.name}) could not be read: {problem}; "
                                       "the game speaks English"])
