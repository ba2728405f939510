"""The table's log: each move and what it did, in a short sentence a player can follow.

Every event of game.core.events has its line.  Cards the player may not see stay hidden here too: another
seat's draw is "draws a card", never the card.  Each line is one whole sentence (the player's own, "You draw
7♦.", apart from another seat's, "West draws a card."), kept as Words (words.py) when it happens and spoken
in the player's language of the moment, whenever it is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import (
    JOKER,
    RED_THREES,
    WILD_MELD,
    Answer,
    Answered,
    Ask,
    Asked,
    BonusCardsDrawn,
    CardsDrawn,
    Discard,
    Discarded,
    Draw,
    EndTurn,
    Event,
    Game,
    GameEnded,
    HandEnded,
    JokerCut,
    Lay,
    Meld,
    Melded,
    Move,
    PartnershipFormed,
    PileTaken,
    RedThreeLaid,
    Special,
    SpecialHandShown,
    Take,
    TurnCardDrawn,
    UpcardTurned,
    WentOut,
    parse_move,
    without_cards,
)
from game.core import RANK_NAMES as KEYED_RANKS
from game.i18n import N_, text, tr
from game.ui.table.log.words import (
    Words,
    card_text,
    cards_text,
    cards_words,
    keyed_words,
    said,
    said_count,
    seat_words,
    seats_words,
    spoken,
)

# Ranks in the plural, as melds are named ("West melds kings"): A to 4 are the keyed messages rank.A … rank.4
# of game.i18n (the engine's names, game.core.RANK_NAMES); these others are words of the screen.  rank_name
# says them all in the player's language.
OTHER_RANK_NAMES = {"3": N_("threes"), "2": N_("twos"), JOKER: N_("jokers"), WILD_MELD: N_("wild cards")}
END_LINES = {"went_out": N_("The hand is over: went out."),
             "stock_exhausted": N_("The hand is over: the stock ran out."),
             "last_red_three": N_("The hand is over: the last card of the stock was a red three."),
             "last_card_three": N_("The hand is over: the last card of the stock was a three."),
             "special_hand": N_("The hand is over: a special hand was shown.")}
SPECIAL_HANDS = {"straight": N_("a straight"), "natural_pairs": N_("natural pairs"),
                 "pairs_with_wilds": N_("pairs with wilds"), "garbage": N_("a garbage hand")}  # MAC-33


def rank_name(rank: str) -> str:
    """A rank's name in the plural, in the player's language: "kings", "wild cards"."""
    if rank in KEYED_RANKS:
        return text(f"rank.{rank}")
    return tr(OTHER_RANK_NAMES[rank]) if rank in OTHER_RANK_NAMES else rank


def rank_words(rank: str) -> Words:
    """rank_name's words, spoken when the line is."""
    if rank in KEYED_RANKS:
        return keyed_words(f"rank.{rank}")
    return said(OTHER_RANK_NAMES[rank]) if rank in OTHER_RANK_NAMES else rank


def deal_line(game: Game, names: Sequence[str], you: int) -> str:
    """"Hand 2: West dealt." in the language spoken now (deal_words)."""
    return spoken(deal_words(game, you), names)


def deal_words(game: Game, you: int) -> Words:
    """"Hand 2: West dealt." and, with five players, who sits the hand out (X1-8): "…; East sits out."."""
    out = [seat for seat in range(game.rules.player_count) if game.order is not None and seat not in game.order]
    if game.dealer == you:
        line = (N_("Hand {number}: You dealt; you sit out.") if out == [you] else
                N_("Hand {number}: You dealt; {player} sits out.") if out else N_("Hand {number}: You dealt."))
    else:
        line = (N_("Hand {number}: {dealer} dealt; you sit out.") if out == [you] else
                N_("Hand {number}: {dealer} dealt; {player} sits out.") if out else
                N_("Hand {number}: {dealer} dealt."))
    return said(line, number=game.round, dealer=seat_words(game.dealer), player=seats_words(out))


def _yours_or_theirs(seat: int, you: int, yours: str, theirs: str, **params) -> Words:
    """The sentence ``yours`` ("You draw {cards}.") if ``seat`` is the player's, else ``theirs`` ("{player}
    draws …") with the seat's name as ``player``; both English patterns are marked where they are written."""
    return said(yours, **params) if seat == you else said(theirs, player=seat_words(seat), **params)


