"""First Journey city pictures (part 1): frame, helpers and ten icons, drawn on a 128 grid."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from .canvas import RGB, SS, Pen, Point, arc_pts, finish, new_canvas, rotate, shade, star_pts

INK: RGB = (38, 34, 44)
BACK: RGB = (255, 250, 236)
GREEN: RGB = (62, 164, 78)
BROWN: RGB = (150, 96, 52)
GOLD: RGB = (252, 198, 40)


def frame(draw: Callable[[Pen], None]) -> pygame.Surface:
    """A 128x128 icon: light round backing, the picture clipped to it, a thick outline ring."""
    surf = new_canvas(128, 128, INK)
    pen = Pen(surf, INK, 4.0)
    pen.circle((64, 64), 57, BACK, t=0)
    pen.circle((64, 64), 51, (255, 255, 250), t=0)
    layer = new_canvas(128, 128, INK)
    draw(Pen(layer, INK, 4.0))
    mask = new_canvas(128, 128, INK)
    pygame.draw.circle(mask, (255, 255, 255, 255), (64 * SS, 64 * SS), 57 * SS)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(layer, (0, 0))
    pygame.draw.circle(surf, INK, (64 * SS, 64 * SS), 60 * SS, width=5 * SS)
    return finish(surf)


def segment(y0: float, r: float = 57) -> list[Point]:
    """The part of the backing circle below the line y = y0 (for ground and water)."""
    a = math.degrees(math.asin((y0 - 64) / r))
    return arc_pts((64, 64), r, r, a, 180 - a, 32)


def rounded_pts(c: Point, w: float, h: float, r: float, deg: float = 0) -> list[Point]:
    """Outline points of a rounded rectangle centred on c, rotated by deg."""
    x0, y0, x1, y1 = c[0] - w / 2 + r, c[1] - h / 2 + r, c[0] + w / 2 - r, c[1] + h / 2 - r
    pts = (arc_pts((x1, y1), r, r, 0, 90, 6) + arc_pts((x0, y1), r, r, 90, 180, 6)
           + arc_pts((x0, y0), r, r, 180, 270, 6) + arc_pts((x1, y0), r, r, 270, 360, 6))
    return rotate(pts, deg, c)


def pine(pen: Pen) -> None:
    """A fir tree (Seattle)."""
    pen.rrect(56, 92, 16, 22, 3, BROWN)
    for top, half, base in ((50, 42, 100), (32, 34, 78), (14, 26, 56)):
        pen.poly([(64, top), (64 - half, base), (64 + half, base)], GREEN)
    pen.poly([(64, 18), (50, 44), (60, 40)], shade(GREEN, 1.3), t=0)


def bridge(pen: Pen) -> None:
    """The Golden Gate bridge over the bay (San Francisco)."""
    red = (222, 76, 48)
    pen.poly(segment(92), (90, 170, 230), t=0)
    for y in (100, 110):
        pen.line([(40 + (y - 100), y), (60 + (y - 100), y)], 2.5, (200, 232, 250), t=0)
    pen.line([(10, 82), (118, 82)], 7, red)
    for x in (40, 88):
        pen.rrect(x - 5, 24, 10, 66, 2, red)
        for y in (36, 54):
            pen.line([(x - 4, y), (x + 4, y)], 2, shade(red, 0.65), t=0)
    cable = [(10, 70), (40, 26)] + [(40 + 48 * i / 12, 26 + 44 * math.sin(math.pi * i / 12) ** 1.4)
                                    for i in range(1, 12)] + [(88, 26), (118, 70)]
    pen.line(cable, 2.5, red, t=1.5)
    for x in range(46, 86, 8):
        y = 26 + 44 * math.sin(math.pi * (x - 40) / 48) ** 1.4
        pen.line([(x, y), (x, 79)], 1.2, red, t=0)


def clapperboard(pen: Pen) -> None:
    """A film clapperboard (Los Angeles)."""
    dark = (50, 50, 58)
    pen.rrect(24, 56, 80, 50, 5, dark)
    for y in (72, 88):
        pen.line([(32, y), (96, y)], 3, (236, 236, 240), t=0)
    bar = rounded_pts((64, 44), 82, 15, 3, -16)
    pen.poly(bar, dark)
    for i in range(5):
        x = 30 + i * 16
        stripe = rotate([(x, 37), (x + 8, 37), (x + 2, 51), (x - 6, 51)], -16, (64, 44))
        pen.poly(stripe, (244, 244, 248), t=0)
    pen.circle((27, 55), 5, (200, 200, 208))


def horseshoe(pen: Pen) -> None:
    """A lucky horseshoe (Helena)."""
    steel = (176, 184, 200)
    c = (64, 60)
    band = arc_pts(c, 42, 42, -35, 215, 40) + arc_pts(c, 24, 24, 215, -35, 40)
    pen.poly(band, steel)
    pen.poly(arc_pts(c, 38, 38, 150, 200, 10) + arc_pts(c, 33, 33, 200, 150, 10),
             shade(steel, 1.5), t=0)
    for a in (-20, 15, 50, 90, 130, 165, 200):
        p = (c[0] + 33 * math.cos(math.radians(a)), c[1] + 33 * math.sin(math.radians(a)))
        pen.circle(p, 2.6, INK, t=0)


def _ellipse_band(c: Point, rx: float, ry: float, x0: float, x1: float) -> list[Point]:
    """The slice of an ellipse between two vertical lines, as a polygon."""
    pts_top, pts_bot = [], []
    for i in range(9):
        x = x0 + (x1 - x0) * i / 8
        h = ry * math.sqrt(max(0.0, 1 - ((x - c[0]) / rx) ** 2))
        pts_top.append((x, c[1] - h))
        pts_bot.append((x, c[1] + h))
    return pts_top + pts_bot[::-1]


def bee(pen: Pen) -> None:
    """A friendly bee (Salt Lake City, the Beehive State)."""
    wing = (214, 236, 252)
    pen.ellipse((62, 38), 14, 20, wing)
    pen.ellipse((80, 42), 12, 17, wing)
    pen.poly([(100, 70), (114, 74), (100, 80)], INK, t=2)
    c = (70, 74)
    pen.ellipse(c, 32, 22, GOLD)
    for x0 in (58, 78):
        pen.poly(_ellipse_band(c, 32, 22, x0, x0 + 9), INK, t=0)
    pen.line([(30, 52), (24, 34)], 2.5, INK, t=0)
    pen.line([(38, 50), (40, 32)], 2.5, INK, t=0)
    pen.circle((24, 33), 4, INK, t=0)
    pen.circle((40, 31), 4, INK, t=0)
    pen.circle((36, 70), 16, INK, t=0)
    pen.circle((31, 66), 4.5, (255, 255, 255), t=0)
    pen.circle((30, 66), 2, INK, t=0)


def _die(pen: Pen, c: Point, size: float, deg: float, face: RGB, pip: RGB,
         pips: list[Point]) -> None:
    """One rounded die with pips given in -1..1 face coordinates."""
    pen.poly(rounded_pts(c, size, size, size * 0.2, deg), face)
    for px, py in pips:
        p = rotate([(c[0] + px * size * 0.28, c[1] + py * size * 0.28)], deg, c)[0]
        pen.circle(p, size * 0.085, pip, t=0)


def dice(pen: Pen) -> None:
    """A pair of dice (Las Vegas)."""
    _die(pen, (84, 52), 38, 16, (252, 252, 252), (206, 40, 44), [(-1, -1), (0, 0), (1, 1)])
    _die(pen, (48, 80), 42, -12, (218, 48, 52), (255, 255, 255),
         [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)])


def cactus(pen: Pen) -> None:
    """A saguaro cactus on a sandy mound (Phoenix)."""
    pen.poly(segment(98), (240, 200, 120), t=0)
    pen.group([(pen.p_line([(64, 104), (64, 28)], 22), GREEN),
               (pen.p_line([(56, 78), (36, 78), (36, 52)], 14), GREEN),
               (pen.p_line([(72, 66), (92, 66), (92, 42)], 14), GREEN)])
    for x in (58, 70):
        pen.line([(x, 34), (x, 100)], 1.6, shade(GREEN, 0.7), t=0)
    pen.circle((64, 22), 6, (240, 110, 160), t=2.5)


def mountain(pen: Pen) -> None:
    """Snowy peaks (Denver)."""
    pen.poly([(36, 46), (10, 96), (66, 96)], (150, 140, 214))
    pen.poly([(72, 20), (28, 104), (116, 104)], (112, 110, 196))
    pen.poly([(72, 20), (58, 46), (66, 42), (72, 50), (79, 42), (86, 46)], (255, 255, 255), t=0)
    pen.poly([(36, 46), (28, 62), (34, 58), (38, 62), (44, 58)], (255, 255, 255), t=0)
    pen.line([(72, 20), (58, 46), (66, 42), (72, 50), (79, 42), (86, 46), (72, 20)], 0.1, INK, t=1)


def cowboy_hat(pen: Pen) -> None:
    """A cowboy hat (El Paso)."""
    tan = (204, 142, 78)
    brim = arc_pts((64, 78), 52, 16, -10, 190, 30) + [(18, 62), (40, 72), (88, 72), (110, 62)]
    pen.poly(brim, shade(tan, 0.9))
    crown = [(38, 76), (40, 46), (50, 32), (64, 40), (78, 32), (88, 46), (90, 76)]
    pen.poly(crown, tan)
    pen.poly([(39, 62), (89, 62), (90, 74), (38, 74)], (112, 62, 30), t=0)
    pen.poly(star_pts((64, 68), 5.5, 2.4), GOLD, t=0)


def star(pen: Pen) -> None:
    """A big gold star (Dallas, the Lone Star State)."""
    pen.poly(star_pts((64, 68), 50, 22), GOLD)
    pen.poly(star_pts((64, 68), 30, 13), shade(GOLD, 1.3), t=0)
