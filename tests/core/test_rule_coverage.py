"""Every Classic rule id of RULES.md sections 1 and 2, and every Classic edge case of section 5, has a
test named after it (DESIGN.md section 7)."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
RULES_MD = TESTS.parents[2] / "shared" / "RULES.md"  # beside the checkout on the studio's machines

CLASSIC_RULE_IDS = (
    "V-CARD-1", "V-CARD-2", "V-CARD-3", "V-CARD-4", "V-SIDE-1", "V-SIDE-2", "V-SIDE-3", "V-SIDE-4", "V-PILE-1",
    "V-PILE-2", "V-PILE-3", "V-MELD-1", "V-MELD-2", "V-MELD-3", "V-MELD-4", "V-MELD-5", "V-OUT-1", "V-OUT-2",
    "V-TURN-1", "V-TURN-2", "V-GAME-1", "C-DEAL-1", "C-DEAL-2", "C-DEAL-3", "C-DEAL-4", "C-DEAL-5", "C-DEAL-6",
    "C-UP-1", "C-UP-2", "C-UP-3", "C-UP-4", "C-UP-5", "C-UP-6", "C-R3-1", "C-R3-2", "C-R3-3", "C-R3-4", "C-R3-5",
    "C-R3-6", "C-R3-7", "C-TURN-1", "C-TURN-2", "C-TURN-3", "C-TURN-4", "C-TURN-5", "C-TURN-6", "C-MELD-1",
    "C-MELD-2", "C-MELD-3", "C-MELD-4", "C-MELD-5", "C-MELD-6", "C-MELD-7", "C-MELD-8", "C-MELD-9", "C-MELD-10",
    "C-MELD-11", "C-MELD-12", "C-INIT-1", "C-INIT-2", "C-INIT-3", "C-INIT-4", "C-INIT-5", "C-INIT-6", "C-INIT-7",
    "C-INIT-8", "C-PILE-1", "C-PILE-2", "C-PILE-3", "C-PILE-4", "C-PILE-5", "C-PILE-6", "C-PILE-7", "C-PILE-8",
    "C-PILE-9", "C-PILE-10", "C-PILE-11", "C-DISC-1", "C-DISC-2", "C-DISC-3", "C-DISC-4", "C-OUT-1", "C-OUT-2",
    "C-OUT-3", "C-OUT-4", "C-OUT-5", "C-OUT-6", "C-OUT-7", "C-OUT-8", "C-CONC-1", "C-CONC-2", "C-CONC-3", "C-CONC-4",
    "C-CONC-5", "C-CONC-6", "C-STOCK-1", "C-STOCK-2", "C-STOCK-3", "C-STOCK-4", "C-STOCK-5", "C-SCORE-1",
    "C-SCORE-2", "C-SCORE-3", "C-SCORE-4", "C-SCORE-5", "C-SCORE-6", "C-SCORE-7", "C-END-1", "C-END-2", "C-END-3",
    "C-END-4",
)
# E-13 to E-17 and E-46 belong to the two-player variant (RULES.md 3b), covered with the variants.
CLASSIC_EDGE_CASES = (
    "E-01", "E-02", "E-03", "E-04", "E-05", "E-06", "E-07", "E-08", "E-09", "E-10", "E-11", "E-12", "E-18", "E-19",
    "E-20", "E-21", "E-22", "E-23", "E-24", "E-25", "E-26", "E-27", "E-28", "E-29", "E-30", "E-31", "E-32", "E-33",
    "E-34", "E-35", "E-36", "E-37", "E-38", "E-39", "E-40", "E-41", "E-42", "E-43", "E-44", "E-45", "E-47", "E-48",
    "E-49", "E-50", "E-51", "E-52", "E-53", "E-54",
)

# The variants of RULES.md section 3 that have landed (issue 5 adds them one by one); each rule id and each
# of their edge cases of section 5 has a test named after it, like the Classic ones.
LANDED_VARIANT_PREFIXES = ("V2-", "V3-IND-", "V3-TMP-", "MAC-", "TR-", "VV-", "NL-", "X1-", "V6-")
PENDING_RULE_IDS: tuple[str, ...] = ()  # ids of section 3 whose variant has not landed yet
VARIANT_RULE_IDS = (
    "V3-IND-1", "V3-IND-2", "V3-IND-3", "V3-TMP-1", "V3-TMP-2", "V3-TMP-3", "V3-TMP-4", "V3-TMP-5", "V3-TMP-6",
    "V3-TMP-7", "V3-TMP-8", "V3-TMP-9", "V2-1", "V2-2", "V2-3", "V2-4", "V2-5", "V2-6", "V2-7", "V2-8",
    *(f"MAC-{i}" for i in range(1, 38)),
    "VV-1", "VV-2", "VV-3", "VV-4", "VV-5", "VV-6", "VV-7", "VV-8", "VV-9", "VV-10", "VV-11", "VV-12", "VV-13",
    "VV-14", "VV-15", "VV-16", "VV-17",
    "NL-1", "NL-2", "NL-3", "NL-4", "NL-5", "NL-6", "NL-7", "NL-8", "NL-9",
    "X1-1", "X1-2", "X1-3", "X1-4", "X1-5", "X1-6", "X1-7", "X1-8", "X1-9",
    *(f"TR-{i}" for i in range(1, 13)),
    "V6-1", "V6-2", "V6-3", "V6-4", "V6-5", "V6-6", "V6-7", "V6-8",
)
VARIANT_EDGE_CASES = ("E-13", "E-14", "E-15", "E-16", "E-17", "E-46", "E-55", "E-56", "E-57", "E-58",
                      *(f"E-{i}" for i in range(59, 91)))
LANDED_EDGE_TAGS = ("V2", "V3t", "MAC", "VV", "NL", "X1", "V6")  # the [tags] of section 5 whose cases are listed above


@functools.cache
def defined_test_names() -> frozenset[str]:
    names = set()
    for path in TESTS.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(node.name)
    return frozenset(names)


@pytest.mark.parametrize("rule_id", CLASSIC_RULE_IDS + CLASSIC_EDGE_CASES + VARIANT_RULE_IDS + VARIANT_EDGE_CASES)
def test_every_rule_has_a_test_named_after_it(rule_id: str) -> None:
    """``test_<ID>_...``, or ``test_<OTHER ID>_and_<ID>_...`` for a test that checks a rule and its edge case."""
    token = rule_id.replace("-", "_")
    named = re.compile(rf"^test_(?:[A-Z0-9_]+_and_)?{token}_")
    assert any(named.match(name) for name in defined_test_names()), f"no test named test_{token}_..."


def test_the_list_matches_rules_md_where_it_can_be_read() -> None:
    if not RULES_MD.exists():
        pytest.skip(f"RULES.md is not beside this checkout ({RULES_MD}); the embedded list stands")
    text = RULES_MD.read_text(encoding="utf-8")
    classic = text[: text.index("## 3. Variants")]
    ids = tuple(dict.fromkeys(re.findall(r"\*\*((?:V|C)-[A-Z0-9]+-[0-9]+)\*\*", classic)))
    assert ids == CLASSIC_RULE_IDS


def test_the_landed_variants_list_matches_rules_md_where_it_can_be_read() -> None:
    if not RULES_MD.exists():
        pytest.skip(f"RULES.md is not beside this checkout ({RULES_MD}); the embedded list stands")
    text = RULES_MD.read_text(encoding="utf-8")
    variants = text[text.index("## 3. Variants"): text.index("## 4. RuleSet")]
    ids = tuple(i for i in dict.fromkeys(re.findall(r"\*\*([A-Z0-9]+(?:-[A-Z]+)?-[0-9]+)\*\*", variants))
                if i.startswith(LANDED_VARIANT_PREFIXES) and i not in PENDING_RULE_IDS)
    assert ids == VARIANT_RULE_IDS
    edges = text[text.index("## 5. Edge cases"): text.index("## 6. Source map")]
    cases = tuple(re.findall(r"\*\*(E-[0-9]+)\*\* \[(" + "|".join(LANDED_EDGE_TAGS) + r")\]", edges))
    assert tuple(sorted(case for case, _ in cases)) == tuple(sorted(VARIANT_EDGE_CASES))
