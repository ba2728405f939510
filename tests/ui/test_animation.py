"""Speech bubbles: one at a time per seat, gone when their time is up."""

from __future__ import annotations

from game.ui.animation import Animations


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
