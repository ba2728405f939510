"""The section "Melds and wild cards" of the rules text: what a meld is, the limits on wild cards, the ranks
with rules of their own, the first meld and the bonus cards.  No pygame here.
"""

from __future__ import annotations

from game.i18n import N_, ntr, tr
from game.ui.help.derived_rules import only_red_threes
from game.ui.help.words import Writer, joined, number_word


def _meld_shape(w: Writer) -> str:
    r = w.rules
    size = w.say(tr("A meld is {size} or more cards of the same rank, laid face up: for example three kings. Runs in "
                    "a suit don't count.", size=r.min_meld_size), "min_meld_size")
    largest = None
    if r.max_meld_size is not None:
        if r.max_meld_size == r.canasta_size:
            most = tr("A meld holds at most {size} cards; with {size} it is a closed canasta and takes no more cards.",
                      size=r.max_meld_size)
        else:
            most = tr("A meld holds at most {size} cards.", size=r.max_meld_size)
        largest = w.say(most, "max_meld_size")
    else:
        largest = w.unless_same(tr("A meld may grow as large as you like."), "max_meld_size")
    return joined(size, largest, tr("Jokers and twos are wild cards; fours up to aces are natural cards. A wild card "
                                    "stands in for a natural card of the meld's rank."),
                  tr("Your side has at most one meld of each rank: more cards of that rank go onto it. Melded cards "
                     "stay on the table, and a wild card in a meld can't be taken back."))


def _wild_limits(w: Writer) -> str:
    r = w.rules
    n = r.min_naturals_per_meld
    if r.wild_card_melds:
        need = ntr("Every meld needs at least one natural card (except a meld of wild cards alone, below).",
                   "Every meld needs at least {number} natural cards (except a meld of wild cards alone, below).", n,
                   number=number_word(n))
    else:
        need = ntr("Every meld needs at least one natural card.", "Every meld needs at least {number} natural "
                   "cards.", n, number=number_word(n))
    naturals = w.say(need, "min_naturals_per_meld")
    limit = w.say(_wild_cap(r.max_wild_per_meld, r.wild_ratio), "max_wild_per_meld", "wild_ratio")
    canasta = w.say(tr("A meld of {size} or more cards is a canasta: a natural canasta if it has no wild card, a mixed "
                       "canasta if it has one or more.", size=r.canasta_size), "canasta_size")
    return joined(naturals, limit, canasta)


def _wild_cap(cap: int | None, ratio: str) -> str:
    """How many wild cards a meld may hold (RuleSet: a meld without a cap has a ratio)."""
    if cap is None and ratio == "at_most_equal":
        return tr("A meld may hold any number of wild cards, but never more wild cards than natural cards; this holds "
                  "at every moment, also when cards are added.")
    if cap is None:
        return tr("A meld may hold any number of wild cards, as long as its natural cards outnumber them; this holds "
                  "at every moment, also when cards are added.")
    if cap == 0:
        return _no_wild_card(ratio)
    number = number_word(cap)
    if ratio == "at_most_equal":
        return ntr("A meld may hold at most one wild card, but never more wild cards than natural cards; this "
                   "holds at every moment, also when cards are added.",
                   "A meld may hold at most {number} wild cards, but never more wild cards than natural cards; this "
                   "holds at every moment, also when cards are added.", cap, number=number)
    if ratio == "strictly_fewer":
        return ntr("A meld may hold at most one wild card, as long as its natural cards outnumber them; this "
                   "holds at every moment, also when cards are added.",
                   "A meld may hold at most {number} wild cards, as long as its natural cards outnumber them; this "
                   "holds at every moment, also when cards are added.", cap, number=number)
    return ntr("A meld may hold at most one wild card; this holds at every moment, also when cards are added.",
               "A meld may hold at most {number} wild cards; this holds at every moment, also when cards are added.",
               cap, number=number)


def _no_wild_card(ratio: str) -> str:
    if ratio == "at_most_equal":
        return tr("A meld may hold at most no wild cards, but never more wild cards than natural cards; this holds at "
                  "every moment, also when cards are added.")
    if ratio == "strictly_fewer":
        return tr("A meld may hold at most no wild cards, as long as its natural cards outnumber them; this holds at "
                  "every moment, also when cards are added.")
    return tr("A meld may hold at most no wild cards; this holds at every moment, also when cards are added.")


