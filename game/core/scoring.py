"""Scoring a hand (RULES.md 2.12) and deciding the game (2.13)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import chain

from .cards import RED_THREES, WILD_FACES, WILD_MELD, Card, is_black_three
from .melds import canasta_count, count_wilds, special_meld_kind
from .rules import RuleSet
from .state import GameState

BREAKDOWN_KEYS = ("melded", "canastas", "red_threes", "going_out", "hand", "total")
# Modern American adds "penalties" (unfinished special melds, MAC-35.2) before the total.


def score_hand(game: GameState) -> list[dict[str, int]]:
    """Per side: melded cards, canasta bonuses, red threes, going out, cards left in hand, total."""
    r = game.rules
    if r.side_structure == "temporary_partnership":
        return score_three_handed(game)
    out = []
    for side in range(r.side_count):
        if game.special is not None and game.side_of(game.special[0]) == side:
            out.append(special_hand_score(game))
            continue
        held = [list(game.hands[seat]) for seat in game.seats_of(side)]
        laid_threes = list(game.red_threes[side])
        if r.threes_in_hand_scored_as_table:  # TR-6: threes left in hand count as if laid out
            laid_threes += [c for cards in held for c in cards if c in r.bonus_threes]
            held = [[c for c in cards if c not in r.bonus_threes] for cards in held]
        hand = -sum(hand_penalty(game, cards) for cards in held)  # C-SCORE-5
        going_out = 0
        if game.went_out is not None and game.side_of(game.went_out) == side:
            going_out = going_out_bonus(game)
        table = table_parts(game, side, laid_threes)
        parts = {"melded": table["melded"], "canastas": table["canastas"], "red_threes": table["red_threes"],
                 "going_out": going_out, "hand": hand}
        if "penalties" in table:
            parts["penalties"] = table["penalties"]
        if (r.concealed_out_doubles_opponent_negatives and game.concealed and game.went_out is not None
                and game.side_of(game.went_out) != side):
            parts = {key: 2 * value if value < 0 else value for key, value in parts.items()}  # VV-16
        parts["total"] = sum(parts.values())
        out.append(parts)
    if r.side_structure == "five_rotating_individual":  # each partner scores his partnership's hand (X1-8)
        return [dict(out[game.side_of(seat)]) for seat in range(r.player_count)]
    return out


def table_parts(game: GameState, side: int, threes: list[str]) -> dict[str, int]:
    """What a side's melds and the red threes ``threes`` score, cards in hand aside: melded cards, canasta
    bonuses, threes and, where the rules have them, unfinished melds (as "penalties", negative)."""
    r = game.rules
    melds = game.melds[side]
    closed = canasta_count(r, melds)
    values = game.values
    melded = sum(map(values.__getitem__, chain.from_iterable(melds.values())))  # C-SCORE-1
    if r.melded_cards_negative_without_canasta and not closed:
        melded = -melded  # VV-16
    if r.red_three_sign_rule == "one_canasta_per_three":
        laid = red_threes_against_canastas(r, len(threes), closed)
    elif r.red_three_scoring == "mac_colour_table":
        laid = mac_threes(threes, closed)
    else:
        laid = red_three_score(r, len(threes), bool(melds))
    parts = {"melded": melded, "canastas": sum(canasta_bonus(game, rank, cards, side) for rank, cards in melds.items()),
             "red_threes": laid}
    if r.incomplete_meld_penalties:
        parts["penalties"] = -unfinished_penalty(r, melds)  # MAC-35.2
    return parts


def table_score(game: GameState, side: int, threes_of: int | None = None) -> int:
    """What the side's melds and laid-out threes would score if the hand ended now, cards in hand aside; the
    threes are the side's own, or seat ``threes_of``'s where each keeps his own (two against one)."""
    threes = list(game.red_threes[side if threes_of is None else threes_of])
    return sum(table_parts(game, side, threes).values())


def score_three_handed(game: GameState) -> list[dict[str, int]]:
    """Per seat (V3-TMP-4..6): the two partners each get their partnership's score, but each his own red
    threes, signed by whether the partnership melded; the lone player scores alone.  Without a partnership
    the one who went out counts as the lone player; if the stock ran out first, all three score alone."""
    r = game.rules
    seats = range(r.player_count)
    if game.partnership is not None:
        groups = [game.partnership, *((s,) for s in seats if s not in game.partnership)]
    elif game.went_out is not None:
        groups = [tuple(s for s in seats if s != game.went_out), (game.went_out,)]
    else:
        groups = [(s,) for s in seats]
    out: list[dict[str, int]] = [{} for _ in seats]
    for group in groups:
        sides = sorted({game.side_of(s) for s in group})
        melds = [(side, rank, cards) for side in sides for rank, cards in game.melds[side].items()]
        shared = {
            "melded": sum(game.values[c] for _, _, cards in melds for c in cards),
            "canastas": sum(canasta_bonus(game, rank, cards, side) for side, rank, cards in melds),
            "going_out": going_out_bonus(game) if game.went_out in group else 0,
            "hand": -sum(hand_penalty(game, game.hands[s]) for s in group),
        }
        for seat in group:
            threes = red_three_score(r, len(game.red_threes[seat]), bool(melds))
            parts = {"melded": shared["melded"], "canastas": shared["canastas"], "red_threes": threes,
                     "going_out": shared["going_out"], "hand": shared["hand"]}
            parts["total"] = sum(parts.values())
            out[seat] = parts
    return out


def special_hand_score(game: GameState) -> dict[str, int]:
    """MAC-34: the special hand's value and nothing else: no threes, no partner's cards, no going-out bonus."""
    assert game.special is not None
    value = dict(game.rules.special_hand_values)[game.special[1]]
    parts = {key: 0 for key in BREAKDOWN_KEYS}
    if game.rules.incomplete_meld_penalties:
        parts["penalties"] = 0
    parts["special_hand"] = parts["total"] = value
    return parts


def doubling(count: int) -> int:
    """100, 200, 400, 800 ... for 1, 2, 3, 4 ... cards; 0 for none (VV-16)."""
    return 100 * 2 ** (count - 1) if count else 0


def hand_penalty(game: GameState, cards: list[str]) -> int:
    """What the cards left in one hand cost: their values, black threes progressively where the rules say
    so (VV-16), and three or more of a hoarded rank (MAC-35.6)."""
    hoard = sum(points for rank, points in game.rules.hand_rank_hoard_penalty
                if sum(1 for c in cards if c[0] == rank) >= 3)
    if game.rules.black_three_in_hand_scoring != "progressive_negative":
        return sum(map(game.values.__getitem__, cards)) + hoard
    threes = sum(1 for c in cards if is_black_three(c))
    return sum(game.values[c] for c in cards if not is_black_three(c)) + doubling(threes)


def red_threes_against_canastas(rules: RuleSet, count: int, canastas: int) -> int:
    """VV-16: each red three needs a canasta of its own to count plus; the plus and the minus threes each
    score progressively (split), or all count minus unless every one is covered (all_or_nothing)."""
    if rules.vv_red_three_split == "all_or_nothing":
        return doubling(count) if count <= canastas else -doubling(count)
    plus = min(count, canastas)
    return doubling(plus) - doubling(count - plus)


def canasta_bonus(game: GameState, rank: str, cards: list[str], side: int) -> int:
    """500 natural, 300 mixed (C-SCORE-2); a hand canasta's bonus replaces either (X1-3); one laid whole in
    a single action earns the concealed-canasta bonus on top (NL-7)."""
    r = game.rules
    if len(cards) < r.canasta_size:
        return 0
    if r.hand_canasta_bonus is not None and game.concealed and rank in game.turn.canastas_made:
        return r.hand_canasta_bonus
    bonus = closed_canasta_bonus(r, rank, cards)
    if rank in game.laid_whole[side] and _own_canasta_bonus(r, rank, cards) is None:
        bonus += r.concealed_canasta_bonus
    return bonus


def closed_canasta_bonus(rules: RuleSet, rank: str, cards: Sequence[Card]) -> int:
    """What a canasta of these cards earns by its rank and cards alone: natural or mixed (C-SCORE-2), or the
    bonus of its own (wild cards, sevens, clean aces); without what the hand adds (X1-3, NL-7)."""
    own = _own_canasta_bonus(rules, rank, cards)
    if own is not None:
        return own
    return rules.mixed_canasta_bonus if not WILD_FACES.isdisjoint(cards) else rules.natural_canasta_bonus


def _own_canasta_bonus(rules: RuleSet, rank: str, cards: Sequence[Card]) -> int | None:
    """The bonus of a canasta of wild cards (VV-16, MAC-35.1), of sevens or of clean aces (MAC-35.1), where the
    rules give it one; None for a natural or mixed canasta."""
    if rank == WILD_MELD:
        return wild_canasta_bonus(rules, list(cards))
    if rank == "7" and rules.sevens_canasta_bonus is not None:
        return rules.sevens_canasta_bonus
    if rank == "A" and WILD_FACES.isdisjoint(cards) and rules.clean_aces_canasta_bonus is not None:
        return rules.clean_aces_canasta_bonus
    return None


def wild_canasta_bonus(rules: RuleSet, cards: list[str]) -> int:
    """A canasta of wild cards alone: one bonus, or by its cards (MAC-35: seven twos, all four jokers)."""
    bonus = rules.wild_canasta_bonus
    if not isinstance(bonus, tuple):
        return bonus or 0
    table = dict(bonus)
    jokers = sum(1 for c in cards if c == "JK")
    if jokers == 0:
        return table["seven_twos"]
    if jokers == rules.jokers_per_pack * rules.deck_count:  # every joker of the packs
        return table["four_jokers"]
    return table["other"]


def unfinished_penalty(rules: RuleSet, melds: Mapping[str, Sequence[Card]]) -> int:
    """MAC-35.2: what the side's unfinished sevens, clean aces and wild-card melds cost."""
    penalties: dict[str | None, int] = dict(rules.incomplete_meld_penalties)  # looked up by kind, None for none
    return sum(penalties.get(special_meld_kind(rules, rank, len(cards), count_wilds(cards)), 0)
               for rank, cards in melds.items())


