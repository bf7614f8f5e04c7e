"""The rush bot, a stand-in to measure the levels against: it claims every long route its hand pays
for at once, the longest first, and ends its games properly."""
from __future__ import annotations

import pytest

from game.ai.players import LEVELS, STAND_INS, make_player
from game.ai.rush import RUSH_LENGTH, RushPlayer
from game.rules import apply, new_game, view_for
from game.rules.actions import ClaimRoute
from game.rules.state import Phase

from tests.rules.boards import reference_board


def test_rush_is_a_stand_in_never_offered():
    """It is made by make_player but is no level of the setup screen."""
    assert "rush" in STAND_INS and "rush" not in LEVELS
    assert isinstance(make_player("rush", 1), RushPlayer)


@pytest.mark.parametrize("game,players", [("usa", 2), ("usa", 4), ("amsterdam", 3), ("first_journey", 2)])
def test_rush_claims_the_longest_route_it_can_pay_for_at_once_and_ends_its_games(game, players):
    """On every turn with a route of 5 or more it can pay for, it claims one of the longest such routes;
    every game ends properly against hard and medium."""
    board = reference_board(game)
    lengths = {r.id: r.length for r in board.routes}
    rushed = 0
    for seed in range(1_000_300, 1_000_304):
        levels = (["rush", "hard", "medium", "hard"] * 2)[seed % 2:][:players]
        state = new_game(board, levels, seed)
        bots = [make_player(level, seed * 10 + s) for s, level in enumerate(levels)]
        for _ in range(5000):
            if state.over:
                break
            seat = state.current
            view = view_for(state, seat)
            action = bots[seat].choose(view)
            long = [lengths[a.route] for a in view.legal
                    if isinstance(a, ClaimRoute) and lengths[a.route] >= RUSH_LENGTH]
            if levels[seat] == "rush" and view.phase is Phase.TURN and long:
                assert isinstance(action, ClaimRoute) and lengths[action.route] == max(long)
                rushed += 1
            state = apply(state, action).state
        assert state.over and state.end in ("last_round", "golden_ticket", "last_train")
    assert rushed > 0 if game == "usa" else rushed == 0
