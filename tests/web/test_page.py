"""The page that ships starts as pygbag 0.9.3's runtime expects (DESIGN.md section 5; docs/web.md).

No browser here can run the page (pygbag's runtime comes from its CDN), so its Python part, taken from the
index.html of a real offline build, runs against stand-ins of that runtime (tests/web/page_runner.py, modelled
on 0.9.3's pythons.js and cpythonrc.py), which serve the build's own archives.  The HTML part is parsed.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

from game.i18n import LANGUAGES
from game.i18n.detect import first_language
from tests.web.page_runner import page_words
from tests.web.pygbag_build import APP, ROOT, TEMPLATE

RUNNER = ROOT / "tests" / "web" / "page_runner.py"
ITCH_HOST = "html-classic.itch.zone"
OTHER_HOST = "localhost:8000"


def start_page(built, tmp_path: Path, host: str, served: Path | None = None, *flags: str) -> dict:
    """Run the built page's start; the things that happened in order, and the summary."""
    web = built["tree"] / "build" / "web"
    apps = tmp_path / "data"
    done = subprocess.run([sys.executable, str(RUNNER), str(web / "index.html"), "--served", str(served or web),
                           "--apps", str(apps), "--host", host, "--bundle", APP, *flags],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    events = [json.loads(line[5:]) for line in done.stdout.splitlines() if line.startswith("PAGE ")]
    summary = json.loads(next(line[5:] for line in done.stdout.splitlines() if line.startswith("DONE ")))
    summary["events"], summary["apps"], summary["log"] = events, apps, done.stdout[-4000:] + done.stderr[-2000:]
    return summary


def kinds(run: dict) -> list[str]:
    return [e["event"] for e in run["events"]]


def first(run: dict, kind: str) -> dict:
    found = [e for e in run["events"] if e["event"] == kind]
    assert found, f"the page never got to {kind}; it stopped at {run['step']!r} ({run['outcome']})\n{run['log']}"
    return found[0]


def assert_started_the_game(run: dict, built) -> None:
    """Unpacked, handed to the loader, waited for the click, ran main.py from the folder, resized the real canvas."""
    assert run["outcome"] == "finished", f"the page {run['outcome']}, showing {run['step']!r}\n{run['log']}"
    assets = run["apps"] / APP / "assets"
    with zipfile.ZipFile(built["apk"]) as apk:
        assert sorted("assets/" + f for f in run["files"] if f.startswith("assets/")) != []
        assert sorted(run["files"]) == sorted(apk.namelist()), "the unpacked folder differs from the bundle"
    assert (assets / "main.py").read_bytes() == (ROOT / "main.py").read_bytes()
    order = kinds(run)
    loader = first(run, "run_main")
    assert Path(loader["loaderhome"]) == assets and loader["loadermain"] is None
    source = first(run, "source")
    assert Path(source["path"]) == assets / "main.py" and source["exists"] and source["asyncio_run"]
    assert Path(source["cwd"]) == assets and Path(source["first_on_path"]) == assets
    assert source["engaged"], "main.py ran before the player's first click or tap"
    assert order.index("run_main") < order.index("click") < order.index("start_toplevel") < order.index("source")
    resize = first(run, "window_resize")
    assert order.index("set_mode") < order.index("window_resize"), "the canvas was fitted before the game sized it"
    assert resize["canvas"] == [1280, 720] and resize["gui_divider"] == 1
    assert resize["loading_screen"] == "none" and run["loading_screen"] == "none"
    assert Path(run["file"]) == assets / "main.py"
    assert "innerHTML" not in order, "the page writes markup where it means text"


def test_on_itch_io_the_page_unpacks_the_zip_and_starts_the_game_after_the_first_click(built, tmp_path):
    run = start_page(built, tmp_path, ITCH_HOST)
    assert_started_the_game(run, built)
    assert [e["url"] for e in run["events"] if e["event"] == "fetch"] == [f"{APP}.apk"]


def test_elsewhere_the_page_unpacks_the_tar_gz_and_starts_the_game(built, tmp_path):
    run = start_page(built, tmp_path, OTHER_HOST)
    assert_started_the_game(run, built)
    assert [e["url"] for e in run["events"] if e["event"] == "fetch"] == [f"{APP}.tar.gz"]


def test_the_itch_io_upload_served_from_another_host_starts_from_its_zip(built, tmp_path):
    served = tmp_path / "upload"
    with zipfile.ZipFile(built["web_zip"]) as z:  # web.zip holds no .tar.gz
        z.extractall(served)
    run = start_page(built, tmp_path, "games.example.org", served)
    fetched = [(e["url"], e["status"]) for e in run["events"] if e["event"] == "fetch"]
    assert fetched == [(f"{APP}.tar.gz", 404), (f"{APP}.apk", 200)]
    assert_started_the_game(run, built)


def test_the_page_waits_for_a_click_or_tap_and_says_so_in_words_true_on_every_browser(built, tmp_path):
    run = start_page(built, tmp_path, ITCH_HOST, None, "--click-after", "40")
    said = [e["text"] for e in run["events"] if e["event"] == "say"]
    order = kinds(run)
    gate = said.index("Click or tap to start")
    assert "key" not in said[gate].lower()  # Safari takes only a click or a tap
    assert order.index("click") > order.index("run_main")
    assert order.count("say") == len(said) and "source" not in order[:order.index("click")]
    assert said[gate + 1:], "nothing said after the click: the player sees no progress while pygame-ce arrives"
    assert any("pygame-ce" in text for text in said[gate + 1:])


def test_when_sound_is_already_allowed_the_page_starts_without_asking(built, tmp_path):
    run = start_page(built, tmp_path, OTHER_HOST, None, "--engaged")
    assert "click" not in kinds(run)
    assert "Click or tap to start" not in [e["text"] for e in run["events"] if e["event"] == "say"]
    assert first(run, "source")["exists"]


@pytest.mark.parametrize(("browser", "gate", "unpacking"), [
    ("de-AT", "Zum Starten klicken oder tippen", "Die Karten werden ausgepackt"),
    ("nl-BE", "Klik of tik om te beginnen", "De kaarten worden uitgepakt"),
    ("fr-FR", "Click or tap to start", "Unpacking the cards"),
])
def test_the_loading_screen_speaks_the_browsers_language_as_the_game_will(built, tmp_path, browser, gate, unpacking):
    run = start_page(built, tmp_path, ITCH_HOST, None, "--language", browser)
    assert_started_the_game(run, built)
    said = [e["text"] for e in run["events"] if e["event"] == "say"]
    assert said[:2] == [unpacking, gate], said
    assert first_language(LANGUAGES, environ={}, browser=lambda: browser) == (browser[:2] if browser[:2] in
                                                                            LANGUAGES else "en")


def test_the_loading_screens_words_are_there_in_every_language_of_the_game():
    page = (ROOT / TEMPLATE).read_text(encoding="utf-8")
    table = page_words(page)
    assert sorted(table) == sorted(LANGUAGES)
    english = table["en"]
    for code, words in table.items():
        assert sorted(words) == sorted(english), code
        for key, line in words.items():
            assert line and sorted(re.findall(r"\{\w+\}", line)) == sorted(re.findall(r"\{\w+\}", english[key])), (
                code, key, line)
            assert code == "en" or line != english[key], f"{code} {key}: {line!r} is not translated"
    python = page.split(">", 2)[2].split("</script>", 1)[0]
    used = set(re.findall(r'words\("(\w+)"', python)) | set(re.findall(r"PAGE_WORDS\.(\w+)", page))
    assert used == set(english), {"unused": set(english) - used, "missing": used - set(english)}


def test_without_the_bundle_the_page_says_what_went_wrong_in_plain_text(built, tmp_path):
    served = tmp_path / "empty"
    served.mkdir()
    shutil.copy(built["tree"] / "build" / "web" / "index.html", served)
    run = start_page(built, tmp_path, ITCH_HOST, served)
    assert "source" not in kinds(run) and "window_resize" not in kinds(run)
    assert run["step"].startswith("The game could not start: its files could not be fetched"), run["step"]
    assert f"{APP}.apk" in run["step"] and f"{APP}.tar.gz" in run["step"] and "Reload" in run["step"]
    assert run["loading_screen"] == "shown"


class Tags(HTMLParser):
    """Checks that every element is closed in order; collects the scripts and the ids."""

    VOID = {"meta", "link", "br", "img", "input", "hr", "source"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.problems: list[str] = []
        self.ids: set[str] = set()
        self.scripts: list[dict] = []
        self.seen: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        self.seen.append(tag)
        if "id" in attributes:
            self.ids.add(attributes["id"])
        if tag == "script":
            self.scripts.append(attributes)
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes <{self.open[-1] if self.open else 'nothing'}>")
        else:
            self.open.pop()


def test_the_template_has_no_mount_and_well_formed_html():
    page = (ROOT / TEMPLATE).read_text(encoding="utf-8")
    for gone in ("mount", "browserfs", "track.ready", "mm.prepare"):  # what 0.9.3's loader no longer does
        assert gone not in page.lower(), gone
    tags = Tags()
    tags.feed(page)
    tags.close()
    assert not tags.problems and not tags.open, (tags.problems, tags.open)
    assert tags.seen[:2] == ["html", "script"] and tags.scripts[0]["src"].endswith("pythons.js")
    assert tags.scripts[0]["type"] == "module" and tags.scripts[0]["id"] == "site"
    assert {"transfer", "step", "status", "progress", "canvas"} <= tags.ids
    python = page.split("\n", 1)[1].split("</script>", 1)[0]
    assert "<script" not in python and "innerHTML" not in python
    compile(python.replace("{{cookiecutter.archive}}", APP), TEMPLATE, "exec")


def test_the_game_keys_do_not_scroll_the_page_around_it():
    page = (ROOT / TEMPLATE).read_text(encoding="utf-8")
    keys = page.split("const PAGE_KEYS = new Set([", 1)[1].split("])", 1)[0]
    for key in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", " ", "PageUp", "PageDown", "Home", "End"):
        assert f'"{key}"' in keys, key
    listener = page.split('window.addEventListener("keydown"', 1)[1].split("})", 1)[0]
    assert "PAGE_KEYS.has(event.key)" in listener and "event.preventDefault()" in listener


@pytest.mark.parametrize("host, expected", [(ITCH_HOST, ".apk"), ("html.itch.zone", ".apk"),
                                            (OTHER_HOST, ".tar.gz"), ("example.github.io", ".tar.gz")])
def test_each_host_gets_the_archive_it_serves_first(built, tmp_path, host, expected):
    run = start_page(built, tmp_path, host)
    assert first(run, "fetch")["url"] == APP + expected