def _black_three_meld(w: Writer) -> str | None:
    r = w.rules
    if r.black_three_meld_when_going_out:
        meld = (tr("Black threes can be melded only in the turn you go out: 3 or 4 cards, one of which may be a wild "
                   "card.") if r.black_three_meld_allows_wild else
                tr("Black threes can be melded only in the turn you go out: 3 or 4 cards, with no wild card."))
        return w.say(meld, "black_three_meld_when_going_out", "black_three_meld_allows_wild")
    if r.threes_as_bonus_cards == "red_only" or w.differs("black_three_meld_when_going_out"):
        return w.say(tr("Black threes can never be melded."), "black_three_meld_when_going_out")
    return None


def _wild_melds(w: Writer) -> list[str | None]:
    r = w.rules
    if not r.wild_card_melds:
        return [w.unless_same(tr("A meld of wild cards alone is not allowed."), "wild_card_melds")]
    low, high = r.wild_meld_size
    meld = w.say(tr("A meld of wild cards alone (jokers and twos) is allowed, of {smallest} to {largest} cards; with "
                    "{canasta_size} it is a canasta of wild cards.", smallest=low, largest=high,
                    canasta_size=r.canasta_size), "wild_card_melds", "wild_meld_size")
    first: str | None
    if r.mac_wild_meld_priority:
        first = w.say(tr("While your side has an unfinished meld of wild cards, wild cards may go nowhere else."),
                      "mac_wild_meld_priority")
    else:
        first = w.unless_same(tr("Wild cards may go to other melds while a meld of wild cards is unfinished."),
                              "mac_wild_meld_priority")
    return [meld, first]


def _clean_ranks(w: Writer) -> list[str | None]:
    r = w.rules
    sevens = (w.say(tr("Sevens may never be melded with wild cards."), "sevens_clean_only") if r.sevens_clean_only
              else w.unless_same(tr("Sevens may take wild cards like any rank."), "sevens_clean_only"))
    aces: str | None
    if r.aces_mixed_only_in_initial_meld:
        aces = w.say(tr("Aces must be melded without wild cards, except in a meld of aces laid as part of your side's "
                        "first meld in a hand; a meld of aces begun that way counts as an ordinary mixed meld."),
                     "aces_mixed_only_in_initial_meld")
    else:
        aces = w.unless_same(tr("Aces may take wild cards like any rank."), "aces_mixed_only_in_initial_meld")
    return [sevens, aces]


def _rule_of_five(w: Writer) -> str | None:
    r = w.rules
    if not r.rule_of_five:
        return w.unless_same(tr("There is no rule of five: after the first meld, wild cards may join any meld within "
                                "the limits above."), "rule_of_five")
    if r.wild_card_melds:
        rule = tr("Rule of five: after your side's first meld, wild cards may join only a meld that holds at least "
                  "five natural cards (counting those laid with them), so a meld begun later has no wild card until "
                  "it holds five natural cards. The melds of the first meld itself may have wild cards. A meld of "
                  "wild cards alone is not bound by it.")
    else:
        rule = tr("Rule of five: after your side's first meld, wild cards may join only a meld that holds at least "
                  "five natural cards (counting those laid with them), so a meld begun later has no wild card until "
                  "it holds five natural cards. The melds of the first meld itself may have wild cards.")
    return w.say(rule, "rule_of_five")


DEAD_RANKS = {  # (a canasta of any kind closes the rank?, two sides?) -> the sentence
    (True, True): N_("Dead ranks: once either side has completed a canasta of a rank, that rank is dead: nobody may "
                     "begin or add to a meld of it, not even the canasta itself, and a card of that rank can't be "
                     "used to take the pile, so it is a safe discard."),
    (True, False): N_("Dead ranks: once any side has completed a canasta of a rank, that rank is dead: nobody may "
                      "begin or add to a meld of it, not even the canasta itself, and a card of that rank can't be "
                      "used to take the pile, so it is a safe discard."),
    (False, True): N_("Dead ranks: once either side has completed a natural canasta of a rank, that rank is dead: "
                      "nobody may begin or add to a meld of it, not even the canasta itself, and a card of that rank "
                      "can't be used to take the pile, so it is a safe discard."),
    (False, False): N_("Dead ranks: once any side has completed a natural canasta of a rank, that rank is dead: "
                       "nobody may begin or add to a meld of it, not even the canasta itself, and a card of that "
                       "rank can't be used to take the pile, so it is a safe discard."),
}


