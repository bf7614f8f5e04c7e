"""The rules in short, a few large-type pages per game.

Each point names, in brackets here, the decision of docs/rules.md it follows (U1, D4...), so the
pages can be checked against it; the screen shows the words only.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pygame

from game.scenes.screen import (BROWN, CREAM, PLUM, SAND, ButtonScreen, back_button, fitted, header, icon, panel,
                                paper, text)
from game.scenes.stack import Change, Pop
from game.view import theme
from game.view.metrics import Metrics
from game.view.palette import ROUTE_RGB
from game.view.text import font, wrap
from game.view.widgets import Button

TITLES = {"usa": "USA", "amsterdam": "Amsterdam", "first_journey": "First Journey"}
CITATION = re.compile(r"\s*\((?:[A-Z]\d+(?:,\s*)?)+\)")   # " (U3)", " (A8, D5)": for the source, not the screen


def readable(point: str) -> str:
    """A point as the player reads it: without the decisions it cites."""
    return CITATION.sub("", point)

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
PICTURE = (260, 240)   # units: an illustration's size, drawn at this many pixels and scaled once


@dataclass(frozen=True)
class Sheet:
    """One screenful of a page of PAGES: its heading and the lines of its points (a long page takes two)."""

    page: int
    heading: str
    lines: tuple[tuple[str, bool], ...]   # each line, and whether it starts a point


@dataclass(frozen=True)
class RulesLayout:
    """Where the rules put things on one screen, in pixels."""

    card: pygame.Rect               # the page's card
    words: pygame.Rect              # the text inside it
    picture: pygame.Rect | None     # the illustration beside the text, where there is room
    tabs: tuple[pygame.Rect, ...]   # the games, when the rules are opened from the menu
    prev: pygame.Rect
    next: pygame.Rect
    heading: int                    # font sizes in pixels
    body: int


def rules_layout(m: Metrics, tabs: bool) -> RulesLayout:
    """The rules' rectangles for this screen: tabs in the top band on short screens, below it on others."""
    w, h = m.size
    margin, gap = m.px(16 if m.compact else 40), m.px(12 if m.compact else 24)
    back = back_button(m).rect
    tab_rects: tuple[pygame.Rect, ...] = ()
    top = max(header(m), back.bottom) + m.px(12)   # a small window's band is shorter than a finger
    if tabs and m.compact:   # no room for a row of its own: the tabs take the title's place
        x0 = back.right + m.px(16)
        tw = (w - margin - x0 - 2 * m.px(12)) // 3
        tab_rects = tuple(pygame.Rect(x0 + i * (tw + m.px(12)), back.y, tw, back.h) for i in range(3))
    elif tabs:
        tw, th, step = m.px(260), m.target(80), m.px(290)
        tab_rects = tuple(pygame.Rect(w // 2 - step - tw // 2 + i * step, top, tw, th) for i in range(3))
        top += th + m.px(12)
    bh = m.target(84)
    by = h - m.px(28) - bh
    side = max(margin, m.corner)   # Previous and Next stay clear of the corners where hands rest
    prev = pygame.Rect(side, by, max(m.target(), m.px(220 if m.compact else 240)), bh)
    nxt = pygame.Rect(w - side - prev.w, by, prev.w, bh)
    card = pygame.Rect(margin, top, w - 2 * margin, by - m.px(12) - top)
    inner = card.inflate(-2 * m.px(32 if m.compact else 40), -2 * m.px(16 if m.compact else 24))
    pw, ph = (m.px(PICTURE[0] * (0.8 if m.compact else 1)), m.px(PICTURE[1] * (0.8 if m.compact else 1)))
    picture = None
    if inner.w - pw - gap >= m.px(420):
        ph = min(ph, inner.h)
        pw = round(ph * PICTURE[0] / PICTURE[1])
        picture = pygame.Rect(inner.right - pw, inner.centery - ph // 2, pw, ph)
        inner.w -= pw + gap
    return RulesLayout(card, inner, picture, tab_rects, prev, nxt, m.font(32 if m.compact else 40),
                       m.font(26 if m.compact else 30))


def sheets(game: str, lay: RulesLayout) -> list[Sheet]:
    """The game's pages wrapped to the text's width, each split into as many screenfuls as it needs."""
    body = font(lay.body, False)
    step, indent = body.get_linesize() + 4, lay.body + 12
    room = lay.words.h - font(lay.heading, True).get_height() - lay.body // 2
    out: list[Sheet] = []
    for index, (heading, points) in enumerate(PAGES[game]):
        lines: list[tuple[str, bool]] = []
        used = 0
        for point in points:
            wrapped = wrap(readable(point), body, lay.words.w - indent)
            for i, line in enumerate(wrapped):
                extra = step // 2 if i == 0 and lines else 0
                if lines and used + extra + step > room:   # this screenful is full: the page goes on
                    out.append(Sheet(index, heading if not out or out[-1].page != index
                                     else f"{heading} (continued)", tuple(lines)))
                    lines, used, extra = [], 0, 0
                lines.append((line, i == 0))
                used += extra + step
        out.append(Sheet(index, heading if not out or out[-1].page != index else f"{heading} (continued)",
                         tuple(lines)))
    return out


def page_image(game: str, sheet: Sheet, lay: RulesLayout, sprites: Any) -> pygame.Surface:
    """One screenful: its heading and points, and the page's picture beside them (rendered once)."""
    body = font(lay.body, False)
    out = pygame.Surface(lay.card.size, pygame.SRCALPHA)
    left, top = lay.words.x - lay.card.x, lay.words.y - lay.card.y
    heading = text(fitted(sheet.heading, lay.heading, lay.words.w), lay.heading, PLUM)
    out.blit(heading, (left, top))
    y, step, indent = top + heading.get_height() + lay.body // 2, body.get_linesize() + 4, lay.body + 12
    for i, (line, starts) in enumerate(sheet.lines):
        if starts:
            y += step // 2 if i else 0
            pygame.draw.circle(out, BROWN, (left + lay.body // 3, y + body.get_ascent() // 2 + 2),
                               max(4, lay.body // 4))
        out.blit(text(line, lay.body, theme.INK, False), (left + indent, y))
        y += step
    if sprites is not None and lay.picture is not None:
        picture = pygame.transform.smoothscale(illustration(PICTURES[game][sheet.page], sprites), lay.picture.size)
        out.blit(picture, lay.picture.move(-lay.card.x, -lay.card.y))
    return out


def illustration(kind: str, sprites: Any) -> pygame.Surface:
    """A small picture for a page, made from the board art."""
    out = pygame.Surface(PICTURE, pygame.SRCALPHA)
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
        self.page = 0       # the screenful shown (a page of PAGES may take more than one on a small screen)
        self.sheets: list[Sheet] = []
        self._pages: dict[tuple[str, int], pygame.Surface] = {}

    def arrange(self) -> None:
        """Lay out and wrap the pages for this screen, staying on the page that was shown."""
        shown = self.sheets[self.page].page if self.sheets else 0
        self.layout = rules_layout(self.m, self.tabs)
        self._pages.clear()
        self.turn_to(shown)
        super().arrange()

    def turn_to(self, page: int) -> None:
        """Wrap the current game's pages and show the first screenful of one of them."""
        self.sheets = sheets(self.game, self.layout)
        self.page = next(i for i, sheet in enumerate(self.sheets) if sheet.page >= min(page, len(PAGES[self.game]) - 1))

    def area(self) -> pygame.Rect:
        """Where a page is shown."""
        return self.layout.card

    def paint(self) -> pygame.Surface:
        """Header, its title where the tabs leave room, and the page's card."""
        m = self.m
        out = paper(self.app.size, "", PLUM)
        if not self.layout.tabs or not m.compact:
            title = "How to play" if self.tabs else f"How to play: {TITLES[self.game]}"
            band, room = header(m), back_button(m).rect.right + m.px(16)
            size = m.font(44 if m.compact else 48)
            while size > m.font(30) and font(size, True).size(title)[0] > self.app.size[0] - 2 * room:
                size -= 1   # a long title is set smaller before it is shortened
            image = text(fitted(title, size, self.app.size[0] - 2 * room), size, CREAM)
            out.blit(image, image.get_rect(center=(self.app.size[0] // 2, band // 2 - 2)))
        panel(out, self.layout.card)
        return out

    def make_buttons(self) -> list[Button]:
        """Close, the game tabs, previous and next."""
        m, lay = self.m, self.layout
        size = m.font(26 if m.compact else 30)
        out = [back_button(m, "Close")]
        for game, rect in zip(PAGES, lay.tabs):
            out.append(Button(("game", game), rect, TITLES[game], size=size, color=SAND, selected=game == self.game))
        out.append(Button("prev", lay.prev, "Previous", icon=icon("prev", size), size=size, color=BROWN,
                          enabled=self.page > 0))
        out.append(Button("next", lay.next, "Next", icon=icon("next", size), size=size, color=BROWN,
                          enabled=self.page < len(self.sheets) - 1))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, buttons, the page and the page dots."""
        super().draw(surface)
        m, lay = self.m, self.layout
        key = (self.game, self.page)
        if key not in self._pages:
            self._pages[key] = page_image(self.game, self.sheets[self.page], lay, getattr(self.app, "sprites", None))
        surface.blit(self._pages[key], lay.card.topleft)
        count = len(self.sheets)
        label = text(f"{self.page + 1} of {count}", m.font(24), BROWN, False)
        radius, step = max(5, m.px(11)), min(m.px(44), (lay.next.x - lay.prev.right) // (count + 1))
        cx = self.app.size[0] // 2
        top = lay.prev.centery - (label.get_height() + m.px(8) + 2 * radius) // 2
        surface.blit(label, label.get_rect(midtop=(cx, top)))
        cy = top + label.get_height() + m.px(8) + radius
        for i in range(count):
            centre = (cx + (i - (count - 1) / 2) * step, cy)
            pygame.draw.circle(surface, PLUM if i == self.page else (206, 190, 160), centre, min(radius, step // 2 - 2))

    def press(self, key: Any) -> Change:
        """Turn a page, change the game, or close."""
        if key == "back":
            return Pop()
        if key in ("prev", "next"):
            self.page = max(0, min(len(self.sheets) - 1, self.page + (1 if key == "next" else -1)))
        elif isinstance(key, tuple):
            self.game = key[1]
            self.turn_to(0)
        self.rebuild()
        return None

    def back(self) -> Change:
        """Back closes the rules."""
        return Pop()
