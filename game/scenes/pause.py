"""The pause overlay: the game dims behind a card with resume, saved games, rules, settings and menu.

Leaving for the menu asks nothing: the game is saved after every move and once more as it
is left, and Continue on the menu takes it up again. So Back here (Escape, a second time)
leaves too.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.screen import (BROWN, GREEN, PLUM, RED, TEAL, ButtonScreen, panel, text)
from game.scenes.menu import MenuScene
from game.scenes.stack import Change, Pop, Push, Reset
from game.view import theme
from game.view.widgets import Button

CARD = pygame.Rect(0, 0, 520, 700)
DIM = (14, 18, 26, 160)


class PauseOverlay(ButtonScreen):
    """A small card over the dimmed play scene; Resume pops back to the game, Menu or Back leave it."""

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
        """Five big buttons down the card."""
        card = self.card()
        rows = (("resume", "Resume", GREEN), ("saves", "Saved games", TEAL), ("rules", "Rules", PLUM),
                ("settings", "Settings", BROWN), ("menu", "Menu", RED))
        return [Button(key, pygame.Rect(card.x + 50, card.y + 108 + i * 116, card.w - 100, 96), label,
                       size=36, color=colour)
                for i, (key, label, colour) in enumerate(rows)]

    def press(self, key: Any) -> Change:
        """Resume, open rules or settings on top, or leave for the menu."""
        if key == "resume":
            return Pop("resume")
        if key == "saves":
            from game.scenes.saves_scene import SavesScene
            return Push(SavesScene(self.playing()))
        if key == "rules":
            from game.scenes.rules_help import RulesOverlay
            return Push(RulesOverlay(self.game))
        if key == "settings":
            from game.scenes.settings_scene import SettingsScene
            return Push(SettingsScene())
        if key == "menu":
            return Reset(MenuScene())   # the play scene writes its last position as it leaves
        return None

    def back(self) -> Change:
        """Back a second time (Escape twice) leaves for the menu: the game is saved."""
        return Reset(MenuScene())

    def playing(self) -> Any:
        """The game under this overlay (what "Save" saves), if there is one."""
        scenes = getattr(getattr(self.app, "stack", None), "scenes", [])
        return next((s for s in reversed(scenes) if hasattr(s, "snapshot")), None)
