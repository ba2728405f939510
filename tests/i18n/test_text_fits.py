"""Text fits its box in every language (issue 20): German runs about 30% longer than English.  Through the
screens a player meets, at 1280x720 and at 854x480, no button's label overflows it (labels may shrink a
little, never below the smallest size) and no text is cut short with "…"."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import PRESETS  # noqa: E402
from game.i18n import LANGUAGES, set_language, tr  # noqa: E402
from game.ui.choices.rule_options import OPTIONS  # noqa: E402
from game.ui.drawing import widgets  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.scenes import start_scene  # noqa: E402
from game.ui.scenes.table_scene import lay_label, special_label  # noqa: E402

SIZES = [(1280, 720), (854, 480)]


def label_overflows(button: widgets.Button, canvas: Canvas) -> str:
    """What is wrong with how the button's label is laid out in it, or ""."""
    lines, size = button.label_lines(canvas)
    width = max(canvas.text_size(line, size, bold=True)[0] for line in lines)
    if width > button.rect.width - widgets.LABEL_MARGIN or len(lines) * (size + 1) > button.rect.height:
        return f"button: {button.label!r} is {width:.0f} wide in {button.rect.width}, {len(lines)} lines"
    return ""


class Overflow:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.found: set[str] = set()
        real_fit, real_draw = Canvas.fit, widgets.Button.draw
        overflow = self

        def fit(canvas, text, size, width, bold=False):
            out = real_fit(canvas, text, size, width, bold)
            if out != text:
                overflow.found.add(f"cut: {text!r} to {out!r}")
            return out

        def draw(button, canvas, hovered=False):
            problem = label_overflows(button, canvas)
            if problem:
                overflow.found.add(problem)
            return real_draw(button, canvas, hovered)

        monkeypatch.setattr(Canvas, "fit", fit)
        monkeypatch.setattr(widgets.Button, "draw", draw)


def walk_the_screens(driver: Headless, preset_name: str) -> None:
    """Start screen, options, rules, a table with its menu and settings, the log, a whole hand, the sheet."""
    driver.app.settings.preset = preset_name
    driver.frames(2)
    driver.scene.open_rules()
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.scene.read_rules()
    for _ in range(30):
        driver.key(pygame.K_PAGEDOWN)
    driver.key(pygame.K_ESCAPE)
    driver.scene.new_game(seed=4)
    player = ScriptedPlayer(driver)
    player.wait_for_turn()
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)
    driver.key(pygame.K_s)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_l)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    while player.wait_for_turn() in ("move", "answer"):
        driver.key(pygame.K_h)
        if player.table.hand.selected:
            driver.key(pygame.K_ESCAPE)
        player.play_turn_action()
    driver.frames(3)


def walked(code: str, size: tuple[int, int]):
    """The default run walks German (its words run longest, Dutch's next) in the small window (its labels
    shrink the most); --run-slow walks every language in both windows.  Every label of every language is
    still fitted in the default run by the two tests below; the walk adds the texts a hand's play makes."""
    slow = () if code == "de" and size == SIZES[1] else pytest.mark.slow
    return pytest.param(code, size, marks=slow, id=f"{code}-{size[0]}x{size[1]}")


@pytest.mark.parametrize(("code", "size"), [walked(code, size) for code in LANGUAGES for size in SIZES])
def test_every_label_fits_its_box(code, size, monkeypatch):
    """Two whole hands through every screen a player meets (a quarter of a minute each): see walked()."""
    overflow = Overflow(monkeypatch)
    driver = Headless(size=size)
    driver.app.settings.language = code
    set_language(code)
    for preset_name in ("classic-4p", "modern-american"):
        walk_the_screens(driver, preset_name)
        driver.app.storage.remove("game")  # the next game starts without the question that it ends this one
        driver.app.scenes[:] = [driver.app.open("start")]
    assert sorted(overflow.found) == []


