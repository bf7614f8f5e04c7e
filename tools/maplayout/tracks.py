"""Track shapes: a route's path (a gentle cubic curve), and its spaces spread along it."""
from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass

Point = tuple[float, float]
_SAMPLES = 48


@dataclass(frozen=True)
class Box:
    """A rotated rectangle for fast tests: centre, clockwise angle, unit axis, half sizes."""

    cx: float
    cy: float
    angle: float
    ux: float
    uy: float
    hl: float
    hw: float
    radius: float  # of the circle around the box


def make_box(cx: float, cy: float, angle: float, length: float, width: float) -> Box:
    """A box of the given size centred at (cx, cy), its long side along `angle` degrees."""
    t = math.radians(angle)
    return Box(cx, cy, angle, math.cos(t), math.sin(t), length / 2.0, width / 2.0,
               math.hypot(length, width) / 2.0)


def boxes_overlap(a: Box, b: Box, margin: float = 0.0) -> bool:
    """True if the boxes share area once each is grown by `margin` on every side."""
    dx, dy = b.cx - a.cx, b.cy - a.cy
    reach = a.radius + b.radius + 2 * margin
    if dx * dx + dy * dy >= reach * reach:
        return False
    a_long, a_wide, b_long, b_wide = a.hl + margin, a.hw + margin, b.hl + margin, b.hw + margin
    for ax, ay in ((a.ux, a.uy), (-a.uy, a.ux), (b.ux, b.uy), (-b.uy, b.ux)):
        ra = a_long * abs(a.ux * ax + a.uy * ay) + a_wide * abs(a.uy * ax - a.ux * ay)
        rb = b_long * abs(b.ux * ax + b.uy * ay) + b_wide * abs(b.uy * ax - b.ux * ay)
        if abs(dx * ax + dy * ay) >= ra + rb:
            return False
    return True


def point_box_distance(px: float, py: float, box: Box) -> float:
    """Distance from a point to a box (0 inside)."""
    dx, dy = px - box.cx, py - box.cy
    along = abs(dx * box.ux + dy * box.uy) - box.hl
    across = abs(-dx * box.uy + dy * box.ux) - box.hw
    return math.hypot(max(along, 0.0), max(across, 0.0))


def box_corners(box: Box) -> list[Point]:
    """The four corners of a box."""
    ex, ey = box.ux * box.hl, box.uy * box.hl
    fx, fy = -box.uy * box.hw, box.ux * box.hw
    return [(box.cx - ex - fx, box.cy - ey - fy), (box.cx + ex - fx, box.cy + ey - fy),
            (box.cx + ex + fx, box.cy + ey + fy), (box.cx - ex + fx, box.cy - ey + fy)]


class Curve:
    """A cubic Bezier path from a to b whose inner control points sit off the chord."""

    def __init__(self, a: Point, b: Point, bend1: float, bend2: float) -> None:
        """Control points at 1/3 and 2/3 of the chord, pushed sideways by bend1 and bend2."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        chord = math.hypot(dx, dy)
        nx, ny = -dy / chord, dx / chord
        self.points = (a, (a[0] + dx / 3 + nx * bend1, a[1] + dy / 3 + ny * bend1),
                       (a[0] + 2 * dx / 3 + nx * bend2, a[1] + 2 * dy / 3 + ny * bend2), b)
        self._ts = [i / _SAMPLES for i in range(_SAMPLES + 1)]
        lengths = [0.0]
        prev = a
        for t in self._ts[1:]:
            cur = self.point(t)
            lengths.append(lengths[-1] + math.hypot(cur[0] - prev[0], cur[1] - prev[1]))
            prev = cur
        self._lengths = lengths

    @property
    def length(self) -> float:
        """Arc length of the path."""
        return self._lengths[-1]

    def point(self, t: float) -> Point:
        """Point at curve parameter t (0..1)."""
        p0, p1, p2, p3 = self.points
        s = 1.0 - t
        w0, w1, w2, w3 = s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t
        return (w0 * p0[0] + w1 * p1[0] + w2 * p2[0] + w3 * p3[0],
                w0 * p0[1] + w1 * p1[1] + w2 * p2[1] + w3 * p3[1])

    def direction(self, t: float) -> Point:
        """Unit tangent at curve parameter t."""
        p0, p1, p2, p3 = self.points
        s = 1.0 - t
        w0, w1, w2 = 3 * s * s, 6 * s * t, 3 * t * t
        dx = w0 * (p1[0] - p0[0]) + w1 * (p2[0] - p1[0]) + w2 * (p3[0] - p2[0])
        dy = w0 * (p1[1] - p0[1]) + w1 * (p2[1] - p1[1]) + w2 * (p3[1] - p2[1])
        norm = math.hypot(dx, dy) or 1.0
        return (dx / norm, dy / norm)

    def at_length(self, s: float) -> float:
        """Curve parameter at arc length s (clamped to the path)."""
        s = max(0.0, min(self.length, s))
        i = max(1, bisect_left(self._lengths, s))
        l0, l1 = self._lengths[i - 1], self._lengths[i]
        f = 0.0 if l1 == l0 else (s - l0) / (l1 - l0)
        return self._ts[i - 1] + f * (self._ts[i] - self._ts[i - 1])


@dataclass(frozen=True)
class Spread:
    """Where a route's spaces go along its path: pitch and the arc length of the first centre."""

    first: float
    pitch: float
    cramped: float  # how many pixels per space the path lacks (0 when the spaces fit)


def spread(path_length: float, count: int, margin: float, space: float,
           gaps: tuple[float, float], shift: float, tight: bool = False) -> Spread:
    """Even spacing of `count` spaces between the end margins.

    `shift` in 0..1 slides the block along any slack; `tight` packs the spaces at the
    smallest gap, which leaves more room at both cities.
    """
    free = path_length - 2 * margin
    pitch = min(free / count, space + gaps[0 if tight else 1])
    cramped = max(0.0, space + gaps[0] - pitch)
    pitch = max(pitch, space + gaps[0])
    slack = free - pitch * count
    start = margin + (slack * shift if slack > 0 else slack / 2)
    return Spread(start + pitch / 2, pitch, cramped)


def upright(angle: float) -> float:
    """The same line's angle folded into (-90, 90], so tile symbols never stand on their head."""
    while angle > 90.0:
        angle -= 180.0
    while angle <= -90.0:
        angle += 180.0
    return angle


def place_spaces(curve: Curve, plan: Spread, count: int, offset: float,
                 size: tuple[float, float]) -> list[Box]:
    """The spaces of one track, `offset` pixels beside the path (positive = left of a->b)."""
    boxes = []
    for i in range(count):
        t = curve.at_length(plan.first + i * plan.pitch)
        px, py = curve.point(t)
        dx, dy = curve.direction(t)
        cx, cy = px + dy * offset, py - dx * offset
        boxes.append(make_box(cx, cy, upright(math.degrees(math.atan2(dy, dx))), *size))
    return boxes
