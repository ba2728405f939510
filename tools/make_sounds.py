"""Synthesise the game's sounds and encode them as OGG Vorbis into ``game/assets/sounds/``.

    .venv/bin/python tools/make_sounds.py            # write game/assets/sounds/<name>.ogg (needs oggenc)
    .venv/bin/python tools/make_sounds.py --wav DIR  # write the WAVs only, to listen or draw spectrograms
    .venv/bin/python tools/make_sounds.py --check    # exit 1 if a committed OGG is not what this script makes

Every sound is made here from noise and sine waves with the standard library only (math, random, array,
wave): card sounds are noise bursts shaped by envelopes and filters (a card snapping onto felt, sliding, a
stack squared up), the celebrations are soft bells. Each sound draws from its own ``random.Random`` seeded
with its name, so a run makes the same samples every time and changing one recipe leaves the others alone.
Mono, 22,050 Hz, 16 bit. ``oggenc`` comes from Debian's vorbis-tools (``apt-get install vorbis-tools``); its
fixed ``--serial`` keeps the OGG bytes the same for the same encoder version.

``--check`` decodes the committed files with pygame's mixer (dummy audio driver) and compares their length and
loudness envelope (RMS per 20 ms block) with a fresh synthesis: Vorbis is lossy and encoders differ between
versions, so the comparison allows a few dB, which a changed recipe or a stale file exceeds.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "game" / "assets" / "sounds"
RATE = 22050
QUALITY = 4  # oggenc -q for the short sounds: clean transients; each file is mostly Vorbis's ~4 KB of headers
AMBIENCE_QUALITY = 0  # the longest file, quiet noise: a low setting keeps the loop near 40 KB
SERIAL = 21  # oggenc --serial: the same bytes on every run of the same encoder
LEAD_IN = 0.015  # seconds of silence before each short sound (see finish)
ENVELOPE_BLOCK = 0.02  # seconds per RMS block in --check
ENVELOPE_TOLERANCE_DB = 3.0
ENVELOPE_FLOOR_DB = -45.0  # blocks quieter than this in the synthesis are not compared (codec noise floor)

Signal = list[float]


# ---------------------------------------------------------------------------------------------- building blocks

def samples(duration: float) -> int:
    return int(round(duration * RATE))


def silence(duration: float) -> Signal:
    return [0.0] * samples(duration)


def white(rng: random.Random, duration: float) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(samples(duration))]


def lowpass(x: Signal, cutoff: float) -> Signal:
    """One-pole low-pass: a gentle 6 dB/octave roll-off, as felt and air soften a sound."""
    a = math.exp(-2.0 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for s in x:
        y = (1.0 - a) * s + a * y
        out.append(y)
    return out


def highpass(x: Signal, cutoff: float) -> Signal:
    return [s - low for s, low in zip(x, lowpass(x, cutoff), strict=True)]


def bandpass(x: Signal, centre: float, q: float) -> Signal:
    """A two-pole band-pass (0 dB at the centre): the resonance that makes noise sound like paper or wood."""
    w = 2.0 * math.pi * centre / RATE
    alpha = math.sin(w) / (2.0 * q)
    a0 = 1.0 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for s in x:
        y = b0 * s + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, s, y1, y
        out.append(y)
    return out


def envelope(duration: float, attack: float, decay: float) -> Signal:
    """Rises over about ``attack`` seconds, then dies away with time constant ``decay``; the last tenth fades to
    exact silence, so a burst cut short never ends in a click."""
    return tail_faded([(1.0 - math.exp(-t / attack)) * math.exp(-t / decay)
                       for t in (i / RATE for i in range(samples(duration)))], 0.1)


def tail_faded(x: Signal, share: float) -> Signal:
    """``x`` with its last ``share`` brought down to zero along a raised cosine."""
    n = len(x)
    tail = max(1, int(n * share))
    return [s * (math.sin(0.5 * math.pi * (n - 1 - i) / tail) ** 2 if i >= n - tail else 1.0)
            for i, s in enumerate(x)]


def hump(duration: float, peak_at: float = 0.35) -> Signal:
    """A smooth rise and fall from silence to silence, highest at ``peak_at`` of the way: a card's slide."""
    n = samples(duration)
    split = max(1, int(n * peak_at))
    rise = [math.sin(0.5 * math.pi * i / split) ** 2 for i in range(split)]
    fall = [math.cos(0.5 * math.pi * i / (n - split)) ** 2 for i in range(n - split)]
    return rise + fall


