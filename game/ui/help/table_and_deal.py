"""The first sections of the rules text: the aim of the game (who plays, with whom, for how long), the deal
and the turn.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import RuleSet
from game.ui.help.derived_rules import may_have_partner
from game.ui.help.words import Writer, either, joined, many, number_word, ordinal

# -- aim ----------------------------------------------------------------------------------------------------
SEATING: dict[str, Callable[[RuleSet], str]] = {
    "individual": lambda r: ("Two players play against each other." if r.player_count == 2 else
                             f"{number_word(r.player_count).capitalize()} players play, each for himself."),
    "pairs_opposite": lambda r: "Four players play in two partnerships, partners sitting opposite each other.",
    "teams_of_three_alternating": lambda r: "Six players play in two teams of three, seated so that the teams "
                                            "alternate round the table.",
    "three_pairs": lambda r: "Six players play in three partnerships of two, partners sitting opposite each other.",
    "five_three_vs_two": lambda r: "Five players play in two teams, three against two; each team shares one score. "
                                   "In each hand one player of the team of three sits out, taking turns, and the "
                                   "other four play as two partnerships.",
    "five_rotating_individual": lambda r: "Five players each keep their own score. In each hand one player sits out, "
                                          "in turn round the table, and the other four play as two partnerships: "
                                          "the first and third to play against the second and fourth. Each partner "
                                          "adds his partnership's score for the hand to his own.",
    "temporary_partnership": lambda r: "Three players each keep their own score. Each hand starts with everyone "
                                       "for himself; the first player to take the pile then plays alone, and the "
                                       "other two become partners for the rest of the hand.",
}


def _side_meaning(r: RuleSet) -> str:
    if r.side_structure == "individual":
        return "Each player is a side of his own: where these rules say \"your side\", they mean you."
    if r.has_partners and r.side_structure != "five_three_vs_two":
        return "Partners share their melds and their score: together they are a side."
    return "Partners of a hand share their melds: together they are a side."


def _game_length(w: Writer) -> str:
    r = w.rules
    if r.target_score is None:
        ending = f"A game lasts {r.max_rounds} hands"
    elif r.max_rounds is None:
        ending = f"A game goes on, hand after hand, until a {w.scorer} reaches {r.target_score} points"
    else:
        ending = f"A game ends when a {w.scorer} reaches {r.target_score} points, or after {r.max_rounds} hands"
    return w.say(f"{ending}; the highest total then wins.", "target_score", "max_rounds")


def aim(w: Writer) -> list[str]:
    r = w.rules
    goal = (f"The aim is to score points by laying down melds, sets of cards of one rank, above all canastas (melds "
            f"of {r.canasta_size} cards or more), and to be the first to get rid of your cards: going out.")
    return [joined(w.say(SEATING[r.side_structure](r), "player_count", "side_structure"), _side_meaning(r)),
            joined(w.say(goal, "canasta_size"), _game_length(w))]


# -- the deal -----------------------------------------------------------------------------------------------
UPCARD_COVERS = {"wild": "a wild card", "red_three": "a red three", "black_three": "a black three"}


def _packs(w: Writer) -> str:
    r = w.rules
    total = r.deck_count * (52 + r.jokers_per_pack)
    jokers = f"and {many(r.jokers_per_pack, 'joker')} per pack" if r.jokers_per_pack else "without jokers"
    packs = many(r.deck_count, "pack")
    return w.say(f"The game uses {packs} of 52 cards {jokers}: {total} cards in all.", "deck_count", "jokers_per_pack")


def _cut_joker(w: Writer) -> str | None:
    if w.rules.cut_joker_to_cutter:
        return w.say("When the pack is cut, a joker at the bottom of the lifted part goes to the player who cut, "
                     "as an extra card on top of those dealt to him.", "cut_joker_to_cutter")
    return w.unless_same("A joker at the bottom of the cut stays in the pack.", "cut_joker_to_cutter")


def _dealing(w: Writer) -> str:
    r = w.rules
    who = "The four who play the hand are" if r.active_players < r.player_count else "Each player is"
    if r.play_direction == "clockwise":
        order = "The player to the dealer's left plays first, and play passes to the left (clockwise)."
    else:
        order = "The player to the dealer's right plays first, and play passes to the right (counterclockwise)."
    return joined(w.say(f"{who} dealt {r.hand_size} cards, one at a time.", "hand_size"),
                  w.say(order, "play_direction"),
                  "The deal passes on after each hand. The other cards go face down in the middle: the stock.")


def _upcard(w: Writer) -> str:
    r = w.rules
    if not r.initial_upcard:
        return w.say("No card is turned up: the discard pile starts empty.", "initial_upcard")
    covers = [UPCARD_COVERS[kind] for kind in UPCARD_COVERS if kind in r.upcard_cover_ranks]
    if covers:
        cover = (f"If it is {either(covers)}, another card is turned onto it, and so on until the top card is not "
                 f"{either(covers)}; the covered cards stay in the pile.")
    else:
        cover = "Whatever it is, it stays on top."
    return joined(w.say("The top card of the stock is turned face up to start the discard pile.", "initial_upcard"),
                  w.say(cover, "upcard_cover_ranks"))


def _turn_card(w: Writer) -> str | None:
    n = w.rules.turn_card_from_bottom
    if n is None:
        return w.unless_same("There is no turn card.", "turn_card_from_bottom")
    return w.say(f"The {ordinal(n)} card from the bottom of the stock is the turn card, laid crosswise: whoever "
                 f"draws it says so, and {n - 1} cards are then left.", "turn_card_from_bottom")


def _talons(w: Writer) -> str | None:
    r = w.rules
    if r.bonus_cards is None or r.bonus_cards_source != "talons":
        return None
    first, second = r.bonus_cards
    return w.say(f"After the deal, two packets of {first} and {second} cards are set aside face down: the bonus "
                 f"cards (see \"Melds and wild cards\").", "bonus_cards", "bonus_cards_source")


def _bonus_threes(w: Writer) -> str:
    r = w.rules
    if r.threes_as_bonus_cards == "red_only":
        intro = "Red threes (3♥, 3♦) are bonus cards: they are never melded and score on their own."
    else:
        intro = "Threes of both colours (3♥, 3♦, 3♠, 3♣) are bonus cards: they are never melded and score on their own."
    return w.say(intro, "threes_as_bonus_cards")


def _threes_at_once(w: Writer) -> str:
    r = w.rules
    own = "" if r.side_structure in ("individual", "temporary_partnership") else ", for his side"
    laid = (f"A player dealt one lays it face up in front of him{own} and draws a replacement from the stock; one "
            f"drawn later is laid out and replaced at once, in the same way.")
    timing = ("dealt_threes_timing",) if r.keep_threes_in_hand == "none" else ()
    return w.say(laid, *timing, "keep_threes_in_hand")


def _threes_by_hand(w: Writer) -> str:
    r = w.rules
    timing = ("dealt_threes_timing",) if r.keep_threes_in_hand == "none" else ()  # a kept three needs laying by hand
    if r.keep_threes_in_hand == "unlimited":
        return w.say("Players lay out their own, each with a replacement from the stock, whenever they like during "
                     "their turn, and may keep any number of them in their hand.", "keep_threes_in_hand")
    sentences = [w.say("Players lay out their own: at the start of your first turn, before drawing, lay out the "
                       "threes you were dealt, drawing a replacement for each; a three you draw later must be laid "
                       "out, with a replacement, before you do anything else.", *timing, "keep_threes_in_hand")]
    if r.keep_threes_in_hand == "one_before_initial_meld":
        why = " (to build a straight, a special hand)" if r.special_hands else ""
        sentences.append(w.say(f"While your side has not melded, you may keep one three in your hand{why}; once your "
                               f"side has melded, you must lay it out before your next move.", "keep_threes_in_hand"))
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
    return w.say("If you want to go out, you may first ask your partner's permission (see \"Going out\").",
                 "ask_partner")


def turn(w: Writer) -> list[str]:
    n = w.rules.stock_draw_count
    drawn = "the top card" if n == 1 else f"the top {number_word(n)} cards"
    return [joined("Each turn has three steps: draw, meld and discard.",
                   w.say(f"First draw {drawn} of the stock, or take the whole discard pile instead (see \"Taking the "
                         f"pile\"); once you have drawn, you can't change your mind.", "stock_draw_count"),
                   "Then you may lay down new melds and add cards to your side's melds, as many as you like; you "
                   "may never add to another side's melds.",
                   "Last, discard one card face up onto the pile: that ends your turn."),
            joined("Until you may go out (see \"Going out\"), you must keep at least one card after your discard, "
                   "so you need at least two cards left after melding.", _asking_in_turn(w))]
