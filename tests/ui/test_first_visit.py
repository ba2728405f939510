"""A first visit that invites (issue 47, part 5): the welcome's one button, a sentence per game in every
language, seats kept per game, and the sample game in Games… from the start."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from pygame import Rect  # noqa: E402

from game.core import PRESETS, from_code_text, preset  # noqa: E402
from game.i18n import LANGUAGES, SOURCE, set_language, tr  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.choices.presets import KNOWN, description  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.replays.code_dialogs import CODE_PROBLEMS, code_problem  # noqa: E402
from game.ui.replays.games_scene import GamesScene  # noqa: E402
from game.ui.replays.kept_games import KEPT, RECORD, SAMPLE_PATH, games_record, load_sample  # noqa: E402
from game.ui.replays.replay import Replay  # noqa: E402
from game.ui.replays.replay_scene import ReplayScene  # noqa: E402
from game.ui.scenes.modal import Confirm  # noqa: E402
from game.ui.scenes.reading import CONTENTS, TEXT_AREA, RulesScene  # noqa: E402
from game.ui.scenes.start_scene import SUMMARY_WIDTH, StartScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.ui.stats import Statistics, TableRecord  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402

PANEL = Rect(240, 40, 800, 660)


@pytest.fixture(autouse=True)
def english():
    set_language(SOURCE)
    yield
    set_language(SOURCE)


def welcome(storage: Storage | None = None) -> tuple[Headless, StartScene]:
    driver = Headless(storage)
    driver.frame()
    assert isinstance(driver.scene, StartScene) and not driver.scene.full
    return driver, driver.scene


def button(start: StartScene, label: str):
    return next(b for b in start.buttons if b.label == label)


# -- 1. the welcome ---------------------------------------------------------------------------------
def test_a_new_player_is_welcomed_by_one_button_that_plays_classic_against_normal_players() -> None:
    driver, start = welcome()
    play = start.buttons[0]
    assert play.primary and play.key == "return" and play.label == "Play Classic for four"
    assert play.detail == "Against normal players, to 5,000"
    assert {c.key for c in start.layout()[0]} == {"language"}  # the games, levels, seats... a step away
    driver.click(play.rect.center)
    table = driver.scene
    assert isinstance(table, TableScene)
    assert table.match.settings.preset == "classic-4p" and table.match.settings.level == "normal"
    assert {bot.level.name for bot in table.match.bots.values()} == {"normal"}


def test_a_stored_level_is_kept_and_only_a_new_player_starts_at_normal() -> None:
    assert Settings().level == "normal"
    assert Settings.read({"level": "expert"})[0].level == "expert"
    assert Settings.read({"level": "grandmaster"})[0].level == "normal"  # not a level: the new player's


def test_continue_leads_where_a_game_is_saved_and_the_play_button_asks_first() -> None:
    storage = Storage(MemoryBackend())
    storage.save("game", Match(MatchSettings("classic-2p", "normal", seed=4)).to_dict())
    driver, start = welcome(storage)
    assert [b.label for b in start.buttons[:2]] == ["Continue", "Play Classic for four"]
    assert start.buttons[0].primary and start.buttons[0].detail.startswith("Classic for two")
    driver.click(start.buttons[1].rect.center)
    assert isinstance(driver.app.top, Confirm)
    assert storage.load("game").data is not None  # nothing replaced without the player's word


def test_choose_another_game_opens_the_whole_panel_and_esc_goes_back_to_the_welcome() -> None:
    driver, start = welcome()
    driver.click(button(start, "Choose another game…").rect.center)
    assert start.full
    rows = {c.key for c in start.layout()[0]}
    assert {"preset", "level", "target_score", "rules", "settings", "language"} <= rows
    regency = next(c for c in start.layout()[0] if c.key == "preset" and c.value == "regency")
    driver.click(regency.rect.center)
    driver.key(pygame.K_ESCAPE)
    assert not start.full and start.buttons[0].label == "Play Regency"  # the welcome plays what was chosen
    driver.key(pygame.K_a)
    driver.click(button(start, "Back").rect.center)  # where there is no Esc key (a phone)
    assert not start.full


def test_an_arrow_key_opens_the_whole_panel_with_the_keys_on_the_game_row() -> None:
    driver, start = welcome()
    driver.key(pygame.K_DOWN)
    assert start.full and start.focus_key == "preset"
    driver.key(pygame.K_RIGHT)
    assert driver.app.settings.preset == "classic-2p"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_welcome_fits_its_panel_in_every_language_whatever_game_is_chosen(code: str) -> None:
    storage = Storage(MemoryBackend())
    storage.save("game", Match(MatchSettings("classic-2p", "normal", seed=4)).to_dict())
    driver, start = welcome(storage)
    start.choose("language", code)
    canvas = driver.app.canvas
    for name in PRESETS:
        driver.app.settings.preset = name
        start.show_all(False)  # the welcome made again for the game chosen
        rects = [b.rect for b in start.buttons] + [c.rect for c in start.layout()[0]]
        assert all(PANEL.contains(r) for r in rects)
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        lines = start.welcome_lines()
        assert " ".join(lines) == description(name)  # the whole sentence, none of it cut short
        assert all(canvas.text_size(line, 18)[0] <= PANEL.width - 40 for line in lines)
        assert all(canvas.text_size(b.label, 13, bold=True)[0] <= b.rect.width for b in start.buttons)


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != SOURCE])
def test_every_game_has_a_sentence_of_its_own_in_every_language(code: str) -> None:
    english = {}
    for name in PRESETS:
        assert name in KNOWN and KNOWN[name][1], f"{name} has no sentence of its own"
        english[name] = description(name)
    set_language(code)
    for name in PRESETS:
        said = description(name)
        assert said and said != english[name], f"{name}'s sentence is not translated into {code}"
        assert said == tr(KNOWN[name][1])


# -- 2. seats per game ------------------------------------------------------------------------------
def test_seats_chosen_for_one_game_do_not_follow_the_player_into_another() -> None:
    settings = Settings()
    settings.set_seating(["person", "normal", "person", "normal"])  # Classic for four, pass and play
    settings.preset = "modern-american"
    assert settings.seating() == ("person", "normal", "normal", "normal")  # you in South, as always
    settings.preset = "classic-4p"
    assert settings.seating() == ("person", "normal", "person", "normal")
    again = Settings.read(json.loads(json.dumps(settings.to_dict())))[0]
    assert again.seats == {"classic-4p": ["person", "normal", "person", "normal"]}


def test_seats_from_an_older_settings_file_stay_with_the_game_chosen_in_it() -> None:
    old = {"preset": "modern-american", "level": "expert", "seats": {"4": ["person", "expert", "person", "expert"]}}
    settings, problems = Settings.read(old)
    assert problems == [] and settings.seating() == ("person", "expert", "person", "expert")
    assert settings.seating("classic-4p") == ("person", "expert", "expert", "expert")


# -- 3. the sample game -----------------------------------------------------------------------------
def test_the_shipped_sample_loads_and_replays_to_its_recorded_end() -> None:
    sample = load_sample()
    assert sample is not None and sample.sample and sample.preset == "classic-4p"
    entry = json.loads(SAMPLE_PATH.read_text(encoding="utf-8"))["games"][0]
    replay = Replay(from_code_text(sample.code))
    while replay.forward():  # every move of every hand, from the first deal on
        pass
    game = replay.game
    assert replay.at_end and game.phase == "game_over"
    assert list(game.scores) == entry["scores"] and game.winner == entry["winner"]
    assert max(game.scores) >= 5000 and replay.hand_count == entry["hands"]


def test_games_shows_the_sample_from_the_first_visit_and_replays_it_without_counting_it() -> None:
    storage = Storage(MemoryBackend())
    driver, start = welcome(storage)
    driver.click(button(start, "Games…").rect.center)
    games = driver.scene
    assert isinstance(games, GamesScene) and len(games.games) == 1 and games.games[0].sample
    driver.key(pygame.K_RETURN)
    viewer = driver.scene
    assert isinstance(viewer, ReplayScene) and "Sample game" in viewer.heading
    viewer.replay.go(viewer.replay.hand_count - 1, 10**6)  # the last hand's last step
    driver.frames(3)
    assert viewer.replay.at_end and viewer.replay.game.phase == "game_over"
    assert driver.app.stats.tables == {}  # a replay, the sample's too, is no game of the player's
    assert storage.load(RECORD).data is None  # nor kept among his games


def test_the_sample_stays_last_however_many_games_the_player_keeps() -> None:
    sample = load_sample()
    assert sample is not None
    own = [type(sample)(**{**sample.to_dict(), "key": f"game-{n}", "sample": False, "sides": []})
           for n in range(KEPT)]
    storage = Storage(MemoryBackend())
    storage.save(RECORD, games_record(own))
    driver, start = welcome(storage)
    driver.key(pygame.K_g)
    games = driver.scene
    assert len(games.games) == KEPT + 1 and games.games[-1].sample and games.own == KEPT
    assert not any(game.sample for game in games.games[:-1])


# -- 4. error sentences a player would write ---------------------------------------------------------
def test_the_share_codes_refusals_read_as_a_player_would_say_them() -> None:
    said = code_problem(ValueError("this is no share code of this game: it should start with C1"))
    assert said == "This isn't a share code for this game. Share codes start with C1."


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_refusal_of_a_code_and_of_the_settings_is_whole_sentences_in_every_language(code: str) -> None:
    set_language(code)
    refusals = [code_problem(ValueError(detail)) for detail in CODE_PROBLEMS]
    refusals += Settings.read({"volume": "loud", "seats": {"4": ["normal"] * 4},
                               "house_rules": {"nine-player": {}, "classic-4p": {"no_such_rule": 1}}})[1]
    refusals += Settings.read({"house_rules": []})[1]
    assert len(refusals) == len(CODE_PROBLEMS) + 5
    for sentence in refusals:
        assert sentence[0].isupper() and sentence.endswith("."), sentence
        assert "cannot use;" not in sentence and "no share code of" not in sentence  # the old wording
    if code != SOURCE:
        set_language(SOURCE)
        english = [code_problem(ValueError(detail)) for detail in CODE_PROBLEMS]
        assert all(said != before for said, before in zip(refusals, english, strict=False))  # translated


# -- 5. lines that stay in their place --------------------------------------------------------------
def long_record(driver: Headless) -> None:
    """The longest record line there is: two people with computer players of two levels, house rules, draws
    and help."""
    settings = driver.app.settings
    settings.set_options({"final_discard": "required"})
    settings.set_seating(["person", "master", "person", "beginner"])
    key = Statistics.table_key(settings.preset, settings.level, True, settings.seating())
    driver.app.stats.tables[key] = TableRecord(games=128, won=64, drawn=12, hands=1234, best_hand=12345, helped=27)


@pytest.mark.parametrize("full", [False, True])
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_record_line_stays_within_its_panel_in_every_language(code: str, full: bool) -> None:
    driver, start = welcome()
    start.choose("language", code)
    long_record(driver)
    start.show_all(full)
    lines, size = start.summary_lines()
    assert "12" in " ".join(lines) and not " ".join(lines).endswith("…")  # the whole line, the best hand too
    widths = [driver.app.canvas.text_size(line, size)[0] for line in lines]
    assert max(widths) <= SUMMARY_WIDTH <= PANEL.width - 40
    assert len(lines) <= 2


def test_the_german_rules_contents_never_run_into_the_rule_text() -> None:
    driver, _ = welcome()
    set_language("de")
    canvas = driver.app.canvas
    for name in PRESETS:
        screen = RulesScene(driver.app, name, preset(name))
        for rect, section in zip(screen.contents_rects(), screen.sections, strict=True):
            for bold in (False, True):  # the section shown is drawn bold, the widest
                for text, _, drawn in screen.contents_entry(canvas, rect, section.title, bold):
                    assert not drawn.colliderect(TEXT_AREA), f"{name}: {text!r} runs into the rule text"
                    assert CONTENTS.left <= drawn.left and drawn.right <= CONTENTS.right, (name, text)
                    assert not text.endswith("…"), f"{name}: {section.title!r} is cut short"


def test_the_whole_panel_is_measured_while_the_welcome_is_read_not_in_the_frame_that_opens_it(monkeypatch) -> None:
    driver = Headless()
    driver.frames(len(PRESETS) + 2)  # the welcome read a moment: a game's description measured a frame
    start = driver.scene
    measured: list[str | None] = []
    wrap = StartScene._description_lines
    monkeypatch.setattr(StartScene, "_description_lines", lambda self, name=None: measured.append(name)
                        or wrap(self, name))
    driver.key(pygame.K_a)  # Choose another game…
    assert start.full and [name for name in measured if name is not None] == []


def test_the_whole_panel_s_words_and_every_game_s_rules_line_are_ready_before_the_panel_opens(monkeypatch) -> None:
    """Rendering seventy-odd words and weighing a game's every option in the frame of a key made the start
    screen's longest frames in the browser: the welcome's frames do it ahead, a little each."""
    from game.ui.drawing import assets

    driver = Headless()
    driver.frames(120)  # two seconds of the welcome read
    start = driver.scene
    rendered: list[str] = []
    font = assets.font

    class Counting:
        def __init__(self, real) -> None:
            self.real = real

        def render(self, text, *args):
            rendered.append(text)
            return self.real.render(text, *args)

        def __getattr__(self, name):
            return getattr(self.real, name)

    monkeypatch.setattr(assets, "font", lambda *args: Counting(font(*args)))
    weighed: list[str] = []
    work_out = StartScene._work_out_rules_line
    monkeypatch.setattr(StartScene, "_work_out_rules_line", lambda self, name: weighed.append(name)
                        or work_out(self, name))
    driver.key(pygame.K_DOWN)  # the whole panel, the keys on the Game row
    driver.key(pygame.K_RIGHT)  # the next game
    driver.key(pygame.K_RIGHT)
    assert start.full and weighed == []
    row_words = {text for _, _, options in start.rows() for text, _ in options} | {r[0] for r in start.rows()}
    assert not row_words & set(rendered), sorted(row_words & set(rendered))
