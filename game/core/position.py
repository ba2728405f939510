"""The position dict (DESIGN.md section 2): saves, tests and bug reports all use it.

``from_dict`` refuses a malformed position with a message that says what is wrong and where.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .cards import WILD_MELD, Card, cards_text, deck_counts, is_red_three, is_wild, parse_cards, rank_of
from .errors import NotationError
from .hand import Hand
from .melds import TableMeld, lay_problem
from .moves import Move, parse_move
from .rules import FIVE_PLAYER_STRUCTURES, SPECIAL_HANDS, RuleSet
from .turn import PHASES, Phase, TurnState

if TYPE_CHECKING:  # for the annotations only: state.py reads positions with this module (GameState.from_dict)
    from .state import GameState

FORMAT = 1
_END_REASONS = ("went_out", "stock_exhausted", "last_red_three", "last_card_three", "special_hand")
_TURN_FLAGS = ("drew", "took_pile", "melded", "side_was_open", "seat_had_melded", "played_on_old", "no_discard")
_MELD_RANKS = "AKQJT98765432" + WILD_MELD


def to_dict(game: GameState, past_hands: bool = True) -> dict[str, Any]:
    """The position; ``past_hands``: with the moves of the earlier hands (a view leaves them out)."""
    d: dict[str, Any] = {
        "format": FORMAT,
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "round": game.round,
        "dealer": game.dealer,
        "to_act": game.to_act,
        "phase": game.phase,
        "scores": list(game.scores),
        "hands": [cards_text(h) for h in game.hands],
        "melds": [[cards_text(m) for m in side.values()] for side in game.melds],
        "red_threes": [cards_text(x) for x in game.red_threes],
        "pile": cards_text(game.pile),
        "stock": cards_text(reversed(game.stock)),
        "turn": game.turn.to_dict(),
        "history": [str(m) for m in game.history],
        "known": [cards_text(k) for k in game.known],
        "stock_draws": list(game.stock_draws),
        "seat_melded": list(game.seat_melded),
        "canastas_laid_whole": [" ".join(ranks) for ranks in game.laid_whole],
    }
    if past_hands and game.past_hands:
        d["past_hands"] = [[str(m) for m in moves] for moves in game.past_hands]
    if game.rules.ask_partner_limit_per_hand is not None:
        d["asks"] = list(game.asks)
    if game.rules.bonus_cards is not None and game.rules.bonus_cards_source == "talons":
        d["talons"] = [cards_text(t) for t in game.talons]
    if game.order is not None:
        d["order"] = list(game.order)
    if game.rules.side_structure == "temporary_partnership":
        d["partnership"] = list(game.partnership) if game.partnership else None
    if game.round_scores is not None:
        d["round_scores"] = [dict(b) for b in game.round_scores]
        d["ended_by"] = game.ended_by
        d["went_out"] = game.went_out
        d["concealed"] = game.concealed
        if game.special is not None:
            d["special_hand"] = list(game.special)
    if game.phase == "game_over":
        d["winner"] = game.winner
    return d


def read_position(data: Any) -> tuple[RuleSet, int | str, dict[str, Any]]:
    """The rules, the seed and the state's fields of a position (all but the turn, which ``read_turn``
    reads once they are in place); anything malformed raises ``NotationError`` (a ValueError) naming the
    field.  ``GameState.from_dict`` puts the fields in place."""
    if not isinstance(data, dict):
        raise NotationError(f"a position must be an object, not {type(data).__name__}")
    form = data.get("format", FORMAT)
    if isinstance(form, bool) or form != FORMAT:
        raise NotationError(f"unknown position format {_show(form)}; this engine reads format {FORMAT}")
    try:
        rules = RuleSet.from_dict(data.get("rules", "classic-4p"))
    except ValueError as e:
        raise NotationError(f"rules: {e}") from None
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise NotationError(f"seed must be a whole number or a text, not {_show(seed)}")
    n, s = rules.player_count, rules.side_count
    f: dict[str, Any] = {}
    f["round"] = _int(data, "round", 1, low=1)
    f["dealer"] = _int(data, "dealer", 0, low=0, high=n - 1)
    f["to_act"] = _int(data, "to_act", 0, low=0, high=n - 1)
    phase = data.get("phase", "draw")
    if not isinstance(phase, str) or phase not in PHASES:
        raise NotationError(f"unknown phase {_show(phase)}; phases: {', '.join(PHASES)}")
    f["phase"] = Phase(phase)
    f["scores"] = _int_list(data, "scores", s, [0] * s)
    f["hands"] = [Hand(_card_list(h, f"hands[{i}]")) for i, h in enumerate(_list(data, "hands", n, "one per seat"))]
    f["red_threes"] = [_card_list(x, f"red_threes[{i}]")
                       for i, x in enumerate(_list(data, "red_threes", s, "one per side", [""] * s))]
    f["partnership"] = partnership = _partnership(rules, data.get("partnership"))
    melds_in = _list(data, "melds", s, "one per side", [[] for _ in range(s)])
    joined = partnership[0] if partnership else None
    f["melds"] = [_parse_side_melds(rules, side, m, side == joined) for side, m in enumerate(melds_in)]
    f["pile"] = _cards(data, "pile")
    f["stock"] = list(reversed(_cards(data, "stock")))
    f["known"] = [_card_list(k, f"known[{i}]")
                  for i, k in enumerate(_list(data, "known", n, "one per seat", [""] * n))]
    f["stock_draws"] = _int_list(data, "stock_draws", n, [0] * n, low=0)
    f["seat_melded"] = _bool_list(data, "seat_melded", n)
    f["asks"] = _int_list(data, "asks", n, [0] * n, low=0)
    if rules.side_structure in FIVE_PLAYER_STRUCTURES:
        f["order"] = _order(rules, data.get("order"))  # None: the hand's own, which Game works out
    if rules.bonus_cards is not None and rules.bonus_cards_source == "talons":
        f["talons"] = [_card_list(t, f"talons[{i}]")
                       for i, t in enumerate(_list(data, "talons", 2, "two packets", ["", ""]))]
    f["laid_whole"] = [_ranks(text, f"canastas_laid_whole[{side}]") for side, text in enumerate(
        _list(data, "canastas_laid_whole", s, "one per side", [""] * s))]
    f["history"] = _history(data.get("history", []))
    if "past_hands" in data:
        f["past_hands"] = _past_hands(data["past_hands"], f["round"])
    if "round_scores" in data:
        f["round_scores"] = _round_scores(data["round_scores"], s)
        f["ended_by"] = ended_by = data.get("ended_by")
        if ended_by is not None and (not isinstance(ended_by, str) or ended_by not in _END_REASONS):
            raise NotationError(f"ended_by must be null or one of {', '.join(_END_REASONS)}, not {_show(ended_by)}")
        f["went_out"] = _optional_int(data, "went_out", n, "a seat")
        f["concealed"] = concealed = data.get("concealed", False)
        if not isinstance(concealed, bool):
            raise NotationError(f"concealed must be true or false, not {_show(concealed)}")
        f["special"] = _special(data.get("special_hand"), n)
    f["winner"] = _optional_int(data, "winner", s, "a side")
    return rules, seed, f


def _show(value: Any) -> str:
    """A value quoted in a message, cut short: a damaged position may hold anything."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _card_list(value: Any, field: str) -> list[Card]:
    """The cards of ``field``: a text such as "KH 7S JK" (or a list of card texts)."""
    if not isinstance(value, str) and not (isinstance(value, list | tuple) and all(isinstance(c, str) for c in value)):
        raise NotationError(f"{field} must be a text of cards such as 'KH 7S JK', not {_show(value)}")
    try:
        return parse_cards(value)
    except NotationError as e:
        raise NotationError(f"{field}: {e}") from None


