"""The rules of the game in force, in plain English, written from its RuleSet (RULES.md sections 2 to 4).

Every sentence is made from the fields of the rules, never from a preset's name, so a house rule changes
the text with it.  Where the engine lets one option depend on another (threes scored by a table of their
own, a forced take that needs lay-off takes), the text says what the engine does, and says nothing of an
option that changes nothing.  Given the preset's own rules as ``base``, each sentence about an option
that differs from them ends with " (house rule)".  No pygame here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.core import MAC_THREES, RuleSet

HOUSE_RULE = " (house rule)"
SENTENCE_END = re.compile(r"(?<=[.:]) (?=[A-Z])")  # where one sentence of a statement ends and the next begins


@dataclass(frozen=True)
class Section:
    key: str  # stable id, one of: "aim", "deal", "turn", "melds", "pile", "going_out", "scoring", "end", "variant"
    title: str  # e.g. "Melds and wild cards"
    paragraphs: tuple[str, ...]
    # A paragraph is plain English text.  A paragraph whose every line holds a tab is a table: rows separated
    # by "\n", the two cells of a row by "\t" (e.g. "Jokers\t50 points").  A paragraph starting with "• " is a
    # bullet point.


# -- words --------------------------------------------------------------------------------------------------
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
RANK_NAMES = {"JK": "jokers", "2": "twos", "A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens",
              "9": "nines", "8": "eights", "7": "sevens", "6": "sixes", "5": "fives", "4": "fours", "3": "threes"}
NATURAL_ORDER = "AKQJT98765" + "4"
UPCARD_COVERS = {"wild": "a wild card", "red_three": "a red three", "black_three": "a black three"}
UNFINISHED_KINDS = {"sevens": "meld of sevens", "pure_aces": "meld of aces without wild cards",
                    "wild": "meld of wild cards alone"}
SPECIAL_HANDS = {  # MAC-33, as special_hands.py recognises them
    "straight": ("Straight", "one each of ace, king, queen, jack, 10, 9, 8, 7, 6, 5 and 4, plus one three, one "
                             "two and one joker."),
    "natural_pairs": ("Natural pairs", "seven pairs of natural cards, no wild card."),
    "pairs_with_wilds": ("Pairs with wilds", "seven pairs, among them a pair of aces, a pair of sevens and one pair "
                                             "of wild cards (two twos or two jokers); the others natural."),
    "garbage": ("Garbage", "two sets of four and two sets of three natural cards, all four of different ranks."),
}
# Options whose order means nothing, and options kept as pairs that mean a mapping.
SET_FIELDS = ("upcard_cover_ranks", "no_out_with_incomplete")
MAP_FIELDS = ("card_values", "wild_canasta_bonus", "incomplete_meld_penalties", "hand_rank_hoard_penalty",
              "special_hand_values")


def _count(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def _many(n: int, noun: str) -> str:
    return f"{_count(n)} {noun}" + ("" if n == 1 else "s")


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def _either(items: list[str], word: str = "or") -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"


def _comparable(field: str, value: Any) -> Any:
    if field in SET_FIELDS:
        return frozenset(value)
    if field in MAP_FIELDS and isinstance(value, tuple):
        return dict(value)
    return value


class _Writer:
    """The rules to describe, and the preset's own rules to mark the sentences about options that differ."""

    def __init__(self, rules: RuleSet, base: RuleSet | None) -> None:
        self.rules = rules
        self.base = base

    def differs(self, *names: str) -> bool:
        base = self.base
        return base is not None and any(
            _comparable(name, getattr(self.rules, name)) != _comparable(name, getattr(base, name)) for name in names)

    def say(self, statement: str, *names: str, changed: bool = False) -> str:
        """The statement (one sentence or a few), each sentence ending in " (house rule)" before its full stop
        where it describes an option that differs from the base (``changed``: where what it says follows from
        several options at once)."""
        if not (changed and self.base is not None or self.differs(*names)):
            return statement
        return " ".join(_marked(sentence) for sentence in SENTENCE_END.split(statement))

    def changed_by(self, question: Callable[[RuleSet], Any]) -> bool:
        """Whether the base answers a question about the rules differently (threes laid by hand, say)."""
        return self.base is not None and question(self.base) != question(self.rules)

    def unless_same(self, sentence: str, *names: str) -> str | None:
        """A sentence that is worth saying only as a house rule (what the preset had and these rules lack)."""
        return self.say(sentence, *names) if self.differs(*names) else None

    @property
    def side(self) -> str:
        return "player" if self.rules.side_structure == "individual" else "side"

    @property
    def its(self) -> str:
        return "his" if self.side == "player" else "its"

    @property
    def it(self) -> str:
        return "him" if self.side == "player" else "it"

    @property
    def scorer(self) -> str:
        """Who keeps a score: a side, or each player where partners of a hand keep their own."""
        return "player" if self.rules.scores_by_seat else "side"


def _marked(sentence: str) -> str:
    stop = sentence[-1] if sentence[-1] in ".:" else ""
    return sentence[:len(sentence) - len(stop)] + HOUSE_RULE + stop


def _text(*sentences: str | None) -> str:
    return " ".join(s for s in sentences if s)


def _table(rows: Iterable[tuple[str, str]]) -> str:
    return "\n".join(f"{label}\t{value}" for label, value in rows)


# -- what the engine makes of several options together -------------------------------------------------------
def _threes(r: RuleSet) -> str:
    """The bonus threes, as players say them."""
    return "red threes" if r.threes_as_bonus_cards == "red_only" else "threes"


def _has_partners(r: RuleSet) -> bool:
    """Whether a player may have a partner in some hand (fixed, for the hand, or once two join up)."""
    return r.has_partners or r.side_structure in ("five_three_vs_two", "five_rotating_individual",
                                                  "temporary_partnership")


def _red_three_method(r: RuleSet) -> str:
    """How the engine scores laid-out threes (scoring.py): two against one always by count; otherwise a
    canasta per three (VV-16) or the colour table (MAC-35) first, then the count tables."""
    if r.side_structure != "temporary_partnership":
        if r.red_three_sign_rule == "one_canasta_per_three":
            return "per_canasta"
        if r.red_three_scoring == "mac_colour_table":
            return "by_colour"
    if r.red_three_scoring in ("progressive_doubling", "six_player_table"):
        return r.red_three_scoring
    return "linear"