def describe(game: Game, seat: int, move: Move | None, events: list[Event], names: Sequence[str],
             you: int, before: Sequence[str] | None = None) -> list[str]:
    """describe_words's lines in the language spoken now, ``names`` the seats' names."""
    return [spoken(line, names) for line in describe_words(game, seat, move, events, you, before)]


def describe_words(game: Game, seat: int, move: Move | None, events: list[Event], you: int,
                   before: Sequence[str] | None = None) -> list[Words]:
    """Sentences for ``move`` made by ``seat`` (None: a deal) and the events it caused; ``before``, the
    player's hand before the move, lets the line of a three he laid out name the card that replaced it."""
    lines: list[Words] = []
    if isinstance(move, Draw) and not any(isinstance(e, CardsDrawn) for e in events):
        lines.append(_yours_or_theirs(seat, you, N_("You decline the pile; the stock is empty."),
                                      N_("{player} declines the pile; the stock is empty.")))
    after = game.hands[you] if before is not None else None
    replaced = replacement_cards(events, you, before, after) if before is not None else {}
    for i in _told_order(events):
        line = _event_line(game, events[i], you, replaced.get(i))
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


def three_words(game: Game, card: str) -> Words:
    """"a red three (3♥)" where only red threes are laid out, else "a three (3♠)" (MAC-6: both colours)."""
    red_only = game.rules.bonus_threes <= RED_THREES
    if red_only and card in RED_THREES:
        return said("a red three ({card})", card=cards_words([card]))
    return said("a three ({card})", card=cards_words([card]))


def special_text(name: str) -> str:
    """A special hand's name as the log says it, in the player's language: "a straight", "natural pairs"."""
    return spoken(special_words(name), ())


def special_words(name: str) -> Words:
    return said(SPECIAL_HANDS[name]) if name in SPECIAL_HANDS else name.replace("_", " ")


def _event_line(game: Game, event: Event, you: int, replacement: str | None = None) -> Words | None:
    if isinstance(event, JokerCut):
        return _yours_or_theirs(event.seat, you, N_("You cut a joker and keep it."),
                                N_("{player} cuts a joker and keeps it."))
    if isinstance(event, UpcardTurned):
        return said("The upcard is {card}.", card=cards_words([event.card]))
    if isinstance(event, CardsDrawn):
        if event.seat == you:
            return said("You draw {cards}.", cards=cards_words(event.cards))
        return said_count("{player} draws a card.", "{player} draws {count} cards.", len(event.cards),
                          player=seat_words(event.seat))
    if isinstance(event, BonusCardsDrawn):
        return _bonus_line(event, you)
    if isinstance(event, TurnCardDrawn):
        return _turn_card_line(len(game.stock), event.seat, you)
    if isinstance(event, RedThreeLaid):
        return _three_line(game, event, you, replacement)
    if isinstance(event, PileTaken):
        if event.seat == you:
            return said_count("You take the pile: {count} card.", "You take the pile: {count} cards.", len(event.cards))
        return said_count("{player} takes the pile: {count} card.", "{player} takes the pile: {count} cards.",
                          len(event.cards), player=seat_words(event.seat))
    if isinstance(event, Melded):
        return _meld_line(event, you)
    if isinstance(event, Discarded):
        return _yours_or_theirs(event.seat, you, N_("You discard {card}."), N_("{player} discards {card}."),
                                card=cards_words([event.card]))
    if isinstance(event, Asked):
        return _ask_line(game, event, you)
    if isinstance(event, Answered):
        if event.yes:
            return _yours_or_theirs(event.seat, you, N_("You answer: yes, go out."),
                                    N_("{player} answers: yes, go out."))
        return _yours_or_theirs(event.seat, you, N_("You answer: no."), N_("{player} answers: no."))
    if isinstance(event, SpecialHandShown):
        return _special_line(game, event, you)
    if isinstance(event, WentOut):
        if event.concealed:
            return _yours_or_theirs(event.seat, you, N_("You go out concealed!"), N_("{player} goes out concealed!"))
        return _yours_or_theirs(event.seat, you, N_("You go out."), N_("{player} goes out."))
    if isinstance(event, PartnershipFormed):
        return _partners_line(event, you)
    if isinstance(event, HandEnded):
        if event.reason in END_LINES:
            return said(END_LINES[event.reason])
        return said("The hand is over: {reason}.", reason=event.reason.replace("_", " "))
    if isinstance(event, GameEnded):
        return _game_over_line(game, event, you)
    return None


