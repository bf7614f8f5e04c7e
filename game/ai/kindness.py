"""What the gentle level keeps off: the routes beside another player's line, and the rest of the
ways that line is most likely heading, guessed from the public board (D7: tickets stay hidden)."""
from __future__ import annotations

from typing import Iterable

from game.ai.planner import Goal, network_cities, shortest
from game.rules.view import PlayerView

GUESS_SAVING = 1   # a ticket is a likely one of a player's if their line already saves this many trains of it


def beside_lines(view: PlayerView) -> set[int]:
    """Unclaimed routes touching a city of another player's line: where that line grows next."""
    others: set[int] = set()
    for p in view.players:
        if p.seat != view.seat:
            others |= network_cities(view, p.seat)
    return {r for r, (a, b) in enumerate(view.table.ends) if view.owners[r] < 0 and (a in others or b in others)}


def heading(view: PlayerView, seat: int, tickets: Iterable[str]) -> set[int]:
    """Unclaimed routes on the ways another player's line is most likely heading: for each ticket
    that player might hold whose cheapest way their line already shortens by GUESS_SAVING trains or
    more, the rest of that way (the player's own routes free, others' closed)."""
    table = view.table
    if not view.players[seat].routes:
        return set()
    lengths = table.lengths
    bare = [float(n) if view.owners[r] < 0 else None for r, n in enumerate(lengths)]
    theirs = [0.0 if view.owners[r] == seat else (float(n) if _open_to(view, r, seat) else None)
              for r, n in enumerate(lengths)]
    routes: set[int] = set()
    for t in tickets:
        a, b, points = table.tickets[t]
        goal = Goal(t, frozenset((a,)), frozenset((b,)), points)
        with_line = shortest(view, theirs, goal)
        if with_line is None or with_line[0] == 0:
            continue
        without = shortest(view, bare, goal)
        if without is None or without[0] - with_line[0] >= GUESS_SAVING:
            routes.update(r for r in with_line[1] if view.owners[r] < 0)
    return routes


def _open_to(view: PlayerView, r: int, seat: int) -> bool:
    """True if that seat could still claim route r (D5, U7, A5, F4)."""
    if view.owners[r] >= 0:
        return False
    twin = view.table.twins[r]
    if twin < 0 or view.owners[twin] < 0:
        return True
    return view.owners[twin] != seat and view.table.rules.both_routes_open(len(view.players))


def kept_off(view: PlayerView, known: set[str]) -> tuple[frozenset[int], frozenset[int]]:
    """The routes the gentle level keeps off: (never, avoided). Never: those on the ways others'
    lines are likely heading (among the tickets not known to be elsewhere). Avoided: the rest of
    the routes beside their lines, taken only when a ticket has no other way."""
    completed = {t for p in view.players for t in p.completed}
    maybe = [t for t in view.table.ticket_ids if t not in known and t not in view.tickets and t not in completed]
    never: set[int] = set()
    for p in view.players:
        if p.seat != view.seat:
            never |= heading(view, p.seat, maybe)
    return frozenset(never), frozenset(beside_lines(view) - never)
