"""Taking back a person's last move: a claim or a ticket choice that showed nothing hidden, and
a blind draw of the whole turn before its cards are turned over.

Before a person's action the scene keeps the position as a save would (`snapshot()`: state,
moves, the computers' memories); the states are immutable, so that costs nothing. If the
action took no card, ticket or merchandise from a face-down pile, the way back stays open until
anyone's next action (or the end of the game), and the next computer waits a little longer so
that a child can find the Undo button. Undoing puts that position back whole: the state, the
moves a save replays, the computers' memories, the cars on the board, the person's own view.

A tap on the deck where a draw takes the whole turn (no face-up row, F3) is not given to the
rules at once: its two cards leave the deck face down and wait a beat (`HeldCards`, advanced by
the scene's animation clock), Undo offered. Undo sends them back unseen and nothing has
happened; at the end of the beat (or a second tap on the deck) the draw is made, and the cards
turn over and fly on. Until then the state, the moves, the saves and the computers know nothing
of it, so the deck's order is never shown and a draw is still one tap.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.ai.players import make_player
from game.ai.thinker import Thinker
from game.rules import DrawFromDeck, GameState, Refused, apply
from game.saves.record import SavedGame
from game.view.anim import Fly, Tween, ease_in_out, ease_out

UNDO_GRACE = 3.0   # seconds more the next computer waits after a move that can be taken back
BEAT = 1.4         # seconds the cards of a blind draw wait face down, Undo offered, before they turn over
LEAVE = 0.35       # seconds they take to leave the deck (part of the beat)
TURN = 0.2         # seconds a waiting card takes to turn over, before it flies on to the hand
BACK = 0.3         # seconds the cards take to go back onto the deck (Undo)
CARD = (90, 72)    # units: a flying card (as the flights of play_effects.py)

Point = tuple[float, float]


@dataclass(frozen=True)
class UndoPoint:
    """The position just before a person's move, and what the screen said then."""

    saved: SavedGame
    actor: int
    log: tuple[str, ...]


@dataclass
class HeldCards(Tween):
    """The cards of a blind draw that may still be taken back: off the deck, face down, waiting."""

    image: pygame.Surface | None = None   # a card's back
    start: Point = (0, 0)
    spots: tuple[Point, ...] = ()
    leave: float = 0.0   # the part of the tween (0..1) in which they leave the deck
    bob: float = 4.0     # pixels they rise and fall while they wait

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The backs on their way from the deck, then waiting, gently rising and falling."""
        if not self.started or self.image is None or not self.spots:
            return None
        rects = [surface.blit(self.image, self.image.get_rect(center=(round(x), round(y)))) for x, y in self.places()]
        return rects[0].unionall(rects[1:])

    def places(self) -> list[Point]:
        """Where the cards' middles are now."""
        t = self.progress
        out = ease_out(min(1.0, t / self.leave)) if self.leave > 0 else 1.0
        sx, sy = self.start
        return [(sx + (x - sx) * out,
                 sy + (y - sy) * out + (0.0 if t < self.leave else math.sin((t - self.leave) * 9 + i) * self.bob))
                for i, (x, y) in enumerate(self.spots)]


