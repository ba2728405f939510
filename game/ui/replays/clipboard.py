"""The clipboard, for share codes: the desktop's through pygame-ce, the browser's through the page.

    copy(text) -> bool          # on the clipboard (in the browser: handed to it); False where refused
    paste() -> str | None       # the text there; None where it cannot be read
    show(text, message) -> bool # the browser: the text in a field of the page's own, to select and copy

The desktop uses pygame-ce's clipboard (``pygame.scrap.put_text`` and ``get_text``, which need only the
display).  The browser (pygbag) writes with ``navigator.clipboard.writeText``, which exists only on secure
pages and may be refused; it reads nothing without asking, so pasting opens the page's own text prompt, where
the player pastes (Ctrl+V, or a long press) or types, and ``show`` offers a code the same way, selected, for
where writing was refused.  Whatever is refused, the dialogs show the code readable as well.  Tests put a
fake in place with ``use``.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.ui import screen


class Clipboard(Protocol):
    def copy(self, text: str) -> bool: ...

    def paste(self, prompt: str) -> str | None: ...

    def show(self, text: str, message: str) -> bool: ...


class DesktopClipboard:
    """pygame-ce's clipboard (SDL's): the system's, once a window is open."""

    def copy(self, text: str) -> bool:
        try:
            pygame.scrap.put_text(text)
        except (pygame.error, AttributeError, NotImplementedError):
            return False
        return True

    def paste(self, prompt: str) -> str | None:
        try:
            return pygame.scrap.get_text() or None
        except (pygame.error, AttributeError, NotImplementedError):
            return None

    def show(self, text: str, message: str) -> bool:
        return False  # the desktop has no field to lend: the dialog shows the code as text


class BrowserClipboard:
    """The page's clipboard and its text prompt (pygbag's ``platform.window``)."""

    def copy(self, text: str) -> bool:
        window = screen.page()
        try:
            window.navigator.clipboard.writeText(text)
        except Exception:  # no clipboard on a page that is not secure, or the browser refused: JS errors of all kinds
            return False
        return True

    def paste(self, prompt: str) -> str | None:
        window = screen.page()
        try:
            answer = window.prompt(prompt, "")
        except Exception:
            return None
        return str(answer) if answer else None

    def show(self, text: str, message: str) -> bool:
        window = screen.page()
        try:
            window.prompt(message, text)
        except Exception:
            return False
        return True


_chosen: list[Clipboard] = []


def use(clipboard: Clipboard | None) -> None:
    """Put ``clipboard`` in place (tests); None: the platform's own again."""
    _chosen[:] = [clipboard] if clipboard is not None else []


def current() -> Clipboard:
    if not _chosen:
        _chosen.append(BrowserClipboard() if screen.in_browser() else DesktopClipboard())
    return _chosen[0]


def copy(text: str) -> bool:
    return current().copy(text)


def paste(prompt: str = "") -> str | None:
    return current().paste(prompt)


def show(text: str, message: str) -> bool:
    return current().show(text, message)
