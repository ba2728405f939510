"""The moves the seat to act may make now (DESIGN.md section 2, ``legal_moves``).

Generation judges each candidate by counts instead of replaying the full check of ``Game.apply``,
because random play and search call it for every move; the property tests hold the two to agreement
(every listed move applies).  Lists are canonical: naturals by rank, wild cards by kind (jokers,
twos), the opening combinations that reach the minimum without a removable group or wild card.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

from .cards import ALL_FACES, BLACK_THREES, NATURAL_RANKS, RED_THREES, WILD_FACES, WILD_MELD, Card, rank_of
from .discarding import discard_refusals
from .errors import Refusal
from .going_out import GoingOutPlan, can_go_out, find_going_out
from .hand import Hand
from .melds import (
    BLACK_THREE_RANK,
    TableMeld,
    canasta_count,
    incomplete_blocks_out,
    meld_refusal,
    wild_limit,
)
from .memo import GROUP_MEMO_LIMIT, Memo
from .moves import (
    Answer,
    Ask,
    Discard,
    Draw,
    EndTurn,
    Group,
    Lay,
    Meld,
    Move,
    Special,
    Take,
    new_group,
    new_meld,
    new_take,
)
from .openings import first_options, opening_combinations, opening_move
from .pile import blocked_reason, pile_frozen_for_everyone
from .restrictions import UNRESTRICTED, LayContext, lay_context, wild_problem, wild_problem_key
from .rules import RuleSet
from .special_hands import special_hands_in
from .state import GameState
from .taking import company_allowed, take_barred
from .turn import ANSWER, DRAW, PLAY

# Top cards nobody can take: wild cards, red threes, and a black three (a block) (C-PILE-6, C-PILE-7).
_UNTAKEABLE_TOP = WILD_FACES | RED_THREES | BLACK_THREES
_DRAW, _ASK, _YES, _NO, _END = Draw(), Ask(), Answer(True), Answer(False), EndTurn()
# Moves are immutable values, so one instance per card serves every list.
_DISCARDS = {face: Discard(face) for face in ALL_FACES}
_DISCARD_OF = _DISCARDS.__getitem__  # made once: a bound method made at each call costs a lookup through the class
_NO_NATURALS: dict[str, tuple[Card, ...]] = dict.fromkeys(NATURAL_RANKS, ())  # every rank, none held
# A rank's legal counts of (naturals, jokers, twos) for the meld list, the cards each lays, the most one lays.
RankCounts = tuple[tuple[tuple[int, int, int], ...], tuple[int, ...], int]
# Every meld on the table is a TableMeld, which counts its wild cards (Game.melds says so); code that only reads
# a side's melds takes them as Mapping[str, Sequence[Card]], as the computer players do.


def legal_moves(game: GameState) -> list[Move]:
    phase = game._phase  # always a Phase: its members compare by identity
    if phase is DRAW or phase is PLAY:
        if game._rules.threes_laid_by_hand and game._stock:
            threes = game.threes_in_hand(game._to_act)
            lays: list[Move] = [Lay(c) for c in sorted(set(threes))]
            if len(threes) > game.threes_allowed(game._to_act):
                return lays  # threes first (MAC-7, MAC-9d)
            return [*(draw_phase_moves(game) if phase is DRAW else play_phase_moves(game)), *lays]
        return draw_phase_moves(game) if phase is DRAW else play_phase_moves(game)
    if phase is ANSWER:
        return [_YES, _NO]
    return []


# -- the draw phase ---------------------------------------------------------------------------------
def draw_phase_moves(game: GameState) -> list[Move]:
    seat = game._to_act
    side = game._sides[seat]  # side_of, without the call: every draw phase asks
    pile = game._pile
    # _take_is_conceivable, written out: most turns end their draw phase here
    if not pile or (top := pile[-1]) in _UNTAKEABLE_TOP or (
            (rank := top[0]) not in game._hands[seat].by_rank and rank not in game._melds[side]):
        return [_DRAW] if game._stock or not take_is_forced(game) else []
    takes: list[Move] = _take_moves(game, side)
    if game._stock or not take_is_forced(game):
        return [_DRAW, *takes]
    return takes


def _take_is_conceivable(game: GameState, side: int) -> bool:
    """A quick first test: the top card can be taken and the hand or a meld of the side matches it."""
    pile = game._pile
    if not pile or pile[-1] in _UNTAKEABLE_TOP:
        return False
    rank = pile[-1][0]
    return rank in game._hands[game._to_act].by_rank or rank in game._melds[side]


def can_take_pile(game: GameState) -> bool:
    """Whether the seat to act has any legal way to take the pile."""
    side = game.side_of(game._to_act)
    return _take_is_conceivable(game, side) and bool(_take_moves(game, side))


def take_is_forced(game: GameState) -> bool:
    """With the stock empty, a pile open to the side whose top card fits its meld must be taken
    (C-STOCK-2a), provided the lay-off take can be finished legally."""
    r = game._rules
    side = game.side_of(game._to_act)
    if game._stock or not r.forced_take_when_stock_empty or not r.pile_take_by_layoff or not game._pile:
        return False
    if blocked_reason(r, game._pile) or game.pile_freeze(side):
        return False
    return Take(()) in _take_moves(game, side)


def _take_moves(game: GameState, side: int) -> list[Move]:
    """Every take open to the seat to act, of ``side``."""
    r = game._rules
    seat = game._to_act
    pile = game._pile
    if not pile:
        return []
    melds = game._melds[side]
    opened = bool(melds)  # V-SIDE-3
    cards = hand = game._hands[seat]
    top = pile[-1]
    if top in _UNTAKEABLE_TOP:
        return []  # a blocked pile (take_barred's first reason: the others only where the rules have them)
    rank = top[0]
    naturals = hand.by_rank.get(rank, ())
    if len(naturals) < (1 if opened else 2) and rank not in melds:
        return []  # no card to lay with the top card and no meld to lay it on: the cheapest test first
    if r.take_may_be_barred and take_barred(game, side):
        return []
    ctx = lay_context(game, side) if r.restricts_laying else UNRESTRICTED
    if rank in ctx.dead:
        return []  # a dead rank can never be taken (MAC-16)
    if not opened:
        return _opening_takes(game, rank, naturals, game._values[top] if r.initial_meld_counts_top_discard else 0)
    existing = melds.get(rank)
    frozen = pile_frozen_for_everyone(r, pile)  # game.pile_freeze(side) for an open side, without two calls
    jokers, twos = hand.wild_key
    counts: tuple[Hashable, ...] = ("take-counts", len(naturals), len(jokers), len(twos),
                                    len(existing) if existing else -1, existing.wilds if existing else -1, frozen)
    if r.restricts_laying:
        counts += wild_problem_key(ctx, rank)
    cache = game._group_cache
    legal_counts = cache.get(counts)
    if legal_counts is None:
        legal_counts = cache[counts] = _take_counts(r, hand, len(naturals), existing, frozen, cache, rank, ctx)
    size0 = len(existing) if existing else 0
    out: list[Move] = []
    for k, j, t in legal_counts:
        first = jokers[:j] + naturals[:k] + twos[:t] if j or t else naturals[:k]  # in Group.of's order: no sort
        key = ("take", rank, first)  # one shared value per group
        move = cache.get(key)
        if move is None:  # Take.of(Group.of(first, rank)): wild cards alone name the rank
            move = cache[key] = new_take((new_group(first, None if k else rank),)) if first else Take(())
        left = len(cards) - len(first)
        if left < 2 and (left := left + _pile_gain(game)) < 2:
            # only then can the take decide whether the turn may end (no question is pending yet)
            closes = 1 if size0 < r.canasta_size <= size0 + 1 + len(first) else 0
            if not _cards_left_ok(game, left, canasta_count(r, melds) + closes, move=move):
                continue
        out.append(move)
    return out


def _take_counts(r: RuleSet, hand: Hand, naturals: int, existing: TableMeld | None, frozen: bool, cache: Memo,
                 rank: str = "", ctx: LayContext = UNRESTRICTED) -> list[tuple[int, int, int]]:
    """(naturals, jokers, twos) from the hand that may go with the top card of an open side's take:
    a natural pair; on an open pile also one natural and a wild card, or nothing but the side's meld
    (C-PILE-4, C-PILE-5)."""
    has_meld = existing is not None
    counts = _group_counts(r, len(hand.jokers), len(hand.twos), naturals, existing, cache, top=1, rank=rank, ctx=ctx)
    return [(k, j, t) for k, j, t in counts if company_allowed(r, k, j + t, frozen, has_meld)]


def _opening_takes(game: GameState, rank: str, naturals: tuple[Card, ...], top_value: int) -> list[Move]:
    """Takes by a side that has not melded: the top card with a natural pair or more, plus whatever
    further melds reach the minimum (C-PILE-4, C-INIT-4)."""
    hand = game._hands[game._to_act]
    minimum = game.opening_minimum(game._to_act)
    firsts = first_options(game, rank, naturals, top_value)
    out: list[Move] = []
    for combination in opening_combinations(game, hand, minimum, first=firsts, exclude=rank):
        move, laid, made = opening_move(game, combination, hand)
        left = len(hand) - laid
        if left < 2:  # two or more are as good as any number: the pile's cards need counting only here
            left += _pile_gain(game)
        if _cards_left_ok(game, left, made, move=move):
            out.append(move)
    return out


def _pile_gain(game: GameState) -> int:
    """The cards a take brings into the hand: the pile but its top card, less threes laid out (C-R3-5)."""
    pile = game._pile
    return len(pile) - 1 - sum(map(game._rules.bonus_threes.__contains__, pile[:-1]))


def _cards_left_ok(game: GameState, left: int, canastas_after: int, yes_groups: tuple[Group, ...] | None = None,
                   move: Move | None = None) -> bool:
    """Mirror of ``checks.check_cards_left`` on counts (C-OUT-2, C-OUT-3, C-OUT-5); ``move`` lays the cards.
    ``yes_groups``: the groups to hold to a "yes" (``_yes_line_kept``), when a pending "yes" binds this move."""
    r, t = game._rules, game._turn
    if left >= 2:
        return t.asked != "yes" or (_yes_line_kept(game, list(yes_groups)) if yes_groups is not None else True)
    if left == 0 and r.final_discard != "optional":
        return False
    if left == 1 and t.no_discard:
        return True
    if left == 1 and isinstance(move, Meld) and game.bonus_follows():
        return True  # bonus cards follow the discard (MAC-26)
    return _may_go_out(game, canastas_after, move)


def _may_go_out(game: GameState, canastas: int, move: Move | None = None) -> bool:
    if game._turn.asked == "no" or canastas < game._rules.canastas_to_go_out:
        return False
    return not game._rules.no_out_with_incomplete or not incomplete_blocks_out(game._rules, _melds_after(game, move))


def _melds_after(game: GameState, move: Move | None) -> dict[str, list[Card]]:
    """The side's melds once ``move`` (a meld or a take, or nothing) has laid its cards."""
    after = {rank: list(cards) for rank, cards in game._melds[game.side_of(game._to_act)].items()}
    for g in getattr(move, "groups", ()):
        after.setdefault(g.target_rank, []).extend(g.cards)
    if isinstance(move, Take):
        top = game._pile[-1]
        after.setdefault(rank_of(top), []).append(top)
    return after


