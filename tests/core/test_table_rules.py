"""TR-1..TR-12: the table rules of RULES.md 3g, each an option switched on the modern-american preset."""

from game.core import Game
from game.core.restrictions import dead_ranks
from tests.core.helpers import hand, position, refused
from tests.core.test_modern_american import KINGS, MAC, NATURAL_QUEENS, OTHERS, STOCK, strs


def play(cards: str, melds: list[str] | None = None, theirs: list[str] | None = None, **options) -> Game:
    extra = {k: options.pop(k) for k in ("stock", "pile", "red_threes") if k in options}
    extra.setdefault("stock", STOCK)
    return position(MAC, hands=[cards, *OTHERS], melds=[melds or [], theirs or []], phase="play",
                    turn={"drew": True, "side_was_open": bool(melds)}, **extra, **options)


def test_TR_1_the_clean_requirement_of_the_first_meld_is_an_option():
    wild_only = "JK JK 2C KH KS 2D 5S 6S"
    refused(play(wild_only, initial_meld_clean_requirement="pure_always"), "meld JK JK 2C / KH KS 2D", "clean meld")
    play(wild_only, initial_meld_clean_requirement="pure_or_wild_meld").apply("meld JK JK 2C / KH KS 2D")
    play("KH KS KD 2C QH QS 2D 5S", initial_meld_clean_requirement="three_naturals").apply(
        "meld KH KS KD 2C / QH QS 2D")
    refused(play("KH KS 2C QH QS 2D 5S 6S", initial_meld_clean_requirement="three_naturals"),
            "meld KH KS 2C / QH QS 2D", "three natural")
    play("KH KS 2C QH QS 2D 5S 6S", initial_meld_clean_requirement="none").apply("meld KH KS 2C / QH QS 2D")


def test_TR_2_the_first_melder_may_not_take_the_pile_when_the_option_forbids_it():
    """RULES.md: initial_melder_may_take_pile = false is pile_take_unmelded_side = forbidden."""
    g = position(MAC, hands=["QH QS AH AS AD 5S 6S", *OTHERS], pile="5C QD", stock=STOCK,
                 pile_take_unmelded_side="forbidden")
    refused(g, "take QH QS / AH AS AD", "first meld")


def test_TR_3_mixed_aces_cannot_take_a_pile_of_aces():
    def table(on: bool) -> Game:
        return position(MAC, hands=["AH AS 5S 6S", *OTHERS], melds=[["AD AC JK", "KH KS KD"], []], pile="5C AD",
                        stock=STOCK, mixed_aces_cannot_take_ace_pile=on)

    refused(table(True), "take AH AS", "mixed aces")
    table(False).apply("take AH AS")


def test_TR_4_without_the_rule_of_five_wild_cards_go_anywhere_within_the_cap():
    g = play("2C 9C 9D 2D 5S 6S", ["AH AS AD", "JH JS JD"], rule_of_five=False)
    g.apply("meld J: 2C")  # three jacks take a wild card
    g.apply("meld 9C 9D 2D")  # a new mixed meld after the first meld
    refused(play("2C 5S 6S", ["KH KS KD", "7C 7D 7H"], rule_of_five=False), "meld 7: 2C", "Sevens")


def test_TR_5_any_number_of_threes_may_be_kept_and_each_costs_5():
    g = play("3H 3S 3C KH KS KD 5S", keep_threes_in_hand="unlimited")
    assert "discard 5S" in strs(g) and {"lay 3H", "lay 3S", "lay 3C"} <= strs(g)
    refused(play("3H 3S KH 5S", keep_threes_in_hand="one_before_initial_meld"), "discard 5S", "threes")


def test_TR_6_threes_left_in_hand_may_count_as_laid_out():
    def side_one(on: bool) -> dict:
        g = play("9C 9D 9H 5S", [KINGS, NATURAL_QUEENS], threes_in_hand_scored_as_table=on)
        d = g.to_dict()
        d["hands"][1], d["hands"][3] = "3C 3S", ""
        g = Game.from_dict(d)
        g.apply("meld 9C 9D 9H")
        g.apply("discard 5S")
        return g.to_dict()["round_scores"][1]

    assert side_one(False)["hand"] == -10 and side_one(False)["red_threes"] == 0
    scored = side_one(True)
    assert scored["hand"] == 0 and scored["red_threes"] == -300  # two black threes, no canasta: minus


