"""The section "Going out" of the rules text: the last discard, the canastas needed, asking the partner, going
out concealed, special hands and the cards you may not discard.  No pygame here.
"""

from __future__ import annotations

from game.i18n import N_, ntr, tr
from game.ui.help.derived_rules import may_have_partner
from game.ui.help.words import SPECIAL_HANDS, UNFINISHED_KINDS, Writer, either, hand_name, joined, number_word

FINAL_DISCARDS = {
    "optional": N_("You may go out by melding all your cards, or by melding all but one and discarding it."),
    "required": N_("To go out you must keep one card for a last discard: melding every card is not allowed."),
    "required_face_down": N_("To go out you must keep one card for a last discard, placed face down: melding every "
                             "card is not allowed."),
}


def _final_discard(w: Writer) -> str:
    return w.say(tr(FINAL_DISCARDS[w.rules.final_discard]), "final_discard")


def _canastas_needed(w: Writer) -> str:
    r = w.rules
    n = r.canastas_to_go_out
    if n == 0:
        need = w.say(tr("You may go out without any canasta."), "canastas_to_go_out")
    else:
        need = w.say(ntr("You may go out only when your side has at least one canasta; one you complete in the "
                         "same turn counts.", "You may go out only when your side has at least {number} canastas; "
                         "one you complete in the same turn counts.", n, number=number_word(n)), "canastas_to_go_out")
    kinds = [tr(UNFINISHED_KINDS[kind]) for kind in UNFINISHED_KINDS if kind in r.no_out_with_incomplete
             and (kind != "wild" or r.wild_card_melds)]
    unfinished: str | None
    if kinds:
        unfinished = w.say(tr("Nor may your side go out while it has an unfinished {melds} (fewer than {canasta_size} "
                              "cards).", melds=either(kinds), canasta_size=r.canasta_size), "no_out_with_incomplete")
    else:
        unfinished = w.unless_same(tr("Unfinished melds don't stop you going out."), "no_out_with_incomplete")
    return joined(need, unfinished)


def _asking(w: Writer) -> str | None:
    r = w.rules
    if not may_have_partner(r):
        return None
    if not r.ask_partner:
        return w.say(tr("You may not ask your partner whether you may go out."), "ask_partner")
    if r.side_structure == "teams_of_three_alternating":
        asked = tr("Before going out you may ask either partner (the one you ask answers) \"May I go out?\", but only "
                   "straight after your draw or your take, before you meld anything else, and only when you could go "
                   "out in this turn. The answer binds you: after \"yes\" you must go out in this turn, after \"no\" "
                   "you may not. You need not ask.")
    else:
        asked = tr("Before going out you may ask your partner \"May I go out?\", but only straight after your draw or "
                   "your take, before you meld anything else, and only when you could go out in this turn. The answer "
                   "binds you: after \"yes\" you must go out in this turn, after \"no\" you may not. You need not "
                   "ask.")
    ask = w.say(asked, "ask_partner")
    limit = r.ask_partner_limit_per_hand
    if limit is None:
        often = w.unless_same(tr("You may ask once in any turn."), "ask_partner_limit_per_hand")
    elif limit == 2:
        often = w.say(tr("You may ask at most twice in each hand."), "ask_partner_limit_per_hand")
    else:
        often = w.say(ntr("You may ask at most once in each hand.", "You may ask at most {count} times in each hand.",
                          limit), "ask_partner_limit_per_hand")
    if r.side_structure == "temporary_partnership":
        return tr("Once partners are formed in a hand: {rules}", rules=joined(ask, often))
    return joined(ask, often)


# (who must not have melded before: "you" playing alone, your "side", or you alone where your "partner" may
# have; only after drawing from the stock?) -> the sentence
CONCEALED = {
    ("you", True): N_("Going out concealed: you go out in a single turn after drawing from the stock (not after "
                      "taking the pile), while you had no meld on the table before that turn, laying down all your "
                      "cards in that turn, a canasta of your own among them. Red threes laid out earlier don't "
                      "matter."),
    ("you", False): N_("Going out concealed: you go out in a single turn, after drawing from the stock or taking the "
                       "pile, while you had no meld on the table before that turn, laying down all your cards in that "
                       "turn, a canasta of your own among them. Red threes laid out earlier don't matter."),
    ("side", True): N_("Going out concealed: you go out in a single turn after drawing from the stock (not after "
                       "taking the pile), while your side had no meld on the table before that turn, laying down all "
                       "your cards in that turn, a canasta of your own among them. Red threes laid out earlier don't "
                       "matter."),
    ("side", False): N_("Going out concealed: you go out in a single turn, after drawing from the stock or taking the "
                        "pile, while your side had no meld on the table before that turn, laying down all your cards "
                        "in that turn, a canasta of your own among them. Red threes laid out earlier don't matter."),
    ("partner", True): N_("Going out concealed: you go out in a single turn after drawing from the stock (not after "
                          "taking the pile), while you yourself had not melded before in this hand, adding nothing to "
                          "melds your partner laid before that turn, laying down all your cards in that turn, a "
                          "canasta of your own among them. Red threes laid out earlier don't matter."),
    ("partner", False): N_("Going out concealed: you go out in a single turn, after drawing from the stock or taking "
                           "the pile, while you yourself had not melded before in this hand, adding nothing to melds "
                           "your partner laid before that turn, laying down all your cards in that turn, a canasta of "
                           "your own among them. Red threes laid out earlier don't matter."),
}


