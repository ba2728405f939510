"""``python -m game.replay CODE_OR_FILE`` prints a record to read: its tags, every hand move by move with who
made it, and each hand's result; a damaged code or file says why and exits with status 1."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import Game, preset, to_code, to_record
from game.replay import main

ROOT = Path(__file__).resolve().parents[1]
TAGS = {"Players": ["Anna", "West", "Bram", "East"], "Date": "2026-11-25 20:15"}


@pytest.fixture(scope="module")
def game() -> Game:
    """A whole game of classic-4p to 2500 by random legal play."""
    game = Game.new(preset("classic-4p").replace(target_score=2500), seed=5)
    rng = random.Random(5)
    while game.phase != "game_over":
        if game.phase == "round_over":
            game.next_round()
        else:
            game.apply(rng.choice(game.legal_moves()))
    return game


def run(argument: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main([argument])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_code_prints_its_tags_then_every_hand_move_by_move_with_its_result(game, capsys) -> None:
    status, out, err = run(to_code(game, TAGS), capsys)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[:4] == ['[Rules "classic-4p"]', "[Option target_score 2500]", "[Seed 5]",
                         '[Players ["Anna", "West", "Bram", "East"]]']
    heads = [line for line in lines if line.startswith("Hand ")]
    assert len(heads) == game.round and heads[0].startswith("Hand 1 · ")
    first = lines[lines.index(heads[0]) + 1]
    mover = TAGS["Players"][Game.new(game.rules, seed=5).to_act]
    assert first.startswith(f"    1. {mover}: {game.past_hands[0][0]}")
    moves = sum(map(len, game.past_hands)) + len(game.history)
    assert sum(1 for line in lines if line.lstrip()[:1].isdigit() and ". " in line) == moves
    assert sum(1 for line in lines if line.strip().startswith("running total")) == game.round
    totals = lines[[i for i, line in enumerate(lines) if "running total" in line][-1]].split()[2:]
    assert [int(t) for t in totals] == list(game.scores)
    assert lines[-1].startswith("      The game is over: ")


def test_a_file_holding_a_record_or_a_code_prints_the_same(game, capsys, tmp_path: Path) -> None:
    expected = run(to_code(game, TAGS), capsys)[1]
    record_file, code_file = tmp_path / "game.txt", tmp_path / "code.txt"
    record_file.write_text(to_record(game, TAGS), encoding="utf-8")
    code = to_code(game, TAGS)
    code_file.write_text(code[:40] + "\n" + code[40:] + "\n", encoding="utf-8")  # broken over lines, as in a mail
    assert run(str(record_file), capsys) == (0, expected, "")
    assert run(str(code_file), capsys) == (0, expected, "")


def test_a_damaged_code_or_record_says_why_and_exits_with_status_one(game, capsys, tmp_path: Path) -> None:
    code = to_code(game, TAGS)
    status, out, err = run(code[: len(code) // 2], capsys)
    assert (status, out) == (1, "") and "damaged or cut short" in err
    record = to_record(game, TAGS).replace("Hand 1: draw", "Hand 1: take", 1)
    damaged = tmp_path / "damaged.txt"
    damaged.write_text(record, encoding="utf-8")
    status, out, err = run(str(damaged), capsys)
    assert (status, out) == (1, "") and "line 7: move 1 of hand 1 (take) is refused" in err
    status, out, err = run(str(tmp_path / "missing.txt"), capsys)
    assert status == 1 and "neither a share code" in err and "No such file" in err


def test_it_runs_as_a_module(game) -> None:
    done = subprocess.run([sys.executable, "-m", "game.replay", to_code(game)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and "Hand 1 · " in done.stdout and "Seat 1" in done.stdout
    done = subprocess.run([sys.executable, "-m", "game.replay", "C1xyz"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 1 and "damaged" in done.stderr
