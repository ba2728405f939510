"""Screenshots of the table in its key states, for people to look at.

    .venv/bin/python tools/screenshots.py [folder]                  # default: build/screenshots
    .venv/bin/python tools/screenshots.py --only languages [folder]  # one group of them (see --help)
    .venv/bin/python tools/screenshots.py --only layouts --four-colour --back red build/four-colour

Writes start.png, table-4p.png (mid-hand: melds on both sides, a frozen pile, cards selected),
question.png (the partner asks "may I go out?"), score.png (the score sheet), table-2p.png, the
mid-hand table at two other window sizes (large.png 1920x1080, small.png 854x480) to check that cards
and text stay crisp, and mid-hand tables with melds on every side for three players (table-3p.png; two against one once
the partnership has formed, table-3p-partners.png),
six in two teams of three (table-6p.png), six in three pairs (table-6p-pairs.png) and four each for
himself (table-4-sides.png), the six-player table at 854x480 (small-6p.png) and the score sheet of
three pairs (score-3-sides.png); five players, three against two (table-5p.png) and each for himself
(table-5p-rotating.png, and its score sheet score-5p-rotating.png); Modern American mid-hand (table-mac.png:
melds on both sides, threes of both colours laid out, a dead rank), its score sheet (score-mac.png, with the
Threes and Unfinished melds rows) and a special hand shown face up (special-mac.png); the rule options of
Classic for four with four of them changed (options.png) and those of Modern American at 854x480 with a
combination the engine refuses (options-small.png), and the start screen of a game with house rules
(start-house.png); the hand review: the score sheet while it is worked out and once ready (review-sheet.png,
review-ready.png), its three costliest decisions of a classic-2p hand (review-1.png to review-3.png), one of a
table of three sides (review-3-sides.png), the review at 854x480 (review-small.png) and a hand without costly
decisions (review-none.png); what teaches and forgives at the table (teaching_screens: the table menu,
rules, log, glossary, hints, warnings); every language but English (languages: start, options, the table at
two sizes, Modern American's table, the score sheet and the rules, as start-de.png, table-nl.png, ...); every
game's table mid-hand and crowded at 1280x720, 854x480 and 1920x1080 (layouts: table-classic-4p-854x480.png,
dense-verschaerft-1920x1080.png, ...); the settings dialog over the start screen and over the table at the three
sizes (settings: settings-854x480.png, settings-table-1920x1080.png, ...); the finished games, a replay and the
share code (replays: games.png, replay-open.png, share-code.png, ...); the same deal again and Beat the master (deals:
deal-again.png, beat-the-master.png, same-deal.png); people at one table (people: the Seats…
dialog, the screen passed between two people, a person's table, ...); the table in frames of every shape (frames:
frame-classic-4p-390x844.png at the six sizes every scene is looked at and four more, crowded at a phone's sizes,
frame-dense-classic-4p-360x640.png, ...); every scene but the table at six windows from a phone held upright to a
large screen, in English and German (scenes: start-390x844.png, settings-de-360x640.png, score-sheet-2560x1440.png,
...).
Everything runs headless through the real app, moved on by real clicks.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.ai import hint, make_bot  # noqa: E402
from game.core import PRESETS, RED_THREES, WILD_FACES, Discard, Game, dead_ranks, parse_move, preset  # noqa: E402
from game.i18n import LANGUAGES, SOURCE, set_language  # noqa: E402
from game.ui.choices.rule_options import BY_KEY  # noqa: E402
from game.ui.drawing.card_art import CARD_BACKS  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer, a_seed_where_the_partner_asks  # noqa: E402
from game.ui.people.pass_screen import PassScreen  # noqa: E402
from game.ui.scenes.dialogs import GoOutQuestion  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402
from game.ui.table.seats import sides_in_play  # noqa: E402

PLAYER_SEED = 5  # the scripted player's bot seed: the same path in the search below and in the app


def frozen_with_melds(table) -> bool:
    shown = table.shown
    return all(shown["melds"]) and any(c in WILD_FACES for c in shown["pile"].split()) and len(
        table.hand_cards) >= 6


def every_side_melded(table) -> bool:
    return all(table.shown["melds"])


def partnership_formed(table) -> bool:
    """Three players, two against one: the pile was taken and two of them meld together."""
    return table.match.game.partnership is not None and sum(map(bool, table.shown["melds"])) >= 2


def two_sides_melded(table) -> bool:
    """Five players: the two sides playing this hand have melded (the others hold nothing this hand)."""
    return sum(map(bool, table.match.game.melds)) >= 2


def play_out_the_hand(driver: Headless) -> None:
    """The scripted player finishes the hand from here; the score sheet settles on the screen."""
    player = ScriptedPlayer(driver, seed=PLAYER_SEED)
    while player.wait_for_turn() in ("move", "answer"):
        player.play_turn_action()
    driver.frames(10)


def five_players(folder: Path) -> None:
    """Five players, one of them sitting the hand out: three against two (table-5p.png) and each for himself,
    this hand's partnerships in the two meld rows (table-5p-rotating.png), and its score sheet of five
    columns, the sitter's marked (score-5p-rotating.png)."""
    driver = table_with_melds_on_every_side("five-player", two_sides_melded)
    driver.screenshot(str(folder / "table-5p.png"))
    driver = table_with_melds_on_every_side("five-player-rotating", two_sides_melded)
    driver.screenshot(str(folder / "table-5p-rotating.png"))
    play_out_the_hand(driver)
    driver.screenshot(str(folder / "score-5p-rotating.png"))