def test_a_label_too_long_for_one_line_takes_two_and_still_fits(monkeypatch):
    from pygame import Rect

    driver = Headless()
    canvas = driver.app.canvas
    button = widgets.Button("Toon paren met wilde kaarten", Rect(0, 0, 172, 30), lambda: None)
    lines, size = button.label_lines(canvas)
    assert len(lines) == 2 and size == widgets.TWO_LINE_LABEL
    assert all(canvas.text_size(line, size, bold=True)[0] <= 172 - widgets.LABEL_MARGIN for line in lines)
    assert widgets.Button("Draw", Rect(0, 0, 172, 30), lambda: None).label_lines(canvas) == (["Draw"], 18)


def every_table_button(table) -> list[str]:
    """Every label the table's action buttons can carry in this game, whether or not the hand dealt needs it:
    the turn's actions, asking each partner, laying out each kind of three and showing each special hand."""
    labels = [tr(label) for label in ("Draw", "Take pile", "Discard", "Meld", "End turn", "Undo", "Hint", "Sort")]
    labels += [table.ask_label(partner) for partner in table.match.partners()]
    rules = table.match.game.rules
    labels += [lay_label(three) for three in ("3H", "3D", "3S", "3C")]
    if rules.special_hands:
        labels += [special_label(name) for name, _ in rules.special_hand_values]
    return labels


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_button_of_every_games_table_fits(code, size):
    """The walk above meets the buttons one hand needs; this lays out every one a game can show, in all 13."""
    driver = Headless(size=size)
    driver.app.switch_language(code)
    found = []
    for name in PRESETS:
        driver.app.storage.remove("game")  # the next game starts without the question that it ends this one
        driver.app.scenes[:] = [driver.app.open("start")]
        driver.app.settings.preset = name
        driver.scene.new_game(seed=1)
        table = driver.scene
        driver.frames(2)
        labels = every_table_button(table) + [table.menu_button.label]
        assert len(set(labels)) == len(labels), labels
        buttons = widgets.stack_buttons([(label, None, None, False) for label in labels], table.layout.buttons_rect)
        found += [f"{name}: {problem}" for button in buttons + [table.menu_button]
                  if (problem := label_overflows(button, driver.app.canvas))]
    assert found == []


def start_screen_overlaps(start) -> list[str]:
    """The start screen's rows, the game's description and the record line must end above the buttons (on its
    whole panel, a step from the welcome)."""
    start.show_all()
    choices, _, _, bottom = start.layout()
    foot = min(button.rect.top for button in start.buttons)
    problems = [f"{choice.label!r} reaches the buttons" for choice in choices if choice.rect.bottom > foot]
    if max(bottom, start_scene.SUMMARY_TOP) + start_scene.SUMMARY_HEIGHT > foot:
        problems.append(f"the record line at {bottom:.0f} reaches the buttons at {foot}")
    return problems


