"""The expert aims at Modern American's special hands (MAC-33) and keeps a three for a straight (MAC-9).

Each behaviour is also asked of the expert without the aim (``special_aim=0``), to show the test can fail."""

from __future__ import annotations

from dataclasses import replace

from game.ai.bot import Bot
from game.ai.knowledge import Knowledge
from game.ai.levels import EXPERT
from game.ai.special_aim import keeps_three_for_straight, prospect
from game.core import Discard, Draw, Game, Lay, Meld
from game.core.cards import ALL_FACES

from ..core.helpers import position

MAC = "modern-american"
UNAIMED = replace(EXPERT, name="expert-unaimed", special_aim=0.0)
OTHERS = ["6C 6D 8C 9D JC QD KC 5D", "8S 9H JD 6S 4C 4D TC", "9D QS 8C 6H JH 8D 5C 7C"]
LONG = 40  # stock cards: many draws left, so a special hand a card or two away is a real prospect
STRAIGHT_LACKING_A_FOUR = "AS KS QS JS TS 9S 8S 7S 6S 5S 2C JK 3S"


def _rest_of_two_packs(used: list[str], count: int) -> str:
    """``count`` cards of two packs with four jokers, none of those ``used``, in a fixed order."""
    left = [face for face in ALL_FACES for _ in range(2)] + ["JK", "JK"]
    for card in used:
        left.remove(card)
    return " ".join(left[7::3][:count] if count <= len(left[7::3]) else left[:count])


def _mac(hand: str, phase: str = "draw", melds: list[str] | None = None, stock: int = LONG) -> Game:
    turn = {"drew": True, "side_was_open": bool(melds)} if phase == "play" else None
    used = " ".join([hand, *OTHERS, *(melds or [])]).split()
    return position(MAC, hands=[hand, *OTHERS], melds=[melds or [], []], stock=_rest_of_two_packs(used, stock),
                    phase=phase, turn=turn)


def _choose(game: Game, level=EXPERT):
    return Bot(level, seed=1).choose(game.view(game.to_act))


def test_MAC_9_the_expert_keeps_its_one_three_when_a_straight_lacks_a_card():
    game = _mac(STRAIGHT_LACKING_A_FOUR)
    assert Lay("3S") in game.legal_moves() and Draw() in game.legal_moves()
    assert keeps_three_for_straight(Knowledge.of(game.view(0)), "3S")
    assert _choose(game) == Draw()
    assert _choose(game, UNAIMED) == Lay("3S")


def test_MAC_9_a_three_far_from_any_straight_is_laid_out():
    game = _mac("AS AH KS KH QS 9S 9H 7S 7H 5S 5H 6D 3S")
    assert not keeps_three_for_straight(Knowledge.of(game.view(0)), "3S")
    assert _choose(game) == Lay("3S")


def test_MAC_33_the_expert_throws_the_card_the_straight_does_not_need():
    game = _mac("AS KS QS JS TS 9S 8S 7S 6S 5S 2C JK 3S 9H", phase="play")
    assert _choose(game) in (Discard("9S"), Discard("9H"))  # a pair of nines: one is the straight's
    assert _choose(game, UNAIMED) not in (Discard("9S"), Discard("9H"))


def test_MAC_33_the_expert_holds_seven_pairs_in_waiting_rather_than_open_with_a_small_meld():
    hand = "KH KS KD QH QS QD JH JS TH TS 9H 9S 8H 5C"  # five pairs: two more to go; or open with 60
    game = _mac(hand, phase="play")
    assert [str(m) for m in game.legal_moves() if isinstance(m, Meld)] == ["meld KS KH KD / QS QH QD"]
    assert prospect(Knowledge.of(game.view(0))) > 500  # of 2500 for seven natural pairs
    assert isinstance(_choose(game), Discard)
    assert isinstance(_choose(game, UNAIMED), Meld)


def test_MAC_33_the_prospect_grows_as_the_hand_nears_a_special_hand_and_ends_with_the_sides_meld():
    near = prospect(Knowledge.of(_mac(STRAIGHT_LACKING_A_FOUR).view(0)))
    farther = prospect(Knowledge.of(_mac("AS KS QS JS TS 9S 8S 7S 6S 6H 2C JK 3S").view(0)))
    short_stock = prospect(Knowledge.of(_mac(STRAIGHT_LACKING_A_FOUR, stock=9).view(0)))
    assert near > farther > 0 and near > short_stock
    melded = _mac(STRAIGHT_LACKING_A_FOUR, melds=["KH KD KC"])
    assert prospect(Knowledge.of(melded.view(0))) == 0.0


def test_no_special_hand_is_aimed_at_where_the_rules_have_none():
    """Six players are dealt thirteen cards too: a straight in waiting there is worth nothing."""
    others = ["4C 4D", "5C 5D", "6C 6D", "7C 7D", "7C 7D"]
    six_pairs = "KH KS QH QS JH JS TH TS 9H 9S 8H 8S 5C"
    game = position("six-player", hands=[six_pairs, *others],
                    stock=_rest_of_two_packs(" ".join([six_pairs, *others]).split(), LONG))
    assert game.rules.hand_size == 13 and not game.rules.special_hands
    assert prospect(Knowledge.of(game.view(0))) == 0.0
