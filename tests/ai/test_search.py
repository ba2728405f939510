"""The master's search: sampled worlds agree with the view, the node cap holds, memory stays small."""

from __future__ import annotations

import dataclasses
import random
import tracemalloc
from collections import Counter

import pytest

from game.ai import make_bot
from game.ai.evaluate import GAME_WON_WORTH, evaluate, hand_worth
from game.ai.knowledge import Knowledge
from game.ai.levels import MASTER, HandJudgement
from game.ai.policy import rate_moves
from game.ai.sampling import consistent_world, sample_world
from game.ai.search import SearchStats, _undecided, candidate_moves, search_move
from game.ai.steps import finish
from game.core import Answer, Game, parse_move, preset

from ..core.helpers import position
from .helpers import play_until, positions_from_game


def test_sampled_worlds_agree_with_everything_the_seat_sees():
    for game in positions_from_game("classic-4p", seed=12, every=9):
        seat = game.to_act
        k = Knowledge.of(game.view(seat))
        rng = random.Random(1)
        worlds = [sample_world(k, rng) for _ in range(5)]
        for world in worlds:
            assert world.view(seat).data == game.view(seat).data
            for s in range(4):
                assert Counter(world.known[s]) <= Counter(world.hands[s]), "cards taken with the pile stay known"
                assert not any(c in ("3H", "3D") for c in world.hands[s])
        if sum(len(game.hands[s]) for s in range(4) if s != seat) > 6:
            assert len({tuple(w.hands[(seat + 1) % 4]) for w in worlds}) > 1, "worlds should differ"


def test_ranks_a_player_declined_reach_him_less_often():
    game = play_until(Game.new(preset("classic-2p"), seed=40), moves=20)
    seat = game.to_act
    k = Knowledge.of(game.view(seat))
    other = 1 - seat
    avoided = k.declined_by[other] | set(k.discarded_by[other])
    assert avoided, "the test needs a position where the opponent let some rank go"
    rng = random.Random(2)
    share_avoided = share_all = 0.0
    for _ in range(200):
        world = sample_world(k, rng)
        hidden = world.hands[other]
        share_avoided += sum(1 for c in hidden if c[0] in avoided) / len(hidden)
    unseen = k.view.unseen_cards()
    share_all = sum(1 for c in unseen if c[0] in avoided) / len(unseen)
    assert share_avoided / 200 < share_all


def test_tells_kept_move_by_move_match_a_fresh_reading_of_the_history():
    # Playouts keep the public tells up to date instead of re-reading the history: both must agree.
    for name, seed in (("classic-4p", 3), ("classic-2p", 8)):
        game = Game.new(preset(name), seed=seed)
        bots = [make_bot("expert", seed=s) for s in range(game.rules.player_count)]
        kept = Knowledge.of(game.view(game.to_act)).tells.copy()
        declines = 0
        while game.phase not in ("round_over", "game_over"):
            seat = game.to_act
            move = bots[seat].choose(game.view(seat))
            kept.record(seat, move)
            game.apply(move)
            if game.phase in ("round_over", "game_over"):
                break
            fresh = Knowledge.of(game.view(game.to_act)).tells
            assert (kept.discarded_by, kept.declined_by, kept.top) == (fresh.discarded_by, fresh.declined_by,
                                                                        fresh.top)
            declines = sum(map(len, fresh.declined_by.values()))
        assert declines > 0, "the hand should have seen a player draw instead of taking"


def test_the_node_cap_bounds_the_search_and_the_veto_keeps_blunders_out():
    game = play_until(Game.new(preset("classic-4p"), seed=6), moves=25)
    k = Knowledge.of(game.view(game.to_act))
    assert MASTER.search is not None
    level = dataclasses.replace(MASTER, search=dataclasses.replace(MASTER.search, node_cap=60))
    rated = rate_moves(k, level)
    stats = SearchStats()
    move = finish(search_move(k, level, rated, random.Random(3), stats))
    assert stats.nodes <= 60
    candidates = candidate_moves(rated, level)
    assert move in candidates
    ratings = dict(rated)
    best = max(ratings.values())
    assert ratings[candidates[0]] == best, "the policy's own choice comes first"
    kinds_seen = set()
    for c in candidates:
        # a runner-up of a kind already listed must not be a blunder next to the policy's best
        assert type(c) not in kinds_seen or ratings[c] >= best - level.search.veto_margin
        kinds_seen.add(type(c))


