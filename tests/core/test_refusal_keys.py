"""Every refusal carries a stable key and JSON-safe params beside its English sentence (issue 18): the keys in
game/core, the registry ``errors.REFUSALS`` and docs/refusals.md agree; random play raises only registered keys
whose patterns, filled with the params, are the sentences; and a few known refusals are checked exactly."""

from __future__ import annotations

import ast
import json
import pickle
import random
import re
from pathlib import Path
from typing import Any

import pytest

from game.core import PRESETS, Game, IllegalMove, NotationError, preset
from game.core.errors import FALLBACK_KEY, PARTS, REFUSALS, Refusal, placeholders, render_message
from game.core.melds import lay_problem, lay_refusal
from game.core.pile import freeze_reason
from tests.core.helpers import position

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "refusals.md"
CORE = ROOT / "game" / "core"
ROW = re.compile(r"^\| `([a-z_.]+)` \| (.*?) \| `(.*)` \|$")
KEY = re.compile(r"^[a-z_]+(\.[a-z_]+)+$")


def doc_tables() -> dict[str, dict[str, tuple[str, str]]]:
    """The doc's rows by section ("refusals", "game", "parts"): key -> (parameters cell, pattern)."""
    tables: dict[str, dict[str, tuple[str, str]]] = {"refusals": {}, "game": {}, "parts": {}}
    headings = {"## Refusals": "refusals", "## Refusals of the turn: check_move and next_round": "game",
                "## Parts": "parts"}
    section = None
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = headings.get(line)
        found = ROW.match(line)
        if found and section:
            key, cell, pattern = found.groups()
            assert key not in tables[section], f"{key} listed twice in docs/refusals.md"
            tables[section][key] = (cell, pattern)
    return tables


def params_cell(pattern: str) -> str:
    return ", ".join(f"`{name}`" for name in dict.fromkeys(placeholders(pattern))) or "—"


def key_literals() -> dict[str, set[str]]:
    """String constants shaped like keys in game/core outside errors.py, by file."""
    found: dict[str, set[str]] = {}
    for path in sorted(CORE.glob("*.py")):
        if path.name == "errors.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY.match(node.value):
                found.setdefault(node.value, set()).add(path.name)
    return found


def test_the_doc_lists_every_key_of_the_registry_with_its_pattern_and_parameters():
    tables = doc_tables()
    listed = {**tables["refusals"], **tables["game"]}
    assert not set(tables["refusals"]) & set(tables["game"])
    assert sorted(set(REFUSALS) - set(listed)) == [], "keys missing from docs/refusals.md"
    assert sorted(set(listed) - set(REFUSALS)) == [], "keys in docs/refusals.md that the engine does not know"
    assert sorted(set(PARTS) ^ set(tables["parts"])) == [], "the parts table differs from errors.PARTS"
    for registry, table in ((REFUSALS, listed), (PARTS, tables["parts"])):
        for key, pattern in registry.items():
            cell, written = table[key]
            assert written == pattern, f"{key}: the doc says {written!r}, the engine {pattern!r}"
            assert cell == params_cell(pattern), f"{key}: the parameters column should be {params_cell(pattern)}"
            render_message(pattern, {name: 1 for name in placeholders(pattern)})  # every placeholder is well formed


def test_keys_are_lower_case_dotted_and_the_meld_shapes_end_with_their_cards():
    for key in [*REFUSALS, *PARTS]:
        assert KEY.match(key), key
    assert FALLBACK_KEY not in REFUSALS
    for key, part in PARTS.items():
        if key in REFUSALS:
            assert REFUSALS[key] == part + ": {cards}", key


# Keys the checks build from a helper's key (checks.py): the context and the helper's reason.
COMPOSED = ("meld.keep_two.", "discard.keep_last.", "take.frozen", "take.needs_two_naturals_")


def test_every_key_in_the_code_is_registered_and_every_registered_key_is_used():
    literals = key_literals()
    unknown = {key: files for key, files in literals.items() if key not in REFUSALS and key not in PARTS}
    assert unknown == {}, "keys used in game/core but missing from errors.REFUSALS / PARTS"
    game_keys = set(doc_tables()["game"])
    unused = [key for key in REFUSALS if key not in literals and key not in game_keys
              and not key.startswith(COMPOSED)]
    assert unused == [], "registered keys that no code raises"
    assert [key for key in PARTS if key not in literals] == []


