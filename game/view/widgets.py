"""Buttons: big enough for a child's finger, with hover for the mouse and focus for the keyboard."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.view import theme
from game.view.metrics import MIN_TEXT_PX
from game.view.text import Fitted, draw, fit, font


def one_line_first(words: str, size: int, width: int, height: int) -> Fitted:
    """Words on one line while they need be at most a quarter smaller, else as text.fit finds room for them in
    the box (smaller still, on more lines, or shortened by its rule): a label reads best on one line."""
    one = fit(words, size, width, smallest=max(MIN_TEXT_PX, size * 3 // 4), short=())
    return one if not one.cut else fit(words, size, width, height)


@dataclass
class Button:
    """A tappable rectangle with a label (and an optional picture) that answers with its key."""

    key: Any
    rect: pygame.Rect
    label: str = ""
    icon: pygame.Surface | None = None
    enabled: bool = True
    selected: bool = False
    size: int = theme.FONT
    color: tuple[int, int, int] = theme.PANEL_LIGHT
    hovered: bool = False
    focused: bool = False

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if an enabled button is under the point."""
        return self.enabled and self.rect.collidepoint(pos)

    def fitted(self, room: pygame.Rect) -> Fitted:
        """The label in the room beside the picture (see one_line_first)."""
        return one_line_first(self.label, self.size, room.w, room.h)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the button in its state: disabled, selected, hovered or focused."""
        base = self.color if self.enabled else (70, 74, 82)
        if self.selected:
            base = theme.ACCENT
        elif self.hovered and self.enabled:
            base = tuple(min(255, c + 24) for c in base)
        shadow = self.rect.move(0, 4)
        pygame.draw.rect(surface, (12, 14, 20), shadow, border_radius=theme.RADIUS)
        pygame.draw.rect(surface, base, self.rect, border_radius=theme.RADIUS)
        if self.focused:
            pygame.draw.rect(surface, theme.ACCENT, self.rect.inflate(8, 8), 4, border_radius=theme.RADIUS + 4)
        ink = theme.INK if self.selected or sum(base) > 500 else theme.PAPER
        if not self.enabled:
            ink = theme.MUTED
        pad = max(4, min(self.rect.size) // 10)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        picture = self.icon.get_width() if self.icon is not None else 0
        beside = picture + theme.GAP if picture and self.label else picture   # the picture and the gap after it
        words = self.fitted(pygame.Rect(inner.x + beside, inner.y, inner.w - beside, inner.h)) if self.label else None
        x = self.rect.centerx - (beside + (words.width if words else 0)) // 2   # the two together in the middle
        if self.icon is not None:
            surface.blit(self.icon, self.icon.get_rect(midleft=(x, self.rect.centery)))
            x += beside
        if words is not None:
            draw(surface, words, pygame.Rect(x, inner.y, inner.right - x, inner.h), ink)


class ButtonRow:
    """A set of buttons that share hover and keyboard focus."""

    def __init__(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.focus = -1

    def at(self, pos: tuple[int, int]) -> Button | None:
        """The enabled button under a point, if any."""
        return next((b for b in self.buttons if b.hit(pos)), None)

    def hover(self, pos: tuple[int, int]) -> bool:
        """Mark the button under the mouse; True if that changed anything."""
        changed = False
        for b in self.buttons:
            now = b.hit(pos)
            changed |= now != b.hovered
            b.hovered = now
        return changed

    def step_focus(self, step: int) -> None:
        """Move keyboard focus to the next enabled button."""
        live = [i for i, b in enumerate(self.buttons) if b.enabled]
        if not live:
            return
        pos = live.index(self.focus) if self.focus in live else (-1 if step > 0 else 0)
        self.focus = live[(pos + step) % len(live)]
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus

    def focused(self) -> Button | None:
        """The button keyboard focus is on."""
        return self.buttons[self.focus] if 0 <= self.focus < len(self.buttons) else None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every button."""
        for b in self.buttons:
            b.draw(surface)


def icon_label(icon: pygame.Surface, text: str, ink: tuple[int, int, int], size: int,
               width: int) -> pygame.Surface:
    """A picture with a word or two under it, one per line (a panel button's face), `size` px text or less:
    each line fitted to `width` by the one fitting rule (smaller, then shortened), never cut off."""
    lines = [fit(line, size, width, smallest=min(size, MIN_TEXT_PX)) for line in text.split("\n")]
    heights = [font(line.size, True).get_linesize() for line in lines]
    w = max([icon.get_width()] + [line.width for line in lines])
    image = pygame.Surface((w, icon.get_height() + 2 + sum(heights)), pygame.SRCALPHA)
    image.blit(icon, icon.get_rect(midtop=(w // 2, 0)))
    y = icon.get_height() + 2
    for line, high in zip(lines, heights):
        draw(image, line, pygame.Rect(0, y, w, high), ink, align="center", valign="top")
        y += high
    return image