# -- the play phase -------------------------------------------------------------------------------
def play_phase_moves(game: GameState) -> list[Move]:
    r, t = game._rules, game._turn
    seat = game._to_act
    side = game._sides[seat]  # side_of, without the call: every play phase asks
    cards = game._hands[seat]
    hand = cards
    melds = game._melds[side]
    moves: list[Move]
    counted: tuple[int, int] | None = None  # the partner question's first counts, where the meld list made them
    yes = t.asked is not None and t.asked == "yes"  # a pending "yes" (None is not compared: it cannot be specialised)
    if melds:  # the side has melded (V-SIDE-3)
        moves, counted = _additions_and_new_melds(game, hand, side, melds, yes)
    else:
        moves = []
        minimum = game.opening_minimum(seat)
        free = not yes  # two cards left are then always enough (_cards_left_ok's first answer)
        for combination in opening_combinations(game, hand, minimum):
            move, laid, made = opening_move(game, combination, hand)
            left = len(cards) - laid
            if left >= 2 and free or _cards_left_ok(game, left, made, move.groups, move):
                moves.append(move)
        if game.concealed_exemption_applies() and t.asked != "no" and _canastas_within_reach(game, hand, {}):
            plan = _exempt_way_out(game, cards, {})
            if isinstance(plan, GoingOutPlan) and plan.groups:
                whole = Meld.of(*plan.groups)
                if whole not in moves:
                    moves.append(whole)
    if yes:
        # The question was offered because a way out existed; list it whole, so it is always reachable.
        plan = _way_out(game, cards, melds, build=True)
        if isinstance(plan, GoingOutPlan) and plan.groups and Meld.of(*plan.groups) not in moves:
            moves.append(Meld.of(*plan.groups))
    if t.no_discard:
        moves.append(_END)
        return moves
    if r.special_hands and not t.took_pile and not t.melded and not melds:
        moves.extend(Special(name) for name in special_hands_in(list(cards)))
    if t.asked is None and not t.melded and (counted is None or counted[0] < 2) and _may_ask(game, seat, side,
                                                                                         counted):
        moves.append(_ASK)
        moves.extend(Ask(p) for p in game.partners_of(game._to_act)[1:])  # a team of three: either partner
    if len(cards) > 1 and r.any_card_discarded and not yes:
        moves += map(_DISCARD_OF, cards._faces or cards.faces)  # _discards' usual answer, without the calls
    else:
        moves += _discards(game, cards)
    return moves


