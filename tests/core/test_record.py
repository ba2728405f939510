"""The game record and its share code (DESIGN.md section 2): a game replays exactly from them, and a damaged
one is refused with a ValueError that says where."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.core import PRESETS, Game, RuleSet, preset, record_tags, to_code, to_record

CODE_BUDGET = 4000  # characters: a whole game's share code must paste into a chat (issue 22)


def _played(rules: RuleSet, seed: int, hands: int = 2, extra_moves: int = 7) -> Game:
    """Random legal play through ``hands`` hands (or the end of the game), then a few moves into the next."""
    game = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    moves_into_last = None
    while game.phase != "game_over":
        if game.phase == "round_over":
            if game.round >= hands:
                break
            game.next_round()
            continue
        if game.round == hands and moves_into_last is None:
            moves_into_last = 0
        if moves_into_last is not None:
            moves_into_last += 1
            if moves_into_last > extra_moves and game.round > 1:
                break
        game.apply(rng.choice(game.legal_moves()))
    return game


def _complete(rules: RuleSet, seed: int, players: str | None = None) -> Game:
    """A whole game to its end: random legal play, or ``players`` bots of that level in every seat."""
    game = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    bots = [make_bot(players, seed=seat) for seat in range(rules.player_count)] if players else []
    while game.phase != "game_over":
        assert game.round < 60, "the game should have ended"
        if game.phase == "round_over":
            game.next_round()
        elif bots:
            game.apply(bots[game.to_act].choose(game.view(game.to_act)))
        else:
            game.apply(rng.choice(game.legal_moves()))
    return game


def _ending(name: str) -> RuleSet:
    """The preset's rules for a random game that ends: random play in Modern American scores below zero hand
    after hand and never reaches its target, so it plays three hands instead."""
    rules = preset(name)
    return rules.replace(target_score=None, max_rounds=3) if name == "modern-american" else rules


def _replays_exactly(game: Game) -> None:
    assert game.phase == "game_over"
    assert Game.from_record(to_record(game)).to_dict() == game.to_dict()
    assert Game.from_code(to_code(game)).to_dict() == game.to_dict()


@pytest.mark.parametrize("name", PRESETS)
def test_a_whole_game_of_every_preset_replays_from_its_record_and_its_code(name: str) -> None:
    _replays_exactly(_complete(_ending(name), seed=len(name) + 1))


@pytest.mark.parametrize("name, changes", [
    ("classic-4p", {"target_score": 2500, "rule_of_five": True, "final_discard": "required"}),
    ("classic-2p", {"target_score": 3000, "rule_of_five": True}),
    ("three-player", {"final_discard": "required"}),
])
def test_a_whole_game_with_house_rules_replays_from_its_record_and_its_code(name: str, changes: dict) -> None:
    game = _complete(preset(name).replace(**changes), seed=11)
    assert all(f"[Option {option} " in to_record(game) for option in changes)
    _replays_exactly(game)


@pytest.mark.slow
@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("seed", range(1, 6))
def test_thorough_whole_games_replay_from_their_records_and_codes(name: str, seed: int) -> None:
    """Five random games of every preset, and one between normal players (to the preset's own target, but in
    Modern American, where their scores swing far below zero, three hands)."""
    _replays_exactly(_complete(_ending(name), seed=seed * 101))
    if seed == 1:
        _replays_exactly(_complete(_ending(name), seed=seed, players="normal"))


def test_the_code_of_a_whole_classic_game_pastes_into_a_chat(capsys: pytest.CaptureFixture[str]) -> None:
    """A game of classic-4p to 5000 between normal players, with the tags the game keeps, measured and printed
    (bench/record_size.py measures more games)."""
    game = _complete(preset("classic-4p"), seed=3, players="normal")
    tags = {"Date": "2026-11-25 20:15", "Players": ["You", "West", "North", "East"], "Level": "normal",
            "Result": "5120-4345"}
    record, code = to_record(game, tags), to_code(game, tags)
    with capsys.disabled():
        print(f"\nclassic-4p, {game.round} hands, {sum(map(len, game.past_hands)) + len(game.history)} moves: "
              f"record {len(record):,} characters, share code {len(code):,}")
    assert len(code) <= CODE_BUDGET
    assert Game.from_code(code).to_dict() == game.to_dict() and record_tags(record) == tags


@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_replays_from_its_record_and_its_code(name: str) -> None:
    game = _played(preset(name), seed=len(name))
    text = to_record(game)
    assert Game.from_record(text).to_dict() == game.to_dict()
    assert Game.from_code(to_code(game)).to_dict() == game.to_dict()


def test_house_rules_travel_as_options_of_the_nearest_preset() -> None:
    rules = preset("classic-4p").replace(target_score=3000, rule_of_five=True, final_discard="required")
    game = _played(rules, seed=4)
    text = to_record(game)
    assert text.startswith('[Rules "classic-4p"]\n')
    assert "[Option target_score 3000]" in text and '[Option final_discard "required"]' in text
    replayed = Game.from_record(text)
    assert replayed.rules == rules and replayed.to_dict() == game.to_dict()


def test_a_game_just_begun_and_a_hand_just_dealt() -> None:
    game = Game.new(preset("classic-2p"), seed=9)
    assert to_record(game).endswith("Hand 1: \n")
    assert Game.from_record(to_record(game)).to_dict() == game.to_dict()
    finished = _played(preset("classic-2p"), seed=9, hands=1, extra_moves=0)
    if finished.phase == "round_over":
        finished.next_round()
        assert Game.from_record(to_record(finished)).to_dict() == finished.to_dict()


def test_the_callers_tags_are_kept_and_a_text_seed_stays_a_text() -> None:
    game = Game.new(preset("classic-4p"), seed="7")
    tags = {"Date": "2026-11-25", "Players": ["Anna", "West", "Bram", "East"], "Levels": "expert"}
    text = to_record(game, tags)
    assert record_tags(text) == tags
    assert Game.from_record(text).seed == "7" and Game.from_record(text).to_dict() == game.to_dict()
    with pytest.raises(ValueError, match="cannot be a tag"):
        to_record(game, {"Seed": 3})


def test_the_record_survives_a_save_but_not_a_view() -> None:
    game = _played(preset("classic-4p"), seed=2, hands=2)
    assert game.round == 2 and len(game.past_hands) == 1
    assert Game.from_dict(game.to_dict()).past_hands == game.past_hands
    assert "past_hands" not in game.view(0).to_dict()
    old_save = game.to_dict()
    del old_save["past_hands"]  # a save from before the record
    with pytest.raises(ValueError, match="hands 1 to 1 of this game are not known"):
        to_record(Game.from_dict(old_save))
    damaged = dict(game.to_dict(), past_hands=[])
    with pytest.raises(ValueError, match="past_hands must hold the moves of the 1 earlier hand"):
        Game.from_dict(damaged)


def test_the_copy_of_a_game_keeps_its_own_record() -> None:
    game = _played(preset("classic-2p"), seed=5, hands=1, extra_moves=0)
    assert game.phase == "round_over"
    copy = game.copy()
    copy.next_round()
    assert len(copy.past_hands) == 1 and not game.past_hands


@pytest.fixture(scope="module")
def record() -> str:
    return to_record(_played(preset("classic-4p"), seed=8, hands=2))


def test_a_cut_record_is_refused_where_it_breaks(record: str) -> None:
    lines = record.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("Hand 1:"))
    lines[first] = "; ".join(lines[first].split("; ")[:-5])  # hand 1 cut short: hand 2 cannot begin
    cut = "\n".join(lines)
    with pytest.raises(ValueError, match=r"line \d+: hand 2 begins, but hand 1 is not over"):
        Game.from_record(cut)
    with pytest.raises(ValueError, match=r"line \d+: move \d+ of hand 1 \('dis'\)"):
        Game.from_record(record[: record.index("discard") + 3])


def test_an_edited_move_is_refused_with_its_place_and_reason(record: str) -> None:
    lines = record.splitlines()
    hand_line = next(i for i, line in enumerate(lines) if line.startswith("Hand 1:"))
    moves = lines[hand_line].removeprefix("Hand 1: ").split("; ")
    moves[0] = "take"  # the first player takes a pile he cannot take, instead of drawing
    lines[hand_line] = "Hand 1: " + "; ".join(moves)
    with pytest.raises(ValueError, match=rf"line {hand_line + 1}: move 1 of hand 1 \(take\) is refused: "):
        Game.from_record("\n".join(lines))


@pytest.mark.parametrize("change, message", [
    (lambda r: r.replace('[Rules "classic-4p"]', '[Rules "bridge"]'), r"line 1: Rules must name a preset"),
    (lambda r: r.replace('[Rules "classic-4p"]\n', ""), r"a record starts with its rules"),
    (lambda r: r.replace('[Rules "classic-4p"]', '[Rules "classic-4p"]\n[Option target_score "lots"]'),
     r"the rules of the record: .*target_score"),
    (lambda r: r.replace('[Rules "classic-4p"]', '[Rules "classic-4p"]\n[Option no_such_rule 1]'),
     r"unknown rule option\(s\): no_such_rule"),
    (lambda r: r.replace("[Seed 8]", "[Seed eight]"), r"line 2: a tag's value must be JSON"),
    (lambda r: r.replace("[Seed 8]", "[Seed 9]"), r"is refused"),  # another deal: the moves no longer fit
    (lambda r: r.replace('[Rules "classic-4p"]', '[Rules "classic-2p"]'),
     r"line \d+: move \d+ of hand 1 .* is refused"),
    (lambda r: r.replace('[Rules "classic-4p"]', '[Rules "classic-4p"]\n[Option hand_size 13]'),
     r"line \d+: move \d+ of hand 1 .* is refused"),  # wrong rules: another deal
    (lambda r: r.replace("Hand 2:", "Hand 3:"), r"hand 3 where hand 2 was due"),
    (lambda r: r.replace("Hand 1: ", "Hand 1: draw;; "), r"move 2 of hand 1 is empty"),
    (lambda r: r + "some words\n", r"expected a tag such as \[Seed 7\] or a hand"),
    (lambda r: r.split("\n\n")[0], r"the record holds no hand"),
])
def test_a_damaged_record_is_refused_saying_where(record: str, change, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Game.from_record(change(record))


def test_a_hand_after_the_end_of_the_game_is_refused() -> None:
    game = _complete(preset("classic-2p"), seed=4)
    record = to_record(game)
    with pytest.raises(ValueError, match=rf"line \d+: the game was over after hand {game.round}"):
        Game.from_record(record + f"Hand {game.round + 1}: draw\n")


def test_a_damaged_code_is_refused() -> None:
    game = _played(preset("classic-4p"), seed=3, hands=1, extra_moves=0)
    code = to_code(game)
    assert set(code[2:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    spaced = code[:30] + "\n  " + code[30:]  # pasted from a chat, broken over lines
    assert Game.from_code(spaced).to_dict() == game.to_dict()
    for damaged, message in ((code[: len(code) // 2], "damaged or cut short"),
                             (code[:40] + ("A" if code[40] != "A" else "B") + code[41:], "damaged or cut short"),
                             ("X" + code[1:], "no share code of this game"),
                             (code[:20] + "!" + code[21:], "only letters, digits")):
        with pytest.raises(ValueError, match=message):
            Game.from_code(damaged)
