"""No figure in docs/ without the command that gives it (issue 48).

A table of measured numbers (ms, s, %, MB, kB, bytes, hands per second, games won, frames ...) in docs/*.md
needs, in its own section or in the introduction of a section that holds it (never a sibling's), a code span
or a fenced block holding a command that runs: ``.venv/bin/python -m bench.ui_frames``, ``pytest tests/...``,
``node web/pyodide_run.mjs ...``, ``bench.ai_tune ...``.  It needs a date there too (2026-11-26), since a
figure without its day cannot be compared with the next run.  Every command the docs and the README give must
name a module or a script that exists, so a renamed bench fails here and not in a reader's terminal.
docs/notes/ holds the history of past runs, whose commands may be gone, and is not held to this.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s")
INLINE_CODE = re.compile(r"`([^`\n]+)`")
DATE = re.compile(r"\b20\d\d-\d\d-\d\d\b")
NUMBER = r"\d(?:[\d,]*\d)?(?:\.\d+)?"
# A number with a unit of measurement: 7.3 ms, 1.26 s, 54.1%, 13 MB, 540 kB, 12,010 bytes, 2.10x.
MEASURED_CELL = re.compile(rf"(?<![\w.]){NUMBER}(?:\s?(?:ms|s|%|MB|kB|KB|GB|bytes|us|µs|hands/s|dBFS)|x)(?![\w/])")
# A header that names the unit of the numbers below it: "| p95 ms |", "| games |".
MEASURED_HEADER = re.compile(r"\b(?:ms|MB|kB|bytes|hands/s|us/move|x ref|per hand|per 1,000|points|decisions|SE"
                             r"|games|frames|wins|p50|p95)\b|%")
MAX_WORDS = 4  # beside its numbers, a figure says little: "of 200", "vs", "ok"
ENV = r"(?:[A-Z_][A-Z0-9_]*=\S+\s+)*"
COMMAND = re.compile(ENV + r"(?:\.venv/bin/python3?|python3?|pytest|node|bash|bench\.\w+|bench/\S+|tools/\S+)(?:\s|$)")
REPO_PACKAGES = ("game", "bench", "tests", "tools", "web")


@dataclass
class Table:
    line: int  # index of the header row
    header: list[str]
    body: list[list[str]]


def cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def code_by_line(lines: list[str]) -> list[list[str]]:
    """The code on each line: its inline spans, or the whole line inside a fenced block (continuations joined
    onto the line that starts them), comments after `#` dropped."""
    found: list[list[str]] = [[] for _ in lines]
    fenced, start = False, None
    for i, line in enumerate(lines):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            text = re.sub(r"\s+#.*$", "", line).strip()
            if start is not None:
                found[start][-1] = found[start][-1].rstrip("\\ ") + " " + text
            elif text:
                found[i].append(text)
            start = (start if start is not None else i) if text.endswith("\\") else None
        else:
            found[i].extend(m.group(1).strip() for m in INLINE_CODE.finditer(line))
    return found


def tables(lines: list[str]) -> list[Table]:
    found, fenced, i = [], False, 0
    while i < len(lines):
        if FENCE.match(lines[i]):
            fenced = not fenced
        elif (not fenced and lines[i].lstrip().startswith("|") and i + 1 < len(lines)
              and re.match(r"^\s*\|(\s*:?-+:?\s*\|)+\s*$", lines[i + 1])):
            end = i + 2
            while end < len(lines) and lines[end].lstrip().startswith("|"):
                end += 1
            found.append(Table(i, cells(lines[i]), [cells(r) for r in lines[i + 2:end]]))
            i = end
            continue
        i += 1
    return found


def is_figure(cell: str, unit_in_header: bool) -> bool:
    """A cell that is a figure, not a sentence with a number in it: "7.3 ms", "72.0% (65.4-77.8%) of 200",
    "2.8 / 9.7 / 12.8" under a header in ms; not "a move every 0.9 s at the normal animation speed"."""
    if not (MEASURED_CELL.search(cell) or unit_in_header and re.search(NUMBER, cell)):
        return False
    words = re.findall(r"[A-Za-z]{2,}", re.sub(NUMBER, " ", MEASURED_CELL.sub(" ", cell)))
    return len(words) <= MAX_WORDS


def is_measured(table: Table) -> bool:
    """Whether a column of the table holds figures in at least half its rows."""
    for n, head in enumerate(table.header):
        column = [row[n] for row in table.body if n < len(row)]
        figures = sum(is_figure(c, bool(MEASURED_HEADER.search(head))) for c in column)
        if figures and 2 * figures >= len(column):
            return True
    return False


def headings(lines: list[str]) -> dict[int, int]:
    """Line index -> level of every heading outside fenced blocks (a shell comment is no heading)."""
    found, fenced = {}, False
    for i, line in enumerate(lines):
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced and (m := HEADING.match(line)):
            found[i] = len(m.group(1))
    return found


def reach(lines: list[str], table: Table) -> set[int]:
    """The lines where a table's command and date may stand: its section, and the introduction of every section
    that holds it (from that heading to the next), so a command above a sibling's table never counts."""
    marks = headings(lines)
    after = [i for i in marks if i > table.line]
    own = max((i for i in marks if i < table.line), default=-1)
    found = set(range(own + 1, min(after, default=len(lines))))
    level = marks.get(own, 7)
    for i in sorted((i for i in marks if i < own), reverse=True):
        if marks[i] < level:
            found |= set(range(i, min(j for j in marks if j > i)))
            level = marks[i]
    return found


