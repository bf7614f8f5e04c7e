"""What a phone is sent and what it may send, as plain JSON-ready data (no pygame, no game state).

Everything sent to a phone is made here from one seat's `PlayerView` (view_for) and the events as
that seat saw them (seen_by): the board (public, once per connection), the seat's view after each
move, refusals. Nothing here is ever given a GameState, so nothing sent can hold another seat's
hand or tickets, the deck's order, or the random state.

A phone sends small JSON objects: `{"kind": "hello", "token": ...}` first, then `{"kind": "move",
"move": {...}}` (an action in the form of `action_to_data`), `{"kind": "undo"}` or `{"kind": "ping"}`.
"""
from __future__ import annotations

import json
from typing import Any, Sequence

from game.rules import (Action, ClaimRoute, DrawFaceUp, DrawFromDeck, DrawTickets, KeepTickets, Pass, Phase,
                        PlayerView, SwapTickets, claim_options, describe, tickets_to_keep)
from game.rules import events as ev
from game.rules.actions import action_from_data
from game.rules.graph import Network
from game.rules.words import brief, seat_name
from game.table.news import news_line
from game.value import Value
from game.view.palette import PLAYER_COLORS, ROUTE_RGB, SYMBOLS

MOST_BYTES = 4096        # the largest message a phone may send (a move is under 200 bytes)
KINDS = ("hello", "move", "undo", "ping")


class Request(Value):
    """One well-formed message from a phone: its kind, and the move or token it carries."""

    __slots__ = ("kind", "move", "token")
    kind: str
    move: Action | None
    token: str | None

    def __init__(self, kind: str, move: Action | None = None, token: str | None = None) -> None:
        self._set(kind=kind, move=move, token=token)


def read(raw: str | bytes) -> Request | str:
    """The request a phone's message holds, or why it is refused, in words (never an exception)."""
    if isinstance(raw, bytes):
        return "messages are text"
    if len(raw) > MOST_BYTES:
        return "that message is too long"
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return "that message is not JSON"
    if not isinstance(data, dict) or data.get("kind") not in KINDS:
        return f"{brief(data.get('kind') if isinstance(data, dict) else data)} is not a kind of message"
    kind = data["kind"]
    if kind == "hello":
        token = data.get("token")
        return Request(kind, token=token) if isinstance(token, str) and 0 < len(token) <= 64 else "no link code"
    if kind == "move":
        try:
            return Request(kind, move=action_from_data(data.get("move")))
        except ValueError as why:
            return str(why)
    return Request(kind)


def encode(message: dict[str, Any]) -> str:
    """A message as compact JSON text."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def board_message(view: PlayerView, seat: int, colors: Sequence[int]) -> dict[str, Any]:
    """What every seat knows all game: the cities (placed 0..1 on the map), the tracks, the cards'
    colours and symbols, the players' colours. No tickets: a seat is told of its own only."""
    table = view.table
    board, rules = table.board, table.rules
    width = max(1.0, float(board.width or max(c.x for c in board.cities) + 1))
    height = max(1.0, float(board.height or max(c.y for c in board.cities) + 1))
    return {
        "kind": "board", "seat": seat, "game": rules.game, "title": board.title,
        "aspect": round(width / height, 4),
        "terms": {"ticket": rules.terms.ticket, "tickets": rules.terms.tickets, "train": rules.terms.train,
                  "trains": rules.terms.trains, "wild": rules.terms.wild},
        "merchandise": rules.has_merchandise,
        "cities": [{"id": c.id, "name": c.name, "x": round(c.x / width, 4), "y": round(c.y / height, 4),
                    "icon": c.icon} for c in board.cities],
        "routes": [{"id": r.id, "a": r.a, "b": r.b, "length": r.length, "color": r.color,
                    "rgb": _hex(ROUTE_RGB.get(r.color, ROUTE_RGB["gray"]))} for r in board.routes],
        "cards": [{"id": card, "rgb": _hex(ROUTE_RGB.get(card, ROUTE_RGB["gray"])),
                   "symbol": SYMBOLS.get(card, "")} for card in table.card_types],
        "players": [{"seat": p.seat, "name": seat_name(p.name, p.seat), "rgb": _hex(PLAYER_COLORS[c % 5][1]),
                     "outline": _hex(PLAYER_COLORS[c % 5][2])} for p, c in zip(view.players, colors)],
    }


