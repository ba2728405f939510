"""Every scene but the table's, opened headless at a window's size and in a language: for the tests that every
scene fits every window (test_every_window.py) and for the screenshots of them (tools/screenshots.py, frames).

Each entry opens its scene the way the app does (``app.open``), over what it is opened over (the start screen,
or a table); the matches they need are played once and copied."""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import cache

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.ai import make_bot  # noqa: E402
from game.i18n import tr  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.replays.replay import Replay  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402

WINDOWS = [(360, 640), (390, 844), (540, 960), (768, 1024), (800, 600), (1000, 1000), (1280, 720), (1920, 1080),
           (2560, 1440)]
PICTURED = [(360, 640), (390, 844), (800, 600), (1280, 720), (1920, 1080), (2560, 1440)]


@cache
def _hand_over() -> dict:
    """A game of four whose first hand is over, the player's seat played by a bot."""
    match = Match(MatchSettings(preset="classic-4p", level="normal", seed=4))
    stand_in = make_bot("beginner", 5)
    while not match.hand_is_over:
        match.play(stand_in.choose(match.view(0)) if match.human_to_act else match.think(60.0))
    return match.to_dict()


@cache
def _game_over() -> dict:
    """A short game of two to its end, the player's seat played by a bot."""
    from tests.ui.test_games_and_replay import finished

    return finished(3, "classic-2p", 1500).to_dict()


@cache
def _in_play() -> dict:
    return Match(MatchSettings(preset="classic-4p", level="normal", seed=3)).to_dict()


def _table(driver: Headless, data: dict | None = None):
    driver.app.play(Match.from_dict(data or _in_play()))
    driver.frames(2)
    return next(s for s in driver.app.scenes if type(s).__name__ == "TableScene")


def _push(driver: Headless, name: str, *args) -> None:
    driver.app.push(driver.app.open(name, *args))


def _start_full(driver: Headless) -> None:
    driver.scene.show_all()


def _rules(driver: Headless) -> None:
    driver.scene.read_rules()


def _replay(driver: Headless) -> None:
    from game.ui.replays.code_dialogs import replay_of
    from game.ui.replays.kept_games import load_sample

    sample = load_sample()
    assert sample is not None
    replay: Replay = replay_of(sample.code)
    _push(driver, "replay", replay, "Classic for four")
    for _ in range(30):  # a few moves in, cards on the table
        driver.scene.handle(__import__("game.ui.input", fromlist=["Key"]).Key("right"))


def _confirm(driver: Headless) -> None:
    _push(driver, "confirm", tr("Start a new game?"),
          [tr("The game in play will be lost:"), "Classic for four · hand 3 · 1,230 to 860",
           tr("The new one: the same game and players, dealt afresh.")], tr("Start new game"), lambda: None,
          tr("Keep playing"), True)


def _deal_again(driver: Headless) -> None:
    match = Match.from_dict(_hand_over())
    _push(driver, "deal_again", match.settings, match.hand_start, 1, 120, True)


def _table_menu(driver: Headless) -> None:
    _push(driver, "table_menu", _table(driver))


def _score_sheet(driver: Headless) -> None:
    _table(driver, _hand_over())
    driver.frames(3)
    assert type(driver.scene).__name__ == "ScoreSheet", type(driver.scene).__name__


def _go_out(driver: Headless) -> None:
    _push(driver, "go_out_question", _table(driver))


def _pass(driver: Headless) -> None:
    _push(driver, "pass", _table(driver), 2)


def _log(driver: Headless) -> None:
    table = _table(driver, _hand_over())
    driver.app.scenes[:] = [table]
    _push(driver, "log", table.match)


def _review(driver: Headless) -> None:
    table = _table(driver)
    driver.app.scenes[:] = [table]
    _push(driver, "review", table.match, [], 20)


def _win(driver: Headless) -> None:
    match = Match.from_dict(_game_over())
    table = _table(driver, _game_over())
    driver.app.scenes[:] = [table]
    _push(driver, "win", match, match.view(0))
    driver.frames(40)  # the ribbon open, the confetti falling


def _share(driver: Headless) -> None:
    _push(driver, "share_code", "C1" + "AbCdEfGh1234-_" * 60)


SCENES: dict[str, Callable[[Headless], None]] = {
    "start": lambda driver: None,
    "start-full": _start_full,
    "settings": lambda driver: _push(driver, "settings"),
    "seats": lambda driver: _push(driver, "seats"),
    "options": lambda driver: _push(driver, "options"),
    "rules": _rules,
    "games": lambda driver: _push(driver, "games"),
    "replay": _replay,
    "share-code": _share,
    "paste-code": lambda driver: _push(driver, "paste_code"),
    "deal-again": _deal_again,
    "confirm": _confirm,
    "table-menu": _table_menu,
    "score-sheet": _score_sheet,
    "go-out": _go_out,
    "pass": _pass,
    "log": _log,
    "review": _review,
    "win": _win,
}


def open_scene(name: str, size: tuple[int, int], language: str = "en") -> Headless:
    """A headless app at a window of ``size``, speaking ``language``, with the scene ``name`` on top."""
    driver = Headless(size=size)
    driver.app.switch_language(language)
    driver.frames(1)
    SCENES[name](driver)
    driver.frames(2)
    return driver
