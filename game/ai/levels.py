"""The levels of play: each a frozen configuration of the same heuristics, weakest first.

A level never appears as ``if level == ...`` in the policy; the policy reads these knobs.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TypedDict

# The chance that a card of a rank a player showed no interest in (threw, or let pass on the pile) is dealt to
# him when a world is sampled (sampling.py).
UNLIKELY_RANK_ACCEPT = 0.4


@dataclass(frozen=True)
class WorldReading:
    """How a sampled world reads the players' tells (sampling.py): one record, so that a new kind of
    evidence is a field here, not a keyword threaded through every sampler."""

    # A pile let pass as evidence: per pile card beyond two, the chance that a card of its top rank is dealt to
    # the player who let it pass falls by this much; 0: by its rank alone.
    evidence: float = 0.0
    # The chance that a card of a rank a player threw or let pass is dealt to him, and the chance that a second
    # one is kept from him all the same (a pair would have taken the pile).
    rank_accept: float = UNLIKELY_RANK_ACCEPT
    pair_block: float = 0.0
    # The chance that a card of a rank his side had melded when he last discarded is dealt to a player: he
    # would have laid it off.  1: the melds are no evidence.
    meld_accept: float = 1.0
    # Each player's hand chosen by the chance that he would have thrown the card he last threw from it: a
    # softmax over the expert's discard costs at this temperature, in points; 0: not weighed.
    discard_temperature: float = 0.0


READ_BY_RANK = WorldReading()  # the table's default: ranks thrown or let pass, nothing more


@dataclass(frozen=True)
class HandJudgement:
    """What the cards in hand are worth where a playout is cut off and the hand goes on (evaluate.py)."""

    # Cards in hand count against their holder if the hand ended now; it rarely ends at once, so the liability
    # is weighed down, and cards that belong together are worth what they will become.
    hand_liability: float = 0.5
    pair_worth: float = 15.0  # a natural pair in hand can take a frozen pile
    meldable_worth: float = 0.8  # the share of its value a card keeps when it joins a meld of its side
    wild_worth: float = 25.0  # a wild card in hand closes a canasta or freezes a pile when needed


JUDGE_HANDS = HandJudgement()


@dataclass(frozen=True)
class SearchConfig:
    """Determinized search over macro moves (master)."""

    worlds: int  # hidden-card samples per decision
    playout_turns: int  # turns played out after the candidate before the evaluation cuts in
    node_cap: int  # moves simulated per decision, at most: bounds time and memory
    candidates: int  # the policy's best few moves that the search compares
    veto_margin: float  # the search may not pick a move the policy rates worse than its best by this much
    confidence: float  # standard errors by which a candidate must beat the policy's choice to replace it
    # Close calls get more worlds: while a challenger leads the policy's choice by more than
    # ``extend_above`` standard errors but less than ``confidence``, worlds are added up to ``max_worlds``.
    max_worlds: int = 0  # 0: no more than ``worlds``
    extend_above: float = 0.5
    # Time (issue 23: within 0.5 s at p95 on WebAssembly): once ``min_worlds`` worlds are in, no world is
    # drawn that would take the moves the playouts rate, with the discards the worlds' reading rates, past
    # ``rated_moves_cap`` (0: no cap), and, with ``drop_trailing``, a challenger doing worse than the
    # policy's choice is played out no more.  The cap alone keeps the budget in every preset; dropping
    # challengers cost the master strength (docs/notes/2026-11-ai-blunders.md).
    rated_moves_cap: int = 9_000
    min_worlds: int = 6
    drop_trailing: bool = False
    # How the worlds read the players' tells (sampling.py): the ranks they threw or let pass, the piles they let
    # pass, the melds they did not lay off on, their last discards.
    reading: WorldReading = READ_BY_RANK
    # A discard onto a big pile feeds whoever takes it, the costliest guess of the hidden hands: from a pile
    # of ``big_pile`` cards (0: never) such a decision compares ``big_pile_candidates`` discards over
    # ``big_pile_worlds`` worlds at first (the cap on rated moves still bounds its time).
    big_pile: int = 0
    big_pile_candidates: int = 4
    big_pile_worlds: int = 12
    # Judge a playout by the game's standings (evaluate.py): the margin over the rival nearest once this hand is
    # added to the scores, where three or more sides play; with two it is the hand's margin plus a constant.
    game_standing: bool = False
    # A pile still on the table when a playout is cut off goes to nobody in the judgement; with this share, one
    # the player to act can take counts for his side (its points and its prize as the heuristics rate a take).
    pile_at_cut: float = 0.0
    # Near the hand's end (``specials.end_is_near`` at least ``search.END_NEAR``: the stock nearly drawn, or a side
    # able to go out with few cards left), a playout runs up to ``end_turns`` turns (0: ``playout_turns`` as ever):
    # there the hand's real score, not the cut-off's estimate, can judge who goes out and who is caught.
    end_turns: int = 0
    # A playout's turns rounded down to whole rounds of the table (at least one), so that it stops as the turn
    # comes back to the seat, every other player having played as often: at a table of six, eight turns gave
    # the next opponent a second turn and nobody else one (docs/notes/2026-11-ai-search.md).
    whole_rounds: bool = False
    # What a hand is worth at the cut-off (``evaluate.hand_worth``).
    hands: HandJudgement = JUDGE_HANDS

    def tuned(self, **knobs: float | int | bool) -> SearchConfig:
        """A copy with these knobs changed: the search's own fields, or the fields of its ``reading`` or its
        ``hands``, by name (for the benches' command lines)."""
        changes: dict[str, object] = {}
        for record, kind in _RECORDS.items():
            own = {f.name: knobs[f.name] for f in fields(kind) if f.name in knobs}
            changes[record] = replace(getattr(self, record), **own)
        changes |= {name: value for name, value in knobs.items() if name not in _RECORD_KNOBS}
        return replace(self, **changes)  # type: ignore[arg-type]

    @staticmethod
    def knob_types() -> dict[str, str]:
        """Every knob ``tuned`` takes, with its type's name."""
        found = {f.name: str(f.type) for f in fields(SearchConfig) if f.name not in _RECORDS}
        return found | {f.name: str(f.type) for kind in _RECORDS.values() for f in fields(kind)}


# The records within a search's settings whose fields ``tuned`` takes by their own names.
_RECORDS: dict[str, type] = {"reading": WorldReading, "hands": HandJudgement}
_RECORD_KNOBS = frozenset(f.name for kind in _RECORDS.values() for f in fields(kind))


@dataclass(frozen=True)
class Level:
    name: str
    pile_sense: str  # "always": take whenever allowed; "size": by pile size; "value": by what the pile holds
    discard_safety: str  # "none", "melds" (never feed an open pile onto an opponent's meld), "full"
    wild_keep: float  # how much a wild card in hand is worth keeping, in points
    hold_pairs: bool  # value natural pairs in hand (they take a frozen pile)
    black_three_first: bool  # black threes are the first discard: they block the next player
    meld_threshold: float  # meld only when the gain exceeds this
    lays_everything: bool  # meld whatever can be melded, the most cards first
    going_out: str  # "asap" or "judged"
    asks_partner: bool  # ask "may I go out?" when the partner's hand is heavy
    take_bar: float = 10.0  # a pile must be worth more than this (about a stock card) to be taken
    stay_in_lead: float = 150.0  # a hand lead (points on the table) above which going out can wait
    thin_hand: int = 4  # melding below this many cards is a cost: no pair left to take a frozen pile
    first_canasta: float = 0.0  # extra worth of the canasta that lets the side go out
    spoil_natural: float = 60.0  # the cost of a wild card that turns a natural canasta-to-be mixed
    pile_card_worth: float = 12.0  # one card of a pile that someone takes: taking piles makes canastas
    # Danger from opponents after the next one.  Only the next player can take the pile with the card thrown on
    # top (the others find his discard there), so none: at 0.25 it cost the expert most where most opponents
    # follow (six players in three pairs: 41.0% against normal players, 48.3% without it;
    # docs/notes/2026-11-ai-strength.md).
    later_opponent_weight: float = 0.0
    heavy_hand_points: float = 90.0  # a partner holding more than this would rather meld than let us go out
    ask_partner_cards: int = 6  # ask "may I go out?" only when the partner holds at least this many cards
    # What a natural card in hand is worth keeping, beyond its points (see discards.keep_value).
    keep_pair: float = 40.0  # one of a natural pair: a pair takes a frozen pile
    keep_triple: float = 45.0  # one of three or more: a meld in waiting
    keep_laid_rank: float = 8.0  # a rank the side has laid: it lays off later, or takes an open pile
    keep_per_unseen_copy: float = 3.0  # a single, for each hidden copy of its rank (up to four) that may pair it
    let_go_discount: float = 0.35  # a rank a player threw or let pass: the chance he holds a pair of it, scaled
    # A rank his side had melded when he last discarded: the chance he holds one, scaled (he would have laid it
    # off; experts hold 5 such cards where a fair deal gives 1,310, docs/notes/2026-11-ai-search.md).
    # 1: the melds are no evidence.
    laid_off_discount: float = 1.0
    # Reads the variant's scoring (specials.py): penalised unfinished melds, hoards in hand, melded cards
    # negative without a canasta, bonus cards for an opening from the hand, dead ranks as safe discards.
    rules_sense: bool = False
    bonus_card_worth: float = 15.0  # one bonus card earned by opening from the hand (MAC-25)
    hoard_urgency: float = 0.25  # least share of a hoard penalty (MAC-35.6) that three in hand cost already
    special_aim: float = 0.0  # weight of a special hand in waiting (MAC-33, special_aim.py); 0: never aims
    lone_cost: float = 400.0  # taking the pile first makes the taker the lone player against two (V3-TMP-3)
    feed_lone_discount: float = 0.2  # the danger of a discard that would make its taker the lone player
    counts_fed_canastas: bool = False  # a discard's danger counts the canasta a take of the pile would close
    # Cures for blunders found by the blunder check (issue 23, docs/notes/2026-11-ai-blunders.md):
    pile_threat: float = 0.0  # per pile card: what staying in risks while the pile waits for the opponents
    big_pile_danger: float = 0.0  # a discard's danger grows by this share per pile card beyond ten
    # A meld may lay the hand's safest discard: its rating loses this share of what the turn's discard then
    # costs more (discards.discard_lost); 0: melds are rated as if the discard were unchanged.
    safe_discard_kept: float = 0.0
    # Going out that ends the game reads the hand's scores as counted (game_end.py): out when it wins, in when
    # another would end ahead; else only whether the side's own table reaches the target.
    reads_game_end: bool = False
    search: SearchConfig | None = None


class Weights(TypedDict, total=False):
    """Knobs of a ``Level`` with the types of its fields, for ``replace(level, **weights)``."""

    wild_keep: float
    stay_in_lead: float
    thin_hand: int


BEGINNER = Level("beginner", pile_sense="always", discard_safety="none", wild_keep=0.0, hold_pairs=False,
                 black_three_first=False, meld_threshold=0.0, lays_everything=True, going_out="asap",
                 asks_partner=False, keep_pair=20.0, keep_per_unseen_copy=0.0)
NORMAL = Level("normal", pile_sense="size", discard_safety="melds", wild_keep=35.0, hold_pairs=False,
               black_three_first=False, meld_threshold=0.0, lays_everything=False, going_out="asap",
               asks_partner=False, keep_pair=20.0, keep_per_unseen_copy=0.0)
# The expert's cures for the blunder check's findings (bench.ai_tune, classic-4p, seed 12, 1,000 games against
# the expert before them: 56.4%, +53 a hand): a wild card kept at 90 rather than spent on freezing a small
# pile, a big pile that turns a lead around (going out) and that makes canastas (a natural's danger).  A rank
# the next player's side had melded when he last discarded is one he seldom holds (six-player-three-pairs
# against normal players: +13 a hand over two seeds; Classic and five-player-rotating unchanged).
EXPERT = Level("expert", pile_sense="value", discard_safety="full", wild_keep=90.0, hold_pairs=True,
               black_three_first=True, meld_threshold=0.0, lays_everything=False, going_out="judged",
               asks_partner=True, first_canasta=100.0, rules_sense=True, special_aim=1.0,
               counts_fed_canastas=True, pile_threat=40.0, big_pile_danger=0.06, reads_game_end=True,
               laid_off_discount=0.05)
# The master is the expert's heuristics, with weights tuned in complete games against the expert, and a
# search on top: the heuristics propose, rate and veto, and play the search's playouts; the search decides.
# Tuned with bench.ai_tune (classic-4p, 1,000 games per setting; docs/notes/2026-11-ai-search.md): it keeps
# wild cards longer, goes out unless far ahead, and keeps five cards in hand rather than four.
MASTER_WEIGHTS: Weights = {"wild_keep": 90.0, "stay_in_lead": 600.0, "thin_hand": 5}
MASTER = replace(EXPERT, name="master", **MASTER_WEIGHTS,
                 search=SearchConfig(worlds=12, playout_turns=8, node_cap=5000, candidates=4, veto_margin=120.0,
                                     confidence=1.5, max_worlds=32))

LEVEL_CONFIGS: dict[str, Level] = {lv.name: lv for lv in (BEGINNER, NORMAL, EXPERT, MASTER)}
LEVELS: tuple[str, ...] = tuple(LEVEL_CONFIGS)
