"""Read a Tiled map and the YAML beside it into the immutable Board the rules and views use.

pytmx stops here: nothing above this module sees a TiledMap. Every problem found is
collected with the file and the object it concerns, so the map checker can list them all
and the game can refuse a broken map with a clear message instead of a traceback.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import pytmx
import yaml

from game.board.geometry import tile_object_centre
from game.board.settings import check_settings
from game.rules.board import Board, City, Rect, Route, Space, Ticket, TileImage, TileLayer

LAYERS = ("routes", "spaces", "cities", "labels")
COASTS = ("west", "east")


class MapError(Exception):
    """A map that cannot be played; the message lists every problem, one per line."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass
class _Found:
    """Problems found so far, each prefixed with the file it is in."""

    problems: list[str]

    def add(self, path: Path, where: str, what: str) -> None:
        """Record one problem: file, object, what is wrong."""
        self.problems.append(f"{path}: {where}: {what}" if where else f"{path}: {what}")


def load_board(path: str | Path) -> Board:
    """Load a board from a .tmx file and its .yaml; raise MapError listing every problem."""
    board, problems = read_board(path)
    if problems or board is None:
        raise MapError(problems)
    return board


def read_board(path: str | Path) -> tuple[Board | None, list[str]]:
    """Load a board, returning it (or None) with the list of problems found."""
    tmx = Path(path)
    found = _Found([])
    yml = tmx.with_suffix(".yaml")
    if not tmx.is_file():
        found.add(tmx, "", "no such map file")
        return None, found.problems
    if not yml.is_file():
        found.add(tmx, "", f"the rules file {yml.name} is missing beside the map")
    root = _parse_xml(tmx, found)
    data = _parse_yaml(yml, found) if yml.is_file() else None
    if root is None or data is None or not _tilesets_present(tmx, root, found):
        return None, found.problems
    tiled = _parse_tiled(tmx, found)
    if tiled is None:
        return None, found.problems
    try:
        return _build(tmx, yml, root, tiled, data, found), found.problems
    except (AttributeError, KeyError, TypeError, ValueError) as err:  # shapes no check foresaw
        found.add(tmx, "", f"unexpected content ({err})")
        return None, found.problems


def _parse_xml(tmx: Path, found: _Found) -> ET.Element | None:
    """The map's XML tree, or None with a problem saying where it is malformed."""
    try:
        root = ET.parse(tmx).getroot()
    except ET.ParseError as err:
        line, col = err.position
        found.add(tmx, f"line {line}, column {col}", "malformed XML")
        return None
    except OSError as err:
        found.add(tmx, "", f"cannot be read ({err.strerror})")
        return None
    if root.tag != "map":
        found.add(tmx, "", f"not a Tiled map (the root element is <{root.tag}>)")
        return None
    return root


def _parse_yaml(yml: Path, found: _Found) -> dict[str, Any] | None:
    """The rules data beside the map, or None with a problem saying what is wrong."""
    try:
        data = yaml.safe_load(yml.read_text(encoding="utf-8"))
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        found.add(yml, where, "malformed YAML")
        return None
    except (OSError, UnicodeDecodeError) as err:
        found.add(yml, "", f"cannot be read ({err})")
        return None
    if not isinstance(data, dict):
        found.add(yml, "", "must be a mapping of rule settings")
        return None
    return data


def _tilesets_present(tmx: Path, root: ET.Element, found: _Found) -> bool:
    """Every external tileset file the map names must exist."""
    ok = True
    for ts in root.findall("tileset"):
        source = ts.get("source")
        if source and not (tmx.parent / source).is_file():
            found.add(tmx, f"tileset {source}", "the tileset file is missing")
            ok = False
    return ok


def _parse_tiled(tmx: Path, found: _Found) -> pytmx.TiledMap | None:
    """The map as pytmx reads it (no images loaded), or None with the reason."""
    try:
        return pytmx.TiledMap(str(tmx), invert_y=False)
    except FileNotFoundError as err:
        found.add(tmx, "", f"a file it uses is missing: {err.filename or err}")
    except Exception as err:  # pytmx raises many kinds on bad input; all mean a broken map
        found.add(tmx, "", f"Tiled cannot read it: {err}")
    return None


