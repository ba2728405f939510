"""What a newcomer tripped over (issue 19): the card just drawn is marked a moment; the last hand's bubbles
are gone at the next deal; the pile's count leaves its top card's corner index readable."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.drawing import theme  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet  # noqa: E402
from game.ui.scenes.table_scene import FRESH_MARK  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402


def test_the_card_just_drawn_is_marked_a_moment(monkeypatch: pytest.MonkeyPatch) -> None:
    driver = Headless(Storage(MemoryBackend()))
    driver.app.settings.preset = "classic-2p"
    driver.frame()
    driver.scene.new_game(seed=6)
    player = ScriptedPlayer(driver)
    assert player.wait_for_turn() == "move"
    table = player.table
    before = list(table.view.hand)
    driver.click(table.layout.stock_rect.center)
    new_cards = list(table.view.hand)
    for card in before:
        new_cards.remove(card)
    assert new_cards and set(table.hand.fresh) == set(new_cards)
    while table.animations.busy:
        driver.frame()
    marked = []
    real_box = Canvas.box

    def box(self, rect, color, radius=0, width=0):
        if color == theme.FRESH:
            marked.append(tuple(rect)[:2])
        return real_box(self, rect, color, radius, width)

    monkeypatch.setattr(Canvas, "box", box)
    driver.frame()
    places = table.layout.hand_positions(len(table.hand_cards))
    assert marked and all(place in places for place in marked)
    assert {table.hand_cards[places.index(place)] for place in marked} == set(new_cards)
    driver.frames(round(FRESH_MARK * table.pace * 60) + 2)
    assert not table.hand.fresh


def test_the_last_hands_bubbles_are_gone_at_the_next_deal() -> None:
    match = Match(MatchSettings(preset="classic-2p", level="beginner", seed=3))
    stand_in = make_bot("beginner", seed=1)
    while not match.hand_is_over:
        match.play(stand_in.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    driver = Headless()
    driver.app.play(match)
    table = driver.scene
    table.animations.say("Out!", (640, 100), 30.0)
    driver.frame()
    assert isinstance(driver.scene, ScoreSheet) and table.animations.bubbles
    driver.click(driver.scene.buttons[0].rect.center)  # Next hand
    assert match.game.round == 2 and not table.animations.bubbles


def test_the_piles_count_leaves_the_top_cards_corner_readable(monkeypatch: pytest.MonkeyPatch) -> None:
    driver = Headless()
    driver.frame()
    driver.scene.new_game(seed=4)
    driver.frames(5)
    table = driver.scene
    found = {}
    real_text = Canvas.text

    def text(self, value, *args, **kwargs):
        rect = real_text(self, value, *args, **kwargs)
        found[value] = rect
        return rect

    monkeypatch.setattr(Canvas, "text", text)
    driver.frame()
    badge = next(rect for value, rect in found.items() if value.startswith("Pile "))
    pile = table.layout.pile_rect
    assert badge.right < pile.right - theme.PILE_CARD * 0.28  # the lower right index stays in view
