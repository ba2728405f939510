"""The game's words in every language, summed up as one line of JSON.

    python tests/web/speak.py [--browser-language nl-BE]

Reads the catalogs from game/assets/locale as the game does and writes, per language, every refusal of
tests/i18n/refusals.json, a number and a plural, with a hash of them all: ``RESULT {...}``.  The pyodide test
runs this file natively and under WebAssembly CPython (web/pyodide_run.mjs) and compares the lines.  Under
WebAssembly, ``--browser-language`` plays the page's ``navigator.language`` as pygbag shows it
(``platform.window``) and the line says which language the first start picks.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from game.i18n import LANGUAGES, catalog, ntr, number, set_language, text
from game.i18n.detect import first_language

CORPUS = "tests/i18n/refusals.json"  # from the project root, where both runs start


def play_the_browser(tag: str) -> None:
    """What pygbag gives the game in the browser: ``platform.window``, the page's window, whose navigator
    says the browser's language.  Node.js has no navigator, so one is made for the page."""
    import platform

    import js  # type: ignore[import-not-found]  # pyodide's bridge to JavaScript

    js.eval(f"globalThis.navigator = {{language: {json.dumps(tag)}}}")
    platform.window = js.globalThis  # type: ignore[attr-defined]


def words(code: str, refusals: dict[str, list[dict]]) -> list[str]:
    set_language(code)
    said = [text(key, **params) for key, sets in sorted(refusals.items()) for params in sets]
    said += [number(1500), ntr("{count} card each", "{count} cards each", 1),
              ntr("{count} card each", "{count} cards each", 11)]
    return said


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--browser-language")
    parser.add_argument("--corpus", default=CORPUS)
    args = parser.parse_args(argv)
    refusals = json.loads(Path(args.corpus).read_text(encoding="utf-8"))
    result: dict = {"problems": {code: catalog(code).problems for code in LANGUAGES}}
    for code in LANGUAGES:
        said = words(code, refusals)
        result[code] = {"count": len(said), "hash": hashlib.sha256("\n".join(said).encode()).hexdigest(),
                        "samples": said[-3:] + said[:2]}
    if args.browser_language and sys.platform == "emscripten":
        play_the_browser(args.browser_language)
        result["first_language"] = first_language(LANGUAGES, environ={})
    print("RESULT " + json.dumps(result, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
