"""Hints at the table (issue 19): `h` or the Hint button selects the suggested cards, lights where they go,
says why in one sentence, and plays nothing; the statistics note the game as helped."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai import hint  # noqa: E402
from game.core import Discard, Draw, Meld, Take  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.stats import Statistics  # noqa: E402
from game.ui.table.intents import move_cards  # noqa: E402
from game.ui.table.log import card_text  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.table.models import PILE, STOCK, MeldZone  # noqa: E402


def at_the_table(match: Match) -> Headless:
    driver = Headless()
    driver.app.play(match)
    driver.scene.pacing.wait = 600.0  # the computer players wait: the test looks at the player's turn
    driver.scene.skip()  # the deal, at once
    driver.frame()
    return driver


def players_turn(seed: int = 2, preset: str = "classic-4p") -> Match:
    match = Match(MatchSettings(preset=preset, level="beginner", seed=seed))
    while not match.human_to_act:
        match.play(match.think(60.0))
    return match


def test_h_selects_the_hinted_cards_lights_the_target_and_says_why_without_playing():
    match = players_turn()
    driver = at_the_table(match)
    table = driver.scene
    history = len(match.game.history)
    expected = hint(match.view(HUMAN))
    driver.key(pygame.K_h)
    assert len(match.game.history) == history  # nothing played
    assert sorted(table.selected_cards()) == sorted(move_cards(expected.move))
    assert table.toast is not None and not table.toast.error
    assert table.toast.text == expected.reason.words(card_text, match.names)
    target = STOCK if isinstance(expected.move, Draw) else PILE if isinstance(expected.move, Take) else None
    if target is not None:
        assert target in table.lit
    assert match.hints == 1


def test_every_kind_of_hint_points_where_its_move_goes():
    """Through a hand played by following the hints alone: draws light the stock, takes and discards the pile,
    lay-offs the meld they join; each hinted move, played by its button, is accepted."""
    match = players_turn(seed=3, preset="classic-2p")
    driver = at_the_table(match)
    table = driver.scene
    seen: set[str] = set()
    for _ in range(60):
        if match.hand_is_over:
            break
        if not match.human_to_act:
            match.play(match.think(60.0))
            table._look()
            table._refreshed_for = None
            driver.frame()
            continue
        driver.key(pygame.K_h)
        move = hint(match.view(HUMAN)).move
        if isinstance(move, Draw):
            assert STOCK in table.lit
        elif isinstance(move, Take | Discard):
            assert PILE in table.lit
        elif isinstance(move, Meld):
            laid = set(match.view(HUMAN).meld_ranks(0))
            onto = {g.target_rank for g in move.groups} & laid
            assert {MeldZone(0, rank) for rank in onto} <= table.lit
        seen.add(type(move).__name__)
        assert table.play_human(move), move
        driver.frame()
    assert {"Draw", "Discard"} <= seen


def test_the_hint_button_is_there_on_the_players_turn_only_and_a_changed_selection_drops_the_glow():
    match = players_turn()
    driver = at_the_table(match)
    table = driver.scene
    assert any(b.label == "Hint" for b in table.buttons)
    driver.key(pygame.K_h)
    lit_before = set(table.lit)
    table.hand.selected ^= {0}  # the player picks otherwise
    table._refresh()
    assert table.hinted is None
    assert table.lit != lit_before or not lit_before
    match.play(hint(match.view(HUMAN)).move)  # his turn goes on; after his discard the bots play
    while match.human_to_act:
        match.play(hint(match.view(HUMAN)).move)
    table._look()
    table._refreshed_for = None
    table._refresh()
    assert not any(b.label == "Hint" for b in table.buttons)
    driver.key(pygame.K_h)
    assert table.toast is not None and "turn" in table.toast.text


def test_a_game_with_hints_counts_as_helped_and_the_count_survives_a_reload():
    match = Match(MatchSettings(preset="classic-4p", level="beginner", seed=2, target_score=50))
    while not match.human_to_act:
        match.play(match.think(60.0))
    match.hint()
    match = Match.from_dict(match.to_dict())
    assert match.hints == 1
    stats = Statistics()
    while not match.is_over:  # a game to 50 points: over after its first hand or two
        if match.hand_is_over:
            match.next_hand()
        elif match.human_to_act:
            match.play(hint(match.view(HUMAN)).move)
        else:
            match.play(match.think(60.0))
        stats.record_hand(match)
    house = match.settings.house_rules
    record = stats.record("classic-4p", "beginner", house)
    assert record.games == 1 and record.helped == 1
    assert "1 with hints or moves taken back" in stats.summary("classic-4p", "beginner", house)


def test_the_hint_goes_once_the_player_moves():
    match = players_turn()
    driver = at_the_table(match)
    table = driver.scene
    driver.key(pygame.K_h)
    assert table.toast is not None and table.toast.kind == "hint"
    assert table.play_human(hint(match.view(HUMAN)).move)
    assert table.toast is None or table.toast.kind != "hint"
