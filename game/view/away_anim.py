"""Animations of the replay of the moves a person missed: a route pulsing, a small picture at a
player's row, and a caption saying what is shown and that a tap skips it."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.view import theme
from game.view.anim import Tween, ease_out
from game.view.text import draw, fit

CHIP = (24, 28, 38)   # the dark chip behind a picture or the caption, so it reads over anything


@dataclass
class Pulse(Tween):
    """A claimed route's outline swelling and fading twice in its owner's colour."""

    layer: Any = None
    route: str = ""
    color: tuple[int, int, int] = theme.ACCENT
    width: int = 8
    beats: int = 2

    def strength(self) -> float:
        """How strongly the route shows now, 0 to 1: up and down `beats` times."""
        return math.sin(math.pi * self.progress * self.beats) ** 2

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The coloured outline as wide as the pulse is strong (a board's thin lines keep it narrow, so
        between the beats it goes away: it blinks where it cannot swell)."""
        strength = self.strength()
        if not self.started or self.layer is None or strength < 0.2:
            return None
        width = max(2, round(self.width * strength))
        return self.layer.outline(surface, self.route, self.color, width).inflate(2 * self.width, 2 * self.width)


@dataclass
class Tag(Tween):
    """A small picture on a dark chip popping up at a point, rising a little, and fading at the end."""

    image: pygame.Surface | None = None
    at: tuple[int, int] = (0, 0)
    rise: int = 12
    _chip: pygame.Surface | None = None

    def _render(self) -> pygame.Surface:
        """The picture on its chip, made once."""
        if self._chip is None and self.image is not None:
            pad = max(3, self.image.get_height() // 5)
            chip = pygame.Surface(self.image.get_rect().inflate(2 * pad, 2 * pad).size, pygame.SRCALPHA)
            pygame.draw.rect(chip, CHIP, chip.get_rect(), border_radius=pad * 2)
            pygame.draw.rect(chip, theme.PAPER, chip.get_rect(), max(1, pad // 2), border_radius=pad * 2)
            chip.blit(self.image, (pad, pad))
            self._chip = chip
        return self._chip

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The chip at its place: growing in, then fading out."""
        if not self.started or self.image is None:
            return None
        chip, t = self._render(), self.progress
        grow = 0.6 + 0.4 * ease_out(min(1.0, t / 0.25))
        shown = chip if grow >= 1.0 else pygame.transform.smoothscale(
            chip, (max(1, round(chip.get_width() * grow)), max(1, round(chip.get_height() * grow))))
        shown.set_alpha(255 if t < 0.75 else round(255 * (1.0 - t) / 0.25))
        drawn = surface.blit(shown, shown.get_rect(center=(self.at[0], self.at[1] - round(self.rise * ease_out(t)))))
        shown.set_alpha(255)   # None would turn blending off
        return drawn


@dataclass
class Caption(Tween):
    """A line at the top of an area for as long as the replay runs (what it is, and how to skip it)."""

    text: str = ""
    size: int = 20
    area: pygame.Rect = field(default_factory=pygame.Rect)
    icon: pygame.Surface | None = None   # a picture before the words (alone, for children who cannot read)
    _image: pygame.Surface | None = None

    def _render(self) -> pygame.Surface:
        """The picture and the words on a chip, made once (the words fitted to the area's width)."""
        if self._image is None:
            pad = max(4, self.size // 3)
            icon_w = self.icon.get_width() if self.icon is not None else 0
            gap = pad if icon_w and self.text else 0
            words = fit(self.text, self.size, max(1, self.area.width - 4 * pad - icon_w - gap)) if self.text else None
            width = icon_w + gap + (words.width if words else 0)
            height = max(self.icon.get_height() if self.icon is not None else 1, words.height if words else 1)
            chip = pygame.Surface((max(1, width) + 4 * pad, height + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(chip, CHIP + (225,), chip.get_rect(), border_radius=pad * 2)
            if self.icon is not None:
                chip.blit(self.icon, self.icon.get_rect(midleft=(2 * pad, chip.get_height() // 2)))
            if words is not None:
                draw(chip, words, pygame.Rect(2 * pad + icon_w + gap, pad, words.width, height), theme.PAPER)
            self._image = chip
        return self._image

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The chip at the top middle of the area."""
        if not self.started:
            return None
        image = self._render()
        return surface.blit(image, image.get_rect(midtop=(self.area.centerx, self.area.y + self.size // 2)))
