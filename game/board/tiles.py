"""The map's background as plain data: its tile layers and image layers, bottom to top, as Tiled draws them.

pytmx lists a map's layers kind by kind (every tile layer, then every image layer), so the order among
them is taken from the map itself, groups followed as Tiled follows them: a layer in a hidden group is
hidden, and a group's offset, opacity and tint apply to the image layers inside it. pytmx never sees
the image layers (game/board/sources.py reads their pictures, with their checks, and hands pytmx the
map without them); tile layers are drawn on the map's grid, as before (their offsets are not used).
"""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytmx

from game.board.limits import MAX_MAP_SIDE
from game.board.sources import layer_picture_path
from game.rules.board import ImageLayer, TileImage, TileLayer


@dataclass(frozen=True)
class _Frame:
    """What the groups around a layer add to it: offset, opacity and tint."""

    x: float = 0.0
    y: float = 0.0
    opacity: float = 1.0
    tint: tuple[int, int, int, int] | None = None


def tile_layers(tiled: pytmx.TiledMap, root: ET.Element,
                tmx: Path) -> tuple[tuple[TileImage, ...], tuple[TileLayer | ImageLayer, ...]]:
    """The tile pictures, and the visible tile and image layers bottom to top (image layers without a picture
    are left out, as Tiled draws nothing for them)."""
    index: dict[int, int] = {}
    images: list[TileImage] = []
    grids = iter([layer for layer in tiled.layers if isinstance(layer, pytmx.TiledTileLayer)])
    layers: list[TileLayer | ImageLayer] = []
    for element, frame in _walk(root, _Frame()):
        if element.tag == "layer":
            grid = next(grids)
            if frame is not None:
                layers.append(TileLayer(grid.name, tuple(tuple(_cell(tiled, gid, index, images) for gid in row)
                                                         for row in grid.data)))
        elif frame is not None:
            path = layer_picture_path(tmx, element)
            if path is not None:
                layers.append(_image_layer(element, frame, str(path)))
    return tuple(images), tuple(layers)


def _walk(parent: ET.Element, frame: _Frame | None) -> Iterator[tuple[ET.Element, _Frame | None]]:
    """Each tile and image layer in the map's order, with its groups' frame, or None where it is hidden."""
    for element in parent:
        shown = frame if frame is not None and element.get("visible", "1").strip() != "0" else None
        if element.tag == "group":
            yield from _walk(element, None if shown is None else _within(shown, element))
        elif element.tag in ("layer", "imagelayer"):
            yield element, shown


def _within(frame: _Frame, element: ET.Element) -> _Frame:
    """The frame of a group or layer inside `frame`: offsets added, opacities and tints multiplied."""
    x, y = _offset(element)
    return _Frame(frame.x + x, frame.y + y, frame.opacity * _number(element.get("opacity"), 1.0, 0.0, 1.0),
                  _tint(frame.tint, _colour(element.get("tintcolor"))))


def _image_layer(element: ET.Element, frame: _Frame, path: str) -> ImageLayer:
    """One image layer where Tiled draws it: its offsets (and the `x`, `y` of maps older than Tiled 0.15)."""
    own = _within(frame, element)
    old_x = _number(element.get("x"), 0.0, -MAX_MAP_SIDE, MAX_MAP_SIDE)
    old_y = _number(element.get("y"), 0.0, -MAX_MAP_SIDE, MAX_MAP_SIDE)
    image = element.find("image")
    trans = _colour(image.get("trans") if image is not None else None)
    return ImageLayer(element.get("name") or "", path, _bounded(own.x + old_x), _bounded(own.y + old_y),
                      own.opacity, element.get("repeatx") == "1", element.get("repeaty") == "1", own.tint,
                      None if trans is None else trans[:3])


def _offset(element: ET.Element) -> tuple[float, float]:
    """A layer's or group's offset in map pixels."""
    return tuple(_number(element.get(key), 0.0, -MAX_MAP_SIDE, MAX_MAP_SIDE)   # type: ignore[return-value]
                 for key in ("offsetx", "offsety"))


def _bounded(value: float) -> float:
    """An offset within the map's largest side either way (further, nothing of the picture is seen)."""
    return max(-MAX_MAP_SIDE, min(MAX_MAP_SIDE, value))


def _number(text: str | None, default: float, lo: float, hi: float) -> float:
    """A number Tiled wrote, kept within lo and hi; the default if it is not an ordinary number."""
    try:
        value = float(text) if text is not None and len(text) < 32 else default
    except ValueError:
        return default
    return max(lo, min(hi, value)) if math.isfinite(value) else default


def _colour(text: str | None) -> tuple[int, int, int, int] | None:
    """A colour as Tiled writes it (#AARRGGBB, #RRGGBB, or RRGGBB for a transparent colour), or None."""
    digits = (text or "").strip().lstrip("#")
    if len(digits) not in (6, 8) or any(c not in "0123456789abcdefABCDEF" for c in digits):
        return None
    alpha, rgb = (int(digits[:2], 16), digits[2:]) if len(digits) == 8 else (255, digits)
    return int(rgb[0:2], 16), int(rgb[2:4], 16), int(rgb[4:6], 16), alpha


def _tint(outer: tuple[int, int, int, int] | None,
          inner: tuple[int, int, int, int] | None) -> tuple[int, int, int, int] | None:
    """Two tints, one inside the other, multiplied as Tiled does."""
    if outer is None or inner is None:
        return outer or inner
    return tuple(round(a * b / 255) for a, b in zip(outer, inner))   # type: ignore[return-value]


def _cell(tiled: pytmx.TiledMap, gid: int, index: dict[int, int], images: list[TileImage]) -> int:
    """The index of a cell's tile picture among the board's tile pictures (-1 for an empty cell)."""
    if gid and gid not in index and tiled.images[gid]:
        path, (x, y, w, h), flags = tiled.images[gid]
        index[gid] = len(images)
        images.append(TileImage(str(Path(path).resolve()), x, y, w, h,
                                bool(flags and flags.flipped_horizontally),
                                bool(flags and flags.flipped_vertically),
                                bool(flags and flags.flipped_diagonally)))
    return index.get(gid, -1)
