"""Rules questions a seat's screen asks, answered from that seat's view alone.

The payments a tapped route allows, why it cannot be claimed, which cards are missing for it and
how many offered tickets must be kept are asked with a PlayerView, so a screen (the table's or a
phone's) never needs the whole GameState and cannot reach another seat's secrets.

Screens ask for the seat to move. A view of any other seat, or of the shared screen (seat None),
is answered as for a seat that is not to move: no payments, the table session's refusal "it is
Ann's turn" ("the game is over" once it is), no shortfall; it is told how many of its own offer it
must keep.
"""
from __future__ import annotations

from typing import NamedTuple

from game.rules.actions import ClaimRoute
from game.rules.claims import claim_reason
from game.rules.engine import phase_reason
from game.rules.settings import LOCOMOTIVE
from game.rules.state import Phase
from game.rules.table import Table
from game.rules.tickets import keep_minimum
from game.rules.view import PlayerView
from game.rules.words import seat_name


class Shortfall(NamedTuple):
    """A route the hand cannot pay for yet: its colour, its length, and the cards of it held (wild ones too)."""

    color: str
    length: int
    held: int


def parts(action: ClaimRoute, length: int) -> tuple[tuple[str, int], ...]:
    """The cards a claim spends, as (card colour, count) pairs."""
    out = []
    if action.color is not None and length - action.locomotives > 0:
        out.append((action.color, length - action.locomotives))
    if action.locomotives:
        out.append((LOCOMOTIVE, action.locomotives))
    return tuple(out)


def describe(action: ClaimRoute, length: int, wild: str) -> str:
    """A payment in words: '3 red + 1 locomotive'."""
    words = []
    for color, n in parts(action, length):
        name = wild if color == LOCOMOTIVE else color
        words.append(f"{n} {name}{'s' if color == LOCOMOTIVE and n > 1 else ''}")
    return " + ".join(words)


def claim_options(view: PlayerView, route_id: str) -> list[ClaimRoute]:
    """Every legal payment for this route now, fewest wild cards first, fullest colour first."""
    hand = view.hand_of()
    colors = view.table.rules.card_types
    options = [a for a in view.legal if isinstance(a, ClaimRoute) and a.route == route_id]
    return sorted(options, key=lambda a: (a.locomotives, -hand.get(a.color or LOCOMOTIVE, 0),
                                          colors.index(a.color or LOCOMOTIVE)))


def claim_refusal(view: PlayerView, route_id: str) -> str:
    """Why this route cannot be claimed now, in the engine's words (the nearest try is refused)."""
    route = view.table.board.route(route_id)
    hand = view.hand_of()
    wild = hand.get(LOCOMOTIVE, 0)
    if route.color == "gray":
        held = [c for c in view.table.rules.colors if hand.get(c)]
        color = max(held, key=lambda c: hand[c]) if held else view.table.rules.colors[0]
    else:
        color = route.color
    locos = max(0, min(wild, route.length - 1))
    reason = _refusal(view, ClaimRoute(route_id, color, locos), view.hand)
    return reason if reason is not None else "this route cannot be claimed now"


def shortfall(view: PlayerView, route_id: str) -> Shortfall | None:
    """What cards are missing to claim this route, if cards are all that is missing (else None)."""
    route = view.table.board.route(route_id)
    hand = view.hand_of()
    wild = hand.get(LOCOMOTIVE, 0)
    colors = [route.color] if route.color != "gray" else list(view.table.rules.colors)
    color = max(colors, key=lambda c: (hand.get(c, 0), -colors.index(c)))
    held = hand.get(color, 0) + wild
    if held >= route.length:
        return None
    # Cards are the reason only if the same claim with enough cards would be accepted.
    richer = tuple(max(n, route.length) if c == color else n
                   for c, n in zip(view.table.card_types, view.hand))
    if _refusal(view, ClaimRoute(route_id, color, 0), richer) is not None:
        return None
    return Shortfall(color, route.length, held)


def tickets_to_keep(view: PlayerView) -> int:
    """How many of the tickets offered to this seat it must keep (0 with none on offer)."""
    if view.seat is None:
        return 0
    return keep_minimum(_known(view, view.hand))


def _refusal(view: PlayerView, action: ClaimRoute, hand: tuple[int, ...]) -> str | None:
    """Why the view's seat may not make this claim holding `hand`, as the engine says it, or None."""
    if view.phase is not Phase.OVER and view.seat != view.current:
        return f"it is {seat_name(view.players[view.current].name, view.current)}'s turn"
    reason = phase_reason(view, action)
    return reason if reason is not None else claim_reason(_known(view, hand), action)


class _Seat(NamedTuple):
    """One seat as the engine's checks read it: the public name and trains; a hand and offer for the own seat only.
    (Read-only tuples: made on each question, and cheaper to define at start-up than frozen dataclasses.)"""

    name: str
    trains: int
    hand: tuple[int, ...]
    offer: tuple[str, ...]


class _Known(NamedTuple):
    """What one seat knows, read-only, shaped as the engine's checks read a GameState (its seat to move)."""

    table: Table
    phase: Phase
    current: int
    owners: tuple[int, ...]
    players: tuple[_Seat, ...]


def _known(view: PlayerView, hand: tuple[int, ...]) -> _Known:
    """The stand-in for a state as the view's seat knows it; the other seats hold no hand or offer at all."""
    assert view.seat is not None
    seats = tuple(_Seat(p.name, p.trains, hand if p.seat == view.seat else (),
                        view.offer if p.seat == view.seat else ()) for p in view.players)
    return _Known(view.table, view.phase, view.seat, view.owners, seats)
