"""Views: what one seat may know (DESIGN.md section 2, Views)."""

from __future__ import annotations

import random
from collections import Counter

from game.core import Game, preset
from game.core.cards import deck_counts


def positions(name: str, seeds: range):
    for seed in seeds:
        game = Game.new(preset(name), seed=seed)
        rng = random.Random(seed)
        while game.phase not in ("round_over", "game_over"):
            yield game
            game.apply(rng.choice(game.legal_moves()))


def test_the_seat_to_act_sees_the_same_legal_moves_in_its_view() -> None:
    for name in ("classic-4p", "classic-2p"):
        for game in positions(name, range(3)):
            assert game.view(game.to_act).legal_moves() == game.legal_moves()


def test_a_view_is_the_same_whatever_the_hidden_cards() -> None:
    """Swap cards between the stock and another seat's hand: the first seat's view does not change."""
    for game in positions("classic-4p", range(2)):
        d = game.to_dict()
        seat = game.to_act
        other = (seat + 1) % 4
        hand = d["hands"][other].split()
        stock = d["stock"].split()
        known = d["known"][other].split()
        swappable = [c for c in hand if hand.count(c) > known.count(c)]
        replacements = [i for i, c in enumerate(stock) if c not in ("3H", "3D")]
        if not swappable or not replacements:
            continue
        card, at = swappable[0], replacements[0]
        replacement = stock[at]
        hand[hand.index(card)] = replacement
        stock[at] = card
        d["hands"][other], d["stock"] = " ".join(hand), " ".join(stock)
        twin = Game.from_dict(d)
        assert twin.view(seat).to_dict() == game.view(seat).to_dict()
        assert twin.view(other).to_dict() != game.view(other).to_dict() or card == replacement


def test_cards_taken_with_the_pile_stay_public_until_played() -> None:
    for game in positions("classic-4p", range(4)):
        for seat in range(4):
            view = game.view(seat).to_dict()
            assert view["known"] == game.to_dict()["known"]
            for s in range(4):
                for card in view["known"][s].split():
                    assert card in game.hands[s]


def test_a_sampled_game_holds_every_card_and_agrees_with_the_view() -> None:
    for game in positions("classic-2p", range(2)):
        view = game.view(game.to_act)
        sample = Game.from_view(view)
        seen = Counter()
        for cards in [*sample.hands, sample.stock, sample.pile, *sample.red_threes,
                      *(meld for side in sample.melds for meld in side.values())]:
            seen.update(cards)
        assert seen == deck_counts(2, 2)
        assert sample.view(game.to_act).to_dict() == view.to_dict()


def test_a_sampled_game_leaves_unseen_red_threes_in_the_stock_whatever_the_order() -> None:
    game = Game.new(preset("classic-2p"), seed=2)
    view = game.view(game.to_act)
    unseen = view.unseen_cards()
    red_first = sorted(unseen, key=lambda c: c not in ("3H", "3D"))  # an order that would deal them out
    sampled = Game.from_view(view, red_first)
    assert all(c not in ("3H", "3D") for h in sampled.hands for c in h)
    assert Counter(sampled.stock) & Counter({"3H": 2, "3D": 2}) == Counter(unseen) & Counter({"3H": 2, "3D": 2})
    assert sampled.view(view.seat).data == view.data
