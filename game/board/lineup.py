"""Do a route's spaces line up? No gap, no space on another, none far off, the ends at their cities.

The shipped boards leave at most 0.29 of a space between neighbours (USA), a space at most half its
route's length off the straight line between the cities, and the end spaces within 1.53 spaces of
their cities' pictures (First Journey's Boston-Chicago: 95 pixels at 62; USA 1.33, the island 1.02,
Amsterdam 0.66). The limits below are looser, so only a slip (a space dragged away, two stacked, a
city moved without its route) is reported. The two room limits are one rule: between two spaces
there may not be room for more than GAP of a train; at a city's end, where the printed boards leave
the city's own room, for one train more (at 62 pixels: a gap of 37, an end of 99).
"""
from __future__ import annotations

import math
from typing import Callable, Iterator, Sequence

from game.board.geometry import point_polygon_distance, point_segment_distance, polygons_overlap, space_corners
from game.rules.board import City, Route, Space

GAP = 0.6            # of a space's length: the most room left between two neighbouring spaces
OFF_LINE = 0.5       # of the distance between the cities, plus one space length: how far a space may bend away
END_REACH = 1.0 + GAP  # space lengths: how far an end space may stop short of its city's picture
SHRINK = (0.8, 0.6)  # spaces are shrunk so before testing overlaps: neighbours may touch on a bend
Where = Callable[[Route, int], str]


def _outline(space: Space, shrink: tuple[float, float] = (1.0, 1.0)) -> tuple:
    """A space's corners, optionally shrunk about its centre."""
    return space_corners(space.x, space.y, space.width * shrink[0], space.height * shrink[1], space.angle)


def _length(space: Space) -> float:
    """A space's long side: how far one train reaches along its route."""
    return max(space.width, space.height, 1.0)


def _finite(route: Route) -> bool:
    """True if every space has an ordinary place (the loader reports the others)."""
    return all(math.isfinite(s.x) and math.isfinite(s.y) for s in route.spaces)


def route_problem(route: Route, a: City, b: City, where: Where) -> tuple[str, str] | None:
    """(where, what) for the first way the route's spaces fail to line up, or None."""
    return (_off_line(route, a, b, where) or next(_overlaps([route], where), None)
            or _short_end(route, a, b, where) or _gap(route, where))


def _off_line(route: Route, a: City, b: City, where: Where) -> tuple[str, str] | None:
    """A space far from the straight line between the route's cities."""
    chord = math.dist((a.x, a.y), (b.x, b.y))
    for n, s in enumerate(route.spaces, 1):
        off = point_segment_distance((s.x, s.y), (a.x, a.y), (b.x, b.y))
        if off > OFF_LINE * chord + _length(s):
            return where(route, n), (f"is {off:.0f} pixels away from the line between {a.id} and {b.id}; "
                                     "move it back between the two cities (or the city, if one was moved)")
    return None


def _short_end(route: Route, a: City, b: City, where: Where) -> tuple[str, str] | None:
    """An end space that stops well short of its city's picture."""
    spaces = route.spaces
    for n, s, city, other in ((1, spaces[0], a, b), (len(spaces), spaces[-1], b, a)):
        short = point_polygon_distance((city.x, city.y), _outline(s)) - city.radius
        if short > END_REACH * _length(s):
            reversed_ = point_polygon_distance((other.x, other.y), _outline(s)) - other.radius <= _length(s)
            hint = (f"space 1 belongs at {a.id} (the route's 'from'): number the spaces the other way round"
                    if reversed_ else f"move the spaces up to {city.id}, or {city.id} up to the route")
            return where(route, n), f"is an end space but stops {short:.0f} pixels short of {city.id}; {hint}"
    return None


def _gap(route: Route, where: Where) -> tuple[str, str] | None:
    """Two neighbouring spaces with room for a train between them."""
    spaces = route.spaces
    for n in range(1, len(spaces)):
        s, t = spaces[n - 1], spaces[n]
        half = (_length(s) + _length(t)) / 2
        gap = math.dist((s.x, s.y), (t.x, t.y)) - half
        if gap > GAP * half:
            return where(route, n), (f"leaves a gap of {gap:.0f} pixels before space {n + 1}; "
                                     "move the spaces end to end")
    return None


def lineup_problems(routes: Sequence[Route], cities: dict[str, City], where: Where) -> Iterator[tuple[str, str]]:
    """(where, what): routes whose spaces do not line up, then spaces lying on top of other spaces."""
    straight = []
    for r in routes:
        if r.a in cities and r.b in cities and r.spaces and _finite(r):
            problem = route_problem(r, cities[r.a], cities[r.b], where)
            if problem:
                yield problem
            else:
                straight.append(r)
    yield from _overlaps(straight, where)


def _overlaps(routes: Sequence[Route], where: Where) -> Iterator[tuple[str, str]]:
    """Spaces that lie on one another (each pair once; a route's neighbours may touch on a bend)."""
    shapes = [(r, n, s, _outline(s, SHRINK)) for r in routes for n, s in enumerate(r.spaces, 1)]
    shapes.sort(key=lambda item: item[2].x)
    reach = max((_length(item[2]) for item in shapes), default=0.0)
    for i, (r, n, s, outline) in enumerate(shapes):
        for r2, n2, s2, outline2 in shapes[i + 1:]:
            if s2.x - s.x > reach:
                break
            if abs(s2.y - s.y) <= reach and polygons_overlap(outline, outline2):
                other = f"its own space {n2}" if r2.id == r.id else f"route {r2.id} space {n2}"
                yield where(r, n), f"lies on top of {other}; move them apart so each can be seen and tapped"
