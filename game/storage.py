"""Settings, statistics and the saved game: a JSON file per record on the desktop, localStorage in the browser.

`Storage` holds the logic once (names, JSON, setting damaged records aside, sentences for the player);
a backend only moves text under a key. Nothing here raises for I/O trouble: the game must go on.

The sentences for the player are English `Words`: plain strings, which also keep the pattern and parameters
they were made from, so that the UI says them in the player's language: `spoken(notice, tr)`.  This module
keeps to the standard library: it marks its English with a local `N_` (game.i18n's convention, which the
catalog tool finds) and leaves translating to the UI.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any


def N_(english: str) -> str:  # noqa: N802 (gettext's name for it, which the catalog tool finds)
    """Marks English for the catalogs, as game.i18n.N_ does (this module imports nothing of the game)."""
    return english


class Words(str):
    """A sentence for the player: its English (the string itself), and the English ``pattern`` and ``params``
    it was made from, so the UI can say it in the player's language (``spoken``).  A parameter may be Words
    itself (the reason a record could not be read); other parameters are said as they are."""

    pattern: str
    params: dict[str, Any]

    def __new__(cls, pattern: str, **params: Any) -> Words:
        made = super().__new__(cls, pattern.format(**params) if params else pattern)
        made.pattern, made.params = pattern, params
        return made


def spoken(words: str, say: Callable[..., str]) -> str:
    """``words`` in the player's language, given game.i18n's ``tr`` as ``say``: Words by their pattern (and
    any Words among their parameters too), any other text as ``say`` has it."""
    if not isinstance(words, Words):
        return say(words)
    if not words.params:
        return say(words.pattern)
    return say(words.pattern, **{name: spoken(value, say) if isinstance(value, Words) else value
                                 for name, value in words.params.items()})


_NAME = re.compile(r"[a-z][a-z0-9_]*", re.ASCII)
# Per record, the sentences for the player: when it cannot be read (and stays where it is, "unread"; cannot
# be set aside either, "stuck"; is set aside, "aside"), saved or removed.  {why}: why it could not be read
# ("it is not valid JSON: …"); {error}: what the disk or the browser said; {label}: the file or the
# browser's key that holds it, or that it was set aside as.
_SENTENCES = {
    "game": {
        "unread": N_("Your saved game could not be read ({why}); a new game starts."),
        "stuck": N_("Your saved game could not be read ({why}), nor set aside ({error}); a new game starts, "
                    "but nothing is saved over {label} until it can be moved."),
        "aside": N_("Your saved game could not be read ({why}); it was set aside as {label} and a new game starts."),
        "unsaved": N_("Your game could not be saved ({error}); play goes on, but the latest change may be lost."),
        "unremoved": N_("The saved game could not be removed ({error})."),
    },
    "settings": {
        "unread": N_("Your saved settings could not be read ({why}); the default settings are used."),
        "stuck": N_("Your saved settings could not be read ({why}), nor set aside ({error}); the default settings "
                    "are used, but nothing is saved over {label} until it can be moved."),
        "aside": N_("Your saved settings could not be read ({why}); it was set aside as {label} and the default "
                    "settings are used."),
        "unsaved": N_("Your settings could not be saved ({error}); play goes on, but the latest change may be "
                      "lost."),
        "unremoved": N_("The saved settings could not be removed ({error})."),
    },
    "stats": {
        "unread": N_("Your saved statistics could not be read ({why}); they start again from zero."),
        "stuck": N_("Your saved statistics could not be read ({why}), nor set aside ({error}); they start again "
                    "from zero, but nothing is saved over {label} until it can be moved."),
        "aside": N_("Your saved statistics could not be read ({why}); it was set aside as {label} and they start "
                    "again from zero."),
        "unsaved": N_("Your statistics could not be saved ({error}); play goes on, but the latest change may be "
                      "lost."),
        "unremoved": N_("The saved statistics could not be removed ({error})."),
    },
    "games": {  # the finished games kept (game/ui/replays/kept_games.py): those that read are kept
        "unread": N_("Your finished games could not all be read ({why}); those that could be read are kept."),
        "stuck": N_("Your finished games could not all be read ({why}), nor set aside ({error}); those that could "
                    "be read are shown, but nothing is saved over {label} until it can be moved."),
        "aside": N_("Your finished games could not all be read ({why}); the list was set aside as {label}, and "
                    "those that could be read are kept."),
        "unsaved": N_("Your finished games could not be saved ({error}); play goes on, but the game just "
                      "finished may not be kept."),
        "unremoved": N_("The finished games could not be removed ({error})."),
    },
}
# Any other record (none so far): the same sentences with its name, {record}, in English.
_ANY_RECORD = {
    "unread": "Your saved {record} could not be read ({why}); it starts afresh.",
    "stuck": "Your saved {record} could not be read ({why}), nor set aside ({error}); it starts afresh, but nothing "
             "is saved over {label} until it can be moved.",
    "aside": "Your saved {record} could not be read ({why}); it was set aside as {label} and it starts afresh.",
    "unsaved": "Your {record} could not be saved ({error}); play goes on, but the latest change may be lost.",
    "unremoved": "The saved {record} could not be removed ({error}).",
}
_JSON_KINDS = {list: N_("an array"), str: N_("a string"), int: N_("a number"), float: N_("a number"),
               bool: N_("true or false")}


def _sentence(name: str, which: str, **params: Any) -> Words:
    """Record ``name``'s sentence ``which`` (a key of _SENTENCES' records), its parameters filled in."""
    if name in _SENTENCES:
        return Words(_SENTENCES[name][which], **params)
    return Words(_ANY_RECORD[which], record=name, **params)


class Backend:
    """Text under a key. Subclasses supply read, write and delete; any method raises OSError if the medium fails."""

    def read(self, key: str) -> str | None: ...
    def write(self, key: str, text: str) -> None: ...
    def delete(self, key: str) -> None: ...

    def rename(self, key: str, new_key: str) -> None:
        text = self.read(key)
        if text is not None:
            self.write(new_key, text)  # copy first: if this fails, the original is still there
            self.delete(key)

    def exists(self, key: str) -> bool:
        return self.read(key) is not None

    def label(self, key: str) -> str:
        """How the player finds a record: a file name or a storage key."""
        return key


class MemoryBackend(Backend):
    """A dict of plain keys (`game`, `game.damaged-…`); for tests, and for sessions that keep nothing."""

    def __init__(self, records: dict[str, str] | None = None) -> None:
        self.records: dict[str, str] = dict(records or {})

    def read(self, key: str) -> str | None:
        return self.records.get(key)

    def write(self, key: str, text: str) -> None:
        self.records[key] = text

    def delete(self, key: str) -> None:
        self.records.pop(key, None)


class FileBackend(Backend):
    """One `<key>.json` file per record in `folder`, which is created on the first write."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)

    def read(self, key: str) -> str | None:
        try:
            return self._path(key).read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):  # the latter: the folder's path runs through a file
            return None

    def write(self, key: str, text: str) -> None:
        # Write beside the target, then replace it in one step: a crash or a full disk leaves the old file whole.
        self.folder.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=f".{key}.", suffix=".tmp", dir=self.folder)
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
                file.write(text)
                file.flush()
                os.fsync(file.fileno())
            os.replace(temp, self._path(key))
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise

    def delete(self, key: str) -> None:
        self._path(key).unlink(missing_ok=True)

    def rename(self, key: str, new_key: str) -> None:
        os.rename(self._path(key), self._path(new_key))  # moves the bytes as they are, even undecodable ones

    def exists(self, key: str) -> bool:
        return self._path(key).exists()

    def label(self, key: str) -> str:
        return self._path(key).name

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.json"