def test_TR_7_the_last_card_three_may_join_the_laid_out_threes():
    g = position(MAC, hands=["5S 6S", *OTHERS], melds=[["AH AS AD"], []], stock="3D",
                 last_card_three="end_scored_as_table")
    g.apply("draw")
    d = g.to_dict()
    assert d["ended_by"] == "last_card_three" and d["red_threes"][0] == "3D" and "3D" not in d["hands"][0]


def test_TR_8_a_side_may_begin_a_meld_of_a_rank_only_the_others_closed():
    theirs = ["KS KD KC KC KH 2C 2D"]
    refused(play("KH KS KD 5S 6S", ["AH AS AD"], theirs), "meld KH KS KD", "dead")
    play("KH KS KD 5S 6S", ["AH AS AD"], theirs, allow_meld_of_opponents_closed_rank=True).apply("meld KH KS KD")
    own = play("5S 6S 7S", ["JH JS JD JC JH JS 2C"], allow_meld_of_opponents_closed_rank=True)
    assert "J" in dead_ranks(own, 0) and "J" not in dead_ranks(own, 1)  # closed for the side that closed it


def test_TR_9_after_taking_the_pile_no_safe_discard_while_another_card_may_go():
    d = play("QS 9C 8H", ["AH AS AD"], theirs=["QH QS QD QC QH"], empty_pile_no_safe_discard=True).to_dict()
    d["turn"]["took_pile"] = True  # the pile is empty because he just took it
    g = Game.from_dict(d)
    refused(g, "discard QS", "safe card")  # queens fit the others' five-card meld: nobody could take them
    g.apply("discard 9C")


def test_TR_10_unfinished_sevens_or_clean_aces_may_keep_a_side_in():
    melds = [KINGS, NATURAL_QUEENS, "7C 7D 7H"]
    refused(play("9C 9D 9H 5S", melds, no_out_with_incomplete=("wild", "sevens")), "meld 9C 9D 9H", "sevens")
    play("9C 9D 9H 5S", melds).apply("meld 9C 9D 9H")  # the preset names only the wild-card meld
    refused(play("9C 9D 9H 5S", [KINGS, NATURAL_QUEENS, "AH AS AD"], no_out_with_incomplete=("pure_aces",)),
            "meld 9C 9D 9H", "aces")


def test_TR_11_bonus_cards_may_come_from_two_packets_set_aside_at_the_deal():
    from game.core import preset
    from game.core.events import BonusCardsDrawn

    rules = preset(MAC).replace(bonus_cards_source="talons")
    g = Game.new(rules, seed=3)
    d = g.to_dict()
    assert [len(t.split()) for t in d["talons"]] == [4, 3] and len(d["stock"].split()) == 56 - 7
    assert g.view(1).to_dict()["talons"] == [4, 3]  # face down
    d.update(hands=["KH KS KD AH AS AD 5S", *OTHERS], melds=[[], []], red_threes=["", ""], to_act=0, phase="play",
             turn={"drew": True}, talons=["8D 8C 8D 8C", "5H 5D 5H"], stock="4H 4H 6H 6H JC JC JD JD QD QD TH TH",
             pile="", history=[], known=["", "", "", ""])
    first = Game.from_dict(d)
    first.apply("meld KH KS KD / AH AS AD")
    events = first.apply("discard 5S")
    drawn = next(e for e in events if isinstance(e, BonusCardsDrawn))
    assert drawn.cards == ("8D", "8C", "8D", "8C") and first.to_dict()["talons"] == ["", "5H 5D 5H"]
    assert len(first.stock) == 12  # the stock gave nothing


def test_TR_12_an_unfinished_wild_meld_takes_every_wild_card():
    g = play("2C 5S 6S 7S", ["AH AS AD", "JK JK 2D", "KH KS KD KC KH"], mac_wild_meld_priority=True)
    refused(g, "meld K: 2C", "wild cards go there")
    g.apply("meld 2C")
    assert len(hand(g, 0)) == 3
