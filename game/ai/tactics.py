"""Small decisions shared by the computer players: how to pay for a route, which card to draw, which
tickets to keep, and which planned route is hardest to replace."""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from game.ai.planner import Goal, Plan, plan, rival_cities, route_costs, shortest, ticket_goals
from game.ai.worth import miss_cost
from game.rules.actions import ClaimRoute, DrawFaceUp, DrawFromDeck
from game.rules.table import ANY_COLOR
from game.rules.view import PlayerView

MAX_SEARCHES = 200   # shortest-path searches for the bottleneck analysis of one decision: a count of work, never
                     # the clock, so that a seed plays the same moves on any machine. Decisions on the shipped
                     # boards need at most 28; 200 take about 4 ms on USA here, about what the old limit of
                     # 30 ms allowed on a Raspberry Pi 4 (about 6 times slower)


def colour_needs(view: PlayerView, routes: Sequence[int]) -> list[int]:
    """Cards still missing per colour for the coloured routes among `routes` (gray ones not counted)."""
    table = view.table
    need = [0] * table.wild
    for r in routes:
        colour = table.route_colors[r]
        if colour != ANY_COLOR:
            need[colour] += table.lengths[r]
    return [max(0, n - h) for n, h in zip(need, view.hand)]


def payment(view: PlayerView, r: int, keep_for: Sequence[int] = ()) -> ClaimRoute | None:
    """The cheapest legal payment for route r from the hand (fewest wilds, sparing colours still needed), or None."""
    table, hand = view.table, view.hand
    length, colour, wild = table.lengths[r], table.route_colors[r], table.wild
    if view.players[view.seat or 0].trains < length:
        return None
    needed = [0] * wild
    for other in keep_for:
        c = table.route_colors[other]
        if other != r and c != ANY_COLOR:
            needed[c] += table.lengths[other]
    best: tuple[tuple[int, int, int], ClaimRoute] | None = None
    for c in range(wild):
        if colour != ANY_COLOR and colour != c:
            continue
        k = max(0, length - hand[c])
        if k >= length or k > hand[wild]:
            continue
        key = (k, needed[c], -hand[c])
        if best is None or key < best[0]:
            best = (key, ClaimRoute(table.route_ids[r], table.card_types[c], k))
    if best is not None:
        return best[1]
    if hand[wild] >= length:
        return ClaimRoute(table.route_ids[r], None, length)
    return None


def missing_cards(view: PlayerView, routes: Sequence[int]) -> int:
    """Cards still missing for all of `routes` after the wilds in hand (gray routes paid in the colour held most)."""
    table = view.table
    missing = sum(colour_needs(view, routes))
    spare = list(view.hand[:table.wild])
    for r in routes:
        if table.route_colors[r] == ANY_COLOR:
            best = max(range(table.wild), key=lambda c: spare[c])
            used = min(spare[best], table.lengths[r])
            spare[best] -= used
            missing += table.lengths[r] - used
    return max(0, missing - view.hand[table.wild])


def draw_card(view: PlayerView, routes: Sequence[int], legal: set, wild_below: int = 0):
    """Take a face-up card of the colour most needed for `routes`, else draw blind.

    A face-up wild is the whole turn (U4); it is taken only when no face-up card of a needed
    colour shows and at most `wild_below` cards are missing, so that one card finishes the
    plan's hand (taking one when many cards are missing played weaker)."""
    table = view.table
    need = colour_needs(view, routes)
    gray = any(table.route_colors[r] == ANY_COLOR for r in routes)
    best, best_key = None, (0, 0)
    wild_slot = None
    for slot, card in enumerate(view.face_up):
        if card is None or DrawFaceUp(slot) not in legal:
            continue
        c = table.card_index[card]
        if c == table.wild:
            wild_slot = slot
            continue
        key = (need[c], view.hand[c] if gray else 0)
        if key > best_key:
            best, best_key = DrawFaceUp(slot), key
    if (wild_slot is not None and best_key[0] == 0 and not (gray and best is not None)
            and 0 < missing_cards(view, routes) <= wild_below):
        return DrawFaceUp(wild_slot)
    if best is not None:
        return best
    if DrawFromDeck() in legal:
        return DrawFromDeck()
    return next((a for a in legal if isinstance(a, DrawFaceUp)), None)


