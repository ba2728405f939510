"""The expert reads the variant's scoring (Level.rules_sense): Modern American's penalised melds and hoards
(MAC-16, MAC-21, MAC-25, MAC-35), the lone player of three-player partnership (V3-TMP-3), and Verschärft's
doubling black threes and canastas of wild cards (VV-11, VV-16).

Each position is also given to the expert without that sense, to show the test can fail."""

from __future__ import annotations

from dataclasses import replace

from game.ai.bot import Bot
from game.ai.discards import chance_can_take, discard_danger
from game.ai.knowledge import Knowledge
from game.ai.levels import EXPERT
from game.ai.specials import finish_chance
from game.core import Answer, Discard, Draw, Game, Meld, Take, preset

from ..core.helpers import position

MAC = "modern-american"
BLIND = replace(EXPERT, name="expert-blind", rules_sense=False)  # the expert as tuned on Classic
KINGS = "KH KS KD KC KH KS KD"
QUEENS = "QH QS QD QC QH 2C 2D"
OTHERS = ["6C 6D 9S 8H JC JS", "8S 9H JD 6S", "9D QS 8C 6H JH 8D"]
STOCK = "5H 5D 5H 5D 4H 4H 4S 4S"


def _choose(game: Game, level=EXPERT):
    return Bot(level, seed=1).choose(game.view(game.to_act))


def _mac_play(hand: str, ours: list[str], theirs: list[str], pile: str, stock: str = STOCK,
              others: list[str] | None = None) -> Game:
    """Seat 0 of Modern American, open, after drawing: late in the hand (eight stock cards left)."""
    return position(MAC, hands=[hand, *(others or OTHERS)], melds=[ours, theirs], pile=pile, stock=stock,
                    phase="play", turn={"drew": True, "side_was_open": True})


def _lays_sevens(move) -> bool:
    return isinstance(move, Meld) and any(c[0] == "7" for gr in move.groups for c in gr.cards)


def test_MAC_35_no_sevens_meld_that_cannot_be_finished():
    # Two sevens lie in the pile: of the eight, at most six can reach our side, and a canasta needs seven.
    game = _mac_play("7C 7D 7H KC 9C JH", [KINGS, "6S 6C 6D"], [QUEENS, "TH TS TD"], pile="7S 4D 7S 9H")
    k = Knowledge.of(game.view(0))
    assert finish_chance(k.game, k.side, "7", 3, k.seat, laying=3) == 0.0
    move = _choose(game)
    assert not _lays_sevens(move)
    assert move == Discard("7C") or move == Discard("7D") or move == Discard("7H"), move  # three in hand cost 1500
    assert _choose(game, BLIND) == Discard("KC")  # blind to the hoard, and to the dead kings


def test_MAC_35_a_sevens_meld_that_can_be_finished_is_laid():
    # Six sevens in hand and none seen elsewhere: two hidden copies, one is enough.
    game = _mac_play("7C 7D 7H 7S 7C 7D KC 9C", [KINGS, "6S 6C 6D"], [QUEENS, "TH TS TD"], pile="4D 9H")
    assert _lays_sevens(_choose(game))


def test_MAC_35_6_the_partner_refuses_to_end_the_hand_while_he_holds_three_aces():
    others = [OTHERS[0], "AC AD AH 8C", OTHERS[2]]
    game = _mac_play("9C 9D 9H 5S", [KINGS, QUEENS], ["TH TS TD"], pile="4D 9H", others=others)
    game.apply("ask")
    assert game.phase == "answer" and game.to_act == 2
    assert _choose(game) == Answer(False)
    assert _choose(game, BLIND) == Answer(True)


