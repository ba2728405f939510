"""The game's sounds: every file the code names is shipped, loads with pygame's mixer, is short (the ambience a
loop of 8 to 12 s), starts and ends on silence without clipping, and is what tools/make_sounds.py makes; the
player of them (game/ui/sound.py) applies volume and mute, keeps the ambience on its own channel, and with no
audio stays silent without raising or printing anything alarming."""

from __future__ import annotations

import importlib.util
import logging
import math
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest

from game.ui import sound as sound_module
from game.ui.sound import AMBIENCE, AMBIENCE_LEVEL, FILE_NAMES, SOUND_NAMES, Sounds

ROOT = Path(__file__).resolve().parents[2]
SOUNDS_DIR = ROOT / "game" / "assets" / "sounds"
STEP = 1 / 128  # SDL_mixer keeps volumes in 128 steps


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_sounds = load_tool()


@pytest.fixture(autouse=True, scope="module")
def dummy_audio() -> Iterator[None]:
    """Every test here plays into SDL's dummy audio driver: nothing reaches a speaker, whatever the machine."""
    before = os.environ.get("SDL_AUDIODRIVER")
    pygame.mixer.quit()
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    yield
    pygame.mixer.quit()
    if before is None:
        os.environ.pop("SDL_AUDIODRIVER", None)
    else:
        os.environ["SDL_AUDIODRIVER"] = before


@pytest.fixture
def sounds() -> Sounds:
    started = Sounds(volume=0.8)
    assert started.start(), "the dummy audio driver should open the mixer"
    return started


@pytest.fixture(scope="module")
def decoded() -> dict[str, Any]:
    """Every committed file as the mixer decodes it: 16-bit mono samples at the script's rate."""
    return {name: make_sounds.decode(SOUNDS_DIR / f"{name}.ogg") for name in FILE_NAMES}


# ---------------------------------------------------------------------------------------------- the files

def test_the_code_the_script_and_the_folder_name_the_same_sounds():
    on_disk = {path.stem for path in SOUNDS_DIR.glob("*.ogg")}
    assert set(FILE_NAMES) == set(make_sounds.SOUNDS) == on_disk
    assert AMBIENCE in FILE_NAMES and AMBIENCE not in SOUND_NAMES


def test_every_sound_loads_with_the_mixer_and_all_but_the_ambience_last_at_most_two_seconds():
    pygame.mixer.init()
    for name in FILE_NAMES:
        length = pygame.mixer.Sound(str(SOUNDS_DIR / f"{name}.ogg")).get_length()
        if name == AMBIENCE:
            assert 8.0 <= length <= 12.0, f"the ambience loop lasts {length:.2f} s"
        else:
            assert 0.1 <= length <= 2.0, f"{name} lasts {length:.2f} s"


def test_the_sounds_fit_in_the_web_bundle():
    total = sum(path.stat().st_size for path in SOUNDS_DIR.glob("*.ogg"))
    assert total <= 250_000, f"game/assets/sounds holds {total:,} bytes of OGG, over the 250,000 it may take"


def test_every_sound_starts_and_ends_on_silence_without_clipping_or_offset(decoded):
    for name, pcm in decoded.items():
        if name == AMBIENCE:
            continue
        assert abs(pcm[0]) <= 4 and abs(pcm[-1]) <= 4, f"{name} starts at {pcm[0]} and ends at {pcm[-1]}: a click"
        assert max(abs(s) for s in pcm) <= 0.9 * 32767, f"{name} peaks within 1 dB of full scale"
        assert abs(sum(pcm) / len(pcm)) <= 30, f"{name} carries a DC offset"


