"""The children's rules' "Swap your tickets?": asked once, in pictures, before a swap costs the turn (F3).

Swapping gives up both unfinished tickets and the whole turn, and it cannot be taken back, so a
child who tapped the button by chance is asked first. The card shows the two tickets that would
go, an arrow, and two face-down tickets that would come; a big tick swaps, a big cross keeps.
Back, Escape or a tap beside the card keep, as the safe answer.

Pops with ("swap", True) or ("swap", False).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.scenes.overlays.question_card import QuestionCard
from game.view import theme
from game.view.metrics import MIN_TEXT_PX
from game.view.text import draw, font
from game.view.ticket_face import EDGE, PAPER, picture_face, ticket_face

QUESTION = "Swap your tickets?"

Ends = tuple[str, str]


class SwapOverlay(QuestionCard):
    """The two tickets that would go, two new ones face down, a tick and a cross."""

    CARD = (900, 520)
    answer = "swap"
    no = ("keep", "Keep")
    yes = ("swap", "Swap")

    def __init__(self, tickets: list[tuple[Ends, tuple[str, str]]], thumb: pygame.Surface | None = None,
                 thumb_point: Callable[[str], tuple[int, int]] | None = None,
                 pictures: dict[str, pygame.Surface] | None = None) -> None:
        self.tickets = tickets[:2]        # ((city names), (city ids)) of each ticket that would go
        self.thumb = thumb
        self.thumb_point = thumb_point
        self.pictures = pictures          # the places' own pictures by id: tickets shown as pictures

    def _places(self) -> tuple[pygame.Rect, list[pygame.Rect], list[pygame.Rect], pygame.Rect]:
        """The title band, the tickets that go, the tickets that come, and the arrow between them."""
        m, card = self.m, self.card()
        pad = m.px(24)
        title = pygame.Rect(card.x + pad, card.y + m.px(12), card.w - 2 * pad, m.px(64))
        buttons_top = self.buttons_top()
        row = pygame.Rect(card.x + pad, title.bottom + m.px(8), card.w - 2 * pad, buttons_top - m.px(16) - title.bottom - m.px(8))
        arrow_w = m.px(70)
        gap = m.px(12)
        old_w = (row.w - arrow_w - 2 * gap) * 2 // 3   # the tickets that go are shown large; the new ones small
        face_w = (old_w - gap) // 2
        face_h = min(row.h, round(face_w * 1.25))
        old = [pygame.Rect(row.x + i * (face_w + gap), row.centery - face_h // 2, face_w, face_h) for i in range(2)]
        arrow = pygame.Rect(old[1].right + gap, row.centery - arrow_w // 2, arrow_w, arrow_w)
        new_w = (row.right - arrow.right - 2 * gap) // 2
        new_h = min(face_h, round(new_w * 1.25))
        new = [pygame.Rect(arrow.right + gap + i * (new_w + gap // 2), row.centery - new_h // 2, new_w, new_h)
               for i in range(2)]
        return title, old, new, arrow

    def paint(self) -> pygame.Surface:
        """The veil, the card, the question, the tickets and the arrow, drawn once."""
        m = self.m
        out = self.backing()
        title, old, new, arrow = self._places()
        draw(out, QUESTION, title, theme.INK, m.font(40), align="center", one_line=True)
        size = max(MIN_TEXT_PX, m.font(20))
        for (ends, ids), rect in zip(self.tickets, old):
            marks = None
            if self.thumb is not None and self.thumb_point is not None:
                marks = (self.thumb_point(ids[0]), self.thumb_point(ids[1]))
            if self.pictures is not None:
                pictures = (self.pictures.get(ids[0]), self.pictures.get(ids[1]))
                face = picture_face(ends, pictures, rect.size, size, MIN_TEXT_PX, self.thumb, marks)
            else:
                face = ticket_face(ends, None, rect.size, size, MIN_TEXT_PX, self.thumb, marks)
            out.blit(face, rect)
            _cross_out(out, rect, max(4, m.px(8)))
        _arrow(out, arrow, theme.INK)
        for rect in new:
            face_down(out, rect, m.px(10))
        return out


def _cross_out(surface: pygame.Surface, rect: pygame.Rect, width: int) -> None:
    """A soft cross over a ticket that would go."""
    inner = rect.inflate(-rect.w // 4, -rect.h // 4)
    colour = (200, 70, 60)
    pygame.draw.line(surface, colour, inner.topleft, inner.bottomright, width)
    pygame.draw.line(surface, colour, inner.topright, inner.bottomleft, width)


def _arrow(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A fat arrow pointing right: these go, those come."""
    x, y, w, h = rect
    shaft = pygame.Rect(x, y + h * 3 // 8, w // 2, h // 4)
    pygame.draw.rect(surface, colour, shaft)
    pygame.draw.polygon(surface, colour, [(x + w // 2, y + h // 8), (x + w, y + h // 2), (x + w // 2, y + h * 7 // 8)])


def face_down(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A new ticket, face down: paper with a question mark."""
    pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
    pygame.draw.rect(surface, EDGE, rect, max(2, radius // 4), border_radius=radius)
    size = max(MIN_TEXT_PX, rect.h // 2)
    box = pygame.Rect(0, 0, font(size, True).size("?")[0], font(size, True).get_linesize())
    box.center = rect.center
    draw(surface, "?", box, EDGE, size, align="center", one_line=True)
