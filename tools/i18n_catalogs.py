"""Bring the translation catalogs up to date with the code, as gettext's xgettext and msgmerge would.

    .venv/bin/python tools/i18n_catalogs.py          # write game/assets/locale/canasta.pot, update de.po and nl.po
    .venv/bin/python tools/i18n_catalogs.py --check  # exit 1 if a catalog is not up to date (tests run this)

The template (canasta.pot) holds every message the game can show: the keyed messages (game/i18n/messages.py:
refusals, hint reasons, ranks, special hands; the key is the msgctxt) and the words of the screen, found in
the code as the first argument of ``tr(...)`` (or ``N_(...)``, which marks English kept in a constant, or
``said(...)``, a line of the log kept as data) or the first two of ``ntr(...)`` (or ``said_count(...)``).
Each language's catalog keeps its translations; a message that is new gets an empty one, a message whose
English changed is marked fuzzy (its old translation is kept for the translator, and not used), a message no
longer in the code is dropped.

``--check`` fails on any message, translation or flag out of date, not on where a message stands in the code:
the comments that give its file and line (for translators) follow the code whenever the tool runs, and a line
moved by an edit above it changes nothing a player reads.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.i18n import LANGUAGES, SOURCE  # noqa: E402
from game.i18n.messages import groups  # noqa: E402
from game.i18n.po import Entry, parse_po, write_po  # noqa: E402
from game.i18n.render import placeholders  # noqa: E402

# The clone's catalogs, where the game finds them (game.i18n.LOCALE_DIR: package data, tests/i18n checks they agree).
LOCALE_DIR = ROOT / "game" / "assets" / "locale"
TEMPLATE = LOCALE_DIR / "canasta.pot"
HEADER = {"Project-Id-Version": "Canasta", "MIME-Version": "1.0", "Content-Type": "text/plain; charset=UTF-8",
          "Content-Transfer-Encoding": "8bit", "Plural-Forms": "nplurals=2; plural=(n != 1);"}


def screen_words(root: Path = ROOT / "game") -> list[Entry]:
    """Every ``tr("...")``, ``N_("...")`` and ``ntr("...", "...", n)`` in the game's code, in file order, each once."""
    found: dict[str, Entry] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if node.func.id in ("tr", "N_", "said") and args and args[0] is not None:
                found.setdefault(args[0], Entry(args[0], comments=[where]))
            elif node.func.id in ("ntr", "said_count") and len(args) >= 2 and None not in args[:2]:
                found.setdefault(args[0], Entry(args[0], ["", ""], msgid_plural=args[1], comments=[where]))
    return list(found.values())


def template() -> list[Entry]:
    entries = []
    for group, messages in groups().items():
        for key, english in messages.items():
            uses = placeholders(english)
            note = f"{group}" + (f"; parameters: {', '.join(uses)}" if uses else "")
            entries.append(Entry(english, msgctxt=key, comments=[note]))
    return entries + screen_words()


def merged(old: list[Entry], new: list[Entry]) -> list[Entry]:
    """The template's entries with the translations ``old`` has for them."""
    by_key = {e.msgctxt: e for e in old if e.msgctxt is not None}
    by_english = {e.msgid: e for e in old if e.msgctxt is None}
    out = []
    for entry in new:
        was = by_key.get(entry.msgctxt) if entry.msgctxt is not None else by_english.get(entry.msgid)
        fresh = Entry(entry.msgid, list(entry.msgstr), entry.msgctxt, entry.msgid_plural, list(entry.comments))
        if was is not None:
            fresh.msgstr = list(was.msgstr) if len(was.msgstr) == len(entry.msgstr) else fresh.msgstr
            fresh.flags = set(was.flags) - {"fuzzy"}
            if was.msgid != entry.msgid or was.msgid_plural != entry.msgid_plural or "fuzzy" in was.flags:
                fresh.flags.add("fuzzy")  # the English changed: the old translation waits for a look
        out.append(fresh)
    return out


def catalogs() -> dict[Path, str]:
    """What every file under game/assets/locale/ should hold."""
    new = template()
    files = {TEMPLATE: write_po(HEADER, new)}
    for code in LANGUAGES:
        if code == SOURCE:
            continue
        path = LOCALE_DIR / f"{code}.po"
        header, old = parse_po(path.read_text(encoding="utf-8")) if path.exists() else ({}, [])
        files[path] = write_po({**HEADER, **header, "Language": code}, merged(old, new))
    return files


LINE_NUMBER = re.compile(r"^(#\. .*?\.py):\d+$", re.M)  # "#. game/ui/app.py:120", a message's place in the code


def without_line_numbers(text: str) -> str:
    return LINE_NUMBER.sub(r"\1", text)


def main(argv: list[str]) -> int:
    unknown = [arg for arg in argv if arg != "--check"]
    if unknown:  # --help among them: a tool that writes files writes nothing it was not asked to
        print(__doc__)
        return 0 if set(unknown) <= {"-h", "--help"} else 2
    wanted = catalogs()
    stale = [path for path, text in wanted.items() if not path.exists() or path.read_text(encoding="utf-8") != text]
    if "--check" in argv:
        stale = [path for path in stale if not path.exists() or without_line_numbers(
            path.read_text(encoding="utf-8")) != without_line_numbers(wanted[path])]
        for path in stale:
            print(f"{path.relative_to(ROOT)} is not up to date: run tools/i18n_catalogs.py")
        return 1 if stale else 0
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    for path in stale:
        path.write_text(wanted[path], encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
