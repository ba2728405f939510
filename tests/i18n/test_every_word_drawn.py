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
from game.ui.headless import Headless, ScriptedPlayer, a_seed_where_the_partner_asks  # noqa: E402


def in_one_language(default: str) -> list:
    """German and Dutch: the check is the same in both (what is drawn must come through the catalogs), so the
    default run walks the screens in one of them, taking turns across the tests; --run-slow walks both."""
    return [code if code == default else pytest.param(code, marks=pytest.mark.slow) for code in ("de", "nl")]


NAMES = {"canasta", "joker", "deutsch", "nederlands", "english"}  # names, the same in every language
NOT_WORDS = re.compile(r"[\d\s.,:;·•/+\-−–%()×=!?…'\"“”„‚’&♠♥♦♣★]+")


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
        """Drawn lines that are not made of what the i18n functions gave (numbers, card ranks and names aside)."""
        # casefolded: a piece may be shown capitalised; its spaces single, as a wrapped line has them
        pieces = [" ".join(g.casefold().split()) for g in self.given if g]
        corpus = "\x00".join(pieces)
        return [line for line in dict.fromkeys(self.drawn)
                if not made_of(line.casefold().removesuffix("…"), pieces, corpus)]  # a line cut short: its start


def made_of(line: str, pieces: list[str], corpus: str) -> bool:
    """Whether ``line`` is a stretch of one piece (a line wrapped out of it), or pieces one after another: the
    end of one (the line before took its start), whole ones, the start of one (the line after goes on), with
    only spaces, punctuation, numbers, card ranks and names between them."""
    if line in corpus and "\x00" not in line:
        return True
    cuts = [0] + [m.end() for m in re.finditer(r"\s+", line)] + [len(line)]
    reach = {0}
    for start in cuts:
        if start not in reach:
            continue
        for stop in cuts:
            if stop <= start:
                continue
            part = line[start:stop].strip()
            if not part or NOT_WORDS.fullmatch(part) or part.strip(".,:;()") in NAMES or \
                    re.fullmatch(r"[a-z2-9]|10", part):  # a card's rank, a key on the keyboard
                reach.add(stop)
            elif any(g == part or (start == 0 and g.endswith(part)) or (stop == len(line) and g.startswith(part))
                     for g in pieces):
                reach.add(stop)
    return len(line) in reach


@pytest.mark.parametrize("code", in_one_language("de"))
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
    assert recorder.untranslated() == [], "\n".join(recorder.untranslated())
    driver.app.canvas.text("Words nobody translated", 18, (10, 10))  # the check can fail
    assert recorder.untranslated() == ["Words nobody translated"]


def german_at(code: str, monkeypatch: pytest.MonkeyPatch, preset_name: str = "classic-4p") -> tuple[Recorder, Headless]:
    recorder = Recorder(monkeypatch)
    driver = Headless()
    driver.app.settings.language = code
    driver.app.settings.preset = preset_name
    driver.app.settings.level = "expert"  # the level the seeds the tests play were found at (a new player's: normal)
    set_language(code)
    driver.frames(2)
    return recorder, driver


@pytest.mark.parametrize("code", in_one_language("nl"))
def test_the_options_the_menu_its_settings_the_rules_and_the_log_draw_only_translated_words(code, monkeypatch):
    recorder, driver = german_at(code, monkeypatch)
    driver.scene.open_rules()  # the rule options of the chosen game
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.scene.read_rules()  # the rules of the chosen game, every section scrolled through
    for _ in range(40):
        driver.key(pygame.K_PAGEDOWN)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.scene.new_game(seed=4)
    player = ScriptedPlayer(driver)
    for _ in range(4):
        assert player.wait_for_turn() == "move"
        player.play_turn_action()
    player.wait_for_turn()
    table = driver.scene
    driver.key(pygame.K_ESCAPE)  # the table menu, and its settings
    driver.frames(2)
    driver.key(pygame.K_s)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_l)  # the whole log
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    for term_pos in (table.layout.stock_rect.center, table.layout.pile_rect.center):  # two words explained
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos(term_pos), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        driver.frames(50)
    assert recorder.untranslated() == [], "\n".join(recorder.untranslated())


@pytest.mark.parametrize("code", in_one_language("de"))
def test_modern_american_the_warnings_and_the_review_draw_only_translated_words(code, monkeypatch):
    recorder, driver = german_at(code, monkeypatch, "modern-american")
    driver.scene.new_game(seed=4)
    player = ScriptedPlayer(driver)
    while player.wait_for_turn() in ("move", "answer"):
        player.play_turn_action()  # a warning, if one comes, is drawn and confirmed
    sheet = driver.scene
    while not sheet.review.done:
        driver.frame()
    driver.key(pygame.K_r)
    driver.frames(3)
    driver.key(pygame.K_n)
    driver.frames(2)
    assert recorder.untranslated() == [], "\n".join(recorder.untranslated())


