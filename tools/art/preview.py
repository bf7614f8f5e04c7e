"""Render a terrain grid (plus city markers) into one picture for checking by eye."""
from __future__ import annotations

import pygame

from .grids import TILE, Layers


def render(layers: Layers, tiles: list[pygame.Surface],
           markers: list[tuple[pygame.Surface, tuple[float, float]]]) -> pygame.Surface:
    """Draw every layer bottom to top, then each marker centred on its point."""
    rows, cols = len(layers[0][2]), len(layers[0][2][0])
    out = pygame.Surface((cols * TILE, rows * TILE), pygame.SRCALPHA)
    out.fill((0, 0, 0, 255))
    for _, _, grid in layers:
        for i, row in enumerate(grid):
            for j, tid in enumerate(row):
                if tid >= 0:
                    out.blit(tiles[tid], (j * TILE, i * TILE))
    for image, (x, y) in markers:
        out.blit(image, image.get_rect(center=(round(x), round(y))))
    return out
