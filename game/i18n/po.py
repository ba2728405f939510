"""gettext's .po files, read and written with the standard library alone (gettext itself reads only .mo).

An entry is a message: its context (``msgctxt``: our key, such as "refusal:first_meld.too_few_points", or
none for a word of the screen), its English source (``msgid``, with ``msgid_plural`` for a count), its
translation (``msgstr``, or one per plural form), the translators' comments and flags ("fuzzy": the
English changed since it was translated, so the translation is not used).  Enough of the format for the
files translators' tools (Poedit, Weblate, Lokalize) write: escapes, strings continued over several lines,
obsolete entries (``#~``) skipped.
"""

from __future__ import annotations

from dataclasses import dataclass, field

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


@dataclass
class Entry:
    msgid: str
    msgstr: list[str] = field(default_factory=lambda: [""])  # one per plural form where msgid_plural is set
    msgctxt: str | None = None
    msgid_plural: str | None = None
    comments: list[str] = field(default_factory=list)  # "#." lines: notes for the translator
    flags: set[str] = field(default_factory=set)  # "#," lines: fuzzy, python-brace-format, ...

    @property
    def key(self) -> tuple[str | None, str]:
        return self.msgctxt, self.msgid

    @property
    def translated(self) -> bool:
        return "fuzzy" not in self.flags and all(self.msgstr)


class PoError(ValueError):
    """A .po file that does not parse; the message names the line."""


def _unquote(text: str, line: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"line {line}: a string in double quotes was expected, not {text!r}")
    out, i, body = [], 0, text[1:-1]
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(_ESCAPES.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def parse_po(text: str) -> tuple[dict[str, str], list[Entry]]:
    """The header's fields ("Language", "Plural-Forms", ...) and the entries, in file order."""
    entries: list[Entry] = []
    current: Entry | None = None
    field_name: str | None = None
    index = 0
    comments: list[str] = []
    flags: set[str] = set()

    def finish() -> None:
        nonlocal current
        if current is not None:
            entries.append(current)
        current = None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#~"):
            continue  # obsolete: kept by the tools, read by nobody
        if line.startswith("#"):
            if current is not None and field_name is not None:
                finish()
                field_name = None
            if line.startswith("#,"):
                flags |= {flag.strip() for flag in line[2:].split(",") if flag.strip()}
            elif line.startswith("#."):
                comments.append(line[2:].strip())
            continue
        if line.startswith('"'):
            if current is None or field_name is None:
                raise PoError(f"line {number}: a continued string with nothing before it")
            value = _unquote(line, number)
            if field_name == "msgstr":
                current.msgstr[index] += value
            else:
                setattr(current, field_name, getattr(current, field_name) + value)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgctxt" or (keyword == "msgid" and (current is None or field_name == "msgstr")):
            finish()
            current = Entry("", comments=comments, flags=flags)
            comments, flags = [], set()
        if current is None:
            raise PoError(f"line {number}: {keyword} before any msgid")
        if keyword in ("msgctxt", "msgid", "msgid_plural"):
            setattr(current, keyword, _unquote(rest, number))
            field_name = keyword
        elif keyword == "msgstr":
            current.msgstr = [_unquote(rest, number)]
            field_name, index = "msgstr", 0
        elif keyword.startswith("msgstr["):
            index = int(keyword[7:-1])
            while len(current.msgstr) <= index:
                current.msgstr.append("")
            current.msgstr[index] = _unquote(rest, number)
            field_name = "msgstr"
        else:
            raise PoError(f"line {number}: unknown keyword {keyword!r}")
    finish()
    header: dict[str, str] = {}
    if entries and entries[0].msgid == "" and entries[0].msgctxt is None:
        for line in entries.pop(0).msgstr[0].splitlines():
            name, _, value = line.partition(":")
            header[name.strip()] = value.strip()
    return header, entries


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def write_po(header: dict[str, str], entries: list[Entry]) -> str:
    """The text of a .po file, as the tools write it (one string per line; they re-wrap as they like)."""
    lines = ['msgid ""', 'msgstr ""']
    lines += [_quote(f"{name}: {value}\n") for name, value in header.items()]
    for entry in entries:
        lines.append("")
        lines += [f"#. {comment}" for comment in entry.comments]
        if entry.flags:
            lines.append("#, " + ", ".join(sorted(entry.flags)))
        if entry.msgctxt is not None:
            lines.append(f"msgctxt {_quote(entry.msgctxt)}")
        lines.append(f"msgid {_quote(entry.msgid)}")
        if entry.msgid_plural is not None:
            lines.append(f"msgid_plural {_quote(entry.msgid_plural)}")
            lines += [f"msgstr[{i}] {_quote(form)}" for i, form in enumerate(entry.msgstr)]
        else:
            lines.append(f"msgstr {_quote(entry.msgstr[0])}")
    return "\n".join(lines) + "\n"
