"""The rules in short, a few large-type pages per game; the numbers point into docs/rules.md."""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.screen import (BROWN, CREAM, PLUM, SAND, ButtonScreen, back_button, icon, panel, paper, text)
from game.scenes.stack import Change, Pop
from game.view import theme
from game.view.palette import ROUTE_RGB
from game.view.text import font, wrap
from game.view.widgets import Button

TITLES = {"usa": "USA", "amsterdam": "Amsterdam", "first_journey": "First Journey"}
BODY = 30

PAGES: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "usa": (
        ("The goal", (
            "Build railway routes between the cities of North America. Routes score points, and so "
            "do the tickets you complete. Most points wins.",
            "Everyone has 45 trains. (U1)",
            "You start with 4 train cards and 3 tickets, and keep at least 2 of the tickets. (U2)")),
        ("On your turn, do one thing", (
            "Take 2 train cards, each from the 5 face-up cards or blind from the deck. A face-up "
            "locomotive is your whole draw. (U3)",
            "Or claim a route: pay as many cards of its colour as it has spaces. (D4)",
            "Or draw 3 tickets and keep at least 1. (U6)")),
        ("Claiming a route", (
            "A gray route takes cards of any one colour. Locomotives are wild: they match every "
            "colour. (D4)",
            "Long routes score more: 1, 2, 4, 7, 10 or 15 points for 1 to 6 trains. (U8)",
            "Double routes: with 2 or 3 players only one of the two can be used. Nobody may take "
            "both. (U7, D5)")),
        ("Tickets", (
            "A ticket names two cities. Join them with an unbroken line of your own trains.",
            "At the end a completed ticket adds its points, and an unfinished one takes them "
            "away. (U10)",
            "Tickets stay secret until the final score. (D7)")),
        ("The end", (
            "When someone ends a turn with 2 trains or fewer, everyone, that player too, gets one "
            "last turn. (U9)",
            "The longest unbroken path of trains earns 10 bonus points. (U10)",
            "Most points wins; a tie goes to most completed tickets, then to the longest "
            "path. (U11)")),
    ),
    "amsterdam": (
        ("The goal", (
            "Carry goods through old Amsterdam with your carts. Routes and contracts score points, "
            "and so do merchandise cards. Most points wins.",
            "Everyone has 16 carts. (A1)",
            "You start with 2 cards and 2 contracts, and keep at least 1 contract. (A2)")),
        ("On your turn, do one thing", (
            "Take 2 cards, from the face-up row or the deck. A face-up wild card is your whole "
            "draw. (A3)",
            "Or claim a route with as many cards of its colour as it has spaces. (D4)",
            "Or draw 2 contracts and keep at least 1. (A4)")),
        ("Claiming a route", (
            "Wild cards match every colour. Routes score 1, 2, 4 or 7 points for 1 to 4 carts.",
            "A route with a cart picture gives you a merchandise card of that kind. (A6)",
            "Double routes: with 2 players only one of the two can be used. (A5)")),
        ("Contracts", (
            "A contract names two places. Join them with your own carts.",
            "At the end a completed contract adds its points, and an unfinished one takes them "
            "away. (A8)")),
        ("The end", (
            "When someone ends a turn with 2 carts or fewer, everyone gets one last turn. (A7)",
            "Most merchandise cards earns 8 bonus points, and the next players earn less. (A8)",
            "Most points wins; a tie goes to most completed contracts. (A9)")),
    ),
    "first_journey": (
        ("The goal", (
            "Be the first to complete 6 tickets and win the Golden Ticket!",
            "Everyone has 20 trains. (F1)",
            "You start with 4 train cards and 2 tickets. (F2)")),
        ("On your turn, do one thing", (
            "Take the top 2 cards of the deck.",
            "Or claim a route: pay as many cards of its colour as it has spaces.",
            "Or give back both your tickets and take 2 new ones. (F3)")),
        ("Claiming a route", (
            "Locomotives are wild: they match every colour.",
            "Routes score no points: they join your cities. (F4)",
            "Both routes of a double can be used, by two different players. (F4)")),
        ("Tickets", (
            "When your trains join a ticket's two cities, it is done at once: you take a new "
            "ticket. (F5)",
            "Join the West coast to the East coast for a Coast to Coast bonus ticket. (F6)")),
        ("The end", (
            "The first to complete 6 tickets wins the Golden Ticket at once! (F7)",
            "If someone places their last train, the game ends: most completed tickets wins, and "
            "a tie is shared. (F8)")),
    ),
}