def _kind(obj: Any) -> str:
    """The Tiled class of an object (`type` before Tiled 1.9, `class` in 1.9)."""
    return obj.__dict__.get("type") or obj.__dict__.get("class") or ""


def _layer_objects(tmx: Path, tiled: pytmx.TiledMap, name: str, kind: str, found: _Found) -> list:
    """The objects of one object layer that have the expected class."""
    layers = [ly for ly in tiled.layers if isinstance(ly, pytmx.TiledObjectGroup) and ly.name == name]
    if not layers:
        found.add(tmx, f"layer {name}", "missing object layer")
        return []
    objects = []
    for obj in layers[0]:
        if _kind(obj) != kind:
            found.add(tmx, f"layer {name}, object {obj.id}", f"has class '{_kind(obj)}', expected '{kind}'")
        elif not obj.name:
            found.add(tmx, f"layer {name}, object {obj.id}", f"a {kind} needs a name (its id)")
        else:
            objects.append(obj)
    _no_duplicates(tmx, [o.name for o in objects], kind, found)
    return objects


def _no_duplicates(path: Path, ids: list[str], kind: str, found: _Found) -> None:
    """Report ids used more than once."""
    for ident, n in Counter(ids).items():
        if n > 1:
            found.add(path, f"{kind} {ident}", f"duplicate id (used {n} times)")


def _prop(path: Path, where: str, props: dict, key: str, cast: Callable, found: _Found,
          required: bool = True) -> Any:
    """A custom property converted by `cast`, or None with a problem if missing or wrong."""
    if key not in props or props[key] in (None, ""):
        if required:
            found.add(path, where, f"missing property '{key}'")
        return None
    try:
        return cast(props[key])
    except (TypeError, ValueError):
        found.add(path, where, f"property '{key}' = {props[key]!r} is not a valid {cast.__name__}")
        return None


def _texts(root: ET.Element) -> dict[int, tuple[str, int]]:
    """Object id -> (text, pixel size) of Tiled text objects (pytmx does not read them)."""
    out = {}
    for obj in root.iter("object"):
        text = obj.find("text")
        if text is not None and obj.get("id", "").isdigit():
            size = text.get("pixelsize", "16")
            out[int(obj.get("id"))] = (" ".join((text.text or "").split()),
                                       int(size) if size.isdigit() else 16)
    return out


def _build(tmx: Path, yml: Path, root: ET.Element, tiled: pytmx.TiledMap, data: dict,
           found: _Found) -> Board | None:
    """Assemble the Board from the parsed map and rules data, checking every link."""
    settings = {k: v for k, v in data.items() if k != "tickets"}
    colours = check_settings(yml, settings, found.add)
    game = tiled.properties.get("game")
    if game != settings.get("game"):
        found.add(tmx, "map property game", f"is {game!r} but {yml.name} is for {settings.get('game')!r}")
    _check_images(tmx, tiled, found)
    cities = _cities(tmx, tiled, _texts(root), found)
    city_ids = {c.id for c in cities}
    routes = _routes(tmx, tiled, city_ids, colours, settings, found)
    tickets = _tickets(yml, data.get("tickets"), city_ids, found)
    images, layers = _tile_layers(tiled)
    if found.problems:
        return None
    return Board(game=game, title=str(settings.get("title", game)), cities=tuple(cities),
                 routes=tuple(routes), tickets=tuple(tickets), settings=settings,
                 width=tiled.width * tiled.tilewidth, height=tiled.height * tiled.tileheight,
                 tile_width=tiled.tilewidth, tile_height=tiled.tileheight,
                 tile_images=images, layers=layers)


def _tile_layers(tiled: pytmx.TiledMap) -> tuple[tuple[TileImage, ...], tuple[TileLayer, ...]]:
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


def _check_images(tmx: Path, tiled: pytmx.TiledMap, found: _Found) -> None:
    """Every tileset image the map draws must exist."""
    for ts in tiled.tilesets:
        source = getattr(ts, "source", None)
        if source and not (tmx.parent / source).is_file():
            found.add(tmx, f"tileset {ts.name}", f"image {source} is missing")


