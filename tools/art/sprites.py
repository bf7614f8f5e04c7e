"""Board sprites: route spaces, player cars, city markers, card symbols and merchandise carts."""
from __future__ import annotations

import pygame

from game.view.palette import PLAYER_COLORS, ROUTE_RGB, SYMBOL_RGB, SYMBOLS

from .canvas import RGB, Pen, finish, luminance, new_canvas, shade
from .symbols import draw_symbol

INK: RGB = (34, 32, 40)
CREAM: RGB = (252, 246, 230)
SPACE_ORDER = ("gray", "pink", "white", "blue", "yellow", "orange", "black", "red", "green")
CARD_ORDER = ("pink", "white", "blue", "yellow", "orange", "black", "red", "green", "locomotive",
              "gray")
MERCHANDISE = ("herring", "spices", "cloth", "wine")


def route_space(color: str) -> pygame.Surface:
    """An empty 96x32 train-car space: rounded slab in the route colour with its symbol."""
    rgb = ROUTE_RGB[color]
    surf = new_canvas(96, 32, INK)
    pen = Pen(surf, INK, 2.5)
    pen.rrect(3.5, 3.5, 89, 25, 6, rgb)
    pen.rrect(7, 6, 82, 5, 2.5, shade(rgb, 1.22), t=0)
    pen.rrect(7, 22, 82, 3.5, 1.75, shade(rgb, 0.88), t=0)
    draw_symbol(pen, SYMBOLS[color], (48, 16), 10.5, SYMBOL_RGB[color])
    return finish(surf)


def _pattern(pen: Pen, kind: str, col: RGB) -> None:
    """Fill the car body area (x 6..90, y 5..23) with a player pattern."""
    if kind == "stripes":
        for x in range(-10, 100, 12):
            pen.line([(x, 26), (x + 16, 2)], 4.5, col, t=0)
    elif kind == "dots":
        for i, x in enumerate(range(10, 92, 10)):
            pen.circle((x, 10 if i % 2 else 18), 2.8, col, t=0)
    elif kind == "chevrons":
        for x in range(4, 96, 14):
            pen.line([(x, 7), (x + 7, 14), (x, 21)], 3.5, col, t=0)
    elif kind == "checks":
        for row, y in enumerate(range(5, 24, 6)):
            for x in range(6 + (row % 2) * 6, 92, 12):
                pen.rrect(x, y, 6, 6, 0, col, t=0)
    elif kind == "crosses":
        for i, x in enumerate(range(12, 92, 12)):
            y = 10 if i % 2 else 18
            pen.line([(x - 3.5, y), (x + 3.5, y)], 2.6, col, t=0)
            pen.line([(x, y - 3.5), (x, y + 3.5)], 2.6, col, t=0)


def player_car(entry: tuple[str, RGB, RGB, str]) -> pygame.Surface:
    """A 96x32 side view of a train car in a player's colour and pattern."""
    _, rgb, outline, kind = entry
    dark = luminance(rgb) < 0.05
    pat_col = shade(rgb, 1.45) if luminance(rgb) < 0.2 else shade(rgb, 0.7)
    surf = new_canvas(96, 32, outline)
    pen = Pen(surf, outline, 2.5)
    pen.rrect(0.5, 15, 95, 4, 1.5, INK if not dark else (90, 90, 96))
    for x in (19, 33, 63, 77):
        pen.circle((x, 25.5), 5, (52, 52, 58))
        pen.circle((x, 25.5), 1.8, (190, 190, 196), t=0)
    pen.rrect(6, 5, 84, 18, 3, rgb)
    body = new_canvas(96, 32, outline)
    _pattern(Pen(body, outline), kind, pat_col)
    mask = new_canvas(96, 32, outline)
    Pen(mask).rrect(6, 5, 84, 18, 3, (255, 255, 255), t=0)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(body, (0, 0))
    pen.rrect(3, 2, 90, 5, 2, shade(rgb, 0.72 if not dark else 1.35))
    return finish(surf)


def station_marker() -> pygame.Surface:
    """The USA city marker: a cream ring around a red station dot."""
    surf = new_canvas(64, 64, INK)
    pen = Pen(surf, INK, 3.5)
    pen.circle((32, 32), 26, CREAM)
    pen.circle((32, 32), 15, (200, 58, 48), t=3)
    pen.circle((27.5, 27.5), 4.5, shade((200, 58, 48), 1.45), t=0)
    return finish(surf)


def landmark_marker() -> pygame.Surface:
    """The Amsterdam location marker: a gold roundel with a step-gabled canal house."""
    surf = new_canvas(64, 64, INK)
    pen = Pen(surf, INK, 3.5)
    pen.circle((32, 32), 26, (222, 176, 76))
    pen.circle((32, 32), 19.5, (150, 46, 40), t=2.5)
    house = [(21, 48), (21, 30), (24, 30), (24, 25), (27, 25), (27, 20), (30, 20), (30, 14),
             (34, 14), (34, 20), (37, 20), (37, 25), (40, 25), (40, 30), (43, 30), (43, 48)]
    pen.poly(house, CREAM, t=0)
    pen.rrect(29.5, 37, 5, 11, 2, (150, 46, 40), t=0)
    for x, y in ((25, 33), (36, 33), (30.5, 25)):
        pen.rrect(x, y, 3.5, 4.5, 0.5, (150, 46, 40), t=0)
    return finish(surf)


