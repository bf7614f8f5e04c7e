"""A save loads as exactly the game it was, at any step, and the game goes on exactly as if never stopped.

The test command plays seeded games of each kind (GAMES_EACH: every table size, each computer
level in the first seat twice, the first player drawn or chosen) and loads the engine's state back at
every step, the whole save file (YAML text, moves replayed, computers' memories) at every tenth
step of WHOLE_FILE_GAMES of them and at the end of all, and takes every game up from a random
step. Each game is played once for both tests (tests/saves/games.py `recorded`). The long check
(`-m soak`) loads the whole file at every step of 200 games of each kind and takes each up from
three random steps.
"""
import os
from random import Random

import pytest
import yaml

from game.rules import apply, from_data, new_game, to_data
from game.saves.reading import SafeDumper, SafeLoader

from tests.rules.boards import reference_board
from tests.saves.games import GAMES, play_on, record, recorded, round_trip, table

# 12 seeds of each game (tests/saves/games.py `table`): every table size the game seats (USA 2-5, the
# others 2-4), and each of the six levels in the first seat twice
GAMES_EACH = {"usa": 12, "amsterdam": 12, "first_journey": 12}
WHOLE_FILE_GAMES = 10
SOAK_EACH = 200


def same(loaded, saved) -> None:
    """Two saves hold the same game: table, position, moves, memories."""
    assert loaded.config == saved.config
    assert loaded.state == saved.state and to_data(loaded.state) == to_data(saved.state)
    assert loaded.moves == saved.moves
    assert loaded.memories == saved.memories


def replayed(saved):
    """The final position reached by replaying a save's moves from the deal."""
    config = saved.config
    state = new_game(saved.board, [s.name for s in config.seats], config.seed, config.house_rules, config.first)
    for move in saved.moves:
        state = apply(state, move).state
    return state


@pytest.mark.parametrize("game", GAMES)
def test_every_step_of_seeded_games_loads_as_it_was(game):
    """Save -> load at every step gives an equal state; replaying the moves gives the same final scores."""
    board = reference_board(game)
    for seed in range(GAMES_EACH[game]):
        saves = recorded(game, seed)
        assert saves[-1].state.over
        for n, saved in enumerate(saves):
            text = yaml.dump(to_data(saved.state), Dumper=SafeDumper)
            assert from_data(yaml.load(text, Loader=SafeLoader), board) == saved.state
            if seed < WHOLE_FILE_GAMES and n % 10 == 0:
                same(round_trip(saved), saved)
        final = saves[-1]
        same(round_trip(final), final)
        assert replayed(final).result == final.state.result


@pytest.mark.soak
@pytest.mark.parametrize("game", GAMES)
def test_soak_every_step_of_200_games_loads_from_the_whole_file(game):
    """The whole save file (YAML, moves replayed, memories) at every step of every game."""
    for seed in range(int(os.environ.get("SOAK_GAMES", SOAK_EACH))):
        saves = record(table(game, seed))
        for saved in saves:
            same(round_trip(saved), saved)
        assert replayed(saves[-1]).result == saves[-1].state.result


@pytest.mark.parametrize("game", GAMES)
def test_a_game_taken_up_from_a_save_ends_exactly_as_the_game_never_stopped(game):
    """From a random step's save, the same computer players play the same moves to the same end."""
    rnd = Random(game)
    for seed in range(GAMES_EACH[game]):
        saves = recorded(game, seed)
        step = rnd.randrange(len(saves))
        resumed = play_on(round_trip(saves[step]))
        assert resumed.moves == saves[-1].moves
        assert resumed.state == saves[-1].state and resumed.state.result == saves[-1].state.result
        assert resumed.memories == saves[-1].memories


@pytest.mark.soak
@pytest.mark.parametrize("game", GAMES)
def test_soak_games_taken_up_at_random_steps(game):
    """The same, for every game of the long check, each from three random steps."""
    rnd = Random(game)
    for seed in range(int(os.environ.get("SOAK_GAMES", SOAK_EACH))):
        saves = record(table(game, seed))
        for step in rnd.sample(range(len(saves)), min(3, len(saves))):
            assert play_on(round_trip(saves[step])).state == saves[-1].state
