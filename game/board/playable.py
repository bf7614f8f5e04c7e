"""Checks on a board assembled from its two files: can a family play it and the game draw it?

The loader has linked every object by then; these look at the whole: the rules build, pay for and
score every route, there are tickets enough to deal, every city is reached, every ticket can be
completed, the spaces of each route line up, and every city picture is one the game has.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Sequence

from game.board.art import city_pictures
from game.board.limits import route_fit_problems, ticket_count_problem
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
                  tickets: Sequence[Ticket], tile: tuple[int, int], report: Report) -> None:
    """Every city reached, every ticket joinable, every route's spaces lined up between its cities."""
    places = {c.id: place(f"city {c.id}", "cities", (c.x, c.y), tile) for c in cities}
    for where, what in unreached_cities(places, routes):
        report(tmx, where, what)
    for where, what in unjoined_tickets(list(places), routes, tickets):
        report(yml, where, what)

    def space_place(route: Route, n: int) -> str:
        """Where a route's space is."""
        s = route.spaces[n - 1]
        return place(f"route {route.id} space {n}", "spaces", (s.x, s.y), tile)
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
