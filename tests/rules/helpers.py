"""Helpers for the rules tests: set up exact positions, play actions, check invariants."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import yaml

from game.rules import (Applied, GameState, Refused, apply, from_data, legal_actions,
                        new_game, to_data)
from game.rules.actions import Action
from game.rules.board import Board
from game.rules.scoring import final_score
from game.rules.state import Phase
from game.rules.validate import problems


def start(board: Board, players: int = 2, seed: int = 1, first: int = 0,
          house_rules: dict[str, Any] | None = None, opening: bool = False) -> GameState:
    """A new game; unless `opening`, every player keeps all dealt tickets so play can begin."""
    state = new_game(board, [f"P{i}" for i in range(players)], seed, house_rules, first)
    while not opening and state.phase is Phase.OPENING:
        state = ok(state, legal_actions(state)[-1])
    return state


def ok(state: GameState, action: Action) -> GameState:
    """Apply an action that must be accepted; return the new state."""
    result = apply(state, action)
    assert isinstance(result, Applied), f"{action!r} refused: {getattr(result, 'reason', '')}"
    return result.state


def events(state: GameState, action: Action) -> tuple[GameState, list[Any]]:
    """Apply an accepted action; return the new state and its events."""
    result = apply(state, action)
    assert isinstance(result, Applied), f"{action!r} refused: {getattr(result, 'reason', '')}"
    return result.state, list(result.events)


def refused(state: GameState, action: Action) -> str:
    """Apply an action that must be refused; check the state is untouched; return the reason."""
    before = to_data(state)
    result = apply(state, action)
    assert isinstance(result, Refused), f"{action!r} was accepted"
    assert to_data(state) == before
    assert action not in legal_actions(state)
    return result.reason


def hand(state: GameState, **cards: int) -> tuple[int, ...]:
    """A hand tuple for this game from colour=count keywords."""
    return tuple(cards.get(c, 0) for c in state.table.card_types)


def set_player(state: GameState, seat: int, **changes: Any) -> GameState:
    """The state with some fields of one player replaced (`hand` may be a dict)."""
    if isinstance(changes.get("hand"), dict):
        changes["hand"] = hand(state, **changes["hand"])
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def give_routes(state: GameState, seat: int, *route_ids: str) -> GameState:
    """The state with these routes already claimed by a player (trains and points adjusted)."""
    table = state.table
    owners = list(state.owners)
    player = state.players[seat]
    for r in route_ids:
        i = table.route_index[r]
        owners[i] = seat
        player = replace(player, routes=player.routes + (r,), trains=player.trains - table.lengths[i],
                         points=player.points + table.rules.route_score(table.lengths[i]))
    players = list(state.players)
    players[seat] = player
    return replace(state, owners=tuple(owners), players=tuple(players))


def check_invariants(state: GameState) -> None:
    """Everything that must hold in every state of every game: the loader's own validator finds
    nothing (so it never refuses a reachable state), and the final score recomputes."""
    assert problems(state) == []
    if state.over:
        assert state.result is not None and state.end is not None
        assert state.result == final_score(state, state.end)
    else:
        assert state.result is None


def check_save(state: GameState, board: Board, via_yaml: bool = False) -> None:
    """Save and load give an equal state (through YAML text when asked)."""
    data = to_data(state)
    if via_yaml:
        dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        data = yaml.load(yaml.dump(data, Dumper=dumper, sort_keys=False), Loader=loader)
    loaded = from_data(data, board)
    assert loaded == state
    assert loaded.table.rules == state.table.rules
    assert to_data(loaded) == to_data(state)
