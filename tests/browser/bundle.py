"""The browser check's page, assembled from the project's own files and three things from outside it.

    build/browser/www/  index.html, boot.js (tests/browser/page/), pyodide/ (web/node_modules, npm),
                        pygame_static-….whl (pygbag's pygame-ce WebAssembly build, two signatures mended),
                        pygame_py.zip (pygame-ce 2.5.6's Python files, the wheel's base module beside them),
                        game.zip (main.py, game/ with its assets: what pygbag bundles), check.zip (the probe),
                        kept.json (a finished game for the Games screen, tests/browser/kept.py)

pygbag's build is the file pygbag 0.9.x itself downloads (``WHEEL_URL``): taken from the path in
$CANASTA_PYGAME_WASM, else from the cache (build/browser/cache/), else downloaded into it.  pygame-ce's
Python files come from PyPI's manylinux wheel of the same version (``pip download``), as pygbag's package holds
them.  Whatever cannot be had raises ``Unavailable``, saying what and how to provide it: the test skips.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import urllib.request
import zipfile
from pathlib import Path

from tests.browser.kept import kept_games_item
from tests.one_at_a_time import one_at_a_time

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
BUILD = ROOT / "build" / "browser"
CACHE = BUILD / "cache"
WWW = BUILD / "www"
WHEEL = "pygame_static-1.0-cp313-cp313-wasm32_bi_emscripten.whl"
WHEEL_URL = f"https://pygame-web.github.io/archives/repo/cp313-0.9.2/{WHEEL}"
PYGAME = "2.5.6"  # the version pygbag's build was made from: its Python files must match its C modules
WHEEL_ENV = "CANASTA_PYGAME_WASM"
# pyodide's loader turns an EM_JS function's C signature into JavaScript parameter names by dropping one "*":
# "void **avalue" becomes "*avalue", a syntax error that aborts the load.  The same bytes with the star moved
# keep every offset of the binary.
SIGNATURE_MENDS = ((b"void **avalue)", b"void* *avalue)"), (b"void **code)", b"void* *code)"))
BASE_MODULE = '''"""pygame.base for pygbag's build, where every C module of pygame is linked into one: importing
pygame_static registers pygame.base, pygame.display and the rest in sys.modules, and the import of this module
then answers the registered pygame.base (written for the browser check, not part of pygame-ce)."""
import sys

import pygame_static

registered = sys.modules.get("pygame.base")
if registered is None or not hasattr(registered, "init"):
    raise ImportError("pygame_static registered no pygame.base")
registered.import_cython = pygame_static.import_cython
'''


class Unavailable(Exception):
    """Something the check needs is missing here: the reason, and how to provide it."""


def chromium() -> str:
    """Chromium's executable: $CHROMIUM, else Debian's."""
    found = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not found:
        raise Unavailable("no Chromium here: install it (Debian: apt-get install -y chromium) or set $CHROMIUM")
    return found


def node_modules() -> Path:
    """web/node_modules with pyodide and puppeteer-core, installed from web/package-lock.json if missing."""
    modules = ROOT / "web" / "node_modules"
    if not shutil.which("node"):
        raise Unavailable("no Node.js here: the check drives Chromium with puppeteer-core (npm)")
    with one_at_a_time("npm-ci"):  # another test process may be installing it right now
        if not (modules / "puppeteer-core").is_dir() or not (modules / "pyodide").is_dir():
            npm = shutil.which("npm")
            if not npm:
                raise Unavailable("Node.js without npm: cannot install web/node_modules")
            done = subprocess.run([npm, "ci", "--prefix", str(ROOT / "web"), "--no-audit", "--no-fund"],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                raise Unavailable(f"npm ci --prefix web failed: {done.stderr.strip()[-300:]}")
    return modules


def pygbag_wheel() -> Path:
    """pygbag's pygame-ce WebAssembly build: $CANASTA_PYGAME_WASM, the cache, or downloaded into the cache."""
    given = os.environ.get(WHEEL_ENV)
    if given:
        path = Path(given)
        if not path.is_file():
            raise Unavailable(f"${WHEEL_ENV} names {given}, which is not a file")
        return path
    cached = CACHE / WHEEL
    if cached.is_file():
        return cached
    try:
        with urllib.request.urlopen(WHEEL_URL, timeout=30) as reply:
            data = reply.read()
    except OSError as error:
        raise Unavailable(f"pygbag's pygame-ce build is not here and could not be downloaded ({error}): set "
                          f"${WHEEL_ENV} to the path of {WHEEL} (from {WHEEL_URL})") from error
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_bytes(data)
    return cached


