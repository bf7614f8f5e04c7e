"""A question with two big answers over the dimmed screen, for a step that cannot be undone (deleting a save).

Pops with ("confirm", True) for the first answer and ("confirm", False) for the second;
Back, Escape or a tap beside the card is the safe answer, False.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.screen import GREEN, RED, ButtonScreen, fitted, panel, text
from game.scenes.stack import Change, Pop, Quit
from game.view import theme
from game.view.text import fit_lines, font
from game.view.widgets import Button

CARD = (760, 340)   # units
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
        """Where the card sits: the middle of the screen, as wide as the screen allows."""
        m = self.m
        card = pygame.Rect(0, 0, min(m.px(CARD[0]), m.width - 2 * m.px(24)), m.px(CARD[1]))
        card.center = (m.width // 2, m.height // 2)
        return card

    def paint(self) -> pygame.Surface:
        """The veil, the card and the question, drawn once."""
        m = self.m
        out = pygame.Surface(self.app.size, pygame.SRCALPHA)
        out.fill(DIM)
        card = self.card()
        panel(out, card)
        room = card.w - m.px(60)
        title = text(fitted(self.question, m.font(40), room), m.font(40), theme.INK)
        out.blit(title, title.get_rect(center=(card.centerx, card.top + m.px(64))))
        if self.detail:   # up to three lines, smaller if need be: a reason's last words say what to do
            lines, size = fit_lines(self.detail, m.font(26), room, m.px(84), smallest=m.font(18))
            lines = lines[:2] + [" ".join(lines[2:])] if len(lines) > 3 else lines
            step = font(size, False).get_linesize()
            top = card.top + m.px(122) - step * len(lines) // 2
            for n, words in enumerate(lines):
                line = text(fitted(words, size, room), size, theme.INK, False)
                out.blit(line, line.get_rect(midtop=(card.centerx, top + n * step)))
        return out

    def make_buttons(self) -> list[Button]:
        """The two answers side by side; the one that loses something is red."""
        m, card = self.m, self.card()
        pad, height = m.px(44), m.target(100)
        width = (card.w - 3 * pad) // 2
        top = card.bottom - pad - height
        return [Button("yes", pygame.Rect(card.x + pad, top, width, height), self.yes, size=m.font(36), color=RED),
                Button("no", pygame.Rect(card.right - pad - width, top, width, height), self.no, size=m.font(36),
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


class CloseQuestion(ConfirmOverlay):
    """Closing the window while the disk refused the game's last moves: close anyway, or stay and play on.

    Whatever lies under it gets nothing back: Stay, Back and a tap beside the card leave everything as it was.
    """

    def __init__(self, problem: str) -> None:
        super().__init__("Your last moves are not saved", f"Closing loses them: {problem}.",
                         yes="Close anyway", no="Stay")

    def press(self, key: Any) -> Change:
        """Close the game, or go back to it."""
        return Quit() if key == "yes" else Pop(None)

    def tap_elsewhere(self, pos: tuple[int, int]) -> Change:
        """A tap beside the card goes back to the game."""
        return None if self.card().collidepoint(pos) else Pop(None)

    def back(self) -> Change:
        """Back goes back to the game."""
        return Pop(None)
