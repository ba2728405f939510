"""Every word the screens draw comes through the translations (issue 20): the text drawing is hooked, and so
are game.i18n's functions; in German and in Dutch, each drawn line must be made of what they gave (numbers,
card symbols and proper names aside).  This checks that nothing shown bypasses the catalogs, whether or not
a translation is there yet; tests/i18n/test_catalogs.py checks that the translations are."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import game.i18n as i18n  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.i18n.catalog import Catalog  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402

NAMES = {"Canasta", "Joker", "Deutsch", "Nederlands", "English"}  # names, the same in every language
NOT_WORDS = re.compile(r"[\d\s.,:;·/+\-−–%()×=!?…'\"“”„‚’&♠♥♦♣★]+")


class Recorder:
    """What the i18n functions gave and what the canvas drew, since the last ``clear``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.given: set[str] = set()
        self.drawn: list[str] = []
        # Everything the i18n functions give passes through a catalog's lookups or the pattern filler, which
        # modules reach through game.i18n's own names (a module's "from game.i18n import tr" keeps tr).
        monkeypatch.setattr(Catalog, "get", self._noting(Catalog.get))
        monkeypatch.setattr(Catalog, "get_plural", self._noting(Catalog.get_plural))
        monkeypatch.setattr(i18n, "render", self._noting(i18n.render))
        real_text = Canvas.text
        recorder = self

        def drawing(canvas, text, *args, **kwargs):
            recorder.drawn.append(text)
            return real_text(canvas, text, *args, **kwargs)

        monkeypatch.setattr(Canvas, "text", drawing)

    def _noting(self, real):
        def noted(*args, **kwargs):
            out = real(*args, **kwargs)
            self.given.add(out)
            return out
        return noted

    def untranslated(self) -> list[str]:
        """Drawn lines with words left over once everything the i18n functions gave is taken out."""
        pieces = sorted((g for g in self.given if g), key=len, reverse=True)
        found = []
        for line in dict.fromkeys(self.drawn):
            rest = line
            for piece in pieces:
                if piece in rest:
                    rest = rest.replace(piece, " ")
                else:  # a line wrapped out of a longer sentence: its words are in what was given
                    pass
            rest = NOT_WORDS.sub(" ", rest)
            leftover = [w for w in rest.split() if w not in NAMES and not re.fullmatch(r"[AKQJ2-9]|10", w)]
            if leftover and not any(line in g for g in pieces):
                found.append(line)
        return found


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_start_screen_the_table_and_the_score_sheet_draw_only_translated_words(code, monkeypatch):
    recorder = Recorder(monkeypatch)
    driver = Headless()
    driver.app.settings.language = code
    set_language(code)
    driver.frames(2)
    driver.scene.new_game(seed=4)
    player = ScriptedPlayer(driver)
    for _ in range(6):
        assert player.wait_for_turn() == "move"
        player.play_turn_action()
    driver.key(pygame.K_h)
    driver.frames(3)
    while player.wait_for_turn() in ("move", "answer"):
        player.play_turn_action()
    driver.frames(5)
    assert recorder.untranslated() == []
    driver.app.canvas.text("Words nobody translated", 18, (10, 10))  # the check can fail
    assert recorder.untranslated() == ["Words nobody translated"]