MAC_THREES = (0, 100, 300, 500, 1000)  # MAC-35.3: points for 0..4 laid-out threes of one colour


def mac_threes(threes: list[str], canastas: int) -> int:
    """MAC-35.3: each colour by the table, red and black added; minus without a canasta, nothing with one,
    plus with two or more."""
    red = sum(1 for c in threes if c in RED_THREES)
    points = sum(MAC_THREES[min(n, 4)] for n in (red, len(threes) - red))
    return -points if canastas == 0 else 0 if canastas == 1 else points


def going_out_bonus(game: GameState) -> int:
    """100, or 200 concealed (C-SCORE-3, C-CONC-6); the quick-out bonus replaces it (X1-1)."""
    r = game.rules
    seat = game.went_out
    if r.quick_out_bonus is not None and seat is not None and game.stock_draws[seat] <= r.quick_out_max_stock_draws:
        return r.quick_out_bonus
    return r.concealed_going_out_bonus if game.concealed else r.going_out_bonus


SIX_PLAYER_RED_THREES = {5: 1000, 6: 1200}  # V6-6: one to four count 100 each


def red_three_score(rules: RuleSet, count: int, side_has_melded: bool) -> int:
    """100 each, 800 for all four (C-SCORE-4, D13), or the six-player table (V6-6); added if the side has
    melded, else subtracted."""
    if count == 0:
        return 0
    points = count * rules.red_three_value
    if rules.red_three_scoring == "progressive_doubling":
        points = doubling(count)
    elif rules.red_three_scoring == "six_player_table":
        points = SIX_PLAYER_RED_THREES.get(count, points)
    elif count == 2 * rules.deck_count:  # all of them: four with two packs
        points += rules.red_three_all_four_bonus
    return points if side_has_melded else -points


def game_result(rules: RuleSet, scores: list[int], rounds_played: int) -> tuple[bool, int | None]:
    """(is the game over, winning side or None) after a hand (C-END-2, C-END-3, C-END-4)."""
    reached = rules.target_score is not None and max(scores) >= rules.target_score
    last = rules.max_rounds is not None and rounds_played >= rules.max_rounds
    if not (reached or last):
        return False, None
    best = max(scores)
    leaders = [side for side, score in enumerate(scores) if score == best]
    if len(leaders) == 1:
        return True, leaders[0]
    if rules.tie_policy == "draw":
        return True, None
    return False, None  # tied for the lead: another hand (extra_hand)
