"""A hint for a child: the next track that brings one of their tickets closer.

Of the seat's unfinished tickets, the one the fewest trains and turns would join (the computer
players' own planner, with nothing but the seat's own view); of the unclaimed tracks on its way,
one the hand can pay for now if there is one. The screen shows it until the next move: a track
payable now glows green, one that is not yet glows yellow, with the cards it needs over it.
"""
from __future__ import annotations

from typing import NamedTuple

from game.ai.planner import route_costs, shortest, ticket_goals
from game.rules.questions import claim_options
from game.rules.view import PlayerView


class Hint(NamedTuple):
    """A track to build next, and whether the hand can pay for it now."""

    route: str
    payable: bool


def hint_for(view: PlayerView) -> Hint | None:
    """The hint for the view's seat now (None: no ticket is left to work on, or none can be joined).

    Only the seat to move can pay for a track, so a view of another seat is never told one is payable.
    """
    costs = route_costs(view)
    best: tuple[float, list[int]] | None = None
    for goal in ticket_goals(view, view.tickets):
        found = shortest(view, costs, goal)
        if found is None:
            continue
        cost, path = found
        todo = [r for r in path if view.owners[r] < 0]
        if todo and (best is None or cost < best[0]):
            best = (cost, todo)
    if best is None:
        return None
    ids = view.table.route_ids
    payable = [r for r in best[1] if claim_options(view, ids[r])]
    return Hint(ids[payable[0]], True) if payable else Hint(ids[best[1][0]], False)