def is_command(code: str) -> bool:
    return bool(COMMAND.match(code))


def missing(code: str) -> str | None:
    """What a command names that is not in the repository (None when all of it is)."""
    words = re.sub("^" + ENV, "", code).split()
    tool, args = words[0], words[1:]
    if tool.startswith("bench."):
        return module_missing(tool)
    if tool.startswith(("bench/", "tools/")):
        return None if (ROOT / tool).exists() else tool
    if tool == "pytest":
        return paths_missing(args)
    if tool in ("node", "bash"):
        script = next((a for a in args if not a.startswith("-")), None)
        return None if script is None or "-c" in args or (ROOT / script).exists() else script
    # python: -m MODULE, or a script, after the interpreter's own options
    while args and args[0].startswith("-") and args[0] not in ("-m", "-c"):
        args = args[2:] if args[0] in ("-X", "-W") else args[1:]
    if not args or args[0] == "-c":
        return None
    if args[0] == "-m" and len(args) > 1:
        return paths_missing(args[2:]) if args[1] == "pytest" else module_missing(args[1])
    return None if (ROOT / args[0]).exists() else args[0]


def module_missing(module: str) -> str | None:
    if module.split(".")[0] not in REPO_PACKAGES:
        return None  # the standard library or an installed tool: not ours to find
    path = ROOT.joinpath(*module.split("."))
    found = path.with_suffix(".py").is_file() or (path / "__init__.py").is_file() or (path / "__main__.py").is_file()
    return None if found else f"module {module}"


def paths_missing(args: list[str]) -> str | None:
    paths = [a.split("::")[0] for a in args if not a.startswith("-") and ("/" in a or a.endswith(".py"))]
    gone = [p for p in paths if not (ROOT / p).exists()]
    return ", ".join(gone) or None


def unmeasured_tables(text: str) -> list[str]:
    """Each measured table of ``text`` that has no runnable command, or no date, within its reach."""
    lines = text.splitlines()
    code = code_by_line(lines)
    problems = []
    for table in tables(lines):
        if not is_measured(table):
            continue
        near = sorted(reach(lines, table))
        commands = [c for i in near for c in code[i] if is_command(c)]
        if not commands:
            problems.append(f"line {table.line + 1}: a table of figures with no command that gives them")
        if not any(DATE.search(lines[i]) for i in near):
            problems.append(f"line {table.line + 1}: a table of figures with no date")
    return problems


