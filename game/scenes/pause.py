"""The pause overlay: the game dims behind a card with resume, rules, settings and menu."""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.screen import (BROWN, GREEN, PLUM, RED, ButtonScreen, panel, text)
from game.scenes.menu import MenuScene
from game.scenes.stack import Change, Pop, Push, Reset
from game.view import theme
from game.view.widgets import Button

CARD = pygame.Rect(0, 0, 520, 600)
DIM = (14, 18, 26, 160)


class PauseOverlay(ButtonScreen):
    """A small card over the dimmed play scene; Back (or Resume) pops back to the game."""

    opaque = False
    default = "resume"

    def __init__(self, game: str | None = None) -> None:
        self.game = game

    def enter(self, app: Any) -> None:
        """Find the game being played (for its rules), then build the card."""
        if self.game is None:
            scenes = getattr(getattr(app, "stack", None), "scenes", [])
            games = [getattr(getattr(s, "config", None), "game", None) for s in scenes]
            self.game = next((g for g in reversed(games) if g), None)
        super().enter(app)

    def card(self) -> pygame.Rect:
        """Where the card sits: the middle of the screen."""
        return CARD.copy().move(self.app.size[0] // 2 - CARD.w // 2, self.app.size[1] // 2 - CARD.h // 2)

    def paint(self) -> pygame.Surface:
        """The dimming veil and the card, drawn once with transparency."""
        out = pygame.Surface(self.app.size, pygame.SRCALPHA)
        out.fill(DIM)
        card = self.card()
        panel(out, card)
        title = text("Paused", 48, theme.INK)
        out.blit(title, title.get_rect(center=(card.centerx, card.top + 56)))
        return out

    def make_buttons(self) -> list[Button]:
        """Four big buttons down the card."""
        card = self.card()
        rows = (("resume", "Resume", GREEN), ("rules", "Rules", PLUM),
                ("settings", "Settings", BROWN), ("menu", "Menu", RED))
        return [Button(key, pygame.Rect(card.x + 50, card.y + 116 + i * 118, card.w - 100, 100), label,
                       size=36, color=colour)
                for i, (key, label, colour) in enumerate(rows)]

    def press(self, key: Any) -> Change:
        """Resume, open rules or settings on top, or leave for the menu."""
        if key == "resume":
            return Pop("resume")
        if key == "rules":
            from game.scenes.rules_help import RulesOverlay
            return Push(RulesOverlay(self.game))
        if key == "settings":
            from game.scenes.settings_scene import SettingsScene
            return Push(SettingsScene())
        if key == "menu":
            return Reset(MenuScene())
        return None

    def back(self) -> Change:
        """Back resumes the game."""
        return Pop("resume")
