"""The hard level's look ahead: turns left, when swapping tickets pays (F3), when drawing tickets pays (U6)."""
import dataclasses

from game.ai.foresight import swap_gain, ticket_draw_value, turns_left
from game.ai.planner import route_costs, shortest, ticket_goals
from game.ai.players import make_player
from game.rules import SwapTickets, new_game, view_for

from tests.rules.boards import reference_board


def opening_view(game, seed=1):
    """Seat 0's view at the start of a game (First Journey starts with play at once, F2)."""
    state = new_game(reference_board(game), ["A", "B"], seed)
    return state, view_for(state, state.current)


def ticket_costs(view):
    """Every ticket of the board with its planning cost from this seat's position."""
    costs = route_costs(view)
    out = {}
    for goal in ticket_goals(view, view.table.ticket_ids):
        found = shortest(view, costs, goal)
        out[goal.name] = found[0] if found else float("inf")
    return out, costs


def test_a_rival_running_out_of_trains_leaves_fewer_turns():
    """turns_left shrinks as another player's trains run down, and is one turn in the last round (U9)."""
    _, view = opening_view("usa")
    rival = view.players[1]
    fresh = turns_left(view)
    low = dataclasses.replace(view, players=(view.players[0], dataclasses.replace(rival, trains=8, turns=20)))
    last = dataclasses.replace(view, final_turns=1)
    assert fresh > 20 and turns_left(low) < 8 < fresh and turns_left(last) == 1


def test_swap_pays_for_far_tickets_and_not_for_near_ones():
    """First Journey (F3): holding only the farthest ticket, a fresh pair is expected much nearer;
    holding one a single short route away, swapping would only lose ground."""
    _, view = opening_view("first_journey")
    cost, costs = ticket_costs(view)
    far = max(cost, key=cost.get)
    near = min(cost, key=cost.get)
    far_view = dataclasses.replace(view, tickets=(far,))
    near_view = dataclasses.replace(view, tickets=(near,))
    assert swap_gain(far_view, costs, set(), 1) > 2.0
    assert swap_gain(near_view, costs, set(), 1) < 0.0


def test_hard_swaps_far_tickets_in_first_journey():
    """Given its farthest tickets, the hard level swaps them before anything else (F3); medium,
    which swaps only for a much larger gain, does too only when they are far enough."""
    state, view = opening_view("first_journey", seed=4)
    cost, _ = ticket_costs(view)
    far = tuple(sorted(cost, key=cost.get)[-2:])
    far_view = dataclasses.replace(view, tickets=far)
    assert SwapTickets() in far_view.legal
    assert make_player("hard", 1).choose(far_view) == SwapTickets()
    near = tuple(sorted(cost, key=cost.get)[:2])
    assert make_player("hard", 1).choose(dataclasses.replace(view, tickets=near)) != SwapTickets()


def test_drawing_tickets_pays_early_and_not_with_two_trains_left():
    """U6: with a whole game ahead a ticket draw is worth points; with two trains left it can only cost."""
    _, view = opening_view("usa")
    me = view.players[0]
    _, costs = ticket_costs(view)
    assert ticket_draw_value(view, costs, set(), 1) > 5
    poor = dataclasses.replace(view, players=(dataclasses.replace(me, trains=2),) + view.players[1:])
    assert ticket_draw_value(poor, route_costs(poor), set(), 1) < 0


def cardless_opening():
    """A USA opening view of seat 0 with all its trains and no cards in hand."""
    _, view = opening_view("usa")
    me = view.players[0]
    return dataclasses.replace(view, hand=tuple(0 for _ in view.hand),
                               players=(dataclasses.replace(me, hand_size=0),) + view.players[1:])


def test_a_ticket_draw_judged_within_a_few_turns_counts_only_tickets_claimed_that_soon():
    """With all its trains but no cards, a draw is worth points when 20 turns may be spent on it and only
    costs when a ticket must be claimed within 2: no USA ticket is joined in two claims with the cards drawn."""
    bare = cardless_opening()
    costs = route_costs(bare)
    assert ticket_draw_value(bare, costs, set(), 1, within=20) > 5
    assert ticket_draw_value(bare, costs, set(), 1, within=2) < 0


def test_a_draw_that_must_be_sure_is_worth_nothing_when_too_many_offers_hold_no_ticket_that_fits():
    """Within 10 turns and no cards a draw pays on average, yet too many offers hold only tickets that do
    not fit, one of which must be kept (U6); within 14 turns nearly every offer holds one."""
    bare = cardless_opening()
    costs = route_costs(bare)
    assert ticket_draw_value(bare, costs, set(), 1, within=10) > 0
    assert ticket_draw_value(bare, costs, set(), 1, within=10, sure=0.9) == float("-inf")
    assert ticket_draw_value(bare, costs, set(), 1, within=14, sure=0.9) > 5
