"""Ticket decisions weighed as a whole plan: what a set of tickets scores (its routes and its tickets) against
the turns and trains it takes, which offered tickets to keep, and whether drawing more tickets pays now."""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from game.ai.foresight import CARDS_PER_DRAW, unseen_tickets
from game.ai.planner import Goal, plan, ticket_goals
from game.ai.tactics import missing_cards
from game.ai.worth import miss_cost
from game.rules.view import PlayerView

TURN_WORTH = 3.3    # points a turn brings at expert's pace (about 124 points a 2-player USA game, in about 13
                    # claims and the drawing turns for 41 cards at CARDS_PER_DRAW)
PLAN_PACE = 1.5     # turns a plan takes per claim and drawing turn it needs: cards of the wrong colour, fillers
                    # and blocks between (measured in expert's games: 7.5 turns for 3-6 estimated, 16.6 for 9-12)
SAMPLES = 40        # random offers of unseen tickets tried when judging a draw
MAX_PLANS = 90      # plans weighed for one draw judgement at most (a count of work, never the clock): offers
                    # whose subsets are not yet weighed by then are judged by their tickets one by one


@dataclass(frozen=True)
class Budget:
    """What a plan may use: this seat's trains, and the turns it may still have (the rival's fastest end)."""

    trains: int
    turns: float


def budget_of(view: PlayerView, turns: float) -> Budget:
    """This seat's trains, and `turns` turns."""
    return Budget(view.players[view.seat or 0].trains, turns)


def plan_value(view: PlayerView, goals: Sequence[Goal], costs: Sequence[float | None], budget: Budget,
               turn_worth: float = TURN_WORTH) -> float:
    """Points the tickets of `goals` are expected to bring, planned in that order over `costs`, less what their
    turns are worth: each goal whose routes still fit the budget's trains and, at PLAN_PACE, its turns adds its
    routes' points and its own, less `turn_worth` for each claim and drawing turn for the missing cards; one that
    does not fit costs what an unfinished ticket does."""
    table, rules = view.table, view.table.rules
    result = plan(view, goals, costs)
    built: list[int] = []
    trains, turns, value = 0, 0.0, 0.0
    for goal, routes in result.by_goal:
        fresh = [r for r in routes if r not in built]
        more = trains + sum(table.lengths[r] for r in fresh)
        taken = built + fresh
        need = len(taken) + missing_cards(view, taken) / CARDS_PER_DRAW
        if more <= budget.trains and PLAN_PACE * need <= budget.turns:
            built, trains, turns = taken, more, need
            value += sum(rules.route_score(table.lengths[r]) for r in fresh) + goal.points
        else:
            value -= miss_cost(rules, goal.points)
    value -= sum(miss_cost(rules, g.points) for g in result.unreachable)
    return value - turn_worth * turns


def _ordered(view: PlayerView, ids: Sequence[str]) -> list[Goal]:
    """Goals for tickets, the largest first: the plan gives them the trains first."""
    return sorted(ticket_goals(view, ids), key=lambda g: -g.points)


def best_keep(view: PlayerView, costs: Sequence[float | None], budget: Budget, minimum: int,
              turn_worth: float = TURN_WORTH) -> tuple[str, ...]:
    """The offered tickets to keep: the subset of at least `minimum` whose plan beside the tickets held is worth
    most (tickets sharing routes with each other, with the line and with long routes cost fewer turns)."""
    held = _ordered(view, view.tickets)
    best: tuple[float, tuple[str, ...]] | None = None
    for size in range(max(1, minimum), len(view.offer) + 1):
        for subset in combinations(view.offer, size):
            value = plan_value(view, held + _ordered(view, subset), costs, budget, turn_worth)
            if best is None or value > best[0]:
                best = (value, subset)
    return best[1] if best else tuple(view.offer[:max(1, minimum)])


def draw_gain(view: PlayerView, costs: Sequence[float | None], known: set[str], seed: int, budget: Budget,
              turn_worth: float = TURN_WORTH) -> float:
    """Expected points a ticket draw adds to the plan, less `turn_worth` for the turn it takes: over random
    offers from the tickets that may still be in the deck, the best keep beside the tickets held (at least
    the rules' minimum), against keeping the plan as it is. The draw's turn comes off the budget's turns."""
    rules = view.table.rules
    pool = sorted(unseen_tickets(view, known))
    if view.ticket_deck_size <= 0 or not pool:
        return float("-inf")
    after = Budget(budget.trains, budget.turns - 1)
    held = _ordered(view, view.tickets)
    base = plan_value(view, held, costs, after, turn_worth)
    weighed: dict[tuple[str, ...], float] = {}

    def gain(subset: tuple[str, ...]) -> float:
        """What keeping `subset` adds to the plan (singles always weighed, larger sets while plans are left)."""
        if subset not in weighed:
            if len(subset) == 1 or len(weighed) < MAX_PLANS:
                weighed[subset] = plan_value(view, held + _ordered(view, subset), costs, after, turn_worth) - base
            else:
                weighed[subset] = sum(gain((t,)) for t in subset)
        return weighed[subset]

    for t in pool:
        gain((t,))
    chooser = random.Random(seed)
    size, keep = min(rules.ticket_draw, len(pool), view.ticket_deck_size), max(1, rules.ticket_keep)
    total = 0.0
    for _ in range(SAMPLES):
        offer = sorted(chooser.sample(pool, size))
        best = float("-inf")
        for n in range(min(keep, size), size + 1):
            for subset in combinations(offer, n):
                # a set with a ticket that loses points alone is weighed only if the rules make it keep that many
                if n > keep and any(weighed[(t,)] <= 0 for t in subset):
                    continue
                best = max(best, gain(subset))
        total += best
    return total / SAMPLES - turn_worth
