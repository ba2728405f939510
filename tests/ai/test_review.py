"""The hand review (issue 19): every decision of the player rated by the master from his own view; the cost
of a decision is the best move's value less the made move's, never below zero."""

from __future__ import annotations

import random
from collections import Counter

from game.ai import Verdict, costliest, make_bot, player_decisions, review_decision, review_hand
from game.ai.steps import finish
from game.core import ALL_FACES, JOKER, Game, parse_cards, parse_move, preset

from ..core.helpers import position


def played_hand(name: str, seed: int, level: str = "normal") -> tuple[Game, Game]:
    """A seeded hand played to its end (the player's seat by a ``level`` bot): its start and its end."""
    game = Game.new(preset(name), seed=seed)
    start = game.copy()
    bots = [make_bot(level if seat == 0 else "expert", seed=seat) for seat in range(game.rules.player_count)]
    while game.phase not in ("round_over", "game_over"):
        game.apply(bots[game.to_act].choose(game.view(game.to_act)))
    return start, game


def whole_deck_position(hands: list[str], melds: list[list[str]], pile: str, **kw) -> Game:
    """A classic-4p position with every card of the two packs somewhere: the rest is the stock, shuffled."""
    deck = Counter({face: 2 for face in ALL_FACES if face != JOKER} | {JOKER: 4})
    deck.subtract(parse_cards(" ".join([*hands, *(m for side in melds for m in side), pile])))
    assert min(deck.values()) >= 0
    stock = sorted(deck.elements())
    random.Random(1).shuffle(stock)
    return position("classic-4p", hands=hands, melds=melds, pile=pile, stock=" ".join(stock), **kw)


# The player (seat 0) may take a pile of sixteen cards with his pair of queens; West and East are side 1.
BIG_PILE = dict(hands=["QH QD 6D 7H 9H 4S 8C JD", "4H 4D 6S 7S 8S TS JS", "AS AH QS 5S 5H", "QH JH 7H 6H 3C"],
                melds=[["7C 7D 7S", "KS KH KD KC"], ["9S 9H 9D 9C"]],
                pile="5C 8D 6C 4C JC TC 8C 6S QD 5D AD AC KD KH TD QC")


def test_every_decision_of_the_player_is_rated_and_the_recommendation_is_legal() -> None:
    start, end = played_hand("classic-2p", seed=21)
    decisions = player_decisions(start, end.history, 0)
    assert len(decisions) > 5
    verdicts = finish(review_hand(decisions))
    assert [(v.view, v.made) for v in verdicts] == [(d.view, d.made) for d in decisions]
    for verdict in verdicts:
        assert verdict.view.to_act == 0 and verdict.cost >= 0
        assert verdict.view.refusal(verdict.best) is None
        assert verdict.cost == 0.0 or verdict.best != verdict.made
        assert verdict.value_of(verdict.made) is not None
    assert any(v.worlds > 0 for v in verdicts)


def test_the_decisions_are_the_players_moves_of_the_hand_each_in_the_view_he_had() -> None:
    start, end = played_hand("classic-4p", seed=7)
    decisions = player_decisions(start, end.history, 0)
    replay = start.copy()
    mine = []
    for move in end.history:
        if replay.to_act == 0:
            mine.append((replay.view(0).to_dict(), move))
        replay.apply(move)
    assert replay.to_dict() == end.to_dict()
    assert [(d.view.to_dict(), d.made) for d in decisions] == mine


def test_the_costliest_decisions_are_rated_no_better_than_the_moves_recommended() -> None:
    start, end = played_hand("classic-2p", seed=4, level="beginner")
    verdicts = finish(review_hand(player_decisions(start, end.history, 0)))
    shown = costliest(verdicts)
    assert shown, "a beginner's hand should hold some costly decisions"
    assert len(shown) <= 3 and [v.cost for v in shown] == sorted((v.cost for v in shown), reverse=True)
    for verdict in shown:
        made, best = verdict.value_of(verdict.made), verdict.value_of(verdict.best)
        assert made is not None and best is not None and made <= best
        assert verdict.cost == best - made > 0 and verdict.is_costly and verdict.best != verdict.made
        assert verdict.values[0] == (verdict.best, best)  # the best first
        assert verdict.reason is not None and verdict.reason.sentence  # why, by the hints' heuristics
    assert all(v.cost <= shown[-1].cost for v in verdicts if v.is_costly and v not in shown)


def test_drawing_instead_of_taking_a_big_pile_is_rated_costly_and_taking_it_is_not() -> None:
    view = whole_deck_position(**BIG_PILE).view(0)
    drew = finish(review_decision(view, parse_move("draw")))
    assert drew.best == parse_move("take QH QD") and drew.is_costly and drew.cost > 200
    assert drew.reason is not None and drew.reason.sentence.startswith("Take the pile")
    took = finish(review_decision(view, parse_move("take QH QD")))
    assert took.best == took.made and took.cost == 0.0 and not took.is_costly


def test_a_forced_move_costs_nothing_and_needs_no_search() -> None:
    start, end = played_hand("classic-4p", seed=7)
    forced = [d for d in player_decisions(start, end.history, 0) if d.view.legal_moves() == [d.made]]
    assert forced
    verdict = finish(review_decision(forced[0].view, forced[0].made))
    assert verdict == Verdict(forced[0].view, forced[0].made, forced[0].made, 0.0, ((forced[0].made, 0.0),), 0)


def test_the_review_sees_only_the_view_two_games_differing_in_hidden_cards_are_rated_alike() -> None:
    game = whole_deck_position(**BIG_PILE)
    hands = game.to_dict()["hands"]
    west, east = hands[1].split(), hands[3].split()
    west[0], east[0] = east[0], west[0]  # West and East swap a card the player cannot see
    other = Game.from_dict({**game.to_dict(), "hands": [hands[0], " ".join(west), hands[2], " ".join(east)]})
    assert other.to_dict() != game.to_dict() and other.view(0) == game.view(0)
    for move in ("draw", "take QH QD"):
        assert finish(review_decision(game.view(0), parse_move(move))) == \
            finish(review_decision(other.view(0), parse_move(move)))


def test_the_same_hand_is_reviewed_the_same_way_twice() -> None:
    start, end = played_hand("classic-4p", seed=9)
    decisions = player_decisions(start, end.history, 0)
    assert finish(review_hand(decisions)) == finish(review_hand(decisions))


def test_the_review_yields_after_every_move_it_simulates(monkeypatch) -> None:
    """The slicing that keeps frames short: between two yields at most the candidate and one playout move
    are played (their time is measured by bench.ai_review)."""
    start, end = played_hand("classic-2p", seed=21)
    decisions = player_decisions(start, end.history, 0)
    applied = [0]
    real_apply = Game.apply

    def counting_apply(self, move):
        applied[0] += 1
        return real_apply(self, move)

    monkeypatch.setattr(Game, "apply", counting_apply)
    work = review_hand(decisions)
    most = 0
    while True:
        applied[0] = 0
        try:
            next(work)
        except StopIteration:
            break
        finally:
            most = max(most, applied[0])
    assert 1 <= most <= 2
