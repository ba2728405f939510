"""The section "Taking the pile" of the rules text: how the pile is taken, when it is frozen or blocked, and
what happens when the stock runs out.  No pygame here.
"""

from __future__ import annotations

from game.ui.help.derived_rules import (
    black_threes_reach_pile,
    bonus_threes_reach_pile,
    is_take_forced,
    threes_word,
)
from game.ui.help.words import Writer, joined


def _taking(w: Writer) -> str:
    r = w.rules
    found = None
    if bonus_threes_reach_pile(r):
        why = ("initial_upcard",) if r.initial_upcard else ("three_discard_allowed",)
        found = w.say(f"{threes_word(r).capitalize()} found in it are laid out like any other, without replacement.",
                      *why)
    three = ""
    if bonus_threes_reach_pile(r):
        three = " or a red three" if r.threes_as_bonus_cards == "red_only" else " or a three"
    return joined("Instead of drawing from the stock, you may take the whole discard pile. You must meld its top card "
                  "at once; the rest of the pile then goes into your hand. Only the top card and your own cards "
                  "count: cards lower in the pile can't help.", found,
                  f"A pile whose top card is a wild card{three} can't be taken until another card covers it.")


def _open_takes(w: Writer) -> list[str]:
    r = w.rules
    if r.pile_always_frozen:
        return []
    names = ("pile_take_natural_plus_wild", "pile_take_by_layoff")
    if not (r.pile_take_natural_plus_wild or r.pile_take_by_layoff):
        return [w.say("Even when the pile is not frozen for your side, you need two natural cards from your hand "
                      "matching the top card to take it.", *names)]
    takes = [w.say("When the pile is not frozen for your side, any of these takes it:", *names),
             "• Two natural cards from your hand of the top card's rank."]
    if r.pile_take_natural_plus_wild:
        takes.append(w.say("• One natural card of that rank and one wild card from your hand.",
                           "pile_take_natural_plus_wild"))
    if r.pile_take_by_layoff:
        takes.append(w.say("• The top card alone, added to your side's meld of that rank (even a canasta).",
                           "pile_take_by_layoff"))
    return takes


def _freezing(w: Writer) -> str:
    r = w.rules
    frozen = "When the pile is frozen, only two natural cards from your hand matching the top card will take it."
    if r.pile_always_frozen:
        return w.say("Here the pile is always frozen, for everyone: only two natural cards from your hand matching the "
                     "top card will take it.", "pile_always_frozen")
    always = w.unless_same("The pile is not always frozen.", "pile_always_frozen")
    if r.pile_frozen_by_wild:
        wild = w.say("A wild card anywhere in the pile freezes it for everyone until someone takes it; it is laid "
                     "crosswise to show this.", "pile_frozen_by_wild")
    else:
        wild = w.say("A wild card in the pile does not freeze it.", "pile_frozen_by_wild")
    red = (w.say("A red three in the pile freezes it in the same way.", "red_three_in_pile_freezes")
           if r.red_three_in_pile_freezes else
           w.unless_same("A red three in the pile does not freeze it.", "red_three_in_pile_freezes"))
    black = None
    if r.black_three_block == "until_taken":
        black = w.say("So does a black three: it keeps the pile frozen until someone takes it.", "black_three_block")
    return joined(frozen, always, wild, red, black)


def _unmelded_side(w: Writer) -> str:
    r = w.rules
    if r.pile_take_unmelded_side == "forbidden":
        return w.say("A side that has not melded yet in this hand may not take the pile at all.",
                     "pile_take_unmelded_side")
    reach = ("one of these melds alone must reach" if r.initial_meld_single_meld_only else "must together reach")
    first = w.say(f"The pile is also frozen for a side that has not melded yet in this hand, and taking it is then "
                  f"that side's first meld: the top card with your natural pair, and any other melds you lay from "
                  f"your hand at the same time, {reach} your first-meld minimum.", "pile_take_unmelded_side",
                  "initial_meld_single_meld_only")
    top = ("The top card counts toward it; the rest of the pile doesn't." if r.initial_meld_counts_top_discard
           else "Neither the top card nor the rest of the pile counts toward it.")
    return joined(first, w.say(top, "initial_meld_counts_top_discard"))


def _blocked(w: Writer) -> str | None:
    r = w.rules
    if not black_threes_reach_pile(r):
        return None
    if r.pile_always_frozen:
        return "A black three on top of the pile blocks it: nobody can take the pile while it lies there."
    if r.black_three_block == "until_taken":
        return w.say("A black three on top of the pile blocks it: nobody can take the pile while it lies there.",
                     "black_three_block")
    return w.say("A black three on top of the pile blocks it: the next player can't take it and must draw from the "
                 "stock; once it is covered, it has no further effect.", "black_three_block")


def _take_limits(w: Writer) -> list[str | None]:
    r = w.rules
    single = (w.say("If you hold a single card, you may not take a pile of one card.", "single_card_pile_restriction")
              if r.single_card_pile_restriction else
              w.unless_same("Even holding a single card, you may take a pile of one card.",
                            "single_card_pile_restriction"))
    aces = (w.say("A side whose meld of aces holds a wild card may not take a pile topped by an ace.",
                  "mixed_aces_cannot_take_ace_pile") if r.mixed_aces_cannot_take_ace_pile else
            w.unless_same("A mixed meld of aces does not keep your side from taking a pile topped by an ace.",
                          "mixed_aces_cannot_take_ace_pile"))
    largest = None
    if r.max_meld_size is not None:
        largest = w.say(f"You can't take the pile if your meld of that rank would then hold more than "
                        f"{r.max_meld_size} cards.", "max_meld_size")
    return [single, aces, largest]


def _stock_runs_out(w: Writer) -> str:
    r = w.rules
    names = ("forced_take_when_stock_empty", "pile_take_by_layoff", "pile_always_frozen")
    if is_take_forced(r):
        end = w.say("When the stock is used up, you must take the pile if it is not frozen for your side and its top "
                    "card fits onto one of your side's melds; otherwise you may take it if you can, and if you don't, "
                    "the hand ends.", *names)
    else:
        end = w.say("When the stock is used up, play goes on only as long as each player takes the pile, which "
                    "nobody has to do; the first player who doesn't, or can't, ends the hand.", *names)
    return joined(end, _last_stock_three(w))


def _last_stock_three(w: Writer) -> str:
    r = w.rules
    three = "a red three" if r.threes_as_bonus_cards == "red_only" else "a three"
    by_hand = w.changed_by(lambda rules: rules.threes_laid_by_hand)  # which of the two rules applies
    if r.threes_laid_by_hand:
        if r.last_card_three == "end_minus_5":
            fate = "that three stays in your hand and is scored like any three left in a hand"
        else:
            fate = "that three is laid out with your side's threes"
        return w.say(f"If the last card of the stock is {three}, the hand ends at once, with no meld and no discard; "
                     f"{fate}.", "last_card_three", changed=by_hand)
    if r.last_stock_red_three == "end_no_play":
        after = "the hand ends at once, with no meld and no discard"
    else:
        after = "you may still meld, but not discard; then the hand ends"
    return w.say(f"If the last card of the stock is {three} and you drew nothing else, you lay it out and {after}.",
                 "last_stock_red_three", changed=by_hand)


def pile(w: Writer) -> list[str]:
    limits = joined(*_take_limits(w))
    return [_taking(w), *_open_takes(w), joined(_freezing(w), _unmelded_side(w)), _blocked(w) or "", limits,
            _stock_runs_out(w)]
