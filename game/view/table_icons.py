"""Pictures of a table's options (take back a move, play together) and the face of an on/off switch, cached."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.view import theme
from game.view.text import draw, fit

RGB = tuple[int, int, int]


@lru_cache(maxsize=None)
def undo(size: int, color: RGB = theme.INK) -> pygame.Surface:
    """An arrow bending back to the left: a move taken back."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    w = max(3, size // 8)
    c, r = (size * 0.55, size * 0.58), size * 0.3
    arc = [(c[0] + r * math.cos(a), c[1] - r * math.sin(a)) for a in
           (math.radians(d) for d in range(-100, 181, 10))]
    pygame.draw.lines(image, color, False, arc, w)
    tip = arc[-1]
    head = size * 0.24
    pygame.draw.polygon(image, color, [(tip[0] - head * 0.75, tip[1] - head * 0.1),
                                       (tip[0] + head * 0.75, tip[1] - head * 0.1), (tip[0], tip[1] + head * 0.8)])
    return image


@lru_cache(maxsize=None)
def together(size: int, color: RGB = theme.INK, small: RGB = theme.ACCENT_DARK) -> pygame.Surface:
    """A grown-up and a child side by side: the table plays together."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    for x, head, tall, ink in ((0.36, 0.14, 0.95, color), (0.72, 0.11, 0.7, small)):
        cx, top = size * x, size * (1 - tall)
        r = size * head
        pygame.draw.circle(image, ink, (cx, top + r), r)
        body = pygame.Rect(0, 0, round(r * 2.6), round(size - top - 2.4 * r))
        body.midbottom = (round(cx), size)
        pygame.draw.rect(image, ink, body, border_top_left_radius=round(r * 1.2), border_top_right_radius=round(r * 1.2))
    return image


@lru_cache(maxsize=None)
def check_box(size: int, on: bool) -> pygame.Surface:
    """A box with a tick when on, empty when off: a switch's state at a glance."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    box = image.get_rect().inflate(-2, -2)
    pygame.draw.rect(image, theme.GOOD if on else theme.PAPER, box, border_radius=max(2, size // 6))
    pygame.draw.rect(image, theme.INK, box, max(2, size // 12), border_radius=max(2, size // 6))
    if on:
        pts = [(size * 0.24, size * 0.52), (size * 0.43, size * 0.72), (size * 0.78, size * 0.28)]
        pygame.draw.lines(image, theme.PAPER, False, pts, max(3, size // 6))
    return image


@lru_cache(maxsize=64)
def switch_face(picture: str, word: str, on: bool, width: int, height: int, text_px: int) -> pygame.Surface:
    """An option's face: its picture and a tick box side by side, one word beneath."""
    label = fit(word, text_px, width)
    side = max(8, min(height - label.height - 2, width * 5 // 9))
    art = (undo if picture == "undo" else together)(side)
    box = check_box(max(8, side * 2 // 3), on)
    image = pygame.Surface((width, side + 2 + label.height), pygame.SRCALPHA)
    gap = max(2, side // 8)
    x = (width - art.get_width() - gap - box.get_width()) // 2
    image.blit(art, (x, 0))
    image.blit(box, box.get_rect(midleft=(x + art.get_width() + gap, side // 2)))
    draw(image, label, pygame.Rect(0, side + 2, width, label.height), theme.INK, align="center")
    return image


@lru_cache(maxsize=8)
def together_badge(size: int) -> pygame.Surface:
    """The sign of a table playing together: the two people on a pale disc, for a corner of the status box."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(image, theme.PAPER, (size // 2, size // 2), size // 2)
    art = together(size * 3 // 5)
    image.blit(art, art.get_rect(center=(size // 2, size // 2)))
    return image