def _additions_and_new_melds(game: GameState, hand: Hand, side: int, melds: dict[str, TableMeld],
                             yes_pending: bool) -> tuple[list[Move], tuple[int, int]]:
    """Single-group melds of an open side (its ``melds``): every count of naturals with every mix of wild
    cards; and, counted on the way, the partner question's stray cards and wild cards needed
    (``_stray_and_need``).  ``yes_pending``: the partner has said "yes" this turn."""
    r = game._rules
    canastas = -1  # counted when first needed: only near going out
    wilds = hand.wild_id  # the wild cards held, in the keys as a number (Hand.wild_id)
    # a rank's group lays at most its naturals and the wild cards held; where that leaves two cards to discard, no
    # going-out question arises: the rank's naturals may number this many
    spare = -1 if yes_pending else len(hand) - 2 - hand.wild_count
    cache = game._group_cache
    moves: list[Move] = []
    by_rank = hand.by_rank
    min_naturals, min_size = r.min_naturals_per_meld, r.min_meld_size
    short = min_size - hand.wild_count  # a rank of fewer naturals makes no new meld, whatever wild cards join it
    counting = r.meld_naturals_that_count
    stray = need = 0
    ctx = lay_context(game, side) if r.restricts_laying else UNRESTRICTED
    restricted = ctx is not UNRESTRICTED
    dead = ctx.dead
    key: tuple[Hashable, ...]
    existing: TableMeld | None
    # without wild cards nothing joins a meld whose rank the hand lacks, and with them a rank neither held nor melded
    # takes nothing: only the ranks held are looked at, unless wild cards could join a meld of a rank not held; then
    # every rank is, each with its naturals or none (by_rank[rank] in the loop: a subscript, not a method's call)
    looked: Sequence[str] = hand.ranks
    if hand.wild_count and not melds.keys() <= by_rank.keys():
        looked, by_rank = NATURAL_RANKS, _NO_NATURALS | by_rank
    for rank in looked:
        naturals = by_rank[rank]
        n = len(naturals)
        if rank not in melds:
            if n < min_naturals:
                stray += n
                continue
            if n < min_size:
                need += min_size - n
                if n < short:
                    continue  # a new meld lays at least min_size cards (_wild_counts' low): none here, no memo look-up
            existing, size0 = None, 0
            key = (rank, naturals, wilds, -1, 0)
        elif existing := melds[rank]:
            size0 = len(existing)
            held = existing.wilds
            key = (rank, naturals, wilds, held, size0 - held if size0 - held < counting else counting)
        else:  # an empty meld (none is ever laid): as no meld, but its rank is looked at
            size0 = 0
            key = (rank, naturals, wilds, -1, 0)
        if restricted:
            if rank in dead:
                continue
            key += wild_problem_key(ctx, rank)
        options = cache.get(key)
        if options is None:
            if len(cache) > GROUP_MEMO_LIMIT:
                cache.clear()
            options = cache[key] = _rank_groups(r, hand, rank, naturals, existing, cache, ctx)
        if n <= spare:
            moves += options
            continue
        for move, laid in zip(options, _legal_counts(r, hand, rank, naturals, existing, cache, ctx)[1], strict=True):
            left = len(hand) - laid
            if left >= 2 and not yes_pending:
                moves.append(move)
                continue
            if canastas < 0:
                canastas = canasta_count(r, melds)
            made = canastas + (1 if size0 < r.canasta_size <= size0 + laid else 0)
            if _cards_left_ok(game, left, made, move.groups, move):
                moves.append(move)
    if hand.black_threes and len(hand) - len(hand.black_threes) - hand.wild_count <= 1:  # else none goes out
        moves += _black_three_melds(game, hand, melds)
    if r.wild_card_melds and (hand.jokers or hand.twos):
        moves += _wild_meld_groups(game, hand, melds.get(WILD_MELD))
    return moves, (stray, need)


