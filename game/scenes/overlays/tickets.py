"""Choosing tickets: the offer shown large over the dimmed game; tap the ones to keep, then Keep.

The rule's minimum is enforced where it shows: the Keep button stays off and says "Keep at
least N" until enough are chosen. Pops with ("keep", ids) in offer order. The tickets are laid
out for the screen: in one row while they are large enough to read there, else in more rows.
Given the places' pictures, each ticket is drawn as pictures (for players who cannot read yet).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.scenes.overlays.answers import Kept
from game.rules.board import Ticket
from game.scenes.stack import Change, Pop, Push, Scene
from game.view import hud_icons as icons
from game.view import theme
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.pointer import Back, Confirm, Hover, Intent, Tap
from game.view.text import draw, font, name_forms
from game.view.ticket_face import face_height, picture_face, picture_face_height, ticket_face
from game.view.widgets import Button

TICKET = (340, 290)   # units: the largest a ticket is drawn
TALLEST = 1.75        # a ticket is at most this many times as high as wide...
WIDEST = 1.7          # ...and at most this many times as wide as high
LIFT = 14             # units: how far a chosen ticket rises
VEIL = (10, 12, 18, 215)
LIST_FACE = 180       # units: the widest a ticket is drawn in one's list of tickets as pictures
LIST_SHARES = (0.65, 0.9)   # that list covers at most this share of the board's height: the first
                            # if its faces keep most of the height they need there, else the second


@dataclass(frozen=True)
class TicketsLayout:
    """Where everything of the ticket choice goes on one screen, in pixels."""

    title: tuple[int, int, int]   # midtop x, y and the text size
    hint: tuple[int, int, int]
    tickets: tuple[pygame.Rect, ...]
    keep: pygame.Rect
    text: int                     # the largest text size on a ticket face
    lift: int


def grid(count: int, area: pygame.Rect, gap: int, largest: tuple[int, int],
         tallest: Callable[[int], int]) -> list[pygame.Rect]:
    """`count` equal cards centred in `area`, in as many rows as make them largest (fewer rows if close).

    A card is never higher than `tallest(its width)`.
    """
    best: tuple[float, int, int, int] | None = None
    for rows in range(1, count + 1):
        cols = math.ceil(count / rows)
        w = min(largest[0], (area.w - (cols - 1) * gap) // cols)
        h = min(largest[1], (area.h - (rows - 1) * gap) // rows, tallest(w))
        w = min(w, int(h * WIDEST))
        if w <= 0 or h <= 0:
            break
        # A face is as good as its narrower side (the names across it, the board below them);
        # another row must win clearly, since one row is easier to compare at a glance.
        score = min(w, h)
        if best is None or score > best[0] * 1.15:
            best = (score, rows, w, h)
    _, rows, w, h = best or (0, 1, 1, 1)
    cols = math.ceil(count / rows)
    top = area.centery - (rows * h + (rows - 1) * gap) // 2
    rects = []
    for i in range(count):
        row, col = divmod(i, cols)
        in_row = min(cols, count - row * cols)
        left = area.centerx - (in_row * w + (in_row - 1) * gap) // 2
        rects.append(pygame.Rect(left + col * (w + gap), top + row * (h + gap), w, h))
    return rects


def picture_list(m: Metrics, count: int, board: pygame.Rect, pad: int,
                 needs: Callable[[int], int]) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """One's tickets as pictures, side by side over the board's lower right corner: the panel and each
    face's place. `needs(width)` is a face's height at a width. The panel leaves the top of the board
    in view, where the focused ticket's places are ringed, unless many tickets need more of it."""
    edge, gap = m.px(10), m.px(10)
    for share in LIST_SHARES:
        room = pygame.Rect(0, 0, board.w - 2 * pad - 2 * edge, round(board.h * share) - 2 * edge)
        faces = grid(max(1, count), room, gap, (m.px(LIST_FACE), 2 * m.px(LIST_FACE)), needs)
        if faces[0].h >= needs(faces[0].w) * 0.8:
            break
    panel = faces[0].unionall(faces).inflate(2 * edge, 2 * edge)
    dx, dy = board.right - pad - panel.right, board.bottom - pad - panel.bottom
    return panel.move(dx, dy), [face.move(dx, dy) for face in faces[:count]]


