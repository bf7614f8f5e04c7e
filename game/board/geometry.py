"""Plane geometry for board spaces: rotated rectangles, Tiled tile-object origins, overlap tests.

Screen coordinates throughout: x to the right, y down, angles in degrees clockwise (as in Tiled).
Standard library only, so the rules, the map builder and the tests can all use it.
"""
from __future__ import annotations

import math
from typing import Sequence

Point = tuple[float, float]
Polygon = Sequence[Point]

_EPSILON = 1e-9


def rotate(u: float, v: float, angle: float) -> Point:
    """Rotate the vector (u, v) clockwise on screen by `angle` degrees."""
    t = math.radians(angle)
    c, s = math.cos(t), math.sin(t)
    return (u * c - v * s, u * s + v * c)


def space_corners(x: float, y: float, width: float, height: float,
                  angle: float) -> tuple[Point, Point, Point, Point]:
    """Corners of a space given by centre, size and clockwise angle (top-left first, clockwise)."""
    hw, hh = width / 2.0, height / 2.0
    corners = []
    for u, v in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)):
        du, dv = rotate(u, v, angle)
        corners.append((x + du, y + dv))
    return (corners[0], corners[1], corners[2], corners[3])


def tile_object_origin(cx: float, cy: float, w: float, h: float, angle: float) -> Point:
    """Tiled (x, y) of a tile object (bottom-left before rotation) whose centre is (cx, cy)."""
    du, dv = rotate(w / 2.0, -h / 2.0, angle)
    return (cx - du, cy - dv)


def tile_object_centre(x: float, y: float, w: float, h: float, angle: float) -> Point:
    """Centre of a Tiled tile object from its (x, y), size and clockwise rotation."""
    du, dv = rotate(w / 2.0, -h / 2.0, angle)
    return (x + du, y + dv)


def rect_polygon(x: float, y: float, w: float, h: float) -> tuple[Point, Point, Point, Point]:
    """Corners of the axis-aligned rectangle with top-left (x, y) and size w x h."""
    return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def _axes(polygon: Polygon) -> list[Point]:
    """Edge normals of a polygon (not normalised; only their directions matter)."""
    axes = []
    count = len(polygon)
    for i in range(count):
        ax, ay = polygon[i]
        bx, by = polygon[(i + 1) % count]
        if ax != bx or ay != by:
            axes.append((ay - by, bx - ax))
    return axes


def _project(polygon: Polygon, axis: Point) -> tuple[float, float]:
    """Smallest and largest projection of the polygon's corners onto an axis."""
    values = [px * axis[0] + py * axis[1] for px, py in polygon]
    return min(values), max(values)


def polygons_overlap(p: Polygon, q: Polygon) -> bool:
    """True if two convex polygons share area (separating axis test; touching is no overlap)."""
    for axis in _axes(p) + _axes(q):
        scale = math.hypot(axis[0], axis[1])
        p_min, p_max = _project(p, axis)
        q_min, q_max = _project(q, axis)
        if p_max - q_min <= _EPSILON * scale or q_max - p_min <= _EPSILON * scale:
            return False
    return True


def point_segment_distance(p: Point, a: Point, b: Point) -> float:
    """Distance from point p to the segment from a to b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length_sq = dx * dx + dy * dy
    if length_sq == 0.0:
        return math.hypot(p[0] - a[0], p[1] - a[1])
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length_sq
    t = max(0.0, min(1.0, t))
    return math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))


def point_in_polygon(p: Point, polygon: Polygon) -> bool:
    """True if p lies inside the convex polygon or on its border (for taps on spaces)."""
    sign = 0.0
    count = len(polygon)
    for i in range(count):
        ax, ay = polygon[i]
        bx, by = polygon[(i + 1) % count]
        cross = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
        if abs(cross) <= _EPSILON:
            continue
        if sign == 0.0:
            sign = cross
        elif (cross > 0) != (sign > 0):
            return False
    return True


def point_polygon_distance(p: Point, polygon: Polygon) -> float:
    """Distance from p to a convex polygon (0 when p is inside)."""
    if point_in_polygon(p, polygon):
        return 0.0
    count = len(polygon)
    return min(point_segment_distance(p, polygon[i], polygon[(i + 1) % count])
               for i in range(count))
