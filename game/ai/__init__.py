"""Computer players (DESIGN.md section 3).  They see only ``Game.view(seat)``.

    from game.ai import make_bot, LEVELS
    bot = make_bot("expert", seed=1)
    move = bot.choose(game.view(game.to_act))
"""

from .bot import Bot, make_bot
from .levels import LEVELS

__all__ = ["Bot", "LEVELS", "make_bot"]
