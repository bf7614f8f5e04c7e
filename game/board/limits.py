"""How big a board and the things on it may be, so the game can draw and play every board it accepts.

docs/maps.md lists these limits for people who make boards. Each check returns what is wrong in
words a parent can act on (or None / nothing), and the loader adds the file and the object.
"""
from __future__ import annotations

import base64
import binascii
import math
import struct
import xml.etree.ElementTree as ET
from typing import Any, Iterator, Sequence

from game.board.geometry import tile_object_centre
from game.rules.board import Route
from game.rules.settings import RuleSet

MAX_MAP_BYTES = 4_000_000      # the largest board today is 0.15 MB
MAX_RULES_BYTES = 1_000_000    # the rules files are 3 KB
MAX_YAML_DEPTH = 32            # rules files nest 3 levels
MAX_YAML_NODES = 100_000       # values in the rules file, aliases expanded
MAX_MAP_SIDE = 8192            # pixels: the whole board is drawn once into one picture this big
TILE_SIDES = (8, 512)          # pixels per tile side
MARGIN = 64                    # pixels a centre may lie beyond the map's edge
LABEL_SIZES = (8, 200)         # pixel sizes of label text
MAX_ROUTE_LENGTH = 10          # spaces; the longest route on our boards has 6
COASTS = ("west", "east")      # the coasts a First Journey city may lie on


def _whole(raw: str | None) -> int | None:
    """A Tiled attribute as a whole number (any over 18 digits counts as 10**18), or None."""
    digits = (raw or "").strip()
    if not digits.isdecimal():
        return None
    return int(digits) if len(digits) <= 18 else 10**18


def map_size_problems(root: ET.Element) -> Iterator[tuple[str, str]]:
    """(where, what) for a map whose size the game cannot draw, read from the XML before pytmx."""
    size = {key: _whole(root.get(key)) for key in ("width", "height", "tilewidth", "tileheight")}
    bad = [key for key, value in size.items() if not value]
    for key in bad:
        yield f"map {key}", f"must be a whole number of at least 1, not {root.get(key)!r}"
    if bad:
        return
    lo, hi = TILE_SIDES
    tile = (size["tilewidth"], size["tileheight"])
    if not all(lo <= side <= hi for side in tile):
        yield "map tile size", f"is {tile[0]} × {tile[1]} pixels; tiles must be {lo} to {hi} pixels a side"
    w, h = size["width"] * tile[0], size["height"] * tile[1]
    if max(w, h) > MAX_MAP_SIDE:
        yield "map size", (f"is {w} × {h} pixels; the game draws at most {MAX_MAP_SIDE} pixels a side "
                           "(make it smaller in Tiled: Map > Resize Map)")
    yield from _compressed_layers(root)


def _compressed_layers(root: ET.Element) -> Iterator[tuple[str, str]]:
    """Tile layers whose data is compressed: pytmx would unpack any amount of it."""
    for layer in root.iter("layer"):
        data = layer.find("data")
        if data is not None and data.get("compression"):
            yield f"layer {layer.get('name')}", ("its tile data is compressed; save it as CSV "
                                                 "(Tiled: Map > Map Properties > Tile Layer Format)")


def object_centre(obj: Any) -> tuple[float, float]:
    """Where the game puts an object: a tile object's turned centre, else its box's centre."""
    if obj.gid:
        return tile_object_centre(obj.x, obj.y, obj.width, obj.height, obj.rotation)
    return (obj.x + obj.width / 2, obj.y + obj.height / 2)


def _not_a_number(obj: Any) -> str | None:
    """The first of an object's position, size and turn that is no ordinary number, or None."""
    for name in ("x", "y", "width", "height", "rotation"):
        value = getattr(obj, name)
        if not isinstance(value, (int, float)) or not math.isfinite(value):
            return name
    return None


def finite(obj: Any) -> bool:
    """True if an object's position, size and turn are all ordinary numbers."""
    return _not_a_number(obj) is None


def placement_problem(obj: Any, map_size: tuple[int, int]) -> str | None:
    """Why an object cannot be drawn where it is (not a number, too big, off the map), or None."""
    name = _not_a_number(obj)
    if name:
        return f"its {name} is {getattr(obj, name)!r}, not a number of pixels (fix it in Tiled's Properties)"
    w, h = map_size
    if not (0 <= obj.width <= w and 0 <= obj.height <= h):
        return (f"is {obj.width:g} × {obj.height:g} pixels, bigger than the map ({w} × {h}); "
                "make it smaller in Tiled's Properties")
    x, y = object_centre(obj)
    if not (-MARGIN <= x <= w + MARGIN and -MARGIN <= y <= h + MARGIN):
        return (f"lies outside the map: its centre is at ({x:.0f}, {y:.0f}) but the map is {w} × {h} pixels; "
                "drag it back onto the map")
    return None