def dead_commands(text: str) -> list[str]:
    lines = text.splitlines()
    return [f"line {i + 1}: `{c}` names {gone}" for i, spans in enumerate(code_by_line(lines)) for c in spans
            if is_command(c) and (gone := missing(c))]


def reference_pages() -> list[Path]:
    return sorted(DOCS.glob("*.md"))


@pytest.mark.parametrize("page", reference_pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_table_of_figures_gives_its_command_and_date(page: Path):
    problems = unmeasured_tables(page.read_text(encoding="utf-8"))
    assert problems == [], (f"{page.relative_to(ROOT).as_posix()}: put the command that gives the figures, and "
                            f"the day it was run, above the table or in its section: {problems}")


@pytest.mark.parametrize("page", [ROOT / "README.md", *reference_pages()], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_command_names_what_the_repository_holds(page: Path):
    dead = dead_commands(page.read_text(encoding="utf-8"))
    assert dead == [], f"{page.relative_to(ROOT).as_posix()}: commands that name what is not there: {dead}"


def test_a_table_of_milliseconds_without_its_command_is_refused():
    bare = "## Frames\n\nMeasured 2026-12-05.\n\n| stretch | p95 ms |\n|---|---|\n| deal | 4.7 |\n"
    assert unmeasured_tables(bare) == ["line 5: a table of figures with no command that gives them"]
    given = bare.replace("Measured", "`.venv/bin/python -m bench.ui_frames`, measured")
    assert unmeasured_tables(given) == []
    undated = given.replace("2026-12-05", "today")
    assert unmeasured_tables(undated) == ["line 5: a table of figures with no date"]


def test_a_command_in_a_sibling_section_does_not_count_but_one_in_the_parents_introduction_does():
    sibling = ("## Frames\n\n### Desktop\n\n`python -m bench.ui_frames`, 2026-11-26.\n\n### Browser\n\n2026-12-05:\n\n"
               "| stretch | p95 ms |\n|---|---|\n| deal | 4.7 |\n")
    assert unmeasured_tables(sibling) == ["line 11: a table of figures with no command that gives them"]
    parent = sibling.replace("### Desktop\n\n", "")
    assert unmeasured_tables(parent) == []


def test_a_table_of_words_needs_no_command_though_a_sentence_in_it_holds_a_number():
    words = ("## Keys\n\n| key | what |\n|---|---|\n| `n` | next move |\n"
             "| `p` | plays on by itself, a move every 0.9 s at the normal animation speed |\n")
    assert unmeasured_tables(words) == []
    figures = "## Frames\n\n| stretch | browser p50 / p95 / max ms |\n|---|---|\n| deal | 3.9 / 4.7 / 6.7 |\n"
    assert unmeasured_tables(figures) != []


def test_a_command_must_name_a_module_or_script_that_exists():
    assert missing(".venv/bin/python -m bench.ui_frames --cpu") is None
    assert missing("python -m bench.no_such_bench") == "module bench.no_such_bench"
    assert missing("bench.ai_tune --set wild_keep=90") is None
    assert missing("bench.gone --deals 5") == "module bench.gone"
    assert missing("node web/pyodide_run.mjs tests/web/bot_game.py") is None
    assert missing("node web/nowhere.mjs") == "web/nowhere.mjs"
    assert missing("pytest --run-slow tests/browser -s") is None
    assert missing(".venv/bin/python -m pytest tests/no_such_test.py::test_x") == "tests/no_such_test.py"
    assert missing("CANASTA_PYGAME_WASM=path/to/x.whl .venv/bin/python -m bench.browser_frames") is None
    assert missing("python -m http.server") is None  # the standard library: not the repository's to hold
