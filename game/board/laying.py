"""A route drawn as a line: which cities its ends lie on, and its spaces laid out evenly along it.

A family draws a route as a line from city to city and says only its colour and length; the spaces
are laid here, from the edge of one city's picture to the edge of the other's, each turned along the
line where it lies (on a bend, along the chord between its two ends on the line). Spaces are
`HEIGHT` tiles high (24 px on 32 px tiles, as the shipped starter), leave `GAP` tiles between
them and at the cities, and are as long as the room allows, from `SHORTEST` to `LONGEST` tiles;
a line too long for its spaces even at the longest spreads them evenly, as far apart as the map
checker lets spaces stand (game/board/lineup.py's GAP), and beyond that it is refused in words.
A line left unnamed is named from its cities, and two such lines between the same cities are a
double route. No pygame and no pytmx: a route object is read only through its points.
"""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Sequence

from game.board.limits import MARGIN, MAX_ROUTE_LENGTH
from game.board.lineup import GAP as MOST_GAP
from game.rules.board import City, Route, Space

Point = tuple[float, float]

HEIGHT = 0.75     # tiles: a space's height (24 px on 32 px tiles)
GAP = 0.25        # tiles: the room left between two spaces, and between an end space and its city
SHORTEST = 1.0    # tiles: a space shorter than this is too small to see and tap
LONGEST = 2.5     # tiles: a longer space looks stretched (80 px on 32 px tiles); a longer line spreads its spaces
REACH = 2.0       # tiles (about one space): how far from a city's picture a line may end and still reach it


def line_points(obj: Any) -> list[Point] | None:
    """A route object's line (a polyline, or a polygon's points as an open line), turned as Tiled turns it."""
    if not getattr(obj, "points", None):
        return None
    points = [(float(x), float(y)) for x, y in obj.apply_transformations()]
    if len(points) < 2 or not all(math.isfinite(v) for p in points for v in p):
        return None
    return points


def edge_distance(point: Point, city: City) -> float:
    """How far a point lies outside a city's picture (0 on it)."""
    return max(0.0, math.dist(point, (city.x, city.y)) - city.radius)


def nearest_city(point: Point, cities: Sequence[City]) -> City | None:
    """The city whose picture the point lies on or nearest to (the closest centre among pictures it is on)."""
    return min(cities, key=lambda c: (edge_distance(point, c), math.dist(point, (c.x, c.y))), default=None)


def reach(tile: tuple[int, int]) -> float:
    """Pixels from a city's picture within which a line's end still reaches it."""
    return REACH * min(tile)


def end_problem(point: Point, city: City | None, given: str, tile: tuple[int, int]) -> str | None:
    """Why a line's end does not reach its city (`given`: the property naming it, '' if found), or None."""
    if city is None:
        return "its line ends where there is no city; place the cities first, then end the line on one"
    off = edge_distance(point, city)
    if off <= reach(tile):
        return None
    if given:
        return (f"its line ends {off:.0f} pixels from {city.id} (its '{given}'); end the line on "
                f"{city.id}'s picture, or change '{given}'")
    return (f"its line ends {off:.0f} pixels from any city (the nearest is {city.id}); "
            "end it on a city's picture")


def line_ends(points: list[Point], given: tuple[str | None, str | None], cities: dict[str, City],
              tile: tuple[int, int]) -> tuple[list[Point], str | None, str | None, list[str]]:
    """The line turned to start at its 'from' city, the ids of its two cities (given, or found at its
    ends) and why an end does not reach its city."""
    a, b = given
    if a in cities or b in cities:
        near = cities[a] if a in cities else cities[str(b)]
        first, last = (edge_distance(points[0], near), edge_distance(points[-1], near))
        if (last < first) == (a in cities):
            points = points[::-1]
    problems = []
    found = []
    for key, name, point in (("from", a, points[0]), ("to", b, points[-1])):
        city = cities.get(name) if name else nearest_city(point, list(cities.values()))
        if name and city is None:
            found.append(name)   # an unknown city: the loader names it
            continue
        problem = end_problem(point, city, key if name else "", tile)
        if problem:
            problems.append(problem)
        found.append(city.id if city else None)
    return points, found[0], found[1], problems


def _cumulative(points: Sequence[Point]) -> list[float]:
    """The distance along the line to each of its points."""
    out = [0.0]
    for p, q in zip(points, points[1:]):
        out.append(out[-1] + math.dist(p, q))
    return out


def point_at(points: Sequence[Point], along: Sequence[float], s: float) -> Point:
    """The point `s` pixels along the line (clamped to its ends)."""
    s = min(max(s, 0.0), along[-1])
    for i in range(1, len(points)):
        if s <= along[i] or i == len(points) - 1:
            part = along[i] - along[i - 1]
            t = 0.0 if part == 0 else (s - along[i - 1]) / part
            (x0, y0), (x1, y1) = points[i - 1], points[i]
            return (x0 + t * (x1 - x0), y0 + t * (y1 - y0))
    return points[-1]