def mac_mid_hand(table) -> bool:
    """Modern American with melds on both sides, red and black threes laid out by one side, a dead rank."""
    game = table.match.game
    both_colours = any({c in RED_THREES for c in threes} == {True, False} for threes in game.red_threes)
    return all(game.melds) and both_colours and any(dead_ranks(game, side) for side in range(2))


def table_with_melds_on_every_side(game: str, ready=every_side_melded, seeds: range = range(1, 40),
                                   language: str = SOURCE) -> Headless:
    """The table of ``game`` at the player's turn, mid-hand, once ``ready`` (every side has melded) and the
    player still holds six cards or more; the first seed whose hand gets there."""
    for seed in seeds:
        driver = Headless()
        driver.app.switch_language(language)
        driver.app.settings.preset = game
        driver.scene.new_game(seed=seed)
        player = ScriptedPlayer(driver, seed=PLAYER_SEED)
        while (state := player.wait_for_turn()) in ("move", "answer"):
            table = player.table
            if state == "move" and ready(table) and len(table.hand_cards) >= 6:
                driver.frames(2)
                return driver
            player.play_turn_action()
    raise SystemExit(f"no hand of {game} reaches melds on every side")


def _a_pair(cards: list[str]) -> list[int]:
    """Indices of two cards of one rank (what a player selects to meld), else the first two."""
    for i, card in enumerate(cards):
        for j in range(i + 1, len(cards)):
            if cards[j][0] == card[0] and card not in WILD_FACES:
                return [i, j]
    return [0, 1]


def special_hand(path: Path) -> None:
    """West, whose side has not melded, shows a straight (MAC-33): the table spreads it before the score sheet."""

    straight = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H 2C JK"
    game = Game.from_dict({
        "rules": preset("modern-american").to_dict(), "dealer": 0, "to_act": 1, "phase": "play", "scores": [0, 0],
        "hands": ["KH KD QC 9H 8D 6C 5D 5C 4H", straight, "7D 7C TD 6D 9C", "8H 8C JD 4D 6H"],
        "melds": [["AH AD AC"], []], "red_threes": ["3D 3S", ""], "pile": "9D",
        "stock": "JH JC TH TC QH QD 4C 4S 5H 5S 6S 7H 7S 8S 9S TS JS KC KS 2D 2H", "turn": {"drew": True}})
    driver = Headless()
    driver.app.play(Match(MatchSettings(preset="modern-american", level="expert"), game))
    table = driver.scene
    for _ in range(600):
        driver.frame()
        if table.animations.showings:
            break
    driver.frames(40)
    driver.screenshot(str(path))


def options_screens(folder: Path) -> None:
    """The options screen with changes (gold), greyed rows and, small, a refused combination."""
    driver = Headless()
    driver.frames(1)
    driver.scene.open_rules()
    options = driver.scene
    for key in ("final_discard", "upcard_cover_ranks", "red_three_in_pile_freezes", "rule_of_five"):
        options.step(BY_KEY[key], 1)
    driver.frames(2)
    driver.screenshot(str(folder / "options.png"))
    driver.key(pygame.K_RETURN)
    driver.scene.show_all()  # the Rules row, on the whole panel a step from the welcome
    driver.frames(2)
    driver.screenshot(str(folder / "start-house.png"))
    small = Headless(size=(854, 480))
    small.app.settings.preset = "modern-american"
    small.frames(1)
    small.scene.open_rules()
    small.scene.step(BY_KEY["max_wild_per_meld"], 2)  # two -> no limit, where any number of wild cards may go
    small.frames(2)
    small.screenshot(str(folder / "options-small.png"))


def finished_hand(game: str, seed: int, player: str = "beginner") -> Match:
    """A match whose first hand is over, the player's seat played by a ``player`` bot (a beginner's hand holds
    costly decisions)."""
    match = Match(MatchSettings(preset=game, level="expert", seed=seed))
    stand_in = make_bot(player, PLAYER_SEED)
    while not match.hand_is_over:
        match.play(stand_in.choose(match.view(0)) if match.human_to_act else match.think(60.0))
    return match


def reviewed(match: Match, size: tuple[int, int] = (1280, 720)) -> Headless:
    """The score sheet of ``match`` with its review worked out, frame by frame, and opened."""
    driver = Headless(size=size)
    driver.app.play(match)
    driver.frames(2)
    sheet = driver.scene
    while not sheet.review.done:
        driver.frame()
    driver.key(pygame.K_r)
    driver.frames(2)
    return driver