def face_text(m: Metrics, width: int) -> int:
    """The largest text size on a ticket face of this width."""
    return max(MIN_TEXT_PX, min(m.font(26), width // 7))


def layout(m: Metrics, count: int, keep_width: int, needs: Callable[[int], int]) -> TicketsLayout:
    """The ticket choice for `count` tickets on this screen; the Keep button at least `keep_width` px.

    `needs(width)` is the height the faces need at a width (no higher than that is drawn).
    """
    w, h = m.size
    small = m.compact
    margin, gap = m.px(16 if small else 28), m.px(16 if small else 28)
    title = (w // 2, m.px(12 if small else 28), m.font(32 if small else 44))
    hint = (w // 2, title[1] + round(title[2] * 1.35), m.font(22 if small else 26))
    keep = pygame.Rect(0, 0, min(w - 2 * margin, max(m.px(440), keep_width)), m.target(80 if small else 96))
    keep.midbottom = (w // 2, h - margin)
    lift, mark = m.px(LIFT), m.px(52)
    top = hint[1] + round(hint[2] * 1.35) + m.px(12) + lift
    area = pygame.Rect(margin, top, w - 2 * margin, keep.top - mark // 2 - m.px(8) - top)
    tickets = grid(count, area, gap, (m.px(TICKET[0]), m.px(TICKET[1])),
                   lambda width: min(int(width * TALLEST), needs(width)))
    return TicketsLayout(title, hint, tuple(tickets), keep, face_text(m, tickets[0].w if tickets else 0), lift)


class TicketsOverlay(Scene):
    """The drawn (or dealt) tickets, large; the player taps those to keep."""

    opaque = False

    def __init__(self, tickets: list[Ticket], minimum: int, terms: Any, names: dict[str, str],
                 thumb: pygame.Surface | None = None,
                 thumb_point: Callable[[str], tuple[int, int]] | None = None,
                 player: str = "", opening: bool = False,
                 pictures: dict[str, pygame.Surface] | None = None) -> None:
        self.tickets = tickets
        self.minimum = minimum
        self.terms = terms
        self.names = names
        self.thumb = thumb
        self.thumb_point = thumb_point
        self.player = player
        self.opening = opening
        self.pictures = pictures   # the places' pictures by id: the faces are pictures, not words
        self.chosen: set[int] = set()
        self.hover: int | None = None

    def arrange(self) -> None:
        """Lay out the tickets and the Keep button; draw the veil, the words and the faces once."""
        m = self.app.metrics
        size = m.font(30)
        labels = (self._label(0), self._label(len(self.tickets)))
        widest = max(font(size, bold=True).size(label)[0] for label in labels) + m.px(60)
        self.layout = layout(m, len(self.tickets), widest, self._needs)
        self.rects = list(self.layout.tickets)
        self.keep = Button("keep", self.layout.keep.copy(), size=size, color=theme.GOOD)
        self._refresh()
        self.backdrop = self._paint(m)
        self.faces = [self._face(t, r.size) for t, r in zip(self.tickets, self.rects)]

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """The tickets and the Keep button."""
        return [(f"ticket{i}", r) for i, r in enumerate(self.rects)] + [("keep", self.keep.rect)]

    def ticket_rect(self, index: int) -> pygame.Rect:
        """Where the offered ticket number `index` is (for taps and tests)."""
        return self.rects[index]

    def button_rect(self, key: str) -> pygame.Rect | None:
        """The Keep button's rect (key "keep")."""
        return self.keep.rect if key == "keep" else None

    def _label(self, n: int) -> str:
        """What the Keep button says with `n` tickets chosen."""
        if n < self.minimum:
            word = self.terms.ticket if self.minimum == 1 else self.terms.tickets
            return f"Keep at least {self.minimum} {word}"
        return f"Keep {n} {self.terms.ticket if n == 1 else self.terms.tickets}"

    def _refresh(self) -> None:
        """The Keep button's word and whether it answers."""
        self.keep.label = self._label(len(self.chosen))
        self.keep.enabled = len(self.chosen) >= self.minimum

    def _paint(self, m: Metrics) -> pygame.Surface:
        """The veil with the title and the hint, drawn once per size."""
        out = pygame.Surface(m.size, pygame.SRCALPHA)
        out.fill(VEIL)
        words = self.terms.tickets
        title = f"{self.player}, choose your {words}" if self.player else f"Choose your {words}"
        hint = (f"Tap the {words} you want. Keep at least {self.minimum}." if self.minimum < len(self.tickets)
                else f"Tap each {self.terms.ticket} to keep it.")
        for line, (x, y, size), colour, short in ((title, self.layout.title, theme.ACCENT,
                                                   name_forms(title, self.player)),
                                                  (hint, self.layout.hint, theme.PAPER, None)):
            box = pygame.Rect(0, y, m.width - m.px(32), font(size, True).get_linesize())
            box.centerx = x
            draw(out, line, box, colour, size, align="center", one_line=True, short=short)
        return out

    def _needs(self, width: int) -> int:
        """The height the faces need at this width: the longest names and the whole board."""
        size, thumb = face_text(self.app.metrics, width), self.thumb.get_size() if self.thumb else None
        if self.pictures is not None:
            return picture_face_height(width, size, MIN_TEXT_PX, thumb)
        return max((face_height(self._ends(t), t.points, width, size, MIN_TEXT_PX, thumb) for t in self.tickets),
                   default=width)

    def _ends(self, ticket: Ticket) -> tuple[str, str]:
        """The names of a ticket's two places."""
        return (self.names.get(ticket.a, ticket.a), self.names.get(ticket.b, ticket.b))

    def _face(self, ticket: Ticket, size: tuple[int, int]) -> pygame.Surface:
        """A ticket's face, with its two places marked on the small board."""
        marks = None
        if self.thumb is not None and self.thumb_point is not None:
            marks = (self.thumb_point(ticket.a), self.thumb_point(ticket.b))
        if self.pictures is not None:
            pictures = (self.pictures.get(ticket.a), self.pictures.get(ticket.b))
            face = picture_face(self._ends(ticket), pictures, size, self.layout.text, MIN_TEXT_PX, self.thumb, marks)
        else:
            face = ticket_face(self._ends(ticket), ticket.points, size, self.layout.text, MIN_TEXT_PX, self.thumb,
                               marks)
        return face.convert_alpha() if pygame.display.get_surface() is not None else face

    def handle(self, intent: Intent) -> Change:
        """Tap a ticket to choose it or not; Keep (or Enter) confirms once enough are chosen."""
        if isinstance(intent, Back):
            from game.scenes.overlays.pause import PauseOverlay  # made by another part; imported late
            return Push(PauseOverlay())
        if isinstance(intent, Hover):
            self._hover(intent.pos)
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

    def _hover(self, pos: tuple[int, int]) -> None:
        """Mark the ticket or button under the mouse; a new frame only if that changed."""
        hover = next((i for i, r in enumerate(self.rects) if r.collidepoint(pos)), None)
        on_keep = self.keep.hit(pos)
        if hover != self.hover or on_keep != self.keep.hovered:
            self.hover, self.keep.hovered = hover, on_keep
            self.redraw()

    def _done(self) -> Change:
        """Pop with the chosen tickets, in the order they were offered."""
        self._sound("tap")
        return Pop(Kept(tuple(t.id for i, t in enumerate(self.tickets) if i in self.chosen)))

    def _sound(self, name: str) -> None:
        """Play a sound if there is sound."""
        sound = getattr(self.app, "sound", None)
        if sound is not None:
            sound.play(name)

    def draw(self, surface: pygame.Surface) -> None:
        """The dimmed game, the title, the tickets (chosen ones lifted and ticked) and Keep."""
        surface.blit(self.backdrop, (0, 0))
        m = self.app.metrics
        ring, mark = m.px(6), m.px(52)
        for i, (face, rect) in enumerate(zip(self.faces, self.rects)):
            chosen = i in self.chosen
            r = rect.move(0, -self.layout.lift if chosen else (-m.px(4) if self.hover == i else 0))
            surface.blit(face, r)
            if chosen:
                pygame.draw.rect(surface, theme.GOOD, r.inflate(2 * ring, 2 * ring), max(3, m.px(7)),
                                 border_radius=m.px(18))
                tick = icons.tick(mark)
                surface.blit(tick, tick.get_rect(center=(r.centerx, r.bottom + m.px(4))))
            elif self.hover == i:
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(ring * 5 // 3, ring * 5 // 3), max(2, m.px(4)),
                                 border_radius=m.px(18))
        self.keep.draw(surface)

