"""What a city's name may not cover on a board picture (every car's slot, every city), as pygame masks.

A mask of cells (a pixel each on a small board, a few on a large one) answers the name search's
questions at C speed: does a plate fit here, where are the nearest places a plate of this size
fits (round the names placed too), does a leader line pass over a car's slot, how much of the
slots does a plate cover. A cell is taken if a slot or a city touches any of it, so what the
masks call clear is clear in exact geometry too.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Sequence

import pygame

from game.view.labels import CLEAR, Box, Point


@lru_cache(maxsize=64)
def _filled(size: tuple[int, int]) -> pygame.mask.Mask:
    """A mask with every bit set (kept: the search asks for the same few sizes again and again)."""
    return pygame.mask.Mask((max(1, size[0]), max(1, size[1])), fill=True)


class SlotMask:
    """The cars' slots and the cities of one board picture, for placing names (see labels.Taken)."""

    def __init__(self, size: tuple[int, int], slots: Sequence[Sequence[Point]], cities: Sequence[Box],
                 scale: float) -> None:
        self.size = size
        self.cell = c = max(1, round(scale * 2))
        cells = (-(-size[0] // c) + 1, -(-size[1] // c) + 1)
        canvas = pygame.Surface(cells, pygame.SRCALPHA)
        for slot in slots:
            points = [(x / c, y / c) for x, y in slot]
            pygame.draw.polygon(canvas, (0, 0, 0), points)
            pygame.draw.polygon(canvas, (0, 0, 0), points, 2)   # half a cell more all round: never a sliver less
        self.cars = pygame.mask.from_surface(canvas)
        self.cities = pygame.mask.Mask(cells)
        for left, top, right, bottom in cities:
            x0, y0 = math.floor(left / c) - 1, math.floor(top / c) - 1
            self.cities.draw(_filled((math.ceil(right / c) + 1 - x0, math.ceil(bottom / c) + 1 - y0)), (x0, y0))
        self.taken = self.cars.copy()
        self.taken.draw(self.cities, (0, 0))
        self._free: dict[tuple[int, int], pygame.mask.Mask] = {}
        self._last: tuple[tuple[bool, tuple[Box, ...]], pygame.mask.Mask] = ((True, ()), self.taken)

    def _cover(self, box: Box, grow: float = CLEAR) -> tuple[int, int, int, int]:
        """The cells a box grown by `grow` px touches: first column and row, and how many of each."""
        c = self.cell
        x0, y0 = math.floor((box[0] - grow) / c), math.floor((box[1] - grow) / c)
        return x0, y0, math.ceil((box[2] + grow) / c) - x0, math.ceil((box[3] + grow) / c) - y0

    def blocked(self, box: Box, cars: bool = True) -> bool:
        """True if a box, grown by CLEAR px, touches a city's cells (or a car slot's if `cars`) or leaves the
        picture."""
        if box[0] < 0 or box[1] < 0 or box[2] > self.size[0] or box[3] > self.size[1]:
            return True
        x0, y0, w, h = self._cover(box)
        return (self.taken if cars else self.cities).overlap(_filled((w, h)), (x0, y0)) is not None

    def covered(self, box: Box) -> float:
        """How much of a box grown by CLEAR px lies over the cars' slots (0 to 1)."""
        x0, y0, w, h = self._cover(box)
        return self.cars.overlap_area(_filled((w, h)), (x0, y0)) / (w * h)

    def crossed(self, a: Point, b: Point) -> bool:
        """True if the segment a-b passes over a car's slot (looked at every two cells: a slot is wider)."""
        c = self.cell
        steps = max(1, math.ceil(math.dist(a, b) / (2 * c)))
        w, h = self.cars.get_size()
        for i in range(steps + 1):
            x = int((a[0] + (b[0] - a[0]) * i / steps) // c)
            y = int((a[1] + (b[1] - a[1]) * i / steps) // c)
            if 0 <= x < w and 0 <= y < h and self.cars.get_at((x, y)):
                return True
        return False

    def _fits(self, width: int, height: int, taken: pygame.mask.Mask) -> pygame.mask.Mask:
        """The cells where a plate of this size may put its top left corner, given the taken cells."""
        _, _, nx, ny = self._cover((0, 0, width, height))
        grown = taken.copy()
        for axis, n in ((0, nx), (1, ny)):
            done = 1   # `grown` holds the taken cells within `done` cells to the right (below)
            while done < n:
                more = min(done, n - done)
                grown.draw(grown.copy(), (-more, 0) if axis == 0 else (0, -more))
                done += more
        # A plate whose corner is at cell (i, j) covers cells from (i - 1, j - 1) on; one at the
        # picture's first row or column would cover cells the mask does not hold, so none goes there.
        free = pygame.mask.Mask(grown.get_size())
        c = self.cell
        room = ((self.size[0] - width) // c, (self.size[1] - height) // c)
        if min(room) >= 1:
            free.draw(_filled(room), (1, 1))
            free.erase(grown, (1, 1))
        return free

    def _around(self, cars: bool, others: tuple[Box, ...]) -> pygame.mask.Mask:
        """The cells of the cities (and the cars' slots if `cars`) and of these plates (kept for the next question,
        often the same)."""
        if self._last[0] != (cars, others):
            taken = (self.taken if cars else self.cities).copy()
            for box in others:
                x0, y0, w, h = self._cover(box, 0)
                taken.draw(_filled((w, h)), (x0, y0))
            self._last = ((cars, others), taken)
        return self._last[1]

    def nearest(self, width: int, height: int, centre: Point, reach: float, count: int, cars: bool = True,
                others: tuple[Box, ...] = ()) -> list[tuple[int, int]]:
        """Up to `count` top left corners (px) where a plate of this size fits, clear of the cities (and the cars'
        slots if `cars`) and of the `others` plates, its centre within `reach` px of `centre`, nearest first (in
        squares round it), each half a plate's width or its height or more from the others."""
        if cars and not others:
            if (width, height) not in self._free:
                self._free[(width, height)] = self._fits(width, height, self.taken)
            fits = self._free[(width, height)]
        else:
            fits = self._fits(width, height, self._around(cars, others))
        c = self.cell
        r = max(1, math.ceil(reach / c))
        cx, cy = round((centre[0] - width / 2) / c), round((centre[1] - height / 2) / c)
        work = pygame.mask.Mask((2 * r + 1, 2 * r + 1))
        work.draw(fits, (r - cx, r - cy))
        gx, gy = max(1, round(width / (2 * c))), max(1, round(height / c))
        found: list[tuple[int, int]] = []
        low = 0
        while len(found) < count:
            if work.overlap(_filled((2 * r + 1, 2 * r + 1)), (0, 0)) is None:
                break
            hi = r
            while low < hi:   # the smallest square round the centre that holds a clear corner
                mid = (low + hi) // 2
                if work.overlap(_filled((2 * mid + 1, 2 * mid + 1)), (r - mid, r - mid)) is None:
                    low = mid + 1
                else:
                    hi = mid
            x, y = work.overlap(_filled((2 * low + 1, 2 * low + 1)), (r - low, r - low))
            found.append(((cx - r + x) * c, (cy - r + y) * c))
            work.erase(_filled((2 * gx + 1, 2 * gy + 1)), (x - gx, y - gy))
        return found