def _history(value: Any, field: str = "history") -> list[Move]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise NotationError(f"{field} must be a list of moves in notation")
    moves = []
    for i, text in enumerate(value):
        try:
            moves.append(parse_move(text))
        except ValueError as e:
            raise NotationError(f"{field}[{i}]: {e}") from None
    return moves


def _past_hands(value: Any, round_number: int) -> list[tuple[Move, ...]]:
    """The moves of each earlier hand (the game record's): one list per hand before this one."""
    if not isinstance(value, list) or len(value) != round_number - 1:
        raise NotationError(f"past_hands must hold the moves of the {round_number - 1} earlier hand(s), one list "
                            "each")
    return [tuple(_history(moves, f"past_hands[{i}]")) for i, moves in enumerate(value)]


def _round_scores(value: Any, sides: int) -> list[dict[str, int]]:
    """The last hand's score breakdowns, one per side: points by name, with a total."""
    if not isinstance(value, list) or len(value) != sides:
        got = len(value) if isinstance(value, list) else type(value).__name__
        raise NotationError(f"round_scores must be a list of {sides} entries (one per side), got {got}")
    for i, parts in enumerate(value):
        if (not isinstance(parts, dict) or "total" not in parts
                or any(isinstance(v, bool) or not isinstance(v, int) for v in parts.values())):
            raise NotationError(f"round_scores[{i}] must map names to whole-number points, with a total, "
                                f"not {_show(parts)}")
    return [dict(parts) for parts in value]


