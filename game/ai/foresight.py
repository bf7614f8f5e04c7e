"""Looking ahead: how many turns are left, how long a plan takes, and whether swapping tickets pays (F3)."""
from __future__ import annotations

import random
from typing import Sequence

from game.ai.planner import Plan, distances, open_way, shortest, ticket_goals
from game.ai.tactics import missing_cards
from game.ai.worth import miss_cost
from game.rules.view import PlayerView

SAMPLES = 60   # random offers of tickets tried when judging a swap or a ticket draw
CARDS_PER_DRAW = 1.5   # useful cards a drawing turn brings on average (two cards, not all of the colours needed)
PRIOR_PACE, PRIOR_TURNS = 1.0, 8   # before a player's pace shows: about a train a turn, as if seen for 8 turns


def pace(view: PlayerView, seat: int | None = None) -> float:
    """Trains a player has laid per turn so far (a train a turn before the pace shows)."""
    p = view.players[(view.seat or 0) if seat is None else seat]
    used = view.table.rules.trains_per_player - p.trains
    return (used + PRIOR_PACE * PRIOR_TURNS) / (p.turns + PRIOR_TURNS)


def rulebook_trains(view: PlayerView) -> int:
    """The trains per player of the board's own rules (a house rule may give fewer): what its tickets were
    made for."""
    return int(view.table.board.settings["trains_per_player"])


def game_length(view: PlayerView) -> float:
    """This game's length against the rulebook's: its trains per player over the board's own (a house rule
    may shorten it), for settings a level measured in turns of a rulebook game."""
    rulebook = rulebook_trains(view)
    return view.table.rules.trains_per_player / rulebook if rulebook > 0 else 1.0


def room_for_tickets(view: PlayerView, margin: float) -> float:
    """Trains this seat can still lay for new tickets: its trains less one, and no more than its
    pace over the turns left less `margin` turns kept in hand for the unexpected."""
    trains = view.players[view.seat or 0].trains - 1
    return min(trains, pace(view) * (turns_left(view) - 1 - margin))


def turns_left(view: PlayerView) -> float:
    """About how many more turns this seat gets, this one included: until some player, at their pace so far,
    starts the last round; in the last round, the turns it still has (two with equal turns, U9)."""
    rules = view.table.rules
    if view.final_turns is not None:
        return float(-(-view.final_turns // len(view.players)))
    trigger = rules.trigger_trains if rules.trigger_trains is not None else 0
    best = float("inf")
    for p in view.players:
        best = min(best, (p.trains - trigger) / pace(view, p.seat))
    return max(best, 0.0) + 1.0


def plan_turns(view: PlayerView, wanted: Plan) -> float:
    """About how many turns finishing the plan takes: one per claim, and the drawing of the missing cards."""
    return claim_turns(view, wanted.routes)


def claim_turns(view: PlayerView, routes: Sequence[int]) -> float:
    """About how many turns claiming `routes` takes: one per claim, and the drawing of the cards the hand lacks."""
    return len(routes) + missing_cards(view, routes) / CARDS_PER_DRAW


def unseen_tickets(view: PlayerView, known: set[str]) -> list[str]:
    """The tickets that may still be in the ticket deck: all but those this player holds or has held."""
    return [t for t in view.table.ticket_ids if t not in known and t not in view.tickets]


def swap_gain(view: PlayerView, costs: Sequence[float | None], known: set[str], seed: int) -> float:
    """How much nearer a fresh pair of tickets would be than the nearest ticket held (F3 swap),
    in planning cost, over random pairs of the tickets not known to be elsewhere."""
    held = [shortest(view, costs, g) for g in ticket_goals(view, view.tickets)]
    nearest = min((found[0] for found in held if found is not None), default=float("inf"))
    pool = unseen_tickets(view, known)
    if not pool or view.ticket_deck_size <= 0:
        return float("-inf")
    far = 3 * max(view.table.lengths)
    cost = {}
    reach: dict[int, list[float]] = {}   # one search from each city a ticket starts at
    for t in pool:
        a, b, _ = view.table.tickets[t]
        if a not in reach:
            reach[a] = distances(view, costs, a)
        d = reach[a][b]
        cost[t] = d if d != float("inf") else far
    nearest = min(nearest, far)
    chooser = random.Random(seed)
    size = min(view.table.rules.ticket_swap, len(pool))
    fresh = sum(min(cost[t] for t in chooser.sample(pool, size)) for _ in range(SAMPLES)) / SAMPLES
    return nearest - fresh


def ticket_draw_value(view: PlayerView, costs: Sequence[float | None], known: set[str], seed: int,
                      margin: float = 0.0, within: float | None = None, sure: float = 0.0) -> float:
    """Expected points of drawing tickets now, with every held ticket done (U6, A4): over random
    offers from the tickets not known to be elsewhere, the best one is kept (at least one must be)
    and any other that fits; a ticket fits if its missing trains fit room_for_tickets, or, given `within`,
    if its trains are there and claiming its routes takes at most that many turns with the cards in hand
    (claim_turns). One that does not fit costs what an unfinished ticket does: its points, or nothing
    without minus points. Minus infinity unless at least `sure` of the offers hold a ticket that fits."""
    table, rules = view.table, view.table.rules
    pool = unseen_tickets(view, known)
    if view.ticket_deck_size <= 0 or not pool:
        return float("-inf")
    room = room_for_tickets(view, margin) if within is None else view.players[view.seat or 0].trains - 1
    values = {}
    for goal in ticket_goals(view, pool):
        free = open_way(view, costs, goal)
        fits = free is not None and sum(table.lengths[r] for r in free) <= room \
            and (within is None or claim_turns(view, free) <= within)
        values[goal.name] = goal.points if fits else -miss_cost(rules, goal.points)
    chooser = random.Random(seed)
    size, keep = min(rules.ticket_draw, len(pool)), max(1, rules.ticket_keep)
    total, fitting = 0.0, 0
    for _ in range(SAMPLES):
        offer = sorted((values[t] for t in chooser.sample(pool, size)), reverse=True)
        total += sum(offer[:keep]) + sum(v for v in offer[keep:] if v > 0)
        fitting += offer[0] > 0
    return total / SAMPLES if fitting >= sure * SAMPLES else float("-inf")