def hand_review(folder: Path) -> None:
    """The score sheet working out the review, then ready; the review's decisions one by one."""
    match = finished_hand("classic-2p", seed=4)
    driver = Headless()
    driver.app.play(Match.from_dict(match.to_dict()))
    driver.frames(3)
    driver.screenshot(str(folder / "review-sheet.png"))
    while not driver.scene.review.done:
        driver.frame()
    driver.screenshot(str(folder / "review-ready.png"))
    driver = reviewed(match)
    for i in range(1, 4):
        driver.screenshot(str(folder / f"review-{i}.png"))
        driver.key(pygame.K_n)
        driver.frames(2)
    reviewed(Match.from_dict(match.to_dict()), (854, 480)).screenshot(str(folder / "review-small.png"))
    reviewed(finished_hand("three-player", seed=3)).screenshot(str(folder / "review-3-sides.png"))
    none = Headless()  # what a hand without costly decisions says, over the table as the hand ended
    none.app.play(match)
    none.frames(2)
    none.app.push(none.app.open("review", match, [], 20))
    none.frames(2)
    none.screenshot(str(folder / "review-none.png"))


def teaching_screens(folder: Path) -> None:
    """What helps a newcomer at the table (issue 19): the table menu (table-menu.png) and its settings
    (table-settings.png), the rules of the game being played (rules.png, rules-mac.png further down), the whole
    log (log.png), a word of the table explained (glossary.png), a hint (hint-take.png, hint-discard.png),
    warnings before going out into penalties (warning-mac.png) and before a discard that hands over a big pile
    (warning-discard.png), and the hint to the partner's question (question-hint.png)."""
    driver = table_with_melds_on_every_side("classic-4p", frozen_with_melds)
    table = driver.scene
    for keys, name in (([pygame.K_ESCAPE], "table-menu"), ([pygame.K_s], "table-settings"),
                       ([pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_F1], "rules"),
                       ([pygame.K_ESCAPE, pygame.K_l], "log")):
        for key in keys:
            driver.key(key)
        driver.frames(2)
        driver.screenshot(str(folder / f"{name}.png"))
    driver.key(pygame.K_ESCAPE)
    x, y = table.layout.pile_state_pos
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos((x + 60, y + 10)), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frames(60)  # the pointer rests on the pile's state
    driver.screenshot(str(folder / "glossary.png"))
    for name, wanted in (("hint-take", "Take"), ("hint-discard", "Discard")):
        shot = hinted(wanted)
        shot.screenshot(str(folder / f"{name}.png"))
    driver = Headless()  # Modern American: going out into the penalties of unfinished sevens and aces
    canastas = ["KH KS KD KC KH KS KD", "QH QS QD QC QH QS QD"]
    game = Game.from_dict({"rules": "modern-american", "dealer": 3, "to_act": 0, "phase": "play", "scores": [0, 0],
                           "hands": ["5S", "6C 6D 4C", "6C 6D 4D", "4C 4D 9S"],
                           "melds": [[*canastas, "7H 7S 7D 7C", "AH AS AD AC AH"], []], "red_threes": ["", ""],
                           "pile": "", "stock": "8D 8C 8D 8C 5H 5D 5H 5D 4H 4H",
                           "turn": {"drew": True, "side_was_open": True}})
    driver.app.play(Match(MatchSettings(preset="modern-american", level="normal"), game))
    driver.scene.pacing.wait = 600.0
    driver.frames(2)
    driver.key(pygame.K_F1)
    driver.frames(2)
    for _ in range(60):  # further down: the penalties for unfinished melds
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    driver.frames(2)
    driver.screenshot(str(folder / "rules-mac.png"))
    driver.key(pygame.K_ESCAPE)
    driver.scene.play_human(Discard("5S"))
    driver.frames(2)
    driver.screenshot(str(folder / "warning-mac.png"))
    driver = Headless()  # Classic: a discard that gives West eleven cards and a canasta of nines
    game = Game.from_dict({"rules": "classic-4p", "dealer": 3, "to_act": 0, "phase": "play", "scores": [0, 0],
                           "hands": ["9D 5S 6H 3C", "JC JD QS 8S", "4C 4D 8S", "JC JD QS"],
                           "melds": [["KH KS KD"], ["9H 9S 9C 9C 9S 2C"]], "red_threes": ["", ""],
                           "pile": "5C 6D 7H TH JH QH KC 8D 4S 7C", "stock": "8D 8C 5H 5D 5H 5D 4H 4H",
                           "turn": {"drew": True, "side_was_open": True}})
    driver.app.play(Match(MatchSettings(preset="classic-4p", level="normal"), game))
    driver.scene.pacing.wait = 600.0
    driver.frames(2)
    driver.scene.play_human(Discard("9D"))
    driver.frames(2)
    driver.screenshot(str(folder / "warning-discard.png"))
    driver = partner_asking_table()
    player = ScriptedPlayer(driver, seed=PLAYER_SEED)
    while player.wait_for_turn() == "move":
        player.play_turn_action()
    driver.frames(30)
    driver.key(pygame.K_h)
    driver.frames(2)
    driver.screenshot(str(folder / "question-hint.png"))


