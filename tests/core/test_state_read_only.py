"""The game's state is read, never written, from outside the class that owns it (issue 18, "Typed front").

``GameState`` keeps the state in private fields behind read-only properties; only ``Game``'s own methods
(game.py, and state.py's helpers for seats) change it.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game.core import Game, preset
from game.core.state import GameState

ROOT = Path(__file__).resolve().parents[2]
OWNERS = {ROOT / "game" / "core" / "game.py", ROOT / "game" / "core" / "state.py"}


def _played_game() -> Game:
    game = Game.new(preset("classic-4p"), seed=3)
    rng = random.Random(3)
    for _ in range(40):
        game.apply(rng.choice(game.legal_moves()))
    return game


def _public_state() -> list[str]:
    return [name for name, value in vars(GameState).items() if isinstance(value, property)]


def test_every_field_of_the_state_is_private_and_read_through_a_property() -> None:
    game = _played_game()
    fields = [name for name in vars(game) if not name.startswith("__")]
    assert fields and all(name.startswith("_") for name in fields), fields
    readable = set(_public_state())
    # every field has its property but the core's own caches and marks: seats and sides, the move list's memo,
    # the last list, whether the turn's state was handed out
    assert {name[1:] for name in fields} - readable == {"partner_table", "hand_sides", "sides", "group_cache",
                                                        "listed", "turn_lent"}


@pytest.mark.parametrize("name", _public_state())
def test_a_property_cannot_be_set(name: str) -> None:
    game = _played_game()
    before = game.to_dict()
    with pytest.raises(AttributeError):
        setattr(game, name, getattr(game, name))
    assert game.to_dict() == before


MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "update", "setdefault", "sort", "reverse",
            "add", "discard", "popitem"}
SHARED_MEMO = "_group_cache"  # the move list's memo: filling it is its purpose, and it holds no state


def _private_root(node: ast.AST, private: set[str]) -> str | None:
    """The private field at the root of ``x._hands[0]`` or ``game._turn.drew``, if any."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        if isinstance(node, ast.Attribute) and node.attr in private:
            return node.attr
        node = node.value
    return None


def _private_fields() -> set[str]:
    private = {name for name in vars(Game.new(preset("classic-4p"), seed=1)) if name.startswith("_")}
    return private | {name for name in vars(GameState) if name.startswith("_") and not name.startswith("__")}


def test_nothing_outside_the_core_reaches_the_private_fields() -> None:
    private = _private_fields()
    reaching = []
    for folder in ("game", "bench", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if (ROOT / "game" / "core") in path.parents:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Attribute) and node.attr in private:
                    reaching.append(f"{path.relative_to(ROOT)}:{node.lineno} {ast.unparse(node)}")
    assert not reaching, "\n".join(reaching)


def test_the_core_modules_read_the_private_fields_but_only_the_game_changes_them() -> None:
    private = _private_fields() - {SHARED_MEMO}
    writing, readers = [], set()
    for path in sorted((ROOT / "game" / "core").glob("*.py")):
        if path in OWNERS:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[ast.AST] = []
            if isinstance(node, ast.Assign | ast.Delete):
                targets = list(node.targets)
            elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
                targets = [node.func.value]
            for target in targets:
                for part in ast.walk(target):
                    if _private_root(part, private):
                        writing.append(f"{path.name}:{node.lineno} {ast.unparse(node)[:80]}")
                        break
            if isinstance(node, ast.Attribute) and node.attr in private:
                readers.add(path.name)
    assert not writing, "\n".join(writing)
    assert "legal.py" in readers  # the rule is about something: the hot loop does read them


def test_a_redealt_world_keeps_every_size_and_leaves_the_game_alone() -> None:
    game = _played_game()
    before = game.to_dict()
    seat = (game.to_act + 1) % 4
    hidden = sorted([*game.hands[seat], *game.stock])
    world = game.redealt({seat: hidden[:len(game.hands[seat])]}, hidden[len(game.hands[seat]):])
    assert game.to_dict() == before
    assert sorted(world.hands[seat]) == hidden[:len(game.hands[seat])]
    assert list(world.stock) == hidden[len(game.hands[seat]):]
    with pytest.raises(ValueError, match="stock holds"):
        game.redealt({}, hidden)
    with pytest.raises(ValueError, match=f"seat {seat} holds"):
        game.redealt({seat: hidden[:1]}, list(game.stock))


def test_a_game_holding_another_hand_is_a_copy_and_leaves_the_game_alone() -> None:
    game = _played_game()
    before = game.to_dict()
    seat = (game.to_act + 1) % 4
    earlier = [*game.hands[seat], game.pile[-1]]  # the hand he held before he threw the top card
    then = game.holding(seat, earlier)
    assert game.to_dict() == before
    assert sorted(then.hands[seat]) == sorted(earlier)
    assert len(then.hands[seat]) == len(game.hands[seat]) + 1
    assert then.melds == game.melds and list(then.pile) == list(game.pile)
