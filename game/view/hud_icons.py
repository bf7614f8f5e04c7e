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
def phone(size: int, online: bool) -> pygame.Surface:
    """A little phone: this seat plays on a phone; lit green while it is connected, grey with a red dot while away."""
    image = _surface(size)
    body = pygame.Rect(0, 0, max(6, size * 9 // 16), size - 2)
    body.center = (size // 2, size // 2)
    tone = theme.GOOD if online else theme.MUTED
    pygame.draw.rect(image, tone, body, border_radius=max(2, size // 8))
    pygame.draw.rect(image, theme.PANEL, body.inflate(-4, -size // 3), border_radius=1)
    if not online:
        r = max(2, size // 6)
        pygame.draw.circle(image, theme.BAD, (body.right - 1, body.top + r), r)
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


# --- pictures for players who cannot read yet -------------------------------------------

PIPS = {1: ((2, 2),), 2: ((1, 3), (3, 1)), 3: ((1, 3), (2, 2), (3, 1)), 4: ((1, 1), (1, 3), (3, 1), (3, 3)),
        5: ((1, 1), (1, 3), (2, 2), (3, 1), (3, 3)), 6: ((1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3))}
CARD_BACK = (36, 52, 84)


@lru_cache(maxsize=None)
def die(n: int, size: int) -> pygame.Surface:
    """A die's face with n pips (1 to 6) in the pattern a child knows from board games."""
    image = _surface(size)
    rect = image.get_rect()
    pygame.draw.rect(image, theme.PAPER, rect, border_radius=max(3, size // 5))
    pygame.draw.rect(image, theme.INK, rect, max(1, size // 16), border_radius=max(3, size // 5))
    r = max(2, round(size * 0.095))
    for col, row in PIPS[n]:
        pygame.draw.circle(image, theme.INK, (round(size * col / 4), round(size * row / 4)), r)
    return image


@lru_cache(maxsize=None)
def engine(size: int, fill: RGB, outline: RGB) -> pygame.Surface:
    """A steam engine seen from the side, heading right (the front of a player's train)."""
    image = _surface(size)
    s, w = size, max(2, size // 14)
    cab = pygame.Rect(round(s * 0.04), round(s * 0.14), round(s * 0.36), round(s * 0.58))
    boiler = pygame.Rect(cab.right - w, round(s * 0.34), round(s * 0.5), round(s * 0.38))
    chimney = pygame.Rect(round(s * 0.68), round(s * 0.12), round(s * 0.13), boiler.y - round(s * 0.12) + w)
    for part in (chimney, boiler, cab):
        pygame.draw.rect(image, fill, part, border_radius=max(1, s // 16))
        pygame.draw.rect(image, outline, part, w, border_radius=max(1, s // 16))
    window = pygame.Rect(cab.x + cab.w // 4, cab.y + cab.h // 6, cab.w // 2, cab.h // 3)
    pygame.draw.rect(image, theme.PAPER, window, border_radius=max(1, s // 24))
    nose = [(boiler.right - 1, boiler.bottom - boiler.h // 2), (s - 1, boiler.bottom + s // 10),
            (boiler.right - 1, boiler.bottom + s // 10)]
    pygame.draw.polygon(image, outline, nose)
    for x in (0.2, 0.5, 0.76):
        pygame.draw.circle(image, outline, (round(s * x), round(s * 0.8)), max(2, round(s * 0.12)))
    return image


@lru_cache(maxsize=None)
def train(height: int, cars: int, fill: RGB, outline: RGB) -> pygame.Surface:
    """A player's train: `cars` cars behind an engine, all in the player's colour, `height` px high."""
    step = round(height * 0.92)
    image = pygame.Surface((cars * step + height, height), pygame.SRCALPHA)
    for i in range(cars):
        image.blit(car(height, fill, outline), (i * step, round(height * 0.06)))
    image.blit(engine(height, fill, outline), (cars * step, 0))
    return image


@lru_cache(maxsize=None)
def train_gauge(height: int, trains: int, start: int, width: int, fill: RGB, outline: RGB) -> pygame.Surface:
    """Trains left as a train that shrinks: a body as long as the trains left, marked car by car where a car
    has room, then the engine.

    At most `width` px wide when all `start` trains are left, so the train is shorter the fewer remain."""
    head = engine(height, fill, outline)
    step = max(0, width - height) / max(1, start)   # px a train: under two, the cars are one long body
    length = round(step * min(trains, start))
    image = pygame.Surface((length + height, height), pygame.SRCALPHA)
    body = pygame.Rect(0, round(height * 0.3), length, round(height * 0.44))
    if length:
        pygame.draw.rect(image, fill, body)
        if step >= 4:
            for i in range(1, min(trains, start)):
                x = round(i * step) - 1
                pygame.draw.line(image, outline, (x, body.y), (x, body.bottom - 1))
        pygame.draw.rect(image, outline, body, max(1, height // 14))
        for x in range(max(1, round(step / 2)), length, max(1, round(step), height // 2)):
            pygame.draw.circle(image, outline, (x, round(height * 0.8)), max(1, height // 10))
    image.blit(head, (length, 0))
    return image


@lru_cache(maxsize=None)
def ticket_slot(height: int, done: bool, golden: bool = False) -> pygame.Surface:
    """A place for one completed ticket: empty (the golden one with a star) or filled with a tick."""
    width = round(height * 1.3)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect().inflate(-2, -2)
    radius = max(2, height // 6)
    edge = theme.ACCENT if golden else (120, 130, 150)
    if done:
        pygame.draw.rect(image, (248, 238, 212), rect, border_radius=radius)
        pygame.draw.rect(image, edge if golden else (120, 96, 60), rect, max(1, height // 12), border_radius=radius)
        mark = tick(max(6, round(height * 0.8)))
        image.blit(mark, mark.get_rect(center=rect.center))
    else:
        pygame.draw.rect(image, (36, 42, 56), rect, border_radius=radius)
        pygame.draw.rect(image, edge, rect, max(1, height // 12), border_radius=radius)
        if not golden:   # a faint ticket's line between two places: a ticket goes here
            y, ends = rect.centery, (rect.x + rect.w // 4, rect.right - rect.w // 4)
            pygame.draw.line(image, (84, 94, 114), (ends[0], y), (ends[1], y), max(1, height // 10))
            for x in ends:
                pygame.draw.circle(image, (84, 94, 114), (x, y), max(1, height // 8))
        else:
            gold = star(max(6, round(height * 0.7)))
            image.blit(gold, gold.get_rect(center=rect.center))
    return image


@lru_cache(maxsize=None)
def card_back(width: int, height: int) -> pygame.Surface:
    """The back of a train card, as on the deck: dark blue in a light rim."""
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(2, min(width, height) // 8)
    pygame.draw.rect(image, (250, 248, 240), rect, border_radius=radius)
    inner = rect.inflate(-max(4, width // 7), -max(4, width // 7))
    pygame.draw.rect(image, CARD_BACK, inner, border_radius=max(1, radius - 1))
    pygame.draw.rect(image, theme.ACCENT, inner.inflate(-max(2, width // 8), -max(2, width // 8)), max(1, width // 20),
                     border_radius=max(1, radius - 2))
    pygame.draw.rect(image, (60, 60, 66), rect, max(1, width // 24), border_radius=radius)
    return image


@lru_cache(maxsize=None)
def two_cards(size: int) -> pygame.Surface:
    """Two fanned card backs: take two cards from the deck."""
    image = _surface(size)
    h = round(size * 0.86)
    back = card_back(round(h * 0.68), h)
    for angle, dx in ((12, 0.38), (-8, 0.62)):
        card_image = pygame.transform.rotate(back, angle)
        image.blit(card_image, card_image.get_rect(center=(round(size * dx), size // 2)))
    return image


@lru_cache(maxsize=None)
def track(size: int, fill: RGB = (236, 228, 210), outline: RGB = (20, 20, 24)) -> pygame.Surface:
    """A short route of three spaces climbing to the right: build a track."""
    image = _surface(size)
    space = pygame.Surface((round(size * 0.32), round(size * 0.26)), pygame.SRCALPHA)
    pygame.draw.rect(space, fill, space.get_rect(), border_radius=max(1, size // 16))
    pygame.draw.rect(space, outline, space.get_rect(), max(2, size // 16), border_radius=max(1, size // 16))
    tilted = pygame.transform.rotate(space, 24)
    for i in range(3):
        x, y = size * (0.19 + 0.31 * i), size * (0.7 - 0.2 * i)
        image.blit(tilted, tilted.get_rect(center=(round(x), round(y))))
    return image


@lru_cache(maxsize=None)
def swap(size: int, color: RGB = theme.PAPER) -> pygame.Surface:
    """Two tickets and two arrows going round between them: give back one's tickets for new ones."""
    image = _surface(size)
    small = ticket(round(size * 0.52))
    image.blit(small, (0, 0))
    image.blit(small, (size - small.get_width(), size - small.get_height()))
    w = max(2, size // 14)
    box = pygame.Rect(round(size * 0.2), round(size * 0.2), round(size * 0.6), round(size * 0.6))
    pygame.draw.arc(image, color, box, math.radians(-10), math.radians(80), w)
    pygame.draw.arc(image, color, box, math.radians(170), math.radians(260), w)
    head = max(3, size // 7)
    for x, down in ((box.right - w // 2, 1), (box.x + w // 2, -1)):   # down on the right, up on the left
        y = box.centery - down * head // 3
        pygame.draw.polygon(image, color, [(x - head, y), (x + head, y), (x, y + down * head)])
    return image