def label_size_problem(size: int) -> str | None:
    """Why a label's text size cannot be drawn, or None."""
    lo, hi = LABEL_SIZES
    return None if lo <= size <= hi else (f"text size {size} px must be {lo} to {hi} px; "
                                          "change the text's font size in Tiled")


def route_fit_problems(routes: Sequence[Route], rules: RuleSet) -> Iterator[tuple[str, str]]:
    """(setting, what) where the rules cannot build, pay for or score some routes of the map."""
    routes = [r for r in routes if 1 <= r.length <= MAX_ROUTE_LENGTH]  # longer ones are reported alone
    too_long = [r for r in routes if r.length > rules.trains_per_player]
    if too_long:
        yield "trains_per_player", (f"{rules.trains_per_player} trains cannot build {_some(too_long)} "
                                    f"(up to {max(r.length for r in too_long)} spaces long)")
    unpaid = [r for r in routes if r.length > rules.per_color + rules.locomotives]
    if unpaid:
        yield "deck", (f"{rules.per_color} cards of each colour and {rules.locomotives} {rules.terms.wild}s "
                       f"cannot pay for {_some(unpaid)} (up to {max(r.length for r in unpaid)} spaces long)")
    scored = dict(rules.route_points)
    for length in sorted({r.length for r in routes} - set(scored)) if scored else ():
        unscored = [r for r in routes if r.length == length]
        yield "route_points", f"gives no points for length {length} ({_some(unscored)})"


def _some(routes: Sequence[Route]) -> str:
    """'route u015', or 'route u015 and 8 more'."""
    return f"route {routes[0].id}" + (f" and {len(routes) - 1} more" if len(routes) > 1 else "")


def ticket_count_problem(rules: RuleSet, count: int) -> str | None:
    """Why there are too few tickets to deal at the start with the most players and then draw, or None."""
    draw = max(rules.ticket_draw, rules.ticket_swap)
    need = rules.max_players * rules.opening_deal + draw
    if count >= need:
        return None
    then = f" and a draw takes {draw} more" if draw else ""
    return (f"{count} {rules.terms.tickets} are too few: {rules.max_players} players are dealt "
            f"{rules.opening_deal} each at the start{then}, so {need} are needed; add "
            f"{need - count} more under 'tickets', or lower players.max")


FLIPS = 0xF0000000   # Tiled keeps a tile's flips and turns in the top four bits of its number


def tile_id_problems(root: ET.Element, tilesets: Sequence[tuple[int, int]]) -> Iterator[tuple[str, str]]:
    """(where, what) for each tile layer painting a tile number no tileset of the map has (first one)."""
    ranges = [(first, first + count) for first, count in tilesets]
    highest = max((hi - 1 for _, hi in ranges), default=0)
    fix = f"that no tileset of the map has (their tiles end at {highest}); use a tile of the map's tilesets"

    def unknown(gid: int) -> bool:
        """True for a tile number no tileset holds."""
        tile = gid & ~FLIPS if 0 <= gid < 2**32 else -1
        return bool(tile) and not any(lo <= tile < hi for lo, hi in ranges)
    width = _whole(root.get("width")) or 1
    for layer in root.iter("layer"):
        bad = next((n for n, gid in enumerate(_layer_gids(layer)) if unknown(gid)), None)
        if bad is not None:
            yield f"layer {layer.get('name')} at tile {bad % width}, {bad // width}", f"paints a tile {fix}"
    for group in root.iter("objectgroup"):
        for obj in group.iter("object"):
            if obj.get("gid") is not None and unknown(_cell(obj.get("gid", ""))):
                kind = obj.get("type") or obj.get("class") or "object"
                yield f"{kind} {obj.get('name') or obj.get('id')} (layer {group.get('name')})", f"shows a tile {fix}"


def _layer_gids(layer: ET.Element) -> list[int]:
    """A tile layer's tile numbers as CSV, plain Base64 or <tile> elements hold them."""
    data = layer.find("data")
    if data is None:
        return []
    if data.get("encoding") == "csv":
        return [_cell(v) for v in (data.text or "").split(",")]
    if data.get("encoding") == "base64" and not data.get("compression"):
        try:
            raw = base64.b64decode((data.text or "").strip())
        except (binascii.Error, ValueError):
            return []   # pytmx has said what is wrong with it
        return list(struct.unpack(f"<{len(raw) // 4}I", raw[: len(raw) // 4 * 4]))
    return [_cell(t.get("gid", "0")) for t in data.iter("tile")]


def _cell(text: str) -> int:
    """One cell's tile number: 0 for an empty cell, -1 for one that is no whole number."""
    text = text.strip()
    if not text:
        return 0
    number = _whole(text)
    return -1 if number is None else number
