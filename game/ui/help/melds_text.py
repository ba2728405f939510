"""The section "Melds and wild cards" of the rules text: what a meld is, the limits on wild cards, the ranks
with rules of their own, the first meld and the bonus cards.  No pygame here.
"""

from __future__ import annotations

from game.ui.help.derived_rules import threes_word
from game.ui.help.words import Writer, joined, many


def _meld_shape(w: Writer) -> str:
    r = w.rules
    size = w.say(f"A meld is {r.min_meld_size} or more cards of the same rank, laid face up: for example three kings. "
                 f"Runs in a suit don't count.", "min_meld_size")
    largest = None
    if r.max_meld_size is not None:
        closed = (f"; with {r.canasta_size} it is a closed canasta and takes no more cards"
                  if r.max_meld_size == r.canasta_size else "")
        largest = w.say(f"A meld holds at most {r.max_meld_size} cards{closed}.", "max_meld_size")
    else:
        largest = w.unless_same("A meld may grow as large as you like.", "max_meld_size")
    return joined(size, largest, "Jokers and twos are wild cards; fours up to aces are natural cards. A wild card "
                  "stands in for a natural card of the meld's rank.", "Your side has at most one meld of each "
                  "rank: more cards of that rank go onto it. Melded cards stay on the table, and a wild card in a "
                  "meld can't be taken back.")


def _wild_limits(w: Writer) -> str:
    r = w.rules
    others = " (except a meld of wild cards alone, below)" if r.wild_card_melds else ""
    naturals = w.say(f"Every meld needs at least {many(r.min_naturals_per_meld, 'natural card')}{others}.",
                     "min_naturals_per_meld")
    cap = r.max_wild_per_meld
    most = f"at most {many(cap, 'wild card')}" if cap is not None else "any number of wild cards"
    ratio = {"at_most_equal": ", but never more wild cards than natural cards",
             "strictly_fewer": ", as long as its natural cards outnumber them", "none": ""}[r.wild_ratio]
    limit = w.say(f"A meld may hold {most}{ratio}; this holds at every moment, also when cards are added.",
                  "max_wild_per_meld", "wild_ratio")
    canasta = w.say(f"A meld of {r.canasta_size} or more cards is a canasta: a natural canasta if it has no wild card, "
                    f"a mixed canasta if it has one or more.", "canasta_size")
    return joined(naturals, limit, canasta)


def _black_three_meld(w: Writer) -> str | None:
    r = w.rules
    if r.black_three_meld_when_going_out:
        wild = ", one of which may be a wild card" if r.black_three_meld_allows_wild else ", with no wild card"
        return w.say(f"Black threes can be melded only in the turn you go out: 3 or 4 cards{wild}.",
                     "black_three_meld_when_going_out", "black_three_meld_allows_wild")
    if r.threes_as_bonus_cards == "red_only" or w.differs("black_three_meld_when_going_out"):
        return w.say("Black threes can never be melded.", "black_three_meld_when_going_out")
    return None


def _wild_melds(w: Writer) -> list[str | None]:
    r = w.rules
    if not r.wild_card_melds:
        return [w.unless_same("A meld of wild cards alone is not allowed.", "wild_card_melds")]
    low, high = r.wild_meld_size
    meld = w.say(f"A meld of wild cards alone (jokers and twos) is allowed, of {low} to {high} cards; with "
                 f"{r.canasta_size} it is a canasta of wild cards.", "wild_card_melds", "wild_meld_size")
    first: str | None
    if r.mac_wild_meld_priority:
        first = w.say("While your side has an unfinished meld of wild cards, wild cards may go nowhere else.",
                      "mac_wild_meld_priority")
    else:
        first = w.unless_same("Wild cards may go to other melds while a meld of wild cards is unfinished.",
                              "mac_wild_meld_priority")
    return [meld, first]


def _clean_ranks(w: Writer) -> list[str | None]:
    r = w.rules
    sevens = (w.say("Sevens may never be melded with wild cards.", "sevens_clean_only") if r.sevens_clean_only
              else w.unless_same("Sevens may take wild cards like any rank.", "sevens_clean_only"))
    aces: str | None
    if r.aces_mixed_only_in_initial_meld:
        aces = w.say("Aces must be melded without wild cards, except in a meld of aces laid as part of your side's "
                     "first meld in a hand; a meld of aces begun that way counts as an ordinary mixed meld.",
                     "aces_mixed_only_in_initial_meld")
    else:
        aces = w.unless_same("Aces may take wild cards like any rank.", "aces_mixed_only_in_initial_meld")
    return [sevens, aces]


