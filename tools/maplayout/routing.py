"""Candidate shapes of a route: straight, or one of many gentle curves, with its spaces placed.

Every route (or both routes of a double, which move together) has a fixed list of candidate
shapes: a cubic curve whose two inner control points sit 0 or more pixels off the chord,
combined with a placement of the spaces (evenly spread; packed at the smallest gap; or slid
along any slack). A shape carries its own cost (bend, kinks, foreign markers, map edge,
cramped spacing); `pair_cost` prices two shapes of different routes whose spaces touch or
overlap. The search in `layout` picks one shape per route.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from tools.maplayout.boards import BoardSpec
from tools.maplayout.reference import RefCity, RefRoute
from tools.maplayout.tracks import (Box, Curve, box_corners, boxes_overlap, place_spaces,
                                    point_box_distance, spread)

OVERLAP = 1_000_000.0
OUTSIDE = 1_000_000.0
FOREIGN_MARKER = 5_000.0
OWN_MARKER = 3_000.0
TOO_CLOSE = 60.0     # two routes' spaces closer than the gap between double tracks
TOUCHING = 500.0     # ... closer than half that gap
CRAMPED = 400.0
PLACEMENTS = ((0.5, False), (0.5, True), (0.2, False), (0.8, False))  # (shift, tight)
BEND_STEPS = (0.0, 0.6, -0.6, 1.2, -1.2, 2.5, -2.5, 4.5, -4.5)


@dataclass(frozen=True)
class Group:
    """One route, or the two routes of a double, laid out together from city a to city b."""

    routes: tuple[RefRoute, ...]
    a: RefCity
    b: RefCity


@dataclass(frozen=True)
class Shape:
    """One candidate layout of a group: its bends, its spaces per route and its own cost."""

    bends: tuple[float, float]
    placement: tuple[float, bool]
    tracks: tuple[tuple[Box, ...], ...]
    own_cost: float
    bounds: tuple[float, float, float, float]


def make_groups(cities: list[RefCity], routes: list[RefRoute]) -> list[Group]:
    """Routes bundled into singles and doubles, in route-id order."""
    by_id = {c.id: c for c in cities}
    routes_by_id = {r.id: r for r in routes}
    groups, seen = [], set()
    for route in sorted(routes, key=lambda r: r.id):
        if route.id in seen:
            continue
        members = (route,) if not route.twin else (route, routes_by_id[route.twin])
        seen.update(r.id for r in members)
        groups.append(Group(members, by_id[route.a], by_id[route.b]))
    return groups


def _bend_cost(spec: BoardSpec, bends: tuple[float, float], chord: float, doubled: bool,
               placement: tuple[float, bool]) -> float:
    """What leaving the straight, centred, evenly spread layout costs."""
    unit = spec.space[1] + spec.space_gap
    bend = abs(bends[0]) + abs(bends[1])
    cost = 15 * bend / unit + 150 * bend / chord + 8 * abs(bends[0] - bends[1]) / unit
    if bends[0] * bends[1] < 0:
        cost += 120 if doubled else 60  # an S-bend reads worse than a plain curve
    return cost + abs(placement[0] - 0.5) * 30 + 6 * placement[1]


def _track_cost(spec: BoardSpec, ends: tuple[str, str], track: list[Box],
                cities: list[RefCity]) -> float:
    """What one track's spaces cost by themselves: kinks, squeezes, map edge, markers."""
    cost = 0.0
    for box, after in zip(track, track[1:]):
        if boxes_overlap(box, after):
            cost += OVERLAP  # neighbours on top of each other on the inside of a curve
        elif boxes_overlap(box, after, spec.step_gap[0] / 4):
            cost += TOUCHING  # neighbours squeezed together on the inside of a curve
        turn = abs((after.angle - box.angle + 90) % 180 - 90)
        cost += 3 * max(0.0, turn - 10)  # a sharp kink between neighbours
    radius = spec.marker / 2
    for box in track:
        for x, y in box_corners(box):
            if not (4 <= x <= spec.width - 4 and 4 <= y <= spec.height - 4):
                cost += OUTSIDE
        for city in cities:
            if abs(city.x - box.cx) > 120 or abs(city.y - box.cy) > 120:
                continue
            gap = point_box_distance(city.x, city.y, box) - radius
            if city.id in ends:
                if gap < 3:
                    cost += OWN_MARKER + 100 * (3 - gap)
            elif gap < 8:
                cost += FOREIGN_MARKER + 200 * (8 - gap)
    return cost


def candidate_shapes(spec: BoardSpec, group: Group, cities: list[RefCity]) -> list[Shape]:
    """All candidate shapes of a group, the straight centred one first."""
    a, b = (group.a.x, group.a.y), (group.b.x, group.b.y)
    chord = math.dist(a, b)
    unit = spec.space[1] + spec.space_gap
    steps = sorted({max(-0.6 * chord, min(0.6 * chord, s * unit)) for s in BEND_STEPS},
                   key=lambda v: (abs(v), v))
    length = group.routes[0].length
    count = len(group.routes)
    offsets = [0.0] if count == 1 else [(unit / 2), -(unit / 2)]
    margin = spec.marker / 2 + 4
    ends = (group.a.id, group.b.id)
    rank = {v: i for i, v in enumerate(sorted(steps))}
    shapes = []
    for b1 in steps:
        for b2 in steps:
            if abs(rank[b1] - rank[b2]) > 3:
                continue  # too lopsided to look like a gentle curve
            curve = Curve(a, b, b1, b2)
            for placement in PLACEMENTS:
                plan = spread(curve.length, length, margin, spec.space[0], spec.step_gap,
                              *placement)
                if placement != PLACEMENTS[0] and plan.first - plan.pitch / 2 <= margin + 1:
                    continue  # no slack to slide along or to gain by packing
                tracks = [place_spaces(curve, plan, length, off, spec.space) for off in offsets]
                for track, route in zip(tracks, group.routes):
                    if route.a != group.a.id:
                        track.reverse()
                cost = (_bend_cost(spec, (b1, b2), chord, count > 1, placement)
                        + CRAMPED * plan.cramped * length
                        + sum(_track_cost(spec, ends, t, cities) for t in tracks))
                corners = [p for track in tracks for box in track for p in box_corners(box)]
                xs, ys = [p[0] for p in corners], [p[1] for p in corners]
                shapes.append(Shape((b1, b2), placement, tuple(tuple(t) for t in tracks), cost,
                                    (min(xs), min(ys), max(xs), max(ys))))
    return shapes


def pair_cost(s: Shape, t: Shape, clearance: float) -> float:
    """Penalty for two shapes of different groups: overlapping or too-close spaces."""
    cost = 0.0
    left, top, right, bottom = t.bounds
    others = [b for track in t.tracks for b in track]
    for box in (b for track in s.tracks for b in track):
        reach = box.radius + clearance
        if (box.cx + reach < left or box.cx - reach > right or box.cy + reach < top
                or box.cy - reach > bottom):
            continue
        for other in others:
            dx, dy, far = other.cx - box.cx, other.cy - box.cy, reach + other.radius
            if dx * dx + dy * dy < far * far and boxes_overlap(box, other, clearance / 2):
                if boxes_overlap(box, other):
                    cost += OVERLAP
                else:
                    cost += TOUCHING if boxes_overlap(box, other, clearance / 4) else TOO_CLOSE
    return cost
