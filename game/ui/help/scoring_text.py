"""The sections "Scoring" (what a hand scores, the card values, bonuses, threes, penalties and the first-meld
minimums) and "The end of the game" of the rules text.  No pygame here.
"""

from __future__ import annotations

from game.core import MAC_THREES, RuleSet
from game.i18n import N_, ntr, tr
from game.ui.help.derived_rules import hoard_counts, only_red_threes, red_three_method
from game.ui.help.words import (
    SPECIAL_HANDS,
    Writer,
    as_table,
    capital,
    either,
    hand_name,
    joined,
    number_word,
    points,
)
from game.ui.table.log import rank_name

NATURAL_ORDER = "AKQJT98765" + "4"
PENALTIES = {"sevens": N_("{points} for a meld of sevens"), "pure_aces": N_("{points} for a meld of aces without "
                                                                            "wild cards"),
             "wild": N_("{points} for a meld of wild cards alone")}  # an unfinished meld's cost, in a list


# -- scoring ------------------------------------------------------------------------------------------------
def _score_parts(w: Writer) -> list[str]:
    r = w.rules
    player = w.side == "player"
    if r.melded_cards_negative_without_canasta:
        melded = (tr("The points of all his melded cards, if he has a canasta; without one, they count against him.")
                  if player else
                  tr("The points of all its melded cards, if it has a canasta; without one, they count against it."))
    else:
        melded = tr("The points of all his melded cards.") if player else tr("The points of all its melded cards.")
    if only_red_threes(r):
        threes = tr("His red threes.") if player else tr("Its red threes.")
    else:
        threes = tr("His threes.") if player else tr("Its threes.")
    parts = [tr("At the end of a hand, each player scores:") if player else tr("At the end of a hand, each side "
                                                                               "scores:"),
             w.say("• " + melded, "melded_cards_negative_without_canasta"),
             "• " + tr("A bonus for each canasta."), "• " + threes,
             "• " + (tr("A bonus for going out, for the player who did.") if player else
                     tr("A bonus for going out, for the side of the player who did.")),
             "• " + (tr("Minus the points of the cards left in his hand.") if player else
                     tr("Minus the points of the cards left in its players' hands."))]
    if r.incomplete_meld_penalties:
        parts.append(w.say("• " + tr("Minus penalties for unfinished melds."), "incomplete_meld_penalties"))
    return parts


def _card_rows(r: RuleSet) -> list[tuple[str, str]]:
    values = dict(r.card_values)
    rows = [(capital(rank_name("JK")), points(values["JK"])), (capital(rank_name("2")), points(values["2"]))]
    run: list[str] = []
    for rank in NATURAL_ORDER:  # neighbouring ranks of one value share a row: "Kings to eights"
        if run and values[run[-1]] != values[rank]:
            rows.append(_run_row(run, values))
            run = []
        run.append(rank)
    rows.append(_run_row(run, values))
    if r.threes_as_bonus_cards == "red_only" and not r.threes_laid_by_hand:
        three = (tr("Black threes, melded") if r.black_three_in_hand_scoring == "progressive_negative" else
                 tr("Black threes"))
    else:
        three = tr("Threes left in a hand")
    rows.append((three, points(values["3"])))
    return rows


def _run_row(run: list[str], values: dict[str, int]) -> tuple[str, str]:
    label = (tr("{highest} to {lowest}", highest=rank_name(run[0]), lowest=rank_name(run[-1])) if len(run) > 1
             else rank_name(run[0]))
    return capital(label), points(values[run[0]])