class BrowserBackend(Backend):
    """`localStorage` under pygbag (anything with getItem, setItem and removeItem), keys prefixed `canasta.`."""

    prefix = "canasta."

    def __init__(self, storage: Any) -> None:
        self.storage: Any = storage

    @classmethod
    def reach(cls) -> BrowserBackend:
        """The page's localStorage, read once to be sure; OSError if the browser refuses it.  Browsers that block
        storage (itch.io shows the game in a frame of another site) throw SecurityError on merely reaching it,
        which pygbag hands on as a Python exception of its own."""
        try:
            import platform  # pygbag's own module, with `window`, exists only in the browser

            storage = platform.window.localStorage  # type: ignore[attr-defined]
        except Exception as error:
            raise OSError(f"browser storage: {error}") from error
        if storage is None:
            raise OSError("browser storage: this page has none")
        backend = cls(storage)
        backend.read("settings")
        return backend

    def read(self, key: str) -> str | None:
        text = self._call("getItem", self.prefix + key)
        # Only a string is a record: a missing key comes back as None from pygbag, but as JavaScript's null or
        # undefined proxied (pyodide's jsnull) from other runtimes, and none of those is the text "null".
        return text if isinstance(text, str) else None

    def write(self, key: str, text: str) -> None:
        self._call("setItem", self.prefix + key, text)

    def delete(self, key: str) -> None:
        self._call("removeItem", self.prefix + key)

    def label(self, key: str) -> str:
        return self.prefix + key

    def _call(self, method: str, *args: str) -> Any:
        # JavaScript errors (quota exceeded, storage disabled) arrive as assorted types; Storage expects OSError.
        try:
            return getattr(self.storage, method)(*args)
        except Exception as error:
            raise OSError(f"browser storage: {error}") from error


@dataclass(frozen=True)
class Loaded:
    """A record as loaded: `data` is None when there is none; `problem` is a sentence for the player (Words)."""

    data: dict[str, Any] | None
    problem: str | None


MOST_DAMAGED_A_SECOND = 100  # records set aside under one stamp before the medium is taken to be lying


