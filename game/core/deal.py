"""Dealing a hand: the shuffle, the cut, the deal, the upcard and laying out red threes (RULES.md 2.1-2.3).

These work on the cards they are given (the deck, the stock, a hand, a row of threes); ``Game`` hands them
its own and says whose they are.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from .cards import JOKER, Card, full_deck, is_black_three, is_red_three, is_wild
from .events import Event, RedThreeLaid, UpcardTurned
from .rules import RuleSet


def shuffled_deck(rules: RuleSet, seed: int | str, round_number: int) -> list[Card]:
    """The packs shuffled with this hand's own generator, so a seed replays every hand (C-DEAL-2)."""
    deck = full_deck(rules.deck_count, rules.jokers_per_pack)
    shuffle(random.Random(f"{seed}/round-{round_number}"), deck)
    return deck


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """``rng.shuffle(cards)``, the same swaps drawn from the same bits (CPython 3.11 to 3.14: Fisher-Yates, each
    index below n taken from ``getrandbits(n.bit_length())``, drawn again while too large), written out without a
    method call per card; and so the deals stay the same should the library's shuffle change."""
    getrandbits = rng.getrandbits
    for i, n, bits in _swap_steps(len(cards)):
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


@cache
def _swap_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """Fisher-Yates's steps for a deck of ``size``: (the place filled, how many it draws from, their bits)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, size)))


def cut_the_pack(rules: RuleSet, seed: int | str, round_number: int, dealer: int,
                 deck: list[Card]) -> tuple[list[Card], tuple[int, Card] | None]:
    """The cut by the dealer's left-hand neighbour: a packet is lifted off the top and put under the rest;
    a joker at the bottom of the lifted packet goes into the cutter's hand, on top of his deal (VV-3).
    Returns the cut deck and, if a joker was cut, the cutter and the joker."""
    lifted = random.Random(f"{seed}/cut-{round_number}").randrange(1, len(deck))  # cards lifted
    bottom_of_packet = len(deck) - lifted  # the deck's top card is its last
    card = deck[bottom_of_packet]
    cut = deck[bottom_of_packet:] + deck[:bottom_of_packet]
    if card != JOKER:
        return cut, None
    cut.pop(0)  # the packet's bottom card now lies at the bottom of the pack
    return cut, ((dealer + 1) % rules.player_count, card)  # to the dealer's left, whichever way play runs


def deal_hands(rules: RuleSet, stock: list[Card], seats: Sequence[int]) -> dict[int, list[Card]]:
    """Each seat's hand, dealt one card at a time off the stock, from the first of ``seats`` (C-DEAL-4)."""
    left = len(stock) - rules.hand_size * len(seats)
    off_the_top = stock[left:][::-1]  # the stock's top card is its last
    del stock[left:]
    return {seat: off_the_top[i::len(seats)] for i, seat in enumerate(seats)}


def turn_upcard(rules: RuleSet, stock: list[Card], pile: list[Card], events: list[Event]) -> None:
    """Turn the upcard, covering wild cards and red threes (C-UP-1, C-UP-2, C-UP-5, D4, D11)."""
    cover = set(rules.upcard_cover_ranks)
    while stock:
        card = stock.pop()
        pile.append(card)
        events.append(UpcardTurned(card))
        kind = "wild" if is_wild(card) else "red_three" if is_red_three(card) else (
            "black_three" if is_black_three(card) else "natural")
        if kind not in cover:
            return


def lay_red_three(rules: RuleSet, seat: int, card: Card, threes: list[Card], stock: list[Card], hand: list[Card],
                  events: list[Event], replace: bool, by_hand: bool | None = None) -> Card | None:
    """Lay out a red three (or any bonus three) on ``threes`` and draw its replacement off ``stock``, itself
    laid out if it is one too (C-R3-2, C-R3-3); where players lay their threes themselves (``by_hand``, by
    default as the rules say) it goes to ``hand`` (MAC-7).  Returns the card that went to the hand, if any."""
    if by_hand is None:
        by_hand = rules.threes_laid_by_hand
    threes.append(card)
    events.append(RedThreeLaid(seat, card, replace and bool(stock)))
    bonus = rules.bonus_threes
    while replace and stock:
        new = stock.pop()
        if by_hand or new not in bonus:
            hand.append(new)
            return new
        threes.append(new)
        events.append(RedThreeLaid(seat, new, bool(stock)))
    return None
