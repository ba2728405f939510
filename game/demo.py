"""A seeded game between simple computer players, printed move by move.

    python -m game.demo [--seed 7] [--players 4] [--hands 1]

It shows the engine at work: every line is a move in the notation of DESIGN.md section 2.
"""

from __future__ import annotations

import argparse
import random

from game.core import Discard, Draw, Game, Meld, Move, Take, preset

SEAT_NAMES = {2: ("South", "North"), 4: ("South", "West", "North", "East")}


def simple_choice(game: Game, rng: random.Random) -> Move:
    """Take the pile when allowed, meld the biggest group, discard the least valuable single card."""
    moves = game.legal_moves()
    takes = [m for m in moves if isinstance(m, Take)]
    if takes and len(game.pile) >= 3:
        return max(takes, key=lambda m: sum(len(g.cards) for g in m.groups))
    melds = [m for m in moves if isinstance(m, Meld)]
    if melds:
        return max(melds, key=lambda m: (sum(len(g.cards) for g in m.groups), -_wilds(m)))
    discards = [m for m in moves if isinstance(m, Discard)]
    if discards:
        hand = game.hands[game.to_act]
        return min(discards, key=lambda m: (hand.count(m.card) > 1, game.values[m.card], rng.random()))
    if Draw() in moves:
        return Draw()
    return moves[0]


def _wilds(move: Meld) -> int:
    return sum(1 for g in move.groups for c in g.cards if c == "JK" or c[0] == "2")


def play(seed: int, players: int, hands: int) -> Game:
    game = Game.new(preset(f"classic-{players}p"), seed=seed)
    rng = random.Random(seed)
    names = SEAT_NAMES[players]
    for number in range(1, hands + 1):
        print(f"\nHand {game.round}: {names[game.dealer]} deals; upcard {game.pile[-1] if game.pile else '-'}")
        while game.phase not in ("round_over", "game_over"):
            seat = game.to_act
            move = simple_choice(game, rng)
            game.apply(move)
            print(f"  {names[seat]:<6} {move}")
        print(f"Hand over ({game.ended_by}).")
        for side, parts in enumerate(game.round_scores or []):
            who = " & ".join(names[s] for s in game.seats_of(side))
            detail = ", ".join(f"{k} {v}" for k, v in parts.items())
            print(f"  {who}: {detail}; running total {game.scores[side]}")
        if game.phase == "game_over" or number == hands:
            break
        game.next_round()
    if game.phase == "game_over":
        if game.winner is None:
            print(f"\nGame over: a draw at {game.scores[0]}.")
        else:
            seats = game.seats_of(game.winner)
            winners = " & ".join(names[s] for s in seats)
            print(f"\nGame over: {winners} win{'s' if len(seats) == 1 else ''} with {game.scores[game.winner]} "
                  f"(scores {', '.join(map(str, game.scores))}).")
    return game


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Watch simple computer players play Canasta.")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--players", type=int, choices=(2, 4), default=4)
    parser.add_argument("--hands", type=int, default=1, help="how many hands to play (the game may end sooner)")
    args = parser.parse_args(argv)
    play(args.seed, args.players, args.hands)


if __name__ == "__main__":
    main()
