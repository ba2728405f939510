"""The section "Going out" of the rules text: the last discard, the canastas needed, asking the partner, going
out concealed, special hands and the cards you may not discard.  No pygame here.
"""

from __future__ import annotations

from game.ui.help.derived_rules import may_have_partner
from game.ui.help.words import SPECIAL_HANDS, UNFINISHED_KINDS, Writer, either, joined, many, times


def _final_discard(w: Writer) -> str:
    how = {"optional": "You may go out by melding all your cards, or by melding all but one and discarding it.",
           "required": "To go out you must keep one card for a last discard: melding every card is not allowed.",
           "required_face_down": "To go out you must keep one card for a last discard, placed face down: melding "
                                 "every card is not allowed."}[w.rules.final_discard]
    return w.say(how, "final_discard")


def _canastas_needed(w: Writer) -> str:
    r = w.rules
    n = r.canastas_to_go_out
    if n == 0:
        need = w.say("You may go out without any canasta.", "canastas_to_go_out")
    else:
        need = w.say(f"You may go out only when your side has at least {many(n, 'canasta')}; one you complete in "
                     f"the same turn counts.", "canastas_to_go_out")
    kinds = [UNFINISHED_KINDS[kind] for kind in UNFINISHED_KINDS if kind in r.no_out_with_incomplete
             and (kind != "wild" or r.wild_card_melds)]
    unfinished: str | None
    if kinds:
        unfinished = w.say(f"Nor may your side go out while it has an unfinished {either(kinds)} (fewer than "
                           f"{r.canasta_size} cards).", "no_out_with_incomplete")
    else:
        unfinished = w.unless_same("Unfinished melds don't stop you going out.", "no_out_with_incomplete")
    return joined(need, unfinished)


def _asking(w: Writer) -> str | None:
    r = w.rules
    if not may_have_partner(r):
        return None
    if not r.ask_partner:
        return w.say("You may not ask your partner whether you may go out.", "ask_partner")
    whom = "either partner (the one you ask answers)" if r.side_structure == "teams_of_three_alternating" else (
        "your partner")
    ask = w.say(f"Before going out you may ask {whom} \"May I go out?\", but only straight after your draw or your "
                f"take, before you meld anything else, and only when you could go out in this turn. The answer binds "
                f"you: after \"yes\" you must go out in this turn, after \"no\" you may not. You need not ask.",
                "ask_partner")
    limit = r.ask_partner_limit_per_hand
    if limit is None:
        often = w.unless_same("You may ask once in any turn.", "ask_partner_limit_per_hand")
    else:
        often = w.say(f"You may ask at most {times(limit)} in each hand.", "ask_partner_limit_per_hand")
    when = "Once partners are formed in a hand: " if r.side_structure == "temporary_partnership" else ""
    return when + joined(ask, often)


def _concealed(w: Writer) -> str:
    r = w.rules
    if r.side_structure == "individual":
        before = "while you had no meld on the table before that turn"
        names: tuple[str, ...] = ()
    elif r.concealed_requires_side_unmelded:
        before = "while your side had no meld on the table before that turn"
        names = ("concealed_requires_side_unmelded",)
    else:
        before = ("while you yourself had not melded before in this hand, adding nothing to melds your partner "
                  "laid before that turn")
        names = ("concealed_requires_side_unmelded",)
    drawn = (" after drawing from the stock (not after taking the pile)" if r.concealed_requires_stock_draw
             else ", after drawing from the stock or taking the pile")
    how = w.say(f"Going out concealed: you go out in a single turn{drawn}, {before}, laying down all your cards in "
                f"that turn, a canasta of your own among them. Red threes laid out earlier don't matter.",
                *names, "concealed_requires_stock_draw")
    if r.concealed_exempt_from_minimum:
        minimum = w.say("It needs no first-meld minimum.", "concealed_exempt_from_minimum")
    else:
        minimum = w.say("Its first meld must still reach the minimum.", "concealed_exempt_from_minimum")
    return joined(how, minimum)


def _special_hands(w: Writer) -> list[str]:
    r = w.rules
    if not r.special_hands:
        return [w.unless_same("There are no special hands.", "special_hands") or ""]
    intro = w.say(f"Special hands: while your side has not melded in this hand, straight after drawing from the stock "
                  f"you may show your whole hand of {r.hand_size + 1} cards if it is one of these; the hand ends at "
                  f"once, without a discard, and your side scores only its value (see \"Scoring\").", "special_hands")
    return [intro, *(f"• {name}: {cards}" for name, cards in SPECIAL_HANDS.values())]


def _discards(w: Writer) -> str:
    r = w.rules
    sentences: list[str | None] = []
    if not r.three_discard_allowed:
        sentences.append(w.say("You may not discard a three.", "three_discard_allowed"))
    elif r.threes_laid_by_hand or w.differs("three_discard_allowed"):
        sentences.append(w.say("A three in your hand may be discarded like any card.", "three_discard_allowed",
                               changed=w.changed_by(lambda rules: rules.threes_laid_by_hand)))
    if r.wild_discard == "final_only":
        sentences.append(w.say("You may discard a wild card only as your last card when going out, or when you "
                               "hold nothing but wild cards.", "wild_discard"))
    else:
        sentences.append(w.unless_same("Wild cards may be discarded at any time.", "wild_discard"))
    if r.empty_pile_no_ace_seven:
        sentences.append(w.say("While the pile is empty, you may not discard an ace or a seven.",
                               "empty_pile_no_ace_seven"))
    else:
        sentences.append(w.unless_same("An ace or a seven may be discarded onto an empty pile.",
                                       "empty_pile_no_ace_seven"))
    if r.empty_pile_no_safe_discard:
        sentences.append(w.say("Just after taking the pile, you may not discard a safe card: one of a dead rank, or "
                               "of a rank in which another side has a meld of 5 or 6 cards.",
                               "empty_pile_no_safe_discard"))
    else:
        sentences.append(w.unless_same("Just after taking the pile, you may discard any card.",
                                       "empty_pile_no_safe_discard"))
    names = ("three_discard_allowed", "wild_discard", "empty_pile_no_ace_seven", "empty_pile_no_safe_discard")
    if not r.three_discard_allowed or r.wild_discard != "always" or r.empty_pile_no_ace_seven \
            or r.empty_pile_no_safe_discard:
        sentences.append(w.say("A card barred this way may still go when you hold no other card you may discard.",
                               *names))
    return joined(*sentences)


def going_out(w: Writer) -> list[str]:
    return [joined("You go out when your last card leaves your hand; the hand then ends at once.", _final_discard(w),
                   _canastas_needed(w)),
            _asking(w) or "", _concealed(w), *_special_hands(w), _discards(w)]
