"""Points are written one way wherever a player reads them (issue 47): by one helper, points_text, with the
thousands separator of the language ("1,390" in English, "1.390" in German and Dutch); no module of the UI
formats them by itself."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.i18n import set_language
from game.ui.table.log import words
from game.ui.table.match import points_text

UI = Path(words.__file__).resolve().parents[2]  # game/ui
# Ways of writing a number by hand: a format spec with a thousands separator (f"{value:,}", "{:,}".format),
# swapping the separator, or a score, points or total turned into text with str() or an f-string.
SCORE_NAMES = r"(?:scores?|points|totals?|laid|best_hand|minimum|needed)"
BY_HAND = {
    "a thousands separator of its own": re.compile(r"\{[\w.\[\]()]*:[<>^=]?[+\- ]?#?0?\d*[,_](?:\.\d+)?[dfn%]?\}"
                                                   r"|format\([^)]*,\s*[\"'][^\"']*[,_]"),
    "a separator swapped": re.compile(r"\.replace\(\s*[\"'][,.][\"']\s*,\s*[\"'][,.][\"']"),
    "str() of points": re.compile(rf"\bstr\((?:[\w.\[\]\"']*\.)?{SCORE_NAMES}\b[^)]*\)"),
    "points in an f-string": re.compile(rf"f[\"'][^\"']*\{{(?:[\w.\[\]]*\.)?{SCORE_NAMES}(?:\[[^]]*\])?\}}"),
}


@pytest.mark.parametrize(("code", "written"), [("en", ["1,390", "+120", "-1,500", "999", "-12,000", "0"]),
                                               ("de", ["1.390", "+120", "-1.500", "999", "-12.000", "0"]),
                                               ("nl", ["1.390", "+120", "-1.500", "999", "-12.000", "0"])])
def test_points_are_written_with_the_thousands_separator_of_the_language(code: str, written: list[str]) -> None:
    set_language(code)
    assert [points_text(1390), points_text(120, signed=True), points_text(-1500, signed=True), points_text(999),
            points_text(-12000), points_text(0)] == written


def test_no_module_of_the_ui_formats_points_by_itself() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        if path == Path(words.__file__).resolve():  # the helper itself
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found += [f"{path.relative_to(UI)}:{number}: {what}: {line.strip()}"
                      for what, pattern in BY_HAND.items() if pattern.search(line)]
    assert found == []


def test_the_check_finds_each_way_of_writing_points_by_hand() -> None:
    samples = {"a thousands separator of its own": 'return f"{value:,}" + "{:+,d}".format(n)',
               "a separator swapped": 'f"{n:,}".replace(",", ".")',
               "str() of points": "label = str(side.points)",
               "points in an f-string": 'text = f"{scores[0]} : {total}"'}
    for what, line in samples.items():
        assert BY_HAND[what].search(line), what
    for fine in ('tr("laid {points}", points=points_text(laid))', "{word: count for count, word in NUMBERS.items()}"):
        assert not any(pattern.search(fine) for pattern in BY_HAND.values()), fine
