"""A seed plays the same moves on a busy machine: the computer players' thinking is bounded by work, never the clock.

Hard-level games are played twice on the same seeds, the second time with every core kept busy
by other processes (as on a family's old laptop with a browser open, or a CI machine running
other jobs). Any limit on thinking by elapsed time would cut some analysis short in the busy run
and change a move; a saved game taken up later would then end differently too.
"""
from __future__ import annotations

from game.ai.players import make_player
from game.rules import apply, new_game, view_for

from tests.ai.load import busy
from tests.rules.boards import reference_board

# (game, players, seeds): First Journey is where hard thinks longest (it lists the ways to join its
# next ticket), and these are the seeds whose moves a limit by the clock changed most often; USA is
# where it weighs the bottlenecks of the most routes.
CASES = (("first_journey", 4, (11, 12, 19, 33, 35, 37, 41, 44)), ("usa", 2, (0, 1)))
SPINNERS_PER_CORE = 8     # busy processes per core: the test's own is then kept off its core for 20 ms
                          # and more at a time, as at the loads of 8 to 10 where such limits changed games
MOST_SPINNERS = 64        # and no more on a machine of many cores: each is a Python process


def hard_game(game: str, players: int, seed: int) -> list:
    """Every move of a game of hard computer players on this seed."""
    state = new_game(reference_board(game), ["hard"] * players, seed)
    bots = [make_player("hard", seed * 10 + seat) for seat in range(players)]
    moves = []
    while not state.over:
        action = bots[state.current].choose(view_for(state, state.current))
        moves.append(action)
        state = apply(state, action).state
    return moves


def all_games() -> dict[tuple[str, int, int], list]:
    """The moves of every game of CASES, by (game, players, seed)."""
    return {(game, players, seed): hard_game(game, players, seed)
            for game, players, seeds in CASES for seed in seeds}


def test_hard_games_play_the_same_moves_with_every_core_busy():
    """The same seeds give exactly the same moves on a quiet machine and with every core busy."""
    quiet = all_games()
    with busy(SPINNERS_PER_CORE, MOST_SPINNERS):
        loaded = all_games()
    differing = [key for key in quiet if loaded[key] != quiet[key]]
    assert differing == [], f"games that played differently with the machine busy: {differing}"
