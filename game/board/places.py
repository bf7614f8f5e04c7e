"""Where a thing is on the map, in the words Tiled shows: its layer and the tile under it.

Tiled's status bar shows the tile under the mouse as "x, y" counted from 0 at the top left, so a
problem that says "tile 20, 21" can be found by pointing, and its layer by the Layers panel.
"""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from typing import Any

from game.board.limits import MAX_MAP_SIDE, finite, object_centre

Point = tuple[float, float]
FAR = 2 * MAX_MAP_SIDE   # pixels from the map's corner beyond which no tile is named


def tile_words(point: Point, tile: tuple[int, int]) -> str:
    """'tile 20, 21': the tile a map pixel lies on, or '' if the point is no ordinary number."""
    x, y = point
    if not (math.isfinite(x) and math.isfinite(y)) or max(abs(x), abs(y)) > FAR:
        return ""   # so far off that a tile number would not help finding it
    return f"tile {math.floor(x / tile[0])}, {math.floor(y / tile[1])}"


def place(what: str, layer: str, point: Point | None, tile: tuple[int, int]) -> str:
    """'city denver (layer cities, tile 20, 21)': a thing, its layer and where it is."""
    at = tile_words(point, tile) if point is not None else ""
    return f"{what} (layer {layer}, {at})" if at else f"{what} (layer {layer})"


def object_place(what: str, layer: str, obj: Any, tile: tuple[int, int]) -> str:
    """Where a Tiled object is: its centre's tile (a route line's: the tile halfway along it)."""
    if not finite(obj):
        return place(what, layer, None, tile)
    points = getattr(obj, "points", None)
    if points:
        a, b = points[(len(points) - 1) // 2], points[len(points) // 2]
        return place(what, layer, ((a.x + b.x) / 2, (a.y + b.y) / 2), tile)
    return place(what, layer, object_centre(obj), tile)


def text_objects(root: ET.Element) -> dict[int, tuple[str, int]]:
    """Object id -> (text, pixel size) of Tiled text objects, the names placed on the map (pytmx does not read them)."""
    out = {}
    for obj in root.iter("object"):
        text = obj.find("text")
        if text is not None and obj.get("id", "").isdigit():
            size = text.get("pixelsize", "16")
            out[int(obj.get("id"))] = (" ".join((text.text or "").split()),
                                       int(size) if size.isdigit() else 16)
    return out