def _canasta_bonuses(w: Writer) -> str:
    r = w.rules
    both = w.say(tr("Each canasta scores a bonus on top of its cards: {natural} for a natural canasta, {mixed} for a "
                    "mixed one.", natural=r.natural_canasta_bonus, mixed=r.mixed_canasta_bonus),
                 "natural_canasta_bonus", "mixed_canasta_bonus")
    sentences: list[str | None] = [both]
    if r.sevens_canasta_bonus is not None:
        sentences.append(w.say(tr("A canasta of sevens scores {bonus} instead.", bonus=r.sevens_canasta_bonus),
                               "sevens_canasta_bonus"))
    else:
        sentences.append(w.unless_same(tr("A canasta of sevens scores like any other."), "sevens_canasta_bonus"))
    if r.clean_aces_canasta_bonus is not None:
        sentences.append(w.say(tr("A canasta of aces without wild cards scores {bonus} instead.",
                                  bonus=r.clean_aces_canasta_bonus), "clean_aces_canasta_bonus"))
    else:
        sentences.append(w.unless_same(tr("A canasta of aces scores like any other."), "clean_aces_canasta_bonus"))
    if r.wild_card_melds:
        sentences.append(_wild_canasta(w))
    if r.concealed_canasta_bonus:
        sentences.append(w.say(tr("A natural or mixed canasta laid down whole in a single play, from your hand (with "
                                  "the pile's top card when you take the pile), scores {bonus} more.",
                                  bonus=r.concealed_canasta_bonus), "concealed_canasta_bonus"))
    else:
        sentences.append(w.unless_same(tr("A canasta laid down whole scores nothing extra."),
                                       "concealed_canasta_bonus"))
    if r.hand_canasta_bonus is not None:
        sentences.append(w.say(tr("When a player goes out concealed, each canasta he completed in that turn scores "
                                  "{bonus} instead of its usual bonus.", bonus=r.hand_canasta_bonus),
                               "hand_canasta_bonus"))
    else:
        sentences.append(w.unless_same(tr("A canasta made while going out concealed scores its usual bonus."),
                                       "hand_canasta_bonus"))
    return joined(*sentences)


def _wild_canasta(w: Writer) -> str:
    r = w.rules
    bonus = r.wild_canasta_bonus
    if not isinstance(bonus, tuple):
        return w.say(tr("A canasta of wild cards alone scores {bonus}.", bonus=bonus), "wild_canasta_bonus",
                     "wild_card_melds")
    by_kind = dict(bonus)
    jokers = r.jokers_per_pack * r.deck_count
    if jokers:
        scores = ntr("A canasta of wild cards alone scores {twos} if it is all twos, {jokers} if it holds all one "
                     "jokers, and {other} otherwise.", "A canasta of wild cards alone scores {twos} if it is all twos, "
                     "{jokers} if it holds all {number} jokers, and {other} otherwise.", jokers,
                     twos=by_kind["seven_twos"], jokers=by_kind["four_jokers"], number=number_word(jokers),
                     other=by_kind["other"])
    else:
        scores = tr("A canasta of wild cards alone scores {twos} if it is all twos, and {other} otherwise.",
                    twos=by_kind["seven_twos"], other=by_kind["other"])
    return w.say(scores, "wild_canasta_bonus", "wild_card_melds")


