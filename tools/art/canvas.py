"""Supersampled vector drawing with cartoon outlines, plus a deterministic PNG writer."""
from __future__ import annotations

import math
import struct
import zlib
from typing import Callable, Iterable, Sequence

import pygame

SS = 4  # supersampling factor: shapes are drawn SS times larger, then box-filtered down
Point = tuple[float, float]
RGB = tuple[int, ...]
Prim = Callable[[pygame.Surface, RGB, float], None]


def new_canvas(w: int, h: int, clear: RGB = (40, 35, 45)) -> pygame.Surface:
    """A transparent supersampled canvas for a w x h sprite (clear colour seeds edge pixels)."""
    surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    surf.fill((*clear[:3], 0))
    return surf


def finish(surf: pygame.Surface) -> pygame.Surface:
    """Downsample a supersampled canvas to its final size (CPU-independent filter)."""
    pygame.transform.set_smoothscale_backend("GENERIC")
    w, h = surf.get_size()
    return pygame.transform.smoothscale(surf, (w // SS, h // SS))


def shade(rgb: RGB, f: float) -> RGB:
    """Darken (f < 1) or lighten towards white (f > 1) a colour."""
    if f <= 1:
        return tuple(int(round(c * f)) for c in rgb[:3])
    t = min(f - 1, 1)
    return tuple(int(round(c + (255 - c) * t)) for c in rgb[:3])


def luminance(rgb: RGB) -> float:
    """Relative luminance (WCAG) of an sRGB colour, 0 (black) to 1 (white)."""
    lin = [c / 255 / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb[:3]]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def rotate(pts: Iterable[Point], deg: float, c: Point = (0, 0)) -> list[Point]:
    """Rotate points clockwise (screen coordinates) by deg about c."""
    a = math.radians(deg)
    ca, sa = math.cos(a), math.sin(a)
    return [(c[0] + (x - c[0]) * ca - (y - c[1]) * sa, c[1] + (x - c[0]) * sa + (y - c[1]) * ca)
            for x, y in pts]


def arc_pts(c: Point, rx: float, ry: float, a0: float, a1: float, n: int = 24) -> list[Point]:
    """Points on an elliptic arc from a0 to a1 degrees (0 = east, 90 = south)."""
    return [(c[0] + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             c[1] + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def polar(c: Point, rx: float, ry: float, deg: float) -> Point:
    """The point at angle deg (0 = east, 90 = south) on an ellipse around c."""
    return (c[0] + rx * math.cos(math.radians(deg)), c[1] + ry * math.sin(math.radians(deg)))


def star_pts(c: Point, r_out: float, r_in: float, n: int = 5, deg: float = -90) -> list[Point]:
    """Points of an n-pointed star centred on c, first point at angle deg."""
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(deg + i * 180 / n)
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    return pts


class Pen:
    """Draws outlined shapes on a supersampled canvas in design units (1 unit = 1 final px)."""

    def __init__(self, surf: pygame.Surface, ol: RGB = (40, 35, 45), t: float = 3.0):
        """Wrap a canvas; ol is the outline colour, t the default outline width."""
        self.surf, self.ol, self.t = surf, ol, t

    # primitives: each returns a function drawing the shape grown by g units in a colour
    def p_circle(self, c: Point, r: float) -> Prim:
        """A circle primitive."""
        return lambda s, col, g: pygame.draw.circle(s, col, _k(c), (r + g) * SS)

    def p_ellipse(self, c: Point, rx: float, ry: float) -> Prim:
        """An axis-aligned ellipse primitive."""
        def draw(s: pygame.Surface, col: RGB, g: float) -> None:
            """Draw the grown ellipse."""
            rect = pygame.Rect(0, 0, round(2 * (rx + g) * SS), round(2 * (ry + g) * SS))
            rect.center = _k(c)
            pygame.draw.ellipse(s, col, rect)
        return draw

    def p_poly(self, pts: Sequence[Point]) -> Prim:
        """A polygon primitive (grown by a round-cornered offset)."""
        def draw(s: pygame.Surface, col: RGB, g: float) -> None:
            """Draw the grown polygon."""
            kp = [_k(p) for p in pts]
            pygame.draw.polygon(s, col, kp)
            if g > 0:
                _stroke(s, col, list(pts) + [pts[0]], 2 * g)
        return draw

    def p_line(self, pts: Sequence[Point], w: float) -> Prim:
        """A thick polyline primitive with round caps and joins."""
        return lambda s, col, g: _stroke(s, col, pts, w + 2 * g)

    def p_rrect(self, x: float, y: float, w: float, h: float, r: float) -> Prim:
        """A rounded-rectangle primitive."""
        def draw(s: pygame.Surface, col: RGB, g: float) -> None:
            """Draw the grown rounded rectangle."""
            rect = pygame.Rect(round((x - g) * SS), round((y - g) * SS),
                               round((w + 2 * g) * SS), round((h + 2 * g) * SS))
            pygame.draw.rect(s, col, rect, border_radius=max(0, round((r + g) * SS)))
        return draw

    def group(self, parts: Sequence[tuple[Prim, RGB | None]], t: float | None = None) -> None:
        """Draw parts as one outlined silhouette: all outlines first, then all fills."""
        t = self.t if t is None else t
        if t > 0:
            for prim, _ in parts:
                prim(self.surf, self.ol, t)
        for prim, fill in parts:
            if fill is not None:
                prim(self.surf, fill, 0)

    def circle(self, c: Point, r: float, fill: RGB, t: float | None = None) -> None:
        """An outlined circle."""
        self.group([(self.p_circle(c, r), fill)], t)

    def ellipse(self, c: Point, rx: float, ry: float, fill: RGB, t: float | None = None) -> None:
        """An outlined ellipse."""
        self.group([(self.p_ellipse(c, rx, ry), fill)], t)

    def poly(self, pts: Sequence[Point], fill: RGB, t: float | None = None) -> None:
        """An outlined polygon."""
        self.group([(self.p_poly(pts), fill)], t)

    def line(self, pts: Sequence[Point], w: float, fill: RGB, t: float | None = None) -> None:
        """An outlined thick polyline."""
        self.group([(self.p_line(pts, w), fill)], t)

    def rrect(self, x: float, y: float, w: float, h: float, r: float, fill: RGB,
              t: float | None = None) -> None:
        """An outlined rounded rectangle."""
        self.group([(self.p_rrect(x, y, w, h, r), fill)], t)


def _k(p: Point) -> tuple[float, float]:
    """Design units to canvas pixels."""
    return (p[0] * SS, p[1] * SS)


def _stroke(s: pygame.Surface, col: RGB, pts: Sequence[Point], w: float) -> None:
    """A thick polyline of width w (design units) with round caps and joins."""
    r = w / 2
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy)
        if n > 0:
            ox, oy = -dy / n * r, dx / n * r
            quad = [(x0 + ox, y0 + oy), (x1 + ox, y1 + oy), (x1 - ox, y1 - oy), (x0 - ox, y0 - oy)]
            pygame.draw.polygon(s, col, [_k(q) for q in quad])
    for p in pts:
        pygame.draw.circle(s, col, _k(p), r * SS)


def png_bytes(surf: pygame.Surface) -> bytes:
    """Encode a surface as an RGBA PNG with fixed settings (same pixels give the same bytes)."""
    w, h = surf.get_size()
    raw = pygame.image.tobytes(surf, "RGBA")
    stride = w * 4
    rows = b"".join(b"\x00" + raw[y * stride:(y + 1) * stride] for y in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        """One length-prefixed, CRC-suffixed PNG chunk."""
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def sheet(tiles: Sequence[pygame.Surface], columns: int) -> pygame.Surface:
    """Lay equal-sized tiles out left to right, top to bottom."""
    tw, th = tiles[0].get_size()
    rows = (len(tiles) + columns - 1) // columns
    out = pygame.Surface((tw * columns, th * rows), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    for i, tile in enumerate(tiles):
        out.blit(tile, ((i % columns) * tw, (i // columns) * th),
                 special_flags=pygame.BLEND_RGBA_MAX)
    return out
