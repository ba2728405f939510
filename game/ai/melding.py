"""What laying cards down gains: melds, lay-offs, takes of the pile, and when to go out."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from game.core import BLACK_THREES, RED_THREES, WILD_FACES, Card, Game, Group, canasta_count, mac_threes, rank_of

from .discards import hoard_exposure
from .game_end import going_out_ends_game
from .knowledge import Knowledge
from .levels import Level
from .specials import (
    black_threes_cost,
    closed_bonus,
    finish_chance,
    hoard_penalty,
    meld_outlook,
    pending_penalty,
    wild_keep,
)
from .terms import Why, note

# Worth of a meld by its size on the way to a canasta: each card nearer the canasta is worth more.
_PROGRESS = {0: 0.0, 1: 0.0, 2: 0.0, 3: 15.0, 4: 35.0, 5: 65.0, 6: 110.0}


def progress_worth(size: int, canasta_size: int) -> float:
    """How far a meld of ``size`` cards has come towards a canasta, in points."""
    scaled = round(size * 7 / canasta_size) if canasta_size != 7 else size
    return _PROGRESS.get(min(scaled, 6), 0.0)


def group_gain(k: Knowledge, group: Group, level: Level, melds: Mapping[str, Sequence[Card]] | None = None,
               taking: bool = False) -> float:
    """The gain of laying one group: its points, the step towards a canasta, the wild cards it spends;
    ``taking``: the group takes the pile, its top card is laid with it and the cards under it join the
    hand (which only the outlook of a penalised meld counts)."""
    r = k.game.rules
    melds = k.my_melds if melds is None else melds
    rank = group.target_rank or ""
    existing = melds.get(rank, [])
    size0, size1 = len(existing), len(existing) + len(group.cards)
    wilds = sum(1 for c in group.cards if c in WILD_FACES)
    gain = float(sum(k.game.values[c] for c in group.cards))
    if level.rules_sense:
        gain += _hoard_relief(k, rank, group, level)
        special = _special_gain(k, rank, existing, group, level, melds, taking)
        if special is not None:
            return gain + special
    if size0 < r.canasta_size <= size1:
        gain += closed_bonus(k.game, rank, [*existing, *group.cards])  # natural, mixed (or wild: VV-16)
        return gain + _closing_extras(k, melds, group, level)  # a wild card that closes a canasta is well spent
    gain += progress_worth(size1, r.canasta_size) - progress_worth(size0, r.canasta_size)
    gain -= wilds * wild_keep(k.game, level)
    if wilds and existing and not any(c in WILD_FACES for c in existing) and size1 >= 4:
        gain -= level.spoil_natural if level.hold_pairs else 0.0  # it spoils a natural canasta in the making
    if level.hold_pairs and not existing and wilds == 0 and len(group.cards) == 3 and _side_is_open(k):
        gain -= 15.0  # three of a kind in hand take a frozen pile; on the table they take only open ones
    return gain


def _hoard_relief(k: Knowledge, rank: str, group: Group, level: Level) -> float:
    """Laying cards of a rank the hand holds three or more of ends the risk of being caught with them."""
    hoard = hoard_penalty(k.game, rank)
    if not hoard:
        return 0.0
    held = sum(1 for c in k.hand if c[0] == rank and c not in WILD_FACES)
    laid = sum(1 for c in group.cards if c[0] == rank and c not in WILD_FACES)
    return hoard_exposure(k, hoard, level) if held >= 3 > held - laid else 0.0


def _special_gain(k: Knowledge, rank: str, existing: Sequence[Card], group: Group, level: Level,
                  melds: Mapping[str, Sequence[Card]], taking: bool) -> float | None:
    """A penalised kind of meld (sevens, clean aces, wild cards: MAC-35) is worth its canasta bonus times
    the chance to finish it, less its penalty times the chance not to: laying to it gains the change."""
    g, r = k.game, k.game.rules
    after = [*existing, *group.cards, *(g.pile[-1:] if taking else ())]
    outlook = meld_outlook(g, k.side, rank, after, k.seat, laying=len(group.cards), taking=taking)
    before = meld_outlook(g, k.side, rank, existing, k.seat) if existing else 0.0
    if outlook is None:
        return None
    gain = outlook - (before or 0.0)
    if len(existing) < r.canasta_size <= len(after):
        return gain + _closing_extras(k, melds, group, level)
    wilds = sum(1 for c in group.cards if c in WILD_FACES)
    return gain - wilds * wild_keep(k.game, level)


def _closing_extras(k: Knowledge, melds: Mapping[str, Sequence[Card]], group: Group, level: Level) -> float:
    """What closing a canasta adds beyond its bonus: a step nearer the canastas the side needs to go out
    (get there first), and, for a level that reads the rules, what one more canasta turns."""
    r = k.game.rules
    closed = sum(1 for m in melds.values() if len(m) >= r.canasta_size)
    extra = level.first_canasta if closed < r.canastas_to_go_out else 0.0
    return extra + (canasta_step_worth(k, melds, group) if level.rules_sense else 0.0)


def canasta_step_worth(k: Knowledge, melds: Mapping[str, Sequence[Card]], group: Group) -> float:
    """What one more canasta changes beyond its bonus: the side's melded cards stop counting against it
    (VV-16, MAC-35.4) and its threes turn from minus to nothing to plus (MAC-35.3)."""
    g, r = k.game, k.game.rules
    closed = canasta_count(r, melds)
    worth = 0.0
    if r.melded_cards_negative_without_canasta and closed == 0:
        worth += 2.0 * (sum(g.values[c] for m in melds.values() for c in m) + sum(g.values[c] for c in group.cards))
    if r.red_three_scoring == "mac_colour_table":
        threes = list(g.red_threes[k.side])
        worth += mac_threes(threes, closed + 1) - mac_threes(threes, closed)
    return worth


def _side_is_open(k: Knowledge) -> bool:
    return bool(k.my_melds)


def groups_gain(k: Knowledge, groups: Iterable[Group], level: Level, why: Why = None, taking: bool = False) -> float:
    """The gain of laying these groups one after the other (``taking``: to take the pile); ``why`` notes each
    group with what it does."""
    melds = {r: list(m) for r, m in k.my_melds.items()}
    total = 0.0
    top_rank = rank_of(k.game.pile[-1]) if taking and k.game.pile else None
    for g in groups:
        with_top = g.target_rank == top_rank  # the group that takes the pile: its top card is laid with it
        top_rank = None if with_top else top_rank
        gain = group_gain(k, g, level, melds, with_top)
        meld = melds.setdefault(g.target_rank or "", [])
        if why is not None:
            wild = sum(1 for c in (*meld, *g.cards) if c in WILD_FACES)
            note(why, "group", gain, rank=g.target_rank or "", cards=list(g.cards), before=len(meld),
                 after=len(meld) + len(g.cards), wilds=wild, canasta=k.game.rules.canasta_size)
        meld.extend(g.cards)
        total += gain
    return total


def thin_hand_cost(k: Knowledge, cards_left: int, level: Level) -> float:
    """Melding down to a few cards leaves nothing to take the pile with and no safe discards."""
    if not level.hold_pairs or cards_left >= level.thin_hand:
        return 0.0
    return (level.thin_hand - cards_left) * 25.0


def opening_worth(k: Knowledge) -> float:
    """Being open lets a side lay off, take an open pile with one card, and go out."""
    return 60.0 + 10.0 * len(k.game.pile)


def pile_take_worth(k: Knowledge, level: Level) -> float:
    """What the cards under the top card bring to the hand."""
    hand_ranks = k.game.hands[k.seat].by_rank
    worth = 0.0
    if level.rules_sense:  # a pile full of black threes where each left in hand doubles the penalty (VV-16)
        worth -= black_threes_cost(k.game, k.seat, sum(1 for c in k.game.pile if c in BLACK_THREES))
    for card in k.game.pile[:-1]:
        if card in WILD_FACES:
            worth += 45.0
        elif card in RED_THREES:
            worth += k.game.rules.red_three_value  # laid out at once for the taker's side (C-R3-5)
        elif card[0] == "3":
            worth += 1.0  # black threes are only discards
        elif card[0] in k.my_melds or card[0] in hand_ranks:
            worth += level.pile_card_worth + 6.0
        else:
            worth += level.pile_card_worth
    return worth


# -- going out ------------------------------------------------------------------------------------
def table_worth(k: Knowledge, side: int, level: Level | None = None) -> float:
    """A side's visible points this hand: melded cards, canastas (and the way to them), red threes."""
    if level is not None and not level.rules_sense:
        return classic_table_points(k.game, side)
    return table_points(k.game, side, k.seat)