def _wild_meld_groups(game: GameState, hand: Hand, existing: TableMeld | None) -> list[Move]:
    """A new meld of wild cards alone, or wild cards added to the side's one (D9, X1-2)."""
    r = game._rules
    low, high = r.wild_meld_size
    size0 = len(existing) if existing else 0
    wanted = (1, high - size0) if existing is not None else (low, high)
    out: list[Move] = []
    for jokers, twos in hand.wild_choices(*wanted):
        move = Meld((Group.of([*jokers, *twos]),))
        laid = len(jokers) + len(twos)
        left = len(hand) - laid
        if left >= 2 and game._turn.asked != "yes":
            out.append(move)
            continue
        made = canasta_count(r, game._melds[game.side_of(game._to_act)]) + (
            1 if size0 < r.canasta_size <= size0 + laid else 0)
        if _cards_left_ok(game, left, made, move.groups, move):
            out.append(move)
    return out


def _black_three_melds(game: GameState, hand: Hand, melds: Mapping[str, TableMeld]) -> list[Move]:
    """All the black threes, with wild cards where allowed, as the meld that goes out onto the side's
    ``melds`` (C-MELD-10, D10)."""
    r = game._rules
    threes = hand.black_threes
    if not threes or not r.black_three_meld_when_going_out or len(threes) > 4:  # 3 or 4 only (C-MELD-10)
        return []
    if len(hand) - len(threes) - len(hand.jokers) - len(hand.twos) > 1:
        return []  # the meld must leave at most one card, and only wild cards could join it
    high = max(0, min(len(threes) - 1, 4 - len(threes))) if r.black_three_meld_allows_wild else 0
    canastas = canasta_count(r, melds)
    out: list[Move] = []
    for jokers, twos in hand.wild_choices(max(0, 3 - len(threes)), high):
        group = Group.of(list(jokers) + threes + list(twos))
        left = len(hand) - len(group.cards)
        move = Meld((group,))
        if left <= 1 and _cards_left_ok(game, left, canastas, move=move):
            out.append(move)
    return out