def _going_out_bonuses(w: Writer) -> str:
    r = w.rules
    if r.concealed_going_out_bonus == r.going_out_bonus:
        out = tr("Going out scores {bonus}, concealed or not.", bonus=r.going_out_bonus)
    else:
        out = tr("Going out scores {bonus}; going out concealed scores {concealed} instead.", bonus=r.going_out_bonus,
                 concealed=r.concealed_going_out_bonus)
    sentences: list[str | None] = [w.say(out, "going_out_bonus", "concealed_going_out_bonus")]
    if r.quick_out_bonus is not None:
        n, bonus = r.quick_out_max_stock_draws, r.quick_out_bonus
        if n == 0:
            quick = tr("Going out without drawing from the stock in the hand scores {bonus} instead.", bonus=bonus)
        elif n == 2:
            quick = tr("Going out after drawing from the stock at most twice in the hand scores {bonus} instead.",
                       bonus=bonus)
        else:
            quick = ntr("Going out after drawing from the stock at most once in the hand scores {bonus} instead.",
                        "Going out after drawing from the stock at most {count} times in the hand scores {bonus} "
                        "instead.", n, bonus=bonus)
        sentences.append(w.say(quick, "quick_out_bonus", "quick_out_max_stock_draws"))
    else:
        sentences.append(w.unless_same(tr("Going out early earns nothing extra."), "quick_out_bonus"))
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
        return w.say(tr("Red threes score by doubling: one scores 100, two 200, three 400, four 800, and each more "
                        "doubles it."), changed=changed)
    value = r.red_three_value
    each = w.say(tr("Each red three laid out scores {value}.", value=value) if only_red_threes(r) else
                 tr("Each three laid out scores {value}.", value=value), "red_three_value", changed=changed)
    if method == "six_player_table":
        return joined(each, w.say(tr("Five together score {five}, and six score {six}.", five=1000, six=1200),
                                  changed=changed))
    n, bonus = 2 * r.deck_count, r.red_three_all_four_bonus
    player = r.side_structure == "temporary_partnership" or w.side == "player"
    number = number_word(n)
    if r.threes_as_bonus_cards != "red_only":
        whole = (tr("A player with exactly {number} threes laid out scores {bonus} more.", number=number, bonus=bonus)
                 if player else
                 tr("A side with exactly {number} threes laid out scores {bonus} more.", number=number, bonus=bonus))
    elif bonus:
        total = n * value + bonus
        whole = (tr("A player with all {number} red threes scores {bonus} more: {total} in all.", number=number,
                    bonus=bonus, total=total) if player else
                 tr("A side with all {number} red threes scores {bonus} more: {total} in all.", number=number,
                    bonus=bonus, total=total))
    else:
        whole = tr("Having all {number} red threes earns nothing extra.", number=number)
    return joined(each, w.say(whole, "red_three_all_four_bonus", "red_three_value", changed=changed))


def _three_sign(w: Writer, changed: bool) -> str:
    r = w.rules
    if r.side_structure == "temporary_partnership":
        return w.say(tr("Each player scores his own red threes: they count for him if his side (alone, or with his "
                        "partner) has melded in the hand, and against him if not."), changed=changed)
    return w.say(tr("They count for a player that has melded in the hand, and against one that has not.")
                 if w.side == "player" else
                 tr("They count for a side that has melded in the hand, and against one that has not."),
                 changed=changed)


def _per_canasta_threes(w: Writer, changed: bool) -> str:
    r, player = w.rules, w.side == "player"
    need = w.say(tr("Red threes need canastas: each player needs a canasta of his own for each red three that is to "
                    "count for him.") if player else
                 tr("Red threes need canastas: each side needs a canasta of its own for each red three that is to "
                    "count for it."), changed=changed)
    if r.vv_red_three_split == "split":
        counted = (tr("The threes covered by canastas count for the player and the rest against him, each group by "
                      "doubling: one scores 100, two 200, three 400, four 800, and each more doubles it. So three red "
                      "threes with two canastas score 200 - 100 = 100.") if player else
                   tr("The threes covered by canastas count for the side and the rest against it, each group by "
                      "doubling: one scores 100, two 200, three 400, four 800, and each more doubles it. So three red "
                      "threes with two canastas score 200 - 100 = 100."))
    else:
        counted = (tr("With at least as many canastas as red threes, they all count for the player; otherwise they "
                      "all count against him. They score by doubling: one scores 100, two 200, three 400, four 800, "
                      "and each more doubles it.") if player else
                   tr("With at least as many canastas as red threes, they all count for the side; otherwise they all "
                      "count against it. They score by doubling: one scores 100, two 200, three 400, four 800, and "
                      "each more doubles it."))
    return joined(need, w.say(counted, "vv_red_three_split", changed=changed))


def _colour_threes(w: Writer, changed: bool) -> list[str]:
    r = w.rules
    intro = w.say(tr("Red threes are scored by colour, red and black apart, and the two added:") if only_red_threes(r)
                  else tr("Threes are scored by colour, red and black apart, and the two added:"), changed=changed)
    most = len(MAC_THREES) - 1  # this many or more of a colour score the last row
    rows = [(capital(tr("{number} or more of a colour", number=number_word(n)) if n == most else
                     ntr("one of a colour", "{number} of a colour", n, number=number_word(n))), points(score))
            for n, score in enumerate(MAC_THREES) if n]
    sign = w.say(tr("The total counts against a side with no canasta, for nothing with one canasta, and for the side "
                    "with two or more."), changed=changed)
    return [intro, as_table(rows), sign]


