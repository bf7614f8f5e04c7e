"""The map's background tile layers as plain data: where each tile's picture is, and the grids."""
from __future__ import annotations

from pathlib import Path

import pytmx

from game.rules.board import TileImage, TileLayer


def tile_layers(tiled: pytmx.TiledMap) -> tuple[tuple[TileImage, ...], tuple[TileLayer, ...]]:
    """The background tile layers as plain data: where each tile's picture is, and the grids."""
    index: dict[int, int] = {}
    images: list[TileImage] = []
    layers = []
    for layer in tiled.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        rows = []
        for row in layer.data:
            cells = []
            for gid in row:
                if gid and gid not in index and tiled.images[gid]:
                    path, (x, y, w, h), flags = tiled.images[gid]
                    index[gid] = len(images)
                    images.append(TileImage(str(Path(path).resolve()), x, y, w, h,
                                            bool(flags and flags.flipped_horizontally),
                                            bool(flags and flags.flipped_vertically),
                                            bool(flags and flags.flipped_diagonally)))
                cells.append(index.get(gid, -1))
            rows.append(tuple(cells))
        layers.append(TileLayer(layer.name, tuple(rows)))
    return tuple(images), tuple(layers)