@dataclass
class Turning(Tween):
    """A waiting card turning over where it is (its back narrows, its face widens), then shown until its flight."""

    back: pygame.Surface | None = None
    face: pygame.Surface | None = None
    centre: Point = (0, 0)
    turn: float = 1.0   # the part of the tween (0..1) the turn takes; the face waits for the rest

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The card, as wide as the moment of its turn lets it be."""
        if not self.started or self.back is None or self.face is None:
            return None
        t = ease_in_out(min(1.0, self.progress / self.turn)) if self.turn > 0 else 1.0
        image = self.back if t < 0.5 else self.face
        width = max(1, round(image.get_width() * abs(1.0 - 2.0 * t)))
        if width != image.get_width():
            image = pygame.transform.scale(image, (width, image.get_height()))
        return surface.blit(image, image.get_rect(center=(round(self.centre[0]), round(self.centre[1]))))


def reveals_nothing(before: GameState, after: GameState, actor: int) -> bool:
    """True if the move from `before` to `after` can be taken back without anyone having seen
    something hidden: no train card left the deck (a face-up slot refills from it, U3), no ticket
    left the ticket pile (a ticket completed under the children's rules draws one, F5) and none was offered,
    no merchandise card was taken (A6), the game goes on, and the mover changed something of
    their own (a pass, D3, changes only the turn count: there is nothing to take back)."""
    if after.over or after.deck != before.deck or after.face_up != before.face_up:
        return False
    if after.merchandise != before.merchandise:
        return False
    if after.ticket_deck[:len(before.ticket_deck)] != before.ticket_deck:   # given back ones go beneath (U6)
        return False
    if any(not set(now.offer) <= set(then.offer) for now, then in zip(after.players, before.players)):
        return False
    mine = before.players[actor]
    return replace(after.players[actor], turns=mine.turns) != mine


class PlayUndo:
    """Mixin of PlayScene: keeping the way back from a person's move, and taking it."""

    state: Any
    _undo: UndoPoint | None = None
    _held: HeldCards | None = None

    def may_undo(self) -> bool:
        """True if the player to move is a person whose moves may be taken back at this table."""
        return self.config.undo_on and not self.is_computer(self.state.current)

    def undo_before(self) -> UndoPoint | None:
        """The position before an action of the player to move, if a person's move may be taken back here."""
        if not self.may_undo():
            return None
        return UndoPoint(self.snapshot(), self.state.current, tuple(self.log))

    def holding(self) -> bool:
        """True while the cards of a blind draw wait face down and may still go back (the draw is not made)."""
        return self._held is not None

    def hold_draw(self) -> bool:
        """A person's tap on a deck whose draw takes the whole turn (no face-up row, F3): the cards leave
        it face down and wait a beat, Undo offered. False if the draw is not held: it is made at once,
        or refused (act() says why)."""
        if self._held is not None or self.state.rules.has_face_up_row or not self.may_undo():
            return False
        if isinstance(apply(self.state, DrawFromDeck()), Refused):
            return False
        m, lay = self.layout.m, self.layout
        size = (m.px(CARD[0]), m.px(CARD[1]))
        gap, y = m.px(14), lay.hand.top - size[1] // 2 - m.px(12)   # side by side, just above the hand strip
        x = (lay.hand_area.centerx, (size[0] + gap) / 2)
        self._undo = None   # Undo now takes back this draw; an older move stays made
        self.selected = self.hint = None
        self._held = HeldCards(BEAT, image=self.art.back(size), start=lay.deck.center,
                               spots=((x[0] - x[1], y), (x[0] + x[1], y)), leave=LEAVE / BEAT,
                               bob=m.px(4), done=self._take_held)
        self.anim.add(self._held)   # at pace 0 the beat ends at once: the draw is made now
        self.refresh_buttons()
        self.redraw()
        return True

    def take_held(self) -> None:
        """The deck is tapped again while its cards wait: the draw is made now."""
        held = self._held
        if held is not None:
            self.anim.running = [t for t in self.anim.running if t is not held]
            held.finish()

    def _take_held(self) -> None:
        """The beat is over: the draw is made, and its cards turn over where they wait and fly on to the
        hand (face down to the player's row if the hand is no longer shown: nothing to turn over)."""
        held, self._held = self._held, None
        if held is None:
            return
        actor, count = self.state.current, len(self.anim.running)
        if not self.act(DrawFromDeck()):
            return
        flights = [t for t in self.anim.running[count:] if isinstance(t, Fly)]   # none at pace 0
        for flight, spot in zip(flights, held.spots):
            flight.start = spot
            if self.viewer == actor:   # their own cards, seen by them: turned over first
                wait = flight.delay / self.pace   # a later card's face waits for its flight
                self.anim.add(Turning(TURN + wait, back=held.image, face=flight.image, centre=spot,
                                      turn=TURN / (TURN + wait)))
                flight.delay += TURN * self.pace

    def _put_back(self) -> None:
        """Undo during the beat: the waiting cards go back onto the deck face down; nothing was drawn."""
        held, self._held = self._held, None
        assert held is not None
        self.anim.running = [t for t in self.anim.running if t is not held]
        for place in held.places():
            self.anim.add(Fly(BACK, image=held.image, start=place, end=held.start, lift=0))
        self.refresh_buttons()
        self.redraw()

    def undo_after(self, point: UndoPoint | None) -> None:
        """After an applied action: keep the way back if it showed nothing hidden, and give the next
        computer time to let it be used; an older way back is gone (someone has moved since)."""
        self._undo = None
        if point is None or not reveals_nothing(point.saved.state, self.state, point.actor):
            return
        self._undo = point
        if self.is_computer(self.state.current):
            self.ready_at += UNDO_GRACE * self.pace

    def undo_offered(self) -> bool:
        """True if the Undo button is shown: a move may be taken back and the screen is the mover's
        (or nobody's yet: the next person has not taken the device), or every hand is shown anyway."""
        if self._held is not None:
            return True
        point = self._undo
        return point is not None and not self.state.over and (
            self.viewer in (None, point.actor) or self.config.together)

    def undo(self) -> bool:
        """Put back the position before the last move that may be taken back, or send the waiting cards of
        a draw back onto the deck; False if there is nothing to take back."""
        if self._held is not None:
            self._put_back()
            return True
        if not self.undo_offered():
            return False
        point, self._undo = self._undo, None
        assert point is not None
        saved = point.saved
        self.anim.finish_all()   # falling cars land, flights end: the board is painted again below
        self.state = saved.state
        del self.moves[len(saved.moves):]
        self.forget_moves()   # the record of what everyone saw forgets it too (play_away.py)
        for seat, memory in enumerate(saved.memories):
            if seat in self.computers and memory is not None:
                # A new player: one still thinking about the undone position changes only the old one.
                # Its seed does not matter: recall() sets all a player remembers (as a loaded save does).
                player = make_player(self.config.seats[seat].level, 0)
                player.recall(memory)
                self.computers[seat] = player
        self.thinker = Thinker()   # an answer for the undone position is never taken
        self.viewer = point.actor
        self.log.clear()
        self.log.extend(point.log)
        self.selected = self.hint = self.refused = self.note = None
        self.tickets_open = False
        self.in_flight.clear()
        self.ready_at = self.clock
        self._paint_claims_again()
        self.autosave()
        self.refresh_buttons()
        self.redraw()
        return True

    def _paint_claims_again(self) -> None:
        """Every board layer shows the claimed routes of the restored position, and no others."""
        for layer in (self.views.whole, self.views.near):
            if layer is None:
                continue
            layer.clear_cars()
            for route_id, seat in self.claimed():
                layer.paint_route(route_id, seat)
