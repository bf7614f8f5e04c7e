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
TWIN_CAR = 1.0        # spaces: a car's height on a double route (1.5 elsewhere), so that its rim ...
TWIN_RIM = 0.2        # spaces: ... this wide (a pixel at least) lies between the two tracks
TWIN_LINE = (20, 20, 24)   # the dark line round that rim (light round a car darker than DARK_CAR, R+G+B)
DARK_CAR = 200


def _converted(image: pygame.Surface) -> pygame.Surface:
    """An opaque surface in the display's format when there is a display (fast blits)."""
    return image.convert() if pygame.display.get_surface() is not None else image


class BoardLayer:
    """The board at one scale: picture, claimed cars and highlights, in screen coordinates.

    The picture sits at `rect` on screen and is seen through `area` (the board's place on the
    screen). Unzoomed, the picture lies inside the area; zoomed, it is larger and `pan()` moves
    it under the area. Its canvas (picture, margins and painted cars) moves with it.
    """

    def __init__(self, board: Board, sprites: Sprites, area: pygame.Rect, rect: pygame.Rect,
                 scale: float, seat_colors: list[int], min_label: int = 0) -> None:
        self.board = board
        self.sprites = sprites
        self.area = area
        self.rect = rect.copy()
        self.scale = scale
        self.seat_colors = seat_colors
        self.picture = BoardPicture(board, sprites, scale, min_label)
        self.frame = area.union(rect)   # what the canvas covers on screen: one opaque blit a frame
        self.base = _converted(pygame.Surface(self.frame.size))
        self.base.fill(theme.BACKDROP)
        at = (rect.x - self.frame.x, rect.y - self.frame.y)
        self.base.blit(self.picture.surface, at)
        # The picture's pixels are kept once, in the canvas (a magnified board at 1920 x 1080 is 19 MB a copy).
        self.picture.surface = self.base.subsurface(self.picture.surface.get_rect(topleft=at))
        self.cars = self.base.copy()
        self.names = [(r.move(at), self.picture.label_shapes[city]) for city, r in self.picture.label_rects.items()]
        self.painted: set[tuple[str, int]] = set()
        self.landed: list[pygame.Rect] = []           # where each painted car lies on screen, in order
        self.spaces = {r.id: [scaled_space(s, scale) for s in r.spaces] for r in board.routes}
        heights = sorted(s.height for spaces in self.spaces.values() for s in spaces)
        self.line = heights[len(heights) // 2] if heights else 8.0   # a space's usual height: marks grow with it
        self._segments = []   # in picture coordinates: panning moves none of them
        for r in board.routes:
            for s in self.spaces[r.id]:
                dx, dy = rotate(s.width / 2, 0, s.angle)
                self._segments.append((r.id, (s.x - dx, s.y - dy), (s.x + dx, s.y + dy)))
        self._thumb: pygame.Surface | None = None
        self._composite: pygame.Surface | None = None
        self._key: tuple = ()
        self.version = 0

    def pan(self, centre: tuple[float, float]) -> None:
        """Move the picture so that this picture point lies at the area's centre, never past its edges."""
        target = pygame.Rect(0, 0, *self.rect.size)
        target.topleft = (round(self.area.centerx - centre[0]), round(self.area.centery - centre[1]))
        for axis in (0, 1):
            lo, size, room = self.area.topleft[axis], target.size[axis], self.area.size[axis]
            start = target.topleft[axis]
            start = lo + (room - size) // 2 if size <= room else min(lo, max(lo + room - size, start))
            target[axis] = start
        self.frame.move_ip(target.x - self.rect.x, target.y - self.rect.y)
        self.rect = target

    def local(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A screen point in picture coordinates."""
        return (pos[0] - self.rect.x, pos[1] - self.rect.y)

    # --- cars ---------------------------------------------------------------------------

    def car_image(self, route_id: str, seat: int, index: int) -> tuple[pygame.Surface, pygame.Rect]:
        """A seat's car on one space of a route, with where it goes on screen."""
        name, fill, outline, _ = PLAYER_COLORS[self.seat_colors[seat]]
        sprite = self.sprites.cars[name]
        space = self.spaces[route_id][index]
        # A light rim and a shadow under the car, so a claimed route stands out from its
        # empty coloured spaces even where car and route share a colour.
        w, h = round(space.width * 1.06), round(space.height * 1.5)
        canvas = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, w - 2, round(space.height * 1.05))
        body.center = (w // 2 + 2, h // 2 + 1)
        pygame.draw.rect(canvas, (0, 0, 0, 110), body.move(2, 3), border_radius=4)
        if self.board.route(route_id).twin is None:
            pygame.draw.rect(canvas, theme.PAPER, body.inflate(4, 4), border_radius=5)
            pygame.draw.rect(canvas, outline, body, border_radius=4)
            canvas.blit(pygame.transform.smoothscale(sprite, (w, h)), (2, 0))
        else:
            _twin_car(canvas, sprite, outline, body, space.height, dark=sum(fill) < DARK_CAR)
        image, rect = rotated(canvas, Space(space.x, space.y, w + 4, h + 4, space.angle))
        return image, rect.move(self.rect.topleft)

    def car_images(self, route_id: str, seat: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """A seat's car on each space of a route, with where each goes on screen."""
        return [self.car_image(route_id, seat, i) for i in range(len(self.spaces[route_id]))]

    def paint_car(self, route_id: str, seat: int, index: int) -> None:
        """Paint one car into the cached layer for good (once: a car is never painted twice)."""
        if (route_id, index) in self.painted:
            return
        self.painted.add((route_id, index))
        image, rect = self.car_image(route_id, seat, index)
        spot = rect.move(-self.frame.x, -self.frame.y)
        self.cars.blit(image, spot)
        self._names_over(spot)
        self.landed.append(rect)   # on screen: a frame may copy just these from the layer
        self.version += 1

    def _names_over(self, spot: pygame.Rect, image: pygame.Surface | None = None) -> None:
        """Every city's name stays above the cars (and a ticket's ring round a city): the pixels of a name a car
        was just painted over are put back as the picture has them (where a board has no room for every name
        clear of every car, as the largest board in an 800 x 480 window, a few stand over the edge of a route's
        cars); the car shows round it."""
        for plate, shape in self.names:
            if plate.colliderect(spot):
                shape.to_surface(self.cars if image is None else image, setsurface=self.base.subsurface(plate),
                                 setcolor=None, unsetcolor=None, dest=plate.topleft)

    def clear_cars(self) -> None:
        """Take every painted car off the layer (a move taken back): the board as it was drawn."""
        self.cars = self.base.copy()
        self.painted.clear()
        self.landed.clear()
        self.version += 1

    def paint_route(self, route_id: str, seat: int) -> None:
        """Paint a whole claimed route at once (a resumed game, a new size, or fast mode)."""
        for index in range(len(self.spaces[route_id])):
            self.paint_car(route_id, seat, index)

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
        if not self.area.collidepoint(pos) or not self.rect.inflate(radius, radius).collidepoint(pos):
            return None
        best, best_d = None, radius
        pos = self.local(pos)
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
                width: int = 4, shift: int = 0) -> pygame.Rect:
        """Outline a route's spaces (hover, selection, refusal), `shift` px to the right; where it drew."""
        width = max(2, min(width, round(self.line * 0.6)))
        drawn = pygame.Rect(self.route_point(route_id), (0, 0))
        for poly in self._polygons(route_id, max(3, min(6, self.line * 0.7))):
            poly = [(x + shift, y) for x, y in poly]
            drawn.union_ip(pygame.draw.polygon(surface, (20, 20, 24), poly, width + 3))
            pygame.draw.polygon(surface, color, poly, width)
        return drawn

    def mark_spot(self, route_id: str, size: int) -> pygame.Rect:
        """Where a mark of `size` px goes: just above the middle of a route, else the nearest place round it (on it,
        then further, half a mark at a time) that covers no city's name and stays on the board; for a route out
        of the board's view (magnified), the nearest that covers no name."""
        x, y = self.route_point(route_id)
        names = [r.move(self.rect.topleft) for r in self.picture.label_rects.values()]
        half = max(1, size // 2)
        round_it = ((0, -2), (0, 2), (2, 0), (-2, 0), (2, -2), (-2, -2), (2, 2), (-2, 2), (0, 0))
        further = sorted(((dx, dy) for dx in range(-8, 9) for dy in range(-8, 9)), key=lambda d: math.hypot(*d))
        spots = [pygame.Rect(x + dx * half - size // 2, y + dy * half - size // 2, size, size)
                 for dx, dy in round_it + tuple(further)]
        clear = (s for s in spots if s.collidelist(names) < 0)
        return next((s for s in clear if self.area.contains(s)), None) or next(
            (s for s in spots if s.collidelist(names) < 0), spots[0])

    def mark(self, surface: pygame.Surface, route_id: str, ok: bool, size: int = 34) -> None:
        """A tick or a cross (`size` px) beside the middle of a route, clear of the cities' names."""
        icon = icons.tick(size) if ok else icons.cross(size)
        surface.blit(icon, icon.get_rect(center=self.mark_spot(route_id, size).center))

    def draw(self, surface: pygame.Surface, highlight: frozenset[str],
             rings: tuple[tuple[str, bool], ...], line: tuple[str, str] | None) -> None:
        """The board with cars; claimable routes and ticket cities are composed once per change."""
        key = (self.version, highlight, rings, line)
        image = self.cars
        if highlight or rings:
            if key != self._key or self._composite is None:
                self._composite = self._compose(highlight, rings, line)
                self._key = key
            image = self._composite
        if not self.frame.contains(self.area):
            surface.fill(theme.BACKDROP, self.area)
        surface.blit(image, self.area.topleft, self.area.move(-self.frame.x, -self.frame.y))

    def _compose(self, highlight: frozenset[str], rings: tuple[tuple[str, bool], ...],
                 line: tuple[str, str] | None) -> pygame.Surface:
        """Cars plus glowing outlines of the highlighted routes and rings around cities."""
        image = self.cars.copy()
        ox, oy = self.frame.topleft
        if highlight:
            # Dim everything but the claimable spaces (cut out of the veil), then ring them.
            veil = pygame.Surface(image.get_size(), pygame.SRCALPHA)
            veil.fill((10, 14, 24, 130))
            for route_id in highlight:
                for poly in self._polygons(route_id, 2):
                    pygame.draw.polygon(veil, (0, 0, 0, 0), [(x - ox, y - oy) for x, y in poly])
            image.blit(veil, (0, 0))
        for route_id in highlight:
            for poly in self._polygons(route_id, max(2, min(8, self.line * 0.8))):
                pts = [(x - ox, y - oy) for x, y in poly]
                pygame.draw.polygon(image, (40, 30, 10), pts, max(3, min(6, round(self.line * 0.6))))
                pygame.draw.polygon(image, HIGHLIGHT, pts, max(1, min(3, round(self.line * 0.3))))
        if line:
            a = self.city_point(line[0])
            b = self.city_point(line[1])
            _dashed(image, (a[0] - ox, a[1] - oy), (b[0] - ox, b[1] - oy))
        for city_id, strong in rings:
            x, y = self.city_point(city_id)
            r = round(self.board.city(city_id).radius * self.scale) + (14 if strong else 9)
            pygame.draw.circle(image, theme.PAPER, (x - ox, y - oy), r + 2, 7 if strong else 5)
            pygame.draw.circle(image, TICKET_RING, (x - ox, y - oy), r, 5 if strong else 3)
            self._names_over(pygame.Rect(x - ox - r - 6, y - oy - r - 6, 2 * r + 12, 2 * r + 12), image)
        return image


def _twin_car(canvas: pygame.Surface, sprite: pygame.Surface, outline: tuple[int, int, int], body: pygame.Rect,
              space_height: float, dark: bool) -> None:
    """A car of a double route, lower than elsewhere and wrapped in a light rim and a dark line (a
    dark car: all light): the rim lies between the two tracks, so the cars never run into the other
    route's printed spaces and read as one wide track where the claimer's colour is the other route's."""
    w, h = canvas.get_size()
    rim = max(1, round(space_height * TWIN_RIM))
    room = 2 * (rim + 1)
    car = pygame.transform.smoothscale(sprite, (w - room, min(h - room, round(space_height * TWIN_CAR))))
    spot = car.get_rect(center=(w // 2, h // 2))
    body = body.clip(spot)
    shape = pygame.mask.from_surface(car, 1)   # its soft edges too: the rim starts where the car ends
    shape.draw(pygame.mask.Mask(body.size, fill=True), (body.x - spot.x, body.y - spot.y))
    for grow, colour in ((rim + 1, theme.PAPER if dark else TWIN_LINE), (rim, theme.PAPER)):
        grown = shape.convolve(pygame.mask.from_surface(_disc(grow)))
        canvas.blit(grown.to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0)), (spot.x - grow, spot.y - grow))
    pygame.draw.rect(canvas, outline, body, border_radius=4)
    canvas.blit(car, spot)


def _disc(radius: int) -> pygame.Surface:
    """A filled disc `radius` px round, on a transparent square (the shape a rim grows by)."""
    image = pygame.Surface((2 * radius + 1, 2 * radius + 1), pygame.SRCALPHA)
    pygame.draw.circle(image, (255, 255, 255), (radius, radius), radius + 0.5)
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
