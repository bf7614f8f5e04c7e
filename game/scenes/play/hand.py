"""One's own things on the play screen: the hand strip (the cards, the tickets button, the payment for a
chosen route, or whose turn it is) and the list of one's tickets over the board. All of it comes from
the shown seat's view: while nobody's hand may be shown, that view holds no cards and no tickets."""
from __future__ import annotations

from typing import Callable, Hashable

import pygame

from game.rules import parts
from game.scenes.overlays.tickets import face_text
from game.scenes.play.kept import Kept
from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.scenes.play.spots import Spots
from game.view import theme
from game.view.hud_hand import STRIP, ticket_pictures, ticket_rows
from game.view.metrics import MIN_TEXT_PX
from game.view.ticket_face import picture_face
from game.view.widgets import Button

HANDS_KEPT = 6   # hand strips kept: a strip for each computer's turn comes back every round


class HandPainter:
    """Draws the hand strip and one's ticket list, each kept as a picture until what it shows changes."""

    def __init__(self, seen: Seen, moment: Moment, kit: Kit, spots: Spots) -> None:
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.spots = spots
        self.kept = Kept()
        self._pay_buttons: dict[str, Button] = {}

    def forget(self) -> None:
        """Drop the kept pictures (the screen's size changed)."""
        self.kept.forget()
        self._pay_buttons = {}

    def forget_private(self, seat: int | None) -> None:
        """The device went to another seat: the pictures of the hands and ticket lists of any other seat are
        dropped, so the screen keeps no picture of a secret it may not show."""
        def private(name: str, key: Hashable) -> bool:
            """A ticket picture, or a hand strip of another seat."""
            return name.startswith("ticket") or (
                name == "hand" and isinstance(key, tuple) and key[0] == "hand" and key[1] != seat)
        self.kept.drop(private)

    def draw(self, surface: pygame.Surface) -> None:
        """The hand strip: the hand and tickets button, the payment choices, or whose turn it is."""
        lay, seen, moment = self.kit.layout, self.seen, self.moment
        facts = seen.facts
        origin = lay.hand.topleft
        if not seen.hand_visible():
            seat = seen.current
            text = "Game over" if seen.over else (f"{seen.name(seat)} is playing..." if facts.is_computer(seat)
                                                  else f"Next: {seen.name(seat)}")
            if facts.gentle and not seen.over:
                text = seen.name(seat)   # their train and name, large: no sentence to read
            inner = lay.hand_area.union(lay.my_tickets)
            strip = self.kit.hand_art.waiting(seen.name(seat), facts.seat_color(seat), text, inner.size, facts.gentle)
            spot = (inner.x - lay.hand.x, inner.y - lay.hand.y)
            surface.blit(self._base(("wait", text, seat), lambda im: im.blit(strip, spot)), origin)
            return
        if moment.selected is not None and seen.my_turn():
            surface.blit(self._base(("pay",), lambda im: None), origin)
            self._draw_payment(surface)
            return
        area = lay.hand_area
        rects = lay.hand_cards(len(seen.rules.card_types))
        groups = seen.hand_groups(moment.in_flight)
        tickets = seen.ticket_list()
        done = sum(1 for *_, d in tickets if d)
        mine = (seen.rules.terms.tickets.capitalize(), len(tickets), done, lay.my_tickets.size, moment.tickets_open,
                moment.hover == "my_tickets", facts.gentle)

        def draw(image: pygame.Surface) -> None:
            """Paint the hand and the tickets button onto the strip."""
            image.blit(self.kit.hand_art.hand(groups, area, rects, facts.gentle), (area.x - lay.hand.x, area.y - lay.hand.y))
            image.blit(self.kit.hand_art.tickets_button(*mine), lay.my_tickets.move(-lay.hand.x, -lay.hand.y))
        surface.blit(self._base(("hand", seen.view.seat, groups, mine), draw), origin)

    def draw_tickets(self, surface: pygame.Surface) -> None:
        """One's tickets over the board, in one or two columns (each column a kept picture), or as pictures."""
        if self.seen.facts.gentle:
            self._draw_ticket_pictures(surface)
            return
        lay = self.kit.layout
        panel = self.spots.ticket_panel_rect()
        per, width, row = lay.tickets_per_column, lay.ticket_column, lay.ticket_row
        rows = tuple((text, points, done) for _, text, points, done in self.seen.ticket_list()[:2 * per])
        size = lay.m.font(theme.FONT_SMALL + 2)
        for column in range(0, len(rows) or 1, per):
            focus = None if self.moment.ticket_focus is None else self.moment.ticket_focus - column
            image = self.kept.get(f"tickets{column}", (rows, focus), lambda: ticket_rows(
                rows[column:column + per], width, focus, row, size, lay.m.px(10)), alpha=True)
            surface.blit(image, (panel.x + column // per * width, panel.y))

    def _draw_ticket_pictures(self, surface: pygame.Surface) -> None:
        """One's tickets as pictures side by side, the done ones ticked (the list drawn again only when it
        or the focus changes; each face once per size)."""
        panel, places = self.spots.ticket_panel_rect(), self.spots.ticket_rows_rects()
        rows = tuple((t, done) for t, _, _, done in self.seen.ticket_list()[:len(places)])
        inside = [r.move(-panel.x, -panel.y) for r in places]
        focus = self.moment.ticket_focus
        image = self.kept.get("ticket pictures", (rows, panel.size, focus), lambda: ticket_pictures(
            [self._ticket_picture(t, r.size, done) for (t, done), r in zip(rows, places)], inside, panel.size,
            focus, max(3, self.kit.m.px(6))), alpha=True)
        surface.blit(image, panel)

    def _ticket_picture(self, ticket_id: str, size: tuple[int, int], done: bool) -> pygame.Surface:
        """One ticket's picture face at a size, drawn once (kept per ticket)."""
        def make() -> pygame.Surface:
            """Draw the face with the board's own pictures and the small board."""
            facts, layer = self.seen.facts, self.kit.board_layer
            t, pictures = facts.ticket(ticket_id), self.kit.city_pictures() or {}
            return picture_face((facts.city_name(t.a), facts.city_name(t.b)), (pictures.get(t.a), pictures.get(t.b)),
                                size, face_text(self.kit.m, size[0]), MIN_TEXT_PX, layer.thumbnail(),
                                (layer.thumb_point(t.a), layer.thumb_point(t.b)), done)
        return self.kept.get(f"ticket {ticket_id}", (size, done), make, alpha=True)

    def _base(self, key: tuple[Hashable, ...], draw: Callable[[pygame.Surface], object]) -> pygame.Surface:
        """The hand strip's background with `draw(image)` on it, kept by key."""
        lay = self.kit.layout

        def make() -> pygame.Surface:
            """Paint the strip's background, then its content."""
            image = pygame.Surface(lay.hand.size)
            image.fill(STRIP)
            pygame.draw.line(image, theme.PANEL_LIGHT, (0, 0), (lay.hand.width, 0), 3)
            draw(image)
            return image
        return self.kept.get("hand", key + (lay.hand.size,), make, keep=HANDS_KEPT)

    def _draw_payment(self, surface: pygame.Surface) -> None:
        """The ways to pay for the chosen route, and Claim / Cancel."""
        sel = self.moment.selected
        assert sel is not None
        length = self.seen.facts.board.route(sel.route).length
        rects = self.spots.payment_rects()
        for i in sel.shown:
            rect = rects[f"pay{i}"]
            surface.blit(self.kit.hand_art.payment(parts(sel.options[i], length), rect.size, i == sel.choice,
                                                   self.moment.hover == f"pay{i}"), rect)
        m = self.kit.m
        extra = self._pay_buttons = self._pay_buttons or {
            "claim": Button("claim", pygame.Rect(0, 0, 1, 1), "Claim", color=theme.GOOD, size=m.font(theme.FONT + 2)),
            "cancel": Button("cancel", pygame.Rect(0, 0, 1, 1), "Cancel", size=m.font(theme.FONT - 2)),
            "more": Button("more", pygame.Rect(0, 0, 1, 1), "More", size=m.font(theme.FONT_SMALL + 2))}
        for key, button in extra.items():
            if key in rects:
                button.rect = rects[key]
                button.hovered = self.moment.hover == key
                button.draw(surface)
