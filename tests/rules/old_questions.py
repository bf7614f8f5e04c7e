"""The rules questions as the play screen asked them of the whole state, before they were asked from
a seat's view: the reference the new answers must equal; seeded random positions to ask them in, and
the same positions with all a seat cannot see changed.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from game.ai.random_player import RandomPlayer
from game.rules import (ClaimRoute, GameState, LOCOMOTIVE, Refused, apply, legal_actions, new_game,
                        view_for)
from game.rules import rng

from .boards import PLAYER_COUNTS, reference_board


def options_for(state: GameState, route_id: str) -> list[ClaimRoute]:
    """Every legal payment for this route now, fewest wild cards first, fullest colour first."""
    hand = state.hand_of(state.current)
    colors = state.rules.card_types
    options = [a for a in legal_actions(state) if isinstance(a, ClaimRoute) and a.route == route_id]
    return sorted(options, key=lambda a: (a.locomotives, -hand.get(a.color or LOCOMOTIVE, 0),
                                          colors.index(a.color or LOCOMOTIVE)))


def refusal_for(state: GameState, route_id: str) -> str:
    """Why this route cannot be claimed now, in the engine's words (the nearest try is refused)."""
    route = state.board.route(route_id)
    hand = state.hand_of(state.current)
    wild = hand.get(LOCOMOTIVE, 0)
    if route.color == "gray":
        held = [c for c in state.rules.colors if hand.get(c)]
        color = max(held, key=lambda c: hand[c]) if held else state.rules.colors[0]
    else:
        color = route.color
    locos = max(0, min(wild, route.length - 1))
    result = apply(state, ClaimRoute(route_id, color, locos))
    if isinstance(result, Refused):
        return result.reason
    return "this route cannot be claimed now"


def shortfall(state: GameState, route_id: str) -> tuple[str, int, int] | None:
    """What cards are missing to claim this route, if cards are all that is missing (else None)."""
    route = state.board.route(route_id)
    hand = state.hand_of(state.current)
    wild = hand.get(LOCOMOTIVE, 0)
    colors = [route.color] if route.color != "gray" else list(state.rules.colors)
    color = max(colors, key=lambda c: (hand.get(c, 0), -colors.index(c)))
    held = hand.get(color, 0) + wild
    if held >= route.length:
        return None
    player = state.players[state.current]
    counts = tuple(max(n, route.length) if c == color else n for c, n in zip(state.table.card_types, player.hand))
    players = tuple(replace(p, hand=counts) if i == state.current else p for i, p in enumerate(state.players))
    if isinstance(apply(replace(state, players=players), ClaimRoute(route_id, color, 0)), Refused):
        return None
    return (color, route.length, held)  # the old Shortfall's fields, in order


def positions(game: str, seed: int, every: int = 1) -> Iterator[GameState]:
    """Every `every`-th position of a seeded game between random players, the finished one last."""
    players = PLAYER_COUNTS[game][seed % len(PLAYER_COUNTS[game])]
    state = new_game(reference_board(game), [f"P{i}" for i in range(players)], seed)
    movers = [RandomPlayer(rng.derive(seed, i)) for i in range(players)]
    step = 0
    while not state.over:
        if step % every == 0:
            yield state
        result = apply(state, movers[state.current].choose(view_for(state, state.current)))
        assert result.ok
        state = result.state
        step += 1
    yield state


def hidden_changed(state: GameState) -> GameState:
    """The state with everything the seat to move cannot see changed: the others' cards, tickets and
    offers (counts kept), the order of both decks and the generator."""
    players = tuple(p if i == state.current else
                    replace(p, hand=(p.hand_size,) + (0,) * (len(p.hand) - 1),
                            tickets=tuple(reversed(p.tickets)), offer=tuple(reversed(p.offer)))
                    for i, p in enumerate(state.players))
    return replace(state, players=players, deck=tuple(reversed(state.deck)),
                   ticket_deck=tuple(reversed(state.ticket_deck)), rng=state.rng ^ 1, seed=state.seed + 1)
