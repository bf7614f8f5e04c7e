"""Real saves to damage in the tests, and the check that loading refuses damage in one line."""
from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

import pytest

from game.rules import ClaimRoute, GameState, Phase, apply, from_data, legal_actions, new_game, rng, to_data

from .boards import reference_board

NAMES = {"usa": ["Ann", "Bob", "Cy"], "amsterdam": ["Ann", "Bob", "Cy"],
         "first_journey": ["Ann", "Bob"]}


@lru_cache(maxsize=None)
def _midgame(game: str) -> GameState:
    """A game some turns in, with routes claimed and the player to move starting a turn."""
    state = new_game(reference_board(game), NAMES[game], seed=5, first=0)
    r = rng.seed_state(5)
    while state.phase is not Phase.TURN or sum(len(p.routes) for p in state.players) < 3:
        legal = legal_actions(state)
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        i, r = rng.below(r, len(claims or legal))
        state = apply(state, (claims or legal)[i]).state
    assert not state.over
    return state


def midgame(game: str = "usa") -> GameState:
    """The mid-game state of a game (shared, frozen)."""
    return _midgame(game)


def data_of(game: str = "usa") -> dict[str, Any]:
    """The mid-game state's save data, a fresh copy to damage."""
    return copy.deepcopy(to_data(midgame(game)))


def refusal(data: Any, game: str = "usa") -> str:
    """Load damaged data: it must be refused with a ValueError of one line; return the message."""
    with pytest.raises(ValueError) as info:
        from_data(data, reference_board(game))
    message = str(info.value)
    assert message.startswith("this save") and "\n" not in message and len(message) < 300
    return message


def seat_with_route(data: dict[str, Any]) -> int:
    """The index of a player with a claimed route."""
    return next(i for i, p in enumerate(data["players"]) if p["routes"])

