"""Pass the device: a full, opaque screen between two people's turns that hides everything private.

Nothing of the game is drawn beneath it (it is opaque), so the last player's hand and
tickets are gone before the next player takes the device. Pops with ("ready", seat) when
that player taps the big button.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.stack import Change, Pop, Push, Scene
from game.view import hud_icons as icons
from game.view import theme
from game.view.palette import PLAYER_COLORS
from game.view.pointer import Back, Confirm, Hover, Intent, Tap
from game.view.text import font
from game.view.widgets import Button


class PassOverlay(Scene):
    """"Pass to <name>": shown until that player taps to see their cards."""

    opaque = True

    def __init__(self, seat: int, name: str, color: int) -> None:
        self.seat = seat
        self.name = name
        self.color = color
        self._picture: pygame.Surface | None = None

    def enter(self, app: Any) -> None:
        """Lay out the button; the picture is drawn once on first draw."""
        super().enter(app)
        w, h = app.size
        self.ready = Button("ready", pygame.Rect(0, 0, 520, 120), f"I am {self.name}: show my cards",
                            size=theme.FONT + 2, color=theme.GOOD)
        self.ready.rect.midtop = (w // 2, h // 2 + 110)

    def button_rect(self, key: str) -> pygame.Rect | None:
        """The ready button's rect (key "ready")."""
        return self.ready.rect if key == "ready" else None

    def handle(self, intent: Intent) -> Change:
        """The player taps the button (or presses Enter) when they hold the device; Back pauses."""
        if isinstance(intent, Back):
            from game.scenes.pause import PauseOverlay  # made by another part; imported late
            return Push(PauseOverlay())
        if isinstance(intent, Hover):
            self.ready.hovered = self.ready.hit(intent.pos)
        elif isinstance(intent, Confirm) or (isinstance(intent, Tap) and self.ready.hit(intent.pos)):
            sound = getattr(self.app, "sound", None)
            if sound is not None:
                sound.play("tap")
            return Pop(("ready", self.seat))
        return None

    def _draw_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The still part of the screen: a big train car in the player's colour and the words."""
        w, h = size
        image = pygame.Surface(size)
        image.fill(theme.BACKDROP)
        name, fill, outline, _ = PLAYER_COLORS[self.color % len(PLAYER_COLORS)]
        pygame.draw.rect(image, fill, (0, 0, w, 18))
        pygame.draw.rect(image, fill, (0, h - 18, w, 18))
        sprite = self.app.sprites.cars.get(name)
        car = pygame.transform.smoothscale(sprite, (330, 110)) if sprite else icons.car(200, fill, outline)
        for dx in (-345, 0, 345):
            image.blit(car, car.get_rect(center=(w // 2 + dx, h // 2 - 150)))
        title = font(theme.FONT_TITLE, bold=True).render(f"Pass to {self.name}", True, theme.PAPER)
        image.blit(title, title.get_rect(center=(w // 2, h // 2 - 10)))
        hint = font(theme.FONT, bold=True).render("Everyone else: no peeking!", True, theme.MUTED)
        image.blit(hint, hint.get_rect(center=(w // 2, h // 2 + 60)))
        return image

    def draw(self, surface: pygame.Surface) -> None:
        """The whole screen: nothing of the game shows through."""
        if self._picture is None or self._picture.get_size() != surface.get_size():
            self._picture = self._draw_picture(surface.get_size())
        surface.blit(self._picture, (0, 0))
        self.ready.draw(surface)
