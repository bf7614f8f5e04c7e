"""Drawing of the play scene: board, side panel, hand strip, overlays of the moment, animations.

Everything costly is cached (board and cars layer, player rows, status, hand, card faces);
a frame is a handful of blits. Private things (hand, tickets, payment) are drawn only while
`hand_visible()` holds.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.rules import Phase
from game.scenes.play_claim import parts
from game.scenes.play_input import PANEL_W, PER_COLUMN, TICKET_ROW
from game.view import theme
from game.view.hud_hand import STRIP, badge, ticket_rows
from game.view.text import font
from game.view.widgets import Button


class PlayDraw:
    """Mixin of PlayScene: what the screen shows."""

    state: Any
    layout: Any

    # --- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole play screen."""
        highlight = self.claimable() if self.show_claimable and self.my_turn() else frozenset()
        rings, line = self.ticket_marks()
        self.board_layer.draw(surface, highlight, rings, line)
        self._draw_route_marks(surface)
        if self.tickets_open and self.hand_visible():
            panel = self.ticket_panel_rect()
            rows = tuple((text, points, done) for _, text, points, done in self.ticket_list()[:2 * PER_COLUMN])
            for column in range(0, len(rows) or 1, PER_COLUMN):
                focus = None if self.ticket_focus is None else self.ticket_focus - column
                image = self._cached(f"tickets{column}", (rows, focus), lambda: ticket_rows(
                    rows[column:column + PER_COLUMN], PANEL_W, focus, TICKET_ROW), alpha=True)
                surface.blit(image, (panel.x + column // PER_COLUMN * PANEL_W, panel.y))
        self._draw_panel(surface)
        self._draw_hand(surface)
        self.anim.draw(surface)

    def _draw_route_marks(self, surface: pygame.Surface) -> None:
        """Hover, selection and refusal outlines on the board (a few polygons)."""
        layer = self.board_layer
        if isinstance(self.hover, tuple) and (self.selected is None or self.hover[1] != self.selected.route):
            layer.outline(surface, self.hover[1], theme.PAPER, 3)
        if self.selected is not None:
            layer.outline(surface, self.selected.route, theme.ACCENT, 6)
            layer.mark(surface, self.selected.route, True)
        if self.refused is not None:
            layer.outline(surface, self.refused, theme.BAD, 4)
            layer.mark(surface, self.refused, False)

    def _cached(self, name: str, key: Any, make: Any, alpha: bool = False) -> pygame.Surface:
        """A surface (opaque unless `alpha`) rebuilt only when what it shows (key) changes."""
        store = self.__dict__.setdefault("_surfaces", {})
        held = store.get(name)
        if held is None or held[0] != key:
            image = make()
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha() if alpha else image.convert()
            held = store[name] = (key, image)
        return held[1]

    def _panel_base(self) -> pygame.Surface:
        """The side panel's background, player rows and status box, as one cached surface."""
        lay = self.layout
        infos = tuple(self.seat_infos())
        status = self.status()

        def make() -> pygame.Surface:
            """Paint the panel's still part."""
            image = pygame.Surface(lay.panel.size)
            image.fill(theme.PANEL)
            for info, rect in zip(infos, lay.players):
                image.blit(self.panel.row(info, rect.size), rect.move(-lay.panel.x, -lay.panel.y))
            image.blit(self.panel.status(status, lay.status.size), lay.status.move(-lay.panel.x, -lay.panel.y))
            return image
        return self._cached("panel", (infos, status), make)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """Players, status, face-up row and deck, buttons."""
        lay = self.layout
        surface.blit(self._panel_base(), lay.panel)
        second = self.state.phase is Phase.SECOND_CARD
        live = self.my_turn()
        for i, (card, rect) in enumerate(zip(self.state.face_up, lay.slots)):
            if card is None:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, 3, border_radius=10)
                continue
            lift = 4 if live and self.hover == f"slot{i}" else 0
            face = self.art.locked(card, rect.size) if second and card == "locomotive" \
                else self.art.face(card, rect.size)
            surface.blit(face, rect.move(0, -lift))
            if lift:
                pygame.draw.rect(surface, theme.ACCENT, rect.move(0, -lift).inflate(6, 6), 3, border_radius=12)
        self._draw_deck(surface, live)
        # The tickets button looks off outside a fresh turn; a tap on it still says why.
        self.buttons.buttons[0].enabled = live and self.state.phase is Phase.TURN
        for button in self.buttons.buttons:
            button.draw(surface)
        count = badge(self.state_ticket_deck(), 20)
        surface.blit(count, count.get_rect(center=lay.buttons["tickets"].topright).move(-6, 6))

    def state_ticket_deck(self) -> int:
        """Tickets left to draw."""
        return len(self.state.ticket_deck)

    def _draw_deck(self, surface: pygame.Surface, live: bool) -> None:
        """The train-card deck with its count (two cards a draw when there is no face-up row)."""
        rect = self.layout.deck
        lift = 4 if live and self.hover == "deck" else 0
        if self.state.rules.has_face_up_row:
            surface.blit(self.art.back(rect.size), rect.move(0, -lift))
        else:
            surface.blit(self._cached("pair", rect.size, lambda: self._pair(rect.size)), rect.move(0, -lift))
        if lift:
            pygame.draw.rect(surface, theme.ACCENT, rect.move(0, -lift).inflate(6, 6), 3, border_radius=12)
        n = badge(len(self.state.deck), 20)
        surface.blit(n, n.get_rect(center=rect.topright).move(-8, 8 - lift))

    def _pair(self, size: tuple[int, int]) -> pygame.Surface:
        """The deck of a game without a face-up row: two fanned cards and "Draw 2" (drawn once)."""
        image = pygame.Surface(size)
        image.fill(theme.PANEL)
        pygame.draw.rect(image, theme.PANEL_LIGHT, image.get_rect(), border_radius=theme.RADIUS)
        h = size[1] - 30
        back = self.art.back((h * 3 // 4, h))
        for angle, dx in ((10, 76), (-6, 108)):
            card = pygame.transform.rotate(back, angle)
            image.blit(card, card.get_rect(center=(dx, size[1] // 2)))
        text = font(theme.FONT_LARGE, bold=True).render("Draw 2", True, theme.PAPER)
        image.blit(text, text.get_rect(midleft=(184, size[1] // 2)))
        return image

    def _hand_base(self, key: tuple, draw: Any) -> pygame.Surface:
        """The hand strip's background with `draw(image)` on it, cached by key."""
        lay = self.layout

        def make() -> pygame.Surface:
            """Paint the strip's background, then its content."""
            image = pygame.Surface(lay.hand.size)
            image.fill(STRIP)
            pygame.draw.line(image, theme.PANEL_LIGHT, (0, 0), (lay.hand.width, 0), 3)
            draw(image)
            return image
        return self._cached("hand", key, make)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        """The hand strip: the hand and tickets button, the payment choices, or whose turn it is."""
        lay = self.layout
        origin = lay.hand.topleft
        if not self.hand_visible():
            s = self.state
            seat = s.current
            text = "Game over" if s.over else (f"{self.name(seat)} is playing..." if self.is_computer(seat)
                                               else f"Next: {self.name(seat)}")
            inner = lay.hand.inflate(-20, -20)
            strip = self.hand_art.waiting(self.name(seat), self.seat_color(seat), text, inner.size)
            surface.blit(self._hand_base(("wait", text, seat), lambda im: im.blit(strip, (10, 10))), origin)
            return
        if self.selected is not None and self.my_turn():
            surface.blit(self._hand_base(("pay",), lambda im: None), origin)
            self._draw_payment(surface)
            return
        area = lay.hand_area
        rects = lay.hand_cards(len(self.state.rules.card_types))
        groups = self.hand_groups()
        tickets = self.ticket_list()
        done = sum(1 for *_, d in tickets if d)
        mine = (self.state.rules.terms.tickets.capitalize(), len(tickets), done, lay.my_tickets.size, self.tickets_open, self.hover == "my_tickets")

        def draw(image: pygame.Surface) -> None:
            """Paint the hand and the tickets button onto the strip."""
            image.blit(self.hand_art.hand(groups, area, rects), (area.x - lay.hand.x, area.y - lay.hand.y))
            image.blit(self.hand_art.tickets_button(*mine), lay.my_tickets.move(-lay.hand.x, -lay.hand.y))
        surface.blit(self._hand_base(("hand", self.viewer, groups, mine), draw), origin)

    def _draw_payment(self, surface: pygame.Surface) -> None:
        """The ways to pay for the chosen route, and Claim / Cancel."""
        sel = self.selected
        length = self.board.route(sel.route).length
        rects = self.payment_rects()
        for i in sel.shown:
            rect = rects[f"pay{i}"]
            surface.blit(self.hand_art.payment(parts(sel.options[i], length), rect.size, i == sel.choice,
                                               self.hover == f"pay{i}"), rect)
        extra = self.__dict__.setdefault("_pay_buttons", {
            "claim": Button("claim", pygame.Rect(0, 0, 1, 1), "Claim", color=theme.GOOD, size=theme.FONT + 4),
            "cancel": Button("cancel", pygame.Rect(0, 0, 1, 1), "Cancel"),
            "more": Button("more", pygame.Rect(0, 0, 1, 1), "More", size=theme.FONT_SMALL + 2)})
        for key, button in extra.items():
            if key in rects:
                button.rect = rects[key]
                button.hovered = self.hover == key
                button.draw(surface)
