"""Small pictures of a player's move as everyone saw it: a route claimed, cards taken, tickets drawn, a pass.

The player rows show each seat's last move with them, and the replay of the moves a person
missed shows them beside the rows. A move is described by a few plain values (`LastMove`), so
the rows, cached by what they show, are drawn again only when a move changes.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.view import hud_icons as icons
from game.view import theme
from game.view.metrics import MIN_TEXT_PX
from game.view.palette import ROUTE_RGB
from game.view.text import draw, font

EDGE = (20, 20, 24)
RAINBOW = ((214, 52, 52), (246, 208, 44), (52, 116, 210))   # the wild card's stripes, as the card icon has them


@dataclass(frozen=True)
class LastMove:
    """A move in a few public values: what it was and what a picture of it needs."""

    kind: str                            # "claim", "cards", "tickets" or "pass"
    color: str = "gray"                  # claim: the route's colour
    length: int = 0                      # claim: its spaces
    cards: tuple[str | None, ...] = ()   # cards: each one taken by its colour, None for one from the deck
    count: int = 0                       # tickets: how many more the player holds (drawn, before the keep)


def picture(move: LastMove, height: int) -> pygame.Surface:
    """The move's picture, `height` px high (drawn once per move and height)."""
    return _picture(move, max(8, height))


@lru_cache(maxsize=256)
def _picture(move: LastMove, height: int) -> pygame.Surface:
    """Draw the picture of one kind of move."""
    if move.kind == "claim":
        return _with_number(_bar(move.color, move.length, height), str(move.length), height, theme.PAPER)
    if move.kind == "cards":
        return _cards(move.cards, height)
    if move.kind == "tickets":
        return _with_number(icons.ticket(height), f"+{move.count}", height, theme.ACCENT)
    return pause_sign(height)


def place(image: pygame.Surface, move: LastMove | None, height: int, right: int, middle: int, room: int,
          keep: int) -> int:
    """Put a move's picture with its right edge at `right`, if the name beside it keeps `keep` of the
    `room` px it had; the room the name has left (all of it where the picture does not fit)."""
    wide = room_for(move, height)
    if move is None or not wide or room - wide < keep:
        return room   # no room: the picture is left out rather than drawn over the name
    shown = picture(move, height)
    image.blit(shown, shown.get_rect(midright=(right, middle)))
    return room - wide


def room_for(move: LastMove | None, height: int) -> int:
    """The width a move's picture takes beside a name, with its gap (0 without a move)."""
    return 0 if move is None or height < 10 else picture(move, height).get_width() + max(4, height // 3)


def pause_sign(height: int) -> pygame.Surface:
    """A pause sign: two bars in a ring (the player passed)."""
    image = pygame.Surface((height, height), pygame.SRCALPHA)
    centre, radius = (height // 2, height // 2), height // 2 - 1
    pygame.draw.circle(image, theme.PANEL_LIGHT, centre, radius)
    pygame.draw.circle(image, theme.PAPER, centre, radius, max(1, height // 10))
    bar = pygame.Rect(0, 0, max(2, height // 7), max(4, height // 2))
    for dx in (-1, 1):
        bar.center = (height // 2 + dx * max(2, height // 7), height // 2)
        pygame.draw.rect(image, theme.PAPER, bar)
    return image


def _bar(color: str, length: int, height: int) -> pygame.Surface:
    """A short piece of route in its colour, its spaces marked: a route claimed."""
    spaces = max(1, min(length, 6))
    w, h = round(height * 1.4), max(5, round(height * 0.52))
    image = pygame.Surface((w, height), pygame.SRCALPHA)
    body = pygame.Rect(0, (height - h) // 2, w, h)
    pygame.draw.rect(image, ROUTE_RGB.get(color, ROUTE_RGB["gray"]), body, border_radius=max(1, h // 4))
    for i in range(1, spaces):
        x = body.x + round(i * w / spaces)
        pygame.draw.line(image, EDGE, (x, body.y), (x, body.bottom - 1), 1)
    pygame.draw.rect(image, EDGE, body, max(1, height // 12), border_radius=max(1, h // 4))
    return image


def _cards(cards: tuple[str | None, ...], height: int) -> pygame.Surface:
    """One or two cards side by side, overlapping: their colours, or their backs if drawn from the deck."""
    w = max(5, round(height * 0.66))
    step = round(w * 0.7)
    shown = cards[:2] or (None,)
    image = pygame.Surface((w + step * (len(shown) - 1), height), pygame.SRCALPHA)
    for i, card in enumerate(shown):
        image.blit(_card(card, w, height), (i * step, 0))
    return image


def _card(card: str | None, width: int, height: int) -> pygame.Surface:
    """A small card: its colour (the wild card striped), or its back."""
    if card is None:
        return icons.card_back(width, height)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(1, width // 6)
    pygame.draw.rect(image, theme.PAPER, rect, border_radius=radius)
    inner = rect.inflate(-max(2, width // 5), -max(2, width // 5))
    if card in ROUTE_RGB and card != "locomotive":
        pygame.draw.rect(image, ROUTE_RGB[card], inner, border_radius=max(1, radius - 1))
    else:
        for i, stripe in enumerate(RAINBOW):
            pygame.draw.rect(image, stripe, (inner.x, inner.y + i * inner.h // 3, inner.w, inner.h // 3 + 1))
    pygame.draw.rect(image, EDGE, rect, 1, border_radius=radius)
    return image


def _with_number(picture_: pygame.Surface, words: str, height: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A picture with a short number after it, as high as the picture."""
    size = next((s for s in range(height + 2, MIN_TEXT_PX - 1, -1) if font(s, True).get_height() <= height + 2),
                MIN_TEXT_PX)
    wide, high = font(size, True).size(words)[0], font(size, True).get_linesize()
    gap = max(2, height // 8)
    image = pygame.Surface((picture_.get_width() + gap + wide, max(height, high)), pygame.SRCALPHA)
    image.blit(picture_, picture_.get_rect(midleft=(0, image.get_height() // 2)))
    draw(image, words, pygame.Rect(picture_.get_width() + gap, 0, wide, image.get_height()), colour, size,
         one_line=True)
    return image