def _bonus_line(event: BonusCardsDrawn, you: int) -> Words:
    count = len(event.cards)
    if event.seat == you:
        if not count:
            return said("You draw no bonus cards.")
        return said_count("You draw a bonus card: {cards}.", "You draw {count} bonus cards: {cards}.", count,
                          cards=cards_words(event.cards))
    if not count:
        return said("{player} draws no bonus cards.", player=seat_words(event.seat))
    return said_count("{player} draws a bonus card.", "{player} draws {count} bonus cards.", count,
                      player=seat_words(event.seat))


def _turn_card_line(left: int, seat: int, you: int) -> Words:
    """The turn card drawn, with the cards the stock still holds (``left``)."""
    if seat == you:
        if not left:
            return said("You draw the turn card: no cards remain, no more bonus cards.")
        return said_count("You draw the turn card: {count} card remains, no more bonus cards.",
                          "You draw the turn card: {count} cards remain, no more bonus cards.", left)
    if not left:
        return said("{player} draws the turn card: no cards remain, no more bonus cards.", player=seat_words(seat))
    return said_count("{player} draws the turn card: {count} card remains, no more bonus cards.",
                      "{player} draws the turn card: {count} cards remain, no more bonus cards.", left,
                      player=seat_words(seat))


# A three laid: (laid out by hand, what came in its place: None where it was not replaced, "card" the card the
# player drew, "again" a card not named) -> the sentence; {three} is three_words's "a red three (3♥)".
YOUR_THREES = {(False, None): N_("You lay {three}."), (False, "card"): N_("You lay {three} and draw {card}."),
               (False, "again"): N_("You lay {three} and draw again."), (True, None): N_("You lay out {three}."),
               (True, "card"): N_("You lay out {three} and draw {card}."),
               (True, "again"): N_("You lay out {three} and draw again.")}
THEIR_THREES = {(False, None): N_("{player} lays {three}."),
                (False, "again"): N_("{player} lays {three} and draws again."),
                (True, None): N_("{player} lays out {three}."),
                (True, "again"): N_("{player} lays out {three} and draws again.")}


def _three_line(game: Game, event: RedThreeLaid, you: int, replacement: str | None) -> Words:
    by_hand, three = game.rules.threes_laid_by_hand, three_words(game, event.card)
    if event.seat == you:
        then = None if not event.replaced else "again" if replacement is None else "card"
        return said(YOUR_THREES[by_hand, then], three=three, card=cards_words([replacement]) if replacement else "")
    return said(THEIR_THREES[by_hand, "again" if event.replaced else None], player=seat_words(event.seat), three=three)


def _ask_line(game: Game, event: Asked, you: int) -> Words:
    """"West asks: may I go out?"; where he has more than one partner, whom he asks ("West asks you: …")."""
    asked = game.to_act if game.phase == "answer" and len(game.partners_of(event.seat)) > 1 else None
    if asked is None:
        return _yours_or_theirs(event.seat, you, N_("You ask: may I go out?"), N_("{player} asks: may I go out?"))
    if asked == you and event.seat != you:
        return said("{player} asks you: may I go out?", player=seat_words(event.seat))
    return _yours_or_theirs(event.seat, you, N_("You ask {partner}: may I go out?"),
                            N_("{player} asks {partner}: may I go out?"), partner=seat_words(asked))


def _special_line(game: Game, event: SpecialHandShown, you: int) -> Words:
    """"West shows a straight (3000): A♠ K♥ …"; {points}, what the hand is worth where the rules say."""
    value = dict(game.rules.special_hand_values).get(event.name)
    params = {"hand": special_words(event.name), "points": value, "cards": cards_words(sort_for_show(event.cards))}
    if value is None:
        return _yours_or_theirs(event.seat, you, N_("You show {hand}: {cards}."), N_("{player} shows {hand}: {cards}."),
                                **params)
    return _yours_or_theirs(event.seat, you, N_("You show {hand} ({points}): {cards}."),
                            N_("{player} shows {hand} ({points}): {cards}."), **params)