def test_MAC_16_and_MAC_21_dead_ranks_and_full_melds_are_safe_discards():
    # Kings are dead (our canasta); their tens hold six cards, so a pair of tens cannot take the pile.
    game = _mac_play("KC TC 9C JH", [KINGS, "6S 6C 6D"], [QUEENS, "TH TS TD TC TH TS"], pile="4D 9H")
    k = Knowledge.of(game.view(0))
    assert chance_can_take(k, 1, "K", EXPERT) == 0.0
    assert chance_can_take(k, 1, "T", EXPERT) == 0.0
    assert chance_can_take(k, 1, "9", EXPERT) > 0.0


def test_MAC_25_an_opening_from_the_hand_may_leave_one_card_for_the_bonus_cards():
    game = position(MAC, hands=["KC KD KH QC QD QH JC JD JH 9S", *OTHERS], pile="4D 9H",
                    stock=STOCK + " 5C 5S 5C 5S 4C 4C TC TD TC TD KS QS",
                    phase="play", turn={"drew": True})
    assert _cards_left_at_discard(game, EXPERT) == 1
    assert _cards_left_at_discard(game, BLIND) > 1


def _cards_left_at_discard(game: Game, level) -> int:
    """Play seat 0's turn to its discard; the cards it held then."""
    game = game.copy()
    while True:
        move = _choose(game, level)
        if isinstance(move, Discard):
            return len(game.hands[0])
        game.apply(move)


def test_V3_TMP_3_the_expert_does_not_take_the_pile_first():
    # A pair of queens takes the pile, but the first taker plays alone against the two others.
    game = position("three-player-partnership", hands=["QH QS KC KD KH 9H JC", "4C 4D 6S 7S", "TC TD 6H 7H"],
                    pile="6C 9S 8S 4H QD", stock="7C 8D 9S TH JH KH 5S 5D")
    assert any(isinstance(m, Take) for m in game.legal_moves())
    assert _choose(game) == Draw()
    assert isinstance(_choose(game, BLIND), Take)


def test_V3_TMP_a_discard_before_the_partner_feeds_nobody():
    # Seat 1 takes first and plays alone; seats 0 and 2 are partners, and seat 2 plays before seat 0: his card
    # is his partner's to take or to cover, and the lone player never sees it on top.
    game = position("three-player-partnership", hands=["4H 4D 8H 7C", "QH QS 8C 8D", "9C 7S 5C KH"],
                    melds=[["KH KS KD", "9H 9S 9D"], ["KC KD KS"], []], to_act=1, pile="6C QD",
                    stock="8H 8S 7H 7D 6H 6D")
    for move in ("take QH QS", "discard 8C", "draw"):
        game.apply(move)
    assert game.partnership == (0, 2) and game.to_act == 2
    assert discard_danger(Knowledge.of(game.view(2)), "KH", EXPERT) == 0.0
    game.apply("discard 5C")
    game.apply("draw")
    assert discard_danger(Knowledge.of(game.view(0)), "KH", EXPERT) > 0.0  # the lone player lays kings off


def test_X1_8_a_player_of_five_rotating_counts_on_his_own_score_not_the_hand_sides():
    """Five rotating: hand sides are named after a seat, so ``scores[side]`` would be another player's."""
    game = Game.new(preset("five-player-rotating"), seed=4)
    game = Game.from_dict({**game.to_dict(), "scores": [0, 0, 100, 4990, 120]})
    seat = 3  # hand 1: seat 4 sits out; seats 0 and 2 partner as side 0, seats 1 and 3 as side 1
    assert game.side_of(seat) == 1 and game.partners_of(seat) == [1]
    k = Knowledge.of(game.view(seat))
    assert k.my_score == game.scores[seat] != game.scores[k.side]


VV = "verschaerft"


def _vv_pile_of_threes(**changes) -> Game:
    """Verschärft, seat 0 to draw with a pair of tens; the next player has his two canastas and three cards,
    and sixteen stock cards are left: two more turns at most."""
    return position(VV, **changes, hands=["TC TD 9H 9S KC QD JH", "5C 6D 7S", "8C 8D 9C JC QH KH", "4C 4D 5S 6S 7H"],
                    melds=[["AH AS AD"], ["KS KD KH KC KS KD KH", "QS QC QH QS QC QD QH"], [], []],
                    pile="4H 3C 3S 5D 3C 6H 3S 8S 3C 3S JD TH",
                    stock="5H 5D 5H 5D 4H 4S 4S 6C 6D 7C 7D 8H 9D 9C JS AC")