def times(x: Signal, y: Signal) -> Signal:
    return [a * b for a, b in zip(x, y, strict=False)]


def mix(duration: float, parts: list[tuple[float, Signal, float]]) -> Signal:
    """Lay each (start in seconds, signal, gain) into a silence of ``duration``; what runs past its end is cut."""
    out = silence(duration)
    for start, signal, gain in parts:
        first = samples(start)
        for i, s in enumerate(signal[:max(0, len(out) - first)]):
            out[first + i] += gain * s
    return out


def peak(x: Signal) -> float:
    return max((abs(s) for s in x), default=0.0) or 1.0


def scaled(x: Signal, level: float = 1.0) -> Signal:
    """``x`` with its peak at ``level``."""
    gain = level / peak(x)
    return [s * gain for s in x]


def finish(x: Signal, peak_db: float, fade: float = 0.008) -> Signal:
    """Remove any DC, open and close on exact silence (no click at either end) and set the peak level.

    A lead of silence keeps the first transient out of Vorbis's first short block (256 samples): otherwise the
    codec smears it back onto the very first sample, and the decoded file starts with a click."""
    x = highpass(x, 25.0)
    n = len(x)
    lead, tail = samples(0.002), samples(fade)
    for i in range(lead):
        x[i] *= math.sin(0.5 * math.pi * i / lead) ** 2
    for i in range(tail):
        x[n - 1 - i] *= math.sin(0.5 * math.pi * i / tail) ** 2
    return silence(LEAD_IN) + scaled(x, 10 ** (peak_db / 20.0))


# ---------------------------------------------------------------------------------------------- card gestures

def snap(rng: random.Random, bright: float = 3200.0, decay: float = 0.012, body: float = 0.5) -> Signal:
    """A card landing flat on felt: a papery crack over the soft puff of air it pushes out."""
    duration = max(0.06, decay * 10.0)
    crack = times(bandpass(white(rng, duration), bright, 1.1), envelope(duration, 0.0004, decay))
    puff = times(lowpass(lowpass(white(rng, duration), 500.0), 700.0), envelope(duration, 0.0015, decay * 2.2))
    return [c + p for c, p in zip(scaled(crack), scaled(puff, body), strict=True)]


def slide(rng: random.Random, duration: float, centre: float = 2400.0, peak_at: float = 0.35) -> Signal:
    """A card brushing across felt: band-limited noise swelling and fading, roughened by a slow grain."""
    brush = bandpass(lowpass(white(rng, duration), 5000.0), centre, 0.6)
    grain = lowpass(white(rng, duration), 40.0)
    shaped = [b * (1.0 + g) for b, g in zip(brush, scaled(grain, 0.6), strict=True)]
    return scaled(times(shaped, hump(duration, peak_at)))


def thock(rng: random.Random, pitch: float = 170.0) -> Signal:
    """A stack of cards tapped square on the table: a dull, woody knock with little paper in it."""
    duration = 0.16
    knock = times(bandpass(white(rng, duration), 900.0, 1.6), envelope(duration, 0.0008, 0.018))
    boom = [math.sin(2 * math.pi * pitch * i / RATE) for i in range(samples(duration))]
    boom = times(boom, envelope(duration, 0.002, 0.022))
    return [k + 0.35 * b for k, b in zip(scaled(knock), boom, strict=True)]


def bell(freq: float, duration: float, decay: float, brightness: float = 0.3) -> Signal:
    """A soft mallet on a small bell: near-harmonic partials, the upper ones dying first."""
    partials = ((1.0, 1.0, decay), (2.0, 0.5 * brightness, decay * 0.45), (3.01, 0.25 * brightness, decay * 0.3),
                (4.2, 0.12 * brightness, decay * 0.2))
    out = []
    for i in range(samples(duration)):
        t = i / RATE
        onset = 1.0 - math.exp(-t / 0.0025)
        out.append(onset * sum(a * math.exp(-t / d) * math.sin(2 * math.pi * freq * r * t)
                               for r, a, d in partials if freq * r < RATE / 2.2))
    return tail_faded(out, 0.15)


NOTE = {"G5": 783.99, "C6": 1046.50, "E6": 1318.51, "G6": 1567.98, "C7": 2093.00, "E7": 2637.02}


# ---------------------------------------------------------------------------------------------- the sounds

