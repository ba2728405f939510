"""The sections "Scoring" (what a hand scores, the card values, bonuses, threes, penalties and the first-meld
minimums) and "The end of the game" of the rules text.  No pygame here.
"""

from __future__ import annotations

from game.core import MAC_THREES, RuleSet
from game.ui.help.derived_rules import hoard_counts, red_three_method, threes_word
from game.ui.help.words import (
    RANK_NAMES,
    SPECIAL_HANDS,
    UNFINISHED_KINDS,
    Writer,
    as_table,
    either,
    joined,
    number_word,
    times,
)

NATURAL_ORDER = "AKQJT98765" + "4"


# -- scoring ------------------------------------------------------------------------------------------------
def _score_parts(w: Writer) -> list[str]:
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
             f"• {its.capitalize()} {threes_word(r)}.", f"• A bonus for going out, for {out}.",
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


def _canasta_bonuses(w: Writer) -> str:
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
    return joined(*sentences)


def _wild_canasta(w: Writer) -> str:
    r = w.rules
    bonus = r.wild_canasta_bonus
    if not isinstance(bonus, tuple):
        return w.say(f"A canasta of wild cards alone scores {bonus}.", "wild_canasta_bonus", "wild_card_melds")
    points = dict(bonus)
    jokers = r.jokers_per_pack * r.deck_count
    all_jokers = f", {points['four_jokers']} if it holds all {number_word(jokers)} jokers" if jokers else ""
    return w.say(f"A canasta of wild cards alone scores {points['seven_twos']} if it is all twos{all_jokers}, and "
                 f"{points['other']} otherwise.", "wild_canasta_bonus", "wild_card_melds")


def _going_out_bonuses(w: Writer) -> str:
    r = w.rules
    if r.concealed_going_out_bonus == r.going_out_bonus:
        out = f"Going out scores {r.going_out_bonus}, concealed or not."
    else:
        out = (f"Going out scores {r.going_out_bonus}; going out concealed scores {r.concealed_going_out_bonus} "
               f"instead.")
    sentences: list[str | None] = [w.say(out, "going_out_bonus", "concealed_going_out_bonus")]
    if r.quick_out_bonus is not None:
        n = r.quick_out_max_stock_draws
        early = "without drawing from the stock" if n == 0 else f"after drawing from the stock at most {times(n)}"
        sentences.append(w.say(f"Going out {early} in the hand scores {r.quick_out_bonus} instead.",
                               "quick_out_bonus", "quick_out_max_stock_draws"))
    else:
        sentences.append(w.unless_same("Going out early earns nothing extra.", "quick_out_bonus"))
    return joined(*sentences)


def _red_three_scores(w: Writer) -> list[str]:
    r = w.rules
    method = red_three_method(r)
    changed = w.base is not None and red_three_method(w.base) != method
    if method == "per_canasta":
        return [_per_canasta_threes(w, changed)]
    if method == "by_colour":
        return _colour_threes(w, changed)
    return [joined(_counted_threes(w, method, changed), _three_sign(w, changed))]


def _counted_threes(w: Writer, method: str, changed: bool) -> str:
    r = w.rules
    if method == "progressive_doubling":
        return w.say("Red threes score by doubling: one scores 100, two 200, three 400, four 800, and each more "
                     "doubles it.", changed=changed)
    each = w.say(f"Each {threes_word(r)[:-1]} laid out scores {r.red_three_value}.", "red_three_value", changed=changed)
    if method == "six_player_table":
        return joined(each, w.say("Five together score 1000, and six score 1200.", changed=changed))
    n, bonus = 2 * r.deck_count, r.red_three_all_four_bonus
    holder = "player" if r.side_structure == "temporary_partnership" else w.side
    if r.threes_as_bonus_cards != "red_only":
        whole = f"A {holder} with exactly {number_word(n)} threes laid out scores {bonus} more."
    elif bonus:
        whole = (f"A {holder} with all {number_word(n)} red threes scores {bonus} more: "
                 f"{n * r.red_three_value + bonus} in all.")
    else:
        whole = f"Having all {number_word(n)} red threes earns nothing extra."
    return joined(each, w.say(whole, "red_three_all_four_bonus", "red_three_value", changed=changed))


