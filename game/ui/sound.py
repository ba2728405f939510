"""The game's sounds: loaded once when the mixer starts, played by name, and silent when there is no audio.

    sounds = Sounds(volume=0.8)   # cheap: touches neither the mixer nor the files
    sounds.start()                # once pygame.init() has run; in the browser after the first click or key
    sounds.play("discard")        # one of SOUND_NAMES; returns the Channel, or None when nothing plays
    sounds.volume = 0.5           # 0..1, for every sound; the ambience plays at AMBIENCE_LEVEL of it
    sounds.muted = True           # silences everything at once, the ambience too
    sounds.ambience = True        # the quiet table loop, on its own channel; off until asked for

Nothing ever raises for want of audio. With no sound card or no mixer module, ``start()`` returns False, every
call after it does nothing, and one INFO line of the ``logging`` module says why (not shown unless the app
turns logging on); under ``SDL_AUDIODRIVER=dummy`` (the tests, the screenshots) the mixer opens and plays into
nothing. While the mixer opens, what C libraries write straight to stderr (ALSA lists every device it could
not open) is hidden. A sound file that is missing or broken is a defect of the install: it logs a
WARNING naming the file and that sound stays silent.

The files are ``game/assets/sounds/<name>.ogg``, made by ``tools/make_sounds.py`` (mono, 22,050 Hz, Vorbis):
package data, found through ``importlib.resources`` as the fonts are (game/ui/drawing/assets.py).

The browser (pygbag): browsers let a page play sound only after the player's first click or tap. Our page
(web/pygbag/canasta.tmpl) waits for that click before it runs main.py, so ``start()`` at app start already
comes after it; the start stays lazy all the same, so that a caller may instead call ``start()`` on the first
click or key, and calling it again costs nothing. What pygbag 0.9 does with audio: pygame-ce's own
``pygame.mixer`` (SDL_mixer compiled to WebAssembly) plays the sounds, and ``pygame.mixer.Sound("x.ogg")``
decodes OGG Vorbis in every browser (MP3 is refused by pygbag's packer); its runtime sets
``pygame.mixer.pre_init(buffer=2048)`` and forces that buffer in ``mixer.init`` (smaller ones crackle on slow
machines), so we pass no mixer parameters and take its defaults. ``pygame.mixer.music`` is replaced there by
the browser's media player, and the optional ``pygame.mixer.SoundPatch()`` would do the same to ``Sound``
(losing channels and per-sound volume): we use neither. Build with ``--no_opt``, as the README does: without
it pygbag runs every OGG through ffmpeg (where ffmpeg is installed) to make its own copy.
"""

from __future__ import annotations

import logging
import math
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.resources import as_file
from importlib.resources.abc import Traversable

import pygame

from game.ui.drawing.assets import asset_path

SOUND_NAMES = ("shuffle", "deal", "draw", "take_pile", "meld", "discard", "canasta", "go_out", "refused", "win")
AMBIENCE = "ambience"
FILE_NAMES = (*SOUND_NAMES, AMBIENCE)
AMBIENCE_LEVEL = 0.35  # of the volume: the room stays behind the cards
AMBIENCE_FADE_MS = 1200
CHANNELS = 16  # a deal sends a card every few hundredths of a second: room for their tails to overlap

log = logging.getLogger(__name__)


