"""A board from the cache is believed only as far as a fresh read of its files would be.

The cache (game/board/cache.py) is the game's own folder, but a file there may still be damaged or
made by hand. Before a cached board is used it must have the shapes the loader gives (types, counts
and word lengths within the limits of docs/maps.md), ordinary numbers on the map, routes and
tickets between its own cities, tile numbers that point at its tile pictures, pictures that are the
very files the cache key read (inside the board's folder or assets/, same content) with every tile
inside its picture, image layers whose pictures are such files and whose numbers a read gives, and
rules the engine builds and that fit its routes. Anything else: read afresh.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from game.board.counts import (MAX_ID_CHARS, MAX_LABEL_CHARS, MAX_LAYERS, MAX_OF_CLASS, MAX_TICKETS,
                               MAX_TILESETS, MAX_TITLE_CHARS, MAX_VALUE_CHARS)
from game.board.limits import COASTS, LABEL_SIZES, MARGIN, MAX_MAP_SIDE, MAX_ROUTE_LENGTH, TILE_SIDES
from game.board.playable import check_fit
from game.board.settings import check_settings
from game.board.sources import MAX_TILES, Sources
from game.board.tickets import unjoined_tickets, unreached_cities
from game.rules.board import Board, City, ImageLayer, Rect, Route, Space, TileLayer, thaw

_ERRORS = (TypeError, ValueError, AttributeError, KeyError, OverflowError, RecursionError)


def trusted(board: Board, sources: Sources) -> bool:
    """True if a fresh read of these files could have given this board (in shape, limits, pictures and rules)."""
    try:
        return _sizes(board) and _places(board) and _tiles(board, sources) and _rules(board, sources)
    except _ERRORS:
        return False


def _text(value: Any, most: int) -> bool:
    """A non-empty string of at most `most` characters."""
    return isinstance(value, str) and 0 < len(value) <= most


def _whole(value: Any, lo: int, hi: int) -> bool:
    """A whole number (not a truth value) from lo to hi."""
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def _number(value: Any, lo: float, hi: float) -> bool:
    """An ordinary number (not a truth value, nan or inf) from lo to hi."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and lo <= value <= hi


def _sizes(board: Board) -> bool:
    """The board's words and numbers are of the loader's types and within the limits."""
    return (_text(board.game, MAX_VALUE_CHARS) and isinstance(board.title, str) and len(board.title) <= MAX_TITLE_CHARS
            and all(_whole(n, 1, MAX_MAP_SIDE) for n in (board.width, board.height))
            and all(_whole(n, *TILE_SIDES) for n in (board.tile_width, board.tile_height))
            and len(board.cities) <= MAX_OF_CLASS["city"] and len(board.routes) <= MAX_OF_CLASS["route"]
            and board.space_count <= MAX_OF_CLASS["space"] and len(board.tickets) <= MAX_TICKETS
            and len(board.layers) <= MAX_LAYERS and len(board.tile_images) <= MAX_TILES * MAX_TILESETS)


def _places(board: Board) -> bool:
    """Cities, routes and tickets: ordinary numbers on the map, every link to something on the board."""
    w, h = board.width, board.height
    cities = {c.id for c in board.cities}
    routes = {r.id for r in board.routes}
    return (len(cities) == len(board.cities) and len(routes) == len(board.routes)
            and all(isinstance(c, City) and _city(c, w, h) for c in board.cities)
            and all(isinstance(r, Route) and _route(r, cities, routes, w, h) for r in board.routes)
            and all(_text(t.id, MAX_ID_CHARS) and t.a in cities and t.b in cities and t.a != t.b
                    and _whole(t.points, 0, 10**6) for t in board.tickets))


def _on_map(x: Any, y: Any, w: int, h: int) -> bool:
    """A point on the map or at most MARGIN pixels beyond its edge."""
    return _number(x, -MARGIN, w + MARGIN) and _number(y, -MARGIN, h + MARGIN)


