"""Between two moves on the play screen: a computer moves, the device is asked for, a person who can do
nothing passes, or tickets are offered. The pauses a child can follow are the table session's."""
from __future__ import annotations

from typing import Protocol

from game.rules import Action, Pass, Phase, tickets_to_keep
from game.scenes.overlays.pass_device import PassOverlay
from game.scenes.overlays.tickets import TicketsOverlay
from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.scenes.play.voice import Voice
from game.scenes.stack import Change, Push
from game.table.session import TableSession


class Screen(Protocol):
    """What the turns ask of the screen that holds them."""

    def show(self, seat: int | None) -> None:
        """Give the device to `seat` (None: nobody)."""

    def follow(self, seat: int) -> None:
        """Show the hand of the player to move (a table playing together)."""

    def act(self, action: Action) -> bool:
        """Give the shown seat's action to the table."""

    def undo_shown(self) -> bool:
        """True while the Undo button is shown."""

    def redraw(self) -> None:
        """Ask for a new frame."""


class Turns:
    """What the screen does by itself when nobody taps: the table's computers, the pass screen, the tickets."""

    def __init__(self, screen: Screen, table: TableSession, seen: Seen, moment: Moment, kit: Kit, voice: Voice) -> None:
        self.screen = screen
        self.table = table     # the computers move through it
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.voice = voice
        self.tickets_offered = False   # the tickets on offer to the person to move have been shown to them

    def needs_step(self) -> bool:
        """True if update() has something to do by itself (a computer, a screen to push, the end)."""
        seen = self.seen
        if seen.over or seen.facts.is_computer(seen.current):
            return True
        if seen.facts.on_phone(seen.current):   # the phone moves; this screen hides any hand, once
            return seen.viewer is not None or self.moment.tickets_open
        return seen.viewer != seen.current or self.must_pass() or (
            seen.view.phase in (Phase.OPENING, Phase.KEEP_TICKETS) and not self.tickets_offered)

    def must_pass(self) -> bool:
        """True if the player to move can do nothing at all (D3): the scene passes for them."""
        return self.seen.view.phase is Phase.TURN and self.seen.legal() == (Pass(),)

    def next_turn(self) -> Change:
        """A computer moves, the device is asked for, a person who can do nothing passes, or tickets are offered."""
        seen, facts, seat = self.seen, self.seen.facts, self.seen.current
        if facts.is_computer(seat):
            hide = len(facts.people) > 1 and seen.viewer is not None   # nobody's secrets on screen
            if not facts.together and (hide or self.moment.tickets_open):
                if hide:
                    self.screen.show(None)
                self.moment.tickets_open = False
                self.screen.redraw()
            self.table.step(wait=self.table.pace == 0)   # at pace 0 (tests) moves come at once
            return None
        if facts.on_phone(seat):   # its hand, tickets and choices are on the phone: nothing private shows here
            if seen.viewer is not None or self.moment.tickets_open:
                self.screen.show(None)
                self.moment.tickets_open = False
                self.moment.selected = None
                self.screen.redraw()
            return None
        if seen.viewer != seat:
            if len(facts.people) > 1 and not facts.together:
                self.screen.show(None)
                self.moment.tickets_open = False
                self.moment.selected = None
                return Push(PassOverlay(seat, seen.name(seat), facts.seat_color(seat), undo=self.screen.undo_shown(),
                                        pictures=facts.gentle, greeting=self.voice.pass_greeting(seat),
                                        undo_at=lambda: self.kit.layout.buttons["highlight"]))
            self.screen.follow(seat)
        if self.must_pass():
            self.screen.act(Pass())  # the banner and the log say why
            return None
        if seen.view.phase in (Phase.OPENING, Phase.KEEP_TICKETS) and not self.tickets_offered:
            self.tickets_offered = True
            return Push(self.tickets_overlay())
        return None

    def tickets_overlay(self) -> TicketsOverlay:
        """The overlay offering the drawn (or dealt) tickets to the player to move."""
        view, facts, layer = self.seen.view, self.seen.facts, self.kit.board_layer
        return TicketsOverlay(
            tickets=[facts.ticket(t) for t in view.offer], minimum=tickets_to_keep(view), terms=view.table.rules.terms,
            names={c.id: c.name for c in facts.board.cities},
            thumb=layer.thumbnail(), thumb_point=layer.thumb_point,
            player=self.seen.name(view.current), opening=view.phase is Phase.OPENING, pictures=self.kit.city_pictures())

