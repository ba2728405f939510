"""The table's log: each move and what it did, in a short sentence a player can follow.

Every event of game.core.events has its line.  Cards the player may not see stay hidden here too: another
seat's draw is "draws a card", never the card.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import (
    JOKER,
    RED_THREES,
    WILD_MELD,
    Answered,
    Asked,
    BonusCardsDrawn,
    CardsDrawn,
    Discarded,
    Draw,
    Event,
    Game,
    GameEnded,
    HandEnded,
    JokerCut,
    Melded,
    Move,
    PartnershipFormed,
    PileTaken,
    RedThreeLaid,
    SpecialHandShown,
    TurnCardDrawn,
    UpcardTurned,
    WentOut,
    without_cards,
)

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_NAMES = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens", "9": "nines", "8": "eights",
              "7": "sevens", "6": "sixes", "5": "fives", "4": "fours", "3": "threes", "2": "twos", JOKER: "jokers",
              WILD_MELD: "wild cards"}
END_REASONS = {"went_out": "went out", "stock_exhausted": "the stock ran out",
               "last_red_three": "the last card of the stock was a red three",
               "last_card_three": "the last card of the stock was a three",
               "special_hand": "a special hand was shown"}
SPECIAL_HANDS = {"straight": "a straight", "natural_pairs": "natural pairs", "pairs_with_wilds": "pairs with wilds",
                 "garbage": "a garbage hand"}  # MAC-33


def card_text(card: str) -> str:
    """A card as people write it: 10♥, K♠, Joker."""
    if card == JOKER:
        return "Joker"
    rank = "10" if card[0] == "T" else card[0]
    return rank + SUIT_SYMBOLS[card[1]]


def cards_text(cards: Sequence[str]) -> str:
    return " ".join(card_text(c) for c in cards)


def deal_line(game: Game, names: Sequence[str], you: int) -> str:
    """"Hand 2: West dealt." and, with five players, who sits the hand out (X1-8): "…; East sits out."."""
    line = f"Hand {game.round}: {names[game.dealer]} dealt"
    out = [seat for seat in range(len(names)) if game.order is not None and seat not in game.order]
    if out == [you]:
        return line + "; you sit out."
    return line + (f"; {' & '.join(names[s] for s in out)} sits out." if out else ".")


def _says(names: Sequence[str], seat: int, you: int, verb: str, third_person: str) -> str:
    """"You draw" but "West draws"."""
    return f"You {verb}" if seat == you else f"{names[seat]} {third_person}"


def describe(game: Game, seat: int, move: Move | None, events: list[Event], names: Sequence[str],
             you: int, before: Sequence[str] | None = None) -> list[str]:
    """Sentences for ``move`` made by ``seat`` (None: a deal) and the events it caused; ``before``, the
    player's hand before the move, lets the line of a three he laid out name the card that replaced it."""
    lines: list[str] = []
    if isinstance(move, Draw) and not any(isinstance(e, CardsDrawn) for e in events):
        lines.append(_says(names, seat, you, "decline", "declines") + " the pile; the stock is empty.")
    after = game.hands[you] if before is not None else None
    replaced = replacement_cards(events, you, before, after) if before is not None else {}
    for i in _told_order(events):
        line = _event_line(game, events[i], names, you, replaced.get(i))
        if line:
            lines.append(line)
    return lines


def _told_order(events: list[Event]) -> list[int]:
    """The events in the order they are told: the turn card after the bonus cards it came among, so "no
    more bonus cards" follows them."""
    order = list(range(len(events)))
    for i in range(len(events) - 1):
        if isinstance(events[i], TurnCardDrawn) and isinstance(events[i + 1], BonusCardsDrawn):
            order[i], order[i + 1] = order[i + 1], order[i]
    return order


def replacement_cards(events: list[Event], seat: int, before: Sequence[str], after: Sequence[str]) -> dict[int, str]:
    """For the threes ``seat`` laid out and replaced: the card each drew in its place, by the event's index,
    where no other event names it (a three laid by hand, or among bonus cards; a red three drawn in
    Classic is replaced within the draw, whose event names every card).  ``before`` and ``after`` are the
    seat's hand around the move, in the order the cards arrived."""
    gained = without_cards(after, before)
    named: list[str] = []
    for event in events:
        if isinstance(event, CardsDrawn | BonusCardsDrawn | PileTaken | JokerCut) and event.seat == seat:
            named += event.cards if not isinstance(event, JokerCut) else [event.card]
    rest = without_cards(gained, named)
    found = {}
    for i, event in enumerate(events):
        if isinstance(event, RedThreeLaid) and event.seat == seat and event.replaced and rest:
            found[i] = rest.pop(0)
    return found


def three_text(game: Game, card: str) -> str:
    """"a red three (3♥)" where only red threes are laid out, else "a three (3♠)" (MAC-6: both colours)."""
    red_only = game.rules.bonus_threes <= RED_THREES
    return f"{'a red three' if red_only and card in RED_THREES else 'a three'} ({card_text(card)})"


