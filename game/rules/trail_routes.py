"""Which routes make up a player's longest trail (U10), for showing it, not for scoring it."""
from __future__ import annotations

from typing import Any, Iterable

from game.rules.graph import longest_trail


def longest_trail_routes(table: Any, routes: Iterable[str]) -> tuple[str, ...]:
    """The routes of one longest trail, in claim order; empty without routes.

    A route is left out whenever the rest still holds a trail as long: what remains then holds
    such a trail and every route of it is needed, so the trail uses them all (one search per route)."""
    kept = list(routes)
    best = longest_trail(table, kept)
    if best <= 0:
        return ()
    for route in list(kept):
        rest = [r for r in kept if r != route]
        if longest_trail(table, rest) == best:
            kept = rest
    return tuple(kept)
