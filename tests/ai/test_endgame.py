"""The last turns planned as a whole: the pair of claims worth most, the same move on the same view, legal moves."""
import dataclasses

import pytest

from game.ai.endgame import chances, next_action, plan_end
from game.ai.expert import ExpertPlayer, make_expert
from game.rules import ClaimRoute, Phase, new_game, view_for
from game.rules.engine import apply

from tests.ai.test_hard import hand
from tests.rules.boards import reference_board, tiny_board

# A long gray route and two of five, one red and one blue, far apart.
ROUTES = [("long", "a", "b", 6, "gray"), ("reds", "c", "d", 5, "red"), ("blues", "e", "f", 5, "blue"),
          ("short", "g", "h", 1, "green")]
TWO = (1.0, 1.0)   # two turns left for sure


def end_turn(routes=ROUTES, tickets=(), owned=(), **cards):
    """Seat 0 to move on a tiny USA board with these cards, 30 trains, these tickets and routes of its own."""
    board = tiny_board("usa", list(routes), list(tickets) + [
        (f"x{i}", "g", "h", 1) for i in range(8)])
    state = new_game(board, ["Expert", "Rival"], 5_000_001, first=0)
    table = state.table
    owners = list(state.owners)
    for route in owned:
        owners[table.route_index[route]] = 0
    me = dataclasses.replace(state.players[0], offer=(), tickets=tuple(t[0] for t in tickets),
                             hand=hand(table, **cards), trains=30, routes=tuple(owned))
    rival = dataclasses.replace(state.players[1], offer=(), tickets=(), trains=30)
    state = dataclasses.replace(state, players=(me, rival), owners=tuple(owners), phase=Phase.TURN, current=0)
    return view_for(state, 0)


def test_with_two_turns_left_it_claims_the_pair_worth_most():
    """Four red, four blue and two wilds pay for the 6-long gray route (15 points, the single route worth
    most) but then leave four cards no route takes; with two turns left it lays both 5-long routes (20)."""
    view = end_turn(red=4, blue=4, locomotive=2)
    best = plan_end(view, TWO)
    assert best is not None and sorted(best.claims) == sorted(view.table.route_index[r] for r in ("reds", "blues"))
    action = next_action(view, set(view.legal), TWO)
    assert isinstance(action, ClaimRoute) and action.route in ("reds", "blues") and action.locomotives == 1


def test_with_one_turn_left_it_claims_the_route_worth_most():
    """With a single turn the long route's 15 points beat either 5-long route's 10."""
    view = end_turn(red=4, blue=4, locomotive=2)
    action = next_action(view, set(view.legal), (1.0,))
    assert isinstance(action, ClaimRoute) and action.route == "long"


def test_routes_completing_a_ticket_come_before_a_longer_route():
    """Two short routes join a 9-point ticket (done instead of failed: 18 points more); with two turns they
    beat the long route and the rest of the hand."""
    routes = ROUTES + [("ij", "i", "j", 3, "red"), ("jk", "j", "k", 3, "blue")]
    view = end_turn(routes, tickets=[("far", "i", "k", 9)], red=3, blue=3, locomotive=3)
    action = next_action(view, set(view.legal), TWO)
    assert isinstance(action, ClaimRoute) and action.route in ("ij", "jk")


def test_waiting_on_cards_it_claims_nothing():
    """Three turns left and one red card short of the red route: the plan waits on a drawn card, so no
    claim now (the player draws as it would); with a wild for the missing card and one turn it claims."""
    view = end_turn(red=4)
    assert plan_end(view, (1.0,) * 3).waiting == 1
    assert next_action(view, set(view.legal), (1.0,) * 3) is None
    view = end_turn(red=4, locomotive=1)
    assert next_action(view, set(view.legal), (1.0,)) == ClaimRoute("reds", "red", 1)


def test_the_turns_it_counts_on():
    """Before the last round this turn and the next are sure and later ones less and less likely; in the
    last round it counts exactly the turns it has (U9)."""
    view = end_turn(red=4)
    odds = chances(view, 3.0)
    assert odds[:2] == (1.0, 1.0) and 1.0 > odds[2] > odds[3] > 0.0
    last = dataclasses.replace(view, final_turns=1)
    assert chances(last, 3.0) == (1.0,)


def test_the_same_view_gives_the_same_move():
    """No clock and no hidden randomness: the plan depends on the view and counts only."""
    view = end_turn(red=4, blue=4, locomotive=2)
    assert len({next_action(view, set(view.legal), TWO) for _ in range(3)}) == 1


class PlannedEnd(ExpertPlayer):
    """Expert planning its last four turns with endgame.next_action (as the lead may call it)."""

    planned = 0   # claims the plan of the last turns made

    def _turn(self, view, legal, wanted, costs):
        """The plan of the last turns first, then expert's own turn."""
        if min(p.trains for p in view.players) < 12 or view.final_turns is not None:
            action = next_action(view, legal, chances(view, 3.0), wanted.routes, hurry=2.0)
            if action is not None:
                self.planned += 1
                return action
        return super()._turn(view, legal, wanted, costs)


@pytest.mark.parametrize("game, players, seed", [("usa", 2, 5_000_101), ("usa", 2, 5_000_102),
                                                 ("usa", 4, 5_000_103), ("amsterdam", 2, 5_000_104)])
def test_every_move_of_the_plan_is_legal_and_games_end(game, players, seed):
    """Planning the end in whole games against expert seats, every move is legal and the game ends (U9, A9)."""
    base = make_expert()
    state = new_game(reference_board(game), [f"p{i}" for i in range(players)], seed)
    seats = [PlannedEnd(base.style, base.by_board)] + [make_expert() for _ in range(players - 1)]
    while state.phase is not Phase.OVER:
        view = view_for(state, state.current)
        action = seats[state.current].choose(view)
        assert action in view.legal
        state = apply(state, action).state
    assert state.result is not None and seats[0].planned > 0
