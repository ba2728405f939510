"""The first sections of the rules text: the aim of the game (who plays, with whom, for how long), the deal
and the turn.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import RuleSet
from game.i18n import N_, ntr, tr
from game.ui.help.derived_rules import may_have_partner
from game.ui.help.words import Writer, capital, either, joined, number_word, ordinal

# -- aim ----------------------------------------------------------------------------------------------------
SEATING: dict[str, Callable[[RuleSet], str]] = {
    "individual": lambda r: (tr("Two players play against each other.") if r.player_count == 2 else
                             capital(tr("{number} players play, each for himself.",
                                        number=number_word(r.player_count)))),
    "pairs_opposite": lambda r: tr("Four players play in two partnerships, partners sitting opposite each other."),
    "teams_of_three_alternating": lambda r: tr("Six players play in two teams of three, seated so that the teams "
                                               "alternate round the table."),
    "three_pairs": lambda r: tr("Six players play in three partnerships of two, partners sitting opposite each "
                                "other."),
    "five_three_vs_two": lambda r: tr("Five players play in two teams, three against two; each team shares one "
                                      "score. In each hand one player of the team of three sits out, taking turns, "
                                      "and the other four play as two partnerships."),
    "five_rotating_individual": lambda r: tr("Five players each keep their own score. In each hand one player sits "
                                             "out, in turn round the table, and the other four play as two "
                                             "partnerships: the first and third to play against the second and "
                                             "fourth. Each partner adds his partnership's score for the hand to his "
                                             "own."),
    "temporary_partnership": lambda r: tr("Three players each keep their own score. Each hand starts with everyone "
                                          "for himself; the first player to take the pile then plays alone, and the "
                                          "other two become partners for the rest of the hand."),
}


def _side_meaning(r: RuleSet) -> str:
    if r.side_structure == "individual":
        return tr("Each player is a side of his own: where these rules say \"your side\", they mean you.")
    if r.has_partners and r.side_structure != "five_three_vs_two":
        return tr("Partners share their melds and their score: together they are a side.")
    return tr("Partners of a hand share their melds: together they are a side.")


def _game_length(w: Writer) -> str:
    r = w.rules
    target, rounds, player = r.target_score, r.max_rounds, w.scorer == "player"
    if target is None:
        assert rounds is not None  # RuleSet: a game ends somehow
        ending = ntr("A game lasts {count} hand; the highest total then wins.",
                     "A game lasts {count} hands; the highest total then wins.", rounds)
    elif rounds is None:
        ending = (tr("A game goes on, hand after hand, until a player reaches {target} points; the highest total "
                     "then wins.", target=target) if player else
                  tr("A game goes on, hand after hand, until a side reaches {target} points; the highest total then "
                     "wins.", target=target))
    elif player:
        ending = ntr("A game ends when a player reaches {target} points, or after {count} hand; the highest total "
                     "then wins.", "A game ends when a player reaches {target} points, or after {count} hands; the "
                     "highest total then wins.", rounds, target=target)
    else:
        ending = ntr("A game ends when a side reaches {target} points, or after {count} hand; the highest total "
                     "then wins.", "A game ends when a side reaches {target} points, or after {count} hands; the "
                     "highest total then wins.", rounds, target=target)
    return w.say(ending, "target_score", "max_rounds")


def aim(w: Writer) -> list[str]:
    r = w.rules
    goal = tr("The aim is to score points by laying down melds, sets of cards of one rank, above all canastas (melds "
              "of {canasta_size} cards or more), and to be the first to get rid of your cards: going out.",
              canasta_size=r.canasta_size)
    return [joined(w.say(SEATING[r.side_structure](r), "player_count", "side_structure"), _side_meaning(r)),
            joined(w.say(goal, "canasta_size"), _game_length(w))]


# -- the deal -----------------------------------------------------------------------------------------------
UPCARD_COVERS = {"wild": N_("a wild card"), "red_three": N_("a red three"), "black_three": N_("a black three")}


def _packs(w: Writer) -> str:
    r = w.rules
    total, packs = r.deck_count * (52 + r.jokers_per_pack), r.deck_count
    if r.jokers_per_pack:
        jokers = ntr("one joker", "{number} jokers", r.jokers_per_pack, number=number_word(r.jokers_per_pack))
        uses = ntr("The game uses one pack of 52 cards and {jokers} per pack: {total} cards in all.",
                   "The game uses {number} packs of 52 cards and {jokers} per pack: {total} cards in all.", packs,
                   number=number_word(packs), jokers=jokers, total=total)
    else:
        uses = ntr("The game uses one pack of 52 cards without jokers: {total} cards in all.",
                   "The game uses {number} packs of 52 cards without jokers: {total} cards in all.", packs,
                   number=number_word(packs), total=total)
    return w.say(uses, "deck_count", "jokers_per_pack")


def _cut_joker(w: Writer) -> str | None:
    if w.rules.cut_joker_to_cutter:
        return w.say(tr("When the pack is cut, a joker at the bottom of the lifted part goes to the player who cut, "
                        "as an extra card on top of those dealt to him."), "cut_joker_to_cutter")
    return w.unless_same(tr("A joker at the bottom of the cut stays in the pack."), "cut_joker_to_cutter")


def _dealing(w: Writer) -> str:
    r = w.rules
    if r.active_players < r.player_count:
        dealt = ntr("The four who play the hand are dealt {count} card, one at a time.",
                    "The four who play the hand are dealt {count} cards, one at a time.", r.hand_size)
    else:
        dealt = ntr("Each player is dealt {count} card, one at a time.", "Each player is dealt {count} cards, one at "
                    "a time.", r.hand_size)
    if r.play_direction == "clockwise":
        order = tr("The player to the dealer's left plays first, and play passes to the left (clockwise).")
    else:
        order = tr("The player to the dealer's right plays first, and play passes to the right (counterclockwise).")
    return joined(w.say(dealt, "hand_size"), w.say(order, "play_direction"),
                  tr("The deal passes on after each hand. The other cards go face down in the middle: the stock."))


def _upcard(w: Writer) -> str:
    r = w.rules
    if not r.initial_upcard:
        return w.say(tr("No card is turned up: the discard pile starts empty."), "initial_upcard")
    covers = [tr(UPCARD_COVERS[kind]) for kind in UPCARD_COVERS if kind in r.upcard_cover_ranks]
    if covers:
        cover = tr("If it is {cards}, another card is turned onto it, and so on until the top card is not {cards}; "
                   "the covered cards stay in the pile.", cards=either(covers))
    else:
        cover = tr("Whatever it is, it stays on top.")
    return joined(w.say(tr("The top card of the stock is turned face up to start the discard pile."), "initial_upcard"),
                  w.say(cover, "upcard_cover_ranks"))


def _turn_card(w: Writer) -> str | None:
    n = w.rules.turn_card_from_bottom
    if n is None:
        return w.unless_same(tr("There is no turn card."), "turn_card_from_bottom")
    return w.say(ntr("The {ordinal} card from the bottom of the stock is the turn card, laid crosswise: whoever draws "
                     "it says so, and {count} card is then left.",
                     "The {ordinal} card from the bottom of the stock is the turn card, laid crosswise: whoever draws "
                     "it says so, and {count} cards are then left.", n - 1, ordinal=ordinal(n)),
                 "turn_card_from_bottom")


def _talons(w: Writer) -> str | None:
    r = w.rules
    if r.bonus_cards is None or r.bonus_cards_source != "talons":
        return None
    first, second = r.bonus_cards
    return w.say(tr("After the deal, two packets of {first} and {second} cards are set aside face down: the bonus "
                    "cards (see \"{section}\").", first=first, second=second, section=tr("Melds and wild cards")),
                 "bonus_cards", "bonus_cards_source")


def _bonus_threes(w: Writer) -> str:
    r = w.rules
    if r.threes_as_bonus_cards == "red_only":
        intro = tr("Red threes (3♥, 3♦) are bonus cards: they are never melded and score on their own.")
    else:
        intro = tr("Threes of both colours (3♥, 3♦, 3♠, 3♣) are bonus cards: they are never melded and score on "
                   "their own.")
    return w.say(intro, "threes_as_bonus_cards")


def _threes_at_once(w: Writer) -> str:
    r = w.rules
    if r.side_structure in ("individual", "temporary_partnership"):
        laid = tr("A player dealt one lays it face up in front of him and draws a replacement from the stock; one "
                  "drawn later is laid out and replaced at once, in the same way.")
    else:
        laid = tr("A player dealt one lays it face up in front of him, for his side and draws a replacement from the "
                  "stock; one drawn later is laid out and replaced at once, in the same way.")
    timing = ("dealt_threes_timing",) if r.keep_threes_in_hand == "none" else ()
    return w.say(laid, *timing, "keep_threes_in_hand")


def _threes_by_hand(w: Writer) -> str:
    r = w.rules
    timing = ("dealt_threes_timing",) if r.keep_threes_in_hand == "none" else ()  # a kept three needs laying by hand
    if r.keep_threes_in_hand == "unlimited":
        return w.say(tr("Players lay out their own, each with a replacement from the stock, whenever they like "
                        "during their turn, and may keep any number of them in their hand."), "keep_threes_in_hand")
    sentences = [w.say(tr("Players lay out their own: at the start of your first turn, before drawing, lay out the "
                          "threes you were dealt, drawing a replacement for each; a three you draw later must be "
                          "laid out, with a replacement, before you do anything else."), *timing,
                       "keep_threes_in_hand")]
    if r.keep_threes_in_hand == "one_before_initial_meld":
        if r.special_hands:
            keep = tr("While your side has not melded, you may keep one three in your hand (to build a straight, a "
                      "special hand); once your side has melded, you must lay it out before your next move.")
        else:
            keep = tr("While your side has not melded, you may keep one three in your hand; once your side has "
                      "melded, you must lay it out before your next move.")
        sentences.append(w.say(keep, "keep_threes_in_hand"))
    return joined(*sentences)


def deal(w: Writer) -> list[str]:
    threes = _threes_by_hand(w) if w.rules.threes_laid_by_hand else _threes_at_once(w)
    return [joined(_packs(w), _cut_joker(w)), _dealing(w), joined(_upcard(w), _turn_card(w), _talons(w)),
            joined(_bonus_threes(w), threes)]


# -- the turn -----------------------------------------------------------------------------------------------
def _asking_in_turn(w: Writer) -> str | None:
    r = w.rules
    if not (may_have_partner(r) and r.ask_partner):
        return None  # "Going out" says that partners may not ask
    return w.say(tr("If you want to go out, you may first ask your partner's permission (see \"{section}\").",
                    section=tr("Going out")), "ask_partner")


def turn(w: Writer) -> list[str]:
    n = w.rules.stock_draw_count
    draw = ntr("First draw the top card of the stock, or take the whole discard pile instead (see \"{section}\"); "
               "once you have drawn, you can't change your mind.",
               "First draw the top {number} cards of the stock, or take the whole discard pile instead (see "
               "\"{section}\"); once you have drawn, you can't change your mind.", n, number=number_word(n),
               section=tr("Taking the pile"))
    return [joined(tr("Each turn has three steps: draw, meld and discard."), w.say(draw, "stock_draw_count"),
                   tr("Then you may lay down new melds and add cards to your side's melds, as many as you like; you "
                      "may never add to another side's melds."),
                   tr("Last, discard one card face up onto the pile: that ends your turn.")),
            joined(tr("Until you may go out (see \"{section}\"), you must keep at least one card after your discard, "
                      "so you need at least two cards left after melding.", section=tr("Going out")),
                   _asking_in_turn(w))]
