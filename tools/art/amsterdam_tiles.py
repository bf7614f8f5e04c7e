"""Amsterdam terrain tiles (32x32): canal autotiles, house roofs, elms, ripples and barges."""
from __future__ import annotations

import pygame

from .canvas import RGB, Pen, finish, new_canvas, shade
from .grids import tile_kinds
from .terrain_tiles import autotile, shore_style

WATER: RGB = (96, 138, 142)
ROOF: RGB = (166, 114, 96)


def _roof(v: int) -> pygame.Surface:
    """Part of a block of canal houses seen from above: one roof colour, houses, ridge lines."""
    surf = new_canvas(32, 32, ROOF)
    pen = Pen(surf, ROOF, 0)
    pen.rrect(0, 0, 32, 32, 0, shade(ROOF, 0.78))
    houses = (
        [(0, 0, 11, 32), (11, 0, 10, 32), (21, 0, 11, 32)],
        [(0, 0, 32, 10), (0, 10, 32, 11), (0, 21, 32, 11)],
        [(0, 0, 15, 15), (15, 0, 17, 15), (0, 15, 9, 17), (9, 15, 23, 17)],
        [(0, 0, 8, 32), (8, 0, 8, 32), (16, 0, 16, 15), (16, 15, 16, 17)],
    )[v]
    for k, (x, y, w, h) in enumerate(houses):
        col = shade(ROOF, (0.96, 1.02, 0.92, 1.06)[(v + k) % 4])
        pen.rrect(x + 0.4, y + 0.4, w - 0.8, h - 0.8, 0.5, shade(col, 1.06))
        if w < h:
            pen.rrect(x + w / 2, y + 0.4, w / 2 - 0.4, h - 0.8, 0, shade(col, 0.86))
            pen.line([(x + w / 2, y + 1), (x + w / 2, y + h - 1)], 0.6, shade(col, 1.16))
        else:
            pen.rrect(x + 0.4, y + h / 2, w - 0.8, h / 2 - 0.4, 0, shade(col, 0.86))
            pen.line([(x + 1, y + h / 2), (x + w - 1, y + h / 2)], 0.6, shade(col, 1.16))
    return finish(surf)


def _tree(v: int) -> pygame.Surface:
    """Elm crowns seen from above, with a soft shadow."""
    col = (108, 146, 88)
    surf = new_canvas(32, 32, (66, 92, 56))
    pen = Pen(surf, (66, 92, 56), 1.0)
    spots = (((16, 16, 9),), ((10, 11, 7), (22, 21, 7.5)),
             ((9, 20, 6.5), (21, 10, 6), (23, 24, 5.5)))[v]
    for x, y, r in spots:
        pen.circle((x + 1.5, y + 2), r, (120, 116, 100), t=0)
    for x, y, r in spots:
        pen.circle((x, y), r, col)
        pen.circle((x - r * 0.3, y - r * 0.3), r * 0.45, shade(col, 1.18), t=0)
    return finish(surf)


def _ripple(v: int) -> pygame.Surface:
    """Two calm ripple strokes on the water."""
    surf = new_canvas(32, 32, WATER)
    pen = Pen(surf, WATER, 0)
    col = shade(WATER, 1.3)
    for x, y in (((5, 11), (15, 23)), ((14, 9), (4, 20)))[v]:
        pen.line([(x, y + 1), (x + 3, y - 1), (x + 6, y + 1), (x + 9, y - 1), (x + 12, y + 1)], 1.3,
                 col, t=0)
    return finish(surf)


def _boat(v: int) -> pygame.Surface:
    """A moored barge seen from above, with cargo."""
    ol = (58, 48, 44)
    surf = new_canvas(32, 32, ol)
    pen = Pen(surf, ol, 1.0)
    hull = [(2, 16), (7, 10), (26, 10), (30, 16), (26, 22), (7, 22)]
    pen.poly(hull, (134, 92, 62) if v == 0 else (70, 84, 110))
    pen.rrect(9, 12.5, 8, 7, 1, (206, 182, 130) if v == 0 else (176, 90, 70))
    pen.rrect(18, 12.5, 6, 7, 1, (188, 164, 116) if v == 0 else (150, 76, 60))
    return finish(surf)


def amsterdam_tiles() -> list[pygame.Surface]:
    """All tiles of the Amsterdam terrain tileset, in local id order."""
    ground = shore_style(shade(WATER, 0.9), WATER, (74, 72, 70), (166, 158, 144), (204, 194, 174),
                         line_w=1.1, sand_w=2.4)
    makers = {"roof": _roof, "tree": _tree, "wave": _ripple, "boat": _boat}
    return [autotile(v, ground, wobble=0.0) if kind == "ground" else makers[kind](v)
            for kind, v in tile_kinds("amsterdam")]
