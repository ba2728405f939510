"""From selected cards and a target to the engine's move: every reading is tried, the engine decides."""

from __future__ import annotations

from game.core import Game, Meld, Take
from game.ui.table.intents import discard_intent, meld_intent, take_intent

from ..core.helpers import position as rules_position


def position(hand: str, melds: list[str] | None = None, pile: str = "9C 4D", phase: str = "play") -> Game:
    """Classic for two: South to act with ``hand``; North holds plain cards."""
    return Game.from_dict({
        "format": 1, "rules": "classic-2p", "round": 1, "dealer": 1, "to_act": 0, "phase": phase,
        "scores": [0, 0], "hands": [hand, "5C 5D 6C 6D 7S 8S 9D TD JD QD KC"],
        "melds": [melds or [], []], "red_threes": ["", ""], "pile": pile,
        "stock": "4S 4H 5S 5H 6S 6H 7C 7D 8C 8D 9S 9H TS TH JS JH QS QH KS KH AS AH",
        "turn": {"drew": phase == "play", "took_pile": False, "asked": None}, "history": []})


def test_wild_cards_go_where_the_engine_accepts_them() -> None:
    game = position("KH KS 7C 7D 7S 2C JK 9H 9D 4C 4S", ["AH AD AC"])
    move = meld_intent(game.view(game.to_act), ["KH", "KS", "2C", "7C", "7D", "7S"])
    assert isinstance(move, Meld) and str(move) == "meld KS KH 2C / 7S 7D 7C"


def test_a_wild_card_alone_joins_one_of_the_sides_melds() -> None:
    game = position("KH KS 7C 2C JK 9H 9D 4C 4S", ["AH AD AC"])
    assert str(meld_intent(game.view(game.to_act), ["2C"])) == "meld A: 2C"
    assert str(meld_intent(game.view(game.to_act), ["JK"], onto="A")) == "meld A: JK"


def test_wild_cards_without_a_meld_are_refused_in_plain_words() -> None:
    game = position("KH KS 7C 2C JK 9H 9D 4C 4S")
    assert meld_intent(game.view(game.to_act), ["2C", "JK"]) == ("Wild cards cannot make a meld of their own: meld "
                                                                 "them with natural cards")


def test_the_engines_reason_is_shown_when_no_reading_is_legal() -> None:
    game = position("KH KS 7C 2C JK 9H 9D 4C 4S")
    reason = meld_intent(game.view(game.to_act), ["KH", "KS", "2C"])  # 50 points needed, 30 laid
    assert isinstance(reason, str) and "50" in reason


def test_taking_the_pile_lays_the_matching_cards_with_its_top_card() -> None:
    game = position("4C 4S 7C 7D 7S KH KS 2C 9H 9D QC", pile="9C 4D", phase="draw")
    move = take_intent(game.view(game.to_act), ["4C", "4S", "7C", "7D", "7S", "KH", "KS", "2C"])
    assert isinstance(move, Take)
    assert str(move.groups[0]) == "4S 4C"
    refusal = take_intent(game.view(game.to_act), ["KH"])
    assert refusal.startswith("To take the pile, select the cards that go with its top card")


def test_a_discard_needs_exactly_one_card() -> None:
    game = position("KH KS 7C 2C JK 9H 9D 4C 4S")
    assert discard_intent(game.view(game.to_act), []) == "Select the card to discard"
    assert discard_intent(game.view(game.to_act), ["KH", "KS"]) == "Select exactly one card to discard"
    assert str(discard_intent(game.view(game.to_act), ["9H"])) == "discard 9H"


def test_MAC_15_taking_the_pile_may_lay_a_meld_of_wild_cards_in_the_same_action() -> None:
    """The player selects the pair for the top card and three wild cards: they are a wild-card meld, not
    more wild cards for the sixes (which would hold five, past the two a meld may)."""
    game = rules_position("modern-american", hands=["6S 6D JK 2S 2D 9C 9H 5S KC", "4C 4D 8S", "7C 7D 8C", "4H 4S 9S"],
                          pile="8D 6H", stock="5H 5D 5C 5H 5D 5C TH TD TC JH JD JC QH")
    move = take_intent(game.view(game.to_act), ["6S", "6D", "JK", "2S", "2D"])
    assert str(move) == "take 6S 6D / JK 2S 2D" and move in game.legal_moves()
