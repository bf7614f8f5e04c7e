"""Buttons: big enough for a child's finger, with hover for the mouse and focus for the keyboard."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.view import theme
from game.view.text import font


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
    _cache: dict = field(default_factory=dict, repr=False)

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if an enabled button is under the point."""
        return self.enabled and self.rect.collidepoint(pos)

    def _text(self, colour: tuple[int, int, int]) -> pygame.Surface:
        """The label rendered once per colour."""
        key = (self.label, colour, self.size)
        if key not in self._cache:
            self._cache.clear()
            self._cache[key] = font(self.size, bold=True).render(self.label, True, colour)
        return self._cache[key]

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
        parts = [p for p in (self.icon, self._text(ink) if self.label else None) if p is not None]
        width = sum(p.get_width() for p in parts) + theme.GAP * (len(parts) - 1)
        x = self.rect.centerx - width // 2
        for part in parts:
            surface.blit(part, part.get_rect(midleft=(x, self.rect.centery)))
            x += part.get_width() + theme.GAP


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
