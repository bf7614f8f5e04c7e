"""Background tile grids for the three boards: terrain_layers() is what the map builder calls.

Pure Python (no pygame); see grids.py for the tile layouts and the corner autotiling.
"""
from __future__ import annotations

from . import geo
from .amsterdam_map import amsterdam_layers
from .grids import (LAYOUTS, TILE, Layers, clean_corners, dist_polyline, empty, ground_ids,
                    inside, near_place, noise, tile_id, tileset_file, waves)


def _scaled(poly: geo.Poly, sx: float, sy: float) -> geo.Poly:
    """A frame polygon scaled to the map size."""
    return [(x * sx, y * sy) for x, y in poly]


def _north_america(game: str, cols: int, rows: int,
                   places: dict[str, tuple[float, float]]) -> Layers:
    """Ground, waves and relief of the USA and First Journey boards."""
    kids = game == "first_journey"
    sx, sy = cols * TILE / geo.FRAME[0], rows * TILE / geo.FRAME[1]
    land = _scaled(geo.LAND, sx, sy)
    lake_names = ("superior", "michigan", "huron") if kids else tuple(geo.LAKES)
    lakes = [_scaled(geo.LAKES[n], sx, sy) for n in lake_names]
    corners = [[int(inside((j * TILE, i * TILE), land)
                    and not any(inside((j * TILE, i * TILE), lake) for lake in lakes))
                for j in range(cols + 1)] for i in range(rows + 1)]
    clean_corners(corners)
    for i in range(rows + 1):
        for j in range(cols + 1):
            if near_place((j * TILE, i * TILE), places, 48):
                corners[i][j] = 1
    ground = ground_ids(corners)
    relief = empty(cols, rows)
    keep_clear = 84 if kids else 56
    for i in range(rows):
        for j in range(cols):
            c = ((j + 0.5) * TILE, (i + 0.5) * TILE)
            if ground[i][j] == 15 and not near_place(c, places, keep_clear):
                kind = _relief_kind(kids, (c[0] / sx, c[1] / sy), noise(i, j, 1))
                if kind:
                    n = dict(LAYOUTS[game])[kind]
                    relief[i][j] = tile_id(game, kind, int(noise(i, j, 2) * n))
    tsx = tileset_file(game)
    wave_grid = waves(game, ground, places, 0.05 if kids else 0.07)
    return [("ground", tsx, ground), ("waves", tsx, wave_grid), ("relief", tsx, relief)]


def _relief_kind(kids: bool, p: tuple[float, float], roll: float) -> str | None:
    """Which decoration (if any) a land cell at frame point p gets."""
    rockies, rw = geo.ROCKIES
    d = dist_polyline(p, rockies)
    if d < rw:
        return "mountain" if roll < (0.4 if kids else 0.55) else None
    if d < rw + 34:
        return "hill" if roll < (0.2 if kids else 0.35) else None
    sierra, sw = geo.SIERRA
    if dist_polyline(p, sierra) < sw:
        return ("hill" if kids else "mountain") if roll < (0.3 if kids else 0.6) else None
    app, aw = geo.APPALACHIANS
    if dist_polyline(p, app) < aw:
        return "hill" if roll < (0.4 if kids else 0.6) else None
    for kind, poly, density in geo.ZONES:
        if inside(p, poly):
            if kids:
                kind = {"forest": "tree", "grass": "flower", "desert": "cactus"}[kind]
                density *= 0.4
            return kind if roll < density else None
    return None


def terrain_layers(game: str, cols: int, rows: int, places: dict[str, tuple[float, float]]
                   ) -> list[tuple[str, str, list[list[int]]]]:
    """Background layers, bottom to top: (name, TSX file, rows x cols local tile ids, -1 empty)."""
    if game == "amsterdam":
        return amsterdam_layers(cols, rows, places)
    if game in ("usa", "first_journey"):
        return _north_america(game, cols, rows, places)
    raise ValueError(f"unknown game {game!r}")
