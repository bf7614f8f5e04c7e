"""Read a Tiled map and the YAML beside it into the immutable Board the rules and views use.

pytmx stops here: nothing above this module sees a TiledMap. Every problem found is
collected with the file and the object it concerns, so the map checker can list them all
and the game can refuse a broken map with a clear message instead of a traceback.
"""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from game.board.cache import board_key, cached_board, keep
from game.board.files import parse_rules
from game.board.geometry import tile_object_centre
from game.board.laying import lay_spaces, line_ends, line_points, name_lines
from game.board.limits import (COASTS, finite, label_size_problem, object_centre,
                               placement_problem, tile_id_problems)
from game.board.places import object_place, text_objects
from game.board.playable import (check_fit, check_length, check_network, check_pictures_everywhere,
                                 check_twins, picture_problem)
from game.board.settings import check_settings
from game.board.sources import Sources, check_pictures, gather, map_within_limits
from game.board.tickets import near_name, no_duplicates, read_tickets
from game.rules.board import Board, City, Rect, Route, Space
from game.safefile import printable

if TYPE_CHECKING:   # pytmx is imported only when a map is read from its files (not from the cache)
    import pytmx

_NO_LAYER = "missing object layer; add it in Tiled (Layer > New > Object Layer) with exactly this name"


REBUILD_MAPS = ".venv/bin/python tools/build_maps.py"   # what makes the shipped boards again
HELD = 16   # maps whose loaded board is kept in memory (the shipped three, and a family's own)
_held: dict[Path, tuple[str, Board]] = {}


class MapError(Exception):
    """A map that cannot be played; the message lists every problem, one per line."""

    def __init__(self, problems: list[str]) -> None:
        """Keep the problems as a list too, for callers that show them one by one."""
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class _Known:
    """What routes are checked against: the cities, colours and carts there are, and the map's size."""

    city_ids: set[str]
    cities: dict[str, City]
    colours: set[str]
    carts: set[str]
    size: tuple[int, int]
    tile: tuple[int, int]


@dataclass
class _Found:
    """Problems found so far, each prefixed with the file it is in."""

    problems: list[str]

    def add(self, path: Path, where: str, what: str) -> None:
        """Record one problem: file, object, what is wrong (on one line, without the control characters a
        name in the file may hold: check-map prints it to a terminal, setup draws it)."""
        self.problems.append(printable(f"{path}: {where}: {what}" if where else f"{path}: {what}"))


def load_board(path: str | Path) -> Board:
    """Load a board from a .tmx file and its .yaml; raise MapError listing every problem.

    Every file is read once (game/board/sources.py); a board read and checked before from the very
    same bytes comes from its cached copy (game/board/cache.py) once that copy passes the checks of
    game/board/trust.py. The map checker reads and checks the files every time (read_board).
    """
    tmx = Path(path)
    found = _Found([])
    sources = gather(tmx, found.add)
    if sources is None:
        raise MapError(found.problems)
    key = board_key(sources)
    held = _held.get(tmx)
    if held is not None and held[0] == key:
        return held[1]   # the same object while the files stay the same: its table and pictures are made once
    board = cached_board(sources, key)
    if board is None:
        board = _read(sources, found)
        if found.problems or board is None:
            raise MapError(found.problems)
        keep(sources, key, board)
    if HELD:
        if len(_held) >= HELD:
            _held.clear()
        _held[tmx] = (key, board)
    return board


def read_board(path: str | Path) -> tuple[Board | None, list[str]]:
    """Load a board from its files, returning it (or None) with the list of problems found."""
    tmx = Path(path)
    found = _Found([])
    sources = gather(tmx, found.add)
    board = _read(sources, found) if sources is not None else None
    return (None if found.problems else board), found.problems


def _read(sources: Sources, found: _Found) -> Board | None:
    """The board from files read and checked by gather(): its rules, its pictures decoded, then the map."""
    data = parse_rules(sources.yml, sources.rules or b"", found.add)
    if not map_within_limits(sources, found.add) or data is None or not check_pictures(sources, found.add):
        return None
    tiled = _parse_tiled(sources, found)
    if tiled is None:
        return None
    try:
        return _build(sources.tmx, sources.yml, sources.root, tiled, data, found)
    except (AttributeError, KeyError, TypeError, ValueError) as err:  # shapes no check foresaw
        found.add(sources.tmx, "", f"unexpected content ({printable(err, 200)}); compare the map with a "
                                   "shipped board in Tiled")
        return None


