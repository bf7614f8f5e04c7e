"""Computer players of every level play legal, complete games in all three games, from their view only."""
import io
import json

import pytest

from game import simulate
from game.ai.players import LEVELS, make_player
from game.ai.random_player import RandomPlayer
from game.rules import apply, new_game, view_for

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
    assert set(LEVELS) == {"gentle", "easy", "medium", "hard", "expert", "random"}
    assert isinstance(make_player("random", 1), RandomPlayer)
    with pytest.raises(ValueError):
        make_player("grandmaster", 1)


def test_planners_claim_and_keep_sensibly():
    """Over a USA game a planning player claims routes and never keeps tickets it can't reach."""
    state = play("usa", ["medium", "medium"], 5)
    assert all(len(p.routes) >= 5 for p in state.players)


def test_simulate_reports_levels():
    """--bots rotates levels through the seats; the summary has win_rates and mean_scores per level."""
    out = io.StringIO()
    assert simulate.run(reference_board("usa"), 3, 6, 10, out=out, bots=["hard", "easy", "easy"]) == 0
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert records[0]["levels"] != records[1]["levels"]
    summary = records[-1]
    assert set(summary["win_rates"]) == set(summary["mean_scores"]) == {"hard", "easy"}
    wins, shared = 0.0, 0
    for r in records[:-1]:
        levels = {r["levels"][s] for s in r["winners"]}
        wins += ("easy" in levels) / len(levels)
        shared += len(levels) > 1
    assert summary["win_rates"]["easy"] == round(wins / 6, 4)
    assert summary["shared_wins"] == shared
    assert round(sum(summary["win_rates"].values()), 3) == 1.0


def test_a_win_shared_between_levels_is_split_between_them():
    """A tie of hard and easy gives each half a win; two easy seats sharing a win give easy one
    whole win; the summary counts the games whose win was shared between levels."""
    from collections import Counter, defaultdict

    def record(winners):
        scores = [{"total": 10}, {"total": 10}, {"total": 10}]
        return {"levels": ["hard", "easy", "easy"], "winners": winners, "scores": scores}

    wins, games, points, seats = defaultdict(float), Counter(), Counter(), Counter()
    assert simulate._count_levels(record([0, 1]), wins, games, points, seats) == 2
    assert simulate._count_levels(record([1, 2]), wins, games, points, seats) == 1
    assert simulate._count_levels(record([0]), wins, games, points, seats) == 1
    assert dict(wins) == {"hard": 1.5, "easy": 1.5}
    assert games == Counter({"hard": 3, "easy": 3})


def test_simulate_refuses_a_wrong_bot_list():
    """A --bots list must name one known level per seat."""
    with pytest.raises(ValueError):
        simulate.run(reference_board("usa"), 2, 1, 0, out=io.StringIO(), bots=["hard"])
    with pytest.raises(ValueError):
        simulate.run(reference_board("usa"), 2, 1, 0, out=io.StringIO(), bots=["hard", "wizard"])
