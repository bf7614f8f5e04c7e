"""Draw a board's static picture once: background tiles and image layers, empty spaces, cities and their labels.

The play scene scales this picture to its board area once and redraws only what changes on
top of it (claimed cars, highlights), so nothing here runs per frame.
"""
from __future__ import annotations

import math

import pygame

from game.board.geometry import rotate, space_corners
from game.rules.board import Board, City, ImageLayer, Route, Space, TileImage, TileLayer
from game.view.image_layers import draw_image_layer
from game.view.label_store import MIN_LABEL_PX, picture_size, placed
from game.view.labels import Label
from game.view.sprites import Sprites, load_image, piece
from game.view.text import font

LABEL_INK = (34, 30, 26)
LABEL_PLATE = (252, 247, 232, 225)
CART_SCALE = 0.62


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

    Everything is drawn directly at the final scale (terrain tiles scaled once per size), so spaces,
    cities and labels stay crisp. Names are `min_label` px (at least MIN_LABEL_PX; a large
    screen asks for more, so names grow with everything else), a quarter smaller where the board
    has no room for them, never below MIN_TEXT_PX; they are placed by game.view.label_search.
    """

    def __init__(self, board: Board, sprites: Sprites, scale: float = 1.0, min_label: int = MIN_LABEL_PX) -> None:
        self.board = board
        self.sprites = sprites
        self.scale = scale
        self.min_label = max(MIN_LABEL_PX, min_label)
        self.surface = self._terrain()
        self.label_rects: dict[str, pygame.Rect] = {}
        self.label_shapes: dict[str, pygame.mask.Mask] = {}   # each name's pixels (plate and text) in its rect
        for route in board.routes:
            self._draw_route(route)
        for city in board.cities:
            self._draw_city(city)
        self.labels = placed(board, scale, self.min_label)   # city id -> where its name went
        self._draw_labels()

    def _terrain(self) -> pygame.Surface:
        """Background tile and image layers, bottom to top, at the picture's scale: each cell on whole pixels, each
        tile picture scaled once for each size a cell has (cells differ by a pixel at most)."""
        board, k = self.board, self.scale
        tiles = [tile_surface(t) for t in board.tile_images]
        grids = [layer for layer in board.layers if isinstance(layer, TileLayer)]
        columns = max((len(row) for layer in grids for row in layer.rows), default=0)
        rows = max((len(layer.rows) for layer in grids), default=0)
        xs = [round(c * board.tile_width * k) for c in range(columns + 1)]
        ys = [round(r * board.tile_height * k) for r in range(rows + 1)]
        scaled: dict[tuple[int, int, int], pygame.Surface] = {}

        def tile(i: int, size: tuple[int, int]) -> pygame.Surface:
            """Tile picture `i` at this size (scaled the first time it is asked for)."""
            if (i, *size) not in scaled:
                same = tiles[i].get_size() == size
                scaled[(i, *size)] = tiles[i] if same else pygame.transform.smoothscale(tiles[i], size)
            return scaled[(i, *size)]
        surface = pygame.Surface(picture_size(board, k))
        surface.fill((40, 90, 140))
        for layer in board.layers:
            if isinstance(layer, ImageLayer):
                draw_image_layer(surface, layer, k)
                continue
            cells = [(i, (xs[c], ys[r]), (xs[c + 1] - xs[c], ys[r + 1] - ys[r]))
                     for r, row in enumerate(layer.rows) for c, i in enumerate(row) if i >= 0]
            surface.blits([(tile(i, size), spot) for i, spot, size in cells if min(size) > 0], doreturn=False)
        return surface

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

    def _draw_labels(self) -> None:
        """Every leader line, then every name (so that no line is drawn over a name)."""
        for label in self.labels.values():
            if label.leader is not None:
                pygame.draw.line(self.surface, LABEL_PLATE, *label.leader, 3)
                pygame.draw.line(self.surface, LABEL_INK, *label.leader, 1)
        for label in self.labels.values():
            self._draw_label(label)

    def _draw_label(self, label: Label) -> None:
        """A city's name on a light plate, each line whole and centred."""
        left, top, right, bottom = label.box
        plate = pygame.Rect(math.floor(left), math.floor(top), 0, 0)
        plate.size = (math.ceil(right) - plate.x, math.ceil(bottom) - plate.y)
        panel = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, LABEL_PLATE, panel.get_rect(), border_radius=plate.height // 3)
        self.surface.blit(panel, plate)
        shape = pygame.mask.from_surface(panel, 1)
        f = font(label.shape.size, bold=True)
        y = plate.top + 1
        for line in label.shape.lines:
            image = f.render(line, True, LABEL_INK)
            spot = image.get_rect(midtop=(plate.centerx, y))
            self.surface.blit(image, spot)
            shape.draw(pygame.mask.from_surface(image, 1), (spot.x - plate.x, spot.y - plate.y))
            y += image.get_height()
        self.label_rects[label.id] = plate
        self.label_shapes[label.id] = shape
