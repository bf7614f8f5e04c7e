"""Path planning for computer players: the cheapest ways to join ticket cities, from one seat's view only."""
from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any, Collection, Iterable, Iterator, Sequence

from game.rules.table import ANY_COLOR
from game.rules.view import PlayerView

TURN_COST = 1.0      # each route is one more claiming turn, so fewer, longer routes are cheaper
CARD_DISCOUNT = 0.4  # a card already in hand for a route makes it cheaper by this much
_ADJACENCY: dict[int, tuple[Any, tuple[tuple[tuple[int, int], ...], ...]]] = {}


@dataclass(frozen=True)
class Goal:
    """Something to join: any city of `a` to any city of `b` (a ticket, or the Coast-to-Coast)."""

    name: str
    a: frozenset[int]
    b: frozenset[int]
    points: int


@dataclass(frozen=True)
class Plan:
    """Routes still to claim for some goals, and what they cost."""

    routes: tuple[int, ...]              # unclaimed routes, in goal order
    by_goal: tuple[tuple[Goal, tuple[int, ...]], ...]   # per goal, its routes from its b end to its a end
    unreachable: tuple[Goal, ...]
    trains: int                          # trains the routes need

    def goal_routes(self, goal: Goal) -> tuple[int, ...]:
        """The unclaimed routes planned for one goal."""
        return next((r for g, r in self.by_goal if g == goal), ())


def adjacency(table: Any) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per city, its (route, other city) pairs; cached per table."""
    cached = _ADJACENCY.get(id(table))
    if cached is not None and cached[0] is table:
        return cached[1]
    adj: list[list[tuple[int, int]]] = [[] for _ in table.city_ids]
    for r, (a, b) in enumerate(table.ends):
        adj[a].append((r, b))
        adj[b].append((r, a))
    frozen = tuple(tuple(x) for x in adj)
    if len(_ADJACENCY) > 16:
        _ADJACENCY.clear()
    _ADJACENCY[id(table)] = (table, frozen)
    return frozen


def ticket_goals(view: PlayerView, ids: Iterable[str]) -> list[Goal]:
    """Goals for these tickets."""
    goals = []
    for t in ids:
        a, b, points = view.table.tickets[t]
        goals.append(Goal(t, frozenset((a,)), frozenset((b,)), points))
    return goals


def coast_goal(view: PlayerView) -> Goal | None:
    """The Coast-to-Coast goal (F6), if this seat can still take a card."""
    table = view.table
    me = view.players[view.seat or 0]
    if not table.rules.has_coast_to_coast or me.coast_to_coast or view.coast_cards <= 0:
        return None
    return Goal("coast", table.west, table.east, 1)


def claimable(view: PlayerView, r: int, seat: int | None = None) -> bool:
    """True if this seat (or the one given) may still claim route r as far as ownership goes (D5, U7, A5)."""
    if view.owners[r] >= 0:
        return False
    twin = view.table.twins[r]
    if twin < 0 or view.owners[twin] < 0:
        return True
    who = view.seat if seat is None else seat
    return view.owners[twin] != who and view.table.rules.both_routes_open(len(view.players))


def route_costs(view: PlayerView, avoid: frozenset[int] = frozenset(),
                favour: dict[int, float] | None = None, missing_cost: float = 0.0,
                card_discount: float = CARD_DISCOUNT) -> list[float | None]:
    """Cost per route for this seat: 0 if its own, None if closed, else trains plus a turn less cards held.

    With a missing cost, each card still missing for a route makes it that much dearer (a third of
    that for a gray route, which any colour pays), so plans lean on the colours in hand. With no
    card discount the plan goes by trains and turns alone."""
    table, seat, hand = view.table, view.seat, view.hand
    trains = view.players[seat or 0].trains
    best_colour = max(hand[:table.wild], default=0)
    costs: list[float | None] = []
    for r, length in enumerate(table.lengths):
        owner = view.owners[r]
        if owner == seat:
            costs.append(0.0)
        elif r in avoid or length > trains or not claimable(view, r):
            costs.append(None)
        else:
            colour = table.route_colors[r]
            held = best_colour if colour == ANY_COLOR else hand[colour]
            cost = length + TURN_COST - card_discount * min(held, length)
            if missing_cost and held < length:
                cost += (missing_cost if colour != ANY_COLOR else missing_cost / 3) * (length - held)
            if favour:
                cost -= favour.get(r, 0.0)
            costs.append(max(cost, 0.1))
    return costs


def _search(view: PlayerView, costs: Sequence[float | None], starts: Iterable[int], ends: Collection[int]):
    """Dijkstra from all of `starts` until a city of `ends` is settled (or every city it reaches): (that city
    or None, its cost, each city's cost, each city's back-link (route, previous city)). Lists by city: the
    planners' hottest loop (play-outs run it thousands of times)."""
    adj = adjacency(view.table)
    inf = float("inf")
    dist = [inf] * len(adj)
    back: list[tuple[int, int] | None] = [None] * len(adj)
    done = [False] * len(adj)
    for c in starts:
        dist[c] = 0.0
    heap = [(0.0, c) for c in starts]
    heapq.heapify(heap)
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, city = pop(heap)
        if done[city]:
            continue
        done[city] = True
        if city in ends:
            return city, d, dist, back
        for r, other in adj[city]:
            cost = costs[r]
            if cost is None or done[other]:
                continue
            nd = d + cost
            if nd < dist[other]:
                dist[other] = nd
                back[other] = (r, city)
                push(heap, (nd, other))
    return None, inf, dist, back


