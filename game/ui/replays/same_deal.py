"""The same deal again: a hand of a game played again from its deal, the same cards in the same seats, as a
game of one hand.  No pygame here.

The new game is the hand's start position (Game.from_dict of the engine's own position dict), whose match is
over with that hand (Match.is_over), so that the score sheet after it is the last.  The rules stay as they
were, the game's ending included: the computer players weigh how near the game's end is.  The scores stay as
they stood before the hand: in most games the first meld's minimum depends on them (C-MELD-2), and the same
deal with other scores would be another hand.  The computer players sit as they sat, at their levels, with
the game's seed, so they play as they played while the player plays as he did (a computer player's choice
follows from its seed and what it sees).  With ``master`` the master plays the same deal from the player's
seat in the background (master.py), and the score sheet compares the two hands.
"""

from __future__ import annotations

from typing import Any

from game.ai import LEVELS
from game.core import Game
from game.ui.choices.match_settings import MatchSettings
from game.ui.choices.presets import playable_presets
from game.ui.choices.rule_options import only_changes, option_fields
from game.ui.replays.master import MasterGame
from game.ui.replays.replay import ENDING_OPTIONS, Replay
from game.ui.table.match import Match


def one_hand(start: dict[str, Any]) -> Game:
    """The game that starts at ``start`` (a position dict at a hand's deal): the same cards, seats, dealer,
    scores and rules, without the hands before it.  The match ends it after the hand (Match.is_over)."""
    return Game.from_dict({key: value for key, value in start.items() if key != "past_hands"})


def deal_again(settings: MatchSettings, start: dict[str, Any], master: bool = False,
               before: int | None = None) -> Match:
    """A match of the deal ``start`` with ``settings``' seats (and seed, which seeds the computer players):
    shown as just dealt; with ``master``, the master's game of it beside (for the one person at the table)."""
    match = Match(settings, one_hand(start), dealt_now=True)
    match.deal_again, match.before = True, before
    if master and len(match.people) == 1:
        match.master = MasterGame(match.game.to_dict(), match.people[0], settings.kinds, settings.seed)
    return match


def start_of(match: Match) -> dict[str, Any] | None:
    """The deal of the hand ``match`` has just played (its score sheet is up), or None without one."""
    return match.hand_start if match.hand_is_over else None


def score_of(match: Match) -> int | None:
    """The player's hand score in the hand just over."""
    scores = match.game.round_scores
    return None if not scores else int(scores[match.score_index()]["total"])


def deal_of_replay(replay: Replay, hand: int) -> tuple[MatchSettings, dict[str, Any], int | None]:
    """The settings, the deal and the player's score (seat 0's) of ``hand`` of a replayed game: its seats as
    the record names them (people and each computer player's level), else the computer players at the
    record's level (the usual level where it names none)."""
    start = replay.start(hand).to_dict()
    level = replay.tags.get("Level")
    level = level if isinstance(level, str) and level in LEVELS else "expert"
    name = replay.preset if replay.preset in playable_presets() else None
    if name is None:
        raise ValueError(f"the game {replay.preset!r} cannot be played here")
    rules = replay.final.rules.to_dict()
    options = {key: value for key, value in rules.items() if key in option_fields() and key not in ENDING_OPTIONS}
    seats = replay.tags.get("Seats")
    seats = tuple(seats) if isinstance(seats, list) and all(isinstance(kind, str) for kind in seats) else None
    settings = None
    for changes, kinds in ((only_changes(name, options), seats), (only_changes(name, options), None), ({}, None)):
        try:  # the record's own seats and rules, else without what this game cannot take
            settings = MatchSettings(name, level, None, replay.final.seed, changes, kinds)
            break
        except ValueError:
            continue
    assert settings is not None
    moments = replay.moments(hand)
    ended = moments[-1].game
    index = ended.side_of(0) if ended.rules.has_partners else 0
    before = int(ended.round_scores[index]["total"]) if ended.round_scores else None
    return settings, start, before

