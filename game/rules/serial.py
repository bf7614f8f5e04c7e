"""A state as plain data (dicts, lists, ints, strs, bools, None) and back, without loss.

The data names the game and its house rules; loading needs the same board. SCHEMA is raised
whenever the layout changes, and `from_data` refuses layouts it does not know.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from game.rules import plain
from game.rules.board import Board
from game.rules.scoring import final_score
from game.rules.state import GameState, Phase, PlayerState
from game.rules.table import Table, table_for
from game.rules.validate import first_problem, player_count_problem
from game.rules.words import brief, seat_name

SCHEMA = 1
PHASES = frozenset(p.value for p in Phase)


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
        **({"swaps": p.swaps} if p.swaps else {}),
    }


def _named(decks: tuple[tuple[str, int], ...], counts: tuple[int, ...]) -> dict[str, int]:
    """Per-deck counts keyed by deck name."""
    return {name: n for (name, _), n in zip(decks, counts)}


def from_data(data: Any, board: Board) -> GameState:
    """The state saved by `to_data`, on the same board; ValueError saying why in one line otherwise.

    Any data at all is read safely: each field must have its exact type (a count is an int,
    never a bool, a float or a text) and a size the game allows before anything is built, and
    the state built must be one the rules can reach (`validate`).
    """
    if not isinstance(data, Mapping):
        raise ValueError(f"this save is damaged: it is {brief(data)}, not a saved game")
    schema = data.get("schema")
    if isinstance(schema, bool) or not isinstance(schema, int) or schema != SCHEMA:
        raise ValueError(f"this save has layout {brief(schema)}; this version reads {SCHEMA}")
    game = str(board.settings.get("game", ""))
    if data.get("game") != game:
        raise ValueError(f"this save is a game of {brief(data.get('game'))}, not {game!r}")
    try:
        state = _state(data, board)
    except ValueError as err:
        raise ValueError(f"this save is damaged: {err}") from err
    problem = first_problem(state)
    if problem is not None:
        raise ValueError(f"this save is damaged: {problem}")
    return _with_result(state) if state.over else state


def _state(data: Mapping[Any, Any], board: Board) -> GameState:
    """The state the data describes, its every field read strictly (not yet validated)."""
    house = data.get("house_rules")
    table = table_for(board, {} if house is None else plain.mapping(house, "the house rules"))
    rules = table.rules
    seats = plain.entry(data, "players", "the save")
    if not isinstance(seats, (list, tuple)):
        raise ValueError(f"the players should be a list, not {brief(seats)}")
    wrong = player_count_problem(rules, len(seats))
    if wrong:
        raise ValueError(wrong)
    players = tuple(_player(table, p, seat) for seat, p in enumerate(seats))
    owners = [-1] * len(table.route_ids)
    for seat, p in enumerate(players):
        for route in p.routes:  # unknown routes and routes claimed twice are named by `validate`
            r = table.route_index.get(route)
            if r is not None:
                owners[r] = seat

    def get(key: str) -> Any:
        """A field of the save."""
        return plain.entry(data, key, "the save")

    cards, tickets, decks = rules.deck_size, len(table.ticket_ids), rules.merchandise_decks
    phase = plain.text(get("phase"), "the phase of play")
    if phase not in PHASES:
        raise ValueError(f"{brief(phase)} is not a phase of play")
    return GameState(
        table=table, seed=plain.integer(get("seed"), "the seed"),
        rng=plain.integer(get("rng"), "the random number state"),
        first=plain.integer(get("first"), "the first player"), players=players,
        deck=plain.texts(get("deck"), "the deck", cards, "train card"),
        discard=plain.texts(get("discard"), "the discard pile", cards, "train card"),
        face_up=plain.texts(get("face_up"), "the face-up row", rules.face_up_size, "train card",
                            holes=True),
        ticket_deck=plain.texts(get("ticket_deck"), f"the {rules.terms.ticket} deck", tickets,
                                rules.terms.ticket),
        merchandise=plain.counts(get("merchandise"), "the merchandise left",
                                 [name for name, _ in decks], "merchandise deck"),
        coast_cards=plain.integer(get("coast_cards"), "the Coast-to-Coast cards left"),
        owners=tuple(owners), phase=Phase(phase),
        current=plain.integer(get("current"), "the player to move"),
        final_turns=plain.optional_integer(get("final_turns"), "the count of turns left in the last round"),
        end=plain.optional_text(get("end"), "the ending"),
        golden=plain.optional_integer(get("golden"), "the Golden Ticket holder"))


def _player(table: Table, data: Any, seat: int) -> PlayerState:
    """One player from plain data, every field read strictly."""
    rules = table.rules
    p = plain.mapping(data, f"player {seat + 1}")
    name = plain.text(plain.entry(p, "name", f"player {seat + 1}"), f"the name of player {seat + 1}")
    who = seat_name(name, seat)

    def get(key: str) -> Any:
        """A field of this player."""
        return plain.entry(p, key, who)

    tickets, routes, ticket = len(table.ticket_ids), len(table.route_ids), rules.terms.ticket
    return PlayerState(
        name=name,
        hand=plain.counts(get("hand"), f"{who}'s hand", table.card_types, "train card"),
        trains=plain.integer(get("trains"), f"{who}'s {rules.terms.trains} left"),
        points=plain.integer(get("points"), f"{who}'s points"),
        tickets=plain.texts(get("tickets"), f"{who}'s {rules.terms.tickets}", tickets, ticket),
        completed=plain.texts(get("completed"), f"{who}'s completed {rules.terms.tickets}",
                              tickets, ticket),
        offer=plain.texts(get("offer"), f"{who}'s {rules.terms.tickets} on offer", tickets, ticket),
        routes=plain.texts(get("routes"), f"{who}'s routes", routes, "route"),
        merchandise=plain.counts(get("merchandise"), f"{who}'s merchandise cards",
                                 [deck for deck, _ in rules.merchandise_decks], "merchandise deck"),
        coast_to_coast=plain.flag(get("coast_to_coast"), f"{who}'s Coast-to-Coast card"),
        turns=plain.integer(get("turns"), f"{who}'s turns played"),
        swaps=plain.integer(p.get("swaps", 0), f"{who}'s swaps"))   # absent before the swap limit was kept


def _with_result(state: GameState) -> GameState:
    """A finished state with its final scoring recomputed (it is never stored)."""
    assert state.end is not None
    return replace(state, result=final_score(state, state.end))
