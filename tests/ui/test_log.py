"""The log: a line for every event the engine records, read from real games and positions (no pygame)."""

from __future__ import annotations

import dataclasses
import inspect
import json
import random
from typing import Any

import pytest

from game.ai import make_bot
from game.core import Game, preset
from game.core import events as engine_events
from game.core.events import JokerCut, SpecialHandShown
from game.i18n import LANGUAGES, set_language
from game.ui.table.log import describe
from game.ui.table.match import HUMAN, Match, MatchSettings
from game.ui.table.seats import seat_names

from .mac_positions import MAC, STRAIGHT, mac_game

EVENT_CLASSES = {cls for _, cls in inspect.getmembers(engine_events, inspect.isclass)
                 if dataclasses.is_dataclass(cls) and cls.__module__ == engine_events.__name__}


def at_table(game: Game) -> Match:
    return Match(MatchSettings(preset=MAC, level="normal"), game)


def events_of_real_games() -> list[tuple[Game, Any]]:
    """(game after the move, event) for events met in seeded random play of a few presets, the deal of a
    verschaerft hand whose cut shows a joker, and a special hand shown."""
    found: dict[type, tuple[Game, Any]] = {}
    for name, seeds in ((MAC, range(1, 12)), ("three-player-partnership", range(1, 4))):
        for seed in seeds:
            game = Game.new(preset(name).replace(target_score=500), seed=seed)
            rng = random.Random(seed)
            for event in game.deal_events:
                found.setdefault(type(event), (game.copy(), event))
            while game.phase not in ("round_over", "game_over"):
                for event in game.apply(rng.choice(game.legal_moves())):
                    found.setdefault(type(event), (game.copy(), event))
            if EVENT_CLASSES - {JokerCut, SpecialHandShown, engine_events.UpcardTurned} <= set(found):
                break
    cut = Game.new(preset("verschaerft"), seed=37)  # the cut shows a joker: seat 0 keeps it
    for event in cut.deal_events:
        found.setdefault(type(event), (cut, event))
    special = mac_game([STRAIGHT, "6C 6D 4C", "6C 6D 4D", "4C 4D 9S"], phase="play")
    for event in special.apply("special straight"):
        found.setdefault(type(event), (special, event))
    return list(found.values())


def test_every_event_of_the_engine_has_a_line_in_the_log() -> None:
    met = events_of_real_games()
    assert {type(event) for _, event in met} == EVENT_CLASSES
    for game, event in met:
        seat = getattr(event, "seat", getattr(event, "lone", 0))
        lines = describe(game, seat, None, [event], seat_names(game.rules.player_count), HUMAN)
        assert len(lines) == 1 and lines[0][0].isupper() and lines[0][-1] in ".!?", (event, lines)


def test_a_three_laid_out_by_hand_names_the_card_drawn_for_it_and_another_seats_stays_hidden() -> None:
    match = at_table(mac_game(["3H 3S KH KS 5S 6S 7S", "3C 6D 4C", "6C 6D 4D", "4C 4D 9S"]))
    match.play("lay 3S")
    assert match.log[-1] == "You lay out a three (3♠) and draw 8♦."
    match.play("draw")
    match.play("discard 5S")
    match.play("lay 3C")  # West, on his first turn
    assert match.log[-1] == "West lays out a three (3♣) and draws again."


def test_the_turn_card_is_announced_after_the_draw_that_finds_it() -> None:
    match = at_table(mac_game(["KH KS 5S", "6C 6D 4C", "6C 6D 4D 4S", "4C 4D 9S"], to_act=2,
                              stock="8H 8S 8D 8C TH TS TD TC JH"))
    match.play("draw")
    assert match.log[-2:] == ["North draws a card.", "North draws the turn card: 8 cards remain, no more bonus cards."]


