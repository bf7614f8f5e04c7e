"""Checking a written TMX map from its own numbers, the way the game will read them."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from game.board.geometry import (point_polygon_distance, polygons_overlap, rect_polygon,
                                 space_corners, tile_object_centre)


@dataclass(frozen=True)
class Findings:
    """What a check of one map found."""

    cities: int
    routes: int
    spaces: int
    space_overlaps: int  # pairs of spaces sharing area, of the same route or not
    spaces_outside: int
    markers_covered: int
    label_overlaps: int
    labels_on_spaces: int
    labels_on_markers: int
    labels_outside: int
    index_errors: int


def _props(obj: ET.Element) -> dict[str, str]:
    """An object's custom properties as strings."""
    return {p.get("name", ""): p.get("value", "") for p in obj.findall("properties/property")}


def _group(root: ET.Element, name: str) -> list[ET.Element]:
    """The objects of the named object group."""
    for group in root.findall("objectgroup"):
        if group.get("name") == name:
            return group.findall("object")
    return []


def check_map(path: Path) -> Findings:
    """Re-read a map and count every broken layout rule."""
    root = ET.parse(path).getroot()
    width = int(root.get("width", "0")) * int(root.get("tilewidth", "0"))
    height = int(root.get("height", "0")) * int(root.get("tileheight", "0"))
    routes = {o.get("name"): _props(o) for o in _group(root, "routes")}
    spaces = []
    for obj in _group(root, "spaces"):
        x, y, w, h = (float(obj.get(k, "0")) for k in ("x", "y", "width", "height"))
        angle = float(obj.get("rotation", "0"))
        cx, cy = tile_object_centre(x, y, w, h, angle)
        props = _props(obj)
        spaces.append((props["route"], int(props["index"]), space_corners(cx, cy, w, h, angle)))
    cities = {}
    for obj in _group(root, "cities"):
        size = float(obj.get("width", "0"))
        cities[obj.get("name")] = (float(obj.get("x", "0")) + size / 2,
                                   float(obj.get("y", "0")) - size / 2, size / 2)
    labels = [rect_polygon(*(float(o.get(k, "0")) for k in ("x", "y", "width", "height")))
              for o in _group(root, "labels")]

    overlaps = sum(1 for i, (_, _, pa) in enumerate(spaces) for _, _, pb in spaces[i + 1:]
                   if polygons_overlap(pa, pb))
    outside = sum(1 for _, _, poly in spaces
                  if any(not (0 <= x <= width and 0 <= y <= height) for x, y in poly))
    covered = sum(1 for route, _, poly in spaces for cid, (cx, cy, r) in cities.items()
                  if cid not in (routes[route]["from"], routes[route]["to"])
                  and point_polygon_distance((cx, cy), poly) < r)
    label_overlaps = sum(1 for i, a in enumerate(labels) for b in labels[i + 1:]
                         if polygons_overlap(a, b))
    on_spaces = sum(1 for lab in labels if any(polygons_overlap(lab, p) for _, _, p in spaces))
    on_markers = sum(1 for lab in labels
                     if any(point_polygon_distance((cx, cy), lab) < r
                            for cx, cy, r in cities.values()))
    labels_outside = sum(1 for lab in labels
                         if any(not (0 <= x <= width and 0 <= y <= height) for x, y in lab))
    counts = Counter(route for route, _, _ in spaces)
    indexes = Counter((route, index) for route, index, _ in spaces)
    index_errors = sum(1 for rid, props in routes.items()
                       if counts[rid] != int(props["length"])
                       or any(indexes[(rid, i)] != 1 for i in range(1, int(props["length"]) + 1)))
    return Findings(len(cities), len(routes), len(spaces), overlaps, outside, covered,
                    label_overlaps, on_spaces, on_markers, labels_outside, index_errors)
