"""Ending a game scored by points: the last turn's claim, and how far ahead this seat is (U9, U10, A6)."""
from __future__ import annotations

from game.ai.tactics import payment
from game.rules.actions import ClaimRoute
from game.rules.graph import Network, longest_trail
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
    bonus, rival, ahead = rules.longest_path_bonus, 0, True
    if bonus:
        rival = max((longest_trail(table, p.routes) for p in view.players if p.seat != seat), default=0)
        ahead = longest_trail(table, mine) >= rival
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
        if not ahead and set(table.ends[r]) & cities and longest_trail(table, mine + (route_id,)) >= rival:
            value += bonus
        if best is None or value > best[0]:
            best = (value, pay)
    return best[1] if best else None
