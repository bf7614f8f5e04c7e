"""Guessing what a rival's line needs from the board alone, and which free route would hurt it most to lose.

A rival's claimed routes hint at its tickets: two pieces of its network not yet joined are most likely
meant to be joined (a planner claims the routes hardest to replace first, so its pieces lie apart).
The cheapest way between them, by trains and turns over the routes the rival may still claim, is
where it is heading; a free route on that way whose loss makes the way much dearer, or cuts it, is a
bottleneck worth taking when it costs this seat little.
"""
from __future__ import annotations

from itertools import combinations

from game.ai.planner import Goal, claimable, shortest
from game.rules.graph import Network
from game.rules.view import PlayerView

MAX_PIECES = 5    # pieces of one rival's network weighed (the largest): at most 10 pairs, a count of work
CUT = 20.0        # what losing a route that cuts the rival's way counts, like a cut ticket in hard's analysis


def rival_costs(view: PlayerView, seat: int) -> list[float | None]:
    """Per route, what it costs that rival to use it: 0 if its own, None if it cannot, else trains and a turn."""
    trains = view.players[seat].trains
    costs: list[float | None] = []
    for r, length in enumerate(view.table.lengths):
        if view.owners[r] == seat:
            costs.append(0.0)
        elif view.owners[r] >= 0 or length > trains or not claimable(view, r, seat):
            costs.append(None)
        else:
            costs.append(length + 1.0)
    return costs


def pieces(view: PlayerView, seat: int) -> list[frozenset[int]]:
    """The separate pieces of a seat's network, as sets of cities, the largest first."""
    table = view.table
    network = Network(table, view.players[seat].routes)
    groups: dict[int, set[int]] = {}
    for city in network.cities():
        key = next((k for k in groups if network.joined(k, city)), city)
        groups.setdefault(key, set()).add(city)
    return sorted((frozenset(g) for g in groups.values()), key=lambda g: (-len(g), min(g)))


def needed_routes(view: PlayerView) -> dict[int, float]:
    """For each free route a rival seems to need, how much dearer its way gets without it (CUT if cut)."""
    found: dict[int, float] = {}
    for p in view.players:
        if p.seat == view.seat:
            continue
        costs = rival_costs(view, p.seat)
        parts = pieces(view, p.seat)[:MAX_PIECES]
        for one, two in combinations(parts, 2):
            goal = Goal("", one, two, 0)
            way = shortest(view, costs, goal)
            if way is None:
                continue
            for r in way[1]:
                if view.owners[r] >= 0:
                    continue
                without = list(costs)
                without[r] = None
                twin = view.table.twins[r]
                if twin >= 0 and not view.table.rules.both_routes_open(len(view.players)):
                    without[twin] = None   # taking one of a double closes the other (U7, A5)
                other = shortest(view, without, goal)
                loss = CUT if other is None else other[0] - way[0]
                found[r] = max(found.get(r, 0.0), loss)
    return found
