"""The game as a player installs it (issue 48): `pip install .` or the wheel gives a game that starts.

One build for the module: the wheel, built by pip as `pip install .` builds it (from a copy of pyproject.toml,
README.md and game/, so nothing is written into the tree), installed with its dependency into a fresh venv.
Then, from an empty folder, in isolated mode, the venv's Python runs tests/installed_game.py: the installed
package, not the clone, loads both fonts, every sound, the German and Dutch catalogs and the sample game, and
plays a hand by clicks, headless.  The `canasta` command and `python -m game` answer --help, and `canasta`
starts headless (its settings written once the window is up) and quits cleanly when told to, as when the window
is closed.  The wheel holds every file of game/ but caches and the translators'
template, and no second copy of the assets.

It needs pip to reach a package index for setuptools and pygame-ce (the machine's own, or PyPI).  About 30 s.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECK = ROOT / "tests" / "installed_game.py"
LEFT_OUT = {"canasta.pot"}  # pyproject.toml's exclude-package-data: the game reads only the .po catalogs
SOURCES = ("pyproject.toml", "README.md")  # with game/, all the wheel is made from


def run(args: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    try:
        done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"`{' '.join(args)}` did not finish in {timeout:.0f} s:\n{e.stdout!r}\n{e.stderr!r}", pytrace=False)
    assert done.returncode == 0, (f"`{' '.join(args)}` failed ({done.returncode}):\n{done.stdout[-4000:]}\n"
                                  f"{done.stderr[-4000:]}")
    return done


def player_env(home: Path) -> dict[str, str]:
    """The environment of a player's shell: nothing of the project's or the test run's, SDL headless."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "PYTEST"))}
    return {**env, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en",
            "CANASTA_DATA_DIR": str(home / "data"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict:
    """The wheel built from a copy of the sources, and a fresh venv with it installed."""
    tmp = tmp_path_factory.mktemp("install")
    source = tmp / "source"
    shutil.copytree(ROOT / "game", source / "game", ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))
    for name in SOURCES:
        shutil.copy(ROOT / name, source / name)
    started = time.perf_counter()
    run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-w", str(tmp / "dist")], tmp, 300)
    [wheel] = (tmp / "dist").glob("canasta-*.whl")
    venv = tmp / "venv"
    run([sys.executable, "-m", "venv", str(venv)], tmp, 120)
    python = venv / "bin" / "python"
    run([str(python), "-m", "pip", "install", str(wheel)], tmp, 300)
    home = tmp / "elsewhere"  # an unrelated folder: no game/ beside it
    home.mkdir()
    return {"wheel": wheel, "venv": venv, "python": python, "home": home, "env": player_env(home),
            "seconds": time.perf_counter() - started}


def test_the_wheel_holds_every_file_of_the_game_and_its_assets_once(installed):
    wanted = {p.relative_to(ROOT).as_posix() for p in (ROOT / "game").rglob("*")
              if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc" and p.name not in LEFT_OUT}
    with zipfile.ZipFile(installed["wheel"]) as wheel:
        names = wheel.namelist()
    packed = {n for n in names if not n.startswith("canasta-")}
    assert packed == wanted, {"missing": sorted(wanted - packed), "extra": sorted(packed - wanted)}
    assert len(names) == len(set(names))
    assert {"game/assets/fonts/LICENSE-DejaVu.txt", "game/assets/locale/de.po", "game/assets/locale/nl.po",
            "game/assets/records/sample.json", "game/assets/sounds/meld.ogg"} <= packed
    with zipfile.ZipFile(installed["wheel"]) as wheel:
        meta = wheel.read("canasta-0.1.0.dist-info/METADATA").decode("utf-8")
        scripts = wheel.read("canasta-0.1.0.dist-info/entry_points.txt").decode("utf-8")
    assert "License-Expression: MIT AND Bitstream-Vera AND LicenseRef-Arev" in meta
    assert "License-File: game/assets/fonts/LICENSE-DejaVu.txt" in meta
    assert "canasta = game.ui.loop:run" in scripts


def test_the_installed_game_loads_its_fonts_sounds_and_catalogs_and_plays_a_hand_from_any_folder(installed):
    done = run([str(installed["python"]), "-I", str(CHECK)], installed["home"], 300, installed["env"])
    [line] = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    result = json.loads(line.removeprefix("RESULT "))
    site = installed["venv"].resolve()
    assert Path(result["game"]).resolve().is_relative_to(site) and Path(result["assets"]).resolve().is_relative_to(site)
    assert result["sounds"] == ["shuffle", "deal", "draw", "take_pile", "meld", "discard", "canasta", "go_out",
                                "refused", "win"] and result["ambience"]
    assert result["words"] == {"en": "New game", "de": "Neues Spiel", "nl": "Nieuw spel"}
    assert all(width > 0 and height > 0 for width, height in result["fonts"])
    assert result["phase"] in ("round_over", "game_over") and result["actions"] >= 4
    assert result["sample_hands"] >= 1


def test_the_canasta_command_and_python_m_game_start_the_game(installed):
    canasta = installed["venv"] / "bin" / "canasta"
    for command in ([str(canasta), "--help"], [str(installed["python"]), "-I", "-m", "game", "--help"]):
        done = run(command, installed["home"], 60, installed["env"])
        assert done.stdout.startswith("usage: canasta"), done.stdout
    settings = installed["home"] / "data" / "settings.json"  # written once the window is up (App.create)
    game = subprocess.Popen([str(canasta)], cwd=installed["home"], env=installed["env"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    try:
        deadline = time.monotonic() + 60
        while not settings.exists() and game.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(1)  # a second of frames
        running = game.poll() is None
    finally:
        game.terminate()  # SDL takes SIGTERM as the window closed: the loop quits as it does for the player
        out, err = game.communicate(timeout=30)
    assert settings.exists() and running, f"canasta did not come up ({game.returncode}):\n{out[-3000:]}\n{err[-3000:]}"
    assert game.returncode == 0 and "Traceback" not in err, f"canasta ended with {game.returncode}:\n{err[-3000:]}"
