"""The README stays a short tour, its links lead somewhere, and its test command is the one CI runs.

The rest of what the project has to say lives in docs/; the README links to it.  RULES.md and DESIGN.md are
kept outside the repository, so no page may link to them (naming their rule ids and sections is fine).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"

MAX_README_BYTES = 12_288

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.M | re.S)
INLINE_CODE = re.compile(r"`[^`\n]*`")
INLINE_LINK = re.compile(r"!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_LINK = re.compile(r"^\s{0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s+.*)?$", re.M)
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t#]*$", re.M)


def pages() -> list[Path]:
    """The README, the reference docs and the dated notes beside them, whose links lead back."""
    return [README, *sorted(DOCS.glob("*.md")), *sorted(DOCS.glob("notes/*.md"))]


def prose(text: str) -> str:
    """The text without its code blocks and inline code, where nothing is a link."""
    return INLINE_CODE.sub("", FENCE.sub("", text))


def links(page: Path) -> list[str]:
    text = prose(page.read_text(encoding="utf-8"))
    return INLINE_LINK.findall(text) + REFERENCE_LINK.findall(text)


def relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) and not target.startswith("//")


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = INLINE_CODE.sub(lambda m: m.group(0)[1:-1], heading)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for heading in HEADING.findall(FENCE.sub("", page.read_text(encoding="utf-8"))):
        base = slug(heading)
        n = seen.get(base, 0)
        seen[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    return found


def sh_lines(text: str) -> list[str]:
    return [line.strip() for block in re.findall(r"^```sh\n(.*?)^```", text, re.M | re.S)
            for line in block.splitlines()]


def test_the_readme_is_a_short_tour():
    size = README.stat().st_size
    assert size <= MAX_README_BYTES, (
        f"README.md is {size:,} bytes, over {MAX_README_BYTES:,}: move the detail into docs/ and link to it")


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_points_to_a_file_of_the_repository(page: Path):
    broken = []
    for target in links(page):
        if not relative(target):
            continue
        path, _, anchor = target.partition("#")
        dest = (page.parent / path).resolve() if path else page
        if not dest.is_relative_to(ROOT) or not dest.exists():
            broken.append(f"{target} (no such file in the repository)")
        elif anchor and dest.suffix == ".md" and anchor.lower() not in anchors(dest):
            broken.append(f"{target} (no heading #{anchor} in {dest.relative_to(ROOT).as_posix()})")
    assert broken == [], f"{page.relative_to(ROOT).as_posix()} links to what is not there: {broken}"


def test_the_readme_test_command_is_exactly_what_ci_runs():
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    command = [line for line in ci if line and not line.startswith("#")][-1]
    assert command in sh_lines(README.read_text(encoding="utf-8")), (
        f"the README should give CI's test command in a ```sh block, as written: {command}")


def test_the_slow_runs_are_written_down_where_the_readme_leads():
    candidates = [README] + [(ROOT / t.partition("#")[0]).resolve() for t in links(README)
                             if relative(t) and t.startswith("docs/") and t.partition("#")[0].endswith(".md")]
    with_slow = [p for p in candidates
                 if p.exists() and any("--run-slow" in line for line in sh_lines(p.read_text(encoding="utf-8")))]
    assert with_slow, "the --run-slow commands should be in a ```sh block of the README or of a doc it links to"
