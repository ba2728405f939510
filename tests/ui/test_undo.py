"""Undo (issues 19 and 47): `u`, Ctrl+Z or the Undo button take back the player's moves of this turn, to its start
or to just after the last card he drew or his partner's answer (what he saw stays seen), restoring the position
exactly; never further back, where another seat has played on what he did: the refusal says who."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import Discard, Draw, Game, Meld, Take  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.stats import Statistics  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402


def player_to_move(kind: type, seeds=range(1, 200)) -> tuple[Headless, Match]:
    """A table of classic-2p at the player's first turn where ``kind`` (a take, or after a draw a meld) is legal."""
    for seed in seeds:
        match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=seed))
        while not match.human_to_act:
            match.play(match.think(60.0))
        trial = Match.from_dict(match.to_dict())
        if kind is Meld:
            trial.play(Draw())
        if any(isinstance(m, kind) for m in trial.view(HUMAN).legal_moves()):
            driver = Headless()
            driver.app.play(match)
            driver.scene.pacing.wait = 600.0
            return driver, match
    raise AssertionError(f"no seed gives the player a {kind.__name__}")


def buttons(driver: Headless) -> list[str]:
    return [b.label for b in driver.scene.buttons]


def test_moves_after_a_draw_are_taken_back_but_the_draw_stays() -> None:
    driver, match = player_to_move(Meld)
    table = driver.scene
    driver.click(table.layout.stock_rect.center)
    drawn, drawn_log = match.to_dict(), match.log
    assert "Undo" not in buttons(driver) and not match.can_undo  # nothing to take back: the draw was seen
    meld = next(m for m in match.view(HUMAN).legal_moves() if isinstance(m, Meld))
    assert table.play_human(meld)
    driver.frame()
    assert "Undo" in buttons(driver)
    driver.key(pygame.K_u)
    assert match.game.to_dict() == drawn["game"]
    assert match.log == [*drawn_log, "You take back your moves."] and match.undos == 1
    assert table.view.hand == match.view(HUMAN).hand and not table.hand.selected
    driver.key(pygame.K_u)  # the draw itself cannot be taken back
    assert match.game.to_dict() == drawn["game"] and table.toast.text.startswith("Nothing to take back")


def test_a_pile_taken_is_given_back_and_ctrl_z_works_too() -> None:
    driver, match = player_to_move(Take)
    table = driver.scene
    start = match.game.to_dict()
    take = next(m for m in match.view(HUMAN).legal_moves() if isinstance(m, Take))
    assert table.play_human(take)
    assert match.can_undo
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="",
                                         scancode=0))
    driver.frame()
    assert match.game.to_dict() == start and match.game.phase == "draw"


def test_nothing_is_taken_back_once_the_turn_has_passed() -> None:
    driver, match = player_to_move(Meld)
    table = driver.scene
    table.play_human(Draw())
    card = match.view(HUMAN).hand[0]
    table.play_human(next(m for m in match.view(HUMAN).legal_moves() if str(m) == f"discard {card}"))
    assert not match.human_to_act and not match.can_undo
    assert Match.from_dict(match.to_dict()).undos == match.undos == 0


def test_the_record_says_how_many_games_had_moves_taken_back() -> None:
    old = Statistics.from_dict({"format": 1, "last_hand": "", "tables": {
        "classic-4p/expert": {"games": 2, "won": 1, "drawn": 0, "hands": 9, "best_hand": 900}}})
    entry = old.record("classic-4p", "expert")
    assert entry.helped == 0 and "taken back" not in old.summary("classic-4p", "expert")  # a record from before
    entry.helped = 1
    assert old.summary("classic-4p", "expert") == ("Against expert players, Classic for four: won 1 of 2 games, "
                                                   "1 with hints or moves taken back, 9 hands, best hand 900")
    assert Statistics.from_dict(old.to_dict()).record("classic-4p", "expert").helped == 1


# -- the whole last turn, against the computer players ------------------------------------------------------
def others_play(match: Match) -> None:
    while not match.human_to_act and not match.hand_is_over:
        match.play(match.think(60.0))


def a_round_played(seed: int = 2) -> tuple[Match, dict]:
    """Classic for four: the player draws and discards at his first turn, the three computer players reply;
    returns the match at his next turn and the saved match just after his draw."""
    match = Match(MatchSettings(preset="classic-4p", level="beginner", seed=seed))
    others_play(match)
    match.play(Draw())
    drawn = match.to_dict()
    match.play(next(m for m in match.view(HUMAN).legal_moves() if isinstance(m, Discard)))
    others_play(match)
    assert match.human_to_act and match.game.round == 1
    return match, drawn


def test_a_discard_the_next_seat_has_played_on_is_final() -> None:
    match, _ = a_round_played()
    replied = match.to_dict()
    assert not match.can_undo and match.undo_refusal() == "West has already played on your discard"
    with pytest.raises(ValueError):
        match.undo()
    assert match.to_dict() == replied and match.undos == 0


