"""Issue 18: ``Game.from_dict`` refuses any malformed position with a ValueError that names the field.

Real positions (random legal play in the presets, then ``to_dict``) are damaged at random: a key deleted,
a value anywhere replaced by one of another JSON type, a list cut short, a card text garbled, an optional
key added with a stray value.  Loading must then give a Game or a ValueError (``NotationError`` is one)
whose message names a field of the position; any other exception is a bug.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import random
import re
from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from game.core import PRESETS, Game, RuleSet, preset
from game.core.turn import TurnState

SEEDS = (1, 2)
OPTIONAL_KEYS = ("asks", "talons", "order", "partnership", "round_scores", "ended_by", "went_out", "concealed",
                 "special_hand", "winner", "past_hands")
FIELD_NAMES = frozenset(
    {"format", "position", "rules", "seed", "round", "dealer", "to_act", "phase", "scores", "hands", "melds",
     "red_threes", "pile", "stock", "turn", "history", "known", "stock_draws", "seat_melded",
     "canastas_laid_whole", *OPTIONAL_KEYS}
    | {f.name for f in dataclasses.fields(RuleSet)} | {f"turn.{name}" for name in TurnState.__dataclass_fields__})
_NAMES = re.compile(r"\b(" + "|".join(sorted(map(re.escape, FIELD_NAMES), key=len, reverse=True)) + r")\b")


def _play(game: Game, rng: random.Random, moves: int | None) -> None:
    """``moves`` random legal moves, or (None) to the end of the hand."""
    count = 0
    while game.phase not in ("round_over", "game_over") and (moves is None or count < moves):
        game.apply(rng.choice(game.legal_moves()))
        count += 1


@functools.cache
def real_positions() -> tuple[str, ...]:
    """Positions of every preset: at the deal, a few moves in, deep in a hand, at its end, at the game's
    end, and in the next hand; plus the options only some positions write (talons)."""
    out: list[dict[str, Any]] = []
    rule_sets = [preset(name) for name in PRESETS] + [
        preset("modern-american").replace(bonus_cards_source="talons"),
        preset("classic-2p").replace(target_score=1)]  # game over after one hand
    for rules in rule_sets:
        for seed in SEEDS:
            game, rng = Game.new(rules, seed=seed), random.Random(seed)
            out.append(game.to_dict())
            for moves in (3, 25, None):
                _play(game, rng, moves)
                out.append(game.to_dict())
            if game.phase == "round_over":
                game.next_round()
                _play(game, rng, 5)
                out.append(game.to_dict())
    return tuple(json.dumps(d) for d in out)  # text: every example gets a fresh copy


# -- damage ------------------------------------------------------------------------------------------
_SCALARS = {
    "null": st.none(),
    "bool": st.booleans(),
    "number": st.integers(-10, 200) | st.integers() | st.floats(allow_nan=False, allow_infinity=False),
    "string": st.sampled_from(["", "x", "AS", "KH KH", "ZZ", "10S", "JK", "draw", "3H", "-1"]) | st.text(max_size=8),
}
_ANY = st.recursive(st.one_of(*_SCALARS.values()),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                              max_size=3),
                    max_leaves=6)
_VALUES = {**_SCALARS,
           "list": st.lists(_ANY, max_size=4),
           "dict": st.dictionaries(st.sampled_from(["", "a", "drew", "total", "K"]) | st.text(max_size=6), _ANY,
                                   max_size=3)}


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int | float):
        return "number"
    return {str: "string", list: "list", dict: "dict"}[type(value)]


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in the nested structure, the root first."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


def _get(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def _garble(text: str, draw: Any) -> str:
    """A card text with one word replaced, added or cut short."""
    words = text.split()
    junk = draw(st.sampled_from(["KX", "1S", "A", "10", "JKR", "3", "SS", "♠", "AS", "2C", "JK", "W", "*"])
                | st.text(min_size=1, max_size=3))
    action = draw(st.sampled_from(["replace", "add", "cut"]))
    if words and action == "replace":
        words[draw(st.integers(0, len(words) - 1))] = junk
    elif words and action == "cut":
        i = draw(st.integers(0, len(words) - 1))
        words[i] = words[i][:-1]
    else:
        words.insert(draw(st.integers(0, len(words))), junk)
    return " ".join(words)


def damage(d: dict[str, Any], draw: Any) -> str:
    """Damage the position once, in place; returns what was done, for the failure report."""
    action = draw(st.sampled_from(["delete", "replace", "replace", "truncate", "garble", "add"]))
    paths = _paths(d)
    if action == "delete":
        path = draw(st.sampled_from([p for p in paths if p and isinstance(_get(d, p[:-1]), dict)]))
        del _get(d, path[:-1])[path[-1]]
        return f"deleted {path}"
    if action == "truncate":
        lists = [p for p in paths if isinstance(_get(d, p), list) and _get(d, p)]
        if lists:
            path = draw(st.sampled_from(lists))
            value = _get(d, path)
            del value[draw(st.integers(0, len(value) - 1)):]
            return f"truncated {path}"
        action = "replace"
    if action == "garble":
        texts = [p for p in paths if p and isinstance(_get(d, p), str)]
        path = draw(st.sampled_from(texts))
        _get(d, path[:-1])[path[-1]] = _garble(_get(d, path), draw)
        return f"garbled {path}"
    if action == "add":
        key = draw(st.sampled_from(OPTIONAL_KEYS))
        d[key] = draw(st.one_of(*_VALUES.values()))
        return f"set {key}"
    path = draw(st.sampled_from([p for p in paths if p]))
    kinds = [k for k in _VALUES if k != _kind(_get(d, path))]
    new = draw(_VALUES[draw(st.sampled_from(kinds))])
    _get(d, path[:-1])[path[-1]] = new
    return f"replaced {path} by {new!r}"


# -- the properties ----------------------------------------------------------------------------------
def test_real_positions_round_trip_exactly() -> None:
    for i, text in enumerate(real_positions()):
        d = json.loads(text)
        assert Game.from_dict(copy.deepcopy(d)).to_dict() == d, f"position {i} ({d['phase']})"


@settings(max_examples=max(200, settings.default.max_examples))  # the thorough profile: 1000
@given(st.data())
def test_a_damaged_position_loads_or_is_refused_naming_the_field(data: st.DataObject) -> None:
    positions = real_positions()
    d = json.loads(positions[data.draw(st.integers(0, len(positions) - 1), label="position")])
    done = [damage(d, data.draw) for _ in range(data.draw(st.integers(1, 3), label="damages"))]
    note(done)
    try:
        game = Game.from_dict(d)
    except ValueError as e:
        message = str(e)
        assert _NAMES.search(message), f"the refusal names no field: {message!r}"
        return
    game.to_dict()  # what loads can be saved again


# Damage that raised TypeError, AttributeError or KeyError before, or loaded without a word.
@functools.cache
def _ended_hand() -> str:
    game, rng = Game.new(preset("classic-4p"), seed=1), random.Random(1)
    _play(game, rng, None)
    return json.dumps(game.to_dict())


def _at(d: dict[str, Any], path: tuple) -> tuple[Any, Any]:
    return _get(d, path[:-1]), path[-1]


@pytest.mark.parametrize(("path", "value", "named"), [  # named: what the message must name
    (("hands", 2), None, "hands[2]"),
    (("hands", 0), ["KH", 7], "hands[0]"),
    (("red_threes", 1), True, "red_threes[1]"),
    (("known", 3), {"K": 1}, "known[3]"),
    (("melds", 0), [[{}]], "melds[0][0]"),
    (("history", 0), "discard 8", "history[0]"),
    (("rules", "no_out_with_incomplete"), False, "no_out_with_incomplete"),
    (("rules", "upcard_cover_ranks"), [{}, "wild"], "upcard_cover_ranks"),
    (("rules", "side_structure"), {}, "side_structure"),
    (("rules", "max_meld_size"), "x", "max_meld_size"),
    (("rules", "initial_meld_table"), [[None, "x"], [0, 50]], "initial_meld_table"),
    (("turn", "old_ranks"), 5, "turn.old_ranks"),
    (("turn", "canastas_made"), None, "turn.canastas_made"),
    (("turn", "drew"), "no", "turn.drew"),
    (("turn", "bonus_due"), "x", "turn.bonus_due"),
    (("round_scores",), None, "round_scores"),
    (("round_scores",), [{}], "round_scores"),
    (("round_scores", 1), {"total": "many"}, "round_scores[1]"),
    (("special_hand",), {}, "special_hand"),
    (("special_hand",), [0, "bogus"], "special_hand"),
    (("ended_by",), 3, "ended_by"),
    (("went_out",), 9, "went_out"),
    (("concealed",), "no", "concealed"),
    (("winner",), "x", "winner"),
    (("seed",), [1], "seed"),
    (("format",), True, "format"),
    (("seat_melded",), [0, "x", None, {}], "seat_melded"),
    (("stock_draws",), [-1, 0, 0, 0], "stock_draws"),
    (("hands", 0), "AS AS AS", "hands[0]"),  # too many copies: the message says where they are
])
def test_each_kind_of_damage_is_refused_naming_its_field(path: tuple, value: Any, named: str) -> None:
    d = json.loads(_ended_hand())
    where, key = _at(d, path)
    where[key] = value
    with pytest.raises(ValueError) as info:
        Game.from_dict(d)
    assert named in str(info.value), str(info.value)
