"""The pause overlay: the game dims behind a card with resume, saved games, rules, settings and menu.

Leaving for the menu asks nothing when the game is saved: it is written after every move and
once more as it is left, and Continue on the menu takes it up again. So Back here (Escape, a
second time) leaves too. Only when the disk refused the last moves (and refuses them once more
as the game is left) does leaving ask first: leave anyway, or stay.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.overlays.answers import Answer, Resumed
from game.scenes.overlays.confirm import ConfirmOverlay
from game.scenes.places import Menu, Rules, Saves, Settings
from game.scenes.screen import (BROWN, GREEN, PLUM, RED, TEAL, ButtonScreen, icon, panel, unsaved_moves,
                                write)
from game.scenes.stack import Change, Pop, Push, Reset
from game.view import theme
from game.view.widgets import Button

DIM = (14, 18, 26, 160)
ROWS = (("resume", "Resume", "next", GREEN), ("saves", "Saves", "saves", TEAL), ("rules", "Rules", "book", PLUM),
        ("settings", "Settings", "gear", BROWN), ("menu", "Menu", "home", RED))
# Units. Indexed by Metrics.compact: a tall screen has one column, a short one pairs.
TITLE = {False: 104, True: 88}    # the card's top, where "Paused" stands
BUTTON_H = {False: 88, True: 80}
BUTTON_W = {False: 420, True: 600}
PAD = 44
GAP = 18


class PauseOverlay(ButtonScreen):
    """A small card over the dimmed play scene; Resume pops back to the game, Menu or Back leave it."""

    opaque = False
    default = "resume"

    def __init__(self, game: str | None = None) -> None:
        self.game = game
        self.leaving = False   # the player chose to leave although the last moves are not saved

    def enter(self, app: Any) -> None:
        """Find the game being played (for its rules), then build the card."""
        if self.game is None:
            scenes = getattr(getattr(app, "stack", None), "scenes", [])
            games = [getattr(getattr(s, "config", None), "style", None) for s in scenes]   # its rules' pages
            self.game = next((g for g in reversed(games) if g), None)
        super().enter(app)

    def card(self) -> pygame.Rect:
        """Where the card sits: the middle of the screen, sized for the buttons' layout."""
        m = self.m
        rows = 1 + len(ROWS) // 2 if m.compact else len(ROWS)   # Resume, then the others in pairs
        width = m.px(2 * PAD + BUTTON_W[m.compact])
        height = m.px(TITLE[m.compact]) + rows * m.target(BUTTON_H[m.compact]) + (rows - 1) * m.px(GAP) + m.px(PAD)
        card = pygame.Rect(0, 0, width, height)
        card.center = (m.width // 2, m.height // 2)
        return card

    def paint(self) -> pygame.Surface:
        """The dimming veil and the card, drawn once with transparency."""
        out = pygame.Surface(self.app.size, pygame.SRCALPHA)
        out.fill(DIM)
        card = self.card()
        panel(out, card)
        m = self.m
        band = pygame.Rect(card.x + m.px(PAD), card.y, card.w - 2 * m.px(PAD), m.px(TITLE[m.compact]))
        write(out, "Paused", band, theme.INK, m.font(44 if m.compact else 48), align="center", one_line=True)
        return out

    def make_buttons(self) -> list[Button]:
        """Five big buttons down the card; on a short screen Resume across the top and the rest in pairs."""
        m, card = self.m, self.card()
        h, gap = m.target(BUTTON_H[m.compact]), m.px(GAP)
        top, inner = card.top + m.px(TITLE[m.compact]), card.inflate(-2 * m.px(PAD), 0)
        rects = [pygame.Rect(inner.x, top, inner.w, h)]
        half = (inner.w - gap) // 2
        for i in range(1, len(ROWS)):
            if m.compact:
                row, col = divmod(i - 1, 2)
                rects.append(pygame.Rect(inner.x + col * (half + gap), top + (row + 1) * (h + gap), half, h))
            else:
                rects.append(pygame.Rect(inner.x, top + i * (h + gap), inner.w, h))
        size = m.font(32 if m.compact else 36)
        return [Button(key, rect, label, icon=icon(picture, size), size=size, color=colour)
                for rect, (key, label, picture, colour) in zip(rects, ROWS)]

    def press(self, key: Any) -> Change:
        """Resume, open rules or settings on top, or leave for the menu."""
        if key == "resume":
            return Pop(Resumed())
        if key == "saves":
            return Push(Saves(from_game=True))
        if key == "rules":
            return Push(Rules(game=self.game))
        if key == "settings":
            return Push(Settings())
        if key == "menu":
            return self.leave_game()
        return None

    def back(self) -> Change:
        """Back a second time (Escape twice) leaves for the menu, as Menu does."""
        return self.leave_game()

    def leave_game(self) -> Change:
        """For the menu at once when the game is saved (the play scene writes its last position as it leaves);
        when the disk refused the last moves, ask first."""
        problem = unsaved_moves(self.app)
        if problem is None:
            return Reset(Menu())
        return Push(ConfirmOverlay("Your last moves are not saved", f"Leaving loses them: {problem}.",
                                   yes="Leave anyway", no="Stay", key="leave"))

    def resume(self, result: Any) -> None:
        """Back from the question: leave (at the next update) if the player said so."""
        self.leaving = result == Answer("leave", True)

    def update(self, dt: float) -> Change:
        """Leave for the menu once the player has said to leave anyway."""
        return Reset(Menu()) if self.leaving else None

    def wake(self) -> float | None:
        """At once when leaving; otherwise wait for input."""
        return 0.0 if self.leaving else None
