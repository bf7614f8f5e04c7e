"""The tickets in the rules file and the network they ask for: every city reached, every ticket joinable.

A city no route reaches can never be on a completed ticket, and a ticket between two parts of the
map that no routes join can never be completed: both would spoil a family's game without a word.
"""
from __future__ import annotations

import difflib
import heapq
from collections import Counter
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

from game.board.counts import MAX_ID_CHARS, MAX_TICKETS
from game.rules.board import Route, Ticket

Report = Callable[[Path, str, str], None]


def near_name(name: Any, names: Sequence[str] | set[str]) -> str:
    """' (did you mean 'boston'?)' when a known name is close to a mistyped one, else ''."""
    close = difflib.get_close_matches(str(name), sorted(names), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


def no_duplicates(path: Path, ids: list[str], kind: str, report: Report) -> None:
    """Report ids used more than once."""
    for ident, n in Counter(ids).items():
        if n > 1:
            report(path, f"{kind} {ident}", f"duplicate id (used {n} times); give each its own name")


AUTO = "auto"   # a ticket's points written as `points: auto`: priced from the board (auto_points)


def read_tickets(yml: Path, raw: Any, city_ids: set[str], report: Report,
                 routes: Sequence[Route] = ()) -> list[Ticket]:
    """Tickets from the rules file, each to two cities of the map; `points: auto` priced from these routes."""
    if not isinstance(raw, list) or not raw:
        report(yml, "tickets", "must be a non-empty list, one line a ticket: "
                               "- {id: t01, from: one_city, to: another_city, points: 5}")
        return []
    if len(raw) > MAX_TICKETS:
        report(yml, "tickets", f"holds {len(raw)} tickets; a board may have at most {MAX_TICKETS}: delete some")
    tickets = []
    for n, t in enumerate(raw[:MAX_TICKETS], 1):
        if not isinstance(t, dict) or not t.get("id"):
            report(yml, f"ticket number {n}", "must be a mapping with id, from and to, "
                                              "like {id: t01, from: one_city, to: another_city}")
            continue
        if len(str(t["id"])) > MAX_ID_CHARS:
            report(yml, f"ticket number {n}", f"its id is {len(str(t['id']))} characters long; at most "
                                              f"{MAX_ID_CHARS} are allowed: shorten it")
            continue
        where = f"ticket {t['id']}"
        ends = [t.get("from"), t.get("to")]
        bad = [e for e in ends if e not in city_ids]
        for end in bad:
            report(yml, where, f"city '{end}' is not on the map{near_name(end, city_ids)}; "
                               "use a city's name from the map's layer cities")
        points = t.get("points", 0)
        if points == AUTO and not bad:
            points = auto_points(shortest_spaces(routes, ends[0], ends[1]) or 0)
        if not isinstance(points, int) or isinstance(points, bool) or points < 0:
            report(yml, where, f"points must be a whole number or auto, not {points!r}")
        elif not bad and ends[0] == ends[1]:
            report(yml, where, f"joins {ends[0]} to itself; change 'from' or 'to'")
        elif not bad:
            tickets.append(Ticket(id=str(t["id"]), a=ends[0], b=ends[1], points=points))
    no_duplicates(yml, [str(t.get("id")) for t in raw[:MAX_TICKETS] if isinstance(t, dict)], "ticket", report)
    return tickets


def _parts(city_ids: Sequence[str], routes: Sequence[Route]) -> dict[str, int]:
    """City id -> the number of the connected part of the route network it lies in."""
    part: dict[str, int] = {}
    links: dict[str, list[str]] = {c: [] for c in city_ids}
    for r in routes:
        if r.a in links and r.b in links:
            links[r.a].append(r.b)
            links[r.b].append(r.a)
    for number, start in enumerate(city_ids):
        todo = [start]
        while todo:
            city = todo.pop()
            if city not in part:
                part[city] = number
                todo.extend(links[city])
    return part


def unreached_cities(city_places: Mapping[str, str], routes: Sequence[Route]) -> Iterator[tuple[str, str]]:
    """(where, what) for each city no route reaches."""
    reached = {c for r in routes for c in (r.a, r.b)}
    for city, where in city_places.items():
        if city not in reached:
            yield where, ("no route reaches it, so no ticket to it can be completed; draw a route "
                          "to it in layer routes (with its spaces) or delete the city")


def unjoined_tickets(city_ids: Sequence[str], routes: Sequence[Route],
                     tickets: Sequence[Ticket]) -> Iterator[tuple[str, str]]:
    """(where, what) for each ticket between cities no set of routes joins (a city no route reaches aside)."""
    reached = {c for r in routes for c in (r.a, r.b)}
    part = _parts(city_ids, routes)
    for t in tickets:
        if t.a in reached and t.b in reached and part.get(t.a) != part.get(t.b):
            yield f"ticket {t.id}", (f"no routes join {t.a} and {t.b}: they are on separate parts of "
                                     "the map's railway; add a route between the parts or change the ticket")


def auto_points(spaces: int) -> int:
    """A ticket's points the way the printed games price them: the spaces of the shortest connection
    between its cities, and one more for each full 20 (on the USA map this gives 25 of the 30 printed
    tickets exactly and every one within a point)."""
    return spaces + spaces // 20


def shortest_spaces(routes: Sequence[Route], a: str, b: str) -> int | None:
    """The fewest spaces of routes that join cities a and b, or None when no routes join them."""
    links: dict[str, list[tuple[str, int]]] = {}
    for r in routes:
        links.setdefault(r.a, []).append((r.b, r.length))
        links.setdefault(r.b, []).append((r.a, r.length))
    best = {a: 0}
    todo = [(0, a)]
    while todo:
        far, city = heapq.heappop(todo)
        if city == b:
            return far
        if far > best[city]:
            continue   # a shorter way here was already followed
        for other, length in links.get(city, ()):
            if far + length < best.get(other, far + length + 1):
                best[other] = far + length
                heapq.heappush(todo, (far + length, other))
    return None
