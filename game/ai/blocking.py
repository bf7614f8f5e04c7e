"""Guessing what a rival's line needs from the board alone, and which free route would hurt it most to lose.

A rival's claimed routes hint at its tickets: two pieces of its network not yet joined are most likely
meant to be joined (a planner claims the routes hardest to replace first, so its pieces lie apart).
The cheapest way between them, by trains and turns over the routes the rival may still claim, is
where it is heading; a free route on that way whose loss makes the way much dearer, or cuts it, is a
bottleneck worth taking when it costs this seat little.
"""
from __future__ import annotations

from itertools import combinations

from game.ai.kindness import their_costs
from game.ai.planner import Goal, losses, shortest
from game.rules.graph import Network
from game.rules.view import PlayerView

MAX_PIECES = 5    # pieces of one rival's network weighed (the largest): at most 10 pairs, a count of work
CUT = 20.0        # what losing a route that cuts the rival's way counts, like a cut ticket in hard's analysis


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
        costs = their_costs(view, p.seat, per_claim=1.0)
        parts = pieces(view, p.seat)[:MAX_PIECES]
        for one, two in combinations(parts, 2):
            goal = Goal("", one, two, 0)
            way = shortest(view, costs, goal)
            if way is None:
                continue
            for r, loss in losses(view, costs, goal, way, CUT, close_twins=True):
                found[r] = max(found.get(r, 0.0), loss)
    return found