def test_the_search_overrules_the_policy_only_when_the_worlds_agree():
    from game.ai.search import _confident_best

    always_better = [[0.0, 50.0, -10.0], [100.0, 160.0, 90.0], [-40.0, 20.0, -60.0]]
    assert _confident_best(always_better, 1.5) == 1
    split = [[0.0, 400.0, 0.0], [0.0, -380.0, 0.0], [0.0, 30.0, 0.0]]
    assert _confident_best(split, 1.5) == 0
    assert _confident_best([[0.0, 99.0]], 1.5) == 0, "one world proves nothing"


def test_a_master_search_stays_well_under_64_mb():
    searched = 0
    for game in positions_from_game("classic-4p", seed=9, every=6)[2:]:
        k = Knowledge.of(game.view(game.to_act))
        rated = rate_moves(k, MASTER)
        if len(candidate_moves(rated, MASTER)) < 2:
            continue
        stats = SearchStats()
        tracemalloc.start()
        try:
            finish(search_move(k, MASTER, rated, random.Random(4), stats))
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert stats.worlds >= 1 and stats.nodes > 0
        assert peak < 64 * 1024 * 1024, f"the search used {peak / 2**20:.1f} MB"
        searched += 1
        if searched == 2:
            break
    assert searched == 2


def test_a_hand_that_ends_the_game_is_judged_by_who_won_it():
    def finished(scores_before: list[int]) -> Game:
        game = Game.new(preset("classic-4p"), seed=5)
        game = Game.from_dict({**game.to_dict(), "scores": list(scores_before)})
        return play_until(game, 10_000, level="expert")

    for scores_before, over in (([0, 0], False), ([4990, 4990], True)):
        game = finished(scores_before)
        assert game.phase == ("game_over" if over else "round_over")
        margin = game.round_scores[0]["total"] - game.round_scores[1]["total"]
        bonus = 0.0 if not over else GAME_WON_WORTH if game.winner == 0 else -GAME_WON_WORTH
        assert evaluate(game, 0) == margin + bonus
        assert evaluate(game, 1) == -margin - bonus


def test_while_a_question_is_open_every_world_lets_the_asker_go_out():
    game = play_until(Game.new(preset("classic-4p"), seed=28), 28, level="expert")  # a seeded ask
    assert game.phase == "answer"
    k = Knowledge.of(game.view(game.to_act))
    rng = random.Random(3)
    worlds = [finish(consistent_world(k, rng)) for _ in range(6)]
    assert any(w is not None for w in worlds)
    for world in filter(None, worlds):
        world.apply(Answer(True))
        assert world.legal_moves(), "the asker could not honour a yes in this world"


def test_close_calls_get_more_worlds_and_clear_ones_do_not():
    assert MASTER.search is not None
    config = MASTER.search  # more worlds while a challenger leads by 0.5 to 1.5 standard errors
    ahead_a_little = [[0.0, 10.0], [0.0, -6.0], [0.0, 8.0], [0.0, -4.0]]  # mean 2, SE 4.1: 0.49 standard errors
    close = [[0.0, 10.0], [0.0, -2.0], [0.0, 8.0], [0.0, -4.0]]  # mean 3, SE 3.5: 0.85 standard errors
    clear = [[0.0, 10.0], [0.0, 9.0], [0.0, 11.0], [0.0, 10.0]]  # far beyond 1.5 standard errors
    behind = [[0.0, -10.0], [0.0, 2.0], [0.0, -8.0], [0.0, 4.0]]
    assert _undecided(close, config)
    assert not _undecided(clear, config)
    assert not _undecided(behind, config)
    assert not _undecided(ahead_a_little, config)