def hinted(kind: str, seeds: range = range(1, 40)) -> Headless:
    """The classic-4p table at the player's turn once the hint is of ``kind`` (Take, Discard), h pressed."""
    for seed in seeds:
        driver = Headless()
        driver.scene.new_game(seed=seed)
        player = ScriptedPlayer(driver, seed=PLAYER_SEED)
        while player.wait_for_turn() == "move":
            table = player.table
            if type(hint(table.match.view(0)).move).__name__ == kind and table.match.game.melds[0]:
                driver.key(pygame.K_h)
                driver.frames(2)
                return driver
            player.play_turn_action()
    raise SystemExit(f"no classic-4p hand gives a hint to {kind}")


def language_screens(folder: Path) -> None:
    """What a German or Dutch player meets first and most: the start screen, the options of Modern American,
    a classic table mid-hand at two sizes, Modern American's table, the score sheet and the rules."""
    for code in LANGUAGES:
        if code == SOURCE:
            continue
        driver = Headless()
        driver.app.switch_language(code)
        driver.frames(2)
        driver.screenshot(str(folder / f"start-{code}.png"))
        driver.app.settings.preset = "modern-american"
        driver.scene.open_rules()
        driver.frames(2)
        driver.screenshot(str(folder / f"options-{code}.png"))
        driver.key(pygame.K_ESCAPE)
        driver.app.settings.preset = "classic-4p"
        driver.scene.read_rules()
        driver.frames(2)
        driver.screenshot(str(folder / f"rules-{code}.png"))
        driver.key(pygame.K_ESCAPE)
        table = table_with_melds_on_every_side("classic-4p", language=code)
        table.screenshot(str(folder / f"table-{code}.png"))
        play_out_the_hand(table)
        table.screenshot(str(folder / f"score-{code}.png"))
        small = Headless(size=(854, 480))  # a second app: it speaks the language the last one started with
        small.app.switch_language(code)
        small.app.play(Match.from_dict(table.app.scenes[0].match.to_dict()))
        small.frames(2)
        small.screenshot(str(folder / f"small-{code}.png"))
        table_with_melds_on_every_side("modern-american", mac_mid_hand, language=code).screenshot(
            str(folder / f"table-mac-{code}.png"))
    set_language(SOURCE)


def everything(folder: Path) -> None:
    driver = Headless()
    driver.frames(2)
    driver.screenshot(str(folder / "start.png"))
    options_screens(folder)

    driver.scene.new_game(seed=4)
    player = ScriptedPlayer(driver, seed=PLAYER_SEED)
    while True:
        state = player.wait_for_turn()
        if state == "move" and frozen_with_melds(player.table):
            break
        if state != "move":
            raise SystemExit(f"no mid-hand position with melds and a frozen pile before the {state}")
        player.play_turn_action()
    table = player.table
    pairs = set(_a_pair(table.hand_cards))
    table.hand.selected = set(pairs)
    driver.frame()
    driver.screenshot(str(folder / "table-4p.png"))
    for name, size in (("large", (1920, 1080)), ("small", (854, 480))):
        sized = Headless(size=size)

        sized.app.play(Match.from_dict(table.match.to_dict()))
        sized.scene.hand.selected = set(pairs)
        sized.frames(2)
        sized.screenshot(str(folder / f"{name}.png"))
    driver.app.scenes.clear()

    driver = partner_asking_table()
    player = ScriptedPlayer(driver, seed=PLAYER_SEED)
    while (state := player.wait_for_turn()) == "move":
        player.play_turn_action()
    if state != "answer":
        raise SystemExit(f"expected the partner's question, got {state}")
    driver.frames(30)
    driver.screenshot(str(folder / "question.png"))
    while True:
        player.play_turn_action()
        state = player.wait_for_turn()
        if state == "score":
            break
    driver.frames(10)
    driver.screenshot(str(folder / "score.png"))

    driver = Headless()
    driver.app.settings.preset = "classic-2p"
    driver.scene.new_game(seed=9)
    player = ScriptedPlayer(driver, seed=PLAYER_SEED)
    for _ in range(8):
        player.wait_for_turn()
        player.play_turn_action()
    player.wait_for_turn()
    driver.screenshot(str(folder / "table-2p.png"))

    for name, game in (("table-3p", "three-player"), ("table-3p-partners", "three-player-partnership"),
                       ("table-6p", "six-player"), ("table-6p-pairs", "six-player-three-pairs"),
                       ("table-4-sides", "verschaerft")):
        ready = partnership_formed if game == "three-player-partnership" else every_side_melded
        driver = table_with_melds_on_every_side(game, ready)
        driver.screenshot(str(folder / f"{name}.png"))
        if game == "six-player-three-pairs":  # its score sheet: three columns, names on two lines
            play_out_the_hand(driver)
            driver.screenshot(str(folder / "score-3-sides.png"))
        if game == "six-player":
            small = Headless(size=(854, 480))

            small.app.play(Match.from_dict(driver.scene.match.to_dict()))
            small.frames(2)
            small.screenshot(str(folder / "small-6p.png"))
    five_players(folder)
    driver = table_with_melds_on_every_side("modern-american", mac_mid_hand)
    driver.screenshot(str(folder / "table-mac.png"))
    play_out_the_hand(driver)
    scores = driver.app.scenes[0].match.game.round_scores
    if not any(parts.get("penalties") for parts in scores):
        print("score-mac.png: no unfinished melds in this hand, so no penalty row")
    driver.screenshot(str(folder / "score-mac.png"))
    special_hand(folder / "special-mac.png")
    hand_review(folder)
    teaching_screens(folder)
    language_screens(folder)
    layouts(folder)
    motion_screens(folder)
    settings_screens(folder)
    replay_screens(folder)
    people_screens(folder)
    deal_screens(folder)


