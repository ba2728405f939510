"""The selection is judged as it is made (issue 19): Meld, Discard and Take pile are dimmed when the rules refuse
what the selected cards would do, and say why when pressed or hovered; where the cards can go is lit."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import Draw, Meld  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.table.intents import meld_intent  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.table.models import PILE  # noqa: E402


def after_draw() -> tuple[Headless, Match]:
    """Classic for two at the player's first turn, after his draw, with a meld in hand."""
    for seed in range(1, 200):
        match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=seed))
        while not match.human_to_act:
            match.play(match.think(60.0))
        match.play(Draw())
        if any(isinstance(m, Meld) for m in match.view(HUMAN).legal_moves()):
            driver = Headless()
            driver.app.play(match)
            driver.scene.pacing.wait = 600.0
            driver.frame()
            return driver, match
    raise AssertionError("no seed gives the player a meld")


def select(driver: Headless, cards: list[str]) -> None:
    """Select exactly these cards of the hand, by clicks as the player does."""
    table = driver.scene
    for i in sorted(table.hand.selected):  # let go of the cards chosen before
        x, y = table.layout.hand_positions(len(table.hand_cards), table.hand.selected)[i]
        driver.click((x + 8, y + 40))
    wanted = list(cards)
    for i, card in enumerate(table.hand_cards):
        if card in wanted:
            wanted.remove(card)
            x, y = table.layout.hand_positions(len(table.hand_cards), table.hand.selected)[i]
            driver.click((x + 8, y + 40))
    assert sorted(table.selected_cards()) == sorted(cards)


def button(driver: Headless, label: str):
    return next(b for b in driver.scene.buttons if b.label == label)


def test_a_meld_the_rules_allow_is_offered_and_one_they_refuse_is_dimmed_with_the_reason(
        monkeypatch: pytest.MonkeyPatch) -> None:
    driver, match = after_draw()
    table = driver.scene
    meld = next(m for m in match.view(HUMAN).legal_moves() if isinstance(m, Meld))
    select(driver, [c for g in meld.groups for c in g.cards])
    assert not button(driver, "Meld").refused and button(driver, "Meld").primary
    hand = table.hand_cards
    naturals = [c for c in hand if c != "JK" and c[0] not in "23"]
    odd = next((a, b) for a in naturals for b in naturals if a[0] != b[0])  # two ranks: no meld
    select(driver, list(odd))
    refused = button(driver, "Meld")
    reason = meld_intent(table.view, list(odd))
    assert isinstance(reason, str) and refused.refused == reason and not refused.primary
    assert not re.search(r"\b(JK|[AKQJT2-9][SHDC])\b", reason)  # cards as the table writes them, not notation
    before = match.to_dict()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos(refused.rect.center), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    texts = drawn_texts(monkeypatch, driver)
    assert any(reason.startswith(text) for text in texts if len(text) > 8)  # the tip beside the button
    driver.click(refused.rect.center)
    assert table.toast is not None and table.toast.text == reason and match.to_dict() == before


def test_one_card_lights_the_pile_and_the_lit_pile_takes_the_discard() -> None:
    driver, match = after_draw()
    table = driver.scene
    card = table.hand_cards[-1]
    select(driver, [card])
    assert PILE in table.lit and not button(driver, "Discard").refused
    driver.click(table.layout.pile_rect.center)
    assert match.game.pile[-1] == card and not match.human_to_act
    assert table.lit == set()


def drawn_texts(monkeypatch: pytest.MonkeyPatch, driver: Headless) -> list[str]:
    """Every text the next frame draws."""
    texts: list[str] = []
    real = Canvas.text

    def text(self, value, *args, **kwargs):
        texts.append(value)
        return real(self, value, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", text)
    driver.frame()
    monkeypatch.setattr(Canvas, "text", real)
    return texts