def test_playouts_play_the_searching_levels_own_heuristics(monkeypatch):
    # The master's heuristics are tuned apart from the expert's: its playouts must play them, not the expert's.
    from game.ai import search

    tuned = dataclasses.replace(MASTER, name="tuned", wild_keep=77.0)
    consulted = []

    def spying(k, level):
        consulted.append(level)
        return real(k, level)

    real = search.choose_move
    monkeypatch.setattr(search, "choose_move", spying)
    for game in positions_from_game("classic-4p", seed=9, every=6)[2:]:
        k = Knowledge.of(game.view(game.to_act))
        rated = rate_moves(k, tuned)
        if len(candidate_moves(rated, tuned)) >= 2:
            finish(search_move(k, tuned, rated, random.Random(4)))
            break
    assert consulted and all(level is tuned for level in consulted)


def test_a_discard_onto_a_big_pile_is_compared_wider_and_nothing_else_is():
    assert MASTER.search is not None
    wide = dataclasses.replace(MASTER, search=dataclasses.replace(
        MASTER.search, big_pile=6, big_pile_candidates=5, big_pile_worlds=20, max_worlds=0, node_cap=10**6,
        rated_moves_cap=0))
    seen = Counter()
    for game in positions_from_game("classic-4p", seed=4, every=1, level="expert"):
        k = Knowledge.of(game.view(game.to_act))
        rated = rate_moves(k, wide)
        if len(rated) < 6:
            continue
        choice = max(rated, key=lambda pair: pair[1])[0]
        big = len(game.pile) >= 6 and type(choice).__name__ == "Discard"
        if seen[big] >= 2:
            continue
        seen[big] += 1
        stats = SearchStats()
        finish(search_move(k, wide, rated, random.Random(1), stats))
        five = dataclasses.replace(wide, search=dataclasses.replace(wide.search, candidates=5))
        assert stats.candidates == len(candidate_moves(rated, five if big else MASTER))
        assert stats.worlds == (20 if big else MASTER.search.worlds)
    assert seen[True] == 2 and seen[False] == 2, "the hand had both kinds of decision"


def test_the_discards_the_worlds_reading_rates_count_under_the_searchs_cap(monkeypatch):
    # Weighing worlds by the players' discards rates their hands' cards: time the cap must bound with the
    # playouts' moves, or the master's dearest decisions run over their budget on WebAssembly.
    from game.ai import search

    assert MASTER.search is not None
    level = dataclasses.replace(MASTER, search=MASTER.search.tuned(discard_temperature=5.0,
                                                  rated_moves_cap=0))
    assert level.search is not None
    game = play_until(Game.new(preset("classic-4p"), seed=3), 30, level="expert")
    k = Knowledge.of(game.view(game.to_act))
    per_world = search.discards_rated(k, level.search.reading)
    assert per_world > 0 and search.discards_rated(k, MASTER.search.reading) == 0  # the master reads them not

    def rated(cost: int) -> SearchStats:
        monkeypatch.setattr(search, "discards_rated", lambda k, reading: cost)
        stats = SearchStats()
        finish(search_move(Knowledge.of(game.view(game.to_act)), level, rate_moves(k, level), random.Random(4),
                           stats))
        return stats

    counted, uncounted = rated(per_world), rated(0)
    assert counted.worlds == uncounted.worlds > 1  # the same worlds, drawn without a cap
    assert counted.rated - uncounted.rated == counted.worlds * per_world