def card_symbol(color: str) -> pygame.Surface:
    """A 64x64 card symbol in the tone that reads on the card colour."""
    fill = SYMBOL_RGB[color]
    light = sum(fill) > 500
    surf = new_canvas(64, 64, INK)
    pen = Pen(surf, shade(ROUTE_RGB[color], 0.55) if light else INK)
    t = 2.0 if light or color == "locomotive" else 0.0
    draw_symbol(pen, SYMBOLS[color], (32, 32), 27, fill, t)
    return finish(surf)


def _cart(pen: Pen) -> None:
    """The wooden handcart under the goods."""
    wood = (168, 108, 56)
    pen.line([(50, 41), (61, 34)], 3, wood, t=2)
    pen.poly([(7, 34), (55, 34), (51, 46), (11, 46)], wood, t=2.5)
    for x in (19, 31, 43):
        pen.line([(x, 36), (x, 44)], 1.2, shade(wood, 0.7), t=0)
    pen.circle((31, 49), 8, (120, 74, 40), t=2.5)
    for a, b in (((25, 49), (37, 49)), ((31, 43), (31, 55)), ((27, 45), (35, 53)),
                 ((35, 45), (27, 53))):
        pen.line([a, b], 1.3, (214, 180, 120), t=0)
    pen.circle((31, 49), 2.2, (214, 180, 120), t=0)


def _goods(pen: Pen, kind: str) -> None:
    """The goods on a cart, by merchandise type."""
    if kind == "herring":
        for x, y in ((31, 17), (22, 28), (41, 28)):
            body = [(x - 12, y), (x - 6, y - 5), (x + 4, y - 4.5), (x + 8, y),
                    (x + 4, y + 4.5), (x - 6, y + 5)]
            tail = [(x + 6, y), (x + 13, y - 5.5), (x + 12, y), (x + 13, y + 5.5)]
            pen.group([(pen.p_poly(tail), (120, 156, 184)), (pen.p_poly(body), (172, 202, 222))],
                      t=2)
            pen.line([(x - 4, y + 1.5), (x + 4, y + 1.5)], 1, (230, 240, 248), t=0)
            pen.circle((x - 7.5, y - 1), 1.3, INK, t=0)
    elif kind == "spices":
        for x, top, col in ((20, 15, (226, 110, 40)), (41, 17, (196, 56, 40))):
            sack = [(x - 9, 35), (x - 11, top + 11), (x - 5, top + 5), (x - 7, top), (x + 7, top),
                    (x + 5, top + 5), (x + 11, top + 11), (x + 9, 35)]
            pen.poly(sack, (214, 186, 130), t=2)
            pen.ellipse((x, top + 1), 5.5, 2.6, col, t=1.5)
            pen.line([(x - 5, top + 5), (x + 5, top + 5)], 1.6, (140, 100, 60), t=0)
        pen.ellipse((31, 31), 5, 3, (232, 170, 60), t=1.5)
    elif kind == "cloth":
        rolls = ((20, 28, (52, 104, 200)), (41, 28, (200, 50, 60)), (30.5, 17, (130, 70, 170)))
        for x, y, col in rolls:
            pen.rrect(x - 10, y - 5.5, 20, 11, 5.5, col, t=2)
            pen.circle((x + 6, y), 4.5, shade(col, 1.35), t=1.5)
            pen.circle((x + 6, y), 1.5, shade(col, 0.7), t=0)
    elif kind == "wine":
        oak = (156, 90, 46)
        pen.poly([(16, 35), (13, 24), (16, 13), (38, 13), (41, 24), (38, 35)], oak, t=2.5)
        for y in (17, 31):
            pen.line([(15, y), (39, y)], 2.2, (88, 88, 96), t=0)
        pen.line([(27, 14), (27, 34)], 1.2, shade(oak, 0.72), t=0)
        pen.ellipse((27, 13), 10.5, 2.5, shade(oak, 1.3), t=2)
        pen.line([(50, 35), (50, 23)], 8, (52, 120, 70), t=2)
        pen.line([(50, 20), (50, 12)], 3, (52, 120, 70), t=2)
        pen.rrect(46.5, 26, 7, 5, 1, (236, 226, 196), t=0)


def merchandise(kind: str) -> pygame.Surface:
    """A 64x64 badge: a little cart carrying one kind of goods."""
    surf = new_canvas(64, 64, INK)
    pen = Pen(surf, INK, 2.5)
    pen.circle((32, 32), 28.5, CREAM)
    _goods(pen, kind)
    _cart(pen)
    return finish(surf)


def all_player_cars() -> list[pygame.Surface]:
    """The five player cars in PLAYER_COLORS order."""
    return [player_car(entry) for entry in PLAYER_COLORS]