def _rank_groups(r: RuleSet, hand: Hand, rank: str, naturals: tuple[Card, ...], existing: TableMeld | None,
                 cache: Memo, ctx: LayContext = UNRESTRICTED) -> tuple[Meld, ...]:
    """Every legal group of this rank as a move, ignoring how many cards would be left (``_legal_counts``).  The
    move values are shared: one group makes the same move whatever meld it joins.  A tuple of shared values, for
    the memo lives long and the garbage collector walks it."""
    jokers, twos = hand.wild_key
    moves = []
    for k, j, t in _legal_counts(r, hand, rank, naturals, existing, cache, ctx)[0]:
        if j or t:
            cards = jokers[:j] + naturals[:k] + twos[:t]
            card_key = cards if k else (rank, cards)
        else:
            cards = card_key = naturals[:k]
        move = cache.get(card_key)
        if move is None:
            move = cache[card_key] = new_meld((new_group(cards, None if k else rank),))
        moves.append(move)
    return tuple(moves)


def _legal_counts(r: RuleSet, hand: Hand, rank: str, naturals: tuple[Card, ...], existing: TableMeld | None,
                  cache: Memo, ctx: LayContext = UNRESTRICTED) -> RankCounts:
    """The legal (naturals, jokers, twos) of a rank's groups, the cards each lays and the most one lays: which
    counts are legal depends on counts only (``_group_counts``), the same for every hand's cards."""
    jokers, twos = hand.wild_key
    key: tuple[Hashable, ...] = ("counts", len(naturals), len(jokers), len(twos), len(existing) if existing else -1,
                                 existing.wilds if existing else -1)
    if r.restricts_laying:
        key += wild_problem_key(ctx, rank)
    found: RankCounts | None = cache.get(key)
    if found is None:
        legal_counts = tuple(_group_counts(r, len(jokers), len(twos), len(naturals), existing, cache, rank=rank,
                                           ctx=ctx))
        lays = tuple(k + j + t for k, j, t in legal_counts)
        found = cache[key] = (legal_counts, lays, max(lays) if lays else 0)  # no keyword default: a parse per call
    return found


