"""What the table tells about the hidden hands: how many cards of each kind of rank players really hold,
against what a fair deal of the unseen cards would give them.

    python -m bench.held_ranks [--preset classic-4p] [--level expert] [--deals 20] [--seed 1000] [--every 5]

Seeded hands of one level in every seat, two hands a deal.  Every ``--every`` moves, for the seat to act and
each other player, the natural ranks are split by what the seat can read (``Knowledge``): ranks his side had
melded when he last discarded (he would have laid them off), ranks he threw or let pass on the pile, and the
rest.  Per kind it prints the cards he holds beyond those known, against the count a fair deal gives (every
unseen card in his hand with the share of the hidden cards his hand holds).  A ratio far from 1 is evidence
the worlds can read (``WorldReading.meld_accept``, ``rank_accept``) and the heuristics too
(``Level.laid_off_discount``, ``let_go_discount``).
"""

from __future__ import annotations

import argparse
from collections import Counter

from game.ai.bot import make_bot
from game.ai.knowledge import Knowledge
from game.core import NATURAL_RANKS, Game, preset, rank_of

KINDS = ("melded by his side", "thrown or let pass", "the rest")


def tally(preset_name: str, level: str, deals: int, seed: int, every: int) -> tuple[Counter[str], dict[str, float]]:
    """Per kind of rank: the cards held, and the cards a fair deal would give."""
    held: Counter[str] = Counter()
    fair: dict[str, float] = dict.fromkeys(KINDS, 0.0)
    for deal in range(seed, seed + deals):
        game = Game.new(preset(preset_name), seed=deal)
        bots = [make_bot(level, seed=f"{deal}/{s}") for s in range(game.rules.player_count)]
        for _ in range(2):
            moves = 0
            while game.phase not in ("round_over", "game_over"):
                seat = game.to_act
                if moves % every == 0:
                    _count(Knowledge.of(game.view(seat)), game, held, fair)
                game.apply(bots[seat].choose(game.view(seat)))
                moves += 1
            if game.phase == "game_over":
                break
            game.next_round()
    return held, fair


def _count(k: Knowledge, truth: Game, held: Counter[str], fair: dict[str, float]) -> None:
    hidden_total = sum(k.unseen_by_rank.values())
    for other in range(truth.rules.player_count):
        if other == k.seat:
            continue
        hidden = Counter(map(rank_of, truth.hands[other]))
        hidden.subtract(map(rank_of, truth.known[other]))
        share = (len(truth.hands[other]) - len(truth.known[other])) / hidden_total if hidden_total else 0.0
        melded = k.layable_at_discard.get(other, frozenset())
        let_go = k.let_go(other)
        for rank in NATURAL_RANKS:
            kind = KINDS[0] if rank in melded else KINDS[1] if rank in let_go else KINDS[2]
            held[kind] += hidden[rank]
            fair[kind] += k.unseen_by_rank[rank] * share


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="How many cards of each kind of rank players really hold.")
    parser.add_argument("--preset", default="classic-4p")
    parser.add_argument("--level", default="expert", help="the level in every seat (default expert)")
    parser.add_argument("--deals", type=int, default=20, help="deals, two hands each (default 20)")
    parser.add_argument("--seed", type=int, default=1000, help="first deal (default 1000)")
    parser.add_argument("--every", type=int, default=5, help="a position every this many moves (default 5)")
    args = parser.parse_args(argv)
    held, fair = tally(args.preset, args.level, args.deals, args.seed, args.every)
    print(f"{args.preset}, {args.level} in every seat, {args.deals} deals: natural cards other players hold "
          "beyond their known cards, against a fair deal of the unseen cards")
    print(f"{'ranks':24s} {'held':>8s} {'fair deal':>10s} {'ratio':>7s}")
    for kind in KINDS:
        ratio = held[kind] / fair[kind] if fair[kind] else float("nan")
        print(f"{kind:24s} {held[kind]:8d} {fair[kind]:10.1f} {ratio:7.2f}")


if __name__ == "__main__":
    main()
