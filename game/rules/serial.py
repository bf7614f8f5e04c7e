"""A state as plain data (dicts, lists, ints, strs, bools, None) and back, without loss.

The data names the game and its house rules; loading needs the same board. SCHEMA is raised
whenever the layout changes, and `from_data` refuses layouts it does not know.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from game.rules.board import Board
from game.rules.scoring import final_score
from game.rules.state import GameState, Phase, PlayerState
from game.rules.table import Table, table_for

SCHEMA = 1


def to_data(state: GameState) -> dict[str, Any]:
    """The whole state as plain data, ready for `yaml.safe_dump` or JSON."""
    table = state.table
    return {
        "schema": SCHEMA,
        "game": table.rules.game,
        "house_rules": table.rules.house_rule_data(),
        "seed": state.seed,
        "rng": state.rng,
        "first": state.first,
        "phase": state.phase.value,
        "current": state.current,
        "final_turns": state.final_turns,
        "end": state.end,
        "golden": state.golden,
        "deck": list(state.deck),
        "discard": list(state.discard),
        "face_up": list(state.face_up),
        "ticket_deck": list(state.ticket_deck),
        "merchandise": _named(table.rules.merchandise_decks, state.merchandise),
        "coast_cards": state.coast_cards,
        "players": [_player_data(table, p) for p in state.players],
    }


def _player_data(table: Table, p: PlayerState) -> dict[str, Any]:
    """One player as plain data."""
    return {
        "name": p.name,
        "hand": {c: n for c, n in zip(table.card_types, p.hand) if n},
        "trains": p.trains,
        "points": p.points,
        "tickets": list(p.tickets),
        "completed": list(p.completed),
        "offer": list(p.offer),
        "routes": list(p.routes),
        "merchandise": _named(table.rules.merchandise_decks, p.merchandise),
        "coast_to_coast": p.coast_to_coast,
        "turns": p.turns,
    }


def _named(decks: tuple[tuple[str, int], ...], counts: tuple[int, ...]) -> dict[str, int]:
    """Per-deck counts keyed by deck name."""
    return {name: n for (name, _), n in zip(decks, counts)}


def from_data(data: Mapping[str, Any], board: Board) -> GameState:
    """The state saved by `to_data`, on the same board (ValueError with a reason if it does not fit)."""
    if data.get("schema") != SCHEMA:
        raise ValueError(f"this save has layout {data.get('schema')!r}; this version reads {SCHEMA}")
    table = table_for(board, data.get("house_rules") or {})
    if data.get("game") != table.rules.game:
        raise ValueError(f"this save is a game of {data.get('game')!r}, not {table.rules.game!r}")
    try:
        players = tuple(_player(table, p) for p in data["players"])
        owners = [-1] * len(table.route_ids)
        for seat, p in enumerate(players):
            for route in p.routes:
                owners[table.route_index[route]] = seat
        state = GameState(
            table=table, seed=int(data["seed"]), rng=int(data["rng"]), first=int(data["first"]),
            players=players, deck=tuple(data["deck"]), discard=tuple(data["discard"]),
            face_up=tuple(data["face_up"]), ticket_deck=tuple(data["ticket_deck"]),
            merchandise=_counts(table.rules.merchandise_decks, data["merchandise"]),
            coast_cards=int(data["coast_cards"]), owners=tuple(owners),
            phase=Phase(data["phase"]), current=int(data["current"]),
            final_turns=data["final_turns"], end=data["end"], golden=data["golden"])
    except (KeyError, TypeError, ValueError) as err:
        raise ValueError(f"this save is damaged: {err}") from err
    known = set(table.card_types)
    if any(c not in known for c in state.deck + state.discard + state.face_up if c is not None):
        raise ValueError("this save is damaged: unknown train cards")
    if state.phase is Phase.OVER:
        state = _with_result(state)
    return state


def _player(table: Table, p: Mapping[str, Any]) -> PlayerState:
    """One player from plain data."""
    hand = p["hand"]
    unknown = set(hand) - set(table.card_types)
    if unknown:
        raise ValueError(f"unknown cards {sorted(unknown)}")
    return PlayerState(
        name=str(p["name"]), hand=tuple(int(hand.get(c, 0)) for c in table.card_types),
        trains=int(p["trains"]), points=int(p["points"]), tickets=tuple(p["tickets"]),
        completed=tuple(p["completed"]), offer=tuple(p["offer"]), routes=tuple(p["routes"]),
        merchandise=_counts(table.rules.merchandise_decks, p["merchandise"]),
        coast_to_coast=bool(p["coast_to_coast"]), turns=int(p["turns"]))


def _counts(decks: tuple[tuple[str, int], ...], named: Mapping[str, int]) -> tuple[int, ...]:
    """Per-deck counts in rule-set order from a name-keyed mapping."""
    return tuple(int(named.get(name, 0)) for name, _ in decks)


def _with_result(state: GameState) -> GameState:
    """A finished state with its final scoring recomputed (it is never stored)."""
    assert state.end is not None
    return replace(state, result=final_score(state, state.end))