def shuffle(rng: random.Random) -> Signal:
    """A riffle: two half-decks flutter into each other (about fifty edge clicks), a bridge, a squaring tap."""
    parts: list[tuple[float, Signal, float]] = []
    t = 0.03
    while t < 0.72:
        rate = 60.0 + 40.0 * math.sin(math.pi * t / 0.72)  # clicks per second: quicker mid-riffle
        tick = times(bandpass(white(rng, 0.02), rng.uniform(2800.0, 5200.0), 2.0), envelope(0.02, 0.0002, 0.003))
        parts.append((t, scaled(tick), rng.uniform(0.35, 1.0)))
        t += rng.uniform(0.7, 1.3) / rate
    parts.append((0.02, slide(rng, 0.72, 3400.0, 0.5), 0.18))  # the flutter's own rustle under the clicks
    parts.append((0.74, slide(rng, 0.26, 2000.0, 0.3), 0.45))  # the bridge: cards cascading together
    parts.append((1.02, thock(rng), 0.8))
    return finish(mix(1.25, parts), -4.0)


def deal(rng: random.Random) -> Signal:
    """One card sent across the felt and landing: short, so a whole deal can be heard card by card."""
    return finish(mix(0.2, [(0.0, slide(rng, 0.11, 2600.0, 0.3), 0.6), (0.095, snap(rng, 3400.0, 0.008), 0.7)]),
                  -6.0)


def draw(rng: random.Random) -> Signal:
    """A card lifted off the stock (a light tick) and slid into the hand."""
    return finish(mix(0.26, [(0.0, snap(rng, 4200.0, 0.004, 0.2), 0.5), (0.02, slide(rng, 0.2, 3000.0, 0.55), 0.8)]),
                  -6.0)


def take_pile(rng: random.Random) -> Signal:
    """A handful of cards swept up together: overlapping slides, then the heap gathered with a knock."""
    parts: list[tuple[float, Signal, float]] = []
    for _ in range(7):
        parts.append((rng.uniform(0.0, 0.22), slide(rng, rng.uniform(0.12, 0.24), rng.uniform(1700.0, 3200.0)),
                      rng.uniform(0.35, 0.6)))
    parts.append((0.40, thock(rng, 150.0), 0.7))
    return finish(mix(0.6, parts), -4.0)


def meld(rng: random.Random) -> Signal:
    """Cards laid down on the table one after another: three quick snaps, the last the firmest."""
    parts = [(0.075 * k + rng.uniform(-0.006, 0.006), snap(rng, rng.uniform(2800.0, 3600.0), 0.012), gain)
             for k, gain in enumerate((0.7, 0.85, 1.0))]
    return finish(mix(0.36, parts), -4.0)


def discard(rng: random.Random) -> Signal:
    """A card tossed onto the discard pile: a short slide and a clear snap."""
    return finish(mix(0.24, [(0.0, slide(rng, 0.09, 2400.0, 0.5), 0.5), (0.075, snap(rng, 3000.0, 0.014, 0.7), 1.0)]),
                  -4.0)


def canasta(rng: random.Random) -> Signal:
    """Seven cards squared into a canasta (two taps), crowned by a soft major chord played upwards."""
    parts: list[tuple[float, Signal, float]] = [(0.0, thock(rng, 180.0), 0.9), (0.09, thock(rng, 160.0), 0.7)]
    for k, name in enumerate(("C6", "E6", "G6", "C7")):
        parts.append((0.14 + 0.05 * k, bell(NOTE[name], 1.2, 0.3), 0.32 if name != "C7" else 0.2))
    return finish(mix(1.45, parts), -4.0, fade=0.1)


def go_out(rng: random.Random) -> Signal:
    """Going out: a last card snapped down and a bright run of bells up two octaves."""
    parts: list[tuple[float, Signal, float]] = [(0.0, snap(rng, 3400.0, 0.012), 0.7)]
    for k, name in enumerate(("G5", "C6", "E6", "G6", "C7", "E7")):
        parts.append((0.06 + 0.065 * k, bell(NOTE[name], 0.9, 0.25, brightness=0.6), 0.3))
    return finish(mix(1.3, parts), -4.0, fade=0.05)