def _city(c: City, w: int, h: int) -> bool:
    """One city as the loader makes it."""
    label = c.label
    return (_text(c.id, MAX_ID_CHARS) and _text(c.name, MAX_LABEL_CHARS) and _on_map(c.x, c.y, w, h)
            and _number(c.radius, 0, max(w, h)) and _whole(c.label_size, *LABEL_SIZES)
            and c.coast in (None, *COASTS) and (c.icon is None or _text(c.icon, MAX_VALUE_CHARS))
            and isinstance(label, Rect) and _number(label.w, 0, w) and _number(label.h, 0, h)
            and _on_map(label.x + label.w / 2, label.y + label.h / 2, w, h))


def _route(r: Route, cities: set[str], routes: set[str], w: int, h: int) -> bool:
    """One route and its spaces as the loader makes them."""
    return (_text(r.id, MAX_ID_CHARS) and r.a in cities and r.b in cities and r.a != r.b
            and _whole(r.length, 1, MAX_ROUTE_LENGTH) and _text(r.color, MAX_VALUE_CHARS)
            and (r.twin is None or r.twin in routes) and (r.cart is None or _text(r.cart, MAX_VALUE_CHARS))
            and isinstance(r.spaces, tuple) and len(r.spaces) == r.length
            and all(isinstance(s, Space) and _on_map(s.x, s.y, w, h) and _number(s.width, 0, w)
                    and _number(s.height, 0, h) and _number(s.angle, 0, 360) for s in r.spaces))


def _tiles(board: Board, sources: Sources) -> bool:
    """Tile pictures are the files the key read, each tile inside its picture; every cell points at one."""
    for tile in board.tile_images:
        picture = sources.pictures.get(Path(tile.path)) if isinstance(tile.path, str) else None
        if picture is None or not all(isinstance(f, bool) for f in (tile.flip_x, tile.flip_y, tile.flip_diagonal)):
            return False
        if not (_whole(tile.w, *TILE_SIDES) and _whole(tile.h, *TILE_SIDES) and _whole(tile.x, 0, picture.width - tile.w)
                and _whole(tile.y, 0, picture.height - tile.h)):
            return False
    rows, columns, last = board.height // board.tile_height, board.width // board.tile_width, len(board.tile_images) - 1
    return all(_image_layer(layer, sources) if isinstance(layer, ImageLayer) else
               isinstance(layer, TileLayer) and _text(layer.name, MAX_VALUE_CHARS) and len(layer.rows) == rows
               and all(len(row) == columns and all(type(i) is int for i in row) and -1 <= min(row) <= max(row) <= last
                       for row in layer.rows) for layer in board.layers)


def _image_layer(layer: ImageLayer, sources: Sources) -> bool:
    """An image layer as game/board/tiles.py makes it: a picture the key read, numbers within bounds."""
    return (isinstance(layer.name, str) and len(layer.name) <= MAX_VALUE_CHARS and isinstance(layer.path, str)
            and Path(layer.path) in sources.pictures
            and all(_number(n, -MAX_MAP_SIDE, MAX_MAP_SIDE) for n in (layer.x, layer.y))
            and _number(layer.opacity, 0, 1) and all(isinstance(f, bool) for f in (layer.repeat_x, layer.repeat_y))
            and all(c is None or (isinstance(c, tuple) and len(c) == n and all(_whole(v, 0, 255) for v in c))
                    for c, n in ((layer.tint, 4), (layer.transparent, 3))))


def _rules(board: Board, sources: Sources) -> bool:
    """The settings build the engine's rules, fit the routes, and the tickets can be completed."""
    problems: list[tuple] = []

    def report(*problem: Any) -> None:
        """Note a problem (its words are not needed: any one refuses the copy)."""
        problems.append(problem)
    settings = thaw(board.settings)
    colours, rules = check_settings(sources.yml, settings, report)
    if rules is None or problems or settings.get("game") != board.game:
        return False
    carts = set((settings.get("merchandise") or {}).get("decks") or {})
    if any(r.color not in colours | {"gray"} or (r.cart is not None and r.cart not in carts) for r in board.routes):
        return False
    check_fit(sources.yml, rules, board.routes, board.tickets, report)
    places = {c.id: c.id for c in board.cities}
    return not problems and not any(unreached_cities(places, board.routes)) \
        and not any(unjoined_tickets(list(places), board.routes, board.tickets))
