"""Draw web/pygbag/favicon.png, the browser tab icon of the pygbag page: two fanned cards, a card back and a heart.

    python web/pygbag/make_favicon.py            # rewrites web/pygbag/favicon.png (64 x 64, transparent)

Drawn four times larger and scaled down smoothly, so the edges are soft.  Needs pygame-ce only; runs headless.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZE = 64
SCALE = 4
OUT = Path(__file__).resolve().with_name("favicon.png")

PAPER = (250, 248, 240)
INK = (40, 40, 40)
RED = (200, 30, 45)
BACK = (25, 90, 160)


def draw():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    big = SIZE * SCALE
    art = pygame.Surface((big, big), pygame.SRCALPHA)

    def card(colour: tuple[int, int, int], angle: float, centre: tuple[int, int]) -> None:
        w, h = int(big * 0.56), int(big * 0.80)
        face = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(face, colour, face.get_rect(), border_radius=w // 7)
        pygame.draw.rect(face, INK, face.get_rect(), width=max(2, w // 28), border_radius=w // 7)
        if colour == PAPER:  # the front card: a heart in the middle
            cx, cy, r = w // 2, int(h * 0.46), w // 5
            pygame.draw.circle(face, RED, (cx - r + r // 8, cy), r)
            pygame.draw.circle(face, RED, (cx + r - r // 8, cy), r)
            pygame.draw.polygon(face, RED, [(cx - 2 * r + r // 8, cy + r // 3), (cx + 2 * r - r // 8, cy + r // 3),
                                            (cx, cy + int(2.3 * r))])
        turned = pygame.transform.rotate(face, angle)
        art.blit(turned, turned.get_rect(center=centre))

    card(BACK, 14, (int(big * 0.40), int(big * 0.50)))
    card(PAPER, -10, (int(big * 0.58), int(big * 0.50)))
    icon = pygame.transform.smoothscale(art, (SIZE, SIZE))
    pygame.image.save(icon, str(OUT))
    return OUT


if __name__ == "__main__":
    print(draw(), file=sys.stderr)