def _concealed(w: Writer) -> str:
    r = w.rules
    names: tuple[str, ...] = ("concealed_requires_side_unmelded",)
    if r.side_structure == "individual":
        before = "you"
        names = ()
    elif r.concealed_requires_side_unmelded:
        before = "side"
    else:
        before = "partner"
    how = w.say(tr(CONCEALED[before, r.concealed_requires_stock_draw]), *names, "concealed_requires_stock_draw")
    if r.concealed_exempt_from_minimum:
        minimum = w.say(tr("It needs no first-meld minimum."), "concealed_exempt_from_minimum")
    else:
        minimum = w.say(tr("Its first meld must still reach the minimum."), "concealed_exempt_from_minimum")
    return joined(how, minimum)


def _special_hands(w: Writer) -> list[str]:
    r = w.rules
    if not r.special_hands:
        return [w.unless_same(tr("There are no special hands."), "special_hands") or ""]
    intro = w.say(tr("Special hands: while your side has not melded in this hand, straight after drawing from the "
                     "stock you may show your whole hand of {count} cards if it is one of these; the hand ends at "
                     "once, without a discard, and your side scores only its value (see \"{section}\").",
                     count=r.hand_size + 1, section=tr("Scoring")), "special_hands")
    return [intro, *("• " + tr("{hand}: {cards}", hand=hand_name(name), cards=tr(cards))
                     for name, cards in SPECIAL_HANDS.items())]


def _discards(w: Writer) -> str:
    r = w.rules
    sentences: list[str | None] = []
    if not r.three_discard_allowed:
        sentences.append(w.say(tr("You may not discard a three."), "three_discard_allowed"))
    elif r.threes_laid_by_hand or w.differs("three_discard_allowed"):
        sentences.append(w.say(tr("A three in your hand may be discarded like any card."), "three_discard_allowed",
                               changed=w.changed_by(lambda rules: rules.threes_laid_by_hand)))
    if r.wild_discard == "final_only":
        sentences.append(w.say(tr("You may discard a wild card only as your last card when going out, or when you "
                                  "hold nothing but wild cards."), "wild_discard"))
    else:
        sentences.append(w.unless_same(tr("Wild cards may be discarded at any time."), "wild_discard"))
    if r.empty_pile_no_ace_seven:
        sentences.append(w.say(tr("While the pile is empty, you may not discard an ace or a seven."),
                               "empty_pile_no_ace_seven"))
    else:
        sentences.append(w.unless_same(tr("An ace or a seven may be discarded onto an empty pile."),
                                       "empty_pile_no_ace_seven"))
    if r.empty_pile_no_safe_discard:
        sentences.append(w.say(tr("Just after taking the pile, you may not discard a safe card: one of a dead rank, "
                                  "or of a rank in which another side has a meld of 5 or 6 cards."),
                               "empty_pile_no_safe_discard"))
    else:
        sentences.append(w.unless_same(tr("Just after taking the pile, you may discard any card."),
                                       "empty_pile_no_safe_discard"))
    names = ("three_discard_allowed", "wild_discard", "empty_pile_no_ace_seven", "empty_pile_no_safe_discard")
    if not r.three_discard_allowed or r.wild_discard != "always" or r.empty_pile_no_ace_seven \
            or r.empty_pile_no_safe_discard:
        sentences.append(w.say(tr("A card barred this way may still go when you hold no other card you may discard."),
                               *names))
    return joined(*sentences)


def going_out(w: Writer) -> list[str]:
    return [joined(tr("You go out when your last card leaves your hand; the hand then ends at once."),
                   _final_discard(w), _canastas_needed(w)),
            _asking(w) or "", _concealed(w), *_special_hands(w), _discards(w)]
