"""Five players at the table (X1-8): the seat that sits a hand out says so and holds no cards, the meld rows
are those of the two sides playing the hand (with five each for himself, this hand's partnerships), and the
score sheet shows who sat out; headless through the real app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.core import Game  # noqa: E402
from game.ui.drawing.canvas import Canvas  # noqa: E402
from game.ui.drawing.theme import BACK_CARD  # noqa: E402
from game.ui.headless import Headless  # noqa: E402
from game.ui.scenes.dialogs import ScoreSheet  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402

FIVES = ("five-player", "five-player-rotating")
EAST = 4  # who sits out the first hand of both: seat 4, the first of the three (or of the five) in turn


def played_until(name: str, ready, seed: int = 2) -> Match:
    """A match of ``name`` played by computer players in every seat, the player's too, until ``ready``."""
    match = Match(MatchSettings(preset=name, level="beginner", seed=seed))
    stand_in = make_bot("beginner", seed=5)
    for _ in range(3000):
        if ready(match):
            return match
        if match.hand_is_over:
            match.next_hand()
        elif match.human_to_act:
            match.play(stand_in.choose(match.view(HUMAN)))
        else:
            match.play(match.think(60.0))
    raise AssertionError(f"{name} never reached the position wanted")


def both_sides_melded(match: Match) -> bool:
    return not match.hand_is_over and sum(map(bool, match.game.melds)) >= 2


def at_table(match: Match) -> tuple[Headless, TableScene]:
    """The table at ``match``: its score sheet up if the hand is over, else the computer players holding
    still, so the test looks at one position."""
    driver = Headless()
    driver.app.settings.speed = "fast"
    driver.app.play(match)
    table = driver.app.scenes[0]
    driver.frames(2)
    table.pacing.wait = 600.0
    return driver, table


def drawn(driver: Headless, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], int]:
    """Draw the app once: the texts written, and how many card backs of the seats' size were drawn."""
    texts: list[str] = []
    backs = [0]
    text, card = Canvas.text, Canvas.card

    def write(self, line, *args, **kwargs):
        texts.append(line)
        return text(self, line, *args, **kwargs)

    def lay(self, face, pos, width, *args, **kwargs):
        backs[0] += face is None and width == BACK_CARD
        return card(self, face, pos, width, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", write)
    monkeypatch.setattr(Canvas, "card", lay)
    driver.app.draw()
    monkeypatch.undo()
    return texts, backs[0]


@pytest.mark.parametrize("name", FIVES)
def test_X1_8_the_seat_sitting_out_says_so_holds_no_cards_and_is_marked_in_the_scores(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    driver, table = at_table(played_until(name, both_sides_melded))
    game = table.match.game
    assert EAST not in game.order and HUMAN in game.order
    texts, backs = drawn(driver, monkeypatch)
    assert "East" in texts and "sits out" in texts  # on two lines at the right of the table
    assert not any(line.startswith("East ·") for line in texts)  # never "East · 0", as if his hand were empty
    assert backs == sum(len(game.hands[seat]) for seat in game.order if seat != HUMAN)
    if game.rules.scores_by_seat:  # his own line of the score panel
        assert texts.count("sits out") == 2
    else:  # his team's line
        assert any(line.endswith("East sits out") for line in texts)
    assert table.match.log[0].endswith("East sits out.")  # the log says so when the hand is dealt


def captions(texts: list[str]) -> set[str]:
    """The partnerships named among the texts drawn (the meld rows' captions, "· no melds yet" aside)."""
    return {line.split(" · ")[0] for line in texts if " & " in line}


def test_X1_8_five_each_for_himself_shows_two_meld_rows_of_this_hands_partnerships(
        monkeypatch: pytest.MonkeyPatch) -> None:
    driver, table = at_table(played_until("five-player-rotating", both_sides_melded))
    assert table.match.game.order == [0, 1, 2, 3]
    assert table.layout.rows == [0, 1] and sorted(table.layout.melds_rect) == [0, 1]  # ours first: lowest
    assert table.layout.melds_rect[0].y > table.layout.melds_rect[1].y
    texts, _ = drawn(driver, monkeypatch)
    assert captions(texts) == {"You & North-West", "West & North-East"}
    assert not any("melds with" in line or "no melds yet" in line for line in texts)


def test_X1_8_the_rows_follow_the_partnerships_from_hand_to_hand_and_the_player_sits_out_in_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    match = played_until("five-player-rotating", lambda m: m.hand_is_over)
    driver, table = at_table(match)
    sheet = driver.scene
    assert isinstance(sheet, ScoreSheet)
    driver.click(sheet.buttons[0].rect.center)  # next hand: the player sits out, 1 & 3 play 2 & 4
    table.skip()  # the deal, at once
    assert match.game.round == 2 and match.game.order == [1, 2, 3, 4]
    assert sorted(table.layout.melds_rect) == [1, 2]
    texts, backs = drawn(driver, monkeypatch)
    assert captions(texts) >= {"West & North-East", "North-West & East"}
    assert "You sit this hand out" in texts and not table.hand_cards
    assert backs == sum(len(match.game.hands[seat]) for seat in match.game.order)
    assert any(line.startswith("Hand 2: ") and line.endswith(" dealt; you sit out.") for line in match.log)
    assert table.status.endswith("is playing…") and "Sort" not in [button.label for button in table.buttons]
    before = match.to_dict()
    for row in table.layout.melds_rect.values():  # a click on the melds while sitting out does nothing
        driver.click(row.center)
    driver.click(table.layout.stock_rect.center)  # nor one on the stock, but the table says why
    assert table.toast is not None and table.toast.text == "You sit this hand out" and match.to_dict() == before
    # the next hand at once: the player with North-East against the other two
    match.game = Game.from_dict({**match.game.to_dict(), "phase": "round_over"})
    table.continue_after_hand()
    assert match.game.order == [0, 2, 3, 4] and sorted(table.layout.melds_rect) == [0, 2]
    texts, _ = drawn(driver, monkeypatch)
    assert captions(texts) >= {"You & North-East", "North-West & East"}


def test_X1_8_the_score_sheet_names_all_five_in_full_and_shows_who_sat_out(monkeypatch: pytest.MonkeyPatch) -> None:
    driver, table = at_table(played_until("five-player-rotating", lambda m: m.hand_is_over))
    assert isinstance(driver.scene, ScoreSheet)
    texts, _ = drawn(driver, monkeypatch)
    for name in ("You", "West", "North-West", "North-East", "East"):
        assert name in texts  # never cut short ("North-…")
    labels = {button.label for button in driver.scene.buttons}  # "Same deal again…" opens a dialog: its own "…"
    assert not any("…" in line for line in texts if line not in labels)
    assert texts.count("sat out") == 1 and texts.count("–") >= 5  # East's column: a dash a row, no +0s


def test_X1_8_a_team_of_three_names_the_one_who_sat_out_on_the_score_sheet(monkeypatch: pytest.MonkeyPatch) -> None:
    driver, table = at_table(played_until("five-player", lambda m: m.hand_is_over))
    assert isinstance(driver.scene, ScoreSheet)
    texts, _ = drawn(driver, monkeypatch)
    assert "East sat out" in texts
    assert "–" not in texts  # the team scored the hand: its figures stand
