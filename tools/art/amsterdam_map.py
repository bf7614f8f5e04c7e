"""The Amsterdam board's background grid: the IJ, the canal ring, the Amstel, blocks and trees."""
from __future__ import annotations

import math

from .grids import (TILE, Grid, Layers, clean_corners, dist_polyline, empty, ground_ids, inside,
                    near_place, noise, tile_id, tileset_file, waves)

FRAME = (1536.0, 1152.0)
CENTRE = (800.0, 96.0)                  # the ring canals are half-ellipses around this point
RING = (432.0, 576.0, 720.0, 864.0)     # Singel, Herengracht, Keizersgracht, Prinsengracht
RING_Y = 1.1                            # vertical stretch of the ring ellipses

IJ = [(0, 0), (1536, 0), (1536, 300), (1196, 300), (1160, 236), (1000, 206), (968, 112),
      (640, 108), (590, 40), (300, 36), (0, 44)]

# (polyline, half width in px) in frame pixels.
WATERWAYS: list[tuple[list[tuple[float, float]], float]] = [
    ([(776, 90), (778, 250), (770, 420), (748, 530)], 16),                       # Damrak
    ([(732, 664), (760, 760), (810, 880), (876, 982), (960, 1000), (1080, 1010),
      (1180, 1020), (1244, 1030), (1290, 1066), (1310, 1160)], 22),              # Rokin, Amstel
]


def _ring_line(r: float) -> list[tuple[float, float]]:
    """One ring canal: a half-ellipse from the IJ in the west round to the IJ in the east."""
    cx, cy = CENTRE
    arc = [(cx + r * math.cos(math.radians(a)), cy + RING_Y * r * math.sin(math.radians(a)))
           for a in _frange(180.0, 0.0, -3.0)]
    return [(cx - r, 0.0)] + arc + [(cx + r, 0.0)]


def _frange(a: float, b: float, step: float) -> list[float]:
    """Evenly spaced values from a to b inclusive."""
    n = int(round((b - a) / step))
    return [a + (b - a) * k / n for k in range(n + 1)]


def _water(p: tuple[float, float]) -> bool:
    """True if a frame point lies on the IJ, the Damrak or the Amstel."""
    return inside(p, IJ) or any(dist_polyline(p, line) < w for line, w in WATERWAYS)


def _raster(line: list[tuple[float, float]], sx: float, sy: float) -> set[tuple[int, int]]:
    """The corners (row, col) of a one-corner-wide, 4-connected chain following a polyline."""
    chain: list[tuple[int, int]] = []
    for (x0, y0), (x1, y1) in zip(line, line[1:]):
        steps = max(1, int(math.hypot(x1 - x0, y1 - y0) / 4))
        for k in range(steps + 1):
            x, y = x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps
            cell = (round(y * sy / TILE), round(x * sx / TILE))
            if chain and cell == chain[-1]:
                continue
            if chain and cell[0] != chain[-1][0] and cell[1] != chain[-1][1]:
                options = [(chain[-1][0], cell[1]), (cell[0], chain[-1][1])]
                chain.append(min(options, key=lambda c: dist_polyline(
                    (c[1] * TILE / sx, c[0] * TILE / sy), line)))
            chain.append(cell)
    return set(chain)


def _is_street(i: int, j: int, p: tuple[float, float]) -> bool:
    """Streets between the blocks: radial across the canal belt, a grid elsewhere."""
    dx, dy = p[0] - CENTRE[0], (p[1] - CENTRE[1]) / RING_Y
    if RING[0] < math.hypot(dx, dy) < RING[-1] and dy > 0:
        return math.degrees(math.atan2(dy, dx)) % 12 < 3.2
    return i % 5 == 1 or j % 6 == 2


def amsterdam_layers(cols: int, rows: int, places: dict[str, tuple[float, float]]) -> Layers:
    """Ground (water and quays), blocks (roofs) and trees of the Amsterdam board."""
    sx, sy = cols * TILE / FRAME[0], rows * TILE / FRAME[1]
    canals: set[tuple[int, int]] = set()
    for line in (_ring_line(r) for r in RING):
        canals |= _raster(line, sx, sy)
    corners = [[0 if (i, j) in canals or _water((j * TILE / sx, i * TILE / sy)) else 1
                for j in range(cols + 1)] for i in range(rows + 1)]
    clean_corners(corners, prefer=0)
    ground = ground_ids(corners)
    blocks, trees = empty(cols, rows), empty(cols, rows)
    for i in range(rows):
        for j in range(cols):
            c = ((j + 0.5) * TILE, (i + 0.5) * TILE)
            if ground[i][j] != 15 or near_place(c, places, 46):
                continue
            quay = any(ground[i + di][j + dj] != 15 for di in (-1, 0, 1) for dj in (-1, 0, 1)
                       if 0 <= i + di < rows and 0 <= j + dj < cols)
            roll = noise(i, j, 11)
            if quay and roll < 0.24:
                trees[i][j] = tile_id("amsterdam", "tree", int(noise(i, j, 12) * 3))
            elif not _is_street(i, j, (c[0] / sx, c[1] / sy)):
                if roll < 0.04:
                    trees[i][j] = tile_id("amsterdam", "tree", int(noise(i, j, 12) * 3))
                else:
                    blocks[i][j] = tile_id("amsterdam", "roof", int(noise(i, j, 13) * 4))
    wave_grid = waves("amsterdam", ground, places, 0.1)
    _add_boats(wave_grid, ground, places)
    tsx = tileset_file("amsterdam")
    return [("ground", tsx, ground), ("water", tsx, wave_grid), ("blocks", tsx, blocks),
            ("trees", tsx, trees)]


def _add_boats(grid: Grid, ground: Grid, places: dict[str, tuple[float, float]]) -> None:
    """A few moored barges on the open IJ."""
    rows, cols = len(ground), len(ground[0])
    for i in range(rows):
        for j in range(1, cols - 1):
            c = ((j + 0.5) * TILE, (i + 0.5) * TILE)
            if (ground[i][j] == 0 and ground[i][j - 1] == 0 and ground[i][j + 1] == 0
                    and noise(i, j, 21) < 0.06 and not near_place(c, places, 64)):
                grid[i][j] = tile_id("amsterdam", "boat", int(noise(i, j, 22) * 2))
