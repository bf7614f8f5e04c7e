"""Ending a game scored by points: the last turn's claim, and how far ahead this seat is (U9, U10, A6)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.ai.tactics import payment
from game.ai.worth import DONE_SHARE, miss_cost, net_share
from game.rules.actions import ClaimRoute
from game.rules.graph import Network, longest_trail, longest_trail_from
from game.rules.view import PlayerView


def lead(view: PlayerView) -> float:
    """How far this seat is ahead of the best rival, as far as it can tell: its route points and
    tickets (done +, not done - if unfinished tickets cost points) against each rival's route points
    and, for the tickets they hold unseen, the share a planning player usually nets (worth.net_share
    of the mean ticket); a bonus for the most tickets goes to whoever `ticket_counts` says."""
    table, rules = view.table, view.table.rules
    seat = view.seat or 0
    network = Network(table, view.players[seat].routes)
    mine = view.players[seat].points
    for t in view.tickets:
        a, b, points = table.tickets[t]
        mine += points if network.joined(a, b) else -miss_cost(rules, points)
    mean = sum(p for _, _, p in table.tickets.values()) / max(1, len(table.tickets))
    share = net_share(rules)
    rivals = [(p.points + len(p.completed) * mean + p.tickets * mean * share, _count(p))
              for p in view.players if p.seat != seat]
    bonus = rules.most_tickets_bonus
    done, most = ticket_counts(view) if bonus else (0, 0.0)
    mine += bonus if done >= most else 0
    return mine - max((points + (bonus if count >= done else 0) for points, count in rivals), default=0.0)


def ticket_counts(view: PlayerView) -> tuple[int, float]:
    """Tickets this seat has completed, and the most any rival is expected to complete: those shown done
    and DONE_SHARE of those it holds unseen (for a bonus for the most tickets)."""
    seat = view.seat or 0
    me = view.players[seat]
    network = Network(view.table, me.routes)
    done = len(me.completed) + sum(1 for t in view.tickets if network.joined(*view.table.tickets[t][:2]))
    return done, max((_count(p) for p in view.players if p.seat != seat), default=0.0)


def _count(p: Any) -> float:
    """The tickets a rival is expected to complete: those shown done and DONE_SHARE of those it holds."""
    return len(p.completed) + p.tickets * DONE_SHARE


def last_claim(view: PlayerView, legal: set) -> ClaimRoute | None:
    """The affordable route worth most on this player's last turn: its points, merchandise (A6), what
    each ticket it completes gains by being done instead of failed (twice its points by the rulebook,
    game/ai/worth.py; F7: as good as 10), a bonus for the most tickets if those draw it level with the
    rivals' expected count, and the longest-path bonus if it draws level with or passes every rival's
    trail (U10)."""
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
    most = rules.most_tickets_bonus
    done, rival = ticket_counts(view) if most else (0, 0.0)
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
            completes = [points for a, b, points in open_tickets if joined.joined(a, b)]
            value += sum(ticket_weight or points + miss_cost(rules, points) for points in completes)
            if most and done < rival <= done + len(completes):
                value += most
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
