"""Racing for a count of tickets (F7, F8): whether a claim would end the game, and who would win it."""
from __future__ import annotations

from game.rules.actions import ClaimRoute
from game.rules.graph import Network
from game.rules.view import PlayerView


def count_now(view: PlayerView, seat: int) -> int:
    """A player's completed tickets, the Coast-to-Coast included (public: F5, F6)."""
    p = view.players[seat]
    return len(p.completed) + int(p.coast_to_coast)


def best_rival(view: PlayerView) -> int:
    """The highest completed-ticket count among the other players."""
    return max((count_now(view, p.seat) for p in view.players if p.seat != view.seat), default=0)


def count_after(view: PlayerView, claim: ClaimRoute) -> int:
    """This seat's completed count right after the claim: the held tickets it joins and the
    Coast-to-Coast (F6) if it makes the first west-east line (replacements drawn then are not known)."""
    table, seat = view.table, view.seat or 0
    me = view.players[seat]
    network = Network(table, me.routes + (claim.route,))
    joined = sum(1 for t in view.tickets if network.joined(*table.tickets[t][:2]))
    coast = (table.rules.has_coast_to_coast and not me.coast_to_coast and view.coast_cards > 0
             and network.joins_any(table.west, table.east))
    return count_now(view, seat) + joined + int(coast)


def ends_game(view: PlayerView, claim: ClaimRoute) -> bool:
    """True if the claim ends the game at once: the last train placed (F8) or the Golden Ticket reached (F7)."""
    rules, table = view.table.rules, view.table
    me = view.players[view.seat or 0]
    if rules.last_train_ends and me.trains == table.lengths[table.route_index[claim.route]]:
        return True
    return rules.golden_ticket is not None and count_after(view, claim) >= rules.golden_ticket


def outcome(view: PlayerView, claim: ClaimRoute) -> int | None:
    """If the claim ends the game: +1 a win, 0 a shared win, -1 a loss; None if the game goes on."""
    if view.table.rules.score_by != "completed_tickets" or not ends_game(view, claim):
        return None
    mine, rival = count_after(view, claim), best_rival(view)
    if view.table.rules.golden_ticket is not None and mine >= view.table.rules.golden_ticket:
        return 1
    return (mine > rival) - (mine < rival)

