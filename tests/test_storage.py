"""game.storage: records round-trip on every backend; damaged ones are set aside, kept, reported; I/O never crashes."""

from __future__ import annotations

import json
import os
import re
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.storage import (
    NOTHING_KEPT,
    Backend,
    BrowserBackend,
    FileBackend,
    Loaded,
    MemoryBackend,
    Storage,
    data_folder,
    open_storage,
)

POSITION = {"format": 1, "rules": "classic-4p", "round": 2, "hands": ["AS AH 2C", "JK"], "scores": [120, -35],
            "turn": {"drew": False, "asked": None}, "note": "Kreuz ♣ — Über"}
STAMP = "20261124-181500"


class FakeLocalStorage:
    """What BrowserBackend needs of the browser's localStorage; `full` makes setItem fail like a quota error."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}
        self.full = False

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # Nothing a test does may reach the real user's data folder.
    folder = tmp_path / "data"
    monkeypatch.setenv("CANASTA_DATA_DIR", str(folder))
    return folder


@pytest.fixture(params=["memory", "file", "browser"])
def backend(request: pytest.FixtureRequest, data_dir: Path) -> Backend:
    if request.param == "memory":
        return MemoryBackend()
    if request.param == "file":
        return FileBackend(data_dir)
    return BrowserBackend(FakeLocalStorage())


@pytest.fixture
def fixed_stamp(monkeypatch: pytest.MonkeyPatch) -> None:
    # Two failures within one second must still get two records.
    monkeypatch.setattr(time, "strftime", lambda *args: STAMP)


def test_round_trip(backend: Backend) -> None:
    store = Storage(backend)
    assert store.save("game", POSITION) is None
    assert store.load("game") == Loaded(POSITION, None)
    assert store.save("game", {"format": 1, "round": 3}) is None
    assert store.load("game").data == {"format": 1, "round": 3}


def test_missing_record_is_neither_data_nor_problem(backend: Backend) -> None:
    assert Storage(backend).load("stats") == Loaded(None, None)


def test_damaged_json_is_set_aside_with_its_exact_text(backend: Backend, fixed_stamp: None) -> None:
    store = Storage(backend)
    damaged = '{"format": 1, "hands": ["AS AH"\n'
    backend.write("game", damaged)
    loaded = store.load("game")
    assert loaded.data is None
    label = backend.label(f"game.damaged-{STAMP}")
    assert loaded.problem is not None
    assert loaded.problem.startswith("Your saved game could not be read (it is not valid JSON: ")
    assert loaded.problem.endswith(f"; it was set aside as {label} and a new game starts.")
    assert backend.read(f"game.damaged-{STAMP}") == damaged
    assert store.load("game") == Loaded(None, None)  # the next start begins afresh, without the same complaint


def test_set_aside_file_name_has_the_date_and_time(data_dir: Path) -> None:
    store = Storage(FileBackend(data_dir))
    data_dir.mkdir()
    (data_dir / "settings.json").write_text("not json", encoding="utf-8")
    problem = store.load("settings").problem
    assert problem is not None and "the default settings are used" in problem
    [kept] = os.listdir(data_dir)
    assert re.fullmatch(r"settings\.damaged-\d{8}-\d{6}\.json", kept)
    assert kept in problem
    assert (data_dir / kept).read_text(encoding="utf-8") == "not json"


def test_a_second_damaged_record_does_not_overwrite_the_first(backend: Backend, fixed_stamp: None) -> None:
    store = Storage(backend)
    backend.write("game", "first damage")
    first = store.load("game").problem
    backend.write("game", "second damage")
    second = store.load("game").problem
    assert backend.read(f"game.damaged-{STAMP}") == "first damage"
    assert backend.read(f"game.damaged-{STAMP}-2") == "second damage"
    assert first is not None and second is not None
    assert backend.label(f"game.damaged-{STAMP}-2") in second


@pytest.mark.parametrize(("text", "kind"), [("[1, 2]", "an array"), ('"game"', "a string"), ("42", "a number"),
                                            ("null", "null"), ("true", "true or false")])
def test_json_that_is_not_an_object_is_damaged(backend: Backend, fixed_stamp: None, text: str, kind: str) -> None:
    store = Storage(backend)
    backend.write("stats", text)
    loaded = store.load("stats")
    assert loaded.data is None
    assert loaded.problem is not None
    assert f"(it holds {kind}, not a JSON object)" in loaded.problem
    assert "they start again from zero" in loaded.problem
    assert backend.read(f"stats.damaged-{STAMP}") == text
    assert not backend.exists("stats")


def test_undecodable_bytes_are_set_aside_byte_for_byte(data_dir: Path) -> None:
    data_dir.mkdir()
    raw = b'{"format": 1, "name": "\xff\xfe"}'
    (data_dir / "game.json").write_bytes(raw)
    loaded = Storage(FileBackend(data_dir)).load("game")
    assert loaded.data is None and loaded.problem is not None
    [kept] = os.listdir(data_dir)
    assert (data_dir / kept).read_bytes() == raw


def test_content_the_caller_refuses_can_be_set_aside(backend: Backend, fixed_stamp: None) -> None:
    # JSON that parsed, but Game.from_dict refused it: the caller sets it aside itself.
    store = Storage(backend)
    store.save("game", {"format": 99})
    problem = store.set_aside("game", "format 99 is newer than this version")
    assert problem == (f"Your saved game could not be read (format 99 is newer than this version); it was set aside "
                       f"as {backend.label(f'game.damaged-{STAMP}')} and a new game starts.")
    assert store.load("game") == Loaded(None, None)
    assert json.loads(backend.read(f"game.damaged-{STAMP}") or "null") == {"format": 99}  # kept as it was


def test_setting_aside_a_missing_record_only_reports(backend: Backend) -> None:
    problem = Storage(backend).set_aside("game", "the rules changed")
    assert problem == "Your saved game could not be read (the rules changed); a new game starts."


@pytest.mark.parametrize("name", ["", "game.json", "../game", "saves/game", "saves\\game", "Game", "1game",
                                  "game\n", " game", "gäme"])
def test_invalid_record_names_are_refused(data_dir: Path, name: str) -> None:
    store = Storage(FileBackend(data_dir))
    for attempt in (lambda: store.load(name), lambda: store.save(name, {}), lambda: store.remove(name),
                    lambda: store.set_aside(name, "why")):
        with pytest.raises(ValueError, match="use a plain word of lower-case letters, digits and underscores"):
            attempt()
    assert not data_dir.exists()


def test_remove_deletes_and_a_missing_record_is_fine(backend: Backend) -> None:
    store = Storage(backend)
    store.save("game", POSITION)
    store.save("settings", {"language": "de"})
    assert store.remove("game") is None
    assert store.load("game") == Loaded(None, None)
    assert store.remove("game") is None
    assert store.load("settings").data == {"language": "de"}


def test_save_to_an_unwritable_folder_returns_a_problem(tmp_path: Path) -> None:
    # A folder under a regular file cannot be created by anyone, root included, on any OS.
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    store = Storage(FileBackend(blocker / "canasta"))
    problem = store.save("game", POSITION)
    assert problem is not None
    assert problem.startswith("Your game could not be saved (")
    assert problem.endswith("; play goes on, but the latest change may be lost.")
    assert store.load("game") == Loaded(None, None)
    assert blocker.read_text(encoding="utf-8") == "a file, not a folder"


def test_saves_leave_no_temporary_files(data_dir: Path) -> None:
    store = Storage(FileBackend(data_dir))
    for round_number in range(5):
        assert store.save("game", {"format": 1, "round": round_number}) is None
    assert store.save("stats", {"games": 1}) is None
    assert sorted(os.listdir(data_dir)) == ["game.json", "stats.json"]


def test_a_failed_save_keeps_the_previous_file_whole(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Storage(FileBackend(data_dir))
    store.save("game", POSITION)
    before = (data_dir / "game.json").read_bytes()

    def disk_full(*args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    problem = store.save("game", {"format": 1, "round": 9})
    assert problem is not None and "No space left on device" in problem
    assert (data_dir / "game.json").read_bytes() == before
    assert os.listdir(data_dir) == ["game.json"]


def test_browser_quota_error_returns_a_problem_and_keeps_the_old_value() -> None:
    local = FakeLocalStorage()
    store = Storage(BrowserBackend(local))
    assert store.save("settings", {"sound": True}) is None
    assert set(local.items) == {"canasta.settings"}
    local.full = True
    problem = store.save("settings", {"sound": False})
    assert problem is not None and "QuotaExceededError" in problem
    assert store.load("settings").data == {"sound": True}


def test_browser_set_aside_that_fails_keeps_the_damaged_text() -> None:
    local = FakeLocalStorage()
    local.items["canasta.game"] = "garbage"
    local.full = True
    store = Storage(BrowserBackend(local))
    problem = store.load("game").problem
    assert problem is not None and "nor set aside" in problem and "canasta.game" in problem
    assert local.items == {"canasta.game": "garbage"}


class FlakyRename(MemoryBackend):
    """A store whose rename fails until told otherwise, as a locked file on Windows might."""

    broken = True

    def rename(self, key: str, new_key: str) -> None:
        if self.broken:
            raise PermissionError("the file is in use")
        super().rename(key, new_key)


def test_a_damaged_record_that_cannot_be_moved_is_never_overwritten(fixed_stamp: None) -> None:
    backend = FlakyRename({"game": "garbage"})
    store = Storage(backend)
    problem = store.load("game").problem
    assert problem is not None and "nor set aside (the file is in use)" in problem
    refused = store.save("game", POSITION)
    assert refused is not None and "could not be saved" in refused
    assert store.remove("game") is not None
    assert backend.records == {"game": "garbage"}
    backend.broken = False
    assert store.save("game", POSITION) is None
    assert backend.records[f"game.damaged-{STAMP}"] == "garbage"
    assert store.load("game").data == POSITION


@pytest.mark.parametrize(("data", "error"), [(["not", "a", "dict"], TypeError), ({"deck": {1, 2}}, TypeError),
                                             ({"score": float("nan")}, ValueError)])
def test_data_that_is_not_a_json_object_is_a_bug_and_writes_nothing(data: Any, error: type[Exception]) -> None:
    backend = MemoryBackend()
    with pytest.raises(error):
        Storage(backend).save("game", data)
    assert backend.records == {}


def test_data_folder_honours_the_environment_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "elsewhere"))
    monkeypatch.setattr(sys, "platform", "win32")
    assert data_folder() == tmp_path / "elsewhere"


PLATFORM_CASES: list[tuple[str, dict[str, str], Callable[[Path], Path]]] = [
    ("win32", {"APPDATA": "/users/ana/AppData/Roaming"}, lambda home: Path("/users/ana/AppData/Roaming/Canasta")),
    ("win32", {}, lambda home: home / "AppData" / "Roaming" / "Canasta"),
    ("darwin", {"XDG_DATA_HOME": "/xdg"}, lambda home: home / "Library" / "Application Support" / "Canasta"),
    ("linux", {"XDG_DATA_HOME": "/xdg/data"}, lambda home: Path("/xdg/data/canasta")),
    ("linux", {"XDG_DATA_HOME": "relative/data"}, lambda home: home / ".local" / "share" / "canasta"),
    ("linux", {}, lambda home: home / ".local" / "share" / "canasta"),
    ("freebsd14", {}, lambda home: home / ".local" / "share" / "canasta"),
]


@pytest.mark.parametrize(("platform_name", "env", "expected"), PLATFORM_CASES)
def test_data_folder_follows_the_platform(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform_name: str,
                                          env: dict[str, str], expected: Callable[[Path], Path]) -> None:
    home = tmp_path / "home"
    for name in ("CANASTA_DATA_DIR", "APPDATA", "XDG_DATA_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "platform", platform_name)
    assert data_folder() == expected(home)


def test_open_storage_uses_files_in_the_data_folder(data_dir: Path) -> None:
    store = open_storage()
    assert isinstance(store.backend, FileBackend)
    assert store.save("settings", {"speed": 2}) is None
    assert (data_dir / "settings.json").is_file()
    assert open_storage().load("settings").data == {"speed": 2}


def test_open_storage_uses_local_storage_in_the_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    local = FakeLocalStorage()
    # pygbag's `platform` module carries the page's window; the standard library's does not.
    fake_platform = types.SimpleNamespace(window=types.SimpleNamespace(localStorage=local))
    monkeypatch.setitem(sys.modules, "platform", fake_platform)
    monkeypatch.setattr(sys, "platform", "emscripten")
    store = open_storage()
    assert isinstance(store.backend, BrowserBackend)
    assert store.save("stats", {"wins": 3}) is None
    assert local.items == {"canasta.stats": store.backend.read("stats")}
    assert store.load("stats").data == {"wins": 3}


class RefusingWindow:
    """A page whose browser blocks storage: reaching localStorage throws, as SecurityError does in a frame of
    another site (pygbag hands JavaScript's exceptions on as its own Python exception type)."""

    class JsError(Exception):
        pass

    @property
    def localStorage(self):  # noqa: N802 (the browser's name)
        raise self.JsError("SecurityError: Failed to read the 'localStorage' property from 'Window': Access is "
                           "denied for this document.")


class BrokenStorage(FakeLocalStorage):
    def getItem(self, key: str) -> str | None:  # noqa: N802
        raise RuntimeError("SecurityError: The operation is insecure.")


@pytest.mark.parametrize("window", [RefusingWindow(), types.SimpleNamespace(localStorage=None),
                                    types.SimpleNamespace(localStorage=BrokenStorage())],
                         ids=["throws", "none", "reading-throws"])
def test_a_browser_that_refuses_storage_gets_memory_and_one_plain_notice(monkeypatch, window) -> None:
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=window))
    monkeypatch.setattr(sys, "platform", "emscripten")
    store = open_storage()
    assert isinstance(store.backend, MemoryBackend)
    assert store.notice == NOTHING_KEPT and "gone when you leave the page" in store.notice
    assert store.save("settings", {"speed": "fast"}) is None  # the visit goes on, kept in memory
    assert store.load("settings").data == {"speed": "fast"}


