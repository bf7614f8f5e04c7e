"""Terrain tiles (32x32): the 16 corner autotiles and the relief of the USA and First Journey."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from .canvas import RGB, Pen, finish, new_canvas, shade
from .grids import tile_kinds

ColourAt = Callable[[float], RGB]
_SUB = (1 / 6, 0.5, 5 / 6)


def autotile(bits: int, colour_at: ColourAt, wobble: float = 1.0) -> pygame.Surface:
    """One corner autotile: colour_at(d) gives the colour at signed distance d px from the shore.

    wobble scales a small ripple of the shore line (0 for straight quays).
    """
    nw, ne, sw, se = bits & 1, (bits >> 1) & 1, (bits >> 2) & 1, (bits >> 3) & 1
    # a diagonal pair (bits 6 or 9) is drawn as two separate corner pieces, not a cross
    pieces = [(nw, ne, sw, se)]
    if bits in (6, 9):
        pieces = [p for p in ((nw, 0, 0, 0), (0, ne, 0, 0), (0, 0, sw, 0), (0, 0, 0, se)) if any(p)]
    surf = pygame.Surface((32, 32), pygame.SRCALPHA)
    for y in range(32):
        for x in range(32):
            acc = [0.0, 0.0, 0.0]
            for oy in _SUB:
                for ox in _SUB:
                    d = max(_shore_distance(*p, x + ox, y + oy, wobble) for p in pieces)
                    col = colour_at(d)
                    acc[0] += col[0]
                    acc[1] += col[1]
                    acc[2] += col[2]
            surf.set_at((x, y), (round(acc[0] / 9), round(acc[1] / 9), round(acc[2] / 9), 255))
    return surf


def _shore_distance(nw: int, ne: int, sw: int, se: int, px: float, py: float,
                    wobble: float) -> float:
    """Signed distance (px, + on land) to the 0.5 contour of the bilinear corner field."""
    u, v = px / 32, py / 32
    f = nw * (1 - u) * (1 - v) + ne * u * (1 - v) + sw * (1 - u) * v + se * u * v
    gu = ((ne - nw) * (1 - v) + (se - sw) * v) / 32
    gv = ((sw - nw) * (1 - u) + (se - ne) * u) / 32
    g = math.hypot(gu, gv)
    if g < 1e-9:
        return 99.0 if f > 0.5 else -99.0
    # the ripple is periodic in the tile, so it joins across tile edges
    ripple = (0.3 * math.sin(2 * math.pi * (px + py) / 16)
              + 0.2 * math.sin(2 * math.pi * (px - py) / 32))
    return (f - 0.5) / g + wobble * ripple


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend of two colours (t clamped to 0..1)."""
    t = max(0.0, min(1.0, t))
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def shore_style(deep: RGB, shallow: RGB, line: RGB, sand: RGB, land: RGB,
                line_w: float = 1.2, sand_w: float = 2.2) -> ColourAt:
    """A colour-by-distance function: deep water, shallows, a shore line, a sand rim, land."""
    def colour_at(d: float) -> RGB:
        """Colour at signed shore distance d."""
        if d < -line_w / 2:
            return mix(deep, shallow, ((d + 9) / 8) ** 2 if d > -9 else 0)
        if d < line_w / 2:
            return line
        if d < line_w / 2 + sand_w:
            return sand
        return mix(sand, land, (d - line_w / 2 - sand_w) / 1.5)
    return colour_at


def _mountain(pen: Pen, peak: tuple[float, float], half: float, base: float,
              cols: tuple[RGB, ...]) -> None:
    """A peak with a lit left face, a shaded right face and a snow cap."""
    light, dark, snow = cols
    px, py = peak
    pen.poly([(px, py), (px - half, base), (px + half, base)], light)
    pen.poly([(px, py), (px + half, base), (px + half * 0.15, base)], dark, t=0)
    h = (base - py) * 0.3
    pen.poly([(px, py), (px - half * 0.3, py + h), (px - half * 0.1, py + h * 0.8),
              (px + half * 0.05, py + h * 1.1), (px + half * 0.3, py + h)], snow, t=0)


def _conifer(pen: Pen, x: float, base: float, h: float, col: RGB) -> None:
    """A small fir tree."""
    pen.line([(x, base), (x, base - 3)], 1.6, shade(col, 0.6), t=0)
    pen.poly([(x, base - h), (x - h * 0.36, base - 2), (x + h * 0.36, base - 2)], col)


def _round_tree(pen: Pen, x: float, base: float, r: float, col: RGB, trunk: RGB) -> None:
    """A lollipop tree."""
    pen.line([(x, base), (x, base - r)], 2, trunk)
    pen.circle((x, base - r - r * 0.7), r, col)
    pen.circle((x - r * 0.35, base - r - r), r * 0.35, shade(col, 1.25), t=0)


