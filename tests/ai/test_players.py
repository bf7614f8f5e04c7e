"""Computer players of every level play legal, complete games in all three games, from their view only."""
import io
import json

import pytest

from game import simulate
from game.ai.planner import route_costs, shortest, ticket_goals
from game.ai.players import KIND_PENALTY, LEVELS, make_player
from game.ai.random_player import RandomPlayer
from game.rules import ClaimRoute, DrawTickets, apply, new_game, view_for

from tests.rules.boards import reference_board

GAMES = {"usa": 2, "amsterdam": 3, "first_journey": 4}


def play(game, levels, seed):
    """Play one game between these levels, checking every chosen action is legal; return the final state."""
    state = new_game(reference_board(game), [lv for lv in levels], seed)
    bots = [make_player(lv, seed + i) for i, lv in enumerate(levels)]
    for _ in range(5000):
        if state.over:
            return state
        view = view_for(state, state.current)
        action = bots[state.current].choose(view)
        assert action in view.legal
        state = apply(state, action).state
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_level_finishes_games(game):
    """All levels together finish games of each kind with only legal actions."""
    levels = ["hard", "medium", "easy", "gentle"][:GAMES[game]]
    for seed in range(3):
        assert play(game, levels, seed).result is not None


def test_factory_knows_the_levels():
    """make_player builds each level; random is the old random player; unknown levels are refused."""
    assert set(LEVELS) == {"gentle", "easy", "medium", "hard", "random"}
    assert isinstance(make_player("random", 1), RandomPlayer)
    with pytest.raises(ValueError):
        make_player("expert", 1)


def test_planners_claim_and_keep_sensibly():
    """Over a USA game a planning player claims routes and never keeps tickets it can't reach."""
    state = play("usa", ["medium", "medium"], 5)
    assert all(len(p.routes) >= 5 for p in state.players)


@pytest.mark.parametrize("game,seed", [("usa", 3), ("usa", 4), ("first_journey", 3), ("first_journey", 8)])
def test_gentle_keeps_off_a_childs_line_unless_there_is_no_other_way(game, seed):
    """The gentle level claims a route touching another player's network only when every way
    round it costs at least KIND_PENALTY more for one of its tickets; it never draws more tickets."""
    board = reference_board(game)
    state = new_game(board, ["child", "gentle"], seed)
    bots = [make_player("medium", 1), make_player("gentle", 2)]
    claims = beside = 0
    while not state.over:
        view = view_for(state, state.current)
        action = bots[state.current].choose(view)
        assert not (state.current == 1 and isinstance(action, DrawTickets))
        if state.current == 1 and isinstance(action, ClaimRoute):
            claims += 1
            table = state.table
            child = {c for r in state.players[0].routes for c in table.ends[table.route_index[r]]}
            if set(table.ends[table.route_index[action.route]]) & child:
                beside += 1
                avoid = frozenset(r for r, ends in enumerate(table.ends) if set(ends) & child)
                free, kept_off = route_costs(view), route_costs(view, avoid)
                detours = []
                for goal in ticket_goals(view, view.tickets):
                    best, round_it = shortest(view, free, goal), shortest(view, kept_off, goal)
                    detours.append(round_it is None or (best is not None and round_it[0] >= best[0] + KIND_PENALTY))
                assert any(detours), f"{action.route} was not needed"
        state = apply(state, action).state
    assert claims >= 4 and beside <= claims // 2


def test_simulate_reports_levels():
    """--bots rotates levels through the seats; the summary has win_rates and mean_scores per level."""
    out = io.StringIO()
    assert simulate.run(reference_board("usa"), 3, 6, 10, out=out, bots=["hard", "easy", "easy"]) == 0
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert records[0]["levels"] != records[1]["levels"]
    summary = records[-1]
    assert set(summary["win_rates"]) == set(summary["mean_scores"]) == {"hard", "easy"}
    wins = sum(1 for r in records[:-1] if any(r["levels"][s] == "easy" for s in r["winners"]))
    assert summary["win_rates"]["easy"] == round(wins / 6, 4)


def test_simulate_refuses_a_wrong_bot_list():
    """A --bots list must name one known level per seat."""
    with pytest.raises(ValueError):
        simulate.run(reference_board("usa"), 2, 1, 0, out=io.StringIO(), bots=["hard"])
    with pytest.raises(ValueError):
        simulate.run(reference_board("usa"), 2, 1, 0, out=io.StringIO(), bots=["hard", "wizard"])
