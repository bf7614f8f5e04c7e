"""Input of the play scene: what is under a point, and what a tap, hover, key or Back does there.

Also the small helpers tests use to find things: `route_point(route_id)` and
`button_rect(key)` (keys: deck, slot0-4, tickets, highlight, menu, my_tickets, claim, cancel,
more, pay<i>, ticket<i>).
"""
from __future__ import annotations

from typing import Any

import pygame

from game.rules import DrawFaceUp, DrawFromDeck, DrawTickets, SwapTickets
from game.scenes.play_claim import ClaimChoice, options_for, refusal_for
from game.scenes.play_layout import PAD
from game.scenes.stack import Change, Push
from game.view import hud_icons as icons
from game.view import theme
from game.view.pointer import Back, Confirm, Focus, Hover, Intent, Tap
from game.view.text import font
from game.view.widgets import Button, ButtonRow

HIT_RADIUS = theme.MIN_TARGET / 2 + 6   # logical px around a space's centre line that still hit it
PANEL_W = 440                             # a column of the list of one's tickets
TICKET_ROW = 84                           # a row is a target too: MIN_TARGET and a gap
PER_COLUMN = 7

TITLES = (("second card", "Take a second card"), ("already claimed", "Taken"),
          ("double route", "Closed"), ("needs", "Not enough trains"),
          ("you have only", "Not enough cards"), ("keep", "Choose your tickets"))


