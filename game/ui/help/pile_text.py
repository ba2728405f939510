"""The section "Taking the pile" of the rules text: how the pile is taken, when it is frozen or blocked, and
what happens when the stock runs out.  No pygame here.
"""

from __future__ import annotations

from game.i18n import tr
from game.ui.help.derived_rules import (
    black_threes_reach_pile,
    bonus_threes_reach_pile,
    is_take_forced,
    only_red_threes,
)
from game.ui.help.words import Writer, joined


def _taking(w: Writer) -> str:
    r = w.rules
    found = None
    blocked = tr("A pile whose top card is a wild card can't be taken until another card covers it.")
    if bonus_threes_reach_pile(r):
        why = ("initial_upcard",) if r.initial_upcard else ("three_discard_allowed",)
        if only_red_threes(r):
            found = tr("Red threes found in it are laid out like any other, without replacement.")
            blocked = tr("A pile whose top card is a wild card or a red three can't be taken until another card "
                         "covers it.")
        else:
            found = tr("Threes found in it are laid out like any other, without replacement.")
            blocked = tr("A pile whose top card is a wild card or a three can't be taken until another card covers "
                         "it.")
        found = w.say(found, *why)
    return joined(tr("Instead of drawing from the stock, you may take the whole discard pile. You must meld its top "
                     "card at once; the rest of the pile then goes into your hand. Only the top card and your own "
                     "cards count: cards lower in the pile can't help."), found, blocked)


def _open_takes(w: Writer) -> list[str]:
    r = w.rules
    if r.pile_always_frozen:
        return []
    names = ("pile_take_natural_plus_wild", "pile_take_by_layoff")
    if not (r.pile_take_natural_plus_wild or r.pile_take_by_layoff):
        return [w.say(tr("Even when the pile is not frozen for your side, you need two natural cards from your hand "
                         "matching the top card to take it."), *names)]
    takes = [w.say(tr("When the pile is not frozen for your side, any of these takes it:"), *names),
             "• " + tr("Two natural cards from your hand of the top card's rank.")]
    if r.pile_take_natural_plus_wild:
        takes.append(w.say("• " + tr("One natural card of that rank and one wild card from your hand."),
                           "pile_take_natural_plus_wild"))
    if r.pile_take_by_layoff:
        takes.append(w.say("• " + tr("The top card alone, added to your side's meld of that rank (even a canasta)."),
                           "pile_take_by_layoff"))
    return takes


def _freezing(w: Writer) -> str:
    r = w.rules
    if r.pile_always_frozen:
        return w.say(tr("Here the pile is always frozen, for everyone: only two natural cards from your hand matching "
                        "the top card will take it."), "pile_always_frozen")
    frozen = tr("When the pile is frozen, only two natural cards from your hand matching the top card will take it.")
    always = w.unless_same(tr("The pile is not always frozen."), "pile_always_frozen")
    if r.pile_frozen_by_wild:
        wild = w.say(tr("A wild card anywhere in the pile freezes it for everyone until someone takes it; it is laid "
                        "crosswise to show this."), "pile_frozen_by_wild")
    else:
        wild = w.say(tr("A wild card in the pile does not freeze it."), "pile_frozen_by_wild")
    red = (w.say(tr("A red three in the pile freezes it in the same way."), "red_three_in_pile_freezes")
           if r.red_three_in_pile_freezes else
           w.unless_same(tr("A red three in the pile does not freeze it."), "red_three_in_pile_freezes"))
    black = None
    if r.black_three_block == "until_taken":
        black = w.say(tr("So does a black three: it keeps the pile frozen until someone takes it."),
                      "black_three_block")
    return joined(frozen, always, wild, red, black)


def _unmelded_side(w: Writer) -> str:
    r = w.rules
    if r.pile_take_unmelded_side == "forbidden":
        return w.say(tr("A side that has not melded yet in this hand may not take the pile at all."),
                     "pile_take_unmelded_side")
    if r.initial_meld_single_meld_only:
        frozen = tr("The pile is also frozen for a side that has not melded yet in this hand, and taking it is then "
                    "that side's first meld: the top card with your natural pair, and any other melds you lay from "
                    "your hand at the same time, one of these melds alone must reach your first-meld minimum.")
    else:
        frozen = tr("The pile is also frozen for a side that has not melded yet in this hand, and taking it is then "
                    "that side's first meld: the top card with your natural pair, and any other melds you lay from "
                    "your hand at the same time, must together reach your first-meld minimum.")
    first = w.say(frozen, "pile_take_unmelded_side", "initial_meld_single_meld_only")
    top = (tr("The top card counts toward it; the rest of the pile doesn't.") if r.initial_meld_counts_top_discard
           else tr("Neither the top card nor the rest of the pile counts toward it."))
    return joined(first, w.say(top, "initial_meld_counts_top_discard"))


