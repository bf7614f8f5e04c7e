"""Drawing of the play scene: board, side panel, hand strip, overlays of the moment, animations.

Everything costly is cached (board and cars layer, player rows, status, hand, card faces);
a frame is a handful of blits. Private things (hand, tickets, payment) come from the shown
view (game/scenes/play/seen.py): while nobody's hand may be shown, that view holds none.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame

from game.rules import Phase, Shortfall, parts, shortfall
from game.scenes.overlays.tickets import face_text
from game.scenes.play.buttons import button_faces
from game.scenes.play.info import seat_infos, status, ticket_marks
from game.scenes.play.kit import Kit
from game.scenes.play.layout import Layout
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.scenes.play.spots import Spots
from game.view import theme
from game.view.cards import CardArt
from game.view.hud import SeatInfo, Status
from game.view.hud_hand import STRIP, badge, ticket_pictures, ticket_rows
from game.view.metrics import MIN_TEXT_PX, Metrics
from game.view.move_pictures import LastMove
from game.view.surfaces import for_display
from game.view.table_icons import together_badge
from game.view.text import draw as write
from game.view.ticket_face import picture_face
from game.view.widgets import Button

PanelPart = tuple[SeatInfo | Status, pygame.Rect]   # what a part of the side panel shows, and where
HANDS_KEPT = 6   # hand strips kept: a strip for each computer's turn comes back every round


class Painter:
    """What the screen shows, drawn from the shown view and the moment; each costly part kept as a surface."""

    def __init__(self, seen: Seen, moment: Moment, kit: Kit, spots: Spots,
                 last_moves: Callable[[], list[LastMove | None]], undo_shown: Callable[[], bool]) -> None:
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.spots = spots
        self.last_moves = last_moves   # each seat's last move as its row pictures it
        self.undo_shown = undo_shown   # True while the Undo button stands in the hint's place
        self._surfaces: dict[str, OrderedDict[Hashable, pygame.Surface]] = {}
        self._panel_image: pygame.Surface | None = None
        self._panel_parts: list[SeatInfo | Status | None] | None = None
        self._pay_buttons: dict[str, Button] = {}

    @property
    def layout(self) -> Layout:
        """The screen's layout at its present size."""
        return self.kit.layout

    @property
    def art(self) -> CardArt:
        """The card faces."""
        return self.kit.art

    def seat_infos(self) -> list[SeatInfo]:
        """What each player row shows."""
        return seat_infos(self.seen, self.last_moves())

    def status(self) -> Status:
        """What the status box says."""
        return status(self.seen, self.moment)

    def refresh_buttons(self) -> None:
        """Set the buttons' faces from the moment."""
        button_faces(self.kit, self.seen, self.moment, self.undo_shown())

    def draw_still(self, surface: pygame.Surface) -> None:
        """Draw everything of the play screen but the animations (frames.py puts those on top)."""
        highlight = self.seen.claimable() if self.moment.show_claimable and self.seen.my_turn() else frozenset()
        rings, line = ticket_marks(self.seen, self.moment)
        self.kit.views.shown.draw(surface, highlight, rings, line)
        self.draw_route_marks(surface)
        if self.moment.tickets_open and self.seen.hand_visible():
            self._draw_ticket_list(surface)
        self.draw_panel(surface)
        self.draw_hand(surface)
        self.kit.buttons.draw(surface)
        self.draw_ticket_count(surface)

    def _draw_ticket_list(self, surface: pygame.Surface) -> None:
        """One's tickets over the board, in one or two columns (each column a cached surface)."""
        if self.seen.facts.gentle:
            self._draw_ticket_pictures(surface)
            return
        lay = self.layout
        panel = self.spots.ticket_panel_rect()
        per, width, row = lay.tickets_per_column, lay.ticket_column, lay.ticket_row
        rows = tuple((text, points, done) for _, text, points, done in self.seen.ticket_list()[:2 * per])
        size = lay.m.font(theme.FONT_SMALL + 2)
        for column in range(0, len(rows) or 1, per):
            focus = None if self.moment.ticket_focus is None else self.moment.ticket_focus - column
            image = self._cached(f"tickets{column}", (rows, focus), lambda: ticket_rows(
                rows[column:column + per], width, focus, row, size, lay.m.px(10)), alpha=True)
            surface.blit(image, (panel.x + column // per * width, panel.y))

    def _draw_ticket_pictures(self, surface: pygame.Surface) -> None:
        """One's tickets as pictures side by side, the done ones ticked (the list drawn again only when it
        or the focus changes; each face once per size)."""
        panel, places = self.spots.ticket_panel_rect(), self.spots.ticket_rows_rects()
        rows = tuple((t, done) for t, _, _, done in self.seen.ticket_list()[:len(places)])
        inside = [r.move(-panel.x, -panel.y) for r in places]
        image = self._cached("ticket pictures", (rows, panel.size, self.moment.ticket_focus), lambda: ticket_pictures(
            [self._ticket_picture(t, r.size, done) for (t, done), r in zip(rows, places)], inside, panel.size,
            self.moment.ticket_focus, max(3, self.layout.m.px(6))), alpha=True)
        surface.blit(image, panel)

    def _ticket_picture(self, ticket_id: str, size: tuple[int, int], done: bool) -> pygame.Surface:
        """One ticket's picture face at a size, drawn once (kept per ticket)."""
        def make() -> pygame.Surface:
            """Draw the face with the board's own pictures and the small board."""
            t, pictures, layer = self.seen.facts.ticket(ticket_id), self.kit.city_pictures() or {}, self.kit.board_layer
            return picture_face((self.seen.facts.city_name(t.a), self.seen.facts.city_name(t.b)), (pictures.get(t.a), pictures.get(t.b)),
                                size, face_text(self.layout.m, size[0]), MIN_TEXT_PX, layer.thumbnail(),
                                (layer.thumb_point(t.a), layer.thumb_point(t.b)), done)
        return self._cached(f"ticket {ticket_id}", (size, done), make, alpha=True)

    def draw_route_marks(self, surface: pygame.Surface) -> None:
        """Hover, selection and refusal outlines on the board (a few polygons)."""
        layer, m = self.kit.views.shown, self.layout.m
        thin, wide = max(2, m.px(3)), max(3, m.px(5))
        if isinstance(self.moment.hover, tuple) and (self.moment.selected is None or self.moment.hover[1] != self.moment.selected.route):
            layer.outline(surface, self.moment.hover[1], theme.PAPER, thin)
        if self.moment.selected is not None:
            layer.outline(surface, self.moment.selected.route, theme.ACCENT, wide)
            layer.mark(surface, self.moment.selected.route, True, m.px(34))
        if self.moment.hint is not None:   # the hint: green if the hand can pay for it now, else yellow and its cards
            layer.outline(surface, self.moment.hint.route, theme.GOOD if self.moment.hint.payable else theme.ACCENT, wide + 2)
            if self.moment.hint.payable:
                layer.mark(surface, self.moment.hint.route, True, m.px(40))   # a tick: build it now
            short = None if self.moment.hint.payable else shortfall(self.seen.view, self.moment.hint.route)
            if short is not None:
                self._draw_needed(surface, short, self.moment.hint.route)
        if self.moment.refused is not None and self.seen.facts.gentle:
            layer.outline(surface, self.moment.refused, theme.ACCENT, wide)
            short = shortfall(self.seen.view, self.moment.refused)
            if short is not None:
                self._draw_needed(surface, short, self.moment.refused)
        elif self.moment.refused is not None:
            layer.outline(surface, self.moment.refused, theme.BAD, wide)
            layer.mark(surface, self.moment.refused, False, m.px(34))

    def needed_box(self, short: Shortfall, route: str) -> pygame.Rect:
        """Where the cards a refused track needs are shown: just above its middle, on the board."""
        layer, m = self.kit.views.shown, self.layout.m
        (w, h), gap, pad = _needed_sizes(m)
        box = pygame.Rect(0, 0, short.length * (w + gap) - gap + 2 * pad, h + 2 * pad)
        x, y = layer.route_point(route)
        box.midbottom = (x, y - m.px(16))
        return box.clamp(layer.area)

    def _draw_needed(self, surface: pygame.Surface, short: Shortfall, route: str) -> None:
        """Over a track the hand cannot pay for yet: a card of its colour for each space, the ones
        held bright and the ones still to collect faint."""
        m = self.layout.m
        (w, h), gap, pad = _needed_sizes(m)
        box = self.needed_box(short, route)
        pygame.draw.rect(surface, (20, 20, 24), box.move(0, 3), border_radius=m.px(10))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=m.px(10))
        face = self.art.face(short.color, (w, h))
        faint = face.copy()
        faint.set_alpha(70)
        for i in range(short.length):
            surface.blit(face if i < short.held else faint, (box.x + pad + i * (w + gap), box.y + pad))

    def forget_private(self, seat: int | None) -> None:
        """The device went to another seat: the pictures of the hands and ticket lists of any other seat are
        dropped, so the screen keeps no picture of a secret it may not show."""
        for name in [n for n in self._surfaces if n.startswith("ticket")]:
            del self._surfaces[name]
        hands = self._surfaces.get("hand", OrderedDict())
        for key in [k for k in hands if isinstance(k, tuple) and k[0] == "hand" and k[1] != seat]:
            del hands[key]

    def forget_drawn(self) -> None:
        """Drop every cached surface of the screen (its size changed): each is drawn again when shown."""
        self._surfaces = {}
        self._panel_image = None
        self._pay_buttons = {}

    def _cached(self, name: str, key: Hashable, make: Callable[[], pygame.Surface], alpha: bool = False,
                keep: int = 1) -> pygame.Surface:
        """A surface (opaque unless `alpha`) made again only when what it shows (key) changes.

        `keep`: how many of its latest versions are kept (the hand strip while computers play comes
        back to the same few)."""
        held = self._surfaces.setdefault(name, OrderedDict())
        image = held.get(key)
        if image is None:
            image = held[key] = for_display(make(), alpha)
            while len(held) > keep:
                held.popitem(last=False)
        else:
            held.move_to_end(key)
        return image

    def panel_now(self) -> list[PanelPart]:
        """What each painted part of the side panel shows now, with its place: the player rows, then the status."""
        lay = self.layout
        return [(info, rect) for info, rect in zip(self.seat_infos(), lay.players)] + [(self.status(), lay.status)]

    def panel_changed(self, parts: list[PanelPart]) -> list[int]:
        """The parts of the kept panel picture that no longer show what `parts` (panel_now()) say (the status first)."""
        held = self._panel_parts
        if held is None or len(held) != len(parts):
            return list(range(len(parts)))[::-1]
        return [i for i in reversed(range(len(parts))) if held[i] != parts[i][0]]

    def panel_base(self, only: int | None = None, now: list[PanelPart] | None = None) -> pygame.Surface:
        """The side panel's background, player rows and status box, as one kept surface.

        A move changes a row or two and the status: only those are painted again (`only`: just that
        part, for a frame that spreads a move's painting over the next few)."""
        lay = self.layout
        parts = self.panel_now() if now is None else now
        held = self._panel_parts
        image = self._panel_image
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
        self._panel_image, self._panel_parts = image, held
        return image

    def panel_image(self) -> pygame.Surface:
        """The side panel's kept picture as painted so far (a moving frame paints one part of a move at a time)."""
        return self._panel_image if self._panel_image is not None else self.panel_base()

    def draw_panel(self, surface: pygame.Surface) -> None:
        """Players, status, face-up row and deck; the tickets button's count (the buttons come last)."""
        surface.blit(self.panel_base(), self.layout.panel)
        self.draw_cards(surface)

    def draw_cards(self, surface: pygame.Surface) -> None:
        """The face-up row and the deck, lifted under the pointer on one's turn."""
        lay, m = self.layout, self.layout.m
        second = self.seen.view.phase is Phase.SECOND_CARD
        live = self.seen.my_turn()
        for i, (card, rect) in enumerate(zip(self.seen.view.face_up, lay.slots)):
            if card is None:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, 3, border_radius=10)
                continue
            lift = m.px(4) if live and self.moment.hover == f"slot{i}" else 0
            face = self.art.locked(card, rect.size) if second and card == "locomotive" \
                else self.art.face(card, rect.size)
            surface.blit(face, rect.move(0, -lift))
            if lift:
                pygame.draw.rect(surface, theme.ACCENT, rect.move(0, -lift).inflate(6, 6), 3, border_radius=12)
        self._draw_deck(surface, live)
        # The tickets button looks off outside a fresh turn; a tap on it still says why.
        self.kit.buttons.buttons[0].enabled = live and self.seen.view.phase is Phase.TURN

    def draw_ticket_count(self, surface: pygame.Surface) -> None:
        """How many tickets are left to draw, on the tickets button's corner."""
        m = self.layout.m
        count = badge(self.seen.view.ticket_deck_size, m.font(20))
        spot = count.get_rect(center=self.layout.buttons["tickets"].topright).move(-m.px(6), m.px(6))
        surface.blit(count, spot.clamp(surface.get_rect()))

    def _draw_deck(self, surface: pygame.Surface, live: bool) -> None:
        """The train-card deck with its count (two cards a draw when there is no face-up row)."""
        rect, m = self.layout.deck, self.layout.m
        lift = m.px(4) if live and self.moment.hover == "deck" else 0
        if self.seen.rules.has_face_up_row:
            surface.blit(self.art.back(rect.size), rect.move(0, -lift))
        else:
            surface.blit(self._cached("pair", rect.size, lambda: self._pair(rect.size)), rect.move(0, -lift))
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
        m = self.layout.m
        h = min(round(size[1] * (0.8 if self.seen.facts.gentle else 0.72)), size[0] // 3)
        back = self.art.back((h * 3 // 4, h))
        left = size[0] // 2 - round(h * 0.76) if self.seen.facts.gentle else m.px(8)
        for angle, dx in ((10, 0.62), (-6, 0.9)):
            card = pygame.transform.rotate(back, angle)
            image.blit(card, card.get_rect(center=(left + round(h * dx), size[1] // 2)))
        if self.seen.facts.gentle:
            return image
        left = m.px(16) + round(h * 1.4)
        write(image, "Draw 2", pygame.Rect(left, 0, size[0] - left - m.px(8), size[1]), theme.PAPER,
              m.font(theme.FONT_LARGE), one_line=True, smallest=m.font(theme.FONT_SMALL), short=("2",))
        return image

    def _hand_base(self, key: tuple[Hashable, ...], draw: Callable[[pygame.Surface], object]) -> pygame.Surface:
        """The hand strip's background with `draw(image)` on it, cached by key."""
        lay = self.layout

        def make() -> pygame.Surface:
            """Paint the strip's background, then its content."""
            image = pygame.Surface(lay.hand.size)
            image.fill(STRIP)
            pygame.draw.line(image, theme.PANEL_LIGHT, (0, 0), (lay.hand.width, 0), 3)
            draw(image)
            return image
        return self._cached("hand", key + (lay.hand.size,), make, keep=HANDS_KEPT)

    def draw_hand(self, surface: pygame.Surface) -> None:
        """The hand strip: the hand and tickets button, the payment choices, or whose turn it is."""
        lay = self.layout
        origin = lay.hand.topleft
        if not self.seen.hand_visible():
            seen = self.seen
            seat = seen.current
            text = "Game over" if seen.over else (f"{self.seen.name(seat)} is playing..." if self.seen.facts.is_computer(seat)
                                               else f"Next: {self.seen.name(seat)}")
            if self.seen.facts.gentle and not seen.over:
                text = self.seen.name(seat)   # their train and name, large: no sentence to read
            inner = lay.hand_area.union(lay.my_tickets)
            strip = self.kit.hand_art.waiting(self.seen.name(seat), self.seen.facts.seat_color(seat), text, inner.size, self.seen.facts.gentle)
            spot = (inner.x - lay.hand.x, inner.y - lay.hand.y)
            surface.blit(self._hand_base(("wait", text, seat), lambda im: im.blit(strip, spot)), origin)
            return
        if self.moment.selected is not None and self.seen.my_turn():
            surface.blit(self._hand_base(("pay",), lambda im: None), origin)
            self._draw_payment(surface)
            return
        area = lay.hand_area
        rects = lay.hand_cards(len(self.seen.rules.card_types))
        groups = self.seen.hand_groups(self.moment.in_flight)
        tickets = self.seen.ticket_list()
        done = sum(1 for *_, d in tickets if d)
        mine = (self.seen.rules.terms.tickets.capitalize(), len(tickets), done, lay.my_tickets.size, self.moment.tickets_open,
                self.moment.hover == "my_tickets", self.seen.facts.gentle)

        def draw(image: pygame.Surface) -> None:
            """Paint the hand and the tickets button onto the strip."""
            image.blit(self.kit.hand_art.hand(groups, area, rects, self.seen.facts.gentle), (area.x - lay.hand.x, area.y - lay.hand.y))
            image.blit(self.kit.hand_art.tickets_button(*mine), lay.my_tickets.move(-lay.hand.x, -lay.hand.y))
        surface.blit(self._hand_base(("hand", self.seen.view.seat, groups, mine), draw), origin)

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
        m = self.layout.m
        extra = self._pay_buttons = self._pay_buttons or {
            "claim": Button("claim", pygame.Rect(0, 0, 1, 1), "Claim", color=theme.GOOD, size=m.font(theme.FONT + 2)),
            "cancel": Button("cancel", pygame.Rect(0, 0, 1, 1), "Cancel", size=m.font(theme.FONT - 2)),
            "more": Button("more", pygame.Rect(0, 0, 1, 1), "More", size=m.font(theme.FONT_SMALL + 2))}
        for key, button in extra.items():
            if key in rects:
                button.rect = rects[key]
                button.hovered = self.moment.hover == key
                button.draw(surface)


def _needed_sizes(m: Metrics) -> tuple[tuple[int, int], int, int]:
    """The cards a refused or hinted track needs: each card's size, the gap between, the margin (px)."""
    return (m.px(40), m.px(56)), m.px(4), m.px(6)
