"""The player's own language at the first start: the browser's (``navigator.language`` under pygbag) or the
system's (the locale variables on the desktop), if the game speaks it; English otherwise.  The browser is
reached through a seam, ``browser_language``, which tests replace."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # in gettext's order of precedence


def browser_language() -> str | None:
    """The page's ``navigator.language`` ("de-DE"); None outside the browser or if it cannot be read."""
    if sys.platform != "emscripten":
        return None
    try:
        import platform  # pygbag's own module, with `window`, exists only in the browser

        return str(platform.window.navigator.language)
    except Exception:
        return None


def spoken(tag: str | None, languages: Mapping[str, str]) -> str | None:
    """The code of ``languages`` that a language tag names ("de-AT", "nl_BE.UTF-8", "de:en"), or None."""
    for part in (tag or "").split(":"):
        code = part.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in languages:
            return code
    return None


def first_language(languages: Mapping[str, str], environ: Mapping[str, str] = os.environ,
                   browser: Callable[[], str | None] = browser_language, default: str = "en") -> str:
    """The language to start in when the player has chosen none."""
    found = spoken(browser(), languages)
    if found is not None:
        return found
    for name in LOCALE_VARIABLES:
        value = environ.get(name)
        if value:  # the first one set decides, as gettext reads them ("C" and "POSIX" mean none of ours)
            return spoken(value, languages) or default
    return default
