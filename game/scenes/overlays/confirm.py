"""A question with two big answers over the dimmed screen, for a step that cannot be undone (deleting a save).

Pops with Answer(key, True) for the first answer and Answer(key, False) for the second, `key` naming
the question for the screen that asked ("confirm" unless it says); Back, Escape or a tap beside
the card is the safe answer, False.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.overlays.answers import Answer
from game.scenes.screen import GREEN, RED, ButtonScreen, panel
from game.scenes.stack import Change, Pop, Quit
from game.view import theme
from game.view.text import draw
from game.view.widgets import Button

CARD = (760, 340)   # units
DIM = (14, 18, 26, 170)


class ConfirmOverlay(ButtonScreen):
    """"Delete this saved game?" with Delete and Keep."""

    opaque = False
    default = "no"

    def __init__(self, question: str, detail: str = "", yes: str = "Yes", no: str = "No", key: str = "confirm") -> None:
        self.question = question
        self.detail = detail
        self.yes = yes
        self.no = no
        self.key = key

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
        # The question on a line or two above the detail; the detail (a reason's last words say what to do)
        # on up to three lines, smaller if need be, between the question and the answers.
        title = pygame.Rect(card.centerx - room // 2, card.top + m.px(24), room, m.px(80))
        draw(out, self.question, title, theme.INK, m.font(40), align="center")
        if self.detail:
            box = pygame.Rect(title.x, title.bottom, room, self.make_buttons()[0].rect.top - title.bottom - m.px(8))
            draw(out, self.detail, box, theme.INK, m.font(26), align="center", bold=False)
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
        return Pop(Answer(self.key, key == "yes"))

    def tap_elsewhere(self, pos: tuple[int, int]) -> Change:
        """A tap beside the card is the safe answer."""
        return None if self.card().collidepoint(pos) else self.back()

    def back(self) -> Change:
        """Back is the safe answer."""
        return Pop(Answer(self.key, False))


class CloseQuestion(ConfirmOverlay):
    """Closing the window while the disk refused the game's last moves: close anyway, or stay and play on.

    Whatever lies under it gets nothing back: Stay, Back and a tap beside the card leave everything as it was.
    """

    def __init__(self, problem: str) -> None:
        super().__init__("Your last moves are not saved", f"Closing loses them: {problem}.",
                         yes="Close anyway", no="Stay")

    def press(self, key: Any) -> Change:
        """Close the game, or go back to it."""
        return Quit() if key == "yes" else self.back()

    def back(self) -> Change:
        """Back (and a tap beside the card) goes back to the game, handing it nothing."""
        return Pop()