LAYOUT_SIZES = {"1280x720": (1280, 720), "854x480": (854, 480), "1920x1080": (1920, 1080)}


def sides_of_the_hand_melded(table) -> bool:
    """Every side playing this hand has melded (five each for himself: the two of the hand)."""
    return all(table.shown["melds"][side] for side in sides_in_play(table.view, 0))


def still(driver: Headless) -> Headless:
    """The pointer moved off the table (the scripted player's last click leaves it resting on the pile, whose
    explanation would cover the table)."""
    table = driver.scene
    table.pointing.hover, table.glossary_tip = (-100.0, -100.0), None
    return driver


def layouts(folder: Path, names: tuple[str, ...] = PRESETS) -> None:
    """Every preset's table mid-hand, melds on every side playing (table-<preset>-<size>.png), and crowded, every
    side with a meld of nearly every rank and its threes (dense-<preset>-<size>.png), at the three window
    sizes the game is checked at: no area cramped while another is empty (issue 21)."""
    from tests.ui.dense_positions import dense_game  # the layout's tests crowd the table the same way

    for name in names:
        ready = partnership_formed if name == "three-player-partnership" else sides_of_the_hand_melded
        mid_hand = table_with_melds_on_every_side(name, ready).scene.match
        crowded = Match(MatchSettings(preset=name, level="normal"), dense_game(name))
        for kind, match in (("table", mid_hand), ("dense", crowded)):
            for label, size in LAYOUT_SIZES.items():
                shot = Headless(size=size)
                shot.app.play(Match.from_dict(match.to_dict()))
                shot.scene.pacing.wait = 600.0  # the computer player to act holds still
                shot.frames(2)
                still(shot).screenshot(str(folder / f"{kind}-{name}-{label}.png"))


FRAME_SIZES = {"360x640": (360, 640), "390x844": (390, 844), "800x600": (800, 600), "1280x720": (1280, 720),
               "1920x1080": (1920, 1080), "2560x1440": (2560, 1440)}  # the six sizes every scene is looked at
MORE_FRAMES = {"540x960": (540, 960), "768x1024": (768, 1024), "1000x1000": (1000, 1000), "2560x1080": (2560, 1080)}


def frame_screens(folder: Path, names: tuple[str, ...] = ("classic-4p", "six-player-three-pairs", "modern-american"),
                  sizes: dict[str, tuple[int, int]] | None = None) -> None:
    """The table mid-hand in frames of every shape (issue 47): a phone held upright (360x640, 390x844), a 4:3
    window, 16:9 at three sizes (frame-<preset>-<size>.png), a pair of cards selected; and crowded
    (frame-dense-<preset>-<size>.png) at the phones' sizes and a square window."""
    from tests.ui.dense_positions import dense_game

    sizes = sizes or {**FRAME_SIZES, **MORE_FRAMES}
    for name in names:
        ready = partnership_formed if name == "three-player-partnership" else sides_of_the_hand_melded
        mid_hand = table_with_melds_on_every_side(name, ready).scene.match
        crowded = Match(MatchSettings(preset=name, level="normal"), dense_game(name))
        for kind, match, shown in (("frame", mid_hand, sizes), ("frame-dense", crowded,
                                   {k: v for k, v in sizes.items() if k in ("390x844", "360x640", "1000x1000")})):
            for label, size in shown.items():
                shot = Headless(size=size)
                shot.app.play(Match.from_dict(match.to_dict()))
                shot.scene.pacing.wait = 600.0  # the computer player to act holds still
                shot.frames(2)
                shot.scene.hand.selected = set(_a_pair(shot.scene.hand_cards))
                shot.scene._refreshed_for = None
                shot.frames(1)
                still(shot).screenshot(str(folder / f"{kind}-{name}-{label}.png"))