def _blocked(w: Writer) -> str | None:
    r = w.rules
    if not black_threes_reach_pile(r):
        return None
    if r.pile_always_frozen:
        return tr("A black three on top of the pile blocks it: nobody can take the pile while it lies there.")
    if r.black_three_block == "until_taken":
        return w.say(tr("A black three on top of the pile blocks it: nobody can take the pile while it lies there."),
                     "black_three_block")
    return w.say(tr("A black three on top of the pile blocks it: the next player can't take it and must draw from "
                    "the stock; once it is covered, it has no further effect."), "black_three_block")


def _take_limits(w: Writer) -> list[str | None]:
    r = w.rules
    single = (w.say(tr("If you hold a single card, you may not take a pile of one card."),
                    "single_card_pile_restriction")
              if r.single_card_pile_restriction else
              w.unless_same(tr("Even holding a single card, you may take a pile of one card."),
                            "single_card_pile_restriction"))
    aces = (w.say(tr("A side whose meld of aces holds a wild card may not take a pile topped by an ace."),
                  "mixed_aces_cannot_take_ace_pile") if r.mixed_aces_cannot_take_ace_pile else
            w.unless_same(tr("A mixed meld of aces does not keep your side from taking a pile topped by an ace."),
                          "mixed_aces_cannot_take_ace_pile"))
    largest = None
    if r.max_meld_size is not None:
        largest = w.say(tr("You can't take the pile if your meld of that rank would then hold more than {size} cards.",
                           size=r.max_meld_size), "max_meld_size")
    return [single, aces, largest]


def _stock_runs_out(w: Writer) -> str:
    r = w.rules
    names = ("forced_take_when_stock_empty", "pile_take_by_layoff", "pile_always_frozen")
    if is_take_forced(r):
        end = w.say(tr("When the stock is used up, you must take the pile if it is not frozen for your side and its "
                       "top card fits onto one of your side's melds; otherwise you may take it if you can, and if you "
                       "don't, the hand ends."), *names)
    else:
        end = w.say(tr("When the stock is used up, play goes on only as long as each player takes the pile, which "
                       "nobody has to do; the first player who doesn't, or can't, ends the hand."), *names)
    return joined(end, _last_stock_three(w))


def _last_stock_three(w: Writer) -> str:
    r = w.rules
    red = only_red_threes(r)
    by_hand = w.changed_by(lambda rules: rules.threes_laid_by_hand)  # which of the two rules applies
    if r.threes_laid_by_hand:
        if r.last_card_three == "end_minus_5":
            last = (tr("If the last card of the stock is a red three, the hand ends at once, with no meld and no "
                       "discard; that three stays in your hand and is scored like any three left in a hand.") if red
                    else tr("If the last card of the stock is a three, the hand ends at once, with no meld and no "
                            "discard; that three stays in your hand and is scored like any three left in a hand."))
        else:
            last = (tr("If the last card of the stock is a red three, the hand ends at once, with no meld and no "
                       "discard; that three is laid out with your side's threes.") if red
                    else tr("If the last card of the stock is a three, the hand ends at once, with no meld and no "
                            "discard; that three is laid out with your side's threes."))
        return w.say(last, "last_card_three", changed=by_hand)
    if r.last_stock_red_three == "end_no_play":
        last = (tr("If the last card of the stock is a red three and you drew nothing else, you lay it out and the "
                   "hand ends at once, with no meld and no discard.") if red
                else tr("If the last card of the stock is a three and you drew nothing else, you lay it out and the "
                        "hand ends at once, with no meld and no discard."))
    else:
        last = (tr("If the last card of the stock is a red three and you drew nothing else, you lay it out and you "
                   "may still meld, but not discard; then the hand ends.") if red
                else tr("If the last card of the stock is a three and you drew nothing else, you lay it out and you "
                        "may still meld, but not discard; then the hand ends."))
    return w.say(last, "last_stock_red_three", changed=by_hand)


def pile(w: Writer) -> list[str]:
    limits = joined(*_take_limits(w))
    return [_taking(w), *_open_takes(w), joined(_freezing(w), _unmelded_side(w)), _blocked(w) or "", limits,
            _stock_runs_out(w)]
