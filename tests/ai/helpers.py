"""Positions for the AI tests: reached by seeded play, so they look like real games."""

from __future__ import annotations

import random

from game.ai import make_bot
from game.core import NATURAL_RANKS, Discard, Game, preset


def play_until(game: Game, moves: int, level: str = "normal") -> Game:
    """Play ``moves`` bot moves (fewer if the hand ends) and return the game."""
    bots = [make_bot(level, seed=s) for s in range(game.rules.player_count)]
    for _ in range(moves):
        if game.phase in ("round_over", "game_over"):
            break
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return game


def positions_from_game(preset_name: str, seed: int, every: int, level: str = "normal") -> list[Game]:
    """Copies of one seeded hand taken every ``every`` moves while it lasts."""
    game = Game.new(preset(preset_name), seed=seed)
    bots = [make_bot(level, seed=s) for s in range(game.rules.player_count)]
    found = []
    count = 0
    while game.phase not in ("round_over", "game_over"):
        if count % every == 0:
            found.append(game.copy())
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
        count += 1
    return found


def reshuffle_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """The same game as ``seat`` sees it, with every card it cannot see dealt differently."""
    view = game.view(seat)
    order = view.unseen_cards()
    rng.shuffle(order)
    other = Game.from_view(view, order)
    return other


def layable_on_table(game: Game, seat: int) -> frozenset[str]:
    """The natural ranks on the seat's side's melds with room for more cards, read from the table itself:
    the oracle for ``Knowledge.layable_at_discard``, which replays the history."""
    largest = game.rules.max_meld_size
    return frozenset(rank for rank, cards in game.melds[game.side_of(seat)].items()
                     if rank in NATURAL_RANKS and (largest is None or len(cards) < largest))


def hand_until_discard_after_meld(seat_melded_and_discarded: int, seed: int) -> tuple[Game, dict[int, frozenset[str]]]:
    """Four experts play until the given seat has discarded since its side melded; also returns, as the
    table stood at each seat's last discard, the natural ranks on its side's melds (``layable_on_table``)."""
    game = Game.new(preset("classic-4p"), seed=seed)
    bots = [make_bot("expert", seed=f"{seed}/{s}") for s in range(4)]
    at_discard: dict[int, frozenset[str]] = {}
    while game.phase not in ("round_over", "game_over"):
        seat = game.to_act
        move = bots[seat].choose(game.view(seat))
        if isinstance(move, Discard):
            at_discard[seat] = layable_on_table(game, seat)
            if seat == seat_melded_and_discarded and at_discard[seat]:
                game.apply(move)
                if game.to_act == 0:
                    return game, at_discard
                continue
        game.apply(move)
    raise AssertionError("the hand ended before the seat discarded after a meld")

