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
from game.view.text import draw, fit, font, name_forms

STRIP = (36, 42, 54)
Parts = tuple[tuple[str, int], ...]   # (card colour, count) pairs
MIN_DIE_PX = 20                       # dice smaller than this show a number instead: pips too small to count


@lru_cache(maxsize=256)
def badge(n: int, size: int = 26) -> pygame.Surface:
    """A round count badge ("3"), drawn once per number and size."""
    words = str(n)
    wide, high = font(size, bold=True).size(words)[0], font(size, bold=True).get_linesize()
    d = max(wide + 14, high + 6)
    image = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(image, theme.PAPER, (d // 2, d // 2), d // 2)
    pygame.draw.circle(image, theme.INK, (d // 2, d // 2), d // 2, 3)
    draw(image, words, pygame.Rect((d - wide) // 2, (d - high) // 2 + 1, wide, high), theme.INK, size, one_line=True)
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

    def hand(self, groups: Parts, area: pygame.Rect, rects: list[pygame.Rect], pips: bool = False) -> pygame.Surface:
        """The whole hand: one card per colour with its count; colours not held are ghosts.

        `pips`: each count as the pips of dice a child can count, not a number."""
        key = ("hand", groups, area.size, tuple(map(tuple, rects)), pips)
        return self._cached(key, lambda: self._hand(groups, area, rects, pips))

    def die_size(self, rect: pygame.Rect) -> int:
        """The side (px) of the dice that count a card group drawn in rect."""
        return min(round(rect.h * 0.55), (rect.w - 2) // 2)

    def count_box(self, rect: pygame.Rect, n: int) -> pygame.Rect | None:
        """Where the dice counting n cards go in a card group's rect (its lower right corner, over the
        card's corner); None where dice would not do (none held, more than two dice, or no room)."""
        d = self.die_size(rect)
        dice = (n + 5) // 6
        if not 1 <= dice <= 2 or d < MIN_DIE_PX:
            return None
        box = pygame.Rect(0, 0, dice * d + (dice - 1) * 2, d)
        box.bottomright = rect.bottomright
        return box

    def _hand(self, groups: Parts, area: pygame.Rect, rects: list[pygame.Rect], pips: bool) -> pygame.Surface:
        """Draw the hand."""
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        size = self.m.font(22)
        for (color, n), rect in zip(groups, rects):
            r = rect.move(-area.x, -area.y)
            box = self.count_box(r, n) if pips else None
            if box is not None:
                # The card up and to the left, the dice over its lower right corner.
                corner = round(box.h * 0.4)
                face_rect = pygame.Rect(r.x, r.y, r.w - corner, r.h - corner)
            else:
                face_rect = pygame.Rect(r.x, r.y, r.w, r.h - badge(0, size).get_height() // 2)
            if n:
                image.blit(self.cards.face(color, face_rect.size), face_rect)
                if box is not None:
                    self._dice(image, n, box)
                else:
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

    @staticmethod
    def _dice(image: pygame.Surface, n: int, box: pygame.Rect) -> None:
        """n cards as pips: one die up to six, a full die and the rest beyond."""
        d = box.h
        x = box.x
        while n > 0:
            image.blit(icons.die(min(6, n), d), (x, box.y))
            n -= 6
            x += d + 2

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
                       hovered: bool, counted: bool = False) -> pygame.Surface:
        """The button that shows one's own tickets: a ticket, how many, how many are done.

        `counted`: how many sits in a badge on the ticket, and the word stands alone."""
        key = ("tb", word, count, done, size, selected, hovered, counted)
        return self._cached(key, lambda: self._tickets_button(word, count, done, size, selected, hovered, counted))

    def _tickets_button(self, word: str, count: int, done: int, size: tuple[int, int], selected: bool,
                        hovered: bool, counted: bool) -> pygame.Surface:
        """Draw the tickets button."""
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        back = theme.ACCENT if selected else ((84, 96, 118) if hovered else theme.PANEL_LIGHT)
        pygame.draw.rect(image, back, rect, border_radius=theme.RADIUS)
        ink = theme.INK if selected else theme.PAPER
        words = word if counted else f"{word}: {count}"
        # Too narrow for the word, the count alone says it (the ticket above says what is counted).
        label = fit(words, self.m.font(theme.FONT_SMALL), rect.width - 8, smallest=self.m.font(15),
                    short=None if counted else (str(count),))
        line = font(label.size, bold=True).get_linesize()
        lines = 2 if done else 1
        icon = icons.ticket(max(16, min(self.m.px(56), rect.height - lines * line - 4)))
        y = max(2, (rect.height - icon.get_height() - lines * line) // 2)
        at = icon.get_rect(midtop=(rect.centerx, y))
        image.blit(icon, at)
        if counted:
            b = badge(count, self.m.font(20))
            image.blit(b, b.get_rect(center=(at.right, at.y + b.get_height() // 3)).clamp(rect))
        y += icon.get_height()
        draw(image, label, pygame.Rect(4, y, rect.width - 8, line), ink, align="center")
        if done:
            y += line
            t = icons.tick(line)
            number = fit(str(done), label.size, rect.width)
            x = rect.centerx - (t.get_width() + 4 + number.width) // 2
            image.blit(t, (x, y))
            draw(image, number, pygame.Rect(x + t.get_width() + 4, y + 1, number.width, line), ink)
        return image

    def waiting(self, name: str, color: int, text: str, size: tuple[int, int], train: bool = False) -> pygame.Surface:
        """The strip when no hand may be shown: whose turn it is and a word about it.

        `train`: that player's whole train (an engine and cars in their colour) instead of one car."""
        key = ("wait", name, color, text, size, train)
        return self._cached(key, lambda: self._waiting(name, color, text, size, train))

    def _waiting(self, name: str, color: int, text: str, size: tuple[int, int], train: bool) -> pygame.Surface:
        """Draw the waiting strip."""
        image = pygame.Surface(size, pygame.SRCALPHA)
        _, fill, outline, _ = PLAYER_COLORS[color]
        m = self.m
        side = min(m.px(64), size[1])
        car = icons.train(side, 2, fill, outline) if train else icons.car(side, fill, outline)
        image.blit(car, car.get_rect(midleft=(m.px(12), size[1] // 2)))
        left = car.get_width() + m.px(30)
        # Shortened, the words keep the player's name recognisable (never the sentence's first word alone).
        draw(image, text, pygame.Rect(left, 2, size[0] - left - m.px(10), size[1] - 4), theme.PAPER,
             m.font(theme.FONT_LARGE), smallest=m.font(18), short=name_forms(text, name))
        return image


def ticket_rows(rows: tuple[tuple[str, int, bool], ...], width: int, selected: int | None,
                row_h: int, size: int, pad: int) -> pygame.Surface:
    """A list of one's tickets: places, points and a tick on those done; `size` px text (drawn on demand)."""
    height = row_h * max(1, len(rows)) + 2 * pad
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(image, (248, 238, 212, 245), image.get_rect(), border_radius=16)
    pygame.draw.rect(image, (120, 96, 60), image.get_rect(), 3, border_radius=16)
    if not rows:
        draw(image, "No tickets yet", pygame.Rect(2 * pad, 2 * pad, width - 4 * pad, row_h - 4), theme.INK, size)
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
        draw(image, text, pygame.Rect(x, r.y, room, r.height), theme.INK if not done else (40, 110, 50), size,
             smallest=max(13, size - 6))
        if points:
            c = (r.right - circle - pad // 2, r.centery)
            pygame.draw.circle(image, theme.ACCENT, c, circle)
            draw(image, str(points), pygame.Rect(c[0] - circle, c[1] - circle, 2 * circle, 2 * circle), theme.INK,
                 size, align="center", one_line=True)
    return image


def ticket_pictures(faces: list[pygame.Surface], places: list[pygame.Rect], size: tuple[int, int],
                    selected: int | None, ring: int) -> pygame.Surface:
    """One's tickets as picture faces on a panel of `size` px (`places` inside it), the focused one ringed."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(image, (*STRIP, 235), image.get_rect(), border_radius=16)
    pygame.draw.rect(image, (120, 96, 60), image.get_rect(), 3, border_radius=16)
    for i, (face, place) in enumerate(zip(faces, places)):
        if i == selected:
            pygame.draw.rect(image, theme.ACCENT, place.inflate(2 * ring, 2 * ring), border_radius=ring + 10)
        image.blit(face, place)
    return image
