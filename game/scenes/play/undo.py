"""Taking back a blind draw of the whole turn before its cards are turned over.

(A person's claim or ticket choice that showed nothing hidden is taken back by the table session,
game/table/undo.py: the screen shows the Undo button while the session offers it.)

A tap on the deck where a draw takes the whole turn (no face-up row, F3) is not given to the
rules at once: its two cards leave the deck face down and wait a beat (`HeldCards`, advanced by
the scene's animation clock), Undo offered. Undo sends them back unseen and nothing has
happened; at the end of the beat (or a second tap on the deck) the draw is made, and the cards
turn over and fly on. Until then the state, the moves, the saves and the computers know nothing
of it, so the deck's order is never shown and a draw is still one tap.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from game.rules import DrawFromDeck
from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.view.anim import Animator, Fly, Tween, ease_in_out, ease_out

BEAT = 1.4         # seconds the cards of a blind draw wait face down, Undo offered, before they turn over
LEAVE = 0.35       # seconds they take to leave the deck (part of the beat)
TURN = 0.2         # seconds a waiting card takes to turn over, before it flies on to the hand
BACK = 0.3         # seconds the cards take to go back onto the deck (Undo)
CARD = (90, 72)    # units: a flying card (as the flights of play_effects.py)

Point = tuple[float, float]


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


class HeldDraw:
    """The cards of a blind draw waiting face down for a beat, Undo offered, before the draw is made."""

    def __init__(self, seen: Seen, moment: Moment, kit: Kit, anim: Animator, pace: float,
                 act: Callable[[DrawFromDeck], bool], may_undo: Callable[[], bool], close_undo: Callable[[], None]) -> None:
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.anim = anim
        self.pace = pace
        self.act = act              # makes the draw (False: refused)
        self.may_undo = may_undo    # True if the player to move may take a move back at this table
        self.close_undo = close_undo   # the table's way back to an older move closes (Undo takes back this draw)
        self.held: HeldCards | None = None

    def holding(self) -> bool:
        """True while the cards of a blind draw wait face down and may still go back (the draw is not made)."""
        return self.held is not None

    def hold(self) -> bool:
        """A person's tap on a deck whose draw takes the whole turn (no face-up row, F3): the cards leave
        it face down and wait a beat, Undo offered. False if the draw is not held: it is made at once,
        or refused (act() says why)."""
        seen = self.seen
        if self.held is not None or seen.rules.has_face_up_row or not self.may_undo():
            return False
        if DrawFromDeck() not in seen.legal():
            return False
        lay = self.kit.layout
        m = lay.m
        size = (m.px(CARD[0]), m.px(CARD[1]))
        gap, y = m.px(14), lay.hand.top - size[1] // 2 - m.px(12)   # side by side, just above the hand strip
        x = (lay.hand_area.centerx, (size[0] + gap) / 2)
        self.close_undo()
        self.moment.selected = self.moment.hint = None
        self.held = HeldCards(BEAT, image=self.kit.art.back(size), start=lay.deck.center,
                              spots=((x[0] - x[1], y), (x[0] + x[1], y)), leave=LEAVE / BEAT,
                              bob=m.px(4), done=self._take)
        self.anim.add(self.held)   # at pace 0 the beat ends at once: the draw is made now
        return True

    def take(self) -> None:
        """The deck is tapped again while its cards wait: the draw is made now."""
        held = self.held
        if held is not None:
            self.anim.running = [t for t in self.anim.running if t is not held]
            held.finish()

    def _take(self) -> None:
        """The beat is over: the draw is made, and its cards turn over where they wait and fly on to the
        hand (face down to the player's row if the hand is no longer shown: nothing to turn over)."""
        held, self.held = self.held, None
        if held is None:
            return
        actor, count = self.seen.current, len(self.anim.running)
        if not self.act(DrawFromDeck()):
            return
        flights = [t for t in self.anim.running[count:] if isinstance(t, Fly)]   # none at pace 0
        for flight, spot in zip(flights, held.spots):
            flight.start = spot
            if self.seen.viewer == actor:   # their own cards, seen by them: turned over first
                wait = flight.delay / self.pace   # a later card's face waits for its flight
                self.anim.add(Turning(TURN + wait, back=held.image, face=flight.image, centre=spot,
                                      turn=TURN / (TURN + wait)))
                flight.delay += TURN * self.pace

    def put_back(self) -> None:
        """Undo during the beat: the waiting cards go back onto the deck face down; nothing was drawn."""
        held, self.held = self.held, None
        if held is None:
            return
        self.anim.running = [t for t in self.anim.running if t is not held]
        for place in held.places():
            self.anim.add(Fly(BACK, image=held.image, start=place, end=held.start, lift=0))
