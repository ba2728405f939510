"""Subset the DejaVu Sans fonts the game ships in ``game/assets/fonts/``.

The browser build has no system fonts, so the game carries its own; the whole web bundle must stay
small (about 1.5 MB), and a full DejaVu Sans is ~750 KB. This script keeps only the characters the
game writes: Basic Latin, Latin-1 Supplement (German and other western European text), typographic
dashes, quotes, ellipsis and bullet, the multiplication sign, the arrows ← → ↑ ↓ and the card suits
♠ ♥ ♦ ♣ ♤ ♡ ♢ ♧. Hinting is kept, so small text stays sharp on desktop screens.

Rerun it (from the project root) after changing ``CODEPOINTS`` or updating the source fonts::

    .venv/bin/pip install fonttools      # a developer tool only, never a runtime dependency
    .venv/bin/python tools/subset_fonts.py
    # or, from other source fonts:  .venv/bin/python tools/subset_fonts.py --source /path/to/dejavu

Then commit the rewritten ``game/assets/fonts/DejaVuSans.ttf`` and ``game/assets/fonts/DejaVuSans-Bold.ttf``.
The licence travels beside them as ``game/assets/fonts/LICENSE-DejaVu.txt``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "game" / "assets" / "fonts"
DEFAULT_SOURCE = Path("/usr/share/fonts/truetype/dejavu")
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

# Ranges are inclusive. Each line says why the characters are needed.
CODEPOINTS: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # Basic Latin: all English text, digits, scores
    (0x00A0, 0x00FF),  # Latin-1 Supplement: ä ö ü ß é ç …, « », ×, ·, non-breaking space
    (0x2010, 0x2015),  # hyphens and dashes (– —) for ranges and asides
    (0x2018, 0x201F),  # curly quotes, including German „low“ quotes
    (0x2020, 0x2022),  # dagger, double dagger, bullet (footnotes and lists in the rules screen)
    (0x2026, 0x2026),  # ellipsis ("Thinking…")
    (0x2039, 0x203A),  # single guillemets ‹ ›
    (0x20AC, 0x20AC),  # euro sign, common in European text
    (0x2190, 0x2193),  # arrows ← ↑ → ↓ for keyboard help
    (0x2212, 0x2212),  # minus sign for negative scores
    (0x2660, 0x2667),  # card suits ♠ ♡ ♢ ♣ ♤ ♥ ♦ ♧
)


def wanted_codepoints() -> list[int]:
    """Every code point the subset keeps, in order."""
    return [cp for low, high in CODEPOINTS for cp in range(low, high + 1)]


def subset_options() -> subset.Options:
    """Options that shrink the font without harming how it renders."""
    options = subset.Options()
    options.hinting = True  # keep TrueType instructions: small sizes stay crisp on desktop
    options.layout_features = ["kern", "liga", "mark", "mkmk", "ccmp", "locl"]  # spacing and accents
    options.name_IDs = ["*"]  # keep copyright, trademark and licence records: the licence requires the notices
    options.notdef_outline = True  # a missing character shows as a box rather than nothing
    options.glyph_names = False  # names are not needed for rendering and cost space
    return options


def subset_font(source: Path, target: Path) -> None:
    """Write the subset of ``source`` to ``target``."""
    font = TTFont(source, recalcTimestamp=False)  # keep the source's date, so a rerun gives identical bytes
    subsetter = subset.Subsetter(options=subset_options())
    subsetter.populate(unicodes=wanted_codepoints())
    subsetter.subset(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(target)


def missing_characters(path: Path) -> list[str]:
    """The wanted characters the written font lacks (the source font may not hold them all)."""
    cmap = TTFont(path).getBestCmap()
    return [chr(cp) for cp in wanted_codepoints() if cp not in cmap]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="folder holding the full DejaVu fonts")
    args = parser.parse_args(argv)
    for name in FONT_FILES:
        source = args.source / name
        if not source.is_file():
            print(f"{source} not found: install the DejaVu fonts (Debian: fonts-dejavu-core) or pass --source")
            return 1
        target = OUT_DIR / name
        subset_font(source, target)
        size_kb = target.stat().st_size / 1024
        print(f"{target.relative_to(ROOT)}: {size_kb:.1f} KB")
        missing = missing_characters(target)
        if missing:
            print(f"  missing from the source font: {' '.join(missing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
