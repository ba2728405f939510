"""The printed demo game (`python -m game.demo`): every move in notation."""

from __future__ import annotations

from game.core import parse_move
from game.demo import play


def test_the_demo_prints_every_move_of_a_whole_game_in_notation(capsys) -> None:
    game = play(seed=5, players=2, hands=100)
    out = capsys.readouterr().out
    assert game.phase == "game_over"
    assert out.rstrip().splitlines()[-1].startswith("Game over: ")
    moves = [line.split(None, 1)[1] for line in out.splitlines() if line.startswith("  ") and ":" not in line]
    assert moves and all(str(parse_move(m)) == m for m in moves)
    assert out.count("Hand over") == game.round


def test_the_demo_is_reproducible(capsys) -> None:
    play(seed=3, players=4, hands=1)
    first = capsys.readouterr().out
    play(seed=3, players=4, hands=1)
    assert capsys.readouterr().out == first
