"""Run the Python part of a built index.html against stand-ins of pygbag 0.9.3's browser runtime.

    python tests/web/page_runner.py build/web/index.html --served build/web --apps /tmp/apps --host html.itch.zone

pythons.js takes the text of the page's first script (the one that loads pythons.js), skips its first line and
runs it as __main__ in WebAssembly CPython, where cpythonrc.py has put `platform` (the browser: window,
document, fopen, run_main), `embed`, `shell`, `PyConfig` and `TopLevel_async_handler` in place.  This script
does the same on this machine with stand-ins that behave as 0.9.3's sources do (pygame-web/cdn, folder 0.9.3:
pythons.js, cpythonrc.py; pygbag's support/cross/__EMSCRIPTEN__.py), as far as the page uses them:

- `platform.fopen(name)` serves the files of `--served` (a real offline build) and fails as a 404 does;
- `platform.run_main` changes into the app folder and puts it first on sys.path; `embed.counter()` stays
  below zero for a few calls while the loader "prepares" images;
- the media manager `MM` is not engaged (UME false, as with pygbag's default ume_block 1) until the player
  clicks, which the stand-in does after the page has polled it a few times; `MM.prepare` of a "mount" never
  gets ready (0.9.3 removed the mount: "was browserfs, removed must be fully provided from template");
- `shell.source(main.py)` checks the file, and, as pygbag's patched asyncio.run does, starts the game a few
  event-loop turns later: the game's set_mode then sizes the canvas to 1280 x 720;
- `window.window_resize()` notes the canvas's size and the loading screen's state when it is called;
- `window.PAGE_WORDS` holds the loading screen's words in the language `--language` names, as the page's
  own script chooses them from its table (the JSON between its markers) for the browser's language.

`/data/data` in the page becomes `--apps`; `asyncio.sleep` returns at once and a page that sleeps 2,000
times without finishing is reported stuck.  Each thing that happens is printed as a line `PAGE <json>`;
the last line `DONE <json>` sums up (what the page said last, the files unpacked).
"""

from __future__ import annotations

import argparse
import asyncio
import builtins
import json
import os
import sys
import traceback
import types
from html.parser import HTMLParser
from pathlib import Path

SLEEP_LIMIT = 2000
GAME_SIZE = (1280, 720)


def note(kind: str, **details) -> None:
    print("PAGE " + json.dumps({"event": kind, **details}), flush=True)


class Stuck(BaseException):
    """The page waited for ever (BaseException: the page's own `except Exception` must not swallow it)."""


class Style(types.SimpleNamespace):
    pass


class Element:
    """A DOM element: the attributes the page reads and writes."""

    def __init__(self, name: str, **attributes) -> None:
        self.id = name
        self.textContent = ""
        self.hidden = False
        self.className = ""
        self.style = Style(display="", visibility="")
        self.removed: list[str] = []
        self.__dict__.update(attributes)

    def __setattr__(self, name: str, value) -> None:
        if name == "textContent" and getattr(self, "id", None) == "step" and value:
            note("say", text=value)
        if name == "innerHTML":
            note("innerHTML", element=self.id, text=str(value))
        super().__setattr__(name, value)

    def removeAttribute(self, name: str) -> None:  # noqa: N802 (the DOM's name)
        self.removed.append(name)


class Document:
    def __init__(self) -> None:
        self.elements = {name: Element(name) for name in ("transfer", "step", "status", "progress", "title")}
        self.elements["canvas"] = Element("canvas", width=1, height=1)
        self.body = Element("body")

    def getElementById(self, name: str) -> Element:  # noqa: N802
        if name not in self.elements:
            raise AttributeError(f"document has no element #{name}")
        return self.elements[name]


class Track(types.SimpleNamespace):
    pass


class MediaManager:
    """pythons.js's MM: UME is the player's go-ahead for media; the stand-in clicks after `click_after` polls."""

    def __init__(self, engaged: bool, click_after: int) -> None:
        self._engaged = engaged
        self.click_after = click_after
        self.polls = 0

    @property
    def UME(self) -> bool:  # noqa: N802
        if not self._engaged:
            self.polls += 1
            if self.polls > self.click_after:
                self._engaged = True
                note("click")
        return self._engaged

    @UME.setter
    def UME(self, value: bool) -> None:  # noqa: N802
        self._engaged = bool(value)

    def prepare(self, url: str, cfg: str) -> Track:
        config = json.loads(cfg)
        note("MM.prepare", url=url, type=config.get("type"))
        # 0.9.3: cross_track downloads, media_prepare does nothing for a mount, and nothing sets `ready`
        return Track(ready=None, pos=0, len=0, avail=True, type=config.get("type"))