def test_the_ambience_is_quiet_and_loops_without_a_seam(decoded):
    pcm = decoded[AMBIENCE]
    steps = sorted(abs(pcm[i + 1] - pcm[i]) for i in range(len(pcm) - 1))
    assert abs(pcm[-1] - pcm[0]) <= steps[int(0.99 * len(steps))], "the jump from the last sample to the first"
    block = make_sounds.samples(0.1)
    end, start = make_sounds.block_rms_db(pcm[-block:], 0.1)[0], make_sounds.block_rms_db(pcm[:block], 0.1)[0]
    assert abs(end - start) <= 3.0, f"the loop's end ({end:.1f} dB) and start ({start:.1f} dB) differ in level"
    assert max(abs(s) for s in pcm) <= 0.25 * 32767, "the ambience stays well below the card sounds"
    assert abs(sum(pcm) / len(pcm)) <= 30


def test_the_committed_files_are_what_make_sounds_py_makes_now():
    problems = [problem for name in FILE_NAMES for problem in make_sounds.differences(name, SOUNDS_DIR)]
    assert problems == [], problems


def test_the_synthesis_repeats_exactly_and_leaves_the_global_random_alone():
    random.seed(5)
    expected = random.random()
    random.seed(5)
    first = make_sounds.synthesise("deal")
    assert random.random() == expected, "a recipe drew from the global random generator"
    make_sounds.synthesise("meld")  # another sound in between changes nothing: each has its own seed
    assert make_sounds.synthesise("deal") == first


# ---------------------------------------------------------------------------------------------- the player

def test_nothing_loads_before_start_and_start_loads_each_file_once(monkeypatch):
    made: list[str] = []
    real = pygame.mixer.Sound

    def counting(path: str) -> pygame.mixer.Sound:
        made.append(Path(path).stem)
        return real(path)

    monkeypatch.setattr(pygame.mixer, "Sound", counting)
    lazy = Sounds()
    assert made == [] and not lazy.started
    assert lazy.play("deal") is None
    assert lazy.start() and lazy.start()
    assert sorted(made) == sorted(FILE_NAMES)


def test_a_sound_plays_on_a_channel_and_only_known_names_are_played(sounds):
    assert sounds.play("discard") is not None
    with pytest.raises(ValueError, match="the sounds are shuffle, deal"):
        sounds.play("shufle")
    with pytest.raises(ValueError, match="sounds.ambience = True"):
        sounds.play(AMBIENCE)


def test_volume_and_mute_reach_the_mixer(sounds):
    sounds.volume = 0.5
    assert sounds.level("deal") == pytest.approx(0.5, abs=STEP)
    assert sounds.level(AMBIENCE) == pytest.approx(0.5 * AMBIENCE_LEVEL, abs=STEP)
    sounds.muted = True
    assert all(sounds.level(name) == 0.0 for name in FILE_NAMES)
    assert sounds.play("meld") is None
    sounds.muted = False
    assert sounds.level("canasta") == pytest.approx(0.5, abs=STEP)
    sounds.volume = 3
    assert sounds.volume == 1.0 and sounds.level("win") == pytest.approx(1.0, abs=STEP)
    sounds.volume = 0.0
    assert sounds.play("win") is None
    with pytest.raises(ValueError, match="from 0 to 1"):
        sounds.volume = float("nan")


def test_the_ambience_is_off_by_default_and_loops_on_its_own_channel(sounds):
    assert not sounds.ambience and not sounds.ambience_playing
    sounds.ambience = True
    assert sounds.ambience_playing
    loop = pygame.mixer.Channel(0).get_sound()
    assert loop is not None and loop.get_length() > 8.0
    channels = pygame.mixer.get_num_channels()
    played = [sounds.play("win") for _ in range(3 * channels)]  # more plays than channels, each 1.9 s long
    assert pygame.mixer.Channel(0).get_sound() is loop, "an effect took the ambience's channel"
    assert all(channel is not None for channel in played), "the newest sound gives way to none"
    assert played[-1] is played[-1 - (channels - 1)], "when all are busy, the oldest effect's channel is reused"
    sounds.muted = True
    assert not sounds.ambience_playing
    sounds.muted = False
    assert sounds.ambience_playing
    sounds.ambience = False
    assert not sounds.ambience_playing


