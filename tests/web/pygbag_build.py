"""The offline pygbag build that the web tests share: the README's own pygbag commands, run on a copy of the tree.

pygbag runs offline on a copy of the working tree, with the flags of the README's commands, which name the local
page template and icon of web/pygbag/ (without them pygbag fetches both from its CDN and, with no network,
retries for ever).  The copy stands in for the tree: pygbag reads pygbag.ini from it, packs it and writes build/
into it, and the real tree is never touched, even while someone edits it.  Junk that a real checkout has (.venv,
web/node_modules, caches, egg-info, an old build/) is planted in the copy so that leaving it out is checked
whether or not this machine has it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import shlex
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

README = ROOT / "README.md"

MAX_APK_BYTES = 1_500_000  # DESIGN.md section 6: web bundle (.apk) <= 1.5 MB

# What the game needs in the bundle.
REQUIRED = ["main.py", "game/__init__.py", "game/core", "game/ai", "game/ui", "game/i18n", "game/storage.py",
            "game/assets/fonts", "game/assets/sounds", "game/assets/locale/de.po", "game/assets/locale/nl.po",
            "game/assets/records/sample.json"]  # the assets are package data of game/ (one copy, as the wheel has)
PACKED_ROOTS = ("game/",)  # with main.py, the only things the bundle may hold
LEFT_OUT = ("canasta.pot",)  # file names pygbag.ini leaves out of those roots: the translators' template

# Not copied from the real tree (large, or pygbag's own output); stand-ins are planted instead.
NOT_COPIED = {".git", ".venv", "venv", "build", "dist", "node_modules"}
# Stand-ins for what a real checkout holds beside the game: none of it may reach the bundle.
JUNK = [
    ".git/HEAD", ".venv/lib/python3/site-packages/junk.py", "venv/junk.py", "build/old/junk.py",
    "dist/junk.whl", "web/node_modules/pyodide/pyodide.mjs", ".pytest_cache/v/cache/nodeids",
    ".hypothesis/examples/0a/1b", ".ruff_cache/0.5.0/cache", "canasta.egg-info/PKG-INFO",
    "game/__pycache__/__init__.cpython-311.pyc", "game/core/__pycache__/junk.cpython-312.pyc",
    "tests/junk_test.py", "bench/junk.py", "tools/junk.py", ".ci/junk", "docs/junk.md",
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
    """What the bundle must hold: main.py and every file under game/ (game/assets/ with it) but caches, hidden
    files and LEFT_OUT."""
    wanted = {"main.py"}
    for root in PACKED_ROOTS:
        for path in (tree / root).rglob("*"):
            parts = path.relative_to(tree).parts
            if (path.is_file() and not any(p.startswith(".") or p == "__pycache__" for p in parts)
                    and path.suffix != ".pyc" and path.name not in LEFT_OUT):
                wanted.add("/".join(parts))
    return wanted


def readme_pygbag_commands() -> list[list[str]]:
    """The arguments of every pygbag command in the README's code blocks (after `pygbag`, comments dropped)."""
    commands = []
    for block in re.findall(r"```sh\n(.*?)```", README.read_text(encoding="utf-8"), re.S):
        for line in block.splitlines():
            words = shlex.split(line, comments=True)
            if words and words[0].endswith("/pygbag"):
                commands.append(words[1:])
    return commands


def readme_command(flag: str) -> list[str]:
    """The README's pygbag command with `flag` (--build, --archive), as the tests run it."""
    found = [c for c in readme_pygbag_commands() if flag in c]
    assert len(found) == 1, f"the README should give one pygbag command with {flag}, not {len(found)}"
    return found[0]


def run_pygbag(tree: Path, args: list[str]) -> subprocess.CompletedProcess:
    try:
        done = subprocess.run([sys.executable, "-m", "pygbag", *args], cwd=tree, capture_output=True,
                              text=True, timeout=120, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"pygbag {' '.join(args)} did not finish in 120 s: offline, it retries for ever when it wants "
                    f"its CDN (a template or icon not found?)\n{(e.stdout or b'')[-3000:]!r}", pytrace=False)
    assert done.returncode == 0, f"pygbag {' '.join(args)} failed:\n{done.stdout[-5000:]}\n{done.stderr[-5000:]}"
    return done


def build(tmp_path_factory) -> dict:
    """Build the bundle and the itch.io zip with the README's commands, offline, on a copy of the tree."""
    version = pygbag_version()
    refuse_black()
    tree = tmp_path_factory.mktemp("bundle") / APP
    copy_tree(tree)
    before = snapshot(tree)
    build = run_pygbag(tree, readme_command("--build"))
    apk = tree / "build" / "web" / f"{APP}.apk"
    assert apk.is_file(), f"no {apk.name} in build/web:\n{build.stdout[-3000:]}"
    built_apk = zipfile.ZipFile(apk).namelist()
    archive = run_pygbag(tree, readme_command("--archive"))
    return {"version": version, "tree": tree, "before": before, "after": snapshot(tree), "apk": apk,
            "built_apk": built_apk, "web_zip": tree / "build" / "web.zip", "output": build.stdout + archive.stdout}
