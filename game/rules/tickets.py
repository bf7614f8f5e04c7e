"""Tickets: drawing and keeping them (U2, U6, A2, A4), swapping them (F3), and completing them at once (F5-F7)."""
from __future__ import annotations

from itertools import combinations
from typing import Any

from game.rules.actions import KeepTickets
from game.rules.draft import Draft
from game.rules.events import (CoastToCoastTaken, TicketCompleted, TicketsDiscarded,
                               TicketsDrawn, TicketsKept)
from game.rules.graph import Network
from game.rules.state import Phase
from game.rules.words import count

# Functions taking `s` read a GameState or a Draft alike (same attribute names).


def keep_minimum(s: Any) -> int:
    """How many of the offered tickets the player to move must keep (U2, U6, A2, A4)."""
    rules = s.table.rules
    offer = len(s.players[s.current].offer)
    wanted = rules.opening_keep if s.phase is Phase.OPENING else rules.ticket_keep
    return min(wanted, offer)  # A4, U6: with fewer on offer, all of them


def keep_actions(s: Any) -> list[KeepTickets]:
    """Every legal choice of tickets to keep, smallest choices first, in offer order."""
    offer = s.players[s.current].offer
    return [KeepTickets(kept) for size in range(keep_minimum(s), len(offer) + 1)
            for kept in combinations(offer, size)]


def keep_reason(s: Any, action: KeepTickets) -> str | None:
    """Why this choice of tickets is refused, or None."""
    terms = s.table.rules.terms
    offer = s.players[s.current].offer
    kept = tuple(action.tickets)
    if len(set(kept)) != len(kept):
        return f"each {terms.ticket} can be kept only once"
    for t in kept:
        if t not in offer:
            return f"{terms.ticket} {t!r} is not one you may choose from"
    minimum = keep_minimum(s)
    if len(kept) < minimum:
        return f"keep at least {count(minimum, terms.ticket, terms.tickets)}"
    return None


def draw_reason(s: Any) -> str | None:
    """Why drawing tickets is refused now, or None (U6, A4)."""
    terms = s.table.rules.terms
    if not s.table.rules.has_ticket_draw:
        return f"this game has no drawing of {terms.tickets}"
    if not s.ticket_deck:
        return f"no {terms.tickets} are left to draw"
    return None


def swap_reason(s: Any) -> str | None:
    """Why discarding both tickets for new ones is refused now, or None (F3)."""
    terms = s.table.rules.terms
    if not s.table.rules.has_ticket_swap:
        return f"this game has no swapping of {terms.tickets}"
    limit = s.table.rules.swap_limit   # a house rule: swaps per player and game (F3)
    if limit and s.players[s.current].swaps >= limit:
        return f"you have swapped your {terms.tickets} {'once' if limit == 1 else f'{limit} times'} already"
    if not s.players[s.current].tickets:
        return f"you have no uncompleted {terms.tickets} to discard"
    if not s.ticket_deck:
        return f"no {terms.tickets} are left to draw"
    return None


def draw(d: Draft) -> None:
    """Take up to the draw count from the top of the ticket deck to choose from (U6, A4)."""
    seat = d.current
    count = min(d.rules.ticket_draw, len(d.ticket_deck))
    offer = tuple(d.ticket_deck[:count])
    del d.ticket_deck[:count]
    d.update(seat, offer=offer)
    d.phase = Phase.KEEP_TICKETS
    d.emit(TicketsDrawn(seat, count, offer))


def keep(d: Draft, action: KeepTickets) -> None:
    """Keep the chosen tickets; the rest go under the deck in the order they were drawn (U6)."""
    seat = d.current
    player = d.players[seat]
    chosen = set(action.tickets)
    kept = tuple(t for t in player.offer if t in chosen)
    returned = tuple(t for t in player.offer if t not in chosen)
    d.ticket_deck.extend(returned)
    d.update(seat, tickets=player.tickets + kept, offer=())
    d.emit(TicketsKept(seat, len(kept), len(returned), kept, returned))


def swap(d: Draft) -> None:
    """Draw new tickets, then put the uncompleted ones under the deck (F3; see docs/rules.md F3a)."""
    seat = d.current
    old = d.players[seat].tickets
    count = min(d.rules.ticket_swap, len(d.ticket_deck))
    new = tuple(d.ticket_deck[:count])
    del d.ticket_deck[:count]
    d.ticket_deck.extend(old)
    d.update(seat, tickets=new, swaps=d.players[seat].swaps + 1)
    d.emit(TicketsDiscarded(seat, len(old), old))
    d.emit(TicketsDrawn(seat, count, new))


def complete_joined(d: Draft, seat: int) -> bool:
    """Show completed tickets at once, drawing replacements (F5), and the Coast-to-Coast (F6).

    Returns True if the player has just completed the Golden Ticket count (F7).
    """
    rules, table = d.rules, d.table
    if not (rules.complete_at_once or rules.has_coast_to_coast):
        return False
    network = Network(table, d.players[seat].routes)
    progress = rules.complete_at_once
    while progress:
        progress = False
        player = d.players[seat]
        for t in player.tickets:
            a, b, _ = table.tickets[t]
            if network.joined(a, b):
                remaining = tuple(x for x in player.tickets if x != t)
                player = d.update(seat, tickets=remaining, completed=player.completed + (t,))
                d.emit(TicketCompleted(seat, t))
                if _golden(d, seat):
                    return True
                if d.ticket_deck:  # F5: a replacement at once, checked in the next pass
                    new = d.ticket_deck.pop(0)
                    d.update(seat, tickets=remaining + (new,))
                    d.emit(TicketsDrawn(seat, 1, (new,)))
                progress = True
                break
    player = d.players[seat]
    if (rules.has_coast_to_coast and not player.coast_to_coast and d.coast_cards > 0
            and network.joins_any(table.west, table.east)):
        d.coast_cards -= 1  # F6: once per player; with no card left there is none to take
        d.update(seat, coast_to_coast=True)
        d.emit(CoastToCoastTaken(seat, d.coast_cards))
        return _golden(d, seat)
    return False


def _golden(d: Draft, seat: int) -> bool:
    """True if this player reached the Golden Ticket count; records the holder (F7)."""
    goal = d.rules.golden_ticket
    if goal is not None and d.players[seat].completed_count >= goal:
        d.golden = seat
        return True
    return False
