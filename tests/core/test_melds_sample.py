"""C-MELD: melds and the wild-card limit (RULES.md 2.5)."""

from tests.core.helpers import melds_of, position, refused


def test_E_18_wild_ratio_at_most_equal():
    g = position(hands=["KH KS 2C 2D 2H 9C 9D", "", "", ""], phase="play", melds=[["QH QS QD"], []])
    refused(g, "meld KH KS 2C 2D 2H", "more wild cards than natural cards")
    g.apply("meld KH KS 2C 2D")
    assert melds_of(g, 0) == ["QH QS QD", "KH KS 2C 2D"]
