"""A pytest plugin that records every refusal the engine raises while the tests run, for the translation tests.

    .venv/bin/python -m pytest tests/core tests/ai tests/ui -q -p tests.i18n.refusal_recorder

writes tests/i18n/refusals.json: for each refusal key the suite's illegal moves raised, up to three of its
parameter sets, as the engine gave them.  tests/i18n/test_catalogs.py reads German and Dutch sentences from
every one of them, and fails when the engine has a refusal key the file lacks (run the command again then).
Loaded only with ``-p``; the default run records nothing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core import REFUSALS, IllegalMove
from game.core.errors import Refusal, placeholders

CORPUS = Path(__file__).with_name("refusals.json")
KEEP = 3  # parameter sets per key: enough for a singular, a plural and a card list

_seen: dict[str, list[dict[str, Any]]] = {}
_real_illegal, _real_refusal = IllegalMove.__init__, Refusal.__init__


def _keep(key: str, params: dict[str, Any]) -> None:
    """Keep a whole refusal: a meld's shape is found without its cards, which the refusal raised adds."""
    if key not in REFUSALS or set(params) != {name.split(":")[0] for name in placeholders(REFUSALS[key])}:
        return
    kept = _seen.setdefault(key, [])
    if len(kept) < KEEP and params not in kept:
        kept.append(dict(params))


def _recording_illegal(self: IllegalMove, *args: Any, **kwargs: Any) -> None:
    _real_illegal(self, *args, **kwargs)
    _keep(self.key, self.params)


def _recording_refusal(self: Refusal, *args: Any, **kwargs: Any) -> None:
    """What a rule helper finds wrong: the move list turns moves down with these without raising."""
    _real_refusal(self, *args, **kwargs)
    _keep(self.key, self.params)


def pytest_configure(config: Any) -> None:
    IllegalMove.__init__ = _recording_illegal  # type: ignore[method-assign]
    Refusal.__init__ = _recording_refusal  # type: ignore[method-assign]


def pytest_unconfigure(config: Any) -> None:
    IllegalMove.__init__, Refusal.__init__ = _real_illegal, _real_refusal  # type: ignore[method-assign]
    found = {key: _seen[key] for key in sorted(_seen)}
    CORPUS.write_text(json.dumps(found, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\n{len(found)} of {len(REFUSALS)} refusal keys recorded in {CORPUS}")
