"""Every scene but the table's at every window from a phone held upright (360 x 640) to a large screen
(2560 x 1440), issue 47: none raises; what is drawn stays inside the window and whole (no text cut short), no
two buttons overlap, and a phone held upright gets buttons tall enough to tap, in English and in German (which
runs longest)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import SOURCE, set_language  # noqa: E402
from game.ui.drawing import theme, widgets  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.places import TAP  # noqa: E402
from tests.ui.scene_gallery import SCENES, WINDOWS, open_scene  # noqa: E402

# The scenes that lay out in the frame (the rest still draw the 1280 x 720 design, fitted)
IN_FRAME = ("start", "start-full", "settings", "seats", "share-code", "paste-code", "deal-again", "confirm",
            "table-menu", "score-sheet", "go-out", "pass", "rules", "log", "options", "games")
PAST_TABLES = ("replay", "review")  # the table's own layout in the frame (tests/ui/test_past_tables_in_frames.py)
CHECKED = [(390, 844), (360, 640), (800, 600), (1000, 1000), (1920, 1080)]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language(SOURCE)


@pytest.mark.parametrize("name", SCENES)
def test_no_window_from_a_phone_to_a_large_screen_breaks_a_scene(name: str) -> None:
    for size in WINDOWS:
        driver = open_scene(name, size)
        driver.app.draw()
        assert driver.app.canvas.surface.get_size() == size


def drawn(driver, monkeypatch) -> tuple[list[pygame.Rect], list[pygame.Rect], list[int], list[str]]:
    """What the top scene draws: its texts and its buttons, in the window's pixels (a text clipped to a
    scrolled part, the part shown), the buttons' logical heights, and the texts cut short with "…"."""
    texts, buttons, heights, cut = [], [], [], []
    canvas = driver.app.canvas
    real_text, real_button, real_fit = Canvas.text, widgets.Button.draw, Canvas.fit

    def fit(self, text, *args, **kwargs):
        out = real_fit(self, text, *args, **kwargs)
        if out != text:
            cut.append(text)
        return out

    def text(self, *args, **kwargs):
        logical = real_text(self, *args, **kwargs)
        shown = self.rect(logical).clip(self.surface.get_clip())
        if shown.width and shown.height:
            texts.append(shown)
        return logical

    def button(self, canvas, *args, **kwargs):
        if all(self.rect != b for b in buttons):
            buttons.append(canvas.rect(self.rect))
            heights.append(self.rect.height)
        return real_button(self, canvas, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", text)
    monkeypatch.setattr(widgets.Button, "draw", button)
    monkeypatch.setattr(Canvas, "fit", fit)
    top = driver.app.top
    if hasattr(top, "_kept"):  # the start screen's kept panel: drawn afresh
        top._kept = top._ground = None
    canvas.view(top.fills_frame)
    top.draw(canvas)
    monkeypatch.undo()
    return texts, list({tuple(b): b for b in buttons}.values()), heights, cut


def choices(scene) -> list[pygame.Rect]:
    """The logical rects of a scene's choices as shown (the start screen's scrolled rows: those in view)."""
    if hasattr(scene, "layout") and hasattr(scene, "viewport"):
        viewport = scene.viewport()
        return [c.rect for c in scene.layout()[0] if viewport is None or viewport.contains(c.rect)]
    if type(scene).__name__ in ("SettingsDialog", "SeatsDialog"):
        return [c[0] for c in scene.choices()]
    return []


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("size", CHECKED)
@pytest.mark.parametrize("name", IN_FRAME + PAST_TABLES)
def test_everything_drawn_stays_in_the_window_whole_and_no_two_buttons_overlap(name, size, code, monkeypatch
                                                                              ) -> None:
    driver = open_scene(name, size, code)
    window = pygame.Rect((0, 0), size)
    texts, buttons, heights, cut = drawn(driver, monkeypatch)
    assert texts and buttons
    if name in PAST_TABLES:  # a meld row's caption ("West & Ost · noch keine Meldungen") elided as the live table does
        cut = [text for text in cut if " · " not in text]
    assert not cut, f"{name} at {size} in {code}: cut short: {cut}"
    outside = [r for r in texts + buttons if not window.inflate(2, 2).contains(r)]
    assert not outside, f"{name} at {size} in {code}: drawn outside the window: {outside}"
    canvas = driver.app.canvas
    canvas.view(True)
    targets = buttons + [canvas.rect(r) for r in choices(driver.app.top)]
    overlapping = [(a, b) for i, a in enumerate(targets) for b in targets[i + 1:] if a.inflate(-2, -2).colliderect(b)]
    assert not overlapping, f"{name} at {size} in {code}: overlapping: {overlapping}"
    if canvas.shape == "portrait":
        assert min(heights, default=TAP) >= TAP, f"{name} at {size}: buttons too low to tap: {heights}"
        assert all(r.height >= TAP for r in choices(driver.app.top)), f"{name} at {size}: choices too low to tap"


@pytest.mark.parametrize("name", IN_FRAME)
def test_upright_a_scene_uses_the_windows_width(name) -> None:
    """On a phone held upright the scene's panel takes most of the width: its words are as large as the
    window allows, not the 1280 x 720 design shrunk to a third."""
    driver = open_scene(name, (390, 844))
    scene = driver.app.top
    panel = scene.rect if hasattr(scene, "rect") else getattr(scene, "panel", None)
    panel = panel() if callable(panel) else panel
    if panel is None:  # the start screen: its buttons span the column
        panel = scene.buttons[0].rect.unionall([b.rect for b in scene.buttons])
    assert scene.fills_frame and driver.app.canvas.frame == (444, 960)
    assert panel.width >= 0.85 * 444


@pytest.mark.parametrize("size", [(390, 844), (1280, 720), (2560, 1080)])
def test_the_winner_s_ribbon_spans_the_window_upright_as_across(size, monkeypatch) -> None:
    """The winner's celebration lays out in the frame: its ribbon runs from edge to edge of any window, the
    winner's name on it in whole and large (upright it was the 1280 x 720 design at a third)."""
    from game.ui.scenes.celebration import RIBBON_HEIGHT

    driver = open_scene("win", size)
    scene, canvas = driver.app.top, driver.app.canvas
    scene.elapsed = scene.duration * 0.6  # the ribbon open and the title grown
    written: dict[str, float] = {}
    text = Canvas.text
    monkeypatch.setattr(Canvas, "text", lambda self, words, size, *a, **k: (
        written.__setitem__(words, self.text_px(size)), text(self, words, size, *a, **k))[1])
    driver.app.draw()
    assert scene.fills_frame
    _, middle = scene.middle(canvas)
    edge = canvas.point((0, middle - RIBBON_HEIGHT / 2 + 6))[1]  # the ribbon's gold line under its top edge
    gold = sum(canvas.surface.get_at((x, edge))[:3] == theme.GOLD for x in range(size[0]))
    assert gold >= 0.85 * size[0]  # confetti falls across it here and there
    assert written[scene.title] >= 24