def _group_counts(r: RuleSet, jokers: int, twos: int, naturals: int, existing: TableMeld | None, cache: Memo,
                  top: int = 0, rank: str = "", ctx: LayContext = UNRESTRICTED) -> list[tuple[int, int, int]]:
    """(naturals, jokers, twos) of every legal group from a hand with these counts of natural cards of the rank,
    jokers and twos, laid together with ``top`` natural cards from elsewhere (the pile's top card) (C-MELD-1,
    C-MELD-2); where the rules restrict wild cards, only those this action may add (MAC-12..14).  In the order
    of ``Hand.wild_choices``: by naturals, then by wild cards, then by jokers."""
    size0 = len(existing) if existing else 0
    held = existing.wilds if existing else 0
    new = existing is None
    # partners' merged meld may already hold more wild cards than allowed: it takes naturals only (V3-TMP-3)
    over = not new and meld_refusal(r, size0 - held, held, new=False) is not None
    restricted = r.restricts_laying
    wild_cards = jokers + twos
    out: list[tuple[int, int, int]] = []
    for k in range(0 if not new else max(0, r.min_naturals_per_meld - top), naturals + 1):
        if over:
            if k + top and (r.max_meld_size is None or size0 + k + top <= r.max_meld_size):
                out.append((k, 0, 0))
            continue
        after = size0 - held + k + top  # the meld's natural cards once these are laid
        key = ("wild-counts", after, held, new, k + top > 0)
        counts: tuple[int, ...] | None = cache.get(key)
        if counts is None:
            counts = cache[key] = _wild_counts(r, after, held, new, k + top > 0)
        if counts and restricted and wild_problem(r, ctx, rank, after, held, new):
            counts = counts[:1] if counts[0] == 0 else ()  # no wild card may join this action's meld
        for w in counts:
            if w > wild_cards:
                break
            for j in range(w - twos if w > twos else 0, (w if w < jokers else jokers) + 1):  # max(0, ..), min(..)
                out.append((k, j, w - j))
    return out


def _wild_counts(r: RuleSet, naturals: int, held: int, new: bool, adding: bool) -> tuple[int, ...]:
    """How many wild cards, in order, this action may lay on a meld that will hold ``naturals`` natural cards and
    holds ``held`` wild cards (a new meld: none); ``adding``: whether the action lays natural cards too."""
    low = max(0, r.min_meld_size - naturals) if new else 0 if adding else 1
    high = wild_limit(r, naturals) - held
    return tuple(w for w in range(low, high + 1) if meld_refusal(r, naturals, held + w, new=new) is None)


def _yes_line_kept(game: GameState, groups: list[Group]) -> bool:
    """After a "yes", a meld must leave a way to go out this turn (C-OUT-5)."""
    side = game.side_of(game._to_act)
    left = list(game._hands[game._to_act])
    after = {r: list(m) for r, m in game._melds[side].items()}
    for g in groups:
        for c in g.cards:
            left.remove(c)
        after.setdefault(g.target_rank, []).extend(g.cards)
    r = game._rules
    return can_go_out(r, left, after, game._values, None, r.final_discard == "optional", lay_context(game, side))


