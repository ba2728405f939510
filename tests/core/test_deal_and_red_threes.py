"""C-DEAL, C-UP, C-R3 and edge cases E-01..E-06: the deal, the upcard and red threes (RULES.md 2.1-2.3, 5.1).

Deal tests compare the engine's deal with a reference deal made here from the shuffled pack.  The pack
order of a seed is read off a probe game (two players, one card each, no upcard): the shuffle depends only
on the seed and the packs (DESIGN.md: a seed replays a deal exactly), so the probe's two hands and its
stock are the very pack that a full deal with that seed starts from.
"""

from __future__ import annotations

import random

import pytest

from game.core import Draw, Game, NotationError, RuleSet, Take, preset
from game.core.events import RedThreeLaid, UpcardTurned
from tests.core.helpers import hand, melds_of, position, refused

CLASSIC_4P = preset("classic-4p")
CLASSIC_2P = preset("classic-2p")
NL_UPCARD = CLASSIC_4P.replace(upcard_cover_ranks=("wild", "red_three", "black_three"))


def is_wild(card: str) -> bool:
    return card == "JK" or card[0] == "2"


def is_red_three(card: str) -> bool:
    return card in ("3H", "3D")


def is_black_three(card: str) -> bool:
    return card in ("3S", "3C")


def pack_order(seed: int) -> list[str] | None:
    """The shuffled pack of ``seed``, top card first; None when the probe itself dealt a red three."""
    probe = Game.new(CLASSIC_2P.replace(hand_size=1, initial_upcard=False), seed=seed)
    d = probe.to_dict()
    if any(d["red_threes"]):
        return None
    first = d["to_act"]
    return [d["hands"][first], d["hands"][1 - first]] + d["stock"].split()


def reference_deal(rules: RuleSet, pack: list[str], dealer: int) -> dict:
    """The deal as RULES.md describes it: one card at a time from the dealer's left (C-DEAL-4), the upcard
    and its covers (C-UP-1, C-UP-2), then dealt red threes laid out and replaced in turn order (C-R3-2)."""
    n = rules.player_count
    order = [(dealer + 1 + i) % n for i in range(n)]
    cards = iter(pack)
    hands: dict[int, list[str]] = {s: [] for s in order}
    for _ in range(rules.hand_size):
        for seat in order:
            hands[seat].append(next(cards))
    cover = set(rules.upcard_cover_ranks)
    pile = []
    while True:
        card = next(cards)
        pile.append(card)
        kind = ("wild" if is_wild(card) else "red_three" if is_red_three(card)
                else "black_three" if is_black_three(card) else "natural")
        if kind not in cover:
            break
    sides = rules.side_count
    red: list[list[str]] = [[] for _ in range(sides)]
    laid: list[tuple[int, str]] = []  # (seat, red three) in the order laid out
    red_replacements: list[int] = []  # seats whose replacement card was itself a red three
    for seat in order:
        for three in [c for c in hands[seat] if is_red_three(c)]:
            hands[seat].remove(three)
            red[seat % sides].append(three)
            laid.append((seat, three))
            while True:
                new = next(cards)
                if not is_red_three(new):
                    hands[seat].append(new)
                    break
                red[seat % sides].append(new)
                laid.append((seat, new))
                red_replacements.append(seat)
    return {"hands": [sorted(hands[s]) for s in range(n)], "pile": pile, "red": red, "laid": laid,
            "stock": list(cards), "red_replacements": red_replacements, "order": order}


def find_deal(condition, rules: RuleSet = CLASSIC_4P, limit: int = 600):
    """The first seed (with its game, pack and reference deal) whose deal shows the situation; bounded."""
    for seed in range(limit):
        pack = pack_order(seed)
        if pack is None:
            continue
        game = Game.new(rules, seed=seed)
        ref = reference_deal(rules, pack, game.dealer)
        if condition(pack, ref):
            return seed, game, pack, ref
    raise AssertionError(f"no seed below {limit} shows the situation")


def assert_deal_matches(game: Game, ref: dict) -> None:
    d = game.to_dict()
    assert [sorted(h.split()) for h in d["hands"]] == ref["hands"]
    assert d["pile"].split() == ref["pile"]
    assert [sorted(x.split()) for x in d["red_threes"]] == [sorted(x) for x in ref["red"]]
    assert d["stock"].split() == ref["stock"]


def end_hand_now(game: Game) -> Game:
    """The same position with an empty stock; the first player declines the pile and the hand ends."""
    d = game.to_dict()
    d["stock"] = ""
    g = Game.from_dict(d)
    g.apply("draw")
    assert g.phase == "round_over"
    return g


