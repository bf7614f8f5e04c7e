"""First Journey city pictures (part 2) and the icon table in the contract's order."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from . import fj_icons as a
from .canvas import Pen, Point, arc_pts, polar, rotate, shade

INK, GREEN, BROWN, GOLD = a.INK, a.GREEN, a.BROWN, a.GOLD


def sunflower(pen: Pen) -> None:
    """A sunflower (Kansas City)."""
    pen.line([(64, 70), (64, 116)], 7, GREEN)
    pen.poly([(64, 100), (84, 84), (100, 88), (84, 102)], GREEN)
    pen.poly([(64, 94), (44, 80), (28, 86), (44, 98)], GREEN)
    c = (64, 50)
    petals = []
    for i in range(12):
        leaf = [(c[0] + 12, c[1]), (c[0] + 26, c[1] - 8), (c[0] + 38, c[1]), (c[0] + 26, c[1] + 8)]
        petals.append((pen.p_poly(rotate(leaf, i * 30, c)), GOLD))
    pen.group(petals, t=3)
    pen.circle(c, 16, (122, 74, 36), t=3)
    for dx, dy in ((-6, -5), (5, -6), (-7, 5), (6, 6), (0, 0), (0, -10), (0, 10), (-10, 0),
                   (10, 0)):
        pen.circle((c[0] + dx, c[1] + dy), 1.8, (70, 40, 20), t=0)


def anchor(pen: Pen) -> None:
    """A ship's anchor (Duluth, the lake port)."""
    blue = (50, 96, 180)
    c = (64, 62)
    ring = arc_pts((64, 24), 10, 10, 0, 360, 24) + arc_pts((64, 24), 4.5, 4.5, 360, 0, 24)
    arms = arc_pts(c, 40, 40, 25, 155, 24)
    pen.group([(pen.p_poly(ring), blue), (pen.p_line([(64, 32), (64, 102)], 10), blue),
               (pen.p_line([(42, 44), (86, 44)], 9), blue), (pen.p_line(arms, 9), blue),
               (pen.p_poly([(14, 72), (34, 70), (26, 88)]), blue),
               (pen.p_poly([(114, 72), (94, 70), (102, 88)]), blue)])


def pizza(pen: Pen) -> None:
    """A slice of pizza (Chicago)."""
    pen.poly([(22, 34), (106, 34), (64, 114)], (252, 212, 86))
    pen.line([(24, 30), (104, 30)], 14, (212, 146, 70))
    for x, y in ((48, 50), (78, 52), (63, 76), (62, 96)):
        pen.circle((x, y), 8 if y < 90 else 5, (206, 52, 44), t=2.5)
    pen.poly([(80, 64), (87, 64), (81, 74)], (80, 170, 80), t=0)
    pen.poly([(36, 44), (40, 58), (44, 44)], (255, 236, 150), t=0)


def guitar(pen: Pen) -> None:
    """An acoustic guitar (Nashville)."""
    c = (64, 64)
    deg = 35
    body_col = (228, 138, 58)
    neck = rotate([(64, 60), (64, 6)], deg, c)
    head = rotate([(58, 6), (70, 6), (71, 18), (57, 18)], deg, c)
    low, high = rotate([(64, 88)], deg, c)[0], rotate([(64, 60)], deg, c)[0]
    pen.line(neck, 9, (120, 70, 36))
    pen.poly(head, (90, 52, 28))
    pen.group([(pen.p_circle(low, 24), body_col), (pen.p_circle(high, 18), body_col)])
    pen.circle(rotate([(64, 70)], deg, c)[0], 7.5, (70, 40, 20), t=0)
    bridge = rotate([(56, 92), (72, 92)], deg, c)
    pen.line(bridge, 4, (90, 52, 28), t=0)
    for dx in (-2, 2):
        strings = rotate([(64 + dx, 92), (64 + dx, 12)], deg, c)
        pen.line(strings, 0.8, (250, 240, 220), t=0)


def peach(pen: Pen) -> None:
    """A peach with a leaf (Atlanta, the Peach State)."""
    skin = (252, 160, 110)
    pen.line([(64, 38), (68, 24)], 4, BROWN)
    pen.poly([(68, 30), (84, 16), (104, 20), (88, 34)], GREEN)
    pen.group([(pen.p_circle((54, 74), 30), skin), (pen.p_circle((76, 74), 28), skin)])
    pen.circle((80, 84), 12, (244, 112, 96), t=0)
    pen.line(arc_pts((44, 74), 22, 30, -50, 30, 12), 2.5, shade(skin, 0.7), t=0)
    pen.circle((46, 62), 6, shade(skin, 1.35), t=0)


def trumpet(pen: Pen) -> None:
    """A jazz trumpet (New Orleans)."""
    brass = (244, 192, 58)
    pen.rrect(32, 64, 46, 16, 8, brass)
    pen.rrect(39, 68, 32, 8, 4, a.BACK, t=0)
    for x in (48, 58, 68):
        pen.rrect(x - 3, 40, 6, 18, 2, shade(brass, 0.85))
        pen.rrect(x - 5, 36, 10, 5, 2, brass)
    bell = [(80, 58), (94, 50), (104, 40), (104, 88), (94, 78), (80, 70)]
    pen.group([(pen.p_rrect(20, 58, 66, 12, 6), brass), (pen.p_poly(bell), brass)])
    pen.ellipse((104, 64), 5, 24, shade(brass, 0.8))
    pen.rrect(13, 60, 9, 8, 3, shade(brass, 0.8))
    pen.line([(26, 62), (78, 62)], 2, shade(brass, 1.4), t=0)


