"""Why a move is good, in words: the catalogue of reasons a hint or a review gives.

A ``Reason`` is a key of ``MOVES`` (what to do) with its parameters, and the reasons that decided it, each
a key of ``BECAUSE`` with its own: "Take the pile: it holds 9 cards, 2 of them wild, and it closes a natural
canasta of kings".  Keys and parameters stay stable, so the words can be translated; ``sentence`` is the
English.  Patterns are written as the engine's refusals are (``{rank:plural}`` names a rank's cards, a list
of cards is written card by card); ``{seat}`` names a player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import render_message

MOVES: dict[str, str] = {
    "draw": "Draw from the stock",
    "take_pile": "Take the pile",
    "take_pile_with": "Take the pile with {cards}",
    "lay_three": "Lay out your three {card}",  # red, or black where they are bonus cards (MAC-6)
    "meld": "Meld {cards}",
    "discard": "Throw {card}",
    "go_out": "Go out",
    "go_out_with": "Go out by melding {cards}",
    "go_out_throwing": "Go out by throwing {card}",
    "ask_partner": "Ask {seat} whether you may go out",
    "answer_yes": "Say yes",
    "answer_no": "Say no",
    "end_turn": "End your turn",
    "special_hand": "Show your special hand ({name:words})",
}

BECAUSE: dict[str, str] = {
    # the pile, when drawing instead
    "pile_worth_less": "the pile is worth less to you than a fresh card",
    "pile_empty": "the pile is empty",
    "pile_blocked": "a black three blocks the pile",
    "pile_top_wild": "a wild card on top cannot be taken",
    "pile_frozen_no_pair": "the pile is frozen and you hold no pair of {rank:plural}",
    "pile_no_match": "you hold nothing to take the {rank:plural} with",
    "pile_not_now": "your cards cannot take the pile now",
    "makes_lone": "taking it first would leave you alone against the other two",
    "special_hand_given_up": "it would give up the special hand you are collecting",
    # taking the pile and melding
    "pile_cards": "it holds {count} cards",
    "pile_one_card": "it holds one more card",
    "pile_cards_wild": "it holds {count} cards, {wilds} of them wild",
    "closes_natural": "it closes a natural canasta of {rank:plural}",
    "closes_mixed": "it closes a mixed canasta of {rank:plural}",
    "closes_wild": "it closes a canasta of wild cards",
    "starts_meld": "it starts a meld of {rank:plural}",
    "adds_to_meld": "it brings your {rank:plural} to {after} of {canasta}",
    "adds_to_canasta": "it adds to your canasta of {rank:plural}",
    "wild_meld_grows": "it brings your wild cards to {after} of {canasta}",
    "opening": "it opens your side's melds",
    "opening_alone": "it makes your first meld",
    "bonus_cards": "it earns {count} bonus cards",
    "most_cards": "it lays down the most cards",
    "three_scores": "it scores at once and a card from the stock replaces it",
    "special_hand_ends": "it ends the hand with the special hand's points",
    # throwing
    "keep_black_three": "a black three blocks the pile for the next player",
    "keep_dead": "nobody may meld {rank:plural} any more",
    "keep_hoard": "{held} {rank:plural} in hand would cost you dearly at the end",
    "keep_laid": "it adds little to your side's {rank:plural}",
    "keep_laid_alone": "it adds little to your meld of {rank:plural}",
    "keep_single": "it is a single card",
    "keep_wild": "a wild card thrown freezes the pile",
    "next_cannot_take": "{seat} can hardly take the pile with it",
    "others_worth_more": "any other card would cost you more",
    "instead_feeds": "{card} might let {seat} take the pile",
    "instead_breaks_pair": "{card} would break up your pair of {rank:plural}",
    "instead_breaks_triple": "{card} would break up your {held} {rank:plural}",
    "instead_adds_to_meld": "{card} can still go onto your {rank:plural} on the table",
    "instead_wild": "{card} is a wild card, worth more in a meld",
    "instead_more_points": "{card} counts more points in a meld",
    "instead_may_pair": "{card} may still find a match: not all {rank:plural} have been seen",
    "instead_spoils_special": "{card} is needed for your special hand",
    # going out, and the partner's answer
    "as_soon_as_possible": "the hand ends before the others score more",
    "wins_the_game": "it wins the game",
    "their_penalties": "their unfinished melds cost them more than yours cost you",
    "no_lead_to_keep": "you are not far enough ahead to wait",
    "stock_running_out": "the stock is running out",
    "pile_for_them": "the pile is big enough to turn your lead around",
    "opponents_close": "an opponent is close to going out",
    "partner_light": "your partner holds few cards",
    "partner_said_yes": "your partner said yes",
    "partner_heavy": "your partner holds {count} cards and may rather meld them",
    "hoard_in_hand": "you hold three cards of a kind that cost dearly at the end",
    "light_hand": "your hand holds few points",
    "behind_and_little_to_meld": "your side is behind and you have little to meld",
    "points_to_meld": "you hold points you can still meld",
    "game_lost_if_out": "going out now would end the game with your side behind",
}

# A player without a partner has no side: these reasons have words of their own for him (``alone``).
ALONE: dict[str, str] = {"opening": "opening_alone", "keep_laid": "keep_laid_alone"}

# How the parts make one sentence: what to do, then why, the reasons joined.
JOINS: dict[str, str] = {
    "reason.plain": "{what}.",
    "reason.because": "{what}: {why}.",
    "reason.and": "{first} and {last}",
}

SEAT_PARAMS = ("seat",)  # parameters that hold a seat, written as the player's name
Say = Callable[[str, dict[str, Any]], str]  # a keyed message's pattern filled in: (key, params) -> text


@dataclass(frozen=True)
class Reason:
    """A reason key of ``MOVES`` or ``BECAUSE``, its parameters, and the reasons that decided it."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    because: tuple[Reason, ...] = ()

    def __post_init__(self) -> None:
        if self.key not in MOVES and self.key not in BECAUSE:  # the two share no key (tests/ai/test_hints.py)
            raise KeyError(f"no reason has the key {self.key!r}")

    @property
    def sentence(self) -> str:
        """The English sentence, cards in notation and seats by number."""
        return self.words()

    def words(self, card: Callable[[str], str] = str, names: Sequence[str] | None = None,
              say: Say | None = None) -> str:
        """The sentence with each card written by ``card`` (the table's "5♠"), each seat by ``names``, and
        each part by ``say`` (the table's language; English by default)."""
        say = say or _english(card)
        head = self._part(say, names)
        parts = [reason._part(say, names) for reason in self.because]
        if not parts:
            return say("reason.plain", {"what": head})
        why = parts[0] if len(parts) == 1 else say("reason.and", {"first": ", ".join(parts[:-1]), "last": parts[-1]})
        return say("reason.because", {"what": head, "why": why})

    def _part(self, say: Say, names: Sequence[str] | None) -> str:
        params = dict(self.params)
        for name in SEAT_PARAMS:
            if name in params:
                seat = params[name]
                params[name] = names[seat] if names is not None else f"seat {seat}"
        return say(self.key, params)

    def __str__(self) -> str:
        return self.sentence

    def alone(self) -> Reason:
        """The reason as told to a player without a partner (three players, two): no "your side's"."""
        return Reason(ALONE.get(self.key, self.key), self.params, tuple(r.alone() for r in self.because))


def _english(card: Callable[[str], str]) -> Say:
    def say(key: str, params: dict[str, Any]) -> str:
        return render_message(MOVES.get(key) or BECAUSE.get(key) or JOINS[key], params, card)
    return say
