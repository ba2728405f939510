"""The all-seeing level and the blunder check read every hand: the web bundle must hold none of them (issue 23).

They live in bench/, which pygbag.ini leaves out; this looks into the bundle that the README's commands build
(the shared offline build of tests/web/conftest.py), so a file moved into game/ or a folder dropped from
ignoreDirs would show.
"""

from __future__ import annotations

import zipfile

from tests.web.pygbag_build import ROOT

BENCH_ONLY = ("all_seeing", "all-seeing", "blunder_rating", "bench.blunders")


def test_the_bundle_holds_no_file_of_the_bench_and_no_all_seeing_player(built):
    bench_files = {p.relative_to(ROOT).as_posix() for p in (ROOT / "bench").rglob("*.py")}
    assert "bench/all_seeing.py" in bench_files, "the all-seeing level should live in bench/"
    with zipfile.ZipFile(built["apk"]) as apk:
        names = [n.removeprefix("assets/") for n in apk.namelist()]
        assert "game/ai/search.py" in names, "the bundle should hold the game's code"
        assert not [n for n in names if n.startswith("bench/") or n in bench_files], names
        mentions = sorted(n for n in names if n.endswith(".py")
                          for word in BENCH_ONLY if word in apk.read("assets/" + n).decode("utf-8"))
        assert not mentions, f"the bundle's code names the bench-only players: {mentions}"
