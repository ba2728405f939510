"""The web bundle that pygbag builds holds the game and nothing else (DESIGN.md sections 5 and 6).

The build is the README's own pygbag commands, run offline on a copy of the tree (tests/web/pygbag_build.py).

The .apk must hold main.py and game/ (its assets in game/assets/), every file byte for byte, and nothing else; it must
not exceed 1.5 MB.  The copy must be unchanged afterwards: pygbag formats the sources in place with black
when black is importable (the test refuses to run then), and without --no_opt it writes "-pygbag" copies of
PNG, OGG and some .py files next to the originals when pngquant or ffmpeg is installed.

Fails when pygbag is not installed: CI installs the test extras, which include it.
"""

from __future__ import annotations

import re
import zipfile

from tests.web.pygbag_build import (
    APP,
    ICON,
    MAX_APK_BYTES,
    PACKED_ROOTS,
    README,
    REQUIRED,
    ROOT,
    TEMPLATE,
    game_files,
    readme_pygbag_commands,
)


def test_the_build_used_the_local_template_and_icon_and_no_network(built):
    out = built["output"]
    assert f"building from local template {TEMPLATE}" in out, out[-3000:]
    assert "urllib" not in out and "caching" not in out, out[-3000:]
    web = built["tree"] / "build" / "web"
    assert (web / "favicon.png").read_bytes() == (ROOT / ICON).read_bytes()
    page = (web / "index.html").read_text(encoding="utf-8")
    assert "Canasta: the page template" in page
    assert "{{" not in page, re.findall(r"\{\{[^}]*\}\}", page)
    assert f'BUNDLE = "{APP}"' in page
    assert f"https://pygame-web.github.io/cdn/{built['version']}/pythons.js" in page
    # the page's first script is the Python that unpacks the bundle and starts main.py: it must compile
    python = page.split(">", 2)[2].split("</script>", 1)[0]
    compile(python, "index.html", "exec")


def test_every_pygbag_command_of_the_readme_builds_our_page():
    commands = readme_pygbag_commands()
    assert len(commands) >= 3, commands  # build, serve, archive
    for args in commands:
        pairs = list(zip(args, args[1:], strict=False))
        assert ("--template", TEMPLATE) in pairs and ("--icon", ICON) in pairs, (
            f"`pygbag {' '.join(args)}` would build pygbag's own page from its CDN, not ours")
        assert "--no_opt" in args and args[-1] == ".", args


def test_the_bundle_holds_the_game_and_nothing_else(built):
    tree = built["tree"]
    with zipfile.ZipFile(built["apk"]) as apk:
        names = apk.namelist()
        assert all(n.startswith("assets/") for n in names), [n for n in names if not n.startswith("assets/")]
        packed = {n[len("assets/"):]: n for n in names}
        outside = sorted(n for n in packed if n != "main.py" and not n.startswith(PACKED_ROOTS))
        assert not outside, (f"the bundle holds files the game does not need: {outside[:20]} "
                             "(add their top-level folder to ignoreDirs in pygbag.ini)")
        for path in REQUIRED:
            assert path in packed or any(n.startswith(path + "/") for n in packed), f"{path} is not in the bundle"
        assert set(packed) == game_files(tree), {"missing": sorted(game_files(tree) - set(packed)),
                                                 "extra": sorted(set(packed) - game_files(tree))}
        changed = [n for n, full in packed.items() if apk.read(full) != (tree / n).read_bytes()]
        assert not changed, f"pygbag packed these differently from the sources: {changed}"
    assert sorted(names) == sorted(built["built_apk"]), "--archive packed other files than --build"


def test_the_bundle_is_small_enough(built):
    size = built["apk"].stat().st_size
    assert size <= MAX_APK_BYTES, f"{built['apk'].name} is {size:,} bytes, over the {MAX_APK_BYTES:,} of DESIGN.md"


def test_the_itch_io_archive_holds_our_page_our_icon_and_the_bundle(built):
    web = built["tree"] / "build" / "web"
    with zipfile.ZipFile(built["web_zip"]) as z:
        assert sorted(z.namelist()) == sorted(["index.html", "favicon.png", f"{APP}.apk"])
        page = z.read("index.html").decode("utf-8")
        assert "Canasta: the page template" in page and page == (web / "index.html").read_text(encoding="utf-8")
        assert z.read("favicon.png") == (ROOT / ICON).read_bytes()
        assert z.read(f"{APP}.apk") == built["apk"].read_bytes()


def test_the_readme_uploads_the_archive_that_pygbag_made():
    readme = README.read_text(encoding="utf-8")
    itch = readme[readme.index("To publish on itch.io"):]
    assert "build/web.zip" in itch.split("\n\n")[0], "the README's itch.io steps should upload build/web.zip"


def test_pygbag_left_the_sources_as_they_were(built):
    before, after = built["before"], built["after"]
    assert sorted(after.keys() - before.keys()) == [], "pygbag wrote files into the source tree"
    assert sorted(before.keys() - after.keys()) == [], "pygbag removed files from the source tree"
    changed = sorted(p for p in before if before[p] != after[p])
    assert changed == [], f"pygbag changed sources in place (black?): {changed}"