def _discards(game: GameState, cards: Hand) -> list[Move]:
    t = game._turn
    if len(cards) > 1:
        if t.asked == "yes":
            return []
        if game._rules.any_card_discarded:
            return list(map(_DISCARD_OF, cards.faces))
        refused = discard_refusals(game, cards)
        if not refused:
            return list(map(_DISCARD_OF, cards.faces))
        return [_DISCARDS[c] for c in cards.faces if c not in refused]
    melds = game._melds[game.side_of(game._to_act)]
    if t.bonus_due is None and not _may_go_out(game, canasta_count(game._rules, melds)):
        return []
    return [_DISCARDS[c] for c in cards if c not in discard_refusals(game, list(cards))]


_NOTHING_TO_ASK = Refusal("ask.nothing_to_ask")  # the usual answer; a Refusal is never changed


def ask_refusal(game: GameState) -> Refusal | None:
    """Why the player may not ask his partner now, or None (C-OUT-4, C-OUT-7, C-OUT-8): first what the turn
    allows, then whether his cards could go out at all."""
    seat = game._to_act
    return _ask_turn_refusal(game, seat) or _nothing_to_ask(game, seat, game.side_of(seat))


def _may_ask(game: GameState, seat: int, side: int, counted: tuple[int, int] | None = None) -> bool:
    """``ask_refusal(game) is None``, the cards asked first: in most turns two cards fit nowhere.  ``counted``:
    ``_stray_and_need``'s answer, where the meld list has counted it."""
    return _nothing_to_ask(game, seat, side, counted) is None and _ask_turn_refusal(game, seat) is None


def _ask_turn_refusal(game: GameState, seat: int) -> Refusal | None:
    """Why this turn allows no question, whatever the cards (C-OUT-4, C-OUT-8)."""
    r, t = game._rules, game._turn
    if game._phase != "play":
        return Refusal("ask.not_now")
    if not r.ask_partner or game.partner_of(seat) is None:
        return Refusal("ask.no_partner")
    if t.asked is not None:
        return Refusal("ask.once_per_turn")
    limit = r.ask_partner_limit_per_hand
    if limit is not None and game._asks[seat] >= limit:
        return Refusal("ask.once_per_hand") if limit == 1 else Refusal("ask.limit_per_hand", {"limit": limit})
    if t.melded:
        return Refusal("ask.after_melding")
    if t.no_discard:
        return Refusal("ask.cannot_go_out")
    return None


def _stray_and_need(r: RuleSet, hand: Hand, melds: Mapping[str, TableMeld]) -> tuple[int, int]:
    """The natural cards that fit no meld (too few of an unmelded rank), more than one as soon as it is
    seen; and the wild cards the hand's new melds need to reach their size."""
    stray = need = 0
    min_naturals, min_size = r.min_naturals_per_meld, r.min_meld_size
    for rank, naturals in hand.by_rank.items():
        if rank in melds:
            continue
        n = len(naturals)
        if n < min_naturals:
            stray += n
            if stray > 1:
                break
        elif n < min_size:
            need += min_size - n
    return stray, need


def _nothing_to_ask(game: GameState, seat: int, side: int, counted: tuple[int, int] | None = None) -> Refusal | None:
    """Why the seat's cards cannot go out this turn, so there is nothing to ask (C-OUT-7)."""
    cards = hand = game._hands[seat]
    if len(cards) < 2:
        return Refusal("ask.too_few_cards")
    melds = game._melds[side]
    r = game._rules
    stray, need = counted or _stray_and_need(r, hand, melds)
    if stray > 1:
        return _NOTHING_TO_ASK  # two cards fit nowhere
    threes = len(hand.black_threes)
    if threes and threes < (2 if r.black_three_meld_allows_wild else 3) and stray + threes > 1:
        return _NOTHING_TO_ASK  # black threes too few to meld are cards that fit nowhere too
    if need > hand.wild_count:
        return _NOTHING_TO_ASK  # the new melds need more wild cards than the hand holds; no discard gives more
    if not _canastas_within_reach(game, hand, melds):
        return _NOTHING_TO_ASK
    if not _way_out(game, cards, melds, build=False):
        return _NOTHING_TO_ASK
    return None