def test_VV_16_a_pile_of_black_threes_is_left_where_each_one_in_hand_doubles_the_penalty():
    game = _vv_pile_of_threes()
    assert any(isinstance(m, Take) for m in game.legal_moves())
    assert _choose(game) == Draw()  # six black threes with two turns to throw them: 1,600 points in hand
    assert isinstance(_choose(game, BLIND), Take)
    flat = _vv_pile_of_threes(black_three_in_hand_scoring="card_value")
    assert isinstance(_choose(flat), Take)  # where each counts its 5 points the pile is worth it


def test_VV_16_the_search_judges_black_threes_in_hand_by_their_doubling():
    from game.ai.evaluate import hand_worth
    game = _vv_pile_of_threes()
    game.apply(next(m for m in game.legal_moves() if isinstance(m, Take)))
    flat = _vv_pile_of_threes(black_three_in_hand_scoring="card_value")
    flat.apply(next(m for m in flat.legal_moves() if isinstance(m, Take)))
    assert hand_worth(game, 0) < hand_worth(flat, 0) - 1000  # six threes: 3,200 points, not 30


def test_VV_11_a_canasta_of_wild_cards_is_worth_its_own_bonus():
    from game.ai.melding import table_points
    for name, bonus in (("regency", 1000), (VV, 1000)):
        game = position(name, hands=["5C 6D 7S", "5H 6H 7H", "8C 8D 9C", "4C 4D 5S"][:preset(name).player_count],
                        melds=[["JK JK 2C 2D 2H 2S JK"], *[[] for _ in range(preset(name).side_count - 1)]])
        cards = 50 * 3 + 20 * 4
        assert table_points(game, 0, 0) == cards + bonus, name  # not a mixed canasta's 300


def test_VV_11_wild_cards_are_kept_for_a_canasta_of_their_own_where_eight_packs_hold_plenty():
    from game.ai.levels import MASTER
    from game.ai.specials import wild_keep
    classic, vv = Game.new(preset("classic-4p"), seed=1), Game.new(preset(VV), seed=1)
    assert wild_keep(classic, EXPERT) == EXPERT.wild_keep and wild_keep(classic, MASTER) == MASTER.wild_keep
    assert wild_keep(Game.new(preset(MAC), seed=1), EXPERT) == EXPERT.wild_keep  # a penalty prices those there
    assert wild_keep(vv, EXPERT) > EXPERT.wild_keep + 100
    # Open, after drawing: a joker would start a meld of kings with the pair; the expert keeps it.
    game = position(VV, hands=["KH KS JK 5C 6D 9H 9S JC", "5H 6H 7H 8H", "8C 8D 9C JD", "4C 4D 5S 6S"],
                     melds=[["AH AS AD"], [], [], []], pile="4H 7D", stock="5D 6C 7C 8S 9D TC TD TH",
                     phase="play", turn={"drew": True, "side_was_open": True})

    def spends_the_joker(move) -> bool:
        return isinstance(move, Meld) and any("JK" in gr.cards for gr in move.groups)
    assert not spends_the_joker(_choose(game))
    assert spends_the_joker(_choose(game, replace(BLIND, wild_keep=60.0)))  # blind, at the weight it once had


