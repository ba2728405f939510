"""The Canasta rules engine: pure Python, no pygame, no I/O, no global random state.

    from game.core import Game, IllegalMove, PRESETS, preset, parse_cards
    g = Game.new(preset("classic-4p"), seed=7)
    g.apply("draw")
"""

from .cards import Card, parse_card, parse_cards
from .errors import IllegalMove, NotationError
from .game import Game
from .moves import Answer, Ask, Discard, Draw, EndTurn, Group, Lay, Meld, Move, Special, Take, parse_move
from .rules import PRESETS, RuleSet, preset
from .view import GameView

__all__ = [
    "Answer", "Ask", "Card", "Discard", "Draw", "EndTurn", "Game", "GameView", "Group", "IllegalMove", "Lay", "Meld",
    "Move", "NotationError", "PRESETS", "RuleSet", "Special", "Take", "parse_card", "parse_cards", "parse_move",
    "preset",
]
