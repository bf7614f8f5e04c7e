"""One board's whole layout: a shape for every route and a box for every label, chosen together.

Route shapes and label boxes are items of one local search (see `search`), so a label that
would cover a space can move, or the route can bend, whichever costs less.
"""
from __future__ import annotations

from dataclasses import dataclass

from tools.maplayout.boards import BoardSpec
from tools.maplayout.labels import Label, candidates, label_pair_cost, own_cost, space_cost
from tools.maplayout.reference import RefCity, RefRoute
from tools.maplayout.routing import Group, Shape, candidate_shapes, make_groups, pair_cost
from tools.maplayout.search import LocalSearch


@dataclass(frozen=True)
class Layout:
    """The chosen shape of every route group and the chosen label of every city."""

    routes: list[tuple[Group, Shape]]
    labels: list[Label]
    moves: int


def lay_out(spec: BoardSpec, cities: list[RefCity], routes: list[RefRoute]) -> Layout:
    """Search the best combination of route shapes and label boxes for one board."""
    groups = make_groups(cities, routes)
    shapes = [candidate_shapes(spec, g, cities) for g in groups]
    options = [candidates(spec, c) for c in cities]
    count = len(groups)
    own = [[s.own_cost for s in group_shapes] for group_shapes in shapes]
    own += [[own_cost(spec, city, lab, cities) for lab in opts]
            for city, opts in zip(cities, options)]
    bounds = [[s.bounds for s in group_shapes] for group_shapes in shapes]
    bounds += [[lab.bounds for lab in opts] for opts in options]

    def pair(g: int, c: int, h: int, d: int) -> float:
        """Pair cost of two items (g < h; route groups come before labels)."""
        if h < count:
            return pair_cost(shapes[g][c], shapes[h][d], spec.space_gap)
        if g < count:
            label = options[h - count][d]
            return sum(space_cost(label, box) for track in shapes[g][c].tracks for box in track)
        return label_pair_cost(options[g - count][c], options[h - count][d])

    start = [0] * count + [min(range(len(costs)), key=lambda k: (costs[k], k))
                           for costs in own[count:]]
    search = LocalSearch(own, bounds, pair, max(spec.space_gap, 2.0), start)
    moves = search.run()
    moves += search.improve()
    chosen = [(g, shapes[i][search.current[i]]) for i, g in enumerate(groups)]
    labels = [options[i][search.current[count + i]] for i in range(len(cities))]
    return Layout(chosen, labels, moves)