class Sounds:
    """Every sound of the game, played through pygame's mixer once ``start()`` has opened it."""

    def __init__(self, volume: float = 0.8, muted: bool = False, folder: Traversable | None = None) -> None:
        self._folder = folder if folder is not None else asset_path("sounds")
        self._volume = _checked_volume(volume)
        self._muted = bool(muted)
        self._ambience_wanted = False
        self._ambience_on = False
        self._started = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._ambience_channel: pygame.mixer.Channel | None = None
        self._effect_channels: list[pygame.mixer.Channel] = []
        self._started_at: list[int] = []  # per effect channel, the number of the play that took it last
        self._plays = 0

    # ------------------------------------------------------------------------------------------ starting

    def start(self) -> bool:
        """Open the mixer (unless pygame.init already did) and load every sound once. True when sound can be
        heard; False, quietly, when there is no audio. Later calls return the same answer at no cost."""
        if self._started:
            return self.audible
        self._started = True
        if not _open_mixer():
            return False
        for name in FILE_NAMES:
            loaded = self._load(name)
            if loaded is not None:
                self._sounds[name] = loaded
        try:
            self._ambience_channel = pygame.mixer.Channel(0)  # reserved by _open_mixer
            self._effect_channels = [pygame.mixer.Channel(i) for i in range(1, pygame.mixer.get_num_channels())]
        except pygame.error as error:
            log.info("sound is off: %s", error)
            self._sounds.clear()
            return False
        self._started_at = [0] * len(self._effect_channels)
        self._apply_volume()
        return self.audible

    @property
    def started(self) -> bool:
        return self._started

    @property
    def audible(self) -> bool:
        """Whether the mixer is open and holds sounds (whatever the volume and mute)."""
        return bool(self._sounds)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        resource = self._folder / f"{name}.ogg"
        if not resource.is_file():
            log.warning("sound file %s is missing: reinstall the game (in a clone, rerun tools/make_sounds.py or "
                        "restore game/assets/sounds from the repository); the game goes on without that sound",
                        resource)
            return None
        try:
            with as_file(resource) as path:  # the file itself where the package is a folder
                return pygame.mixer.Sound(str(path))
        except pygame.error as error:
            log.warning("sound file %s could not be read (%s): rerun tools/make_sounds.py; the game goes on "
                        "without that sound", resource, error)
            return None

    # ------------------------------------------------------------------------------------------ playing

    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Play one of SOUND_NAMES from its start; overlapping plays mix, and when every channel is busy the
        sound that started longest ago gives way (the newest event is the one to hear). Returns the channel it
        plays on, or None when nothing plays (not started, no audio, muted, volume 0)."""
        if name not in SOUND_NAMES:
            if name == AMBIENCE:
                raise ValueError("the ambience loops on its own channel: set sounds.ambience = True instead")
            raise ValueError(f"no sound named {name!r}: the sounds are {', '.join(SOUND_NAMES)}")
        sound = self._sounds.get(name)
        if sound is None or self._muted or self._volume == 0.0 or not self._effect_channels:
            return None
        try:
            index = self._free_channel()
            channel = self._effect_channels[index]
            channel.play(sound)
        except pygame.error:  # the mixer was closed under us (pygame.quit)
            return None
        self._plays += 1
        self._started_at[index] = self._plays
        return channel

    def _free_channel(self) -> int:
        """An idle effect channel, or else the one whose sound started longest ago. Not Sound.play() nor
        pygame.mixer.find_channel(): the first gives up when every channel is busy, and the second may hand out
        the ambience's channel, which SDL_mixer's reservation does not guard there."""
        for index, channel in enumerate(self._effect_channels):
            if not channel.get_busy():
                return index
        return min(range(len(self._started_at)), key=self._started_at.__getitem__)

    def stop(self, name: str | None = None) -> None:
        """Stop one sound wherever it plays (a skipped deal's shuffle), or every sound but the ambience."""
        if name is not None and name not in SOUND_NAMES:
            raise ValueError(f"no sound named {name!r}: the sounds are {', '.join(SOUND_NAMES)}")
        for key in SOUND_NAMES if name is None else (name,):
            sound = self._sounds.get(key)
            if sound is not None:
                try:
                    sound.stop()
                except pygame.error:
                    pass

    # ------------------------------------------------------------------------------------------ settings

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _checked_volume(value)
        self._apply_volume()

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        self._apply_volume()

    @property
    def ambience(self) -> bool:
        """Whether the player wants the table ambience; it plays while the sound is started and not muted."""
        return self._ambience_wanted

    @ambience.setter
    def ambience(self, wanted: bool) -> None:
        self._ambience_wanted = bool(wanted)
        self._sync_ambience()

    @property
    def ambience_playing(self) -> bool:
        return self._ambience_on

    def level(self, name: str) -> float:
        """How loud ``name`` plays now, 0..1, as the mixer holds it: 0 when muted, silent or not loaded."""
        if name not in FILE_NAMES:
            raise ValueError(f"no sound named {name!r}: the sounds are {', '.join(FILE_NAMES)}")
        sound = self._sounds.get(name)
        if sound is None:
            return 0.0
        try:
            return float(sound.get_volume())
        except pygame.error:
            return 0.0

    def _apply_volume(self) -> None:
        effects = 0.0 if self._muted else self._volume
        for name, sound in self._sounds.items():
            try:
                sound.set_volume(effects * AMBIENCE_LEVEL if name == AMBIENCE else effects)
            except pygame.error:
                pass
        self._sync_ambience()

    def _sync_ambience(self) -> None:
        """Start or stop the loop so that it plays exactly when wanted and audible."""
        loop = self._sounds.get(AMBIENCE)
        channel = self._ambience_channel
        should = (self._ambience_wanted and not self._muted and self._volume > 0.0
                  and loop is not None and channel is not None)
        if should == self._ambience_on or channel is None:
            return
        try:
            if should and loop is not None:
                channel.play(loop, loops=-1, fade_ms=AMBIENCE_FADE_MS)
            else:
                channel.fadeout(AMBIENCE_FADE_MS // 2)
        except pygame.error:
            return
        self._ambience_on = should


def _checked_volume(value: float) -> float:
    """``value`` held to 0..1; a value that is not a number is a caller's bug, said as such."""
    number = float(value)
    if math.isnan(number):
        raise ValueError(f"volume must be a number from 0 to 1, got {value!r}")
    return min(1.0, max(0.0, number))


def _open_mixer() -> bool:
    """Open pygame's mixer with its defaults (or whatever pre_init set) and reserve channel 0 for the ambience.
    False, with one INFO line in the log, when there is no audio to open."""
    try:
        if pygame.mixer.get_init() is None:
            with _native_stderr_hidden():
                pygame.mixer.init()
        pygame.mixer.set_num_channels(CHANNELS)
        pygame.mixer.set_reserved(1)
        return True
    except (pygame.error, NotImplementedError, OSError) as error:  # NotImplementedError: no mixer module
        log.info("sound is off: %s", error)
        return False


@contextmanager
def _native_stderr_hidden() -> Iterator[None]:
    """Point the process's stderr (file descriptor 2) at the null device for the block: the C libraries behind
    SDL (ALSA, PulseAudio) print their failures there, which Python cannot catch. Python's errors still raise.
    Not in the browser, where there is no such descriptor to borrow."""
    if sys.platform == "emscripten":
        yield
        return
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)