def _parse_tiled(sources: Sources, found: _Found) -> pytmx.TiledMap | None:
    """The map as pytmx reads it from the XML already read (no file opened, no image loaded), or None."""
    import pytmx
    try:
        tiled = pytmx.TiledMap(invert_y=False)
        tiled.filename = str(sources.tmx)
        tiled.parse_xml(sources.tiled_root())
        return tiled
    except Exception as err:  # pytmx raises many kinds on bad input; all mean a broken map
        found.add(sources.tmx, "", f"the map cannot be read ({printable(err, 200)}); open it in Tiled, fix what "
                                   "Tiled shows and save it again")
    return None


def _kind(obj: Any) -> str:
    """The Tiled class of an object (`type` before Tiled 1.9, `class` in 1.9)."""
    return obj.__dict__.get("type") or obj.__dict__.get("class") or ""


def _object_layer(tiled: pytmx.TiledMap, name: str) -> Any:
    """The object layer of this name (the first, if Tiled has two), or None."""
    import pytmx
    return next((ly for ly in tiled.layers if isinstance(ly, pytmx.TiledObjectGroup) and ly.name == name), None)


def _layer_objects(tmx: Path, tiled: pytmx.TiledMap, name: str, kind: str, found: _Found,
                   named: bool = True) -> list:
    """The objects of one object layer that have the expected class (and a name, when `named`)."""
    layer = _object_layer(tiled, name)
    if layer is None:
        found.add(tmx, f"layer {name}", _NO_LAYER)
        return []
    objects = []
    for obj in layer:
        where = object_place(f"object {obj.id}", name, obj, _tile(tiled))
        if _kind(obj) != kind:
            found.add(tmx, where, f"has class '{_kind(obj)}' but layer {name} holds only '{kind}' objects; "
                                  f"set its Class to '{kind}' in Tiled's Properties, or move it")
        elif named and not obj.name:
            found.add(tmx, where, f"a {kind} needs a name (its id); type one in Tiled's Properties, Name")
        else:
            objects.append(obj)
    no_duplicates(tmx, [o.name for o in objects if o.name], kind, found.add)
    return objects


def _tile(tiled: pytmx.TiledMap) -> tuple[int, int]:
    """The map's tile size in pixels."""
    return (tiled.tilewidth, tiled.tileheight)


def _prop(path: Path, where: str, props: dict, key: str, cast: Callable, found: _Found,
          required: bool = True) -> Any:
    """A custom property converted by `cast`, or None with a problem if missing or wrong."""
    if key not in props or props[key] in (None, ""):
        if required:
            found.add(path, where, f"missing property '{key}'; add it under Custom Properties in Tiled")
        return None
    try:
        return cast(props[key])
    except (TypeError, ValueError):
        kind = "whole number" if cast is int else cast.__name__
        found.add(path, where, f"property '{key}' = {props[key]!r} is not a valid {kind}")
        return None


def _build(tmx: Path, yml: Path, root: ET.Element, tiled: pytmx.TiledMap, data: dict,
           found: _Found) -> Board | None:
    """Assemble the Board from the parsed map and rules data, checking every link."""
    settings = {k: v for k, v in data.items() if k != "tickets"}
    colours, rules = check_settings(yml, settings, found.add)
    game = tiled.properties.get("game")
    if game != settings.get("game"):
        found.add(tmx, "map property game", f"is {game!r} but {yml.name} is for {settings.get('game')!r}; "
                                             "make them the same (Tiled: Map > Map Properties)")
    for where, what in tile_id_problems(root, [(ts.firstgid, ts.tilecount) for ts in tiled.tilesets]):
        found.add(tmx, where, what)
    size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
    cities = _cities(tmx, tiled, _labels(tmx, tiled, text_objects(root), size, found), size, found)
    city_ids = {c.id for c in cities} | {o.name for o in tiled.objects if _kind(o) == "city" and o.name}
    carts = set((settings.get("merchandise") or {}).get("decks") or {})
    known = _Known(city_ids, {c.id: c for c in cities}, colours | {"gray"}, carts, size, _tile(tiled))
    routes, laid = _routes(tmx, tiled, known, found)
    _not_empty(tmx, tiled, found)
    tickets = read_tickets(yml, data.get("tickets"), city_ids, found.add, routes)
    if rules is not None:
        check_fit(yml, rules, routes, tickets, found.add)
    if not found.problems:   # the network and the spaces' places mean something only on a sound board
        check_network(tmx, yml, cities, routes, tickets, _tile(tiled), found.add, laid)
    from game.board.tiles import tile_layers
    images, layers = tile_layers(tiled, root, tmx)
    if found.problems:
        return None
    return Board(game=game, title=str(settings.get("title", game)), cities=tuple(cities),
                 routes=tuple(routes), tickets=tuple(tickets), settings=settings,
                 width=tiled.width * tiled.tilewidth, height=tiled.height * tiled.tileheight,
                 tile_width=tiled.tilewidth, tile_height=tiled.tileheight,
                 tile_images=images, layers=layers)


