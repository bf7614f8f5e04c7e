"""Turning a finished layout (shapes, labels, terrain) into the objects of a TMX map."""
from __future__ import annotations

from game.board.geometry import tile_object_origin
from tools.maplayout.boards import FJ_ICONS, BoardSpec
from tools.maplayout.labels import Label
from tools.maplayout.reference import RefCity
from tools.maplayout.routing import Group, Shape
from tools.maplayout.tilesets import Tileset
from tools.maplayout.tmx import MapObject, TileLayer, TmxMap, num, polyline, text_element

LABEL_COLOR = "#2b2118"


def _track_points(group: Group, shape: Shape, index: int) -> list[tuple[float, float]]:
    """Polyline of one route: its city centres and, where the track is not straight, its spaces."""
    boxes = shape.tracks[index]
    route = group.routes[index]
    start, end = (group.a, group.b) if route.a == group.a.id else (group.b, group.a)
    inner = [(b.cx, b.cy) for b in boxes]
    if shape.bends == (0.0, 0.0):
        inner = [] if len(group.routes) == 1 else [inner[0], inner[-1]]
    return [(start.x, start.y)] + inner + [(end.x, end.y)]


def route_objects(groups: list[tuple[Group, Shape]]) -> list[MapObject]:
    """One polyline object per route, in route-id order."""
    objects = []
    for group, shape in groups:
        for index, route in enumerate(group.routes):
            points = _track_points(group, shape, index)
            props: list[tuple[str, str, object]] = [
                ("from", "", route.a), ("to", "", route.b), ("length", "int", route.length),
                ("color", "", route.color)]
            if route.twin:
                props.append(("twin", "", route.twin))
            if route.cart:
                props.append(("cart", "", route.cart))
            attrs = {"name": route.id, "type": "route", "x": num(points[0][0]),
                     "y": num(points[0][1])}
            objects.append((route.id, MapObject(attrs, props, polyline(points))))
    return [obj for _, obj in sorted(objects, key=lambda item: item[0])]


def space_objects(spec: BoardSpec, groups: list[tuple[Group, Shape]],
                  spaces: Tileset, first_gid: int) -> list[MapObject]:
    """One tile object per train space, routes in id order, index 1 at the `from` city."""
    objects = []
    w, h = spec.space
    for group, shape in groups:
        for route, track in zip(group.routes, shape.tracks):
            gid = first_gid + spaces.find("color", route.color)
            for index, box in enumerate(track, start=1):
                x, y = tile_object_origin(box.cx, box.cy, w, h, box.angle)
                attrs = {"name": f"{route.id}-{index}", "type": "space", "gid": str(gid),
                         "x": num(x), "y": num(y), "width": num(w), "height": num(h)}
                if num(box.angle) != "0":
                    attrs["rotation"] = num(box.angle)
                props = [("route", "", route.id), ("index", "int", index)]
                objects.append(((route.id, index), MapObject(attrs, props)))
    return [obj for _, obj in sorted(objects, key=lambda item: item[0])]


def city_objects(spec: BoardSpec, cities: list[RefCity], markers: Tileset,
                 first_gid: int) -> list[MapObject]:
    """One square, unrotated marker tile object per city, centred on the city."""
    objects = []
    size = spec.marker
    key, value = spec.marker_key
    for city in cities:
        tile = markers.find(key, value or FJ_ICONS[city.id])
        attrs = {"name": city.id, "type": "city", "gid": str(first_gid + tile),
                 "x": num(city.x - size / 2), "y": num(city.y + size / 2),
                 "width": num(size), "height": num(size)}
        props = [("coast", "", city.coast)] if city.coast else []
        objects.append(MapObject(attrs, props))
    return objects


def label_objects(spec: BoardSpec, cities: list[RefCity], labels: list[Label]) -> list[MapObject]:
    """One text object per city: its displayed name in the label box."""
    objects = []
    for city, label in zip(cities, labels):
        attrs = {"name": city.id, "type": "label", "x": num(label.x), "y": num(label.y),
                 "width": num(label.width), "height": num(label.height)}
        objects.append(MapObject(attrs, [], text_element(city.name, spec.font, LABEL_COLOR)))
    return objects


def first_gids(tilesets: list[Tileset]) -> list[tuple[int, Tileset]]:
    """Tilesets with consecutive first global ids, in the given order."""
    result, gid = [], 1
    for tileset in tilesets:
        result.append((gid, tileset))
        gid += tileset.tilecount
    return result


def empty_layer(spec: BoardSpec) -> TileLayer:
    """A blank background layer, used while no terrain art exists."""
    return TileLayer("terrain", tuple(tuple(0 for _ in range(spec.cols)) for _ in range(spec.rows)))


def build_tmx(spec: BoardSpec, tilesets: list[tuple[int, Tileset]], layers: list[TileLayer],
              groups: list[tuple[Group, Shape]], cities: list[RefCity],
              labels: list[Label]) -> TmxMap:
    """The complete map: properties, tilesets, background layers and the four object groups."""
    by_name = {ts.name: (gid, ts) for gid, ts in tilesets}
    space_gid, space_set = by_name["route_spaces"]
    marker_gid, marker_set = by_name[spec.marker_set]
    object_groups = [
        ("routes", route_objects(groups)),
        ("spaces", space_objects(spec, groups, space_set, space_gid)),
        ("cities", city_objects(spec, cities, marker_set, marker_gid)),
        ("labels", label_objects(spec, cities, labels)),
    ]
    return TmxMap(spec.cols, spec.rows, [("game", "", spec.game)], tilesets, layers,
                  object_groups)