def _special(value: Any, seats: int) -> tuple[int, str] | None:
    """The seat that showed a special hand, and which (MAC-33)."""
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != 2 or type(value[0]) is not int or not 0 <= value[0] < seats
            or value[1] not in SPECIAL_HANDS):
        raise NotationError(f"special_hand must be null or [seat, one of {', '.join(SPECIAL_HANDS)}], "
                            f"not {_show(value)}")
    return (value[0], value[1])


def _optional_int(data: dict[str, Any], key: str, count: int, what: str) -> int | None:
    value = data.get(key)
    if value is not None and (type(value) is not int or not 0 <= value < count):
        raise NotationError(f"{key} must be null or {what} from 0 to {count - 1}, not {_show(value)}")
    return value


def _order(rules: RuleSet, value: Any) -> list[int] | None:
    """Five players: the four seats of this hand in the order of play (X1-8); None for the hand's own."""
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != 4
            or any(type(s) is not int or not 0 <= s < rules.player_count for s in value)
            or len(set(value)) != 4):
        raise NotationError(f"order must list the four seats of this hand, not {_show(value)}")
    return list(value)


def _partnership(rules: RuleSet, value: Any) -> tuple[int, int] | None:
    """The two seats playing together against the lone player, once the pile was first taken (V3-TMP-3)."""
    if value is None:
        return None
    if rules.side_structure != "temporary_partnership":
        raise NotationError("partnership is only for side_structure temporary_partnership")
    if (not isinstance(value, list) or len(value) != 2 or any(type(s) is not int for s in value)
            or not all(0 <= s < rules.player_count for s in value) or value[0] >= value[1]):
        raise NotationError(f"partnership must be two different seats, lower first, not {_show(value)}")
    return (value[0], value[1])


def _ranks(text: Any, field: str) -> list[str]:
    """The ranks of a side's canastas laid whole in one action, e.g. "K 7" (NL-7)."""
    ranks = text.split() if isinstance(text, str) else None
    if ranks is None or any(len(r) != 1 or r not in _MELD_RANKS for r in ranks):
        raise NotationError(f"{field} must be meld ranks such as 'K 7', not {_show(text)}")
    return ranks


def read_turn(game: GameState, turn: Any) -> TurnState:
    """The turn of a position whose other fields are in place: by default, a turn just begun."""
    if not isinstance(turn, dict):
        raise NotationError("turn must be an object")
    known = set(TurnState.__dataclass_fields__)
    unknown = sorted(set(turn) - known)
    if unknown:
        raise NotationError(f"unknown turn field(s): {', '.join(unknown)}")
    for name in _TURN_FLAGS:
        if not isinstance(turn.get(name, False), bool):
            raise NotationError(f"turn.{name} must be true or false, not {_show(turn[name])}")
    if turn.get("asked") not in (None, "pending", "yes", "no"):
        raise NotationError(f"turn.asked must be null, pending, yes or no, not {_show(turn.get('asked'))}")
    asker = turn.get("asker")
    if asker is not None and (isinstance(asker, bool) or not isinstance(asker, int)
                              or not 0 <= asker < game.rules.player_count):
        raise NotationError(f"turn.asker must be null or a seat, not {_show(asker)}")
    bonus_due = turn.get("bonus_due")
    if bonus_due is not None and (type(bonus_due) is not int or bonus_due not in (0, 1)):
        raise NotationError(f"turn.bonus_due must be null, 0 or 1, not {_show(bonus_due)}")
    for name in ("canastas_made", "old_ranks"):
        ranks = turn.get(name, [])
        if not isinstance(ranks, list) or any(not isinstance(r, str) or len(r) != 1 or r not in _MELD_RANKS
                                              for r in ranks):
            raise NotationError(f"turn.{name} must be a list of meld ranks such as ['K', '7'], not {_show(ranks)}")
    state = TurnState(**turn)
    state.canastas_made = list(state.canastas_made)
    state.old_ranks = list(state.old_ranks)
    if "side_was_open" not in turn and game.phase in ("draw", "play", "answer"):
        state.side_was_open = game.has_melded(game.side_of(game.to_act))
        state.old_ranks = list(game.melds[game.side_of(game.to_act)])
    if game.phase == "answer" and state.asked != "pending":
        raise NotationError("phase answer needs turn.asked = pending")
    return state