def _rule_of_five(w: Writer) -> str | None:
    r = w.rules
    if not r.rule_of_five:
        return w.unless_same("There is no rule of five: after the first meld, wild cards may join any meld within "
                             "the limits above.", "rule_of_five")
    wild = " A meld of wild cards alone is not bound by it." if r.wild_card_melds else ""
    return w.say(f"Rule of five: after your side's first meld, wild cards may join only a meld that holds at least "
                 f"five natural cards (counting those laid with them), so a meld begun later has no wild card until "
                 f"it holds five natural cards. The melds of the first meld itself may have wild cards.{wild}",
                 "rule_of_five")


def _dead_ranks(w: Writer) -> str | None:
    r = w.rules
    if r.dead_rank_trigger == "off":
        return w.unless_same("A completed canasta closes no rank.", "dead_rank_trigger")
    kind = "a canasta" if r.dead_rank_trigger == "any_canasta" else "a natural canasta"
    anyone = "either side" if r.side_count == 2 else "any side"
    dead = w.say(f"Dead ranks: once {anyone} has completed {kind} of a rank, that rank is dead: nobody may begin or "
                 f"add to a meld of it, not even the canasta itself, and a card of that rank can't be used to take "
                 f"the pile, so it is a safe discard.", "dead_rank_trigger")
    if r.allow_meld_of_opponents_closed_rank:
        return joined(dead, w.say("A rank closed only by another side stays open to yours.",
                                  "allow_meld_of_opponents_closed_rank"))
    return joined(dead, w.unless_same("A rank another side closed is dead for yours too.",
                                      "allow_meld_of_opponents_closed_rank"))


def _first_meld(w: Writer) -> str:
    r = w.rules
    whose = "your own" if r.scores_by_seat else "your side's"
    minimum = w.say(f"Your side's first meld in each hand must be worth at least a minimum number of points, which "
                    f"depends on {whose} total score (see the table under \"Scoring\"); only the points of the cards "
                    f"laid count, not {threes_word(r)} or bonuses.", "initial_meld_table")
    if r.initial_meld_single_meld_only:
        play = w.say("One player must reach it in a single play, and one meld alone must reach it: several melds "
                     "don't add up.", "initial_meld_single_meld_only")
    else:
        play = w.say("One player must reach it in a single play, which may lay down several melds that count "
                     "together.", "initial_meld_single_meld_only")
    return joined(minimum, play, _clean_requirement(w))


def _clean_requirement(w: Writer) -> str | None:
    need = {"pure_or_wild_meld": "It must include a clean meld (three or more natural cards, no wild card) or a "
                                 "meld of wild cards alone.",
            "pure_always": "It must include a clean meld: three or more natural cards and no wild card.",
            "three_naturals": "One of its melds must hold at least three natural cards."}.get(
        w.rules.initial_meld_clean_requirement)
    if need is None:
        return w.unless_same("Any melds that reach the minimum will do.", "initial_meld_clean_requirement")
    return w.say(need, "initial_meld_clean_requirement")


def _bonus_cards(w: Writer) -> str | None:
    r = w.rules
    if r.bonus_cards is None:
        return w.unless_same("No bonus cards are given.", "bonus_cards")
    first, second = r.bonus_cards
    other = "the other side" if r.side_count == 2 else "another side"
    earn = w.say(f"Bonus cards: if your side's first meld is made from your hand (after drawing from the stock, not "
                 f"by taking the pile), you get bonus cards after your discard: {first} if yours is the first side "
                 f"to meld in this hand, {second} if {other} melded first. So you may meld down to your last card "
                 f"and discard it. Threes among them are laid out and replaced at once.", "bonus_cards")
    if r.bonus_cards_source == "talons":
        source = w.say("They are the packets set aside at the deal; each is given only once.", "bonus_cards_source")
    elif r.turn_card_from_bottom is not None:
        source = w.say("They are drawn from the stock, and none are given once the turn card has been drawn.",
                       "bonus_cards_source", "turn_card_from_bottom")
    else:
        source = w.say("They are drawn from the stock.", "bonus_cards_source")
    return joined(earn, source)


def melds(w: Writer) -> list[str]:
    return [_meld_shape(w), _wild_limits(w),
            joined(*_clean_ranks(w), _rule_of_five(w), *_wild_melds(w), _dead_ranks(w), _black_three_meld(w)),
            _first_meld(w), _bonus_cards(w) or ""]
