"""The position dict (DESIGN.md section 2): saves, tests and bug reports all use it.

``from_dict`` refuses a malformed position with a message that says what is wrong and where.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .cards import WILD_MELD, Card, cards_text, deck_counts, is_red_three, is_wild, parse_cards, rank_of
from .errors import NotationError
from .hand import Hand
from .melds import TableMeld, lay_problem
from .moves import parse_move
from .rules import FIVE_PLAYER_STRUCTURES, RuleSet

if TYPE_CHECKING:
    from .game import Game

FORMAT = 1
_PHASES = ("draw", "play", "answer", "round_over", "game_over")


def to_dict(game: Game) -> dict[str, Any]:
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


def from_dict(cls: type[Game], data: dict[str, Any]) -> Game:
    if not isinstance(data, dict):
        raise NotationError(f"a position must be an object, not {type(data).__name__}")
    if data.get("format", FORMAT) != FORMAT:
        raise NotationError(f"unknown position format {data.get('format')!r}; this engine reads format {FORMAT}")
    try:
        rules = RuleSet.from_dict(data.get("rules", "classic-4p"))
    except ValueError as e:
        raise NotationError(f"rules: {e}") from None
    game = cls(rules, data.get("seed", 0))
    n, s = rules.player_count, rules.side_count
    game.round = _int(data, "round", 1, low=1)
    game.dealer = _int(data, "dealer", 0, low=0, high=n - 1)
    game.to_act = _int(data, "to_act", 0, low=0, high=n - 1)
    phase = data.get("phase", "draw")
    if phase not in _PHASES:
        raise NotationError(f"unknown phase {phase!r}; phases: {', '.join(_PHASES)}")
    game.phase = phase
    game.scores = _int_list(data, "scores", s, [0] * s)
    game.hands = [Hand(parse_cards(h)) for h in _list(data, "hands", n, "one per seat")]
    game.red_threes = [parse_cards(x) for x in _list(data, "red_threes", s, "one per side", [""] * s)]
    game.partnership = _partnership(rules, data.get("partnership"))
    melds_in = _list(data, "melds", s, "one per side", [[] for _ in range(s)])
    joined = game.partnership[0] if game.partnership else None
    game.melds = [_parse_side_melds(rules, side, m, side == joined) for side, m in enumerate(melds_in)]
    game.pile = _cards(data, "pile")
    game.stock = list(reversed(_cards(data, "stock")))
    game.known = [parse_cards(k) for k in _list(data, "known", n, "one per seat", [""] * n)]
    game.stock_draws = _int_list(data, "stock_draws", n, [0] * n)
    game.seat_melded = [bool(x) for x in _list(data, "seat_melded", n, "one per seat", [False] * n)]
    game.asks = _int_list(data, "asks", n, [0] * n)
    if rules.side_structure in FIVE_PLAYER_STRUCTURES:
        game.order = _order(game, data.get("order"))
    if rules.bonus_cards is not None and rules.bonus_cards_source == "talons":
        game.talons = [parse_cards(t) for t in _list(data, "talons", 2, "two packets", ["", ""])]
    game.laid_whole = [_ranks(text, side) for side, text in enumerate(
        _list(data, "canastas_laid_whole", s, "one per side", [""] * s))]
    history = data.get("history", [])
    if not isinstance(history, list) or not all(isinstance(x, str) for x in history):
        raise NotationError("history must be a list of moves in notation")
    game.history = [parse_move(x) for x in history]
    _read_turn(game, data.get("turn", {}))
    if "round_scores" in data:
        game.round_scores = [dict(b) for b in data["round_scores"]]
        game.ended_by = data.get("ended_by")
        game.went_out = data.get("went_out")
        game.concealed = bool(data.get("concealed", False))
        special = data.get("special_hand")
        game.special = (int(special[0]), str(special[1])) if special else None
    game.winner = data.get("winner")
    _check_cards(game)
    return game


def _order(game: Game, value: Any) -> list[int]:
    """Five players: the four seats of this hand in the order of play (X1-8); by default the hand's own."""
    if value is None:
        return game.seat_order(game.round) or []
    if (not isinstance(value, list) or len(value) != 4 or len(set(value)) != 4
            or any(type(s) is not int or not 0 <= s < game.rules.player_count for s in value)):
        raise NotationError(f"order must list the four seats of this hand, not {value!r}")
    return list(value)


def _partnership(rules: RuleSet, value: Any) -> tuple[int, int] | None:
    """The two seats playing together against the lone player, once the pile was first taken (V3-TMP-3)."""
    if value is None:
        return None
    if rules.side_structure != "temporary_partnership":
        raise NotationError("partnership is only for side_structure temporary_partnership")
    if (not isinstance(value, list) or len(value) != 2 or any(type(s) is not int for s in value)
            or not all(0 <= s < rules.player_count for s in value) or value[0] >= value[1]):
        raise NotationError(f"partnership must be two different seats, lower first, not {value!r}")
    return (value[0], value[1])


def _ranks(text: Any, side: int) -> list[str]:
    """The ranks of a side's canastas laid whole in one action, e.g. "K 7" (NL-7)."""
    ranks = text.split() if isinstance(text, str) else None
    if ranks is None or any(len(r) != 1 or r not in "AKQJT98765432" + WILD_MELD for r in ranks):
        raise NotationError(f"canastas_laid_whole of side {side} must be meld ranks such as 'K 7', not {text!r}")
    return ranks