def classic_table_points(game: Game, side: int) -> float:
    r, values = game.rules, game.values
    total = 0.0
    for rank, meld in game.melds[side].items():
        total += sum(values[c] for c in meld)
        if len(meld) >= r.canasta_size:
            total += closed_bonus(game, rank, meld)
        else:
            total += progress_worth(len(meld), r.canasta_size)
    total += r.red_three_value * len(game.red_threes[side])
    return total


def table_points(game: Game, side: int, viewer: int | None = None) -> float:
    """The side's table as its score would count it, with the way to canastas: classic_table_points where
    the rules score nothing apart; else penalised melds and melds of wild cards by their outlook
    (specials.py), melded cards negative without a canasta (VV-16, MAC-35.4) and threes by the canastas
    (MAC-35.3)."""
    r, values = game.rules, game.values
    if not (r.incomplete_meld_penalties or r.melded_cards_negative_without_canasta or r.wild_card_melds
            or r.red_three_scoring == "mac_colour_table"):
        return classic_table_points(game, side)
    melds = game.melds[side]
    closed = canasta_count(r, melds)
    total = melded = 0.0
    for rank, meld in melds.items():
        melded += sum(values[c] for c in meld)
        outlook = meld_outlook(game, side, rank, meld, viewer)
        if outlook is not None:
            total += outlook
        elif len(meld) >= r.canasta_size:
            total += closed_bonus(game, rank, meld)
        else:
            total += progress_worth(len(meld), r.canasta_size)
    total += -melded if r.melded_cards_negative_without_canasta and closed == 0 else melded
    if r.red_three_scoring == "mac_colour_table":
        total += mac_threes(list(game.red_threes[side]), closed)
    else:
        total += r.red_three_value * len(game.red_threes[side])
    return total


