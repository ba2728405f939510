"""Computer players (DESIGN.md section 3).  They see only ``Game.view(seat)``.

    from game.ai import make_bot, LEVELS
    bot = make_bot("expert", seed=1)
    move = bot.choose(game.view(game.to_act))

A hint for the seat to act, and why (a reason key with its parameters, and the English sentence):

    h = hint(game.view(game.to_act))
    h.move, h.reason.key, h.reason.sentence

The hand review measures a player's decisions of a hand against the hint's moves by the master's playouts,
from his views alone (the hint and the review give one advice):

    from game.ai import costliest, player_decisions, review_hand
    work = review_hand(player_decisions(start_of_hand, game.history, seat))  # stepped between frames
    # ... its return value: a Verdict per decision; costliest(verdicts) picks the three to show
"""

from .bot import Bot, make_bot
from .hints import Hint, explain, hint
from .levels import LEVELS
from .reasons import BECAUSE, JOINS, MOVES, Reason
from .review import Decision, Verdict, costliest, player_decisions, replay_decisions, review_decision, review_hand

__all__ = ["Bot", "LEVELS", "make_bot", "Hint", "hint", "explain", "Reason", "MOVES", "BECAUSE", "JOINS",
           "Decision", "Verdict", "costliest", "player_decisions", "replay_decisions", "review_decision",
           "review_hand"]
