"""Picture celebrations over the board: a completed ticket, Coast to Coast, a win.

Each is one tween that draws a few pictures made once as it is built (the ticket's face, the
train, the trophy), shows no sentence (a winner's name at most), can be tapped away (`covers`)
and lasts under three seconds at pace 1, except the win: its confetti falls for as long as the
winner's moment holds (game/scenes/scoring/winner.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.view import theme
from game.view.anim import Point, Tween, ease_in_out, ease_out
from game.view.text import draw, fit, font

RGB = tuple[int, int, int]
GOLD = (246, 196, 54)
GOLD_DARK = (168, 112, 16)
SEA = (64, 140, 214)
CONFETTI = 60   # pieces falling over the board for a win
FALL = 2.6      # seconds for the win's trophy to pop up (its first 18 %) and a piece of confetti to fall the height


def ease_back(t: float) -> float:
    """A pop: past the end a little, then back (0 to 1)."""
    c = 1.7
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def phase(t: float, start: float, end: float) -> float:
    """How far along [start, end] the progress t is, from 0 to 1."""
    return max(0.0, min(1.0, (t - start) / (end - start)))


def ready(image: pygame.Surface) -> pygame.Surface:
    """The picture in the screen's own format (quick to draw), once there is a screen."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


class Scaled:
    """One picture at a few sizes, each made once (a tween scales by steps, not every frame anew)."""

    STEPS = 24

    def __init__(self, image: pygame.Surface) -> None:
        self.image = ready(image)
        self._made: dict[int, pygame.Surface] = {}

    def at(self, scale: float) -> pygame.Surface:
        """The picture at about this scale (rounded to a step)."""
        step = max(1, round(scale * self.STEPS))
        if step == self.STEPS:
            return self.image
        made = self._made.get(step)
        if made is None:
            w, h = self.image.get_size()
            k = step / self.STEPS
            size = (max(1, round(w * k)), max(1, round(h * k)))
            made = self._made[step] = pygame.transform.smoothscale(self.image, size)
        return made


