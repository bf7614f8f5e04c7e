"""The side panel of the play screen: a row per player and the status box, re-rendered only on change.

Each row and the status box are cached surfaces keyed by exactly what they show, so an idle
frame costs a few blits. The rows are drawn by hud_row.py; every word goes through game/view/text.py.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.view import hud_icons as icons
from game.view import theme
from game.view.hud_row import RowArt, SeatInfo
from game.view.metrics import Metrics
from game.view.palette import PLAYER_COLORS
from game.view.text import SMALLER, WHOLE, WRAPPED, draw, fit, font, tallest

__all__ = ["SeatInfo", "SidePanel", "Status"]


@dataclass(frozen=True)
class Status:
    """The status box: a title (whose turn) and a line saying what to do, or why not.

    `large`: the title is a name, shown large beside that player's train (whose turn, for players who
    cannot read yet); `choices` are what can be done, as pictures ("cards", "track", "swap")."""

    title: str
    detail: str = ""
    tone: str = "info"         # info, warn (a refusal), good
    color: int | None = None   # the player colour to show beside the title
    log: tuple[str, ...] = ()  # what happened lately, newest first, shown where there is room
    large: bool = False
    choices: tuple[str, ...] = ()
    computer: bool = False     # the player is the computer: its little screen follows the name
    short: tuple[str, ...] | None = None   # shorter titles to try (None: the fitting path's own rule)


CHOICES = {"cards": icons.two_cards, "track": icons.track, "swap": icons.swap}


TONES = {"info": theme.PAPER, "warn": (255, 150, 130), "good": (150, 230, 150)}


class SidePanel:
    """Renders player rows and the status box, caching each by its content."""

    def __init__(self, merchandise_icons: dict[str, pygame.Surface], m: Metrics) -> None:
        self.m = m
        self.rows = RowArt(merchandise_icons, m)
        self._rows: dict[tuple, pygame.Surface] = {}
        self._status: dict[tuple, pygame.Surface] = {}

    def row(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """A player's row (cached)."""
        key = (info, size)
        image = self._rows.get(key)
        if image is None:
            if len(self._rows) > 64:
                self._rows.clear()
            image = self._rows[key] = self.rows.draw(info, size)
        return image

    def status(self, status: Status, size: tuple[int, int]) -> pygame.Surface:
        """The status box (cached)."""
        key = (status, size)
        image = self._status.get(key)
        if image is None:
            if len(self._status) > 32:
                self._status.clear()
            image = self._status[key] = self._draw_status(status, size)
        return image

    def _draw_status(self, status: Status, size: tuple[int, int]) -> pygame.Surface:
        """Draw the title (with the player's colour), the wrapped detail line, and the news that fit."""
        m = self.m
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        radius = min(12, rect.height // 3)
        pygame.draw.rect(image, (30, 36, 48), rect, border_radius=radius)
        edge = TONES["warn"] if status.tone == "warn" else (70, 80, 98)
        pygame.draw.rect(image, edge, rect, 3, border_radius=radius)
        pad = max(5, m.px(12))
        y = self._large_title(image, status, pad) if status.large else self._title(image, status, pad)
        width = rect.width - 2 * pad
        if status.detail:
            box = pygame.Rect(pad, y, width, rect.height - y - 4)
            y = draw(image, status.detail, box, TONES.get(status.tone, theme.PAPER), m.font(theme.FONT_SMALL + 2),
                     valign="top").bottom
        size = m.font(theme.FONT_SMALL - 1)
        y += m.px(8)
        for entry in status.log:   # the news, newest first, while whole entries fit
            news = fit(entry, size, width, rect.height, smallest=size, short=())
            if news.cut or y + news.height > rect.height - 6:
                break
            draw(image, news, pygame.Rect(pad, y, width, news.height), theme.MUTED)
            y += news.height
        return image

    def _title(self, image: pygame.Surface, status: Status, pad: int) -> int:
        """The title in one or two lines, a car of the player's colour before it; the height reached."""
        m, rect = self.m, image.get_rect()
        x, y = pad, max(3, m.px(8 if rect.height >= m.px(110) else 3))
        room = rect.height - 2 * y
        if status.color is not None:
            _, fill, outline, _ = PLAYER_COLORS[status.color]
            car = icons.car(min(m.px(30), font(m.font(16), True).get_linesize() + 6), fill, outline)
            image.blit(car, (x, y))
            x += car.get_width() + m.px(8)
        width, after = rect.width - x - pad, max(1, m.px(4 if rect.height >= m.px(110) else 1))
        # A low box keeps the title to one line, so that what to do still shows beneath it.
        high = m.px(60) if room >= m.px(110) else font(m.font(18), True).get_linesize()
        size = tallest(m.font(theme.FONT + 2), high)
        if room < m.px(110) and self._two_lines(status, size, width, high, rect.width - 2 * pad,
                                                rect.height - y - high - after - 4):
            high *= 2
        title = draw(image, status.title, pygame.Rect(x, y, width, high), theme.ACCENT, size, valign="top",
                     short=status.short)
        return title.bottom + after

    def _two_lines(self, status: Status, size: int, width: int, high: int, detail_w: int, room: int) -> bool:
        """True if a title shortened on one line `high` px is whole on two, and what to do beneath it (`room` px
        below one line, `detail_w` wide) stays whole at the size it has then: a long place name wraps where
        there is room to spare."""
        if not status.detail or not fit(status.title, size, width, high, short=()).cut or \
                fit(status.title, size, width, 2 * high, short=()).cut:
            return False
        words = self.m.font(theme.FONT_SMALL + 2)
        below, lower = fit(status.detail, words, detail_w, room), fit(status.detail, words, detail_w, room - high)
        return lower.how in (WHOLE, SMALLER, WRAPPED) and lower.size == below.size

    def _large_title(self, image: pygame.Surface, status: Status, pad: int) -> int:
        """Whose turn for those who cannot read yet: the player's train and name, large (the train above
        the name in a high box), and beneath them the pictures of what can be done where they fit large
        enough to see; the height reached."""
        m, rect = self.m, image.get_rect()
        inner_w, inner_h, gap = rect.width - 2 * pad, rect.height - 2 * pad, m.px(8)
        count = len([c for c in status.choices if c in CHOICES])
        side = min(m.px(84), (inner_h - gap) // 2, (inner_w - 2 * gap) // max(1, count)) if count else 0
        if side < m.px(36):
            side = 0   # too small a box: the deck and the buttons show the same pictures
        room = inner_h - (side + gap if side else 0)
        name_h = font(m.font(theme.FONT_LARGE + 8), True).get_height()
        stacked = room >= 2 * name_h + gap
        head = min(m.px(110), room - name_h - gap) if stacked else min(m.px(72), room)
        x, y = pad, pad
        line_h = name_h if stacked else head   # the name's line
        mark = icons.computer(max(8, min(line_h, name_h) // 2 + 4)) if status.computer else None
        px = tallest(m.font(theme.FONT_LARGE + 8), line_h)
        if status.color is not None:
            _, fill, outline, _ = PLAYER_COLORS[status.color]
            wide = inner_w if stacked else inner_w * 0.6
            trains = [t for t in (icons.train(head, n, fill, outline) for n in (2, 1, 0)) if t.get_width() <= wide]
            trains = trains or [icons.train(head, 0, fill, outline)]
            # Beside the name, the train loses cars before the name is shortened.
            room = inner_w - m.px(10) - (mark.get_width() + m.px(6) if mark else 0)
            high, least = max(head, font(px, True).get_linesize()), min(px, m.font(16))
            whole = [t for t in trains if not fit(status.title, px, room - t.get_width(), high, smallest=least,
                                                  short=()).cut]
            picture = trains[0] if stacked else (whole or trains)[0 if whole else -1]
            image.blit(picture, (x, y))
            if stacked:
                y += head + gap
            else:
                x += picture.get_width() + m.px(10)
        head = line_h
        room_w = rect.right - pad - x - (mark.get_width() + m.px(6) if mark else 0)
        at = draw(image, status.title, pygame.Rect(x, y, room_w, max(head, font(px, True).get_linesize())),
                  theme.ACCENT, px, smallest=min(px, m.font(16)), short=status.short)
        if mark is not None:
            image.blit(mark, mark.get_rect(midleft=(at.right + m.px(6), at.centery)))
        y += head + gap
        if side:
            pictures = [CHOICES[c](side) for c in status.choices if c in CHOICES]
            spread = min(side, (inner_w - count * side) // max(1, count - 1))
            for i, picture in enumerate(pictures):   # side by side, as the deck and buttons beneath them
                image.blit(picture, (pad + i * (side + spread), y))
            y += side + gap
        return y
