"""A question on a card over the dimmed game, answered by a big cross (the safe answer) or a big tick.

The ticket questions (draw tickets, swap tickets) are this card with their own pictures. Back,
Escape or a tap beside the card give the safe answer. Pops with (`answer`, True) for the tick
and (`answer`, False) otherwise.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.overlays.answers import Answer
from game.scenes.screen import GREEN, RED, ButtonScreen, icon, panel
from game.scenes.stack import Change, Pop
from game.view.widgets import Button

DIM = (14, 18, 26, 170)


class QuestionCard(ButtonScreen):
    """The card, its two answers and the safe answer by default; subclasses paint the question."""

    opaque = False
    CARD = (820, 480)            # units, at most
    answer = "question"          # the first word of what the card pops with
    no = ("no", "No")            # (key, word) of the cross
    yes = ("yes", "Yes")         # (key, word) of the tick

    @property
    def default(self) -> Any:   # type: ignore[override]
        """Enter, with no button chosen, gives the safe answer."""
        return self.no[0]

    def card(self) -> pygame.Rect:
        """The card: the middle of the screen, as large as it allows."""
        m = self.m
        card = pygame.Rect(0, 0, min(m.px(self.CARD[0]), m.width - 2 * m.px(20)),
                           min(m.px(self.CARD[1]), m.height - 2 * m.px(16)))
        card.center = (m.width // 2, m.height // 2)
        return card

    def backing(self) -> pygame.Surface:
        """The dimmed screen with the empty card on it, for paint() to draw the question on."""
        out = pygame.Surface(self.app.size, pygame.SRCALPHA)
        out.fill(DIM)
        panel(out, self.card())
        return out

    def buttons_top(self) -> int:
        """Where the answers start: what the question shows stays above it."""
        m = self.m
        return self.card().bottom - m.px(24) - m.target(100)

    def make_buttons(self) -> list[Button]:
        """The cross on the left, the tick on the right, each with one word."""
        m, card = self.m, self.card()
        pad, height = m.px(24), m.target(100)
        width = (card.w - 3 * pad) // 2
        top = card.bottom - pad - height
        size = m.font(34)
        return [Button(self.no[0], pygame.Rect(card.x + pad, top, width, height), self.no[1],
                       icon=icon("cross", m.font(44)), size=size, color=RED),
                Button(self.yes[0], pygame.Rect(card.right - pad - width, top, width, height), self.yes[1],
                       icon=icon("check", m.font(44)), size=size, color=GREEN)]

    def press(self, key: Any) -> Change:
        """The tick says yes; the cross, no (nothing happened)."""
        return Pop(Answer(self.answer, key == self.yes[0]))

    def tap_elsewhere(self, pos: tuple[int, int]) -> Change:
        """A tap beside the card is the safe answer."""
        return None if self.card().collidepoint(pos) else Pop(Answer(self.answer, False))

    def back(self) -> Change:
        """Back is the safe answer."""
        return Pop(Answer(self.answer, False))
