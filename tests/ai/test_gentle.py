"""The gentle level: it never takes a route beside another player's line, nor one on the way that
line is visibly heading, and still plays toward its own tickets (D7: it sees only the board)."""
import dataclasses

import pytest

from game.ai.kindness import beside_lines, kept_off, risks
from game.ai.planner import coast_goal, route_costs, shortest, ticket_goals
from game.ai.bot import fallback
from game.ai.players import make_player
from game.rules import ClaimRoute, DrawFromDeck, Phase, SwapTickets, apply, new_game, view_for

from tests.rules.boards import reference_board

REAL_DETOUR = 6.0   # planning cost (trains and turns): a way round this much dearer is a real detour


def child_heading_south_west():
    """First Journey, seat 0 (gentle) to play; the child (seat 1) owns Helena–Salt Lake City and
    Salt Lake City–Denver. Seat 0 holds San Francisco–Las Vegas and one green card: its cheapest
    way is San Francisco–Los Angeles–Las Vegas, whose last route (f07, green 1) lies on the child's
    cheapest way to a Los Angeles–Denver ticket."""
    state = new_game(reference_board("first_journey"), ["Gentle", "Child"], 5, first=0)
    table = state.table
    child = dataclasses.replace(state.players[1], routes=("f11", "f13"))
    owners = list(state.owners)
    for route in ("f11", "f13"):
        owners[table.route_index[route]] = 1
    cards = tuple(1 if c == "green" else 0 for c in table.card_types)
    me = dataclasses.replace(state.players[0], tickets=("t03", "t31"), hand=cards)
    return dataclasses.replace(state, players=(me, child), owners=tuple(owners), phase=Phase.TURN, current=0)


def test_gentle_keeps_off_the_way_a_childs_line_is_heading():
    """Medium claims Los Angeles–Las Vegas at once; gentle leaves it to the child and draws."""
    state = child_heading_south_west()
    view = view_for(state, 0)
    index = view.table.route_index
    never, avoided = kept_off(view)
    assert index["f07"] in never and index["f07"] not in beside_lines(view)    # heading, not beside
    assert index["f14"] in avoided                                             # beside the line
    assert index["f40"] not in never | avoided                                 # far away: allowed
    claim = ClaimRoute("f07", "green", 0)
    assert make_player("medium", 1).choose(view) == claim
    assert make_player("gentle", 1).choose(view) == DrawFromDeck()


@pytest.mark.parametrize("game,players,seeds", [("first_journey", 2, range(6)), ("first_journey", 3, range(4)),
                                                 ("usa", 2, range(3))])
def test_gentle_takes_no_route_a_line_is_heading_for_and_passes_beside_one_only_when_it_must(game, players, seeds):
    """Over whole games against medium players (standing in for children): gentle never claims a
    route on the way another line is heading while it had another move, and claims one beside a
    line only when one of its goals has no way round, or only a real detour (REAL_DETOUR). Against
    a single child in First Journey it claims beside the line only routes that make none of the
    child's possible tickets dearer. It still claims routes and completes tickets."""
    board = reference_board(game)
    claims = beside = done = 0
    for seed in seeds:
        state = new_game(board, ["Gentle"] + ["Child"] * (players - 1), seed)
        bots = [make_player("gentle", seed)] + [make_player("medium", seed + k) for k in range(1, players)]
        while not state.over:
            view = view_for(state, state.current)
            action = bots[state.current].choose(view)
            if state.current == 0 and isinstance(action, ClaimRoute):
                claims += 1
                r = view.table.route_index[action.route]
                never, avoided = kept_off(view)
                forced = all(isinstance(a, (ClaimRoute, SwapTickets)) for a in view.legal)
                assert r not in never or forced, action
                if game == "first_journey" and players == 2:
                    assert risks(view).get(r, 0.0) == 0 or forced, action
                    beside += r in avoided
                elif r in avoided and not forced:
                    beside += 1
                    assert must_pass_beside(view, never, avoided), action
            state = apply(state, action).state
        done += len(state.players[0].completed) if game == "first_journey" else 0
    assert claims >= 4 * len(seeds) and beside < claims / 2
    assert game != "first_journey" or done >= 2 * len(seeds)


def must_pass_beside(view, never, avoided):
    """True if some goal (a held ticket, or the Coast-to-Coast, F6) has no way round the routes
    beside others' lines, or only one costing REAL_DETOUR or more over the way beside them."""
    beside_ok, round_it = route_costs(view, never), route_costs(view, never | avoided)
    for goal in ticket_goals(view, view.tickets) + [g for g in [coast_goal(view)] if g is not None]:
        best, detour = shortest(view, beside_ok, goal), shortest(view, round_it, goal)
        if best is not None and (detour is None or detour[0] >= best[0] + REAL_DETOUR):
            return True
    return False


def test_when_only_claims_are_left_gentle_takes_a_childs_route_last():
    """With nothing to draw (D2), gentle's last resort claims a route away from others' lines; if
    every claim is beside one, it swaps tickets while it may (F3), and only then claims it."""
    state = child_heading_south_west()
    view = view_for(state, 0)
    closed = frozenset({view.table.route_index["f07"]})
    near, far = ClaimRoute("f07", "green", 0), ClaimRoute("f38", "green", 0)
    assert fallback(dataclasses.replace(view, legal=(near, far, SwapTickets())), closed, swap=True) == far
    only_near = dataclasses.replace(view, legal=(near, SwapTickets()))
    assert fallback(only_near, closed, swap=True) == SwapTickets()
    assert fallback(only_near, closed, swap=False) == near