def _dead_ranks(w: Writer) -> str | None:
    r = w.rules
    if r.dead_rank_trigger == "off":
        return w.unless_same(tr("A completed canasta closes no rank."), "dead_rank_trigger")
    dead = w.say(tr(DEAD_RANKS[r.dead_rank_trigger == "any_canasta", r.side_count == 2]), "dead_rank_trigger")
    if r.allow_meld_of_opponents_closed_rank:
        return joined(dead, w.say(tr("A rank closed only by another side stays open to yours."),
                                  "allow_meld_of_opponents_closed_rank"))
    return joined(dead, w.unless_same(tr("A rank another side closed is dead for yours too."),
                                      "allow_meld_of_opponents_closed_rank"))


FIRST_MELD_MINIMUM = {  # (each player keeps his own score?, red threes alone?) -> the sentence
    (True, True): N_("Your side's first meld in each hand must be worth at least a minimum number of points, which "
                     "depends on your own total score (see the table under \"{section}\"); only the points of the "
                     "cards laid count, not red threes or bonuses."),
    (True, False): N_("Your side's first meld in each hand must be worth at least a minimum number of points, which "
                      "depends on your own total score (see the table under \"{section}\"); only the points of the "
                      "cards laid count, not threes or bonuses."),
    (False, True): N_("Your side's first meld in each hand must be worth at least a minimum number of points, which "
                      "depends on your side's total score (see the table under \"{section}\"); only the points of "
                      "the cards laid count, not red threes or bonuses."),
    (False, False): N_("Your side's first meld in each hand must be worth at least a minimum number of points, which "
                       "depends on your side's total score (see the table under \"{section}\"); only the points of "
                       "the cards laid count, not threes or bonuses."),
}


def _first_meld(w: Writer) -> str:
    r = w.rules
    minimum = w.say(tr(FIRST_MELD_MINIMUM[r.scores_by_seat, only_red_threes(r)], section=tr("Scoring")),
                    "initial_meld_table")
    if r.initial_meld_single_meld_only:
        play = w.say(tr("One player must reach it in a single play, and one meld alone must reach it: several melds "
                        "don't add up."), "initial_meld_single_meld_only")
    else:
        play = w.say(tr("One player must reach it in a single play, which may lay down several melds that count "
                        "together."), "initial_meld_single_meld_only")
    return joined(minimum, play, _clean_requirement(w))


CLEAN_REQUIREMENTS = {
    "pure_or_wild_meld": N_("It must include a clean meld (three or more natural cards, no wild card) or a meld of "
                            "wild cards alone."),
    "pure_always": N_("It must include a clean meld: three or more natural cards and no wild card."),
    "three_naturals": N_("One of its melds must hold at least three natural cards."),
}


def _clean_requirement(w: Writer) -> str | None:
    need = CLEAN_REQUIREMENTS.get(w.rules.initial_meld_clean_requirement)
    if need is None:
        return w.unless_same(tr("Any melds that reach the minimum will do."), "initial_meld_clean_requirement")
    return w.say(tr(need), "initial_meld_clean_requirement")


def _bonus_cards(w: Writer) -> str | None:
    r = w.rules
    if r.bonus_cards is None:
        return w.unless_same(tr("No bonus cards are given."), "bonus_cards")
    first, second = r.bonus_cards
    if r.side_count == 2:
        earned = tr("Bonus cards: if your side's first meld is made from your hand (after drawing from the stock, not "
                    "by taking the pile), you get bonus cards after your discard: {first} if yours is the first side "
                    "to meld in this hand, {second} if the other side melded first. So you may meld down to your "
                    "last card and discard it. Threes among them are laid out and replaced at once.",
                    first=first, second=second)
    else:
        earned = tr("Bonus cards: if your side's first meld is made from your hand (after drawing from the stock, not "
                    "by taking the pile), you get bonus cards after your discard: {first} if yours is the first side "
                    "to meld in this hand, {second} if another side melded first. So you may meld down to your last "
                    "card and discard it. Threes among them are laid out and replaced at once.",
                    first=first, second=second)
    earn = w.say(earned, "bonus_cards")
    if r.bonus_cards_source == "talons":
        source = w.say(tr("They are the packets set aside at the deal; each is given only once."), "bonus_cards_source")
    elif r.turn_card_from_bottom is not None:
        source = w.say(tr("They are drawn from the stock, and none are given once the turn card has been drawn."),
                       "bonus_cards_source", "turn_card_from_bottom")
    else:
        source = w.say(tr("They are drawn from the stock."), "bonus_cards_source")
    return joined(earn, source)


def melds(w: Writer) -> list[str]:
    return [_meld_shape(w), _wild_limits(w),
            joined(*_clean_ranks(w), _rule_of_five(w), *_wild_melds(w), _dead_ranks(w), _black_three_meld(w)),
            _first_meld(w), _bonus_cards(w) or ""]