def check_refusal(error: IllegalMove) -> str:
    """The refusal is registered, its params JSON-safe and its sentence the key's pattern filled in."""
    message = str(error)
    assert error.key != FALLBACK_KEY, f"a refusal of the engine without its own key: {message!r}"
    assert error.key in REFUSALS, error.key
    assert json.loads(json.dumps(error.params)) == error.params, (error.key, error.params)
    pattern = REFUSALS[error.key]
    assert set(placeholders(pattern)) == set(error.params), (error.key, error.params, pattern)
    assert render_message(pattern, error.params) == message, (error.key, error.params, message)
    return error.key


def tried_moves(game: Game, rng: random.Random) -> list[str]:
    """The legal moves, and illegal ones made of the cards in hand: melds, takes, discards and lays."""
    hand = game.to_dict()["hands"][game.to_act].split()
    moves = [str(m) for m in game.legal_moves()]
    wilds = [c for c in hand if c == "JK" or c[0] == "2"]
    by_rank: dict[str, list[str]] = {}
    for c in hand:
        by_rank.setdefault(c[0], []).append(c)
    for _ in range(3):
        cards = rng.sample(hand, min(len(hand), rng.randint(1, 4))) if hand else ["JK"]
        moves += [f"meld {' '.join(cards)}", f"discard {cards[0]}", f"take {' '.join(cards[:2])}",
                  f"lay {cards[0]}"]
    for same in by_rank.values():
        some_wilds = wilds[: rng.randint(0, len(wilds))]
        moves += [f"meld {' '.join(same + some_wilds)}", f"take {' '.join(same[:2] + some_wilds[:1])}"]
    if wilds:
        moves += [f"meld {' '.join(wilds)}", f"meld K: {' '.join(wilds)}"]
    return moves + ["draw", "take", "ask", "ask 1", "ask 3", "yes", "no", "end", "special straight",
                    "special natural pairs", "discard AS", "lay 3H"]


@pytest.mark.parametrize("name", PRESETS)
def test_random_refusals_carry_registered_keys_and_json_params(name):
    seen: set[str] = set()
    for seed in range(2):
        rng = random.Random(f"{name}/{seed}")
        game = Game.new(preset(name), seed=seed)
        for _ in range(120):
            if game.phase in ("round_over", "game_over"):
                break
            for text in tried_moves(game, rng):
                try:
                    game.copy().apply(text)
                except IllegalMove as error:
                    seen.add(check_refusal(error))
                except NotationError:
                    continue
            game.apply(rng.choice(game.legal_moves()))
        with pytest.raises(IllegalMove) as late:  # a move after the hand, or the next hand before its end
            if game.phase in ("round_over", "game_over"):
                game.copy().apply("draw")
            else:
                game.copy().next_round()
        seen.add(check_refusal(late.value))
    assert len(seen - {FALLBACK_KEY}) >= 8, seen


