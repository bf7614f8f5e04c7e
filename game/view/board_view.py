"""Draw a board's static picture once: background tiles, empty spaces, cities and their labels.

The play scene scales this picture to its board area once and redraws only what changes on
top of it (claimed cars, highlights), so nothing here runs per frame.
"""
from __future__ import annotations

import pygame

from game.board.geometry import space_corners
from game.rules.board import Board, City, Route, Space, TileImage
from game.view.sprites import Sprites, load_image
from game.view.text import fit_lines, font

LABEL_INK = (34, 30, 26)
LABEL_PLATE = (252, 247, 232, 225)
CART_SCALE = 0.62


def tile_surface(tile: TileImage) -> pygame.Surface:
    """The picture of one background tile, flipped as the map says."""
    image = load_image(tile.path).subsurface(pygame.Rect(tile.x, tile.y, tile.w, tile.h))
    if tile.flip_diagonal:
        image = pygame.transform.flip(pygame.transform.rotate(image, -90), True, False)
    if tile.flip_x or tile.flip_y:
        image = pygame.transform.flip(image, tile.flip_x, tile.flip_y)
    return image


def rotated(sprite: pygame.Surface, space: Space) -> tuple[pygame.Surface, pygame.Rect]:
    """A sprite stretched to a space and turned to its angle, with where to blit it."""
    image = pygame.transform.smoothscale(sprite, (round(space.width), round(space.height)))
    image = pygame.transform.rotate(image, -space.angle)  # Tiled turns clockwise
    return image, image.get_rect(center=(round(space.x), round(space.y)))


class BoardPicture:
    """The drawn board and where its labels ended up (for layout checks and hit tests)."""

    def __init__(self, board: Board, sprites: Sprites) -> None:
        self.board = board
        self.sprites = sprites
        self.surface = pygame.Surface((board.width, board.height))
        self.label_rects: dict[str, pygame.Rect] = {}
        self._draw_layers()
        for route in board.routes:
            self._draw_route(route)
        for city in board.cities:
            self._draw_city(city)
        for city in board.cities:
            self._draw_label(city)

    def _draw_layers(self) -> None:
        """Background tile layers, bottom to top."""
        tiles = [tile_surface(t) for t in self.board.tile_images]
        tw, th = self.board.tile_width, self.board.tile_height
        self.surface.fill((40, 90, 140))
        for layer in self.board.layers:
            blits = [(tiles[i], (c * tw, r * th)) for r, row in enumerate(layer.rows)
                     for c, i in enumerate(row) if i >= 0]
            self.surface.blits(blits, doreturn=False)

    def _draw_route(self, route: Route) -> None:
        """The empty spaces of a route, with a cart symbol on each where it has one."""
        sprite = self.sprites.spaces[route.color]
        cart = self.sprites.merchandise.get(route.cart) if route.cart else None
        for space in route.spaces:
            pygame.draw.polygon(self.surface, (30, 26, 22), space_corners(
                space.x + 1.5, space.y + 2.5, space.width, space.height, space.angle))
            self.surface.blit(*rotated(sprite, space))
            if cart is not None:
                size = round(space.height * CART_SCALE * 1.6)
                icon = pygame.transform.smoothscale(cart, (size, size))
                self.surface.blit(icon, icon.get_rect(center=(round(space.x), round(space.y))))

    def _draw_city(self, city: City) -> None:
        """The city's marker or, on First Journey, its picture."""
        sprite = self.sprites.icons.get(city.icon) if city.icon else None
        if sprite is None:
            sprite = self.sprites.markers["landmark" if self.board.game == "amsterdam" else "station"]
        size = round(city.radius * 2)
        image = pygame.transform.smoothscale(sprite, (size, size))
        self.surface.blit(image, image.get_rect(center=(round(city.x), round(city.y))))

    def _draw_label(self, city: City) -> None:
        """The city's name on a light plate, fitted into its label box."""
        box = city.label
        if box is None:
            return
        lines, size = fit_lines(city.name, city.label_size, int(box.w), int(box.h))
        f = font(size, bold=True)
        images = [f.render(line, True, LABEL_INK) for line in lines]
        width = max(i.get_width() for i in images) + 8
        height = sum(i.get_height() for i in images) + 2
        plate = pygame.Rect(0, 0, width, height)
        plate.center = (round(box.x + box.w / 2), round(box.y + box.h / 2))
        panel = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, LABEL_PLATE, panel.get_rect(), border_radius=height // 3)
        self.surface.blit(panel, plate)
        y = plate.top + 1
        for image in images:
            self.surface.blit(image, image.get_rect(midtop=(plate.centerx, y)))
            y += image.get_height()
        self.label_rects[city.id] = plate
