"""Draw a board's static picture once: background tiles, empty spaces, cities and their labels.

The play scene scales this picture to its board area once and redraws only what changes on
top of it (claimed cars, highlights), so nothing here runs per frame.
"""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from game.board.geometry import rotate, space_corners
from game.rules.board import Board, City, Route, Space, TileImage
from game.view.label_mask import SlotMask
from game.view.label_search import place
from game.view.labels import Label, Shape, Want, car_slot, city_box, word_splits
from game.view.metrics import MIN_TEXT_PX
from game.view.sprites import Sprites, load_image, piece
from game.view.text import font

LABEL_INK = (34, 30, 26)
LABEL_PLATE = (252, 247, 232, 225)
CART_SCALE = 0.62
PLATE_PAD = 8  # plate width beyond the text
MIN_LABEL_PX = 15  # city names are this large at least where the board has room (never below MIN_TEXT_PX)
SHAPES = 6         # ways to set one name at one size, at most (a long name of many words has hundreds)
PLACED_KEPT = 8    # boards and scales whose names' places are kept: a new game or a resize back places none again
_PLACED: OrderedDict[tuple[int, float, int], tuple[Board, dict[str, Label]]] = OrderedDict()


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
    at the final scale so they stay crisp. Names are `min_label` px (at least MIN_LABEL_PX; a large
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
        for route in board.routes:
            self._draw_route(route)
        for city in board.cities:
            self._draw_city(city)
        self.labels = self._placed()   # city id -> where its name went
        self._draw_labels()

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

    def _shapes(self, city: City, size: int) -> tuple[Shape, ...]:
        """The ways to set a city's name at one text size, at most SHAPES: as the map breaks it first, then
        on one line, then on two or three lines of the most even widths (always between words)."""
        f = font(size, bold=True)
        splits = word_splits(city.name)
        widths = {lines: max(f.size(line)[0] for line in lines) for lines in splits}
        first = [splits[0]]
        if city.label is not None:
            # The map's own break: the fewest lines that fit its box, measured at the map's text size.
            room = (city.label.w - PLATE_PAD) * size / max(1, city.label_size)
            first = [s for s in splits if widths[s] <= room][:1] + first
        ordered = list(dict.fromkeys(first + sorted(splits, key=lambda s: (len(s), widths[s]))))[:SHAPES]
        height = f.get_height()
        return tuple(Shape(lines, size, widths[lines] + PLATE_PAD, height * len(lines) + 2) for lines in ordered)

    def _wants(self) -> list[Want]:
        """What each city asks of its name: sizes from the preferred one down, and the map's box (a city the
        map names nowhere has no name to place, but is kept clear of the others')."""
        k = self.scale
        wants = []
        for city in self.board.cities:
            centre, radius = (city.x * k, city.y * k), city.radius * k + 0.5
            box = city.label
            if box is None:
                wants.append(Want(city.id, centre, radius, ()))
                continue
            size = max(self.min_label, round(city.label_size * k))   # drawn small, names keep a readable size
            # Where the board has no room, a name may shrink a quarter, never below the smallest text.
            least = max(MIN_TEXT_PX, round(size * 0.75))
            sizes = sorted({size, max(least, round(size * 0.88)), least}, reverse=True)
            wants.append(Want(city.id, centre, radius, tuple(self._shapes(city, s) for s in sizes),
                              (box.x * k, box.y * k, (box.x + box.w) * k, (box.y + box.h) * k)))
        return wants

    def _placed(self) -> dict[str, Label]:
        """Every name placed clear of names, cities and every space a car may fill (once per board and scale)."""
        key = (id(self.board), self.scale, self.min_label)
        kept = _PLACED.get(key)
        if kept is None:
            slots = [car_slot(s.x, s.y, s.width, s.height, s.angle)
                     for route in self.board.routes for s in (scaled_space(s, self.scale) for s in route.spaces)]
            wants = self._wants()
            taken = SlotMask(self.surface.get_size(), slots, [city_box(w.centre, w.radius) for w in wants], self.scale)
            kept = _PLACED[key] = (self.board, place(wants, taken))
            if len(_PLACED) > PLACED_KEPT:
                _PLACED.popitem(last=False)
        return kept[1]

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
        f = font(label.shape.size, bold=True)
        y = plate.top + 1
        for line in label.shape.lines:
            image = f.render(line, True, LABEL_INK)
            self.surface.blit(image, image.get_rect(midtop=(plate.centerx, y)))
            y += image.get_height()
        self.label_rects[label.id] = plate