def test_stop_silences_a_sound_that_is_playing(sounds):
    channel = sounds.play("shuffle")
    assert channel is not None and channel.get_busy()
    sounds.stop("shuffle")
    assert not channel.get_busy()
    with pytest.raises(ValueError):
        sounds.stop("shufle")


def test_a_missing_file_is_a_warning_and_the_other_sounds_still_play(tmp_path, caplog):
    for name in FILE_NAMES:
        if name != "meld":
            shutil.copy(SOUNDS_DIR / f"{name}.ogg", tmp_path)
    partial = Sounds(folder=tmp_path)
    with caplog.at_level(logging.INFO, logger=sound_module.__name__):
        assert partial.start()
    assert partial.play("meld") is None and partial.play("draw") is not None
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "meld.ogg" in warnings[0] and "tools/make_sounds.py" in warnings[0]


def test_with_no_audio_device_everything_is_silent_and_nothing_alarming_is_printed(monkeypatch, capfd, caplog):
    """The mixer cannot open (no sound card): start says so by returning False, every call after it is a quiet
    no-op, one INFO line is logged, and what the C library prints to stderr on its way down is hidden."""
    def no_device(*args: object, **kwargs: object) -> None:
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    silent = Sounds()
    with caplog.at_level(logging.DEBUG):
        assert silent.start() is False
        assert silent.start() is False
        assert all(silent.play(name) is None for name in SOUND_NAMES)
        silent.volume, silent.muted, silent.ambience = 0.3, True, True
        silent.muted = False
        silent.stop()
    assert not silent.audible and not silent.ambience_playing
    assert silent.level("deal") == 0.0
    out, err = capfd.readouterr()
    assert out == "" and err == "", (out, err)
    assert [(r.levelno, r.name) for r in caplog.records] == [(logging.INFO, sound_module.__name__)]
    assert "sound is off" in caplog.records[0].getMessage()


def test_a_fresh_process_whose_audio_will_not_open_plays_on_silently_and_prints_nothing():
    """No monkeypatching: SDL is asked for an audio driver that does not exist, as on a machine without one."""
    script = ("import pygame; pygame.display.init()\n"
              "from game.ui.sound import Sounds\n"
              "s = Sounds(); started = s.start(); s.ambience = True; s.volume = 0.5\n"
              "print(started, [s.play(n) for n in ('deal', 'win')], s.ambience_playing)\n")
    env = {**os.environ, "SDL_AUDIODRIVER": "no-such-driver", "SDL_VIDEODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout == "False [None, None] False\n" and done.stderr == "", (done.stdout, done.stderr)


def test_without_a_mixer_module_the_game_is_silent(monkeypatch, caplog):
    def missing(*args: object, **kwargs: object) -> None:
        raise NotImplementedError("mixer module not available")

    monkeypatch.setattr(pygame.mixer, "get_init", missing)
    with caplog.at_level(logging.INFO):
        assert Sounds().start() is False
    assert len(caplog.records) == 1 and caplog.records[0].levelno == logging.INFO


def test_every_sound_is_heard_over_the_ambience(decoded):
    """The loudest 50 ms of each sound sits at least 12 dB above the room as it plays (AMBIENCE_LEVEL of the
    volume), and no sound is more than 12 dB louder than another: none drowns, none startles."""
    room = make_sounds.block_rms_db(decoded[AMBIENCE], 0.05)
    room_level = sum(room) / len(room) + 20 * math.log10(AMBIENCE_LEVEL)
    loudest = {name: max(make_sounds.block_rms_db(decoded[name], 0.05)) for name in SOUND_NAMES}
    for name, level in loudest.items():
        assert level >= room_level + 12.0, f"{name} at {level:.1f} dB, the room at {room_level:.1f} dB"
    assert max(loudest.values()) - min(loudest.values()) <= 12.0, loudest
