"""bench.ai_tune: variants of a level are read from knob settings, and bad settings are refused by name."""

from __future__ import annotations

import pytest

from bench.ai_tune import game_margins, margins_by_deal, variant
from game.ai.arena import GameRecord, run_pairing
from game.ai.levels import EXPERT, MASTER


def test_a_variant_changes_only_the_knobs_it_names():
    tuned = variant(MASTER, "wild_keep=75,thin_hand=6,hold_pairs=false,search.worlds=3")
    assert (tuned.wild_keep, tuned.thin_hand, tuned.hold_pairs) == (75.0, 6, False)
    assert tuned.search is not None and MASTER.search is not None
    assert tuned.search.worlds == 3 and tuned.search.node_cap == MASTER.search.node_cap
    assert tuned.stay_in_lead == MASTER.stay_in_lead and tuned.name != MASTER.name


def test_the_worlds_reading_is_set_by_its_knobs_names_as_the_searchs_own_are():
    tuned = variant(MASTER, "search.discard_temperature=5,search.meld_accept=0.05,search.worlds=9")
    assert tuned.search is not None and MASTER.search is not None
    assert (tuned.search.reading.discard_temperature, tuned.search.reading.meld_accept) == (5.0, 0.05)
    assert tuned.search.reading.rank_accept == MASTER.search.reading.rank_accept and tuned.search.worlds == 9


@pytest.mark.parametrize(("spec", "says"), [("foo=1", "'foo' is not a knob of a level"),
                                            ("search.worlds=3", "'worlds' is not a knob of the search"),
                                            ("search=1", "'search' is not a knob of a level"),
                                            ("search.reading=1", "'reading' is not a knob of the search")])
def test_unknown_knobs_are_refused_by_name(spec, says):
    with pytest.raises(SystemExit, match=says):
        variant(EXPERT, spec)


def test_a_variant_plays_in_the_arena_under_its_own_name():
    result = run_pairing("classic-2p", variant(EXPERT, "wild_keep=90"), "expert", deals=1, seed=3, hands=1, jobs=1)
    assert result.a == "expert[wild_keep=90]" and len(result.records) == 2
    assert all(set(r.times) == {"expert[wild_keep=90]", "expert"} for r in result.records)


def test_a_deals_margin_averages_its_games_one_per_side():
    records = [GameRecord(1, 900, 300, 3), GameRecord(0, 100, 700, 2),  # deal 0: +200 and -300 a hand
               GameRecord(1, 500, 100, 4), GameRecord(1, 600, 200, 2)]  # deal 1: +100 and +200
    assert game_margins(records) == [200, -300, 100, 200]
    assert margins_by_deal(game_margins(records), sides=2) == [-50, 150]
    assert margins_by_deal(game_margins(records), sides=1) == [200, -300, 100, 200]
