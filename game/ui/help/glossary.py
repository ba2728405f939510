"""The words the table shows, each explained in a sentence or two, with the section of the rules that tells
more (help/rules_text.py).  The table shows them on hover or a long press.  Terms and texts are kept in
English (the terms are the keys the table asks by) and shown in the language in force."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import RuleSet
from game.i18n import N_, tr
from game.ui.help.rules_text import SECTIONS
from game.ui.help.words import either

SECTION_TITLES = {key: title for key, title, _ in SECTIONS}


@dataclass(frozen=True)
class Entry:
    term: str  # in English, the key the table asks by; shown through tr (shown_term)
    text: str  # in English, shown through tr (tip)
    section: str  # the key of the rules section that tells more

    @property
    def shown_term(self) -> str:
        """The term in the language in force."""
        return tr(self.term)


GLOSSARY: dict[str, Entry] = {entry.term: entry for entry in (
    Entry(N_("stock"), N_("The face-down cards in the middle. At the start of your turn you draw from it, unless you "
                          "take the pile instead."), "turn"),
    Entry(N_("pile"), N_("The discard pile: each turn ends by putting a card on it. Taking it brings every card in it "
                         "into your hand, but its top card must go straight onto a meld."), "pile"),
    Entry(N_("frozen"), N_("A frozen pile can be taken only with two natural cards from your hand of its top card's "
                           "rank. A wild card in the pile freezes it; so, for a side that has not melded, does that."),
          "pile"),
    Entry(N_("blocked"), N_("A black three on top of the pile blocks it: the next player cannot take it and draws "
                            "from the stock."), "pile"),
    Entry(N_("laid"), N_("What your side's melds and laid-out threes would score if the hand ended now, before the "
                         "cards still in hand are taken off."), "scoring"),
    Entry(N_("first meld"), N_("Your side's first meld of a hand must reach this many points, counted from the cards "
                               "laid; the minimum rises with your side's score."), "melds"),
    Entry(N_("meld"), N_("Cards of one rank laid on the table. The number shows how many it holds of the seven that "
                         "make a canasta; wild cards in it are framed in gold."), "melds"),
    Entry(N_("natural canasta"), N_("A canasta (seven cards or more of one rank) without a wild card: red top card "
                                    "and badge. The badge gives its bonus and how many cards it holds."), "scoring"),
    Entry(N_("mixed canasta"), N_("A canasta (seven cards or more of one rank) with one or more wild cards: black top "
                                  "card and badge. The badge gives its bonus and how many cards it holds."), "scoring"),
    Entry(N_("dead"), N_("A canasta closes its rank for everyone: nobody may begin or add to a meld of it, and a card "
                         "of that rank cannot take the pile."), "melds"),
    Entry(N_("red three"), N_("Threes laid out beside the melds: they score on their own, for the side if it has "
                              "melded and against it if it has not."), "deal"),
    Entry(N_("turn card"), N_("The card lying crosswise in the stock: once it is drawn, no side gets bonus cards for "
                              "its first meld any more, and the bottom cards of the stock are near."), "deal"),
    Entry(N_("bonus cards"), N_("Cards a side draws from the stock for its first meld when that meld is laid from the "
                                "hand alone, until the turn card has been drawn."), "variant"),
    Entry(N_("sits out"), N_("With five players each hand is played by four: the one dealt out holds no cards this "
                             "hand, and his score stays as it is until the next deal."), "variant"),
)}


# Unfinished melds that cost a penalty (MAC-35.2), by the kind incomplete_meld_penalties names
PENALISED_MELDS = {"sevens": N_("sevens"), "pure_aces": N_("aces without wild cards"),
                   "wild": N_("wild cards alone")}


def below_zero_reasons(rules: RuleSet) -> list[str]:
    """Why a side's points laid can be below zero under ``rules`` (Modern American, Verschärft), in the language
    in force; none where they cannot (threes against a side count only before it has melded, and then
    "laid" is not shown)."""
    reasons = []
    if rules.melded_cards_negative_without_canasta:  # VV-16
        reasons.append(tr("melded cards count against a side without a canasta"))
    if rules.red_three_scoring == "mac_colour_table":  # MAC-35.3
        reasons.append(tr("laid-out threes count against a side without a canasta (nothing with one)"))
    elif rules.red_three_sign_rule == "one_canasta_per_three":  # VV-16
        reasons.append(tr("a red three counts against a side without a canasta of its own"))
    kinds = [tr(PENALISED_MELDS[kind]) for kind, _ in rules.incomplete_meld_penalties if kind in PENALISED_MELDS]
    if kinds:  # MAC-35.2
        reasons.append(tr("an unfinished meld of {kinds} costs its penalty", kinds=either(kinds)))
    return reasons


def tip(term: str, rules: RuleSet | None = None) -> str:
    """The entry's text and where the rules tell more ("More under Taking the pile in the rules, F1.");
    ``rules``, those of the game at the table, add what is particular to them (why "laid" can be negative)."""
    entry = GLOSSARY[term]
    explanation = tr(entry.text)
    reasons = below_zero_reasons(rules) if term == "laid" and rules is not None else []
    if reasons:
        explanation = tr("{explanation} Here it can go below zero: {reasons}.", explanation=explanation,
                         reasons="; ".join(reasons))
    return tr("{explanation} More under {section} in the rules (F1).", explanation=explanation,
              section=tr(SECTION_TITLES[entry.section]))