def pile_threat(k: Knowledge, level: Level) -> float:
    """What the pile may hand the opponents while we stay in: a big pile turns a lead around."""
    return level.pile_threat * len(k.game.pile)


def _settles_penalties(k: Knowledge, groups: Sequence[Group]) -> bool | None:
    """Going out makes every unfinished penalised meld cost its penalty: go out when that hurts the others
    more, stay in while our own may still be finished and nobody else is about to end the hand.  The melds
    of the way out (``groups``) count: a penalised meld started only to go out costs its penalty at once."""
    g = k.game
    before = pending_penalty(g, k.side)
    ours = pending_penalty(g, k.side, groups)
    theirs = max(pending_penalty(g, s) for s in k.opponent_sides())
    if ours - before > theirs + g.rules.going_out_bonus:
        return False  # the way out starts penalties of our own that outweigh what ending the hand brings
    if theirs > ours:
        return True
    if ours > theirs and len(g.stock) >= 8:
        hopeful = any(finish_chance(g, k.side, rank, len(cards), k.seat) >= 0.15
                      for rank, cards in k.my_melds.items()
                      if len(cards) < g.rules.canasta_size and meld_outlook(g, k.side, rank, cards, k.seat) is not None)
        opponents_close = any(k.hand_count(s) <= 3 and k.canastas(g.side_of(s)) >= g.rules.canastas_to_go_out
                              for s in k.opponents)
        if hopeful and not opponents_close:
            return False
    return None


def should_go_out(k: Knowledge, level: Level, groups: Sequence[Group] = ()) -> str | None:
    """Going out ends the hand: early when the other side is winning it, later when we are, but never
    so late that the opponents get there first, take a big pile or the stock runs dry.  ``groups`` are the
    melds of the way out.  Why go out now (a reason key), or None to stay in."""
    if level.going_out == "asap":
        return "as_soon_as_possible"
    g = k.game
    ours = table_worth(k, k.side, level)
    theirs = max(table_worth(k, s, level) for s in k.opponent_sides())
    if level.reads_game_end:
        ending = going_out_ends_game(k, k.seat, groups)
        if ending is not None:
            return "wins_the_game" if ending == "won" else None  # staying in is the only chance left
    elif g.rules.target_score is not None and k.my_score + ours + g.rules.going_out_bonus >= g.rules.target_score:
        return "wins_the_game"
    if level.rules_sense and g.rules.incomplete_meld_penalties:
        settled = _settles_penalties(k, groups)
        if settled is not None:
            return "their_penalties" if settled else None
    if ours <= theirs + level.stay_in_lead:
        return "no_lead_to_keep"
    if ours - pile_threat(k, level) <= theirs + level.stay_in_lead:
        return "pile_for_them"  # the lead would not survive the opponents taking the pile
    if len(g.stock) < 12:
        return "stock_running_out"
    if any(k.hand_count(s) <= 4 and k.canastas(g.side_of(s)) >= 1 for s in k.opponents):
        return "opponents_close"  # they could go out first and catch our hand
    # his hand would count little
    return "partner_light" if k.partner is not None and k.hand_count(k.partner) <= 3 else None
