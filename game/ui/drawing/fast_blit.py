"""Surfaces that are blitted frame after frame, made once and kept cheap to blit.

A per-pixel-alpha blit is about 20 times slower in the browser (pygame-ce on WebAssembly has no SIMD) unless
the surface is RLE-accelerated: runs of clear pixels are then skipped and opaque ones copied.  An accelerated
surface is for blitting only: drawing into it or reading its pixels decodes and encodes it again.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


def accelerated(surface: pygame.Surface) -> pygame.Surface:
    """``surface``, RLE-accelerated from its next blit on (per-pixel alpha blits are 20x slower on WebAssembly
    without it)."""
    surface.set_alpha(255, pygame.RLEACCEL)
    return surface


class Kept:
    """The ``size`` surfaces most recently asked for, by key: each made once, then blitted every frame."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._kept: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        image = self._kept.get(key)
        if image is None:
            image = self._kept[key] = make()
            if len(self._kept) > self.size:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        return image

    def clear(self) -> None:
        self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)
