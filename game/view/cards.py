"""Train-card faces drawn from the palette's colours and the colour-blind symbols, cached.

Every face is drawn once per (kind, size, look) and reused, so showing a hand or the face-up
row costs only blits.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.view import theme
from game.view.palette import ROUTE_RGB
from game.view.sprites import Sprites

RAINBOW = ((214, 52, 52), (240, 140, 36), (246, 208, 44), (60, 160, 80), (52, 116, 210), (150, 80, 190))
BACK = (36, 52, 84)


def mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    """A colour between a and b (t = 0: a, 1: b)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


class CardArt:
    """Faces of train cards and the deck's back, each drawn once per size (tickets: ticket_face.py)."""

    def __init__(self, sprites: Sprites, symbols: bool = True) -> None:
        self.sprites = sprites
        self.symbols = symbols
        self._cache: dict[tuple, pygame.Surface] = {}

    def _cached(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface for key, made on first use."""
        image = self._cache.get(key)
        if image is None:
            image = make()
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._cache[key] = image
        return image

    def symbol(self, color: str, size: int) -> pygame.Surface:
        """A card colour's symbol at a pixel size."""
        return self._cached(("symbol", color, size), lambda: pygame.transform.smoothscale(
            self.sprites.symbols[color], (size, size)))

    def face(self, color: str, size: tuple[int, int]) -> pygame.Surface:
        """A train card of this colour ("locomotive" for the wild card)."""
        return self._cached(("face", color, size), lambda: self._face(color, size))

    def _face(self, color: str, size: tuple[int, int]) -> pygame.Surface:
        """Draw a card face: coloured body, light rim, the symbol large in the middle."""
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(6, min(w, h) // 8)
        body = ROUTE_RGB[color]
        rect = image.get_rect()
        pygame.draw.rect(image, (250, 248, 240), rect, border_radius=radius)
        inner = rect.inflate(-max(6, w // 14) * 2, -max(6, w // 14) * 2)
        if color == "locomotive":
            band = max(2, inner.height // len(RAINBOW))
            clip = pygame.Surface(inner.size, pygame.SRCALPHA)
            for i, c in enumerate(RAINBOW):
                pygame.draw.rect(clip, mix(c, (255, 255, 255), 0.45), (0, i * band, inner.w, band + 1))
            mask = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - 2)
            clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            image.blit(clip, inner)
        else:
            pygame.draw.rect(image, body, inner, border_radius=radius - 2)
            shine = inner.copy()
            shine.height = inner.height // 3
            pygame.draw.rect(image, mix(body, (255, 255, 255), 0.18), shine,
                             border_top_left_radius=radius - 2, border_top_right_radius=radius - 2)
        pygame.draw.rect(image, mix(body, (0, 0, 0), 0.45), inner, 2, border_radius=radius - 2)
        pygame.draw.rect(image, (60, 60, 66), rect, 2, border_radius=radius)
        if self.symbols or color == "locomotive":
            s = round(min(inner.w, inner.h) * 0.74)
            icon = self.symbol(color, s)
            image.blit(icon, icon.get_rect(center=inner.center))
        return image

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The back of a train card (the deck), with a rainbow stripe."""
        return self._cached(("back", size), lambda: self._back(size))

    def _back(self, size: tuple[int, int]) -> pygame.Surface:
        """Draw the card back: dark blue with a golden little locomotive."""
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(6, min(w, h) // 8)
        rect = image.get_rect()
        pygame.draw.rect(image, (250, 248, 240), rect, border_radius=radius)
        inner = rect.inflate(-10, -10)
        pygame.draw.rect(image, BACK, inner, border_radius=radius - 2)
        pygame.draw.rect(image, theme.ACCENT, inner.inflate(-8, -8), 2, border_radius=radius - 4)
        _locomotive(image, inner.center, min(inner.w * 0.62, inner.h * 0.9), theme.ACCENT)
        pygame.draw.rect(image, (60, 60, 66), rect, 2, border_radius=radius)
        return image

    def locked(self, color: str, size: tuple[int, int]) -> pygame.Surface:
        """A face that cannot be taken now: dimmed, with a padlock."""
        return self._cached(("locked", color, size), lambda: self._locked(color, size))

    def _locked(self, color: str, size: tuple[int, int]) -> pygame.Surface:
        """Draw the dimmed face and its padlock."""
        image = self.face(color, size).copy()
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 22, 30, 160), veil.get_rect(), border_radius=max(6, min(size) // 8))
        image.blit(veil, (0, 0))
        s = min(size) // 2
        cx, cy = size[0] // 2, size[1] // 2 + s // 6
        body = pygame.Rect(0, 0, s, round(s * 0.7))
        body.center = (cx, cy)
        pygame.draw.circle(image, theme.PAPER, (cx, body.top), s // 3, max(3, s // 9))
        pygame.draw.rect(image, theme.PAPER, body, border_radius=max(3, s // 8))
        pygame.draw.circle(image, theme.INK, (cx, body.centery - 2), max(2, s // 10))
        return image


def _locomotive(image: pygame.Surface, center: tuple[int, int], size: float,
                color: tuple[int, int, int]) -> None:
    """A simple steam locomotive seen from the side, `size` px wide."""
    u = size / 10
    x0, y0 = center[0] - 5 * u, center[1] - 3 * u
    parts = [(0.5, 2.2, 6.0, 2.6), (6.2, 0.6, 3.3, 4.2), (1.4, 0.6, 1.1, 1.8), (0, 4.6, 10, 0.7)]
    for px, py, pw, ph in parts:
        pygame.draw.rect(image, color, (round(x0 + px * u), round(y0 + py * u), round(pw * u), round(ph * u)),
                         border_radius=max(1, round(u / 2)))
    for cx in (2.0, 4.6, 7.8):
        pygame.draw.circle(image, color, (round(x0 + cx * u), round(y0 + 5.6 * u)), max(2, round(1.1 * u)))
        pygame.draw.circle(image, BACK, (round(x0 + cx * u), round(y0 + 5.6 * u)), max(1, round(0.45 * u)))
    pygame.draw.rect(image, BACK, (round(x0 + 6.9 * u), round(y0 + 1.2 * u), round(1.9 * u), round(1.4 * u)))
