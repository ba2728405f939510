"""A table that stays readable (issue 47): messages in a place of their own that covers no card, refusals gone at
the next move and shown once, Enter refusing as the pile does, tooltips only after a rest without a click, the
hand held still under the pointer after a meld, status lines that never run into each other, and the partner's
answer to "may I go out?" shown as a message."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from pygame import Rect  # noqa: E402

from game.core import Game, Meld  # noqa: E402
from game.i18n import LANGUAGES, SOURCE, set_language, tr  # noqa: E402
from game.ui.drawing.canvas import Canvas, card_height  # noqa: E402
from game.ui.drawing.widgets import draw_message  # noqa: E402
from game.ui.headless import Headless, ScriptedPlayer  # noqa: E402
from game.ui.help.glossary import GLOSSARY, tip  # noqa: E402
from game.ui.scenes.table_scene import GLOSSARY_DELAY, TableScene  # noqa: E402
from game.ui.table import table_view  # noqa: E402
from game.ui.table.match import HUMAN, Match, MatchSettings  # noqa: E402
from game.ui.table.table_view import draw_table, message_place, status_texts, tip_place  # noqa: E402

from .dense_positions import dense_game  # noqa: E402
from .test_judged_buttons import after_draw, button, drawn_texts, select  # noqa: E402

REST = round(GLOSSARY_DELAY * 60) + 2  # frames for the pointer to rest long enough to be explained something


def move_pointer(driver: Headless, pos: tuple[float, float]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.window_pos(pos), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frame()


def at_the_players_turn(seed: int = 4, name: str = "classic-4p") -> tuple[Headless, TableScene]:
    driver = Headless()
    driver.app.settings.preset = name
    driver.app.settings.speed = "fast"
    driver.frame()
    driver.scene.new_game(seed=seed)
    player = ScriptedPlayer(driver)
    assert player.wait_for_turn() == "move"
    return driver, player.table


# -- 1. a refusal goes at the next move, and shows once ------------------------------------------------------
def test_a_refusal_is_gone_once_the_next_move_is_played() -> None:
    driver, table = at_the_players_turn()
    assert table.match.game.phase == "draw"
    table.pacing.wait = 600.0  # the others wait: only the player's own move is played
    lone = next(i for i, c in enumerate(table.hand_cards) if c[0] not in "23J")
    table.hand.selected = {lone}
    driver.click(table.layout.pile_rect.center)  # one card cannot take the pile
    assert table.toast is not None and table.toast.error
    driver.key(pygame.K_ESCAPE)
    driver.click(table.layout.stock_rect.center)  # a legal draw, well within the toast's time
    assert table.match.game.phase == "play"
    assert table.toast is None


def test_a_dimmed_buttons_reason_shows_once_after_it_is_pressed(monkeypatch: pytest.MonkeyPatch) -> None:
    driver, _ = after_draw()
    table = driver.scene
    naturals = [c for c in table.hand_cards if c != "JK" and c[0] not in "23"]
    select(driver, list(next((a, b) for a in naturals for b in naturals if a[0] != b[0])))  # two ranks: no meld
    refused = button(driver, "Meld")
    reason = refused.refused
    assert reason
    move_pointer(driver, refused.rect.center)
    assert sum(reason.startswith(line) for line in drawn_texts(monkeypatch, driver)) == 1  # on hover: the reason
    driver.click(refused.rect.center)
    assert table.toast is not None and table.toast.text == reason
    # pressed, with the pointer still on the button: the banner alone says why, not a tooltip besides
    assert sum(reason.startswith(line) for line in drawn_texts(monkeypatch, driver)) == 1


# -- 2. Enter refuses as the pile does ---------------------------------------------------------------------
def test_enter_with_two_cards_selected_refuses_as_a_click_on_the_pile_does() -> None:
    driver, match = after_draw()
    table = driver.scene
    cues: list[str] = []
    driver.app.on_cue = cues.append
    select(driver, table.hand_cards[:2])
    before = match.to_dict()
    driver.key(pygame.K_RETURN)
    assert table.toast is not None and table.toast.error
    assert table.toast.text == "Select exactly one card to discard" and cues == ["refused"]
    assert match.to_dict() == before
    table.toast, cues[:] = None, []
    driver.click(table.layout.pile_rect.center)  # the pile says the same, with the same sound
    assert table.toast is not None and table.toast.text == "Select exactly one card to discard" and cues == ["refused"]


# -- 3. tooltips: after a rest without a click, never over what was clicked ---------------------------------
def test_no_tooltip_opens_over_the_stock_or_the_pile_just_clicked() -> None:
    driver, table = at_the_players_turn()
    table.pacing.wait = 600.0
    move_pointer(driver, table.layout.pile_rect.center)
    driver.frames(10)  # a short rest, then a click: the take is refused (nothing selected may take a frozen
    driver.click(table.layout.pile_rect.center)  # pile) or played; either way the pile was clicked
    driver.frames(REST)
    assert table.glossary_tip is None
    move_pointer(driver, table.layout.stock_rect.center)
    driver.frames(10)
    driver.click(table.layout.stock_rect.center)  # draws
    driver.frames(REST * 2)
    assert table.glossary_tip is None
    move_pointer(driver, (640, 200))  # a rest elsewhere; back on the stock, it is explained again
    driver.frames(REST)
    move_pointer(driver, table.layout.stock_rect.center)
    driver.frames(REST)
    assert table.glossary_tip is not None and table.glossary_tip[0] == tip("stock")


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_word_explained_covers_neither_the_stock_nor_the_pile_nor_the_status_nor_our_melds(code: str) -> None:
    driver, table = at_the_players_turn()
    set_language(code)
    try:
        table.status, table.substatus = tr("Your turn: draw or take the pile"), \
            tr("Your side's first meld needs {points}", points=50)
        keep_clear = [table.layout.stock_rect.inflate(60, 30), table.layout.pile_rect.inflate(60, 30),
                      *(line.rect for line in status_texts(driver.app.canvas, table)),
                      table.layout.melds_rect[table.view.side_of(table.seat)]]
        for term in GLOSSARY:
            box = draw_message(driver.app.canvas, tip(term), tip_place(table), (0, 0, 0), tip=True)
            assert box.collidelist(keep_clear) == -1, (term, box)
            assert Rect(0, 0, 1280, 720).contains(box)
    finally:
        set_language(SOURCE)


# -- 4. the hand holds still under the pointer -----------------------------------------------------------
def test_after_a_meld_the_card_under_the_pointer_stays_where_it_was_until_the_pointer_leaves_the_hand() -> None:
    driver, match = after_draw()
    table = driver.scene
    meld = next(m for m in match.view(HUMAN).legal_moves() if isinstance(m, Meld))
    melded = [c for g in meld.groups for c in g.cards]
    select(driver, melded)
    hand = table.hand_cards
    kept = [i for i in range(len(hand)) if i not in table.hand.selected]
    aimed = kept[-1]  # a card the meld leaves in the hand, far from the middle: re-centring moves it
    card = hand[aimed]
    x, y = table.layout.hand_positions(len(hand), table.hand.selected)[aimed]
    move_pointer(driver, (x + 10, y + 60))
    driver.key(pygame.K_m)  # the meld, played with the pointer resting on the hand
    assert len(table.hand_cards) == len(hand) - len(melded)
    after = table.hand_cards
    index = [i for i, c in enumerate(after) if c == card][-1]  # the last card of the hand stays the last
    assert table.layout.hand_positions(len(after))[index][0] == pytest.approx(x)
    assert table.layout.hand_card_at(len(after), table.hand.selected, (x + 10, y + 60)) == index  # clicked next
    move_pointer(driver, (640, 200))  # off the hand: it fans from the middle again
    centred = table.layout.hand_positions(len(after))[index][0]
    assert centred != pytest.approx(x, abs=1)  # which moves the card: held still, it did not


# -- 5. messages in a place of their own ----------------------------------------------------------------
LONG = {"de": "Zieh vom Talon: eine schwarze Drei sperrt den Stapel, und eine Karte mehr gibt West eine Canasta "
              "aus dem Stapel; wirf lieber die Neun ab, die schon zweimal gefallen ist.",
        "nl": "Trek van de trekstapel: een zwarte drie blokkeert de aflegstapel, en nog een kaart geeft West een "
              "canasta uit de aflegstapel; gooi liever de negen af, die al twee keer is gevallen."}


def drawn_things(monkeypatch: pytest.MonkeyPatch, canvas: Canvas, table: TableScene) -> tuple[list, Rect]:
    """Everything the table draws but its message (cards, badges, boxes, texts), and the message's box."""
    things: list[tuple[str, Rect]] = []
    real_card, real_box, real_text = Canvas.card, Canvas.box, Canvas.text

    def card(self, value, pos, width, angle=0, *args, **kwargs):
        height = card_height(width)
        size = (width, height) if angle % 180 == 0 else (height, width)
        things.append((f"card {value}", Rect(round(pos[0]), round(pos[1]), round(size[0]), round(size[1]))))
        return real_card(self, value, pos, width, angle, *args, **kwargs)

    def box(self, rect, colour, *args, **kwargs):
        if Rect(rect).size != (1280, 720):  # a veil over the whole table is no thing on it
            things.append((f"box {colour}", Rect(rect)))
        return real_box(self, rect, colour, *args, **kwargs)

    def text(self, value, *args, **kwargs):
        drawn = real_text(self, value, *args, **kwargs)
        things.append((f"text {value!r}", drawn))
        return drawn

    monkeypatch.setattr(Canvas, "card", card)
    monkeypatch.setattr(Canvas, "box", box)
    monkeypatch.setattr(Canvas, "text", text)
    message = Rect(0, 0, 0, 0)
    real_message = table_view.draw_message

    def message_box(*args, **kwargs):
        nonlocal message
        monkeypatch.setattr(Canvas, "box", real_box)
        monkeypatch.setattr(Canvas, "text", real_text)
        message = real_message(*args, **kwargs)
        monkeypatch.setattr(Canvas, "box", box)
        monkeypatch.setattr(Canvas, "text", text)
        return message

    monkeypatch.setattr(table_view, "draw_message", message_box)
    draw_table(canvas, table)
    monkeypatch.undo()
    return things, message


