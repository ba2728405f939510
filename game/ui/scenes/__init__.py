"""The scenes by name.  The app opens them through this table (``app.open("table", match)``), so no scene
imports another and the scenes' modules import each other in no circle."""

from __future__ import annotations

from collections.abc import Callable

from game.storage import Storage
from game.ui.app import App, Scene
from game.ui.people.pass_screen import PassScreen
from game.ui.people.seats_dialog import SeatsDialog
from game.ui.replays.code_dialogs import PasteCodeDialog, ShareCodeDialog
from game.ui.replays.deal_dialog import DealAgainDialog
from game.ui.replays.games_scene import GamesScene
from game.ui.replays.replay_scene import ReplayScene
from game.ui.scenes.celebration import WinCelebration
from game.ui.scenes.dialogs import GoOutQuestion, ScoreSheet
from game.ui.scenes.modal import Confirm
from game.ui.scenes.options_scene import OptionsScene
from game.ui.scenes.reading import LogScene, RulesScene
from game.ui.scenes.review_scene import ReviewScene
from game.ui.scenes.settings_dialog import SettingsDialog
from game.ui.scenes.start_scene import StartScene
from game.ui.scenes.table_menu import TableMenu
from game.ui.scenes.table_scene import TableScene

SCENES: dict[str, Callable[..., Scene]] = {
    "start": StartScene,
    "options": OptionsScene,
    "table": TableScene,
    "score_sheet": ScoreSheet,
    "go_out_question": GoOutQuestion,
    "table_menu": TableMenu,
    "settings": SettingsDialog,
    "confirm": Confirm,
    "rules": RulesScene,
    "log": LogScene,
    "review": ReviewScene,
    "win": WinCelebration,
    "games": GamesScene,
    "replay": ReplayScene,
    "share_code": ShareCodeDialog,
    "paste_code": PasteCodeDialog,
    "pass": PassScreen,
    "seats": SeatsDialog,
    "deal_again": DealAgainDialog,
}


def create_app(storage: Storage | None = None) -> App:
    """The game's window on its start screen; ``storage`` is the player's own unless given."""
    return App.create(SCENES, storage)