def view_message(view: PlayerView, number: int, news: str, undo: bool) -> dict[str, Any]:
    """The seat's whole position now: its hand, tickets and offer, everyone's public counts, and
    what it may do if it is to move (with each claimable track's ways to pay)."""
    table, seat = view.table, view.seat
    mine = view.players[seat] if seat is not None else None
    network = Network(table, mine.routes) if mine is not None else None
    to_move = seat is not None and view.current == seat and view.phase is not Phase.OVER
    message: dict[str, Any] = {
        "kind": "view", "number": number, "news": news, "phase": view.phase.name.lower(),
        "current": view.current, "to_move": to_move, "undo": undo and view.phase is not Phase.OVER,
        "hand": [{"card": card, "count": n} for card, n in zip(table.card_types, view.hand) if n],
        "tickets": [_ticket(view, t, network) for t in view.tickets]
                   + ([_ticket(view, t, network, True) for t in mine.completed] if mine is not None else []),
        "offer": [_ticket(view, t, None) for t in view.offer],
        "keep": tickets_to_keep(view) if view.offer else 0,
        "players": [{"seat": p.seat, "trains": p.trains, "points": p.points, "cards": p.hand_size,
                     "tickets": p.tickets, "done": len(p.completed), "merchandise": sum(p.merchandise)}
                    for p in view.players],
        "face_up": list(view.face_up), "deck": view.deck_size, "ticket_deck": view.ticket_deck_size,
        "owners": {table.route_ids[i]: o for i, o in enumerate(view.owners) if o >= 0},
        "final_turns": view.final_turns,
        "moves": _moves(view) if to_move else None,
        "result": view.result.to_data() if view.result is not None else None,
    }
    return message


def _moves(view: PlayerView) -> dict[str, Any]:
    """What the seat to move may do now: the draws, the tracks it can pay for and how, tickets."""
    legal = view.legal
    slots = sorted(a.slot for a in legal if isinstance(a, DrawFaceUp))
    claims = {}
    for action in legal:
        if isinstance(action, ClaimRoute) and action.route not in claims:
            length = view.table.lengths[view.table.route_index[action.route]]
            claims[action.route] = [{"color": o.color, "locomotives": o.locomotives,
                                     "words": describe(o, length, view.table.rules.terms.wild)}
                                    for o in claim_options(view, action.route)]
    return {"deck": any(isinstance(a, DrawFromDeck) for a in legal), "face_up": slots,
            "tickets": any(isinstance(a, DrawTickets) for a in legal),
            "swap": any(isinstance(a, SwapTickets) for a in legal),
            "keep": any(isinstance(a, KeepTickets) for a in legal),
            "pass": view.pass_reason if any(isinstance(a, Pass) for a in legal) else None,
            "claims": claims}


def _ticket(view: PlayerView, ticket: str, network: Network | None, done: bool = False) -> dict[str, Any]:
    """One of the seat's own tickets: its two cities, its points, and whether its routes join them."""
    a, b, points = view.table.tickets[ticket]
    joined = done or (network is not None and network.joined(a, b))
    return {"id": ticket, "a": view.table.city_ids[a], "b": view.table.city_ids[b], "points": points,
            "done": joined, "shown": done}


def news(view: PlayerView, events: Sequence[ev.Event], names: Sequence[str]) -> str:
    """What just happened, in a line, as the viewing seat saw it: the shared screen's words (a pass too)."""
    line = news_line(events, view.table.board, names.__getitem__, view.table.rules.terms)
    if line is None:
        passed = [e for e in events if isinstance(e, ev.TurnPassed)]
        line = f"{names[passed[0].seat]} passed" if passed else ""
    return line


def _hex(rgb: tuple[int, int, int]) -> str:
    """A colour as CSS writes it."""
    return "#%02x%02x%02x" % rgb
