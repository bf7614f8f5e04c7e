"""Choosing between the ways to join a ticket by the turns they take with the cards in hand.

The planner adds up a cost per route, so it cannot see that cards in hand are shared between
the routes of one way, nor that wilds pay for any of them. Racing for a count of tickets (F7),
the hard level lists the ways to join its next ticket and takes the one taking fewest turns:
a turn per claim, and the drawing turns for the cards still missing.
"""
from __future__ import annotations

from typing import Sequence

from game.ai.planner import Goal, Plan, adjacency, plan
from game.rules.table import ANY_COLOR
from game.rules.view import PlayerView

CARDS_PER_DRAW = 2      # a drawing turn brings two cards (F3)
EXTRA_TRAINS = 3        # ways up to this many trains longer than the shortest are looked at
TRAIN_WEIGHT = 0.3      # each train weighs this much against a turn: trains are few (F1)
MAX_WAYS = 200          # ways looked at per ticket
MAX_STEPS = 5000        # and cities entered while looking for them: a count of work, never the clock, so that a
                        # seed plays the same moves on any machine however busy. Decisions on the shipped boards
                        # need at most about 2,100; 5,000 take about 5 ms here, about what the old limit of 20 ms
                        # allowed on a Raspberry Pi 4 (about 6 times slower)


def draw_turns(view: PlayerView, routes: Sequence[int]) -> float:
    """About how many drawing turns the cards still missing for these routes take. A card drawn
    helps if it is a wild or of a colour still short, so the more colours are short the likelier."""
    table, hand, rules = view.table, view.hand, view.table.rules
    need = [0] * table.wild
    gray = 0
    for r in routes:
        colour = table.route_colors[r]
        if colour == ANY_COLOR:
            gray += table.lengths[r]
        else:
            need[colour] += table.lengths[r]
    short = [max(0, n - h) for n, h in zip(need, hand)]
    spare = max((h - n for n, h in zip(need, hand)), default=0)
    gray_missing = max(0, gray - max(spare, 0))
    missing = sum(short) + gray_missing - hand[table.wild]
    if missing <= 0:
        return 0.0
    colours = sum(1 for s in short if s > 0) or 1
    chance = (colours * rules.per_color + rules.locomotives) / rules.deck_size
    return missing / (CARDS_PER_DRAW * min(1.0, chance))


def ways(view: PlayerView, costs: Sequence[float | None], goal: Goal) -> list[tuple[int, ...]]:
    """The simple paths joining the goal over open routes, at most EXTRA_TRAINS longer in unclaimed
    trains than the shortest found and within the trains left, as tuples of their unclaimed routes
    (the first found within MAX_WAYS and MAX_STEPS)."""
    adj, lengths, owners = adjacency(view.table), view.table.lengths, view.owners
    trains = view.players[view.seat or 0].trains
    found: list[tuple[int, tuple[int, ...]]] = []
    shortest = [trains]
    steps = [0]

    def walk(city: int, seen: set[int], used: int, path: list[int]) -> None:
        steps[0] += 1
        if len(found) >= MAX_WAYS or steps[0] > MAX_STEPS:
            return
        if city in goal.b:
            found.append((used, tuple(r for r in path if owners[r] < 0)))
            shortest[0] = min(shortest[0], used)
            return
        for r, other in adj[city]:
            if costs[r] is None or other in seen:
                continue
            more = used + (lengths[r] if owners[r] < 0 else 0)
            if more > min(trains, shortest[0] + EXTRA_TRAINS):
                continue
            seen.add(other)
            path.append(r)
            walk(other, seen, more, path)
            path.pop()
            seen.discard(other)

    for start in goal.a:
        walk(start, {start}, 0, [])
    return [routes for used, routes in found if used <= shortest[0] + EXTRA_TRAINS]


def quickest(view: PlayerView, costs: Sequence[float | None], goal: Goal) -> tuple[int, ...] | None:
    """The way to join the goal taking fewest turns (claims + draws, trains weighing a little); None if none."""
    lengths = view.table.lengths
    best: tuple[float, tuple[int, ...]] | None = None
    for routes in ways(view, costs, goal):
        turns = len(routes) + draw_turns(view, routes) + TRAIN_WEIGHT * sum(lengths[r] for r in routes)
        if best is None or turns < best[0]:
            best = (turns, routes)
    return best[1] if best else None


def quicker(view: PlayerView, goals: Sequence[Goal], costs: Sequence[float | None], wanted: Plan) -> Plan:
    """The plan with its first goal joined the quickest way; the other goals planned after it, its
    routes free for them."""
    if not wanted.by_goal:
        return wanted
    first = wanted.by_goal[0][0]
    way = quickest(view, costs, first)
    if way is None:
        return wanted
    fixed = list(costs)
    for r in way:
        fixed[r] = 0.0
    rest = plan(view, [g for g in goals if g != first], fixed)
    routes = tuple(dict.fromkeys(way + rest.routes))
    return Plan(routes, ((first, way),) + rest.by_goal, rest.unreachable,
                sum(view.table.lengths[r] for r in routes))
