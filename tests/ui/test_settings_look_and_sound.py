"""The settings of looks and sound (issue 21): sound and volume, the table's ambience, the card back, the card
size, fullscreen; kept and read back, a damaged value set aside and said; applied at once (the sounds, the backs
drawn, the hand's cards); the mute key `v` and F11, and the browser's fullscreen through the page; one settings
dialog for the start screen and the table; no noise from a machine without audio when the game starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import types
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui import screen  # noqa: E402
from game.ui.drawing import theme  # noqa: E402
from game.ui.drawing.canvas import LOGICAL_SIZE, card_height  # noqa: E402
from game.ui.drawing.card_art import card_back  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.settings_dialog import SettingsDialog  # noqa: E402
from game.ui.scenes.start_scene import StartScene  # noqa: E402
from game.ui.scenes.table_menu import TableMenu  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.settings import Settings, value_name  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
LOOKS_CHANGED = {"sound": False, "volume": 40, "ambience": True, "card_back": "green", "card_size": "large",
                 "fullscreen": True}


@pytest.fixture(autouse=True)
def english() -> object:
    """A test that reads German settings speaks German: the next one starts in English again."""
    yield
    set_language("en")


def at_table(storage: Storage | None = None) -> tuple[Headless, TableScene]:
    driver = Headless(storage if storage is not None else Storage(MemoryBackend()))
    driver.app.settings.speed = "fast"
    driver.frame()
    driver.scene.new_game(seed=4)
    driver.frame()
    table = driver.scene
    assert isinstance(table, TableScene)
    return driver, table


def settled(driver: Headless, table: TableScene) -> None:
    """Step time until no card flies (the deal dealt): what is drawn is the table at rest."""
    table.pacing.wait = 600.0  # the computer players hold still
    for _ in range(400):
        if not table.animations.busy:
            return
        driver.frame(0.25)
    raise AssertionError("the cards never came to rest")


def open_settings(driver: Headless) -> SettingsDialog:
    """The settings from the table: Esc (its menu), then s."""
    driver.key(pygame.K_ESCAPE)
    if not isinstance(driver.scene, TableMenu):  # the first key went to skipping the deal
        driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TableMenu)
    driver.key(pygame.K_s)
    dialog = driver.scene
    assert isinstance(dialog, SettingsDialog)
    return dialog


def click_choice(driver: Headless, key: str, value) -> None:
    dialog = driver.scene
    rect = next(rect for rect, k, v, _ in dialog.choices() if k == key and v == value)
    driver.click(rect.center)


# -- kept and read back -------------------------------------------------------------------------
def test_each_look_and_sound_setting_is_saved_and_read_back() -> None:
    settings = Settings(**LOOKS_CHANGED)
    again, problems = Settings.read(json.loads(json.dumps(settings.to_dict())))
    assert problems == [] and again == settings
    for key, value in LOOKS_CHANGED.items():  # each on its own, the others at their defaults
        alone, problems = Settings.read(json.loads(json.dumps(Settings(**{key: value}).to_dict())))
        assert problems == [] and getattr(alone, key) == value and alone == Settings(**{key: value}), key
    assert Settings.read({})[0] == Settings()  # a settings file from before these: the defaults
    defaults = Settings()
    assert (defaults.sound, defaults.volume, defaults.ambience, defaults.card_back, defaults.card_size,
            defaults.fullscreen) == (True, 80, False, "blue", "normal", False)


def test_settings_changed_in_the_dialog_are_kept_for_the_next_start() -> None:
    storage = Storage(MemoryBackend())
    driver, _ = at_table(storage)
    open_settings(driver)
    for key, value in (("volume", 40), ("ambience", True), ("card_back", "green"), ("card_size", "large"),
                       ("sound", False)):
        click_choice(driver, key, value)
    stored = storage.load("settings").data
    assert {key: stored[key] for key in ("volume", "ambience", "card_back", "card_size", "sound")} == \
        {"volume": 40, "ambience": True, "card_back": "green", "card_size": "large", "sound": False}
    again = Headless(storage).app
    assert (again.settings.volume, again.settings.card_back, again.sounds.muted, again.canvas.back) == \
        (40, "green", True, "green")


def test_a_damaged_value_is_set_aside_and_said_and_the_rest_is_kept() -> None:
    stored = {"level": "normal", "sound": False, "volume": "loud", "card_back": "purple", "card_size": "large",
              "ambience": 1, "fullscreen": False}
    storage = Storage(MemoryBackend({"settings": json.dumps(stored)}))
    driver = Headless(storage)
    settings = driver.app.settings
    assert (settings.level, settings.sound, settings.card_size, settings.fullscreen) == ("normal", False, "large",
                                                                                         False)
    assert (settings.volume, settings.card_back, settings.ambience) == (80, "blue", False)  # the defaults
    assert settings.set_aside == {"volume": "loud", "card_back": "purple", "ambience": 1}
    said = [n for n in driver.app.notices if "set aside" in n]
    assert len(said) == 3
    assert "Your settings held 'loud' for Volume, which the game can't use. It was set aside, and 80% is used " \
        "instead." in said
    assert any("'purple' for Card back" in n and "Blue is used" in n for n in said)
    driver.app.save_settings()  # saved again: what was set aside is still there, for the player to find
    saved = storage.load("settings").data
    assert saved["set_aside"] == {"volume": "loud", "card_back": "purple", "ambience": 1}
    assert saved["volume"] == 80
    again = Headless(storage)
    assert again.app.settings.set_aside == settings.set_aside  # kept, and nothing said a second time
    assert not [n for n in again.app.notices if "set aside" in n]


def test_a_damaged_value_is_said_in_the_players_language() -> None:
    stored = {"language": "de", "card_size": "huge"}
    driver = Headless(Storage(MemoryBackend({"settings": json.dumps(stored)})))
    said = [n for n in driver.app.notices if "huge" in n]
    assert said and said[0].startswith("In deinen Einstellungen") and "Kartengröße" in said[0], said
    assert value_name("card_size", "normal") in said[0]  # the default, as the German settings call it


# -- applied at once ----------------------------------------------------------------------------
def test_the_mute_key_turns_the_sound_off_and_on_and_says_so() -> None:
    storage = Storage(MemoryBackend())
    driver, table = at_table(storage)
    assert driver.app.settings.sound and not driver.app.sounds.muted
    driver.key(pygame.K_v)
    assert not driver.app.settings.sound and driver.app.sounds.muted
    assert driver.app.sounds.level("meld") == 0.0
    assert table.toast is not None and table.toast.text == "Sound off" and not table.toast.error
    assert storage.load("settings").data["sound"] is False
    driver.key(pygame.K_v)
    assert driver.app.settings.sound and not driver.app.sounds.muted
    assert table.toast.text == "Sound on"
    assert driver.app.sounds.level("meld") == pytest.approx(0.8, abs=0.01)


def test_the_mute_key_works_on_the_start_screen_and_in_the_settings_and_shows_there() -> None:
    driver = Headless()
    driver.frame()
    start = driver.scene
    assert isinstance(start, StartScene)
    assert "Sound: 80%" in start.settings_line()
    driver.key(pygame.K_v)
    assert not driver.app.settings.sound and "Sound off" in start.settings_line()
    driver.key(pygame.K_s)  # the start screen's key for the settings
    dialog = driver.scene
    assert isinstance(dialog, SettingsDialog)
    driver.key(pygame.K_v)
    assert driver.app.settings.sound and dialog.current("sound") is True
    assert dialog.shown_key("sound") == "v"  # shown on its row


def test_the_volume_and_the_ambience_apply_to_the_sounds_at_once() -> None:
    driver, _ = at_table()
    sounds = driver.app.sounds
    assert sounds.audible, "the dummy audio driver should open the mixer"
    assert sounds.volume == pytest.approx(0.8) and not sounds.ambience
    open_settings(driver)
    click_choice(driver, "volume", 40)
    assert sounds.volume == pytest.approx(0.4) and sounds.level("discard") == pytest.approx(0.4, abs=0.01)
    click_choice(driver, "ambience", True)
    assert sounds.ambience and sounds.ambience_playing
    click_choice(driver, "sound", False)
    assert sounds.muted and not sounds.ambience_playing
    click_choice(driver, "sound", True)
    assert sounds.ambience_playing and sounds.level("discard") == pytest.approx(0.4, abs=0.01)


def test_the_apps_cues_play_through_its_sounds() -> None:
    driver = Headless()
    assert driver.app.on_cue == driver.app.sounds.play  # where the table's cues go (app.cue)
    assert driver.app.on_cue("meld") is not None  # played, on a channel of the dummy driver
    driver.key(pygame.K_v)
    assert driver.app.on_cue("meld") is None  # muted: nothing plays
    with pytest.raises(ValueError, match="no sound named 'meeld'"):
        driver.app.on_cue("meeld")


def mean_colour(driver: Headless, logical: tuple[float, float, float, float]) -> tuple[float, float, float]:
    canvas = driver.app.canvas
    driver.app.draw()
    area = pygame.display.get_surface().subsurface(canvas.rect(logical))
    pixels = [area.get_at((x, y)) for x in range(area.get_width()) for y in range(area.get_height())]
    return tuple(sum(p[c] for p in pixels) / len(pixels) for c in range(3))


def test_the_card_back_chosen_is_the_back_drawn_everywhere() -> None:
    driver, table = at_table()
    settled(driver, table)
    stock = table.layout.stock_rect.inflate(-24, -30)  # the middle of the stock's top card: its pattern
    colours = {}
    for design in ("blue", "red", "green"):
        driver.app.change("card_back", design)
        colours[design] = mean_colour(driver, stock)
    r, g, b = colours["blue"]
    assert b > r + 40 and b > g, colours
    r, g, b = colours["red"]
    assert r > b + 40 and r > g, colours
    r, g, b = colours["green"]
    assert g > r and g > b, colours
    canvas = driver.app.canvas  # and a back drawn anywhere is the chosen one, pixel for pixel
    canvas.fill((0, 0, 0))
    canvas.card(None, (0, 0), theme.BACK_CARD)
    drawn = canvas.surface.subsurface((*canvas.point((0, 0)), *card_back(canvas.px(theme.BACK_CARD)).get_size()))
    expected = card_back(canvas.px(theme.BACK_CARD), "green")
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(_on_black(expected), "RGB")


def _on_black(image: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(image.get_size())
    out.fill((0, 0, 0))
    out.blit(image, (0, 0))
    return out


def hand_extent(driver: Headless, table: TableScene) -> float:
    """How wide the hand's cards spread, in logical pixels, along a line through them."""
    driver.app.draw()
    canvas = driver.app.canvas
    surface = pygame.display.get_surface()
    y = canvas.point((0, table.layout.hand_top + 70))[1]
    light = [x for x in range(surface.get_width()) if min(surface.get_at((x, y))[:3]) > 225]
    return (max(light) - min(light)) / canvas.scale


