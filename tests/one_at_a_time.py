"""Work on the shared tree that two test processes must not do at once (pytest-xdist runs one per CPU).

`npm ci --prefix web` deletes web/node_modules before it fills it: two at once delete each other's files
(ENOTEMPTY). The first test that needs web/node_modules installs it under this lock; the others wait, then
find it there.
"""

from __future__ import annotations

import hashlib
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@contextmanager
def one_at_a_time(name: str) -> Iterator[None]:
    """Hold the lock called ``name`` for this checkout (a file in the temporary folder) while the block runs."""
    tag = hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]
    path = Path(tempfile.gettempdir()) / f"canasta-{tag}-{name}.lock"
    with open(path, "w") as handle:
        try:
            import fcntl
        except ImportError:  # Windows: no fcntl; run the suite there with -n 0 if web/node_modules is missing
            yield
            return
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
