"""Checks on a board assembled from its two files: can a family play it and the game draw it?

The loader has linked every object by then; these look at the whole: the rules build, pay for and
score every route, there are tickets enough to deal, every city is reached, every ticket can be
completed, the spaces of each route line up, and every city picture is one the game has.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Callable, Collection, Sequence

from game.board.art import city_pictures
from game.board.limits import MAX_ROUTE_LENGTH, route_fit_problems, ticket_count_problem
from game.board.lineup import lineup_problems
from game.board.places import place
from game.board.tickets import near_name, unjoined_tickets, unreached_cities
from game.rules.board import City, Route, Ticket
from game.rules.settings import RuleSet

Report = Callable[[Path, str, str], None]


def check_fit(yml: Path, rules: RuleSet, routes: Sequence[Route], tickets: Sequence[Ticket],
              report: Report) -> None:
    """The rules must build, pay for and score every route, and have tickets to deal and draw."""
    for where, what in route_fit_problems(routes, rules):
        report(yml, where, what)
    few = ticket_count_problem(rules, len(tickets))
    if few:
        report(yml, "tickets", few)


def check_network(tmx: Path, yml: Path, cities: Sequence[City], routes: Sequence[Route],
                  tickets: Sequence[Ticket], tile: tuple[int, int], report: Report,
                  laid: Collection[str] = ()) -> None:
    """Every city reached, every ticket joinable, every route's spaces lined up between its cities (those
    of the `laid` routes were laid along their lines: moving the line moves them)."""
    places = {c.id: place(f"city {c.id}", "cities", (c.x, c.y), tile) for c in cities}
    for where, what in unreached_cities(places, routes):
        report(tmx, where, what)
    for where, what in unjoined_tickets(list(places), routes, tickets):
        report(yml, where, what)

    def space_place(route: Route, n: int) -> str:
        """Where a route's space is."""
        s = route.spaces[n - 1]
        return place(f"route {route.id} space {n}", "routes" if route.id in laid else "spaces", (s.x, s.y), tile)
    for where, what in lineup_problems(routes, {c.id: c for c in cities}, space_place):
        report(tmx, where, what)


def picture_problem(icon: Any) -> str | None:
    """Why a city's picture (First Journey style) is not one the game can draw, or None."""
    known = city_pictures()
    if icon in (None, "") or not known or icon in known:
        return None
    return (f"its picture '{icon}' is not one the game has{near_name(icon, known)}; "
            "place the city with a tile of fj_icons.tsx")


def check_pictures_everywhere(tmx: Path, cities: Sequence[City], tile: tuple[int, int], report: Report) -> None:
    """On a board whose cities are pictures, every city needs one: tickets show the places' pictures."""
    bare = [c for c in cities if not c.icon]
    if bare and len(bare) < len(cities):
        for c in bare:
            report(tmx, place(f"city {c.id}", "cities", (c.x, c.y), tile),
                   "has no picture while the other cities do; place it with a tile of fj_icons.tsx "
                   "(the tickets show the two places' pictures)")


def check_length(tmx: Path, where: str, length: int, indexes: list[int], report: Report) -> None:
    """A route is 1 to MAX_ROUTE_LENGTH spaces long, and its spaces are numbered 1 ... length."""
    if length < 1:
        report(tmx, where, f"length must be at least 1, not {length}; set 'length' to its number of spaces")
    if length > MAX_ROUTE_LENGTH:
        report(tmx, where, f"length {length} is more than {MAX_ROUTE_LENGTH}, "
                           "the longest route the game allows; split it with a city in between")
    if 1 <= length <= MAX_ROUTE_LENGTH and not indexes:   # a route object drawn with another tool than a line
        report(tmx, where, "is not a line and has no spaces; draw it from city to city with Tiled's Insert "
                           "Polyline tool (the game lays its spaces along it), or place its spaces in layer spaces")
    elif 1 <= length <= MAX_ROUTE_LENGTH and indexes != list(range(1, length + 1)):
        report(tmx, where, f"length {length} but its spaces are numbered {indexes}; "
                           f"give it {length} spaces in layer spaces with index 1 to {length}, "
                           "or change its length")


def check_twins(tmx: Path, routes: Sequence[Route], places: dict[str, str], report: Report) -> None:
    """Both routes of a double name each other and agree in length and endpoints."""
    by_id = {r.id: r for r in routes}
    for r in routes:
        if r.twin is None:
            continue
        t = by_id.get(r.twin)
        where = places[r.id]
        if t is None:
            report(tmx, where, f"twin '{r.twin}' is not a route{near_name(r.twin, set(by_id))}; "
                               "set 'twin' to the other route's name, or remove it")
        elif t.twin != r.id:
            report(tmx, where, f"twin {t.id} does not name {r.id} as its twin; "
                               "the two routes of a double each name the other in 'twin'")
        elif t.length != r.length:
            report(tmx, where, f"length {r.length} differs from its twin {t.id} ({t.length}); "
                               "give both the same length and number of spaces")
        elif t.ends != r.ends:
            report(tmx, where, f"joins {r.a}-{r.b} but its twin {t.id} joins {t.a}-{t.b}; "
                               "the two routes of a double join the same two cities")
    pairs = Counter(r.ends for r in routes)
    for r in routes:
        if pairs[r.ends] > 2:
            report(tmx, places[r.id], f"more than two routes join {r.a} and {r.b}; "
                                      "keep at most two (a double route)")
        elif pairs[r.ends] == 2 and r.twin is None:
            report(tmx, places[r.id], "a second route joins the same cities but no twin is named; "
                                      "set 'twin' on each to the other's name")
