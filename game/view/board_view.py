"""Draw a board's static picture once: background tiles, empty spaces, cities and their labels.

The play scene scales this picture to its board area once and redraws only what changes on
top of it (claimed cars, highlights), so nothing here runs per frame.
"""
from __future__ import annotations

import pygame

from game.board.geometry import rotate, space_corners
from game.rules.board import Board, City, Rect, Route, Space, TileImage
from game.view.sprites import Sprites, load_image, piece
from game.view.text import fit_lines, font

LABEL_INK = (34, 30, 26)
LABEL_PLATE = (252, 247, 232, 225)
CART_SCALE = 0.62
PLATE_PAD = 8  # plate width beyond the text
MIN_LABEL_PX = 15  # city names never shrink below this, however small the board is drawn


def tile_surface(tile: TileImage) -> pygame.Surface:
    """The picture of one background tile, flipped as the map says (a plain tile where its picture fails)."""
    image = piece(load_image(tile.path), pygame.Rect(tile.x, tile.y, tile.w, tile.h))
    if tile.flip_diagonal:
        image = pygame.transform.flip(pygame.transform.rotate(image, -90), True, False)
    if tile.flip_x or tile.flip_y:
        image = pygame.transform.flip(image, tile.flip_x, tile.flip_y)
    return image


def scaled_space(space: Space, scale: float) -> Space:
    """A space in picture coordinates."""
    return Space(space.x * scale, space.y * scale, space.width * scale, space.height * scale, space.angle)


def rotated(sprite: pygame.Surface, space: Space) -> tuple[pygame.Surface, pygame.Rect]:
    """A sprite stretched to a space and turned to its angle, with where to blit it."""
    image = pygame.transform.smoothscale(sprite, (max(1, round(space.width)), max(1, round(space.height))))
    image = pygame.transform.rotate(image, -space.angle)  # Tiled turns clockwise
    return image, image.get_rect(center=(round(space.x), round(space.y)))