def _cities(tmx: Path, tiled: pytmx.TiledMap, texts: dict[int, tuple[str, int]],
            found: _Found) -> list[City]:
    """Cities from the `cities` layer, named by their labels in the `labels` layer."""
    labels = {}
    for obj in _layer_objects(tmx, tiled, "labels", "label", found):
        labels[obj.name] = (Rect(obj.x, obj.y, obj.width, obj.height), *texts.get(obj.id, ("", 16)))
    cities = []
    for obj in _layer_objects(tmx, tiled, "cities", "city", found):
        where = f"city {obj.name}"
        if obj.name not in labels or not labels[obj.name][1]:
            found.add(tmx, where, "has no label (a text object in layer labels named after the city)")
            continue
        coast = obj.properties.get("coast")
        if coast not in (None, "", *COASTS):
            found.add(tmx, where, f"coast must be west or east, not {coast!r}")
        cx, cy = tile_object_centre(obj.x, obj.y, obj.width, obj.height, obj.rotation) if obj.gid \
            else (obj.x + obj.width / 2, obj.y + obj.height / 2)
        rect, name, size = labels[obj.name]
        cities.append(City(id=obj.name, name=name, x=cx, y=cy, radius=max(obj.width, obj.height) / 2,
                           label=rect, label_size=size, coast=coast or None,
                           icon=obj.properties.get("icon")))
    for name in set(labels) - {c.id for c in cities} - {o.name for o in tiled.objects if _kind(o) == "city"}:
        found.add(tmx, f"label {name}", "names no city")
    return cities


def _spaces_by_route(tmx: Path, tiled: pytmx.TiledMap, found: _Found) -> dict[str, dict[int, Any]]:
    """Route id -> {index: space object} from the `spaces` layer."""
    layers = [ly for ly in tiled.layers if isinstance(ly, pytmx.TiledObjectGroup) and ly.name == "spaces"]
    if not layers:
        found.add(tmx, "layer spaces", "missing object layer")
        return {}
    out: dict[str, dict[int, Any]] = {}
    for obj in layers[0]:
        where = f"space object {obj.id}"
        if _kind(obj) != "space":
            found.add(tmx, where, f"has class '{_kind(obj)}', expected 'space'")
            continue
        route = _prop(tmx, where, obj.properties, "route", str, found)
        index = _prop(tmx, where, obj.properties, "index", int, found)
        if route is None or index is None:
            continue
        if index in out.setdefault(route, {}):
            found.add(tmx, f"route {route}", f"two spaces have index {index}")
        out[route][index] = obj
    return out


def _routes(tmx: Path, tiled: pytmx.TiledMap, city_ids: set[str], colours: set[str],
            settings: dict, found: _Found) -> list[Route]:
    """Routes from the `routes` layer with their spaces, every link checked."""
    spaces = _spaces_by_route(tmx, tiled, found)
    carts = set((settings.get("merchandise") or {}).get("decks") or {})
    routes = []
    for obj in _layer_objects(tmx, tiled, "routes", "route", found):
        route = _route(tmx, obj, spaces.pop(obj.name, {}), city_ids, colours | {"gray"}, carts, found)
        if route:
            routes.append(route)
    for rid in spaces:
        found.add(tmx, f"route {rid}", "has spaces but no route object in layer routes")
    _check_twins(tmx, routes, found)
    return routes