def _partners_line(event: PartnershipFormed, you: int) -> Words:
    first, second = event.partners
    if event.lone == you:
        return said("You play alone; {first} and {second} are partners.", first=seat_words(first),
                    second=seat_words(second))
    lone = seat_words(event.lone)
    if first == you:
        return said("{player} plays alone; you and {partner} are partners.", player=lone, partner=seat_words(second))
    if second == you:
        return said("{player} plays alone; {partner} and you are partners.", player=lone, partner=seat_words(first))
    return said("{player} plays alone; {first} and {second} are partners.", player=lone, first=seat_words(first),
                second=seat_words(second))


def _game_over_line(game: Game, event: GameEnded, you: int) -> Words:
    if event.winner is None:
        return said("The game is over: a draw.")
    seats = game.seats_of(event.winner) if game.rules.has_partners else [event.winner]
    if you in seats:
        return said("The game is over: you win!") if len(seats) == 1 else said("The game is over: your side wins!")
    return said_count("The game is over: {winners} wins.", "The game is over: {winners} win.", len(seats),
                      winners=seats_words(seats))


RANK_ORDER = "AKQJT98765432"


def sort_for_show(cards: Sequence[str]) -> list[str]:
    """A shown hand as players spread it: aces down to twos, jokers last, equal ranks together."""
    return sorted(cards, key=lambda c: (len(RANK_ORDER) if c == JOKER else RANK_ORDER.index(c[0]), c))


def _meld_line(event: Melded, you: int) -> Words:
    params = {"rank": rank_words(event.rank), "cards": cards_words(event.cards)}
    if event.new and event.canasta:
        return _yours_or_theirs(event.seat, you, N_("You meld {rank}: {cards} (a canasta!)."),
                                N_("{player} melds {rank}: {cards} (a canasta!)."), **params)
    if event.new:
        return _yours_or_theirs(event.seat, you, N_("You meld {rank}: {cards}."), N_("{player} melds {rank}: {cards}."),
                                **params)
    if event.canasta:
        return _yours_or_theirs(event.seat, you, N_("You add {cards} to the {rank} (a canasta!)."),
                                N_("{player} adds {cards} to the {rank} (a canasta!)."), **params)
    return _yours_or_theirs(event.seat, you, N_("You add {cards} to the {rank}."),
                            N_("{player} adds {cards} to the {rank}."), **params)


# -- a move in words (the review names the moves, a refusal the move it quotes) --------------------------
def move_words(move: Move) -> str:
    """A move as the table says it: "take the pile with Q♥ Q♦", "discard 5♠", "draw from the stock"."""
    if isinstance(move, Draw):
        return tr("draw from the stock")
    if isinstance(move, Take):
        return tr("take the pile with {cards}", cards=_groups_words(move)) if move.groups else tr("take the pile")
    if isinstance(move, Meld):
        return tr("meld {cards}", cards=_groups_words(move))
    if isinstance(move, Discard):
        return tr("discard {card}", card=card_text(move.card))
    if isinstance(move, Ask):
        return tr("ask your partner whether you may go out")
    if isinstance(move, Answer):
        return tr("let your partner go out") if move.yes else tr("keep your partner from going out")
    if isinstance(move, Lay):
        return tr("lay out {card}", card=card_text(move.card))
    if isinstance(move, Special):
        return tr("show {hand}", hand=special_text(move.name))
    if isinstance(move, EndTurn):
        return tr("end the turn")
    return str(move)


def _groups_words(move: Take | Meld) -> str:
    """The groups of a take or a meld: "K♥ K♠ K♦ and Joker on the sevens"."""
    parts = []
    for group in move.groups:
        cards = cards_text(group.cards)
        if group.rank is not None and group.rank != WILD_MELD:  # wild cards alone, onto a meld of ours
            cards = tr("{cards} on the {ranks}", cards=cards, ranks=rank_name(group.rank))
        parts.append(cards)
    joined = parts[0] if parts else ""
    for part in parts[1:]:  # "A and B and C"
        joined = tr("{cards} and {more_cards}", cards=joined, more_cards=part)
    return joined


def quoted_move(notation: str) -> str:
    """A move a refusal quotes in notation, in the table's words; the notation itself should it not parse."""
    try:
        return move_words(parse_move(notation))
    except ValueError:
        return notation