class Storage:
    """Named JSON records (`settings`, `stats`, `game`) over a backend; I/O trouble becomes a sentence."""

    def __init__(self, backend: Backend, notice: str | None = None) -> None:
        self.backend = backend
        self.notice = notice  # for the player, once, at start: why nothing will be kept (None: all is well)
        self._stuck: set[str] = set()  # damaged records that could not be moved away: never write over them

    def load(self, name: str) -> Loaded:
        """The record, Loaded(None, None) if there is none; one that cannot be read is set aside, with a problem."""
        _check_name(name)
        try:
            text = self.backend.read(name)
            if text is None:
                return Loaded(None, None)
            data = json.loads(text)
        except OSError as error:
            return Loaded(None, self.set_aside(name, Words(N_("it could not be opened: {error}"), error=str(error))))
        except (ValueError, RecursionError) as error:  # undecodable bytes, bad JSON, absurd nesting
            return Loaded(None, self.set_aside(name, Words(N_("it is not valid JSON: {error}"), error=str(error))))
        if not isinstance(data, dict):
            return Loaded(None, self.set_aside(name, Words(N_("it holds {kind}, not a JSON object"), kind=_kind(data))))
        return Loaded(data, None)

    def save(self, name: str, data: dict[str, Any]) -> str | None:
        """Store `data`; atomic on the desktop. Returns None on success, else a sentence saying what went wrong.

        Never raises for I/O errors (full disk, read-only folder, browser quota): the game goes on unsaved.
        Data that is not JSON-safe is a bug and raises TypeError or ValueError before anything is written.
        """
        _check_name(name)
        if not isinstance(data, dict):
            raise TypeError(f"a record is a dict, not {type(data).__name__}")
        # Compact, not indented: the game is saved after every move, and indenting takes the pure-Python encoder
        # (5x slower: 6.5 ms for a game of six hands on the desktop, several times that in the browser).
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        try:
            self._unstick(name)
            self.backend.write(name, text)
        except OSError as error:
            return _sentence(name, "unsaved", error=str(error))
        return None

    def remove(self, name: str) -> str | None:
        """Delete a record (missing is fine). Returns None, or a sentence if the medium refused."""
        _check_name(name)
        try:
            self._unstick(name)
            self.backend.delete(name)
        except OSError as error:
            return _sentence(name, "unremoved", error=str(error))
        return None

    def set_aside(self, name: str, why: str) -> str:
        """Move the text of `name` to a new `<name>.damaged-<stamp>` record (also when the caller refused content
        that parsed); returns the sentence for the player. If the move fails, later saves refuse to write over it.
        ``why`` is a clause ("it is not valid JSON: …"): Words, to be said in the player's language."""
        _check_name(name)
        try:
            if not self.backend.exists(name):
                return _sentence(name, "unread", why=why)
            new_key = self._move_aside(name)
        except OSError as error:
            self._stuck.add(name)
            return _sentence(name, "stuck", why=why, error=str(error), label=self.backend.label(name))
        self._stuck.discard(name)
        return _sentence(name, "aside", why=why, label=self.backend.label(new_key))

    def _move_aside(self, name: str) -> str:
        base = f"{name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
        # Two failures within a second must never overwrite the first; but the answers come from outside (a
        # browser's storage), so the search for a free key ends whatever they say.
        for count in range(1, MOST_DAMAGED_A_SECOND + 1):
            new_key = base if count == 1 else f"{base}-{count}"
            if not self.backend.exists(new_key):
                self.backend.rename(name, new_key)
                return new_key
        raise OSError(f"no free name beside {self.backend.label(name)}: {MOST_DAMAGED_A_SECOND} taken")

    def _unstick(self, name: str) -> None:
        # A damaged record left in place by a failed set_aside gets another try before anything replaces it.
        if name in self._stuck:
            if self.backend.exists(name):
                self._move_aside(name)
            self._stuck.discard(name)


def _kind(data: Any) -> str:
    """What a record holds instead of a JSON object: "an array", … (JSON's own null as it is)."""
    if data is None:
        return "null"
    return Words(_JSON_KINDS[type(data)]) if type(data) in _JSON_KINDS else type(data).__name__


def _check_name(name: str) -> None:
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise ValueError(f"record name {name!r}: use a plain word of lower-case letters, digits and "
                         f"underscores, starting with a letter (e.g. 'settings', 'stats', 'game')")


def data_folder() -> Path:
    """Where the desktop keeps its records: $CANASTA_DATA_DIR if set, else the platform's per-user data folder."""
    override = os.environ.get("CANASTA_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        return Path(appdata) / "Canasta" if appdata else Path.home() / "AppData" / "Roaming" / "Canasta"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Canasta"
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg and os.path.isabs(xdg):  # the XDG spec says to ignore a relative path
        return Path(xdg) / "canasta"
    return Path.home() / ".local" / "share" / "canasta"


NOTHING_KEPT = Words(N_("This browser lets the game keep nothing: your settings, record and game will be gone when "
                        "you leave the page. Play on as you like."))


def open_storage() -> Storage:
    """The player's storage: localStorage in the browser, files in data_folder() elsewhere.  A browser that
    refuses storage gets memory for this visit, and a `notice` saying so."""
    if sys.platform == "emscripten":
        try:
            return Storage(BrowserBackend.reach())
        except OSError:
            return Storage(MemoryBackend(), notice=NOTHING_KEPT)
    return Storage(FileBackend(data_folder()))
