"""Dealing a hand: the shuffle, the deal, the upcard and the dealt red threes (RULES.md 2.1-2.3)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .cards import JOKER, Card, full_deck, is_black_three, is_red_three, is_wild
from .events import Event, JokerCut, RedThreeLaid, UpcardTurned

if TYPE_CHECKING:
    from .game import Game


def deal(game: Game) -> None:
    """Shuffle with this hand's own generator, deal one card at a time, turn the upcard and lay out the
    dealt red threes; then the first player's turn begins (C-DEAL, C-UP, C-R3-2)."""
    r = game.rules
    deck = full_deck(r.deck_count, r.jokers_per_pack)
    random.Random(f"{game.seed}/round-{game.round}").shuffle(deck)
    events: list[Event] = []
    if r.cut_joker_to_cutter:
        deck = cut_the_pack(game, deck, events)
    game.stock = deck
    first = game.next_seat(game.dealer)
    order = game.seats_from(first)
    dealt: dict[int, list[Card]] = {seat: [] for seat in order}
    for _ in range(r.hand_size):  # one at a time from the dealer's left (C-DEAL-4)
        for seat in order:
            dealt[seat].append(game.stock.pop())
    for seat in order:
        game.hands[seat].extend(dealt[seat])
    if r.bonus_cards is not None and r.bonus_cards_source == "talons":  # set aside face down (TR-11)
        game.talons = [[game.stock.pop() for _ in range(n)] for n in r.bonus_cards]
    if r.initial_upcard:
        turn_upcard(game, events)
    if not r.threes_laid_by_hand:  # else each player lays his own on his first turn (MAC-7)
        for seat in order:  # dealt red threes, in turn order (C-R3-2)
            for card in [c for c in game.hands[seat] if c in r.bonus_threes]:
                game.hands[seat].remove(card)
                lay_red_three(game, seat, card, events, replace=True)
    game.deal_events = events
    game.begin_turn(first, events)


def cut_the_pack(game: Game, deck: list[Card], events: list[Event]) -> list[Card]:
    """The cut by the dealer's left-hand neighbour: a packet is lifted off the top and put under the rest;
    a joker at the bottom of the lifted packet goes into the cutter's hand, on top of his deal (VV-3)."""
    lifted = random.Random(f"{game.seed}/cut-{game.round}").randrange(1, len(deck))  # cards lifted
    bottom_of_packet = len(deck) - lifted  # the deck's top card is its last
    card = deck[bottom_of_packet]
    cut = deck[bottom_of_packet:] + deck[:bottom_of_packet]
    if card == JOKER:
        cutter = (game.dealer + 1) % game.rules.player_count  # to the dealer's left, whichever way play runs
        cut.pop(0)  # the packet's bottom card now lies at the bottom of the pack
        game.hands[cutter].append(card)
        game.known[cutter].append(card)
        events.append(JokerCut(cutter, card))
    return cut


def turn_upcard(game: Game, events: list[Event]) -> None:
    """Turn the upcard, covering wild cards and red threes (C-UP-1, C-UP-2, C-UP-5, D4, D11)."""
    cover = set(game.rules.upcard_cover_ranks)
    while game.stock:
        card = game.stock.pop()
        game.pile.append(card)
        events.append(UpcardTurned(card))
        kind = "wild" if is_wild(card) else "red_three" if is_red_three(card) else (
            "black_three" if is_black_three(card) else "natural")
        if kind not in cover:
            return


def lay_red_three(game: Game, seat: int, card: Card, events: list[Event], replace: bool,
                  by_hand: bool | None = None) -> Card | None:
    """Lay out a red three (or any bonus three) and draw its replacement, itself laid out if it is one
    too (C-R3-2, C-R3-3); where players lay their threes themselves (``by_hand``, by default as the rules
    say) it goes to the hand (MAC-7).  Returns the card that went to the hand, if any."""
    if by_hand is None:
        by_hand = game.rules.threes_laid_by_hand
    game.red_threes[game.threes_holder(seat)].append(card)
    events.append(RedThreeLaid(seat, card, replace and bool(game.stock)))
    bonus = game.rules.bonus_threes
    while replace and game.stock:
        new = game.stock.pop()
        if by_hand or new not in bonus:
            game.hands[seat].append(new)
            return new
        game.red_threes[game.threes_holder(seat)].append(new)
        events.append(RedThreeLaid(seat, new, bool(game.stock)))
    return None
