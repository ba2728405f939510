"""The section "What makes this game different" of the rules text: the seating and each rule that sets the
game apart from the classic one, in a line.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import RuleSet
from game.i18n import ntr, tr
from game.ui.help.derived_rules import hoard_counts, red_three_method
from game.ui.help.words import Writer, capital, either, number_word
from game.ui.table.log import rank_name

# Each: (a headline, which alone earns the section?, the options it reads, the sentence or None).
Feature = tuple[bool, tuple[str, ...], Callable[[RuleSet], str | None]]
FEATURES: tuple[Feature, ...] = (
    (True, ("play_direction",), lambda r: tr("Play passes to the right.") if r.play_direction != "clockwise"
     else None),
    (True, ("cut_joker_to_cutter",), lambda r: tr("A joker cut from the pack goes to the player who cut.")
     if r.cut_joker_to_cutter else None),
    (True, ("initial_upcard",), lambda r: None if r.initial_upcard else tr("No upcard: the pile starts empty.")),
    (True, ("upcard_cover_ranks",), lambda r: tr("Any three or wild card turned up at the start is covered.")
     if r.initial_upcard and {"red_three", "black_three", "wild"} <= set(r.upcard_cover_ranks) else None),
    (True, ("turn_card_from_bottom",), lambda r: None if r.turn_card_from_bottom is None else
     ntr("A turn card marks the last {count} card of the stock.", "A turn card marks the last {count} cards of the "
         "stock.", r.turn_card_from_bottom - 1)),
    (True, ("threes_as_bonus_cards", "dealt_threes_timing", "keep_threes_in_hand"), lambda r: _three_feature(r)),
    (True, ("black_three_block",), lambda r: tr("A black three freezes the pile until someone takes it.")
     if r.black_three_block == "until_taken" and not r.pile_always_frozen else None),
    (True, ("pile_always_frozen",), lambda r: tr("The pile is always frozen.") if r.pile_always_frozen else None),
    (True, ("pile_take_unmelded_side",), lambda r: tr("No side may take the pile before its first meld.")
     if r.pile_take_unmelded_side == "forbidden" else None),
    (True, ("max_meld_size",), lambda r: None if r.max_meld_size is None else
     tr("A meld holds at most {size} cards.", size=r.max_meld_size)),
    (True, ("wild_card_melds",), lambda r: tr("Melds of wild cards alone are allowed.") if r.wild_card_melds
     else None),
    (True, ("rule_of_five",), lambda r: tr("The rule of five limits wild cards after the first meld.")
     if r.rule_of_five else None),
    (True, ("sevens_clean_only", "aces_mixed_only_in_initial_meld"), lambda r: _clean_feature(r)),
    (True, ("dead_rank_trigger",), lambda r: None if r.dead_rank_trigger == "off" else
     tr("A completed canasta makes its rank dead for everyone.")),
    (True, ("initial_meld_single_meld_only",), lambda r: tr("One meld alone must reach the first-meld minimum.")
     if r.initial_meld_single_meld_only else None),
    (True, ("initial_meld_clean_requirement",), lambda r: None if r.initial_meld_clean_requirement == "none" else
     tr("The first meld must hold a clean meld or a meld of wild cards.")
     if r.initial_meld_clean_requirement == "pure_or_wild_meld" else tr("The first meld must hold a clean meld.")),
    (True, ("bonus_cards",), lambda r: None if r.bonus_cards is None else
     tr("A first meld made from the hand earns bonus cards.")),
    (True, ("special_hands",), lambda r: tr("Special hands of {count} cards can end a hand at once.",
                                            count=r.hand_size + 1) if r.special_hands else None),
    (True, ("quick_out_bonus",), lambda r: None if r.quick_out_bonus is None else
     tr("Going out quickly scores {bonus}.", bonus=r.quick_out_bonus)),
    (True, ("hand_canasta_bonus",), lambda r: None if r.hand_canasta_bonus is None else
     tr("A canasta completed while going out concealed scores {bonus}.", bonus=r.hand_canasta_bonus)),
    (True, ("concealed_canasta_bonus",), lambda r: tr("A canasta laid down whole scores {bonus} more.",
                                                      bonus=r.concealed_canasta_bonus)
     if r.concealed_canasta_bonus else None),
    (True, ("red_three_scoring", "red_three_sign_rule", "side_structure"), lambda r: _three_score_feature(r)),
    (True, ("black_three_in_hand_scoring",), lambda r: tr("Black threes left in a hand cost more the more there are.")
     if r.black_three_in_hand_scoring == "progressive_negative" else None),
    (True, ("melded_cards_negative_without_canasta",), lambda r: tr("Without a canasta, melded cards count against "
                                                                    "their side.")
     if r.melded_cards_negative_without_canasta else None),
    (True, ("concealed_out_doubles_opponent_negatives",), lambda r: tr("Going out concealed doubles the others' "
                                                                       "minus points.")
     if r.concealed_out_doubles_opponent_negatives else None),
    (True, ("incomplete_meld_penalties",), lambda r: tr("Unfinished special melds cost penalties.")
     if r.incomplete_meld_penalties else None),
    (True, ("hand_rank_hoard_penalty", "black_three_in_hand_scoring"), lambda r: tr(
        "Holding three or more {ranks} at the end costs points.",
        ranks=either([rank_name(rank) for rank, _ in r.hand_rank_hoard_penalty])) if hoard_counts(r) else None),
    (False, ("deck_count",), lambda r: capital(ntr("one pack is used.", "{number} packs are used.", r.deck_count,
                                                   number=number_word(r.deck_count)))
     if r.deck_count != 2 else None),
    (False, ("stock_draw_count",), lambda r: tr("You draw {number} cards from the stock.",
                                                number=number_word(r.stock_draw_count))
     if r.stock_draw_count > 1 else None),
    (False, ("canastas_to_go_out",), lambda r: tr("You need {number} canastas to go out.",
                                                  number=number_word(r.canastas_to_go_out))
     if r.canastas_to_go_out > 1 else None),
    (False, ("final_discard",), lambda r: None if r.final_discard == "optional" else
     tr("Going out needs a last discard, face down.") if r.final_discard == "required_face_down" else
     tr("Going out needs a last discard.")),
    (False, ("wild_ratio",), lambda r: tr("Natural cards must outnumber wild cards in every meld.")
     if r.wild_ratio == "strictly_fewer" else None),
    (False, ("target_score",), lambda r: tr("The game is played to {target}.", target=r.target_score)
     if r.target_score not in (None, 5000) else None),
)


def _three_feature(r: RuleSet) -> str | None:
    both = r.threes_as_bonus_cards == "both_colours"
    if not (both or r.threes_laid_by_hand):
        return None
    if both:
        return (tr("Threes of both colours are bonus cards, laid out by the players themselves.")
                if r.threes_laid_by_hand else tr("Threes of both colours are bonus cards."))
    return tr("Red threes are bonus cards, laid out by the players themselves.")


def _clean_feature(r: RuleSet) -> str | None:
    if r.sevens_clean_only and r.aces_mixed_only_in_initial_meld:
        return tr("Sevens and aces must be melded clean (aces may be mixed in the first meld).")
    if r.sevens_clean_only:
        return tr("Sevens must be melded clean.")
    if r.aces_mixed_only_in_initial_meld:
        return tr("Aces must be melded clean (aces may be mixed in the first meld).")
    return None


def _three_score_feature(r: RuleSet) -> str | None:
    method = red_three_method(r)
    if method == "per_canasta":
        return tr("Each red three needs a canasta to count, and threes score by doubling.")
    if method == "by_colour":
        return tr("Threes score by colour, and by how many canastas the side has.")
    if method == "progressive_doubling":
        return tr("Red threes score by doubling.")
    return None


def _seating_feature(r: RuleSet) -> str | None:
    structure = r.side_structure
    if structure in ("five_three_vs_two", "five_rotating_individual"):
        return tr("Five players: in each hand one player sits out, in turn, while the other four play as two pairs.")
    if structure == "temporary_partnership":
        return tr("Two against one: the first to take the pile plays alone against the other two, who become partners "
                  "for the rest of the hand; each player still keeps his own score and his own red threes. A player "
                  "who goes out before anyone took the pile counts as the one alone; if the stock runs out first, all "
                  "three score alone.")
    if structure == "teams_of_three_alternating":
        return tr("Six players in two teams of three: team-mates never sit side by side, and you may ask either "
                  "partner whether you may go out.")
    if structure == "three_pairs":
        return tr("Six players in three pairs: partners sit opposite, and three sides play against one another.")
    return None


def variant(w: Writer) -> list[str]:
    r = w.rules
    seating = _seating_feature(r)
    found = [(headline, names, sentence) for headline, names, describe in FEATURES
             if (sentence := describe(r)) is not None]
    paragraphs = [w.say(seating, "side_structure", "player_count")] if seating else []
    if any(headline for headline, _, _ in found):
        paragraphs.append(tr("Compared with the classic game:"))
        paragraphs += [w.say(f"• {sentence}", *names) for _, names, sentence in found]
    return paragraphs
