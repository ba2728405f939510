"""A pile let pass is evidence (issue 23, "better sampling"): the bigger the pile a player drew rather than
take, the less likely the master's worlds deal him a pair of its top rank."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai import sampling
from game.ai.discards import discard_cost
from game.ai.knowledge import RANK_KEY, Knowledge, Tells
from game.ai.levels import EXPERT, READ_BY_RANK, WorldReading
from game.ai.sampling import sample_world
from game.core import BLACK_THREES, NATURAL_RANKS, Discard, Draw, Game, Take, preset

from .helpers import hand_until_discard_after_meld, layable_on_table, play_until


def test_the_tells_remember_the_biggest_pile_each_rank_was_let_pass_on():
    tells = Tells()
    for card in ("5C", "9D", "QH"):
        tells.record(0, Discard(card))
    tells.record(1, Draw())  # three cards under a queen
    tells.record(1, Discard("QS"))
    tells.record(2, Draw())  # four
    assert tells.declined_pile[1] == {"Q": 3} and tells.declined_pile[2] == {"Q": 4}
    tells.record(3, Take())
    tells.record(3, Discard("QD"))
    tells.record(0, Draw())  # one card since the take
    assert tells.declined_pile[0] == {"Q": 1}
    copy = tells.copy()
    copy.record(1, Discard("KS"))
    copy.record(2, Draw())
    assert "K" in copy.declined_pile[2] and "K" not in tells.declined_pile[2]


def _queens_to_seat_1(evidence: float, worlds: int = 300, **reading: float) -> int:
    # A fresh deal seen by seat 0, who holds no queen; seat 1, it is told, let a pile of twenty pass with a
    # queen on top.
    game = Game.new(preset("classic-4p"), seed=4)
    assert not any(c[0] == "Q" for c in game.hands[0])
    k = Knowledge.of(game.view(0))
    k.tells.declined_by[1].add("Q")
    k.tells.declined_pile[1]["Q"] = 20
    rng = random.Random(7)
    pairs = 0
    for _ in range(worlds):
        world = sample_world(k, rng, WorldReading(evidence, **reading))
        pairs += sum(1 for c in world.hands[1] if c[0] == "Q") >= 2
    return pairs


def test_a_big_pile_let_pass_makes_a_pair_of_its_rank_rarer_in_the_worlds():
    by_rank_alone = _queens_to_seat_1(0.0)
    with_evidence = _queens_to_seat_1(0.02)
    assert by_rank_alone >= 10  # the rank alone still deals him pairs now and then
    assert with_evidence < by_rank_alone / 3


def test_a_pair_block_keeps_pairs_of_a_rank_let_pass_from_the_player_but_not_single_cards():
    # Pairs are what would have taken the pile: blocking the second card keeps them out of nearly every
    # world, while a single queen reaches him as often as without the block.
    def queens(pair_block: float) -> Counter[int]:
        game = Game.new(preset("classic-4p"), seed=4)
        k = Knowledge.of(game.view(0))
        k.tells.declined_by[1].add("Q")
        rng = random.Random(7)
        return Counter(min(2, sum(c[0] == "Q" for c in sample_world(k, rng, WorldReading(rank_accept=1.0,
                                                                                 pair_block=pair_block)).hands[1]))
                       for _ in range(400))

    free, blocked = queens(0.0), queens(0.95)
    assert free[2] >= 40 and blocked[2] <= free[2] / 5
    assert blocked[1] >= free[1] * 0.8


def test_the_ranks_a_side_had_melded_at_each_players_last_discard_are_read_from_the_history():
    game, at_discard = hand_until_discard_after_meld(3, seed=5)
    k = Knowledge.of(game.view(0))
    for seat in (1, 2, 3):
        assert k.layable_at_discard.get(seat, frozenset()) == at_discard.get(seat, frozenset())
    assert k.layable_at_discard[3]


def test_a_rank_the_players_side_had_melded_seldom_reaches_him_in_the_worlds():
    # He would have laid it off: players hold such cards almost never (expert games: 5 where a fair deal
    # gives 1,310, docs/notes/2026-11-ai-search.md), so the worlds deal him few of them.
    game, _ = hand_until_discard_after_meld(3, seed=5)
    k = Knowledge.of(game.view(0))
    ranks = k.layable_at_discard[3]

    def dealt(meld_accept: float) -> int:
        rng = random.Random(11)
        return sum(sum(c[0] in ranks for c in sample_world(k, rng, WorldReading(meld_accept=meld_accept)).hands[3])
                   for _ in range(200))

    free, read = dealt(1.0), dealt(0.05)
    assert free >= 40 and read <= free / 5


def test_the_expert_reads_a_rank_on_the_players_side_as_one_he_seldom_holds():
    import dataclasses

    from game.ai.discards import chance_holds
    from game.ai.levels import EXPERT

    game, _ = hand_until_discard_after_meld(3, seed=5)
    k = Knowledge.of(game.view(0))
    reading, blind = EXPERT, dataclasses.replace(EXPERT, laid_off_discount=1.0)
    melded = sorted(k.layable_at_discard[3])
    others = [r for r in NATURAL_RANKS if r not in melded and k.unseen_by_rank[r] >= 2]
    for rank in melded:
        for copies in (1, 2):
            assert chance_holds(k, 3, rank, copies, reading) <= 0.05 * chance_holds(k, 3, rank, copies, blind) + 1e-12
    assert any(chance_holds(k, 3, rank, 1, blind) > 0 for rank in melded)
    assert others and all(chance_holds(k, 3, r, 2, reading) == chance_holds(k, 3, r, 2, blind) > 0 for r in others)


def _table_at_discards(preset_name: str, seed: int, every: int):
    """Experts play one hand; at each discard the natural ranks with room on the discarding seat's side are
    read from the game itself, and every ``every`` moves the seat to act's Knowledge is taken with them."""
    from game.ai.bot import make_bot

    game = Game.new(preset(preset_name), seed=seed)
    bots = [make_bot("expert", seed=f"{seed}/{s}") for s in range(game.rules.player_count)]
    at_discard: dict[int, frozenset[str]] = {}
    moves = 0
    while game.phase not in ("round_over", "game_over"):
        seat = game.to_act
        if moves % every == 0:
            yield Knowledge.of(game.view(seat)), dict(at_discard)
        move = bots[seat].choose(game.view(seat))
        if isinstance(move, Discard):
            at_discard[seat] = layable_on_table(game, seat)
        game.apply(move)
        moves += 1