def settings_screens(folder: Path) -> None:
    """The settings dialog over the start screen (settings-<size>.png) and over the table, from its menu
    (settings-table-<size>.png), at the three window sizes."""
    for label, size in LAYOUT_SIZES.items():
        driver = Headless(size=size)
        driver.frames(1)
        driver.key(pygame.K_s)
        driver.frames(2)
        driver.screenshot(str(folder / f"settings-{label}.png"))
        driver.key(pygame.K_ESCAPE)
        driver.scene.new_game(seed=4)
        ScriptedPlayer(driver, seed=PLAYER_SEED).wait_for_turn()
        driver.key(pygame.K_ESCAPE)
        driver.key(pygame.K_s)
        driver.frames(2)
        driver.screenshot(str(folder / f"settings-table-{label}.png"))


def motion_screens(folder: Path) -> None:
    """Motion (issue 21): the deal under way, cards in flight (deal.png) and the upcard turning (deal-upcard.png);
    a canasta closing, squaring up (canasta-squaring.png) then in gold with its banner (canasta.png); the side
    that went out (out.png); the winner over the last score sheet (win.png) and the sheet counting up
    (score-counting.png).  The deal, the canasta, going out and the winner also at 854x480 and 1920x1080
    (deal-854x480.png, ...)."""
    for label, size in LAYOUT_SIZES.items():
        tail = "" if size == (1280, 720) else f"-{label}"
        _deal_shots(folder, size, tail)
        _celebration_shots(folder, size, tail)


def _deal_shots(folder: Path, size: tuple[int, int], tail: str) -> None:
    driver = Headless(size=size)
    driver.scene.new_game(seed=4)
    table = driver.scene
    table.pacing.wait = 600.0  # the first player holds still: only the deal moves
    driver.frames(50)
    driver.screenshot(str(folder / f"deal{tail}.png"))
    if tail:
        return
    while not any(f.turns and f.started for f in table.animations.flights):
        driver.frame()
    driver.frames(7)
    driver.screenshot(str(folder / "deal-upcard.png"))


def _celebration_shots(folder: Path, size: tuple[int, int], tail: str) -> None:
    ours = ["AH AD AS 2C", "KH KS KD KC KD", "8H 8S 8C", "5H 5D 5C JK"]
    theirs = ["QH QS QD QC QH QS QD", "9H 9S 9C 9D", "6S 6C 6D"]
    position = {"rules": "classic-4p", "dealer": 3, "to_act": 0, "phase": "play", "scores": [2350, 1980],
                "hands": ["KC KH 7S 7D TC JD 4C", 9, 6, 8], "melds": [ours, theirs], "red_threes": ["3H", "3D 3H"],
                "pile": "5C 6D 7H TH 8D", "turn": {"drew": True, "side_was_open": True}}
    shot = _motion_table(position, size)
    shot.scene.play_human(parse_move("meld KC KH"))
    _until(shot, lambda t: (m := t.animations.moment("canasta")) is not None and m.progress >= 0.1)
    if not tail:
        shot.screenshot(str(folder / "canasta-squaring.png"))
    _until(shot, lambda t: t.animations.moment("canasta").progress >= 0.4)
    shot.screenshot(str(folder / f"canasta{tail}.png"))
    position["hands"][0], position["scores"] = "5S", [4650, 3980]
    position["melds"][0] = [*ours[:1], "KH KS KD KC KD KC KH", *ours[2:]]
    shot = _motion_table(position, size)
    shot.scene.play_human(parse_move("discard 5S"))
    shot.scene.pacing.wait = 0.0  # nobody plays after this: the score sheet may come
    _until(shot, lambda t: (m := t.animations.moment("out")) is not None and m.progress >= 0.35)
    shot.screenshot(str(folder / f"out{tail}.png"))
    shot.click((900, 540))  # past going out (on no word of the table): the last score sheet, the winner over it
    shot.frames(60)
    shot.screenshot(str(folder / f"win{tail}.png"))
    if tail:
        return
    shot.click((900, 540))
    sheet = shot.scene
    sheet.counting.elapsed = sheet.counting.duration * 0.3
    shot.screenshot(str(folder / "score-counting.png"))


def _motion_table(position: dict, size: tuple[int, int] = (1280, 720)) -> Headless:
    """The table at ``position``, whose other hands (given as counts) and stock are filled with the cards left
    of the two packs; the computer players hold still."""
    from collections import Counter

    data = dict(position)
    deck = Counter({r + s: 2 for r in "AKQJT98765432" for s in "SHDC"} | {"JK": 4})
    laid = [*data["hands"][0].split(), *data["pile"].split(), *" ".join(data["red_threes"]).split(),
            *" ".join(" ".join(side) for side in data["melds"]).split()]
    left = sorted((deck - Counter(laid)).elements(), key=lambda c: (c in RED_THREES, c[::-1]))
    hands = [data["hands"][0]]
    for count in data["hands"][1:]:
        hands.append(" ".join(left[:count]))
        left = left[count:]
    data["hands"], data["stock"] = hands, " ".join(left)
    driver = Headless(size=size)
    driver.app.settings.warnings = False
    driver.app.play(Match(MatchSettings(preset="classic-4p", level="normal"), Game.from_dict(data)))
    driver.scene.pacing.wait = 600.0
    driver.frame()
    return driver


