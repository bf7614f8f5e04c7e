"""Input of the play scene: what a tap, hover, key or Back does on the screen.

Where things are is play/spots.py; what a tap changes on the screen (the choice, the note, the
list opened) is the Moment; a move goes to the table through the scene's `act`.
"""
from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Protocol

from game.ai.hint import hint_for
from game.rules import Action, DrawFaceUp, DrawFromDeck, DrawTickets, SwapTickets, claim_options, claim_refusal, shortfall
from game.scenes.play.claim import ClaimChoice
from game.scenes.play.effects import Effects
from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.scenes.play.spots import Spots
from game.scenes.play.undo import HeldDraw
from game.scenes.play.voice import Voice
from game.scenes.stack import Change, Push
from game.view.pointer import TAP_SLOP, UNDO_KEY, Back, Confirm, Drag, Focus, Hover, Intent, Press, Release, Tap, Typed

if TYPE_CHECKING:   # the questions a tap opens are imported when first asked: the game starts without them
    from game.scenes.overlays.draw_tickets import DrawTicketsOverlay
    from game.scenes.overlays.swap import SwapOverlay

DOUBLE_TAP = 0.45        # seconds between two taps on the same spot of the board that zoom
DOUBLE_TAP_SLOP = 40     # units the second tap may lie from the first

TITLES = (("second card", "Take a second card"), ("already claimed", "Taken"),
          ("double route", "Closed"), ("needs", "Not enough trains"), ("to discard", "Nothing to swap"),
          ("you have only", "Not enough cards"), ("you have no", "Not enough cards"), ("keep", "Choose your tickets"))


def refusal_title(reason: str) -> str:
    """A word or two for a refusal (the full reason goes beneath it)."""
    return next((title for part, title in TITLES if part in reason), "Not now")


class Screen(Protocol):
    """What the controls ask of the screen that holds them: moves go to the table, the screen is drawn again."""

    def act(self, action: Action) -> bool:
        """Give the shown seat's action to the table; False if refused (the reason is shown)."""

    def undo(self) -> bool:
        """Take back the last move that may be; False if there is none."""

    def undo_shown(self) -> bool:
        """True while the Undo button stands in the hint's place."""

    def refresh_buttons(self) -> None:
        """Set the buttons' faces from the moment."""

    def redraw(self) -> None:
        """Ask for a new frame."""

    def sound(self, name: str) -> None:
        """Play a named sound if there is sound."""


