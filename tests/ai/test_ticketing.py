"""Ticket decisions weighed as a whole plan: a ticket the line already joins is kept, a draw too late to finish
is not worth making, a draw beside a line joining many cities is, and each judgement replays exactly."""
import dataclasses

from game.ai.foresight import unseen_tickets
from game.ai.planner import route_costs, shortest, ticket_goals
from game.ai.ticketing import best_keep, budget_of, draw_gain, plan_value
from game.rules import Phase, new_game, view_for

from tests.ai.test_hard import hand, usa_turn
from tests.rules.boards import reference_board

TABLE = new_game(reference_board("usa"), ["a", "b"], 3).table


def way(tid: str) -> list[int]:
    """The routes of the way with fewest routes between a ticket's two cities."""
    view = view_for(usa_turn(), 0)
    found = shortest(view, [1.0] * len(TABLE.lengths), ticket_goals(view, [tid])[0])
    assert found is not None
    return found[1]


def owning(routes: list[int], **seat0):
    """A 2-player USA game at seat 0's turn, seat 0 owning `routes`, with its state replaced by `seat0`."""
    state = usa_turn(routes=tuple(TABLE.route_ids[r] for r in routes), **seat0)
    owners = list(state.owners)
    for r in routes:
        owners[r] = 0
    return dataclasses.replace(state, owners=tuple(owners))


def offered(state, offer: tuple[str, ...]):
    """Seat 0's view of the state with `offer` drawn and waiting to be kept."""
    me = dataclasses.replace(state.players[0], offer=offer)
    return view_for(dataclasses.replace(state, players=(me,) + state.players[1:], phase=Phase.KEEP_TICKETS), 0)


def test_a_ticket_the_line_already_joins_is_kept():
    """Offered a ticket whose cities its routes already join, beside two long tickets far from its line, the
    player keeps the joined one: its points come at no turn."""
    joined = next(t for t in TABLE.ticket_ids if TABLE.tickets[t][2] >= 8 and len(way(t)) >= 2)
    line = way(joined)
    cities = {c for r in line for c in TABLE.ends[r]}
    far = [t for t in TABLE.ticket_ids
           if t != joined and TABLE.tickets[t][2] >= 15 and not {TABLE.tickets[t][0], TABLE.tickets[t][1]} & cities]
    view = offered(owning(line, hand=hand(TABLE, red=2), tickets=(), trains=35, turns=6), (joined, far[0], far[1]))
    keep = best_keep(view, route_costs(view), budget_of(view, 25), 1)
    assert joined in keep


def test_a_draw_too_late_to_finish_is_not_worth_a_turn():
    """Every ticket done, 20 trains, no line: with two turns left no offered ticket can be joined and one must
    be kept, so a draw loses its turn and more; with 25 turns it may pay for itself."""
    view = view_for(usa_turn(hand=hand(TABLE, red=2, blue=2), tickets=(), trains=20, turns=25), 0)
    costs = route_costs(view)
    late = draw_gain(view, costs, set(), 7, budget_of(view, 2))
    assert late < -3
    assert draw_gain(view, costs, set(), 7, budget_of(view, 25)) > late


def test_a_draw_beside_a_line_joining_many_cities_pays():
    """A line joining the cities of many tickets not yet seen makes a ticket draw worth its turn even with a
    ticket still to finish: most offers hold a ticket it joins already."""
    unseen = [t for t in TABLE.ticket_ids if t != "t02"]
    line = sorted({r for t in unseen[:14] for r in way(t)})
    view = view_for(owning(line, hand=hand(TABLE, red=2), tickets=("t02",), trains=30, turns=20), 0)
    assert len(unseen_tickets(view, set())) > 20
    assert draw_gain(view, route_costs(view), set(), 7, budget_of(view, 15)) > 0


def test_the_judgements_replay_exactly():
    """The same view and seed give the same keep and the same draw value: they depend on counts, not the
    clock."""
    view = offered(usa_turn(hand=hand(TABLE, green=3), tickets=("t02",), trains=45), ("t05", "t07", "t11"))
    costs = route_costs(view)
    assert best_keep(view, costs, budget_of(view, 30), 1) == best_keep(view, costs, budget_of(view, 30), 1)
    turn = view_for(usa_turn(hand=hand(TABLE, green=3), tickets=("t02",), trains=40, turns=5), 0)
    assert draw_gain(turn, costs, {"t09"}, 11, budget_of(turn, 30)) == draw_gain(turn, costs, {"t09"}, 11,
                                                                                  budget_of(turn, 30))


def test_a_plan_that_cannot_finish_costs_its_tickets():
    """A ticket whose routes do not fit the turns left counts as unfinished: its points are taken away."""
    view = view_for(usa_turn(hand=hand(TABLE), tickets=("t25",), trains=45), 0)
    goals = ticket_goals(view, view.tickets)
    assert plan_value(view, goals, route_costs(view), budget_of(view, 1)) == -TABLE.tickets["t25"][2]