def _until(driver: Headless, ready, limit: int = 600) -> None:
    for _ in range(limit):
        if ready(driver.scene):
            return
        driver.frame()
    raise SystemExit("the moment never came")


@contextmanager
def every_app_looking(**settings: object) -> Iterator[None]:
    """Every app the screenshots make starts with these settings of its looks (four_colour, card_back, ...)."""
    made = Headless.__init__

    def looking(driver: Headless, *args: object, **kwargs: object) -> None:
        made(driver, *args, **kwargs)
        for key, value in settings.items():
            driver.app.change(key, value)

    Headless.__init__ = looking  # type: ignore[method-assign]
    try:
        yield
    finally:
        Headless.__init__ = made  # type: ignore[method-assign]


def replay_screens(folder: Path) -> None:
    """Records and replays (issue 22): the Games screen with finished games (games.png; in German at 854x480,
    games-de-small.png) and without (games-empty.png); a replay mid-hand from the player's seat (replay.png),
    with every hand open (replay-open.png), at a hand's end (replay-hand-end.png) and at the game's end
    (replay-end.png), four players at 854x480 (replay-small.png); the share code copied (share-code.png) and
    refused by the clipboard (share-code-refused.png), and a damaged code pasted (paste-code.png)."""
    from game.core import to_code
    from game.ui.replays import clipboard
    from game.ui.replays.kept_games import keep_game
    from tests.ui.test_games_and_replay import FakeClipboard, finished

    games = [finished(seed, preset, target) for seed, preset, target in
             ((3, "classic-2p", 1500), (2, "classic-4p", 1500), (4, "three-player", 1500))]

    def games_screen(size: tuple[int, int] = (1280, 720), code: str = SOURCE) -> Headless:
        driver = Headless(size=size)
        driver.app.switch_language(code)
        for match in games:
            keep_game(driver.app.storage, match)
        driver.frames(1)
        driver.key(pygame.K_g)
        driver.frames(2)
        return driver

    empty = Headless()
    empty.frames(1)
    empty.key(pygame.K_g)
    empty.screenshot(str(folder / "games-empty.png"))
    driver = games_screen()
    driver.screenshot(str(folder / "games.png"))
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)  # the game of four
    for _ in range(14):
        driver.key(pygame.K_RIGHT)
    driver.screenshot(str(folder / "replay.png"))
    driver.key(pygame.K_o)
    driver.screenshot(str(folder / "replay-open.png"))
    driver.key(pygame.K_END)
    driver.screenshot(str(folder / "replay-hand-end.png"))
    for _ in range(games[1].game.round):
        driver.key(pygame.K_DOWN)
    driver.screenshot(str(folder / "replay-end.png"))
    driver.key(pygame.K_ESCAPE)
    clipboard.use(FakeClipboard())
    try:
        driver.key(pygame.K_c)
        driver.screenshot(str(folder / "share-code.png"))
        driver.key(pygame.K_ESCAPE)
        clipboard.use(FakeClipboard(works=False))
        driver.key(pygame.K_c)
        driver.screenshot(str(folder / "share-code-refused.png"))
        driver.key(pygame.K_ESCAPE)
        clipboard.use(FakeClipboard(holding=to_code(games[0].game)[:300]))  # a code cut short
        driver.key(pygame.K_p)
        driver.scene.paste()
        driver.key(pygame.K_RETURN)
        driver.screenshot(str(folder / "paste-code.png"))
    finally:
        clipboard.use(None)
    small = games_screen((854, 480), "de")
    small.screenshot(str(folder / "games-de-small.png"))
    small.key(pygame.K_DOWN)
    small.key(pygame.K_RETURN)
    for _ in range(20):
        small.key(pygame.K_RIGHT)
    small.key(pygame.K_o)
    small.screenshot(str(folder / "replay-small.png"))
    set_language(SOURCE)


