"""Melds read at a glance (issue 19): progress on every unfinished meld, a closed canasta's value and size on
its badge, red for natural and black for mixed, and wild cards framed."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.core import WILD_FACES  # noqa: E402
from game.ui.drawing import theme  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402


def meld_table() -> tuple[Headless, Match]:
    """A hand of classic-4p played by computer players until the player's side has closed a canasta while
    some unfinished meld on the table holds a wild card."""
    match = Match(MatchSettings(preset="classic-4p", level="beginner", seed=7))
    stand_in = make_bot("expert", seed=3)

    def ready() -> bool:
        melds = match.game.melds
        return any(len(m) >= 7 for m in melds[0].values()) and any(
            len(m) < 7 and any(c in WILD_FACES for c in m) for side in melds for m in side.values())

    while not ready():
        assert not match.hand_is_over, "the seeded hand no longer shows what this test needs: pick another seed"
        match.play(stand_in.choose(match.view(HUMAN)) if match.human_to_act else match.think(60.0))
    driver = Headless()
    driver.app.play(match)
    driver.frames(2)
    driver.app.scenes[0].pacing.wait = 600.0
    return driver, match


def test_progress_value_and_wild_frames_are_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    driver, match = meld_table()
    texts: list[str] = []
    frames: list[tuple] = []
    real_text, real_box = Canvas.text, Canvas.box

    def text(self, value, *args, **kwargs):
        texts.append(value)
        return real_text(self, value, *args, **kwargs)

    def box(self, rect, color, radius=0, width=0):
        if color == theme.GOLD and width == 2:
            frames.append(tuple(rect))
        return real_box(self, rect, color, radius, width)

    monkeypatch.setattr(Canvas, "text", text)
    monkeypatch.setattr(Canvas, "box", box)
    driver.frame()
    melds = match.game.melds
    view = match.view(HUMAN)
    for side in range(2):
        for rank, meld in melds[side].items():
            if len(meld) < 7:
                assert f"{len(meld)}/7" in texts
            else:
                assert f"{view.canasta_bonus(side, rank)} · {len(meld)}" in texts
    wild_in_unfinished = sum(c in WILD_FACES for side in melds for meld in side.values() if len(meld) < 7 for c in meld)
    assert len(frames) == wild_in_unfinished > 0
    closed = next(rank for rank, meld in melds[0].items() if len(meld) >= 7)
    mixed = any(c in WILD_FACES for c in melds[0][closed])
    assert view.canasta_bonus(0, closed) == (300 if mixed else 500)
    assert all(view.canasta_bonus(0, rank) == 0 for rank, meld in melds[0].items() if len(meld) < 7)


def test_a_drag_onto_the_other_sides_meld_says_why_and_changes_nothing() -> None:
    driver, match = meld_table()
    table = driver.app.scenes[0]
    theirs = next(side for side in table.layout.melds_rect if side != match.view(HUMAN).side_of(HUMAN))
    rank, rect = next(iter(table.meld_rects(theirs).items()))
    before = match.to_dict()
    x, y = table.layout.hand_positions(len(table.hand_cards))[0]
    driver.drag((x + 10, y + 40), rect.center)
    assert table.toast is not None and table.toast.text == (
        f"Those are {match.side_name(theirs)}'s melds: you add to your own side's only")
    assert match.to_dict() == before
