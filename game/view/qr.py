"""QR codes as pictures: a seat's link drawn as crisp squares in the seat's colour, dark enough for a phone's camera.

segno makes the code (pure Python, no Pillow, kept up to date, and it hands over the exact matrix of
modules); here each module becomes a whole number of pixels, so no module is ever blurred or split,
with the quiet zone of four modules that scanners need all round.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.view.palette import PLAYER_COLORS, RGB
from game.view.surfaces import for_display

QUIET = 4              # modules of white all round: the standard's quiet zone
PAPER: RGB = (255, 255, 255)
DARKEST = 0.15         # relative luminance the dark modules stay under: at least 5:1 against white


def luminance(rgb: RGB) -> float:
    """The relative luminance of a colour (0 black, 1 white), as WCAG defines it."""
    def linear(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink(color: int) -> RGB:
    """The tone a seat's code is drawn in: its train colour darkened until a camera reads it as sharply as
    black on white (a black seat: plain black, since its own fill is barely lighter)."""
    name, fill, _, _ = PLAYER_COLORS[color % len(PLAYER_COLORS)]
    if name == "black":
        return (0, 0, 0)
    scale = 1.0
    tone = fill
    while luminance(tone) >= DARKEST:
        scale -= 0.02
        tone = (round(fill[0] * scale), round(fill[1] * scale), round(fill[2] * scale))
    return tone


@lru_cache(maxsize=32)
def matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The code's modules for this text, quiet zone included: True where a module is dark (segno is imported
    only when a code is first wanted: the game starts without it)."""
    import segno
    code = segno.make(text, error="m", micro=False)
    return tuple(tuple(bool(m) for m in row) for row in code.matrix_iter(border=QUIET))


@lru_cache(maxsize=32)
def qr_code(text: str, size: int, colour: RGB) -> pygame.Surface:
    """The code of `text`, at most `size` pixels square (whole pixels per module, at least one), its dark
    modules in `colour` on white. Cached: blit it, never draw on it."""
    grid = matrix(text)
    unit = max(1, size // len(grid))
    side = unit * len(grid)
    out = pygame.Surface((side, side))
    out.fill(PAPER)
    for y, row in enumerate(grid):
        x = 0
        while x < len(row):   # a run of dark modules in one rectangle: a few hundred fills for a whole code
            if row[x]:
                end = x
                while end < len(row) and row[end]:
                    end += 1
                out.fill(colour, (x * unit, y * unit, (end - x) * unit, unit))
                x = end
            else:
                x += 1
    return for_display(out)
