"""The evidence the worlds and the heuristics read (bench.held_ranks): experts lay off what their side has
melded, so the ranks on their side's melds are the ones they hold least."""

from __future__ import annotations

from bench import held_ranks


def test_experts_hold_no_card_of_a_rank_their_side_had_melded_and_more_of_the_rest():
    held, fair = held_ranks.tally("classic-4p", "expert", deals=2, seed=1000, every=5)
    melded, let_go, rest = held_ranks.KINDS
    assert fair[melded] > 20 and held[melded] <= fair[melded] / 10
    assert held[let_go] < fair[let_go]
    assert held[rest] > fair[rest]


def test_the_bench_prints_a_row_per_kind(capsys):
    held_ranks.main(["--deals", "1", "--every", "9"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[-3:]] == ["melded", "thrown", "the"]