def keep_choice(view: PlayerView, minimum: int, budget: float, extra: Sequence[Goal] = (),
                filler_rate: float = 0.0, costs: Sequence[float | None] | None = None) -> tuple[str, ...]:
    """The offered tickets worth keeping: the subset whose sequential plan scores best within `budget` trains.

    With a filler rate, the plan's route points count too, and every train the plan leaves free is
    worth that many points (it can go into long routes instead), so a ticket must pay for its trains."""
    held = ticket_goals(view, view.tickets) + list(extra)
    costs = route_costs(view) if costs is None else costs
    best: tuple[float, tuple[str, ...]] | None = None
    for size in range(max(1, minimum), len(view.offer) + 1):
        for subset in combinations(view.offer, size):
            value = _subset_value(view, held, ticket_goals(view, subset), costs, budget, filler_rate)
            if best is None or value > best[0]:
                best = (value, subset)
    return best[1] if best else view.offer[:max(1, minimum)]


def _subset_value(view: PlayerView, held: list[Goal], new: list[Goal], costs, budget: float,
                  filler_rate: float = 0.0) -> float:
    """Expected points of keeping `new` beside `held`: + points if it fits the trains, less what an
    unfinished ticket costs if not (its points, or nothing without minus points)."""
    goals = held + sorted(new, key=lambda g: -g.points)
    result = plan(view, goals, costs)
    table = view.table
    if filler_rate:
        return _score_value(view, result, new, budget, filler_rate)
    rules = table.rules
    value, used = 0.0, 0
    for goal, routes in result.by_goal:
        used += sum(table.lengths[r] for r in routes)
        if goal in new:
            value += goal.points if used <= budget else -miss_cost(rules, goal.points)
    value -= sum(miss_cost(rules, g.points) for g in result.unreachable if g in new)
    return value - 0.05 * result.trains


def _score_value(view: PlayerView, result, new: list[Goal], budget: float, filler_rate: float) -> float:
    """Points a plan is expected to bring: each goal that still fits the trains adds its routes'
    points and its own; a new ticket that does not fit costs what an unfinished one does (its points, or
    nothing without minus points); free trains are worth filler_rate each."""
    table = view.table
    seen: set[int] = set()
    value, used = 0.0, 0
    for goal, routes in result.by_goal:
        fresh = [r for r in routes if r not in seen]
        trains = sum(table.lengths[r] for r in fresh)
        if used + trains <= budget:
            seen.update(fresh)
            used += trains
            value += sum(table.rules.route_score(table.lengths[r]) for r in fresh)
            value += goal.points if goal in new else 0
        elif goal in new:
            value -= miss_cost(table.rules, goal.points)
    value -= sum(miss_cost(table.rules, g.points) for g in result.unreachable if g in new)
    return value + filler_rate * (budget - used)


def bottleneck_scores(view: PlayerView, wanted: Plan, costs, routes: list[int]) -> dict[int, float]:
    """How much dearer each route's goal gets without it (blocked: large), plus nearby rivals; routes
    are scored in order until MAX_SEARCHES shortest-path searches are spent (the rest score nothing)."""
    rivals = rival_cities(view)
    scores: dict[int, float] = {}
    searches = 0
    for r in routes:
        if searches >= MAX_SEARCHES:
            break
        score = 0.0
        for goal, planned in wanted.by_goal:
            if r not in planned:
                continue
            searches += 2
            before = shortest(view, costs, goal)
            blocked = list(costs)
            blocked[r] = None
            after = shortest(view, blocked, goal)
            if before is not None:
                score += 20.0 if after is None else after[0] - before[0]
        a, b = view.table.ends[r]
        score += 2.0 * ((a in rivals) + (b in rivals))
        scores[r] = score
    return scores
