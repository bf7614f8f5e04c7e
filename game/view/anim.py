"""Small animations advanced in update(dt): flying cards, dropping cars, bursts and banners.

An animation only shows a change the rules already made; it never touches game state. Each
one may run a callback when it ends (e.g. to paint a car into the board's cached layer).
At pace 0 (tests, fast mode) every animation ends as soon as it is added.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Optional

import pygame

from game.view import theme
from game.view.text import draw, fit, font

Point = tuple[float, float]


def ease_out(t: float) -> float:
    """Fast start, soft landing."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out(t: float) -> float:
    """Soft start and soft landing."""
    return 3 * t * t - 2 * t * t * t


@dataclass
class Tween:
    """A timed animation: waits `delay`, runs `duration`, then calls `done` once."""

    duration: float
    delay: float = 0.0
    done: Optional[Callable[[], None]] = None
    age: float = 0.0
    finished: bool = False

    @property
    def progress(self) -> float:
        """0 before the start, 1 at the end."""
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.age - self.delay) / self.duration))

    @property
    def started(self) -> bool:
        """True once the delay has passed."""
        return self.age >= self.delay

    def step(self, dt: float) -> None:
        """Advance by dt seconds, finishing (and calling back) at the end."""
        self.age += dt
        if not self.finished and self.age >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        """End now and call back."""
        if not self.finished:
            self.finished = True
            if self.done:
                self.done()

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the current frame (nothing by default); where it drew."""
        return None


@dataclass
class Fly(Tween):
    """An image flying along a gentle arc from one point to another (a drawn card)."""

    image: pygame.Surface | None = None
    start: Point = (0, 0)
    end: Point = (0, 0)
    lift: float = 60.0

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The image on its arc."""
        if not self.started or self.image is None:
            return None
        t = ease_in_out(self.progress)
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t - math.sin(math.pi * t) * self.lift
        return surface.blit(self.image, self.image.get_rect(center=(round(x), round(y))))


@dataclass
class Drop(Tween):
    """A car falling onto its space and fading in."""

    image: pygame.Surface | None = None
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    height: float = 36.0

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The car above its space, coming down."""
        if not self.started or self.image is None:
            return None
        t = ease_out(self.progress)
        self.image.set_alpha(round(90 + 165 * t))
        drawn = surface.blit(self.image, self.rect.move(0, -round(self.height * (1.0 - t))))
        self.image.set_alpha(255)  # None would turn blending off: a black square
        return drawn


@dataclass
class Burst(Tween):
    """A short ring of sparks around a point (a completed ticket, a bonus)."""

    center: Point = (0, 0)
    color: tuple[int, int, int] = theme.ACCENT
    radius: float = 70.0

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Sparks flying out and shrinking."""
        if not self.started:
            return None
        t = ease_out(self.progress)
        size = max(1, round(9 * (1.0 - t)))
        for i in range(14):
            a = i * math.tau / 14
            r = self.radius * t
            x = self.center[0] + math.cos(a) * r
            y = self.center[1] + math.sin(a) * r
            pygame.draw.circle(surface, self.color if i % 2 else theme.PAPER, (round(x), round(y)), size)
        if t < 0.6:
            pygame.draw.circle(surface, self.color, (round(self.center[0]), round(self.center[1])),
                               round(self.radius * 0.5 * t) + 4, 4)
        reach = round(self.radius * t) + size + 2
        return pygame.Rect(0, 0, 2 * reach, 2 * reach).move(round(self.center[0]) - reach, round(self.center[1]) - reach)


def _screen_rect() -> pygame.Rect:
    """The whole window (a banner's place unless it is given one), or the design size without a window."""
    surface = pygame.display.get_surface()
    return surface.get_rect() if surface is not None else pygame.Rect(0, 0, 1280, 720)


@dataclass
class Glow(Tween):
    """A frame lighting up around something and fading (a move that nothing flies for)."""

    rect: pygame.Rect = field(default_factory=pygame.Rect)
    color: tuple[int, int, int] = theme.ACCENT
    width: int = 4

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The frame, thinning out."""
        if not self.started:
            return None
        width = max(1, round(self.width * (1.0 - ease_out(self.progress))))
        frame = self.rect.inflate(2 * self.width, 2 * self.width)
        pygame.draw.rect(surface, self.color, frame, width, border_radius=8)
        return frame


@dataclass
class Banner(Tween):
    """A big message across the board that slides in, stays, and fades."""

    text: str = ""
    color: tuple[int, int, int] = theme.ACCENT
    area: pygame.Rect = field(default_factory=_screen_rect)
    shown_at: pygame.Rect | None = None   # where it was drawn last (a tap there sends it away)
    _image: pygame.Surface | None = None

    def _render(self) -> pygame.Surface:
        """The banner drawn once (its words on two lines at most, smaller if need be)."""
        if self._image is None:
            size, room = theme.FONT_LARGE + 8, max(1, self.area.width - 80)
            words = fit(self.text, size, room, smallest=size * 3 // 4, short=())   # one line, a little smaller
            if words.cut:   # else on two lines
                words = fit(self.text, size, room, 2 * font(size, True).get_linesize())
            w = min(self.area.width - 40, words.width + 120)
            image = pygame.Surface((w, words.height + 40), pygame.SRCALPHA)
            pygame.draw.rect(image, (12, 14, 20, 120), image.get_rect().move(0, 6), border_radius=22)
            pygame.draw.rect(image, self.color, image.get_rect(), border_radius=22)
            pygame.draw.rect(image, theme.PAPER, image.get_rect(), 4, border_radius=22)
            draw(image, words, pygame.Rect(20, 20, w - 40, words.height), theme.INK, align="center")
            self._image = image
        return self._image

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The banner at its place, sliding in first and fading out last."""
        if not self.started:
            return None
        image = self._render()
        t = self.progress
        slide = ease_out(min(1.0, t / 0.15))
        alpha = 255 if t < 0.85 else round(255 * (1.0 - t) / 0.15)
        rect = image.get_rect(center=(self.area.centerx, self.area.centery - round(40 * (1 - slide))))
        image.set_alpha(alpha)
        drawn = surface.blit(image, rect)
        image.set_alpha(255)  # None would turn blending off
        self.shown_at = drawn
        return drawn

    def covers(self, pos: tuple[int, int]) -> bool:
        """True if the banner was last drawn over this point (a tap there sends it away)."""
        return self.started and not self.finished and self.shown_at is not None and self.shown_at.collidepoint(pos)


class Animator:
    """The running animations; `pace` stretches every duration (0: end at once)."""

    def __init__(self, pace: float = 1.0) -> None:
        self.pace = pace
        self.running: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        """Start an animation (at pace 0 it ends immediately, calling back)."""
        tween.duration *= self.pace
        tween.delay *= self.pace
        if self.pace <= 0:
            tween.finish()
        else:
            self.running.append(tween)
        return tween

    def update(self, dt: float) -> None:
        """Advance every animation and drop the finished ones."""
        for tween in self.running:
            tween.step(dt)
        self.running = [t for t in self.running if not t.finished]

    def busy(self) -> bool:
        """True while anything runs."""
        return bool(self.running)

    def finish_all(self) -> None:
        """End every animation now (their callbacks still run)."""
        running, self.running = self.running, []
        for tween in running:
            tween.finish()

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw every animation, banners last so they stay on top; the areas drawn on."""
        drawn = (tween.draw(surface) for tween in sorted(self.running, key=lambda t: isinstance(t, Banner)))
        return [rect for rect in drawn if rect is not None]
