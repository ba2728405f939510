"""The web bundle that pygbag builds holds the game and nothing else (DESIGN.md sections 5 and 6).

pygbag runs offline on a copy of the working tree, as the README's commands run in the project root but with
the local page template and icon of web/pygbag/ (without them pygbag fetches both from its CDN and, with no
network, retries for ever).  The copy stands in for the tree: pygbag reads pygbag.ini from it, packs it and
writes build/ into it, and the real tree is never touched, even while someone edits it.  Junk that a real
checkout has (.venv, web/node_modules, caches, egg-info, an old build/) is planted in the copy so that
leaving it out is checked whether or not this machine has it.

The .apk must hold main.py, game/ and assets/, every file of them byte for byte, and nothing else; it must
not exceed 1.5 MB.  The copy must be unchanged afterwards: pygbag formats the sources in place with black
when black is importable (the test refuses to run then), and without --no_opt it writes "-pygbag" copies of
PNG, OGG and some .py files next to the originals when pngquant or ffmpeg is installed.

Fails when pygbag is not installed: CI installs the test extras, which include it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = "web/pygbag/canasta.tmpl"
ICON = "web/pygbag/favicon.png"
APP = "canasta"  # the copy's folder name: pygbag names the .apk and the page after it

# Flags beyond the README's: the local template and icon make the build offline; --no_opt keeps pygbag from
# writing optimised "-pygbag" copies of images, sounds and some .py files into the source tree.
OFFLINE = ["--template", TEMPLATE, "--icon", ICON, "--no_opt"]

MAX_APK_BYTES = 1_500_000  # DESIGN.md section 6: web bundle (.apk) <= 1.5 MB

# What the game needs in the bundle.
REQUIRED = ["main.py", "game/__init__.py", "game/core", "game/ai", "game/ui", "game/storage.py", "assets/fonts"]
PACKED_ROOTS = ("game/", "assets/")  # with main.py, the only things the bundle may hold

# Not copied from the real tree (large, or pygbag's own output); stand-ins are planted instead.
NOT_COPIED = {".git", ".venv", "venv", "build", "dist", "node_modules"}
# Stand-ins for what a real checkout holds beside the game: none of it may reach the bundle.
JUNK = [
    ".git/HEAD", ".venv/lib/python3/site-packages/junk.py", "venv/junk.py", "build/old/junk.py",
    "dist/junk.whl", "web/node_modules/pyodide/pyodide.mjs", ".pytest_cache/v/cache/nodeids",
    ".hypothesis/examples/0a/1b", ".ruff_cache/0.5.0/cache", "canasta.egg-info/PKG-INFO",
    "game/__pycache__/__init__.cpython-311.pyc", "game/core/__pycache__/junk.cpython-312.pyc",
    "tests/junk_test.py", "bench/junk.py", "tools/junk.py", ".ci/junk",
]


def pygbag_version() -> str:
    if importlib.util.find_spec("pygbag") is None:
        pytest.fail("pygbag is not installed: install the test extras (`pip install -e '.[test]'`, what .ci/run "
                    "does; see README.md)", pytrace=False)
    from importlib.metadata import version
    return version("pygbag")


def refuse_black() -> None:
    spec = importlib.util.find_spec("black")
    if spec is not None:
        pytest.fail(f"black is importable here ({spec.origin}): pygbag would reformat every .py file of the "
                    "project in place while building. Uninstall it from this environment (`pip uninstall black`); "
                    "it is no dependency of the project", pytrace=False)


def copy_tree(dest: Path) -> None:
    def ignore(folder: str, names: list[str]) -> set[str]:
        return {n for n in names if n in NOT_COPIED or n.endswith(".egg-info")}

    shutil.copytree(ROOT, dest, symlinks=True, ignore=ignore)
    for junk in JUNK:
        path = dest / junk
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("junk\n")


def snapshot(tree: Path) -> dict[str, str]:
    """Every file below tree but build/, with a hash of its bytes."""
    found = {}
    for folder, dirs, files in os.walk(tree):
        rel = Path(folder).relative_to(tree)
        if rel == Path("."):
            dirs[:] = [d for d in dirs if d != "build"]
        for name in files:
            path = Path(folder, name)
            found[(rel / name).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def game_files(tree: Path) -> set[str]:
    """What the bundle must hold: main.py and every file under game/ and assets/ but caches and hidden files."""
    wanted = {"main.py"}
    for root in PACKED_ROOTS:
        for path in (tree / root).rglob("*"):
            parts = path.relative_to(tree).parts
            if (path.is_file() and not any(p.startswith(".") or p == "__pycache__" for p in parts)
                    and path.suffix != ".pyc"):
                wanted.add("/".join(parts))
    return wanted


def run_pygbag(tree: Path, *args: str) -> subprocess.CompletedProcess:
    try:
        done = subprocess.run([sys.executable, "-m", "pygbag", *args, *OFFLINE, "."], cwd=tree, capture_output=True,
                              text=True, timeout=120, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"pygbag {' '.join(args)} did not finish in 120 s: offline, it retries for ever when it wants "
                    f"its CDN (a template or icon not found?)\n{(e.stdout or b'')[-3000:]!r}", pytrace=False)
    assert done.returncode == 0, f"pygbag {' '.join(args)} failed:\n{done.stdout[-5000:]}\n{done.stderr[-5000:]}"
    return done


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    version = pygbag_version()
    refuse_black()
    tree = tmp_path_factory.mktemp("bundle") / APP
    copy_tree(tree)
    before = snapshot(tree)
    build = run_pygbag(tree, "--build")
    apk = tree / "build" / "web" / f"{APP}.apk"
    assert apk.is_file(), f"no {apk.name} in build/web:\n{build.stdout[-3000:]}"
    built_apk = zipfile.ZipFile(apk).namelist()
    archive = run_pygbag(tree, "--archive")
    return {"version": version, "tree": tree, "before": before, "after": snapshot(tree), "apk": apk,
            "built_apk": built_apk, "web_zip": tree / "build" / "web.zip", "output": build.stdout + archive.stdout}


def test_the_build_used_the_local_template_and_icon_and_no_network(built):
    out = built["output"]
    assert f"building from local template {TEMPLATE}" in out, out[-3000:]
    assert "urllib" not in out and "caching" not in out, out[-3000:]
    web = built["tree"] / "build" / "web"
    assert (web / "favicon.png").read_bytes() == (ROOT / ICON).read_bytes()
    page = (web / "index.html").read_text(encoding="utf-8")
    assert "Canasta: the page template" in page
    assert "{{" not in page, re.findall(r"\{\{[^}]*\}\}", page)
    assert f'"{APP}.apk"' in page
    assert f"https://pygame-web.github.io/cdn/{built['version']}/pythons.js" in page
    # the page's first script is the Python that mounts the .apk and starts main.py: it must compile
    python = page.split(">", 2)[2].split("</script>", 1)[0]
    compile(python, "index.html", "exec")


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


def test_the_itch_io_archive_holds_the_page_the_icon_and_the_bundle(built):
    with zipfile.ZipFile(built["web_zip"]) as z:
        assert sorted(z.namelist()) == sorted(["index.html", "favicon.png", f"{APP}.apk"])


def test_pygbag_left_the_sources_as_they_were(built):
    before, after = built["before"], built["after"]
    assert sorted(after.keys() - before.keys()) == [], "pygbag wrote files into the source tree"
    assert sorted(before.keys() - after.keys()) == [], "pygbag removed files from the source tree"
    changed = sorted(p for p in before if before[p] != after[p])
    assert changed == [], f"pygbag changed sources in place (black?): {changed}"