@pytest.mark.parametrize("code", in_one_language("nl"))
def test_the_partners_question_and_the_confirmations_draw_only_translated_words(code, monkeypatch):
    """The partner's "may I go out?", then the table menu's and the start screen's "Start a new game?"."""
    seed = a_seed_where_the_partner_asks()
    recorder, driver = german_at(code, monkeypatch)
    driver.scene.new_game(seed=seed)
    player = ScriptedPlayer(driver)
    player.wait_for_turn()
    driver.key(pygame.K_ESCAPE)  # the table menu
    driver.key(pygame.K_n)  # New game: asks first
    driver.frames(2)
    asked = driver.app.top
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    while (state := player.wait_for_turn()) == "move":
        player.play_turn_action()
    assert state == "answer"
    driver.frames(30)
    player.play_turn_action()
    driver.app.scenes[:] = [driver.app.open("start")]  # the main menu offers to continue the saved game
    driver.frames(2)
    driver.key(pygame.K_n)  # New game: asks first, the saved game would be lost
    driver.frames(2)
    assert type(driver.app.top).__name__ == type(asked).__name__ == "Confirm"
    assert recorder.untranslated() == [], "\n".join(recorder.untranslated())


@pytest.mark.parametrize("code", in_one_language("de"))
def test_the_seats_the_pass_screen_and_the_peoples_table_draw_only_translated_words(code, monkeypatch):
    """Pass and play (issue 22): the Players row and its record line, the Seats… dialog, the screen passed
    between two people, their tables and the log that names them by their seats."""
    recorder, driver = german_at(code, monkeypatch)
    driver.app.settings.set_seating(["person", "normal", "person", "normal"])
    driver.frames(2)
    driver.scene.open_seats()
    driver.frames(2)
    driver.key(pygame.K_RETURN)
    driver.scene.new_game(seed=3)
    player = ScriptedPlayer(driver)
    passes = 0
    while passes < 3:
        if player.wait_for_turn() == "pass":
            driver.frames(2)
            player.take_screen()
            passes += 1
        else:
            player.play_turn_action()
    assert recorder.untranslated() == [], "\n".join(recorder.untranslated())


@pytest.mark.parametrize("code", in_one_language("nl"))
def test_the_games_the_replay_and_the_share_code_draw_only_translated_words(code, monkeypatch):
    """Records and replays (issue 22): the Games screen empty and with a game, its replay stepped through (the
    deal, moves, every hand open, a hand's end, the game's end, playing on), the share code copied and a damaged
    one pasted.  The code's own letters are no words."""
    from game.ui.replays import clipboard
    from game.ui.replays.kept_games import keep_game
    from tests.ui.test_games_and_replay import FakeClipboard, finished
    from tests.ui.test_same_deal import a_deal_played_again

    recorder, driver = german_at(code, monkeypatch)
    driver.key(pygame.K_g)  # no games yet
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    match = finished()
    keep_game(driver.app.storage, match)
    clipboard.use(FakeClipboard(works=False))
    try:
        driver.key(pygame.K_g)
        driver.frames(2)
        driver.key(pygame.K_RETURN)
        for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_o, pygame.K_END, pygame.K_DOWN, pygame.K_DOWN,
                    pygame.K_DOWN, pygame.K_SPACE, pygame.K_LEFT):
            driver.key(key)
            driver.frames(2)
        driver.click(driver.scene.table.buttons[1].rect.center)  # Next at the end: why not, said over the table
        driver.frames(2)
        driver.key(pygame.K_ESCAPE)
        driver.key(pygame.K_c)  # the clipboard refuses: the code shown, and offered as text
        driver.frames(2)
        code_text = driver.scene.code
        driver.key(pygame.K_ESCAPE)
        driver.key(pygame.K_p)
        for letter in "C1ab":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(letter.lower()), mod=0,
                                                 unicode=letter, scancode=0))
        driver.frame()
        driver.key(pygame.K_RETURN)
        driver.frames(2)
        driver.key(pygame.K_TAB)  # Play its deal, of a damaged code: why not
        driver.frames(2)
        driver.key(pygame.K_ESCAPE)
        driver.key(pygame.K_RETURN)  # the replay again: the same deal again, asked
        driver.key(pygame.K_d)
        driver.frames(2)
        assert type(driver.app.top).__name__ == "DealAgainDialog"
        driver.key(pygame.K_m)  # Beat the master: the table, then a deal played again, on its sheet
        driver.frames(3)
        driver.app.play(a_deal_played_again())
        driver.frames(3)
        assert type(driver.app.top).__name__ == "ScoreSheet"
        driver.app.play(a_deal_played_again(master=False))
        driver.frames(3)
    finally:
        clipboard.use(None)
    found = [line for line in recorder.untranslated() if line not in code_text and line != "C1ab"]
    assert found == [], "\n".join(found)
