"""A board's image layers (a drawing or a photo of the town) drawn into its static picture, as Tiled shows them.

Drawn once, with the terrain, when the board's picture is made for a size: the picture is read again as
the board reader read it (a regular file of bounded size whose PNG or JPEG header is within the limits),
decoded from those bytes, made see-through where Tiled's transparent colour is, tinted, faded to the
layer's opacity and scaled with the board. A picture that changed on disk into something pygame cannot
decode is left out (the board under it shows), never an error that would close the game.
"""
from __future__ import annotations

import io
from functools import lru_cache

import pygame

from game.board.jpeg import JPEG_SIGNATURE, photo_size
from game.board.pictures import MAX_PICTURE_BYTES, PictureRefused
from game.rules.board import ImageLayer
from game.safefile import FileRefused, read_bytes, stamp


def draw_image_layer(surface: pygame.Surface, layer: ImageLayer, scale: float) -> None:
    """Draw one image layer onto the board's picture at `scale` (repeated across it where the layer says)."""
    picture = _picture(layer.path, stamp(layer.path))
    if picture is None:
        return
    width, height = picture.get_size()
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    image = _prepared(picture, layer, size)
    xs = _spots(layer.x, width, scale, surface.get_width()) if layer.repeat_x else [round(layer.x * scale)]
    ys = _spots(layer.y, height, scale, surface.get_height()) if layer.repeat_y else [round(layer.y * scale)]
    surface.blits([(image, (x, y)) for y in ys for x in xs], doreturn=False)


def _prepared(picture: pygame.Surface, layer: ImageLayer, size: tuple[int, int]) -> pygame.Surface:
    """The picture with its transparent colour cut out, its tint and opacity applied, at its drawn size."""
    out = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    if layer.transparent is not None:
        picture = picture.copy()
        picture.set_colorkey(layer.transparent)
    out.blit(picture, (0, 0))
    if layer.tint is not None:
        out = _tinted(out, layer.tint)
    if layer.opacity < 1:
        out.fill((255, 255, 255, round(255 * layer.opacity)), special_flags=pygame.BLEND_RGBA_MULT)
    return out if out.get_size() == size else pygame.transform.smoothscale(out, size)


def _tinted(picture: pygame.Surface, tint: tuple[int, int, int, int]) -> pygame.Surface:
    """The picture tinted as Tiled tints (a multiply over it, which also lightens its see-through pixels
    toward the tint), its own see-through kept; the tint's own alpha is not used."""
    out = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    out.fill((255, 255, 255, 255))
    out.blit(picture, (0, 0))
    out.fill((*tint[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    alpha = picture.copy()
    alpha.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)   # white, with the picture's alpha
    out.blit(alpha, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _spots(start: float, side: float, scale: float, limit: int) -> list[int]:
    """Where a repeated picture's copies go along one side: every copy that shows between 0 and `limit` pixels."""
    spots, at = [], (start % side) - side if start % side else 0.0   # the copy that covers the left edge
    while at * scale < limit:
        spots.append(round(at * scale))
        at += side
    return spots


@lru_cache(maxsize=4)
def _picture(path: str, version: tuple[int, int]) -> pygame.Surface | None:
    """One version of an image layer's picture, decoded from the bytes read and checked (None if it cannot be)."""
    try:
        raw = read_bytes(path, MAX_PICTURE_BYTES)
        photo_size(raw)
        return pygame.image.load(io.BytesIO(raw), "photo.jpg" if raw.startswith(JPEG_SIGNATURE) else "photo.png")
    except (FileRefused, PictureRefused, pygame.error, ValueError, OSError, MemoryError):
        return None
