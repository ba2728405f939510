"""Crowded tables for the layout's tests and screenshots (no pygame): every side playing the hand has melded
nearly every rank and laid out its threes, as late in a long hand."""

from __future__ import annotations

from collections import Counter

from game.core import Game, parse_cards, preset
from game.ui.table.seats import sides_in_play

RANKS = "AKQJT987654"  # eleven melds a side, besides its threes: as many as a hand ever shows


def dense_game(name: str, seed: int = 1) -> Game:
    """The first hand of preset ``name`` with each side playing it holding a meld of every rank the cards
    allow (three or four naturals, some with a wild card or a joker), and two to four threes laid out (red
    and black, where they score apart); the cards come from the stock, the pile and the hands, which keep
    eight cards (the player) or four."""
    data = Game.new(preset(name), seed=seed).to_dict()
    rows = sides_in_play(Game.from_dict(data).view(0), 0)
    pile = parse_cards(data["pile"])
    pool = Counter(parse_cards(data["stock"]) + pile[:-1])
    hands = [parse_cards(hand) for hand in data["hands"]]
    for seat, hand in enumerate(hands):
        keep = 8 if seat == 0 else 4
        pool.update(hand[keep:])
        hands[seat] = hand[:keep]

    def take(card: str, count: int) -> list[str]:
        got = min(count, pool[card])
        pool[card] -= got
        return [card] * got

    melds: list[list[str]] = [[] for _ in data["melds"]]
    for i, rank in enumerate(RANKS):
        for j, side in enumerate(rows):
            naturals: list[str] = []
            for suit in "SHDC":
                naturals += take(rank + suit, 3 + (i + j) % 2 - len(naturals))
            wild = (take("2C", 1) or take("2D", 1)) if (i + j) % 3 == 1 else []
            wild += take("JK", 1) if (i + j) % 4 == 0 else []
            if len(naturals) >= 2 and len(naturals) + len(wild) >= 3:
                melds[side].append(" ".join(naturals + wild))
            else:
                pool.update(naturals + wild)
    threes = ["" for _ in data["melds"]]
    both = preset(name).threes_as_bonus_cards == "both_colours"
    for j, side in enumerate(rows):
        threes[side] = " ".join(take("3H", 2) + take("3D", 1 + j % 2) + (take("3S", 1) + take("3C", 1) if both else []))
    data.update(melds=melds, red_threes=threes, hands=[" ".join(hand) for hand in hands],
                pile=" ".join(pile[-1:]), stock=" ".join(pool.elements()))
    return Game.from_dict(data)
