"""The rules of the game in force, in plain words, written from its RuleSet (RULES.md sections 2 to 4).

Every sentence is made from the fields of the rules, never from a preset's name, so a house rule changes
the text with it.  Where the engine lets one option depend on another (threes scored by a table of their
own, a forced take that needs lay-off takes), the text says what the engine does, and says nothing of an
option that changes nothing.  Given the preset's own rules as ``base``, each sentence about an option
that differs from them ends with " (house rule)".  No pygame here.

The sentences are written by the modules beside this one, a section or two each (table_and_deal, melds_text,
pile_text, going_out_text, scoring_text, variant_text), from the words of words.py and the facts of
derived_rules.py; this module puts the sections in order and lists the options they describe.  The text is
written in the language in force (game.i18n), each sentence one pattern of the translations' catalogs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core import RuleSet
from game.i18n import N_, tr
from game.ui.help.going_out_text import going_out
from game.ui.help.melds_text import melds
from game.ui.help.pile_text import pile
from game.ui.help.scoring_text import end, scoring
from game.ui.help.table_and_deal import aim, deal, turn
from game.ui.help.variant_text import variant
from game.ui.help.words import Writer


@dataclass(frozen=True)
class Section:
    key: str  # stable id, one of: "aim", "deal", "turn", "melds", "pile", "going_out", "scoring", "end", "variant"
    title: str  # e.g. "Melds and wild cards", in the language in force when the sections were written
    paragraphs: tuple[str, ...]
    # A paragraph is plain text in the language in force.  A paragraph whose every line holds a tab is a table:
    # rows separated by "\n", the two cells of a row by "\t" (e.g. "Jokers\t50 points").  A paragraph starting
    # with "• " is a bullet point.


# -- the sections -------------------------------------------------------------------------------------------
SECTIONS: tuple[tuple[str, str, Callable[[Writer], list[str]]], ...] = (
    ("aim", N_("The aim of the game"), aim),
    ("deal", N_("The deal"), deal),
    ("turn", N_("Your turn"), turn),
    ("melds", N_("Melds and wild cards"), melds),
    ("pile", N_("Taking the pile"), pile),
    ("going_out", N_("Going out"), going_out),
    ("scoring", N_("Scoring"), scoring),
    ("end", N_("The end of the game"), end),
    ("variant", N_("What makes this game different"), variant),
)


def rules_sections(rules: RuleSet, base: RuleSet | None = None) -> list[Section]:
    """The rules of the game played with ``rules``, in sections; where ``base`` (the preset's own rules) is
    given, every sentence that describes an option differing from it ends with " (house rule)"."""
    writer = Writer(rules, base)
    sections = []
    for key, title, write in SECTIONS:
        paragraphs = tuple(p for p in write(writer) if p)
        if paragraphs:
            sections.append(Section(key, tr(title), paragraphs))
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
