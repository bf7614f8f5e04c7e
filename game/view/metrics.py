"""How big things are on the screen the game has now: every screen lays itself out from this.

The game draws at the window's own pixels (nothing is scaled afterwards). Sizes in the code
are *units*: a unit is one pixel on a 1280 x 720 screen and grows or shrinks with the screen,
but never below 0.8 px, so that on the 800 x 480 display a button of 80 units is still 64 px
and a 16-unit text 13 px. A screen therefore always has at least 1000 x 600 units to fill
(800 x 480 at 0.8), and layouts are written to fit that and to spread out on larger ones.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

DESIGN = (1280, 720)   # the screen on which one unit is one pixel
SMALLEST = 0.8         # px per unit, at least (unless the window is smaller than 800 x 480)
ROOM = (1000, 600)     # units every layout must fit: 800 x 480 at the smallest scale
MIN_TEXT_PX = 13       # no word on screen is smaller than this
MIN_TARGET_PX = 64     # nor anything a finger taps
CORNER_PX = 40         # on a small touch screen nothing that acts lies this close to a bottom corner


def near_a_bottom_corner(rect: pygame.Rect, size: tuple[int, int], reach: int = CORNER_PX) -> bool:
    """True if some point of `rect` lies closer than `reach` px to a bottom corner of a screen this size.

    Hands holding or resting on a tablet-like screen lie on its bottom corners: a button there
    is pressed by accident."""
    w, h = size
    for corner_x in (0, w):
        x = min(max(corner_x, rect.left), rect.right)
        y = min(max(h, rect.top), rect.bottom)
        if (x - corner_x) ** 2 + (y - h) ** 2 < reach * reach:
            return True
    return False


@dataclass(frozen=True)
class Metrics:
    """The screen's size in pixels and how many pixels a unit is."""

    width: int
    height: int
    k: float

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> "Metrics":
        """The metrics of a screen of this many pixels."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        natural = min(w / DESIGN[0], h / DESIGN[1])
        # Never below 0.8 px a unit, unless even 1000 x 600 units would not fit then.
        k = max(natural, min(SMALLEST, w / ROOM[0], h / ROOM[1]))
        return cls(w, h, k)

    @property
    def size(self) -> tuple[int, int]:
        """The screen in pixels."""
        return (self.width, self.height)

    @property
    def units(self) -> tuple[float, float]:
        """The screen in units (at least 1000 x 600 on any screen of 800 x 480 or more)."""
        return (self.width / self.k, self.height / self.k)

    @property
    def compact(self) -> bool:
        """True on small screens (less than 680 units high), where layouts pack tighter."""
        return self.height / self.k < 680

    @property
    def corner(self) -> int:
        """Pixels kept clear of anything that acts at the bottom corners: on small (touch) screens only."""
        return CORNER_PX if self.compact else 0

    def px(self, units: float) -> int:
        """Units to whole pixels."""
        return round(units * self.k)

    def font(self, units: float) -> int:
        """A text size in pixels: scaled, never below MIN_TEXT_PX."""
        return max(MIN_TEXT_PX, round(units * self.k))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rectangle given in units, in pixels."""
        return pygame.Rect(round(x * self.k), round(y * self.k), round(w * self.k), round(h * self.k))

    def target(self, units: float = 80) -> int:
        """The pixel size of something tapped: `units` scaled, never below MIN_TARGET_PX."""
        return max(MIN_TARGET_PX, round(units * self.k))
