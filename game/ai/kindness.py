"""What the gentle level keeps off: the routes beside another player's line, and the rest of the
ways that line is most likely heading, guessed from the public board (D7: tickets stay hidden)."""
from __future__ import annotations

from typing import Callable, Sequence

from game.ai.planner import Goal, claimable, rival_cities, shortest, ticket_goals
from game.rules.view import PlayerView

GUESS_SAVING = 1   # a ticket is a likely one of a player's if their line already saves this many trains of it
CUT_OFF = 10.0     # how many trains a way that would be cut off counts as dearer, when weighing risks


def beside_lines(view: PlayerView) -> set[int]:
    """Unclaimed routes touching a city of another player's line: where that line grows next."""
    others = rival_cities(view)
    return {r for r, (a, b) in enumerate(view.table.ends) if view.owners[r] < 0 and (a in others or b in others)}


def heading(view: PlayerView, seat: int, goals: Sequence[Goal],
            alone: Callable[[Goal], tuple[float, list[int]] | None]) -> set[int]:
    """Unclaimed routes on the ways another player's line is most likely heading: for each ticket
    that player might hold whose cheapest way their line already shortens by GUESS_SAVING trains or
    more, the rest of that way (the player's own routes free, others' closed). `alone` gives a
    goal's cheapest way over unclaimed routes, with no line at all."""
    if not view.players[seat].routes:
        return set()
    theirs = [0.0 if view.owners[r] == seat else (float(n) if claimable(view, r, seat) else None)
              for r, n in enumerate(view.table.lengths)]
    routes: set[int] = set()
    for goal in goals:
        with_line = shortest(view, theirs, goal)
        if with_line is None or with_line[0] == 0:
            continue
        without = alone(goal)
        if without is None or without[0] - with_line[0] >= GUESS_SAVING:
            routes.update(r for r in with_line[1] if view.owners[r] < 0)
    return routes


def kept_off(view: PlayerView, known: set[str]) -> tuple[frozenset[int], frozenset[int]]:
    """The routes the gentle level keeps off: (never, avoided). Never: those on the ways others'
    lines are likely heading (among the tickets not known to be elsewhere). Avoided: the rest of
    the routes beside their lines, taken only when a ticket has no other way."""
    completed = {t for p in view.players for t in p.completed}
    maybe = ticket_goals(view, [t for t in view.table.ticket_ids
                                if t not in known and t not in view.tickets and t not in completed])
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


def risks(view: PlayerView, known: set[str]) -> dict[int, float]:
    """Per unclaimed route, how many trains dearer another player's tickets would get if it were taken,
    expected over the tickets they might hold (each as likely as any other not known to be elsewhere):
    a route that many ways need and few can go round is a risky one to take, even before any line
    shows it."""
    completed = {t for p in view.players for t in p.completed}
    maybe = ticket_goals(view, [t for t in view.table.ticket_ids
                                if t not in known and t not in view.tickets and t not in completed])
    out: dict[int, float] = {}
    for p in view.players:
        if p.seat == view.seat or not p.tickets or not maybe:
            continue
        chance = min(1.0, p.tickets / len(maybe))
        theirs = [0.0 if view.owners[r] == p.seat else (float(n) if claimable(view, r, p.seat) else None)
                  for r, n in enumerate(view.table.lengths)]
        for goal in maybe:
            found = shortest(view, theirs, goal)
            if found is None:
                continue
            for r in found[1]:
                if view.owners[r] >= 0:
                    continue
                without = list(theirs)
                without[r] = None
                other = shortest(view, without, goal)
                dearer = CUT_OFF if other is None else other[0] - found[0]
                if dearer > 0:
                    out[r] = out.get(r, 0.0) + chance * dearer
    return out
