"""Small pictures of the house rules (game/rules/house.py names each rule's `picture`), drawn once per size.

Each is a square drawn with pygame's shapes and the panels' small pictures (game/view/hud_icons.py), dark
on the light paper of the house-rules card, so a child who cannot read yet sees what a rule is about.
A name the catalogue may add later, not drawn here yet, gets an open rulebook.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from game.view import hud_icons, theme

RGB = tuple[int, int, int]
OUTLINE = (40, 36, 32)
RED, BLUE, YELLOW, GREEN_CAR = (214, 52, 52), (52, 116, 210), (246, 208, 44), (64, 160, 80)
SEA = (70, 140, 210)


def _square(size: int) -> pygame.Surface:
    """An empty, transparent square."""
    return pygame.Surface((size, size), pygame.SRCALPHA)


def _centred(out: pygame.Surface, image: pygame.Surface, x: float = 0.5, y: float = 0.5) -> None:
    """Blit an image with its middle at a fraction of the square."""
    s = out.get_width()
    out.blit(image, image.get_rect(center=(round(s * x), round(s * y))))


def _space(w: int, h: int, fill: RGB, angle: float = 0) -> pygame.Surface:
    """One space of a route (or a car standing on it), turned by `angle` degrees."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(image, fill, image.get_rect(), border_radius=max(1, h // 4))
    pygame.draw.rect(image, OUTLINE, image.get_rect(), max(1, h // 6), border_radius=max(1, h // 4))
    return pygame.transform.rotate(image, angle) if angle else image


def _card(w: int, h: int, stripes: tuple[RGB, ...]) -> pygame.Surface:
    """A train card standing up, its face in stripes of colour (one colour: a coloured card)."""
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = image.get_rect()
    pygame.draw.rect(image, (250, 248, 240), rect, border_radius=max(2, w // 6))
    inner = rect.inflate(-max(4, w // 4), -max(4, w // 4))
    for i, colour in enumerate(stripes):
        band = inner.h // len(stripes)
        pygame.draw.rect(image, colour, (inner.x, inner.y + i * band, inner.w, band + (1 if i < len(stripes) - 1 else 0)))
    pygame.draw.rect(image, OUTLINE, rect, max(1, w // 12), border_radius=max(2, w // 6))
    return image


def _fan(out: pygame.Surface, cards: list[pygame.Surface]) -> None:
    """Cards spread like a hand, the middle one upright."""
    n = len(cards)
    for i, card in enumerate(cards):
        turn = (n // 2 - i) * 14
        image = pygame.transform.rotate(card, turn)
        _centred(out, image, 0.5 + (i - n // 2) * 0.2, 0.52)


def _turns(out: pygame.Surface) -> None:
    """Three players round a table and an arrow going all the way round: everyone plays the same number of turns."""
    s = out.get_width()
    w = max(2, s // 12)
    box = pygame.Rect(0, 0, round(s * 0.8), round(s * 0.8))
    box.center = (s // 2, s // 2)
    pygame.draw.arc(out, OUTLINE, box, math.radians(110), math.radians(420), w)
    tip = (box.centerx + box.w / 2 * math.cos(math.radians(110)), box.centery - box.h / 2 * math.sin(math.radians(110)))
    head = s * 0.16
    pygame.draw.polygon(out, OUTLINE, [(tip[0] + head, tip[1] - head * 0.8), (tip[0] + head, tip[1] + head * 0.8),
                                       (tip[0] - head * 0.2, tip[1])])
    for colour, angle in ((RED, 90), (BLUE, 210), (YELLOW, 330)):
        a = math.radians(angle)
        centre = (s / 2 + s * 0.17 * math.cos(a), s / 2 - s * 0.17 * math.sin(a))
        pygame.draw.circle(out, colour, centre, s * 0.1)
        pygame.draw.circle(out, OUTLINE, centre, s * 0.1, max(1, s // 24))


def _double(out: pygame.Surface) -> None:
    """A double route with a train on each of its two tracks."""
    s = out.get_width()
    w, h = round(s * 0.28), round(s * 0.2)
    for row, colour in ((0.32, RED), (0.68, BLUE)):
        for i in range(3):
            _centred(out, _space(w, h, colour), 0.2 + i * 0.3, row)


def _trains(out: pygame.Surface) -> None:
    """A player's train: fewer trains, a shorter game."""
    s = out.get_width()
    _centred(out, hud_icons.train(round(s * 0.5), 1, BLUE, OUTLINE))


def _cards(out: pygame.Surface) -> None:
    """A hand of three train cards."""
    s = out.get_width()
    _fan(out, [_card(round(s * 0.36), round(s * 0.56), (c,)) for c in (RED, YELLOW, BLUE)])


def _tickets(out: pygame.Surface) -> None:
    """Tickets dealt: three tickets overlapping."""
    s = out.get_width()
    t = hud_icons.ticket(round(s * 0.7))
    for i in range(3):
        out.blit(t, (round(s * (0.02 + 0.12 * i)), round(s * (-0.08 + 0.18 * i))))


def _keep(out: pygame.Surface) -> None:
    """A ticket kept: a ticket with a tick."""
    s = out.get_width()
    _centred(out, hud_icons.ticket(round(s * 0.9)), 0.48, 0.45)
    _centred(out, hud_icons.tick(round(s * 0.42)), 0.74, 0.72)


def _minus(out: pygame.Surface) -> None:
    """An unfinished ticket taking points away: a ticket with a red minus."""
    s = out.get_width()
    _centred(out, hud_icons.ticket(round(s * 0.9)), 0.48, 0.45)
    c, r = (round(s * 0.74), round(s * 0.72)), round(s * 0.2)
    pygame.draw.circle(out, theme.BAD, c, r)
    pygame.draw.rect(out, theme.PAPER, (c[0] - r * 0.6, c[1] - max(2, s // 16), r * 1.2, max(3, s // 8)))


def _path(out: pygame.Surface) -> None:
    """The longest path: a long route climbing to a star."""
    s = out.get_width()
    _centred(out, hud_icons.track(round(s * 0.9), BLUE, OUTLINE), 0.45, 0.55)
    _centred(out, hud_icons.star(round(s * 0.38)), 0.8, 0.2)


def _globe(out: pygame.Surface) -> None:
    """The most tickets completed (a globetrotter): a globe with a star."""
    s = out.get_width()
    c, r, w = (round(s * 0.45), round(s * 0.55)), round(s * 0.38), max(1, s // 20)
    pygame.draw.circle(out, SEA, c, r)
    for dx, dy, rw, rh in ((-0.14, -0.1, 0.28, 0.22), (0.1, 0.12, 0.22, 0.3)):
        land = pygame.Rect(0, 0, round(s * rw), round(s * rh))
        land.center = (round(c[0] + s * dx), round(c[1] + s * dy))
        pygame.draw.ellipse(out, GREEN_CAR, land)
    pygame.draw.ellipse(out, OUTLINE, (c[0] - r // 2, c[1] - r, r, 2 * r), w)
    pygame.draw.line(out, OUTLINE, (c[0] - r, c[1]), (c[0] + r, c[1]), w)
    pygame.draw.circle(out, OUTLINE, c, r, w)
    _centred(out, hud_icons.star(round(s * 0.4)), 0.78, 0.22)


def _wilds(out: pygame.Surface) -> None:
    """Three wild cards (every colour) in the face-up row."""
    s = out.get_width()
    rainbow = (RED, (240, 140, 40), YELLOW, GREEN_CAR, BLUE)
    _fan(out, [_card(round(s * 0.36), round(s * 0.56), rainbow) for _ in range(3)])


def _deck(out: pygame.Surface) -> None:
    """The deck of train cards: coloured cards and wild ones."""
    s = out.get_width()
    rainbow = (RED, (240, 140, 40), YELLOW, GREEN_CAR, BLUE)
    _fan(out, [_card(round(s * 0.36), round(s * 0.56), faces) for faces in ((RED,), rainbow, (BLUE,))])


def _golden(out: pygame.Surface) -> None:
    """The Golden Ticket: a gold ticket with a star."""
    s = out.get_width()
    rect = pygame.Rect(0, 0, round(s * 0.92), round(s * 0.6))
    rect.center = (s // 2, s // 2)
    pygame.draw.rect(out, theme.ACCENT, rect, border_radius=max(2, s // 10))
    pygame.draw.rect(out, theme.ACCENT_DARK, rect, max(2, s // 16), border_radius=max(2, s // 10))
    _centred(out, hud_icons.star(round(s * 0.46), (255, 236, 150)))


def _coast(out: pygame.Surface) -> None:
    """Coast to coast: the sea on both sides and a line of track joining them."""
    s = out.get_width()
    for x in (0, round(s * 0.8)):
        pygame.draw.rect(out, SEA, (x, round(s * 0.12), round(s * 0.2), round(s * 0.76)), border_radius=max(2, s // 10))
    w, h = round(s * 0.22), round(s * 0.18)
    for i in range(3):
        _centred(out, _space(w, h, RED), 0.27 + i * 0.23, 0.5)


def _swap(out: pygame.Surface) -> None:
    """Tickets given back for new ones."""
    _centred(out, hud_icons.swap(out.get_width(), OUTLINE))


def _stick(out: pygame.Surface) -> None:
    """A USB stick with an arrow into it: copy to the stick."""
    s = out.get_width()
    body = pygame.Rect(round(s * 0.3), round(s * 0.38), round(s * 0.4), round(s * 0.56))
    plug = pygame.Rect(round(s * 0.38), round(s * 0.22), round(s * 0.24), round(s * 0.18))
    pygame.draw.rect(out, (190, 196, 204), plug, border_radius=max(1, s // 24))
    pygame.draw.rect(out, OUTLINE, plug, max(1, s // 20), border_radius=max(1, s // 24))
    pygame.draw.rect(out, BLUE, body, border_radius=max(2, s // 12))
    pygame.draw.rect(out, OUTLINE, body, max(1, s // 20), border_radius=max(2, s // 12))
    tip, head = (s * 0.5, s * 0.74), s * 0.14
    pygame.draw.line(out, theme.PAPER, (tip[0], s * 0.44), (tip[0], tip[1] - head * 0.5), max(2, s // 12))
    pygame.draw.polygon(out, theme.PAPER, [(tip[0] - head, tip[1] - head), (tip[0] + head, tip[1] - head), tip])


def _rulebook(out: pygame.Surface) -> None:
    """An open book: a rule not drawn yet."""
    s = out.get_width()
    for x0 in (0.06, 0.52):
        page = pygame.Rect(round(s * x0), round(s * 0.2), round(s * 0.42), round(s * 0.6))
        pygame.draw.rect(out, theme.PAPER, page, border_radius=max(1, s // 20))
        pygame.draw.rect(out, OUTLINE, page, max(1, s // 20), border_radius=max(1, s // 20))
        for y in (0.35, 0.5, 0.65):
            pygame.draw.line(out, OUTLINE, (page.x + s * 0.07, s * y), (page.right - s * 0.07, s * y), max(1, s // 30))


PICTURES: dict[str, Callable[[pygame.Surface], None]] = {
    "turns": _turns, "double": _double, "trains": _trains, "cards": _cards, "tickets": _tickets, "keep": _keep,
    "minus": _minus, "path": _path, "globe": _globe, "wilds": _wilds, "deck": _deck, "golden": _golden,
    "coast": _coast, "swap": _swap, "stick": _stick, "rulebook": _rulebook,
}


@lru_cache(maxsize=128)
def house_picture(name: str, size: int) -> pygame.Surface:
    """A rule's picture in a square `size` px wide (the open rulebook for a name not drawn here)."""
    out = _square(max(8, size))
    PICTURES.get(name, _rulebook)(out)
    return out