@pytest.mark.parametrize("name", ["classic-2p", "three-player", "classic-4p", "six-player", "six-player-three-pairs",
                                  "modern-american"])
def test_a_long_message_covers_no_card_badge_or_text_on_a_crowded_table(monkeypatch: pytest.MonkeyPatch,
                                                                        name: str) -> None:
    """Every side playing the hand has melded nearly every rank, cards are selected (lifted), and a long hint
    in German or Dutch is shown: its box lies in the message place and over nothing else the table draws."""
    game = dense_game(name)
    driver = Headless()
    driver.app.play(Match(MatchSettings(preset=name, level="normal"), Game.from_dict(game.to_dict())))
    table = driver.scene
    table.pacing.wait = 600.0
    table.skip()
    driver.frame()
    table.hand.selected = {0, 1, 2}
    for code, text in LONG.items():
        set_language(code)
        try:
            table.relabel()
            table.say(text)
            things, message = drawn_things(monkeypatch, driver.app.canvas, table)
        finally:
            set_language(SOURCE)
        assert message.width and message_place(table).contains(message)
        covered = [f"{what} {rect}" for what, rect in things if rect.colliderect(message)]
        assert covered == [], f"{code}: the message {message} covers {covered}"


# -- 6. the status lines by their real heights -------------------------------------------------------------
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_status_lines_and_the_piles_state_never_run_into_each_other(monkeypatch: pytest.MonkeyPatch,
                                                                       code: str) -> None:
    """Dutch "Jouw beurt: trek of pak de aflegstapel" is the longest: it may not wrap into the line under it,
    nor that line into the pile's state; all of it stays in the middle band, above our melds."""
    game = Game.from_dict({"rules": "classic-4p", "dealer": 3, "to_act": 0, "phase": "draw", "scores": [0, 0],
                           "hands": ["9D 9S 5S 6H 3C KD KS", "JC JD QS 8S", "4C 4D 8S", "JC JD QS"],
                           "melds": [[], []], "red_threes": ["", ""], "pile": "5C 2D 7H 9C 3S",
                           "stock": "8D 8C 5H 5D 5H 5D 4H 4H", "turn": {}})
    driver = Headless()
    driver.app.switch_language(code)
    try:
        driver.app.play(Match(MatchSettings(preset="classic-4p", level="normal"), game))
        table = driver.scene
        table.pacing.wait = 600.0
        driver.frame()
        table.status = tr("Your turn: draw or take the pile")  # the longest status line, in every language
        texts: list[tuple[str, Rect]] = []
        real = Canvas.text

        def text(self, value, *args, **kwargs):
            drawn = real(self, value, *args, **kwargs)
            texts.append((value, drawn))
            return drawn

        monkeypatch.setattr(Canvas, "text", text)
        draw_table(driver.app.canvas, table)
        monkeypatch.undo()
        lines = [line.text for line in status_texts(driver.app.canvas, table)]
    finally:
        driver.app.switch_language(SOURCE)
    status = [(value, rect) for value, rect in texts if value in lines]
    assert len(status) == len(lines) >= 3  # the status, what else to know, and the pile's state
    for i, (a, first) in enumerate(status):
        for b, second in status[i + 1:]:
            assert not first.colliderect(second), f"{code}: {a!r} {first} runs into {b!r} {second}"
    band = table.layout.middle_band
    assert all(band.top <= rect.top and rect.bottom <= band.bottom for _, rect in status)


# -- 7. the partner's answer as a message ----------------------------------------------------------------
def test_the_partners_yes_go_out_is_shown_as_a_message_too() -> None:
    from .test_partners import a_match_where_the_player_may_ask, at_table

    match = a_match_where_the_player_may_ask()
    driver = at_table(match)
    table = driver.scene
    ScriptedPlayer(driver).click_button("Ask North-West")
    for _ in range(2000):  # the partner thinks and answers
        driver.frame()
        if match.game.to_act == HUMAN and match.game.phase == "play":
            break
    answer = next(e for e in reversed(match.log) if e.startswith("North-West answers: "))
    assert table.toast is not None and not table.toast.error
    assert table.toast.text == answer.removesuffix(".")