# -- 2.1 Seating, dealer, deal ----------------------------------------------------------------------------
def test_C_DEAL_1_partners_sit_opposite_and_share_their_melds():
    g = position(hands=["KD 5C 6C", "9C 9D", "KH KS KC 2C 7D 8D", "4C 4D"], to_act=2, phase="play",
                 stock="QH QS 5S")
    g.apply("meld KH KS KC 2C")  # seat 2 opens for side 0 (50 points)
    assert melds_of(g, 0) == ["KS KH KC 2C"] and melds_of(g, 1) == []
    g.apply("discard 7D")
    g.apply("draw")  # seat 3
    g.apply("discard QH")
    g.apply("draw")  # seat 0, partner of seat 2
    g.apply("meld KD")
    assert melds_of(g, 0) == ["KS KH KC 2C KD"]


def test_C_DEAL_1_with_two_players_each_player_is_his_own_side():
    g = position("classic-2p", hands=["KD 5C 6C 7C", "KH KS KC 2C 7D 8D"], to_act=1, phase="play",
                 stock="QH QS 5S")
    g.apply("meld KH KS KC 2C")
    assert melds_of(g, 1) == ["KS KH KC 2C"] and melds_of(g, 0) == []
    g.apply("discard 7D")
    g.apply("draw")
    refused(g, "meld KD", "at least 3 cards")  # the opponent's kings are not his to lay off on
    d = Game.new(CLASSIC_2P, seed=3).to_dict()
    assert len(d["scores"]) == len(d["melds"]) == len(d["red_threes"]) == 2


