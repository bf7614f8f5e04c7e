"""Ending a game scored by points: the last turn's claim, and how far ahead this seat is (U9, U10, A6)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.ai.tactics import payment
from game.rules.actions import ClaimRoute
from game.rules.graph import Network, longest_trail, longest_trail_from
from game.rules.view import PlayerView

RIVAL_TICKET_SHARE = 0.8  # a planning player nets about this share of its tickets' points (most are done)


def lead(view: PlayerView) -> float:
    """How far this seat is ahead of the best rival, as far as it can tell: its route points and
    tickets (done +, not done -) against each rival's route points and, for the tickets they
    hold unseen, the share a planning player usually nets (RIVAL_TICKET_SHARE of the mean ticket)."""
    table = view.table
    seat = view.seat or 0
    network = Network(table, view.players[seat].routes)
    mine = view.players[seat].points
    for t in view.tickets:
        a, b, points = table.tickets[t]
        mine += points if network.joined(a, b) else -points
    mean = sum(p for _, _, p in table.tickets.values()) / max(1, len(table.tickets))
    rivals = [p.points + len(p.completed) * mean + p.tickets * mean * RIVAL_TICKET_SHARE
              for p in view.players if p.seat != seat]
    return mine - max(rivals, default=0.0)


def last_claim(view: PlayerView, legal: set) -> ClaimRoute | None:
    """The affordable route worth most on this player's last turn: its points, merchandise (A6),
    twice the points of each ticket it completes (failed turned done; F7: as good as 10) and the
    longest-path bonus if it draws level with or passes every rival's trail (U10)."""
    table, rules = view.table, view.table.rules
    seat = view.seat or 0
    mine = view.players[seat].routes
    network = Network(table, mine)
    open_tickets = [table.tickets[t] for t in view.tickets
                    if not network.joined(table.tickets[t][0], table.tickets[t][1])]
    ticket_weight = 10 if rules.score_by == "completed_tickets" else None
    bonus = rules.longest_path_bonus
    race = TrailRace(view) if bonus else None
    cities = network.cities()
    best: tuple[float, ClaimRoute] | None = None
    for r, route_id in enumerate(table.route_ids):
        if view.owners[r] >= 0:
            continue
        pay = payment(view, r, ())
        if pay is None or pay not in legal:
            continue
        value = float(rules.route_score(table.lengths[r]))
        deck = table.carts[r]
        if deck >= 0 and view.merchandise_left[deck] > 0:
            value += 3
        if open_tickets:
            joined = Network(table, mine + (route_id,))
            value += sum(ticket_weight or 2 * points for a, b, points in open_tickets if joined.joined(a, b))
        if race is not None and not race.ahead and set(table.ends[r]) & cities and race.draws_level(r):
            value += bonus
        if best is None or value > best[0]:
            best = (value, pay)
    return best[1] if best else None


class TrailRace:
    """This seat's longest trail against the longest of its rivals' (U10), and whether one more route
    draws it level: exact, but searching the network at most once per city, not once per route."""

    def __init__(self, view: PlayerView) -> None:
        seat = view.seat or 0
        self.table = view.table
        self.routes = frozenset(view.players[seat].routes)
        self.network = Network(self.table, self.routes)
        self.cities = self.network.cities()
        self.rival = max((_trail(self.table, frozenset(p.routes)) for p in view.players if p.seat != seat),
                         default=0)
        self.mine = _trail(self.table, self.routes)
        self.ahead = self.mine >= self.rival

    def draws_level(self, r: int) -> bool:
        """True if this seat's trail with route r is at least every rival's."""
        return self.with_route(r) >= self.rival

    def with_route(self, r: int) -> int:
        """This seat's longest trail once it holds route r too.

        A trail without r is at most today's; a trail through r is one ending at one end of r, then
        r, then one starting at the other end. Unless r joins two cities of one piece of the network,
        those two lie in different pieces (or are empty) and share no route, so each is simply the
        longest from its city.
        """
        a, b = self.table.ends[r]
        if self.network.joined(a, b):
            return _trail(self.table, self.routes | {self.table.route_ids[r]})
        return max(self.mine, self._from(a) + self.table.lengths[r] + self._from(b))

    def _from(self, city: int) -> int:
        """The longest trail of this seat's routes from a city (0 off the network)."""
        return _trail_from(self.table, self.routes, city) if city in self.cities else 0


@lru_cache(maxsize=256)
def _trail(table: Any, routes: frozenset[str]) -> int:
    """The longest trail of some routes, remembered: in the last turns the same networks come back."""
    return longest_trail(table, routes)


@lru_cache(maxsize=1024)
def _trail_from(table: Any, routes: frozenset[str], city: int) -> int:
    """The longest trail of some routes from a city, remembered like _trail."""
    return longest_trail_from(table, routes, city)
