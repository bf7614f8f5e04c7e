"""Saves: a state turns into plain data and back without loss; actions too; replays are exact."""
import json

import pytest
import yaml

from game.rules import (SCHEMA, action_from_data, action_to_data, apply, from_data, legal_actions,
                        new_game, to_data)
from game.rules import rng

from .boards import GAMES, PLAYER_COUNTS, reference_board
from .helpers import check_save, start

PLAIN = (dict, list, str, int, bool, type(None))


def is_plain(value):
    """True if the value is made of dicts with str keys, lists, strs, ints, bools and None only."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(is_plain(v) for v in value)
    return isinstance(value, PLAIN)


def play(state, steps, seed):
    """Play some random legal actions; return the states seen and the actions taken."""
    states, actions, r = [state], [], rng.seed_state(seed)
    for _ in range(steps):
        if state.over:
            break
        legal = legal_actions(state)
        i, r = rng.below(r, len(legal))
        actions.append(legal[i])
        state = apply(state, legal[i]).state
        states.append(state)
    return states, actions


@pytest.mark.parametrize("game", GAMES)
def test_save_and_load_give_an_equal_state_through_yaml(game):
    """A state becomes plain data (YAML-safe) and comes back equal, at every step of a game."""
    board = reference_board(game)
    states, _ = play(new_game(board, ["A", "B", "C"], 4), 10_000, 4)
    assert states[-1].over
    for state in states[::7] + [states[-1]]:
        data = to_data(state)
        assert is_plain(data) and data["schema"] == SCHEMA
        json.dumps(data)
        check_save(state, board, via_yaml=True)


def test_loaded_game_plays_on_identically():
    """A loaded game continues exactly like the original (the generator state is saved)."""
    board = reference_board("usa")
    states, actions = play(new_game(board, ["A", "B"], 8), 400, 8)
    middle = from_data(yaml.safe_load(yaml.safe_dump(to_data(states[50]))), board)
    for action in actions[50:]:
        middle = apply(middle, action).state
    assert middle == states[-1]


def test_house_rules_travel_with_the_save():
    """The house rules in force are saved and restored."""
    board = reference_board("usa")
    s = new_game(board, ["A", "B"], 1, {"equal_turns": True})
    assert from_data(to_data(s), board).rules.equal_turns


def test_same_seed_and_actions_give_the_same_game():
    """Determinism: the same seed and actions give the same states."""
    board = reference_board("amsterdam")
    a, actions = play(new_game(board, ["A", "B"], 3), 10_000, 3)
    b = [new_game(board, ["A", "B"], 3)]
    for action in actions:
        b.append(apply(b[-1], action).state)
    assert a == b


def test_a_save_of_another_layout_or_game_is_refused_with_a_reason():
    """Loading refuses unknown layouts, other games and damaged data, saying why."""
    board = reference_board("usa")
    data = to_data(start(board, 2))
    with pytest.raises(ValueError, match="layout"):
        from_data({**data, "schema": SCHEMA + 1}, board)
    with pytest.raises(ValueError, match="amsterdam"):
        from_data(data, reference_board("amsterdam"))
    with pytest.raises(ValueError, match="damaged"):
        from_data({k: v for k, v in data.items() if k != "deck"}, board)
    with pytest.raises(ValueError, match="damaged"):
        from_data({**data, "deck": ["purple"]}, board)


@pytest.mark.parametrize("game", GAMES)
def test_actions_turn_into_plain_data_and_back(game):
    """Every legal action survives action_to_data / action_from_data."""
    board = reference_board(game)
    states, _ = play(new_game(board, ["A"] * PLAYER_COUNTS[game][-1], 2), 300, 2)
    for state in states:
        for action in legal_actions(state):
            data = action_to_data(action)
            assert is_plain(data) and action_from_data(data) == action
    with pytest.raises(ValueError):
        action_from_data({"action": "fly"})