def _read_turn(game: Game, turn: dict[str, Any]) -> None:
    from .game import TurnState

    if not isinstance(turn, dict):
        raise NotationError("turn must be an object")
    known = set(TurnState.__dataclass_fields__)
    unknown = sorted(set(turn) - known)
    if unknown:
        raise NotationError(f"unknown turn field(s): {', '.join(unknown)}")
    if turn.get("asked") not in (None, "pending", "yes", "no"):
        raise NotationError(f"turn.asked must be null, pending, yes or no, not {turn.get('asked')!r}")
    asker = turn.get("asker")
    if asker is not None and (isinstance(asker, bool) or not isinstance(asker, int)
                              or not 0 <= asker < game.rules.player_count):
        raise NotationError(f"turn.asker must be null or a seat, not {asker!r}")
    game.turn = TurnState(**turn)
    game.turn.canastas_made = list(game.turn.canastas_made)
    game.turn.old_ranks = list(game.turn.old_ranks)
    if "side_was_open" not in turn and game.phase in ("draw", "play", "answer"):
        game.turn.side_was_open = game.has_melded(game.side_of(game.to_act))
        game.turn.old_ranks = list(game.melds[game.side_of(game.to_act)])
    if game.phase == "answer" and game.turn.asked != "pending":
        raise NotationError("phase answer needs turn.asked = pending")


def _parse_side_melds(rules: RuleSet, side: int, melds: Any, joined: bool = False) -> dict[str, list[Card]]:
    """A side's melds; ``joined``: the temporary partners' melds, which may hold too many wild cards
    after joining (V3-TMP-3)."""
    if not isinstance(melds, list):
        raise NotationError(f"melds of side {side} must be a list of meld texts")
    out: dict[str, list[Card]] = {}
    for text in melds:
        cards = parse_cards(text)
        ranks = {rank_of(c) for c in cards if not is_wild(c)}
        if not ranks and cards and rules.wild_card_melds:
            ranks = {WILD_MELD}
        if len(ranks) != 1:
            raise NotationError(f"meld {text!r} of side {side} must hold natural cards of exactly one rank")
        rank = ranks.pop()
        if any(is_red_three(c) for c in cards):
            raise NotationError(f"meld {text!r} of side {side}: red threes are never melded")
        wilds = sum(1 for c in cards if is_wild(c))
        problem = lay_problem(rules, rank, len(cards) - wilds, wilds, new=True)
        if problem and joined and "wild" in problem:
            problem = None
        if problem:
            raise NotationError(f"meld {text!r} of side {side} breaks the rules: {problem}")
        if rank in out:
            raise NotationError(f"side {side} has two melds of rank {rank}; a side owns one meld per rank")
        out[rank] = TableMeld(cards)
    return out


def _check_cards(game: Game) -> None:
    r = game.rules
    seen: Counter[Card] = Counter()
    for h in game.hands:
        seen.update(h)
    for side in game.melds:
        for m in side.values():
            seen.update(m)
    for x in game.red_threes:
        seen.update(x)
        bad = [c for c in x if c not in r.bonus_threes]
        if bad:
            allowed = " and ".join(sorted(r.bonus_threes))
            raise NotationError(f"red_threes may hold only {allowed}, not {' '.join(bad)}")
    seen.update(game.pile)
    seen.update(game.stock)
    for packet in game.talons:
        seen.update(packet)
    limit = deck_counts(r.deck_count, r.jokers_per_pack)
    for card, count in seen.items():
        if count > limit[card]:
            raise NotationError(f"{count} copies of {card}, but {r.deck_count} packs hold only {limit[card]}")
    if game.phase in ("draw", "play", "answer") and not r.threes_laid_by_hand:
        for seat, h in enumerate(game.hands):
            if any(c in r.bonus_threes for c in h):
                kind = "red three" if r.threes_as_bonus_cards == "red_only" else "three"
                raise NotationError(f"seat {seat} holds a {kind}; {kind}s are laid out at once ({' '.join(h)})")
    for seat, k in enumerate(game.known):
        missing = Counter(k) - Counter(game.hands[seat])
        if missing:
            raise NotationError(f"known cards of seat {seat} are not in its hand: {' '.join(missing.elements())}")


def _int(data: dict[str, Any], key: str, default: int, low: int, high: int | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        limit = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise NotationError(f"{key} must be a whole number {limit}, not {value!r}")
    return value


def _list(data: dict[str, Any], key: str, length: int, what: str, default: Any = None) -> list[Any]:
    value = data.get(key, default)
    if not isinstance(value, list) or len(value) != length:
        got = len(value) if isinstance(value, list) else type(value).__name__
        raise NotationError(f"{key} must be a list of {length} entries ({what}), got {got}")
    return value


def _int_list(data: dict[str, Any], key: str, length: int, default: list[int]) -> list[int]:
    value = _list(data, key, length, "whole numbers", default)
    if any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        raise NotationError(f"{key} must hold whole numbers, not {value!r}")
    return list(value)


def _cards(data: dict[str, Any], key: str) -> list[Card]:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise NotationError(f"{key} must be a text of cards")
    return parse_cards(value)
