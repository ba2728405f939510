"""Choosing the language (issue 20): the first start takes the player's own, the start screen switches it at
once, and it is remembered in the settings; a language the game does not speak is not kept."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.i18n import language  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.app import Settings  # noqa: E402
from game.ui.headless import Headless  # noqa: E402


def test_the_first_start_takes_the_systems_language_and_remembers_it(monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", "nl_NL")
    storage = Storage(MemoryBackend())
    driver = Headless(storage)
    assert driver.app.settings.language == "nl" and language() == "nl"
    assert storage.load("settings").data["language"] == "nl"
    monkeypatch.setenv("LANGUAGE", "de_DE")
    again = Headless(storage)  # the next start keeps what was chosen, whatever the system says now
    assert again.app.settings.language == "nl"


def test_the_start_screen_switches_the_language_at_once() -> None:
    driver = Headless()
    scene = driver.scene
    choices, _, _, _ = scene.layout()
    german = next(c for c in choices if c.key == "language" and c.value == "de")
    driver.click(german.rect.center)
    assert driver.app.settings.language == "de" and language() == "de"
    assert Settings.from_dict(driver.app.settings.to_dict()).language == "de"


def test_a_language_the_game_does_not_speak_is_not_kept() -> None:
    assert Settings.from_dict({"language": "fr"}).language == ""
    assert Settings.from_dict({"language": 7}).language == ""


def test_at_the_table_refusals_and_hints_speak_the_chosen_language() -> None:
    import pygame

    from game.core import Draw
    from game.i18n import set_language
    from game.ui.table.match import Match, MatchSettings

    driver = Headless()
    driver.app.settings.language = "de"
    set_language("de")
    match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=3))
    while not match.human_to_act:
        match.play(match.think(60.0))
    driver.app.play(match)
    table = driver.scene
    table.pacing.wait = 600.0
    table.skip()  # the deal, at once
    driver.frame()
    driver.click(table.layout.pile_rect.center)  # nothing selected: no take, and the engine says why
    assert table.toast is not None and "Stapel" in table.toast.text, table.toast.text
    driver.key(pygame.K_h)
    assert table.toast is not None and table.toast.kind == "hint"
    assert table.toast.text.startswith(("Zieh", "Nimm", "Leg")), table.toast.text
    assert match.game.phase == "draw" and Draw() in match.view(0).legal_moves()


def test_the_settings_at_the_table_switch_the_language_and_every_open_screen_speaks_it() -> None:
    import pygame

    from game.i18n import tr
    from game.ui.table.match import Match, MatchSettings

    driver = Headless()
    driver.app.play(Match(MatchSettings(preset="classic-2p", level="beginner", seed=3)))
    table = driver.scene
    table.pacing.wait = 600.0
    driver.key(pygame.K_ESCAPE)
    menu = driver.scene
    driver.key(pygame.K_s)
    settings = driver.scene
    rect = next(rect for rect, key, value, _ in settings.choices() if key == "language" and value == "nl")
    driver.click(rect.center)
    assert language() == "nl" and driver.app.settings.language == "nl"
    assert [b.label for b in settings.buttons] == [tr("Done")] and tr("Done") != "Done"
    assert menu.buttons[0].label == tr("Resume") != "Resume"
    assert table.menu_button.label == tr("Menu")
    assert Settings.from_dict(driver.app.settings.to_dict()).language == "nl"


def test_a_refusal_that_quotes_a_move_names_it_in_words_in_every_language() -> None:
    from game.core import Game, preset
    from game.i18n import refusal_text, set_language
    from game.ui.table.log import card_text, quoted_move

    game = Game.new(preset("classic-4p"), seed=3)
    card = game.hands[game.to_act][0]
    refusal = game.refusal(f"discard {card}")
    assert refusal is not None and refusal.key == "turn.draw_first"
    assert f"'discard {card_text(card)}' comes later" in refusal_text(refusal, card_text, quoted_move)
    set_language("de")
    german = refusal_text(refusal, card_text, quoted_move)
    assert "discard" not in german and card_text(card) in german, german
    assert quoted_move("not a move") == "not a move"
