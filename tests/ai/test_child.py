"""The stand-in child the gentle level is measured against: it plays toward its tickets like a young
child (F5: a ticket is done once its cities are joined), loses to easy most of the time, and is never
offered as a level on the setup screen."""
import io
import json
import math

from game import simulate
from game.ai.child import ChildPlayer
from game.ai.players import LEVELS, make_player
from game.rules import apply, new_game, view_for
from game.scenes.setup import scene as setup
from tests.rules.boards import reference_board


def summary(bots, games, seed=1):
    """Play First Journey games between these two levels (seats rotating) and return the summary."""
    out = io.StringIO()
    assert simulate.run(reference_board("first_journey"), 2, games, seed, out=out, bots=bots) == 0
    return json.loads(out.getvalue().splitlines()[-1])


def test_the_child_is_a_tool_not_a_level_to_choose():
    """make_player builds it, but neither the setup screen nor saved games know it."""
    assert isinstance(make_player("child", 1), ChildPlayer)
    assert "child" not in LEVELS and "child" not in setup.LEVELS


def test_the_child_replays_the_same_game_from_the_same_seed():
    """Everything it does comes from its seed: the same game twice gives the same moves."""
    def moves(seed):
        state = new_game(reference_board("first_journey"), ["A", "B"], seed)
        bots = [make_player("child", seed + 1), make_player("child", seed + 2)]
        out = []
        while not state.over:
            view = view_for(state, state.current)
            action = bots[state.current].choose(view)
            assert action in view.legal
            out.append(action)
            state = apply(state, action).state
        return out
    assert moves(3) == moves(3) and moves(3) != moves(4)


def test_the_child_completes_tickets_and_beats_a_random_player():
    """Not random noise: it joins its tickets' cities (F5), 4.35 tickets a game against random moves
    and 93 % of those games won (1,000 games measured)."""
    result = summary(["child", "random"], 100)
    assert result["mean_scores"]["child"] >= 3.0
    assert result["win_rates"]["child"] >= 0.85


def test_easy_beats_the_child_most_of_the_time():
    """Over 200 games easy wins clearly more than half (measured 66.3 % of 1,000 games): three
    standard errors of that sample still lie above one half."""
    games = 200
    result = summary(["child", "easy"], games)
    error = math.sqrt(0.66 * 0.34 / games)
    assert result["win_rates"]["easy"] >= 0.66 - 3 * error > 0.5
    assert result["mean_scores"]["child"] >= 2.5     # it still completes tickets against easy