def test_C_DEAL_2_first_dealer_is_random_and_the_deal_passes_clockwise():
    dealers = {Game.new(CLASSIC_4P, seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    g = Game.new(CLASSIC_4P, seed=9)
    assert Game.new(CLASSIC_4P, seed=9).dealer == g.dealer  # the seed fixes the choice
    first = g.dealer
    for step in (1, 2):
        g = end_hand_now(g)
        g.next_round()
        assert g.dealer == (first + step) % 4
        assert g.to_act == (first + step + 1) % 4


def test_C_DEAL_3_the_seed_alone_fixes_the_shuffle_and_cut():
    a = Game.new(CLASSIC_4P, seed=21).to_dict()
    b = Game.new(CLASSIC_4P, seed=21).to_dict()
    c = Game.new(CLASSIC_4P, seed=22).to_dict()
    assert a == b
    assert a["hands"] != c["hands"]


@pytest.mark.parametrize("rules, hand_size", [(CLASSIC_4P, 11), (CLASSIC_2P, 15)])
def test_C_DEAL_4_cards_are_dealt_one_at_a_time_from_the_dealers_left(rules, hand_size):
    checked = 0
    for seed in range(12):
        pack = pack_order(seed)
        if pack is None:
            continue
        g = Game.new(rules, seed=seed)
        ref = reference_deal(rules, pack, g.dealer)
        assert_deal_matches(g, ref)
        assert [len(h.split()) for h in g.to_dict()["hands"]] == [hand_size] * rules.player_count
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize("rules, dealt", [(CLASSIC_4P, 44), (CLASSIC_2P, 30)])
def test_C_DEAL_5_the_undealt_cards_form_the_stock(rules, dealt):
    for seed in range(10):
        d = Game.new(rules, seed=seed).to_dict()
        red = sum(len(x.split()) for x in d["red_threes"])
        pile = len(d["pile"].split())
        # every dealt red three drew one replacement card from the stock
        assert len(d["stock"].split()) == 108 - dealt - pile - red


def test_C_DEAL_6_the_dealers_left_plays_first_and_play_goes_clockwise():
    for seed in range(8):
        g = Game.new(CLASSIC_4P, seed=seed)
        first = (g.dealer + 1) % 4
        assert g.to_act == first and g.phase == "draw"
        g.apply("draw")
        g.apply(f"discard {g.to_dict()['hands'][first].split()[0]}")
        assert g.to_act == (first + 1) % 4


# -- 2.2 The initial upcard ---------------------------------------------------------------------------------
def test_C_UP_1_the_top_stock_card_after_the_deal_starts_the_pile():
    seed, g, pack, ref = find_deal(lambda pack, ref: not (is_wild(pack[44]) or is_red_three(pack[44])))
    assert g.to_dict()["pile"] == pack[44]
    assert g.deal_events[0] == UpcardTurned(pack[44])
    assert sum(isinstance(e, UpcardTurned) for e in g.deal_events) == 1


def test_C_UP_2_wild_or_red_three_upcard_is_covered():
    for first_kind in (is_wild, is_red_three):
        seed, g, pack, ref = find_deal(lambda pack, ref, kind=first_kind: kind(pack[44]))
        pile = g.to_dict()["pile"].split()
        assert pile == ref["pile"] and len(pile) >= 2
        assert all(is_wild(c) or is_red_three(c) for c in pile[:-1])
        assert not is_wild(pile[-1]) and not is_red_three(pile[-1])
        turned = [e.card for e in g.deal_events if isinstance(e, UpcardTurned)]
        assert turned == pile  # every turned card stays in the pile, in order


def test_C_UP_3_a_wild_card_turned_up_freezes_the_pile_until_taken():
    g = position(hands=["7H 2C 7D 5C 6C", "5S 2D 4C 4D", "5D 6D", "9C 9D"],
                 melds=[["KH KS KD"], ["QH QS QD"]], pile="JK 2H 7S", stock="8H 4S")
    refused(g, "take 7H 2C", "frozen", "two natural")
    g.apply("take 7H 7D")
    assert hand(g, 0) == ["2C", "2H", "5C", "6C", "JK"]
    g.apply("discard 5C")  # the new pile holds no wild card: open again
    g.apply("take 5S 2D")
    assert melds_of(g, 1) == ["QH QS QD", "5S 2D 5C"]


def test_C_UP_4_a_red_three_in_the_pile_does_not_freeze_it():
    hands = ["9H 2C 5C 6C", "4C 4D", "5D 6D", "7C 7D"]
    g = position(hands=hands, melds=[["KH KS KD"], []], pile="3D 9C")
    g.apply("take 9H 2C")
    assert melds_of(g, 0) == ["KH KS KD", "9H 2C 9C"]
    g = position(hands=hands, melds=[["KH KS KD"], []], pile="3D 9C", red_three_in_pile_freezes=True)
    refused(g, "take 9H 2C", "frozen")


def test_C_UP_5_a_black_three_upcard_is_not_covered_and_blocks_the_first_player():
    seed, g, pack, ref = find_deal(lambda pack, ref: is_black_three(ref["pile"][-1]))
    pile = g.to_dict()["pile"].split()
    assert pile == ref["pile"] and is_black_three(pile[-1])
    assert not any(isinstance(m, Take) for m in g.legal_moves())
    refused(g, "take", "black three")


def test_C_UP_6_red_threes_in_the_pile_belong_to_whoever_takes_it_without_replacement():
    seed, g, pack, ref = find_deal(lambda pack, ref: is_red_three(pack[44]))
    d = g.to_dict()
    assert pack[44] == d["pile"].split()[0]
    assert sorted(" ".join(d["red_threes"]).split()) == sorted(c for side in ref["red"] for c in side)
    # the taker's side gets it, and no card comes off the stock for it
    g = position(hands=["4C 4D", "KH KS 5C 6C", "5D 6D", "7C 7D"], melds=[[], ["AH AS AD"]],
                 pile="3H 2S 3D KC", stock="8H 8S", to_act=1)
    events = g.apply("take KH KS")
    d = g.to_dict()
    assert d["red_threes"] == ["", "3H 3D"]
    assert d["stock"] == "8H 8S"
    assert hand(g, 1) == ["2S", "5C", "6C"]
    assert [e for e in events if isinstance(e, RedThreeLaid)] == [RedThreeLaid(1, "3H", False),
                                                                  RedThreeLaid(1, "3D", False)]


# -- 2.3 Red threes -----------------------------------------------------------------------------------------
def test_C_R3_1_a_red_three_is_never_melded_held_or_discarded():
    g = position(hands=["5C 6C 7C", "4C 4D", "5D 6D", "7S 7D"], melds=[["KH KS KD"], []], phase="play")
    refused(g, "meld 3H 3D 2C", "red threes are never melded")
    refused(g, "discard 3H", "3H")
    with pytest.raises(NotationError, match="red three"):
        position(hands=["5C 6C 3H", "4C 4D", "5D 6D", "7S 7D"])
    for seed in range(30):
        d = Game.new(CLASSIC_4P, seed=seed).to_dict()
        assert not any(is_red_three(c) for h in d["hands"] for c in h.split())


def test_C_R3_2_dealt_red_threes_are_laid_out_and_replaced_in_turn_order():
    seed, g, pack, ref = find_deal(lambda pack, ref: len({s for s, _ in ref["laid"]}) >= 2)
    assert_deal_matches(g, ref)
    laid = [(e.seat, e.card) for e in g.deal_events if isinstance(e, RedThreeLaid)]
    assert laid == ref["laid"]
    positions = [ref["order"].index(seat) for seat, _ in laid]
    assert positions == sorted(positions)  # starting with the first player, in turn order
    kinds = [type(e) for e in g.deal_events]
    assert kinds.index(RedThreeLaid) > max(i for i, k in enumerate(kinds) if k is UpcardTurned)
    assert all(len(h.split()) == 11 for h in g.to_dict()["hands"])


def test_C_R3_3_a_red_three_drawn_in_a_turn_is_replaced_at_once_within_the_same_draw():
    g = position(hands=["5C 6C 7C", "4C 4D", "5D 6D", "7S 7D"], stock="3H 3D KS QH")
    events = g.apply("draw")
    d = g.to_dict()
    assert d["red_threes"] == ["3H 3D", ""]
    assert hand(g, 0) == ["5C", "6C", "7C", "KS"]
    assert d["stock"] == "QH"
    assert d["phase"] == "play" and d["to_act"] == 0
    assert [e for e in events if isinstance(e, RedThreeLaid)] == [RedThreeLaid(0, "3H", True),
                                                                  RedThreeLaid(0, "3D", True)]


def test_C_R3_4_no_replacement_when_the_stock_is_empty():
    g = position(hands=["5C 6C 7C", "4C 4D", "5D 6D", "7S 7D"], melds=[["KH KS KD"], []], stock="3H")
    events = g.apply("draw")
    d = g.to_dict()
    assert RedThreeLaid(0, "3H", False) in events
    assert hand(g, 0) == ["5C", "6C", "7C"]
    assert d["red_threes"] == ["3H", ""]
    assert d["phase"] == "round_over" and d["ended_by"] == "last_red_three"


def test_C_R3_5_a_red_three_taken_with_the_pile_is_not_replaced():
    g = position(hands=["QH QS 5C 6C", "4C 4D", "5D 6D", "7S 7D"], melds=[["KH KS KD"], []],
                 pile="4H 3D 8C QC", stock="9H 9S")
    events = g.apply("take QH QS")
    d = g.to_dict()
    assert d["red_threes"] == ["3D", ""]
    assert d["stock"] == "9H 9S"
    assert hand(g, 0) == ["4H", "5C", "6C", "8C"]
    assert RedThreeLaid(0, "3D", False) in events


def test_C_R3_6_red_threes_count_neither_toward_the_minimum_nor_as_melds():
    g = position(hands=["KH KS KD 7C 7D 7S 9C 4D", "4C 4H", "5D 6D", "7H 8D"], red_threes=["3H 3D", ""],
                 phase="play")
    refused(g, "meld KH KS KD / 7C 7D 7S", "50", "45")
    g = position(hands=["9H 9S KS 5C", "4C 4H", "5D 6D", "7H 8D"], red_threes=["3H 3D", ""], pile="9C",
                 stock="")
    g.apply("draw")  # declines the pile: the hand ends with side 0 still unmelded
    assert g.to_dict()["round_scores"][0]["red_threes"] == -200


def test_C_R3_7_no_player_ever_keeps_a_red_three_in_hand():
    """Exposure is automatic, so the S1 penalty for an unexposed red three can never arise."""
    for seed in range(6):
        g = Game.new(CLASSIC_4P, seed=seed)
        pick = random.Random(seed)
        moves = 0
        while g.phase in ("draw", "play", "answer") and moves < 400:
            g.apply(pick.choice(g.legal_moves()))
            moves += 1
            d = g.to_dict()
            assert not any(is_red_three(c) for h in d["hands"] for c in h.split())
        assert g.phase in ("round_over", "game_over")
        assert set(g.to_dict()["round_scores"][0]) == {"melded", "canastas", "red_threes", "going_out",
                                                       "hand", "total"}


# -- 5.1 Edge cases -----------------------------------------------------------------------------------------
def test_E_01_red_three_upcard_is_covered_and_goes_to_the_taker():
    seed, g, pack, ref = find_deal(lambda pack, ref: is_red_three(pack[44]) and len(ref["pile"]) == 2)
    pile = g.to_dict()["pile"].split()
    assert pile == [pack[44], pack[45]]
    # not frozen for everyone: a side that has melded may take [3D, 9C] with a nine and a wild card
    g = position(hands=["9H 2S 5C 6C", "4C 4D", "5D 6D", "7C 7D"], melds=[["KH KS KD"], []], pile="3D 9C")
    g.apply("take 9H 2S")
    assert g.to_dict()["red_threes"] == ["3D", ""]
    # the unmelded first player needs two natural nines and the 50 minimum
    g = position(hands=["9H 9S 2S KH KS KD 5C 6C", "4C 4D", "7S 8D", "7C 7D"], pile="3D 9C", stock="")
    refused(g, "take 9H 2S / KH KS KD", "frozen", "two natural")
    refused(g, "take 9H 9S", "50", "30")
    g.apply("take 9H 9S / KH KS KD")
    d = g.to_dict()
    assert d["red_threes"] == ["3D", ""] and d["stock"] == ""
    assert hand(g, 0) == ["2S", "5C", "6C"]
    g.apply("discard 5C")  # seat 1 cannot take the pile and the stock is empty: the hand ends
    d = g.to_dict()
    assert d["ended_by"] == "stock_exhausted"
    assert d["round_scores"][0] == {"melded": 60, "canastas": 0, "red_threes": 100, "going_out": 0,
                                    "hand": -25 - 15, "total": 120}


def test_E_02_joker_upcard_freezes_the_pile_even_for_a_melded_side():
    g = position(hands=["7H 2C 7D 5C 6C", "4C 4D", "5D 6D", "9C 9D"], melds=[["KH KS KD"], []], pile="JK 7S")
    refused(g, "take 7H 2C", "frozen", "two natural")
    g.apply("take 7H 7D")
    assert melds_of(g, 0) == ["KH KS KD", "7H 7D 7S"]
    assert hand(g, 0) == ["2C", "5C", "6C", "JK"]


def test_E_03_chain_of_covered_cards_in_a_two_player_game():
    g = position("classic-2p", hands=["KH KS 2D 5C 6C", "4C 4D 7H"], melds=[["AH AS AD"], []],
                 pile="2H 3H KC", stock="8H 8S")
    refused(g, "take KH 2D", "frozen")
    events = g.apply("take KH KS")
    d = g.to_dict()
    assert melds_of(g, 0) == ["AH AS AD", "KS KH KC"]
    assert hand(g, 0) == ["2D", "2H", "5C", "6C"]
    assert d["red_threes"] == ["3H", ""] and d["stock"] == "8H 8S"
    assert RedThreeLaid(0, "3H", False) in events


def test_E_04_black_three_upcard_classic_stays_on_top_and_blocks_the_first_player():
    g = position(hands=["5C 6C 8D", "5D 5H 8C", "4C 4D", "9C 9D"], melds=[["QH QS QD"], ["KH KS KD"]],
                 pile="3S", stock="7H 7S")
    assert g.legal_moves() == [Draw()]
    refused(g, "take", "black three")
    g.apply("draw")
    g.apply("discard 5C")  # covers the black three: the block is gone for the next player
    g.apply("take 5D 5H")
    assert melds_of(g, 1) == ["KH KS KD", "5H 5D 5C"]
    assert hand(g, 1) == ["3S", "8C"]


def test_E_04_black_three_upcard_is_covered_under_the_dutch_option():
    seed, g, pack, ref = find_deal(lambda pack, ref: is_black_three(pack[44]))
    assert g.to_dict()["pile"] == pack[44]
    nl = Game.new(NL_UPCARD, seed=seed)
    pile = nl.to_dict()["pile"].split()
    assert pile == reference_deal(NL_UPCARD, pack, nl.dealer)["pile"]
    assert pile[0] == pack[44] and len(pile) >= 2
    top = pile[-1]
    assert not (is_wild(top) or is_red_three(top) or is_black_three(top))


def test_E_05_dealt_red_three_replaced_by_another_red_three():
    seed, g, pack, ref = find_deal(lambda pack, ref: bool(ref["red_replacements"]))
    assert_deal_matches(g, ref)
    seat = ref["red_replacements"][0]
    laid = [e for e in g.deal_events if isinstance(e, RedThreeLaid) and e.seat == seat]
    assert len(laid) >= 2 and all(e.replaced for e in laid)
    d = g.to_dict()
    assert len(d["hands"][seat].split()) == 11
    assert len(d["red_threes"][seat % 2].split()) >= 2


def test_E_06_red_three_drawn_mid_hand_does_not_use_up_a_turn():
    g = position(hands=["5C 6C 7C", "4C 4D", "5D 6D", "7S 7D"], stock="3H KS QH JH")
    g.apply("draw")
    assert g.to_dict()["red_threes"] == ["3H", ""]
    assert hand(g, 0) == ["5C", "6C", "7C", "KS"]
    assert g.phase == "play" and g.to_act == 0  # the turn goes on with the replacement
    g.apply("discard KS")
    assert g.to_act == 1
    g.apply("draw")
    assert hand(g, 1) == ["4C", "4D", "QH"]  # the next card of the stock goes to the next player