# -- known refusals, exactly ---------------------------------------------------------------------------
def refusal(game: Game, move: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        game.apply(move)
    check_refusal(info.value)
    return info.value


def test_the_first_meld_minimum():
    g = position(hands=["4S 4S 4H 4H 4D 4D 4C 7C 9D", "6D 6H", "5C 5D", "7S 7H"], phase="play",
                 turn={"drew": True, "side_was_open": False})
    asked = g.refusal("meld 4S 4S 4H 4H 4D 4D 4C")
    e = refusal(g, "meld 4S 4S 4H 4H 4D 4D 4C")
    assert (e.key, e.params) == ("first_meld.too_few_points", {"needed": 50, "made": 35})
    assert str(e) == "Your first meld needs 50 points; these cards make 35"
    assert asked is not None and (asked.key, asked.params, str(asked)) == (e.key, e.params, str(e))


def test_a_meld_too_small_names_its_cards():
    g = position(hands=["KH KS 5C 9D", "6D 6H", "5C 5D", "7S 7H"], phase="play")
    e = refusal(g, "meld KH KS")
    assert (e.key, e.params) == ("meld.too_small", {"needed": 3, "cards": ["KS", "KH"]})
    assert str(e) == "A new meld needs at least 3 cards: KS KH"
    assert lay_problem(g.rules, "K", 2, 0, new=True) == "A new meld needs at least 3 cards"
    assert lay_refusal(g.rules, "K", 2, 0, new=True) == Refusal("meld.too_small", {"needed": 3})


def test_cards_not_held():
    g = position(hands=["KH KS KD 5C", "6D 6H", "5C 5D", "7S 7H"], phase="play")
    e = refusal(g, "meld KH KS KD KC")
    assert (e.key, e.params, str(e)) == ("meld.not_held", {"card": "KC"}, "You do not hold KC: you hold none")
    e = refusal(g, "meld KH KH KS")
    assert (e.key, e.params, str(e)) == ("meld.too_few_held", {"card": "KH", "held": 1},
                                         "You do not hold that many KH: you hold only 1")
    e = refusal(g, "discard 9D")
    assert (e.key, e.params, str(e)) == ("discard.not_held", {"card": "9D"}, "You do not hold 9D")


def test_going_out_needs_a_canasta_in_both_contexts():
    g = position(hands=["9C 9D 9H 5C", "5S 5H", "4S 4H", "JS JH"], melds=[["QS QH QD"], []], phase="play")
    e = refusal(g, "meld 9C 9D 9H")
    assert (e.key, e.params) == ("meld.keep_two.needs_canasta", {"needed": 1})
    assert str(e) == ("To go out your side needs 1 canasta: keep at least two cards after melding, so that one is "
                      "left after your discard")
    last = position(hands=["5C", "5S 5H", "4S 4H", "JS JH"], melds=[["QS QH QD", "8S 8H 8D 8C 2C"], []],
                    phase="play")
    e = refusal(last, "discard 5C")
    assert (e.key, e.params) == ("discard.keep_last.needs_canasta", {"needed": 1})
    assert str(e) == "To go out your side needs 1 canasta: keep your last card"


def test_a_frozen_pile():
    g = position(hands=["KS JK 7C 8C", "5S 5H", "AS AH AD", "JS JH"], melds=[[], ["AS AH AD"]],
                 pile="5C 2H 8D KD")
    assert freeze_reason(g.rules, g.pile, False) == "the pile is frozen"
    e = refusal(g, "take KS JK")
    assert (e.key, e.params) == ("take.frozen_needs_naturals", {"top": "KD"})
    assert str(e) == "The pile is frozen: take it only with two natural cards from your hand matching the top card KD"


def test_a_dead_rank_and_an_ask_of_a_seat_that_is_no_partner():
    mac = position("modern-american", hands=["KH KS KD 5S 6S 7S", "6C 6D 4C", "6C 6D 4D", "4C 4D 9S"],
                   melds=[["AH AS AD"], ["KS KD KC KC KH 2C 2D"]], phase="play",
                   turn={"drew": True, "side_was_open": True}, stock="8D 8C 8D 8C 5H 5D 5H 5D 4H 4H 6H 6H")
    e = refusal(mac, "meld KH KS KD")
    assert (e.key, e.params) == ("meld.dead_rank", {"rank": "K", "cards": ["KS", "KH", "KD"]})
    assert str(e).startswith("The kings are dead: a canasta of them is complete")
    six = position("six-player", hands=["9C 9D 9H 5S", "4C 4D", "5C 5D", "6C 6D", "7C 7D", "8C 8D"],
                   melds=[["AH AS AD AC AH AS 2C", "KH KS KD KC KH KS KD"], []], phase="play", stock="QS QD")
    e = refusal(six, "ask 3")
    assert (e.key, e.params) == ("ask.not_partner", {"seat": 3, "partners": [2, 4]})
    assert str(e) == "Seat 3 is not your partner; ask seat 2 or 4"


QUEENS_CANASTA = "QH QS QD QC QH QS QD"  # a natural canasta: Classic's way out is open
MAC_OTHERS = ["6C 6D 4C", "6C 6D 4D", "4C 4D 9S"]
MAC_STOCK = "8D 8C 8D 8C 5H 5D 5H 5D 4H 4H 6H 6H"  # the turn card (9th from the bottom) is still in
MAC_KINGS, MAC_QUEENS = "KH KS KD KC KH KS KD", "QH QS QD QC QH 2C 2D"  # MAC-29: the two canastas to go out


def mac_after_drawing(cards: str, melds: list[str], **changes: Any) -> Game:
    """Modern American, seat 0 after drawing, his side open with ``melds``."""
    return position("modern-american", hands=[cards, *MAC_OTHERS], melds=[melds, []], stock=MAC_STOCK,
                    phase="play", turn={"drew": True, "side_was_open": True}, **changes)


def test_no_question_after_the_last_stock_card_was_a_red_three():
    # C-STOCK-3 under last_stock_red_three = end_may_meld: he may meld but not discard, so the way out by a
    # last discard is closed and there is nothing to ask (C-OUT-7).
    cards, others = "KH KS KD 5C", ["4C 4D", "5D 6D", "7C 7D"]
    assert position(hands=[cards, *others], melds=[[QUEENS_CANASTA], []], phase="play").refusal("ask") is None
    g = position(hands=[cards, *others], melds=[[QUEENS_CANASTA], []], stock="3H",
                 last_stock_red_three="end_may_meld")
    g.apply("draw")
    assert g.turn.no_discard and "ask" not in {str(m) for m in g.legal_moves()}
    e = refusal(g, "ask")
    assert (e.key, e.params, str(e)) == ("ask.cannot_go_out", {}, "You cannot go out this turn")


def test_the_questions_a_hand_allows():
    # MAC-30 with a table's own limit (ask_partner_limit_per_hand = 2; MAC's 1 is ask.once_per_hand).
    g = position(hands=["KH KS KD 5C", "4C 4D", "5D 6D", "7C 7D"], melds=[[QUEENS_CANASTA], []], phase="play",
                 ask_partner_limit_per_hand=2)
    d = g.to_dict()
    d["asks"] = [1, 0, 0, 0]
    assert Game.from_dict(d).refusal("ask") is None  # the second question
    d["asks"] = [2, 0, 0, 0]
    e = refusal(Game.from_dict(d), "ask")
    assert (e.key, e.params, str(e)) == ("ask.limit_per_hand", {"limit": 2}, "You may ask only 2 times per hand")


def test_after_the_partners_no_the_player_keeps_a_card_in_both_contexts():
    # C-OUT-5: after "no" he must not go out this turn.
    g = position(hands=["9C 9D 9H 5S", "4C 4D", "5D 6D", "7C 7D"], melds=[[QUEENS_CANASTA], []], phase="play")
    g.apply("ask")
    g.apply("no")
    e = refusal(g, "meld 9C 9D 9H")
    assert (e.key, e.params) == ("meld.keep_two.partner_said_no", {})
    # a position with one card left after the "no" (loaded, not played: the meld above is refused first)
    last = position(hands=["5S", "4C 4D", "5D 6D", "7C 7D"], melds=[[QUEENS_CANASTA, "9C 9D 9H"], []],
                    phase="play", turn={"drew": True, "asked": "no"})
    e = refusal(last, "discard 5S")
    assert (e.key, e.params) == ("discard.keep_last.partner_said_no", {})
    assert str(e) == "Your partner said no, so you may not go out this turn: keep your last card"


def test_no_going_out_with_an_unfinished_wild_meld():
    # MAC-29 (no_out_with_incomplete = {wild}): two canastas are not enough while the wild-card meld is unfinished.
    e = refusal(mac_after_drawing("5S", [MAC_KINGS, MAC_QUEENS, "JK 2C 2D"]), "discard 5S")
    assert (e.key, e.params) == ("discard.keep_last.unfinished_wild_meld", {})
    assert str(e) == ("Your side's meld of wild cards is unfinished: complete it before going out: keep your last "
                      "card")


def test_no_going_out_with_unfinished_sevens():
    # TR-10: no_out_with_incomplete adds sevens.
    e = refusal(mac_after_drawing("5S", [MAC_KINGS, MAC_QUEENS, "7H 7S 7D"],
                                  no_out_with_incomplete=("wild", "sevens", "pure_aces")), "discard 5S")
    assert (e.key, e.params) == ("discard.keep_last.unfinished_sevens", {})
    assert str(e) == "Your side's meld of sevens is unfinished: complete it before going out: keep your last card"


def test_no_going_out_with_unfinished_clean_aces():
    # TR-10: no_out_with_incomplete adds pure_aces, a meld of aces without wild cards.
    e = refusal(mac_after_drawing("5S", [MAC_KINGS, MAC_QUEENS, "AH AS AD"],
                                  no_out_with_incomplete=("wild", "sevens", "pure_aces")), "discard 5S")
    assert (e.key, e.params) == ("discard.keep_last.unfinished_clean_aces", {})
    assert str(e) == ("Your side's clean meld of aces is unfinished: complete it before going out: keep your last "
                      "card")


def test_a_kept_three_stays_in_hand_once_the_stock_is_used_up():
    # MAC-9 (c): a kept three is laid out with a replacement from the stock; with none left it stays (MAC-32).
    g = position("modern-american", hands=["3H KH KS 5S 6S", *MAC_OTHERS], pile="5C 9D", stock="")
    assert "lay 3H" not in {str(m) for m in g.legal_moves()}
    e = refusal(g, "lay 3H")
    assert (e.key, e.params) == ("lay.stock_empty", {})
    assert str(e) == "The stock is used up: no card could replace the three, so it stays in your hand"


def test_an_open_pile_taken_only_with_a_natural_pair():
    # C-PILE-5 with its ways (b) and (c) switched off (pile_take_natural_plus_wild and pile_take_by_layoff
    # false): an open pile, like a frozen one, is taken only with two natural cards of the top card's rank.
    g = position(hands=["KS JK 7C 8C", "5S 5H", "4S 4H", "JS JH"], melds=[["QS QH QD", "KH KC KD"], []],
                 pile="5C KD", pile_take_natural_plus_wild=False, pile_take_by_layoff=False)
    assert g.pile_freeze_reason(0) is None  # open: the side has melded and no wild card lies in it
    for move in ("take KS JK", "take"):
        e = refusal(g, move)
        assert (e.key, e.params) == ("take.needs_two_naturals", {"top": "KD", "rank": "K"})
        assert str(e) == "To take the pile, lay KD with two natural Ks from your hand"


def test_black_threes_with_wild_cards_need_more_threes_than_wild_cards():
    # C-MELD-10 with D10 (black_three_meld_allows_wild): black threes going out may take wild cards, but
    # fewer of them than threes.
    g = position(hands=["3S 3C 2H 2D 5S", "5H 6H", "4S 4H", "JS JH"], melds=[["KH KC KD KS KH KC KD"], []],
                 pile="9C", phase="play", turn={"drew": True}, black_three_meld_allows_wild=True)
    e = refusal(g, "meld 3S 3C 2H 2D")
    assert (e.key, e.params) == ("black_threes.too_many_wilds", {"cards": ["3S", "3C", "2H", "2D"]})
    assert str(e) == "A meld of black threes needs more threes than wild cards: 3S 3C 2H 2D"


def test_the_exception_keeps_the_old_form_and_survives_a_copy():
    plain = IllegalMove("End your turn with a discard")
    assert (str(plain), plain.key, plain.params) == ("End your turn with a discard", FALLBACK_KEY, {})
    made = IllegalMove.of("first_meld.too_few_points", needed=90, made=70)
    assert isinstance(made, ValueError) and str(made) == "Your first meld needs 90 points; these cards make 70"
    again = pickle.loads(pickle.dumps(made))
    assert (str(again), again.key, again.params) == (str(made), made.key, made.params)
    with pytest.raises(KeyError):
        IllegalMove.of("no.such_key")


def test_a_refusal_writes_its_cards_as_the_caller_asks_and_as_notation_by_default():
    refused = IllegalMove.of("meld.not_held", card="5S")
    assert refused.words() == str(refused) and "5S" in str(refused)
    assert refused.words(lambda card: f"<{card}>") == str(refused).replace("5S", "<5S>")
    assert IllegalMove("a sentence of its own").words(lambda card: "never") == "a sentence of its own"
