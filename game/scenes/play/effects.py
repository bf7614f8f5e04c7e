"""What the play scene shows and plays for the events of an applied action: flights, cars, banners, sounds.

Events are first reduced to what the seat whose view is held may see (`seen_by`), so a blind
card of another player flies face down. A move's best news (Coast to Coast, then a completed
ticket) gets its own picture celebration and sound (game/view/celebrate.py), as the voice says
only the best news; lesser news of the same move gets sparks. A move that ends the game
celebrates nothing here: the scores open with the winner's moment (game/scenes/scoring/winner.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from game.rules import events as ev
from game.rules import seen_by
from game.rules.board import Ticket
from game.scenes.overlays.tickets import face_text
from game.scenes.play.board import BoardLayer
from game.scenes.play.kit import Kit
from game.scenes.play.moment import Moment
from game.scenes.play.seen import Seen
from game.scenes.play.spots import Spots
from game.table.news import news_line
from game.view import hud_icons as icons
from game.view import theme
from game.view.anim import Animator, Banner, Burst, Drop, Fly, Glow, Tween
from game.view.celebrate import Cheer, CoastCheer, TicketCheer
from game.view.metrics import MIN_TEXT_PX
from game.view.palette import PLAYER_COLORS
from game.view.ticket_face import face_height, picture_face, picture_face_height, ticket_face

FLY = 0.55          # seconds a card takes to reach the hand
STAGGER = 0.18      # between two cards of one draw
DROP = 0.3          # a car falling onto its space
DROP_STAGGER = 0.08
GLOW = 0.5          # a player's row lighting up after a move nothing flies for
BANNER = 1.6
NOTE = 6.0          # a line to read before the game goes on (a tap sends it away sooner)
TICKET = 2.0        # a completed ticket's celebration
COAST = 2.5         # Coast to Coast
QUICK = 1.6         # a computer's celebration: no longer than its news banner used to hold the next player

SOUNDS = {ev.CardDrawn: "card_drawn", ev.RouteClaimed: "route_claimed",
          ev.TicketCompleted: "ticket_completed", ev.CoastToCoastTaken: "coast_to_coast",
          ev.LastRoundStarted: "last_round"}
CHEERS = (ev.GameOver, ev.CoastToCoastTaken, ev.TicketCompleted)   # the best news first (the end: shown by the scores)


SHAKE = 0.45   # seconds a track the hand cannot pay for yet shakes, softly


@dataclass
class Shake(Tween):
    """A track's outline wobbling side to side and settling: "not yet", without a word of blame."""

    layer: BoardLayer | None = None
    route: str = ""
    color: tuple[int, int, int] = theme.ACCENT
    reach: int = 6

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The outline, shifted along a fading wave."""
        if not self.started or self.layer is None:
            return None
        t = self.progress
        shift = round(self.reach * (1.0 - t) * math.sin(t * 5 * math.tau))
        return self.layer.outline(surface, self.route, self.color, 5, shift).inflate(2, 2)


class Effects:
    """Turns events into animations, sounds, banners and a line of news for the status box."""

    def __init__(self, seen: Seen, moment: Moment, kit: Kit, spots: Spots, anim: Animator, pace: float,
                 sound: Callable[[str], None]) -> None:
        self.seen = seen
        self.moment = moment
        self.kit = kit
        self.spots = spots
        self.anim = anim
        self.pace = pace
        self.sound = sound   # plays a named sound if there is sound

    def _banner_delay(self) -> float:
        """When the next banner may start: after the banners and celebrations already showing."""
        running = [t for t in self.anim.running if isinstance(t, (Banner, Cheer))]
        return max((t.delay + t.duration - t.age for t in running), default=0.0) / max(self.pace, 1e-9)

    def settle(self) -> None:
        """Cars still falling and sparks land now (the board is about to be seen another way)."""
        for tween in self.anim.running:
            if isinstance(tween, (Drop, Burst)):
                tween.finish()

    def dismiss(self, pos: tuple[int, int]) -> bool:
        """A tap on a celebration or a banner sends it away at once (with its banners and sparks); True if it did."""
        running = self.anim.running
        if not any(isinstance(t, (Banner, Cheer)) and t.covers(pos) for t in running):
            return False
        for tween in running:
            if isinstance(tween, (Banner, Burst, Cheer)):
                tween.finish()
        self.anim.running = [t for t in running if not t.finished]
        return True

    def shake(self, route_id: str) -> None:
        """Shake a track softly (tapped, but not payable yet)."""
        self.anim.add(Shake(SHAKE, layer=self.kit.views.shown, route=route_id, reach=max(4, self.kit.layout.m.px(8))))

    def banner(self, text: str, color: tuple[int, int, int] = theme.ACCENT, seconds: float = BANNER) -> None:
        """A banner over the board, after any already showing."""
        self.anim.add(Banner(seconds, delay=self._banner_delay(), text=text, color=color,
                                   area=self.kit.layout.board_area))

    def tell(self, note: str) -> None:
        """A line the player should read before the game goes on: over the board, and kept in the log beside it."""
        self.banner(note, seconds=NOTE)
        self.moment.log.appendleft(note)

    def saving(self, problem: str | None, told: str | None) -> None:
        """Say over the board when the game cannot be saved (the game goes on, and the next move tries
        again), in the log when the reason changes, and when saving works again."""
        if problem is None:
            self.moment.log.appendleft("Saving works again: every move is saved")
            return
        if told is None:
            self.banner("Saving is off", theme.BAD, 3.0)
        self.moment.log.appendleft(f"Saving is off: {problem}")

    def show(self, events: tuple[ev.Event, ...]) -> None:
        """Animate and sound every event, in order."""
        sounded: set[str] = set()
        cards = 0
        best = next((kind for kind in CHEERS if any(isinstance(e, kind) for e in events)), None)
        done = [e for e in events if isinstance(e, ev.TicketCompleted)]
        for raw in events:
            event = seen_by(raw, self.seen.seat)
            name = SOUNDS.get(type(event))
            if name and name not in sounded and (type(event) not in CHEERS or type(event) is best):
                self.sound(name)
                sounded.add(name)
            if isinstance(event, ev.CardDrawn):
                self._card(event, cards)
                cards += 1
            elif isinstance(event, ev.RouteClaimed):
                self._route(event)
            elif isinstance(event, ev.MerchandiseTaken):
                self._fly_icon(self.kit.merch_icon(event.deck), self.moment.route_centre_last, event.seat, 0.4)
            elif isinstance(event, ev.TicketsDrawn):
                for i in range(event.count):
                    self._fly_icon(icons.ticket(self.kit.layout.m.px(64)), self.kit.layout.buttons["tickets"].center, event.seat,
                                   i * STAGGER)
            elif isinstance(event, ev.TicketCompleted):
                self._ticket_done(event, done.index(event), len(done), best is ev.TicketCompleted)
            elif isinstance(event, ev.CoastToCoastTaken):
                if best is ev.CoastToCoastTaken:
                    self._coast(event)
                else:
                    self._burst(self.kit.layout.players[event.seat].center, theme.ACCENT, 0.2)
            elif isinstance(event, ev.LastRoundStarted):
                self.banner(f"Last round! {event.turns_left} turns left", theme.BAD, 2.0)
            elif isinstance(event, ev.FaceUpReset):
                self.banner("Three locomotives: new cards!", theme.PANEL_LIGHT, 1.2)
            elif isinstance(event, ev.TurnPassed):
                self.banner(f"{self.seen.name(event.seat)} passes", theme.PANEL_LIGHT, 1.4)
                self.moment.log.appendleft(f"{self.seen.name(event.seat)} passes: {event.reason}")
        news = self._news(events)
        if news:
            self.moment.log.appendleft(news)
        seats = [seat for seat in (getattr(e, "seat", None) for e in events) if isinstance(seat, int)]
        if seats and not self.anim.busy() and 0 <= seats[0] < len(self.kit.layout.players):
            # A move with nothing flying (tickets kept) still shows itself: the player's row glows.
            self.anim.add(Glow(GLOW, rect=self.kit.layout.players[seats[0]].copy(), width=self.kit.layout.m.px(4)))

    def _target(self, seat: int, color: str | None) -> tuple[int, int]:
        """Where a card of this seat lands: its hand group if the hand is shown, else its row."""
        if seat == self.seen.viewer and color is not None and self.seen.hand_visible():
            rect = self.spots.hand_rect(color)
            if rect is not None:
                return rect.center
        return self.kit.layout.players[seat].center

    def _card(self, event: ev.CardDrawn, index: int) -> None:
        """A card flying from the deck or its slot to the hand."""
        start = self.kit.layout.slots[event.slot].center if event.slot is not None else self.kit.layout.deck.center
        m = self.kit.layout.m
        size = (m.px(90), m.px(72))
        image = self.kit.art.face(event.card, size) if event.card else self.kit.art.back(size)
        done = None
        if event.card and event.seat == self.seen.viewer:
            # The hand shows the card once it has landed, not while it flies.
            flying = self.moment.in_flight
            flying[event.card] = flying.get(event.card, 0) + 1
            done = lambda card=event.card: flying.__setitem__(card, flying[card] - 1)
        self.anim.add(Fly(FLY, delay=index * STAGGER, image=image, start=start,
                           end=self._target(event.seat, event.card), done=done, lift=m.px(60)))

    def _route(self, event: ev.RouteClaimed) -> None:
        """Cars dropping one by one onto the route's spaces of the board as shown, then painted into
        every board layer (whole and magnified). A car off the magnified view is painted at once."""
        views = self.kit.views
        layer = views.shown
        x, y = layer.route_point(event.route)
        area = layer.area   # on the magnified board the route may lie outside the view: start at its edge
        self.moment.route_centre_last = (min(max(x, area.left), area.right - 1), min(max(y, area.top), area.bottom - 1))
        for i, (image, rect) in enumerate(layer.car_images(event.route, event.seat)):
            def land(route: str = event.route, seat: int = event.seat, index: int = i) -> None:
                """The car is down: into every layer for good."""
                self.kit.views.paint_car(route, seat, index)
            if not layer.area.contains(rect):
                land()
                continue
            self.anim.add(Drop(DROP, delay=i * DROP_STAGGER, image=image, rect=rect, done=land,
                                height=self.kit.layout.m.px(36)))

    def _fly_icon(self, image: pygame.Surface | None, start: tuple[int, int], seat: int, delay: float) -> None:
        """A small picture flying to a player (a ticket, a merchandise card)."""
        if image is None:
            return
        end = self.kit.layout.my_tickets.center if seat == self.seen.viewer and self.seen.hand_visible() \
            else self.kit.layout.players[seat].center
        self.anim.add(Fly(FLY, delay=delay, image=image, start=start, end=end))

    def _burst(self, center: tuple[int, int], color: tuple[int, int, int], delay: float) -> None:
        """Sparks around a point."""
        self.anim.add(Burst(0.8, delay=delay, center=center, color=color, radius=self.kit.layout.m.px(70)))

    def _ticket_done(self, event: ev.TicketCompleted, index: int, count: int, cheer: bool) -> None:
        """Sparks on both places of a completed ticket; as the move's best news, its face celebrated too.

        The event comes only in a game that shows completed tickets to everyone (F5); no other game
        sends it before the scores, so no one's secret ticket is shown here.
        """
        ticket = self.seen.facts.ticket(event.ticket)
        _, rgb, _, _ = PLAYER_COLORS[self.seen.facts.seat_color(event.seat)]
        for city in (ticket.a, ticket.b):
            self._burst(self.kit.views.shown.city_point(city), rgb, 0.3)
        if not cheer:
            return
        area, panel = self.kit.layout.board_area, self.kit.layout.players[event.seat]
        face = self._ticket_picture(ticket, round(min(area.w * 0.5, area.w * 0.9 / count)))
        step = face.get_width() + self.kit.layout.m.px(16)   # several tickets of one move side by side
        centre = (area.centerx + round((index - (count - 1) / 2) * step), area.centery)
        seconds = QUICK if self.seen.facts.is_computer(event.seat) else TICKET
        self.anim.add(TicketCheer(seconds, face=face, centre=centre, end=panel.center, end_height=panel.h))

    def _ticket_picture(self, ticket: Ticket, width: int) -> pygame.Surface:
        """A ticket's face about `width` px wide (narrower if the board is low), its places marked: in
        pictures where tickets are shown as pictures (the tick is stamped on by the celebration)."""
        layer, m = self.kit.board_layer, self.kit.layout.m
        thumb = layer.thumbnail()
        ends = (self.seen.facts.city_name(ticket.a), self.seen.facts.city_name(ticket.b))
        pictures = self.kit.city_pictures()
        room = self.kit.layout.board_area.h * 0.8
        for _ in range(3):
            text = face_text(m, width)
            height = (picture_face_height(width, text, MIN_TEXT_PX, thumb.get_size()) if pictures is not None
                      else face_height(ends, ticket.points, width, text, MIN_TEXT_PX, thumb.get_size()))
            if height <= room:
                break
            width = max(m.px(120), round(width * room / height))
        marks = (layer.thumb_point(ticket.a), layer.thumb_point(ticket.b))
        if pictures is not None:
            return picture_face(ends, (pictures.get(ticket.a), pictures.get(ticket.b)), (width, height), text,
                                MIN_TEXT_PX, thumb, marks)
        return ticket_face(ends, ticket.points, (width, height), text, MIN_TEXT_PX, thumb, marks)

    def _coast(self, event: ev.CoastToCoastTaken) -> None:
        """A train in the player's colour across the board, then the Coast-to-Coast card to their panel (F6)."""
        _, rgb, dark, _ = PLAYER_COLORS[self.seen.facts.seat_color(event.seat)]
        panel = self.kit.layout.players[event.seat]
        seconds = QUICK if self.seen.facts.is_computer(event.seat) else COAST
        self.anim.add(CoastCheer(seconds, area=self.kit.layout.board_area.copy(), body=rgb, dark=dark,
                                  end=panel.center, end_height=panel.h))

    def _news(self, events: tuple[ev.Event, ...]) -> str | None:
        """One line saying what the last action did, for everyone to read."""
        return news_line(events, self.seen.facts.board, self.seen.name, self.seen.rules.terms)