def _not_empty(tmx: Path, tiled: pytmx.TiledMap, found: _Found) -> None:
    """A board being made says which of its layers is still empty, and how to fill it."""
    steps = {"cities": "place a city picture with Tiled's Insert Tile tool and set its Type to city",
             "routes": "draw a line from city to city with Tiled's Insert Polygon tool (end it with Enter) "
                       "and set its Type to route"}
    for name, how in steps.items():
        layer = _object_layer(tiled, name)
        if layer is not None and not list(layer):
            found.add(tmx, f"layer {name}", f"has no {name} yet; {how}")


def _placed(tmx: Path, where: str, obj: Any, size: tuple[int, int], found: _Found) -> bool:
    """True if the object lies on the map with ordinary numbers; else record why not."""
    problem = placement_problem(obj, size)
    if problem:
        found.add(tmx, where, problem)
    return problem is None


def _labels(tmx: Path, tiled: pytmx.TiledMap, texts: dict[int, tuple[str, int]], size: tuple[int, int],
            found: _Found) -> dict[str, tuple[Rect, str, int]]:
    """City id -> (box, text, pixel size) of the text objects in the `labels` layer."""
    labels = {}
    for obj in _layer_objects(tmx, tiled, "labels", "label", found):
        text, text_size = texts.get(obj.id, ("", 16))
        labels[obj.name] = (Rect(obj.x, obj.y, obj.width, obj.height), text, text_size)
        where = object_place(f"label {obj.name}", "labels", obj, _tile(tiled))
        placed = _placed(tmx, where, obj, size, found)
        problem = label_size_problem(text_size) if placed else None
        if problem:
            found.add(tmx, where, problem)
    return labels


def _cities(tmx: Path, tiled: pytmx.TiledMap, labels: dict[str, tuple[Rect, str, int]],
            size: tuple[int, int], found: _Found) -> list[City]:
    """Cities from the `cities` layer, named by their labels in the `labels` layer."""
    cities = []
    for obj in _layer_objects(tmx, tiled, "cities", "city", found):
        where = object_place(f"city {obj.name}", "cities", obj, _tile(tiled))
        if obj.name not in labels or not labels[obj.name][1]:
            found.add(tmx, where, f"has no label; add a text object in layer labels named {obj.name}, "
                                  "its text the name players read")
            continue
        coast = obj.properties.get("coast")
        if coast not in (None, "", *COASTS):
            found.add(tmx, where, f"coast must be west or east, not {coast!r}")
        picture = picture_problem(obj.properties.get("icon"))
        if picture:
            found.add(tmx, where, picture)
        cx, cy = object_centre(obj) if _placed(tmx, where, obj, size, found) else (math.nan, math.nan)
        rect, name, text_size = labels[obj.name]
        cities.append(City(id=obj.name, name=name, x=cx, y=cy, radius=max(obj.width, obj.height) / 2,
                           label=rect, label_size=text_size, coast=coast or None,
                           icon=obj.properties.get("icon")))
    for name in set(labels) - {c.id for c in cities} - {o.name for o in tiled.objects if _kind(o) == "city"}:
        found.add(tmx, f"label {name} (layer labels)", f"names no city{near_name(name, set(labels))}; "
                                                       "rename it after a city of layer cities, or delete it")
    check_pictures_everywhere(tmx, cities, _tile(tiled), found.add)
    return cities


def _spaces_by_route(tmx: Path, tiled: pytmx.TiledMap, size: tuple[int, int],
                     found: _Found) -> dict[str, dict[int, Any]]:
    """Route id -> {index: space object} from the `spaces` layer."""
    layer = _object_layer(tiled, "spaces")
    if layer is None:
        return {}   # a board of routes drawn as lines alone
    out: dict[str, dict[int, Any]] = {}
    for obj in layer:
        where = object_place(f"space object {obj.id}", "spaces", obj, _tile(tiled))
        if _kind(obj) != "space":
            found.add(tmx, where, f"has class '{_kind(obj)}' but layer spaces holds only 'space' objects; "
                                  "set its Class to 'space' in Tiled's Properties, or move it")
            continue
        route = _prop(tmx, where, obj.properties, "route", str, found)
        index = _prop(tmx, where, obj.properties, "index", int, found)
        if route is None or index is None:
            continue
        where = object_place(f"route {route} space {index}", "spaces", obj, _tile(tiled))
        if index in out.setdefault(route, {}):
            found.add(tmx, where, f"two spaces of route {route} have index {index}; number them 1, 2, 3 ...")
        _placed(tmx, where, obj, size, found)
        out[route][index] = obj
    return out