def star(size: int, fill: RGB = GOLD) -> pygame.Surface:
    """A five-pointed star with a dark edge."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pts = [(c + (c - 1 if i % 2 == 0 else size / 4.6) * math.cos(-math.pi / 2 + i * math.pi / 5),
            c + (c - 1 if i % 2 == 0 else size / 4.6) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(image, fill, pts)
    pygame.draw.polygon(image, GOLD_DARK, pts, max(1, size // 14))
    return image


def stamp(size: int) -> pygame.Surface:
    """A big green tick in a ring, like a rubber stamp (done)."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size // 2, size // 2 - 2
    pygame.draw.circle(image, theme.PAPER, (c, c), r)
    pygame.draw.circle(image, theme.GOOD, (c, c), r - max(3, size // 16))
    w = max(5, size // 7)
    pts = [(size * 0.27, size * 0.52), (size * 0.44, size * 0.69), (size * 0.75, size * 0.33)]
    pygame.draw.lines(image, theme.PAPER, False, pts, w)
    for p in pts:   # round the line's ends and its corner
        pygame.draw.circle(image, theme.PAPER, (round(p[0]), round(p[1])), w // 2)
    return pygame.transform.rotate(image, 12)


def locomotive(height: int, body: RGB, dark: RGB, cars: int = 2) -> pygame.Surface:
    """A little steam train seen from the side, facing east, in a player's colour."""
    u = height / 10
    car_w, engine_w, gap = round(7 * u), round(11 * u), max(2, round(u * 0.6))
    width = cars * (car_w + gap) + engine_w
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    edge = max(2, round(u * 0.45))
    wheel = max(3, round(u * 1.3))
    for i in range(cars):
        car = pygame.Rect(round(i * (car_w + gap)), round(3.2 * u), car_w, round(4.6 * u))
        pygame.draw.rect(image, body, car, border_radius=round(u))
        pygame.draw.rect(image, dark, car, edge, border_radius=round(u))
        pygame.draw.line(image, dark, (car.right, car.centery), (car.right + gap, car.centery), edge)
        for x in (car.x + car_w // 4, car.right - car_w // 4):
            pygame.draw.circle(image, dark, (x, round(8.4 * u)), wheel)
    x0 = cars * (car_w + gap)
    cab = pygame.Rect(x0, round(1.4 * u), round(3.6 * u), round(6.4 * u))
    boiler = pygame.Rect(cab.right - edge, round(3.4 * u), round(6.6 * u), round(4.4 * u))
    chimney = pygame.Rect(boiler.right - round(2.4 * u), round(0.6 * u), round(1.4 * u), round(3.0 * u))
    for part in (chimney, boiler, cab):
        pygame.draw.rect(image, body, part, border_radius=round(u * 0.6))
        pygame.draw.rect(image, dark, part, edge, border_radius=round(u * 0.6))
    window = pygame.Rect(cab.x + round(0.8 * u), cab.y + round(0.9 * u), round(2 * u), round(1.8 * u))
    pygame.draw.rect(image, theme.PAPER, window, border_radius=round(u * 0.3))
    pygame.draw.polygon(image, dark, [(boiler.right, boiler.bottom - round(1.6 * u)), (boiler.right, boiler.bottom),
                                      (min(width - 1, boiler.right + round(1.6 * u)), boiler.bottom)])
    for x in (cab.centerx, boiler.x + round(2 * u), boiler.right - round(1.6 * u)):
        pygame.draw.circle(image, dark, (x, round(8.4 * u)), wheel)
        pygame.draw.circle(image, theme.PAPER, (x, round(8.4 * u)), max(1, wheel // 3))
    return image


def coast_card(width: int) -> pygame.Surface:
    """The Coast-to-Coast card: sea on both sides, a track joining them, a star above."""
    height = round(width * 1.4)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect()
    r = max(4, width // 10)
    pygame.draw.rect(image, theme.PAPER, rect, border_radius=r)
    sea = max(4, width // 6)
    for x in (0, width - sea):
        pygame.draw.rect(image, SEA, (x, r, sea, height - 2 * r))
        for y in range(r + sea // 2, height - r, sea):   # waves
            pygame.draw.circle(image, theme.PAPER, (x + sea // 2, y), max(2, sea // 5), max(1, sea // 10))
    y = round(height * 0.62)
    line = max(3, width // 14)
    pygame.draw.line(image, theme.BAD, (sea, y), (width - sea, y), line)
    for x in range(sea + line, width - sea, max(6, width // 7)):   # sleepers
        pygame.draw.line(image, theme.INK, (x, y - line), (x, y + line), max(1, line // 2))
    top = star(round(width * 0.5))
    image.blit(top, top.get_rect(center=(width // 2, round(height * 0.3))))
    pygame.draw.rect(image, theme.ACCENT_DARK, rect, max(2, width // 24), border_radius=r)
    return image


def trophy(size: int, body: RGB, dark: RGB) -> pygame.Surface:
    """A cup in a player's colour, rimmed with gold, on a gold stand."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 20
    edge = max(2, round(u * 0.6))
    cup = [(4 * u, 2 * u), (16 * u, 2 * u), (15 * u, 8 * u), (12 * u, 11.5 * u), (8 * u, 11.5 * u), (5 * u, 8 * u)]
    for side in (1, -1):   # handles
        cx = 10 * u + side * 6.2 * u
        box = pygame.Rect(0, 0, round(5 * u), round(6 * u))
        box.center = (round(cx), round(5.4 * u))
        pygame.draw.ellipse(image, GOLD_DARK, box, max(3, round(u * 1.2)))
    pygame.draw.polygon(image, body, cup)
    pygame.draw.polygon(image, GOLD, cup, max(2, round(u)))
    pygame.draw.polygon(image, dark, cup, edge)
    pygame.draw.rect(image, GOLD, (round(9 * u), round(11.5 * u), round(2 * u), round(3.5 * u)))
    base = pygame.Rect(round(5.5 * u), round(15 * u), round(9 * u), round(3.4 * u))
    pygame.draw.rect(image, GOLD, base, border_radius=round(u))
    pygame.draw.rect(image, GOLD_DARK, base, edge, border_radius=round(u))
    shine = star(round(5 * u), theme.PAPER)
    image.blit(shine, shine.get_rect(center=(round(10 * u), round(6 * u))))
    return image


def golden_ticket(width: int, body: RGB, dark: RGB) -> pygame.Surface:
    """The Golden Ticket (F7): gold, with a band in the player's colour and a big star, a little tilted."""
    height = round(width * 0.6)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    r = max(4, height // 6)
    pygame.draw.rect(image, GOLD, image.get_rect(), border_radius=r)
    band = pygame.Rect(0, round(height * 0.3), width, round(height * 0.4))
    pygame.draw.rect(image, body, band)
    pygame.draw.line(image, dark, band.topleft, band.topright, max(2, width // 60))
    pygame.draw.line(image, dark, band.bottomleft, band.bottomright, max(2, width // 60))
    for i, k in enumerate((0.14, 0.86)):
        small = star(round(height * 0.3), theme.PAPER)
        image.blit(small, small.get_rect(center=(round(width * k), height // 2 + (-1) ** i * height // 5)))
    big = star(round(height * 0.8))
    image.blit(big, big.get_rect(center=(width // 2, height // 2)))
    pygame.draw.rect(image, GOLD_DARK, image.get_rect(), max(3, width // 40), border_radius=r)
    return pygame.transform.rotate(image, 8)


@dataclass
class Cheer(Tween):
    """A celebration: a tap where it was drawn last sends it away."""

    shown_at: pygame.Rect | None = None

    def covers(self, pos: tuple[int, int]) -> bool:
        """True if the celebration was last drawn over this point."""
        return self.started and not self.finished and self.shown_at is not None and self.shown_at.collidepoint(pos)

    def shown(self, rects: list[pygame.Rect]) -> pygame.Rect | None:
        """Remember (and return) where this frame drew: one rectangle around them all."""
        self.shown_at = rects[0].unionall(rects[1:]) if rects else None
        return self.shown_at


@dataclass
class TicketCheer(Cheer):
    """A completed ticket (F5): its face pops up large, a green tick stamps onto it with stars,
    then it shrinks and flies to its owner's panel."""

    face: pygame.Surface | None = None
    centre: Point = (0, 0)
    end: Point = (0, 0)
    end_height: int = 40   # the face's height as it lands
    _face: Scaled | None = None
    _stamp: Scaled | None = None
    _star: pygame.Surface | None = None

    def __post_init__(self) -> None:
        """The face, the stamp and a star, made once."""
        if self.face is not None:
            w, h = self.face.get_size()
            self._face = Scaled(self.face)
            self._stamp = Scaled(stamp(round(min(w, h) * 0.5)))
            self._star = ready(star(max(12, round(min(w, h) * 0.16))))

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The face at its size and place, the tick and the stars over it."""
        if not self.started or self._face is None or self._stamp is None or self._star is None:
            return None
        t = self.progress
        fly = ease_in_out(phase(t, 0.68, 1.0))
        small = self.end_height / self._face.image.get_height()
        scale = (0.25 + 0.75 * ease_back(phase(t, 0.0, 0.16))) * (1 - fly) + small * fly
        x = self.centre[0] + (self.end[0] - self.centre[0]) * fly
        y = self.centre[1] + (self.end[1] - self.centre[1]) * fly
        image = self._face.at(scale)
        rect = image.get_rect(center=(round(x), round(y)))
        drawn = [surface.blit(image, rect)]
        if t >= 0.2:
            press = phase(t, 0.2, 0.32)   # the stamp comes down from large onto the face's corner
            tick = self._stamp.at(scale * (2.0 - ease_out(press)))
            spot = (rect.right - round(rect.w * 0.16), rect.bottom - round(rect.h * 0.24))
            drawn.append(surface.blit(tick, tick.get_rect(center=spot)))
            drawn += self._stars(surface, rect, phase(t, 0.3, 0.72))
        return self.shown(drawn)

    def _stars(self, surface: pygame.Surface, rect: pygame.Rect, t: float) -> list[pygame.Rect]:
        """Eight stars flying out of the face's edge and fading."""
        if t <= 0 or t >= 1 or self._star is None:
            return []
        self._star.set_alpha(round(255 * (1 - t * t)))
        out = []
        for i in range(8):
            a = i * math.tau / 8 + 0.3
            reach = 0.5 + 0.35 * ease_out(t)
            p = (rect.centerx + math.cos(a) * rect.w * reach, rect.centery + math.sin(a) * rect.h * reach)
            out.append(surface.blit(self._star, self._star.get_rect(center=(round(p[0]), round(p[1])))))
        self._star.set_alpha(255)
        return out


@dataclass
class CoastCheer(Cheer):
    """Coast to Coast (F6): a train in the player's colour runs from the west edge of the board to the
    east, leaving stars; then a Coast-to-Coast card grows in the middle and lands on the panel."""

    area: pygame.Rect = field(default_factory=pygame.Rect)
    body: RGB = theme.ACCENT
    dark: RGB = theme.INK
    end: Point = (0, 0)
    end_height: int = 40
    _train: pygame.Surface | None = None
    _card: Scaled | None = None
    _star: pygame.Surface | None = None

    def __post_init__(self) -> None:
        """The train, the card and a star, made once."""
        h = max(24, round(self.area.h * 0.16))
        self._train = ready(locomotive(h, self.body, self.dark))
        self._card = Scaled(coast_card(max(40, round(min(self.area.w * 0.28, self.area.h * 0.5)))))
        self._star = ready(star(max(12, round(h * 0.45))))

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The train on its way and the stars behind it; the card once the train is across."""
        if not self.started or self._train is None or self._card is None or self._star is None:
            return None
        t = self.progress
        drawn = []
        run = phase(t, 0.0, 0.62)
        train = self._train.get_rect()
        left, right = self.area.left - train.w, self.area.right
        nose = left + (right - left) * run + train.w
        y = self.area.centery + round(self.area.h * 0.12)
        gap = self._star.get_width() * 1.2
        x = self.area.left + gap / 2
        clip = surface.get_clip()
        surface.set_clip(self.area)   # the train comes in and leaves at the board's edges
        while x < min(nose - train.w, self.area.right):
            behind = (nose - train.w - x) / self.area.w   # stars fade as the train leaves them behind
            if behind < 1:
                self._star.set_alpha(round(255 * (1 - behind * behind)))
                bob = round(math.sin(x * 0.05) * self._star.get_height() * 0.5)
                drawn.append(surface.blit(self._star, self._star.get_rect(center=(round(x), y - train.h // 3 + bob))))
            x += gap
        self._star.set_alpha(255)
        if run < 1:
            train.midright = (round(nose), y)
            drawn.append(surface.blit(self._train, train))
        surface.set_clip(clip)
        if t >= 0.55:
            grow = ease_back(phase(t, 0.55, 0.72))
            fly = ease_in_out(phase(t, 0.78, 1.0))
            small = self.end_height / self._card.image.get_height()
            card = self._card.at(max(0.05, grow * (1 - fly) + small * fly))
            cx = self.area.centerx + (self.end[0] - self.area.centerx) * fly
            cy = self.area.centery + (self.end[1] - self.area.centery) * fly
            drawn.append(surface.blit(card, card.get_rect(center=(round(cx), round(cy)))))
        # The whole board counts as the celebration: a tap anywhere on it ends the run.
        self.shown_at = self.area.copy() if drawn else None
        return drawn[0].unionall(drawn[1:]) if drawn else None


@dataclass
class WinCheer(Cheer):
    """The end (F7, F8): a trophy in each winner's colour with their name (the Golden Ticket in their
    colour when it ended the game), and confetti falling over the board."""

    area: pygame.Rect = field(default_factory=pygame.Rect)
    winners: tuple[tuple[str, RGB, RGB], ...] = ()   # (name, colour, dark edge) of each winner
    golden: bool = False
    name_px: int = 40
    _picture: Scaled | None = None
    _confetti: list[tuple[float, float, float, float, RGB]] = field(default_factory=list)

    def __post_init__(self) -> None:
        """The picture and the confetti, made once."""
        self._picture = Scaled(self._draw_picture())
        colours = [GOLD, theme.PAPER, SEA, theme.GOOD] + [c for _, c, _ in self.winners] * 3
        # (x across, start height, speed, sway phase, colour) from a fixed sequence: every win looks alike
        self._confetti = [((i * 0.618) % 1.0, (i * 0.377) % 1.0, 0.5 + (i * 0.271) % 0.4, i * 1.3,
                           colours[i % len(colours)]) for i in range(CONFETTI)]

    def _draw_picture(self) -> pygame.Surface:
        """The trophies (or the Golden Ticket) with the winners' names, side by side; a name wider than its
        winner's share of the board is fitted (smaller, or shortened by the fitting path's rule)."""
        count = max(1, len(self.winners))
        size = max(48, round(min(self.area.h * 0.55, self.area.w * 0.8 / count)))
        share = max(size, round(self.area.w * 0.96) // count)
        names = [fit(name, self.name_px, share - self.name_px, None) for name, _, _ in self.winners]
        pictures = [golden_ticket(round(size * 1.5), body, dark) if self.golden else trophy(size, body, dark)
                    for _, body, dark in self.winners]
        size = max([size] + [p.get_height() for p in pictures])
        cell = max([size] + [p.get_width() for p in pictures] + [n.width + self.name_px for n in names])
        line = font(self.name_px, bold=True).get_linesize()
        width, height = cell * count, size + line + self.name_px // 2
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        for i, ((_, body, dark), name, picture) in enumerate(zip(self.winners, names, pictures)):
            cx = cell * i + cell // 2
            image.blit(picture, picture.get_rect(midbottom=(cx, size)))
            words = pygame.Rect(0, 0, name.width, line)
            words.midtop = (cx, size + self.name_px // 4)
            plate = words.inflate(self.name_px, self.name_px // 3)
            pygame.draw.rect(image, dark, plate, border_radius=plate.h // 2)
            pygame.draw.rect(image, body, plate, max(2, self.name_px // 10), border_radius=plate.h // 2)
            ink = body if sum(dark) > 3 * 128 else theme.PAPER   # black's plate is light: its name is written dark
            draw(image, name, words, ink, align="center")
        return image

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The confetti falling, and the picture popping up in the middle of the board."""
        if not self.started or self._picture is None:
            return None
        t = (self.age - self.delay) / FALL   # by the seconds, not the duration: it falls on while the moment holds
        a = self.area
        size = max(6, a.h // 28)
        clip = surface.get_clip()
        surface.set_clip(a)
        for x, y0, speed, sway, colour in self._confetti:
            y = a.top + ((y0 + speed * t) % 1.1 - 0.05) * a.h   # off the bottom, in again at the top
            px = a.left + x * a.w + math.sin(sway + t * 9) * size * 2
            tall = max(2, round(size * abs(math.cos(sway + t * 12))))   # a piece turning as it falls
            pygame.draw.rect(surface, colour, (round(px), round(y), size, tall))
        image = self._picture.at(0.3 + 0.7 * ease_back(phase(t, 0.0, 0.18)))
        surface.blit(image, image.get_rect(center=a.center))
        surface.set_clip(clip)
        self.shown_at = a.copy()
        return a.copy()