def test_MAC_35_2_the_players_take_a_meld_s_penalised_kind_from_the_core_closed_canastas_included():
    """specials.penalty_kind asks the core's special_meld_kind (issue 48: one home for the rule).  The two
    once differed on closed canastas, which the core names no kind (nothing unfinished to penalise) and
    the players still weigh by their kind's bonus (meld_outlook): a closed canasta keeps the kind it had,
    at every size the kind the players' own copy of the rule gave before."""
    from game.ai.specials import meld_outlook, penalty_kind
    from game.core import WILD_FACES, WILD_MELD, special_meld_kind
    game = Game.new(preset(MAC), seed=1)
    r = game.rules
    melds = {"7": (["7H", "7S", "7D", "7C"], "sevens"), "A": (["AH", "AS", "AD", "AC"], "pure_aces"),
             "dirty A": (["AH", "AS", "2C", "AD"], None), WILD_MELD: (["JK", "2C", "2D", "2H"], "wild"),
             "K": (["KH", "KS", "KD", "2C"], None)}
    for size in range(3, r.canasta_size + 3):
        for name, (start, kind) in melds.items():
            rank, cards = name.split()[-1], (start * 3)[:size]
            assert penalty_kind(game, rank, cards) == kind, (name, size)
            core = special_meld_kind(r, rank, size, sum(c in WILD_FACES for c in cards))
            assert core == (kind if size < r.canasta_size else None), (name, size)  # the core: nothing unfinished
    sevens = (melds["7"][0] * 2)[:r.canasta_size]
    assert meld_outlook(game, 0, "7", sevens, 0) == r.sevens_canasta_bonus  # the closed canasta's own bonus
    # only the kinds these rules penalise; none where no kind is penalised
    only_sevens = Game.new(replace(r, incomplete_meld_penalties=(("sevens", 2500),)), seed=1)
    assert penalty_kind(only_sevens, "7", sevens) == "sevens"
    assert penalty_kind(only_sevens, "A", melds["A"][0]) is None
    assert penalty_kind(only_sevens, WILD_MELD, melds[WILD_MELD][0]) is None
    assert penalty_kind(Game.new(preset("classic-4p"), seed=1), "7", melds["7"][0]) is None


def test_the_players_price_a_canasta_and_an_unfinished_meld_as_the_core_scores_them_in_every_preset():
    """specials.closed_bonus and pending_penalty ask the core (closed_canasta_bonus, unfinished_penalty): one
    home for C-SCORE-2 and MAC-35.1/35.2.  A wild meld not yet closed is priced at the least a wild canasta
    may earn (its last cards are not known), the one estimate that is the players' own."""
    from game.ai.specials import closed_bonus, pending_penalty
    from game.core import PRESETS, WILD_MELD, Group, closed_canasta_bonus, unfinished_penalty
    kinds = {"7": ["7H", "7S", "7D", "7C"], "A": ["AH", "AS", "AD", "AC"], "dirty A": ["AH", "AS", "2C", "AD"],
             WILD_MELD: ["JK", "2C", "2D", "2H"], "K": ["KH", "KS", "KD", "2C"], "clean K": ["KH", "KS", "KD", "KC"]}
    seen, penalties = set(), set()
    for name in PRESETS:
        game = Game.new(preset(name), seed=1)
        r = game.rules
        for label, start in kinds.items():
            rank, closed = label.split()[-1], (start * 3)[:r.canasta_size]
            bonus = closed_bonus(game, rank, closed)
            assert bonus == closed_canasta_bonus(r, rank, closed), (name, label)
            seen.add(bonus)
            short = closed[:-1]
            if rank == WILD_MELD:
                wild = r.wild_canasta_bonus
                least = min(p for _, p in wild) if isinstance(wild, tuple) else wild or 0
                assert closed_bonus(game, rank, short) == least, name
            group = Group(tuple(short), rank)
            penalty = pending_penalty(game, 0, [group])
            assert penalty == unfinished_penalty(r, {rank: short}), (name, label)
            penalties.add(penalty)
            assert pending_penalty(game, 0, [Group(tuple(closed), rank)]) == 0, (name, label)
    assert {300, 500} <= seen and len(seen) >= 5  # natural, mixed and the MAC bonuses were all asked
    assert 0 in penalties and len(penalties) >= 3  # and the MAC penalties