def refused(rng: random.Random) -> Signal:
    """A move the rules refuse: one muted knock, low and soft, not an alarm."""
    duration = 0.22
    pitch = [140.0 + 60.0 * math.exp(-i / RATE / 0.02) for i in range(samples(duration))]  # drops like a knock
    phase, body = 0.0, []
    for f in pitch:
        phase += 2 * math.pi * f / RATE
        body.append(math.sin(phase))
    body = times(body, envelope(duration, 0.002, 0.035))
    # the wood's own "tok" around 550 Hz is what small speakers, which drop the low thud, still play
    wood = times(bandpass(white(rng, duration), 550.0, 4.0), envelope(duration, 0.001, 0.02))
    tap = times(lowpass(lowpass(white(rng, duration), 400.0), 400.0), envelope(duration, 0.001, 0.012))
    return finish([b + w + t for b, w, t in zip(body, scaled(wood, 0.6), scaled(tap, 0.4), strict=True)], -9.0,
                  fade=0.02)


def win(rng: random.Random) -> Signal:
    """Winning the game: a short rising motif on bells, cards flicked in time, landing on a held chord."""
    motif = ((0.0, "G5"), (0.11, "C6"), (0.22, "E6"), (0.33, "G6"), (0.55, "E6"))
    parts: list[tuple[float, Signal, float]] = [(t, bell(NOTE[n], 0.8, 0.18, 0.5), 0.3) for t, n in motif]
    for name in ("C6", "G6", "C7", "E7"):
        parts.append((0.68, bell(NOTE[name], 1.15, 0.35, 0.4), 0.22))
    for t in (0.0, 0.11, 0.22, 0.33):
        parts.append((t, snap(rng, 3600.0, 0.006, 0.2), 0.12))  # cards flicked in time with the notes
    return finish(mix(1.85, parts), -4.0, fade=0.08)


def ambience(rng: random.Random) -> Signal:
    """A quiet room around a card table, ten seconds that loop without a seam: a low room tone, the soft murmur
    of a room, a little air, and now and then a card touched somewhere far off."""
    length, overlap = 10.0, 1.0
    n, m = samples(length), samples(overlap)
    total = length + overlap
    tone = scaled(highpass(lowpass(lowpass(white(rng, total), 180.0), 400.0), 30.0))
    murmur = scaled(lowpass(bandpass(white(rng, total), 600.0, 0.5), 1500.0))
    air = scaled(highpass(lowpass(white(rng, total), 6000.0), 2500.0))
    # slow swells in whole cycles of the loop's length, so they too continue across the seam
    swell = [1.0 + 0.2 * math.sin(2 * math.pi * 2 * i / n) for i in range(n + m)]
    breath = [1.0 + 0.3 * math.sin(2 * math.pi * 3 * i / n + 1.0) for i in range(n + m)]
    bed = [sw * (0.8 * t + 0.1 * a) + br * 0.45 * mu
           for sw, br, t, mu, a in zip(swell, breath, tone, murmur, air, strict=True)]
    # the end overlaps the start with an equal-power cross-fade, so the last sample leads into the first
    looped = [bed[n + i] * math.cos(0.5 * math.pi * i / m) + bed[i] * math.sin(0.5 * math.pi * i / m)
              if i < m else bed[i] for i in range(n)]
    far = [(1.3, snap(rng, 2600.0, 0.01, 0.6)), (4.6, slide(rng, 0.18, 1800.0)), (7.9, snap(rng, 2400.0, 0.012))]
    for start, sound in far:
        first = samples(start)
        for i, s in enumerate(scaled(lowpass(sound, 2500.0), 0.8)):  # distance takes the edge off
            looped[(first + i) % n] += s  # wrapped round: an event near the end would go on at the start
    return scaled(looped, 10 ** (-14.0 / 20.0))  # no fades: the loop is continuous, it starts where it ends


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "shuffle": shuffle, "deal": deal, "draw": draw, "take_pile": take_pile, "meld": meld, "discard": discard,
    "canasta": canasta, "go_out": go_out, "refused": refused, "win": win, "ambience": ambience,
}


# ---------------------------------------------------------------------------------------------- output

def synthesise(name: str) -> array[int]:
    """The 16-bit samples of one sound, the same on every run."""
    if name not in SOUNDS:
        raise ValueError(f"no sound named {name!r}: the sounds are {', '.join(SOUNDS)}")
    signal = SOUNDS[name](random.Random(f"canasta-sound/{name}"))
    return array("h", (max(-32767, min(32767, round(s * 32767))) for s in signal))


def write_wav(path: Path, pcm: array[int]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes() if sys.byteorder == "little" else _swapped(pcm).tobytes())


