"""How well the master's worlds guess who holds a pair: a Brier score per sampling setting.

    python -m bench.world_guesses [--preset classic-4p] [--deals 24] [--seed 900] [--positions 400]
                                  [--worlds 30] [--config rank_accept=0.2] [--config evidence=0.02,pair_block=0.9]

The positions are the master's decisions with a choice in seeded hands of master against expert (as
``bench.ai_reference`` records them), taken at even steps.  At each, the seat's worlds are sampled (with the
search's sampling settings, and with each ``--config``'s) and, for every opponent and every natural rank, the
share of worlds that deal him a natural pair of it is the guess; the truth is whether he holds one.  The Brier
score is the mean squared difference (0: always right; lower is better).  A discard is fed to the next player
when he holds a pair of its rank, so the score is also printed for the next player and the ranks in the seat's
hand alone.  The first row, every card dealt at random among the places it may be, is what the tells add to.
"""

from __future__ import annotations

import argparse
import math
import random
from collections import Counter

from game.ai.knowledge import Knowledge
from game.ai.levels import MASTER, SearchConfig
from game.ai.sampling import sample_world
from game.core import Card, Game, rank_of

from .ai_reference import parse_config, record

NATURAL_RANKS = ("4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
FAIR_SHUFFLE = {"rank_accept": 1.0}  # no rank kept from anyone: the tells ignored


def natural_pairs(cards: list[Card]) -> set[str]:
    held = Counter(map(rank_of, cards))
    return {rank for rank in NATURAL_RANKS if held[rank] >= 2}


def brier(positions: list[dict], config: SearchConfig, worlds: int) -> tuple[float, float]:
    """The Brier score over every opponent and rank, and over the next player and the seat's own ranks."""
    every: list[float] = []
    fed: list[float] = []
    for i, p in enumerate(positions):
        game = Game.from_dict(p["position"])
        seat = p["seat"]
        k = Knowledge.of(game.view(seat))
        next_player = game.next_seat(seat)
        mine = {rank_of(card) for card in game.hands[seat]}
        rng = random.Random(f"guesses/{i}")
        guessed: dict[int, Counter[str]] = {o: Counter() for o in k.opponents}
        for _ in range(worlds):
            world = sample_world(k, rng, config.reading)
            for o in k.opponents:
                guessed[o].update(natural_pairs(world.hands[o]))
        for o in k.opponents:
            truth = natural_pairs(game.hands[o])
            for rank in NATURAL_RANKS:
                error = (guessed[o][rank] / worlds - (rank in truth)) ** 2
                every.append(error)
                if o == next_player and rank in mine:
                    fed.append(error)
    return math.fsum(every) / len(every), math.fsum(fed) / max(1, len(fed))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="How well the master's worlds guess who holds a pair.")
    parser.add_argument("--preset", default="classic-4p")
    parser.add_argument("--deals", type=int, default=24, help="deals recorded, each played twice (default 24)")
    parser.add_argument("--seed", type=int, default=900, help="first deal (default 900)")
    parser.add_argument("--positions", type=int, default=400, help="positions scored, at most (default 400)")
    parser.add_argument("--worlds", type=int, default=30, help="worlds sampled per position (default 30)")
    parser.add_argument("--config", action="append", default=[],
                        help="sampling settings to compare, e.g. rank_accept=0.2 or evidence=0.02,pair_block=0.9")
    args = parser.parse_args(argv)
    assert MASTER.search is not None
    recorded = record(args.preset, args.deals, args.seed)
    step = max(1, math.ceil(len(recorded) / args.positions))
    positions = recorded[::step]
    rows = [("a fair shuffle (the tells ignored)", FAIR_SHUFFLE), ("the master's worlds as they are", {})]
    rows += [(text, parse_config(text)) for text in args.config]
    print(f"{args.preset}: {len(positions)} positions of {len(recorded)}, {args.worlds} worlds each; "
          "Brier score of the guess that an opponent holds a natural pair (lower is better)")
    print(f"{'sampling':48s} {'every opponent, rank':>22s} {'next player, my ranks':>22s}")
    for label, overrides in rows:
        config = MASTER.search.tuned(**overrides)
        every, fed = brier(positions, config, args.worlds)
        print(f"{label:48s} {every:22.4f} {fed:22.4f}", flush=True)


if __name__ == "__main__":
    main()