def _three_sign(w: Writer, changed: bool) -> str:
    r = w.rules
    if r.side_structure == "temporary_partnership":
        return w.say("Each player scores his own red threes: they count for him if his side (alone, or with his "
                     "partner) has melded in the hand, and against him if not.", changed=changed)
    return w.say(f"They count for a {w.side} that has melded in the hand, and against one that has not.",
                 changed=changed)


def _per_canasta_threes(w: Writer, changed: bool) -> str:
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
    return joined(need, rule)


def _colour_threes(w: Writer, changed: bool) -> list[str]:
    r = w.rules
    intro = w.say(f"{threes_word(r).capitalize()} are scored by colour, red and black apart, and the two added:",
                  changed=changed)
    most = len(MAC_THREES) - 1  # this many or more of a colour score the last row
    rows = [(f"{number_word(n).capitalize()}{' or more' if n == most else ''} of a colour", f"{points} points")
            for n, points in enumerate(MAC_THREES) if n]
    sign = w.say("The total counts against a side with no canasta, for nothing with one canasta, and for the side "
                 "with two or more.", changed=changed)
    return [intro, as_table(rows), sign]


def _threes_in_hand(w: Writer) -> str | None:
    r = w.rules
    if not r.threes_laid_by_hand:
        return None
    by_hand = w.changed_by(lambda rules: rules.threes_laid_by_hand)
    if r.threes_in_hand_scored_as_table:
        return w.say("Threes still in a hand at the end are scored as if they were laid out.",
                     "threes_in_hand_scored_as_table", changed=by_hand)
    return w.say("A three still in a hand at the end counts only as a card left in hand.",
                 "threes_in_hand_scored_as_table", changed=by_hand)


def _hand_penalties(w: Writer) -> str:
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
            sentences.append(w.say(f"An unfinished meld costs its side a penalty: {either(costs, 'and')}; its cards "
                                   f"still count as melded.", "incomplete_meld_penalties"))
    else:
        sentences.append(w.unless_same("Unfinished melds cost nothing extra.", "incomplete_meld_penalties"))
    if hoard_counts(r):
        hoards = [f"{RANK_NAMES[rank]} {points}" for rank, points in r.hand_rank_hoard_penalty]
        sentences.append(w.say(f"A player left holding three or more cards of one of these ranks costs his side extra: "
                               f"{either(hoards, 'and')}.", "hand_rank_hoard_penalty"))
    elif r.black_three_in_hand_scoring != "progressive_negative":
        sentences.append(w.unless_same("Holding many cards of one rank costs nothing extra.",
                                       "hand_rank_hoard_penalty"))
    if r.concealed_out_doubles_opponent_negatives:
        sentences.append(w.say(f"When a player goes out concealed, every minus item in the other {w.side}s' scores "
                               f"for that hand counts double.", "concealed_out_doubles_opponent_negatives"))
    else:
        sentences.append(w.unless_same("Going out concealed doubles nothing in the others' scores.",
                                       "concealed_out_doubles_opponent_negatives"))
    return joined(*sentences)


def _special_hand_values(w: Writer) -> list[str]:
    r = w.rules
    if not r.special_hands:
        return []
    intro = w.say("A special hand scores its value and nothing else for that side: no threes, no going-out bonus, "
                  "nothing for the partner's cards:", "special_hand_values")
    values = dict(r.special_hand_values)
    return [intro, as_table((title, f"{values[name]} points") for name, (title, _) in SPECIAL_HANDS.items())]


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


def scoring(w: Writer) -> list[str]:
    r = w.rules
    whose = "the player's own" if r.scores_by_seat else "the side's"
    return [*_score_parts(w), w.say("Cards are worth:", "card_values"), as_table(_card_rows(r)),
            _canasta_bonuses(w), _going_out_bonuses(w), *_red_three_scores(w), _threes_in_hand(w) or "",
            _hand_penalties(w), *_special_hand_values(w),
            w.say(f"The minimum for a first meld depends on {whose} total score at the start of the hand:",
                  "initial_meld_table"),
            as_table(_minimum_rows(r))]


# -- the end ------------------------------------------------------------------------------------------------
def end(w: Writer) -> list[str]:
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
    return [w.say(hand, "special_hands"), joined(w.say(game, "target_score", "max_rounds"),
                                                 w.say(winner, "target_score"), w.say(tie, "tie_policy"))]