def test_large_cards_make_the_hand_bigger_at_once_and_it_still_fits() -> None:
    driver, table = at_table()
    settled(driver, table)
    count = len(table.hand_cards)
    assert count == 11
    normal = hand_extent(driver, table)
    assert table.layout.hand_card == theme.HAND_CARD
    open_settings(driver)
    click_choice(driver, "card_size", "large")
    assert table.layout.hand_card > theme.HAND_CARD * 1.2  # at once, under the dialog
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is table
    large = hand_extent(driver, table)
    assert large > normal * 1.15, (normal, large)
    positions = table.layout.hand_positions(count)
    width = table.layout.hand_card
    assert positions[0][0] >= 180 and positions[-1][0] + width <= 1100  # between the info and the buttons
    assert positions[0][1] + card_height(width) * 0.8 <= LOGICAL_SIZE[1]  # most of each card on screen
    x, y = positions[-1]  # the last card is taken where only a large card reaches
    assert table.layout.hand_card_at(count, set(), (x + width - 5, y + 60)) == count - 1
    assert x + theme.HAND_CARD < x + width - 5


# -- fullscreen ---------------------------------------------------------------------------------
def test_f11_makes_the_window_fullscreen_and_back_and_the_desktop_remembers_it() -> None:
    storage = Storage(MemoryBackend())
    driver = Headless(storage)
    driver.frame()
    try:
        driver.key(pygame.K_F11)
        assert pygame.display.is_fullscreen() and driver.app.settings.fullscreen
        assert driver.app.canvas.surface.get_size() == pygame.display.get_surface().get_size() != LOGICAL_SIZE
        assert storage.load("settings").data["fullscreen"] is True
        assert "Fullscreen" in driver.scene.settings_line()
        again = Headless(storage)  # the next start opens fullscreen
        assert pygame.display.is_fullscreen() and again.app.fullscreen
        again.key(pygame.K_F11)
        assert not pygame.display.is_fullscreen() and not again.app.settings.fullscreen
        assert pygame.display.get_surface().get_size() == LOGICAL_SIZE
        assert storage.load("settings").data["fullscreen"] is False
    finally:
        pygame.display.set_mode(LOGICAL_SIZE, pygame.RESIZABLE)


