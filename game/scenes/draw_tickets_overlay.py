""""Draw 3 tickets?": asked before a ticket draw turns hidden tickets over (U6, A4).

Drawing tickets spends the whole turn, and once the tickets are seen the draw cannot be taken
back, so a tap on the ticket pile asks first. The card shows the tickets that would come, face
down, and says how many must be kept; Draw draws them, Back (or Escape, or a tap beside the card)
keeps the turn as it was. The drawn tickets then show large, and the player chooses which to keep.

Pops with ("draw_tickets", True) or ("draw_tickets", False).
"""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.screen import GREEN, RED, ButtonScreen, fitted, icon, panel, text
from game.scenes.stack import Change, Pop
from game.scenes.swap_overlay import face_down
from game.view import theme
from game.view.widgets import Button

CARD = (820, 480)   # units, at most
DIM = (14, 18, 26, 170)


class DrawTicketsOverlay(ButtonScreen):
    """The tickets that would come, face down, how many to keep, Draw and Back."""

    opaque = False
    default = "back"

    def __init__(self, count: int, keep: int, ticket: str = "ticket", tickets: str = "tickets") -> None:
        self.count = count      # how many the draw turns over (fewer when the pile is low)
        self.keep = keep        # how many of them must be kept
        self.ticket = ticket    # the game's words for a ticket
        self.tickets = tickets

    def card(self) -> pygame.Rect:
        """The card: the middle of the screen, as large as it allows."""
        m = self.m
        card = pygame.Rect(0, 0, min(m.px(CARD[0]), m.width - 2 * m.px(20)), min(m.px(CARD[1]), m.height - 2 * m.px(16)))
        card.center = (m.width // 2, m.height // 2)
        return card

    def question(self) -> str:
        """The question at the top of the card."""
        return f"Draw {self.count} {self.ticket if self.count == 1 else self.tickets}?"

    def detail(self) -> str:
        """What the draw means: how many to keep, and that it is the whole turn."""
        word = self.ticket if self.keep == 1 else self.tickets
        if self.keep >= self.count:
            return f"You keep {'it' if self.count == 1 else 'all of them'}. This is your whole turn."
        return f"You keep at least {self.keep} {word}. This is your whole turn."

    def _places(self) -> tuple[pygame.Rect, pygame.Rect, list[pygame.Rect]]:
        """The question band, the line below it, and the face-down tickets."""
        m, card = self.m, self.card()
        pad = m.px(24)
        title = pygame.Rect(card.x + pad, card.y + m.px(10), card.w - 2 * pad, m.px(60))
        line = pygame.Rect(title.x, title.bottom, title.w, m.px(40))
        buttons_top = card.bottom - pad - m.target(100)
        row = pygame.Rect(card.x + pad, line.bottom + m.px(10), card.w - 2 * pad, buttons_top - m.px(12) - line.bottom - m.px(10))
        gap = m.px(16)
        n = max(1, self.count)
        face_h = max(1, row.h)
        face_w = min((row.w - (n - 1) * gap) // n, round(face_h * 0.8))
        left = row.centerx - (n * face_w + (n - 1) * gap) // 2
        faces = [pygame.Rect(left + i * (face_w + gap), row.y, face_w, face_h) for i in range(n)]
        return title, line, faces

    def paint(self) -> pygame.Surface:
        """The veil, the card, the question, the line and the face-down tickets, drawn once."""
        m = self.m
        out = pygame.Surface(self.app.size, pygame.SRCALPHA)
        out.fill(DIM)
        panel(out, self.card())
        title, line, faces = self._places()
        words = text(fitted(self.question(), m.font(40), title.w), m.font(40), theme.INK)
        out.blit(words, words.get_rect(center=title.center))
        size = m.font(26)
        detail = text(fitted(self.detail(), size, line.w), size, theme.INK, False)
        out.blit(detail, detail.get_rect(center=line.center))
        for rect in faces:
            face_down(out, rect, m.px(10))
        return out

    def make_buttons(self) -> list[Button]:
        """Back (nothing happens) on the left, Draw on the right."""
        m, card = self.m, self.card()
        pad, height = m.px(24), m.target(100)
        width = (card.w - 3 * pad) // 2
        top = card.bottom - pad - height
        size = m.font(34)
        return [Button("back", pygame.Rect(card.x + pad, top, width, height), "Back", icon=icon("cross", m.font(44)),
                       size=size, color=RED),
                Button("draw", pygame.Rect(card.right - pad - width, top, width, height), "Draw",
                       icon=icon("check", m.font(44)), size=size, color=GREEN)]

    def press(self, key: Any) -> Change:
        """Draw (the tickets are turned over) or back (nothing happened)."""
        return Pop(("draw_tickets", key == "draw"))

    def tap_elsewhere(self, pos: tuple[int, int]) -> Change:
        """A tap beside the card changes nothing."""
        return None if self.card().collidepoint(pos) else Pop(("draw_tickets", False))

    def back(self) -> Change:
        """Back keeps the turn as it was."""
        return Pop(("draw_tickets", False))
