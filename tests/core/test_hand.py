"""The hand's index (by rank, by kind, distinct faces, counts) always matches its cards."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.core.cards import ALL_FACES, NATURAL_RANKS, sorted_cards
from game.core.hand import Hand

faces = st.sampled_from([f for f in ALL_FACES if f not in ("3H", "3D")])


def index_of(hand: Hand) -> tuple:
    return (dict(hand.by_rank), hand.jokers, hand.twos, hand.black_threes, hand.faces, hand.count_of,
            hand.wilds_by_count, hand.ranks, hand.wild_key)


@given(st.lists(st.tuples(st.sampled_from(["append", "extend", "remove", "pop", "insert"]),
                          st.lists(faces, min_size=1, max_size=8)), max_size=40))
def test_index_matches_a_fresh_hand_after_any_changes(operations) -> None:
    hand = Hand()
    for op, cards in operations:
        if op == "append":
            hand.append(cards[0])
        elif op == "extend":
            hand.extend(cards)
        elif op == "insert":
            hand.insert(0, cards[0])
        elif hand and op == "remove":
            hand.remove(hand[len(cards) % len(hand)])
        elif hand and op == "pop":
            hand.pop()
        assert index_of(hand) == index_of(Hand(list(hand)))
        copy = hand.copy()
        assert type(copy) is Hand and copy == hand and index_of(copy) == index_of(hand)
        assert hand.faces == sorted_cards(set(hand))
        assert hand.ranks == tuple(r for r in NATURAL_RANKS if r in hand.by_rank)
        assert hand.wild_key == (tuple(hand.jokers), tuple(hand.twos))
        assert all(hand.count(c) == list(hand).count(c) for c in hand.faces)


def test_wild_choices_list_each_mix_of_jokers_and_twos_once() -> None:
    hand = Hand(["JK", "2S", "2H", "KS"])
    assert hand.wild_choices(1, 2) == [((), ("2S",)), (("JK",), ()), ((), ("2S", "2H")), (("JK",), ("2S",))]
    assert hand.wild_choices(3, 5) == [(("JK",), ("2S", "2H"))]


def test_a_copy_changes_apart_from_its_original() -> None:
    hand = Hand(["JK", "2S", "KS", "KH", "5D"])
    hand.wild_choices(1, 2)
    copy = hand.copy()
    copy.remove("JK")
    copy.append("KD")
    assert hand == ["JK", "2S", "KS", "KH", "5D"] and hand.by_rank["K"] == ("KS", "KH")
    assert hand.jokers == ["JK"] and hand.wild_choices(1, 1) == [((), ("2S",)), (("JK",), ())]
    assert copy.by_rank["K"] == ("KS", "KH", "KD") and copy.wild_choices(1, 1) == [((), ("2S",))]
