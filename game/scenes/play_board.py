"""The board of the play scene: the static picture drawn once, a cached layer of claimed cars,
highlights composed only when they change, and forgiving route hit-testing.
"""
from __future__ import annotations

import math

import pygame

from game.board.geometry import point_segment_distance, rotate, space_corners
from game.rules.board import Board, Space
from game.view import hud_icons as icons
from game.view import theme
from game.view.board_view import BoardPicture, rotated, scaled_space
from game.view.palette import PLAYER_COLORS
from game.view.sprites import Sprites

HIGHLIGHT = (255, 236, 120)
THUMB_W = 250  # width of the small board shown on tickets
TICKET_RING = (230, 60, 60)


def _converted(image: pygame.Surface) -> pygame.Surface:
    """An opaque surface in the display's format when there is a display (fast blits)."""
    return image.convert() if pygame.display.get_surface() is not None else image


class BoardLayer:
    """The board at one scale: picture, claimed cars and highlights, in screen coordinates."""

    def __init__(self, board: Board, sprites: Sprites, area: pygame.Rect, rect: pygame.Rect,
                 scale: float, seat_colors: list[int]) -> None:
        self.board = board
        self.sprites = sprites
        self.area = area
        self.rect = rect
        self.scale = scale
        self.seat_colors = seat_colors
        self.picture = BoardPicture(board, sprites, scale)
        # One opaque surface covers the whole board area (margins too): one blit a frame.
        base = pygame.Surface(area.size)
        base.fill(theme.BACKDROP)
        base.blit(self.picture.surface, (rect.x - area.x, rect.y - area.y))
        self.base = _converted(base)
        self.cars = self.base.copy()
        self.spaces = {r.id: [scaled_space(s, scale) for s in r.spaces] for r in board.routes}
        self._segments = []
        for r in board.routes:
            for s in self.spaces[r.id]:
                dx, dy = rotate(s.width / 2, 0, s.angle)
                self._segments.append((r.id, (rect.x + s.x - dx, rect.y + s.y - dy),
                                       (rect.x + s.x + dx, rect.y + s.y + dy)))
        self._thumb: pygame.Surface | None = None
        self._composite: pygame.Surface | None = None
        self._key: tuple = ()
        self.version = 0

    # --- cars ---------------------------------------------------------------------------

    def car_images(self, route_id: str, seat: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """A seat's car on each space of a route, with where it goes on screen."""
        name, fill, outline, _ = PLAYER_COLORS[self.seat_colors[seat]]
        sprite = self.sprites.cars[name]
        out = []
        for space in self.spaces[route_id]:
            # A light rim and a shadow under the car, so a claimed route stands out from its
            # empty coloured spaces even where car and route share a colour.
            w, h = round(space.width * 1.06), round(space.height * 1.5)
            canvas = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
            body = pygame.Rect(0, 0, w - 2, round(space.height * 1.05))
            body.center = (w // 2 + 2, h // 2 + 1)
            pygame.draw.rect(canvas, (0, 0, 0, 110), body.move(2, 3), border_radius=4)
            pygame.draw.rect(canvas, theme.PAPER, body.inflate(4, 4), border_radius=5)
            pygame.draw.rect(canvas, outline, body, border_radius=4)
            canvas.blit(pygame.transform.smoothscale(sprite, (w, h)), (2, 0))
            image, rect = rotated(canvas, Space(space.x, space.y, w + 4, h + 4, space.angle))
            out.append((image, rect.move(self.rect.topleft)))
        return out

    def paint_space(self, image: pygame.Surface, rect: pygame.Rect) -> None:
        """Paint one car into the cached layer for good (after it has dropped)."""
        self.cars.blit(image, rect.move(-self.area.x, -self.area.y))
        self.version += 1

    def paint_route(self, route_id: str, seat: int) -> None:
        """Paint a whole claimed route at once (a resumed game, or fast mode)."""
        for image, rect in self.car_images(route_id, seat):
            self.paint_space(image, rect)

    # --- where things are ---------------------------------------------------------------

    def route_point(self, route_id: str) -> tuple[int, int]:
        """The screen point at the middle space of a route (where a tap surely hits it)."""
        spaces = self.spaces[route_id]
        s = spaces[len(spaces) // 2]
        return (round(self.rect.x + s.x), round(self.rect.y + s.y))

    def city_point(self, city_id: str) -> tuple[int, int]:
        """A city's centre on screen."""
        c = self.board.city(city_id)
        return (round(self.rect.x + c.x * self.scale), round(self.rect.y + c.y * self.scale))

    def thumbnail(self) -> pygame.Surface:
        """The empty board, small (drawn once), for ticket faces."""
        if self._thumb is None:
            w, h = self.picture.surface.get_size()
            self._thumb = pygame.transform.smoothscale(self.picture.surface, (THUMB_W, round(h * THUMB_W / w)))
        return self._thumb

    def thumb_point(self, city_id: str) -> tuple[int, int]:
        """A city's centre on the thumbnail."""
        c = self.board.city(city_id)
        k = self.scale * THUMB_W / self.picture.surface.get_width()
        return (round(c.x * k), round(c.y * k))

    def route_at(self, pos: tuple[int, int], radius: float) -> str | None:
        """The route whose nearest space is closest to pos, if within radius (screen px)."""
        if not self.rect.inflate(radius, radius).collidepoint(pos):
            return None
        best, best_d = None, radius
        for route_id, a, b in self._segments:
            d = point_segment_distance(pos, a, b)
            if d < best_d:
                best, best_d = route_id, d
        return best

    # --- drawing ------------------------------------------------------------------------

    def _polygons(self, route_id: str, grow: float = 0.0) -> list[list[tuple[float, float]]]:
        """The outlines of a route's spaces on screen, grown by `grow` px."""
        out = []
        for s in self.spaces[route_id]:
            corners = space_corners(self.rect.x + s.x, self.rect.y + s.y, s.width + grow,
                                    s.height + grow, s.angle)
            out.append(list(corners))
        return out

    def outline(self, surface: pygame.Surface, route_id: str, color: tuple[int, int, int],
                width: int = 4) -> None:
        """Outline a route's spaces (hover, selection, refusal); a handful of polygons."""
        for poly in self._polygons(route_id, 6):
            pygame.draw.polygon(surface, (20, 20, 24), poly, width + 4)
            pygame.draw.polygon(surface, color, poly, width)

    def mark(self, surface: pygame.Surface, route_id: str, ok: bool) -> None:
        """A tick or a cross at the middle of a route."""
        x, y = self.route_point(route_id)
        icon = icons.tick(34) if ok else icons.cross(34)
        surface.blit(icon, icon.get_rect(center=(x, y - 30)))

    def draw(self, surface: pygame.Surface, highlight: frozenset[str],
             rings: tuple[tuple[str, bool], ...], line: tuple[str, str] | None) -> None:
        """The board with cars; claimable routes and ticket cities are composed once per change."""
        key = (self.version, highlight, rings, line)
        if not highlight and not rings:
            surface.blit(self.cars, self.area)
            return
        if key != self._key or self._composite is None:
            self._composite = self._compose(highlight, rings, line)
            self._key = key
        surface.blit(self._composite, self.area)

    def _compose(self, highlight: frozenset[str], rings: tuple[tuple[str, bool], ...],
                 line: tuple[str, str] | None) -> pygame.Surface:
        """Cars plus glowing outlines of the highlighted routes and rings around cities."""
        image = self.cars.copy()
        ox, oy = self.area.topleft
        if highlight:
            # Dim everything but the claimable spaces (cut out of the veil), then ring them.
            veil = pygame.Surface(image.get_size(), pygame.SRCALPHA)
            veil.fill((10, 14, 24, 130))
            for route_id in highlight:
                for poly in self._polygons(route_id, 2):
                    pygame.draw.polygon(veil, (0, 0, 0, 0), [(x - ox, y - oy) for x, y in poly])
            image.blit(veil, (0, 0))
        for route_id in highlight:
            for poly in self._polygons(route_id, 8):
                pts = [(x - ox, y - oy) for x, y in poly]
                pygame.draw.polygon(image, (40, 30, 10), pts, 6)
                pygame.draw.polygon(image, HIGHLIGHT, pts, 3)
        if line:
            a = self.city_point(line[0])
            b = self.city_point(line[1])
            _dashed(image, (a[0] - ox, a[1] - oy), (b[0] - ox, b[1] - oy))
        for city_id, strong in rings:
            x, y = self.city_point(city_id)
            r = round(self.board.city(city_id).radius * self.scale) + (14 if strong else 9)
            pygame.draw.circle(image, theme.PAPER, (x - ox, y - oy), r + 2, 7 if strong else 5)
            pygame.draw.circle(image, TICKET_RING, (x - ox, y - oy), r, 5 if strong else 3)
        return image


def _dashed(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int]) -> None:
    """A dashed line between two points (a ticket's two places)."""
    length = math.dist(a, b)
    steps = max(1, int(length // 16))
    for i in range(0, steps, 2):
        p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
        q = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
        pygame.draw.line(surface, theme.PAPER, p, q, 7)
        pygame.draw.line(surface, TICKET_RING, p, q, 4)
