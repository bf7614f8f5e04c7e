"""Shared helpers for the terrain grids: tile layouts, corner autotiling, geometry, noise.

Ground layers use corner-based autotiling: a grid of (rows+1) x (cols+1) corners is land (1)
or water (0), and each cell's tile id is its corner bits NW=1, NE=2, SW=4, SE=8, so ids 0..15
of every terrain tileset are the 16 transition tiles. Pure Python (no pygame).
"""
from __future__ import annotations

import math

from . import geo

TILE = 32
Grid = list[list[int]]
Layers = list[tuple[str, str, Grid]]

LAYOUTS: dict[str, tuple[tuple[str, int], ...]] = {
    "usa": (("ground", 16), ("wave", 2), ("mountain", 4), ("forest", 3), ("hill", 2),
            ("grass", 2), ("desert", 2)),
    "first_journey": (("ground", 16), ("wave", 2), ("mountain", 2), ("hill", 2), ("tree", 3),
                      ("flower", 2), ("cactus", 1)),
    "amsterdam": (("ground", 16), ("wave", 2), ("roof", 4), ("tree", 3), ("boat", 2)),
}


def tileset_file(game: str) -> str:
    """The terrain TSX file name of a game."""
    return f"{game}_terrain.tsx"


def tile_kinds(game: str) -> list[tuple[str, int]]:
    """(kind, variant) of every tile of a game's terrain tileset, in local id order."""
    return [(kind, v) for kind, n in LAYOUTS[game] for v in range(n)]


def tile_id(game: str, kind: str, variant: int = 0) -> int:
    """The local id of a terrain tile."""
    return tile_kinds(game).index((kind, variant))


def noise(i: int, j: int, salt: int) -> float:
    """A deterministic pseudo-random number in [0, 1) for a cell and a purpose."""
    h = (i * 374761393 + j * 668265263 + salt * 1442695041) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    h = ((h ^ (h >> 16)) * 2246822519) & 0xFFFFFFFF
    return ((h ^ (h >> 15)) & 0xFFFFFF) / float(0x1000000)


def inside(p: tuple[float, float], poly: geo.Poly) -> bool:
    """Point-in-polygon test (even-odd rule)."""
    x, y = p
    hit = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def dist_polyline(p: tuple[float, float], pts: geo.Poly) -> float:
    """Distance from a point to a polyline."""
    best = math.inf
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        dx, dy = x1 - x0, y1 - y0
        n = dx * dx + dy * dy
        t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / n))
        best = min(best, math.hypot(p[0] - x0 - t * dx, p[1] - y0 - t * dy))
    return best


def near_place(p: tuple[float, float], places: dict[str, tuple[float, float]], r: float) -> bool:
    """True if p lies within r pixels of any place."""
    return any(math.hypot(p[0] - x, p[1] - y) < r for x, y in places.values())


def clean_corners(corners: Grid, prefer: int = 1) -> None:
    """Flip lone corners, and join diagonal pinches on the `prefer` side, so shores stay smooth."""
    rows, cols = len(corners), len(corners[0])
    for i in range(rows - 1):
        for j in range(cols - 1):
            a, b = corners[i][j], corners[i][j + 1]
            c, d = corners[i + 1][j], corners[i + 1][j + 1]
            if a == d and b == c and a != b:
                if b != prefer:
                    corners[i][j + 1] = prefer
                else:
                    corners[i + 1][j] = prefer
    for i in range(1, rows - 1):
        for j in range(1, cols - 1):
            nb = corners[i - 1][j] + corners[i + 1][j] + corners[i][j - 1] + corners[i][j + 1]
            if nb in (0, 4) and corners[i][j] != nb // 4:
                corners[i][j] = nb // 4


def ground_ids(corners: Grid) -> Grid:
    """Cell tile ids (0..15) from corner bits NW=1, NE=2, SW=4, SE=8."""
    top, bottom = corners[:-1], corners[1:]
    return [[a[j] + 2 * a[j + 1] + 4 * b[j] + 8 * b[j + 1] for j in range(len(a) - 1)]
            for a, b in zip(top, bottom)]


def empty(cols: int, rows: int) -> Grid:
    """A grid of empty cells (-1)."""
    return [[-1] * cols for _ in range(rows)]


def waves(game: str, ground: Grid, places: dict[str, tuple[float, float]], p: float) -> Grid:
    """Sparse wave marks on open water, away from places."""
    rows, cols = len(ground), len(ground[0])
    out = empty(cols, rows)
    for i in range(1, rows - 1):
        for j in range(1, cols - 1):
            open_water = all(ground[i + di][j + dj] == 0 for di in (-1, 0, 1) for dj in (-1, 0, 1))
            centre = ((j + 0.5) * TILE, (i + 0.5) * TILE)
            if open_water and noise(i, j, 7) < p and not near_place(centre, places, 48):
                out[i][j] = tile_id(game, "wave", int(noise(i, j, 8) * 2))
    return out