def people_screens(folder: Path) -> None:
    """People at one table (pass and play, issue 22): the start screen with South & North against the computer
    (start-people.png), the Seats… dialog (seats.png; in German at 854x480, seats-de-854x480.png), the hand
    face down while the moves before North's turn are shown (people-hidden.png), the screen passed to North
    (pass.png; in Dutch, pass-nl.png) and North's table, his hand at the bottom and South across (people-north.png)."""
    driver = Headless()
    driver.app.settings.set_seating(["person", "normal", "person", "master"])
    driver.frames(2)
    driver.screenshot(str(folder / "start-people.png"))
    driver.scene.open_seats()
    driver.frames(2)
    driver.screenshot(str(folder / "seats.png"))
    driver.key(pygame.K_RETURN)
    driver.scene.new_game(seed=3)
    player = ScriptedPlayer(driver, seed=PLAYER_SEED)
    shot: set[str] = set()
    for _ in range(20000):
        table, top = player.table, driver.app.top
        if table.hand_hidden and table.passed_to == table.seat and "hidden" not in shot:  # North is next
            driver.screenshot(str(folder / "people-hidden.png"))
            shot.add("hidden")
        if isinstance(top, PassScreen):
            if top.person == 2 and "hidden" in shot and "pass" not in shot:
                driver.screenshot(str(folder / "pass.png"))
                shot.add("pass")
            player.take_screen()
        elif isinstance(top, GoOutQuestion):
            player.play_turn_action()
        elif table.my_turn and not table.animations.busy:
            if table.seat == 2 and "pass" in shot:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos((640, 360)),
                                                     rel=(0, 0), buttons=(0, 0, 0)))  # the pointer off the cards
                driver.frames(2)
                driver.screenshot(str(folder / "people-north.png"))
                break
            player.play_turn_action()
        else:
            driver.frame()
    for code, size, name in (("de", (854, 480), "seats-de-854x480.png"), ("nl", (1280, 720), "pass-nl.png")):
        other = Headless(size=size)
        other.app.switch_language(code)
        other.app.settings.preset = "six-player"
        other.app.settings.set_seating(["person", "master", "person", "beginner", "person", "normal"])
        other.frames(1)
        if name.startswith("seats"):
            other.scene.open_seats()
        else:
            other.scene.new_game(seed=4)
        other.frames(2)
        other.screenshot(str(folder / name))
    set_language(SOURCE)


def deal_screens(folder: Path) -> None:
    """The same deal again and Beat the master (issue 22): the sheet's question (deal-again.png), the score
    sheet of a deal played against the master (beat-the-master.png; in German, beat-the-master-de.png) and of a
    deal played again without him (same-deal.png)."""
    from tests.ui.test_same_deal import a_deal_played_again

    driver = Headless()
    driver.app.settings.preset, driver.app.settings.level = "classic-4p", "normal"
    driver.scene.new_game(seed=4)
    player = ScriptedPlayer(driver, seed=PLAYER_SEED)
    while player.wait_for_turn() in ("move", "answer"):
        player.play_turn_action()
    driver.frames(90)
    driver.key(pygame.K_d)
    driver.frames(2)
    driver.screenshot(str(folder / "deal-again.png"))
    for name, code, master in (("beat-the-master.png", SOURCE, True), ("beat-the-master-de.png", "de", True),
                               ("same-deal.png", SOURCE, False)):
        driver.app.switch_language(code)
        driver.app.play(a_deal_played_again("classic-4p", seed=4, master=master))
        driver.frames(90)  # the figures counted up
        driver.screenshot(str(folder / name))
    driver.app.switch_language(SOURCE)


def scene_screens(folder: Path) -> None:
    """Every scene but the table (tests/ui/scene_gallery.py) at six windows, 360x640 to 2560x1440, in English
    (<scene>-<size>.png) and German (<scene>-de-<size>.png): issue 47's every window."""
    from tests.ui.scene_gallery import PICTURED, SCENES, open_scene

    for name in SCENES:
        for code in (SOURCE, "de"):
            for width, height in PICTURED:
                tail = f"{width}x{height}" if code == SOURCE else f"{code}-{width}x{height}"
                open_scene(name, (width, height), code).screenshot(str(folder / f"{name}-{tail}.png"))
    set_language(SOURCE)


GROUPS = {"all": everything, "options": options_screens, "review": hand_review, "teaching": teaching_screens,
          "languages": language_screens, "five-players": five_players, "layouts": layouts,
          "motion": motion_screens, "settings": settings_screens, "replays": replay_screens,
          "people": people_screens, "deals": deal_screens, "frames": frame_screens,
          "scenes": scene_screens}


def partner_asking_table() -> Headless:
    """A table whose first hand has the partner ask "may I go out?" (at the level the seed was searched at)."""
    driver = Headless()
    driver.app.settings.level = "expert"
    driver.scene.new_game(seed=a_seed_where_the_partner_asks(player_seed=PLAYER_SEED))
    return driver


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default="build/screenshots", help="where the PNG files go")
    parser.add_argument("--only", choices=sorted(GROUPS), default="all", help="take one group of screenshots")
    parser.add_argument("--four-colour", action="store_true", help="the four-colour faces on every table")
    parser.add_argument("--back", choices=CARD_BACKS, help="the card back on every table")
    parser.add_argument("--large-cards", action="store_true", help="the large cards for phones")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    looks = {"four_colour": args.four_colour or None, "card_back": args.back,
             "card_size": "large" if args.large_cards else None}
    with every_app_looking(**{key: value for key, value in looks.items() if value is not None}):
        GROUPS[args.only](folder)
    print(f"screenshots in {folder}/: " + ", ".join(sorted(p.name for p in folder.glob("*.png"))))


if __name__ == "__main__":
    main(sys.argv[1:])