def pygame_python_files() -> Path:
    """PyPI's pygame-ce wheel of the build's version (for its .py files), downloaded into the cache once."""
    found = sorted(CACHE.glob(f"pygame_ce-{PYGAME}-cp313-*.whl"))
    if found:
        return found[0]
    CACHE.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary", ":all:",
                           "--platform", "manylinux2014_x86_64", "--python-version", "3.13",
                           f"pygame-ce=={PYGAME}", "-d", str(CACHE)], capture_output=True, text=True)
    found = sorted(CACHE.glob(f"pygame_ce-{PYGAME}-cp313-*.whl"))
    if done.returncode != 0 or not found:
        raise Unavailable(f"pygame-ce {PYGAME}'s wheel could not be downloaded from PyPI: {done.stderr.strip()[-300:]}")
    return found[0]


def mend_wheel(source: Path, target: Path) -> None:
    """A copy of pygbag's wheel with the signatures pyodide's loader cannot read rewritten (same length)."""
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as mended:
        for entry in original.infolist():
            data = original.read(entry.filename)
            if entry.filename.endswith(".so"):
                for old, new in SIGNATURE_MENDS:
                    data = data.replace(old, new)
            mended.writestr(entry, data)


def pygame_package(wheel: Path) -> bytes:
    """pygame's Python files (no docs, examples or tests) with the build's base module in place of the C one."""
    skip = ("pygame/docs/", "pygame/examples/", "pygame/tests/", "pygame/__pyinstaller/", "pygame/__briefcase/")
    out = io.BytesIO()
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as package:
        for name in source.namelist():
            if name.startswith("pygame/") and name.endswith((".py", ".ttf", ".bmp")) and not name.startswith(skip):
                package.writestr(name, source.read(name))
        package.writestr("pygame/base.py", BASE_MODULE)
    return out.getvalue()


def zipped(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return out.getvalue()


def game_files() -> dict[str, bytes]:
    """main.py and game/ (game/assets/ with it) as pygbag bundles them (pygbag.ini leaves caches out)."""
    files = {"main.py": (ROOT / "main.py").read_bytes()}
    for path in sorted((ROOT / "game").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            files[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    return files


def check_files() -> dict[str, bytes]:
    return {"tests/__init__.py": b"", "tests/browser/__init__.py": b"",
            "tests/browser/planner.py": (HERE / "planner.py").read_bytes(),
            "tests/browser/stretches.py": (HERE / "stretches.py").read_bytes(),
            "tests/browser/probe.py": (HERE / "probe.py").read_bytes()}


def assemble() -> Path:
    """The page's folder, made afresh from the tree (the cached downloads kept); Unavailable if it cannot be."""
    modules = node_modules()
    wheel = pygbag_wheel()
    python_files = pygame_python_files()
    if WWW.exists():
        shutil.rmtree(WWW)
    WWW.mkdir(parents=True)
    for name in ("index.html", "frame.html", "boot.js"):
        shutil.copy(HERE / "page" / name, WWW / name)
    (WWW / "pyodide").symlink_to(modules / "pyodide", target_is_directory=True)
    mend_wheel(wheel, WWW / WHEEL)  # pyodide reads the package's name and tags from the file's name
    (WWW / "pygame_py.zip").write_bytes(pygame_package(python_files))
    (WWW / "game.zip").write_bytes(zipped(game_files()))
    (WWW / "check.zip").write_bytes(zipped(check_files()))
    (WWW / "kept.json").write_text(json.dumps(kept_games_item()))  # a finished game, for the Games screen
    return WWW
