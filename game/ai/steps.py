"""Work done in steps: a generator that yields between steps and returns its result."""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")


def finish(steps: Generator[None, None, T]) -> T:
    """Run every step at once and return the result (for callers that need not keep a frame rate)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            result: T = done.value  # StopIteration.value is typed Any; a Generator[None, None, T] returns a T
            return result