def palm(pen: Pen) -> None:
    """A palm tree on a beach (Miami)."""
    pen.poly(a.segment(100), (90, 176, 236), t=0)
    pen.ellipse((58, 104), 30, 8, (246, 214, 140), t=3)
    trunk = [(62, 104), (64, 88), (68, 72), (70, 56), (68, 42)]
    pen.line(trunk, 11, (176, 118, 62))
    for y in (92, 80, 66, 54):
        pen.line([(60, y), (72, y - 2)], 1.5, (120, 76, 40), t=0)
    top = (68, 40)
    fronds = []
    for deg in (200, 235, 270, 305, 340, 20):
        tip = polar((top[0], top[1] + 14), 42, 26, deg)
        mid = polar(top, 24, 18, deg - 12)
        belly = ((mid[0] + tip[0]) / 2, (mid[1] + tip[1]) / 2 + 6)
        fronds.append((pen.p_poly([top, mid, tip, belly]), GREEN))
    pen.group(fronds, t=3)
    for dx in (-6, 4):
        pen.circle((top[0] + dx, top[1] + 6), 5, (120, 76, 40), t=2)


def capitol(pen: Pen) -> None:
    """The Capitol dome (Washington)."""
    white, shadow = (248, 248, 252), (206, 212, 230)
    pen.poly(a.segment(104), (110, 186, 90), t=0)
    pen.rrect(14, 78, 100, 24, 2, white)
    for x in range(22, 110, 10):
        pen.line([(x, 82), (x, 98)], 2.5, shadow, t=0)
    pen.rrect(40, 60, 48, 20, 2, white)
    for x in range(46, 86, 8):
        pen.line([(x, 64), (x, 76)], 2.5, shadow, t=0)
    dome = arc_pts((64, 60), 24, 26, 180, 360, 24)
    pen.poly(dome, white)
    pen.line(arc_pts((64, 60), 16, 18, 200, 340, 12), 2.5, shadow, t=0)
    pen.rrect(59, 26, 10, 10, 2, white)
    pen.line([(64, 26), (64, 16)], 3, white, t=2)


def liberty(pen: Pen) -> None:
    """The Statue of Liberty with her torch (New York)."""
    copper = (112, 196, 168)
    pen.poly([(34, 116), (42, 78), (80, 78), (90, 116)], copper)
    pen.line([(72, 80), (84, 52), (86, 30)], 10, copper)
    pen.poly([(80, 30), (92, 30), (90, 36), (82, 36)], shade(copper, 0.85), t=2.5)
    pen.poly([(86, 6), (94, 20), (86, 30), (78, 20)], (252, 172, 40), t=2.5)
    pen.poly([(86, 14), (90, 22), (86, 27), (82, 22)], (255, 236, 120), t=0)
    head = (56, 60)
    spikes = []
    for deg in (-160, -128, -96, -64, -32):
        tip = polar(head, 30, 30, deg)
        base = [polar(head, 13, 13, deg + s) for s in (-11, 11)]
        spikes.append((pen.p_poly([base[0], tip, base[1]]), copper))
    pen.group(spikes, t=3)
    pen.circle(head, 16, copper)
    pen.rrect(36, 86, 14, 20, 2, shade(copper, 0.85), t=3)
    for dx in (-6, 6):
        pen.circle((head[0] + dx, head[1] + 1), 2, INK, t=0)
    pen.line(arc_pts((head[0], head[1] + 4), 6, 5, 30, 150, 8), 1.6, INK, t=0)


def lighthouse(pen: Pen) -> None:
    """A red and white lighthouse (Boston)."""
    beam = (255, 240, 150)
    pen.poly([(64, 28), (10, 14), (10, 44)], beam, t=0)
    pen.poly([(64, 28), (118, 14), (118, 44)], beam, t=0)
    pen.poly(a.segment(100), (90, 176, 236), t=0)
    pen.ellipse((64, 104), 30, 9, (150, 150, 160), t=3)
    tower: list[Point] = [(48, 104), (54, 42), (74, 42), (80, 104)]
    pen.poly(tower, (252, 252, 252))
    for y0 in (54, 78):
        y1 = y0 + 12
        xl = lambda y: 48 + (y - 104) * (6 / -62)  # noqa: E731
        pen.poly([(xl(y0), y0), (128 - xl(y0), y0), (128 - xl(y1), y1), (xl(y1), y1)],
                 (220, 54, 50), t=0)
    pen.rrect(46, 38, 36, 6, 2, (170, 40, 40))
    pen.rrect(55, 22, 18, 16, 2, (255, 226, 90))
    pen.poly([(50, 24), (64, 10), (78, 24)], (220, 54, 50))
    pen.rrect(60, 88, 8, 16, 3, (110, 70, 40), t=2)


ICONS: dict[str, Callable[[Pen], None]] = {
    "pine": a.pine, "bridge": a.bridge, "clapperboard": a.clapperboard,
    "horseshoe": a.horseshoe, "bee": a.bee, "dice": a.dice, "cactus": a.cactus,
    "mountain": a.mountain, "cowboy_hat": a.cowboy_hat, "star": a.star,
    "sunflower": sunflower, "anchor": anchor, "pizza": pizza, "guitar": guitar, "peach": peach,
    "trumpet": trumpet, "palm": palm, "capitol": capitol, "liberty": liberty,
    "lighthouse": lighthouse,
}


def icon(name: str) -> pygame.Surface:
    """The 128x128 picture `name`."""
    return a.frame(ICONS[name])

