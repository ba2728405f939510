"""Property tests: random legal games in every preset keep every invariant after every move."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import PRESETS, Game, IllegalMove, NotationError, parse_cards, preset
from game.core.cards import deck_counts, is_wild
from game.core.melds import lay_problem
from game.core.scoring import BREAKDOWN_KEYS

MAX_STEPS = 2000  # a hand of random play ends long before this

# Each example plays a whole hand, checking everything after every move (a verschaerft hand takes seconds): the
# default run plays 10 per preset, where the default profile would play 25. The soak (--run-slow) plays 300
# seeded hands per preset and the thorough profile 1000 examples, so only the default run is shortened.
WHOLE_HANDS = settings(max_examples=10) if settings.default.max_examples <= 25 else settings()


def all_cards(d: dict) -> Counter:
    """Every card of a position (``Game.to_dict()``), counted."""
    seen: Counter = Counter()
    for text in d["hands"] + d["red_threes"] + [d["pile"], d["stock"], *d.get("talons", [])]:
        seen.update(parse_cards(text))
    for side in d["melds"]:
        for meld in side:
            seen.update(parse_cards(meld))
    return seen


def check_invariants(game: Game) -> dict:
    """Check every invariant; returns the position (``game.to_dict()``), written once per move (it is long)."""
    r = game.rules
    d = game.to_dict()
    assert all_cards(d) == deck_counts(r.deck_count, r.jokers_per_pack), "every card is accounted for"
    for index, side in enumerate(game.melds):
        merged = game.partnership is not None and index == game.partnership[0]
        for rank, cards in side.items():
            wilds = sum(1 for c in cards if is_wild(c))
            problem = lay_problem(r, rank, len(cards) - wilds, wilds, new=True)
            if merged and problem and "wild" in problem:
                problem = None  # the partners' joined meld may hold too many wild cards (V3-TMP-3)
            assert problem is None, cards
            assert all(is_wild(c) or c[0] == rank for c in cards)
    assert Game.from_dict(d).to_dict() == d, "the position round-trips exactly"
    for seat in range(r.player_count):
        view = game.view(seat).to_dict()
        assert view["stock"] == len(game.stock)
        assert "seed" not in view
        for other in range(r.player_count):
            if other != seat:
                assert view["hands"][other] == len(game.hands[other]), "other hands are only counts"
        assert view["hands"][seat] == d["hands"][seat]
    if game.round_scores is not None:
        for parts in game.round_scores:
            assert set(BREAKDOWN_KEYS) <= set(parts)
            assert sum(v for k, v in parts.items() if k != "total") == parts["total"]
            assert all(v % 5 == 0 for v in parts.values()), "all scores are multiples of 5 (C-SCORE-7)"
    return d


def play_random_hand(name: str, seed: int, *, junk: bool = False) -> Game:
    game = Game.new(preset(name), seed=seed)
    rng = random.Random(seed)
    position = check_invariants(game)
    for _ in range(MAX_STEPS):
        if game.phase in ("round_over", "game_over"):
            return game
        moves = game.legal_moves()
        assert moves, f"no legal move in phase {game.phase}"
        assert len(set(moves)) == len(moves), "legal moves are distinct"
        if junk:
            try_junk_move(game, rng, position)
        game.apply(rng.choice(moves))
        position = check_invariants(game)
    raise AssertionError("the hand did not end")


def try_junk_move(game: Game, rng: random.Random, before: dict) -> None:
    """A random move text: if the engine refuses it, nothing may change (``before`` is ``game.to_dict()``)."""
    cards = rng.sample(game.hands[game.to_act], min(3, len(game.hands[game.to_act])))
    text = rng.choice(["draw", "take", "ask", "yes", "no", "end", f"discard {rng.choice(cards or ['JK'])}",
                       "meld " + " ".join(cards or ["JK"]), "take " + " ".join(cards[:2] or ["JK"])])
    probe = Game.from_dict(before)
    try:
        probe.apply(text)
    except (IllegalMove, NotationError):
        assert probe.to_dict() == before


@pytest.mark.parametrize("name", PRESETS)
@WHOLE_HANDS
@given(seed=st.integers(0, 2**31))
def test_random_hands_keep_every_invariant(name: str, seed: int) -> None:
    play_random_hand(name, seed, junk=True)


@pytest.mark.parametrize("name", PRESETS)
def test_whole_games_reach_the_end(name: str) -> None:
    """Hands follow each other with the deal rotating until a side reaches the target (C-END-2)."""
    rules = preset(name).replace(target_score=1500)
    game = Game.new(rules, seed=11)
    rng = random.Random(11)
    dealers = []
    for _ in range(60):
        dealers.append(game.dealer)
        while game.phase not in ("round_over", "game_over"):
            game.apply(rng.choice(game.legal_moves()))
        if game.phase == "game_over":
            break
        game.next_round()
    assert game.phase == "game_over"
    assert max(game.scores) >= 1500
    assert game.winner == game.scores.index(max(game.scores))
    assert all(b == (a + 1) % rules.player_count for a, b in zip(dealers, dealers[1:], strict=False))


def test_same_seed_and_moves_give_the_same_game() -> None:
    a, b = play_random_hand("classic-4p", 5), play_random_hand("classic-4p", 5)
    assert a.to_dict() == b.to_dict()
    assert play_random_hand("classic-4p", 6).to_dict() != a.to_dict()


@pytest.mark.slow
@pytest.mark.parametrize("name", PRESETS)
def test_soak_many_seeded_hands(name: str) -> None:
    for seed in range(300):
        play_random_hand(name, seed)


def test_the_move_memo_never_changes_a_result() -> None:
    """Move generation shares values between games (game/core/memo.py); listing the moves of the same
    positions with a warm memo, across presets and meld rules, and with a cleared one gives equal lists."""
    from game.core.memo import clear_memos

    rules = [preset("classic-4p"), preset("classic-2p"), preset("classic-4p").replace(wild_ratio="strictly_fewer"),
             preset("classic-2p").replace(max_wild_per_meld=2)]
    positions = []
    for seed in range(12):
        game = Game.new(rules[seed % len(rules)], seed=seed)
        rng = random.Random(seed)
        while game.phase not in ("round_over", "game_over"):
            positions.append(game.to_dict())
            game.apply(rng.choice(game.legal_moves()))
    warm = [Game.from_dict(d).legal_moves() for d in positions]
    clear_memos()
    cold = [Game.from_dict(d).legal_moves() for d in reversed(positions)]
    assert warm == cold[::-1]


# Rule options no preset combines yet, or combines differently: random play must keep every invariant
# under them too (legal moves apply, positions round-trip, cards are accounted for).
OPTION_MIXES = {
    "mac-melds": preset("classic-4p").replace(
        max_meld_size=7, max_wild_per_meld=2, wild_ratio="none", wild_card_melds=True, wild_canasta_bonus=2000,
        rule_of_five=True, sevens_clean_only=True, aces_mixed_only_in_initial_meld=True,
        dead_rank_trigger="any_canasta", initial_meld_clean_requirement="pure_or_wild_meld",
        canastas_to_go_out=2, final_discard="required_face_down", no_out_with_incomplete=("wild",),
        wild_discard="final_only", three_discard_allowed=False, empty_pile_no_ace_seven=True,
        ask_partner_limit_per_hand=1, pile_always_frozen=True, pile_take_natural_plus_wild=False,
        pile_take_by_layoff=False, forced_take_when_stock_empty=False, threes_as_bonus_cards="both_colours",
        dealt_threes_timing="first_turn", keep_threes_in_hand="one_before_initial_meld",
        black_three_meld_when_going_out=False, red_three_scoring="mac_colour_table",
        red_three_sign_rule="mac_canasta_count", incomplete_meld_penalties=(("wild", 2000), ("sevens", 2500)),
        hand_rank_hoard_penalty=(("A", 1500), ("7", 1500)), initial_upcard=False, hand_size=13,
        bonus_cards=(4, 3), turn_card_from_bottom=9),
    "table-rules": preset("classic-4p").replace(
        max_meld_size=7, max_wild_per_meld=2, wild_card_melds=True, wild_canasta_bonus=2000,
        rule_of_five=False, sevens_clean_only=True, aces_mixed_only_in_initial_meld=True,
        dead_rank_trigger="pure_canasta_only", allow_meld_of_opponents_closed_rank=True, mac_wild_meld_priority=True,
        initial_meld_clean_requirement="three_naturals", no_out_with_incomplete=("wild", "sevens", "pure_aces"),
        empty_pile_no_safe_discard=True, threes_as_bonus_cards="both_colours", keep_threes_in_hand="unlimited",
        black_three_meld_when_going_out=False, threes_in_hand_scored_as_table=True,
        last_card_three="end_scored_as_table", three_discard_allowed=False, bonus_cards=(4, 3),
        bonus_cards_source="talons"),
}


@pytest.mark.parametrize("mix", sorted(OPTION_MIXES))
@given(seed=st.integers(0, 10**6))
def test_random_hands_keep_every_invariant_under_option_mixes(mix: str, seed: int) -> None:
    game = Game.new(OPTION_MIXES[mix], seed=seed)
    rng = random.Random(seed)
    position = check_invariants(game)
    for _ in range(MAX_STEPS):
        if game.phase in ("round_over", "game_over"):
            return
        moves = game.legal_moves()
        assert moves, f"no legal move in phase {game.phase}"
        try_junk_move(game, rng, position)
        game.apply(rng.choice(moves))
        position = check_invariants(game)
    raise AssertionError("the hand did not end")