class BoardPicture:
    """The board drawn once at a given scale, and where its labels ended up (for checks and hits).

    Terrain is drawn at map size and scaled once; spaces, cities and labels are drawn directly
    at the final scale so they stay crisp, and labels never shrink below `min_label` px (at least
    MIN_LABEL_PX; a large screen asks for more, so names grow with everything else).
    """

    def __init__(self, board: Board, sprites: Sprites, scale: float = 1.0, min_label: int = MIN_LABEL_PX) -> None:
        self.board = board
        self.sprites = sprites
        self.scale = scale
        self.min_label = max(MIN_LABEL_PX, min_label)
        self.surface = self._terrain()
        self.label_rects: dict[str, pygame.Rect] = {}
        for route in board.routes:
            self._draw_route(route)
        for city in board.cities:
            self._draw_city(city)
        for city in board.cities:
            self._draw_label(city)

    def _terrain(self) -> pygame.Surface:
        """Background tile layers, bottom to top, at the picture's scale."""
        tiles = [tile_surface(t) for t in self.board.tile_images]
        tw, th = self.board.tile_width, self.board.tile_height
        full = pygame.Surface((self.board.width, self.board.height))
        full.fill((40, 90, 140))
        for layer in self.board.layers:
            blits = [(tiles[i], (c * tw, r * th)) for r, row in enumerate(layer.rows)
                     for c, i in enumerate(row) if i >= 0]
            full.blits(blits, doreturn=False)
        if self.scale == 1.0:
            return full
        size = (round(self.board.width * self.scale), round(self.board.height * self.scale))
        return pygame.transform.smoothscale(full, size)

    def _draw_route(self, route: Route) -> None:
        """The empty spaces of a route, with a cart symbol on each where it has one."""
        sprite = self.sprites.spaces[route.color]
        cart = self.sprites.merchandise.get(route.cart) if route.cart else None
        shadow = max(1.0, 2.0 * self.scale)
        for space in (scaled_space(s, self.scale) for s in route.spaces):
            pygame.draw.polygon(self.surface, (30, 26, 22), space_corners(
                space.x + shadow * 0.6, space.y + shadow, space.width, space.height, space.angle))
            self.surface.blit(*rotated(sprite, space))
            if cart is not None:
                # The badge sits toward one end so the colour's own symbol stays visible.
                size = max(1, round(space.height * CART_SCALE * 1.6))
                icon = pygame.transform.smoothscale(cart, (size, size))
                dx, dy = rotate(space.width * 0.3, 0, space.angle)
                self.surface.blit(icon, icon.get_rect(center=(round(space.x + dx), round(space.y + dy))))

    def _draw_city(self, city: City) -> None:
        """The city's marker or, on First Journey, its picture."""
        sprite = self.sprites.icons.get(city.icon) if city.icon else None
        if sprite is None:
            sprite = self.sprites.markers["landmark" if self.board.game == "amsterdam" else "station"]
        size = max(2, round(city.radius * 2 * self.scale))
        image = pygame.transform.smoothscale(sprite, (size, size))
        centre = (round(city.x * self.scale), round(city.y * self.scale))
        self.surface.blit(image, image.get_rect(center=centre))

    def _free_spot(self, plate: pygame.Rect, centre: tuple[int, int], radius: float) -> pygame.Rect:
        """The plate where the map put it or, if a name drawn larger now covers it, beside its city."""
        taken = list(self.label_rects.values())
        if plate.collidelist(taken) < 0:
            return plate
        gap = round(radius) + 3
        x, y = centre
        spots = ({"midleft": (x + gap, y)}, {"midright": (x - gap, y)}, {"midbottom": (x, y - gap)},
                 {"midtop": (x, y + gap)}, {"bottomleft": (x + gap, y - gap)},
                 {"topleft": (x + gap, y + gap)}, {"bottomright": (x - gap, y - gap)},
                 {"topright": (x - gap, y + gap)})
        bounds = self.surface.get_rect()
        for spot in spots:
            moved = plate.copy()
            setattr(moved, *next(iter(spot.items())))
            if bounds.contains(moved) and moved.collidelist(taken) < 0:
                return moved
        return plate

    def _draw_label(self, city: City) -> None:
        """The city's name on a light plate, fitted into its label box."""
        if city.label is None:
            return
        k = self.scale
        box = Rect(city.label.x * k, city.label.y * k, city.label.w * k, city.label.h * k)
        # Break lines as at full size, so the board reads the same at every scale.
        lines, full = fit_lines(city.name, city.label_size, int(city.label.w) - PLATE_PAD,
                                int(city.label.h))
        size = max(self.min_label, round(full * k))
        f = font(size, bold=True)
        images = [f.render(line, True, LABEL_INK) for line in lines]
        width = max(i.get_width() for i in images) + PLATE_PAD
        height = sum(i.get_height() for i in images) + 2
        plate = pygame.Rect(0, 0, width, height)
        plate.center = (round(box.x + box.w / 2), round(box.y + box.h / 2))
        # A plate larger than its box grows away from its city, never over it.
        cx, cy = city.x * k, city.y * k
        if cx <= box.x:
            plate.left = round(box.x)
        elif cx >= box.x + box.w:
            plate.right = round(box.x + box.w)
        if cy <= box.y:
            plate.top = round(box.y)
        elif cy >= box.y + box.h:
            plate.bottom = round(box.y + box.h)
        plate.clamp_ip(self.surface.get_rect())
        plate = self._free_spot(plate, (round(cx), round(cy)), city.radius * k)
        panel = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, LABEL_PLATE, panel.get_rect(), border_radius=height // 3)
        self.surface.blit(panel, plate)
        y = plate.top + 1
        for image in images:
            self.surface.blit(image, image.get_rect(midtop=(plate.centerx, y)))
            y += image.get_height()
        self.label_rects[city.id] = plate