def going_out_plan(game: GameState) -> GoingOutPlan | None:
    """A way for the seat to act to go out during this play phase, or None: for players who plan."""
    t = game._turn
    if game._phase != "play" or t.asked == "no" or t.no_discard:
        return None
    hand = game._hands[game._to_act]
    melds = game._melds[game.side_of(game._to_act)]
    if not _canastas_within_reach(game, hand, melds):
        return None
    plan = _way_out(game, hand, melds, build=True)
    return plan if isinstance(plan, GoingOutPlan) else None


def _way_out(game: GameState, hand: Hand, melds: Mapping[str, TableMeld], build: bool) -> GoingOutPlan | bool | None:
    """A way for the seat to act to go out this turn onto ``melds`` (the plan when ``build``, else True), or
    None.  An open side has no minimum to reach; an unopened one has, unless the way out is a concealed going
    out (C-CONC-3)."""
    r, side = game._rules, game.side_of(game._to_act)
    minimum = None
    if not game.has_melded(side):
        if game.concealed_exemption_applies():
            plan = _exempt_way_out(game, hand, melds)
            if plan is not False:
                return plan if build or plan is None else True
        minimum = game.opening_minimum(game._to_act)
    search = find_going_out if build else can_go_out
    return search(r, hand, melds, game._values, minimum, r.final_discard == "optional", lay_context(game, side))


def _exempt_way_out(game: GameState, hand: Hand, melds: Mapping[str, TableMeld]) -> GoingOutPlan | bool | None:
    """A way out below the minimum for an unopened side (C-CONC-3): the plan when ``Game.is_concealed_going_out``
    calls it concealed (its cards must hold a canasta, C-CONC-2); None when there is no way out even without the
    minimum; False when the way found is not concealed, so that the minimum applies after all."""
    r = game._rules
    optional, ctx = r.final_discard == "optional", lay_context(game, game.side_of(game._to_act))
    if not can_go_out(r, hand, melds, game._values, None, optional, ctx):
        return None  # the usual answer, found without building a plan
    plan = find_going_out(r, hand, melds, game._values, None, optional, ctx)
    if plan is None:
        return None
    laying: dict[str, list[Card]] = {}
    for g in plan.groups:
        laying.setdefault(g.target_rank, []).extend(g.cards)
    return plan if game.concealed_exemption_applies(laying) else False


def _canastas_within_reach(game: GameState, hand: Hand, melds: Mapping[str, TableMeld]) -> bool:
    """A quick necessary test: could the side close the canastas it needs with this hand?  The wild
    cards are shared, so melds are filled cheapest first; discarding a card never closes more."""
    r = game._rules
    target, needed = r.canasta_size, r.canastas_to_go_out
    by_rank = hand.by_rank
    wilds = hand.wild_count  # a meld missing more than these stays short whatever the rules
    have = 0
    costs = []
    if r.wild_card_melds:  # a canasta of wild cards alone: every missing card is a wild one
        size = len(melds.get(WILD_MELD, ()))
        if size >= target:
            have += 1
        elif target <= r.wild_meld_size[1]:
            costs.append(target - size)
    for rank, meld in melds.items():
        if rank == WILD_MELD:
            continue
        size = len(meld) + len(by_rank.get(rank, ()))
        if size >= target:
            have += 1
            if have >= needed:
                return True
        elif target - size <= wilds and target - size <= wild_limit(r, size - meld.wilds) - meld.wilds:
            costs.append(target - size)
    min_naturals = r.min_naturals_per_meld
    # no rank held could reach a canasta with every wild card: the usual answer, without the loop
    longest = max(map(len, by_rank.values())) if by_rank else 0  # no default: a keyword costs a parse per call
    for rank, naturals in by_rank.items() if longest + wilds >= target else ():
        if rank in melds or len(naturals) < min_naturals:
            continue
        size = len(naturals)
        if size >= target:
            have += 1
            if have >= needed:
                return True
        elif target - size <= wilds and target - size <= wild_limit(r, size):
            costs.append(target - size)
    if have >= needed or not costs:
        return have >= needed
    for cost in sorted(costs):
        if cost > wilds:
            break
        wilds -= cost
        have += 1
    return have >= needed


__all__ = ["legal_moves", "can_take_pile", "take_is_forced", "ask_refusal", "going_out_plan", "BLACK_THREE_RANK"]
