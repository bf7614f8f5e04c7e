"""Small pictures for the play screen's panels (a car, a card, a ticket, a star, a tick), cached."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.view import theme

RGB = tuple[int, int, int]


def _surface(size: int) -> pygame.Surface:
    """An empty, transparent square."""
    return pygame.Surface((size, size), pygame.SRCALPHA)


@lru_cache(maxsize=None)
def car(size: int, fill: RGB, outline: RGB) -> pygame.Surface:
    """A train car seen from the side."""
    image = _surface(size)
    body = pygame.Rect(1, size // 4, size - 2, size // 2)
    pygame.draw.rect(image, fill, body, border_radius=max(2, size // 8))
    pygame.draw.rect(image, outline, body, 2, border_radius=max(2, size // 8))
    for x in (size // 4, 3 * size // 4):
        pygame.draw.circle(image, outline, (x, body.bottom + 1), max(2, size // 8))
    return image


@lru_cache(maxsize=None)
def card(size: int) -> pygame.Surface:
    """A train card standing up."""
    image = _surface(size)
    rect = pygame.Rect(size // 5, 1, size * 3 // 5, size - 2)
    pygame.draw.rect(image, (250, 248, 240), rect, border_radius=max(2, size // 10))
    stripes = ((214, 52, 52), (246, 208, 44), (52, 116, 210))
    inner = rect.inflate(-6, -6)
    for i, c in enumerate(stripes):
        pygame.draw.rect(image, c, (inner.x, inner.y + i * inner.h // 3, inner.w, inner.h // 3 + 1))
    pygame.draw.rect(image, (60, 60, 66), rect, 2, border_radius=max(2, size // 10))
    return image


@lru_cache(maxsize=None)
def ticket(size: int) -> pygame.Surface:
    """A ticket lying flat."""
    image = _surface(size)
    rect = pygame.Rect(1, size // 5, size - 2, size * 3 // 5)
    pygame.draw.rect(image, (248, 238, 212), rect, border_radius=max(2, size // 10))
    pygame.draw.rect(image, (120, 96, 60), rect, 2, border_radius=max(2, size // 10))
    y = rect.centery
    pygame.draw.line(image, theme.BAD, (rect.x + size // 5, y), (rect.right - size // 5, y), 2)
    for x in (rect.x + size // 5, rect.right - size // 5):
        pygame.draw.circle(image, theme.BAD, (x, y), max(2, size // 10))
    return image


@lru_cache(maxsize=None)
def star(size: int, fill: RGB = theme.ACCENT) -> pygame.Surface:
    """A five-pointed star (points)."""
    image = _surface(size)
    c = size / 2
    pts = []
    for i in range(10):
        r = (size / 2 - 1) if i % 2 == 0 else size / 4.6
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(image, fill, pts)
    pygame.draw.polygon(image, theme.ACCENT_DARK, pts, 2)
    return image


@lru_cache(maxsize=None)
def tick(size: int, color: RGB = theme.GOOD) -> pygame.Surface:
    """A check mark in a circle (done)."""
    image = _surface(size)
    pygame.draw.circle(image, color, (size // 2, size // 2), size // 2)
    w = max(3, size // 7)
    pts = [(size * 0.26, size * 0.52), (size * 0.43, size * 0.7), (size * 0.76, size * 0.32)]
    pygame.draw.lines(image, theme.PAPER, False, pts, w)
    return image


@lru_cache(maxsize=None)
def cross(size: int, color: RGB = theme.BAD) -> pygame.Surface:
    """A cross in a circle (not possible)."""
    image = _surface(size)
    pygame.draw.circle(image, theme.PAPER, (size // 2, size // 2), size // 2)
    pygame.draw.circle(image, color, (size // 2, size // 2), size // 2 - 3)
    w = max(3, size // 7)
    a, b = size * 0.32, size * 0.68
    pygame.draw.line(image, theme.PAPER, (a, a), (b, b), w)
    pygame.draw.line(image, theme.PAPER, (a, b), (b, a), w)
    return image


@lru_cache(maxsize=None)
def computer(size: int) -> pygame.Surface:
    """A little screen: this seat is played by the computer."""
    image = _surface(size)
    screen = pygame.Rect(1, 2, size - 2, size * 2 // 3)
    pygame.draw.rect(image, theme.MUTED, screen, border_radius=3)
    pygame.draw.rect(image, theme.PANEL, screen.inflate(-6, -6), border_radius=2)
    pygame.draw.rect(image, theme.MUTED, (size // 3, screen.bottom, size // 3, size // 6))
    pygame.draw.rect(image, theme.MUTED, (size // 5, size - 4, size * 3 // 5, 3))
    return image


@lru_cache(maxsize=None)
def menu(size: int, color: RGB = theme.PAPER) -> pygame.Surface:
    """Three bars (the pause menu)."""
    image = _surface(size)
    h = max(3, size // 7)
    for i in range(3):
        y = size // 5 + i * (size * 3 // 10)
        pygame.draw.rect(image, color, (size // 8, y - h // 2, size * 3 // 4, h), border_radius=h // 2)
    return image


@lru_cache(maxsize=None)
def eye(size: int, color: RGB = theme.PAPER) -> pygame.Surface:
    """An eye (show what can be done)."""
    image = _surface(size)
    rect = pygame.Rect(1, size // 4, size - 2, size // 2)
    pygame.draw.ellipse(image, color, rect, max(2, size // 12))
    pygame.draw.circle(image, color, rect.center, size // 7)
    return image


@lru_cache(maxsize=None)
def bulb(size: int, color: RGB = theme.PAPER) -> pygame.Surface:
    """A light bulb (a hint)."""
    image = _surface(size)
    r = max(3, round(size * 0.3))
    centre = (size // 2, r + 2)
    pygame.draw.circle(image, color, centre, r, max(2, size // 12))
    base = pygame.Rect(0, 0, max(4, r), max(3, size // 5))
    base.midtop = (size // 2, centre[1] + r - 1)
    pygame.draw.rect(image, color, base, border_radius=2)
    for angle in (-50, 0, 50):   # rays above it
        a = math.radians(angle - 90)
        inner, outer = r + 3, r + max(4, size // 6)
        start = (centre[0] + math.cos(a) * inner, centre[1] + math.sin(a) * inner)
        end = (centre[0] + math.cos(a) * outer, centre[1] + math.sin(a) * outer)
        if end[1] >= 0:
            pygame.draw.line(image, color, start, end, max(1, size // 16))
    return image


@lru_cache(maxsize=None)
def magnifier(size: int, plus: bool = True, color: RGB = theme.PAPER) -> pygame.Surface:
    """A magnifying glass with a plus (look closer) or a minus (see the whole)."""
    image = _surface(size)
    w = max(2, size // 10)
    r = round(size * 0.3)
    c = (round(size * 0.42), round(size * 0.42))
    pygame.draw.circle(image, color, c, r, w)
    end = round(size * 0.92)
    pygame.draw.line(image, color, (c[0] + r * 0.7, c[1] + r * 0.7), (end, end), w + 2)
    arm = round(r * 0.55)
    pygame.draw.line(image, color, (c[0] - arm, c[1]), (c[0] + arm, c[1]), w)
    if plus:
        pygame.draw.line(image, color, (c[0], c[1] - arm), (c[0], c[1] + arm), w)
    return image