def _routes(tmx: Path, tiled: pytmx.TiledMap, known: _Known, found: _Found) -> tuple[list[Route], set[str]]:
    """Routes from the `routes` layer with their spaces, every link checked; and the ids of those whose
    spaces were laid along their lines."""
    spaces = _spaces_by_route(tmx, tiled, known.size, found)
    placed = set(spaces)
    routes, objects = [], []
    for obj in _layer_objects(tmx, tiled, "routes", "route", found, named=False):
        where = object_place(f"route {obj.name or f'object {obj.id}'}", "routes", obj, known.tile)
        route = _route(tmx, obj, where, spaces.pop(obj.name, {}) if obj.name else {}, known, found)
        if route:
            routes.append(route)
            objects.append(obj)
    routes = name_lines(routes, [not obj.name for obj in objects])   # a line left unnamed is named from its cities
    places = {r.id: object_place(f"route {r.id}", "routes", obj, known.tile) for r, obj in zip(routes, objects)}
    for rid, its in spaces.items():
        first = its[min(its)]
        found.add(tmx, object_place(f"route {rid} space {min(its)}", "spaces", first, known.tile),
                  f"belongs to route {rid}, which has no line in layer routes; draw the route's line "
                  "there (a polyline named after it), or delete its spaces")
    check_twins(tmx, routes, places, found.add)
    return routes, {r.id for r, obj in zip(routes, objects) if not obj.name or obj.name not in placed}


def _route(tmx: Path, obj: Any, where: str, spaces: dict[int, Any], known: _Known,
           found: _Found) -> Route | None:
    """One route and its spaces, or None if it is broken (problems recorded)."""
    props, mark = obj.properties, len(found.problems)
    line = None if spaces else line_points(obj)   # no spaces placed: they are laid along the line
    a = _prop(tmx, where, props, "from", str, found, required=line is None)
    b = _prop(tmx, where, props, "to", str, found, required=line is None)
    length = _prop(tmx, where, props, "length", int, found)
    colour = _prop(tmx, where, props, "color", str, found)
    twin = _prop(tmx, where, props, "twin", str, found, required=False)
    cart = _prop(tmx, where, props, "cart", str, found, required=False)
    if line is not None:
        line, a, b, problems = line_ends(line, (a, b), known.cities, known.tile)
        for what in problems:
            found.add(tmx, where, what)
    for key, end in (("from", a), ("to", b)):
        if end is not None and end not in known.city_ids:
            found.add(tmx, where, f"goes to unknown city '{end}'{near_name(end, known.city_ids)}; "
                                  f"set '{key}' to the name of a city in layer cities")
    if a is not None and a == b:
        found.add(tmx, where, f"starts and ends in the same city '{a}'; "
                              + ("end its line on another city" if line else "change 'from' or 'to'"))
    if colour is not None and colour not in known.colours:
        found.add(tmx, where, f"unknown colour '{colour}' (known: {', '.join(sorted(known.colours))}); "
                              "set 'color' to one of these")
    if cart is not None and cart not in known.carts:
        found.add(tmx, where, f"unknown merchandise '{cart}' "
                              f"(the rules file has: {', '.join(sorted(known.carts)) or 'none'})")
    if length is not None:
        check_length(tmx, where, length, list(range(1, length + 1)) if line else sorted(spaces), found.add)
    for index, space in sorted(spaces.items()):
        shown = space.properties.get("color")
        if colour is not None and shown is not None and shown != colour:
            found.add(tmx, object_place(f"route {obj.name} space {index}", "spaces", space, known.tile),
                      f"shows colour '{shown}' but the route is '{colour}'; "
                      f"swap its tile for the {colour} one of route_spaces.tsx")
    if None in (a, b, length, colour) or (line is not None and (len(found.problems) > mark
                                                                  or not {a, b} <= set(known.cities))):
        return None   # a line is laid only between the cities of a sound route
    laid = tuple(_space(s) for _, s in sorted(spaces.items()))
    if line is not None:
        laid, problem = lay_spaces(line, known.cities[a], known.cities[b], length, known.tile, known.size)
        if problem:
            found.add(tmx, where, problem)
            return None
    return Route(id=obj.name or "", a=a, b=b, length=length, color=colour, twin=twin, cart=cart, spaces=laid)


def _space(obj: Any) -> Space:
    """A space's centre, size and angle from its tile object (nowhere if its numbers are not finite)."""
    cx, cy = tile_object_centre(obj.x, obj.y, obj.width, obj.height, obj.rotation) if finite(obj) \
        else (math.nan, math.nan)
    return Space(x=cx, y=cy, width=obj.width, height=obj.height, angle=obj.rotation % 360)


def board_summary(board: Board) -> str:
    """The checker's one-line summary of a good board."""
    return (f"{len(board.cities)} cities, {len(board.routes)} routes, "
            f"{board.space_count} spaces, {len(board.tickets)} tickets")
