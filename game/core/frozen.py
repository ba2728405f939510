"""Frozen values made by the thousand, without the cost of freezing them.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, a generic call per field that
costs more than the rest of making the value.  The engine makes its moves and events by the thousand (a fresh
process meets thousands of new groups), so for the commonest it sets the fields straight through their slots:
the same value, equal and hashed alike, made in about half the time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")


def maker(cls: type[T]) -> Callable[..., T]:
    """A function that makes a ``cls`` from all its fields, in order, as ``cls(...)`` would: for a frozen
    dataclass with slots, no ``__post_init__`` and no field that needs its default made."""
    if not is_dataclass(cls) or "__slots__" not in cls.__dict__ or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} is not a slotted dataclass without __post_init__")
    names = [f.name for f in fields(cls)]
    if any(f.default_factory is not MISSING for f in fields(cls)):
        raise TypeError(f"{cls.__name__} has a field whose default is made: give it to {cls.__name__}() instead")
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    scope.update({f"_set_{name}": cls.__dict__[name].__set__ for name in names})
    body = "".join(f"    _set_{name}(value, {name})\n" for name in names)
    exec(f"def make_{cls.__name__}({', '.join(names)}):\n    value = _new(_cls)\n{body}    return value\n", scope)
    made: Callable[..., T] = scope[f"make_{cls.__name__}"]
    return made