def _forced_take(r: RuleSet) -> bool:
    """The take with an empty stock is forced only as a lay-off take of an unfrozen pile (C-STOCK-2a)."""
    return r.forced_take_when_stock_empty and r.pile_take_by_layoff and not r.pile_always_frozen


def _black_threes_reach_pile(r: RuleSet) -> bool:
    return (r.threes_as_bonus_cards == "red_only" or r.three_discard_allowed and r.threes_laid_by_hand
            or r.initial_upcard and "black_three" not in r.upcard_cover_ranks)


def _bonus_threes_reach_pile(r: RuleSet) -> bool:
    return r.initial_upcard or r.three_discard_allowed and r.threes_laid_by_hand


def _hoard_counts(r: RuleSet) -> bool:
    """Hoarded ranks cost points only where black threes in hand keep their card value (scoring.hand_penalty)."""
    return bool(r.hand_rank_hoard_penalty) and r.black_three_in_hand_scoring != "progressive_negative"


# -- aim ----------------------------------------------------------------------------------------------------
SEATING: dict[str, Callable[[RuleSet], str]] = {
    "individual": lambda r: ("Two players play against each other." if r.player_count == 2 else
                             f"{_count(r.player_count).capitalize()} players play, each for himself."),
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


def _game_length(w: _Writer) -> str:
    r = w.rules
    if r.target_score is None:
        ending = f"A game lasts {r.max_rounds} hands"
    elif r.max_rounds is None:
        ending = f"A game goes on, hand after hand, until a {w.scorer} reaches {r.target_score} points"
    else:
        ending = f"A game ends when a {w.scorer} reaches {r.target_score} points, or after {r.max_rounds} hands"
    return w.say(f"{ending}; the highest total then wins.", "target_score", "max_rounds")


def _aim(w: _Writer) -> list[str]:
    r = w.rules
    goal = (f"The aim is to score points by laying down melds, sets of cards of one rank, above all canastas (melds "
            f"of {r.canasta_size} cards or more), and to be the first to get rid of your cards: going out.")
    return [_text(w.say(SEATING[r.side_structure](r), "player_count", "side_structure"), _side_meaning(r)),
            _text(w.say(goal, "canasta_size"), _game_length(w))]


# -- the deal -----------------------------------------------------------------------------------------------
def _packs(w: _Writer) -> str:
    r = w.rules
    total = r.deck_count * (52 + r.jokers_per_pack)
    jokers = f"and {_many(r.jokers_per_pack, 'joker')} per pack" if r.jokers_per_pack else "without jokers"
    packs = _many(r.deck_count, "pack")
    return w.say(f"The game uses {packs} of 52 cards {jokers}: {total} cards in all.", "deck_count", "jokers_per_pack")


def _cut_joker(w: _Writer) -> str | None:
    if w.rules.cut_joker_to_cutter:
        return w.say("When the pack is cut, a joker at the bottom of the lifted part goes to the player who cut, "
                     "as an extra card on top of those dealt to him.", "cut_joker_to_cutter")
    return w.unless_same("A joker at the bottom of the cut stays in the pack.", "cut_joker_to_cutter")


def _dealing(w: _Writer) -> str:
    r = w.rules
    who = "The four who play the hand are" if r.active_players < r.player_count else "Each player is"
    if r.play_direction == "clockwise":
        order = "The player to the dealer's left plays first, and play passes to the left (clockwise)."
    else:
        order = "The player to the dealer's right plays first, and play passes to the right (counterclockwise)."
    return _text(w.say(f"{who} dealt {r.hand_size} cards, one at a time.", "hand_size"),
                 w.say(order, "play_direction"),
                 "The deal passes on after each hand. The other cards go face down in the middle: the stock.")


def _upcard(w: _Writer) -> str:
    r = w.rules
    if not r.initial_upcard:
        return w.say("No card is turned up: the discard pile starts empty.", "initial_upcard")
    covers = [UPCARD_COVERS[kind] for kind in UPCARD_COVERS if kind in r.upcard_cover_ranks]
    if covers:
        cover = (f"If it is {_either(covers)}, another card is turned onto it, and so on until the top card is not "
                 f"{_either(covers)}; the covered cards stay in the pile.")
    else:
        cover = "Whatever it is, it stays on top."
    return _text(w.say("The top card of the stock is turned face up to start the discard pile.", "initial_upcard"),
                 w.say(cover, "upcard_cover_ranks"))


def _turn_card(w: _Writer) -> str | None:
    n = w.rules.turn_card_from_bottom
    if n is None:
        return w.unless_same("There is no turn card.", "turn_card_from_bottom")
    return w.say(f"The {_ordinal(n)} card from the bottom of the stock is the turn card, laid crosswise: whoever "
                 f"draws it says so, and {n - 1} cards are then left.", "turn_card_from_bottom")


def _talons(w: _Writer) -> str | None:
    r = w.rules
    if r.bonus_cards is None or r.bonus_cards_source != "talons":
        return None
    first, second = r.bonus_cards
    return w.say(f"After the deal, two packets of {first} and {second} cards are set aside face down: the bonus "
                 f"cards (see \"Melds and wild cards\").", "bonus_cards", "bonus_cards_source")


def _bonus_threes(w: _Writer) -> str:
    r = w.rules
    if r.threes_as_bonus_cards == "red_only":
        intro = "Red threes (3♥, 3♦) are bonus cards: they are never melded and score on their own."
    else:
        intro = "Threes of both colours (3♥, 3♦, 3♠, 3♣) are bonus cards: they are never melded and score on their own."
    return w.say(intro, "threes_as_bonus_cards")


def _threes_at_once(w: _Writer) -> str:
    r = w.rules
    own = "" if r.side_structure in ("individual", "temporary_partnership") else ", for his side"
    laid = (f"A player dealt one lays it face up in front of him{own} and draws a replacement from the stock; one "
            f"drawn later is laid out and replaced at once, in the same way.")
    timing = ("dealt_threes_timing",) if r.keep_threes_in_hand == "none" else ()
    return w.say(laid, *timing, "keep_threes_in_hand")


def _threes_by_hand(w: _Writer) -> str:
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
    return _text(*sentences)


def _deal(w: _Writer) -> list[str]:
    threes = _threes_by_hand(w) if w.rules.threes_laid_by_hand else _threes_at_once(w)
    return [_text(_packs(w), _cut_joker(w)), _dealing(w), _text(_upcard(w), _turn_card(w), _talons(w)),
            _text(_bonus_threes(w), threes)]


# -- the turn -----------------------------------------------------------------------------------------------
def _asking_in_turn(w: _Writer) -> str | None:
    r = w.rules
    if not (_has_partners(r) and r.ask_partner):
        return None  # "Going out" says that partners may not ask
    return w.say("If you want to go out, you may first ask your partner's permission (see \"Going out\").",
                 "ask_partner")


def _turn(w: _Writer) -> list[str]:
    n = w.rules.stock_draw_count
    drawn = "the top card" if n == 1 else f"the top {_count(n)} cards"
    return [_text("Each turn has three steps: draw, meld and discard.",
                  w.say(f"First draw {drawn} of the stock, or take the whole discard pile instead (see \"Taking the "
                        f"pile\"); once you have drawn, you can't change your mind.", "stock_draw_count"),
                  "Then you may lay down new melds and add cards to your side's melds, as many as you like; you "
                  "may never add to another side's melds.",
                  "Last, discard one card face up onto the pile: that ends your turn."),
            _text("Until you may go out (see \"Going out\"), you must keep at least one card after your discard, "
                  "so you need at least two cards left after melding.", _asking_in_turn(w))]


# -- melds --------------------------------------------------------------------------------------------------
def _meld_shape(w: _Writer) -> str:
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
    return _text(size, largest, "Jokers and twos are wild cards; fours up to aces are natural cards. A wild card "
                 "stands in for a natural card of the meld's rank.", "Your side has at most one meld of each "
                 "rank: more cards of that rank go onto it. Melded cards stay on the table, and a wild card in a "
                 "meld can't be taken back.")


def _wild_limits(w: _Writer) -> str:
    r = w.rules
    others = " (except a meld of wild cards alone, below)" if r.wild_card_melds else ""
    naturals = w.say(f"Every meld needs at least {_many(r.min_naturals_per_meld, 'natural card')}{others}.",
                     "min_naturals_per_meld")
    cap = r.max_wild_per_meld
    most = f"at most {_many(cap, 'wild card')}" if cap is not None else "any number of wild cards"
    ratio = {"at_most_equal": ", but never more wild cards than natural cards",
             "strictly_fewer": ", as long as its natural cards outnumber them", "none": ""}[r.wild_ratio]
    limit = w.say(f"A meld may hold {most}{ratio}; this holds at every moment, also when cards are added.",
                  "max_wild_per_meld", "wild_ratio")
    canasta = w.say(f"A meld of {r.canasta_size} or more cards is a canasta: a natural canasta if it has no wild card, "
                    f"a mixed canasta if it has one or more.", "canasta_size")
    return _text(naturals, limit, canasta)


def _black_three_meld(w: _Writer) -> str | None:
    r = w.rules
    if r.black_three_meld_when_going_out:
        wild = ", one of which may be a wild card" if r.black_three_meld_allows_wild else ", with no wild card"
        return w.say(f"Black threes can be melded only in the turn you go out: 3 or 4 cards{wild}.",
                     "black_three_meld_when_going_out", "black_three_meld_allows_wild")
    if r.threes_as_bonus_cards == "red_only" or w.differs("black_three_meld_when_going_out"):
        return w.say("Black threes can never be melded.", "black_three_meld_when_going_out")
    return None


def _wild_melds(w: _Writer) -> list[str | None]:
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


def _clean_ranks(w: _Writer) -> list[str | None]:
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


def _rule_of_five(w: _Writer) -> str | None:
    r = w.rules
    if not r.rule_of_five:
        return w.unless_same("There is no rule of five: after the first meld, wild cards may join any meld within "
                             "the limits above.", "rule_of_five")
    wild = " A meld of wild cards alone is not bound by it." if r.wild_card_melds else ""
    return w.say(f"Rule of five: after your side's first meld, wild cards may join only a meld that holds at least "
                 f"five natural cards (counting those laid with them), so a meld begun later has no wild card until "
                 f"it holds five natural cards. The melds of the first meld itself may have wild cards.{wild}",
                 "rule_of_five")


def _dead_ranks(w: _Writer) -> str | None:
    r = w.rules
    if r.dead_rank_trigger == "off":
        return w.unless_same("A completed canasta closes no rank.", "dead_rank_trigger")
    kind = "a canasta" if r.dead_rank_trigger == "any_canasta" else "a natural canasta"
    anyone = "either side" if r.side_count == 2 else "any side"
    dead = w.say(f"Dead ranks: once {anyone} has completed {kind} of a rank, that rank is dead: nobody may begin or "
                 f"add to a meld of it, not even the canasta itself, and a card of that rank can't be used to take "
                 f"the pile, so it is a safe discard.", "dead_rank_trigger")
    if r.allow_meld_of_opponents_closed_rank:
        return _text(dead, w.say("A rank closed only by another side stays open to yours.",
                                 "allow_meld_of_opponents_closed_rank"))
    return _text(dead, w.unless_same("A rank another side closed is dead for yours too.",
                                     "allow_meld_of_opponents_closed_rank"))


def _first_meld(w: _Writer) -> str:
    r = w.rules
    whose = "your own" if r.scores_by_seat else "your side's"
    minimum = w.say(f"Your side's first meld in each hand must be worth at least a minimum number of points, which "
                    f"depends on {whose} total score (see the table under \"Scoring\"); only the points of the cards "
                    f"laid count, not {_threes(r)} or bonuses.", "initial_meld_table")
    if r.initial_meld_single_meld_only:
        play = w.say("One player must reach it in a single play, and one meld alone must reach it: several melds "
                     "don't add up.", "initial_meld_single_meld_only")
    else:
        play = w.say("One player must reach it in a single play, which may lay down several melds that count "
                     "together.", "initial_meld_single_meld_only")
    return _text(minimum, play, _clean_requirement(w))


def _clean_requirement(w: _Writer) -> str | None:
    need = {"pure_or_wild_meld": "It must include a clean meld (three or more natural cards, no wild card) or a "
                                 "meld of wild cards alone.",
            "pure_always": "It must include a clean meld: three or more natural cards and no wild card.",
            "three_naturals": "One of its melds must hold at least three natural cards."}.get(
        w.rules.initial_meld_clean_requirement)
    if need is None:
        return w.unless_same("Any melds that reach the minimum will do.", "initial_meld_clean_requirement")
    return w.say(need, "initial_meld_clean_requirement")


def _bonus_cards(w: _Writer) -> str | None:
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
    return _text(earn, source)


def _melds(w: _Writer) -> list[str]:
    return [_meld_shape(w), _wild_limits(w),
            _text(*_clean_ranks(w), _rule_of_five(w), *_wild_melds(w), _dead_ranks(w), _black_three_meld(w)),
            _first_meld(w), _bonus_cards(w) or ""]


# -- the pile -----------------------------------------------------------------------------------------------
def _taking(w: _Writer) -> str:
    r = w.rules
    found = None
    if _bonus_threes_reach_pile(r):
        why = ("initial_upcard",) if r.initial_upcard else ("three_discard_allowed",)
        found = w.say(f"{_threes(r).capitalize()} found in it are laid out like any other, without replacement.",
                      *why)
    three = ""
    if _bonus_threes_reach_pile(r):
        three = " or a red three" if r.threes_as_bonus_cards == "red_only" else " or a three"
    return _text("Instead of drawing from the stock, you may take the whole discard pile. You must meld its top card "
                 "at once; the rest of the pile then goes into your hand. Only the top card and your own cards "
                 "count: cards lower in the pile can't help.", found,
                 f"A pile whose top card is a wild card{three} can't be taken until another card covers it.")


def _open_takes(w: _Writer) -> list[str]:
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


def _freezing(w: _Writer) -> str:
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
    return _text(frozen, always, wild, red, black)


def _unmelded_side(w: _Writer) -> str:
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
    return _text(first, w.say(top, "initial_meld_counts_top_discard"))


def _blocked(w: _Writer) -> str | None:
    r = w.rules
    if not _black_threes_reach_pile(r):
        return None
    if r.pile_always_frozen:
        return "A black three on top of the pile blocks it: nobody can take the pile while it lies there."
    if r.black_three_block == "until_taken":
        return w.say("A black three on top of the pile blocks it: nobody can take the pile while it lies there.",
                     "black_three_block")
    return w.say("A black three on top of the pile blocks it: the next player can't take it and must draw from the "
                 "stock; once it is covered, it has no further effect.", "black_three_block")


def _take_limits(w: _Writer) -> list[str | None]:
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


def _stock_runs_out(w: _Writer) -> str:
    r = w.rules
    names = ("forced_take_when_stock_empty", "pile_take_by_layoff", "pile_always_frozen")
    if _forced_take(r):
        end = w.say("When the stock is used up, you must take the pile if it is not frozen for your side and its top "
                    "card fits onto one of your side's melds; otherwise you may take it if you can, and if you don't, "
                    "the hand ends.", *names)
    else:
        end = w.say("When the stock is used up, play goes on only as long as each player takes the pile, which "
                    "nobody has to do; the first player who doesn't, or can't, ends the hand.", *names)
    return _text(end, _last_stock_three(w))


def _last_stock_three(w: _Writer) -> str:
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


def _pile(w: _Writer) -> list[str]:
    limits = _text(*_take_limits(w))
    return [_taking(w), *_open_takes(w), _text(_freezing(w), _unmelded_side(w)), _blocked(w) or "", limits,
            _stock_runs_out(w)]


# -- going out ----------------------------------------------------------------------------------------------
def _final_discard(w: _Writer) -> str:
    how = {"optional": "You may go out by melding all your cards, or by melding all but one and discarding it.",
           "required": "To go out you must keep one card for a last discard: melding every card is not allowed.",
           "required_face_down": "To go out you must keep one card for a last discard, placed face down: melding "
                                 "every card is not allowed."}[w.rules.final_discard]
    return w.say(how, "final_discard")


def _canastas_needed(w: _Writer) -> str:
    r = w.rules
    n = r.canastas_to_go_out
    if n == 0:
        need = w.say("You may go out without any canasta.", "canastas_to_go_out")
    else:
        need = w.say(f"You may go out only when your side has at least {_many(n, 'canasta')}; one you complete in "
                     f"the same turn counts.", "canastas_to_go_out")
    kinds = [UNFINISHED_KINDS[kind] for kind in UNFINISHED_KINDS if kind in r.no_out_with_incomplete
             and (kind != "wild" or r.wild_card_melds)]
    unfinished: str | None
    if kinds:
        unfinished = w.say(f"Nor may your side go out while it has an unfinished {_either(kinds)} (fewer than "
                           f"{r.canasta_size} cards).", "no_out_with_incomplete")
    else:
        unfinished = w.unless_same("Unfinished melds don't stop you going out.", "no_out_with_incomplete")
    return _text(need, unfinished)


def _asking(w: _Writer) -> str | None:
    r = w.rules
    if not _has_partners(r):
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
        often = w.say(f"You may ask at most {_times(limit)} in each hand.", "ask_partner_limit_per_hand")
    when = "Once partners are formed in a hand: " if r.side_structure == "temporary_partnership" else ""
    return when + _text(ask, often)


def _concealed(w: _Writer) -> str:
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
    return _text(how, minimum)


def _special_hands(w: _Writer) -> list[str]:
    r = w.rules
    if not r.special_hands:
        return [w.unless_same("There are no special hands.", "special_hands") or ""]
    intro = w.say(f"Special hands: while your side has not melded in this hand, straight after drawing from the stock "
                  f"you may show your whole hand of {r.hand_size + 1} cards if it is one of these; the hand ends at "
                  f"once, without a discard, and your side scores only its value (see \"Scoring\").", "special_hands")
    return [intro, *(f"• {name}: {cards}" for name, cards in SPECIAL_HANDS.values())]


def _discards(w: _Writer) -> str:
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
    return _text(*sentences)


def _going_out(w: _Writer) -> list[str]:
    return [_text("You go out when your last card leaves your hand; the hand then ends at once.", _final_discard(w),
                  _canastas_needed(w)),
            _asking(w) or "", _concealed(w), *_special_hands(w), _discards(w)]


# -- scoring ------------------------------------------------------------------------------------------------
def _score_parts(w: _Writer) -> list[str]:
    r = w.rules
    its, it = w.its, w.it
    if r.melded_cards_negative_without_canasta:
        has = "he has" if w.side == "player" else "it has"
        melded = w.say(f"• The points of all {its} melded cards, if {has} a canasta; without one, they count against "
                       f"{it}.", "melded_cards_negative_without_canasta")
    else:
        melded = w.say(f"• The points of all {its} melded cards.", "melded_cards_negative_without_canasta")
    held = "its players' hands" if w.side == "side" else "his hand"
    out = "the side of the player who did" if w.side == "side" else "the player who did"
    parts = [f"At the end of a hand, each {w.side} scores:", melded, "• A bonus for each canasta.",
             f"• {its.capitalize()} {_threes(r)}.", f"• A bonus for going out, for {out}.",
             f"• Minus the points of the cards left in {held}."]
    if r.incomplete_meld_penalties:
        parts.append(w.say("• Minus penalties for unfinished melds.", "incomplete_meld_penalties"))
    return parts


def _card_rows(r: RuleSet) -> list[tuple[str, str]]:
    values = dict(r.card_values)
    rows = [("Jokers", f"{values['JK']} points"), ("Twos", f"{values['2']} points")]
    run: list[str] = []
    for rank in NATURAL_ORDER:  # neighbouring ranks of one value share a row: "Kings to eights"
        if run and values[run[-1]] != values[rank]:
            rows.append(_run_row(run, values))
            run = []
        run.append(rank)
    rows.append(_run_row(run, values))
    if r.threes_as_bonus_cards == "red_only" and not r.threes_laid_by_hand:
        three = "Black threes, melded" if r.black_three_in_hand_scoring == "progressive_negative" else "Black threes"
    else:
        three = "Threes left in a hand"
    rows.append((three, f"{values['3']} points"))
    return rows


def _run_row(run: list[str], values: dict[str, int]) -> tuple[str, str]:
    label = RANK_NAMES[run[0]].capitalize() + (f" to {RANK_NAMES[run[-1]]}" if len(run) > 1 else "")
    return label, f"{values[run[0]]} points"


def _canasta_bonuses(w: _Writer) -> str:
    r = w.rules
    both = w.say(f"Each canasta scores a bonus on top of its cards: {r.natural_canasta_bonus} for a natural canasta, "
                 f"{r.mixed_canasta_bonus} for a mixed one.", "natural_canasta_bonus", "mixed_canasta_bonus")
    sentences: list[str | None] = [both]
    if r.sevens_canasta_bonus is not None:
        sentences.append(w.say(f"A canasta of sevens scores {r.sevens_canasta_bonus} instead.", "sevens_canasta_bonus"))
    else:
        sentences.append(w.unless_same("A canasta of sevens scores like any other.", "sevens_canasta_bonus"))
    if r.clean_aces_canasta_bonus is not None:
        sentences.append(w.say(f"A canasta of aces without wild cards scores {r.clean_aces_canasta_bonus} instead.",
                               "clean_aces_canasta_bonus"))
    else:
        sentences.append(w.unless_same("A canasta of aces scores like any other.", "clean_aces_canasta_bonus"))
    if r.wild_card_melds:
        sentences.append(_wild_canasta(w))
    if r.concealed_canasta_bonus:
        sentences.append(w.say(f"A natural or mixed canasta laid down whole in a single play, from your hand (with the "
                               f"pile's top card when you take the pile), scores {r.concealed_canasta_bonus} more.",
                               "concealed_canasta_bonus"))
    else:
        sentences.append(w.unless_same("A canasta laid down whole scores nothing extra.", "concealed_canasta_bonus"))
    if r.hand_canasta_bonus is not None:
        sentences.append(w.say(f"When a player goes out concealed, each canasta he completed in that turn scores "
                               f"{r.hand_canasta_bonus} instead of its usual bonus.", "hand_canasta_bonus"))
    else:
        sentences.append(w.unless_same("A canasta made while going out concealed scores its usual bonus.",
                                       "hand_canasta_bonus"))
    return _text(*sentences)


def _wild_canasta(w: _Writer) -> str:
    r = w.rules
    bonus = r.wild_canasta_bonus
    if not isinstance(bonus, tuple):
        return w.say(f"A canasta of wild cards alone scores {bonus}.", "wild_canasta_bonus", "wild_card_melds")
    points = dict(bonus)
    jokers = r.jokers_per_pack * r.deck_count
    all_jokers = f", {points['four_jokers']} if it holds all {_count(jokers)} jokers" if jokers else ""
    return w.say(f"A canasta of wild cards alone scores {points['seven_twos']} if it is all twos{all_jokers}, and "
                 f"{points['other']} otherwise.", "wild_canasta_bonus", "wild_card_melds")


def _going_out_bonuses(w: _Writer) -> str:
    r = w.rules
    if r.concealed_going_out_bonus == r.going_out_bonus:
        out = f"Going out scores {r.going_out_bonus}, concealed or not."
    else:
        out = (f"Going out scores {r.going_out_bonus}; going out concealed scores {r.concealed_going_out_bonus} "
               f"instead.")
    sentences: list[str | None] = [w.say(out, "going_out_bonus", "concealed_going_out_bonus")]
    if r.quick_out_bonus is not None:
        n = r.quick_out_max_stock_draws
        early = "without drawing from the stock" if n == 0 else f"after drawing from the stock at most {_times(n)}"
        sentences.append(w.say(f"Going out {early} in the hand scores {r.quick_out_bonus} instead.",
                               "quick_out_bonus", "quick_out_max_stock_draws"))
    else:
        sentences.append(w.unless_same("Going out early earns nothing extra.", "quick_out_bonus"))
    return _text(*sentences)


def _red_three_scores(w: _Writer) -> list[str]:
    r = w.rules
    method = _red_three_method(r)
    changed = w.base is not None and _red_three_method(w.base) != method
    if method == "per_canasta":
        return [_per_canasta_threes(w, changed)]
    if method == "by_colour":
        return _colour_threes(w, changed)
    return [_text(_counted_threes(w, method, changed), _three_sign(w, changed))]


def _counted_threes(w: _Writer, method: str, changed: bool) -> str:
    r = w.rules
    if method == "progressive_doubling":
        return w.say("Red threes score by doubling: one scores 100, two 200, three 400, four 800, and each more "
                     "doubles it.", changed=changed)
    each = w.say(f"Each {_threes(r)[:-1]} laid out scores {r.red_three_value}.", "red_three_value", changed=changed)
    if method == "six_player_table":
        return _text(each, w.say("Five together score 1000, and six score 1200.", changed=changed))
    n, bonus = 2 * r.deck_count, r.red_three_all_four_bonus
    holder = "player" if r.side_structure == "temporary_partnership" else w.side
    if r.threes_as_bonus_cards != "red_only":
        whole = f"A {holder} with exactly {_count(n)} threes laid out scores {bonus} more."
    elif bonus:
        whole = (f"A {holder} with all {_count(n)} red threes scores {bonus} more: {n * r.red_three_value + bonus} "
                 f"in all.")
    else:
        whole = f"Having all {_count(n)} red threes earns nothing extra."
    return _text(each, w.say(whole, "red_three_all_four_bonus", "red_three_value", changed=changed))


def _three_sign(w: _Writer, changed: bool) -> str:
    r = w.rules
    if r.side_structure == "temporary_partnership":
        return w.say("Each player scores his own red threes: they count for him if his side (alone, or with his "
                     "partner) has melded in the hand, and against him if not.", changed=changed)
    return w.say(f"They count for a {w.side} that has melded in the hand, and against one that has not.",
                 changed=changed)


def _per_canasta_threes(w: _Writer, changed: bool) -> str:
    r, side, its, it = w.rules, w.side, w.its, w.it
    need = w.say(f"Red threes need canastas: each {side} needs a canasta of {its} own for each red three that is to "
                 f"count for {it}.", changed=changed)
    scale = "one scores 100, two 200, three 400, four 800, and each more doubles it"
    if r.vv_red_three_split == "split":
        rule = w.say(f"The threes covered by canastas count for the {side} and the rest against {it}, each group by "
                     f"doubling: {scale}. So three red threes with two canastas score 200 - 100 = 100.",
                     "vv_red_three_split", changed=changed)
    else:
        rule = w.say(f"With at least as many canastas as red threes, they all count for the {side}; otherwise they "
                     f"all count against {it}. They score by doubling: {scale}.", "vv_red_three_split",
                     changed=changed)
    return _text(need, rule)


def _colour_threes(w: _Writer, changed: bool) -> list[str]:
    r = w.rules
    intro = w.say(f"{_threes(r).capitalize()} are scored by colour, red and black apart, and the two added:",
                  changed=changed)
    most = len(MAC_THREES) - 1  # this many or more of a colour score the last row
    rows = [(f"{_count(n).capitalize()}{' or more' if n == most else ''} of a colour", f"{points} points")
            for n, points in enumerate(MAC_THREES) if n]
    sign = w.say("The total counts against a side with no canasta, for nothing with one canasta, and for the side "
                 "with two or more.", changed=changed)
    return [intro, _table(rows), sign]


def _threes_in_hand(w: _Writer) -> str | None:
    r = w.rules
    if not r.threes_laid_by_hand:
        return None
    by_hand = w.changed_by(lambda rules: rules.threes_laid_by_hand)
    if r.threes_in_hand_scored_as_table:
        return w.say("Threes still in a hand at the end are scored as if they were laid out.",
                     "threes_in_hand_scored_as_table", changed=by_hand)
    return w.say("A three still in a hand at the end counts only as a card left in hand.",
                 "threes_in_hand_scored_as_table", changed=by_hand)


def _hand_penalties(w: _Writer) -> str:
    r = w.rules
    sentences: list[str | None] = []
    if r.black_three_in_hand_scoring == "progressive_negative":
        sentences.append(w.say("Black threes left in a hand cost 100 for one, 200 for two, 400 for three, and double "
                               "for each more, instead of their card value.", "black_three_in_hand_scoring"))
    else:
        sentences.append(w.unless_same("Black threes left in a hand cost their card value.",
                                       "black_three_in_hand_scoring"))
    if r.incomplete_meld_penalties:
        costs = [f"{points} for a {UNFINISHED_KINDS[kind]}" for kind, points in r.incomplete_meld_penalties
                 if kind != "wild" or r.wild_card_melds]
        if costs:
            sentences.append(w.say(f"An unfinished meld costs its side a penalty: {_either(costs, 'and')}; its cards "
                                   f"still count as melded.", "incomplete_meld_penalties"))
    else:
        sentences.append(w.unless_same("Unfinished melds cost nothing extra.", "incomplete_meld_penalties"))
    if _hoard_counts(r):
        hoards = [f"{RANK_NAMES[rank]} {points}" for rank, points in r.hand_rank_hoard_penalty]
        sentences.append(w.say(f"A player left holding three or more cards of one of these ranks costs his side extra: "
                               f"{_either(hoards, 'and')}.", "hand_rank_hoard_penalty"))
    elif r.black_three_in_hand_scoring != "progressive_negative":
        sentences.append(w.unless_same("Holding many cards of one rank costs nothing extra.",
                                       "hand_rank_hoard_penalty"))
    if r.concealed_out_doubles_opponent_negatives:
        sentences.append(w.say(f"When a player goes out concealed, every minus item in the other {w.side}s' scores "
                               f"for that hand counts double.", "concealed_out_doubles_opponent_negatives"))
    else:
        sentences.append(w.unless_same("Going out concealed doubles nothing in the others' scores.",
                                       "concealed_out_doubles_opponent_negatives"))
    return _text(*sentences)


def _special_hand_values(w: _Writer) -> list[str]:
    r = w.rules
    if not r.special_hands:
        return []
    intro = w.say("A special hand scores its value and nothing else for that side: no threes, no going-out bonus, "
                  "nothing for the partner's cards:", "special_hand_values")
    values = dict(r.special_hand_values)
    return [intro, _table((title, f"{values[name]} points") for name, (title, _) in SPECIAL_HANDS.items())]


def _minimum_rows(r: RuleSet) -> list[tuple[str, str]]:
    """The first-meld minimum by score (C-INIT-1); a row no score reaches (two rows from one score) is left out."""
    table = r.initial_meld_table
    rows = []
    for i, (low, minimum) in enumerate(table):
        upper = table[i + 1][0] if i + 1 < len(table) else None
        if i == 0:
            label = f"Below {upper}" if upper is not None else "Any score"
        elif upper is None:
            label = f"{low} or more"
        elif isinstance(low, int) and upper > low:  # every row after the first has a score (RuleSet checks)
            label = f"{low} to {upper - 1}"
        else:
            continue
        rows.append((label, f"{minimum} points"))
    return rows


def _scoring(w: _Writer) -> list[str]:
    r = w.rules
    whose = "the player's own" if r.scores_by_seat else "the side's"
    return [*_score_parts(w), w.say("Cards are worth:", "card_values"), _table(_card_rows(r)),
            _canasta_bonuses(w), _going_out_bonuses(w), *_red_three_scores(w), _threes_in_hand(w) or "",
            _hand_penalties(w), *_special_hand_values(w),
            w.say(f"The minimum for a first meld depends on {whose} total score at the start of the hand:",
                  "initial_meld_table"),
            _table(_minimum_rows(r))]


# -- the end ------------------------------------------------------------------------------------------------
def _end(w: _Writer) -> list[str]:
    r = w.rules
    special = ", shows a special hand" if r.special_hands else ""
    hand = (f"A hand ends when a player goes out{special}, or when the stock is used up and play can't go on (see "
            f"\"Taking the pile\"). Each {w.side} then scores it, and the scores are added up; a total may go below "
            f"zero.")
    if r.target_score is None:
        game = f"The game ends after hand {r.max_rounds}."
    else:
        later = f", or after hand {r.max_rounds} at the latest" if r.max_rounds is not None else ""
        game = f"The game ends after the hand in which a {w.scorer} reaches {r.target_score} points or more{later}."
    winner = f"The {w.scorer} with the highest total wins" + (
        ", even if more than one passed the target in the same hand." if r.target_score is not None else ".")
    if r.tie_policy == "extra_hand":
        tie = (f"If two or more {w.scorer}s share the highest total when the game would end, more hands are played "
               f"until one of them leads alone.")
    else:
        tie = f"If two or more {w.scorer}s share the highest total when the game ends, it is a draw."
    return [w.say(hand, "special_hands"), _text(w.say(game, "target_score", "max_rounds"),
                                                 w.say(winner, "target_score"), w.say(tie, "tie_policy"))]


# -- what makes this game different ----------------------------------------------------------------------------
# Each: (a headline, which alone earns the section?, the options it reads, the sentence or None).
Feature = tuple[bool, tuple[str, ...], Callable[[RuleSet], str | None]]
FEATURES: tuple[Feature, ...] = (
    (True, ("play_direction",), lambda r: "Play passes to the right." if r.play_direction != "clockwise" else None),
    (True, ("cut_joker_to_cutter",), lambda r: "A joker cut from the pack goes to the player who cut."
     if r.cut_joker_to_cutter else None),
    (True, ("initial_upcard",), lambda r: None if r.initial_upcard else "No upcard: the pile starts empty."),
    (True, ("upcard_cover_ranks",), lambda r: "Any three or wild card turned up at the start is covered."
     if r.initial_upcard and {"red_three", "black_three", "wild"} <= set(r.upcard_cover_ranks) else None),
    (True, ("turn_card_from_bottom",), lambda r: None if r.turn_card_from_bottom is None else
     f"A turn card marks the last {r.turn_card_from_bottom - 1} cards of the stock."),
    (True, ("threes_as_bonus_cards", "dealt_threes_timing", "keep_threes_in_hand"), lambda r: _three_feature(r)),
    (True, ("black_three_block",), lambda r: "A black three freezes the pile until someone takes it."
     if r.black_three_block == "until_taken" and not r.pile_always_frozen else None),
    (True, ("pile_always_frozen",), lambda r: "The pile is always frozen." if r.pile_always_frozen else None),
    (True, ("pile_take_unmelded_side",), lambda r: "No side may take the pile before its first meld."
     if r.pile_take_unmelded_side == "forbidden" else None),
    (True, ("max_meld_size",), lambda r: None if r.max_meld_size is None else
     f"A meld holds at most {r.max_meld_size} cards."),
    (True, ("wild_card_melds",), lambda r: "Melds of wild cards alone are allowed." if r.wild_card_melds else None),
    (True, ("rule_of_five",), lambda r: "The rule of five limits wild cards after the first meld."
     if r.rule_of_five else None),
    (True, ("sevens_clean_only", "aces_mixed_only_in_initial_meld"), lambda r: _clean_feature(r)),
    (True, ("dead_rank_trigger",), lambda r: None if r.dead_rank_trigger == "off" else
     "A completed canasta makes its rank dead for everyone."),
    (True, ("initial_meld_single_meld_only",), lambda r: "One meld alone must reach the first-meld minimum."
     if r.initial_meld_single_meld_only else None),
    (True, ("initial_meld_clean_requirement",), lambda r: None if r.initial_meld_clean_requirement == "none" else
     "The first meld must hold a clean meld" + (" or a meld of wild cards." if r.initial_meld_clean_requirement
                                                == "pure_or_wild_meld" else ".")),
    (True, ("bonus_cards",), lambda r: None if r.bonus_cards is None else
     "A first meld made from the hand earns bonus cards."),
    (True, ("special_hands",), lambda r: f"Special hands of {r.hand_size + 1} cards can end a hand at once."
     if r.special_hands else None),
    (True, ("quick_out_bonus",), lambda r: None if r.quick_out_bonus is None else
     f"Going out quickly scores {r.quick_out_bonus}."),
    (True, ("hand_canasta_bonus",), lambda r: None if r.hand_canasta_bonus is None else
     f"A canasta completed while going out concealed scores {r.hand_canasta_bonus}."),
    (True, ("concealed_canasta_bonus",), lambda r: f"A canasta laid down whole scores {r.concealed_canasta_bonus} "
     f"more." if r.concealed_canasta_bonus else None),
    (True, ("red_three_scoring", "red_three_sign_rule", "side_structure"), lambda r: _three_score_feature(r)),
    (True, ("black_three_in_hand_scoring",), lambda r: "Black threes left in a hand cost more the more there are."
     if r.black_three_in_hand_scoring == "progressive_negative" else None),
    (True, ("melded_cards_negative_without_canasta",), lambda r: "Without a canasta, melded cards count against "
     "their side." if r.melded_cards_negative_without_canasta else None),
    (True, ("concealed_out_doubles_opponent_negatives",), lambda r: "Going out concealed doubles the others' minus "
     "points." if r.concealed_out_doubles_opponent_negatives else None),
    (True, ("incomplete_meld_penalties",), lambda r: "Unfinished special melds cost penalties."
     if r.incomplete_meld_penalties else None),
    (True, ("hand_rank_hoard_penalty", "black_three_in_hand_scoring"), lambda r: "Holding three or more "
     f"{_either([RANK_NAMES[rank] for rank, _ in r.hand_rank_hoard_penalty])} at the end costs points."
     if _hoard_counts(r) else None),
    (False, ("deck_count",), lambda r: f"{_many(r.deck_count, 'pack').capitalize()} are used."
     if r.deck_count != 2 else None),
    (False, ("stock_draw_count",), lambda r: f"You draw {_count(r.stock_draw_count)} cards from the stock."
     if r.stock_draw_count > 1 else None),
    (False, ("canastas_to_go_out",), lambda r: f"You need {_many(r.canastas_to_go_out, 'canasta')} to go out."
     if r.canastas_to_go_out > 1 else None),
    (False, ("final_discard",), lambda r: None if r.final_discard == "optional" else
     "Going out needs a last discard" + (", face down." if r.final_discard == "required_face_down" else ".")),
    (False, ("wild_ratio",), lambda r: "Natural cards must outnumber wild cards in every meld."
     if r.wild_ratio == "strictly_fewer" else None),
    (False, ("target_score",), lambda r: f"The game is played to {r.target_score}."
     if r.target_score not in (None, 5000) else None),
)


def _three_feature(r: RuleSet) -> str | None:
    both = r.threes_as_bonus_cards == "both_colours"
    if not (both or r.threes_laid_by_hand):
        return None
    kind = "Threes of both colours are bonus cards" if both else "Red threes are bonus cards"
    return kind + (", laid out by the players themselves." if r.threes_laid_by_hand else ".")


def _clean_feature(r: RuleSet) -> str | None:
    ranks = [name for name, clean in (("Sevens", r.sevens_clean_only), ("aces", r.aces_mixed_only_in_initial_meld))
             if clean]
    if not ranks:
        return None
    return f"{_either(ranks, 'and').capitalize()} must be melded clean" + (
        " (aces may be mixed in the first meld)." if r.aces_mixed_only_in_initial_meld else ".")


def _three_score_feature(r: RuleSet) -> str | None:
    return {"per_canasta": "Each red three needs a canasta to count, and threes score by doubling.",
            "by_colour": "Threes score by colour, and by how many canastas the side has.",
            "progressive_doubling": "Red threes score by doubling."}.get(_red_three_method(r))


def _seating_feature(r: RuleSet) -> str | None:
    structure = r.side_structure
    if structure in ("five_three_vs_two", "five_rotating_individual"):
        return "Five players: in each hand one player sits out, in turn, while the other four play as two pairs."
    if structure == "temporary_partnership":
        return ("Two against one: the first to take the pile plays alone against the other two, who become partners "
                "for the rest of the hand; each player still keeps his own score and his own red threes. A player "
                "who goes out before anyone took the pile counts as the one alone; if the stock runs out first, all "
                "three score alone.")
    if structure == "teams_of_three_alternating":
        return ("Six players in two teams of three: team-mates never sit side by side, and you may ask either "
                "partner whether you may go out.")
    if structure == "three_pairs":
        return "Six players in three pairs: partners sit opposite, and three sides play against one another."
    return None


def _variant(w: _Writer) -> list[str]:
    r = w.rules
    seating = _seating_feature(r)
    found = [(headline, names, sentence) for headline, names, describe in FEATURES
             if (sentence := describe(r)) is not None]
    paragraphs = [w.say(seating, "side_structure", "player_count")] if seating else []
    if any(headline for headline, _, _ in found):
        paragraphs.append("Compared with the classic game:")
        paragraphs += [w.say(f"• {sentence}", *names) for _, names, sentence in found]
    return paragraphs


# -- the sections -------------------------------------------------------------------------------------------
SECTIONS: tuple[tuple[str, str, Callable[[_Writer], list[str]]], ...] = (
    ("aim", "The aim of the game", _aim),
    ("deal", "The deal", _deal),
    ("turn", "Your turn", _turn),
    ("melds", "Melds and wild cards", _melds),
    ("pile", "Taking the pile", _pile),
    ("going_out", "Going out", _going_out),
    ("scoring", "Scoring", _scoring),
    ("end", "The end of the game", _end),
    ("variant", "What makes this game different", _variant),
)


def rules_sections(rules: RuleSet, base: RuleSet | None = None) -> list[Section]:
    """The rules of the game played with ``rules``, in sections; where ``base`` (the preset's own rules) is
    given, every sentence that describes an option differing from it ends with " (house rule)"."""
    writer = _Writer(rules, base)
    sections = []
    for key, title, write in SECTIONS:
        paragraphs = tuple(p for p in write(writer) if p)
        if paragraphs:
            sections.append(Section(key, title, paragraphs))
    return sections


DESCRIBED: frozenset[str] = frozenset((
    "player_count", "side_structure", "deck_count", "jokers_per_pack", "hand_size", "play_direction",
    "cut_joker_to_cutter", "initial_upcard", "upcard_cover_ranks", "red_three_in_pile_freezes",
    "turn_card_from_bottom", "threes_as_bonus_cards", "dealt_threes_timing", "keep_threes_in_hand",
    "threes_in_hand_scored_as_table", "last_card_three", "stock_draw_count", "pile_frozen_by_wild",
    "pile_always_frozen", "black_three_block", "pile_take_unmelded_side", "pile_take_natural_plus_wild",
    "pile_take_by_layoff", "forced_take_when_stock_empty", "single_card_pile_restriction", "last_stock_red_three",
    "mixed_aces_cannot_take_ace_pile", "min_meld_size", "max_meld_size", "canasta_size", "max_wild_per_meld",
    "wild_ratio", "min_naturals_per_meld", "black_three_meld_when_going_out", "black_three_meld_allows_wild",
    "wild_card_melds", "wild_meld_size", "rule_of_five", "sevens_clean_only", "aces_mixed_only_in_initial_meld",
    "dead_rank_trigger", "allow_meld_of_opponents_closed_rank", "mac_wild_meld_priority", "initial_meld_table",
    "initial_meld_counts_top_discard", "initial_meld_single_meld_only", "initial_meld_clean_requirement",
    "bonus_cards", "bonus_cards_source", "canastas_to_go_out", "final_discard", "ask_partner",
    "concealed_requires_side_unmelded", "concealed_requires_stock_draw", "concealed_exempt_from_minimum",
    "ask_partner_limit_per_hand", "special_hands", "special_hand_values", "no_out_with_incomplete", "wild_discard",
    "three_discard_allowed", "empty_pile_no_ace_seven", "empty_pile_no_safe_discard", "card_values",
    "natural_canasta_bonus", "mixed_canasta_bonus", "going_out_bonus", "concealed_going_out_bonus",
    "quick_out_bonus", "quick_out_max_stock_draws", "hand_canasta_bonus", "concealed_canasta_bonus",
    "wild_canasta_bonus", "sevens_canasta_bonus", "clean_aces_canasta_bonus", "incomplete_meld_penalties",
    "hand_rank_hoard_penalty", "red_three_value", "red_three_all_four_bonus", "red_three_scoring",
    "red_three_sign_rule", "vv_red_three_split", "black_three_in_hand_scoring",
    "melded_cards_negative_without_canasta", "concealed_out_doubles_opponent_negatives", "target_score",
    "max_rounds", "tie_policy"))
# Every option is described somewhere; one that changes nothing in a given game is left out of its text.
NOT_DESCRIBED: dict[str, str] = {}