def test_bonus_cards_are_named_for_the_player_and_only_counted_for_the_others() -> None:
    stock = "5H 5D 9H 9D JH JD QH QD 4H 4H 6H 6H 8H 8H TH TH"
    match = at_table(mac_game(["KH KS KD AH AS AD 5S 6S", "6C 6D 4C", "6C 6D 4D", "4C 4D 9S"], phase="play",
                              stock=stock.strip()))
    match.play("meld KH KS KD / AH AS AD")
    match.play("discard 5S")
    assert match.log[-1] == "You draw 4 bonus cards: 5♥ 5♦ 9♥ 9♦."
    lines = describe(match.game, 1, None, [engine_events.BonusCardsDrawn(1, ("JH", "JD", "QH"))], match.names, HUMAN)
    assert lines == ["West draws 3 bonus cards."]


def test_a_special_hand_is_named_with_its_cards_and_value() -> None:
    hands = ["6C 6D 4C", STRAIGHT, "6C 6D 4D", "4C 4D 9S"]
    match = at_table(mac_game(hands, to_act=1, phase="play"))
    match.play("special straight")
    assert "West shows a straight (3,000): A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♥ 2♣ Joker." in match.log
    assert match.log[-2:] == ["The hand is over: a special hand was shown.",
                              "Score: You & North -30 (-30); West & East +3,000 (3,000)"]


def test_a_joker_cut_is_told_for_whoever_cut_it() -> None:
    game = Game.new(preset("verschaerft"), seed=37)
    names = seat_names(4)
    assert describe(game, game.dealer, None, game.deal_events[:1], names, HUMAN) == ["You cut a joker and keep it."]
    assert describe(game, 3, None, [JokerCut(1, "JK")], names, HUMAN) == ["West cuts a joker and keeps it."]


def test_classic_red_threes_keep_their_colour_in_the_log() -> None:
    logs = (Match(MatchSettings(preset="classic-4p", level="normal", seed=seed)).log for seed in range(1, 20))
    threes = next(t for log in logs if (t := [line for line in log if "three" in line]))
    assert threes and all("a red three (3" in line for line in threes)


# -- the log re-spoken after a switch of language (issue 47) ----------------------------------------------
def a_hand_with_a_move_taken_back(code: str) -> Match:
    """A hand of Classic for four played to its score in language ``code``, the player's first move after a
    draw taken back and made again; the computer players and the player's stand-in choose the same moves in
    every language."""
    set_language(code)
    match = Match(MatchSettings(preset="classic-4p", level="beginner", seed=5))
    stand_in = make_bot("beginner", seed=9)
    took_back = False
    while not match.hand_is_over:
        if not match.human_to_act:
            match.play(match.think(60.0))
            continue
        move = stand_in.choose(match.view())
        match.play(move)
        if match.can_undo and not took_back:
            match.undo()
            match.play(move)
            took_back = True
    return match


def test_after_a_switch_of_language_every_line_of_the_log_is_in_the_new_language() -> None:
    spoken_in = {code: a_hand_with_a_move_taken_back(code).log for code in LANGUAGES}
    match = a_hand_with_a_move_taken_back("en")
    english = match.log
    assert "You take back your moves." in english and english[-1].startswith("Score: You & North")
    for code in LANGUAGES:
        set_language(code)
        assert match.log == spoken_in[code]  # every line as if the hand had been played in that language
        assert Match.from_dict(json.loads(json.dumps(match.to_dict()))).log == spoken_in[code]  # and its save
    assert spoken_in["de"] != english and spoken_in["nl"] != english and spoken_in["de"] != spoken_in["nl"]


def test_a_saved_log_of_sentences_from_before_loads_as_it_was_written() -> None:
    match = a_hand_with_a_move_taken_back("en")
    saved = match.to_dict() | {"log": list(match.log)}  # a save from when the log kept its sentences
    set_language("de")
    assert Match.from_dict(saved).log == saved["log"]
    set_language("en")
    with pytest.raises(ValueError, match="log"):
        Match.from_dict(saved | {"log": [{"say": "{player} draws a card.", "with": {"player": {"seat": 9}}}]})