WORDS_START, WORDS_END = "/* words */", "/* end of words */"


def page_words(page: str) -> dict[str, dict[str, str]]:
    """The loading screen's words by language: the JSON table of the page's script."""
    start = page.index(WORDS_START) + len(WORDS_START)
    return json.loads(page[start:page.index(WORDS_END, start)])


def spoken_words(page: str, browser_language: str) -> types.SimpleNamespace:
    """What the page's script sets as window.PAGE_WORDS: the words of navigator.language's language, else
    English."""
    table = page_words(page)
    code = browser_language.lower().replace("_", "-").split("-")[0]
    return types.SimpleNamespace(**table.get(code, table["en"]))


class Window:
    def __init__(self, document: Document, host: str, media: MediaManager, words: types.SimpleNamespace) -> None:
        self.document = document
        self.PAGE_WORDS = words
        self.location = types.SimpleNamespace(host=host)
        self.MM = media
        self.python = types.SimpleNamespace(config=types.SimpleNamespace(debug=False))
        self.config = types.SimpleNamespace(gui_divider=2)
        self.resized: list[dict] = []

    def __getattr__(self, name: str):
        return self.document.getElementById(name)  # browsers make every element id a global of window

    def window_resize(self) -> None:
        canvas, transfer = self.document.getElementById("canvas"), self.document.getElementById("transfer")
        note("window_resize", canvas=[canvas.width, canvas.height], gui_divider=self.config.gui_divider,
             loading_screen=transfer.style.display or "shown")


class Fopen:
    """aio.filelike.fopen: fetches a URL relative to the page into a temporary file and opens it."""

    served: Path

    def __init__(self, url, mode: str = "r", **kw) -> None:
        self.url, self.mode = str(url), mode

    async def __aenter__(self):
        path = self.served / self.url
        if not path.is_file():
            note("fetch", url=self.url, status=404)
            # 0.9.3's cross_file hands back an Error, which open() then refuses
            raise TypeError(f"expected str, bytes or os.PathLike object, not Error (HTTP 404 - Not Found: {self.url})")
        note("fetch", url=self.url, status=200)
        self.file = open(path, "rb" if "b" in self.mode else "r")
        return self.file

    async def __aexit__(self, *exc) -> None:
        self.file.close()


class Embed(types.ModuleType):
    def __init__(self) -> None:
        super().__init__("embed")
        self.preloading = 0

    def counter(self) -> int:
        if self.preloading < 0:
            self.preloading += 1
        return self.preloading


def make_platform(document: Document, window: Window, served: Path, embed: Embed) -> types.ModuleType:
    platform = types.ModuleType("platform")
    Fopen.served = served
    platform.window = window
    platform.document = document
    platform.fopen = Fopen

    def run_main(config, loaderhome=None, loadermain="main.py") -> None:
        home = Path(loaderhome)
        note("run_main", loaderhome=str(home), loadermain=loadermain)
        if home.is_dir():  # __EMSCRIPTEN__.run_main's preload_apk
            os.chdir(home)
            sys.path.insert(0, str(home))
            embed.preloading = -3

    platform.run_main = run_main
    return platform


class Shell:
    def __init__(self, window: Window, document: Document) -> None:
        self.window, self.document = window, document
        self.tasks: list[asyncio.Task] = []

    async def source(self, main, callback=None, **kw) -> None:
        path = Path(main)
        code = path.read_text(encoding="utf-8") if path.is_file() else None
        note("source", path=str(path), exists=code is not None, cwd=os.getcwd(), first_on_path=sys.path[0],
             engaged=self.window.MM._engaged, asyncio_run=code is not None and "asyncio.run(" in code)
        if code is not None:
            self.tasks.append(asyncio.get_running_loop().create_task(self._game()))

    async def _game(self) -> None:
        for _ in range(3):  # pygbag's asyncio.run schedules main(); the window comes a few turns later
            await ORIGINAL_SLEEP(0)
        canvas = self.document.getElementById("canvas")
        canvas.width, canvas.height = GAME_SIZE
        note("set_mode", size=list(GAME_SIZE))


