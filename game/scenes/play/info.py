"""What the play scene shows, worked out from the state: claimable routes, one's tickets and hand,
the player rows and the status box. Values that cost something are computed once per state.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.rules import ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, Phase, SwapTickets, legal_actions
from game.rules.graph import Network
from game.scenes.play.claim import describe
from game.view.hud import SeatInfo, Status
from game.view.text import name_forms


def titled(pattern: str, name: str) -> tuple[str, tuple[str, ...] | None]:
    """A title with a player's name in it ("Next: {}") and its shorter forms, which shorten only the name."""
    title = pattern.format(name)
    return title, name_forms(title, name)


class PlayInfo:
    """Mixin of PlayScene: the data behind the screen."""

    state: Any
    layout: Any

    # --- derived data, cached per state -------------------------------------------------

    def _per_state(self, name: str, make: Any) -> Any:
        """A value computed once per (state, viewer)."""
        cache = self.__dict__.setdefault("_state_cache", {})
        key = (self.viewer, name)
        held = cache.get(key)
        if held is None or held[0] is not self.state:  # identity: states are immutable
            held = cache[key] = (self.state, make())
        return held[1]

    def legal(self) -> tuple[Any, ...]:
        """The legal actions of the player to move (listed once per state)."""
        return self._per_state("legal", lambda: tuple(legal_actions(self.state)))

    def claimable(self) -> frozenset[str]:
        """Routes the player to move could claim right now."""
        return self._per_state("claimable", lambda: frozenset(
            a.route for a in self.legal() if isinstance(a, ClaimRoute)))

    def ticket_list(self) -> list[tuple[str, str, int, bool]]:
        """The held view's tickets: (id, "A - B", points, joined), completed ones last."""
        def make() -> list[tuple[str, str, int, bool]]:
            """List the tickets, checking each against the network."""
            if not self.hand_visible():
                return []
            player = self.state.players[self.viewer]
            table = self.state.table
            network = Network(table, player.routes)
            out = []
            for t in player.tickets:
                a, b, points = table.tickets[t]
                ticket = self.ticket(t)
                out.append((t, f"{self.city_name(ticket.a)} – {self.city_name(ticket.b)}", points,
                            network.joined(a, b)))
            for t in player.completed:
                ticket = self.ticket(t)
                out.append((t, f"{self.city_name(ticket.a)} – {self.city_name(ticket.b)}", ticket.points, True))
            return out
        return self._per_state("tickets", make)

    def hand_groups(self) -> tuple[tuple[str, int], ...]:
        """The held view's hand: every card type with its count, in hand order."""
        player = self.state.players[self.viewer]
        flying = self.in_flight
        return tuple((c, max(0, n - flying.get(c, 0))) for c, n in zip(self.state.rules.card_types, player.hand))

    def claimed(self) -> list[tuple[str, int]]:
        """Every claimed route with its owner's seat (painted into a newly drawn board)."""
        return [(route_id, owner) for route_id, owner in zip(self.state.table.route_ids, self.state.owners)
                if owner >= 0]

    def hand_rect(self, color: str) -> pygame.Rect | None:
        """Where a colour's group sits in the hand strip."""
        types = self.state.rules.card_types
        if color not in types:
            return None
        return self.layout.hand_cards(len(types))[types.index(color)]

    def seat_infos(self) -> list[SeatInfo]:
        """What each player row shows."""
        s = self.state
        rules = s.rules
        by_tickets = rules.score_by == "completed_tickets"
        decks = [name for name, _ in rules.merchandise_decks]
        return [SeatInfo(
            name=p.name, color=self.seat_color(i), computer=self.is_computer(i),
            score=p.completed_count if by_tickets else p.points,
            goal=rules.golden_ticket if by_tickets else None, trains=p.trains, cards=p.hand_size,
            tickets=len(p.tickets) + (len(p.completed) if by_tickets else 0),
            merchandise=tuple(zip(decks, p.merchandise)), coast=p.coast_to_coast,
            current=i == s.current and not s.over, start_trains=rules.trains_per_player,
            pictures=self.gentle(), last=self.last_move(i)) for i, p in enumerate(s.players)]

    def status(self) -> Status:
        """The status box: whose turn and what to do, or why the last try was refused."""
        s = self.state
        seat = s.current
        color = self.seat_color(seat)
        name = self.name(seat)
        last = ""
        if s.final_turns is not None and not s.over:
            last = f"Last round: {s.final_turns} turn{'s' if s.final_turns != 1 else ''} left. "
        if s.over:
            return Status("Game over!", "Counting the scores...", "good")
        if self.note is not None:   # (title, words) of a refusal, or (title, words, tone)
            tone = self.note[2] if len(self.note) > 2 else "warn"
            return Status(self.note[0], self.note[1][:1].upper() + self.note[1][1:], tone, color)
        log = tuple(self.log)
        if self.gentle() and (self.viewer != seat or s.phase is Phase.TURN and self.selected is None):
            # Whose turn as their train and name, large, and what they can do as pictures: nothing to read.
            return Status(name, last, "info", color, log, large=True, computer=self.is_computer(seat),
                          choices=self.turn_choices() if self.viewer == seat and not self.is_computer(seat) else (),
                          short=name_forms(name, name))
        if self.is_computer(seat):
            title, short = titled("{} is playing", name)
            return Status(title, last, "info", color, log, short=short)
        if self.viewer != seat:
            title, short = titled("Next: {}", name)
            return Status(title, last, "info", color, log, short=short)
        terms = s.rules.terms
        if self.selected is not None:
            route = self.board.route(self.selected.route)
            pay = describe(self.selected.action, route.length, terms.wild)
            return Status(f"{self.city_name(route.a)} – {self.city_name(route.b)}",
                          f"Pay {pay}. Tap the route again or Claim.", "good", color)
        if s.phase is Phase.SECOND_CARD:
            return Status("Take a second card", last + "From the deck or the face-up row.", "info", color, log)
        if s.phase in (Phase.OPENING, Phase.KEEP_TICKETS):
            title, short = titled("{}: choose " + terms.tickets, name)
            return Status(title, last, "info", color, short=short)
        if s.rules.has_face_up_row:
            todo = f"Take 2 cards, claim a route, or draw {terms.tickets}."
        else:
            todo = f"Draw 2 cards, claim a route, or get new {terms.tickets}."
        title, short = titled("Your turn, {}", name)
        return Status(title, last + todo, "info", color, log, short=short)

    def turn_choices(self) -> tuple[str, ...]:
        """What the player to move can do now, as the status box pictures it: cards, a track, the swap."""
        legal = self.legal()
        can = {"cards": any(isinstance(a, (DrawFromDeck, DrawFaceUp)) for a in legal), "track": bool(self.claimable()),
               "swap": any(isinstance(a, (SwapTickets, DrawTickets)) for a in legal)}
        return tuple(name for name, yes in can.items() if yes)

    def ticket_marks(self) -> tuple[tuple[tuple[str, bool], ...], tuple[str, str] | None]:
        """Rings around the cities of one's tickets (the focused one strong) and its line.

        Where hints help (the children's rules, a table playing together) the cities of the unfinished tickets
        of the hand on screen are ringed softly all the time: a child who cannot read the ticket still
        sees where it goes."""
        if self.hand_visible() and not self.tickets_open and self.hints():
            cities = []
            for t_id, *_, done in self.ticket_list():
                if not done:
                    t = self.ticket(t_id)
                    cities += [(t.a, False), (t.b, False)]
            return tuple(dict.fromkeys(cities)), None
        if not (self.tickets_open and self.hand_visible()):
            return (), None
        rows = self.ticket_list()
        if self.ticket_focus is not None and self.ticket_focus < len(rows):
            t = self.ticket(rows[self.ticket_focus][0])
            return ((t.a, True), (t.b, True)), (t.a, t.b)
        cities = []
        for t_id, *_ in rows:
            t = self.ticket(t_id)
            cities += [(t.a, False), (t.b, False)]
        return tuple(dict.fromkeys(cities)), None
