"""Undo (issue 19): `u`, Ctrl+Z or the Undo button take back the player's moves of this turn, to its start or to
just after the last card he drew (a card seen stays drawn); the position is restored exactly."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import Draw, Meld, Take  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
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
    drawn = match.to_dict()
    assert "Undo" not in buttons(driver) and not match.can_undo  # nothing to take back: the draw was seen
    meld = next(m for m in match.view(HUMAN).legal_moves() if isinstance(m, Meld))
    assert table.play_human(meld)
    driver.frame()
    assert "Undo" in buttons(driver)
    driver.key(pygame.K_u)
    assert match.game.to_dict() == drawn["game"]
    assert match.log == [*drawn["log"], "You take back your moves."] and match.undos == 1
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
                                                   "1 with moves taken back, 9 hands, best hand 900")
    assert Statistics.from_dict(old.to_dict()).record("classic-4p", "expert").helped == 1