class TopLevel:
    @staticmethod
    async def start_toplevel(shell, console=False) -> None:
        note("start_toplevel", console=console)


ORIGINAL_SLEEP = asyncio.sleep


def counting_sleep():
    count = 0

    async def sleep(delay, result=None):
        nonlocal count
        count += 1
        if count > SLEEP_LIMIT:
            raise Stuck(f"the page slept {SLEEP_LIMIT} times without finishing")
        return await ORIGINAL_SLEEP(0, result)

    return sleep


class ScriptText(HTMLParser):
    """The text of the first script element that loads pythons.js, as the browser gives it to pythons.js."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.inside = False
        self.done = False
        self.text = ""

    def handle_starttag(self, tag, attrs):
        if tag == "script" and not self.done and (dict(attrs).get("src") or "").endswith("pythons.js"):
            self.inside = True

    def handle_data(self, data):
        if self.inside:
            self.text += data

    def handle_endtag(self, tag):
        if tag == "script" and self.inside:
            self.inside, self.done = False, True


def page_python(page: Path) -> str:
    parser = ScriptText()
    parser.feed(page.read_text(encoding="utf-8"))
    if not parser.done:
        raise SystemExit("no script loading pythons.js in the page")
    return parser.text.split("\n", 1)[1]  # PyConfig.skip_source_first_line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("page", type=Path)
    parser.add_argument("--served", type=Path, required=True, help="the folder the page's files come from")
    parser.add_argument("--apps", type=Path, required=True, help="stands in for /data/data")
    parser.add_argument("--bundle", default="canasta", help="the app's name: the .apk's and the folder's")
    parser.add_argument("--host", default="localhost:8000")
    parser.add_argument("--engaged", action="store_true", help="media allowed from the start (ume_block 0)")
    parser.add_argument("--click-after", type=int, default=5, help="polls of MM.UME before the player clicks")
    parser.add_argument("--language", default="en-US", help="the browser's navigator.language")
    args = parser.parse_args()

    code = page_python(args.page)
    if '"/data/data' not in code:
        raise SystemExit("the page does not unpack into /data/data, where pygbag's loader looks")
    code = code.replace('"/data/data', f'"{args.apps.as_posix()}')
    args.apps.mkdir(parents=True, exist_ok=True)  # the browser's /data/data is there before the page runs

    document = Document()
    window = Window(document, args.host, MediaManager(args.engaged, args.click_after),
                    spoken_words(args.page.read_text(encoding="utf-8"), args.language))
    embed = Embed()
    shell = Shell(window, document)
    sys.modules["platform"] = make_platform(document, window, args.served.resolve(), embed)
    sys.modules["platform"].shell = shell  # cpythonrc.py: platform.shell = shell
    sys.modules["embed"] = embed
    builtins.PyConfig = types.SimpleNamespace(interactive=0, orig_argv=[], dev_mode=-1)
    builtins.shell = shell
    builtins.window = window
    builtins.TopLevel_async_handler = TopLevel
    builtins.true, builtins.false = True, False
    asyncio.sleep = counting_sleep()

    page = types.ModuleType("__main__")
    sys.modules["__main__"] = page
    outcome = "finished"
    try:
        exec(compile("\n" + code, str(args.page), "exec"), page.__dict__)  # "\n": the page's line numbers
    except Stuck as stuck:
        outcome = f"stuck: {stuck}"
    except BaseException:
        outcome = "raised: " + traceback.format_exc(limit=3)
    appdir = args.apps / args.bundle
    files = sorted(p.relative_to(appdir).as_posix() for p in appdir.rglob("*") if p.is_file())
    print("DONE " + json.dumps({"outcome": outcome, "step": document.getElementById("step").textContent,
                                "loading_screen": document.getElementById("transfer").style.display or "shown",
                                "file": getattr(page, "__file__", None), "files": files}), flush=True)


if __name__ == "__main__":
    main()