def _threes_in_hand(w: Writer) -> str | None:
    r = w.rules
    if not r.threes_laid_by_hand:
        return None
    by_hand = w.changed_by(lambda rules: rules.threes_laid_by_hand)
    if r.threes_in_hand_scored_as_table:
        return w.say(tr("Threes still in a hand at the end are scored as if they were laid out."),
                     "threes_in_hand_scored_as_table", changed=by_hand)
    return w.say(tr("A three still in a hand at the end counts only as a card left in hand."),
                 "threes_in_hand_scored_as_table", changed=by_hand)


def _hand_penalties(w: Writer) -> str:
    r = w.rules
    sentences: list[str | None] = []
    if r.black_three_in_hand_scoring == "progressive_negative":
        sentences.append(w.say(tr("Black threes left in a hand cost 100 for one, 200 for two, 400 for three, and "
                                  "double for each more, instead of their card value."), "black_three_in_hand_scoring"))
    else:
        sentences.append(w.unless_same(tr("Black threes left in a hand cost their card value."),
                                       "black_three_in_hand_scoring"))
    if r.incomplete_meld_penalties:
        costs = [tr(PENALTIES[kind], points=cost) for kind, cost in r.incomplete_meld_penalties
                 if kind != "wild" or r.wild_card_melds]
        if costs:
            sentences.append(w.say(tr("An unfinished meld costs its side a penalty: {penalties}; its cards still count "
                                      "as melded.", penalties=either(costs, "and")), "incomplete_meld_penalties"))
    else:
        sentences.append(w.unless_same(tr("Unfinished melds cost nothing extra."), "incomplete_meld_penalties"))
    if hoard_counts(r):
        hoards = [tr("{ranks} {points}", ranks=rank_name(rank), points=cost)
                  for rank, cost in r.hand_rank_hoard_penalty]
        sentences.append(w.say(tr("A player left holding three or more cards of one of these ranks costs his side "
                                  "extra: {penalties}.", penalties=either(hoards, "and")), "hand_rank_hoard_penalty"))
    elif r.black_three_in_hand_scoring != "progressive_negative":
        sentences.append(w.unless_same(tr("Holding many cards of one rank costs nothing extra."),
                                       "hand_rank_hoard_penalty"))
    if r.concealed_out_doubles_opponent_negatives:
        sentences.append(w.say(tr("When a player goes out concealed, every minus item in the other players' scores "
                                  "for that hand counts double.") if w.side == "player" else
                               tr("When a player goes out concealed, every minus item in the other sides' scores for "
                                  "that hand counts double."), "concealed_out_doubles_opponent_negatives"))
    else:
        sentences.append(w.unless_same(tr("Going out concealed doubles nothing in the others' scores."),
                                       "concealed_out_doubles_opponent_negatives"))
    return joined(*sentences)


def _special_hand_values(w: Writer) -> list[str]:
    r = w.rules
    if not r.special_hands:
        return []
    intro = w.say(tr("A special hand scores its value and nothing else for that side: no threes, no going-out bonus, "
                     "nothing for the partner's cards:"), "special_hand_values")
    values = dict(r.special_hand_values)
    return [intro, as_table((hand_name(name), points(values[name])) for name in SPECIAL_HANDS)]


def _minimum_rows(r: RuleSet) -> list[tuple[str, str]]:
    """The first-meld minimum by score (C-INIT-1); a row no score reaches (two rows from one score) is left out."""
    table = r.initial_meld_table
    rows = []
    for i, (low, minimum) in enumerate(table):
        upper = table[i + 1][0] if i + 1 < len(table) else None
        if i == 0:
            label = tr("Below {score}", score=upper) if upper is not None else tr("Any score")
        elif upper is None:
            label = tr("{score} or more", score=low)
        elif isinstance(low, int) and upper > low:  # every row after the first has a score (RuleSet checks)
            label = tr("{lowest} to {highest}", lowest=low, highest=upper - 1)
        else:
            continue
        rows.append((label, points(minimum)))
    return rows