def _parse_side_melds(rules: RuleSet, side: int, melds: Any, joined: bool = False) -> dict[str, TableMeld]:
    """A side's melds; ``joined``: the temporary partners' melds, which may hold too many wild cards
    after joining (V3-TMP-3)."""
    if not isinstance(melds, list):
        raise NotationError(f"melds[{side}]: melds of side {side} must be a list of meld texts, not {_show(melds)}")
    out: dict[str, TableMeld] = {}
    for i, text in enumerate(melds):
        field = f"melds[{side}][{i}]"
        cards = _card_list(text, field)
        ranks = {rank_of(c) for c in cards if not is_wild(c)}
        if not ranks and cards and rules.wild_card_melds:
            ranks = {WILD_MELD}
        if len(ranks) != 1:
            raise NotationError(f"{field}: meld {text!r} of side {side} must hold natural cards of exactly one rank")
        rank = ranks.pop()
        if any(is_red_three(c) for c in cards):
            raise NotationError(f"{field}: meld {text!r} of side {side}: red threes are never melded")
        wilds = sum(1 for c in cards if is_wild(c))
        problem = lay_problem(rules, rank, len(cards) - wilds, wilds, new=True)
        if problem and joined and "wild" in problem:
            problem = None
        if problem:
            raise NotationError(f"{field}: meld {text!r} of side {side} breaks the rules: {problem}")
        if rank in out:
            raise NotationError(f"{field}: side {side} has two melds of rank {rank}; a side owns one meld per rank")
        out[rank] = TableMeld(cards)
    return out


def check_cards(game: GameState) -> None:
    """Refuse a position whose cards could not have come from these packs, or lie where they cannot."""
    r = game.rules
    places: list[tuple[str, Sequence[Card]]] = [(f"hands[{seat}]", h) for seat, h in enumerate(game.hands)]
    places += [(f"melds[{side}]", [c for m in melds.values() for c in m]) for side, melds in enumerate(game.melds)]
    for side, x in enumerate(game.red_threes):
        bad = [c for c in x if c not in r.bonus_threes]
        if bad:
            allowed = " and ".join(sorted(r.bonus_threes))
            raise NotationError(f"red_threes[{side}]: red_threes may hold only {allowed}, not {' '.join(bad)}")
        places.append((f"red_threes[{side}]", x))
    places += [("pile", game.pile), ("stock", game.stock)]
    places += [(f"talons[{i}]", packet) for i, packet in enumerate(game.talons)]
    seen: Counter[Card] = Counter()
    for _, cards in places:
        seen.update(cards)
    limit = deck_counts(r.deck_count, r.jokers_per_pack)
    for card, count in seen.items():
        if count > limit[card]:
            where = ", ".join(name for name, cards in places if card in cards)
            raise NotationError(f"{count} copies of {card} ({where}), but {r.deck_count} packs hold only {limit[card]}")
    if game.phase in ("draw", "play", "answer") and not r.threes_laid_by_hand:
        for seat, h in enumerate(game.hands):
            if any(c in r.bonus_threes for c in h):
                kind = "red three" if r.threes_as_bonus_cards == "red_only" else "three"
                raise NotationError(f"hands[{seat}]: seat {seat} holds a {kind}; {kind}s are laid out at once "
                                    f"({' '.join(h)})")
    for seat, k in enumerate(game.known):
        missing = Counter(k) - Counter(game.hands[seat])
        if missing:
            raise NotationError(f"known[{seat}]: known cards of seat {seat} are not in its hand: "
                                f"{' '.join(missing.elements())}")


def _int(data: dict[str, Any], key: str, default: int, low: int, high: int | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        limit = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise NotationError(f"{key} must be a whole number {limit}, not {_show(value)}")
    return value


def _list(data: dict[str, Any], key: str, length: int, what: str, default: Any = None) -> list[Any]:
    value = data.get(key, default)
    if not isinstance(value, list) or len(value) != length:
        got = len(value) if isinstance(value, list) else type(value).__name__
        raise NotationError(f"{key} must be a list of {length} entries ({what}), got {got}")
    return value


def _int_list(data: dict[str, Any], key: str, length: int, default: list[int], low: int | None = None) -> list[int]:
    value = _list(data, key, length, "whole numbers", default)
    if any(isinstance(v, bool) or not isinstance(v, int) or low is not None and v < low for v in value):
        at_least = f" of at least {low}" if low is not None else ""
        raise NotationError(f"{key} must hold whole numbers{at_least}, not {_show(value)}")
    return list(value)


def _bool_list(data: dict[str, Any], key: str, length: int) -> list[bool]:
    value = _list(data, key, length, "one per seat", [False] * length)
    if any(not isinstance(v, bool) for v in value):
        raise NotationError(f"{key} must hold true or false, not {_show(value)}")
    return list(value)


def _cards(data: dict[str, Any], key: str) -> list[Card]:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise NotationError(f"{key} must be a text of cards, not {_show(value)}")
    return _card_list(value, key)
