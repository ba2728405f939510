"""Warnings (issue 19): before going out into penalties for unfinished melds (Modern American) or while red
threes count against the side, and before a discard that hands the next opponent a big pile or a canasta, the
table asks, naming the cost and its cause; Keep playing changes nothing, Go out plays it; a setting turns
warnings off."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import Discard, Game, preset  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.scenes.modal import Confirm  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.table.warnings import BIG_PILE, going_out_cost, move_warning  # noqa: E402

from .mac_positions import MAC, OTHERS, mac_game  # noqa: E402

CANASTAS = ["KH KS KD KC KH KS KD", "QH QS QD QC QH QS QD"]


def going_out_with(melds: list[str]) -> tuple[Headless, Match]:
    game = mac_game(["5S", *OTHERS], phase="play", melds=[[*CANASTAS, *melds], []])
    match = Match(MatchSettings(preset=MAC, level="normal"), game)
    driver = Headless()
    driver.app.play(match)
    driver.scene.pacing.wait = 600.0
    return driver, match


def test_going_out_into_penalties_asks_first_and_keep_playing_changes_nothing() -> None:
    driver, match = going_out_with(["7H 7S 7D 7C", "AH AS AD AC AH"])
    table = driver.scene
    before = match.to_dict()
    assert not table.play_human(Discard("5S"))
    question = driver.scene
    assert isinstance(question, Confirm) and question.title == "Go out now?"
    penalties = dict(preset(MAC).incomplete_meld_penalties)
    sevens, aces = penalties["sevens"], penalties["pure_aces"]  # what each costs, as a positive number
    assert question.lines[0] == (f"Going out now costs your side {sevens + aces:,} for unfinished melds: your "
                                 "sevens (4) and aces (5) are unfinished.")
    driver.key(pygame.K_ESCAPE)  # Keep playing
    assert driver.scene is table and match.to_dict() == before
    table.play_human(Discard("5S"))
    driver.key(pygame.K_RETURN)  # Go out
    assert match.game.went_out == HUMAN and match.game.round_scores[0]["penalties"] == -(sevens + aces)


def test_no_question_without_a_cost_or_with_warnings_off() -> None:
    driver, match = going_out_with([])
    assert going_out_cost(match.view(HUMAN), Discard("5S"), 0) is None
    driver.app.settings.warnings = False
    driver2, match2 = going_out_with(["7H 7S 7D 7C"])
    driver2.app.settings.warnings = False
    assert driver2.scene.play_human(Discard("5S")) and match2.game.went_out == HUMAN
    assert going_out_cost(match.view(HUMAN), Discard("6S"), 0) is None  # a move the rules refuse: no warning


def test_going_out_while_red_threes_count_against_the_player_asks_too() -> None:
    game = Game.from_dict({
        "rules": "verschaerft", "dealer": 3, "to_act": 0, "phase": "play", "scores": [0, 0, 0, 0],
        "hands": ["5S", "6C 6D 4C", "6C 6D 4D", "4C 4D 9S"],
        "melds": [["KH KS KD KC KH KS KD", "QH QS QD QC QH QS QD"], [], [], []],
        "red_threes": ["3H 3D 3H 3D 3H", "", "", ""], "pile": "8C", "stock": "8D 8C 8D 8C 5H 5D 5H 5D 4H 4H",
        "turn": {"drew": True, "side_was_open": True}})
    view = game.view(HUMAN)
    trial = Game.from_view(view)
    trial.apply(Discard("5S"))
    cost = -trial.round_scores[0]["red_threes"]
    assert cost > 0  # five threes, two canastas: those beyond count against him (VV-16)
    assert going_out_cost(view, Discard("5S"), 0) == (
        f"Going out now, your red threes count {cost} against you: a red three counts for you only with a "
        "canasta of its own.")
    fewer = Game.from_dict(game.to_dict() | {"red_threes": ["3H 3D", "", "", ""]})
    assert going_out_cost(fewer.view(HUMAN), Discard("5S"), 0) is None


def test_going_out_while_the_partners_red_threes_count_against_the_side_asks_too() -> None:
    """Classic for four with threes that need a canasta each (VV-16's rule as a house rule): the partner laid
    three, the side has one canasta, so going out leaves two of the side's threes counting minus."""
    rules = preset("classic-4p").replace(red_three_sign_rule="one_canasta_per_three")
    game = Game.from_dict({
        "rules": rules.to_dict(), "dealer": 3, "to_act": 0, "phase": "play", "scores": [0, 0],
        "hands": ["5S", "4C 4D 8S 8H", "4C 4D 8S", "JC JD QS"], "melds": [["KH KS KD KC KH KS KD", "QH QS QD"], []],
        "red_threes": ["3H 3D 3H", ""], "pile": "5C 6D", "stock": "8D 8C 5H 5D 5H 5D 4H 4H",
        "turn": {"drew": True, "side_was_open": True}})
    trial = Game.from_view(game.view(HUMAN))
    trial.apply(Discard("5S"))
    cost = -trial.round_scores[0]["red_threes"]
    assert cost > 0
    warning = move_warning(game.view(HUMAN), Discard("5S"), 0, ["You", "West", "North", "East"])
    assert warning is not None and (warning.question, warning.go) == ("Go out now?", "Go out")
    assert warning.cost == (f"Going out now, your side's red threes count {cost} against your side: a red three "
                            "counts for your side only with a canasta of its own.")


# -- a discard into a pile the next opponent can take ----------------------------------------------------
NAMES = ["You", "West", "North", "East"]
BIG = "5C 6D 9H TH JH QH KC 8D 4S 7H"  # ten cards, one nine among them; the discard makes eleven


def discarding(hand: str = "9D 5S 6H 3C", pile: str = BIG, theirs: list[str] | None = None,
               **changes: Any) -> Game:
    """Classic for four, the player (seat 0) to discard; West (seat 1) plays next, his side has ``theirs``."""
    melds = ["9H 9S 9C 9C 9S 2C"] if theirs is None else theirs  # six nines: one more closes a canasta
    return Game.from_dict({
        "rules": "classic-4p", "dealer": 3, "to_act": 0, "phase": "play", "scores": [0, 0],
        "hands": [hand, "JC JD QS 8S", "4C 4D 8S", "JC JD QS"], "melds": [["KH KS KD"], melds],
        "red_threes": ["", ""], "pile": pile, "stock": "8D 8C 5H 5D 5H 5D 4H 4H",
        "turn": {"drew": True, "side_was_open": True}, **changes})


def gift(game: Game, card: str, names: list[str] = NAMES) -> str | None:
    warning = move_warning(game.view(HUMAN), Discard(card), 0, names)
    assert warning is None or (warning.question, warning.go) == (f"Discard {card[0]}♦?", "Discard")
    return None if warning is None else warning.cost


def test_a_discard_that_gives_west_a_big_pile_and_a_canasta_asks_first() -> None:
    assert gift(discarding(), "9D") == ("West can take the pile with 9♦ on his side's nines: 11 cards, "
                                        "and it closes their canasta.")


def test_a_big_pile_alone_or_a_canasta_alone_is_warning_enough() -> None:
    four_nines = ["9H 9S 9C 9C"]
    assert gift(discarding(theirs=four_nines), "9D") == "West can take the pile with 9♦ on his side's nines: 11 cards."
    assert gift(discarding(pile="5C 6D"), "9D") == ("West can take the pile with 9♦ on his side's nines: 3 cards, "
                                                    "and it closes their canasta.")
    # Five nines, the top card and the pile's 9♥ (which he then holds and may lay): seven, a canasta.
    five_nines = ["9S 9C 9C 9S 2C"]
    assert gift(discarding(pile="9H 6D", theirs=five_nines), "9D") == (
        "West can take the pile with 9♦ on his side's nines: 3 cards, and it closes their canasta.")


def test_no_warning_where_the_take_is_not_certain_or_not_costly() -> None:
    assert gift(discarding(pile="5C 6D 2D TH JH QH KC 8D 4S 7H"), "9D") is None  # a wild card froze the pile
    assert gift(discarding(), "5S") is None  # no meld of fives on their side
    assert gift(discarding(pile="5C 6D", theirs=["9H 9S 9C"]), "9D") is None  # three cards, no canasta
    assert gift(discarding(hand="9D 5S 6H 2H"), "2H") is None  # a wild card freezes the pile: no lay-off take
    assert gift(discarding(), "3C") is None  # a black three blocks the pile for the next player
    below = "5C 6D 7H TH JH QH KC 8D".split()
    short, big = " ".join(below[:BIG_PILE - 2]), " ".join(below[:BIG_PILE - 1])  # the discard tops each
    assert gift(discarding(pile=short, theirs=["9H 9S 9C"]), "9D") is None
    assert gift(discarding(pile=big, theirs=["9H 9S 9C"]), "9D") == (
        f"West can take the pile with 9♦ on his side's nines: {BIG_PILE} cards.")
    no_layoff = preset("classic-4p").replace(pile_take_by_layoff=False).to_dict()
    assert gift(discarding(rules=no_layoff), "9D") is None  # a take needs two nines from his hand: not certain


def test_each_for_himself_the_meld_and_the_canasta_are_his() -> None:
    game = Game.from_dict({
        "rules": "classic-2p", "dealer": 1, "to_act": 0, "phase": "play", "scores": [0, 0],
        "hands": ["9D 5S 6H 3C", "JC JD QS 8S"], "melds": [["KH KS KD"], ["9H 9S 9C 9C 9S 2C"]],
        "red_threes": ["", ""], "pile": "5C 6D", "stock": "8D 8C 5H 5D 5H 5D 4H 4H",
        "turn": {"drew": True, "side_was_open": True}})
    assert gift(game, "9D", ["You", "North"]) == ("North can take the pile with 9♦ on his nines: 3 cards, and it "
                                                  "closes his canasta.")


def test_the_discard_warning_through_the_table_keep_playing_changes_nothing() -> None:
    match = Match(MatchSettings(preset="classic-4p", level="normal"), discarding())
    driver = Headless()
    driver.app.play(match)
    table = driver.scene
    table.pacing.wait = 600.0
    before = match.to_dict()
    ScriptedPlayer(driver).select(["9D"])
    driver.click(table.layout.pile_rect.center)  # the selected card onto the pile: a discard
    question = driver.scene
    assert isinstance(question, Confirm) and question.title == "Discard 9♦?"
    assert question.lines[0] == gift(discarding(), "9D")
    assert [b.label for b in question.buttons] == ["Keep playing", "Discard"]
    driver.key(pygame.K_ESCAPE)  # Keep playing
    assert driver.scene is table and match.to_dict() == before and table.selected_cards() == ["9D"]
    driver.click(table.layout.pile_rect.center)
    driver.key(pygame.K_RETURN)  # Discard
    assert match.game.pile[-1] == "9D" and match.game.to_act == 1