def test_this_turns_moves_are_taken_back_and_no_further() -> None:
    game = Game.from_dict({
        "rules": "classic-2p", "dealer": 1, "to_act": 0, "phase": "draw", "scores": [0, 0], "seed": 3,
        "hands": ["4C 4D 9S 8C 8D QC", "5C 5D 6S 8S"], "melds": [["AH AS AD"], ["KH KS KD"]],
        "red_threes": ["", ""], "pile": "TH", "stock": "TC 8H 6H 9D 7H 9H JD QS", "turn": {}})
    match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=3), game)
    assert match.undo_refusal() == "Nothing to take back: you have not moved yet this turn"
    match.play("draw")
    assert match.undo_refusal() == "Nothing to take back: a card from the stock, once seen, stays drawn"
    for move in ["discard TC", "draw", "discard 8S"]:  # North's reply is played for him
        match.play(move)
    turn_start = match.game.to_dict()
    match.play(next(m for m in match.view(HUMAN).legal_moves() if isinstance(m, Take)))  # the pile, with 8♣ 8♦
    assert match.undo() == "You take back your moves."
    assert match.game.to_dict() == turn_start and not match.can_undo
    assert match.undo_refusal() == "North has already played on your discard" and match.undos == 1


def test_a_card_drawn_this_turn_stays_drawn_and_the_turn_before_stays_final() -> None:
    match, _ = a_round_played()
    match.play(Draw())
    assert not match.can_undo
    assert match.undo_refusal() == "Nothing to take back: a card from the stock, once seen, stays drawn"


def test_the_partners_answer_is_final() -> None:
    game = Game.from_dict({
        "rules": "classic-4p", "dealer": 3, "to_act": 0, "phase": "draw", "scores": [0, 0], "seed": 7,
        "hands": ["4C 4D 4S", "5C 5D 5S 8S", "6C 6D 6S JC", "7C 7D 7S QD"],
        "melds": [["AH AS AD AC AH AS AD", "KH KS KD"], ["QH QS QD"]], "red_threes": ["", ""],
        "pile": "TH", "stock": "TC 8H 6H 9D 7H 9H JD QS", "turn": {}})
    match = Match(MatchSettings(preset="classic-4p", level="beginner", seed=7), game)
    match.play("draw")
    match.play("ask")  # may I go out (with 4♣ 4♦ 4♠, and 10♣ thrown)?
    match.play(match.think(60.0))  # North answers
    assert match.game.to_act == HUMAN and not match.can_undo
    assert match.undo_refusal() == "North has already answered your question"


def test_no_taking_back_across_the_end_of_a_hand() -> None:
    game = Game.from_dict({
        "rules": "classic-4p", "dealer": 3, "to_act": 0, "phase": "draw", "scores": [0, 0], "seed": 7,
        "hands": ["4C 4D 9S JH QC", "5C 5D 5S 8S", "6C 6D 6S JC", "7C 7D 7S QD"],
        "melds": [["AH AS AD"], ["KH KS KD KC KH KS KD", "8C 8D 8C"]], "red_threes": ["", ""],
        "pile": "TH", "stock": "TC 8H 6H 9D 7H 9H JD QS", "turn": {}})
    match = Match(MatchSettings(preset="classic-4p", level="beginner", seed=7), game)
    match.play("draw")
    match.play("discard TC")
    for move in ["draw", "meld 5C 5D 5S", "meld 8S", "discard 8H"]:  # West goes out
        match.play(move)
    assert match.hand_is_over and not match.can_undo
    match.next_hand()
    others_play(match)
    assert match.human_to_act and not match.can_undo  # the last hand's turn cannot be resumed
    assert match.undo_refusal() == "Nothing to take back: you have not moved yet this turn"
    assert match.undos == 0


def test_the_refusal_survives_a_save_and_a_save_reaching_into_the_turn_before_loads_without_it() -> None:
    match, drawn = a_round_played()
    saved = json.loads(json.dumps(match.to_dict()))
    restored = Match.from_dict(saved)
    assert not restored.can_undo and restored.undo_refusal() == "West has already played on your discard"
    restored.play(Draw())
    restored.play(next(m for m in restored.view(HUMAN).legal_moves() if isinstance(m, Discard)))
    between = Match.from_dict(json.loads(json.dumps(restored.to_dict())))  # saved while the others play
    others_play(between)
    assert between.undo_refusal() == "West has already played on your discard"  # whom his turn passed to
    old = dict(saved)  # a save from when undo reached back into the turn before, to just after its draw
    old["undo"] = {"point": None, "moved": False, "previous": {"game": drawn["game"], "log": len(drawn["log"])}}
    assert not Match.from_dict(old).can_undo and Match.from_dict(old).game.to_dict() == match.game.to_dict()
    broken = saved | {"undo": {"point": {"game": {}, "log": 3}, "moved": True, "passed": {"x": 1}}}
    assert not Match.from_dict(broken).can_undo  # a point that does not read is dropped, the game kept


def test_u_at_the_table_says_the_next_seat_has_played_on_the_discard() -> None:
    match = Match(MatchSettings(preset="classic-4p", level="beginner", seed=2))
    others_play(match)
    driver = Headless()
    driver.app.settings.warnings = False  # the discard is the test's choice, asked about or not
    driver.app.play(match)
    player = ScriptedPlayer(driver)
    table = player.table
    assert player.wait_for_turn() == "move"
    driver.click(table.layout.stock_rect.center)  # draw
    player.select([match.view(HUMAN).hand[0]])
    driver.click(table.layout.pile_rect.center)  # discard
    assert not match.human_to_act
    driver.key(pygame.K_u)
    assert table.toast.text.startswith("Nothing to take back while the others play")
    assert player.wait_for_turn() == "move" and "Undo" not in buttons(driver)
    replied = match.to_dict()
    driver.key(pygame.K_u)
    assert table.toast.text == "West has already played on your discard"
    assert match.to_dict() == replied
