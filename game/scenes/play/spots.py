"""Where things are on the play screen: every tappable thing by key, and what lies under a point.

Keys (tests find things by them too): deck, slot0-4, tickets, highlight, undo, menu, zoom,
my_tickets, claim, cancel, more, pay<i>, ticket<i>, ticket_panel, ("route", id).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.scenes.overlays.tickets import face_text, picture_list
from game.scenes.play.kit import BUTTONS, Kit
from game.scenes.play.moment import Moment, Target
from game.scenes.play.seen import Seen
from game.view.metrics import MIN_TARGET_PX, MIN_TEXT_PX
from game.view.ticket_face import picture_face_height

HIT_RADIUS = 46          # units around a space's centre line that still hit it (half a target and more)


class Spots:
    """The places of the screen's parts for the moment: they move with the choice made and the list opened."""

    def __init__(self, seen: Seen, moment: Moment, kit: Kit, undo_shown: Callable[[], bool]) -> None:
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.undo_shown = undo_shown   # True while the Undo button stands in the hint's place

    def rect_of(self, key: str) -> pygame.Rect | None:
        """The rect of a tappable thing by key, or None if it is not shown now."""
        lay = self.kit.layout
        if key == "deck":
            return lay.deck
        if key.startswith("slot"):
            n = int(key[4:])
            return lay.slots[n] if n < len(lay.slots) else None
        if key == "undo":
            return lay.buttons["highlight"] if self.undo_shown() else None
        if key in lay.buttons:
            return lay.buttons[key]
        if self.moment.selected is not None:
            return self.payment_rects().get(key)
        if key == "my_tickets":
            return lay.my_tickets if self.seen.hand_visible() else None
        if key.startswith("ticket") and self.moment.tickets_open:
            rows = self.ticket_rows_rects()
            n = int(key[6:])
            return rows[n] if n < len(rows) else None
        return None

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """Everything tappable now, named (the scene's targets())."""
        lay, seen, moment = self.kit.layout, self.seen, self.moment
        out = [(key, lay.buttons[key]) for key in BUTTONS]
        out += [(f"slot{i}", rect) for i, rect in enumerate(lay.slots)] + [("deck", lay.deck)]
        if moment.selected is not None and seen.my_turn():
            out += list(self.payment_rects().items())
        elif seen.hand_visible():
            types = seen.rules.card_types
            out += [(f"hand {c}", r) for c, r in zip(types, lay.hand_cards(len(types)))]
            out.append(("my_tickets", lay.my_tickets))
        if moment.tickets_open and seen.hand_visible():
            out += [(f"ticket{i}", r) for i, r in enumerate(self.ticket_rows_rects())]
        out.append(("board", lay.board_area))
        return out

    def payment_rects(self) -> dict[str, pygame.Rect]:
        """Where the payment choices and the Claim and Cancel buttons sit in the hand strip."""
        sel = self.moment.selected
        if sel is None:
            return self.kit.layout.payment(0, False)
        places = self.kit.layout.payment(len(sel.shown), sel.pages > 1)
        out = {key: rect for key, rect in places.items() if not key.startswith("pay")}
        for n, option in enumerate(sel.shown):
            out[f"pay{option}"] = places[f"pay{n}"]
        return out

    def hand_rect(self, color: str) -> pygame.Rect | None:
        """Where a colour's group sits in the hand strip."""
        types = self.seen.rules.card_types
        if color not in types:
            return None
        return self.kit.layout.hand_cards(len(types))[types.index(color)]

    def ticket_panel_rect(self) -> pygame.Rect:
        """The list of one's tickets, over the board's lower right corner (two columns if long)."""
        if self.seen.facts.gentle:
            return self.picture_tickets()[0]   # as pictures, side by side
        lay = self.kit.layout
        count = len(self.seen.ticket_list())
        per = lay.tickets_per_column
        columns = 1 if count <= per else 2
        rect = pygame.Rect(0, 0, lay.ticket_column * columns,
                           lay.ticket_row * max(1, min(per, count)) + lay.m.px(20))
        area = lay.board_area
        rect.bottomright = (area.right - lay.pad, area.bottom - lay.pad)
        return rect

    def ticket_rows_rects(self) -> list[pygame.Rect]:
        """The rows of the ticket list, on screen."""
        if self.seen.facts.gentle:
            return self.picture_tickets()[1]
        lay = self.kit.layout
        panel = self.ticket_panel_rect()
        per, row, column, edge = lay.tickets_per_column, lay.ticket_row, lay.ticket_column, lay.m.px(8)
        count = min(2 * per, len(self.seen.ticket_list()))
        return [pygame.Rect(panel.x + (i // per) * column + edge, panel.y + lay.m.px(10) + (i % per) * row,
                            column - 2 * edge, row - lay.m.px(4))
                for i in range(count)]

    def picture_tickets(self) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """Where one's tickets as pictures go: the panel and each face (the list's taps use them too)."""
        lay, thumb = self.kit.layout, self.kit.board_layer.thumbnail().get_size()
        return picture_list(lay.m, len(self.seen.ticket_list()), lay.board_area, lay.pad,
                            lambda width: picture_face_height(width, face_text(lay.m, width), MIN_TEXT_PX, thumb))

    def hit_radius(self) -> float:
        """Pixels around a space's centre line that still hit it."""
        return max(MIN_TARGET_PX / 2 + 4, self.kit.m.px(HIT_RADIUS))

    def target_at(self, pos: tuple[int, int]) -> Target:
        """The key of the tappable thing under a point, or ("route", id), or None."""
        lay, seen, moment = self.kit.layout, self.seen, self.moment
        for key in BUTTONS:
            if lay.buttons[key].collidepoint(pos):
                return key
        if lay.deck.collidepoint(pos):
            return "deck"
        for i, rect in enumerate(lay.slots):
            if rect.collidepoint(pos):
                return f"slot{i}"
        if moment.selected is not None:
            for key, rect in self.payment_rects().items():
                if rect.collidepoint(pos):
                    return key
        elif seen.hand_visible() and lay.my_tickets.collidepoint(pos):
            return "my_tickets"
        if moment.tickets_open and seen.hand_visible():
            for i, rect in enumerate(self.ticket_rows_rects()):
                if rect.collidepoint(pos):
                    return f"ticket{i}"
            if self.ticket_panel_rect().collidepoint(pos):
                return "ticket_panel"
        if lay.board_area.collidepoint(pos):
            route = self.kit.views.shown.route_at(pos, self.hit_radius())
            if route is not None:
                return ("route", route)
        return None
