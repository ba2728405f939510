"""A picture that has not changed is not drawn again: a still screen without input keeps its frame, and the
scenes paused beneath a dialog are drawn once and kept (game/ui/app.py, App.frame and App.draw)."""

from __future__ import annotations

import pygame

from game.ui.app import STILL_REDRAW
from game.ui.drawing import theme
from game.ui.headless import Headless
from game.ui.scenes.start import drawing as start_drawing
from game.ui.scenes.table_scene import TableScene


def at_the_table() -> Headless:
    driver = Headless()
    driver.app.settings.preset = "classic-2p"
    driver.click(next(b for b in driver.scene.buttons if b.key == "return").rect.center)
    driver.frames(400)  # the deal
    return driver


def test_a_still_screen_without_input_is_not_drawn_again_until_something_changes():
    driver = Headless()
    app = driver.app
    app.frame([], 1 / 60)
    assert app.frame([], 1 / 60) is False
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0))
    assert app.frame([motion], 1 / 60) is True  # the pointer moved: a button may light up
    assert app.frame([], 1 / 60) is False
    app.notices.append("The game could not be saved")
    assert app.frame([], 1 / 60) is True  # a notice to show
    app.change("four_colour", True)
    assert app.frame([], 1 / 60) is True  # a setting of the looks
    assert app.frame([], STILL_REDRAW) is False
    assert app.frame([], 1 / 60) is True  # drawn again anyway after a while


def test_the_table_is_never_still_and_a_dialog_draws_the_table_beneath_it_once(monkeypatch):
    driver = at_the_table()
    app = driver.app
    assert app.frame([], 1 / 60) is True
    draws = []
    real = TableScene.draw
    monkeypatch.setattr(TableScene, "draw", lambda self, canvas: (draws.append(1), real(self, canvas)))
    driver.key(pygame.K_ESCAPE)  # the menu
    driver.frames(10)
    assert len(draws) == 1
    app.change("card_back", "red")  # the settings dialog's rows change the table beneath
    driver.frames(3)
    assert len(draws) == 2


def test_the_kept_picture_beneath_a_dialog_is_the_one_drawn_afresh():
    driver = at_the_table()
    app = driver.app
    driver.key(pygame.K_ESCAPE)  # the menu over the table
    assert isinstance(app.scenes[0], TableScene) and len(app.scenes) == 2
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
    kept = app.canvas.surface.copy()
    app._beneath = None  # nothing kept: everything drawn
    app.draw()
    fresh = app.canvas.surface
    assert kept.get_size() == fresh.get_size()
    assert all(kept.get_at((x, y)) == fresh.get_at((x, y)) for x in range(0, 1280, 7) for y in range(0, 720, 7))


def test_the_start_screen_keeps_its_panel_and_lights_only_what_the_pointer_is_on(monkeypatch):
    driver = Headless()
    app, start = driver.app, driver.scene
    start.show_all()  # the whole panel: its many choices are what the kept picture saves drawing
    panels = []
    real = start_drawing.draw_panel
    monkeypatch.setattr(start_drawing, "draw_panel", lambda scene, canvas: (panels.append(1), real(scene, canvas))[1])
    choices = start.layout()[0]
    unchosen = next(c for c in choices if c.key == "level" and c.value != app.settings.level)
    faces = [unchosen.rect, start.buttons[-1].rect, pygame.Rect(5, 5, 1, 1), choices[0].rect]
    spots = [face.center for face in faces]  # a choice, a button (not the primary), nothing, the chosen game
    for spot, face in zip(spots, faces, strict=True):
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=app.canvas.point(spot), rel=(1, 1),
                                      buttons=(0, 0, 0))], 1 / 60)
        assert start.hover == spot
        lit = spot in spots[:2]  # the light, at the face's left edge beside its words
        assert (app.canvas.surface.get_at((face.left + 3, face.centery))[:3] == theme.BUTTON_HOVER) == lit
        assert_drawn_afresh_the_same(app, start)
    assert len(panels) == 1 + len(spots)  # once at first, then only where the test threw the kept panel away
    driver.key(pygame.K_DOWN)  # the keys' ring: the panel changes, on the cloth kept
    app.frame([], 1 / 60)
    assert len(panels) == 2 + len(spots)
    assert_drawn_afresh_the_same(app, start)


def assert_drawn_afresh_the_same(app, start):
    kept = app.canvas.surface.copy()
    start._kept = start._ground = None  # nothing kept: the whole panel drawn with the pointer where it is
    app.draw()
    fresh = app.canvas.surface
    assert all(kept.get_at((x, y)) == fresh.get_at((x, y)) for x in range(0, 1280, 3) for y in range(0, 720, 3))
