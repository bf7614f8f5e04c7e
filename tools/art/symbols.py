"""The colour-blind symbols (heart, drop, star, ...) as outlined vector shapes."""
from __future__ import annotations

import math
from typing import Callable

from .canvas import RGB, Pen, Point, Prim, arc_pts, star_pts

RAINBOW: tuple[RGB, ...] = ((226, 48, 48), (250, 206, 40), (58, 168, 76), (44, 112, 214))


def draw_symbol(pen: Pen, name: str, c: Point, r: float, fill: RGB, t: float = 0) -> None:
    """Draw symbol `name` centred on c, about 2r across, in colour fill (outline width t)."""
    parts = SHAPES[name](pen, c, r, fill)
    pen.group(parts, t)


def _sc(c: Point, r: float, pts: list[Point]) -> list[Point]:
    """Scale unit-box points by r about c."""
    return [(c[0] + x * r, c[1] + y * r) for x, y in pts]


def _square(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A rounded square."""
    s = 1.5 * r
    return [(pen.p_rrect(c[0] - s / 2, c[1] - s / 2, s, s, 0.25 * r), fill)]


def _diamond(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A tall rhombus."""
    return [(pen.p_poly(_sc(c, r, [(0, -1), (0.78, 0), (0, 1), (-0.78, 0)])), fill)]


def _cloud(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A puffy cloud with a flat base."""
    circles = [(-0.5, 0.12, 0.4), (0.02, -0.18, 0.56), (0.52, 0.1, 0.42)]
    parts = [(pen.p_circle((c[0] + x * r, c[1] + y * r), rr * r), fill) for x, y, rr in circles]
    parts.append((pen.p_rrect(c[0] - 0.9 * r, c[1] + 0.05 * r, 1.84 * r, 0.47 * r, 0.22 * r), fill))
    return parts


def _tangents(p: Point, c: Point, r: float) -> tuple[float, float]:
    """Angles (degrees) on circle (c, r) of the two tangent points seen from p."""
    d = math.hypot(p[0] - c[0], p[1] - c[1])
    phi = math.degrees(math.atan2(p[1] - c[1], p[0] - c[0]))
    da = math.degrees(math.acos(r / d))
    return phi - da, phi + da


def _drop(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A water drop, point up."""
    cc, rr, tip = (c[0], c[1] + 0.32 * r), 0.64 * r, (c[0], c[1] - r)
    a0, a1 = _tangents(tip, cc, rr)
    return [(pen.p_poly([tip] + arc_pts(cc, rr, rr, a1, a0 + 360, 40)), fill)]


def _star(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A five-pointed star."""
    return [(pen.p_poly(star_pts((c[0], c[1] + 0.08 * r), 1.05 * r, 0.47 * r)), fill)]


def _sun(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A disc with eight pointed rays."""
    parts = [(pen.p_circle(c, 0.5 * r), fill)]
    for i in range(8):
        a = math.radians(i * 45)
        w = math.radians(17)
        pts = [(c[0] + 0.6 * r * math.cos(a - w), c[1] + 0.6 * r * math.sin(a - w)),
               (c[0] + 1.02 * r * math.cos(a), c[1] + 1.02 * r * math.sin(a)),
               (c[0] + 0.6 * r * math.cos(a + w), c[1] + 0.6 * r * math.sin(a + w))]
        parts.append((pen.p_poly(pts), fill))
    return parts


def _moon(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A crescent moon opening to the upper right."""
    r0, r1 = 0.9 * r, 0.72 * r
    c0 = (c[0] - 0.06 * r, c[1] + 0.04 * r)
    c1 = (c0[0] + 0.46 * r, c0[1] - 0.3 * r)
    dx, dy = c1[0] - c0[0], c1[1] - c0[1]
    d = math.hypot(dx, dy)
    a = (r0 * r0 - r1 * r1 + d * d) / (2 * d)
    h = math.sqrt(r0 * r0 - a * a)
    ux, uy = dx / d, dy / d
    p1 = (c0[0] + a * ux - h * uy, c0[1] + a * uy + h * ux)
    p2 = (c0[0] + a * ux + h * uy, c0[1] + a * uy - h * ux)
    ang = lambda p, cc: math.degrees(math.atan2(p[1] - cc[1], p[0] - cc[0]))  # noqa: E731
    o1, o2 = ang(p1, c0), ang(p2, c0)
    i1, i2 = ang(p1, c1), ang(p2, c1)
    outer = arc_pts(c0, r0, r0, o1, o2 if o2 > o1 else o2 + 360, 48)
    inner = arc_pts(c1, r1, r1, i2, i1 if i1 < i2 else i1 - 360, 48)
    return [(pen.p_poly(outer + inner), fill)]


def _heart(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A heart."""
    cl, cr, rr = (c[0] - 0.45 * r, c[1] - 0.3 * r), (c[0] + 0.45 * r, c[1] - 0.3 * r), 0.5 * r
    tip = (c[0], c[1] + 0.98 * r)
    left = arc_pts(cl, rr, rr, 180, 135, 6)[-1]
    right = arc_pts(cr, rr, rr, 0, 45, 6)[-1]
    return [(pen.p_circle(cl, rr), fill), (pen.p_circle(cr, rr), fill),
            (pen.p_poly([left, (c[0], c[1] - 0.3 * r), right, tip]), fill)]


def _clover(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """A three-leaf clover with a stem."""
    parts = [(pen.p_line([(c[0] + 0.02 * r, c[1] + 0.1 * r), (c[0] + 0.3 * r, c[1] + 0.98 * r)],
                         0.24 * r), fill)]
    for x, y in ((0, -0.5), (-0.47, 0.04), (0.47, 0.04)):
        parts.append((pen.p_circle((c[0] + x * r, c[1] + y * r), 0.4 * r), fill))
    parts.append((pen.p_circle((c[0], c[1] - 0.1 * r), 0.3 * r), fill))
    return parts


def _rainbow(pen: Pen, c: Point, r: float, fill: RGB) -> list[tuple[Prim, RGB]]:
    """Four concentric arcs in rainbow colours (the wild card)."""
    base = (c[0], c[1] + 0.42 * r)
    parts = []
    radii = [1.0 * r, 0.84 * r, 0.68 * r, 0.52 * r, 0.36 * r]
    for col, ro, ri in zip(RAINBOW, radii, radii[1:]):
        pts = arc_pts(base, ro, ro, 180, 360, 32) + arc_pts(base, ri, ri, 360, 180, 32)
        parts.append((pen.p_poly(pts), col))
    return parts


SHAPES: dict[str, Callable[[Pen, Point, float, RGB], list[tuple[Prim, RGB]]]] = {
    "square": _square, "diamond": _diamond, "cloud": _cloud, "drop": _drop, "star": _star,
    "sun": _sun, "moon": _moon, "heart": _heart, "clover": _clover, "rainbow": _rainbow,
}