def scoring(w: Writer) -> list[str]:
    r = w.rules
    minimum = (tr("The minimum for a first meld depends on the player's own total score at the start of the hand:")
               if r.scores_by_seat else
               tr("The minimum for a first meld depends on the side's total score at the start of the hand:"))
    return [*_score_parts(w), w.say(tr("Cards are worth:"), "card_values"), as_table(_card_rows(r)),
            _canasta_bonuses(w), _going_out_bonuses(w), *_red_three_scores(w), _threes_in_hand(w) or "",
            _hand_penalties(w), *_special_hand_values(w), w.say(minimum, "initial_meld_table"),
            as_table(_minimum_rows(r))]


# -- the end ------------------------------------------------------------------------------------------------
HAND_ENDS = {  # (special hands?, each player a side?) -> the sentence
    (True, True): N_("A hand ends when a player goes out, shows a special hand, or when the stock is used up and play "
                     "can't go on (see \"{section}\"). Each player then scores it, and the scores are added up; a "
                     "total may go below zero."),
    (True, False): N_("A hand ends when a player goes out, shows a special hand, or when the stock is used up and "
                      "play can't go on (see \"{section}\"). Each side then scores it, and the scores are added up; a "
                      "total may go below zero."),
    (False, True): N_("A hand ends when a player goes out, or when the stock is used up and play can't go on (see "
                      "\"{section}\"). Each player then scores it, and the scores are added up; a total may go below "
                      "zero."),
    (False, False): N_("A hand ends when a player goes out, or when the stock is used up and play can't go on (see "
                       "\"{section}\"). Each side then scores it, and the scores are added up; a total may go below "
                       "zero."),
}
GAME_ENDS = {  # (each player keeps his own score?, a last hand?) -> the sentence, where the game has a target
    (True, True): N_("The game ends after the hand in which a player reaches {target} points or more, or after hand "
                     "{last_hand} at the latest."),
    (True, False): N_("The game ends after the hand in which a player reaches {target} points or more."),
    (False, True): N_("The game ends after the hand in which a side reaches {target} points or more, or after hand "
                      "{last_hand} at the latest."),
    (False, False): N_("The game ends after the hand in which a side reaches {target} points or more."),
}
WINNERS = {  # (each player keeps his own score?, a target?) -> the sentence
    (True, True): N_("The player with the highest total wins, even if more than one passed the target in the same "
                     "hand."),
    (True, False): N_("The player with the highest total wins."),
    (False, True): N_("The side with the highest total wins, even if more than one passed the target in the same "
                      "hand."),
    (False, False): N_("The side with the highest total wins."),
}
TIES = {  # (each player keeps his own score?, the tie policy) -> the sentence
    (True, "extra_hand"): N_("If two or more players share the highest total when the game would end, more hands are "
                             "played until one of them leads alone."),
    (True, "draw"): N_("If two or more players share the highest total when the game ends, it is a draw."),
    (False, "extra_hand"): N_("If two or more sides share the highest total when the game would end, more hands are "
                              "played until one of them leads alone."),
    (False, "draw"): N_("If two or more sides share the highest total when the game ends, it is a draw."),
}


def end(w: Writer) -> list[str]:
    r = w.rules
    by_player = w.scorer == "player"
    hand = tr(HAND_ENDS[r.special_hands, w.side == "player"], section=tr("Taking the pile"))
    if r.target_score is None:
        game = tr("The game ends after hand {last_hand}.", last_hand=r.max_rounds)
    else:
        game = tr(GAME_ENDS[by_player, r.max_rounds is not None], target=r.target_score, last_hand=r.max_rounds)
    winner = tr(WINNERS[by_player, r.target_score is not None])
    tie = tr(TIES[by_player, r.tie_policy])
    return [w.say(hand, "special_hands"), joined(w.say(game, "target_score", "max_rounds"),
                                                 w.say(winner, "target_score"), w.say(tie, "tie_policy"))]