def _swapped(pcm: array[int]) -> array[int]:
    copy = array("h", pcm)
    copy.byteswap()
    return copy


def encode(wav: Path, ogg: Path, quality: int) -> None:
    oggenc = shutil.which("oggenc")
    if oggenc is None:
        raise SystemExit("oggenc is missing: install vorbis-tools (apt-get install -y vorbis-tools) and rerun")
    subprocess.run([oggenc, "--quiet", "--quality", str(quality), "--serial", str(SERIAL), "--output", str(ogg),
                    str(wav)], check=True)


def make(names: list[str], out_dir: Path) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temp:
        for name in names:
            wav = Path(temp) / f"{name}.wav"
            write_wav(wav, synthesise(name))
            encode(wav, out_dir / f"{name}.ogg", AMBIENCE_QUALITY if name == "ambience" else QUALITY)
    report(names, out_dir)


def report(names: list[str], folder: Path) -> None:
    total = 0
    for name in names:
        size = (folder / f"{name}.ogg").stat().st_size
        total += size
        print(f"{name:10} {size:8,} bytes")
    print(f"{'total':10} {total:8,} bytes")


# ---------------------------------------------------------------------------------------------- --check

def block_rms_db(pcm: array[int], block: float = ENVELOPE_BLOCK) -> list[float]:
    """The loudness envelope: RMS of each block in dB below full scale."""
    size = samples(block)
    out = []
    for start in range(0, len(pcm) - size + 1, size):
        chunk = pcm[start:start + size]
        rms = math.sqrt(sum(s * s for s in chunk) / size) / 32767.0
        out.append(20.0 * math.log10(max(rms, 1e-6)))
    return out


def decode(path: Path) -> array[int]:
    """The samples of an OGG file as pygame's mixer decodes it, at this script's rate, mono."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    if pygame.mixer.get_init() != (RATE, -16, 1):
        pygame.mixer.quit()
        pygame.mixer.init(frequency=RATE, size=-16, channels=1, allowedchanges=0)
    pcm = array("h")
    pcm.frombytes(pygame.mixer.Sound(str(path)).get_raw())
    if sys.byteorder != "little":
        pcm.byteswap()
    return pcm


def differences(name: str, folder: Path = OUT_DIR) -> list[str]:
    """What differs between the committed ``name.ogg`` and a fresh synthesis; empty when they match."""
    path = folder / f"{name}.ogg"
    if not path.is_file():
        return [f"{path} is missing"]
    made, stored = synthesise(name), decode(path)
    if abs(len(made) - len(stored)) > samples(0.005):
        return [f"{name}: {len(stored)} samples in the file, {len(made)} synthesised"]
    problems = []
    for k, (want, got) in enumerate(zip(block_rms_db(made), block_rms_db(stored), strict=False)):
        if want > ENVELOPE_FLOOR_DB and abs(want - got) > ENVELOPE_TOLERANCE_DB:
            problems.append(f"{name}: at {k * ENVELOPE_BLOCK:.2f} s the file is {got:.1f} dB, the synthesis "
                            f"{want:.1f} dB")
    return problems[:5]


def check(names: list[str], folder: Path = OUT_DIR) -> int:
    problems = [p for name in names for p in differences(name, folder)]
    extra = sorted(p.name for p in folder.glob("*.ogg") if p.stem not in SOUNDS)
    problems += [f"{folder / e} is no sound this script makes" for e in extra]
    for problem in problems:
        print(problem)
    if problems:
        print("rerun .venv/bin/python tools/make_sounds.py and commit game/assets/sounds/")
        return 1
    report(names, folder)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help=f"sounds to make (default: all of {', '.join(SOUNDS)})")
    parser.add_argument("--wav", type=Path, metavar="DIR", help="write WAV files into DIR instead of OGG")
    parser.add_argument("--check", action="store_true", help="compare the committed OGG files with a synthesis")
    args = parser.parse_args(argv)
    names = args.names or list(SOUNDS)
    for name in names:
        if name not in SOUNDS:
            parser.error(f"no sound named {name!r}: the sounds are {', '.join(SOUNDS)}")
    if args.check:
        return check(names)
    if args.wav:
        args.wav.mkdir(parents=True, exist_ok=True)
        for name in names:
            write_wav(args.wav / f"{name}.wav", synthesise(name))
        return 0
    make(names, OUT_DIR)
    return 0


if __name__ == "__main__":
    sys.exit(main())