def _leave(points: Sequence[Point], along: Sequence[float], city: City, half: float) -> float:
    """How far along the line a space `half` high on each side of it is clear of the city's picture
    (0 if the line starts outside it)."""
    centre, r = (city.x, city.y), city.radius
    if math.dist(points[0], centre) >= r:
        return 0.0
    s = along[-1]
    for i in range(1, len(points)):
        if math.dist(points[i], centre) >= r:
            (x0, y0), (x1, y1) = points[i - 1], points[i]
            dx, dy, fx, fy = x1 - x0, y1 - y0, x0 - city.x, y0 - city.y
            a, b, c = dx * dx + dy * dy, 2 * (fx * dx + fy * dy), fx * fx + fy * fy - r * r
            t = (-b + math.sqrt(max(0.0, b * b - 4 * a * c))) / (2 * a)   # the far root: where it goes out
            s = along[i - 1] + t * (along[i] - along[i - 1])
            break
    last = min(along[-1], s + 2 * (r + half))   # by then a corner is off the picture unless the line winds round it
    while s < last:   # a line leaving off-centre: step on until the space's corners are off the picture too
        (px, py), (qx, qy) = point_at(points, along, s), point_at(points, along, s + 1.0)
        step = math.hypot(qx - px, qy - py) or 1.0
        nx, ny = (py - qy) * half / step, (qx - px) * half / step
        if min(math.dist((px + nx, py + ny), centre), math.dist((px - nx, py - ny), centre)) >= r:
            break
        s += 1.0
    return s


def _fit(room: float, length: int, tile: float) -> tuple[float, float]:
    """(space length, gap) for `length` spaces in `room` pixels: small gaps, spaces as long as allowed."""
    gap = GAP * tile
    size = min((room - (length + 1) * gap) / length, LONGEST * tile)
    return size, (room - length * size) / (length + 1)


def _fits(room: float, length: int, tile: float) -> bool:
    """True if `length` spaces lie well in `room`: long enough to see, not so spread that a train seems to jump."""
    size, gap = _fit(room, length, tile)
    return size >= SHORTEST * tile and gap <= MOST_GAP * size


def lay_spaces(points: Sequence[Point], a: City, b: City, length: int, tile: tuple[int, int],
               size: tuple[int, int]) -> tuple[tuple[Space, ...], str | None]:
    """`length` spaces along a line from city a's picture to b's on a map of `size`, or () and what to change."""
    side = float(min(tile))
    along = _cumulative(points)
    start = _leave(points, along, a, HEIGHT * side / 2)
    end = along[-1] - _leave(points[::-1], _cumulative(points[::-1]), b, HEIGHT * side / 2)
    room = end - start
    if a == b or not 1 <= length <= MAX_ROUTE_LENGTH:
        return (), f"its line needs two cities and 1 to {MAX_ROUTE_LENGTH} spaces"   # reported by the loader
    if not _fits(room, length, side):
        return (), _misfit(room, length, side, a, b)
    long, gap = _fit(room, length, side)
    spaces = []
    for n in range(length):
        s0 = start + gap + n * (long + gap)
        (x0, y0), (x1, y1) = point_at(points, along, s0), point_at(points, along, s0 + long)
        angle = math.degrees(math.atan2(y1 - y0, x1 - x0)) % 360.0
        spaces.append(Space(x=(x0 + x1) / 2, y=(y0 + y1) / 2, width=long, height=HEIGHT * side,
                            angle=0.0 if angle >= 360.0 else angle))
    (w, h), m = size, MARGIN
    if not all(-m <= s.x <= w + m and -m <= s.y <= h + m for s in spaces):
        return (), "its line runs off the map; keep it on the map between its cities"
    return tuple(spaces), None


def _misfit(room: float, length: int, side: float, a: City, b: City) -> str:
    """What to change when `length` spaces do not lie well in the room between the two cities."""
    between = f"between {a.id} and {b.id}"
    if room <= 0:
        return (f"its line has no room for spaces {between} (their pictures touch or it runs back); "
                "move the cities apart, or draw the line from one city's edge to the other's")
    size, gap = _fit(room, length, side)
    fitting = [n for n in range(1, MAX_ROUTE_LENGTH + 1) if _fits(room, n, side)]
    if size < SHORTEST * side:
        fewer = max((n for n in fitting if n < length), default=0)
        change = f"lower its length to {fewer}, or " if fewer else ""
        return (f"its line is too short for {length} spaces: {room:.0f} pixels {between} leave "
                f"{max(size, 0):.0f} pixels a space (at least {SHORTEST * side:.0f}); "
                f"{change}make the line longer (move the cities apart)")
    more = min((n for n in fitting if n > length), default=0)
    change = f"raise its length to {more}, or " if more else ""
    return (f"its line is too long for {length} space{'s' if length != 1 else ''}: {room:.0f} pixels {between} "
            f"would leave {gap:.0f} pixels between spaces of {size:.0f} (at most {MOST_GAP * size:.0f}); "
            f"{change}make the line shorter (move the cities closer)")


def name_lines(routes: Sequence[Route], unnamed: Sequence[bool]) -> list[Route]:
    """Routes left unnamed, named from their cities in the map's order ('home-school', then
    'home-school-2'); two of them joining the same cities, neither naming a twin, become a double route."""
    taken = {r.id for r, blank in zip(routes, unnamed) if not blank}
    out = list(routes)
    pairs: dict[frozenset[str], list[int]] = {}
    for n, (route, blank) in enumerate(zip(routes, unnamed)):
        if not blank:
            continue
        stem = "-".join(sorted((route.a, route.b)))
        name, count = stem, 1
        while name in taken:
            count += 1
            name = f"{stem}-{count}"
        taken.add(name)
        out[n] = replace(route, id=name)
        if route.twin is None:
            pairs.setdefault(route.ends, []).append(n)
    for pair in pairs.values():
        if len(pair) == 2:
            first, second = out[pair[0]], out[pair[1]]
            out[pair[0]], out[pair[1]] = replace(first, twin=second.id), replace(second, twin=first.id)
    return out
