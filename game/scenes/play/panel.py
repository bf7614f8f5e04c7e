"""The side panel of the play screen: the player rows and the status box as one kept picture, painted
again part by part as a move changes them, then the face-up row, the deck and the tickets' count."""
from __future__ import annotations

from typing import Callable

import pygame

from game.rules import Phase
from game.scenes.play.info import seat_infos, status
from game.scenes.play.kept import Kept
from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.view import theme
from game.view.hud import SeatInfo, Status
from game.view.hud_hand import badge
from game.view.move_pictures import LastMove
from game.view.table_icons import together_badge
from game.view.text import draw as write

PanelPart = tuple[SeatInfo | Status, pygame.Rect]   # what a part of the side panel shows, and where


class PanelPainter:
    """Draws the side panel from the shown view; its rows and status are kept and painted again only as they change."""

    def __init__(self, seen: Seen, moment: Moment, kit: Kit, last_moves: Callable[[], list[LastMove | None]]) -> None:
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.last_moves = last_moves   # each seat's last move as its row pictures it
        self.kept = Kept()
        self._image: pygame.Surface | None = None
        self._parts: list[SeatInfo | Status | None] | None = None

    def seat_infos(self) -> list[SeatInfo]:
        """What each player row shows."""
        return seat_infos(self.seen, self.last_moves())

    def status(self) -> Status:
        """What the status box says."""
        return status(self.seen, self.moment)

    def forget(self) -> None:
        """Drop the kept pictures (the screen's size changed)."""
        self.kept.forget()
        self._image = None

    def now(self) -> list[PanelPart]:
        """What each painted part of the side panel shows now, with its place: the player rows, then the status."""
        lay = self.kit.layout
        return [(info, rect) for info, rect in zip(self.seat_infos(), lay.players)] + [(self.status(), lay.status)]

    def changed(self, parts: list[PanelPart]) -> list[int]:
        """The parts of the kept panel picture that no longer show what `parts` (now()) say (the status first)."""
        held = self._parts
        if held is None or len(held) != len(parts):
            return list(range(len(parts)))[::-1]
        return [i for i in reversed(range(len(parts))) if held[i] != parts[i][0]]

    def base(self, only: int | None = None, now: list[PanelPart] | None = None) -> pygame.Surface:
        """The side panel's background, player rows and status box, as one kept surface.

        A move changes a row or two and the status: only those are painted again (`only`: just that
        part, for a frame that spreads a move's painting over the next few)."""
        lay = self.kit.layout
        parts = self.now() if now is None else now
        held = self._parts
        image = self._image
        if image is None or image.get_size() != lay.panel.size or held is None or len(held) != len(parts):
            image = pygame.Surface(lay.panel.size)
            if pygame.display.get_surface() is not None:
                image = image.convert()
            image.fill(theme.PANEL)
            held = [None] * len(parts)
        last = len(parts) - 1
        for i, (what, rect) in enumerate(parts):
            if held[i] == what or only is not None and i != only:
                continue
            place = rect.move(-lay.panel.x, -lay.panel.y)
            image.fill(theme.PANEL, place)
            part = self.kit.panel.status(what, rect.size) if isinstance(what, Status) else self.kit.panel.row(what, rect.size)
            image.blit(part, place)
            if i == last and self.seen.facts.together:   # the status box says the table plays together
                sign = together_badge(lay.m.px(24))
                image.blit(sign, sign.get_rect(topright=(place.right - lay.m.px(5), place.y + lay.m.px(5))))
            held[i] = what
        self._image, self._parts = image, held
        return image

    def image(self) -> pygame.Surface:
        """The side panel's kept picture as painted so far (a moving frame paints one part of a move at a time)."""
        return self._image if self._image is not None else self.base()

    def draw(self, surface: pygame.Surface) -> None:
        """Players, status, face-up row and deck (the buttons and the tickets' count come after)."""
        surface.blit(self.base(), self.kit.layout.panel)
        self.draw_cards(surface)

    def draw_cards(self, surface: pygame.Surface) -> None:
        """The face-up row and the deck, lifted under the pointer on one's turn."""
        lay, art, view = self.kit.layout, self.kit.art, self.seen.view
        m = lay.m
        second = view.phase is Phase.SECOND_CARD
        live = self.seen.my_turn()
        for i, (card, rect) in enumerate(zip(view.face_up, lay.slots)):
            if card is None:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, 3, border_radius=10)
                continue
            lift = m.px(4) if live and self.moment.hover == f"slot{i}" else 0
            face = art.locked(card, rect.size) if second and card == "locomotive" else art.face(card, rect.size)
            surface.blit(face, rect.move(0, -lift))
            if lift:
                pygame.draw.rect(surface, theme.ACCENT, rect.move(0, -lift).inflate(6, 6), 3, border_radius=12)
        self._draw_deck(surface, live)
        # The tickets button looks off outside a fresh turn; a tap on it still says why.
        self.kit.buttons.buttons[0].enabled = live and view.phase is Phase.TURN

    def draw_ticket_count(self, surface: pygame.Surface) -> None:
        """How many tickets are left to draw, on the tickets button's corner."""
        m = self.kit.m
        count = badge(self.seen.view.ticket_deck_size, m.font(20))
        spot = count.get_rect(center=self.kit.layout.buttons["tickets"].topright).move(-m.px(6), m.px(6))
        surface.blit(count, spot.clamp(surface.get_rect()))

    def _draw_deck(self, surface: pygame.Surface, live: bool) -> None:
        """The train-card deck with its count (two cards a draw when there is no face-up row)."""
        rect, m = self.kit.layout.deck, self.kit.m
        lift = m.px(4) if live and self.moment.hover == "deck" else 0
        if self.seen.rules.has_face_up_row:
            surface.blit(self.kit.art.back(rect.size), rect.move(0, -lift))
        else:
            surface.blit(self.kept.get("pair", rect.size, lambda: self._pair(rect.size)), rect.move(0, -lift))
        if lift:
            pygame.draw.rect(surface, theme.ACCENT, rect.move(0, -lift).inflate(6, 6), 3, border_radius=12)
        n = badge(self.seen.view.deck_size, m.font(20))
        spot = n.get_rect(center=rect.topright).move(-m.px(8), m.px(8) - lift)
        surface.blit(n, spot.clamp(surface.get_rect()))

    def _pair(self, size: tuple[int, int]) -> pygame.Surface:
        """The deck of a game without a face-up row: two fanned cards and "Draw 2" (drawn once); for
        young children the two cards alone, larger, as the status box pictures taking two cards."""
        image = pygame.Surface(size)
        image.fill(theme.PANEL)
        pygame.draw.rect(image, theme.PANEL_LIGHT, image.get_rect(), border_radius=theme.RADIUS)
        m, gentle = self.kit.m, self.seen.facts.gentle
        h = min(round(size[1] * (0.8 if gentle else 0.72)), size[0] // 3)
        back = self.kit.art.back((h * 3 // 4, h))
        left = size[0] // 2 - round(h * 0.76) if gentle else m.px(8)
        for angle, dx in ((10, 0.62), (-6, 0.9)):
            card = pygame.transform.rotate(back, angle)
            image.blit(card, card.get_rect(center=(left + round(h * dx), size[1] // 2)))
        if gentle:
            return image
        left = m.px(16) + round(h * 1.4)
        write(image, "Draw 2", pygame.Rect(left, 0, size[0] - left - m.px(8), size[1]), theme.PAPER,
              m.font(theme.FONT_LARGE), one_line=True, smallest=m.font(theme.FONT_SMALL), short=("2",))
        return image
