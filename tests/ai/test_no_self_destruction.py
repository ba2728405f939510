"""The kinds of blunder the all-seeing check found (issue 23; docs/ai.md, "The all-seeing bound and
blunders"), each in a built position modelled on one of ``bench/data/blunders.json``.

Each position is also given to the level with the cure turned off, to show the test can fail."""

from __future__ import annotations

from dataclasses import replace

from game.ai.bot import Bot
from game.ai.levels import EXPERT, Level
from game.core import Discard, Game, Meld, going_out_plan

from ..core.helpers import position

MAC = "modern-american"
KINGS = "KH KS KD KC KH KS KD"
JACKS = "JH JS JD JC JH JS JD"
QUEENS = "QH QS QD QC QH 2C 2D"
OTHERS = ["6C 6D 9S 9H 4C 5C", "5S 9H 4D 6S", "9D 4S 6C 6H 5S 5D"]
STOCK = "4C 4H 4H 4S 5C 5D 5H 5H 6H 6S 9C 9C 9D 9S"
THEIRS = [QUEENS, "TH TS TD TC TH TS TD", "8H 8S 8D 8C 8H 8S"]  # level with ours: no lead to keep


def _choose(game: Game, level: Level = EXPERT):
    return Bot(level, seed=1).choose(game.view(game.to_act))


def _goes_out(game: Game, move) -> bool:
    """The move ends the hand, or is the meld of the way out whose last discard will."""
    plan = going_out_plan(game)
    if plan is not None and plan.groups and move == Meld.of(*plan.groups):
        return True
    after = game.copy()
    after.apply(move)
    return after.phase in ("round_over", "game_over")


def test_MAC_35_no_going_out_into_an_unfinished_meld_of_clean_aces_of_its_own():
    # Modern American, hand seed 100001, seat 2: 7D AS AD AH with two canastas; going out lays the three
    # aces as a fresh clean meld, which then costs its side 2,500 (the all-seeing check: 2,236 lost).
    game = position(MAC, hands=["7D AS AD AH", *OTHERS], melds=[[KINGS, JACKS], THEIRS],
                    pile="4D 6D", stock=STOCK, phase="play", turn={"drew": True, "side_was_open": True})
    move = _choose(game)
    assert not _goes_out(game, move), move
    assert move in (Discard("AS"), Discard("AD"), Discard("AH")), move  # three aces in hand cost 1,500 too
    # blind to the variant's scoring, the level goes out: it is not ahead enough to wait
    blind = replace(EXPERT, name="expert-blind", rules_sense=False)
    out = _choose(game, blind)
    assert _goes_out(game, out), out


def test_MAC_35_going_out_that_starts_no_penalty_is_still_taken():
    # level with them, a way out of three fives and a last discard: nothing of its own to fear
    stock = "4C 4H 4H 4S 5C 6H 6S 9C 9C 9D"
    game = position(MAC, hands=["5H 5H 5D 9S", *OTHERS], melds=[[KINGS, JACKS], THEIRS], pile="4D 6D", stock=stock,
                    phase="play", turn={"drew": True, "side_was_open": True})
    assert _goes_out(game, _choose(game))