def test_while_a_question_is_open_every_world_drawn_counts_its_discards_under_the_cap(monkeypatch):
    # An open question throws away the worlds in which the asker could not go out: each world drawn costs
    # its reading all the same, kept or not.
    from game.ai import search

    assert MASTER.search is not None
    level = dataclasses.replace(MASTER, search=MASTER.search.tuned(discard_temperature=5.0,
                                                  rated_moves_cap=0))
    assert level.search is not None
    game = play_until(Game.new(preset("classic-4p"), seed=28), 28, level="expert")  # a seeded ask
    assert game.phase == "answer"
    k = Knowledge.of(game.view(game.to_act))
    per_world = search.discards_rated(k, level.search.reading)
    drawn = [0]

    def counting(k: Knowledge, rng: random.Random, reading: object):
        drawing = consistent_world(k, rng, reading)  # type: ignore[arg-type]
        while True:
            try:
                next(drawing)
            except StopIteration as done:
                return done.value
            drawn[0] += 1
            yield

    monkeypatch.setattr(search, "consistent_world", counting)

    def rated(cost: int) -> SearchStats:
        monkeypatch.setattr(search, "discards_rated", lambda k, reading: cost)
        drawn[0] = 0
        stats = SearchStats()
        finish(search_move(Knowledge.of(game.view(game.to_act)), level, rate_moves(k, level), random.Random(4),
                           stats))
        return stats

    counted = rated(per_world)
    draws = drawn[0]
    uncounted = rated(0)
    assert counted.worlds == uncounted.worlds and draws > counted.worlds, (draws, counted.worlds)
    assert counted.rated - uncounted.rated == draws * per_world


def _searched_position(level=MASTER):
    """A classic-4p position where the master's search compares at least two candidates."""
    for game in positions_from_game("classic-4p", seed=9, every=6)[2:]:
        k = Knowledge.of(game.view(game.to_act))
        rated = rate_moves(k, level)
        if len(candidate_moves(rated, level)) >= 2:
            return game, k, rated
    raise AssertionError("no position with a choice")


def test_a_move_refused_in_a_playout_ends_that_playout_with_a_warning(monkeypatch):
    # Should a planner and the rules disagree again (the black threes of stop 36), the player goes on.
    from game.ai import search

    game, k, rated = _searched_position()
    real = search.choose_move
    calls = [0]

    def sometimes_illegal(knowledge, level):
        calls[0] += 1
        if calls[0] % 7 == 0:
            return parse_move("meld 5H 5H 5H 5H")  # five of hearts four times: never in a hand
        return real(knowledge, level)

    monkeypatch.setattr(search, "choose_move", sometimes_illegal)
    with pytest.warns(search.RefusedMove, match="5H"):
        move = finish(search_move(k, MASTER, rated, random.Random(4)))
    assert game.refusal(move) is None
    assert calls[0] > 7


def test_a_refused_candidate_is_dropped_before_any_world_is_drawn():
    from game.ai import search

    game, k, rated = _searched_position()
    impossible = parse_move("meld 5H 5H 5H 5H")
    best = max(rating for _, rating in rated)
    stats = SearchStats()
    with pytest.warns(search.RefusedMove, match="5H"):
        move = finish(search_move(k, MASTER, [(impossible, best + 1000.0), *rated], random.Random(4), stats))
    assert move != impossible and game.refusal(move) is None
    assert stats.candidates == len(candidate_moves(rated, MASTER))  # the others, as if it had not been offered


def test_a_pile_the_next_player_can_take_counts_for_his_side_at_the_cut():
    from game.ai.discards import prize_of_cards
    from game.ai.search import _pile_for_the_taker
    from game.core import Take

    takeable = untakeable = None
    for game in positions_from_game("classic-4p", seed=3, every=1):
        if game.phase != "draw" or len(game.pile) < 3:
            continue
        if any(isinstance(m, Take) for m in game.legal_moves()):
            takeable = takeable or game
        else:
            untakeable = untakeable or game
    assert takeable is not None and untakeable is not None, "the hand had both kinds of pile"
    taker = takeable.to_act
    worth = sum(takeable.values[c] for c in takeable.pile) + prize_of_cards(takeable.pile, MASTER)
    assert worth > 0
    assert _pile_for_the_taker(takeable, taker, MASTER) == worth
    assert _pile_for_the_taker(takeable, takeable.partner_of(taker), MASTER) == worth
    assert _pile_for_the_taker(takeable, takeable.next_seat(taker), MASTER) == -worth
    assert _pile_for_the_taker(untakeable, untakeable.to_act, MASTER) == 0.0


