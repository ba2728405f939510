"""The all-seeing yardstick of the bench (issue 23): true worlds, a search that uses them, the blunder rating,
and that none of it reaches the table's code."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

from bench import all_seeing
from bench.all_seeing import ALL_SEEING, Sight, all_seeing_move, partly_true_worlds, players, true_worlds
from bench.blunder_rating import judge
from game.ai import make_bot
from game.ai.arena import play_game, view_player
from game.ai.knowledge import Knowledge
from game.ai.levels import MASTER, READ_BY_RANK
from game.ai.steps import finish
from game.core import NATURAL_RANKS, WILD_FACES, Discard, Game, parse_move, preset, rank_of

from ..core.helpers import position
from .helpers import play_until

ROOT = Path(__file__).resolve().parents[2]

# Classic for two, seat 0 to discard one of two singles, 9H or 8C, which look alike from its seat.  The pile
# holds four aces: with the opponents' three, taking it closes a natural canasta.  The opponent holds a pair
# of one of the two ranks; the other pair lies in the stock, so seat 0's view is the same either way.
PILE = "AC 5D AC 7C AH TD AD 4D QC 6C JS"
OURS = "9H 8C QH QD JH JC 7H 7D"
MELDS = [["KH KS KD"], ["AH AS AD"]]


def _full_deck(preset_name: str) -> Counter[str]:
    d = Game.new(preset(preset_name), seed=0).to_dict()
    return Counter(" ".join([*d["hands"], d["stock"], d["pile"], *d["red_threes"]]).split())


def _opponent_holds(pair: str) -> Game:
    """The position with the opponent holding ``pair``; every card not placed lies in the stock."""
    hands = [OURS, f"{pair} 4H 5S 6D TC QS 7S 5H"]
    placed = Counter(" ".join([*hands, *(m for side in MELDS for m in side), PILE]).split())
    stock = sorted((_full_deck("classic-2p") - placed).elements())
    random.Random(0).shuffle(stock)
    return position("classic-2p", hands=hands, melds=MELDS, pile=PILE, stock=" ".join(stock), phase="play")


def test_all_seeing_worlds_hold_the_true_hands_pile_and_melds_and_a_reshuffled_stock():
    game = play_until(Game.new(preset("classic-4p"), seed=5), moves=30, level="expert")
    assert game.phase in ("draw", "play")
    before = game.to_dict()
    k = Knowledge.of(game.view(game.to_act))
    sample = true_worlds(game)
    rng = random.Random(3)
    orders = set()
    for _ in range(5):
        world = finish(sample(k, rng))
        assert world is not None
        for seat in range(4):
            assert list(world.hands[seat]) == list(game.hands[seat])
            assert list(world.known[seat]) == list(game.known[seat])
        assert list(world.pile) == list(game.pile)
        assert [dict(m) for m in world.melds] == [dict(m) for m in game.melds]
        assert list(world.red_threes) == list(game.red_threes)
        assert (world.to_act, world.phase, list(world.history)) == (game.to_act, game.phase, list(game.history))
        assert Counter(world.stock) == Counter(game.stock), "the stock holds exactly the true stock's cards"
        orders.add(tuple(world.stock))
    assert len(orders) > 1, "the stock's order must be shuffled anew per world"
    assert game.to_dict() == before, "sampling a world must not change the game"


def _partly_true(sight: Sight, worlds: int, seed: int) -> tuple[Game, list[Game]]:
    """A classic-4p position, and worlds drawn for the seat to act that sees what ``sight`` shows."""
    game = play_until(Game.new(preset("classic-4p"), seed=5), moves=30, level="expert")
    sample = partly_true_worlds(game, game.to_act, sight, READ_BY_RANK)
    k = Knowledge.of(game.view(game.to_act))
    rng = random.Random(seed)
    drawn = [finish(sample(k, rng)) for _ in range(worlds)]
    assert all(world is not None for world in drawn)
    return game, [world for world in drawn if world is not None]


def test_partly_true_worlds_show_the_chosen_hands_and_guess_the_others_from_the_same_cards():
    game, worlds = _partly_true(Sight(hands=frozenset({2})), worlds=6, seed=3)
    seat = game.to_act
    partner, next_player, last = (seat + 2) % 4, (seat + 1) % 4, (seat + 3) % 4
    guessed_hands = set()
    for world in worlds:
        assert list(world.hands[seat]) == list(game.hands[seat])
        assert list(world.hands[partner]) == list(game.hands[partner]), "the shown hand is the true one"
        for other in (next_player, last):
            assert len(world.hands[other]) == len(game.hands[other])
            assert list(world.known[other]) == list(game.known[other]), "what the table knows stays public"
        hidden = Counter([*world.hands[next_player], *world.hands[last], *world.stock])
        assert hidden == Counter([*game.hands[next_player], *game.hands[last], *game.stock]), \
            "the guessed hands and the stock share out exactly the cards the seat has not seen"
        guessed_hands.add(tuple(sorted(world.hands[next_player])))
    assert len(guessed_hands) > 1, "the hands not shown are guessed anew per world"
    fresh = play_until(Game.new(preset("classic-4p"), seed=5), moves=30, level="expert")
    assert game.to_dict() == fresh.to_dict(), "sampling a world must not change the game"


def test_worlds_that_show_only_the_pairs_of_the_next_player_guess_his_other_cards():
    game, worlds = _partly_true(Sight(pairs=frozenset({1})), worlds=6, seed=4)
    next_player = (game.to_act + 1) % 4
    ranks = Counter(rank_of(c) for c in game.hands[next_player] if rank_of(c) in NATURAL_RANKS)
    pairs = Counter(c for c in game.hands[next_player] if ranks[rank_of(c)] >= 2)
    assert pairs and len(pairs) < len(game.hands[next_player]), "the deal must give him pairs and other cards"
    others = set()
    for world in worlds:
        held = Counter(world.hands[next_player])
        assert not pairs - held, "his pairs are always his"
        world_ranks = Counter(rank_of(c) for c in held.elements() if rank_of(c) in NATURAL_RANKS)
        assert {r for r, n in world_ranks.items() if n >= 2} == {rank_of(c) for c in pairs}, \
            "and no other pair: a sight of his pairs shows what is not there too"
        assert len(world.hands[next_player]) == len(game.hands[next_player])
        others.add(tuple(sorted((held - pairs).elements())))
    assert len(others) > 1, "the rest of his hand is guessed anew per world"


def test_the_all_seeing_search_avoids_feeding_the_pile_where_the_master_cannot_tell():
    nines, eights = _opponent_holds("9S 9D"), _opponent_holds("8S 8D")
    assert nines.view(0).to_dict() == eights.view(0).to_dict(), "seat 0 must see the same in both"
    master = make_bot("master", seed=1)
    assert master.choose(nines.view(0)) == master.choose(eights.view(0)), "the same view, the same move"
    assert all_seeing_move(nines, ALL_SEEING, random.Random(1)) == Discard("8C")
    assert all_seeing_move(eights, ALL_SEEING, random.Random(1)) == Discard("9H")


def test_feeding_the_pile_a_canasta_is_rated_far_below_the_best_move():
    game = _opponent_holds("9S 9D")
    fed = judge(game, Discard("9H"), MASTER, random.Random(2))
    assert fed is not None and fed.loss is not None
    # The opponent closes a natural canasta of aces (500) with the pile's cards, and keeps the rest.
    assert fed.loss > 500 and fed.is_clear, fed
    assert fed.best != Discard("9H")
    assert abs(fed.best_value - fed.chosen_value - fed.loss) < 1e-6
    safe = judge(game, Discard("8C"), MASTER, random.Random(2))
    assert safe is not None and (safe.loss is None or safe.loss < 300), safe


def test_the_arena_hands_the_all_seeing_player_the_game_and_the_others_their_view():
    seen: list[str] = []

    def watching(level, seed):
        player = players(level, seed)

        def play(game):
            seen.append(level.name)
            return player(game)
        return play

    record = play_game("classic-2p", "beginner", ALL_SEEING, seed=3, a_side=0, hands=1, players=watching)
    assert record.hands == 1 and set(seen) == {"beginner", "all-seeing"}
    assert players(MASTER, "1").__qualname__ == view_player(MASTER, "1").__qualname__
    assert players(ALL_SEEING, "1").__qualname__ != view_player(MASTER, "1").__qualname__


def test_the_table_never_imports_the_all_seeing_level():
    # The web bundle packs game/ and main.py (tests/web/test_bundle_leaves_out_the_bench.py checks the built one).
    sources = [ROOT / "main.py", *sorted((ROOT / "game").rglob("*.py"))]
    bench_only = re.compile(r"all.seeing|blunder_rating|bench\.blunders|^\s*(from|import) bench\b", re.M)
    offending = [str(p.relative_to(ROOT)) for p in sources if bench_only.search(p.read_text(encoding="utf-8"))]
    assert not offending, offending


def test_the_saved_blunders_are_positions_where_both_moves_are_legal():
    # bench/data/blunders.json: the worst decisions of bench.blunders, for tests in built positions.
    saved = json.loads((ROOT / "bench" / "data" / "blunders.json").read_text(encoding="utf-8"))
    assert {(e["preset"], e["level"]) for e in saved} >= {("classic-4p", "expert"), ("classic-4p", "master")}
    for entry in saved:
        game = Game.from_dict(entry["position"])
        assert game.to_act == entry["seat"] and entry["loss"] > 2 * entry["error"]
        for text in (entry["chosen"], entry["best"]):
            assert game.refusal(parse_move(text)) is None, (entry["hand_seed"], text)
        replayed = Game.from_code(entry["code"]).to_dict()
        assert replayed["hands"] == entry["position"]["hands"] and replayed["pile"] == entry["position"]["pile"]


def test_worlds_that_show_a_players_wild_cards_deal_him_no_other():
    for offset in (1, 2, 3):
        game, worlds = _partly_true(Sight(wilds=frozenset({offset})), worlds=4, seed=offset)
        other = (game.to_act + offset) % 4
        wilds = sorted(c for c in game.hands[other] if c in WILD_FACES)
        for world in worlds:
            assert sorted(c for c in world.hands[other] if c in WILD_FACES) == wilds


def test_the_bound_plays_the_lone_side_only_when_asked(monkeypatch, capsys):
    # Where three or more sides play, the lone side is the one measured: the level by default, the bound with
    # --bound-alone (does sight alone clear a line drawn for one side among several?).
    seated: list[tuple[str, str, str]] = []

    class Played:
        def summary(self) -> str:
            return "summary"

    def run_pairing(name, a, b, *args, **kwargs):
        seated.append((name, getattr(a, "name", a), getattr(b, "name", b)))
        return Played()

    monkeypatch.setattr(all_seeing, "run_pairing", run_pairing)
    all_seeing.main(["--presets", "five-player-rotating", "--levels", "expert", "--deals", "1"])
    all_seeing.main(["--presets", "five-player-rotating", "--levels", "expert", "--deals", "1", "--bound-alone"])
    assert seated == [("five-player-rotating", "expert", ALL_SEEING.name),
                      ("five-player-rotating", ALL_SEEING.name, "expert")]
    assert capsys.readouterr().out.count("five-player-rotating: summary") == 2