def shortest(view: PlayerView, costs: Sequence[float | None], goal: Goal) -> tuple[float, list[int]] | None:
    """The cheapest path joining the goal (Dijkstra from all of `a` to any of `b`): cost and routes."""
    city, d, _, back = _search(view, costs, goal.a, goal.b)
    if city is None:
        return None
    path = []
    step = back[city]
    while step is not None:
        r, city = step
        path.append(r)
        step = back[city]
    return d, path


def distances(view: PlayerView, costs: Sequence[float | None], start: int) -> list[float]:
    """The cost of the cheapest path from `start` to each city (infinite where none is left): the search
    `shortest` makes, run to the end, so each cost is exactly the one it finds for a goal from `start`."""
    return _search(view, costs, (start,), ())[2]


def open_way(view: PlayerView, costs: Sequence[float | None], goal: Goal) -> list[int] | None:
    """The routes still to claim on the cheapest path joining the goal (None: no path is left)."""
    found = shortest(view, costs, goal)
    return [r for r in found[1] if view.owners[r] < 0] if found is not None else None


def plan(view: PlayerView, goals: Sequence[Goal], costs: Sequence[float | None]) -> Plan:
    """Plan goals one after another; routes planned for one are free for the next (a shared network)."""
    work = list(costs)
    table = view.table
    routes: list[int] = []
    by_goal = []
    unreachable = []
    for goal in goals:
        found = shortest(view, work, goal)
        if found is None:
            unreachable.append(goal)
            continue
        new = tuple(r for r in found[1] if view.owners[r] < 0)
        by_goal.append((goal, new))
        for r in new:
            if work[r] != 0.0:
                work[r] = 0.0
                routes.append(r)
    return Plan(tuple(routes), tuple(by_goal), tuple(unreachable),
                sum(table.lengths[r] for r in routes))


def network_cities(view: PlayerView, seat: int) -> set[int]:
    """The cities touched by one seat's claimed routes."""
    table = view.table
    cities: set[int] = set()
    for route in view.players[seat].routes:
        cities.update(table.ends[table.route_index[route]])
    return cities


def rival_cities(view: PlayerView) -> set[int]:
    """The cities touched by the other seats' claimed routes."""
    cities: set[int] = set()
    for p in view.players:
        if p.seat != view.seat:
            cities |= network_cities(view, p.seat)
    return cities


def losses(view: PlayerView, costs: list[float | None], goal: Goal, way: tuple[float, list[int]], cut: float,
           close_twins: bool = False) -> Iterator[tuple[int, float]]:
    """Each free route on `way` (the goal's cheapest way over `costs`) and how much dearer the goal gets
    without it (`cut` if it is then cut off); with close_twins, taking one of a double also closes the
    other where the table does not open both (U7, A5)."""
    for r in way[1]:
        if view.owners[r] >= 0:
            continue
        without = list(costs)
        without[r] = None
        twin = view.table.twins[r]
        if close_twins and twin >= 0 and not view.table.rules.both_routes_open(len(view.players)):
            without[twin] = None
        other = shortest(view, without, goal)
        yield r, cut if other is None else other[0] - way[0]

