"""Input of the play scene: what is under a point, and what a tap, hover, key or Back does there.

Also the small helpers tests use to find things: `route_point(route_id)` and
`button_rect(key)` (keys: deck, slot0-4, tickets, highlight, undo, menu, my_tickets, claim, cancel,
more, pay<i>, ticket<i>).
"""
from __future__ import annotations

import math
import time
from typing import Any

import pygame

from game.rules import DrawFaceUp, DrawFromDeck, DrawTickets, SwapTickets
from game.scenes.play.claim import ClaimChoice, options_for, refusal_for, shortfall
from game.scenes.play.hint import hint_for
from game.scenes.stack import Change, Push
from game.view import hud_icons as icons
from game.view import table_icons, theme
from game.view.metrics import MIN_TARGET_PX
from game.view.pointer import TAP_SLOP, UNDO_KEY, Back, Confirm, Drag, Focus, Hover, Intent, Press, Release, Tap, Typed
from game.view.text import font
from game.view.widgets import Button, ButtonRow, icon_label

HIT_RADIUS = 46          # units around a space's centre line that still hit it (half a target and more)
DOUBLE_TAP = 0.45        # seconds between two taps on the same spot of the board that zoom
DOUBLE_TAP_SLOP = 40     # units the second tap may lie from the first

TITLES = (("second card", "Take a second card"), ("already claimed", "Taken"),
          ("double route", "Closed"), ("needs", "Not enough trains"), ("to discard", "Nothing to swap"),
          ("you have only", "Not enough cards"), ("you have no", "Not enough cards"), ("keep", "Choose your tickets"))


