""""Draw 3 tickets?": asked before a ticket draw turns hidden tickets over (U6, A4).

Drawing tickets spends the whole turn, and once the tickets are seen the draw cannot be taken
back, so a tap on the ticket pile asks first. The card shows the tickets that would come, face
down, and says how many must be kept; Draw draws them, Back (or Escape, or a tap beside the card)
keeps the turn as it was. The drawn tickets then show large, and the player chooses which to keep.

Pops with ("draw_tickets", True) or ("draw_tickets", False).
"""
from __future__ import annotations

import pygame

from game.scenes.overlays.question_card import QuestionCard
from game.scenes.overlays.swap import face_down
from game.view import theme
from game.view.text import draw


class DrawTicketsOverlay(QuestionCard):
    """The tickets that would come, face down, how many to keep, Draw and Back."""

    answer = "draw_tickets"
    no = ("back", "Back")
    yes = ("draw", "Draw")

    def __init__(self, count: int, keep: int, ticket: str = "ticket", tickets: str = "tickets") -> None:
        self.count = count      # how many the draw turns over (fewer when the pile is low)
        self.keep = keep        # how many of them must be kept
        self.ticket = ticket    # the game's words for a ticket
        self.tickets = tickets

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
        row = pygame.Rect(card.x + pad, line.bottom + m.px(10), card.w - 2 * pad,
                          self.buttons_top() - m.px(12) - line.bottom - m.px(10))
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
        out = self.backing()
        title, line, faces = self._places()
        draw(out, self.question(), title, theme.INK, m.font(40), align="center", one_line=True)
        draw(out, self.detail(), line, theme.INK, m.font(26), align="center", bold=False)
        for rect in faces:
            face_down(out, rect, m.px(10))
        return out
