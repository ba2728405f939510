"""The web bundle's size, whole and by part (DESIGN.md section 6: the .apk at most 1.5 MB).

    python -m bench.web_bundle

Builds the bundle offline with the README's own pygbag command on a copy of the tree, as
tests/web/test_bundle.py does, and prints the .apk's size against its budget, then what each part of it
takes once compressed (code, fonts, catalogs, sounds, ...), largest first.
"""

from __future__ import annotations

import sys
import tempfile
import zipfile
from collections import Counter
from pathlib import Path

from tests.web.pygbag_build import APP, MAX_APK_BYTES, copy_tree, readme_command, run_pygbag


def part_of(name: str) -> str:
    """The part of the game a packed file belongs to: game/<package> or game/assets/<folder>, or the file itself."""
    parts = name.split("/")[1:]  # pygbag packs everything under assets/ (its own folder name, not ours)
    depth = 3 if parts[:2] == ["game", "assets"] else 2  # game/assets/fonts beside game/core
    return "/".join(parts[:depth]) if len(parts) > depth else parts[0]


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / APP
        copy_tree(tree)
        run_pygbag(tree, readme_command("--build"))
        apk = tree / "build" / "web" / f"{APP}.apk"
        packed: Counter[str] = Counter()
        with zipfile.ZipFile(apk) as z:
            for info in z.infolist():
                packed[part_of(info.filename)] += info.compress_size
        size = apk.stat().st_size
    print(f"{apk.name}: {size:,} bytes of {MAX_APK_BYTES:,} ({size / MAX_APK_BYTES:.0%} of the budget)")
    for part, compressed in packed.most_common():
        print(f"  {part:<24} {compressed:>9,} bytes compressed")
    return 0 if size <= MAX_APK_BYTES else 1


if __name__ == "__main__":
    sys.exit(main())
