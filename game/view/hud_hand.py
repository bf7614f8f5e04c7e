"""The hand strip of the play screen: cards grouped by colour, payment choices, the tickets button.

Everything is drawn into cached surfaces keyed by what it shows; the scene only blits them.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.view import hud_icons as icons
from game.view import theme
from game.view.cards import CardArt
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.text import fit_lines, font

STRIP = (36, 42, 54)
Parts = tuple[tuple[str, int], ...]   # (card colour, count) pairs


@lru_cache(maxsize=256)
def badge(n: int, size: int = 26) -> pygame.Surface:
    """A round count badge ("3"), drawn once per number and size."""
    label = font(size, bold=True).render(str(n), True, theme.INK)
    d = max(label.get_width() + 14, label.get_height() + 6)
    image = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(image, theme.PAPER, (d // 2, d // 2), d // 2)
    pygame.draw.circle(image, theme.INK, (d // 2, d // 2), d // 2, 3)
    image.blit(label, label.get_rect(center=(d // 2, d // 2 + 1)))
    return image


class HandArt:
    """Renders the hand, the payment choices and the tickets button, each cached."""

    def __init__(self, cards: CardArt, m: Metrics) -> None:
        self.cards = cards
        self.m = m
        self._cache: dict[tuple, pygame.Surface] = {}

    def _cached(self, key: tuple, make) -> pygame.Surface:
        """The surface for key, made on first use (the cache is bounded)."""
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) > 96:
                self._cache.clear()
            image = self._cache[key] = make()
        return image

    def hand(self, groups: Parts, area: pygame.Rect, rects: list[pygame.Rect]) -> pygame.Surface:
        """The whole hand: one card per colour with its count; colours not held are ghosts."""
        key = ("hand", groups, area.size, tuple(map(tuple, rects)))
        return self._cached(key, lambda: self._hand(groups, area, rects))

    def _hand(self, groups: Parts, area: pygame.Rect, rects: list[pygame.Rect]) -> pygame.Surface:
        """Draw the hand."""
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        size = self.m.font(22)
        for (color, n), rect in zip(groups, rects):
            r = rect.move(-area.x, -area.y)
            face_rect = pygame.Rect(r.x, r.y, r.w, r.h - badge(0, size).get_height() // 2)
            if n:
                image.blit(self.cards.face(color, face_rect.size), face_rect)
                b = badge(n, size)
                image.blit(b, b.get_rect(center=(r.centerx, r.bottom - b.get_height() // 2)))
            else:
                # An empty place for the colour keeps every colour where it always is.
                pygame.draw.rect(image, (46, 53, 68), face_rect, border_radius=10)
                pygame.draw.rect(image, (74, 84, 104), face_rect, 2, border_radius=10)
                ghost = self.cards.symbol(color, min(face_rect.w, face_rect.h) // 2).copy()
                ghost.set_alpha(70)
                image.blit(ghost, ghost.get_rect(center=face_rect.center))
        return image

    def payment(self, parts: Parts, size: tuple[int, int], selected: bool, hovered: bool) -> pygame.Surface:
        """One way to pay: small cards with counts, e.g. 3 red and 1 locomotive."""
        key = ("pay", parts, size, selected, hovered)
        return self._cached(key, lambda: self._payment(parts, size, selected, hovered))

    def _payment(self, parts: Parts, size: tuple[int, int], selected: bool, hovered: bool) -> pygame.Surface:
        """Draw a payment choice."""
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        back = theme.ACCENT if selected else (theme.PANEL_LIGHT if not hovered else (84, 96, 118))
        pygame.draw.rect(image, back, rect, border_radius=theme.RADIUS)
        if selected:
            pygame.draw.rect(image, theme.PAPER, rect, 4, border_radius=theme.RADIUS)
        m = self.m
        gap, edge, size = m.px(8), max(4, m.px(8)), m.font(20)
        cw = min((rect.width - 2 * edge - gap * (len(parts) - 1)) // max(1, len(parts)), m.px(62))
        ch = rect.height - edge - badge(0, size).get_height() + m.px(2)
        x = rect.centerx - (cw * len(parts) + gap * (len(parts) - 1)) // 2
        for color, n in parts:
            image.blit(self.cards.face(color, (cw, ch)), (x, edge))
            b = badge(n, size)
            image.blit(b, b.get_rect(center=(x + cw // 2, rect.bottom - b.get_height() // 2 - 2)))
            x += cw + gap
        return image

    def tickets_button(self, word: str, count: int, done: int, size: tuple[int, int], selected: bool,
                       hovered: bool) -> pygame.Surface:
        """The button that shows one's own tickets: a ticket, how many, how many are done."""
        key = ("tb", word, count, done, size, selected, hovered)
        return self._cached(key, lambda: self._tickets_button(word, count, done, size, selected, hovered))

    def _tickets_button(self, word: str, count: int, done: int, size: tuple[int, int], selected: bool,
                        hovered: bool) -> pygame.Surface:
        """Draw the tickets button."""
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        back = theme.ACCENT if selected else ((84, 96, 118) if hovered else theme.PANEL_LIGHT)
        pygame.draw.rect(image, back, rect, border_radius=theme.RADIUS)
        ink = theme.INK if selected else theme.PAPER
        words = f"{word}: {count}"
        sizes = range(self.m.font(theme.FONT_SMALL), self.m.font(15) - 1, -1)
        fits = [s for s in sizes if font(s, bold=True).size(words)[0] <= rect.width - 8]
        f = font(fits[0] if fits else sizes[0], bold=True)
        label = f.render(words if fits else str(count), True, ink)
        lines = 2 if done else 1
        icon = icons.ticket(max(16, min(self.m.px(56), rect.height - lines * f.get_linesize() - 4)))
        y = max(2, (rect.height - icon.get_height() - lines * f.get_linesize()) // 2)
        image.blit(icon, icon.get_rect(midtop=(rect.centerx, y)))
        y += icon.get_height()
        image.blit(label, label.get_rect(midtop=(rect.centerx, y)))
        if done:
            y += f.get_linesize()
            t = icons.tick(f.get_linesize())
            text = f.render(str(done), True, ink)
            w = t.get_width() + 4 + text.get_width()
            x = rect.centerx - w // 2
            image.blit(t, (x, y))
            image.blit(text, (x + t.get_width() + 4, y + 1))
        return image

    def waiting(self, name: str, color: int, text: str, size: tuple[int, int]) -> pygame.Surface:
        """The strip when no hand may be shown: whose turn it is and a word about it."""
        key = ("wait", name, color, text, size)
        return self._cached(key, lambda: self._waiting(name, color, text, size))

    def _waiting(self, name: str, color: int, text: str, size: tuple[int, int]) -> pygame.Surface:
        """Draw the waiting strip."""
        image = pygame.Surface(size, pygame.SRCALPHA)
        _, fill, outline, _ = PLAYER_COLORS[color]
        m = self.m
        car = icons.car(min(m.px(64), size[1]), fill, outline)
        image.blit(car, car.get_rect(midleft=(m.px(12), size[1] // 2)))
        left = car.get_width() + m.px(30)
        lines, s = fit_lines(text, m.font(theme.FONT_LARGE), size[0] - left - m.px(10), size[1] - 4,
                             smallest=m.font(18))
        f = font(s, bold=True)
        y = size[1] // 2 - f.get_linesize() * len(lines) // 2
        for line in lines:
            image.blit(f.render(line, True, theme.PAPER), (left, y))
            y += f.get_linesize()
        return image


def ticket_rows(rows: tuple[tuple[str, int, bool], ...], width: int, selected: int | None,
                row_h: int, size: int, pad: int) -> pygame.Surface:
    """A list of one's tickets: places, points and a tick on those done; `size` px text (drawn on demand)."""
    height = row_h * max(1, len(rows)) + 2 * pad
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(image, (248, 238, 212, 245), image.get_rect(), border_radius=16)
    pygame.draw.rect(image, (120, 96, 60), image.get_rect(), 3, border_radius=16)
    f = font(size, bold=True)
    if not rows:
        image.blit(f.render("No tickets yet", True, theme.INK), (2 * pad, 2 * pad))
    mark_size = round(size * 1.4)
    circle = round(size * 0.95)
    for i, (text, points, done) in enumerate(rows):
        r = pygame.Rect(pad - 2, pad + i * row_h, width - 2 * pad + 4, row_h - 4)
        if i == selected:
            pygame.draw.rect(image, (250, 214, 120), r, border_radius=10)
        x = r.x + pad
        mark = icons.tick(mark_size) if done else icons.ticket(mark_size)
        image.blit(mark, mark.get_rect(midleft=(x, r.centery)))
        x += mark_size + pad
        room = r.right - x - (2 * circle + 2 * pad if points else pad)
        lines, s = fit_lines(text, size, room, r.height, smallest=max(13, size - 6))
        lf = font(s, bold=True)
        y = r.centery - lf.get_linesize() * len(lines) // 2
        for line in lines:
            image.blit(lf.render(line, True, theme.INK if not done else (40, 110, 50)), (x, y))
            y += lf.get_linesize()
        if points:
            p = f.render(str(points), True, theme.INK)
            c = (r.right - circle - pad // 2, r.centery)
            pygame.draw.circle(image, theme.ACCENT, c, circle)
            image.blit(p, p.get_rect(center=c))
    return image
