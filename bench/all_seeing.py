"""The all-seeing bound: the master's search, shown every hand, against the master and the expert.

    python -m bench.all_seeing [--presets classic-4p,classic-2p] [--levels master,expert]
                               [--deals 50] [--seed 1] [--hands N] [--jobs 2] [--bound-alone]

The all-seeing level searches exactly as the master does (the same heuristics, candidates, worlds, playouts,
node cap and confidence), but its worlds are the true position: every hand as it is, and only the stock's
order shuffled anew per world, since nobody can know that.  What the master loses against it is the cost of
hidden information; the issue's goal is the master within 10 points of win rate of the bound (at least
40% of the games against it).

Bench-only: it reads the whole game, so it is never offered to players and lives outside ``game/``
(tests/web/test_bundle_leaves_out_the_bench.py keeps it out of the web bundle).  Each deal is played once
per side with the level under test on each in turn (``game.ai.arena``'s duplicate deals); printed per
pairing: the level's win rate against the bound with its 95% interval, and the points per hand of each.
Where three or more sides play, the level holds one side and the bound every other; ``--bound-alone`` turns
that round (the bound one side among the level's), which tells whether sight alone clears a line drawn for
one stronger side among several (issue 23's one and a half times the fair share).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time
from collections import Counter
from collections.abc import Generator
from typing import NamedTuple

from game.ai.arena import SeatPlayer, progress_line, run_pairing, view_player
from game.ai.knowledge import Knowledge
from game.ai.levels import MASTER, Level, WorldReading
from game.ai.policy import rate_moves
from game.ai.sampling import consistent_world
from game.ai.search import WorldSampler, search_move
from game.ai.steps import finish
from game.core import Card, Game, Hand, Move

from .choices import presets_and_levels

ALL_SEEING = dataclasses.replace(MASTER, name="all-seeing")
# Worlds drawn, at most, for one whose guessed hands show what a partial sight shows (no pair or wild card
# more); then the last is used.
SIGHT_TRIES = 200


def true_worlds(game: Game) -> WorldSampler:
    """Worlds that are ``game`` itself with the stock shuffled anew: every hand, the pile and the melds as
    they are."""

    def sample(k: Knowledge, rng: random.Random) -> Generator[None, None, Game | None]:
        stock = list(game.stock)
        rng.shuffle(stock)
        yield
        return game.redealt({}, stock)

    return sample


class Sight(NamedTuple):
    """What a partly seeing search sees as it is, by offset from the seat to act (1 the next player): whole
    hands; the pairs of a hand (its natural cards of ranks it holds two or more of: what takes a frozen
    pile); its wild cards."""

    hands: frozenset[int] = frozenset()
    pairs: frozenset[int] = frozenset()
    wilds: frozenset[int] = frozenset()

    def label(self) -> str:
        seen = [f"{what} at " + ", ".join(f"+{o}" for o in sorted(offsets))
                for what, offsets in zip(("hands", "pairs", "wild cards"), self, strict=True) if offsets]
        return "seeing the " + "; the ".join(seen)

    def part_of(self, offset: int, hand: Hand) -> Counter[Card]:
        """The cards of ``hand`` (held by the player at ``offset``) that this sight shows."""
        if offset in self.hands:
            return Counter(hand)
        faces: set[Card] = set()
        if offset in self.pairs:
            faces.update(card for cards in hand.by_rank.values() if len(cards) >= 2 for card in cards)
        if offset in self.wilds:
            faces.update(hand.jokers, hand.twos)
        return Counter(card for card in hand if card in faces)  # in the hand's order, as the worlds deal them


def partly_true_worlds(game: Game, seat: int, sight: Sight, reading: WorldReading) -> WorldSampler:
    """Worlds in which ``seat`` sees what ``sight`` shows as it is and guesses the rest as the master does
    (``consistent_world`` with ``reading``): how much of the all-seeing search's gain each hand, or a part
    of it, holds."""
    count = game.rules.player_count
    position = game.to_dict()
    parts: dict[int, tuple[int, Counter[Card]]] = {}  # per seat guessed in part, its offset and what is shown
    for offset in range(1, count):
        other = (seat + offset) % count
        part = sight.part_of(offset, game.hands[other])
        # Shown as if taken with the pile: the worlds deal him only the rest.
        shown = [*game.known[other], *(part - Counter(game.known[other])).elements()]
        position["known"][other] = " ".join(shown)
        if len(shown) < len(game.hands[other]):
            parts[other] = offset, part
    told = Knowledge.of(Game.from_dict(position).view(seat))

    def sample(k: Knowledge, rng: random.Random) -> Generator[None, None, Game | None]:
        world = None
        for _ in range(SIGHT_TRIES):
            world = yield from consistent_world(told, rng, reading)
            # A sight of a hand's pairs or wild cards also shows what is not there: no other pair, no wild card.
            if world is not None and all(sight.part_of(offset, world.hands[other]) == part
                                         for other, (offset, part) in parts.items()):
                break
        if world is None:
            return None
        return game.redealt({other: list(world.hands[other]) for other in parts}, list(world.stock))

    return sample


def all_seeing_move(game: Game, level: Level, rng: random.Random) -> Move:
    """The move of the seat to act: the level's heuristics propose and rate from the seat's view, as the
    master's do; the search plays the candidates out in true worlds."""
    k = Knowledge.of(game.view(game.to_act))
    rated = rate_moves(k, level)
    move = finish(search_move(k, level, rated, rng, sample=true_worlds(game)))
    return move if game.refusal(move) is None else game.legal_moves()[0]  # as the table's bot checks its plan


def all_seeing_player(level: Level, seed: str) -> SeatPlayer:
    """A seat's player that is handed the whole game (seeded per decision, as the table's bots are)."""

    def play(game: Game) -> Move:
        rng = random.Random(f"{seed}/{game.round}/{len(game.history)}/{game.to_act}/{game.phase}")
        return all_seeing_move(game, level, rng)

    return play


def players(level: Level, seed: str) -> SeatPlayer:
    """The arena's player factory: the all-seeing level sees the game, every other level its view."""
    return all_seeing_player(level, seed) if level.name == ALL_SEEING.name else view_player(level, seed)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The master and the expert against the all-seeing bound.")
    parser.add_argument("--presets", default="classic-4p,classic-2p")
    parser.add_argument("--levels", default="master,expert", help="levels that play against the bound")
    parser.add_argument("--deals", type=int, default=50, help="deals per pairing; each is played once per side")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", type=int, default=None, help="cut each game to this many hands")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--bound-alone", action="store_true",
                        help="the bound plays one side and the level every other (matters where 3+ sides play)")
    args = parser.parse_args(argv)
    presets, levels = presets_and_levels(parser, args.presets, args.levels)
    games = "complete games" if args.hands is None else f"{args.hands} hand(s) per game"
    print(f"All-seeing bound: {args.deals} deals per pairing, seed {args.seed}, {games}", flush=True)
    for name in presets:
        for level in levels:
            started = time.perf_counter()
            alone, others = (ALL_SEEING, level) if args.bound_alone else (level, ALL_SEEING)
            result = run_pairing(name, alone, others, args.deals, args.seed, args.hands, args.jobs,
                                 progress_line, players=players)
            print(f"{name}: {result.summary()}  ({time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