class Controls:
    """Taps, keys and the pointer on the play screen, turned into choices on screen and moves for the table."""

    def __init__(self, screen: Screen, seen: Seen, moment: Moment, kit: Kit, spots: Spots, effects: Effects,
                 voice: Voice, held: HeldDraw) -> None:
        self.screen = screen
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.spots = spots
        self.effects = effects
        self.voice = voice
        self.held = held

    def handle(self, intent: Intent) -> Change:
        """Taps choose, the mouse hovers, a drag moves the magnified board, Enter claims, Back steps back."""
        if isinstance(intent, Tap) and self.effects.dismiss(intent.pos):
            self.voice.touched(acting=False)
            self.screen.redraw()    # a celebration tapped away: nothing under it is chosen
            return None
        if not isinstance(intent, Hover):
            self.voice.touched(acting=isinstance(intent, (Tap, Confirm)))   # a spoken prompt waits again before it repeats
        if isinstance(intent, Back):
            if self.kit.views.zoomed:
                self.set_zoom(False)
                return None
            return self.pause_menu()
        if isinstance(intent, Hover):
            hover = self.spots.target_at(intent.pos)
            if self.kit.buttons.hover(intent.pos) | (hover != self.moment.hover):
                self.moment.hover = hover
                self.screen.redraw()
            return None
        if isinstance(intent, Press):
            self.kit.views.press(intent.pos)
        elif isinstance(intent, Drag):
            if self.kit.views.drag(intent.pos, TAP_SLOP):
                self.effects.settle()   # falling cars land where they belong on the moved board
        elif isinstance(intent, Release):
            self.kit.views.release()
        elif isinstance(intent, Focus):
            self.kit.buttons.step_focus(intent.step)
        elif isinstance(intent, Confirm):
            focused = self.kit.buttons.focused()
            if focused is not None:
                return self.press(focused.key)
            if self.moment.selected is not None and self.seen.my_turn():
                self.screen.act(self.moment.selected.action)
        elif isinstance(intent, Tap):
            return self.tap(intent.pos)
        elif isinstance(intent, Typed) and intent.text in ("u", "U", UNDO_KEY):
            self.screen.undo()
        return None

    def tap(self, pos: tuple[int, int]) -> Change:
        """What a tap at a point does (a second tap on an empty spot of the board zooms there or back)."""
        target = self.spots.target_at(pos)
        self.moment.note = None
        self.moment.refused = None
        on_board = self.kit.layout.board_area.collidepoint(pos)
        if on_board:
            self.kit.views.remember(pos)
        if target is None:
            self.moment.selected = None
            if on_board and self._second_tap(pos):
                self.set_zoom(not self.kit.views.zoomed)
            return None
        self.moment.last_board_tap = None
        if isinstance(target, tuple):
            self.tap_route(target[1])
            return None
        return self.press(target)

    def _second_tap(self, pos: tuple[int, int]) -> bool:
        """True if this tap on an empty spot of the board follows another close by in time and place."""
        now, last = time.monotonic(), self.moment.last_board_tap
        self.moment.last_board_tap = (now, pos)
        if last is None or now - last[0] > DOUBLE_TAP or math.dist(pos, last[1]) > self.kit.m.px(DOUBLE_TAP_SLOP):
            return False
        self.moment.last_board_tap = None
        return True

    def set_zoom(self, on: bool) -> None:
        """Show the board magnified (centred on the chosen route, else the last tap) or whole."""
        self.effects.settle()   # cars still falling land now, where they belong in either view
        if on:
            centre = None
            if self.moment.selected is not None:
                x, y = self.kit.views.whole.local(self.kit.views.whole.route_point(self.moment.selected.route))
                centre = (x / self.kit.views.whole.scale, y / self.kit.views.whole.scale)
            self.kit.views.zoom_in(centre)
        else:
            self.kit.views.zoom_out()
        self.moment.hover = None
        self.screen.refresh_buttons()
        self.screen.redraw()

    def swap_overlay(self) -> SwapOverlay:
        """The question before swapping one's tickets, with the two that would go."""
        from game.scenes.overlays.swap import SwapOverlay
        facts, layer = self.seen.facts, self.kit.board_layer
        mine = [facts.ticket(t) for t in self.seen.view.tickets]
        return SwapOverlay([((facts.city_name(t.a), facts.city_name(t.b)), (t.a, t.b)) for t in mine],
                           layer.thumbnail(), layer.thumb_point, self.kit.city_pictures())

    def draw_tickets_overlay(self) -> DrawTicketsOverlay:
        """The question before a ticket draw: how many would come and how many to keep (U6, A4)."""
        from game.scenes.overlays.draw_tickets import DrawTicketsOverlay
        rules = self.seen.rules
        count = min(rules.ticket_draw, self.seen.view.ticket_deck_size)
        return DrawTicketsOverlay(count, min(rules.ticket_keep, count), rules.terms.ticket, rules.terms.tickets)

    def press(self, key: str) -> Change:
        """Carry out what a tappable thing means."""
        self.screen.sound("tap")
        if key == "menu":
            return self.pause_menu()
        if key == "zoom":
            self.set_zoom(not self.kit.views.zoomed)
            return None
        if key == "highlight" and self.screen.undo_shown():
            self.screen.undo()
            return None
        if key == "highlight" and self.seen.facts.hints:
            self.show_hint()
            return None
        if key == "highlight":
            self.moment.show_claimable = not self.moment.show_claimable
            self.screen.refresh_buttons()
            return None
        if key == "my_tickets":
            self.moment.tickets_open = not self.moment.tickets_open
            self.moment.ticket_focus = None
            return None
        if key.startswith("ticket") and key != "tickets":
            if key != "ticket_panel":
                n = int(key[6:])
                self.moment.ticket_focus = None if self.moment.ticket_focus == n else n
                rows = self.seen.ticket_list()
                if self.moment.ticket_focus is not None and self.moment.ticket_focus < len(rows):
                    self.voice.say_ticket(rows[self.moment.ticket_focus][0])   # its two places, aloud
            return None
        if self.held.holding():   # a draw's cards wait face down: the deck takes them now, nothing else acts meanwhile
            if key == "deck":
                self.held.take()
            return None
        if not self.seen.my_turn():
            if not self.seen.over:
                self.moment.note = ("Wait", f"It is {self.seen.name(self.seen.current)}'s turn")
            return None
        sel = self.moment.selected
        if key == "deck":
            if self.held.hold():   # the cards wait: the hint's button turns to Undo
                self.screen.refresh_buttons()
                self.screen.redraw()
            else:
                self.screen.act(DrawFromDeck())
        elif key.startswith("slot"):
            self.screen.act(DrawFaceUp(int(key[4:])))
        elif key == "tickets":
            if self.seen.rules.has_ticket_swap and SwapTickets() in self.seen.legal():
                self.voice.speak("swap_tickets")
                return Push(self.swap_overlay())   # it spends the turn and cannot be taken back: asked first
            if self.seen.rules.has_ticket_swap:
                self.screen.act(SwapTickets())
            elif DrawTickets() in self.seen.legal():
                return Push(self.draw_tickets_overlay())   # hidden tickets are turned over: asked first
            else:
                self.screen.act(DrawTickets())   # refused, with the reason shown
        elif sel is not None and key == "claim":
            self.screen.act(sel.action)
        elif key == "cancel":
            self.moment.selected = None
        elif sel is not None and key.startswith("pay"):
            sel.choice = int(key[3:])
        elif sel is not None and key == "more":
            sel.page = (sel.page + 1) % sel.pages
        return None

    def tap_route(self, route_id: str) -> None:
        """Select an affordable route (a second tap claims it), or say why it cannot be claimed."""
        if self.held.holding():
            return   # the cards of a draw wait: Undo or the end of the beat comes first
        if not self.seen.my_turn():
            owner = self._owner(route_id)
            if owner is not None:
                self.moment.note = ("Taken", f"{self.seen.name(owner)} has claimed this route")
            elif not self.seen.over:
                self.moment.note = ("Wait", f"It is {self.seen.name(self.seen.current)}'s turn")
            return
        if self.moment.selected is not None and self.moment.selected.route == route_id:
            self.screen.act(self.moment.selected.action)
            return
        options = claim_options(self.seen.view, route_id)
        if options:
            self.screen.sound("tap")
            self.moment.selected = ClaimChoice(route_id, options)
            return
        self.moment.selected = None
        reason = claim_refusal(self.seen.view, route_id)
        self.moment.refused = route_id
        if self.seen.facts.gentle:
            # Nothing scolds: the track shakes softly, and the cards it needs are shown over it.
            short = shortfall(self.seen.view, route_id)
            self.moment.note = ("Not yet", "You need more cards of its colour." if short else reason, "info")
            self.effects.shake(route_id)
            if short:
                self.voice.speak("not_enough_cards")
            return
        self.moment.note = (refusal_title(reason), reason)

    def show_hint(self) -> None:
        """Light the next track for the tickets of the person to move (the hint button), or say there is none."""
        if not self.seen.my_turn():
            return
        self.moment.hint = hint_for(self.seen.view)
        self.moment.refused = self.moment.selected = None
        if self.moment.hint is None:
            self.moment.note = ("No hint", "Your tickets are done, or their ways are closed: take cards.", "info")
            return
        self.moment.note = None
        self.voice.speak("hint")
        self.effects.shake(self.moment.hint.route)

    def pause_menu(self) -> Change:
        """Open the pause menu over the game."""
        from game.scenes.overlays.pause import PauseOverlay
        return Push(PauseOverlay())

    def _owner(self, route_id: str) -> int | None:
        """The seat that claimed a route, or None."""
        view = self.seen.view
        owner = view.owners[view.table.route_index[route_id]]
        return owner if owner >= 0 else None
