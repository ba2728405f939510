"""The words the table shows, each explained in a sentence or two, with the section of the rules that tells
more (help/rules_text.py).  The table shows them on hover or a long press."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.help.rules_text import SECTIONS

SECTION_TITLES = {key: title for key, title, _ in SECTIONS}


@dataclass(frozen=True)
class Entry:
    term: str
    text: str
    section: str  # the key of the rules section that tells more


GLOSSARY: dict[str, Entry] = {entry.term: entry for entry in (
    Entry("stock", "The face-down cards in the middle. At the start of your turn you draw from it, unless you "
                   "take the pile instead.", "turn"),
    Entry("pile", "The discard pile: each turn ends by putting a card on it. Taking it brings every card in it "
                  "into your hand, but its top card must go straight onto a meld.", "pile"),
    Entry("frozen", "A frozen pile can be taken only with two natural cards from your hand of its top card's "
                    "rank. A wild card in the pile freezes it; so, for a side that has not melded, does that.",
          "pile"),
    Entry("blocked", "A black three on top of the pile blocks it: the next player cannot take it and draws from "
                     "the stock.", "pile"),
    Entry("laid", "What your side's melds and laid-out threes would score if the hand ended now, before the "
                  "cards still in hand are taken off.", "scoring"),
    Entry("first meld", "Your side's first meld of a hand must reach this many points, counted from the cards "
                        "laid; the minimum rises with your side's score.", "melds"),
    Entry("meld", "Cards of one rank laid on the table. The number shows how many it holds of the seven that "
                  "make a canasta; wild cards in it are framed in gold.", "melds"),
    Entry("natural canasta", "A canasta (seven cards or more of one rank) without a wild card: red top card and "
                             "badge. The badge gives its bonus and how many cards it holds.", "scoring"),
    Entry("mixed canasta", "A canasta (seven cards or more of one rank) with one or more wild cards: black top "
                           "card and badge. The badge gives its bonus and how many cards it holds.", "scoring"),
    Entry("dead", "A canasta closes its rank for everyone: nobody may begin or add to a meld of it, and a card of "
                  "that rank cannot take the pile.", "melds"),
    Entry("red three", "Threes laid out beside the melds: they score on their own, for the side if it has "
                       "melded and against it if it has not.", "deal"),
    Entry("turn card", "The card lying crosswise in the stock: once it is drawn, no side gets bonus cards for its "
                       "first meld any more, and the bottom cards of the stock are near.", "deal"),
    Entry("bonus cards", "Cards a side draws from the stock for its first meld when that meld is laid from the hand "
                         "alone, until the turn card has been drawn.", "variant"),
    Entry("sits out", "With five players each hand is played by four: the one dealt out holds no cards this "
                      "hand, and his score stays as it is until the next deal.", "variant"),
)}


def tip(term: str) -> str:
    """The entry's text and where the rules tell more ("More under Taking the pile in the rules, F1.")."""
    entry = GLOSSARY[term]
    return f"{entry.text} More under {SECTION_TITLES[entry.section]} in the rules (F1)."