def _icon_label(icon: pygame.Surface, text: str, ink: tuple[int, int, int]) -> pygame.Surface:
    """A picture with a word or two under it, one per line (a panel button's face)."""
    labels = [font(theme.FONT_SMALL, bold=True).render(line, True, ink) for line in text.split("\n")]
    w = max([icon.get_width()] + [label.get_width() for label in labels])
    image = pygame.Surface((w, icon.get_height() + 2 + sum(x.get_height() for x in labels)), pygame.SRCALPHA)
    image.blit(icon, icon.get_rect(midtop=(w // 2, 0)))
    y = icon.get_height() + 2
    for label in labels:
        image.blit(label, label.get_rect(midtop=(w // 2, y)))
        y += label.get_height()
    return image


class PlayInput:
    """Mixin of PlayScene: hit-testing and input handling."""

    state: Any
    layout: Any
    selected: ClaimChoice | None

    def build_buttons(self) -> None:
        """The side panel's buttons: tickets (or new tickets), show claimable routes, menu."""
        b = self.layout.buttons
        self.buttons = ButtonRow([Button("tickets", b["tickets"]), Button("highlight", b["highlight"]),
                                  Button("menu", b["menu"])])
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        """Set the buttons' faces and whether they answer, from the state."""
        if not hasattr(self, "buttons"):
            return
        rules = self.state.rules
        tickets, highlight, menu = self.buttons.buttons
        if rules.has_ticket_swap:
            tickets.icon = _icon_label(icons.ticket(30), f"New\n{rules.terms.tickets}", theme.PAPER)
        else:
            tickets.icon = _icon_label(icons.ticket(40), rules.terms.tickets.capitalize(), theme.PAPER)
        highlight.selected = self.show_claimable
        ink = theme.INK if self.show_claimable else theme.PAPER
        highlight.icon = _icon_label(icons.eye(40, ink), "Routes", ink)
        menu.icon = _icon_label(icons.menu(40), "Menu", theme.PAPER)

    # --- where things are ---------------------------------------------------------------

    def route_point(self, route_id: str) -> tuple[int, int]:
        """Screen point of a route's middle space (for tests and flights)."""
        return self.board_layer.route_point(route_id)

    def button_rect(self, key: str) -> pygame.Rect | None:
        """Screen rect of a tappable thing by key, or None if it is not shown now."""
        return self.rect_of(key)

    def rect_of(self, key: str) -> pygame.Rect | None:
        """The rect of a tappable thing by key."""
        lay = self.layout
        if key == "deck":
            return lay.deck
        if key.startswith("slot"):
            n = int(key[4:])
            return lay.slots[n] if n < len(lay.slots) else None
        if key in lay.buttons:
            return lay.buttons[key]
        if self.selected is not None:
            return self.payment_rects().get(key)
        if key == "my_tickets":
            return lay.my_tickets if self.hand_visible() else None
        if key.startswith("ticket") and self.tickets_open:
            rows = self.ticket_rows_rects()
            n = int(key[6:])
            return rows[n] if n < len(rows) else None
        return None

    def payment_rects(self) -> dict[str, pygame.Rect]:
        """Where the payment choices and the Claim and Cancel buttons sit in the hand strip."""
        inner = self.layout.hand.inflate(-2 * PAD, -2 * PAD)
        claim = pygame.Rect(inner.right - 150, inner.y, 150, inner.h)
        cancel = pygame.Rect(claim.x - PAD - 120, inner.y, 120, inner.h)
        out = {"claim": claim, "cancel": cancel}
        sel = self.selected
        if sel is None:
            return out
        x = inner.x
        for i in sel.shown:
            out[f"pay{i}"] = pygame.Rect(x, inner.y, 112, inner.h)
            x += 112 + PAD
        if sel.pages > 1:
            out["more"] = pygame.Rect(x, inner.y, 90, inner.h)
        return out

    def ticket_panel_rect(self) -> pygame.Rect:
        """The list of one's tickets, over the board's lower right corner (two columns if long)."""
        count = len(self.ticket_list())
        columns = 1 if count <= PER_COLUMN else 2
        rect = pygame.Rect(0, 0, PANEL_W * columns, TICKET_ROW * max(1, min(PER_COLUMN, count)) + 20)
        area = self.layout.board_area
        rect.bottomright = (area.right - PAD, area.bottom - PAD)
        return rect

    def ticket_rows_rects(self) -> list[pygame.Rect]:
        """The rows of the ticket list, on screen."""
        panel = self.ticket_panel_rect()
        count = min(2 * PER_COLUMN, len(self.ticket_list()))
        return [pygame.Rect(panel.x + (i // PER_COLUMN) * PANEL_W + 8,
                            panel.y + 10 + (i % PER_COLUMN) * TICKET_ROW, PANEL_W - 16, TICKET_ROW - 4)
                for i in range(count)]

    def target_at(self, pos: tuple[int, int]) -> Any:
        """The key of the tappable thing under a point, or ("route", id), or None."""
        lay = self.layout
        for key in ("tickets", "highlight", "menu"):
            if lay.buttons[key].collidepoint(pos):
                return key
        if lay.deck.collidepoint(pos):
            return "deck"
        for i, rect in enumerate(lay.slots):
            if rect.collidepoint(pos):
                return f"slot{i}"
        if self.selected is not None:
            for key, rect in self.payment_rects().items():
                if rect.collidepoint(pos):
                    return key
        elif self.hand_visible() and lay.my_tickets.collidepoint(pos):
            return "my_tickets"
        if self.tickets_open and self.hand_visible():
            for i, rect in enumerate(self.ticket_rows_rects()):
                if rect.collidepoint(pos):
                    return f"ticket{i}"
            if self.ticket_panel_rect().collidepoint(pos):
                return "ticket_panel"
        if lay.board_area.collidepoint(pos):
            route = self.board_layer.route_at(pos, HIT_RADIUS)
            if route is not None:
                return ("route", route)
        return None

    # --- input --------------------------------------------------------------------------

    def handle(self, intent: Intent) -> Change:
        """Taps choose, the mouse hovers, Enter claims the chosen route, Back opens the pause menu."""
        if isinstance(intent, Back):
            return self.pause_menu()
        if isinstance(intent, Hover):
            self.hover = self.target_at(intent.pos)
            self.buttons.hover(intent.pos)
            return None
        if isinstance(intent, Focus):
            self.buttons.step_focus(intent.step)
            return None
        if isinstance(intent, Confirm):
            focused = self.buttons.focused()
            if focused is not None:
                return self.press(focused.key)
            if self.selected is not None and self.my_turn():
                self.act(self.selected.action)
            return None
        if isinstance(intent, Tap):
            return self.tap(intent.pos)
        return None

    def tap(self, pos: tuple[int, int]) -> Change:
        """What a tap at a point does."""
        target = self.target_at(pos)
        self.note = None
        self.refused = None
        if target is None:
            self.selected = None
            return None
        if isinstance(target, tuple):
            self.tap_route(target[1])
            return None
        return self.press(target)

    def press(self, key: str) -> Change:
        """Carry out what a tappable thing means."""
        self.sound("tap")
        if key == "menu":
            return self.pause_menu()
        if key == "highlight":
            self.show_claimable = not self.show_claimable
            self.refresh_buttons()
            return None
        if key == "my_tickets":
            self.tickets_open = not self.tickets_open
            self.ticket_focus = None
            return None
        if key.startswith("ticket") and key != "tickets":
            if key != "ticket_panel":
                n = int(key[6:])
                self.ticket_focus = None if self.ticket_focus == n else n
            return None
        if not self.my_turn():
            if not self.state.over:
                self.note = ("Wait", f"It is {self.name(self.state.current)}'s turn")
            return None
        sel = self.selected
        if key == "deck":
            self.act(DrawFromDeck())
        elif key.startswith("slot"):
            self.act(DrawFaceUp(int(key[4:])))
        elif key == "tickets":
            self.act(SwapTickets() if self.state.rules.has_ticket_swap else DrawTickets())
        elif sel is not None and key == "claim":
            self.act(sel.action)
        elif key == "cancel":
            self.selected = None
        elif sel is not None and key.startswith("pay"):
            sel.choice = int(key[3:])
        elif sel is not None and key == "more":
            sel.page = (sel.page + 1) % sel.pages
        return None

    def tap_route(self, route_id: str) -> None:
        """Select an affordable route (a second tap claims it), or say why it cannot be claimed."""
        if not self.my_turn():
            owner = self.state.owner(route_id)
            if owner is not None:
                self.note = ("Taken", f"{self.name(owner)} has claimed this route")
            elif not self.state.over:
                self.note = ("Wait", f"It is {self.name(self.state.current)}'s turn")
            return
        if self.selected is not None and self.selected.route == route_id:
            self.act(self.selected.action)
            return
        options = options_for(self.state, route_id)
        if options:
            self.sound("tap")
            self.selected = ClaimChoice(route_id, options)
            return
        self.selected = None
        reason = refusal_for(self.state, route_id)
        self.note = (self.refusal_title(reason), reason)
        self.refused = route_id

    def refusal_title(self, reason: str) -> str:
        """A word or two for a refusal (the full reason goes beneath it)."""
        return next((title for part, title in TITLES if part in reason), "Not now")

    def pause_menu(self) -> Change:
        """Open the pause menu over the game."""
        from game.scenes.pause import PauseOverlay  # made by another part; imported late
        return Push(PauseOverlay())
