"""Speech bubbles: one at a time per seat, gone when their time is up."""

from __future__ import annotations

from game.ui.table.animation import Animations


def test_a_seat_says_one_thing_at_a_time():
    animations = Animations()
    animations.say("May I go out?", (640, 84), 2.0)
    animations.say("Draws", (1236, 300), 2.0)
    animations.say("Out!", (640, 84), 2.0)  # the answer comes while the question still shows
    assert sorted(b.text for b in animations.bubbles) == ["Draws", "Out!"]


def test_bubbles_go_when_their_time_is_up():
    animations = Animations()
    animations.say("Draws", (1236, 300), 1.0)
    animations.update(0.5)
    assert [b.text for b in animations.bubbles] == ["Draws"]
    animations.update(0.6)
    assert animations.bubbles == []


def test_V3_TMP_6_a_partners_red_three_flies_to_his_own_row_not_the_partnerships():
    """Three players, two against one: the partners pool their melds but each keeps his own red threes."""
    from game.core.events import RedThreeLaid
    from game.ui.table.layout import TableLayout
    from game.ui.table.staging import stage

    layout = TableLayout(3, 3, 7, False)
    shown = {"red_threes": ["", "", "3H"], "melds": [[], [], []]}  # seat 2 has just laid 3H; he partners seat 1
    partners = {0: 0, 1: 1, 2: 1}
    flights = stage(Animations(), layout, [RedThreeLaid(2, "3H", False)], 2, 0, shown, partners.__getitem__, 1.0,
                    threes_holder=lambda seat: seat)
    assert [f.zone for f in flights] == [("threes", 2)]
    assert flights[0].end == layout.side_threes(shown, 2)[0][1]
