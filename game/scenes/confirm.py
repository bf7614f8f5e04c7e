"""A question with two big answers over the dimmed screen, for a step that cannot be undone (deleting a save).

Pops with ("confirm", True) for the first answer and ("confirm", False) for the second;
Back, Escape or a tap beside the card is the safe answer, False.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.screen import GREEN, RED, ButtonScreen, fitted, panel, text
from game.scenes.stack import Change, Pop
from game.view import theme
from game.view.widgets import Button

CARD = pygame.Rect(0, 0, 760, 360)
DIM = (14, 18, 26, 170)


class ConfirmOverlay(ButtonScreen):
    """"Delete this saved game?" with Delete and Keep."""

    opaque = False
    default = "no"

    def __init__(self, question: str, detail: str = "", yes: str = "Yes", no: str = "No") -> None:
        self.question = question
        self.detail = detail
        self.yes = yes
        self.no = no

    def card(self) -> pygame.Rect:
        """Where the card sits: the middle of the screen."""
        w, h = self.app.size
        return CARD.move(w // 2 - CARD.w // 2, h // 2 - CARD.h // 2)

    def paint(self) -> pygame.Surface:
        """The veil, the card and the question, drawn once."""
        out = pygame.Surface(self.app.size, pygame.SRCALPHA)
        out.fill(DIM)
        card = self.card()
        panel(out, card)
        title = text(fitted(self.question, 40, card.w - 60), 40, theme.INK)
        out.blit(title, title.get_rect(center=(card.centerx, card.top + 64)))
        if self.detail:
            line = text(fitted(self.detail, 26, card.w - 60), 26, theme.INK, False)
            out.blit(line, line.get_rect(center=(card.centerx, card.top + 126)))
        return out

    def make_buttons(self) -> list[Button]:
        """The two answers side by side; the one that loses something is red."""
        card = self.card()
        width = (card.w - 150) // 2
        return [Button("yes", pygame.Rect(card.x + 50, card.bottom - 150, width, 100), self.yes, size=36, color=RED),
                Button("no", pygame.Rect(card.right - 50 - width, card.bottom - 150, width, 100), self.no, size=36,
                       color=GREEN)]

    def press(self, key: Any) -> Change:
        """Answer the question."""
        return Pop(("confirm", key == "yes"))

    def tap_elsewhere(self, pos: tuple[int, int]) -> Change:
        """A tap beside the card is the safe answer."""
        return None if self.card().collidepoint(pos) else Pop(("confirm", False))

    def back(self) -> Change:
        """Back is the safe answer."""
        return Pop(("confirm", False))