def _playout_turns_asked(monkeypatch) -> list[int]:
    """The turns of every playout the search asks for from now on, in the order asked."""
    from game.ai import search

    asked: list[int] = []
    real = search.play_candidate

    def spying(world, k, move, level, turns, *rest):
        asked.append(turns)
        return real(world, k, move, level, turns, *rest)

    monkeypatch.setattr(search, "play_candidate", spying)
    return asked


def test_near_the_hands_end_playouts_run_longer_and_elsewhere_not(monkeypatch):
    from game.ai import search  # END_NEAR
    from game.ai.specials import end_is_near

    assert MASTER.search is not None
    long_end = dataclasses.replace(MASTER, search=dataclasses.replace(MASTER.search, end_turns=40))
    asked = _playout_turns_asked(monkeypatch)
    seen = Counter()
    for game in positions_from_game("classic-4p", seed=5, every=1, level="expert"):
        k = Knowledge.of(game.view(game.to_act))
        rated = rate_moves(k, long_end)
        near = end_is_near(game) >= search.END_NEAR
        if len(candidate_moves(rated, long_end)) < 2 or seen[near] >= 2:
            continue
        seen[near] += 1
        asked.clear()
        finish(search_move(k, long_end, rated, random.Random(1)))
        assert asked and set(asked) == {40 if near else MASTER.search.playout_turns}
    assert seen[True] == 2 and seen[False] == 2, "the hand had both kinds of decision"


def test_the_worth_of_a_hand_at_the_cut_off_is_a_knob_of_the_search():
    assert MASTER.search is not None
    tuned = MASTER.search.tuned(pair_worth=40.0, wild_worth=0.0, worlds=9)
    assert tuned.worlds == 9 and tuned.reading == MASTER.search.reading
    assert tuned.hands == HandJudgement(pair_worth=40.0, wild_worth=0.0)
    game = position(hands=["5C 5D 9S JK 2C", "4C 4D", "6C 6D", "7C 7D"])
    assert hand_worth(game, 0, tuned.hands) - hand_worth(game, 0) == (40 - 15) - 2 * 25, "one pair, two wild cards"
    # Our side: seat 0 as above, the partner's pair +25; theirs: two pairs, +50.
    assert evaluate(game, 0, judge=tuned.hands) - evaluate(game, 0) == -50.0


def test_playouts_of_whole_rounds_stop_as_the_turn_comes_back_to_the_seat():
    from game.ai.search import for_the_table

    assert MASTER.search is not None
    rounds = dataclasses.replace(MASTER, search=dataclasses.replace(MASTER.search, playout_turns=8, whole_rounds=True))
    turns = {players: for_the_table(rounds, players).search.playout_turns for players in (2, 3, 4, 5, 6)}
    assert turns == {2: 8, 3: 6, 4: 8, 5: 5, 6: 6}
    short = dataclasses.replace(rounds, search=dataclasses.replace(rounds.search, playout_turns=4))
    assert for_the_table(short, 6).search.playout_turns == 6, "at least one round"
    assert for_the_table(MASTER, 6) is MASTER, "unchanged where the knob is off"


def test_a_six_player_search_with_whole_rounds_plays_each_candidate_one_round(monkeypatch):
    assert MASTER.search is not None
    rounds = dataclasses.replace(MASTER, search=dataclasses.replace(MASTER.search, playout_turns=8, whole_rounds=True))
    asked = _playout_turns_asked(monkeypatch)
    for game in positions_from_game("six-player", seed=5, every=1, level="expert"):
        k = Knowledge.of(game.view(game.to_act))
        rated = rate_moves(k, rounds)
        if len(candidate_moves(rated, rounds)) >= 2:
            finish(search_move(k, rounds, rated, random.Random(1)))
            break
    assert asked and set(asked) == {6}
