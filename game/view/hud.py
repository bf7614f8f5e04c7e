"""The side panel of the play screen: a row per player and the status box, re-rendered only on change.

Each row and the status box are cached surfaces keyed by exactly what they show, so an idle
frame costs a few blits.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.view import hud_icons as icons
from game.view import theme
from game.view.palette import PLAYER_COLORS
from game.view.text import fit_lines, font

STAT = 22          # text size of the counts in a player row
NAME = 26


@dataclass(frozen=True)
class SeatInfo:
    """What a player row shows: all public."""

    name: str
    color: int                 # index into PLAYER_COLORS
    computer: bool
    score: int
    goal: int | None           # tickets to complete for a win (First Journey), else None
    trains: int
    cards: int
    tickets: int
    merchandise: tuple[tuple[str, int], ...]
    coast: bool
    current: bool


@dataclass(frozen=True)
class Status:
    """The status box: a title (whose turn) and a line saying what to do, or why not."""

    title: str
    detail: str = ""
    tone: str = "info"         # info, warn (a refusal), good
    color: int | None = None   # the player colour to show beside the title
    log: tuple[str, ...] = ()  # what happened lately, newest first, shown where there is room


TONES = {"info": theme.PAPER, "warn": (255, 150, 130), "good": (150, 230, 150)}


class SidePanel:
    """Renders player rows and the status box, caching each by its content."""

    def __init__(self, merchandise_icons: dict[str, pygame.Surface]) -> None:
        self.merch = merchandise_icons
        self._rows: dict[tuple, pygame.Surface] = {}
        self._status: dict[tuple, pygame.Surface] = {}

    def row(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """A player's row (cached)."""
        key = (info, size)
        image = self._rows.get(key)
        if image is None:
            if len(self._rows) > 64:
                self._rows.clear()
            image = self._rows[key] = self._draw_row(info, size)
        return image

    def _draw_row(self, info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
        """Draw one row: colour, name and score on top, counts below."""
        name, fill, outline, _ = PLAYER_COLORS[info.color]
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        back = theme.PANEL_LIGHT if info.current else (52, 60, 76)
        pygame.draw.rect(image, back, rect, border_radius=12)
        pygame.draw.rect(image, fill, (0, 0, 12, rect.height), border_top_left_radius=12,
                         border_bottom_left_radius=12)
        if info.current:
            pygame.draw.rect(image, theme.ACCENT, rect, 4, border_radius=12)
        x = 22
        nf = font(NAME, bold=True)
        label = nf.render(info.name, True, theme.PAPER)
        score = self._score(info)
        room = rect.width - x - score.get_width() - 20 - (26 if info.computer else 0)
        if label.get_width() > room:
            label = label.subsurface((0, 0, room, label.get_height()))
        image.blit(label, (x, 6))
        if info.computer:
            image.blit(icons.computer(22), (x + label.get_width() + 6, 9))
        image.blit(score, score.get_rect(topright=(rect.width - 12, 6)))
        y = 6 + nf.get_linesize()
        sf = font(STAT, bold=True)
        stats = [(icons.car(26, fill, outline), info.trains), (icons.card(26), info.cards),
                 (icons.ticket(26), info.tickets)]
        x = 22
        for icon, n in stats:
            image.blit(icon, (x, y))
            text = sf.render(str(n), True, theme.PAPER)
            image.blit(text, (x + 29, y + 13 - text.get_height() // 2))
            x += 29 + max(text.get_width(), 24) + 16
        if info.coast:
            badge = sf.render("Coast!", True, theme.INK)
            box = badge.get_rect(topleft=(x, y)).inflate(10, 2)
            pygame.draw.rect(image, theme.ACCENT, box, border_radius=8)
            image.blit(badge, (x, y + 1))
        if info.merchandise:
            y += 30
            x = 22
            for deck, n in info.merchandise:
                icon = self.merch.get(deck)
                if icon is not None:
                    image.blit(icon, (x, y))
                text = sf.render(str(n), True, theme.PAPER)
                image.blit(text, (x + 30, y + 13 - text.get_height() // 2))
                x += 30 + max(text.get_width(), 14) + 18
        return image

    def _score(self, info: SeatInfo) -> pygame.Surface:
        """The score with its icon: points with a star, or tickets done out of the goal."""
        f = font(NAME, bold=True)
        if info.goal is not None:
            icon, text = icons.tick(24), f"{info.score}/{info.goal}"
        else:
            icon, text = icons.star(24), str(info.score)
        label = f.render(text, True, theme.ACCENT)
        image = pygame.Surface((icon.get_width() + 6 + label.get_width(), max(24, label.get_height())),
                               pygame.SRCALPHA)
        image.blit(icon, (0, (image.get_height() - 24) // 2))
        image.blit(label, (icon.get_width() + 6, 0))
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
        """Draw the title (with the player's colour) and the wrapped detail line."""
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        pygame.draw.rect(image, (30, 36, 48), rect, border_radius=12)
        edge = TONES["warn"] if status.tone == "warn" else (70, 80, 98)
        pygame.draw.rect(image, edge, rect, 3, border_radius=12)
        x, y = 14, 10
        if status.color is not None:
            _, fill, outline, _ = PLAYER_COLORS[status.color]
            image.blit(icons.car(30, fill, outline), (x, y + 2))
            x += 38
        lines, s = fit_lines(status.title, theme.FONT + 2, rect.width - x - 12, 40, smallest=20)
        for line in lines[:2]:
            title = font(s, bold=True).render(line, True, theme.ACCENT)
            image.blit(title, (x, y))
            y += title.get_height()
        y += 6
        if status.detail:
            room = rect.height - y - 8
            lines, s = fit_lines(status.detail, theme.FONT_SMALL + 2, rect.width - 28, room, smallest=18)
            f = font(s, bold=True)
            for line in lines:
                if y + f.get_linesize() > rect.height:
                    break
                image.blit(f.render(line, True, TONES.get(status.tone, theme.PAPER)), (14, y))
                y += f.get_linesize()
        f = font(theme.FONT_SMALL - 1, bold=True)
        y += 8
        for entry in status.log:
            lines, _ = fit_lines(entry, theme.FONT_SMALL - 1, rect.width - 28, 200, smallest=theme.FONT_SMALL - 1)
            if y + f.get_linesize() * len(lines) > rect.height - 6:
                break
            for line in lines:
                image.blit(f.render(line, True, theme.MUTED), (14, y))
                y += f.get_linesize()
        return image
