"""Modern American at the table: threes laid out by hand, bonus cards, the turn card, special hands, dead
ranks and threes of both colours (RULES.md 3c), headless through the real app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.core import Game, Special, preset  # noqa: E402
from game.core.events import BonusCardsDrawn  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.animation import Animations  # noqa: E402
from game.ui.table.layout import TableLayout  # noqa: E402
from game.ui.table.match import Match, MatchSettings  # noqa: E402
from game.ui.table.models import HAND  # noqa: E402
from game.ui.table.painting import melds as meld_painting  # noqa: E402
from game.ui.table.staging import stage  # noqa: E402
from game.ui.table.table_view import turn_card_lines  # noqa: E402

from .mac_positions import MAC, OTHERS, STRAIGHT, mac_game  # noqa: E402

KINGS = "KH KS KD KC KH KS KD"


def at_table(game: Game, hold: bool = False) -> tuple[Headless, TableScene]:
    """The table at ``game``; ``hold``: the computer players wait, the test moves for them."""
    driver = Headless()
    driver.app.settings.speed = "fast"
    driver.app.play(Match(MatchSettings(preset=MAC, level="normal"), game))
    table = driver.app.scenes[0]
    table.pacing.wait = 600.0 if hold else 0.0
    driver.frame()
    return driver, table


def labels(table: TableScene) -> dict[str, bool]:
    return {button.label: button.primary for button in table.buttons}


def test_the_player_lays_out_his_threes_first_and_is_told_he_may_keep_one() -> None:
    driver, table = at_table(mac_game(["3H 3S KH KS 5S 6S 7S", *OTHERS]))
    assert (table.status, table.substatus) == ("Lay out your threes first", "You may keep one until your side melds")
    assert labels(table) == {"Lay out 3♥": True, "Lay out 3♠": True, "Hint": False, "Sort": False}  # no Draw: only Lay
    ScriptedPlayer(driver).click_button("Lay out 3♠")
    assert table.status == "Your turn: draw a card" and table.substatus == "Your side's first meld needs 50"
    assert labels(table)["Lay out 3♥"] is False  # the kept three may wait: above Draw, not gold
    assert [button.label for button in table.buttons] == ["Draw", "Lay out 3♥", "Hint", "Sort"]
    assert table.info_lines()[-2:] == ["Kept: 3♥", "until your side melds"]


def test_once_the_side_has_melded_no_three_stays_in_hand() -> None:
    _, table = at_table(mac_game(["3H KS 5S 6S 7S", *OTHERS], melds=[["AH AS AD"], []]))
    assert (table.status, table.substatus) == ("Lay out your threes first",
                                               "Your side has melded: no three stays in hand")


def test_a_laid_out_three_flies_to_the_sides_threes_and_its_replacement_off_the_stock() -> None:
    driver, table = at_table(mac_game(["3H 3S KH KS 5S 6S 7S", *OTHERS], red_threes=["3C 3D", ""]))
    lay = table.layout
    ScriptedPlayer(driver).click_button("Lay out 3♠")
    flights = {f.card: f for f in table.animations.flights}
    assert set(flights) == {"3S", "8D"}
    three, replacement = flights["3S"], flights["8D"]
    spots = dict(lay.side_threes(table.shown, 0))
    assert three.start == lay.seat_anchor(0) and three.end == spots["3S"] and three.zone == ("threes", 0)
    assert spots["3S"][0] == spots["3C"][0] > spots["3D"][0]  # black threes in a column of their own
    assert replacement.start == lay.stock_pos and replacement.zone == HAND and replacement.card == "8D"
    assert "8D" not in table.hand_cards and table.incoming[("threes", 0)]["3S"] == 1  # held back until landed
    driver.frames(60)
    assert not table.animations.busy and "8D" in table.hand_cards and table.incoming[("threes", 0)]["3S"] == 0


def test_bonus_cards_fly_off_the_stock_and_a_three_among_them_on_to_the_threes() -> None:
    stock = "5H 3D 9H 9D JH JD QH QD 4H 4H 6H 6H 8H 8H TH TH"
    driver, table = at_table(mac_game(["KH KS KD AH AS AD 5S 6S", *OTHERS], phase="play", stock=stock))
    player = ScriptedPlayer(driver)
    player.select(["KH", "KS", "KD", "AH", "AS", "AD"])
    player.click_button("Meld")
    driver.frames(60)
    player.select(["5S"])
    driver.click(table.layout.pile_rect.center)
    assert table.match.game.to_dict()["red_threes"][0] == "3D"
    from_stock = [f for f in table.animations.flights if f.start == table.layout.stock_pos]
    assert [f.card for f in from_stock] == ["5H", "3D", "9H", "9D", "JH"]  # the four, then 3D's replacement
    assert all(f.zone == HAND for f in from_stock if f.card != "3D")
    three_in = next(f for f in from_stock if f.card == "3D")
    three_out = next(f for f in table.animations.flights if f.card == "3D" and f.zone == ("threes", 0))
    assert three_in.zone is None and three_out.delay >= three_in.delay + three_in.duration  # it lands, then goes
    assert table.match.log[-2:] == ["You draw 4 bonus cards: 5♥ 3♦ 9♥ 9♦.", "You lay out a three (3♦) and draw J♥."]


def test_another_seats_bonus_cards_fly_face_down() -> None:
    rules = preset(MAC)
    layout = TableLayout(4, 2, 7, True)
    animations = Animations()
    shown = mac_game(["KH KS 5S", *OTHERS]).view(0).to_dict()
    flights = stage(animations, layout, [BonusCardsDrawn(2, ("JH", "JD", "QH"))], 2, 0, shown, lambda s: s % 2, 1.0)
    assert rules.bonus_cards == (4, 3) and [f.card for f in flights] == [None, None, None]
    assert all(f.start == layout.stock_pos and f.end == layout.seat_anchor(2) for f in flights)


def test_a_special_hand_is_cried_and_shown_face_up_before_the_score_sheet() -> None:
    driver, table = at_table(mac_game(["6C 6D 4C QH", STRAIGHT, "6C 6D 4D", "4C 4D 9S"], to_act=1, phase="play"),
                             hold=True)
    table.pacing.move, table.pacing.wait = None, 0.0
    table._play(Special("straight"))  # West shows it, as the table plays a computer player's move
    assert [b.text for b in table.animations.bubbles] == ["Straight!"]
    showing = table.animations.showings[0]
    assert showing.cards[0] == "AS" and showing.cards[-1] == "JK" and showing.seat == 1
    driver.frames(int(showing.duration * 60) - 10)
    assert driver.scene is table  # the cards are still shown
    driver.frames(30)
    assert isinstance(driver.scene, ScoreSheet)


def test_a_computer_player_shows_his_special_hand_through_the_table() -> None:
    driver, table = at_table(mac_game(["6C 6D 4C QH", STRAIGHT, "6C 6D 4D", "4C 4D 9S"], to_act=1, phase="play"))
    for _ in range(600):
        driver.frame()
        if table.animations.showings:
            break
    assert table.animations.showings and table.match.game.ended_by == "special_hand"
    assert ScriptedPlayer(driver).wait_for_turn() == "score"


@pytest.mark.parametrize("stock, lines", [(50, ("Turn card", "after 41 more")), (9, ("Turn card", "comes next")),
                                          (8, ("Bottom 8", "no bonus cards")), (0, ("Bottom 8", "no bonus cards"))])
def test_the_stock_tells_where_the_turn_card_lies(stock: int, lines: tuple[str, str]) -> None:
    assert turn_card_lines(stock, 9) == lines


def test_the_turn_card_is_announced_when_drawn() -> None:
    driver, table = at_table(mac_game(["KH KS 5S", *OTHERS], stock="8H 8S 8D 8C TH TS TD TC JH"))
    driver.click(table.layout.stock_rect.center)
    assert table.match.game.turn_card_drawn()
    assert "The turn card!" in [b.text for b in table.animations.bubbles]
    assert table.match.log[-1] == "You draw the turn card: 8 cards remain, no more bonus cards."


def canastas_drawn(monkeypatch: pytest.MonkeyPatch, game: Game) -> dict[str, bool]:
    """Draw the table once; which canastas were drawn, and whether each was marked dead."""
    drawn: dict[str, bool] = {}
    real = meld_painting._canasta  # looked up where the canastas are drawn (painting/melds.py)
    monkeypatch.setattr(meld_painting, "_canasta",
                        lambda canvas, column, cards, width, dead=False, value=0, *more: (
                            drawn.__setitem__(cards[0][0], dead), real(canvas, column, cards, width, dead, value,
                                                                       *more)))
    driver, _ = at_table(game)
    driver.app.draw()
    return drawn


def test_a_canasta_whose_rank_is_dead_is_marked(monkeypatch: pytest.MonkeyPatch) -> None:
    mixed_queens = "QH QS QD QC QH 2C 2D"
    game = mac_game(["KC 5S 6S", *OTHERS], melds=[[KINGS], [mixed_queens]])
    assert canastas_drawn(monkeypatch, game) == {"K": True, "Q": True}  # any canasta closes its rank (MAC-16)
    pure_only = mac_game(["KC 5S 6S", *OTHERS], melds=[[KINGS], [mixed_queens]],
                         rules={"dead_rank_trigger": "pure_canasta_only"})
    assert canastas_drawn(monkeypatch, pure_only) == {"K": True, "Q": False}


def test_the_score_panel_counts_what_the_engine_would_score_without_the_hands() -> None:
    wild = "2C 2D 2H 2S JK 2C 2D"  # a wild-card canasta with a joker: 2000 (MAC-35.1)
    _, table = at_table(mac_game(["KC 5S 6S", *OTHERS], melds=[[KINGS, wild], ["7C 7D 7S"]],
                                 red_threes=["3H 3D", "3S"]))
    assert table.table_points(0) == 7 * 10 + 500 + 20 * 6 + 50 + 2000 + 300  # two canastas: threes count plus
    assert table.table_points(1) == -15 - 2500 - 100  # no canasta: cards and threes minus, unfinished sevens


def test_threes_of_both_colours_lie_in_two_columns_before_the_melds() -> None:
    _, table = at_table(mac_game(["KC 5S 6S", *OTHERS], melds=[[KINGS], []], red_threes=["3H 3S 3D 3C", ""]))
    lay, shown = table.layout, table.shown
    spots = lay.side_threes(shown, 0)
    columns = {card: x for card, (x, _) in spots}
    assert columns["3H"] == columns["3D"] < columns["3S"] == columns["3C"]
    assert lay.side_columns(shown, 0)["K"][0] > columns["3S"]
