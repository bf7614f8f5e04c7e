"""The pause overlay: the game dims behind a card with resume, phones, saved games, rules, house rules, settings
and menu.

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
from game.scenes.overlays.join import IN_GAME, JoinOverlay, phone_icon
from game.scenes.overlays.rules_qr import RulesQrOverlay, code_icon
from game.scenes.places import Menu, Rules, Saves, Settings
from game.scenes.screen import (BROWN, GREEN, NIGHT, PLUM, RED, TEAL, ButtonScreen, icon, panel, unsaved_moves,
                                write)
from game.scenes.stack import Change, Pop, Push, Reset
from game.view import theme
from game.view.widgets import Button

DIM = (14, 18, 26, 160)
ROWS = (("resume", "Resume", "next", GREEN), ("phones", "Phones", "phone", NIGHT), ("saves", "Saves", "saves", TEAL),
        ("rules", "Rules", "book", PLUM), ("house", "House rules", "code", theme.ACCENT_DARK),
        ("settings", "Settings", "gear", BROWN), ("menu", "Menu", "home", RED))
# Units. Indexed by Metrics.compact. Resume goes across the top, the others in pairs under it (seven in one
# column would not fit a 16:9 screen); an odd one out would be alone across the bottom.
TITLE = {False: 104, True: 88}    # the card's top, where "Paused" stands
BUTTON_H = {False: 88, True: 80}
BUTTON_W = 600
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
        rows = 1 + len(ROWS) // 2   # Resume, then the others in pairs
        width = m.px(2 * PAD + BUTTON_W)
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
        """Seven big buttons: Resume across the top, the others in pairs under it."""
        m, card = self.m, self.card()
        h, gap = m.target(BUTTON_H[m.compact]), m.px(GAP)
        top, inner = card.top + m.px(TITLE[m.compact]), card.inflate(-2 * m.px(PAD), 0)
        rects = [pygame.Rect(inner.x, top, inner.w, h)]
        half = (inner.w - gap) // 2
        for i in range(1, len(ROWS)):
            row, col = divmod(i - 1, 2)
            alone = i == len(ROWS) - 1 and col == 0
            rects.append(pygame.Rect(inner.x + col * (half + gap), top + (row + 1) * (h + gap), inner.w if alone else half, h))
        size = m.font(32 if m.compact else 36)
        drawn = {"phone": phone_icon(size), "code": code_icon(size)}   # the pictures screen.icon does not draw
        return [Button(key, rect, label, icon=drawn[picture] if picture in drawn else icon(picture, size), size=size,
                       color=colour) for rect, (key, label, picture, colour) in zip(rects, ROWS)]

    def press(self, key: Any) -> Change:
        """Resume, open the join card, the saved games, rules, house rules or settings on top, or leave for the menu."""
        if key == "resume":
            return Pop(Resumed())
        if key == "phones":
            return Push(JoinOverlay(self.seats(), IN_GAME))
        if key == "saves":
            return Push(Saves(from_game=True))
        if key == "rules":
            return Push(Rules(game=self.game))
        if key == "house":
            return Push(RulesQrOverlay())
        if key == "settings":
            return Push(Settings())
        if key == "menu":
            return self.leave_game()
        return None

    def seats(self) -> tuple:
        """The seats of the game being played under the card (none if there is no game)."""
        game = self.app.stack.game()
        return tuple(getattr(getattr(game, "config", None), "seats", ()))

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