def test_f11_and_the_settings_row_go_through_the_fullscreen_seam(monkeypatch) -> None:
    asked = []
    state = {"on": False}

    def fake(on: bool) -> bool:
        asked.append(on)
        state["on"] = on
        return on

    monkeypatch.setattr(screen, "set_fullscreen", fake)
    monkeypatch.setattr(screen, "is_fullscreen", lambda: state["on"])
    driver, _ = at_table()
    driver.key(pygame.K_F11)
    assert asked == [True] and driver.app.settings.fullscreen
    dialog = open_settings(driver)
    assert dialog.current("fullscreen") is True and dialog.shown_key("fullscreen") == "f11"
    click_choice(driver, "fullscreen", False)
    assert asked == [True, False] and not driver.app.settings.fullscreen


class FakePage:
    """pygbag's platform.window, as far as fullscreen goes: the page's document and its Fullscreen API."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        page = self

        class Element:
            def requestFullscreen(self) -> None:  # noqa: N802 (the browser's name)
                page.calls.append("requestFullscreen")
                page.document.fullscreenElement = self

        class Document:
            fullscreenElement = None
            documentElement = Element()

            def exitFullscreen(self) -> None:  # noqa: N802
                page.calls.append("exitFullscreen")
                self.fullscreenElement = None

        self.document = Document()


def test_in_the_browser_the_settings_row_asks_the_page_for_fullscreen_and_f11_is_left_to_the_browser(
        monkeypatch) -> None:
    storage = Storage(MemoryBackend())
    driver = Headless(storage)
    driver.frame()
    page = FakePage()
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=page))
    monkeypatch.setattr(sys, "platform", "emscripten")
    driver.key(pygame.K_F11)  # the browser's own key: the game leaves it be
    assert page.calls == [] and not pygame.display.is_fullscreen()
    driver.key(pygame.K_s)
    dialog = driver.scene
    assert isinstance(dialog, SettingsDialog) and dialog.shown_key("fullscreen") is None
    assert dialog.current("fullscreen") is False
    click_choice(driver, "fullscreen", True)  # a click: the gesture browsers want
    assert page.calls == ["requestFullscreen"] and dialog.current("fullscreen") is True
    click_choice(driver, "fullscreen", False)
    assert page.calls == ["requestFullscreen", "exitFullscreen"] and dialog.current("fullscreen") is False
    assert not driver.app.settings.fullscreen and "fullscreen" not in json.dumps(storage.load("settings").data
                                                                                 .get("set_aside", {}))
    assert storage.load("settings").data["fullscreen"] is False  # a page is asked each visit, not remembered


def test_a_page_without_the_fullscreen_api_stays_as_it_is(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=types.SimpleNamespace(
        document=types.SimpleNamespace(documentElement=object(), fullscreenElement=None))))
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert screen.set_fullscreen(True) is False and screen.is_fullscreen() is False


# -- the dialog, from the start screen ----------------------------------------------------------
def test_the_start_screen_opens_the_same_settings_by_its_row_and_by_keys() -> None:
    driver = Headless()
    driver.frame()
    start = driver.scene
    start.show_all()
    change = next(c for c in start.layout()[0] if c.key == "settings")
    driver.click(change.rect.center)
    assert isinstance(driver.scene, SettingsDialog)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is start
    for _ in range(5):  # down to the Settings row: Game, Computer players, Play to, Rules, Settings
        driver.key(pygame.K_DOWN)
    assert start.focus_key == "settings"
    driver.key(pygame.K_SPACE)
    dialog = driver.scene
    assert isinstance(dialog, SettingsDialog)
    driver.key(pygame.K_RIGHT)  # before a row is chosen, ← → change the animation, as they always did
    assert driver.app.settings.speed == "fast"
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)  # Card back
    driver.key(pygame.K_RIGHT)
    assert driver.app.settings.card_back == "red" and driver.app.canvas.back == "red"
    driver.key(pygame.K_RETURN)
    assert driver.scene is start


@pytest.mark.parametrize("size", [(1280, 720), (854, 480)])
def test_every_choice_of_the_dialog_fits_it_in_every_language(size) -> None:
    from game.i18n import LANGUAGES

    driver = Headless(size=size)
    driver.frame()
    for code in LANGUAGES:
        set_language(code)
        driver.app.push(driver.app.open("settings"))
        dialog = driver.scene
        rects = [rect for rect, *_ in dialog.choices()]
        assert all(dialog.rect.contains(r) for r in rects), code
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), code
        done = dialog.buttons[0].rect
        assert all(r.bottom < done.top for r in rects), code
        left = dialog.choices_left()
        for label, _, _ in dialog.rows():
            width = driver.app.canvas.text_size(label, theme.TEXT, bold=True)[0]
            assert dialog.rect.left + 36 + width < left, (code, label)
        driver.app.pop()


# -- no noise -----------------------------------------------------------------------------------
def test_starting_the_game_prints_nothing(capfd) -> None:
    capfd.readouterr()
    Headless().frame()
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")


START_THE_GAME = textwrap.dedent("""
    import os, sys
    os.environ["CANASTA_DATA_DIR"] = sys.argv[1]
    import pygame
    sys.stdout.flush()
    print("---", file=sys.stderr, flush=True)
    if sys.argv[2] == "pygame.init":
        pygame.init()
    else:
        from game.ui.scenes import create_app
        create_app()
""")


def start_the_game(how: str, tmp_path: Path) -> str:
    """What a fresh process prints to stderr after pygame's import, started ``how``, with ALSA as the audio."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "alsa", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", START_THE_GAME, str(tmp_path), how], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stderr.split("---\n", 1)[1]


def test_a_machine_without_audio_starts_the_game_without_alsas_complaints(tmp_path) -> None:
    plain = start_the_game("pygame.init", tmp_path)
    if "ALSA" not in plain:
        pytest.skip("this machine opens ALSA quietly (it has a sound card): nothing to hide here")
    assert start_the_game("app", tmp_path) == ""
