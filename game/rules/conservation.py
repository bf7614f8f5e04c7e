"""Pieces are conserved: train cards, tickets, trains, routes, merchandise and Coast-to-Coast cards.

Part of `validate`: each check returns problems as lines a person can read, and trusts the
earlier stages that every seat, card, ticket and route named is one of this game's.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules.graph import Network
from game.rules.settings import LOCOMOTIVE, RuleSet
from game.rules.state import GameState
from game.rules.words import be, count, seat_name


def problems(state: GameState) -> list[str]:
    """Every piece that is missing, doubled or counted wrong."""
    return (_cards(state) + _tickets(state) + _routes(state) + _merchandise(state)
            + _coast_to_coast(state) + _completed(state))


def card_noun(rules: RuleSet, card: str, plural: bool = False) -> str:
    """A train card as a player names it: 'red card', 'locomotive' (the game's word for a wild)."""
    noun = rules.terms.wild if card == LOCOMOTIVE else f"{card} card"
    return noun + "s" if plural else noun


def _cards(state: GameState) -> list[str]:
    """Deck, discards, face-up row and hands hold exactly the game's train cards (U1, A1, F1)."""
    rules = state.rules
    table = state.table
    total = Counter(state.deck) + Counter(state.discard)
    total.update(c for c in state.face_up if c is not None)
    for p in state.players:
        total.update(dict(zip(table.card_types, p.hand)))
    out = []
    for i, card in enumerate(table.card_types):
        expected = rules.locomotives if card == LOCOMOTIVE else rules.per_color
        have = total[card]
        if have == expected:
            continue
        noun = card_noun(rules, card)
        holder = next((s for s, p in enumerate(state.players) if p.hand[i] > expected), None)
        if holder is not None:
            who = seat_name(state.players[holder].name, holder)
            out.append(f"{who} holds {count(state.players[holder].hand[i], noun)} "
                       f"but the game has only {expected}")
        elif have > expected:
            out.append(f"there are {count(have, noun)} in play but the game has only {expected}")
        else:
            lost = expected - have
            out.append(f"{count(lost, noun)} {be(lost)} missing: the game has {expected}, "
                       f"and {have} {be(have)} in play")
    return out


def _tickets(state: GameState) -> list[str]:
    """The ticket deck, kept, completed and offered tickets hold each ticket exactly once (U6)."""
    table, terms = state.table, state.rules.terms
    held: Counter[str] = Counter(state.ticket_deck)
    for p in state.players:
        held.update(p.tickets + p.completed + p.offer)
    out = [f"{terms.ticket} {_ticket_name(state, t)} appears {n} times" for t, n in held.items() if n > 1]
    missing = next((t for t in table.ticket_ids if t not in held), None)
    if missing is not None:
        out.append(f"{terms.ticket} {_ticket_name(state, missing)} is missing")
    return out[:3]


def _ticket_name(state: GameState, ticket: str) -> str:
    """A ticket as a player names it: 'Boston - Miami'."""
    a, b, _ = state.table.tickets[ticket]
    return f"{_city(state, a)} - {_city(state, b)}"


def _city(state: GameState, city: int) -> str:
    """A city's name."""
    return state.board.city(state.table.city_ids[city]).name


def route_name(state: GameState, r: int) -> str:
    """A route as a player names it: 'the red route Atlanta - Nashville'."""
    a, b = state.table.ends[r]
    return f"the {state.board.routes[r].color} route {_city(state, a)} - {_city(state, b)}"


def _routes(state: GameState) -> list[str]:
    """Each route claimed once, owners agree, trains and points add up, doubles limited (D5, D6, U7, U8, A5, F4)."""
    table, rules = state.table, state.rules
    n = len(state.players)
    claimed: dict[int, int] = {}
    out = []
    for seat, p in enumerate(state.players):
        used = points = 0
        for route in p.routes:
            r = table.route_index[route]
            if r in claimed:
                out.append(f"{route_name(state, r)} is claimed twice")
            claimed[r] = seat
            used += table.lengths[r]
            points += rules.route_score(table.lengths[r])  # U8, as scoring.route_points counts
        expected = rules.trains_per_player - used
        if p.trains != expected:
            out.append(f"{seat_name(p.name, seat)} has "
                       f"{count(p.trains, rules.terms.train, rules.terms.trains)} left, "
                       f"but the routes claimed leave {expected}")
        if p.points != points:
            out.append(f"{seat_name(p.name, seat)} has {count(p.points, 'point')} from routes, "
                       f"but the routes claimed score {points}")
    for r, owner in enumerate(state.owners):
        if claimed.get(r, -1) != owner:
            out.append(f"the board and the players disagree on who owns {route_name(state, r)}")
            break
    both_open = rules.both_routes_open(n)
    for r, seat in claimed.items():
        twin = table.twins[r]
        if r < twin and twin in claimed:
            if claimed[twin] == seat:
                who = seat_name(state.players[seat].name, seat)
                out.append(f"{who} holds both routes of the double route {route_name(state, r)}")
            elif not both_open:
                out.append(f"both routes of the double route {route_name(state, r)} are claimed, "
                           f"but with {n} players only one can be used")
    return out


def _merchandise(state: GameState) -> list[str]:
    """Merchandise cards conserved, and one per cart route at most; exactly one while the deck lasts (A6)."""
    table, rules = state.table, state.rules
    out = []
    for d, (name, size) in enumerate(rules.merchandise_decks):
        held = state.merchandise[d] + sum(p.merchandise[d] for p in state.players)
        if held != size:
            out.append(f"the {name} merchandise cards add up to {held}, but the game has {size}")
            continue
        for seat, p in enumerate(state.players):
            routes = sum(1 for r in p.routes if table.carts[table.route_index[r]] == d)
            # Cards never go back, so a deck that still has cards gave one for every route.
            if p.merchandise[d] > routes or (state.merchandise[d] > 0 and p.merchandise[d] != routes):
                who = seat_name(p.name, seat)
                out.append(f"{who} holds {count(p.merchandise[d], name + ' card')} "
                           f"for {count(routes, 'route')} with {name} carts")
    return out


def _coast_to_coast(state: GameState) -> list[str]:
    """Coast-to-Coast cards conserved, and held only by players whose routes join the coasts (F6)."""
    rules = state.rules
    taken = sum(1 for p in state.players if p.coast_to_coast)
    if state.coast_cards + taken != rules.coast_to_coast_cards:
        return [f"{count(state.coast_cards, 'Coast-to-Coast card')} left and {taken} taken, "
                f"but the game has {rules.coast_to_coast_cards}"]
    return [f"{seat_name(p.name, seat)} holds a Coast-to-Coast card without joining the coasts"
            for seat, p in enumerate(state.players)
            if p.coast_to_coast and not _network(state, p).joins_any(state.table.west, state.table.east)]


def _completed(state: GameState) -> list[str]:
    """Tickets shown completed exist only where tickets complete at once, and are joined (F5)."""
    terms = state.rules.terms
    out = []
    for seat, p in enumerate(state.players):
        if not p.completed:
            continue
        who = seat_name(p.name, seat)
        if not state.rules.complete_at_once:
            out.append(f"{who} has {terms.tickets} shown completed, which this game never does")
            continue
        network = _network(state, p)
        for t in p.completed:
            a, b, _ = state.table.tickets[t]
            if not network.joined(a, b):
                out.append(f"{who}'s completed {terms.ticket} {_ticket_name(state, t)} "
                           "is not joined by their routes")
    return out


def _network(state: GameState, player: Any) -> Network:
    """The cities a player's routes join."""
    return Network(state.table, player.routes)