PICTURES = {"usa": ("trains", "cards", "route", "ticket", "trophy"),
            "amsterdam": ("trains", "cards", "merchandise", "ticket", "trophy"),
            "first_journey": ("golden", "cards", "route", "ticket", "golden")}
TEXT_WIDTH = 840


def page_image(game: str, index: int, size: tuple[int, int], sprites: Any) -> pygame.Surface:
    """One page: its heading and points on the left, a picture on the right (rendered once)."""
    heading, points = PAGES[game][index]
    body = font(BODY, False)
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(text(heading, 40, PLUM), (0, 0))
    y, step = 70, body.get_linesize() + 4
    for point in points:
        pygame.draw.circle(out, BROWN, (12, y + step // 2 - 2), 7)
        for line in wrap(point, body, TEXT_WIDTH - 36):
            out.blit(text(line, BODY, theme.INK, False), (36, y))
            y += step
        y += step // 2
    if sprites is not None:
        picture = illustration(PICTURES[game][index], sprites)
        out.blit(picture, picture.get_rect(center=(TEXT_WIDTH + (size[0] - TEXT_WIDTH) // 2, size[1] // 2)))
    return out


def illustration(kind: str, sprites: Any) -> pygame.Surface:
    """A small picture for a page, made from the board art."""
    out = pygame.Surface((260, 240), pygame.SRCALPHA)
    if kind == "trains":
        for i, name in enumerate(("blue", "red", "green", "yellow", "black")):
            car = pygame.transform.smoothscale(sprites.cars[name], (144, 48))
            out.blit(car, (20 + (i % 2) * 76, 8 + i * 46))
    elif kind == "cards":
        for i, name in enumerate(("red", "blue", "locomotive")):
            card = pygame.Surface((104, 150), pygame.SRCALPHA)
            pygame.draw.rect(card, ROUTE_RGB[name], card.get_rect(), border_radius=12)
            pygame.draw.rect(card, (60, 50, 40), card.get_rect(), 4, border_radius=12)
            symbol = sprites.symbols[name]
            card.blit(symbol, symbol.get_rect(center=(52, 75)))
            card = pygame.transform.rotate(card, 16 - i * 16)
            out.blit(card, card.get_rect(center=(70 + i * 60, 124 - (i == 1) * 12)))
    elif kind == "route":
        strip = pygame.Surface((250, 48), pygame.SRCALPHA)
        for i in range(3):
            sprite = sprites.cars["blue"] if i < 2 else sprites.spaces["red"]
            strip.blit(pygame.transform.smoothscale(sprite, (60, 22)), (32 + i * 63, 13))
        for x in (18, 232):
            strip.blit(pygame.transform.smoothscale(sprites.markers["station"], (36, 36)), (x - 18, 6))
        strip = pygame.transform.rotate(strip, 20)
        out.blit(strip, strip.get_rect(center=(130, 120)))
    elif kind == "ticket":
        card = pygame.Rect(10, 50, 240, 150)
        pygame.draw.rect(out, (250, 240, 214), card, border_radius=14)
        pygame.draw.rect(out, BROWN, card, 4, border_radius=14)
        for x in range(70, 190, 22):
            pygame.draw.line(out, BROWN, (x, 125), (x + 12, 125), 4)
        for x in (56, 204):
            pygame.draw.circle(out, (200, 52, 44), (x, 125), 18)
            pygame.draw.circle(out, CREAM, (x, 125), 8)
        out.blit(icon("check", 54, (58, 142, 74)), (103, 56))
    elif kind == "merchandise":
        for i, image in enumerate(sprites.merchandise.values()):
            big = pygame.transform.smoothscale(image, (100, 100))
            out.blit(big, (24 + (i % 2) * 112, 12 + (i // 2) * 112))
    elif kind in ("trophy", "golden"):
        if kind == "golden":
            pygame.draw.rect(out, (246, 200, 70), (20, 40, 220, 160), border_radius=16)
            pygame.draw.rect(out, (160, 104, 20), (20, 40, 220, 160), 5, border_radius=16)
        out.blit(icon("star", 150, (238, 176, 52) if kind == "trophy" else CREAM), (55, 45))
    return out


class RulesOverlay(ButtonScreen):
    """The rules of one game in pages (from the menu, tabs choose the game); Back closes."""

    default = "next"

    def __init__(self, game: str | None = None) -> None:
        self.tabs = game is None
        self.game = game if game in PAGES else "usa"
        self.page = 0
        self._pages: dict[tuple[str, int], pygame.Surface] = {}

    def area(self) -> pygame.Rect:
        """Where a page is shown."""
        w, h = self.app.size
        top = 216 if self.tabs else 132
        return pygame.Rect(40, top, w - 80, h - top - 128)

    def paint(self) -> pygame.Surface:
        """Header and the page's card."""
        title = "How to play" if self.tabs else f"How to play: {TITLES[self.game]}"
        out = paper(self.app.size, title, PLUM)
        panel(out, self.area())
        return out

    def make_buttons(self) -> list[Button]:
        """Close, the game tabs, previous and next."""
        w, h = self.app.size
        out = [back_button(self.m, "Close")]
        if self.tabs:
            for i, game in enumerate(PAGES):
                out.append(Button(("game", game), pygame.Rect(w // 2 - 420 + i * 290, 124, 260, 80),
                                  TITLES[game], size=30, color=SAND, selected=game == self.game))
        last = len(PAGES[self.game]) - 1
        out.append(Button("prev", pygame.Rect(40, h - 112, 240, 84), "Previous", icon=icon("prev", 30),
                          size=30, color=BROWN, enabled=self.page > 0))
        out.append(Button("next", pygame.Rect(w - 260, h - 112, 220, 84), "Next", icon=icon("next", 30),
                          size=30, color=BROWN, enabled=self.page < last))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, buttons, the page and the page dots."""
        super().draw(surface)
        area = self.area()
        key = (self.game, self.page)
        if key not in self._pages:
            self._pages[key] = page_image(self.game, self.page, (area.w - 80, area.h - 48),
                                          getattr(self.app, "sprites", None))
        surface.blit(self._pages[key], (area.x + 40, area.y + 28))
        count = len(PAGES[self.game])
        cx, cy = self.app.size[0] // 2, self.app.size[1] - 70
        for i in range(count):
            centre = (cx + (i - (count - 1) / 2) * 44, cy)
            pygame.draw.circle(surface, PLUM if i == self.page else (206, 190, 160), centre, 12)
        label = text(f"{self.page + 1} of {count}", 24, BROWN, False)
        surface.blit(label, label.get_rect(center=(cx, cy - 34)))

    def press(self, key: Any) -> Change:
        """Turn a page, change the game, or close."""
        if key == "back":
            return Pop()
        if key in ("prev", "next"):
            last = len(PAGES[self.game]) - 1
            self.page = max(0, min(last, self.page + (1 if key == "next" else -1)))
        elif isinstance(key, tuple):
            self.game, self.page = key[1], 0
        self.rebuild()
        return None

    def back(self) -> Change:
        """Back closes the rules."""
        return Pop()
