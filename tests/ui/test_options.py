"""Rule options à la carte: the options screen, the games they start, and how they are kept."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from pygame import Rect  # noqa: E402

from game.core import PRESETS, RULE_PROBLEMS, InvalidRules, RuleSet, preset  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui.app import Settings  # noqa: E402
from game.ui.choices.rule_options import (  # noqa: E402
    BY_KEY,
    OPTIONS,
    PLAYER_WORDS,
    build_rules,
    changes,
    choices_for,
    choose,
    only_changes,
    option_fields,
    options_table,
    player_words,
    problem,
    unused_reason,
)
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.options_scene import PANEL, PILL_WIDTH, ROW_TEXT, OptionsScene  # noqa: E402
from game.ui.scenes.start_scene import StartScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402
from tests.core.test_rule_questions import BAD, OPTION_FIELDS, TABLE, expected  # noqa: E402

TABLE_RULES = ("initial_meld_clean_requirement", "pile_take_unmelded_side", "mixed_aces_cannot_take_ace_pile",
               "rule_of_five", "keep_threes_in_hand", "threes_in_hand_scored_as_table", "last_card_three",
               "allow_meld_of_opponents_closed_rank", "empty_pile_no_safe_discard", "no_out_with_incomplete",
               "bonus_cards_source", "mac_wild_meld_priority")  # TR-1..TR-12 (TR-2 by its RuleSet field)
HOUSE_RULES = ("final_discard", "wild_ratio", "max_wild_per_meld", "upcard_cover_ranks",
               "concealed_requires_side_unmelded", "quick_out_bonus", "hand_canasta_bonus", "wild_card_melds",
               "black_three_meld_allows_wild", "red_three_in_pile_freezes", "red_three_all_four_bonus",
               "initial_meld_table", "concealed_going_out_bonus", "stock_draw_count", "canastas_to_go_out")


def start_screen(storage: Storage | None = None, size: tuple[int, int] = (1280, 720)) -> Headless:
    driver = Headless(storage, size)
    driver.frame()
    assert isinstance(driver.scene, StartScene)
    driver.scene.show_all()  # the whole panel, a step from the welcome
    return driver


def click_choice(driver: Headless, key: str, value) -> None:
    choice = next(c for c in driver.scene.layout()[0] if c.key == key and c.value == value)
    driver.click(choice.rect.center)


def open_options(driver: Headless) -> OptionsScene:
    click_choice(driver, "rules", None)  # the Rules row's "Change…"
    assert isinstance(driver.scene, OptionsScene)
    return driver.scene


def click_option(driver: Headless, key: str, times: int = 1, button: int = 1) -> None:
    row = next(r for r in driver.scene.option_rows if r.option.key == key)
    for _ in range(times):
        if button == 1:
            driver.click(row.pill.center)
        else:
            pos = driver.window_pos(row.pill.center)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            driver.frame()


def test_every_table_rule_and_the_common_house_rules_are_offered() -> None:
    assert set(TABLE_RULES) | set(HOUSE_RULES) <= option_fields()
    assert len({option.label for option in OPTIONS}) == len(OPTIONS)
    for name in PRESETS:  # the game's own value is always a choice, and nothing differs at first
        assert changes(name, {}) == [] and problem(name, {}) is None
        assert build_rules(name, {}) == preset(name)


@pytest.mark.parametrize("name", PRESETS)
def test_every_single_choice_builds_rules_or_says_why_not(name: str) -> None:
    for option in OPTIONS:
        for index in range(len(choices_for(option, name))):
            options = choose(name, {}, option, index)
            trouble = problem(name, options)
            if trouble is None:
                rules = build_rules(name, options)
                assert all(rules.to_dict()[f] == v or sorted(rules.to_dict()[f]) == v for f, v in options.items())
            else:
                assert "_" not in trouble  # the player's words, not the option's field name


def test_the_rules_row_opens_the_options_screen_by_click_and_by_key() -> None:
    driver = start_screen()
    assert isinstance(open_options(driver), OptionsScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, StartScene)
    driver.key(pygame.K_h)
    assert isinstance(driver.scene, OptionsScene)
    driver.key(pygame.K_RETURN)  # Done
    assert isinstance(driver.scene, StartScene)


def test_a_changed_option_is_remembered_shown_and_played() -> None:
    storage = Storage(MemoryBackend())
    driver = start_screen(storage)
    options = open_options(driver)
    click_option(driver, "final_discard")  # optional -> required
    click_option(driver, "stock_draw_count")  # one -> two
    assert options.options == {"final_discard": "required", "stock_draw_count": 2}
    assert options.choice_label(BY_KEY["final_discard"]) == "required" and options.is_changed(BY_KEY["final_discard"])
    assert storage.load("settings").data["house_rules"] == {"classic-4p": options.options}
    driver.click(options.buttons[1].rect.center)  # Done
    start = driver.scene
    text, _ = start.rules_line()
    assert text.startswith("House rules, 2 changed: Last discard when going out: required")
    assert "with house rules" in start.app.stats.summary("classic-4p", "expert", True)
    driver.click(start.buttons[0].rect.center)  # New game
    table = driver.scene
    assert isinstance(table, TableScene)
    assert table.match.game.rules.final_discard == "required" and table.match.game.rules.stock_draw_count == 2
    assert table.match.settings.house_rules
    saved = Match.from_dict(json.loads(json.dumps(storage.load("game").data)))
    assert saved.settings.options == {"final_discard": "required", "stock_draw_count": 2}


def test_options_are_kept_per_game_and_the_reset_goes_back_to_the_games_own() -> None:
    driver = start_screen()
    open_options(driver)
    click_option(driver, "wild_ratio")
    driver.key(pygame.K_RETURN)
    click_choice(driver, "preset", "dutch")
    assert driver.scene.rules_line()[0] == "the game's own"
    open_options(driver)
    click_option(driver, "bonus_cards_source")  # greyed: Dutch has no bonus cards
    assert driver.scene.options == {} and "no bonus cards" in driver.scene.message
    driver.key(pygame.K_RETURN)
    click_choice(driver, "preset", "classic-4p")
    options = open_options(driver)
    assert options.options == {"wild_ratio": "strictly_fewer"}
    driver.key(pygame.K_r)  # Back to the game's rules
    assert options.options == {} and driver.app.settings.house_rules == {}


def test_the_keyboard_moves_along_the_options_and_changes_them_both_ways() -> None:
    driver = start_screen()
    options = open_options(driver)
    driver.key(pygame.K_DOWN)  # the second option: wild cards in a meld
    assert options.option_rows[options.focus].option.key == "wild_ratio"
    driver.key(pygame.K_RIGHT)
    assert options.options == {"wild_ratio": "strictly_fewer"}
    driver.key(pygame.K_LEFT)
    assert options.options == {}
    driver.key(pygame.K_LEFT)  # backwards wraps round to the last choice
    assert options.options == {"wild_ratio": "none"}
    click_option(driver, "wild_ratio", button=3)  # a right click goes back too
    assert options.options == {"wild_ratio": "strictly_fewer"}


def test_an_option_that_the_others_bring_to_life_is_dropped_when_they_go_back() -> None:
    driver = start_screen()
    options = open_options(driver)
    priority = BY_KEY["mac_wild_meld_priority"]
    assert unused_reason(priority, "classic-4p", {}) is not None
    click_option(driver, "wild_card_melds")  # allowed: a meld of wild cards may now take them first
    click_option(driver, "mac_wild_meld_priority")
    assert options.options == {"wild_card_melds": True, "wild_canasta_bonus": 1000, "mac_wild_meld_priority": True}
    click_option(driver, "wild_card_melds")  # round to the game's own again
    assert options.options == {}


def test_a_combination_the_engine_cannot_play_is_shown_with_its_reason_and_not_started() -> None:
    driver = start_screen()
    options = open_options(driver)
    click_option(driver, "max_wild_per_meld")  # three -> no limit
    assert options.problem is None
    click_option(driver, "wild_ratio", 2)  # -> any number: with no limit, nothing holds wild cards back
    assert options.problem.startswith("With no limit on wild cards in one meld")
    driver.frames(2)  # drawn with the reason, no crash
    driver.key(pygame.K_RETURN)
    start = driver.scene
    text, _ = start.rules_line()
    assert text.startswith("Cannot be played: With no limit")
    driver.click(start.buttons[0].rect.center)  # New game: refused
    assert driver.scene is start
    assert any("cannot start with these house rules" in notice for notice in driver.app.notices)
    with pytest.raises(ValueError, match="max_wild_per_meld none needs"):
        MatchSettings(options={"max_wild_per_meld": None, "wild_ratio": "none"})


def test_settings_with_house_rules_round_trip() -> None:
    settings = Settings(preset="modern-american")
    settings.set_options({"bonus_cards_source": "talons", "rule_of_five": False})
    settings.set_options({"upcard_cover_ranks": ["black_three", "red_three", "wild"]}, "classic-2p")
    again, problems = Settings.read(json.loads(json.dumps(settings.to_dict())))
    assert again == settings and problems == []
    rules = MatchSettings("modern-american", options=again.options()).rules()
    assert rules.bonus_cards_source == "talons" and rules.rule_of_five is False


def test_damaged_or_unknown_house_rules_in_the_settings_are_reported_and_set_aside() -> None:
    stored = {"preset": "classic-4p", "level": "normal",
              "house_rules": {"classic-4p": {"final_discard": "sometimes", "wild_ratio": "strictly_fewer",
                                             "jokers_per_pack": 4, "no_such_rule": True},
                              "nine-player": {"final_discard": "required"},
                              "classic-2p": "not an object"}}
    storage = Storage(MemoryBackend({"settings": json.dumps(stored)}))
    driver = start_screen(storage)
    settings = driver.app.settings
    assert settings.level == "normal" and settings.house_rules == {"classic-4p": {"wild_ratio": "strictly_fewer"}}
    assert len(driver.app.notices) == 3 and any("final_discard = 'sometimes'" in n for n in driver.app.notices)
    assert set(settings.set_aside_rules) == {"classic-4p", "nine-player", "classic-2p"}
    open_options(driver)
    click_option(driver, "stock_draw_count")  # saving again keeps what was set aside, for the player to find
    saved = storage.load("settings").data
    assert saved["set_aside_rules"]["nine-player"] == {"final_discard": "required"}
    assert saved["house_rules"]["classic-4p"] == {"stock_draw_count": 2, "wild_ratio": "strictly_fewer"}
    _, problems = Settings.read({"house_rules": ["a list"]})
    assert problems and "couldn't be read" in problems[0]


def test_a_save_from_before_rule_options_still_loads_and_a_save_with_them_keeps_them() -> None:
    match = Match(MatchSettings(preset="classic-4p", seed=2))
    old = match.to_dict()
    del old["settings"]["options"]
    assert Match.from_dict(old).settings.options == {}
    ruled = Match(MatchSettings(preset="classic-4p", seed=2, options={"final_discard": "required"}))
    again = Match.from_dict(json.loads(json.dumps(ruled.to_dict())))
    assert again.settings == ruled.settings and again.game.rules.final_discard == "required"
    damaged = ruled.to_dict()
    damaged["settings"]["options"] = {"no_such_rule": 1}
    with pytest.raises(ValueError, match="no_such_rule"):
        Match.from_dict(damaged)
    assert MatchSettings(options={"final_discard": "optional"}).options == {}  # the game's own is no change


@pytest.mark.parametrize("size", [(1280, 720), (854, 480)])
def test_every_row_fits_and_no_label_is_cut_short(size: tuple[int, int]) -> None:
    driver = start_screen(size=size)
    options = open_options(driver)
    canvas = driver.app.canvas
    rects = [row.rect for row in options.rows] + [b.rect for b in options.buttons]
    assert all(PANEL.contains(r) for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(row.rect.bottom < 590 for row in options.rows)  # above the help and status lines
    for row in options.option_rows:
        assert canvas.text_size(row.option.label, ROW_TEXT)[0] <= row.rect.width - PILL_WIDTH - 12
    for name in PRESETS:
        for option in OPTIONS:
            for choice in choices_for(option, name):
                assert canvas.text_size(choice.label, ROW_TEXT - 1)[0] <= PILL_WIDTH - 16, choice.label


@pytest.mark.parametrize("size", [(1280, 720), (854, 480)])
def test_the_start_screen_with_the_rules_row_still_fits(size: tuple[int, int]) -> None:
    driver = start_screen(size=size)
    start = driver.scene
    for name in PRESETS:
        click_choice(driver, "preset", name)
        choices, _, _, bottom = start.layout()
        rects = [c.rect for c in choices] + [b.rect for b in start.buttons]
        assert all(Rect(240, 40, 800, 660).contains(r) for r in rects)
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert bottom <= start.buttons[0].rect.top - 20


def test_games_with_house_rules_are_counted_apart() -> None:
    from game.ui.stats import Statistics

    stats = Statistics()
    match = Match(MatchSettings(preset="classic-2p", level="beginner", target_score=100, seed=3,
                                options={"stock_draw_count": 2}))
    from game.ai import make_bot

    player = make_bot("normal", seed=5)
    while not match.hand_is_over:
        match.play(player.choose(match.view(0)) if match.human_to_act else match.think(60.0))
    assert stats.record_hand(match)
    assert stats.record("classic-2p", "beginner").hands == 0
    assert stats.record("classic-2p", "beginner", house=True).hands == 1
    assert "classic-2p+house/beginner" in Statistics.from_dict(stats.to_dict()).tables
    assert stats.summary_for(match).startswith("Against beginner players, Classic for two with house rules: won")


def test_a_whole_hand_with_house_rules_is_played_at_the_table_by_clicks() -> None:
    from game.ui.headless import ScriptedPlayer

    driver = start_screen()
    driver.app.settings.set_options({"keep_threes_in_hand": "unlimited", "final_discard": "required_face_down",
                                     "stock_draw_count": 2})
    driver.scene.new_game(seed=3)
    player = ScriptedPlayer(driver, seed=5)
    while (state := player.wait_for_turn()) in ("move", "answer"):
        player.play_turn_action()
    assert state == "score"
    rules = driver.app.scenes[0].match.game.rules
    assert (rules.keep_threes_in_hand, rules.final_discard, rules.stock_draw_count) == ("unlimited",
                                                                                        "required_face_down", 2)


def test_the_table_says_the_game_has_house_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.drawing.canvas import Canvas

    def lines_drawn(driver: Headless) -> list[str]:
        texts: list[str] = []
        text = Canvas.text

        def write(self, line, *args, **kwargs):
            texts.append(line)
            return text(self, line, *args, **kwargs)

        monkeypatch.setattr(Canvas, "text", write)
        driver.app.draw()
        monkeypatch.undo()
        return texts

    for options, marked in (({"stock_draw_count": 2}, True), ({}, False)):
        driver = Headless()
        driver.app.play(Match(MatchSettings(preset="classic-2p", seed=3, options=options)))
        driver.frames(2)
        assert ("Hand 1 · house rules" in lines_drawn(driver)) is marked
        assert ("Hand 1" in lines_drawn(driver)) is not marked


# -- the rules answer for the options (issue 18) ---------------------------------------------------------
DOC = Path(__file__).resolve().parents[2] / "docs" / "rule-options.md"
UNLIMITED = "With no limit on wild cards in one meld, wild cards must stay fewer than, or no more than, the naturals"


def test_the_doc_lists_the_options_as_they_are_declared() -> None:
    text = DOC.read_text(encoding="utf-8")
    table = options_table()
    assert table in text, ("docs/rule-options.md: the options table differs from OPTIONS; print "
                           "game.ui.choices.rule_options.options_table() into it")
    rows = [line.split(" | ") for line in text.splitlines() if line.startswith("| ") and line.count(" | ") == 4]
    by_label = {row[0].removeprefix("| "): row for row in rows if row[0] != "| Option"}
    assert list(by_label) == [option.label for option in OPTIONS]
    for option in OPTIONS:
        _, section, fields, choices, _ = by_label[option.label]
        assert section == option.section and fields == ", ".join(f"`{name}`" for name in option.fields)
        labels = [choice.label for choice in option.choices or choices_for(option, "classic-4p")]
        assert [part.rsplit(" (", 1)[0] for part in choices.split(" · ")] == labels


def test_the_screen_asks_the_rules_for_every_option_and_the_core_pins_the_answers() -> None:
    assert [option.key for option in OPTIONS] == list(TABLE)
    assert {option.key: option.fields for option in OPTIONS if len(option.fields) > 1} == OPTION_FIELDS
    for name in PRESETS:
        for option in OPTIONS:
            for choice in choices_for(option, name):
                values = dict(choice.values)
                state = only_changes(name, values)
                answers = {other.key: unused_reason(other, name, state) for other in OPTIONS}
                assert answers == {key: expected(name, key, values) for key in TABLE}, (name, values)


def test_choices_the_engine_cannot_play_are_said_in_the_players_words() -> None:
    seen = set()
    for name in PRESETS:
        every = [dict(choice.values) for option in OPTIONS for choice in choices_for(option, name)]
        for i, first in enumerate(every):
            for second in every[i + 1:]:
                trouble = problem(name, only_changes(name, {**first, **second}))
                seen.add(trouble)
    assert seen == {None, UNLIMITED}  # the only problem two of the screen's choices can make
    options = {"max_wild_per_meld": None, "wild_ratio": "none", "wild_card_melds": True, "wild_canasta_bonus": 1000}
    assert problem("classic-4p", options) == UNLIMITED
    # while they cannot be played, the options are greyed as in the rules without the two at odds
    priority = BY_KEY["mac_wild_meld_priority"]
    assert unused_reason(priority, "classic-4p", options) is None
    assert unused_reason(priority, "classic-4p", {"max_wild_per_meld": None, "wild_ratio": "none"}) is not None
    assert unused_reason(BY_KEY["bonus_cards_source"], "classic-4p", options) == "This game deals no bonus cards."


def test_every_problem_of_the_engine_has_the_players_words_with_the_options_labels() -> None:
    assert sorted(PLAYER_WORDS) == sorted(RULE_PROBLEMS)
    for bad, _ in BAD:
        with pytest.raises(InvalidRules) as info:
            RuleSet.from_dict(bad)
        words = player_words(info.value)
        sentences = words.split("; ")
        assert len(sentences) == len(info.value.problems), words
        assert "_" not in words and all(s[:1].isupper() or s[:1] in "\u201c0123456789" for s in sentences), words
        for trouble, sentence in zip(info.value.problems, sentences, strict=True):
            if trouble.key != "rules.wild_cards_unlimited" and trouble.fields[0] in option_fields():
                label = next(o.label for o in OPTIONS if trouble.fields[0] in o.fields)
                assert f"\u201c{label}\u201d" in sentence, sentence
    with pytest.raises(InvalidRules) as info:
        RuleSet.from_dict({"final_discard": "sometimes", "stock_draw_count": 5})
    assert player_words(info.value) == ("\u201cLast discard when going out\u201d cannot be 'sometimes'; "
                                        "\u201cCards drawn from the stock\u201d must be a whole number from 1 to 4, "
                                        "not 5")
    assert problem("classic-4p", {"no_such_rule": 1}) == "Not a rule option the start screen offers: no_such_rule"