def test_storage_that_works_says_nothing(monkeypatch) -> None:
    window = types.SimpleNamespace(localStorage=FakeLocalStorage())
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=window))
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert open_storage().notice is None
    monkeypatch.setattr(sys, "platform", "linux")
    assert open_storage().notice is None


class JsNull:
    """pyodide's proxy of JavaScript's null (``pyodide.ffi.jsnull``) where it is not turned into None: truthy
    enough to be 'not None', and "null" as text."""

    def __str__(self) -> str:
        return "null"


class NullAnsweringStorage(FakeLocalStorage):
    def getItem(self, key: str) -> Any:  # noqa: N802
        return self.items.get(key, JsNull())


class EverythingStorage(FakeLocalStorage):
    """A medium that says every key holds something: the search for a free key must still end."""

    def getItem(self, key: str) -> str:  # noqa: N802
        return self.items.get(key, "null")


def test_a_missing_key_answered_by_javascripts_null_is_missing() -> None:
    local = NullAnsweringStorage()
    store = Storage(BrowserBackend(local))
    assert store.load("game") == Loaded(None, None)
    local.items["canasta.game"] = "garbage"
    problem = store.load("game").problem
    assert problem is not None and "set aside" in problem
    assert list(local.items) == [next(k for k in local.items if k.startswith("canasta.game.damaged-"))]
    assert store.save("game", POSITION) is None and store.load("game").data == POSITION


def test_a_medium_that_answers_every_key_ends_the_search_and_keeps_the_record(fixed_stamp: None) -> None:
    local = EverythingStorage()
    local.items["canasta.game"] = "garbage"
    store = Storage(BrowserBackend(local))
    problem = store.load("game").problem  # would loop forever if the search for a free key trusted the medium
    assert problem is not None and "nor set aside" in problem and "no free name" in problem
    assert local.items == {"canasta.game": "garbage"}  # nothing overwritten, nothing lost
    assert store.save("game", POSITION) is not None  # the damaged record is still not written over
    assert local.items == {"canasta.game": "garbage"}