def _decor(game: str, kind: str, v: int) -> pygame.Surface:
    """One relief/decoration tile of the USA or First Journey set."""
    kids = game == "first_journey"
    ol = (60, 56, 90) if kids else (112, 98, 84)
    surf = new_canvas(32, 32, ol)
    pen = Pen(surf, ol, 1.3 if kids else 1.0)
    if kind == "wave":
        col = (236, 248, 255) if kids else (160, 192, 208)
        for x, y in ((6, 12), (16, 22))[: 2 - v] + ((16, 10),) * v:
            pen.line([(x, y + 1), (x + 3, y - 1), (x + 6, y + 1), (x + 9, y - 1)], 1.4, col, t=0)
    elif kind == "mountain":
        cols = ((170, 160, 226), (128, 118, 200), (255, 255, 255)) if kids else \
            ((186, 170, 146), (150, 134, 114), (240, 238, 232))
        peaks = [[((16, 5), 13, 29)], [((11, 9), 10, 28), ((22, 12), 9, 29)],
                 [((19, 6), 12, 29), ((7, 16), 6, 29)], [((8, 13), 7, 28), ((20, 9), 9, 29)]][v]
        for peak, half, base in peaks:
            _mountain(pen, peak, half, base, cols)
    elif kind == "hill":
        col = (124, 200, 96) if kids else (190, 190, 146)
        for cx, w, h in (((12, 10, 8), (23, 8, 6)), ((16, 12, 9),))[v]:
            bump = [(cx - w + 2 * w * k / 12, 26 - h * math.sin(math.pi * k / 12))
                    for k in range(13)]
            pen.poly(bump, col)
    elif kind == "forest":
        col = (112, 146, 100)
        spots = (((8, 27, 12), (19, 22, 13), (26, 29, 10)), ((10, 22, 11), (22, 28, 12)),
                 ((7, 28, 10), (16, 20, 11), (24, 29, 12)))[v]
        for x, base, h in spots:
            _conifer(pen, x, base, h, shade(col, 0.92 + 0.04 * (x % 3)))
    elif kind == "tree":
        col, trunk = ((72, 176, 84), (150, 96, 52))
        trees = (((16, 28, 7),), ((10, 28, 6), (23, 25, 5)), ((9, 26, 5), (22, 29, 6)))[v]
        for x, base, r in trees:
            _round_tree(pen, x, base, r, shade(col, 1.0 + 0.1 * (x % 2)), trunk)
    elif kind == "grass":
        col = (150, 162, 112)
        for x, y in (((6, 12), (20, 8), (14, 24), (26, 22)), ((9, 18), (22, 14), (17, 27)))[v]:
            pen.line([(x - 2.5, y - 4), (x, y), (x + 2.5, y - 4)], 1.1, col, t=0)
            pen.line([(x, y), (x, y - 5)], 1.1, col, t=0)
    elif kind == "flower":
        for x, y, c in (((8, 12, (255, 120, 160)), (22, 22, (255, 214, 60))),
                        ((20, 10, (255, 255, 255)), (10, 24, (255, 150, 90))))[v]:
            for k in range(5):
                a = math.radians(k * 72)
                pen.circle((x + 3.4 * math.cos(a), y + 3.4 * math.sin(a)), 2.6, c, t=1)
            pen.circle((x, y), 2, (250, 200, 40), t=0)
    elif kind == "desert":
        if v == 0:
            pen.line([(16, 28), (16, 10)], 5, (132, 160, 110))
            pen.line([(13, 20), (9, 20), (9, 14)], 3, (132, 160, 110))
            pen.line([(19, 17), (23, 17), (23, 12)], 3, (132, 160, 110))
        else:
            for x, y in ((5, 14), (12, 24)):
                pen.line([(x + 2 * k, y - 3 * math.sin(math.pi * k / 6)) for k in range(7)], 1.3,
                         (190, 168, 124), t=0)
    elif kind == "cactus":
        g = (84, 180, 96)
        pen.group([(pen.p_line([(16, 29), (16, 9)], 6), g),
                   (pen.p_line([(13, 20), (8, 20), (8, 13)], 4), g),
                   (pen.p_line([(19, 17), (24, 17), (24, 11)], 4), g)])
    return finish(surf)


GROUND_STYLES: dict[str, ColourAt] = {
    "usa": shore_style((116, 158, 184), (150, 188, 204), (84, 112, 124), (224, 214, 176),
                       (206, 204, 166)),
    "first_journey": shore_style((132, 200, 238), (176, 226, 248), (52, 110, 150), (252, 236, 170),
                                 (186, 226, 128), line_w=1.8, sand_w=2.6),
}


def north_america_tiles(game: str) -> list[pygame.Surface]:
    """All tiles of the USA or First Journey terrain tileset, in local id order."""
    return [autotile(v, GROUND_STYLES[game]) if kind == "ground" else _decor(game, kind, v)
            for kind, v in tile_kinds(game)]
