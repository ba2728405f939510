"""The glossary (issue 19): the table's words explain themselves after the pointer rests on them, or a finger
presses them, pointing to the section of the rules that tells more; a press held to read does not act."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import preset  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.help.glossary import GLOSSARY, SECTION_TITLES, tip  # noqa: E402
from game.ui.help.rules_text import rules_sections  # noqa: E402
from game.ui.scenes.table_scene import GLOSSARY_DELAY, TableScene  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.table.seats import sits_out  # noqa: E402
from game.ui.table.table_view import pile_states  # noqa: E402

from .mac_positions import OTHERS, mac_game  # noqa: E402

SHOWN = {"stock", "pile", "frozen", "blocked", "laid", "first meld", "meld", "natural canasta", "mixed canasta",
         "dead", "red three", "turn card", "bonus cards", "sits out"}  # every word term_at can answer


def rest_on(driver: Headless, pos: tuple[float, float]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos(pos), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frames(round(GLOSSARY_DELAY * 60) + 2)


def table(seed: int = 4, name: str = "classic-4p") -> tuple[Headless, TableScene]:
    driver = Headless()
    driver.app.settings.preset = name
    driver.frame()
    driver.scene.new_game(seed=seed)
    player = ScriptedPlayer(driver)
    assert player.wait_for_turn() == "move"
    return driver, player.table


def test_every_word_the_table_explains_has_its_entry_and_its_section_exists() -> None:
    assert set(GLOSSARY) == SHOWN
    keys = {section.key for section in rules_sections(preset("modern-american"))}
    assert all(entry.section in keys and entry.text for entry in GLOSSARY.values())
    assert tip("frozen").endswith(f"More under {SECTION_TITLES['pile']} in the rules (F1).")


def test_resting_on_the_stock_explains_it_and_moving_away_hides_it() -> None:
    driver, scene = table()
    rest_on(driver, scene.layout.stock_rect.center)
    assert scene.glossary_tip is not None and scene.glossary_tip[0] == tip("stock")
    rest_on(driver, (640, 200))  # the empty middle of the table: no word there
    assert scene.glossary_tip is None
    rest_on(driver, scene.layout.score_rect.center)
    assert scene.glossary_tip[0] in (tip("first meld"), tip("laid"))


def test_a_long_press_reads_the_word_and_its_release_does_not_draw() -> None:
    driver, scene = table()
    before = scene.match.to_dict()
    pos = driver.window_pos(scene.layout.stock_rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    driver.frames(round(GLOSSARY_DELAY * 60) + 2)
    assert scene.glossary_tip is not None and scene.glossary_tip[0] == tip("stock")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    driver.frame()
    assert scene.match.to_dict() == before and scene.glossary_tip is None
    driver.click(scene.layout.stock_rect.center)  # a plain click still draws
    assert scene.match.to_dict() != before


def test_the_piles_state_is_explained_where_it_is_written() -> None:
    for seed in range(1, 60):
        driver, scene = table(seed)
        states = pile_states(scene.view.rules, list(scene.view.pile))
        if states:
            break
    else:
        raise AssertionError("no seed turns a frozen or blocked pile")
    x, y = scene.layout.pile_state_pos
    rest_on(driver, (x + 60, y + 10))
    assert scene.glossary_tip is not None and scene.glossary_tip[0] == tip(states[0])


def test_the_turn_cards_lines_explain_bonus_cards_and_a_seat_dealt_out_explains_sitting_out() -> None:
    driver, scene = table(name="modern-american")
    lay = scene.layout
    x, y = lay.turn_card_pos
    rest_on(driver, (x - 20 if lay.turn_card_anchor.endswith("right") else x + 20, y + 8))
    assert scene.glossary_tip is not None and scene.glossary_tip[0] == tip("bonus cards")
    driver, scene = table_where_someone_sits_out()
    seat = next(s for s in range(1, 5) if sits_out(scene.view, s))
    (x, y), _ = scene.layout.sitter_label_pos(seat)
    rest_on(driver, (x, y + 8))
    assert scene.glossary_tip is not None and scene.glossary_tip[0] == tip("sits out")


def table_where_someone_sits_out() -> tuple[Headless, TableScene]:
    """Five players, the player at the table and another seat dealt out of the hand."""
    for seed in range(1, 30):
        driver, found = table(seed, "five-player")
        if not sits_out(found.view, HUMAN):
            return driver, found
    raise AssertionError("no five-player deal keeps the player at the table")


# -- a negative "laid" explained (issue 47) ------------------------------------------------------------------
def test_laid_says_why_it_can_go_below_zero_where_the_rules_let_it() -> None:
    mac, classic, verschaerft = (tip("laid", preset(name)) for name in ("modern-american", "classic-4p", "verschaerft"))
    assert "Here it can go below zero: melded cards count against a side without a canasta; laid-out threes " \
           "count against a side without a canasta (nothing with one); an unfinished meld of sevens, aces " \
           "without wild cards or wild cards alone costs its penalty." in mac
    assert "below zero" not in classic and classic == tip("laid")  # there threes count against only unmelded
    assert "a red three counts against a side without a canasta of its own" in verschaerft
    for code in ("de", "nl"):
        set_language(code)
        assert "below zero" not in tip("laid", preset("modern-american")) != tip("laid")  # translated, and said


def test_resting_on_a_negative_laid_score_in_modern_american_explains_it() -> None:
    game = mac_game(["JC JD 9H AH AC 2C", *OTHERS], phase="play", melds=[["KH KS KD", "QH QS QD"], []])
    driver = Headless()
    driver.app.settings.warnings = False
    driver.app.play(Match(MatchSettings(preset="modern-american", level="normal", seed=1), game))
    driver.frame()
    scene = driver.scene
    assert scene.match.view().table_score(0) < 0  # melds without a canasta count against the side
    rest_on(driver, (scene.layout.score_rect.x + 40, scene.layout.score_rect.y + 30))  # "laid -…" of his side
    assert scene.glossary_tip is not None and "Here it can go below zero" in scene.glossary_tip[0]
