"""The actions a player can take: small frozen values holding ids only, with plain-data forms."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from game.rules.plain import TEXT
from game.rules.words import brief

MOST = 1000   # beyond any slot, count or number of tickets in one move


@dataclass(frozen=True)
class DrawFromDeck:
    """Draw the top train card (blind); without a face-up row, the top two (F3)."""


@dataclass(frozen=True)
class DrawFaceUp:
    """Take the face-up card in this slot (0-based) (U3)."""

    slot: int


@dataclass(frozen=True)
class ClaimRoute:
    """Claim a route paying `locomotives` wild cards and the rest in `color` (None: wild only) (D4)."""

    route: str
    color: str | None
    locomotives: int = 0


@dataclass(frozen=True)
class DrawTickets:
    """Draw tickets from the ticket deck to choose from (U6, A4)."""


@dataclass(frozen=True)
class KeepTickets:
    """Keep these of the tickets on offer (the opening choice too); return the rest (U2, U6)."""

    tickets: tuple[str, ...]


@dataclass(frozen=True)
class SwapTickets:
    """Discard both uncompleted tickets and draw two new ones (F3)."""


@dataclass(frozen=True)
class Pass:
    """Pass the turn: only legal when nothing else is (D3)."""


Action = Union[DrawFromDeck, DrawFaceUp, ClaimRoute, DrawTickets, KeepTickets, SwapTickets, Pass]

_KINDS: dict[str, type] = {
    "draw_deck": DrawFromDeck, "draw_face_up": DrawFaceUp, "claim_route": ClaimRoute,
    "draw_tickets": DrawTickets, "keep_tickets": KeepTickets, "swap_tickets": SwapTickets,
    "pass": Pass,
}
_NAMES = {cls: name for name, cls in _KINDS.items()}


def kind(action: Action) -> str:
    """The short name of an action's kind ("claim_route", "draw_deck", ...)."""
    return _NAMES[type(action)]


def action_to_data(action: Action) -> dict[str, Any]:
    """An action as plain data (for replays and logs)."""
    data: dict[str, Any] = {"action": kind(action)}
    if isinstance(action, DrawFaceUp):
        data["slot"] = action.slot
    elif isinstance(action, ClaimRoute):
        data.update(route=action.route, color=action.color, locomotives=action.locomotives)
    elif isinstance(action, KeepTickets):
        data["tickets"] = list(action.tickets)
    return data


def action_from_data(data: Any) -> Action:
    """The action described by `action_to_data` output; ValueError saying what is wrong in words otherwise.

    Read as strictly as a saved position: a slot or a count is a whole number of a size a game
    holds (never a bool, a float such as .inf, or a text), an id is a short text.
    """
    if not isinstance(data, dict):
        raise ValueError(f"a move should be a mapping, not {brief(data)}")
    cls = _KINDS.get(data.get("action")) if isinstance(data.get("action"), str) else None
    if cls is None:
        raise ValueError(f"{brief(data.get('action'))} is not a kind of move")
    if cls is DrawFaceUp:
        return DrawFaceUp(_count(data.get("slot"), "the face-up slot"))
    if cls is ClaimRoute:
        color = data.get("color")
        if color is not None:
            color = _id(color, "the colour paid")
        return ClaimRoute(_id(data.get("route"), "the route"), color,
                          _count(data.get("locomotives", 0), "the locomotives paid"))
    if cls is KeepTickets:
        tickets = data.get("tickets")
        if not isinstance(tickets, list) or len(tickets) > MOST:
            raise ValueError(f"the tickets kept should be a short list, not {brief(tickets)}")
        return KeepTickets(tuple(_id(t, "a ticket kept") for t in tickets))
    return cls()


def _count(value: Any, what: str) -> int:
    """A whole number from 0 to MOST (not a bool, a float or a text)."""
    if type(value) is not int or not 0 <= value <= MOST:
        raise ValueError(f"{what} should be a whole number from 0 to {MOST}, not {brief(value)}")
    return value


def _id(value: Any, what: str) -> str:
    """A short text (an id)."""
    if not isinstance(value, str) or not 0 < len(value) <= TEXT:
        raise ValueError(f"{what} should be a short text, not {brief(value)}")
    return value