def _route(tmx: Path, obj: Any, spaces: dict[int, Any], city_ids: set[str], colours: set[str],
           carts: set[str], found: _Found) -> Route | None:
    """One route and its spaces, or None if it is broken (problems recorded)."""
    where, props = f"route {obj.name}", obj.properties
    a = _prop(tmx, where, props, "from", str, found)
    b = _prop(tmx, where, props, "to", str, found)
    length = _prop(tmx, where, props, "length", int, found)
    colour = _prop(tmx, where, props, "color", str, found)
    twin = _prop(tmx, where, props, "twin", str, found, required=False)
    cart = _prop(tmx, where, props, "cart", str, found, required=False)
    for end in (a, b):
        if end is not None and end not in city_ids:
            found.add(tmx, where, f"goes to unknown city '{end}'")
    if a is not None and a == b:
        found.add(tmx, where, "starts and ends in the same city")
    if colour is not None and colour not in colours:
        found.add(tmx, where, f"unknown colour '{colour}' (known: {', '.join(sorted(colours))})")
    if cart is not None and cart not in carts:
        found.add(tmx, where, f"unknown merchandise '{cart}' (the rules file has: {', '.join(sorted(carts)) or 'none'})")
    if length is not None and length < 1:
        found.add(tmx, where, f"length must be at least 1, not {length}")
    if length is not None and sorted(spaces) != list(range(1, length + 1)):
        found.add(tmx, where, f"length {length} but its spaces are numbered {sorted(spaces) or 'none'}")
    for index, space in sorted(spaces.items()):
        shown = space.properties.get("color")
        if colour is not None and shown is not None and shown != colour:
            found.add(tmx, f"{where} space {index}", f"shows colour '{shown}' but the route is '{colour}'")
    if None in (a, b, length, colour):
        return None
    return Route(id=obj.name, a=a, b=b, length=length, color=colour, twin=twin, cart=cart,
                 spaces=tuple(_space(s) for _, s in sorted(spaces.items())))


def _space(obj: Any) -> Space:
    """A space's centre, size and angle from its tile object."""
    cx, cy = tile_object_centre(obj.x, obj.y, obj.width, obj.height, obj.rotation)
    return Space(x=cx, y=cy, width=obj.width, height=obj.height, angle=obj.rotation % 360)


def _check_twins(tmx: Path, routes: list[Route], found: _Found) -> None:
    """Both routes of a double name each other and agree in length and endpoints."""
    by_id = {r.id: r for r in routes}
    for r in routes:
        if r.twin is None:
            continue
        t = by_id.get(r.twin)
        where = f"route {r.id}"
        if t is None:
            found.add(tmx, where, f"twin '{r.twin}' is not a route")
        elif t.twin != r.id:
            found.add(tmx, where, f"twin {t.id} does not name {r.id} as its twin")
        elif t.length != r.length:
            found.add(tmx, where, f"length {r.length} differs from its twin {t.id} ({t.length})")
        elif t.ends != r.ends:
            found.add(tmx, where, f"joins {r.a}-{r.b} but its twin {t.id} joins {t.a}-{t.b}")
    pairs = Counter(r.ends for r in routes)
    for r in routes:
        if pairs[r.ends] > 2:
            found.add(tmx, f"route {r.id}", f"more than two routes join {r.a} and {r.b}")
        elif pairs[r.ends] == 2 and r.twin is None:
            found.add(tmx, f"route {r.id}", "a second route joins the same cities but no twin is named")


def _tickets(yml: Path, raw: Any, city_ids: set[str], found: _Found) -> list[Ticket]:
    """Tickets from the rules file, each to two cities of the map."""
    if not isinstance(raw, list) or not raw:
        found.add(yml, "tickets", "must be a non-empty list")
        return []
    tickets = []
    for n, t in enumerate(raw, 1):
        if not isinstance(t, dict) or not t.get("id"):
            found.add(yml, f"ticket number {n}", "must be a mapping with id, from and to")
            continue
        where = f"ticket {t['id']}"
        ends = [t.get("from"), t.get("to")]
        bad = [e for e in ends if e not in city_ids]
        for end in bad:
            found.add(yml, where, f"city '{end}' is not on the map")
        points = t.get("points", 0)
        if not isinstance(points, int) or isinstance(points, bool) or points < 0:
            found.add(yml, where, f"points must be a whole number, not {points!r}")
        elif not bad and ends[0] == ends[1]:
            found.add(yml, where, "joins a city to itself")
        elif not bad:
            tickets.append(Ticket(id=str(t["id"]), a=ends[0], b=ends[1], points=points))
    _no_duplicates(yml, [str(t.get("id")) for t in raw if isinstance(t, dict)], "ticket", found)
    return tickets


def board_summary(board: Board) -> str:
    """The checker's one-line summary of a good board."""
    return (f"{len(board.cities)} cities, {len(board.routes)} routes, "
            f"{board.space_count} spaces, {len(board.tickets)} tickets")
