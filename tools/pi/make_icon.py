"""Draw the launcher icon, assets/icon.png (256 x 256), from the game's own sprites (deterministic).

Usage: python tools/pi/make_icon.py [--out FILE]
Two cars of the blue player on a route between two stations, on a board-green tile.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.view.palette import PLAYER_COLORS  # noqa: E402
from tools.art import sprites  # noqa: E402
from tools.art.canvas import Pen, finish, new_canvas, png_bytes, shade  # noqa: E402

SIZE = 256
BOARD = (118, 178, 96)
SQUARE = (10, 10, 236, 236, 48)   # x, y, width, height, corner radius
FROM, TO = (50.0, 184.0), (206.0, 88.0)   # the two stations
CARS = 2


def tile() -> pygame.Surface:
    """The rounded board-green square with two hills and the track, outlined in the sprites' ink."""
    surf = new_canvas(SIZE, SIZE, sprites.INK)
    Pen(surf, sprites.INK, 6).rrect(*SQUARE, BOARD)
    hills = new_canvas(SIZE, SIZE, BOARD)
    Pen(hills).ellipse((84, 226), 120, 58, shade(BOARD, 1.2), t=0)
    Pen(hills).ellipse((214, 34), 84, 40, shade(BOARD, 0.88), t=0)
    mask = new_canvas(SIZE, SIZE, BOARD)
    Pen(mask).rrect(*SQUARE, (255, 255, 255), t=0)
    hills.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(hills, (0, 0))
    Pen(surf, sprites.INK, 2.5).line([FROM, TO], 7, (152, 152, 150))
    return finish(surf)


def along(t: float) -> tuple[float, float]:
    """The point a fraction t of the way from one station to the other."""
    return (FROM[0] + (TO[0] - FROM[0]) * t, FROM[1] + (TO[1] - FROM[1]) * t)


def icon() -> pygame.Surface:
    """The whole icon."""
    out = tile()
    angle = math.degrees(math.atan2(FROM[1] - TO[1], TO[0] - FROM[0]))
    car = sprites.player_car(next(p for p in PLAYER_COLORS if p[0] == "blue"))
    car = pygame.transform.rotozoom(car, angle, 0.86)
    for i in range(CARS):
        x, y = along((i + 0.5) / CARS)
        out.blit(car, car.get_rect(center=(round(x), round(y))))
    station = pygame.transform.smoothscale(sprites.station_marker(), (68, 68))
    for x, y in (FROM, TO):
        out.blit(station, station.get_rect(center=(round(x), round(y))))
    return out


def main(argv: list[str] | None = None) -> int:
    """Write the icon to --out."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "icon.png")
    args = parser.parse_args(argv)
    pygame.transform.set_smoothscale_backend("GENERIC")
    args.out.write_bytes(png_bytes(icon()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