class PlayInput:
    """Mixin of PlayScene: hit-testing and input handling."""

    state: Any
    layout: Any
    selected: ClaimChoice | None

    def build_buttons(self) -> None:
        """The panel's buttons (tickets or new tickets, show claimable routes, menu) and the magnifier."""
        b, size = self.layout.buttons, self.app.metrics.font(theme.FONT)
        self.buttons = ButtonRow([Button(key, b[key], size=size) for key in ("tickets", "highlight", "menu", "zoom")])
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        """Set the buttons' faces and whether they answer, from the state."""
        if not hasattr(self, "buttons"):
            return
        m, rules = self.app.metrics, self.state.rules
        tickets, highlight, menu, zoom = self.buttons.buttons
        word, room = m.font(theme.FONT_SMALL - 2), tickets.rect.width - 6
        picture = min(m.px(40), tickets.rect.height - 2 * font(word, True).get_linesize() - 4)
        if rules.has_ticket_swap and self.gentle():   # a picture and one short word for those who cannot read
            tickets.icon = icon_label(icons.swap(picture), "Swap", theme.PAPER, word, room)
        elif rules.has_ticket_swap:
            tickets.icon = icon_label(icons.ticket(min(picture, m.px(30))), f"New\n{rules.terms.tickets}",
                                       theme.PAPER, word, room)
        else:
            tickets.icon = icon_label(icons.ticket(picture), rules.terms.tickets.capitalize(), theme.PAPER, word, room)
        highlight.selected = self.show_claimable
        ink = theme.INK if self.show_claimable else theme.PAPER
        if self.hints():   # the next track for one's tickets instead of every claimable one
            highlight.icon = icon_label(icons.bulb(picture, theme.PAPER), "Hint", theme.PAPER, word, room)
        else:
            highlight.icon = icon_label(icons.eye(picture, ink), "Routes", ink, word, room)
        if self.undo_offered():   # while a move may be taken back, its button takes this place
            highlight.selected = False
            highlight.icon = icon_label(table_icons.undo(picture, theme.PAPER), "Undo", theme.PAPER, word, room)
        menu.icon = icon_label(icons.menu(picture), "Menu", theme.PAPER, word, room)
        zoomed = self.views.zoomed
        zoom.selected = zoomed
        ink = theme.INK if zoomed else theme.PAPER
        zoom.icon = icon_label(icons.magnifier(picture, not zoomed, ink), "Whole" if zoomed else "Closer",
                                ink, word, room)

    # --- where things are ---------------------------------------------------------------

    def route_point(self, route_id: str) -> tuple[int, int]:
        """Screen point of a route's middle space on the board as shown (for tests and flights)."""
        return self.views.shown.route_point(route_id)

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
        if key == "undo":
            return lay.buttons["highlight"] if self.undo_offered() else None
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

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Everything tappable now, named (the scene's targets())."""
        lay = self.layout
        out = [(key, lay.buttons[key]) for key in ("tickets", "highlight", "menu", "zoom")]
        out += [(f"slot{i}", rect) for i, rect in enumerate(lay.slots)] + [("deck", lay.deck)]
        if self.selected is not None and self.my_turn():
            out += list(self.payment_rects().items())
        elif self.hand_visible():
            types = self.state.rules.card_types
            out += [(f"hand {c}", r) for c, r in zip(types, lay.hand_cards(len(types)))]
            out.append(("my_tickets", lay.my_tickets))
        if self.tickets_open and self.hand_visible():
            out += [(f"ticket{i}", r) for i, r in enumerate(self.ticket_rows_rects())]
        out.append(("board", lay.board_area))
        return out

    def payment_rects(self) -> dict[str, pygame.Rect]:
        """Where the payment choices and the Claim and Cancel buttons sit in the hand strip."""
        sel = self.selected
        if sel is None:
            return self.layout.payment(0, False)
        places = self.layout.payment(len(sel.shown), sel.pages > 1)
        out = {key: rect for key, rect in places.items() if not key.startswith("pay")}
        for n, option in enumerate(sel.shown):
            out[f"pay{option}"] = places[f"pay{n}"]
        return out

    def ticket_panel_rect(self) -> pygame.Rect:
        """The list of one's tickets, over the board's lower right corner (two columns if long)."""
        if self.gentle():
            return self.picture_tickets()[0]   # as pictures, side by side
        lay = self.layout
        count = len(self.ticket_list())
        per = lay.tickets_per_column
        columns = 1 if count <= per else 2
        rect = pygame.Rect(0, 0, lay.ticket_column * columns,
                           lay.ticket_row * max(1, min(per, count)) + lay.m.px(20))
        area = lay.board_area
        rect.bottomright = (area.right - lay.pad, area.bottom - lay.pad)
        return rect

    def ticket_rows_rects(self) -> list[pygame.Rect]:
        """The rows of the ticket list, on screen."""
        if self.gentle():
            return self.picture_tickets()[1]
        lay = self.layout
        panel = self.ticket_panel_rect()
        per, row, column, edge = lay.tickets_per_column, lay.ticket_row, lay.ticket_column, lay.m.px(8)
        count = min(2 * per, len(self.ticket_list()))
        return [pygame.Rect(panel.x + (i // per) * column + edge, panel.y + lay.m.px(10) + (i % per) * row,
                            column - 2 * edge, row - lay.m.px(4))
                for i in range(count)]

    def hit_radius(self) -> float:
        """Pixels around a space's centre line that still hit it."""
        return max(MIN_TARGET_PX / 2 + 4, self.app.metrics.px(HIT_RADIUS))

    def target_at(self, pos: tuple[int, int]) -> Any:
        """The key of the tappable thing under a point, or ("route", id), or None."""
        lay = self.layout
        for key in ("tickets", "highlight", "menu", "zoom"):
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
            route = self.views.shown.route_at(pos, self.hit_radius())
            if route is not None:
                return ("route", route)
        return None

    # --- input --------------------------------------------------------------------------

    def handle(self, intent: Intent) -> Change:
        """Taps choose, the mouse hovers, a drag moves the magnified board, Enter claims, Back steps back."""
        if isinstance(intent, Tap) and self.effects.dismiss(intent.pos):
            self.touched(acting=False)
            self.redraw()    # a celebration tapped away: nothing under it is chosen
            return None
        if not isinstance(intent, Hover):
            self.touched(acting=isinstance(intent, (Tap, Confirm)))   # a spoken prompt waits again before it repeats
        if isinstance(intent, Back):
            if self.views.zoomed:
                self.set_zoom(False)
                return None
            return self.pause_menu()
        if isinstance(intent, Hover):
            hover = self.target_at(intent.pos)
            if self.buttons.hover(intent.pos) | (hover != self.hover):
                self.hover = hover
                self.redraw()
            return None
        if isinstance(intent, Press):
            self.views.press(intent.pos)
        elif isinstance(intent, Drag):
            if self.views.drag(intent.pos, TAP_SLOP):
                self.effects.settle()   # falling cars land where they belong on the moved board
        elif isinstance(intent, Release):
            self.views.release()
        elif isinstance(intent, Focus):
            self.buttons.step_focus(intent.step)
        elif isinstance(intent, Confirm):
            focused = self.buttons.focused()
            if focused is not None:
                return self.press(focused.key)
            if self.selected is not None and self.my_turn():
                self.act(self.selected.action)
        elif isinstance(intent, Tap):
            return self.tap(intent.pos)
        elif isinstance(intent, Typed) and intent.text in ("u", "U", UNDO_KEY):
            self.undo()
        return None

    def tap(self, pos: tuple[int, int]) -> Change:
        """What a tap at a point does (a second tap on an empty spot of the board zooms there or back)."""
        target = self.target_at(pos)
        self.note = None
        self.refused = None
        on_board = self.layout.board_area.collidepoint(pos)
        if on_board:
            self.views.remember(pos)
        if target is None:
            self.selected = None
            if on_board and self._second_tap(pos):
                self.set_zoom(not self.views.zoomed)
            return None
        self.last_board_tap = None
        if isinstance(target, tuple):
            self.tap_route(target[1])
            return None
        return self.press(target)

    def _second_tap(self, pos: tuple[int, int]) -> bool:
        """True if this tap on an empty spot of the board follows another close by in time and place."""
        now, last = time.monotonic(), self.last_board_tap
        self.last_board_tap = (now, pos)
        if last is None or now - last[0] > DOUBLE_TAP or math.dist(pos, last[1]) > self.app.metrics.px(DOUBLE_TAP_SLOP):
            return False
        self.last_board_tap = None
        return True

    def set_zoom(self, on: bool) -> None:
        """Show the board magnified (centred on the chosen route, else the last tap) or whole."""
        self.effects.settle()   # cars still falling land now, where they belong in either view
        if on:
            centre = None
            if self.selected is not None:
                x, y = self.views.whole.local(self.views.whole.route_point(self.selected.route))
                centre = (x / self.views.whole.scale, y / self.views.whole.scale)
            self.views.zoom_in(centre)
        else:
            self.views.zoom_out()
        self.hover = None
        self.refresh_buttons()
        self.redraw()

    def swap_overlay(self) -> Any:
        """The question before swapping one's tickets, with the two that would go."""
        from game.scenes.overlays.swap import SwapOverlay
        mine = [self.ticket(t) for t in self.state.player.tickets]
        return SwapOverlay([((self.city_name(t.a), self.city_name(t.b)), (t.a, t.b)) for t in mine],
                           self.board_layer.thumbnail(), self.board_layer.thumb_point, self.city_pictures())

    def draw_tickets_overlay(self) -> Any:
        """The question before a ticket draw: how many would come and how many to keep (U6, A4)."""
        from game.scenes.overlays.draw_tickets import DrawTicketsOverlay
        rules = self.state.rules
        count = min(rules.ticket_draw, len(self.state.ticket_deck))
        return DrawTicketsOverlay(count, min(rules.ticket_keep, count), rules.terms.ticket, rules.terms.tickets)

    def press(self, key: str) -> Change:
        """Carry out what a tappable thing means."""
        self.sound("tap")
        if key == "menu":
            return self.pause_menu()
        if key == "zoom":
            self.set_zoom(not self.views.zoomed)
            return None
        if key == "highlight" and self.undo_offered():
            self.undo()
            return None
        if key == "highlight" and self.hints():
            self.show_hint()
            return None
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
                rows = self.ticket_list()
                if self.ticket_focus is not None and self.ticket_focus < len(rows):
                    self.say_ticket(rows[self.ticket_focus][0])   # its two places, aloud
            return None
        if self.holding():   # a draw's cards wait face down: the deck takes them now, nothing else acts meanwhile
            if key == "deck":
                self.take_held()
            return None
        if not self.my_turn():
            if not self.state.over:
                self.note = ("Wait", f"It is {self.name(self.state.current)}'s turn")
            return None
        sel = self.selected
        if key == "deck":
            if not self.hold_draw():
                self.act(DrawFromDeck())
        elif key.startswith("slot"):
            self.act(DrawFaceUp(int(key[4:])))
        elif key == "tickets":
            if self.state.rules.has_ticket_swap and SwapTickets() in self.legal():
                self.speak("swap_tickets")
                return Push(self.swap_overlay())   # it spends the turn and cannot be taken back: asked first
            if self.state.rules.has_ticket_swap:
                self.act(SwapTickets())
            elif DrawTickets() in self.legal():
                return Push(self.draw_tickets_overlay())   # hidden tickets are turned over: asked first
            else:
                self.act(DrawTickets())   # refused, with the reason shown
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
        if self.holding():
            return   # the cards of a draw wait: Undo or the end of the beat comes first
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
        self.refused = route_id
        if self.gentle():
            # Nothing scolds: the track shakes softly, and the cards it needs are shown over it.
            short = shortfall(self.state, route_id)
            self.note = ("Not yet", "You need more cards of its colour." if short else reason, "info")
            self.effects.shake(route_id)
            if short:
                self.speak("not_enough_cards")
            return
        self.note = (self.refusal_title(reason), reason)

    def show_hint(self) -> None:
        """Light the next track for the tickets of the person to move (the hint button), or say there is none."""
        if not self.my_turn():
            return
        self.hint = hint_for(self.state, self.state.current)
        self.refused = self.selected = None
        if self.hint is None:
            self.note = ("No hint", "Your tickets are done, or their ways are closed: take cards.", "info")
            return
        self.note = None
        self.speak("hint")
        self.effects.shake(self.hint.route)

    def gentle(self) -> bool:
        """True in the game for young children (the children's rules): mistakes met gently, hints, the voice,
        the cities of one's tickets ringed."""
        return self.config.for_children

    def hints(self) -> bool:
        """True if the Hint button and the ringed ticket cities help: for young children, and at a table
        playing together (an adult teaching a child), whoever is to move."""
        return self.config.for_children or self.config.together

    def refusal_title(self, reason: str) -> str:
        """A word or two for a refusal (the full reason goes beneath it)."""
        return next((title for part, title in TITLES if part in reason), "Not now")

    def pause_menu(self) -> Change:
        """Open the pause menu over the game."""
        from game.scenes.overlays.pause import PauseOverlay  # made by another part; imported late
        return Push(PauseOverlay())
