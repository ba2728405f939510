"""The two ways a request to the engine can be wrong, and the catalogue of refusals.

An ``IllegalMove`` carries a stable ``key`` and JSON-safe ``params`` beside its English sentence, so that a
front end can show the refusal in another language: ``REFUSALS`` maps every key to the pattern its sentence
is made from (docs/refusals.md lists them for translators).  ``str(e)`` is the English sentence.

The rule helpers (melds.py, restrictions.py, pile.py, discarding.py, legal.py, checks.py) answer with a
``Refusal``: a key and its params, whose ``sentence`` is the English text.  Some of their reasons are
refusals on their own; others (``PARTS``) are the first half of one, which the check completes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from string import Formatter
from typing import Any

Param = str | int | list[str] | list[int]  # a card "KH", a rank "K", a number or seat; lists of cards or seats

RANK_NAMES = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens", "9": "nines", "8": "eights",
              "7": "sevens", "6": "sixes", "5": "fives", "4": "fours"}

FALLBACK_KEY = "rule"  # the key of an IllegalMove made from a sentence alone, IllegalMove("...")


class NotationError(ValueError):
    """Text that does not parse as a card, a move or a position; the message quotes the input."""


# Reasons the rule helpers give that are only the first half of a refusal; the check adds the rest (the
# cards of the meld, what the player must keep, how the pile may still be taken).  Shown alone only where
# no translation is needed (the errors of a position file, ``Game.pile_freeze_reason``).
_MELD_SHAPES = {
    "meld.too_small": "A new meld needs at least {needed} cards",
    "meld.too_few_naturals": "A meld needs at least {needed} natural cards",
    "meld.too_many_wilds": "A meld may hold at most {most} wild cards",
    "meld.more_wilds_than_naturals": "A meld may not hold more wild cards than natural cards",
    "meld.naturals_must_outnumber": "A meld must hold more natural cards than wild cards",
    "meld.too_large": "A meld may hold at most {most} cards",
    "meld.dead_rank": "The {rank:plural} are dead: a canasta of them is complete, so no meld of them may be begun "
                      "or added to",
    "wild_meld.not_allowed": "Wild cards cannot make a meld of their own: say which meld they go to, e.g. "
                             "'K: JK 2C'",
    "wild_meld.too_small": "A meld of wild cards needs at least {needed} cards",
    "wild_meld.too_large": "A meld of wild cards holds at most {most} cards",
    "black_threes.never": "Black threes can never be melded",
    "black_threes.no_wilds": "A meld of black threes may not contain wild cards",
    "black_threes.too_many_wilds": "A meld of black threes needs more threes than wild cards",
    "black_threes.too_small": "A meld of black threes needs at least {needed} cards",
    "black_threes.too_large": "A meld of black threes holds {low} or {high} cards",
    "wilds.wild_meld_first": "Your side's meld of wild cards is unfinished: wild cards go there and nowhere else",
    "wilds.sevens_clean": "Sevens never take wild cards",
    "wilds.aces_only_in_first_meld": "Aces take wild cards only when laid with them in your side's first meld",
    "wilds.rule_of_five": "After your side's first meld, wild cards join only a meld of five natural cards or more",
}
_GOING_OUT = {  # why the side may not go out now (checks.going_out_refusal)
    "partner_said_no": "Your partner said no, so you may not go out this turn",
    "needs_canasta": "To go out your side needs {needed} canasta",
    "needs_canastas": "To go out your side needs {needed} canastas",
    "unfinished_wild_meld": "Your side's meld of wild cards is unfinished: complete it before going out",
    "unfinished_sevens": "Your side's meld of sevens is unfinished: complete it before going out",
    "unfinished_clean_aces": "Your side's clean meld of aces is unfinished: complete it before going out",
}
_FROZEN = {  # why the pile is frozen for the side (pile.freeze_refusal)
    "frozen": "the pile is frozen",
    "frozen_until_melded": "the pile is frozen for your side until it has melded",
}
PARTS: dict[str, str] = {**_MELD_SHAPES, **{f"go_out.{k}": v for k, v in _GOING_OUT.items()},
                         **{f"pile.{k}": v for k, v in _FROZEN.items()}}

_KEEP_TWO = ": keep at least two cards after melding, so that one is left after your discard"
_KEEP_LAST = ": keep your last card"
_TAKE_FROZEN = ": take it only with two natural cards from your hand matching the top card {top}"
_TAKE_WITH = "To take the pile, lay {top} with two natural {rank}s from your hand"
_OR_WILD, _OR_LAYOFF = ", or one and a wild card", ", or on your side's {rank} meld"

# Every key an IllegalMove may carry, with the pattern of its English sentence: ``{name}`` is the parameter
# ``name``; lists are written with a space between items, or " or " with ``{name:or}``; ``{rank:plural}`` is
# the rank's name in the plural ("kings"); ``{hand:words}`` is a special hand's name with spaces for "_".
REFUSALS: dict[str, str] = {
    # the cards of a meld, a lay-off or a take (checks.check_laying)
    "meld.wilds_need_target": "Say which meld the wild cards {group} go to, e.g. 'K: {group}'",
    "meld.red_three": "Red threes are never melded",
    "meld.mixed_ranks": "A meld holds cards of one rank: {group} mixes {rank} and {other}",
    "meld.not_held": "You do not hold {card}: you hold none",
    "meld.too_few_held": "You do not hold that many {card}: you hold only {held}",
    **{key: part + ": {cards}" for key, part in _MELD_SHAPES.items()},
    "black_threes.only_going_out": "Black threes may be melded only in the turn you go out, as your last cards",
    # the side's first meld (checks.check_minimum)
    "first_meld.needs_clean_meld": "Your side's first meld must hold a clean meld of three natural cards or more",
    "first_meld.needs_clean_or_wild_meld": "Your side's first meld must hold a clean meld of three natural cards "
                                           "or more, or a meld of wild cards",
    "first_meld.needs_three_naturals": "Your side's first meld must hold a meld of three natural cards or more",
    "first_meld.too_few_points": "Your first meld needs {needed} points; these cards make {made}",
    "first_meld.too_few_points_in_one_meld": "Your first meld needs {needed} points in one meld; your largest "
                                             "makes {made}",
    # going out (checks.check_cards_left, check_discard)
    "go_out.partner_said_yes": "Your partner said yes, so you must go out this turn, and after this you could not",
    "go_out.keep_card_to_discard": "You must keep a card for the last discard when you go out",
    **{f"meld.keep_two.{k}": v + _KEEP_TWO for k, v in _GOING_OUT.items()},
    # taking the pile (checks.check_take; pile.blocked_reason)
    "take.pile_empty": "The discard pile is empty",
    "take.black_three_on_top": "A black three on top blocks the pile: draw from the stock",
    "take.wild_card_on_top": "A wild card on top of the pile cannot be taken until it is covered",
    "take.red_three_on_top": "A red three on top of the pile cannot be taken until it is covered",
    "take.side_not_melded": "Your side must make its first meld before it may take the pile",
    "take.one_card_pile": "With one card in hand you may not take a pile of one card",
    "take.mixed_aces": "Your side's mixed aces cannot take a pile topped by an ace",
    "take.wrong_rank": "The cards laid with the top card must be of its rank ({rank})",
    "take.frozen_needs_naturals": "The pile is frozen" + _TAKE_FROZEN,
    "take.frozen_until_melded_needs_naturals": "The pile is frozen for your side until it has melded" + _TAKE_FROZEN,
    "take.needs_two_naturals": _TAKE_WITH,
    "take.needs_two_naturals_or_wild": _TAKE_WITH + _OR_WILD,
    "take.needs_two_naturals_or_layoff": _TAKE_WITH + _OR_LAYOFF,
    "take.needs_two_naturals_or_wild_or_layoff": _TAKE_WITH + _OR_WILD + _OR_LAYOFF,
    # discarding (checks.check_discard; discarding.discard_refusals)
    "discard.not_held": "You do not hold {card}",
    "discard.after_last_red_three": "The last stock card was a red three: meld if you like, then end without a "
                                    "discard",
    "discard.three": "Threes are never discarded",
    "discard.wild_only_last": "A wild card may be discarded only as your last card, going out",
    "discard.ace_or_seven_on_empty_pile": "On an empty pile you may not discard an ace or a seven while you hold "
                                          "another card you may discard",
    "discard.safe_card_after_take": "After taking the pile you may not discard a safe card while you hold another "
                                    "card you may discard",
    "discard.partner_said_yes": "Your partner said yes, so you must go out this turn: meld before your last "
                                "discard",
    **{f"discard.keep_last.{k}": v + _KEEP_LAST for k, v in _GOING_OUT.items()},
    # laying out a three by hand (checks.check_lay)
    "lay.threes_laid_at_once": "Threes are laid out at once in this game: there is nothing to lay",
    "lay.not_a_three": "Only threes are laid out this way, not {card}",
    "lay.not_held": "You do not hold {card}",
    "lay.stock_empty": "The stock is used up: no card could replace the three, so it stays in your hand",
    # special hands (checks.check_special)
    "special.none_in_game": "There are no special hands in this game",
    "special.after_stock_draw": "A special hand is shown right after drawing from the stock, never with pile cards",
    "special.side_has_melded": "A special hand is only for a side that has not melded",
    "special.not_that_hand": "These {count} cards are no {hand:words}",
    # asking the partner (checks.check_ask; legal.ask_refusal)
    "ask.not_now": "You may ask only during your turn, after drawing",
    "ask.no_partner": "There is no partner to ask",
    "ask.once_per_turn": "You may ask only once per turn",
    "ask.once_per_hand": "You may ask only once per hand",
    "ask.limit_per_hand": "You may ask only {limit} times per hand",
    "ask.after_melding": "Ask right after drawing, before you meld or lay off anything else",
    "ask.cannot_go_out": "You cannot go out this turn",
    "ask.too_few_cards": "You must hold at least two cards to ask",
    "ask.nothing_to_ask": "You cannot go out this turn, so there is nothing to ask",
    "ask.not_partner": "Seat {seat} is not your partner; ask seat {partners:or}",
    # the phase of the game and of the turn (game.py: Game.apply and Game.next_round)
    "turn.hand_over": "The hand is over: start the next hand",
    "turn.game_over": "The game is over",
    "turn.draw_first": "First draw from the stock or take the pile; '{move}' comes later",
    "turn.already_drawn": "You have already drawn this turn",
    "turn.already_answered": "Your partner has already answered",
    "turn.not_now": "'{move}' is not possible now",
    "turn.answer_partner": "Your partner asked whether he may go out: answer yes or no",
    "turn.lay_threes_first": "Lay out your threes first ('lay 3H')",
    "turn.lay_threes_first_keep_one": "Lay out your threes first ('lay 3H'): you may keep one only until your "
                                      "side has melded",
    "turn.end_needs_discard": "End your turn with a discard",
    "draw.must_take_pile": "The stock is empty and the top card fits your side's meld: you must take the pile",
    "round.still_playing": "The hand is still being played",
}


@cache
def _pieces(pattern: str) -> tuple[tuple[str, str | None, str], ...]:
    return tuple((literal, name, spec or "") for literal, name, spec, _ in Formatter().parse(pattern))


def placeholders(pattern: str) -> list[str]:
    """The parameter names a pattern uses, in order."""
    return [name for _, name, _ in _pieces(pattern) if name is not None]


_CARD_TEXT = re.compile(r"(JK|[AKQJT98765432][SHDC])$")


# Another language's words for what a pattern's specs name, asked by key with the English as the fallback:
# "rank.K" for ``{rank:plural}``, "hand.straight" for ``{hand:words}``, "join.or" between the items of
# ``{x:or}``.  game/i18n answers them from its catalogs; English needs none.
Say = Callable[[str, str], str]


def _in_english(key: str, english: str) -> str:
    return english


def _as_written(value: Any, card: Callable[[str], str], number: Callable[[int], str]) -> str:
    """A parameter's value as text: a number through ``number``, a card through ``card`` (the table writes
    5♠, the notation 5S), and so each card of a move ("meld K♥ K♠ K♦")."""
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)
    if not isinstance(value, str):
        return str(value)
    if " " in value:
        return " ".join(_as_written(word, card, number) for word in value.split(" "))
    return card(value) if _CARD_TEXT.match(value) else value


def _shown(value: Any, spec: str, card: Callable[[str], str], say: Say, number: Callable[[int], str]) -> str:
    if spec == "plural":
        return say(f"rank.{value}", RANK_NAMES.get(str(value), str(value)))
    if spec == "words":
        return say(f"hand.{value}", str(value).replace("_", " "))
    if isinstance(value, list):
        return (say("join.or", " or ") if spec == "or" else " ").join(_as_written(v, card, number) for v in value)
    return _as_written(value, card, number)


def render_message(pattern: str, params: dict[str, Any], card: Callable[[str], str] = str, say: Say = _in_english,
                   number: Callable[[int], str] = str) -> str:
    """The sentence of a pattern with these parameters (see REFUSALS for the notation): English by default;
    ``card`` writes each card (by default in notation, "5S"), ``say`` and ``number`` give another language's
    words and numbers (game/i18n)."""
    return "".join(literal + ("" if name is None else _shown(params[name], spec, card, say, number))
                   for literal, name, spec in _pieces(pattern))


@dataclass(slots=True)
class Refusal:
    """What a rule helper finds wrong: a key of ``REFUSALS`` or ``PARTS`` and its parameters.  Read-only by
    use, not frozen: the move list makes one for most candidates it turns down, and a frozen dataclass
    costs twice as much to make."""

    key: str
    params: dict[str, Param] = field(default_factory=dict)

    @property
    def sentence(self) -> str:
        """The English text (of the part, for a key of ``PARTS``)."""
        return render_message(PARTS.get(self.key) or REFUSALS[self.key], self.params)

    def __str__(self) -> str:
        return self.sentence


class IllegalMove(ValueError):
    """A well-formed move that the rules forbid now; the message names the rule in plain words.

    ``key`` (a key of ``REFUSALS``) and ``params`` (JSON-safe values) say the same for translation;
    ``IllegalMove.of(key, **params)`` makes one with its English sentence.  ``IllegalMove("sentence")``
    alone carries the key ``FALLBACK_KEY``."""

    def __init__(self, message: str, key: str = FALLBACK_KEY, params: dict[str, Param] | None = None) -> None:
        if key != FALLBACK_KEY and key not in REFUSALS:
            raise KeyError(f"no refusal has the key {key!r}")
        super().__init__(message)
        self.key = key
        self.params: dict[str, Param] = dict(params or {})

    @classmethod
    def of(cls, key: str, /, **params: Param) -> IllegalMove:
        """The refusal ``key`` with these parameters, its message made from the key's pattern."""
        return cls(render_message(REFUSALS[key], params), key, params)

    @classmethod
    def because(cls, refusal: Refusal) -> IllegalMove:
        """A helper's reason that is a whole refusal."""
        return cls.of(refusal.key, **refusal.params)

    def words(self, card: Callable[[str], str] = str) -> str:
        """The sentence with each card written by ``card`` (the table passes its "5♠" writer); a refusal
        without a key has only its message."""
        return str(self) if self.key == FALLBACK_KEY else render_message(REFUSALS[self.key], self.params, card)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), self.key, self.params))
