"""The engine plays exactly as it did: seeded random hands of every preset (and the option mixes of
test_properties.py), move list by move list, against digests recorded before the engine was made faster
(issue 23).  Each step feeds the digest the full legal move list in order, the move chosen, the events it
returned, the refusal of a random junk move, and in the play phase ``going_out_plan``; each hand ends with
its position and every seat's view.  Any change in move generation, checking or playing shows up.

    .venv/bin/python -m pytest tests/core/test_move_digests.py               # the first 20 hands of each
    .venv/bin/python -m pytest --run-slow tests/core/test_move_digests.py    # all 1,000 of each (about 3 min)
    .venv/bin/python -m tests.core.test_move_digests --write                 # record the digests anew

Hands are digested in blocks of 20, so a failure names the block that differs.  Record anew only when a
change of the rules or of the move lists is meant.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from game.core import PRESETS, Game, NotationError, going_out_plan, preset

from .test_properties import OPTION_MIXES

FIXTURE = Path(__file__).parent / "data" / "move_digests.json"
HANDS = 1000
BLOCK = 20
MAX_STEPS = 3000
SCORES = (-200, 1500, 3000)  # a few hands start from these scores, for the larger first-meld minimums
NAMES = [*PRESETS, *(f"mix:{mix}" for mix in sorted(OPTION_MIXES))]


def _rules(name: str) -> Any:
    return OPTION_MIXES[name.removeprefix("mix:")] if name.startswith("mix:") else preset(name)


def _junk(game: Game, rng: random.Random) -> str:
    cards = rng.sample(list(game.hands[game.to_act]), min(3, len(game.hands[game.to_act]))) or ["JK"]
    return rng.choice(["draw", "take", "ask", "yes", "no", "end", f"discard {rng.choice(cards)}",
                       "meld " + " ".join(cards), "take " + " ".join(cards[:2]), "meld " + " ".join(cards[:2])])


def _refusal_text(game: Game, text: str) -> str:
    try:
        refused = game.refusal(text)
    except NotationError as e:
        return f"notation {e}"
    return "none" if refused is None else f"{refused.key} {json.dumps(refused.params, sort_keys=True)}"


def hand_digest(name: str, seed: int) -> bytes:
    """Everything one seeded random hand shows, as a digest."""
    game = Game.new(_rules(name), seed=seed)
    if seed % 4 == 3:  # the same deal from a score where the first meld needs more
        data = game.to_dict()
        data["scores"] = [SCORES[seed // 4 % len(SCORES)]] * len(data["scores"])
        game = Game.from_dict(data)
    rng, junk = random.Random(seed), random.Random(f"junk/{seed}")
    h = hashlib.sha256()
    for step in range(MAX_STEPS):
        if game.phase in ("round_over", "game_over"):
            break
        moves = game.legal_moves()
        h.update(f"{step} {game.to_act} {game.phase}: {' | '.join(map(str, moves))}\n".encode())
        h.update(f"junk {_refusal_text(game, _junk(game, junk))}\n".encode())
        if game.phase == "play":
            plan = going_out_plan(game)
            h.update(f"out {plan}\n".encode())
        move = rng.choice(moves)
        h.update(f"{move} -> {game.apply(move)!r}\n".encode())
    else:
        raise AssertionError(f"{name} seed {seed}: the hand did not end")
    h.update(json.dumps(game.to_dict(), sort_keys=True).encode())
    for seat in range(game.rules.player_count):
        h.update(json.dumps(game.view(seat).to_dict(), sort_keys=True).encode())
    return h.digest()


def block_digest(name: str, block: int) -> str:
    h = hashlib.sha256()
    for seed in range(block * BLOCK, (block + 1) * BLOCK):
        h.update(hand_digest(name, seed))
    return h.hexdigest()[:20]


def _recorded() -> dict[str, list[str]]:
    recorded: dict[str, list[str]] = json.loads(FIXTURE.read_text())["digests"]
    return recorded


def _check(name: str, blocks: range) -> None:
    recorded = _recorded()[name]
    for block in blocks:
        assert block_digest(name, block) == recorded[block], (
            f"{name}: hands {block * BLOCK} to {(block + 1) * BLOCK - 1} play differently from the recorded "
            "digests: the legal move lists, the checks or the moves' effects changed")


@pytest.mark.parametrize("name", NAMES)
def test_the_first_hands_play_move_for_move_as_recorded(name: str) -> None:
    _check(name, range(1))


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_a_thousand_hands_play_move_for_move_as_recorded(name: str) -> None:
    _check(name, range(HANDS // BLOCK))


def write() -> None:
    digests = {}
    for name in NAMES:
        digests[name] = [block_digest(name, block) for block in range(HANDS // BLOCK)]
        print(name, flush=True)
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(json.dumps({"hands": HANDS, "block": BLOCK, "digests": digests}, indent=1) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(__doc__)
    write()