@pytest.mark.parametrize(("preset_name", "seeds"), [
    ("classic-4p", (1, 2)), ("modern-american", (1, 2)), ("five-player-rotating", (1, 2)),
    ("six-player-three-pairs", (1, 2)), ("verschaerft", (1, 2)),
    ("three-player-partnership", (7,)),  # all three meld before seat 1 takes the pile and plays alone
])
def test_the_ranks_read_from_the_history_are_the_ones_the_table_showed_at_each_discard(preset_name, seeds):
    # The table itself is the oracle: Modern American's largest meld (7) leaves a closed canasta no room, and in
    # three-player-partnership each seat melds for himself until the first take joins the other two.
    compared = 0
    for seed in seeds:
        for k, truth in _table_at_discards(preset_name, seed, every=3):
            assert {s: r for s, r in k.layable_at_discard.items() if r} == {s: r for s, r in truth.items() if r}
            compared += sum(1 for r in truth.values() if r)
    assert compared >= 20


def test_each_players_last_discard_is_read_from_the_history():
    game = play_until(Game.new(preset("classic-4p"), seed=3), 30, level="expert")
    k = Knowledge.of(game.view(game.to_act))
    thrown: dict[int, str] = {}
    seat = game.next_seat(game.dealer)
    for move in game.history:  # the engine's own record, read here without the knowledge's replay
        if isinstance(move, Discard):
            thrown[seat] = move.card
            seat = game.next_seat(seat)
    assert k.last_discard == thrown and len(thrown) == 4


def _thrown_as_the_cheapest(reading: WorldReading, worlds: int = 120) -> float:
    # How often the hand a world gives each other player, with the card he last threw, makes that card his
    # cheapest discard by the expert's costs: what the discard reading should make likelier.
    game = play_until(Game.new(preset("classic-4p"), seed=3), 30, level="expert")
    k = Knowledge.of(game.view(game.to_act))
    rng = random.Random(5)
    cheapest = total = 0
    for _ in range(worlds):
        world = sample_world(k, rng, reading)
        for seat, thrown in k.last_discard.items():
            if seat == k.seat or thrown in BLACK_THREES:
                continue
            held = [*world.hands[seat], thrown]
            ks = Knowledge.in_world(world.holding(seat, held), seat, k.view, k.tells)
            costs = {card: discard_cost(ks, card, EXPERT) for card in set(held)}
            cheapest += costs[thrown] <= min(costs.values())
            total += 1
    return cheapest / total


def test_worlds_weighed_by_the_players_discards_give_hands_from_which_they_would_have_thrown_them():
    plain, weighed = _thrown_as_the_cheapest(READ_BY_RANK), _thrown_as_the_cheapest(WorldReading(discard_temperature=5))
    assert weighed >= plain + 0.15, (plain, weighed)


def test_a_players_unseen_cards_are_counted_from_his_dealt_hand_alone():
    # The discard reading rates a hand before the other hands are dealt: what that player has not seen must
    # come out as a whole world would count it.
    game = play_until(Game.new(preset("classic-4p"), seed=3), 30, level="expert")
    k = Knowledge.of(game.view(game.to_act))
    rng = random.Random(6)
    compared = 0
    for _ in range(10):
        world = sample_world(k, rng)
        for seat in range(4):
            if seat == k.seat:
                continue
            unseen = sampling.hidden_from_others(k)
            unseen.subtract(map(RANK_KEY.__getitem__, world.hands[seat]))
            unseen.update(map(RANK_KEY.__getitem__, world.known[seat]))
            assert unseen == Knowledge.in_world(world, seat, k.view, k.tells).unseen_by_rank
            compared += 1
    assert compared == 30