def every_choice_of_every_option(driver: Headless) -> None:
    """The options screen showing each choice of each rule option in turn, then back as it was."""
    options = driver.scene
    for option in OPTIONS:
        for _ in range(len(option.choices)):
            options.step(option, 1)
            driver.frame()
    options.reset()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_start_screen_options_and_rules_of_every_game_fit(code, size, monkeypatch):
    overflow = Overflow(monkeypatch)
    driver = Headless(size=size)
    driver.app.switch_language(code)
    for name in PRESETS:
        driver.app.settings.preset = name
        driver.frames(1)
        overflow.found.update(f"{name}: {problem}" for problem in start_screen_overlaps(driver.scene))
        driver.scene.open_rules()
        driver.frames(1)
        if name in ("classic-4p", "modern-american"):  # every choice's words; the other games share them
            every_choice_of_every_option(driver)
        driver.key(pygame.K_ESCAPE)
        driver.scene.read_rules()
        for _ in range(30):
            driver.key(pygame.K_PAGEDOWN)
        driver.key(pygame.K_ESCAPE)
    assert sorted(overflow.found) == []


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_a_whole_hand_of_every_game_fits(code, size, monkeypatch):
    """The walk of the default run, through a whole hand of each of the 13 games (a few minutes)."""
    overflow = Overflow(monkeypatch)
    driver = Headless(size=size)
    driver.app.switch_language(code)
    for name in PRESETS:
        walk_the_screens(driver, name)
        driver.app.scenes[:] = [driver.app.open("start")]
        driver.app.switch_language(code)
    assert sorted(overflow.found) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_seats_dialog_and_the_pass_screen_fit(code, size, monkeypatch):
    """Pass and play (issue 22): the Seats… dialog of six players (the longest names: North-West, ...), with
    people and computer players mixed, and the screen passed between people."""
    overflow = Overflow(monkeypatch)
    driver = Headless(size=size)
    driver.app.switch_language(code)
    driver.app.settings.preset = "six-player"
    driver.app.settings.set_seating(["person", "master", "person", "beginner", "person", "normal"])
    driver.frames(1)
    overflow.found.update(start_screen_overlaps(driver.scene))
    driver.scene.open_seats()
    driver.frames(1)
    dialog = driver.app.top
    overflow.found.update(f"{label!r} of seat {seat} leaves the dialog" for rect, seat, _, label in dialog.choices()
                          if not dialog.rect.contains(rect))
    lines_end = dialog.row_y(dialog.count) + 4 + 22 * len(dialog.lines())
    if lines_end > min(button.rect.top for button in dialog.buttons):
        overflow.found.add(f"the lines under the seats reach the buttons at {lines_end}")
    driver.key(pygame.K_RETURN)
    driver.scene.new_game(seed=4)
    driver.frames(2)
    assert type(driver.app.top).__name__ == "PassScreen"
    assert sorted(overflow.found) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_games_the_replay_and_the_share_code_fit(code, size, monkeypatch):
    """Records and replays (issue 22): the Games screen with long rows (five players with house rules and five
    scores), a replay of six players with every hand open at a hand's end, and the share code's dialogs."""
    from game.core import to_code
    from game.ui.replays import clipboard
    from game.ui.replays.kept_games import KeptGame, games_record
    from tests.ui.test_games_and_replay import FakeClipboard, finished
    from tests.ui.test_same_deal import a_deal_played_again

    overflow = Overflow(monkeypatch)
    driver = Headless(size=size)
    driver.app.switch_language(code)
    match = finished(seed=2, preset="six-player", target=1500)
    long = KeptGame(to_code(match.game), "2026-11-26 21:45", "five-player-rotating", "beginner",
                    ["You", "West", "North-West", "North-East", "East"], [-1250, 12345, 10020, 9875, 15100], 4, 0,
                    17, "long", {"rule_of_five": True})
    driver.app.storage.save("games", games_record([long] * 3))
    clipboard.use(FakeClipboard(works=False))
    try:
        driver.frames(1)
        driver.key(pygame.K_g)
        driver.frames(2)
        driver.key(pygame.K_RETURN)
        for key in (pygame.K_o, pygame.K_RIGHT, pygame.K_END, pygame.K_DOWN, pygame.K_END, pygame.K_SPACE):
            driver.key(key)
            driver.frames(2)
        driver.key(pygame.K_ESCAPE)
        driver.key(pygame.K_c)
        driver.frames(2)
        driver.key(pygame.K_ESCAPE)
        driver.key(pygame.K_p)
        driver.key(pygame.K_RETURN)
        driver.frames(2)
        driver.key(pygame.K_ESCAPE)
        driver.key(pygame.K_RETURN)  # the replay again: the same deal again, asked, with the master
        driver.key(pygame.K_d)
        driver.frames(2)
        assert type(driver.app.top).__name__ == "DealAgainDialog"
        driver.key(pygame.K_m)
        driver.frames(3)
        driver.app.play(a_deal_played_again("six-player"))  # its sheet, wide, with the master's score
        driver.frames(3)
        assert type(driver.app.top).__name__ == "ScoreSheet"
    finally:
        clipboard.use(None)
    assert sorted(overflow.found) == []
