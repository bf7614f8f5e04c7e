"""What the gentle level keeps off, judged from the public board only (D7: tickets stay hidden): the
rest of the ways other players' lines are most likely heading; with one other player, every route
that would make any ticket that player might hold dearer; with more, the routes beside their lines."""
from __future__ import annotations

from typing import Callable, Sequence

from game.ai.planner import Goal, claimable, losses, rival_cities, shortest, ticket_goals
from game.rules.view import PlayerView

GUESS_SAVING = 1   # a ticket is a likely one of a player's if their line already saves this many trains of it
CUT_OFF = 10.0     # how many trains a way that would be cut off counts as dearer, when weighing risks


def their_costs(view: PlayerView, seat: int, per_claim: float = 0.0) -> list[float | None]:
    """Trains per route for another seat (plus `per_claim` for the turn a claim takes): 0 for its own routes,
    None for those it may not claim or has too few trains left for (a way it cannot afford is no way for it)."""
    trains = view.players[seat].trains
    return [0.0 if view.owners[r] == seat else (n + per_claim if n <= trains and claimable(view, r, seat) else None)
            for r, n in enumerate(view.table.lengths)]


def beside_lines(view: PlayerView) -> set[int]:
    """Unclaimed routes touching a city of another player's line: where that line grows next."""
    others = rival_cities(view)
    return {r for r, (a, b) in enumerate(view.table.ends) if view.owners[r] < 0 and (a in others or b in others)}


def heading(view: PlayerView, seat: int, goals: Sequence[Goal],
            alone: Callable[[Goal], tuple[float, list[int]] | None]) -> set[int]:
    """Unclaimed routes on the ways another player's line is most likely heading: for each ticket
    that player might hold whose cheapest way their line already shortens by GUESS_SAVING trains or
    more, the rest of that way (the player's own routes free; others', and those longer than the
    trains they have left, closed). `alone` gives a goal's cheapest way over unclaimed routes, with
    no line at all."""
    if not view.players[seat].routes:
        return set()
    theirs = their_costs(view, seat)
    routes: set[int] = set()
    for goal in goals:
        with_line = shortest(view, theirs, goal)
        if with_line is None or with_line[0] == 0:
            continue
        without = alone(goal)
        if without is None or without[0] - with_line[0] >= GUESS_SAVING:
            routes.update(r for r in with_line[1] if view.owners[r] < 0)
    return routes


def maybe_held(view: PlayerView) -> list[Goal]:
    """The tickets another player might hold: all but this seat's own and those completed face up
    (F5). A ticket this seat swapped away or gave back went under the deck and may come up again."""
    completed = {t for p in view.players for t in p.completed}
    return ticket_goals(view, [t for t in view.table.ticket_ids
                               if t not in view.tickets and t not in view.offer and t not in completed])


def kept_off(view: PlayerView) -> tuple[frozenset[int], frozenset[int]]:
    """The routes the gentle level keeps off: (never, avoided). Never: those on the ways others'
    lines are likely heading. Avoided: the rest of the routes beside their lines, taken only when a
    ticket has no other way."""
    maybe = maybe_held(view)
    bare = [float(n) if view.owners[r] < 0 else None for r, n in enumerate(view.table.lengths)]
    ways_alone: dict[str, tuple[float, list[int]] | None] = {}

    def alone(goal: Goal) -> tuple[float, list[int]] | None:   # planned once for every rival
        if goal.name not in ways_alone:
            ways_alone[goal.name] = shortest(view, bare, goal)
        return ways_alone[goal.name]

    never: set[int] = set()
    for p in view.players:
        if p.seat != view.seat:
            never |= heading(view, p.seat, maybe, alone)
    return frozenset(never), frozenset(beside_lines(view) - never)


def risks(view: PlayerView) -> dict[int, float]:
    """Per unclaimed route, how many trains dearer another player's tickets would get if it were taken,
    expected over the tickets they might hold (each as likely as any other): a route with no entry
    makes none of them dearer, whatever that player holds, so taking it blocks nothing. One side of
    a double route never counts while the other stays open to them (F4, D5)."""
    maybe = maybe_held(view)
    out: dict[int, float] = {}
    for p in view.players:
        if p.seat == view.seat or not p.tickets or not maybe:
            continue
        chance = min(1.0, p.tickets / len(maybe))
        theirs = their_costs(view, p.seat)
        for goal in maybe:
            found = shortest(view, theirs, goal)
            if found is None:
                continue
            for r, dearer in losses(view, theirs, goal, found, CUT_OFF):
                if dearer > 0:
                    out[r] = out.get(r, 0.0) + chance * dearer
    return out
