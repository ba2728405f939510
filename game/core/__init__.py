"""The Canasta rules engine: pure Python, no pygame, no I/O, no global random state.

    from game.core import Game, IllegalMove, PRESETS, preset, parse_cards
    g = Game.new(preset("classic-4p"), seed=7)
    g.apply("draw")

This module is the engine's front door: everything a caller outside game/core needs is exported here, and
nothing outside game/core imports one of its modules (tests/test_front_door.py).
"""

from .cards import (
    ALL_FACES,
    BLACK_THREES,
    JOKER,
    NATURAL_RANKS,
    RED_THREES,
    WILD_FACES,
    WILD_MELD,
    Card,
    parse_card,
    parse_cards,
    rank_of,
    without_cards,
)
from .errors import RANK_NAMES, REFUSALS, IllegalMove, NotationError, render_message
from .events import (
    Answered,
    Asked,
    BonusCardsDrawn,
    CardsDrawn,
    Discarded,
    Event,
    GameEnded,
    HandEnded,
    JokerCut,
    Melded,
    PartnershipFormed,
    PileTaken,
    RedThreeLaid,
    SpecialHandShown,
    TurnCardDrawn,
    UpcardTurned,
    WentOut,
)
from .game import Game
from .hand import Hand
from .legal import going_out_plan
from .melds import canasta_count, card_value_table, special_meld_kind
from .moves import Answer, Ask, Discard, Draw, EndTurn, Group, Lay, Meld, Move, Special, Take, parse_move
from .pile import pile_frozen_for_everyone
from .record import from_code_text, record_tags, to_code, to_record
from .restrictions import dead_ranks
from .rules import PRESETS, RULE_PROBLEMS, InvalidRules, RuleProblem, RuleSet, preset
from .scoring import (
    MAC_THREES,
    closed_canasta_bonus,
    hand_penalty,
    mac_threes,
    table_score,
    unfinished_penalty,
    wild_canasta_bonus,
)
from .turn import Phase
from .view import GameView

__all__ = [
    # cards and notation
    "ALL_FACES", "BLACK_THREES", "JOKER", "NATURAL_RANKS", "RED_THREES", "WILD_FACES", "WILD_MELD", "Card",
    "parse_card", "parse_cards", "rank_of", "without_cards", "Hand",
    # the game, its rules and its moves
    "Game", "GameView", "Phase", "IllegalMove", "NotationError", "render_message", "REFUSALS",
    "RANK_NAMES", "PRESETS", "RuleSet", "preset",
    "InvalidRules", "RuleProblem", "RULE_PROBLEMS",
    "Answer", "Ask", "Discard", "Draw", "EndTurn", "Group", "Lay", "Meld", "Move", "Special", "Take", "parse_move",
    # the game record and its share code (Game.from_record, Game.from_code read them; from_code_text gives the
    # record a code holds)
    "to_record", "to_code", "record_tags", "from_code_text",
    # what apply returns
    "Event", "Answered", "Asked", "BonusCardsDrawn", "CardsDrawn", "Discarded", "GameEnded", "HandEnded", "JokerCut",
    "Melded", "PartnershipFormed", "PileTaken", "RedThreeLaid", "SpecialHandShown", "TurnCardDrawn", "UpcardTurned",
    "WentOut",
    # queries on a position
    "canasta_count", "card_value_table", "dead_ranks", "going_out_plan", "pile_frozen_for_everyone",
    "special_meld_kind",
    # scoring: a side's table now, and the parts the players weigh (what cards left in a hand would cost)
    "table_score", "hand_penalty", "MAC_THREES", "mac_threes", "wild_canasta_bonus", "closed_canasta_bonus",
    "unfinished_penalty",
]
