"""The browser check's parts that run without a browser (the default suite): the wheel's mends, pygame's
package for the page, the planner playing a whole hand by gestures on the desktop, and the reasons it skips."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from tests.browser import bundle
from tests.browser.desktop import MeteredHeadless
from tests.browser.planner import Planner


def a_zip(path: Path, files: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return path


def test_the_wheels_unreadable_signatures_are_mended_in_place(tmp_path: Path) -> None:
    so = b"\x00asm...(void **avalue)...(int x, void **code)...(void **avalue)\x00"
    source = a_zip(tmp_path / "in.whl", {"pygame_static.so": so, "METADATA": b"void **avalue)"})
    bundle.mend_wheel(source, tmp_path / "out.whl")
    with zipfile.ZipFile(tmp_path / "out.whl") as mended:
        fixed = mended.read("pygame_static.so")
        assert fixed == so.replace(b"void **avalue)", b"void* *avalue)").replace(b"void **code)", b"void* *code)")
        assert len(fixed) == len(so)  # every offset in the binary stays where it was
        assert mended.read("METADATA") == b"void **avalue)"  # only the module is touched


def test_pygames_package_for_the_page_holds_its_python_files_and_the_builds_base(tmp_path: Path) -> None:
    wheel = a_zip(tmp_path / "pygame.whl", {"pygame/__init__.py": b"# pygame", "pygame/base.cpython-313.so": b"",
                                           "pygame/freesansbold.ttf": b"font", "pygame/docs/x.py": b"",
                                           "pygame/tests/test_x.py": b"", "pygame_ce.dist-info/RECORD": b""})
    with zipfile.ZipFile(io.BytesIO(bundle.pygame_package(wheel))) as package:
        assert sorted(package.namelist()) == ["pygame/__init__.py", "pygame/base.py", "pygame/freesansbold.ttf"]
        compile(package.read("pygame/base.py"), "base.py", "exec")


def test_a_wheel_named_but_missing_is_a_reason_to_skip(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(bundle.WHEEL_ENV, str(tmp_path / "nothing.whl"))
    with pytest.raises(bundle.Unavailable, match="not a file"):
        bundle.pygbag_wheel()


def test_no_chromium_is_a_reason_to_skip(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CHROMIUM", raising=False)
    monkeypatch.setattr(bundle.shutil, "which", lambda name: None)
    with pytest.raises(bundle.Unavailable, match="apt-get install -y chromium"):
        bundle.chromium()


def test_the_planners_gestures_play_a_whole_hand_on_the_desktop() -> None:
    driver = MeteredHeadless()
    driver.new_game("classic-2p", "beginner")
    driver.until_dealt()
    planner = Planner(driver.app, level="normal")
    assert driver.play(planner) == "score"
    assert planner.gestures > 10
    labels = {label for label, _, _, _ in driver.app.meter.frames}
    assert {"deal", "table", "table, computer to play", "ScoreSheet"} <= labels
    table = planner.table
    assert table is not None
    driver.app.push(driver.app.open("win", table.match, table.view))  # as over a game's last sheet
    assert planner.situation() == "score"


def test_the_planners_taps_alone_play_a_whole_hand_in_a_phones_upright_window() -> None:
    """The phone scenario's player (no drag, no key) in a window of a phone held upright: every tap lands where
    the game lays the thing out, in whichever view its scene draws (the design fitted, or the portrait frame)."""
    driver = MeteredHeadless(size=(390, 844))
    assert driver.app.canvas.shape == "portrait"
    driver.new_game("classic-2p", "beginner")
    driver.until_dealt()
    planner = Planner(driver.app, level="normal", drags=False, keys=False)
    made: list[str] = []
    perform = driver.perform

    def tap_only(gesture: dict) -> None:
        made.append(gesture["do"])
        perform(gesture)

    driver.perform = tap_only  # type: ignore[method-assign]
    assert driver.play(planner) == "score"
    assert "click" in made and not {"drag", "key"} & set(made)
