"""Choosing tickets: the offer shown large over the dimmed game; tap the ones to keep, then Keep.

The rule's minimum is enforced where it shows: the Keep button stays off and says "Keep at
least N" until enough are chosen. Pops with ("keep", ids) in offer order.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.rules.board import Ticket
from game.scenes.stack import Change, Pop, Push, Scene
from game.view import hud_icons as icons
from game.view import theme
from game.view.cards import CardArt
from game.view.pointer import Back, Confirm, Hover, Intent, Tap
from game.view.text import font
from game.view.widgets import Button

TICKET = (300, 260)
GAP = 30


class TicketsOverlay(Scene):
    """The drawn (or dealt) tickets, large; the player taps those to keep."""

    opaque = False

    def __init__(self, tickets: list[Ticket], minimum: int, terms: Any, names: dict[str, str],
                 thumb: pygame.Surface | None = None,
                 thumb_point: Callable[[str], tuple[int, int]] | None = None,
                 player: str = "", opening: bool = False) -> None:
        self.tickets = tickets
        self.minimum = minimum
        self.terms = terms
        self.names = names
        self.thumb = thumb
        self.thumb_point = thumb_point
        self.player = player
        self.opening = opening
        self.chosen: set[int] = set()
        self.hover: int | None = None

    def enter(self, app: Any) -> None:
        """Lay out the tickets and the Keep button; draw the dimming once."""
        super().enter(app)
        self.art = CardArt(app.sprites)
        w, h = app.size
        total = len(self.tickets) * TICKET[0] + (len(self.tickets) - 1) * GAP
        x = w // 2 - total // 2
        self.rects = [pygame.Rect(x + i * (TICKET[0] + GAP), 190, *TICKET) for i in range(len(self.tickets))]
        self.keep = Button("keep", pygame.Rect(0, 0, 440, 96), size=theme.FONT + 4, color=theme.GOOD)
        self.keep.rect.midtop = (w // 2, 190 + TICKET[1] + 60)
        self.veil = pygame.Surface((w, h), pygame.SRCALPHA)
        self.veil.fill((10, 12, 18, 215))
        self._refresh()

    def ticket_rect(self, index: int) -> pygame.Rect:
        """Where the offered ticket number `index` is (for taps and tests)."""
        return self.rects[index]

    def button_rect(self, key: str) -> pygame.Rect | None:
        """The Keep button's rect (key "keep")."""
        return self.keep.rect if key == "keep" else None

    def _refresh(self) -> None:
        """The Keep button's word and whether it answers."""
        n = len(self.chosen)
        word = self.terms.ticket if self.minimum == 1 else self.terms.tickets
        if n < self.minimum:
            self.keep.label = f"Keep at least {self.minimum} {word}"
            self.keep.enabled = False
        else:
            self.keep.label = f"Keep {n} {self.terms.ticket if n == 1 else self.terms.tickets}"
            self.keep.enabled = True

    def _face(self, ticket: Ticket) -> pygame.Surface:
        """A ticket's face, with its two places marked on the small board."""
        marks = None
        if self.thumb is not None and self.thumb_point is not None:
            marks = (self.thumb_point(ticket.a), self.thumb_point(ticket.b))
        return self.art.ticket(ticket.id, (self.names.get(ticket.a, ticket.a), self.names.get(ticket.b, ticket.b)),
                               ticket.points, TICKET, self.thumb, marks)

    def handle(self, intent: Intent) -> Change:
        """Tap a ticket to choose it or not; Keep (or Enter) confirms once enough are chosen."""
        if isinstance(intent, Back):
            from game.scenes.pause import PauseOverlay  # made by another part; imported late
            return Push(PauseOverlay())
        if isinstance(intent, Hover):
            self.hover = next((i for i, r in enumerate(self.rects) if r.collidepoint(intent.pos)), None)
            self.keep.hovered = self.keep.hit(intent.pos)
            return None
        if isinstance(intent, Confirm) and self.keep.enabled:
            return self._done()
        if isinstance(intent, Tap):
            if self.keep.hit(intent.pos):
                return self._done()
            for i, rect in enumerate(self.rects):
                if rect.collidepoint(intent.pos):
                    self.chosen ^= {i}
                    self._sound("tap")
                    self._refresh()
        return None

    def _done(self) -> Change:
        """Pop with the chosen tickets, in the order they were offered."""
        self._sound("tap")
        return Pop(("keep", tuple(t.id for i, t in enumerate(self.tickets) if i in self.chosen)))

    def _sound(self, name: str) -> None:
        """Play a sound if there is sound."""
        sound = getattr(self.app, "sound", None)
        if sound is not None:
            sound.play(name)

    def draw(self, surface: pygame.Surface) -> None:
        """The dimmed game, the title, the tickets (chosen ones lifted and ticked) and Keep."""
        surface.blit(self.veil, (0, 0))
        w = surface.get_width()
        words = self.terms.tickets
        title = f"{self.player}, choose your {words}" if self.player else f"Choose your {words}"
        t = font(theme.FONT_LARGE + 4, bold=True).render(title, True, theme.ACCENT)
        surface.blit(t, t.get_rect(midtop=(w // 2, 70)))
        hint = (f"Tap the {words} you want. Keep at least {self.minimum}." if self.minimum < len(self.tickets)
                else f"Tap each {self.terms.ticket} to keep it.")
        h = font(theme.FONT, bold=True).render(hint, True, theme.PAPER)
        surface.blit(h, h.get_rect(midtop=(w // 2, 124)))
        for i, (ticket, rect) in enumerate(zip(self.tickets, self.rects)):
            chosen = i in self.chosen
            r = rect.move(0, -14 if chosen else (-4 if self.hover == i else 0))
            face = self._face(ticket)
            surface.blit(face, r)
            if chosen:
                pygame.draw.rect(surface, theme.GOOD, r.inflate(12, 12), 7, border_radius=18)
                mark = icons.tick(52)
                surface.blit(mark, mark.get_rect(center=(r.centerx, r.bottom + 4)))
            elif self.hover == i:
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(10, 10), 4, border_radius=18)
        self.keep.draw(surface)
