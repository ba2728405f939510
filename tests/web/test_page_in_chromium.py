"""The page's own JavaScript in a real browser: Chromium, under Xvfb, driven by xdotool (slow; run with --run-slow).

pygbag's runtime cannot be fetched here, so pythons.js is replaced by a stand-in that only defines the media
manager the page touches.  What is checked is what the page itself does: the game's keys (Space, arrows, Page
Down, End) do not scroll an itch.io-like page around the game's frame, while the same page without its key
guard does scroll (so the check can fail); a click engages media (MM.UME); and when pythons.js cannot be fetched
the loading screen says so in words.  Skipped where Chromium, Xvfb or xdotool is missing (Debian: chromium, xvfb,
xdotool).
"""

from __future__ import annotations

import functools
import http.server
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not all(shutil.which(tool) for tool in ("chromium", "Xvfb", "xdotool")),
                       reason="needs chromium, Xvfb and xdotool (Debian packages chromium, xvfb, xdotool)"),
]

CDN = "https://pygame-web.github.io/cdn/"
GUARD_START, GUARD_END = 'window.addEventListener("keydown"', "}, { capture: true })"
PARENT = """<html><body style="height: 4000px; margin: 0"><p>A page above the game, as itch.io shows it</p>
<iframe id="game" src="/{page}" width="800" height="450" style="border: 0"></iframe>
<script>
setInterval(() => {{
    const game = document.getElementById("game").contentWindow
    document.title = "scroll=" + Math.round(window.scrollY) + " ume=" + (game.MM ? game.MM.UME : "none")
}}, 100)
</script></body></html>"""


@pytest.fixture(scope="module")
def site(built, tmp_path_factory):
    """The built page served on 127.0.0.1: as built, with the stand-in runtime, and without its key guard."""
    root = tmp_path_factory.mktemp("site")
    shutil.copytree(built["tree"] / "build" / "web", root, dirs_exist_ok=True)
    page = (root / "index.html").read_text(encoding="utf-8")
    version = page.split(CDN, 1)[1].split("/", 1)[0]
    (root / "stub").mkdir()
    (root / "stub" / "pythons.js").write_text("window.MM = { UME: false }\n")
    stubbed = page.replace(f"{CDN}{version}/", "/stub/")
    assert GUARD_START in stubbed
    start = stubbed.index(GUARD_START)
    end = stubbed.index(GUARD_END, start) + len(GUARD_END)
    (root / "guarded.html").write_text(stubbed)
    (root / "unreachable.html").write_text(page.replace(f"{CDN}{version}/", "/missing/"))  # a 404 for pythons.js
    (root / "unguarded.html").write_text(stubbed[:start] + stubbed[end:])
    for name in ("guarded", "unguarded"):
        (root / f"parent_{name}.html").write_text(PARENT.format(page=f"{name}.html"))
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def display():
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x900x24"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    number = xvfb.stdout.readline().decode().strip()
    yield f":{number}"
    xvfb.terminate()
    xvfb.wait(10)


def wait_for_title(env: dict, prefix: str, timeout: float = 30.0) -> tuple[str, str]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--name", prefix], env=env, capture_output=True, text=True)
        for window in found.stdout.split():
            name = subprocess.run(["xdotool", "getwindowname", window], env=env, capture_output=True, text=True)
            if name.stdout.startswith(prefix):
                return window, name.stdout.strip()
        time.sleep(0.2)
    pytest.fail(f"no browser window titled {prefix!r} within {timeout} s")


def keys_in_the_frame(site: str, display: str, page: str, tmp_path: Path) -> dict[str, str]:
    """Click into the game's frame, press the keys the game uses, and read the parent page's report."""
    env = {"DISPLAY": display, "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    browser = subprocess.Popen(["chromium", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                f"--user-data-dir={tmp_path / 'profile'}", "--window-position=0,0",
                                "--window-size=1280,900", f"--app={site}/parent_{page}.html"],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window, before = wait_for_title(env, "scroll=")
        report = {"before": before}
        subprocess.run(["xdotool", "windowactivate", "--sync", window], env=env, capture_output=True)
        _, title = wait_for_title(env, "scroll=0 ume=false")
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], env=env,
                                  capture_output=True, text=True).stdout
        top = dict(line.split("=") for line in geometry.split())
        subprocess.run(["xdotool", "mousemove", str(int(top["X"]) + 300), str(int(top["Y"]) + 250), "click", "1"],
                       env=env, check=True)
        _, report["clicked"] = wait_for_title(env, "scroll=0 ume=true", 10)
        for key in ("space", "Down", "Down", "Next", "End"):
            subprocess.run(["xdotool", "key", key], env=env, check=True)
            time.sleep(0.2)
        time.sleep(0.8)
        report["after"] = subprocess.run(["xdotool", "getwindowname", window], env=env, capture_output=True,
                                         text=True).stdout.strip()
        return report
    finally:
        browser.terminate()
        browser.wait(10)


def test_the_games_keys_do_not_scroll_the_page_around_it_and_a_click_engages_sound(site, display, tmp_path):
    guarded = keys_in_the_frame(site, display, "guarded", tmp_path / "a")
    assert guarded["clicked"] == "scroll=0 ume=true"
    assert guarded["after"] == "scroll=0 ume=true", guarded
    unguarded = keys_in_the_frame(site, display, "unguarded", tmp_path / "b")
    assert not unguarded["after"].startswith("scroll=0 "), f"the check cannot fail: {unguarded}"


@pytest.mark.parametrize(("browser", "said"), [
    ("en-US", "The game's runtime could not be downloaded. Check the connection and reload the page."),
    ("de-DE", "Die Laufzeitumgebung des Spiels konnte nicht geladen werden. Prüfe die Verbindung"),
    ("nl-NL", "De runtime van het spel kon niet worden gedownload. Controleer de verbinding"),
])
def test_when_pygbags_runtime_cannot_be_fetched_the_loading_screen_says_so_in_words(site, tmp_path, browser, said):
    """In the browser's language, which the page's script reads from navigator.language (set by
    --accept-lang: headless Chromium ignores --lang)."""
    dom = subprocess.run(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", f"--accept-lang={browser}",
                          f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=10000", "--dump-dom",
                          f"{site}/unreachable.html"], capture_output=True, text=True, timeout=60)
    step = re.search(r'<div id="step">([^<]*)</div>', dom.stdout)  # the line shown, not the script's table
    assert step is not None and step.group(1).startswith(said), dom.stdout[-2000:]
    assert f'<html lang="{browser[:2]}"' in dom.stdout