def special_text(name: str) -> str:
    return SPECIAL_HANDS.get(name, name.replace("_", " "))


def _event_line(game: Game, event: Event, names: Sequence[str], you: int, replacement: str | None = None
                ) -> str | None:
    if isinstance(event, JokerCut):
        return _says(names, event.seat, you, "cut", "cuts") + (" a joker and keep it." if event.seat == you
                                                              else " a joker and keeps it.")
    if isinstance(event, UpcardTurned):
        return f"The upcard is {card_text(event.card)}."
    if isinstance(event, CardsDrawn):
        if event.seat == you:
            return f"You draw {cards_text(event.cards)}."
        count = len(event.cards)
        return f"{names[event.seat]} draws {'a card' if count == 1 else f'{count} cards'}."
    if isinstance(event, BonusCardsDrawn):
        count = len(event.cards)
        what = "a bonus card" if count == 1 else f"{count} bonus cards"
        if event.seat == you:
            return f"You draw {what}: {cards_text(event.cards)}." if count else "You draw no bonus cards."
        return f"{names[event.seat]} draws {what}." if count else f"{names[event.seat]} draws no bonus cards."
    if isinstance(event, TurnCardDrawn):
        left = len(game.stock)
        remain = "no cards remain" if not left else "1 card remains" if left == 1 else f"{left} cards remain"
        return _says(names, event.seat, you, "draw", "draws") + f" the turn card: {remain}, no more bonus cards."
    if isinstance(event, RedThreeLaid):
        by_hand = game.rules.threes_laid_by_hand
        line = _says(names, event.seat, you, "lay out" if by_hand else "lay", "lays out" if by_hand else "lays")
        line += " " + three_text(game, event.card)
        if event.replaced:
            if replacement is not None:
                line += f" and draw {card_text(replacement)}"
            else:
                line += " and draw again" if event.seat == you else " and draws again"
        return line + "."
    if isinstance(event, PileTaken):
        return _says(names, event.seat, you, "take", "takes") + f" the pile: {len(event.cards)} cards."
    if isinstance(event, Melded):
        return _meld_line(event, names, you)
    if isinstance(event, Discarded):
        return _says(names, event.seat, you, "discard", "discards") + f" {card_text(event.card)}."
    if isinstance(event, Asked):
        asked = game.to_act if game.phase == "answer" and len(game.partners_of(event.seat)) > 1 else None
        whom = "" if asked is None else " you" if asked == you else f" {names[asked]}"
        return _says(names, event.seat, you, "ask", "asks") + f"{whom}: may I go out?"
    if isinstance(event, Answered):
        return _says(names, event.seat, you, "answer", "answers") + (": yes, go out." if event.yes else ": no.")
    if isinstance(event, SpecialHandShown):
        value = dict(game.rules.special_hand_values).get(event.name)
        worth = f" ({value})" if value is not None else ""
        return _says(names, event.seat, you, "show", "shows") + \
            f" {special_text(event.name)}{worth}: {cards_text(sort_for_show(event.cards))}."
    if isinstance(event, WentOut):
        return _says(names, event.seat, you, "go", "goes") + (" out concealed!" if event.concealed else " out.")
    if isinstance(event, PartnershipFormed):
        partners = [names[s] if s != you else "you" for s in event.partners]
        return _says(names, event.lone, you, "play", "plays") + f" alone; {' and '.join(partners)} are partners."
    if isinstance(event, HandEnded):
        return f"The hand is over: {END_REASONS.get(event.reason, event.reason.replace('_', ' '))}."
    if isinstance(event, GameEnded):
        if event.winner is None:
            return "The game is over: a draw."
        seats = game.seats_of(event.winner) if game.rules.has_partners else [event.winner]
        if you in seats:
            return "The game is over: you win!" if len(seats) == 1 else "The game is over: your side wins!"
        return f"The game is over: {' & '.join(names[s] for s in seats)} win."
    return None


RANK_ORDER = "AKQJT98765432"


def sort_for_show(cards: Sequence[str]) -> list[str]:
    """A shown hand as players spread it: aces down to twos, jokers last, equal ranks together."""
    return sorted(cards, key=lambda c: (len(RANK_ORDER) if c == JOKER else RANK_ORDER.index(c[0]), c))


def _meld_line(event: Melded, names: Sequence[str], you: int) -> str:
    rank = RANK_NAMES.get(event.rank, event.rank)
    if event.new:
        line = _says(names, event.seat, you, "meld", "melds") + f" {rank}: {cards_text(event.cards)}"
    else:
        line = _says(names, event.seat, you, "add", "adds") + f" {cards_text(event.cards)} to the {rank}"
    if event.canasta:
        line += " (a canasta!)"
    return line + "."
